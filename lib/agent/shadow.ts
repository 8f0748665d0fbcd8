/**
 * Shadow mode (DESIGN.md §4): classic executes; the capability pipeline routes and plans without
 * executing. The ShadowReport compares both from recorded data, masked and bounded (64 KiB).
 */
import type { Actor } from "@/lib/auth/actor";
import type { Snapshot } from "@/lib/capabilities";
import type { Db } from "@/lib/db/client";
import { shadowReportRepo } from "@/lib/db/repositories/shadow-reports";
import type { ShadowReportBody } from "@/lib/db/schemas/shadow-report";
import type { Plan } from "@/lib/planning/types";
import { maskPayload } from "@/lib/security";
import type { PlanningResult } from "./plan-turn";

export const SHADOW_REPORT_MAX_BYTES = 64 * 1024;

const toolsOf = (p: Plan) => [...new Set(p.actions.map((a) => a.tool))].sort();

export function compareShadow(classic: PlanningResult, capability: PlanningResult) {
  const sameDecision = classic.plan.decision === capability.plan.decision;
  const sameTools = JSON.stringify(toolsOf(classic.plan)) === JSON.stringify(toolsOf(capability.plan));
  const snapshotIds = new Set(capability.candidateCaps.map((c) => c.id));
  const unsafe = capability.plan.actions.filter((a) => {
    const cap = capability.candidateCaps.find((c) => c.id === a.tool);
    return !snapshotIds.has(a.tool) || !cap?.readOnly || !cap.eligible;
  });
  return {
    agreement: sameDecision && sameTools,
    sameDecision,
    sameTools,
    invalidPlan: capability.record.issuesPerAttempt.some((issues) => issues.length > 0),
    fallback: capability.record.fallback,
    prematureInsufficientAvoided:
      classic.plan.decision === "insufficient" &&
      capability.plan.decision === "tools" &&
      capability.plan.actions.length > 0,
    unsafeProposals: unsafe.map((a) => a.tool),
  };
}

export async function recordShadowReport(
  db: Db,
  actor: Actor,
  turnId: string,
  snapshot: Snapshot,
  classic: PlanningResult,
  capability: PlanningResult,
  classicCalls: number,
  shadowCalls: number,
) {
  const cmp = compareShadow(classic, capability);
  const body = {
    snapshot: { hash: snapshot.hash, size: snapshot.size },
    candidates: capability.candidates.map((c) => ({
      id: c.id,
      score: Math.round(c.score * 100) / 100,
      reasons: c.reasons.slice(0, 6),
    })),
    omittedFamilies: capability.omittedFamilies,
    plans: { classic: classic.plan, capability: capability.plan },
    comparison: cmp,
    corrections: {
      classic: classic.record.issuesPerAttempt,
      capability: capability.record.issuesPerAttempt,
    },
    latencyMs: {
      classic: classic.timings,
      capability: capability.timings,
    },
    tokens: { classic: classic.tokens, capability: capability.tokens },
    promptBytes: { classic: classic.promptBytes, capability: capability.promptBytes },
    externalCalls: { classic: classicCalls, shadow: shadowCalls },
  } satisfies ShadowReportBody; // written as the dashboard reads it back: a renamed part fails to compile
  const masked = maskPayload(body, { maxBytes: SHADOW_REPORT_MAX_BYTES });
  return shadowReportRepo(db, actor).create({
    turnId,
    agreement: cmp.agreement,
    invalidPlan: cmp.invalidPlan,
    fallback: cmp.fallback,
    prematureInsufficientAvoided: cmp.prematureInsufficientAvoided,
    shadowCalls,
    candidates: capability.candidates.length,
    data: masked.value,
  });
}
