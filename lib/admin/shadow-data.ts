import "server-only";
/** Scoped reads of shadow reports and turns for the dashboard and the gate (tenant + project). */
import type { Actor } from "@/lib/auth";
import type { Db } from "@/lib/db/client";
import type { ShadowReportRow, TurnRow } from "./planner-metrics";

/** Upper bound of rows read per page view; beyond it the page says the figures are partial. */
export const MAX_ROWS = 5000;

type Scope = Pick<Actor, "tenantId" | "projectId">;

export async function reportsSince(db: Db, scope: Scope, since: Date) {
  const rows: ShadowReportRow[] = await db.shadowReport.findMany({
    where: { tenantId: scope.tenantId, projectId: scope.projectId, createdAt: { gte: since } },
    orderBy: { createdAt: "desc" },
    take: MAX_ROWS + 1,
  });
  return { rows: rows.slice(0, MAX_ROWS), partial: rows.length > MAX_ROWS };
}

/** Turns of live traffic since `since`; `exclude` lists conversations that are not (golden runs). */
/** The Turn columns the dashboard reads, for both queries below. */
const TURN_ROW_SELECT = {
  id: true,
  mode: true,
  status: true,
  question: true,
  createdAt: true,
  corrections: true,
  tokens: true,
  plans: true,
  validation: true,
} as const;

export async function turnsSince(db: Db, scope: Scope, since: Date) {
  const rows: TurnRow[] = await db.turn.findMany({
    where: {
      tenantId: scope.tenantId,
      projectId: scope.projectId,
      createdAt: { gte: since },
    },
    orderBy: { createdAt: "desc" },
    take: MAX_ROWS + 1,
    select: TURN_ROW_SELECT,
  });
  return { rows: rows.slice(0, MAX_ROWS), partial: rows.length > MAX_ROWS };
}

export async function turnsByIds(db: Db, scope: Scope, ids: string[]): Promise<Map<string, TurnRow>> {
  if (ids.length === 0) return new Map();
  const rows: TurnRow[] = await db.turn.findMany({
    where: { tenantId: scope.tenantId, projectId: scope.projectId, id: { in: ids } },
    select: TURN_ROW_SELECT,
  });
  return new Map(rows.map((t) => [t.id, t]));
}
