/**
 * Recorded turns, read back scoped to the actor's tenant, project and own conversation
 * (CONVENTIONS.md #4): a turn id from another conversation, user or tenant is simply not found.
 */

import type { Prisma } from "@/generated/sqlite/client";
import type { Actor } from "@/lib/actor";
import { AppError } from "@/lib/errors";
import type { Suspension } from "@/lib/execution/types";
import type { Plan, PlanAction } from "@/lib/planning/types";
import type { Db } from "../client";
import { fromJson, toJson } from "../json";
import {
  type PendingPick,
  pendingPickSchema,
  type RecordedEvidence,
  type ResumeFailure,
  type TurnPlans,
  type TurnTimings,
  turnEvidenceSchema,
  turnPlansSchema,
  turnRouteSchema,
  turnTimingsSchema,
  turnValidationSchema,
} from "../schemas/turn";

export type { ResumeFailure, TurnPlans, TurnTimings } from "../schemas/turn";

/** What a clarify turn stored about its offered choices (turn.plans). */
export interface StoredChoices {
  turnId: string;
  choices: PlanAction[];
  /** The selection in use when the choices were offered (a `$from: selection` choice reads it). */
  selection: { id: string; version: number } | null;
}

/** How long a continuation's claim holds unless renewed (it is renewed every third of it while it runs). */
export const RESUME_LEASE_MS = 30_000;

/**
 * A turn a continuation holds has the status `resuming:<lease expiry, ISO 8601>`: the claim and its
 * lease live in the one column every write compares-and-sets, so taking back a lapsed claim, renewing
 * it and recording the continuation each succeed for exactly one holder, with no schema change.
 */
export const resumingStatus = (until: Date) => `resuming:${until.toISOString()}`;

/**
 * The lease of a held turn: its expiry; null for a bare `resuming` (a claim written before leases,
 * never renewed); undefined when the turn is not held.
 */
export function resumingUntil(status: string): Date | null | undefined {
  if (status === "resuming") return null;
  if (!status.startsWith("resuming:")) return undefined;
  const t = Date.parse(status.slice("resuming:".length));
  return Number.isNaN(t) ? null : new Date(t);
}

/** Whether a held turn's claim has lapsed at `now` (its continuation died): it may be taken back. */
export function claimLapsed(status: string, now: Date = new Date()): boolean {
  const until = resumingUntil(status);
  return until === null || (until !== undefined && until.getTime() <= now.getTime());
}

/** A turn that stopped on a pick-one step (turn.suspended), read back to continue it. */
export interface StoredSuspension {
  turnId: string;
  question: string;
  /** The planner mode the question was asked in (a re-plan uses the same side). */
  mode: string;
  /** `suspended` while it waits; `resuming:…` while a continuation holds it; anything else once it continued. */
  status: string;
  plans: TurnPlans;
  /** The plan that ran up to the suspension (plans.executed). */
  plan: Plan;
  suspension: Suspension;
  /** The masked record of what ran before the pick (read back through its schema). */
  evidence: RecordedEvidence[];
  externalCalls: number;
  /** Model tokens the turn spent before the pick (its continuation's budget starts from them). */
  tokens: number;
  /** Planning steps the turn spent before the pick (plans.steps; its continuation's budget starts from them). */
  steps: number;
  /** The selection in use when the question was asked (a `$from: selection` action reads it). */
  selection: { id: string; version: number } | null;
}

/**
 * A turn's JSON columns as values. `plans` and `evidence` are the masked record (a masked copy:
 * lib/agent/turn-record.ts), `suspended` the whole pending pick; each becomes JSON in one place.
 */
export interface TurnJson {
  route?: object;
  plans?: unknown;
  validation?: object;
  evidence?: unknown;
  timings?: TurnTimings;
  suspended?: PendingPick;
}
type Scoped = "id" | "tenantId" | "projectId" | "userId" | "createdAt";
export type NewTurn = Omit<Prisma.TurnUncheckedCreateInput, Scoped | keyof TurnJson> & TurnJson;
export type TurnUpdate = Omit<Prisma.TurnUpdateManyMutationInput, keyof TurnJson> &
  TurnJson & { status: string };

function withJson<T extends TurnJson>(data: T) {
  const { route, plans, validation, evidence, timings, suspended, ...rest } = data;
  const json = { route, plans, validation, evidence, timings, suspended };
  return {
    ...rest,
    ...Object.fromEntries(
      Object.entries(json).flatMap(([k, v]) => (v === undefined ? [] : [[k, toJson(v)]])),
    ),
  };
}

/** `turn.plans` read back (a turn recorded without plans reads as an empty record). */
export const readPlans = (plans: unknown): TurnPlans => fromJson(turnPlansSchema, plans ?? {}, "turn.plans");
const readPending = (suspended: unknown) =>
  suspended == null ? null : fromJson(pendingPickSchema, suspended, "turn.suspended");

