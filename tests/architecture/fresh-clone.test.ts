/**
 * Every documented command works on a fresh clone right after `npm ci` (issue 11, "npm run golden
 * fails right after npm ci"): the Prisma clients (`generated/`, git-ignored) do not exist yet there,
 * so whatever loads them generates them first through `scripts/ensure-prisma.sh`.
 *
 * - An npm script that runs a TypeScript entry (`node … --import tsx <file>`) whose imports reach
 *   `generated/` (read transitively with TypeScript's pre-processor) starts with ensure-prisma;
 * - an npm script that compiles or serves the whole program (`next dev|build`, `tsc`, `vitest`)
 *   starts with it too (`npm start` / `npm test` run it through ensure-deps.sh);
 * - `npx vitest run <file>` — how the README's guarantees table says to run one test — reaches it
 *   through vitest's global setup.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ROOT, relative } from "./source-files";

const ENSURE = "bash scripts/ensure-prisma.sh";
const scripts: Record<string, string> = JSON.parse(
  fs.readFileSync(path.join(ROOT, "package.json"), "utf8"),
).scripts;

function resolveFile(target: string): string | null {
  const bare = target.replace(/\.js$/, "");
  for (const c of [target, `${bare}.ts`, `${bare}.tsx`, `${bare}/index.ts`, `${bare}/index.tsx`])
    if (fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  return null;
}

/** Does a source file, through its project imports (static and literal dynamic ones), load `generated/`? */
function reachesGenerated(entry: string): boolean {
  const seen = new Set<string>();
  const queue = [path.join(ROOT, entry)];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    const info = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
    for (const { fileName: spec } of info.importedFiles) {
      let target: string;
      if (spec.startsWith("@/")) target = path.join(ROOT, spec.slice(2));
      else if (spec.startsWith(".")) target = path.resolve(path.dirname(file), spec);
      else continue;
      if (relative(target).startsWith("generated/")) return true;
      const resolved = resolveFile(target);
      if (resolved) queue.push(resolved);
    }
  }
  return false;
}

/** The TypeScript entry an npm script runs with tsx, if any. */
const tsxEntry = (command: string) => /--import tsx (\S+\.ts)\b/.exec(command)?.[1];
const compilesProgram = (command: string) => /(?:^|&&\s*)(?:next (?:dev|build)|tsc|vitest)\b/.test(command);

describe("a fresh clone (no generated/ yet)", () => {
  it("every npm script that loads the Prisma clients generates them first", () => {
    const missing: string[] = [];
    for (const [name, command] of Object.entries(scripts)) {
      const entry = tsxEntry(command);
      const needs = (entry !== undefined && reachesGenerated(entry)) || compilesProgram(command);
      if (needs && !command.startsWith(ENSURE)) missing.push(`${name}: ${command}`);
    }
    expect(missing).toEqual([]);
  });

  it("tells the scripts that need the clients from those that do not", () => {
    expect(reachesGenerated(tsxEntry(scripts.golden) ?? "")).toBe(true);
    expect(reachesGenerated(tsxEntry(scripts["db:seed"]) ?? "")).toBe(true);
    // `npm run route` ranks a catalog file: no database, so nothing to generate.
    expect(reachesGenerated(tsxEntry(scripts.route) ?? "")).toBe(false);
  });

  it("`npx vitest run <file>` generates the clients in its global setup", async () => {
    const config = (await import("@/vitest.config")).default as {
      test?: { globalSetup?: string | string[] };
    };
    const setups = [config.test?.globalSetup ?? []].flat();
    const texts = setups.map((f) => fs.readFileSync(path.resolve(ROOT, f), "utf8"));
    expect(texts.some((t) => t.includes("scripts/ensure-prisma.sh"))).toBe(true);
  });
});
