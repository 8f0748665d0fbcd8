import type { PlanDecision } from "@/lib/planning";
import type { ShadowReportRow, TurnRow } from "../planner-metrics";

let seq = 0;
const plan = (decision: PlanDecision, tools: string[] = []) => ({
  decision,
  reason: "r",
  actions: tools.map((tool, i) => ({ id: `a${i + 1}`, tool, args: {}, dependsOn: [], expect: "many" })),
});

/** A ShadowReport row as recordShadowReport writes it (lib/agent/shadow.ts), with overrides. */
export function report(
  over: Partial<ShadowReportRow> & { body?: Record<string, unknown> } = {},
): ShadowReportRow {
  seq++;
  const { body, ...rest } = over;
  return {
    id: `rep${seq}`,
    turnId: `turn${seq}`,
    createdAt: new Date(Date.UTC(2026, 0, 10, 12, seq)),
    agreement: true,
    invalidPlan: false,
    fallback: false,
    prematureInsufficientAvoided: false,
    shadowCalls: 0,
    candidates: 4,
    review: null,
    reviewNote: null,
    reviewerId: null,
    reviewedAt: null,
    liveDataLabel: false,
    data: {
      snapshot: { hash: "h", size: { count: 12, bytes: 9000 } },
      candidates: [{ id: "mcp:commerce/customers.search", score: 3.2, reasons: [] }],
      plans: {
        classic: plan("tools", ["mcp:commerce/customers.search"]),
        capability: plan("tools", ["mcp:commerce/customers.search"]),
      },
      comparison: { agreement: true, unsafeProposals: [] },
      corrections: { classic: [[]], capability: [[]] },
      latencyMs: { classic: { routing: 0, planning: 10 }, capability: { routing: 4, planning: 12 } },
      tokens: { classic: 0, capability: 0 },
      externalCalls: { classic: 1, shadow: 0 },
      ...body,
    },
    ...rest,
  };
}

export function turn(over: Partial<TurnRow> = {}): TurnRow {
  seq++;
  return {
    id: `turn${seq}`,
    mode: "shadow",
    status: "done",
    question: "Show the orders for Riccardo Lorini",
    createdAt: new Date(Date.UTC(2026, 0, 10, 12, seq)),
    corrections: 0,
    tokens: null,
    plans: { executed: plan("tools", ["mcp:commerce/customers.search"]) },
    validation: { issuesPerAttempt: [[]], fallback: false },
    ...over,
  };
}

export { plan };
