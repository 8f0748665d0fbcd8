import "server-only";
/**
 * Resume after a pick (issue 14 item 6). The browser names only the selection it just stored (id +
 * version, CONVENTIONS.md #10); everything else is read back through the actor-scoped repositories:
 * the selection's artifact, the turn that artifact belongs to, and that turn's suspension. The
 * picked row is the selection's stored row, and it must be one of the rows the suspension offered.
 * The turn is claimed before anything runs, so a double click or a second tab continues it once.
 * The claim is a lease renewed while the continuation runs: a continuation that dies (a crash, a
 * killed instance) leaves the turn `resuming` only until its lease lapses, and the next resume of
 * the same pick takes it back; one that fails gives the turn back at once with the reason stored,
 * so the table shows what happened and offers to try again (lib/agent/pick-state.ts).
 * The selection card the pick stored is the person's side; the continuation's answer follows it,
 * recorded on the same turn.
 * A continuation calls tools like a turn, so it holds one of its tenant's turn slots while it runs
 * (issue 13 item 3): past the tenant's cap the pick is given back with the reason, to be tried
 * again. The per-user rate is not counted again: the pick continues a turn the rate admitted.
 */
import type { Actor } from "@/lib/auth/actor";
import type { TurnEvent } from "@/lib/chat/events";
import { db } from "@/lib/db";
import type { Db } from "@/lib/db/client";
import { artifactRepo } from "@/lib/db/repositories/artifacts";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { currentSelection, selectionById } from "@/lib/db/repositories/selections";
import { claimLapsed, RESUME_LEASE_MS, resumingUntil, turnRepo } from "@/lib/db/repositories/turns";
import { env } from "@/lib/env";
import { AppError, toPublic } from "@/lib/errors";
import type { Planner } from "@/lib/planning";
import { continueTurn } from "./continue-turn";
import { withProgress } from "./progress-stream";
import { offeredPick } from "./side-by-side";
import { planner } from "./turn-events";
import { admitTurn, isLimitError, type TurnLimits, turnLimitsOf } from "./turn-limits";

export interface ResumeRequest {
  conversationId: string;
  selectionId: string;
  version: number;
}

/** Checks the pick against what was stored and claims the turn; throws a typed 4xx otherwise. */
async function claim(database: Db, actor: Actor, req: ResumeRequest) {
  const picked = await selectionById(database, actor, req.conversationId, req.selectionId);
  if (!picked || picked.version !== req.version)
    throw new AppError("not_found:selection", `selection ${req.selectionId} v${req.version} not in scope`);
  const current = await currentSelection(database, actor, req.conversationId);
  if (current?.id !== picked.id) throw new AppError("conflict:selection", "a later selection replaced it");
  const artifact = await artifactRepo(database, actor).getMeta(picked.artifactId);
  if (!artifact.turnId) throw new AppError("not_found:resume", `artifact ${artifact.id} has no turn`);
  const turns = turnRepo(database, actor);
  const turn = await turns.suspension(req.conversationId, artifact.turnId);
  const held = resumingUntil(turn.status) !== undefined;
  if (held && !claimLapsed(turn.status))
    throw new AppError("conflict:resuming", `turn ${turn.turnId} is ${turn.status}`);
  if (turn.status !== "suspended" && !held)
    throw new AppError("conflict:resume", `turn ${turn.turnId} is ${turn.status}`);
  if (picked.rows.length !== 1 || !offeredPick(turn.plan, turn.suspension, picked.rows[0]))
    throw new AppError("bad_request:selection", `selection ${picked.id} is not an offered row`);
  const asked = turn.selection
    ? await selectionById(database, actor, req.conversationId, turn.selection.id)
    : null;
  const lease = await turns.claimSuspended(turn.turnId, turn.status);
  if (!lease) throw new AppError("conflict:resuming", `turn ${turn.turnId} was claimed by another request`);
  return { turn, picked, asked, lease };
}

/**
 * Keeps a claim while its continuation runs: the lease is renewed every third of its length
 * (compare-and-set, so a claim taken back is not renewed). `stop` ends the renewals and returns the
 * lease still held — null when the turn was taken back meanwhile.
 */
function holdClaim(turns: ReturnType<typeof turnRepo>, turnId: string, lease: string) {
  let held: string | null = lease;
  let renewing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    renewing = renewing.then(async () => {
      if (held) held = await turns.renewClaim(turnId, held).catch(() => held);
    });
  }, RESUME_LEASE_MS / 3);
  timer.unref?.();
  return {
    async stop(): Promise<string | null> {
      clearInterval(timer);
      await renewing;
      return held;
    },
  };
}

export async function* runResumeEvents(
  actor: Actor,
  req: ResumeRequest,
  database: Db = db(),
  /**
   * Defaults: the env's limits (lib/env.ts; of the admission, only the tenant's cap on turns at once
   * applies) and the configured planner.
   */
  opts: { limits?: TurnLimits; planner?: Planner } = {},
): AsyncGenerator<TurnEvent> {
  const limits = opts.limits ?? turnLimitsOf(env());
  let claimed: Awaited<ReturnType<typeof claim>>;
  try {
    claimed = await claim(database, actor, req);
  } catch (e) {
    const p = toPublic(e);
    yield { kind: "error", code: p.code, message: p.message };
    return;
  }
  const turns = turnRepo(database, actor);
  const turnId = claimed.turn.turnId;
  const failure = (code: string, message: string) => ({
    selection: { id: claimed.picked.id, version: claimed.picked.version },
    artifactId: claimed.picked.artifactId,
    code,
    message,
    at: new Date().toISOString(),
  });
  let admitted: Awaited<ReturnType<typeof admitTurn>>;
  try {
    admitted = await admitTurn(database, actor, { ...limits, ratePerUser: null });
  } catch (e) {
    const p = toPublic(e);
    // Nothing ran: the question waits for a pick again and says why this one did not continue.
    await turns.releaseSuspended(turnId, claimed.lease, failure(p.code, p.message));
    if (!isLimitError(e)) throw e;
    yield { kind: "error", code: p.code, message: p.message };
    return;
  }
  const hold = holdClaim(turns, turnId, claimed.lease);
  let result: Awaited<ReturnType<typeof continueTurn>>;
  try {
    result = yield* withProgress((emit) =>
      continueTurn(database, actor, {
        conversationId: req.conversationId,
        ...claimed,
        planner: opts.planner ?? planner(),
        limits,
        emit,
        record: async (data) => {
          const lease = await hold.stop();
          return lease !== null && (await turns.finishClaim(turnId, lease, data));
        },
      }),
    );
  } catch (e) {
    // Nothing was recorded: the question waits for a pick again, and says why this one did not
    // continue (the same pick may be tried again).
    const p = toPublic(e);
    const lease = await hold.stop();
    if (lease) await turns.releaseSuspended(turnId, lease, failure(p.code, p.message));
    yield { kind: "error", code: p.code, message: p.message };
    return;
  } finally {
    // A stream closed by the browser ends here too: the lease is no longer renewed and lapses.
    await hold.stop();
    await admitted.release();
  }
  const am = await conversationRepo(database, actor).append(
    req.conversationId,
    "assistant",
    result.parts,
    claimed.turn.turnId,
  );
  yield {
    kind: "assistant",
    message: {
      id: am.id,
      role: "assistant",
      seq: am.seq,
      parts: result.parts,
      createdAt: am.createdAt.toISOString(),
    },
  };
}
