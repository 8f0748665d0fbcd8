/**
 * The query plan cache (lib/db/plan-cache.ts) in effect on a real client: a query run again is served
 * a cached plan, and every query still answers with its own rows — another tenant's identical query
 * with its own ids gets its own answer, never the first tenant's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { createDb } from "@/lib/db/client";
import { cachedCompile, planCacheStats, uncachedCompile } from "@/lib/db/plan-cache";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { testDbUrl } from "../helpers/db";
import { isolatedWorld } from "../helpers/world";

const db = createDb(testDbUrl());
let a: Actor;
let b: Actor;

beforeAll(async () => {
  ({ actor: a } = await isolatedWorld(db, "plan-cache-a"));
  ({ actor: b } = await isolatedWorld(db, "plan-cache-b"));
}, 60_000);
afterAll(async () => {
  await db.$disconnect();
});

describe("query plan cache on a real client", () => {
  it("serves a repeated query from the cache and every query its own rows", async () => {
    const ca = await conversationRepo(db, a).create();
    const cb = await conversationRepo(db, b).create();
    const before = planCacheStats();
    const first = await db.conversation.findFirst({ where: { id: ca.id, tenantId: a.tenantId } });
    const again = await db.conversation.findFirst({ where: { id: ca.id, tenantId: a.tenantId } });
    const after = planCacheStats();
    expect(after.hits).toBeGreaterThan(before.hits);
    expect(first?.id).toBe(ca.id);
    expect(again).toEqual(first);
    // The same query of the other tenant: its own conversation, and not the first tenant's.
    const theirs = await db.conversation.findFirst({ where: { id: cb.id, tenantId: b.tenantId } });
    expect(theirs?.id).toBe(cb.id);
    expect(await db.conversation.findFirst({ where: { id: ca.id, tenantId: b.tenantId } })).toBeNull();
    // A write between two identical reads is seen by the second (plans are kept, never results).
    await db.conversation.update({ where: { id: ca.id }, data: { title: "renamed" } });
    const renamed = await db.conversation.findFirst({ where: { id: ca.id, tenantId: a.tenantId } });
    expect(renamed?.title).toBe("renamed");
  });

  it("a cached plan is the same after it ran (the interpreter only reads it)", async () => {
    // The compiler of the provider this run uses: PostgreSQL's plans are checked on PostgreSQL.
    const mod = testDbUrl().startsWith("postgres")
      ? await import("@prisma/client/runtime/query_compiler_bg.postgresql.mjs")
      : await import("@prisma/client/runtime/query_compiler_bg.sqlite.mjs");
    const proto = mod.QueryCompiler?.prototype as { compile(q: string): unknown };
    const seen: { plan: unknown; json: string }[] = [];
    const compile = proto.compile;
    proto.compile = function (q: string) {
      const plan = compile.call(this, q);
      seen.push({ plan, json: JSON.stringify(plan) });
      return plan;
    };
    try {
      for (let i = 0; i < 3; i++) {
        await conversationRepo(db, a).list();
        await db.conversation.findFirst({ where: { tenantId: a.tenantId }, include: { messages: true } });
      }
    } finally {
      proto.compile = compile;
    }
    expect(seen.length).toBeGreaterThan(0);
    for (const s of seen) expect(JSON.stringify(s.plan)).toBe(s.json);
  });

  it("by shape: another conversation's and another tenant's query get the plan the compiler makes for them", async () => {
    const ca = await conversationRepo(db, a).create();
    const cb = await conversationRepo(db, b).create();
    const before = planCacheStats();
    // The same operation for each user: a shape hit after the first, each with its own rows.
    const mine = await db.conversation.findFirst({
      where: { id: ca.id, tenantId: a.tenantId, userId: a.userId },
    });
    const theirs = await db.conversation.findFirst({
      where: { id: cb.id, tenantId: b.tenantId, userId: b.userId },
    });
    const crossed = await db.conversation.findFirst({
      where: { id: ca.id, tenantId: b.tenantId, userId: b.userId },
    });
    expect(planCacheStats().shapeHits).toBeGreaterThan(before.shapeHits);
    expect(mine?.id).toBe(ca.id);
    expect(theirs?.id).toBe(cb.id);
    expect(crossed).toBeNull();
    // A write of a known shape writes its own values (an update by shape, then read back).
    await db.conversation.update({ where: { id: ca.id }, data: { title: "first" } });
    await db.conversation.update({ where: { id: cb.id }, data: { title: "second" } });
    expect((await db.conversation.findUnique({ where: { id: ca.id } }))?.title).toBe("first");
    expect((await db.conversation.findUnique({ where: { id: cb.id } }))?.title).toBe("second");

    // The real compiler: a plan served by shape is exactly the one it compiles for that query.
    const mod = testDbUrl().startsWith("postgres")
      ? await import("@prisma/client/runtime/query_compiler_bg.postgresql.mjs")
      : await import("@prisma/client/runtime/query_compiler_bg.sqlite.mjs");
    const proto = mod.QueryCompiler?.prototype as { compile(q: string): unknown };
    let compiler: object | undefined;
    const compile = proto.compile;
    proto.compile = function (q: string) {
      compiler = this;
      return compile.call(this, q);
    };
    try {
      await db.conversation.findFirst({ where: { id: ca.id } });
    } finally {
      proto.compile = compile;
    }
    if (!compiler) throw new Error("no compiler seen");
    const c = compiler;
    const q = (id: string, tenantId: string, at: Date) =>
      JSON.stringify({
        modelName: "Conversation",
        action: "updateMany",
        query: {
          arguments: {
            where: { id, tenantId, selectionVersion: { gte: 0 } },
            data: { title: `t-${id}`, updatedAt: { $type: "DateTime", value: at.toISOString() } },
          },
          selection: { count: true },
        },
      });
    const raw = (query: string) => uncachedCompile(c, query);
    cachedCompile(c, raw, q(ca.id, a.tenantId, new Date(1_000)));
    const s0 = planCacheStats().shapeHits;
    const served = cachedCompile(c, raw, q(cb.id, b.tenantId, new Date(2_000)));
    expect(planCacheStats().shapeHits).toBe(s0 + 1);
    expect(served).toEqual(uncachedCompile(c, q(cb.id, b.tenantId, new Date(2_000))));
    expect(JSON.stringify(served)).not.toContain(ca.id);
    expect(JSON.stringify(served)).not.toContain(a.tenantId);
  });
});
