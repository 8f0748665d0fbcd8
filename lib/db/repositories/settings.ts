/**
 * Governed settings (tenant-scoped, audited). The saved setting wins over the env default and is
 * read on every turn, so a change takes effect on the next turn on every instance sharing the DB.
 */
import { z } from "zod";
import type { Actor } from "@/lib/actor";
import { assertAdmin } from "@/lib/actor";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { recordAudit } from "../audit";
import type { Db } from "../client";
import { toJson } from "../json";

export const PLANNER_MODES = ["classic", "shadow", "capability"] as const;
export type PlannerMode = (typeof PLANNER_MODES)[number];
export const PLANNER_MODE_KEY = "agent.planner.mode";
/** The stored value of `agent.planner.mode`; anything else (a retired mode) falls back to the env. */
const plannerModeSchema = z.enum(PLANNER_MODES);

export async function getPlannerMode(
  db: Db,
  tenantId: string,
): Promise<{ mode: PlannerMode; source: "setting" | "env" }> {
  const s = await db.appSetting.findUnique({ where: { tenantId_key: { tenantId, key: PLANNER_MODE_KEY } } });
  return plannerModeOf(s?.value);
}

/** The planner mode a stored `agent.planner.mode` value says (undefined: none stored), else the env's. */
export function plannerModeOf(stored: unknown): { mode: PlannerMode; source: "setting" | "env" } {
  const saved = plannerModeSchema.safeParse(stored);
  if (saved.success) return { mode: saved.data, source: "setting" };
  return { mode: env().AGENT_PLANNER_MODE, source: "env" };
}

export async function setPlannerMode(db: Db, actor: Actor, mode: PlannerMode, reason: string) {
  assertAdmin(actor);
  if (!(PLANNER_MODES as readonly string[]).includes(mode))
    throw new AppError("bad_request:input", `bad mode ${mode}`);
  const key = PLANNER_MODE_KEY;
  const old = await db.appSetting.findUnique({ where: { tenantId_key: { tenantId: actor.tenantId, key } } });
  await db.$transaction([
    db.appSetting.upsert({
      where: { tenantId_key: { tenantId: actor.tenantId, key } },
      update: { value: mode, updatedBy: actor.userId },
      create: { tenantId: actor.tenantId, key, value: mode, updatedBy: actor.userId },
    }),
    db.settingChange.create({
      data: {
        tenantId: actor.tenantId,
        key,
        oldValue: old?.value == null ? undefined : toJson(old.value),
        newValue: mode,
        actorId: actor.userId,
        reason: reason.slice(0, 500),
      },
    }),
  ]);
  await recordAudit(db, {
    tenantId: actor.tenantId,
    projectId: actor.projectId,
    actorId: actor.userId,
    kind: "setting.change",
    target: key,
    reason,
    data: { old: old?.value ?? null, new: mode },
  });
}

export function settingHistory(db: Db, tenantId: string, key = PLANNER_MODE_KEY) {
  return db.settingChange.findMany({ where: { tenantId, key }, orderBy: { createdAt: "desc" }, take: 50 });
}