export function turnRepo(db: Db, actor: Pick<Actor, "tenantId" | "projectId" | "userId">) {
  const scope = { tenantId: actor.tenantId, projectId: actor.projectId, userId: actor.userId };
  return {
    /** Records a turn of this conversation (the actor's). */
    create: (data: NewTurn) =>
      db.turn.create({ data: { ...withJson(data), ...scope }, select: { id: true } }),

    /** The latest `take` turns of this conversation, newest first, with their recorded plans. */
    async recent(conversationId: string, take: number) {
      const rows = await db.turn.findMany({
        where: { conversationId, ...scope },
        orderBy: { createdAt: "desc" },
        take,
        select: { question: true, plans: true },
      });
      return rows.map((t) => ({ question: t.question, plans: readPlans(t.plans) }));
    },

    /** The latest turn of this conversation with its record read back (the golden suites check it). */
    async latest(conversationId: string) {
      const t = await db.turn.findFirst({
        where: { conversationId, ...scope },
        orderBy: { createdAt: "desc" },
      });
      if (!t) return null;
      return {
        id: t.id,
        status: t.status,
        plans: readPlans(t.plans),
        validation: fromJson(turnValidationSchema, t.validation ?? {}, "turn.validation"),
        route: fromJson(turnRouteSchema, t.route ?? {}, "turn.route"),
        evidence: fromJson(turnEvidenceSchema, t.evidence ?? [], "turn.evidence"),
        timings: fromJson(turnTimingsSchema, t.timings ?? {}, "turn.timings"),
      };
    },

    /** Status and recorded plans of turns of this conversation, by id (a pick-one table's turn). */
    async states(conversationId: string, ids: string[]) {
      const rows = await db.turn.findMany({
        where: { id: { in: ids }, conversationId, ...scope },
        select: { id: true, status: true, plans: true },
      });
      return rows.map((t) => ({ id: t.id, status: t.status, plans: readPlans(t.plans) }));
    },

    /** The choices a clarify turn of this conversation offered; none offered → not found. */
    async choices(conversationId: string, turnId: string): Promise<StoredChoices> {
      const t = await db.turn.findFirst({
        where: { id: turnId, conversationId, ...scope },
        select: { id: true, plans: true, suspended: true },
      });
      const plans = t ? readPlans(t.plans) : null;
      // The choices run whole from turn.suspended (plans is the masked record; older rows keep them there).
      const executed = (t ? readPending(t.suspended) : null)?.plan ?? plans?.executed;
      if (!t || executed?.decision !== "clarify" || !Array.isArray(executed.choices))
        throw new AppError("not_found:choice", `no choices on turn ${turnId} in scope`);
      return { turnId: t.id, choices: executed.choices, selection: plans?.selection ?? null };
    },

    /** The suspension of a turn of this conversation; a turn that never suspended → not found. */
    async suspension(conversationId: string, turnId: string): Promise<StoredSuspension> {
      const t = await db.turn.findFirst({ where: { id: turnId, conversationId, ...scope } });
      const plans = readPlans(t?.plans);
      // The plan a pick continues is kept whole beside the suspended step (plans is the masked record).
      const pending = t ? readPending(t.suspended) : null;
      const plan = pending?.plan ?? plans.executed;
      if (!t || !pending || !("remainingPlan" in pending) || plan?.decision !== "tools")
        throw new AppError("not_found:resume", `turn ${turnId} has no suspension in scope`);
      const { plan: _whole, ...suspension } = pending;
      return {
        turnId: t.id,
        question: t.question,
        mode: t.mode,
        status: t.status,
        plans,
        plan,
        suspension,
        evidence: fromJson(turnEvidenceSchema, t.evidence ?? [], "turn.evidence"),
        externalCalls: t.externalCalls,
        tokens: t.tokens ?? 0,
        steps: plans.steps ?? 0,
        selection: plans.selection ?? null,
      };
    },

    /**
     * Takes the turn for one continuation, from the status `seen` when it was read: a suspended turn,
     * or one whose holder died (its lease lapsed). Exactly one caller gets the held status back (a
     * double click, a second tab, a replay get null): the status test and the write are one statement.
     */
    async claimSuspended(turnId: string, seen: string, now = new Date()): Promise<string | null> {
      if (seen !== "suspended" && !claimLapsed(seen, now)) return null;
      const held = resumingStatus(new Date(now.getTime() + RESUME_LEASE_MS));
      const r = await db.turn.updateMany({
        where: { id: turnId, status: seen, ...scope },
        data: { status: held },
      });
      return r.count === 1 ? held : null;
    },

    /** Extends a held claim; null when it was taken back meanwhile (then nothing is written). */
    async renewClaim(turnId: string, held: string, now = new Date()): Promise<string | null> {
      const until = Math.max(now.getTime() + RESUME_LEASE_MS, (resumingUntil(held)?.getTime() ?? 0) + 1);
      const next = resumingStatus(new Date(until));
      const r = await db.turn.updateMany({
        where: { id: turnId, status: held, ...scope },
        data: { status: next },
      });
      return r.count === 1 ? next : null;
    },

    /**
     * Records the continuation on the turn (`data.status` ends the claim) if this claim still holds
     * it; false when another resume took the turn back after this one's lease lapsed.
     */
    async finishClaim(turnId: string, held: string, data: TurnUpdate): Promise<boolean> {
      const r = await db.turn.updateMany({
        where: { id: turnId, status: held, ...scope },
        data: withJson(data),
      });
      return r.count === 1;
    },

    /**
     * Gives a claimed turn back: its continuation failed before recording, so the question waits
     * again. `failure` says why, on the turn (`plans.resumeFailure`), for the pick it was tried with.
     */
    async releaseSuspended(turnId: string, held: string, failure?: ResumeFailure): Promise<void> {
      // Only the holder writes while it holds the claim, so reading the plans first is safe.
      const t = failure
        ? await db.turn.findFirst({ where: { id: turnId, ...scope }, select: { plans: true } })
        : null;
      const plans = failure ? { ...readPlans(t?.plans), resumeFailure: failure } : null;
      await db.turn.updateMany({
        where: { id: turnId, status: held, ...scope },
        data: { status: "suspended", ...(plans ? { plans: toJson(plans) } : {}) },
      });
    },
  };
}
