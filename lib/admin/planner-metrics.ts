/**
 * Planner dashboard figures (DESIGN.md §4, /admin/planner), computed purely from recorded rows:
 * ShadowReports (both plans, comparison, latency, tokens, external calls) and Turns (mode,
 * validation issues of the executed side). No I/O here; the loader in ./planner-data.ts fetches.
 */
import type { ValidationIssue } from "@/lib/planning";
import { type RecordedPlan, readReportBody, readTurnPlanning } from "./report-body";

export const WINDOW_DAYS = [1, 7, 30] as const;
export type WindowDays = (typeof WINDOW_DAYS)[number];
export const DEFAULT_WINDOW_DAYS: WindowDays = 7;

/** `?days=` → 1 | 7 | 30; anything else falls back to the default (never an error page). */
export function parseWindowDays(
  value: unknown,
  allowed: readonly number[] = WINDOW_DAYS,
  fallback: number = DEFAULT_WINDOW_DAYS,
): number {
  const raw = Array.isArray(value) ? value[0] : value;
  const n = typeof raw === "string" && /^\d{1,3}$/.test(raw) ? Number(raw) : Number.NaN;
  return allowed.includes(n) ? n : fallback;
}

export function windowStart(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}

export type Verdict = "classic" | "capability" | "note";

export interface ShadowReportRow {
  id: string;
  turnId: string;
  createdAt: Date;
  agreement: boolean;
  invalidPlan: boolean;
  fallback: boolean;
  prematureInsufficientAvoided: boolean;
  shadowCalls: number;
  candidates: number;
  data: unknown;
  review: string | null;
  reviewNote: string | null;
  reviewerId: string | null;
  reviewedAt: Date | null;
  liveDataLabel: boolean;
}

export interface TurnRow {
  id: string;
  mode: string;
  status: string;
  question: string;
  createdAt: Date;
  corrections: number;
  tokens: number | null;
  plans: unknown;
  validation: unknown;
}

export interface LatencyStat {
  n: number;
  avg: number | null;
  p95: number | null;
}

export type IssueSide = "classic" | "capability" | "shadow";

export interface SchemaErrorRow {
  server: string;
  tool: string;
  /** Which pipeline produced the plan: executed classic/capability, or the non-executing shadow side. */
  side: IssueSide;
  count: number;
  codes: Record<string, number>;
}

export interface PlannerMetrics {
  reports: number;
  turns: number;
  turnsByMode: Record<string, number>;
  agreements: number;
  agreementRate: number | null;
  invalidPlans: number;
  invalidPlanRate: number | null;
  corrections: { capability: number; classic: number; turnsExecuted: number };
  fallbacks: number;
  prematureInsufficientAvoided: number;
  averageCandidates: number | null;
  latency: { capabilityRouting: LatencyStat; capabilityPlanning: LatencyStat; classicPlanning: LatencyStat };
  tokens: { classic: number; capability: number; executed: number };
  externalCalls: { classic: number; shadow: number };
  divergences: number;
  reviewed: number;
  unreviewed: number;
  liveDataLabelled: number;
  schemaErrors: SchemaErrorRow[];
}

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

export function latencyStat(values: number[]): LatencyStat {
  const v = values.filter((x) => Number.isFinite(x) && x >= 0).sort((a, b) => a - b);
  if (v.length === 0) return { n: 0, avg: null, p95: null };
  const avg = v.reduce((a, b) => a + b, 0) / v.length;
  // Nearest-rank percentile: the smallest value with at least 95% of samples at or below it.
  const p95 = v[Math.min(v.length - 1, Math.ceil(0.95 * v.length) - 1)];
  return { n: v.length, avg: Math.round(avg), p95 };
}

/** Correction attempts = attempts after the first (the last attempt validated or fell back). */
export const correctionsOf = (issuesPerAttempt: ValidationIssue[][]) =>
  Math.max(0, issuesPerAttempt.length - 1);

const CAPABILITY_ID = /\b((?:mcp|api):[A-Za-z0-9_.-]+\/[A-Za-z0-9_./-]+|kb:search)/;

/** `mcp:commerce/orders.search` → server `mcp:commerce`, tool `orders.search`. */
export function splitCapabilityId(id: string): { server: string; tool: string } {
  if (id === "kb:search") return { server: "kb", tool: "search" };
  const slash = id.indexOf("/");
  if (slash < 0) return { server: "(unknown)", tool: id };
  return { server: id.slice(0, slash), tool: id.slice(slash + 1) };
}

/**
 * The tool an issue is about: the capability id the validator names in its message, else the
 * planned action with the issue's action id. Plan-level issues (no tool) are grouped as `(plan)`.
 */
