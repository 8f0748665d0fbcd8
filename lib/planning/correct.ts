/**
 * Plan → validate → one structured correction → safe fallback (DESIGN.md §3 Plans: "An invalid plan
 * gets one structured correction attempt, then a safe fallback that executes nothing invalid").
 * A planner that throws (provider down, bad output) counts as an invalid attempt: the turn gets a
 * fallback plan and a recorded issue, never an exception in the reply.
 */
import { isAppError } from "@/lib/errors";
import type { Planner, PlannerInput } from "./planner";
import type { Plan, ValidationIssue } from "./types";
import { type ValidatePlanContext, validatePlan } from "./validate";

export const MAX_ATTEMPTS = 2;

export interface CorrectionRecord {
  attempts: number;
  /** Issues of each attempt, in order; an empty list marks the attempt that validated. */
  issuesPerAttempt: ValidationIssue[][];
  fallback: boolean;
  tokens: number;
  promptBytes: number;
}

export interface CorrectedPlan {
  plan: Plan;
  record: CorrectionRecord;
}

/**
 * Executes nothing. `clarify` asks the person to rephrase; `insufficient` only when the route had no
 * candidate at all (otherwise it would itself be a premature insufficient).
 */
export function fallbackPlan(
  issues: readonly ValidationIssue[],
  ctx: ValidatePlanContext,
  last?: unknown,
): Plan {
  // Asked once to try the routed tools, the planner still finds none that fits: its honest
  // "I can't" executes nothing and is kept, rather than a generic "rephrase".
  const onlyPremature = issues.length > 0 && issues.every((i) => i.code === "premature_insufficient");
  const lastPlan = last as Partial<Plan> | undefined;
  if (onlyPremature && lastPlan?.decision === "insufficient" && typeof lastPlan.reason === "string") {
    return {
      decision: "insufficient",
      reason: lastPlan.reason.slice(0, 1000),
      reasonCode: "no_fit",
      actions: [],
    };
  }
  // Corrected once, the plan still shows another entity than the one asked for: the question back
  // names what can be looked up (./validate-entity.ts), never the other records.
  const otherEntity = issues.find((i) => i.code === "another_entity");
  if (otherEntity && issues.every((i) => i.code === "another_entity"))
    return { decision: "clarify", reason: otherEntity.message, reasonCode: "missing_input", actions: [] };
  const summary = issues
    .slice(0, 3)
    .map((i) => `${i.code}${i.actionId ? ` (${i.actionId})` : ""}`)
    .join(", ");
  return {
    decision: ctx.routeIds.length === 0 ? "insufficient" : "clarify",
    reason: `could not produce a valid plan: ${summary || "no plan"}`,
    reasonCode: "plan_fallback",
    actions: [],
  };
}

export async function planWithCorrection(
  planner: Planner,
  input: PlannerInput,
  ctx: ValidatePlanContext,
): Promise<CorrectedPlan> {
  const record: CorrectionRecord = {
    attempts: 0,
    issuesPerAttempt: [],
    fallback: false,
    tokens: 0,
    promptBytes: 0,
  };
  let next: PlannerInput = input;
  let issues: ValidationIssue[] = [];
  let lastRaw: unknown;

  while (record.attempts < MAX_ATTEMPTS) {
    record.attempts++;
    let raw: unknown;
    try {
      const out = await planner.plan(next);
      record.tokens += out.tokens ?? 0;
      record.promptBytes += out.promptBytes ?? 0;
      raw = out.plan;
    } catch (error) {
      // A host refusal (a turn limit) is not a failed attempt: it stops the turn, uncorrected.
      if (isAppError(error)) throw error;
      issues = [
        {
          code: "planner_error",
          message: error instanceof Error ? error.message.slice(0, 300) : "planner failed",
        },
      ];
      record.issuesPerAttempt.push(issues);
      next = { ...input, corrections: issues };
      continue;
    }
    lastRaw = raw;
    const result = validatePlan(raw, ctx);
    if (result.valid) {
      record.issuesPerAttempt.push([]);
      return { plan: result.plan, record };
    }
    issues = result.issues;
    record.issuesPerAttempt.push(issues);
    next = { ...input, corrections: issues, previousPlan: raw };
  }

  const plan = fallbackPlan(issues, ctx, lastRaw);
  // The planner's own honest insufficient, kept after its correction, is not a fallback.
  record.fallback = plan.reasonCode === "plan_fallback";
  return { plan, record };
}
