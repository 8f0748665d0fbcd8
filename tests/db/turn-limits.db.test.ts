import { MockLanguageModelV4 } from "ai/test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { runTurnEvents } from "@/lib/agent/turn-events";
import { admitTurn, TURN_LEASE_MS, type TurnLimits, turnLimitsOf } from "@/lib/agent/turn-limits";
import type { Actor } from "@/lib/auth/actor";
import { windowGate } from "@/lib/auth/throttle";
import type { TurnEvent } from "@/lib/chat/events";
import type { MessagePart } from "@/lib/chat/types";
import { mcpPool } from "@/lib/connectors/runtime";
import { createDb } from "@/lib/db/client";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { turnLeaseRepo } from "@/lib/db/repositories/turn-leases";
import { parseEnv } from "@/lib/env";
import { createBuiltinPlanner, createLlmPlanner, type Planner } from "@/lib/planning";
import { testDb, testDbUrl } from "../helpers/db";
import { addCommerce, isolatedWorld } from "../helpers/world";

// Issue 13 item 3: per-user turn rate, per-tenant concurrent turns, per-turn caps on steps, calls
// and tokens. A refused or stopped turn keeps the person's message and stores a clear answer.
const db = testDb();
// A second app instance: its own client (own connection pool) on the same database.
const db2 = createDb(testDbUrl());
const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const roomy: TurnLimits = {
  ratePerUser: { max: 1000, windowMs: 60_000 },
  concurrentPerTenant: 100,
  maxSteps: 100,
  maxCalls: 1000,
  maxTokens: 1_000_000,
};
let actor: Actor;
let other: Actor;

beforeAll(async () => {
  ({ actor } = await isolatedWorld(db, "limits"));
  ({ actor: other } = await isolatedWorld(db, "limits-other"));
  await addCommerce(db, actor);
}, 60_000);

afterAll(async () => {
  await mcpPool().close();
  await db.signInThrottle.deleteMany({ where: { key: { contains: run } } });
  await db.turnLease.deleteMany({ where: { tenantId: { contains: run } } });
  await db2.$disconnect();
});

async function send(
  who: Actor,
  text: string,
  opts: { limits?: TurnLimits; planner?: Planner; instance?: typeof db } = {},
) {
  const c = await conversationRepo(db, who).create();
  const events: TurnEvent[] = [];
  for await (const ev of runTurnEvents(
    who,
    { conversationId: c.id, text, selection: null },
    opts.instance ?? db,
    {
      limits: opts.limits ?? roomy,
      planner: opts.planner,
    },
  ))
    events.push(ev);
  const messages = await db.message.findMany({ where: { conversationId: c.id }, orderBy: { seq: "asc" } });
  const turns = await db.turn.findMany({ where: { conversationId: c.id } });
  const answer = messages.find((m) => m.role === "assistant");
  return {
    events,
    messages,
    turns,
    parts: (answer?.parts ?? []) as unknown as MessagePart[],
    user: messages.find((m) => m.role === "user"),
  };
}

const toolCalls = () => db.auditEvent.count({ where: { tenantId: actor.tenantId, kind: "tool.call" } });
const errorOf = (parts: MessagePart[]) => parts.find((p) => p.type === "error");

describe("limits are configured by env", () => {
  it("defaults apply and a bad value names its variable", () => {
    const l = turnLimitsOf(parseEnv({}));
    expect(l).toEqual({
      ratePerUser: { max: 30, windowMs: 60_000 },
      concurrentPerTenant: 16,
      maxSteps: 12,
      maxCalls: 200,
      maxTokens: 200_000,
    });
    expect(turnLimitsOf(parseEnv({ TURN_MAX_CALLS: "5", TURN_RATE_LIMIT: "2" })).maxCalls).toBe(5);
    expect(() => parseEnv({ TURN_MAX_STEPS: "0" })).toThrow(/TURN_MAX_STEPS/);
    expect(() => parseEnv({ TURN_CONCURRENCY_PER_TENANT: "many" })).toThrow(/TURN_CONCURRENCY_PER_TENANT/);
  });
});

