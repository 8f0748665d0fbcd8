/**
 * Clarify choices end to end (issue 9 item 9): a clarify turn stores its offered calls and shows them
 * as a `choices` part; a pick names only the turn and the index, runs exactly the stored call through
 * the gateway (audited) and is recorded as a turn; a forged or foreign turn or index runs nothing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { runChoiceEvents } from "@/lib/agent/run-choice";
import { runTurnEvents } from "@/lib/agent/turn-events";
import type { Actor } from "@/lib/auth/actor";
import { choiceText } from "@/lib/chat/choice-text";
import type { MessagePart } from "@/lib/chat/types";
import { mcpPool } from "@/lib/connectors/runtime";
import { artifactRepo } from "@/lib/db/repositories/artifacts";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { storeSelection } from "@/lib/db/repositories/selections";
import type { PlanAction } from "@/lib/planning/types";
import { testDb } from "../helpers/db";
import { collect } from "../helpers/events";
import { addCommerce, isolatedWorld } from "../helpers/world";

// A listed collection follows pagination up to this many rows: enough to prove the table, fast to load.
vi.hoisted(() => {
  process.env.ARTIFACT_MAX_ROWS = "150";
});

const db = testDb();
let actor: Actor;
let other: Actor;
const QUESTION = "List orders over 2000 euros";

beforeAll(async () => {
  ({ actor } = await isolatedWorld(db, "choices"));
  await addCommerce(db, actor);
  ({ actor: other } = await isolatedWorld(db, "choices-other"));
  await addCommerce(db, other);
}, 60_000);

afterAll(async () => {
  await mcpPool().close();
});

type ChoicesPart = Extract<MessagePart, { type: "choices" }>;

/** Asks the question in a new conversation; returns the clarify's turn and its choices part. */
async function clarify(who: Actor) {
  const conv = await conversationRepo(db, who).create();
  const events = await collect(
    runTurnEvents(who, { conversationId: conv.id, text: QUESTION, selection: null }, db),
  );
  const answer = events.find((e) => e.kind === "assistant");
  if (answer?.kind !== "assistant") throw new Error("no answer");
  const part = answer.message.parts.find((p): p is ChoicesPart => p.type === "choices");
  if (!part) throw new Error(`no choices in ${JSON.stringify(answer.message.parts)}`);
  const turn = await db.turn.findUniqueOrThrow({ where: { id: part.turnId } });
  const plans = turn.plans as unknown as { executed: { decision: string; choices?: PlanAction[] } };
  return { conv, part, turn, plans, answer: answer.message };
}

/** What a pick could have caused in this tenant: tool calls, turns, messages. */
async function footprint(who: Actor) {
  const [calls, turns, messages] = await Promise.all([
    db.auditEvent.count({ where: { tenantId: who.tenantId, kind: "tool.call" } }),
    db.turn.count({ where: { tenantId: who.tenantId } }),
    db.message.count({ where: { tenantId: who.tenantId } }),
  ]);
  return { calls, turns, messages };
}

describe("a clarify offers its choices", () => {
  it("stores the validated choices on the turn and shows them as labelled buttons, running nothing", async () => {
    const before = await footprint(actor);
    const { part, turn, plans, answer } = await clarify(actor);
    expect(turn.status).toBe("clarify");
    expect(turn.externalCalls).toBe(0);
    expect(plans.executed.decision).toBe("clarify");
    const stored = plans.executed.choices ?? [];
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.length).toBeLessThanOrEqual(3);
    // One button per stored choice, in order, labelled by the tool and its arguments.
    expect(part.options.map((o) => o.index)).toEqual(stored.map((_, i) => i));
    expect(part.options[stored.findIndex((c) => c.tool === "mcp:commerce/orders.search")]?.label).toBe(
      "Search orders",
    );
    // The text still names what the tools can filter by; the buttons come after it.
    expect(answer.parts[0]).toMatchObject({ type: "text" });
    expect(answer.parts.at(-1)?.type).toBe("choices");
    expect((await footprint(actor)).calls).toBe(before.calls);
  });
});

