/**
 * Dependency direction (issue 11 item 4), read from the import specifiers of every source file of
 * `app/`, `components/` and `lib/` (colocated tests and `__fixtures__` excluded: they may reach
 * across folders to build their worlds). Specifiers are read by TypeScript's own pre-processor, so
 * comments and strings never count; `@/` is resolved as tsconfig's `paths` does.
 *
 * Rules:
 * - `lib/` never imports `app/` or `components/` (the domain does not know its entry points);
 * - `components/` never imports `lib/db` (a component gets view types from `lib/chat`, `lib/admin`…;
 *   the page or action that queries passes it what it shows);
 * - `lib/connectors` never imports `lib/execution` (the executor calls connectors, not the reverse:
 *   the result and error shapes both share live in `lib/capabilities/types.ts` and `lib/errors.ts`);
 * - folders form no import cycle. A folder is `app`, `components`, or one folder or root file of
 *   `lib/` (`lib/planning`, `lib/errors`). The one edge allowed against the grain is a component
 *   calling a server action (`app/**\/actions.ts`), the entry point a form or button submits to.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ROOT, relative, sourceFiles } from "./source-files";

interface Import {
  from: string;
  to: string;
  specifier: string;
}

/** The file a specifier names: as written, with an extension, or a folder's index. */
function resolveFile(target: string): string {
  const bare = target.replace(/\.js$/, "");
  for (const candidate of [target, `${bare}.ts`, `${bare}.tsx`, `${bare}/index.ts`, `${bare}/index.tsx`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return target;
}

/** Project-relative path of an import target, or null for a package. */
function targetOf(file: string, specifier: string): string | null {
  let absolute: string;
  if (specifier.startsWith("@/")) absolute = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) absolute = path.resolve(path.dirname(file), specifier);
  else return null;
  return relative(resolveFile(absolute));
}

function readImports(): Import[] {
  const imports: Import[] = [];
  for (const file of sourceFiles()) {
    const info = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
    const from = relative(file);
    for (const { fileName } of info.importedFiles) {
      const to = targetOf(file, fileName);
      if (to) imports.push({ from, to, specifier: fileName });
    }
  }
  return imports;
}

/** `app`, `components`, `lib/<folder>` or `lib/<root file without extension>`; other roots as named. */
function folderOf(file: string): string {
  const parts = file.split("/");
  if (parts[0] !== "lib") return parts[0];
  return `lib/${(parts[1] ?? "").replace(/\.tsx?$/, "")}`;
}

const isServerActionCall = (i: Import) =>
  i.from.startsWith("components/") && /^app\/.*\/actions\.ts$/.test(i.to);

/** Strongly connected components with more than one folder (Tarjan). */
function folderCycles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

const show = (list: Import[]) => list.map((i) => `${i.from} → ${i.specifier}`);

describe("dependency direction", () => {
  const imports = readImports();

  it("reads the imports of the whole program", () => {
    expect(imports.length).toBeGreaterThan(500);
    expect(imports.some((i) => i.from === "lib/agent/run-turn.ts")).toBe(true);
  });

  it("lib never imports app or components", () => {
    const wrong = imports.filter((i) => i.from.startsWith("lib/") && /^(app|components)\//.test(i.to));
    expect(show(wrong)).toEqual([]);
  });

  it("components never import the data layer", () => {
    const wrong = imports.filter((i) => i.from.startsWith("components/") && i.to.startsWith("lib/db/"));
    expect(show(wrong)).toEqual([]);
  });

  it("connectors never import the executor", () => {
    const wrong = imports.filter(
      (i) => i.from.startsWith("lib/connectors/") && i.to.startsWith("lib/execution/"),
    );
    expect(show(wrong)).toEqual([]);
  });

  it("folders form no import cycle", () => {
    const edges = new Map<string, Set<string>>();
    const witnesses = new Map<string, Import[]>();
    for (const i of imports) {
      const a = folderOf(i.from);
      const b = folderOf(i.to);
      if (a === b || isServerActionCall(i)) continue;
      edges.set(a, (edges.get(a) ?? new Set()).add(b));
      const key = `${a} → ${b}`;
      witnesses.set(key, [...(witnesses.get(key) ?? []), i]);
    }
    const report = folderCycles(edges).map((cycle) => ({
      cycle,
      edges: [...witnesses]
        .filter(([key]) => cycle.includes(key.split(" → ")[0]) && cycle.includes(key.split(" → ")[1]))
        .map(([key, list]) => `${key}: ${show(list).slice(0, 3).join(", ")}`),
    }));
    expect(report).toEqual([]);
  });

  it("finds a cycle when one is planted", () => {
    const planted = new Map([
      ["lib/a", new Set(["lib/b"])],
      ["lib/b", new Set(["lib/c"])],
      ["lib/c", new Set(["lib/a"])],
      ["lib/d", new Set(["lib/a"])],
    ]);
    expect(folderCycles(planted)).toEqual([["lib/a", "lib/b", "lib/c"]]);
    expect(folderOf("lib/errors.ts")).toBe("lib/errors");
    expect(folderOf("lib/connectors/mcp/pool.ts")).toBe("lib/connectors");
  });
});
