import "server-only";
/** Data for /admin/settings: the effective planner mode, where it comes from, and its history. */
import type { Actor } from "@/lib/auth";
import type { Db } from "@/lib/db/client";
import {
  getPlannerMode,
  PLANNER_MODES,
  type PlannerMode,
  settingHistory,
} from "@/lib/db/repositories/settings";
import { env } from "@/lib/env";
import { personLabel, tenantPeople } from "./people";

export interface ModeChangeView {
  id: string;
  at: string;
  who: string;
  oldValue: string | null;
  newValue: string;
  reason: string;
}

export interface SettingsView {
  mode: PlannerMode;
  source: "setting" | "env";
  envDefault: PlannerMode;
  modes: readonly PlannerMode[];
  history: ModeChangeView[];
}

const modeText = (v: unknown): string | null =>
  typeof v === "string" ? v : v == null ? null : JSON.stringify(v);

export async function loadSettingsView(db: Db, actor: Actor): Promise<SettingsView> {
  const [{ mode, source }, history, people] = await Promise.all([
    getPlannerMode(db, actor.tenantId),
    settingHistory(db, actor.tenantId),
    tenantPeople(db, actor.tenantId),
  ]);
  return {
    mode,
    source,
    envDefault: env().AGENT_PLANNER_MODE,
    modes: PLANNER_MODES,
    history: history.map((h) => ({
      id: h.id,
      at: h.createdAt.toISOString(),
      who: personLabel(people, h.actorId),
      oldValue: modeText(h.oldValue),
      newValue: modeText(h.newValue) ?? "",
      reason: h.reason,
    })),
  };
}
