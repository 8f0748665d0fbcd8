/**
 * Masking at persistence (issue 11 item 5): a turn's plans and evidence — the selected row included —
 * are stored masked (lib/security/mask.ts), while the answer and what a later pick runs keep the
 * values whole (the plan of a suspended step lives beside it in `turn.suspended`).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { runTurn } from "@/lib/agent/run-turn";
import type { Actor } from "@/lib/auth/actor";
import { mcpPool } from "@/lib/connectors/runtime";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { turnRepo } from "@/lib/db/repositories/turns";
import { createBuiltinPlanner } from "@/lib/planning";
import type { Plan } from "@/lib/planning/types";
import { MASK } from "@/lib/security/mask";
import { testDb } from "../helpers/db";
import { addCommerce, isolatedWorld } from "../helpers/world";

const db = testDb();
let actor: Actor;
const EMAIL = "riccardo.lorini@example.com";

beforeAll(async () => {
  ({ actor } = await isolatedWorld(db, "turn-masking"));
  await addCommerce(db, actor);
}, 60_000);

afterAll(() => mcpPool().close());

async function ask(question: string) {
  const conv = await conversationRepo(db, actor).create();
  let executed: Plan | undefined;
  const r = await runTurn(db, actor, createBuiltinPlanner(), {
    conversationId: conv.id,
    question,
    selection: null,
    emit: () => {},
    onPlan: (p) => {
      executed = p;
    },
  });
  const turn = await db.turn.findUniqueOrThrow({ where: { id: r.turnId } });
  return { r, turn, conv, executed };
}

it("stores the plan's arguments and the selected row masked; the answer and the run keep them", async () => {
  const { r, turn, executed } = await ask(`Show the orders for ${EMAIL}`);
  // The plan ran with the address itself…
  expect(JSON.stringify(executed)).toContain(EMAIL);
  // …and the record holds neither it nor the row's other personal fields.
  expect(JSON.stringify(turn.plans)).not.toContain(EMAIL);
  expect(JSON.stringify(turn.plans)).toContain("[masked:email]");
  const evidence = turn.evidence as { tool: string; selectedRow?: Record<string, unknown> }[];
  const row = evidence.find((e) => e.selectedRow)?.selectedRow;
  expect(row).toBeDefined();
  expect(row?.email).toBe(MASK);
  expect(row?.id).toBe("C-1042");
  expect(JSON.stringify(turn.evidence)).not.toContain(EMAIL);
  // The person still sees the customer they asked for.
  expect(r.parts.some((p) => p.type === "record-card" || p.type === "artifact")).toBe(true);
});

it("a suspended turn keeps the plan a pick continues whole beside the suspended step", async () => {
  const { r, turn, conv, executed } = await ask("Show the orders for Riccardo Lorini");
  expect(r.status).toBe("suspended");
  const pending = turn.suspended as { plan?: Plan; remainingPlan?: unknown[] };
  expect(pending.plan).toEqual(JSON.parse(JSON.stringify(executed)));
  expect(pending.remainingPlan?.length).toBeGreaterThan(0);
  const stored = await turnRepo(db, actor).suspension(conv.id, turn.id);
  expect(stored.plan).toEqual(pending.plan);
});
