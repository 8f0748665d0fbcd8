import { describe, expect, it } from "vitest";
import {
  cachedCompile,
  NEVER_REPEATS,
  PLAN_CACHE_MAX,
  PLAN_CACHE_MAX_KEY,
  planCacheStats,
  shapeOf,
} from "./plan-cache";

/** A stand-in compiler: a new plan object per compile (the whole text in one string: never a template), counted. */
function fakeCompiler() {
  const c = {
    compiled: [] as string[],
    compile: (q: string) => {
      c.compiled.push(q);
      if (q.includes("bad")) throw new Error("does not compile");
      return { plan: q };
    },
  };
  return c;
}
/** A raw query: plans by exact text only (never by shape). */
const query = (tenantId: string, id = "c1") =>
  JSON.stringify({
    action: "queryRaw",
    query: {
      arguments: {
        query: "SELECT 1 WHERE id = ? AND tenantId = ?",
        parameters: JSON.stringify([id, tenantId]),
      },
    },
  });

describe("query plan cache", () => {
  it("a query compiled before gets the very same plan back, without compiling again", () => {
    const c = fakeCompiler();
    const a = cachedCompile(c, c.compile, query("t1"));
    const b = cachedCompile(c, c.compile, query("t1"));
    expect(b).toBe(a);
    expect(c.compiled).toHaveLength(1);
  });

  it("another tenant's (or any other value's) query misses and is compiled for itself", () => {
    const c = fakeCompiler();
    const a = cachedCompile(c, c.compile, query("t1"));
    const other = cachedCompile(c, c.compile, query("t2"));
    const otherId = cachedCompile(c, c.compile, query("t1", "c2"));
    expect(other).toEqual({ plan: query("t2") });
    expect(otherId).toEqual({ plan: query("t1", "c2") });
    expect(other).not.toBe(a);
    expect(c.compiled).toEqual([query("t1"), query("t2"), query("t1", "c2")]);
  });

  it("each compiler (each client's schema) has its own plans", () => {
    const c1 = fakeCompiler();
    const c2 = fakeCompiler();
    cachedCompile(c1, c1.compile, query("t1"));
    cachedCompile(c2, c2.compile, query("t1"));
    expect(c2.compiled).toHaveLength(1);
  });

  it("keeps no failed compile: the same query fails again", () => {
    const c = fakeCompiler();
    expect(() => cachedCompile(c, c.compile, query("bad"))).toThrow("does not compile");
    expect(() => cachedCompile(c, c.compile, query("bad"))).toThrow("does not compile");
    expect(c.compiled).toHaveLength(2);
  });

  it("does not keep a query text longer than the key bound (a write with its payload)", () => {
    const c = fakeCompiler();
    const long = query("x".repeat(PLAN_CACHE_MAX_KEY));
    cachedCompile(c, c.compile, long);
    cachedCompile(c, c.compile, long);
    expect(c.compiled).toHaveLength(2);
  });

  it("holds at most PLAN_CACHE_MAX plans per compiler, the least recently used forgotten first", () => {
    const c = fakeCompiler();
    cachedCompile(c, c.compile, query("first"));
    for (let i = 0; i < PLAN_CACHE_MAX; i++) cachedCompile(c, c.compile, query(`t${i}`));
    const n = c.compiled.length;
    cachedCompile(c, c.compile, query(`t${PLAN_CACHE_MAX - 1}`)); // still kept
    expect(c.compiled).toHaveLength(n);
    cachedCompile(c, c.compile, query("first")); // forgotten
    expect(c.compiled).toHaveLength(n + 1);
  });

  it("is installed on both providers' query compilers", () => {
    expect(planCacheStats().installed).toBe(true);
  });
});

/**
 * A stand-in for Prisma's compiler: the values of `where` and `data` become the SQL's parameters
 * (`args`), `take` is written into the SQL, a `payload` field (Json) goes in stringified, a `role`
 * must be one of its enum's values.
 */
function prismaLikeCompiler() {
  const c = {
    compiled: [] as string[],
    compile: (q: string) => {
      c.compiled.push(q);
      const { modelName, action, query: body } = JSON.parse(q);
      const { where = {}, data = {}, take } = body.arguments;
      if ("role" in data && !["admin", "member"].includes(data.role))
        throw new Error("role: not an enum value");
      const args: unknown[] = [];
      const cols: string[] = [];
      for (const [k, v] of Object.entries({ ...data, ...where })) {
        cols.push(`${k} = ?`);
        args.push(
          k === "payload"
            ? JSON.stringify(v)
            : typeof v === "number"
              ? String(v)
              : ((v as { value?: unknown })?.value ?? v),
        );
      }
      return {
        type: "query",
        sql: `${action} ${modelName} ${cols.join(" AND ")}${take ? ` LIMIT ${take}` : ""}`,
        args,
      };
    },
  };
  return c;
}
const find = (tenantId: string, id: string, take?: number) =>
  JSON.stringify({
    modelName: "Conversation",
    action: "findMany",
    query: {
      arguments: { where: { id, tenantId, seq: 3 }, ...(take ? { take } : {}) },
      selection: { id: true },
    },
  });

