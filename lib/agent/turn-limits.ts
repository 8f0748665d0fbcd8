import "server-only";
/**
 * Limits on turns (issue 13 item 3; OWASP LLM10 "unbounded consumption"):
 * - admission: turns per user per window (`windowGate`) and turns running at once per tenant (a
 *   lease per running turn, `turnLeaseRepo`), both in the database, so every app instance sharing
 *   it counts the same turns: N instances together admit the cap, not N × the cap;
 * - a budget per turn: planner steps (every planning attempt, corrections and re-plans included),
 *   tool calls (every page of a listed collection is a call) and model tokens (the usage the AI SDK
 *   reports; the builtin planner uses none).
 * A refused or stopped turn is an AppError in the one vocabulary (`rate_limited:*`, `limit:*`); the
 * person's message is stored before admission and the refusal is stored as the answer.
 */
import type { Actor } from "@/lib/auth/actor";
import { windowGate } from "@/lib/auth/throttle";
import type { Db } from "@/lib/db/client";
import { type TurnLease, turnLeaseRepo } from "@/lib/db/repositories/turn-leases";
import type { Env } from "@/lib/env";
import { AppError, ERRORS, isTurnLimitCode, userError } from "@/lib/errors";
import type { Planner } from "@/lib/planning";
import type { Gateway } from "./gateway";

export interface TurnLimits {
  /** null: no per-user rate (a harness asking a suite of questions, see harnessLimits). */
  ratePerUser: { max: number; windowMs: number } | null;
  /** null: no cap on the tenant's turns running at once (a harness, see harnessLimits). */
  concurrentPerTenant: number | null;
  maxSteps: number;
  maxCalls: number;
  maxTokens: number;
}

export function turnLimitsOf(e: Env): TurnLimits {
  return {
    ratePerUser: { max: e.TURN_RATE_LIMIT, windowMs: e.TURN_RATE_WINDOW_MS },
    concurrentPerTenant: e.TURN_CONCURRENCY_PER_TENANT,
    maxSteps: e.TURN_MAX_STEPS,
    maxCalls: e.TURN_MAX_CALLS,
    maxTokens: e.TURN_MAX_TOKENS,
  };
}

/**
 * A harness asking a suite of questions through the real turn (golden, conformance) is not a person
 * typing: the per-turn caps stay, the per-user rate and the tenant's concurrency do not apply.
 */
export function harnessLimits(e: Env): TurnLimits {
  return { ...turnLimitsOf(e), ratePerUser: null, concurrentPerTenant: null };
}

type TurnLimitCode = "limit:steps" | "limit:calls" | "limit:tokens";
/** Refusals and stops of this module: the turn is recorded as `limited`, the answer is the message. */
export const isLimitError = (e: unknown): e is AppError =>
  e instanceof AppError && (isTurnLimitCode(e.code) || e.code.startsWith("rate_limited:"));

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const limitError = (code: TurnLimitCode, bound: number, unit: string) =>
  userError(code, `${ERRORS[code].message} The limit is ${bound.toLocaleString("en")} ${unit} per question.`);

/**
 * How long a running turn's slot is held without renewal: the turn renews it every third of this,
 * so only an instance that died (or stalled that long) loses its slots, and they are free again
 * this long after.
 */
export const TURN_LEASE_MS = 30_000;

/**
 * Admits one turn or throws `rate_limited:*`. The returned `release` must run when the turn ends
 * (whatever its outcome). The user's rate is counted before the tenant's slot is taken, so a turn
 * refused for concurrency still counts against its sender's rate (retries cannot spin for free).
 */
export async function admitTurn(
  db: Db,
  actor: Actor,
  limits: TurnLimits,
  now: Date = new Date(),
): Promise<{ release: () => Promise<void> }> {
  const per = limits.ratePerUser;
  const rate = per ? await windowGate(db, `turns:user:${actor.userId}`, per, now) : undefined;
  if (per && rate && !rate.allowed) {
    throw userError(
      "rate_limited:turns",
      `You are sending questions faster than allowed (${per.max} per ${seconds(per.windowMs)} s). Wait ${seconds(rate.retryAfterMs)} s, then ask again.`,
    );
  }
  if (limits.concurrentPerTenant === null) return { release: async () => {} };
  const leases = turnLeaseRepo(db, actor);
  const lease: TurnLease | null = await leases.acquire({
    cap: limits.concurrentPerTenant,
    ttlMs: TURN_LEASE_MS,
    now,
  });
  if (!lease) throw new AppError("rate_limited:tenant");
  const heartbeat = setInterval(() => {
    // A renewal that fails leaves the lease to expire: the turn goes on, its slot frees itself.
    leases.renew(lease.id, { ttlMs: TURN_LEASE_MS }).catch(() => {});
  }, TURN_LEASE_MS / 3);
  heartbeat.unref();
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      try {
        await leases.release(lease.id);
      } catch (e) {
        // The turn's outcome stands; the slot frees itself when the lease expires.
        console.error("[tabletalk] turn lease release failed", e);
      }
    },
  };
}

/** One turn's spending against its caps; `planner` and `gateway` wrap the real ones. */
export class TurnBudget {
  steps = 0;
  calls = 0;
  tokens = 0;
  constructor(readonly limits: Pick<TurnLimits, "maxSteps" | "maxCalls" | "maxTokens">) {}

  /**
   * Counts every planning attempt and the tokens it reports. A step past the cap is not taken; a
   * step whose usage crosses the token cap stops the turn before its plan runs.
   */
  planner(inner: Planner): Planner {
    return {
      kind: inner.kind,
      plan: async (input) => {
        if (this.steps >= this.limits.maxSteps)
          throw limitError("limit:steps", this.limits.maxSteps, "steps");
        if (this.tokens >= this.limits.maxTokens)
          throw limitError("limit:tokens", this.limits.maxTokens, "tokens");
        this.steps++;
        const out = await inner.plan(input);
        this.tokens += out.tokens ?? 0;
        if (this.tokens > this.limits.maxTokens)
          throw limitError("limit:tokens", this.limits.maxTokens, "tokens");
        return out;
      },
    };
  }

  /**
   * Counts tool calls; a call past the cap is not made and answers `limit:calls`, which the executor
   * records as that action's error (a listed collection keeps the pages it loaded and says why).
   */
  gateway(inner: Gateway): Gateway {
    return {
      counters: inner.counters,
      authorize: inner.authorize,
      callTool: async (cap, args, opts) => {
        if (this.calls >= this.limits.maxCalls) {
          const e = limitError("limit:calls", this.limits.maxCalls, "tool calls");
          return { ok: false, error: { code: e.code, message: e.publicMessage }, truncated: false, bytes: 0 };
        }
        this.calls++;
        return inner.callTool(cap, args, opts);
      },
    };
  }

  usage(): { steps: number; calls: number; tokens: number } {
    return { steps: this.steps, calls: this.calls, tokens: this.tokens };
  }
}

export const budgeted = (gateway: Gateway, budget?: TurnBudget): Gateway =>
  budget ? budget.gateway(gateway) : gateway;
