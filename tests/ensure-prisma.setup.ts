/**
 * Vitest's global setup: the Prisma clients (`generated/`, git-ignored) are generated before any test
 * file loads them, so `npx vitest run <file>` works on a fresh clone right after `npm ci` — as
 * `npm test` and `npm run test:unit` do through scripts/ensure-prisma.sh. A no-op when they are current.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";

export default function setup(): void {
  execFileSync("bash", [path.join(import.meta.dirname, "../scripts/ensure-prisma.sh")], {
    stdio: ["ignore", "ignore", "inherit"],
  });
}
