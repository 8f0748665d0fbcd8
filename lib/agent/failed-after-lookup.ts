import { toolErrorAnswer } from "@/lib/errors";
import type { ExecutionOutcome } from "@/lib/execution/types";
import type { Plan } from "@/lib/planning/types";

/**
 * "premier league table for 2021/22": the record a lookup found on the way (the competition) fed a
 * call that then failed (that season is not offered) — found on the way, it is no answer by itself:
 * the turn says the call failed, never "Here is competition Premier League". Only when every record
 * found is such a lookup's one record.
 */
export function failedAfterLookup(outcome: ExecutionOutcome, plan: Plan): Plan | undefined {
  const found = outcome.results.filter((r) => r.status === "ok");
  const fed = (actionId: string) =>
    plan.actions
      .find((a) => a.id === actionId)
      ?.dependsOn?.some((id) => found.some((r) => r.actionId === id));
  const failed = outcome.evidence.find(
    (e) =>
      e.status === "error" && e.error && !found.some((r) => r.actionId === e.actionId) && fed(e.actionId),
  );
  if (!failed?.error || found.length === 0 || found.some((r) => r.expect !== "one" || !r.chosen))
    return undefined;
  const entity = found[0]?.capability.entity ?? "record";
  return {
    decision: "insufficient",
    reason: `I found the ${entity}, but the call that was to answer from it failed: ${toolErrorAnswer(failed.error.code).message}`,
    reasonCode: "failed_after_lookup",
    actions: [],
  };
}