describe("query plans by shape (values as parameters)", () => {
  it("a query of a known shape gets the plan the compiler would make, without compiling", () => {
    const c = prismaLikeCompiler();
    const first = cachedCompile(c, c.compile, find("t1", "c1"));
    expect(first).toEqual(c.compile(find("t1", "c1")));
    const n = c.compiled.length;
    const before = planCacheStats().shapeHits;
    const other = cachedCompile(c, c.compile, find("t1", "c2"));
    expect(c.compiled).toHaveLength(n); // not compiled
    expect(planCacheStats().shapeHits).toBe(before + 1);
    expect(other).toEqual(c.compile(find("t1", "c2")));
  });

  it("another tenant's query of the same shape gets its own values, never the first tenant's", () => {
    const c = prismaLikeCompiler();
    cachedCompile(c, c.compile, find("t1", "c1"));
    const theirs = cachedCompile(c, c.compile, find("t2", "c9")) as { args: unknown[] };
    expect(theirs.args).toEqual(["c9", "t2", "3"]);
    expect(JSON.stringify(theirs)).not.toContain("t1");
    // The template itself holds no one's values: the first query's plan is not changed either.
    expect((cachedCompile(c, c.compile, find("t1", "c1")) as { args: unknown[] }).args).toEqual([
      "c1",
      "t1",
      "3",
    ]);
  });

  it("the template was compiled from sentinels, never from a query's values", () => {
    const c = prismaLikeCompiler();
    cachedCompile(c, c.compile, find("tenant-one", "conversation-one"));
    expect(c.compiled[1]).toBe(shapeOf(find("tenant-one", "conversation-one"))?.shape);
    expect(c.compiled[1]).not.toContain("tenant-one");
    expect(c.compiled[1]).not.toContain("conversation-one");
  });

  it("a changed shape misses: take, another filter, null for a value", () => {
    const c = prismaLikeCompiler();
    cachedCompile(c, c.compile, find("t1", "c1"));
    const n = c.compiled.length;
    expect(cachedCompile(c, c.compile, find("t1", "c1", 5))).toEqual(c.compile(find("t1", "c1", 5)));
    expect(shapeOf(find("t1", "c1", 5))?.shape).not.toBe(shapeOf(find("t1", "c1", 6))?.shape);
    const nulled = find("t1", "c1").replace('"id":"c1"', '"id":null');
    expect(shapeOf(nulled)?.shape).not.toBe(shapeOf(find("t1", "c1"))?.shape);
    expect(c.compiled.length).toBeGreaterThan(n);
  });

  it("a value inside a Json payload or one the compiler validates: that shape uses the exact cache", () => {
    const c = prismaLikeCompiler();
    const write = (payload: unknown, role = "member") =>
      JSON.stringify({
        modelName: "Event",
        action: "createOne",
        query: { arguments: { data: { payload, role } } },
      });
    cachedCompile(c, c.compile, write({ a: "x" }));
    const n = c.compiled.length;
    expect(cachedCompile(c, c.compile, write({ a: "y" }))).toEqual({
      type: "query",
      sql: "createOne Event payload = ? AND role = ?",
      args: ['{"a":"y"}', "member"],
    });
    expect(c.compiled).toHaveLength(n + 1); // compiled for itself, never from a template
    expect(cachedCompile(c, c.compile, write({ a: "y" }))).toBe(
      cachedCompile(c, c.compile, write({ a: "y" })),
    );
    expect(c.compiled).toHaveLength(n + 1); // the exact text again: cached
  });

  it("never shapes a raw query or a text holding something that looks like a sentinel", () => {
    expect(shapeOf(query("t1"))).toBeUndefined();
    expect(shapeOf(find("t1", "1987650000"))).toBeUndefined();
    expect(shapeOf(find("t1", "\u0001tt0\u0001"))).toBeUndefined();
    expect(shapeOf(find("t1", "c1"))?.values.map((v) => v.value)).toEqual(["c1", "t1", 3]);
  });
});

describe("query plans of a shape whose texts never repeat", () => {
  it("stops keeping them after NEVER_REPEATS misses without a hit; a repeating shape keeps its plans", () => {
    const c = prismaLikeCompiler();
    const write = (n: number) =>
      JSON.stringify({
        modelName: "Event",
        action: "createOne",
        query: { arguments: { data: { payload: { n }, role: "member" } } },
      });
    for (let i = 0; i < NEVER_REPEATS + 5; i++) cachedCompile(c, c.compile, write(i));
    const n = c.compiled.length;
    cachedCompile(c, c.compile, write(NEVER_REPEATS + 4)); // the last one was not kept
    expect(c.compiled).toHaveLength(n + 1);
    cachedCompile(c, c.compile, write(1)); // an early one was kept
    expect(c.compiled).toHaveLength(n + 1);

    const d = prismaLikeCompiler();
    cachedCompile(d, d.compile, write(0));
    cachedCompile(d, d.compile, write(0)); // a hit: this shape's texts do repeat
    for (let i = 1; i < NEVER_REPEATS + 5; i++) cachedCompile(d, d.compile, write(i));
    const m = d.compiled.length;
    cachedCompile(d, d.compile, write(NEVER_REPEATS + 4));
    expect(d.compiled).toHaveLength(m);
  });
});
