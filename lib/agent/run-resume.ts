import "server-only";
/**
 * Resume after a pick (issue 14 item 6). The browser names only the selection it just stored (id +
 * version, CONVENTIONS.md #10); everything else is read back through the actor-scoped repositories:
 * the selection's artifact, the turn that artifact belongs to, and that turn's suspension. The
 * picked row is the selection's stored row, and it must be one of the rows the suspension offered.
 * The turn is claimed before anything runs, so a double click or a second tab continues it once.
 * The selection card the pick stored is the person's side; the continuation's answer follows it,
 * recorded on the same turn.
 */
import type { Actor } from "@/lib/auth/actor";
import type { TurnEvent } from "@/lib/chat/events";
import { db } from "@/lib/db";
import type { Db } from "@/lib/db/client";
import { artifactRepo } from "@/lib/db/repositories/artifacts";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { currentSelection, selectionById } from "@/lib/db/repositories/selections";
import { turnRepo } from "@/lib/db/repositories/turns";
import { AppError, toPublic } from "@/lib/errors";
import { isOfferedRow } from "@/lib/execution";
import { continueTurn } from "./continue-turn";
import { withProgress } from "./progress-stream";
import { planner } from "./turn-events";

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
  if (turn.status !== "suspended")
    throw new AppError("conflict:resume", `turn ${turn.turnId} is ${turn.status}`);
  if (picked.rows.length !== 1 || !isOfferedRow(turn.suspension, picked.rows[0]))
    throw new AppError("bad_request:selection", `selection ${picked.id} is not an offered row`);
  const asked = turn.selection
    ? await selectionById(database, actor, req.conversationId, turn.selection.id)
    : null;
  if (!(await turns.claimSuspended(turn.turnId)))
    throw new AppError("conflict:resume", `turn ${turn.turnId} was claimed by another request`);
  return { turn, picked, asked, release: () => turns.releaseSuspended(turn.turnId) };
}

export async function* runResumeEvents(
  actor: Actor,
  req: ResumeRequest,
  database: Db = db(),
): AsyncGenerator<TurnEvent> {
  let claimed: Awaited<ReturnType<typeof claim>>;
  try {
    claimed = await claim(database, actor, req);
  } catch (e) {
    const p = toPublic(e);
    yield { kind: "error", code: p.code, message: p.message };
    return;
  }
  let result: Awaited<ReturnType<typeof continueTurn>>;
  try {
    result = yield* withProgress((emit) =>
      continueTurn(database, actor, {
        conversationId: req.conversationId,
        ...claimed,
        planner: planner(),
        emit,
      }),
    );
  } catch (e) {
    // Nothing was recorded: the question still waits for a pick (a retry may continue it).
    await claimed.release();
    const p = toPublic(e);
    yield { kind: "error", code: p.code, message: p.message };
    return;
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
