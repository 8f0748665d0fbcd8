/**
 * Recorded turns, read back scoped to the actor's tenant, project and own conversation
 * (CONVENTIONS.md #4): a turn id from another conversation, user or tenant is simply not found.
 */
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import type { PlanAction } from "@/lib/planning/types";
import type { Db } from "../client";

/** What a clarify turn stored about its offered choices (turn.plans). */
export interface StoredChoices {
  turnId: string;
  choices: PlanAction[];
  /** The selection in use when the choices were offered (a `$from: selection` choice reads it). */
  selection: { id: string; version: number } | null;
}

export function turnRepo(db: Db, actor: Pick<Actor, "tenantId" | "projectId" | "userId">) {
  const scope = { tenantId: actor.tenantId, projectId: actor.projectId, userId: actor.userId };
  return {
    /** The choices a clarify turn of this conversation offered; none offered → not found. */
    async choices(conversationId: string, turnId: string): Promise<StoredChoices> {
      const t = await db.turn.findFirst({
        where: { id: turnId, conversationId, ...scope },
        select: { id: true, plans: true },
      });
      const plans = (t?.plans ?? null) as {
        executed?: { decision?: string; choices?: PlanAction[] };
        selection?: { id: string; version: number } | null;
      } | null;
      const executed = plans?.executed;
      if (!t || executed?.decision !== "clarify" || !Array.isArray(executed.choices))
        throw new AppError("not_found:choice", `no choices on turn ${turnId} in scope`);
      return { turnId: t.id, choices: executed.choices, selection: plans?.selection ?? null };
    },
  };
}
