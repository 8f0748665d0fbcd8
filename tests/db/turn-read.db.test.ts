import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { turnRepo } from "@/lib/db/repositories/turns";
import { isAppError } from "@/lib/errors";
import { testDb } from "../helpers/db";
import { isolatedWorld } from "../helpers/world";

// Issue 11 item 1: a suspended turn is read back through its schemas, the evidence it ran with
// included — never handed on as whatever the column holds.
const db = testDb();
let actor: Actor;
beforeAll(async () => {
  ({ actor } = await isolatedWorld(db, "turn-read"));
});

const search = {
  id: "a1",
  tool: "mcp:crm/contacts.search",
  args: { query: "Ada" },
  dependsOn: [],
  expect: "one" as const,
};
const plan = { decision: "tools" as const, reason: "find the contact", actions: [search] };

async function suspendedTurn(evidence: unknown) {
  const conv = await conversationRepo(db, actor).create();
  const turns = turnRepo(db, actor);
  const { id } = await turns.create({
    conversationId: conv.id,
    mode: "capability",
    status: "suspended",
    question: "show Ada's deals",
    snapshotHash: "h",
    snapshotCount: 1,
    snapshotBytes: 1,
    plans: { executed: plan, selection: null },
    evidence,
    suspended: {
      plan,
      actionId: "a1",
      tool: search.tool,
      entity: "contact",
      rows: [
        { id: "P-1", name: "Ada Byron" },
        { id: "P-2", name: "Ada King" },
      ],
      identityFields: ["id"],
      args: search.args,
      remainingPlan: [],
      prior: {},
    },
  });
  return { conversationId: conv.id, turnId: id, turns };
}

describe("a suspended turn read back", () => {
  it("hands on its recorded evidence parsed, the size bound's marker dropped", async () => {
    const recorded = [
      { actionId: "a1", tool: search.tool, status: "ambiguous", recordCount: 2, identifiers: ["P-1", "P-2"] },
      { _truncated: true },
    ];
    const { conversationId, turnId, turns } = await suspendedTurn(recorded);
    const s = await turns.suspension(conversationId, turnId);
    expect(s.evidence).toEqual([recorded[0]]);
    expect(s.suspension.rows.map((r) => r.id)).toEqual(["P-1", "P-2"]);
  });

  it("evidence that is not a record of tool calls is a corrupt row (internal:stored)", async () => {
    const { conversationId, turnId, turns } = await suspendedTurn([{ tool: search.tool, status: "maybe" }]);
    const error = await turns.suspension(conversationId, turnId).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isAppError(error) && error.code).toBe("internal:stored");
  });
});
