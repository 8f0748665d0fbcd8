/** Connections to real servers for the pool's integration tests. */
import path from "node:path";
import type { McpConnection } from "../types";

export const ROOT = path.resolve(import.meta.dirname, "../../../..");

/** The demo commerce server over stdio, exactly as the app spawns it; `env` carries knobs and fake credentials. */
export function demoStdio(
  env: Record<string, string> = {},
  over: Partial<McpConnection> = {},
): McpConnection {
  return {
    id: "commerce",
    tenantId: "tenant-a",
    transport: {
      kind: "stdio",
      command: process.execPath,
      args: ["--import", "tsx", "demo/commerce/server.ts"],
      env,
      cwd: ROOT,
    },
    ...over,
  };
}

/** A package's bin, run with this Node (no shell, no npx): read from its package.json like npm would. */
export async function packageBin(pkg: string): Promise<string> {
  const manifest = (await import(`${pkg}/package.json`, { with: { type: "json" } })).default as {
    bin: Record<string, string> | string;
  };
  const bin = typeof manifest.bin === "string" ? manifest.bin : Object.values(manifest.bin)[0];
  return path.join(ROOT, "node_modules", pkg, bin);
}
