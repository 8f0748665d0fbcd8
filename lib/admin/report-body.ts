/**
 * What the dashboard reads of recorded JSON (ShadowReport.data, Turn.validation/plans), parsed with
 * the stored schemas (lib/db/schemas): a masked, bounded record reads with its cut parts empty.
 */
import type { z } from "zod";
import { shadowReportBodySchema } from "@/lib/db/schemas/shadow-report";
import { turnPlansSchema, turnValidationSchema } from "@/lib/db/schemas/turn";
import type { Plan, PlanAction, ValidationIssue } from "@/lib/planning";

/** What the dashboard reads of a recorded plan: the one `Plan`, less what a report may have cut. */
export type RecordedPlan = Pick<Plan, "decision" | "reason"> & {
  actions: Pick<PlanAction, "id" | "tool" | "args" | "dependsOn">[];
};

export interface PhaseLatency {
  routing: number;
  planning: number;
}

export interface ReportBody {
  snapshot: { hash: string; count: number; bytes: number } | null;
  candidates: { id: string; score: number }[];
  plans: { classic: RecordedPlan | null; capability: RecordedPlan | null };
  unsafeProposals: string[];
  corrections: { classic: ValidationIssue[][]; capability: ValidationIssue[][] };
  latencyMs: { classic: PhaseLatency | null; capability: PhaseLatency | null };
  tokens: { classic: number; capability: number };
  externalCalls: { classic: number; shadow: number };
}

/**
 * A stored record parsed with its schema; a row no part of which can be read (not an object at all)
 * reads as the empty record, so one corrupt row never takes the dashboard down with it.
 */
function readRecord<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value ?? {});
  return r.success ? r.data : schema.parse({});
}

export function readReportBody(data: unknown): ReportBody {
  const d = readRecord(shadowReportBodySchema, data);
  return {
    snapshot: d.snapshot && {
      hash: d.snapshot.hash,
      count: d.snapshot.size.count,
      bytes: d.snapshot.size.bytes,
    },
    candidates: d.candidates.map((c) => ({ id: c.id, score: c.score })),
    plans: d.plans,
    unsafeProposals: d.comparison.unsafeProposals,
    corrections: d.corrections,
    latencyMs: d.latencyMs,
    tokens: d.tokens,
    externalCalls: d.externalCalls,
  };
}

/** The executed plan and validation issues a Turn recorded (`plans.executed`, `validation.issuesPerAttempt`). */
export function readTurnPlanning(plans: unknown, validation: unknown) {
  const p = readRecord(turnPlansSchema, plans);
  const v = readRecord(turnValidationSchema, validation);
  return {
    executed: p.executed ?? null,
    issuesPerAttempt: v.issuesPerAttempt ?? [],
    fallback: v.fallback === true,
  };
}
