import "server-only";
/**
 * Data for /admin/planner: metrics over the window and the shadow turns to review. Everything that
 * reaches the page is masked again here (defence in depth: the report body was masked when stored,
 * the turn's question was not).
 */
import type { Actor } from "@/lib/auth";
import type { Db } from "@/lib/db/client";
import { getPlannerMode, type PlannerMode } from "@/lib/db/repositories/settings";
import { maskSensitive } from "@/lib/security";
import { personLabel, tenantPeople } from "./people";
import {
  computePlannerMetrics,
  type PlannerMetrics,
  type ShadowTurnRow,
  shadowTurnsOf,
  windowStart,
} from "./planner-metrics";
import { reportsSince, turnsByIds, turnsSince } from "./shadow-data";

/** Shadow turns listed on the page; the metrics cover the whole window. */
export const LISTED_TURNS = 50;

export interface ShadowTurnView {
  reportId: string;
  turnId: string;
  at: string;
  question: string;
  agreement: boolean;
  classicDecision: string;
  capabilityDecision: string;
  classicJson: string;
  capabilityJson: string;
  sameDecision: boolean;
  sameTools: boolean;
  unsafeProposals: string[];
  review: { verdict: string; note: string; by: string; at: string } | null;
  liveDataLabel: boolean;
}

export interface PlannerDashboard {
  days: number;
  since: string;
  mode: PlannerMode;
  metrics: PlannerMetrics;
  partial: boolean;
  divergent: ShadowTurnView[];
  recent: ShadowTurnView[];
}

const pretty = (v: unknown) => JSON.stringify(maskSensitive(v ?? null, { maxBytes: 16 * 1024 }), null, 2);

function toView(r: ShadowTurnRow, people: Awaited<ReturnType<typeof tenantPeople>>): ShadowTurnView {
  return {
    reportId: r.reportId,
    turnId: r.turnId,
    at: r.createdAt.toISOString(),
    question: String(maskSensitive(r.question, { maxBytes: 600 })),
    agreement: r.agreement,
    classicDecision: r.classic?.decision ?? "—",
    capabilityDecision: r.capability?.decision ?? "—",
    classicJson: pretty(r.classic),
    capabilityJson: pretty(r.capability),
    sameDecision: r.sameDecision,
    sameTools: r.sameTools,
    unsafeProposals: r.unsafeProposals,
    review:
      r.reviewedAt && r.review
        ? {
            verdict: r.review,
            note: String(maskSensitive(r.reviewNote ?? "", { maxBytes: 1000 })),
            by: personLabel(people, r.reviewerId),
            at: r.reviewedAt.toISOString(),
          }
        : null,
    liveDataLabel: r.liveDataLabel,
  };
}

export async function loadPlannerDashboard(
  db: Db,
  actor: Actor,
  days: number,
  now = new Date(),
): Promise<PlannerDashboard> {
  const since = windowStart(now, days);
  const [reports, turns, people, mode] = await Promise.all([
    reportsSince(db, actor, since),
    turnsSince(db, actor, since),
    tenantPeople(db, actor.tenantId),
    getPlannerMode(db, actor.tenantId),
  ]);
  const metrics = computePlannerMetrics(reports.rows, turns.rows);
  const listed = reports.rows.slice(0, LISTED_TURNS);
  const divergentRows = reports.rows.filter((r) => !r.agreement).slice(0, LISTED_TURNS);
  const byId = await turnsByIds(db, actor, [...new Set([...listed, ...divergentRows].map((r) => r.turnId))]);
  return {
    days,
    since: since.toISOString(),
    mode: mode.mode,
    metrics,
    partial: reports.partial || turns.partial,
    divergent: shadowTurnsOf(divergentRows, byId).map((r) => toView(r, people)),
    recent: shadowTurnsOf(listed, byId).map((r) => toView(r, people)),
  };
}
