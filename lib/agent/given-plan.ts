/**
 * Steps 3–6 for a plan the host already holds (a clarify choice the person picked): no routing and
 * no planner, but the same validator over the fresh snapshot — the tool must still be there,
 * eligible and read-only, and its arguments must still conform (DESIGN.md §3: every executed plan
 * is validated, in every mode). An invalid plan executes nothing.
 */
import type { Capability, Snapshot } from "@/lib/capabilities";
import { selectionShapeOf, validatePlan } from "@/lib/planning";
import type { Plan } from "@/lib/planning/types";
import type { TurnContext } from "./context";
import type { PlanningResult } from "./plan-turn";

export async function planGiven(
  materialize: (cap: Readonly<Capability>) => Promise<Capability>,
  snapshot: Snapshot,
  given: Plan,
  ctx: TurnContext,
): Promise<PlanningResult> {
  const t0 = performance.now();
  const all = snapshot.capabilities as Capability[];
  const tools = new Set(given.actions.map((a) => a.tool));
  // Only the plan's own tools are "routed": the executor refuses anything else.
  const caps = await Promise.all(all.filter((c) => tools.has(c.id)).map(materialize));
  const byId = new Map(caps.map((c) => [c.id, c]));
  const checked = validatePlan(given, {
    snapshotCaps: all.map((c) => byId.get(c.id) ?? c),
    routeIds: caps.map((c) => c.id),
    selection: ctx.selection ? selectionShapeOf(ctx.selection) : undefined,
    untriedRelevant: [],
  });
  const plan: Plan = checked.valid
    ? checked.plan
    : {
        decision: "clarify",
        reason:
          "That choice can no longer run as it was offered (the tool or what it needs has changed), so nothing was run. Ask again to get current options.",
        reasonCode: "choice_invalid",
        actions: [],
      };
  return {
    side: "capability",
    candidates: caps.map((c) => ({ id: c.id, score: 0, reasons: ["chosen by the user"] })),
    candidateCaps: caps,
    omittedFamilies: [],
    diagnostics: [],
    plan,
    record: {
      attempts: 1,
      issuesPerAttempt: [checked.valid ? [] : checked.issues],
      fallback: false,
      tokens: 0,
      promptBytes: 0,
    },
    promptBytes: 0,
    tokens: 0,
    timings: { routing: 0, planning: Math.round(performance.now() - t0) },
  };
}