describe("turns per user", () => {
  it("a fixed window admits exactly its count, also in parallel, and opens again when it ends", async () => {
    const key = `turns:test:${run}`;
    const now = new Date("2026-01-01T00:00:00Z");
    const limit = { max: 3, windowMs: 60_000 };
    const r = await Promise.all(Array.from({ length: 10 }, () => windowGate(db, key, limit, now)));
    expect(r.filter((x) => x.allowed)).toHaveLength(3);
    const refused = r.find((x) => !x.allowed);
    expect(refused?.retryAfterMs).toBe(60_000);
    const later = new Date(now.getTime() + 45_000);
    expect(await windowGate(db, key, limit, later)).toEqual({ allowed: false, retryAfterMs: 15_000 });
    const next = new Date(now.getTime() + 60_000);
    const again = await Promise.all(Array.from({ length: 5 }, () => windowGate(db, key, limit, next)));
    expect(again.filter((x) => x.allowed)).toHaveLength(3);
  });

  it("the turn over the rate keeps the message, answers why and when to ask again, and runs nothing", async () => {
    const { user } = await isolatedWorld(db, `limits-rate-${run}`);
    const who = { ...actor, userId: user.id };
    const limits = { ...roomy, ratePerUser: { max: 2, windowMs: 60_000 } };
    for (let i = 0; i < 2; i++) {
      const ok = await send(who, "What is the returns policy?", { limits });
      expect(errorOf(ok.parts)).toBeUndefined();
    }
    const r = await send(who, "What is the returns policy, again?", { limits });
    expect(r.user?.parts).toEqual([{ type: "text", text: "What is the returns policy, again?" }]);
    const error = errorOf(r.parts);
    expect(error).toMatchObject({ code: "rate_limited:turns", retryable: true });
    expect(error?.type === "error" && error.message).toMatch(
      /^You are sending questions faster than allowed \(2 per 60 s\)\. Wait \d+ s, then ask again\.$/,
    );
    expect(r.turns).toHaveLength(1);
    expect(r.turns[0]).toMatchObject({ status: "limited", externalCalls: 0 });
    expect(r.events.map((e) => e.kind)).toEqual(["user", "assistant"]);
    // Another user of the same tenant is not slowed down.
    expect(errorOf((await send(actor, "What is the returns policy?", { limits })).parts)).toBeUndefined();
  });
});

