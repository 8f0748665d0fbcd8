import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as pgCompiler from "@prisma/client/runtime/query_compiler_bg.postgresql.mjs";
import * as sqliteCompiler from "@prisma/client/runtime/query_compiler_bg.sqlite.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "./client";
import { cachedCompile, planCacheStats } from "./plan-cache";
import { type FieldTypes, fieldTypesOf, fillTemplate, learnTemplate, shapeOf } from "./plan-params";

const types: FieldTypes = new Map([
  [
    "Note",
    new Map([
      ["id", "String"],
      ["n", "Int"],
      ["score", "Float"],
      ["at", "DateTime"],
      ["body", "Json"],
      ["done", "Boolean"],
    ]),
  ],
]);
const q = (action: string, args: Record<string, unknown>) =>
  JSON.stringify({ modelName: "Note", action, query: { arguments: args, selection: { $scalars: true } } });
const date = (s: string) => ({ $type: "DateTime", value: s });

describe("query shapes: what becomes a placeholder", () => {
  it("takes out the values of scalar fields in where, its filters and data, in order", () => {
    const s = shapeOf(
      q("updateMany", {
        where: { id: "a1", n: { lt: 5, in: [1, 2] }, at: { gt: date("2026-01-01T00:00:00.000Z") } },
        data: { n: 7, body: { x: [1] }, at: date("2026-01-02T00:00:00.000Z") },
      }),
      types,
    );
    expect(s?.values).toEqual([
      "a1",
      5,
      date("2026-01-01T00:00:00.000Z"),
      7,
      { x: [1] },
      date("2026-01-02T00:00:00.000Z"),
    ]);
    expect(s?.text).toContain('"in":[1,2]'); // a list may change the SQL: kept
    expect(s?.text).not.toContain("a1");
    expect(s?.key.startsWith("sioioo:")).toBe(true);
  });

  it("keeps in the shape what can change the SQL: null, booleans, take, orderBy, mode, operations, Json in where", () => {
    const s = shapeOf(
      q("findMany", {
        where: { id: null, done: true, OR: [{ id: { contains: "x", mode: "insensitive" } }], body: { x: 1 } },
        orderBy: { n: "desc" },
        take: 3,
      }),
      types,
    );
    expect(s?.values).toEqual(["x"]);
    for (const kept of [
      '"id":null',
      '"done":true',
      '"mode":"insensitive"',
      '"orderBy":{"n":"desc"}',
      '"take":3',
      '"body":{"x":1}',
    ])
      expect(s?.text).toContain(kept);
    expect(shapeOf(q("updateMany", { data: { n: { increment: 1 } } }), types)).toBeNull();
    // An odd value is left to the compiler as it is: an Int beyond 32 bits, a fraction for an Int.
    expect(shapeOf(q("createOne", { data: { n: 2 ** 31 } }), types)).toBeNull();
    expect(shapeOf(q("createOne", { data: { n: 1.5 } }), types)).toBeNull();
  });

  it("an integer and a fraction are different shapes (the compiler types them apart)", () => {
    const a = shapeOf(q("createOne", { data: { score: 2 } }), types);
    const b = shapeOf(q("createOne", { data: { score: 2.5 } }), types);
    expect(a?.text).toBe(b?.text);
    expect(a?.key).not.toBe(b?.key);
  });

  it("no shape for an unknown model, a raw query, or a query with no value to take out", () => {
    expect(
      shapeOf(
        JSON.stringify({
          modelName: "Other",
          action: "findFirst",
          query: { arguments: { where: { id: "a" } } },
        }),
        types,
      ),
    ).toBeNull();
    expect(
      shapeOf(JSON.stringify({ action: "executeRaw", query: { arguments: { query: "DELETE" } } }), types),
    ).toBeNull();
    expect(shapeOf(q("findMany", { take: 1 }), types)).toBeNull();
  });

  it("reads the scalar fields of a runtime data model", () => {
    const t = fieldTypesOf({
      models: {
        M: {
          fields: [
            { name: "a", kind: "scalar", type: "String" },
            { name: "r", kind: "object", type: "Other" },
            { name: "e", kind: "enum", type: "Role" },
          ],
        },
      },
    });
    expect([...(t?.get("M") ?? [])]).toEqual([["a", "String"]]);
  });
});

describe("query shapes: a template is kept only when it gives the very plan", () => {
  const param = (i: number) => ({
    prisma__type: "param",
    prisma__value: { name: `tt$${i}`, type: "String" },
  });
  it("learns each value's form and fills it back", () => {
    const literal = {
      sql: "x = ?",
      args: ["a1", "5"],
      argTypes: [{ scalarType: "string" }, { scalarType: "bigint" }],
    };
    const shape = {
      sql: "x = ?",
      args: [param(0), param(1)],
      argTypes: [{ scalarType: "string" }, { scalarType: "int" }],
    };
    const t = learnTemplate(shape, literal, ["a1", 5]);
    expect(t && fillTemplate(t, ["a1", 5])).toEqual(literal);
    expect(t && fillTemplate(t, ["b2", 9])).toEqual({ ...literal, args: ["b2", "9"] });
  });

  it("refuses a plan that differs elsewhere (other SQL), a value with no place or two forms", () => {
    expect(
      learnTemplate({ sql: "x = ?", args: [param(0)] }, { sql: "x IS ?", args: ["a"] }, ["a"]),
    ).toBeNull();
    expect(learnTemplate({ args: [param(0)] }, { args: ["a"] }, ["a", "b"])).toBeNull();
    expect(learnTemplate({ args: [param(0), param(0)] }, { args: ["5", "5"] }, [5])).not.toBeNull();
    expect(learnTemplate({ args: [param(0), param(0)] }, { args: ["5", 5] }, [5])).toBeNull(); // one form per value
    expect(learnTemplate({ args: [param(0), param(0)] }, { args: ["5", "6"] }, [5])).toBeNull();
  });
});

