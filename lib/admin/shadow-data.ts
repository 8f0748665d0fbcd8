import "server-only";
/** Scoped reads of shadow reports and turns for the dashboard and the gate (tenant + project). */
import type { Actor } from "@/lib/auth";
import type { Db } from "@/lib/db/client";
import { shadowReportRepo } from "@/lib/db/repositories/shadow-reports";
import type { ShadowReportRow, TurnRow } from "./planner-metrics";

/** Upper bound of rows read per page view; beyond it the page says the figures are partial. */
export const MAX_ROWS = 5000;

type Scope = Pick<Actor, "tenantId" | "projectId">;

export async function reportsSince(db: Db, scope: Scope, since: Date) {
  const rows: ShadowReportRow[] = await shadowReportRepo(db, scope).since(since, MAX_ROWS + 1);
  return { rows: rows.slice(0, MAX_ROWS), partial: rows.length > MAX_ROWS };
}

export async function turnsSince(db: Db, scope: Scope, since: Date) {
  const rows: TurnRow[] = await shadowReportRepo(db, scope).turnsSince(since, MAX_ROWS + 1);
  return { rows: rows.slice(0, MAX_ROWS), partial: rows.length > MAX_ROWS };
}

export async function turnsByIds(db: Db, scope: Scope, ids: string[]): Promise<Map<string, TurnRow>> {
  if (ids.length === 0) return new Map();
  const rows: TurnRow[] = await shadowReportRepo(db, scope).turnsByIds(ids);
  return new Map(rows.map((t) => [t.id, t]));
}
