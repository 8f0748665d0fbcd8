import "server-only";
/**
 * A suspended turn continued with the row the person picked (issue 14 item 6): the rest of the
 * question's plan runs as that same turn's continuation. Nothing from the first run is trusted as
 * still valid: the snapshot is rebuilt for the actor, the whole plan is validated again over it
 * (planGiven, the clarify-choice path), and the remaining actions go through the same gateway —
 * re-authorized before every call and audited. The turn's status, evidence, external calls and
 * suspension are updated and the continuation is recorded under `plans.continuations`.
 */
import { buildSnapshot } from "@/lib/agent/build-snapshot";
import type { Actor } from "@/lib/auth/actor";
import type { Capability, Snapshot } from "@/lib/capabilities";
import type { MessagePart, ProgressPhase } from "@/lib/chat/types";
import type { Db } from "@/lib/db/client";
import type { StoredSelection } from "@/lib/db/repositories/selections";
import type { StoredSuspension, TurnUpdate } from "@/lib/db/repositories/turns";
import { env } from "@/lib/env";
import { AppError, ERRORS } from "@/lib/errors";
import { executePlan, isOfferedRow, resumeAfterSelection } from "@/lib/execution";
import type { ExecutionOutcome } from "@/lib/execution/types";
import type { Planner } from "@/lib/planning";
import type { Plan } from "@/lib/planning/types";
import { executionDeps } from "./execution-deps";
import { createGateway } from "./gateway";
import { planGiven } from "./given-plan";
import { storePresentation } from "./persist";
import { present } from "./present";
import { learnShapes, materializer, planningDeps, planTurn } from "./run-turn";
import { offeredPick } from "./side-by-side";
import { budgeted, TurnBudget, type TurnLimits, turnLimitsOf } from "./turn-limits";
import { maskedRecord, pendingPick } from "./turn-record";

/** What a pick whose plan no longer validates is answered with (the table's message). */
export const STALE_SUSPENSION = ERRORS["conflict:stale_resume"].message;

export interface ContinueInput {
  conversationId: string;
  turn: StoredSuspension;
  /** The stored selection of one offered row (server-resolved from the pick-one artifact). */
  picked: StoredSelection;
  planner: Planner;
  /** The selection the question was asked with, when it had one (its `$from: selection` reads it). */
  asked: StoredSelection | null;
  emit: (phase: ProgressPhase, detail?: string) => void;
  /**
   * Writes the continuation onto the turn while this continuation still holds it; false when the
   * turn was taken back (its lease lapsed and another resume continued it), and nothing is written.
   */
  record: (data: TurnUpdate) => Promise<boolean>;
  /** The caps of the turn this continues; default: the env's (lib/env.ts). */
  limits?: TurnLimits;
}

export interface ContinueResult {
  status: string;
  parts: MessagePart[];
}

