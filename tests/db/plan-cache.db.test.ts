/**
 * The query plan cache (lib/db/plan-cache.ts) in effect on a real client: a query run again is served
 * a cached plan, and every query still answers with its own rows — another tenant's identical query
 * with its own ids gets its own answer, never the first tenant's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { createDb } from "@/lib/db/client";
import { planCacheStats } from "@/lib/db/plan-cache";
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

  it("writes of one shape share its plan, each with its own values: every tenant's row is its own", async () => {
    const before = planCacheStats();
    const ca = await conversationRepo(db, a).create();
    const cb = await conversationRepo(db, b).create();
    const stamp = Date.now();
    const ra = await db.conversation.update({
      where: { id: ca.id },
      data: { title: `a ${stamp}`, selectionVersion: 7, updatedAt: new Date(stamp) },
    });
    const rb = await db.conversation.update({
      where: { id: cb.id },
      data: { title: `b “${stamp}”`, selectionVersion: 8, updatedAt: new Date(stamp + 1000) },
    });
    // The third of the shape is filled from its template; the first's row gets its own values again.
    const ra2 = await db.conversation.update({
      where: { id: ca.id },
      data: { title: `a ${stamp}`, selectionVersion: 7, updatedAt: new Date(stamp) },
    });
    expect(planCacheStats().shaped).toBeGreaterThan(before.shaped);
    expect(ra2).toEqual(ra);
    expect([ra.id, ra.title, ra.selectionVersion, ra.updatedAt.getTime()]).toEqual([
      ca.id,
      `a ${stamp}`,
      7,
      stamp,
    ]);
    expect([rb.id, rb.title, rb.selectionVersion, rb.updatedAt.getTime()]).toEqual([
      cb.id,
      `b “${stamp}”`,
      8,
      stamp + 1000,
    ]);
    const stored = await db.conversation.findMany({
      where: { id: { in: [ca.id, cb.id] } },
      orderBy: { title: "asc" },
    });
    expect(stored.map((c) => [c.tenantId, c.title, c.selectionVersion])).toEqual([
      [a.tenantId, `a ${stamp}`, 7],
      [b.tenantId, `b “${stamp}”`, 8],
    ]);
  });
});