describe("turns running at once per tenant", () => {
  const leasesOf = (tenantId: string) => db.turnLease.findMany({ where: { tenantId } });

  it("past the cap a turn is refused with a clear answer, also on another instance; other tenants and later turns run", async () => {
    let open: () => void = () => {};
    const gate = new Promise<void>((r) => (open = r));
    const builtin = createBuiltinPlanner();
    let entered: () => void = () => {};
    const inside = new Promise<void>((r) => (entered = r));
    const held: Planner = {
      kind: "builtin",
      async plan(input) {
        entered();
        await gate;
        return builtin.plan(input);
      },
    };
    const limits = { ...roomy, concurrentPerTenant: 1 };
    const first = send(actor, "What is the returns policy?", { limits, planner: held });
    await inside;
    // The running turn holds one stored lease of its tenant, in slot 0, for the lease time.
    const running = await leasesOf(actor.tenantId);
    expect(running).toHaveLength(1);
    expect(running[0].slot).toBe(0);
    expect(running[0].expiresAt.getTime() - Date.now()).toBeGreaterThan(TURN_LEASE_MS - 10_000);
    for (const instance of [db, db2]) {
      const refused = await send(actor, "How do I return an item?", { limits, instance });
      expect(refused.user?.parts).toEqual([{ type: "text", text: "How do I return an item?" }]);
      expect(errorOf(refused.parts)).toEqual({
        type: "error",
        code: "rate_limited:tenant",
        message: "Your workspace is answering as many questions as it can at once. Ask again in a moment.",
        retryable: true,
      });
      expect(refused.turns.map((t) => t.status)).toEqual(["limited"]);
    }
    expect(await leasesOf(actor.tenantId)).toEqual(running);
    // Another tenant has its own slots.
    expect(errorOf((await send(other, "What is the returns policy?", { limits })).parts)).toBeUndefined();
    open();
    expect(errorOf((await first).parts)).toBeUndefined();
    // The slot is free again once the turn ended: its lease is deleted.
    expect(await leasesOf(actor.tenantId)).toEqual([]);
    expect(
      errorOf((await send(actor, "How do I return an item?", { limits, instance: db2 })).parts),
    ).toBeUndefined();
    expect(await leasesOf(actor.tenantId)).toEqual([]);
  });

  it("two instances racing admit the cap together, never more, and a release admits exactly one more", async () => {
    const tenantId = `lease-race-${run}`;
    const a = turnLeaseRepo(db, { tenantId });
    const b = turnLeaseRepo(db2, { tenantId });
    const opts = { cap: 3, ttlMs: 60_000 };
    const tries = await Promise.all(Array.from({ length: 24 }, (_, i) => (i % 2 ? a : b).acquire(opts)));
    const won = tries.filter((l) => l !== null);
    expect(won).toHaveLength(3);
    const stored = await leasesOf(tenantId);
    expect(stored.map((l) => l.slot).sort()).toEqual([0, 1, 2]);
    expect(stored.map((l) => l.id).sort()).toEqual(won.map((l) => l?.id).sort());
    expect(await b.running()).toBe(3);
    expect(await a.acquire(opts)).toBeNull();

    await a.release(won[0]?.id ?? "");
    const again = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).acquire(opts)));
    expect(again.filter((l) => l !== null)).toHaveLength(1);
    expect(await leasesOf(tenantId)).toHaveLength(3);
  });

  it("admitTurn on two instances: the cap is shared, the refusal is rate_limited:tenant, release frees it", async () => {
    const who = { ...actor, tenantId: `lease-admit-${run}` };
    const limits = { ...roomy, concurrentPerTenant: 2 };
    const one = await admitTurn(db, who, limits);
    const two = await admitTurn(db2, who, limits);
    await expect(admitTurn(db, who, limits)).rejects.toMatchObject({ code: "rate_limited:tenant" });
    await expect(admitTurn(db2, who, limits)).rejects.toMatchObject({ code: "rate_limited:tenant" });
    expect(await leasesOf(who.tenantId)).toHaveLength(2);
    await one.release();
    await one.release(); // twice is once: the other instance's lease stays
    expect(await leasesOf(who.tenantId)).toHaveLength(1);
    const three = await admitTurn(db2, who, limits);
    await expect(admitTurn(db, who, limits)).rejects.toMatchObject({ code: "rate_limited:tenant" });
    await Promise.all([two.release(), three.release()]);
    expect(await leasesOf(who.tenantId)).toEqual([]);
  });

  it("a lease an instance stopped renewing expires: its slot is reclaimed and a late release frees nothing", async () => {
    const tenantId = `lease-expiry-${run}`;
    const crashed = turnLeaseRepo(db, { tenantId });
    const alive = turnLeaseRepo(db2, { tenantId });
    const t0 = new Date("2026-01-01T00:00:00Z");
    const at = (ms: number) => new Date(t0.getTime() + ms);
    const opts = { cap: 1, ttlMs: 30_000 };
    const old = await crashed.acquire({ ...opts, now: t0 });
    expect(old).toMatchObject({ slot: 0, expiresAt: at(30_000) });
    expect(await alive.acquire({ ...opts, now: at(29_999) })).toBeNull();
    expect(await alive.running(at(29_999))).toBe(1);
    expect(await alive.running(at(30_000))).toBe(0);
    const next = await alive.acquire({ ...opts, now: at(30_000) });
    expect(next).toMatchObject({ slot: 0, expiresAt: at(60_000) });
    expect(next?.id).not.toBe(old?.id);
    // The expired row is gone, not left beside the new one.
    expect((await leasesOf(tenantId)).map((l) => l.id)).toEqual([next?.id]);
    // The crashed instance's late renewal and release do not touch the new holder's lease.
    expect(await crashed.renew(old?.id ?? "", { ttlMs: 30_000, now: at(31_000) })).toBe(false);
    await crashed.release(old?.id ?? "");
    expect(await alive.running(at(31_000))).toBe(1);
    // Renewed in time, a lease outlives its first expiry.
    expect(await alive.renew(next?.id ?? "", { ttlMs: 30_000, now: at(50_000) })).toBe(true);
    expect(await crashed.acquire({ ...opts, now: at(70_000) })).toBeNull();
    expect((await leasesOf(tenantId))[0].expiresAt).toEqual(at(80_000));
    await alive.release(next?.id ?? "");
    expect(await leasesOf(tenantId)).toEqual([]);
  });

  it("a running turn renews its lease, so it keeps its slot past the first expiry", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const who = { ...actor, tenantId: `lease-renew-${run}` };
      const admitted = await admitTurn(db, who, { ...roomy, concurrentPerTenant: 1 });
      const [first] = await leasesOf(who.tenantId);
      await new Promise((r) => setTimeout(r, 20));
      vi.advanceTimersByTime(TURN_LEASE_MS / 3);
      await vi.waitFor(async () => {
        const [now] = await leasesOf(who.tenantId);
        expect(now.expiresAt.getTime()).toBeGreaterThan(first.expiresAt.getTime());
      });
      await admitted.release();
      vi.advanceTimersByTime(TURN_LEASE_MS); // no renewal after the release
      expect(await leasesOf(who.tenantId)).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("per-turn caps", () => {
  it("steps: a planner that keeps failing is stopped at the cap, with the message kept", async () => {
    let calls = 0;
    const junk: Planner = {
      kind: "llm",
      async plan() {
        calls++;
        return { plan: { decision: "tools", actions: [{ id: "a1", tool: "nope", args: {} }] } };
      },
    };
    const r = await send(actor, "Show the orders of Riccardo Lorini", {
      limits: { ...roomy, maxSteps: 1 },
      planner: junk,
    });
    expect(calls).toBe(1);
    expect(r.user?.parts).toEqual([{ type: "text", text: "Show the orders of Riccardo Lorini" }]);
    expect(errorOf(r.parts)).toEqual({
      type: "error",
      code: "limit:steps",
      message:
        "This question needed more planning steps than one turn allows, so it was stopped. The limit is 1 steps per question.",
      retryable: false,
    });
    expect(r.turns.map((t) => t.status)).toEqual(["limited"]);
  });

  it("tokens: the model's reported usage past the cap stops the turn before its plan runs", async () => {
    const plan = JSON.stringify({
      decision: "tools",
      reason: "list customers",
      actions: [{ id: "a1", tool: "mcp:commerce/customers_search", args: {}, dependsOn: [], expect: "many" }],
    });
    const model = new MockLanguageModelV4({
      doGenerate: {
        content: [{ type: "text", text: plan }],
        finishReason: { unified: "stop", raw: undefined },
        usage: {
          inputTokens: { total: 4000, noCache: 4000, cacheRead: undefined, cacheWrite: undefined },
          outputTokens: { total: 200, text: 200, reasoning: undefined },
        },
        warnings: [],
      },
    });
    const before = await toolCalls();
    const r = await send(actor, "List the customers", {
      limits: { ...roomy, maxTokens: 1000 },
      planner: createLlmPlanner(model),
    });
    expect(model.doGenerateCalls).toHaveLength(1);
    expect(errorOf(r.parts)).toMatchObject({ code: "limit:tokens", retryable: false });
    expect(errorOf(r.parts)?.type === "error" && errorOf(r.parts)?.message).toContain(
      "The limit is 1,000 tokens per question.",
    );
    expect(r.turns).toHaveLength(1);
    expect(r.turns[0]).toMatchObject({ status: "limited", tokens: 4200, externalCalls: 0 });
    expect(await toolCalls()).toBe(before);
  });

  it("calls: a listed collection stops at the cap and says so; the pages loaded are kept", async () => {
    const r = await send(actor, "List all orders", { limits: { ...roomy, maxCalls: 2 } });
    const turn = r.turns[0];
    expect(turn?.status).toBe("done");
    expect(turn?.externalCalls).toBe(2);
    const text = r.parts.find((p) => p.type === "text");
    expect(text?.type === "text" && text.text).toContain("the limit on tool calls for one question");
    expect(r.parts.some((p) => p.type === "artifact")).toBe(true);
  });
});
