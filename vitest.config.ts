import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: [
      "lib/**/*.test.ts",
      "components/**/*.test.ts",
      "bench/**/*.test.ts",
      "demo/**/*.test.ts",
      "scripts/**/*.test.ts",
      "app/**/*.test.ts",
      "tests/**/*.test.ts",
    ],
    environment: "node",
    // Generates the Prisma clients first when they are missing or stale (a fresh clone after `npm ci`).
    globalSetup: ["tests/ensure-prisma.setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    server: { deps: { inline: ["server-only"] } },
    alias: { "server-only": path.resolve(import.meta.dirname, "tests/server-only-stub.ts") },
  },
});