export async function continueTurn(db: Db, actor: Actor, input: ContinueInput): Promise<ContinueResult> {
  const e = env();
  const t0 = performance.now();
  const { turn, picked, asked } = input;
  // The plan of the source the picked row came from (one pick table can offer several sources').
  const pick = picked.rows.length === 1 ? offeredPick(turn.plan, turn.suspension, picked.rows[0]) : undefined;
  if (!pick) throw new AppError("bad_request:selection", `selection ${picked.id} is not an offered row`);
  input.emit("snapshot");
  const snapshot = await buildSnapshot(db, actor);
  input.emit("planning");
  const ctx = { selection: asked, recent: [], recentFamilies: [] };
  const planning = await planGiven(materializer(db, actor), snapshot, pick.plan, ctx);
  // The plan no longer validates (tool gone, quarantined, schema changed): nothing runs.
  if (planning.plan.decision !== "tools") throw new AppError("conflict:stale_resume");

  // The continuation is the same turn: its calls, planning steps and tokens are capped per turn,
  // counting the calls, steps and tokens the turn spent before the pick (issue 13 item 3).
  const budget = new TurnBudget(input.limits ?? turnLimitsOf(e));
  budget.calls = turn.externalCalls;
  budget.tokens = turn.tokens;
  budget.steps = turn.steps;
  const gateway = budgeted(createGateway(db, actor, snapshot), budget);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), e.TURN_TIMEOUT_MS);
  const depsOver = (snap: Snapshot, routed: readonly Capability[]) =>
    executionDeps({
      snapshot: snap,
      routed,
      gateway,
      selection: asked ? { rows: asked.rows, entity: asked.entity } : undefined,
      question: turn.question,
      emit: input.emit,
      signal: controller.signal,
    });
  const { row } = pick;
  let outcome: ExecutionOutcome;
  let replanned: Plan | undefined;
  try {
    outcome = await resumeAfterSelection(pick.suspension, row, depsOver(snapshot, planning.candidateCaps));
    learnShapes(actor.tenantId, outcome);
    if (outcome.status === "done" && pick.plan.reasonCode === "lookup_first") {
      // The lookup ran before its result's shape was known, so the rest of the question was not
      // planned yet. Its shape is known now: plan the question again (as runTurn does after a
      // lookup), run it — the lookup is repeated, never guessed — and answer the same ambiguity
      // with the same pick when the same rows are offered again.
      input.emit("planning");
      const learned = await buildSnapshot(db, actor);
      const side = turn.mode === "capability" ? "capability" : "classic";
      const deps = planningDeps(db, actor, budget.planner(input.planner));
      const again = await planTurn(side, deps, learned, turn.question, ctx);
      if (
        again.plan.decision === "tools" &&
        again.plan.actions.length > 0 &&
        again.plan.reasonCode !== "lookup_first"
      ) {
        const run = depsOver(learned, again.candidateCaps);
        const first = await executePlan(again.plan, run);
        const next =
          first.status === "suspended" && isOfferedRow(first.suspension, row)
            ? await resumeAfterSelection(first.suspension, row, run)
            : first;
        replanned = again.plan;
        outcome = {
          ...next,
          evidence: [...outcome.evidence, ...first.evidence, ...(next === first ? [] : next.evidence)],
        };
      }
    }
  } finally {
    clearTimeout(timer);
  }

  input.emit("answering");
  const presentation = present(outcome.results, {
    question: turn.question,
    snapshotHash: snapshot.hash,
    maxRows: e.ARTIFACT_MAX_ROWS,
    evidence: outcome.evidence,
  });
  const stored = await storePresentation(db, actor, input.conversationId, turn.turnId, presentation);
  const previous = Array.isArray(turn.plans.continuations) ? turn.plans.continuations : [];
  const continuation = {
    selection: { id: picked.id, version: picked.version },
    artifactId: picked.artifactId,
    picked: Object.fromEntries(pick.suspension.identityFields.map((f) => [f, row[f]])),
    status: outcome.status,
    ...(replanned ? { replanned } : {}),
    snapshotHash: snapshot.hash,
    externalCalls: gateway.counters.external,
    artifactIds: stored.artifactIds,
    ms: Math.round(performance.now() - t0),
    at: new Date().toISOString(),
  };
  // A failure recorded by an earlier try of this pick is answered now.
  const { resumeFailure: _answered, ...plans } = turn.plans;
  const recorded = await input.record({
    status: outcome.status,
    evidence: maskedRecord([...turn.evidence, ...outcome.evidence]),
    externalCalls: turn.externalCalls + gateway.counters.external,
    // A further pick of this turn starts from everything spent so far (issue 13 item 3).
    tokens: budget.tokens || null,
    plans: maskedRecord({ ...plans, steps: budget.steps, continuations: [...previous, continuation] }),
    // A further ambiguity in the rest of the plan waits for its own pick.
    ...(outcome.status === "suspended" ? { suspended: pendingPick(pick.plan, outcome.suspension) } : {}),
  });
  if (!recorded)
    throw new AppError("conflict:resuming", `turn ${turn.turnId} was taken back while it continued`);
  return { status: outcome.status, parts: stored.parts };
}
