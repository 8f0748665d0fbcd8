/**
 * Resume after a pick (issue 14 item 6): "Show the orders for Riccardo Lorini" suspends on a
 * pick-one table of the two customers of that name; storing the pick and resuming runs the rest of
 * the plan as the same turn's continuation — no retyping. Forged, foreign, stale and repeated
 * resumes run nothing and say why.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setConnectionFlag } from "@/lib/admin/connection-admin";
import { STALE_SUSPENSION } from "@/lib/agent/continue-turn";
import { pickStates } from "@/lib/agent/pick-state";
import { runResumeEvents } from "@/lib/agent/run-resume";
import { selectRows } from "@/lib/agent/select-rows";
import { runTurnEvents } from "@/lib/agent/turn-events";
import { admitTurn } from "@/lib/agent/turn-limits";
import type { Actor } from "@/lib/auth/actor";
import type { TurnEvent } from "@/lib/chat/events";
import type { MessagePart } from "@/lib/chat/types";
import { mcpPool } from "@/lib/connectors/runtime";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { currentSelection, storeSelection } from "@/lib/db/repositories/selections";
import { RESUME_LEASE_MS, resumingStatus, turnRepo } from "@/lib/db/repositories/turns";
import { ERRORS } from "@/lib/errors";
import { createLlmPlanner } from "@/lib/planning";
import { MASK } from "@/lib/security/mask";
import { testDb } from "../helpers/db";
import { collect } from "../helpers/events";
import { scriptedModel } from "../helpers/mock-model";
import { addCommerce, isolatedWorld } from "../helpers/world";

const db = testDb();
const QUESTION = "Show the orders for Riccardo Lorini";
let actor: Actor;
let other: Actor;

beforeAll(async () => {
  ({ actor } = await isolatedWorld(db, "resume"));
  await addCommerce(db, actor);
  ({ actor: other } = await isolatedWorld(db, "resume-other"));
  await addCommerce(db, other);
}, 60_000);

afterAll(async () => {
  await mcpPool().close();
});

type ArtifactPart = Extract<MessagePart, { type: "artifact" }>;
type Row = Record<string, unknown>;

/** Asks the question in a new conversation; returns the suspended turn and its pick-one table. */
async function suspended(who: Actor = actor) {
  const conv = await conversationRepo(db, who).create();
  const events = await collect(
    runTurnEvents(who, { conversationId: conv.id, text: QUESTION, selection: null }, db),
  );
  const answer = events.find((e) => e.kind === "assistant");
  if (answer?.kind !== "assistant") throw new Error("no answer");
  const part = answer.message.parts.find((p): p is ArtifactPart => p.type === "artifact");
  if (!part) throw new Error(`no table in ${JSON.stringify(answer.message.parts)}`);
  const artifact = await db.artifact.findUniqueOrThrow({ where: { id: part.artifactId } });
  const rows = artifact.rows as Row[];
  const turn = await db.turn.findUniqueOrThrow({ where: { id: String(artifact.turnId) } });
  return { conv, part, artifact, rows, turn };
}

/** The pick of the row whose city is `city`, as the table's "Use this customer" stores it (with its card). */
async function pick(who: Actor, s: Awaited<ReturnType<typeof suspended>>, city: string) {
  const index = s.rows.findIndex((r) => r.city === city);
  expect(index).toBeGreaterThanOrEqual(0);
  const { selection } = await selectRows(db, who, {
    conversationId: s.conv.id,
    artifactId: s.artifact.id,
    rowIndexes: [index],
    single: true,
  });
  return selection;
}

const resume = (who: Actor, conversationId: string, sel: { id: string; version: number }) =>
  collect(runResumeEvents(who, { conversationId, selectionId: sel.id, version: sel.version }, db));

/** Tool calls, turns and messages of a tenant: what a refused resume must leave unchanged. */
async function footprint(who: Actor) {
  const [calls, turns, messages, artifacts] = await Promise.all([
    db.auditEvent.count({ where: { tenantId: who.tenantId, kind: "tool.call" } }),
    db.turn.count({ where: { tenantId: who.tenantId } }),
    db.message.count({ where: { tenantId: who.tenantId } }),
    db.artifact.count({ where: { tenantId: who.tenantId } }),
  ]);
  return { calls, turns, messages, artifacts };
}

