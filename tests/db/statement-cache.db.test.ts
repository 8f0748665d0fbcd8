/**
 * The prepared statement cache (lib/db/statement-cache.ts) in effect on a real SQLite client: a query
 * run again reuses its statement, and every execution answers with its own arguments' rows — another
 * tenant's identical query gets its own conversation, never the first tenant's; a write through a
 * reused statement stores what it was given.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { createDb, providerOf } from "@/lib/db/client";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { statementCacheStats } from "@/lib/db/statement-cache";
import { testDbUrl } from "../helpers/db";
import { isolatedWorld } from "../helpers/world";

const url = testDbUrl();
const db = createDb(url);
let a: Actor;
let b: Actor;

beforeAll(async () => {
  ({ actor: a } = await isolatedWorld(db, "stmt-cache-a"));
  ({ actor: b } = await isolatedWorld(db, "stmt-cache-b"));
}, 60_000);
afterAll(async () => {
  await db.$disconnect();
});

describe.runIf(providerOf(url) === "sqlite")("prepared statement cache on a real SQLite client", () => {
  it("reuses a statement and answers every execution with its own rows", async () => {
    const ca = await conversationRepo(db, a).create();
    const cb = await conversationRepo(db, b).create();
    const before = statementCacheStats();
    const first = await db.conversation.findFirst({ where: { id: ca.id, tenantId: a.tenantId } });
    const theirs = await db.conversation.findFirst({ where: { id: cb.id, tenantId: b.tenantId } });
    const crossed = await db.conversation.findFirst({ where: { id: ca.id, tenantId: b.tenantId } });
    const again = await db.conversation.findFirst({ where: { id: ca.id, tenantId: a.tenantId } });
    expect(statementCacheStats().hits).toBeGreaterThanOrEqual(before.hits + 3);
    expect(first?.id).toBe(ca.id);
    expect(theirs?.id).toBe(cb.id);
    expect(crossed).toBeNull();
    expect(again).toEqual(first);
  });

  it("a write through a reused statement stores what it was given", async () => {
    const repo = conversationRepo(db, a);
    const c1 = await repo.create();
    const c2 = await repo.create();
    await repo.rename(c1.id, "first title");
    const before = statementCacheStats();
    await repo.rename(c2.id, "second title");
    expect(statementCacheStats().hits).toBeGreaterThan(before.hits);
    expect((await repo.get(c1.id)).title).toBe("first title");
    expect((await repo.get(c2.id)).title).toBe("second title");
  });
});