describe("a pick", () => {
  it("runs exactly the stored call through the gateway and records it as a turn with its words", async () => {
    const { conv, part, plans } = await clarify(actor);
    const index = (plans.executed.choices ?? []).findIndex((c) => c.tool === "mcp:commerce/orders.search");
    const choice = (plans.executed.choices ?? [])[index];
    expect(choice).toBeDefined();
    const since = new Date();
    const events = await collect(
      runChoiceEvents(actor, { conversationId: conv.id, turnId: part.turnId, index }, db),
    );
    expect(events.map((e) => e.kind)).toContain("assistant");
    expect(events.some((e) => e.kind === "error")).toBe(false);

    // The person's side of the turn: the button's words, as if typed.
    const user = events.find((e) => e.kind === "user");
    expect(user?.kind === "user" && user.message.parts).toEqual([
      { type: "text", text: choiceText(part.options[index]) },
    ]);

    const turn = await db.turn.findFirstOrThrow({
      where: { conversationId: conv.id, createdAt: { gte: since } },
      orderBy: { createdAt: "desc" },
    });
    expect(turn.question).toBe(choiceText(part.options[index]));
    expect(turn.status).toBe("done");
    const executed = (
      turn.plans as unknown as { executed: { decision: string; reasonCode?: string; actions: PlanAction[] } }
    ).executed;
    expect(executed).toMatchObject({ decision: "tools", reasonCode: "user_choice" });
    expect(executed.actions).toEqual([expect.objectContaining({ tool: choice.tool, args: choice.args })]);
    expect(turn.externalCalls).toBeGreaterThan(0);

    // Every physical call of the pick was that tool, authorized and audited (pages of one listing).
    const calls = await db.auditEvent.findMany({
      where: { tenantId: actor.tenantId, kind: "tool.call", createdAt: { gte: since } },
    });
    expect(calls.length).toBe(turn.externalCalls);
    expect(new Set(calls.map((c) => `${c.target} ${c.outcome}`))).toEqual(new Set([`${choice.tool} ok`]));

    // The stored artifact: that tool, those arguments, rows kept server-side, referenced by the answer.
    const artifact = await db.artifact.findFirstOrThrow({ where: { turnId: turn.id } });
    expect(artifact.sourceTool).toBe(choice.tool);
    expect(artifact.entity).toBe("order");
    expect(artifact.rowCount).toBeGreaterThan(0);
    const answer = events.find((e) => e.kind === "assistant");
    expect(answer?.kind === "assistant" && answer.message.parts).toContainEqual(
      expect.objectContaining({ type: "artifact", artifactId: artifact.id }),
    );
    const msgs = await conversationRepo(db, actor).messages(conv.id);
    expect(msgs.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
  });
});

describe("a forged pick runs nothing", () => {
  it("refuses an index out of range, a turn without choices, another conversation's and another tenant's turn", async () => {
    const mine = await clarify(actor);
    const elsewhere = await clarify(actor);
    const theirs = await clarify(other);
    const answered = await db.turn.create({
      data: {
        tenantId: actor.tenantId,
        projectId: actor.projectId,
        conversationId: mine.conv.id,
        userId: actor.userId,
        mode: "capability",
        status: "done",
        question: "list orders",
        snapshotHash: "",
        snapshotCount: 0,
        snapshotBytes: 0,
        plans: { executed: { decision: "tools", reason: "", actions: [] } },
      },
    });
    const forged = [
      {
        who: actor,
        req: { conversationId: mine.conv.id, turnId: mine.part.turnId, index: 7 },
        code: "not_found:choice",
      },
      {
        who: actor,
        req: { conversationId: mine.conv.id, turnId: mine.part.turnId, index: -1 },
        code: "not_found:choice",
      },
      {
        who: actor,
        req: { conversationId: mine.conv.id, turnId: answered.id, index: 0 },
        code: "not_found:choice",
      },
      {
        who: actor,
        req: { conversationId: mine.conv.id, turnId: "nope", index: 0 },
        code: "not_found:choice",
      },
      // A real turn with choices, named from a conversation it does not belong to.
      {
        who: actor,
        req: { conversationId: mine.conv.id, turnId: elsewhere.part.turnId, index: 0 },
        code: "not_found:choice",
      },
      // Another tenant's turn, from my conversation or from theirs.
      {
        who: actor,
        req: { conversationId: mine.conv.id, turnId: theirs.part.turnId, index: 0 },
        code: "not_found:choice",
      },
      {
        who: actor,
        req: { conversationId: theirs.conv.id, turnId: theirs.part.turnId, index: 0 },
        code: "not_found:conversation",
      },
      // My turn, picked by someone in another tenant.
      {
        who: other,
        req: { conversationId: mine.conv.id, turnId: mine.part.turnId, index: 0 },
        code: "not_found:conversation",
      },
    ];
    for (const f of forged) {
      const before = [await footprint(actor), await footprint(other)];
      const events = await collect(runChoiceEvents(f.who, f.req, db));
      expect(events, JSON.stringify(f.req)).toEqual([
        expect.objectContaining({ kind: "error", code: f.code }),
      ]);
      expect([await footprint(actor), await footprint(other)]).toEqual(before);
    }
  });

  it("a stored choice that no longer validates (its tool disabled since) is recorded and runs nothing", async () => {
    const { conv, part } = await clarify(actor);
    await db.connection.updateMany({
      where: { tenantId: actor.tenantId, slug: "commerce" },
      data: { enabled: false },
    });
    try {
      const before = await footprint(actor);
      const events = await collect(
        runChoiceEvents(actor, { conversationId: conv.id, turnId: part.turnId, index: 0 }, db),
      );
      const answer = events.find((e) => e.kind === "assistant");
      expect(answer?.kind === "assistant" && JSON.stringify(answer.message.parts)).toMatch(/nothing was run/);
      const after = await footprint(actor);
      expect(after.calls).toBe(before.calls);
      expect(after.turns).toBe(before.turns + 1);
      const turn = await db.turn.findFirstOrThrow({
        where: { conversationId: conv.id },
        orderBy: { createdAt: "desc" },
      });
      expect(turn.externalCalls).toBe(0);
      expect((turn.plans as { executed: { reasonCode: string } }).executed.reasonCode).toBe("choice_invalid");
      const issues = (turn.validation as { issuesPerAttempt: { code: string }[][] }).issuesPerAttempt;
      expect(issues.flat().length).toBeGreaterThan(0);
    } finally {
      await db.connection.updateMany({
        where: { tenantId: actor.tenantId, slug: "commerce" },
        data: { enabled: true },
      });
    }
  });
});

describe("a choice that reads the selection", () => {
  /** A conversation with two customers in a table, one selected, and a clarify offering their orders. */
  async function offered() {
    const conv = await conversationRepo(db, actor).create();
    const table = await artifactRepo(db, actor).create({
      conversationId: conv.id,
      entity: "customer",
      title: "Customers",
      sourceTool: "mcp:commerce/customers.search",
      args: { query: "Riccardo Lorini" },
      columns: [{ key: "id", label: "Id", type: "string", declared: true }],
      identityFields: ["id"],
      rows: [
        { id: "C-1042", name: "Riccardo Lorini", city: "Milano" },
        { id: "C-1377", name: "Riccardo Lorini", city: "Torino" },
      ],
      rowCount: 2,
      truncated: false,
      snapshotHash: "",
    });
    const sel = await storeSelection(db, actor, {
      conversationId: conv.id,
      artifactId: table.id,
      rowIndexes: [0],
    });
    const choice: PlanAction = {
      id: "c1",
      tool: "mcp:commerce/orders.search",
      args: { customer_id: { $from: "selection", path: "id" } },
      dependsOn: [],
      expect: "many",
    };
    const turn = await db.turn.create({
      data: {
        tenantId: actor.tenantId,
        projectId: actor.projectId,
        conversationId: conv.id,
        userId: actor.userId,
        mode: "capability",
        status: "clarify",
        question: "their big orders",
        snapshotHash: "",
        snapshotCount: 0,
        snapshotBytes: 0,
        plans: JSON.parse(
          JSON.stringify({
            executed: { decision: "clarify", reason: "amount", actions: [], choices: [choice] },
            selection: { id: sel.id, version: sel.version },
          }),
        ),
      },
    });
    return { conv, table, turn };
  }

  it("runs with the selection it was offered with", async () => {
    const { conv, turn } = await offered();
    const since = new Date();
    const events = await collect(
      runChoiceEvents(actor, { conversationId: conv.id, turnId: turn.id, index: 0 }, db),
    );
    const user = events.find((e) => e.kind === "user");
    expect(user?.kind === "user" && user.message.parts[0]).toEqual({
      type: "text",
      text: "Search orders — customer id: C-1042 (selected customer)",
    });
    const artifact = await db.artifact.findFirstOrThrow({
      where: { conversationId: conv.id, createdAt: { gte: since } },
    });
    expect(artifact.sourceTool).toBe("mcp:commerce/orders.search");
    expect((artifact.args as { customer_id?: string }).customer_id).toBe("C-1042");
  });

  it("refuses once the selection changed: the button's value is not what would run", async () => {
    const { conv, table, turn } = await offered();
    await storeSelection(db, actor, { conversationId: conv.id, artifactId: table.id, rowIndexes: [1] });
    const before = await footprint(actor);
    const events = await collect(
      runChoiceEvents(actor, { conversationId: conv.id, turnId: turn.id, index: 0 }, db),
    );
    expect(events).toEqual([expect.objectContaining({ kind: "error", code: "conflict:choice" })]);
    expect(await footprint(actor)).toEqual(before);
  });
});
