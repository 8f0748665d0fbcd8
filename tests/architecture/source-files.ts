/**
 * The program the architecture tests read: every source file of `app/`, `components/` and `lib/`,
 * colocated tests and `__fixtures__` excluded (they may reach across folders to build their worlds).
 */
import fs from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCE_ROOTS = ["app", "components", "lib"];
const SKIPPED_DIRS = new Set(["node_modules", "generated", "__fixtures__"]);

function walk(dir: string, out: string[]): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Absolute paths of the program's source files (or of the source files under other `roots`). */
export const sourceFiles = (roots: readonly string[] = SOURCE_ROOTS): string[] =>
  roots.flatMap((root) => walk(path.join(ROOT, root), []));

/** A path relative to the repository root, with `/` separators. */
export const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");
