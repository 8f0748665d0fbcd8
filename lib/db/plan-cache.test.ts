import { describe, expect, it } from "vitest";
import { cachedCompile, isWrite, PLAN_CACHE_MAX, PLAN_CACHE_MAX_KEY, planCacheStats } from "./plan-cache";

/** A stand-in compiler: a new plan object per compile, counted. */
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
const query = (tenantId: string, id = "c1") =>
  JSON.stringify({
    modelName: "Conversation",
    action: "findFirst",
    query: { arguments: { where: { id, tenantId } } },
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

  it("does not keep a write's plan (its payload never comes again), nor lets writes push reads out", () => {
    const c = fakeCompiler();
    const write = (n: number) =>
      JSON.stringify({
        modelName: "Message",
        action: "createOne",
        query: { arguments: { data: { conversationId: "c1", seq: n } } },
      });
    const read = cachedCompile(c, c.compile, query("t1"));
    for (let i = 0; i <= PLAN_CACHE_MAX; i++) cachedCompile(c, c.compile, write(i));
    expect(cachedCompile(c, c.compile, write(0))).toEqual({ plan: write(0) }); // compiled again
    expect(c.compiled.filter((q) => q === write(0))).toHaveLength(2);
    expect(cachedCompile(c, c.compile, query("t1"))).toBe(read); // the read is still kept
  });

  it("tells writes from reads by the operation", () => {
    const op = (action: string, modelName: string | undefined = "Turn") =>
      JSON.stringify({ ...(modelName ? { modelName } : {}), action, query: { arguments: {} } });
    for (const a of [
      "createOne",
      "createMany",
      "updateOne",
      "updateMany",
      "upsertOne",
      "deleteOne",
      "deleteMany",
    ])
      expect(isWrite(op(a))).toBe(true);
    expect(isWrite(op("executeRaw", undefined))).toBe(true);
    for (const a of ["findUnique", "findFirst", "findMany", "aggregate", "groupBy", "count"])
      expect(isWrite(op(a))).toBe(false);
    expect(isWrite(op("queryRaw", undefined))).toBe(false);
    // A value that reads like an action is no action: only the operation's own field counts.
    expect(isWrite(query("createOne"))).toBe(false);
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