export function toolOfIssue(issue: ValidationIssue, plan: RecordedPlan | null): string | null {
  // Plan-level issues (no action) may list several tools in their message; they belong to no tool.
  if (!issue.actionId) return null;
  const named = issue.message.match(CAPABILITY_ID)?.[1];
  if (named) return named.replace(/[.,;:)"']+$/, "");
  if (issue.actionId && plan) {
    const action = plan.actions.find((a) => a.id === issue.actionId);
    if (action) return action.tool;
  }
  return null;
}

export function schemaErrorsOf(
  sources: { side: IssueSide; plan: RecordedPlan | null; issuesPerAttempt: ValidationIssue[][] }[],
): SchemaErrorRow[] {
  const rows = new Map<string, SchemaErrorRow>();
  for (const s of sources) {
    for (const issue of s.issuesPerAttempt.flat()) {
      const tool = toolOfIssue(issue, s.plan);
      const { server, tool: name } = tool
        ? splitCapabilityId(tool)
        : { server: "(plan)", tool: issue.code === "premature_insufficient" ? "(decision)" : "(plan)" };
      const key = `${server}\u0000${name}\u0000${s.side}`;
      const row = rows.get(key) ?? { server, tool: name, side: s.side, count: 0, codes: {} };
      row.count++;
      row.codes[issue.code] = (row.codes[issue.code] ?? 0) + 1;
      rows.set(key, row);
    }
  }
  return [...rows.values()].sort(
    (a, b) => b.count - a.count || a.server.localeCompare(b.server) || a.tool.localeCompare(b.tool),
  );
}

export function computePlannerMetrics(reports: ShadowReportRow[], turns: TurnRow[]): PlannerMetrics {
  const bodies = reports.map((r) => ({ row: r, body: readReportBody(r.data) }));
  const turnsByMode: Record<string, number> = {};
  let executedTokens = 0;
  let executedCorrections = 0;
  const sources: Parameters<typeof schemaErrorsOf>[0] = [];
  for (const t of turns) {
    turnsByMode[t.mode] = (turnsByMode[t.mode] ?? 0) + 1;
    executedTokens += t.tokens ?? 0;
    executedCorrections += t.corrections;
    const p = readTurnPlanning(t.plans, t.validation);
    sources.push({
      side: t.mode === "capability" ? "capability" : "classic",
      plan: p.executed,
      issuesPerAttempt: p.issuesPerAttempt,
    });
  }
  for (const { body } of bodies) {
    sources.push({
      side: "shadow",
      plan: body.plans.capability,
      issuesPerAttempt: body.corrections.capability,
    });
  }

  const n = reports.length;
  const count = (f: (r: ShadowReportRow) => boolean) => reports.filter(f).length;
  const agreements = count((r) => r.agreement);
  const invalidPlans = count((r) => r.invalidPlan);
  const divergent = reports.filter((r) => !r.agreement);
  const reviewed = divergent.filter((r) => r.reviewedAt !== null).length;
  return {
    reports: n,
    turns: turns.length,
    turnsByMode,
    agreements,
    agreementRate: rate(agreements, n),
    invalidPlans,
    invalidPlanRate: rate(invalidPlans, n),
    corrections: {
      capability: bodies.reduce((a, b) => a + correctionsOf(b.body.corrections.capability), 0),
      classic: bodies.reduce((a, b) => a + correctionsOf(b.body.corrections.classic), 0),
      turnsExecuted: executedCorrections,
    },
    fallbacks: count((r) => r.fallback),
    prematureInsufficientAvoided: count((r) => r.prematureInsufficientAvoided),
    averageCandidates:
      n > 0 ? Math.round((reports.reduce((a, r) => a + r.candidates, 0) / n) * 10) / 10 : null,
    latency: {
      capabilityRouting: latencyStat(bodies.flatMap((b) => b.body.latencyMs.capability?.routing ?? [])),
      capabilityPlanning: latencyStat(bodies.flatMap((b) => b.body.latencyMs.capability?.planning ?? [])),
      classicPlanning: latencyStat(bodies.flatMap((b) => b.body.latencyMs.classic?.planning ?? [])),
    },
    tokens: {
      classic: bodies.reduce((a, b) => a + b.body.tokens.classic, 0),
      capability: bodies.reduce((a, b) => a + b.body.tokens.capability, 0),
      executed: executedTokens,
    },
    externalCalls: {
      classic: bodies.reduce((a, b) => a + b.body.externalCalls.classic, 0),
      // The column and the body are written by separate code paths: count the larger, never hide a call.
      shadow: bodies.reduce((a, b) => a + Math.max(b.row.shadowCalls, b.body.externalCalls.shadow), 0),
    },
    divergences: divergent.length,
    reviewed,
    unreviewed: divergent.length - reviewed,
    liveDataLabelled: count((r) => r.liveDataLabel),
    schemaErrors: schemaErrorsOf(sources),
  };
}

export interface ShadowTurnRow {
  reportId: string;
  turnId: string;
  createdAt: Date;
  question: string;
  mode: string | null;
  agreement: boolean;
  classic: RecordedPlan | null;
  capability: RecordedPlan | null;
  sameDecision: boolean;
  sameTools: boolean;
  unsafeProposals: string[];
  review: string | null;
  reviewNote: string | null;
  reviewerId: string | null;
  reviewedAt: Date | null;
  liveDataLabel: boolean;
}

const toolsOf = (p: RecordedPlan | null) => [...new Set((p?.actions ?? []).map((a) => a.tool))].sort();

/** Every shadow turn, newest first, with both plans side by side and its review state. */
export function shadowTurnsOf(reports: ShadowReportRow[], turns: Map<string, TurnRow>): ShadowTurnRow[] {
  return [...reports]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((r) => {
      const body = readReportBody(r.data);
      const { classic, capability } = body.plans;
      const turn = turns.get(r.turnId);
      return {
        reportId: r.id,
        turnId: r.turnId,
        createdAt: r.createdAt,
        question: turn?.question ?? "",
        mode: turn?.mode ?? null,
        agreement: r.agreement,
        classic,
        capability,
        sameDecision: classic?.decision === capability?.decision,
        sameTools: JSON.stringify(toolsOf(classic)) === JSON.stringify(toolsOf(capability)),
        unsafeProposals: body.unsafeProposals,
        review: r.review,
        reviewNote: r.reviewNote,
        reviewerId: r.reviewerId,
        reviewedAt: r.reviewedAt,
        liveDataLabel: r.liveDataLabel,
      };
    });
}

/** Divergent turns (agreement false), newest first. */
export function divergencesOf(reports: ShadowReportRow[], turns: Map<string, TurnRow>): ShadowTurnRow[] {
  return shadowTurnsOf(
    reports.filter((r) => !r.agreement),
    turns,
  );
}