const ordersCalls = (who: Actor, since: Date) =>
  db.auditEvent.findMany({
    where: {
      tenantId: who.tenantId,
      kind: "tool.call",
      target: "mcp:commerce/orders.search",
      createdAt: { gte: since },
    },
  });

/** The pick-one tables' states as the conversation page reads them. */
async function picksOf(who: Actor, conversationId: string) {
  const messages = await conversationRepo(db, who).messages(conversationId);
  return pickStates(db, who, conversationId, messages, await currentSelection(db, who, conversationId));
}

const errorOf = (events: TurnEvent[]) => {
  const e = events.find((x) => x.kind === "error");
  return e?.kind === "error" ? { code: e.code, message: e.message } : undefined;
};

describe("a pick continues the suspended question", () => {
  it("runs the rest of the plan for the picked customer, recorded on the same turn, after the card", async () => {
    const s = await suspended();
    expect(s.turn.status).toBe("suspended");
    expect(s.part.purpose).toBe("pick-one");
    expect(s.rows.map((r) => r.id).sort()).toEqual(["C-1042", "C-1377"]);
    const callsBefore = s.turn.externalCalls;

    const sel = await pick(actor, s, "Milano");
    const since = new Date();
    const turnsBefore = await db.turn.count({ where: { conversationId: s.conv.id } });
    const events = await resume(actor, s.conv.id, sel);
    expect(errorOf(events)).toBeUndefined();
    // Progress while it runs, no second user message: the selection card is the person's side.
    expect(events.some((e) => e.kind === "progress" && e.phase === "calling")).toBe(true);
    expect(events.some((e) => e.kind === "user")).toBe(false);
    const answer = events.at(-1);
    if (answer?.kind !== "assistant") throw new Error("no answer");

    // The answer: one orders table of C-1042's orders, the prose naming the picked customer.
    const tables = answer.message.parts.filter((p): p is ArtifactPart => p.type === "artifact");
    expect(tables).toHaveLength(1);
    expect(tables[0]).toMatchObject({ entity: "order", purpose: "browse" });
    const text = answer.message.parts.map((p) => (p.type === "text" ? p.text : "")).join(" ");
    expect(text).toContain("C-1042");
    const orders = await db.artifact.findUniqueOrThrow({ where: { id: tables[0].artifactId } });
    expect(orders.turnId).toBe(s.turn.id);
    expect(orders.sourceTool).toBe("mcp:commerce/orders.search");
    expect((orders.args as Row).customer_id).toBe("C-1042");
    const orderRows = orders.rows as Row[];
    expect(orderRows.length).toBe(orders.rowCount);
    expect(orderRows.length).toBeGreaterThan(0);
    expect(new Set(orderRows.map((r) => r.customer_id))).toEqual(new Set(["C-1042"]));

    // One physical call, audited with the picked customer's id: the customers search is not repeated.
    const calls = await db.auditEvent.findMany({
      where: { tenantId: actor.tenantId, kind: "tool.call", createdAt: { gte: since } },
    });
    expect(calls.map((c) => c.target)).toEqual(["mcp:commerce/orders.search"]);
    expect((calls[0].data as { args?: Row }).args?.customer_id).toBe("C-1042");

    // Stored: the same turn continued — no new turn; status, evidence, calls and the continuation.
    expect(await db.turn.count({ where: { conversationId: s.conv.id } })).toBe(turnsBefore);
    const turn = await db.turn.findUniqueOrThrow({ where: { id: s.turn.id } });
    expect(turn.status).toBe("done");
    expect(turn.externalCalls).toBeGreaterThan(callsBefore);
    const evidence = turn.evidence as { tool: string; status: string; selectedRow?: Row }[];
    expect(evidence.map((e) => `${e.tool.split("/").pop()}:${e.status}`)).toEqual([
      "customers.search:ambiguous",
      "customers.search:ok",
      "orders.search:ok",
    ]);
    expect(evidence[1].selectedRow?.id).toBe("C-1042");
    // Masked at persistence (issue 11 item 5) on the continuation too: the picked row's address is not stored.
    expect(evidence[1].selectedRow?.email).toBe(MASK);
    expect(JSON.stringify(turn.evidence)).not.toContain("@example.com");
    const plans = turn.plans as { continuations?: Row[] };
    expect(plans.continuations).toEqual([
      expect.objectContaining({
        selection: { id: sel.id, version: sel.version },
        artifactId: s.artifact.id,
        picked: { id: "C-1042" },
        status: "done",
        artifactIds: [orders.id],
      }),
    ]);

    // The conversation reads: question, pick-one table, selection card, the resumed answer.
    const messages = await db.message.findMany({
      where: { conversationId: s.conv.id },
      orderBy: { seq: "asc" },
    });
    expect(messages.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect((messages[2].parts as MessagePart[])[0]).toMatchObject({
      type: "selection-card",
      selectionId: sel.id,
    });
    expect(messages[3].turnId).toBe(s.turn.id);
    expect(messages[3].id).toBe(answer.message.id);

    // The pick stays the conversation's current selection.
    expect((await currentSelection(db, actor, s.conv.id))?.id).toBe(sel.id);
    // The pick-one table reads as answered, with the choice, on every load: no second pick offered.
    expect(await picksOf(actor, s.conv.id)).toEqual({
      [s.artifact.id]: { status: "continued", label: sel.label, row: { id: "C-1042" } },
    });
  });

  it("a second resume of the same pick, or a later pick of the other row, runs nothing and says so", async () => {
    const s = await suspended();
    const sel = await pick(actor, s, "Torino");
    const first = await resume(actor, s.conv.id, sel);
    expect(errorOf(first)).toBeUndefined();
    const before = await footprint(actor);

    expect(errorOf(await resume(actor, s.conv.id, sel))).toEqual({
      code: "conflict:resume",
      message: ERRORS["conflict:resume"].message,
    });
    // Picking Milano afterwards still makes it the selection, but the question does not run again.
    const milano = await pick(actor, s, "Milano");
    const after = await footprint(actor);
    expect(errorOf(await resume(actor, s.conv.id, milano))?.code).toBe("conflict:resume");
    expect(await footprint(actor)).toEqual(after);
    expect(after).toMatchObject({ calls: before.calls, turns: before.turns, artifacts: before.artifacts });
    expect((await currentSelection(db, actor, s.conv.id))?.id).toBe(milano.id);
    const turn = await db.turn.findUniqueOrThrow({ where: { id: s.turn.id } });
    expect((turn.plans as { continuations: Row[] }).continuations).toHaveLength(1);
  });

  it("a double click (two resumes at once) continues the question exactly once", async () => {
    const s = await suspended();
    const sel = await pick(actor, s, "Milano");
    const since = new Date();
    const [a, b] = await Promise.all([resume(actor, s.conv.id, sel), resume(actor, s.conv.id, sel)]);
    const answers = [a, b].filter((ev) => ev.some((e) => e.kind === "assistant"));
    const refused = [a, b].map(errorOf).filter(Boolean);
    expect(answers).toHaveLength(1);
    // The second click is told the question is already continuing with the pick.
    expect(refused).toEqual([{ code: "conflict:resuming", message: ERRORS["conflict:resuming"].message }]);
    expect(await ordersCalls(actor, since)).toHaveLength(1);
    expect(await db.message.count({ where: { conversationId: s.conv.id, role: "assistant" } })).toBe(2);
    const turn = await db.turn.findUniqueOrThrow({ where: { id: s.turn.id } });
    expect((turn.plans as { continuations: Row[] }).continuations).toHaveLength(1);
  });
});

describe("a resume that cannot run", () => {
  it("forged, foreign and non-offered picks get a clear 4xx and leave the question waiting", async () => {
    const s = await suspended();
    const sel = await pick(actor, s, "Milano");
    const before = await footprint(actor);

    // An id that does not exist, or the right id with another version.
    expect(errorOf(await resume(actor, s.conv.id, { id: "forged-selection", version: 1 }))?.code).toBe(
      "not_found:selection",
    );
    expect(errorOf(await resume(actor, s.conv.id, { id: sel.id, version: sel.version + 1 }))?.code).toBe(
      "not_found:selection",
    );
    // Another tenant's user naming this conversation and selection: not found, nothing runs.
    expect(errorOf(await resume(other, s.conv.id, sel))?.code).toBe("not_found:conversation");
    // Another tenant's own pick resumed through this tenant's conversation id: not found either.
    const theirs = await suspended(other);
    const theirPick = await pick(other, theirs, "Milano");
    expect(errorOf(await resume(actor, s.conv.id, theirPick))?.code).toBe("not_found:selection");

    // A stored row that was not one of the offered rows (a tampered selection): refused.
    const forgedRow = { ...s.rows[0], id: "C-9999" };
    const conv = await db.conversation.update({
      where: { id: s.conv.id },
      data: { selectionVersion: { increment: 1 } },
    });
    const tampered = await db.selection.create({
      data: {
        tenantId: actor.tenantId,
        projectId: actor.projectId,
        conversationId: s.conv.id,
        artifactId: s.artifact.id,
        version: conv.selectionVersion,
        entity: "customer",
        sourceTool: s.artifact.sourceTool,
        identityFields: ["id"],
        rows: [forgedRow],
        label: "forged",
        createdBy: actor.userId,
      },
    });
    expect(errorOf(await resume(actor, s.conv.id, tampered))).toEqual({
      code: "bad_request:selection",
      message: ERRORS["bad_request:selection"].message,
    });
    // The earlier pick is no longer the current selection: it does not continue the question.
    expect(errorOf(await resume(actor, s.conv.id, sel))?.code).toBe("conflict:selection");

    expect(await footprint(actor)).toMatchObject({ calls: before.calls, turns: before.turns });
    expect((await db.turn.findUniqueOrThrow({ where: { id: s.turn.id } })).status).toBe("suspended");
  });

  it("a pick from a table that never suspended a question is not a resume", async () => {
    const conv = await conversationRepo(db, actor).create();
    const events = await collect(
      runTurnEvents(
        actor,
        { conversationId: conv.id, text: "Find customers in Milano", selection: null },
        db,
      ),
    );
    const answer = events.find((e) => e.kind === "assistant");
    if (answer?.kind !== "assistant") throw new Error("no answer");
    const table = answer.message.parts.find((p): p is ArtifactPart => p.type === "artifact");
    if (!table) throw new Error("no table");
    expect(table.purpose).toBe("browse");
    const sel = await storeSelection(db, actor, {
      conversationId: conv.id,
      artifactId: table.artifactId,
      rowIndexes: [0],
    });
    expect(errorOf(await resume(actor, conv.id, sel))?.code).toBe("not_found:resume");
  });

  it("a source disabled since the question was asked: nothing runs, the question still waits", async () => {
    const { actor: admin } = await isolatedWorld(db, "resume-stale");
    const { conn } = await addCommerce(db, admin);
    const s = await suspended(admin);
    const sel = await pick(admin, s, "Milano");
    await setConnectionFlag(db, admin, { connectionId: conn.id, flag: "enabled", value: false });
    const before = await footprint(admin);
    expect(errorOf(await resume(admin, s.conv.id, sel))).toEqual({
      code: "conflict:stale_resume",
      message: STALE_SUSPENSION,
    });
    expect(await footprint(admin)).toEqual(before);
    const waiting = await db.turn.findUniqueOrThrow({ where: { id: s.turn.id } });
    expect(waiting.status).toBe("suspended");
    // The failure is on the turn, so the table says why on any load and offers the same pick again.
    expect((waiting.plans as { resumeFailure?: Row }).resumeFailure).toMatchObject({
      selection: { id: sel.id, version: sel.version },
      artifactId: s.artifact.id,
      code: "conflict:stale_resume",
      message: STALE_SUSPENSION,
    });
    expect(await picksOf(admin, s.conv.id)).toEqual({
      [s.artifact.id]: {
        status: "waiting",
        label: sel.label,
        error: STALE_SUSPENSION,
        retry: { selectionId: sel.id, version: sel.version },
      },
    });

    // Enabled again (authorization is checked at resume time, not when asked): it continues.
    await setConnectionFlag(db, admin, { connectionId: conn.id, flag: "enabled", value: true });
    const events = await resume(admin, s.conv.id, sel);
    expect(errorOf(events)).toBeUndefined();
    const done = await db.turn.findUniqueOrThrow({ where: { id: s.turn.id } });
    expect(done.status).toBe("done");
    expect((done.plans as { resumeFailure?: Row }).resumeFailure).toBeUndefined();
    expect(await picksOf(admin, s.conv.id)).toEqual({
      [s.artifact.id]: { status: "continued", label: sel.label, row: { id: "C-1042" } },
    });
  });
});

describe("a continuation that dies", () => {
  it("holds the turn only while its lease lives: a resume meanwhile runs nothing; once it lapses the same pick takes the turn back and continues once", async () => {
    const s = await suspended();
    const sel = await pick(actor, s, "Torino");
    const turns = turnRepo(db, actor);
    // A continuation that claimed the turn, then its instance crashed before recording anything.
    const crashed = await turns.claimSuspended(s.turn.id, "suspended");
    expect(crashed).toMatch(/^resuming:/);
    const before = await footprint(actor);

    // While its lease lives it may still answer: a resume is told so and runs nothing.
    expect(errorOf(await resume(actor, s.conv.id, sel))).toEqual({
      code: "conflict:resuming",
      message: ERRORS["conflict:resuming"].message,
    });
    expect(await footprint(actor)).toEqual(before);
    expect((await picksOf(actor, s.conv.id))[s.artifact.id]).toEqual({
      status: "continuing",
      label: sel.label,
    });

    // Its lease lapses (nobody renews it): the table says the question stopped and offers the pick again.
    const lapsed = resumingStatus(new Date(Date.now() - 1_000));
    await db.turn.update({ where: { id: s.turn.id }, data: { status: lapsed } });
    expect((await picksOf(actor, s.conv.id))[s.artifact.id]).toEqual({
      status: "stalled",
      label: sel.label,
      retry: { selectionId: sel.id, version: sel.version },
    });

    // Trying again takes the turn back and continues it with Torino's orders, once.
    const since = new Date();
    const events = await resume(actor, s.conv.id, sel);
    expect(errorOf(events)).toBeUndefined();
    expect(events.at(-1)?.kind).toBe("assistant");
    expect(await ordersCalls(actor, since)).toHaveLength(1);
    const turn = await db.turn.findUniqueOrThrow({ where: { id: s.turn.id } });
    expect(turn.status).toBe("done");
    expect((turn.plans as { continuations: Row[] }).continuations).toEqual([
      expect.objectContaining({ selection: { id: sel.id, version: sel.version }, picked: { id: "C-1377" } }),
    ]);
    // The dead continuation, were it to wake up, can neither renew nor record: the claim is gone.
    expect(await turns.renewClaim(s.turn.id, lapsed)).toBeNull();
    expect(await turns.finishClaim(s.turn.id, lapsed, { status: "error" })).toBe(false);
    expect((await db.turn.findUniqueOrThrow({ where: { id: s.turn.id } })).status).toBe("done");
    // And the question does not run a second time.
    expect(errorOf(await resume(actor, s.conv.id, sel))?.code).toBe("conflict:resume");
  });

  it("a turn left 'resuming' before leases existed is taken back too; two takers at once continue it once", async () => {
    const s = await suspended();
    const sel = await pick(actor, s, "Milano");
    await db.turn.update({ where: { id: s.turn.id }, data: { status: "resuming" } });
    expect((await picksOf(actor, s.conv.id))[s.artifact.id]).toMatchObject({ status: "stalled" });
    const since = new Date();
    const [a, b] = await Promise.all([resume(actor, s.conv.id, sel), resume(actor, s.conv.id, sel)]);
    expect([a, b].filter((ev) => ev.some((e) => e.kind === "assistant"))).toHaveLength(1);
    // The other is refused: "already continuing" while the first holds the turn, or "already
    // continued" when the first finished before the second read it (a fast turn; both are 409s).
    expect([a, b].map(errorOf).filter(Boolean)).toEqual([
      expect.objectContaining({ code: expect.stringMatching(/^conflict:resum(?:ing|e)$/) }),
    ]);
    expect(await ordersCalls(actor, since)).toHaveLength(1);
    expect((await db.turn.findUniqueOrThrow({ where: { id: s.turn.id } })).status).toBe("done");
  });

  it("a live claim is renewed, never taken back, and a renewal moves its lease forward", async () => {
    const s = await suspended();
    const turns = turnRepo(db, actor);
    const now = new Date();
    const held = await turns.claimSuspended(s.turn.id, "suspended", now);
    if (!held) throw new Error("not claimed");
    // Not lapsed: a second claim from the same status is refused.
    expect(
      await turns.claimSuspended(s.turn.id, held, new Date(now.getTime() + RESUME_LEASE_MS / 2)),
    ).toBeNull();
    const renewed = await turns.renewClaim(s.turn.id, held, new Date(now.getTime() + RESUME_LEASE_MS / 3));
    if (!renewed) throw new Error("not renewed");
    expect(Date.parse(renewed.slice("resuming:".length))).toBeGreaterThan(
      Date.parse(held.slice("resuming:".length)),
    );
    // The old token no longer holds anything; the renewed one does.
    expect(await turns.renewClaim(s.turn.id, held)).toBeNull();
    await turns.releaseSuspended(s.turn.id, renewed);
    expect((await db.turn.findUniqueOrThrow({ where: { id: s.turn.id } })).status).toBe("suspended");
  });
});

describe("a pick holds one of its tenant's turn slots (issue 13 item 3)", () => {
  const limits = (cap: number, maxCalls = 1000) => ({
    ratePerUser: null,
    concurrentPerTenant: cap,
    maxSteps: 100,
    maxCalls,
    maxTokens: 1_000_000,
  });
  const resumeWith = (
    cap: number,
    conversationId: string,
    sel: { id: string; version: number },
    maxCalls?: number,
  ) =>
    collect(
      runResumeEvents(actor, { conversationId, selectionId: sel.id, version: sel.version }, db, {
        limits: limits(cap, maxCalls),
      }),
    );

  it("past the tenant's cap the pick runs nothing, is given back with the reason, and continues once a slot frees", async () => {
    const s = await suspended();
    const sel = await pick(actor, s, "Milano");
    // Another turn of the tenant holds its only slot.
    const running = await admitTurn(db, actor, limits(1));
    const before = await footprint(actor);
    const refused = await resumeWith(1, s.conv.id, sel);
    expect(errorOf(refused)).toEqual({
      code: "rate_limited:tenant",
      message: ERRORS["rate_limited:tenant"].message,
    });
    expect(refused.some((e) => e.kind === "assistant")).toBe(false);
    expect(await footprint(actor)).toEqual(before);
    const waiting = await db.turn.findUniqueOrThrow({ where: { id: s.turn.id } });
    expect(waiting.status).toBe("suspended");
    expect((waiting.plans as { resumeFailure?: Row }).resumeFailure).toMatchObject({
      code: "rate_limited:tenant",
    });
    await running.release();
    const since = new Date();
    const ok = await resumeWith(1, s.conv.id, sel);
    expect(ok.some((e) => e.kind === "assistant")).toBe(true);
    expect(await ordersCalls(actor, since)).toHaveLength(1);
    expect((await db.turn.findUniqueOrThrow({ where: { id: s.turn.id } })).status).toBe("done");
    // The continuation gave its slot back.
    expect(await db.turnLease.count({ where: { tenantId: actor.tenantId } })).toBe(0);
  });

  it("the continuation's tool calls count against the turn's cap together with those before the pick", async () => {
    const s = await suspended();
    const spent = s.turn.externalCalls;
    expect(spent).toBeGreaterThan(0);
    const sel = await pick(actor, s, "Milano");
    const since = new Date();
    // The turn already spent its whole cap: the continuation makes no call and says why.
    const stopped = await resumeWith(16, s.conv.id, sel, spent);
    const answer = stopped.find((e) => e.kind === "assistant");
    const parts = answer?.kind === "assistant" ? answer.message.parts : [];
    expect(parts.find((p) => p.type === "error")).toMatchObject({ code: "limit:calls" });
    expect(await ordersCalls(actor, since)).toHaveLength(0);
    // One call left: the continuation runs it.
    const t = await suspended();
    const sel2 = await pick(actor, t, "Milano");
    const since2 = new Date();
    const ran = await resumeWith(16, t.conv.id, sel2, t.turn.externalCalls + 1);
    expect(ran.some((e) => e.kind === "assistant")).toBe(true);
    expect(await ordersCalls(actor, since2)).toHaveLength(1);
  });

  /** A lookup-first question planned by a scripted model, suspended on its pick; then the pick resumed. */
  async function replanned(tokens: number, caps: ReturnType<typeof limits>) {
    const one = (tool: string, args: Record<string, unknown>, count: string, reasonCode?: string) =>
      JSON.stringify({
        decision: "tools",
        reason: "as asked",
        reasonCode,
        actions: [{ id: "a1", tool, args, dependsOn: [], expect: count }],
      });
    const lookup = one("mcp:commerce/customers.search", { query: "Riccardo Lorini" }, "one", "lookup_first");
    const orders = one("mcp:commerce/orders.search", { customer_id: "C-1042" }, "many");
    const model = scriptedModel([lookup, orders], { input: tokens, output: 0 });
    const conv = await conversationRepo(db, actor).create();
    const asked = await collect(
      runTurnEvents(actor, { conversationId: conv.id, text: QUESTION, selection: null }, db, {
        limits: caps,
        planner: createLlmPlanner(model),
      }),
    );
    const answer = asked.find((e) => e.kind === "assistant");
    const part =
      answer?.kind === "assistant"
        ? answer.message.parts.find((p): p is ArtifactPart => p.type === "artifact")
        : undefined;
    if (!part) throw new Error(`no pick table in ${JSON.stringify(answer)}`);
    const artifact = await db.artifact.findUniqueOrThrow({ where: { id: part.artifactId } });
    const turn = await db.turn.findUniqueOrThrow({ where: { id: String(artifact.turnId) } });
    const sel = await pick(actor, { conv, part, artifact, rows: artifact.rows as Row[], turn }, "Milano");
    const since = new Date();
    const resume = () =>
      collect(
        runResumeEvents(actor, { conversationId: conv.id, selectionId: sel.id, version: sel.version }, db, {
          limits: caps,
          planner: createLlmPlanner(model),
        }),
      );
    return { model, turn, since, resume };
  }

  it("a continuation that plans again spends the turn's tokens: past the cap it stops before its plan runs", async () => {
    const { model, turn, since, resume } = await replanned(3_000, { ...limits(16), maxTokens: 5_000 });
    expect(turn).toMatchObject({ status: "suspended", tokens: 3_000 });
    const r = await resume();
    // The re-plan was asked (3,000 + 3,000 tokens > 5,000) and its plan never ran.
    expect(model.doGenerateCalls).toHaveLength(2);
    expect(errorOf(r)).toMatchObject({ code: "limit:tokens" });
    expect(await ordersCalls(actor, since)).toHaveLength(0);
  });

  it("a continuation spends the turn's planning steps: a turn that used them gets no more by a pick", async () => {
    // One planning step per question: the lookup's plan spends it.
    const { model, turn, since, resume } = await replanned(0, { ...limits(16), maxSteps: 1 });
    expect(turn.status).toBe("suspended");
    // The turn stores what it spent, so its continuation starts from it.
    expect(turn.plans).toMatchObject({ steps: 1 });
    const r = await resume();
    // The re-plan is a second step of the same turn: refused before the model is asked, nothing runs.
    expect(model.doGenerateCalls).toHaveLength(1);
    expect(errorOf(r)).toMatchObject({ code: "limit:steps" });
    expect(await ordersCalls(actor, since)).toHaveLength(0);
  });

  it("a continuation records what it spent on the turn: a further pick starts from steps and tokens of both", async () => {
    const { model, turn, resume } = await replanned(1_000, limits(16));
    await resume();
    const after = await db.turn.findUniqueOrThrow({ where: { id: turn.id } });
    // The question's step and tokens, then the continuation's re-plan and its correction: all on the
    // one turn (each answered step reported 1,000 tokens).
    const steps = model.doGenerateCalls.length;
    expect(steps).toBeGreaterThan(1);
    expect(after.plans).toMatchObject({ steps });
    expect(after.tokens).toBe(2_000);
  });
});
