/**
 * Defensive readers over recorded JSON (ShadowReport.data, Turn.validation/plans). What was stored
 * is masked and bounded, so arrays may end with a `{ _truncated: true }` marker and any field may be
 * missing: every reader returns a well-typed default instead of trusting the shape.
 */

import {
  PLAN_DECISIONS,
  type Plan,
  type PlanAction,
  type PlanDecision,
  type ValidationIssue,
} from "@/lib/planning";

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

type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const isMarker = (v: unknown) => isObj(v) && v._truncated === true && Object.keys(v).length <= 2;
const num = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? v : 0);
const str = (v: unknown): string => (typeof v === "string" ? v : "");
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v.filter((x) => !isMarker(x)) : []);

export function readIssue(v: unknown): ValidationIssue | null {
  if (!isObj(v) || typeof v.code !== "string") return null;
  const issue: ValidationIssue = { code: v.code, message: str(v.message) };
  if (typeof v.actionId === "string") issue.actionId = v.actionId;
  if (typeof v.path === "string") issue.path = v.path;
  return issue;
}

export function readIssuesPerAttempt(v: unknown): ValidationIssue[][] {
  return list(v).map((attempt) => list(attempt).flatMap((i) => readIssue(i) ?? []));
}

const isDecision = (v: unknown): v is PlanDecision => PLAN_DECISIONS.some((d) => d === v);

export function readPlan(v: unknown): RecordedPlan | null {
  if (!isObj(v) || !isDecision(v.decision)) return null;
  return {
    decision: v.decision,
    reason: str(v.reason),
    actions: list(v.actions).flatMap((a) =>
      isObj(a) && typeof a.tool === "string"
        ? [
            {
              id: str(a.id),
              tool: a.tool,
              args: isObj(a.args) ? a.args : {},
              dependsOn: list(a.dependsOn).filter((d): d is string => typeof d === "string"),
            },
          ]
        : [],
    ),
  };
}

function readLatency(v: unknown): PhaseLatency | null {
  if (!isObj(v)) return null;
  return { routing: num(v.routing), planning: num(v.planning) };
}

export function readReportBody(data: unknown): ReportBody {
  const d = isObj(data) ? data : {};
  const snap = isObj(d.snapshot) ? d.snapshot : null;
  const size = snap && isObj(snap.size) ? snap.size : {};
  const plans = isObj(d.plans) ? d.plans : {};
  const cmp = isObj(d.comparison) ? d.comparison : {};
  const corr = isObj(d.corrections) ? d.corrections : {};
  const lat = isObj(d.latencyMs) ? d.latencyMs : {};
  const tok = isObj(d.tokens) ? d.tokens : {};
  const ext = isObj(d.externalCalls) ? d.externalCalls : {};
  return {
    snapshot: snap ? { hash: str(snap.hash), count: num(size.count), bytes: num(size.bytes) } : null,
    candidates: list(d.candidates).flatMap((c) =>
      isObj(c) && typeof c.id === "string" ? [{ id: c.id, score: num(c.score) }] : [],
    ),
    plans: { classic: readPlan(plans.classic), capability: readPlan(plans.capability) },
    unsafeProposals: list(cmp.unsafeProposals).map((t) => (typeof t === "string" ? t : JSON.stringify(t))),
    corrections: {
      classic: readIssuesPerAttempt(corr.classic),
      capability: readIssuesPerAttempt(corr.capability),
    },
    latencyMs: { classic: readLatency(lat.classic), capability: readLatency(lat.capability) },
    tokens: { classic: num(tok.classic), capability: num(tok.capability) },
    externalCalls: { classic: num(ext.classic), shadow: num(ext.shadow) },
  };
}

/** The executed plan and validation issues a Turn recorded (`plans.executed`, `validation.issuesPerAttempt`). */
export function readTurnPlanning(plans: unknown, validation: unknown) {
  const p = isObj(plans) ? plans : {};
  const v = isObj(validation) ? validation : {};
  return {
    executed: readPlan(p.executed),
    issuesPerAttempt: readIssuesPerAttempt(v.issuesPerAttempt),
    fallback: v.fallback === true,
  };
}
