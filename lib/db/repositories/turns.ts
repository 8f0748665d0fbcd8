/**
 * Recorded turns, read back scoped to the actor's tenant, project and own conversation
 * (CONVENTIONS.md #4): a turn id from another conversation, user or tenant is simply not found.
 */
import type { Actor } from "@/lib/actor";
import { AppError } from "@/lib/errors";
import type { Suspension } from "@/lib/execution/types";
import type { Plan, PlanAction } from "@/lib/planning/types";
import type { Db } from "../client";

/** What a clarify turn stored about its offered choices (turn.plans). */
export interface StoredChoices {
  turnId: string;
  choices: PlanAction[];
  /** The selection in use when the choices were offered (a `$from: selection` choice reads it). */
  selection: { id: string; version: number } | null;
}

/** A turn that stopped on a pick-one step (turn.suspended), read back to continue it. */
export interface StoredSuspension {
  turnId: string;
  question: string;
  /** The planner mode the question was asked in (a re-plan uses the same side). */
  mode: string;
  /** `suspended` while it waits; anything else once it continued (or is continuing). */
  status: string;
  plans: Record<string, unknown>;
  /** The plan that ran up to the suspension (plans.executed). */
  plan: Plan;
  suspension: Suspension;
  evidence: unknown[];
  externalCalls: number;
  /** The selection in use when the question was asked (a `$from: selection` action reads it). */
  selection: { id: string; version: number } | null;
}

export function turnRepo(db: Db, actor: Pick<Actor, "tenantId" | "projectId" | "userId">) {
  const scope = { tenantId: actor.tenantId, projectId: actor.projectId, userId: actor.userId };
  return {
    /** The choices a clarify turn of this conversation offered; none offered → not found. */
    async choices(conversationId: string, turnId: string): Promise<StoredChoices> {
      const t = await db.turn.findFirst({
        where: { id: turnId, conversationId, ...scope },
        select: { id: true, plans: true, suspended: true },
      });
      const plans = (t?.plans ?? null) as {
        executed?: { decision?: string; choices?: PlanAction[] };
        selection?: { id: string; version: number } | null;
      } | null;
      // The choices run whole from turn.suspended (plans is the masked record; older rows keep them there).
      const executed = (t?.suspended as { plan?: Plan } | null)?.plan ?? plans?.executed;
      if (!t || executed?.decision !== "clarify" || !Array.isArray(executed.choices))
        throw new AppError("not_found:choice", `no choices on turn ${turnId} in scope`);
      return { turnId: t.id, choices: executed.choices, selection: plans?.selection ?? null };
    },

    /** The suspension of a turn of this conversation; a turn that never suspended → not found. */
    async suspension(conversationId: string, turnId: string): Promise<StoredSuspension> {
      const t = await db.turn.findFirst({ where: { id: turnId, conversationId, ...scope } });
      const plans = (t?.plans ?? {}) as Record<string, unknown> & {
        executed?: Plan;
        selection?: { id: string; version: number } | null;
      };
      // The plan a pick continues is kept whole beside the suspended step (plans is the masked record).
      const pending = (t?.suspended ?? null) as (Suspension & { plan?: Plan }) | null;
      const plan = pending?.plan ?? plans.executed;
      if (!t || !pending?.remainingPlan || plan?.decision !== "tools")
        throw new AppError("not_found:resume", `turn ${turnId} has no suspension in scope`);
      return {
        turnId: t.id,
        question: t.question,
        mode: t.mode,
        status: t.status,
        plans,
        plan,
        suspension: t.suspended as unknown as Suspension,
        evidence: Array.isArray(t.evidence) ? t.evidence : [],
        externalCalls: t.externalCalls,
        selection: plans.selection ?? null,
      };
    },

    /**
     * Takes the suspended turn for one continuation: exactly one caller gets true (a double click,
     * a second tab, a replay get false). The status test and the write are one statement.
     */
    async claimSuspended(turnId: string): Promise<boolean> {
      const r = await db.turn.updateMany({
        where: { id: turnId, status: "suspended", ...scope },
        data: { status: "resuming" },
      });
      return r.count === 1;
    },

    /** Gives a claimed turn back (its continuation ran nothing or failed before recording). */
    async releaseSuspended(turnId: string): Promise<void> {
      await db.turn.updateMany({
        where: { id: turnId, status: "resuming", ...scope },
        data: { status: "suspended" },
      });
    },
  };
}
