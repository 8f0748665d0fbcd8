/**
 * Data access through repositories (issue 11 item 3): outside `lib/db`, no source file of `app/`,
 * `components/` or `lib/` calls a Prisma model method (`db.turn.findMany(…)`, `tx.selection.create(…)`)
 * or a raw query (`db.$queryRaw…`). Every query goes through a repository of `lib/db/repositories`
 * scoped by the actor, or by a named system scope (seed, background sync, golden runner). The demo
 * seed (`demo/`, run by `npm run db:seed` and `npm start`) is held to the same rule: it writes through
 * `lib/db/repositories/seed.ts`. Colocated tests, `__fixtures__`, `tests/`, `scripts/` and `bench/`
 * are outside the rule: they build and inspect worlds.
 *
 * The check reads the TypeScript syntax tree (comments and strings never count): a call whose
 * callee is `<anything>.<model>.<method>` with `<model>` a model of prisma/models.prisma.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ROOT, relative, sourceFiles } from "./source-files";

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const MODELS = new Set(
  [...fs.readFileSync(path.join(ROOT, "prisma/models.prisma"), "utf8").matchAll(/^model\s+(\w+)/gm)].map(
    (m) => lowerFirst(m[1]),
  ),
);
const METHODS = new Set([
  "findMany",
  "findFirst",
  "findFirstOrThrow",
  "findUnique",
  "findUniqueOrThrow",
  "create",
  "createMany",
  "createManyAndReturn",
  "update",
  "updateMany",
  "updateManyAndReturn",
  "upsert",
  "delete",
  "deleteMany",
  "count",
  "aggregate",
  "groupBy",
]);
const RAW = /^\$(queryRaw|queryRawUnsafe|executeRaw|executeRawUnsafe|transaction)$/;

/** `model.method` of every direct Prisma call in one source text. */
function directCalls(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const target = node.expression.expression;
      if (RAW.test(method)) found.push(method);
      else if (METHODS.has(method) && ts.isPropertyAccessExpression(target) && MODELS.has(target.name.text))
        found.push(`${target.name.text}.${method}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function scan(): Map<string, string[]> {
  const calls = new Map<string, string[]>();
  for (const file of [...sourceFiles(), ...sourceFiles(["demo"])]) {
    const rel = relative(file);
    if (rel.startsWith("lib/db/")) continue;
    const found = directCalls(rel, fs.readFileSync(file, "utf8"));
    if (found.length) calls.set(rel, found);
  }
  return calls;
}

describe("data access", () => {
  const calls = scan();

  it("no file outside lib/db calls Prisma directly, the demo seed included", () => {
    expect(sourceFiles(["demo"]).map(relative)).toContain("demo/seed-all.ts");
    expect([...calls].map(([f, c]) => `${f}: ${c.join(", ")}`)).toEqual([]);
  });

  it("recognises a direct call and ignores look-alikes", () => {
    const text = [
      "await db.turn.findMany({ where: {} });",
      "await db().membership.count({});",
      "await tx.selection.create({ data });",
      "await db.$queryRawUnsafe('select 1');",
      "cache.delete(key); map.set.update(x); // db.turn.create()",
      "const s = 'db.artifact.findFirst()';",
    ].join("\n");
    expect(directCalls("x.ts", text)).toEqual([
      "turn.findMany",
      "membership.count",
      "selection.create",
      "$queryRawUnsafe",
    ]);
  });
});