/**
 * Real compilers: for queries of the turn's shapes, the plan filled from a shape's template (learned
 * on one query) is deep-equal to what Prisma compiles for another query of that shape.
 */
describe("query shapes with Prisma's compilers", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "tt-plan-params-"));
  const dbs: Db[] = [];
  const compilers: { name: string; compile: (q: string) => unknown }[] = [];
  let real: FieldTypes | undefined;
  beforeAll(async () => {
    for (const [name, mod, url] of [
      ["sqlite", sqliteCompiler, `file:${path.join(dir, "p.db")}`],
      ["postgresql", pgCompiler, "postgresql://nobody:x@127.0.0.1:1/none"],
    ] as const) {
      const proto = (mod as unknown as { QueryCompiler: { prototype: Record<string, unknown> } })
        .QueryCompiler.prototype;
      const cached = proto.compile as (q: string) => unknown;
      const uncached = proto.__ttCompile as (q: string) => unknown;
      let instance: object | undefined;
      proto.compile = function (this: object, text: string) {
        instance = this;
        return cached.call(this, text);
      };
      const db = createDb(url);
      dbs.push(db);
      await db.conversation.findFirst().catch(() => undefined); // no table / no server: compiled all the same
      proto.compile = cached;
      real ??= fieldTypesOf((db as unknown as { _runtimeDataModel: never })._runtimeDataModel);
      const inst = instance;
      if (inst) compilers.push({ name, compile: (text) => uncached.call(inst, text) });
    }
  });
  afterAll(async () => {
    for (const db of dbs) await db.$disconnect().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  const pairs = (v: number) => [
    {
      modelName: "Message",
      action: "createOne",
      query: {
        arguments: {
          data: {
            conversationId: `c${v}`,
            tenantId: `t${v}`,
            projectId: `p${v}`,
            seq: v,
            role: "user",
            parts: [{ type: "text", text: `hello ${v} “quoted” ${1.5 * v}` }],
            clientKey: `k${v}`,
          },
        },
        selection: { id: true, seq: true, createdAt: true },
      },
    },
    {
      modelName: "SignInThrottle",
      action: "updateMany",
      query: {
        arguments: {
          where: {
            key: `turns:user:u${v}`,
            failures: { lt: 100000 + v },
            windowStart: { gt: date(`2026-12-0${v}T17:05:23.328Z`) },
          },
          data: { failures: { increment: 1 } },
        },
        selection: { $composites: true, $scalars: true },
      },
    },
    {
      modelName: "Turn",
      action: "findMany",
      query: {
        arguments: {
          where: { conversationId: `c${v}`, tenantId: `t${v}` },
          orderBy: { createdAt: "desc" },
          take: 3,
        },
        selection: { question: true, plans: true },
      },
    },
    {
      modelName: "Selection",
      action: "findFirst",
      query: {
        arguments: { where: { conversationId: `c${v}`, version: v, clearedAt: null, tenantId: `t${v}` } },
        selection: { $composites: true, $scalars: true },
      },
    },
    {
      modelName: "Conversation",
      action: "findMany",
      query: {
        arguments: { where: { title: { contains: `w${v}` }, NOT: [{ id: `x${v}` }] } },
        selection: { id: true },
      },
    },
  ];

  it("fills, for another query of each shape, exactly the plan Prisma compiles for it", () => {
    expect(compilers.map((c) => c.name)).toEqual(["sqlite", "postgresql"]);
    for (const c of compilers) {
      const first = pairs(1);
      const second = pairs(2);
      let learned = 0;
      for (let i = 0; i < first.length; i++) {
        const a = JSON.stringify(first[i]);
        const b = JSON.stringify(second[i]);
        const sa = real && shapeOf(a, real);
        const sb = real && shapeOf(b, real);
        expect(sa && sb && sa.key === sb.key, `${c.name} ${first[i].modelName}`).toBe(true);
        if (!sa || !sb) continue;
        let t: ReturnType<typeof learnTemplate> = null;
        try {
          t = learnTemplate(c.compile(sa.text), c.compile(a), sa.values);
        } catch {
          // the compiler took no placeholder there: such a shape is compiled query by query
        }
        if (!t) continue;
        learned++;
        expect(JSON.parse(JSON.stringify(fillTemplate(t, sb.values))), `${c.name} ${b}`).toEqual(
          JSON.parse(JSON.stringify(c.compile(b))),
        );
      }
      expect(learned, c.name).toBeGreaterThanOrEqual(4);
    }
  });

  it("a shape is compiled on its second query; later writes of it are not compiled, each gets its own values", () => {
    const c = compilers[0];
    const calls: string[] = [];
    const compile = (text: string) => {
      calls.push(text);
      return c.compile(text);
    };
    const compiler = {};
    const [w1] = pairs(3);
    const [w2] = pairs(4);
    const [w3] = pairs(5);
    const before = planCacheStats().shaped;
    cachedCompile(compiler, compile, JSON.stringify(w1), real);
    expect(calls).toHaveLength(1); // met once: compiled as before, one compile
    cachedCompile(compiler, compile, JSON.stringify(w2), real);
    expect(calls).toHaveLength(3); // the query, then its shape
    const plan = cachedCompile(compiler, compile, JSON.stringify(w3), real);
    expect(calls).toHaveLength(3);
    expect(planCacheStats().shaped).toBe(before + 1);
    expect(JSON.parse(JSON.stringify(plan))).toEqual(
      JSON.parse(JSON.stringify(c.compile(JSON.stringify(w3)))),
    );
  });
});
