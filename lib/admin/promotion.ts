import "server-only";
/**
 * Promotion to `capability` and rollback to `classic` (DESIGN.md §4). The gate is recomputed here,
 * server-side, from recorded data: the browser's idea of "all green" is never trusted. A forced
 * promotion needs a written reason, kept in the SettingChange and the audit event.
 */
import type { Actor } from "@/lib/auth";
import { recordAudit } from "@/lib/db/audit";
import type { Db } from "@/lib/db/client";
import { getPlannerMode, setPlannerMode } from "@/lib/db/repositories/settings";
import { userError } from "@/lib/errors";
import { DEFAULT_GATE_WINDOW_DAYS } from "./gate";
import { loadGate } from "./gate-data";

export const MIN_FORCE_REASON = 10;

export async function promoteToCapability(
  db: Db,
  actor: Actor,
  input: { force: boolean; reason: string; days?: number },
): Promise<{ forced: boolean }> {
  const gate = await loadGate(db, actor, input.days ?? DEFAULT_GATE_WINDOW_DAYS);
  const red = gate.criteria.filter((c) => !c.pass);
  const reason = input.reason.trim();
  if (red.length > 0 && !input.force) throw userError("conflict:gate");
  if (red.length > 0 && reason.length < MIN_FORCE_REASON) {
    throw userError(
      "bad_request:input",
      `A forced promotion needs a written reason of at least ${MIN_FORCE_REASON} characters.`,
    );
  }
  const forced = red.length > 0;
  const { mode: before } = await getPlannerMode(db, actor.tenantId);
  const settingReason = forced
    ? `Forced promotion (gate red: ${red.map((c) => c.id).join(", ")}): ${reason}`
    : `Promotion: all gate criteria green${reason ? ` — ${reason}` : ""}`;
  await setPlannerMode(db, actor, "capability", settingReason.slice(0, 500));
  await recordAudit(db, {
    tenantId: actor.tenantId,
    projectId: actor.projectId,
    actorId: actor.userId,
    kind: "planner.promote",
    target: "capability",
    outcome: "ok",
    reason: settingReason,
    data: {
      forced,
      from: before,
      windowDays: gate.days,
      criteria: gate.criteria.map((c) => ({ id: c.id, pass: c.pass, figure: c.figure })),
    },
  });
  return { forced };
}

export async function rollbackToClassic(db: Db, actor: Actor, reason: string): Promise<void> {
  const { mode: before } = await getPlannerMode(db, actor.tenantId);
  const text = `Rollback to classic${reason.trim() ? `: ${reason.trim()}` : ""}`;
  await setPlannerMode(db, actor, "classic", text.slice(0, 500));
  await recordAudit(db, {
    tenantId: actor.tenantId,
    projectId: actor.projectId,
    actorId: actor.userId,
    kind: "planner.rollback",
    target: "classic",
    reason: text,
    data: { from: before },
  });
}
