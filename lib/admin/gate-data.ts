import "server-only";
/** Data for /admin/planner/gate: the gate over the evidence window, from recorded data only. */
import type { Actor } from "@/lib/auth";
import type { Db } from "@/lib/db/client";
import { getPlannerMode, type PlannerMode } from "@/lib/db/repositories/settings";
import { computeGate, type GateResult, type GoldenRecord, readGoldenEvent } from "./gate";
import { latestGoldenEvent } from "./golden";
import { personLabel, tenantPeople } from "./people";
import { windowStart } from "./planner-metrics";
import { reportsSince } from "./shadow-data";

export interface GateView extends GateResult {
  days: number;
  since: string;
  mode: PlannerMode;
  modeSource: "setting" | "env";
  golden: (Omit<GoldenRecord, "at"> & { at: string; by: string }) | null;
  partial: boolean;
}

export async function loadGate(db: Db, actor: Actor, days: number, now = new Date()): Promise<GateView> {
  const since = windowStart(now, days);
  const [reports, event, mode, people] = await Promise.all([
    reportsSince(db, actor, since),
    latestGoldenEvent(db, actor),
    getPlannerMode(db, actor.tenantId),
    tenantPeople(db, actor.tenantId),
  ]);
  const golden = readGoldenEvent(event);
  const gate = computeGate({ reports: reports.rows, golden });
  return {
    ...gate,
    days,
    since: since.toISOString(),
    mode: mode.mode,
    modeSource: mode.source,
    golden: golden
      ? { ...golden, at: golden.at.toISOString(), by: personLabel(people, event?.actorId) }
      : null,
    partial: reports.partial,
  };
}
