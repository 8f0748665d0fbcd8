import "server-only";
/**
 * Where each pick-one table of a conversation stands (issue 14 item 6), read from the turn that
 * offered it — so a reloaded page, a second tab and the tab that picked all show the same thing, and
 * the browser never decides whether a pick was made. A table is `continued` once a continuation of
 * its turn used a pick from it, `continuing` while a continuation holds the turn, `stalled` when that
 * continuation died (its lease lapsed: the person can try again, and the next resume takes the turn
 * back), and `waiting` for a pick otherwise (with the reason when the last try failed).
 */
import type { Actor } from "@/lib/actor";
import type { ChatMessage, PickState } from "@/lib/chat/types";
import type { Db } from "@/lib/db/client";
import { artifactRepo } from "@/lib/db/repositories/artifacts";
import { selectionLabels } from "@/lib/db/repositories/selections";
import { claimLapsed, resumingUntil, type TurnPlans, turnRepo } from "@/lib/db/repositories/turns";

export interface PickTurn {
  status: string;
  plans: TurnPlans;
}

/** What a pick-one table shows, from its turn; `labels` are the labels of the selections involved. */
export function pickStateOf(
  artifactId: string,
  turn: PickTurn | undefined,
  current: { id: string; version: number; artifactId: string; label: string } | null,
  labels: ReadonlyMap<string, string>,
  now: Date = new Date(),
): PickState {
  if (!turn) return { status: "closed" };
  const plans = turn.plans;
  const used = (plans.continuations ?? []).findLast((c) => c.artifactId === artifactId);
  if (used)
    return {
      status: "continued",
      label: (used.selection && labels.get(used.selection.id)) || "",
      ...(used.picked ? { row: used.picked } : {}),
    };
  // The pick a retry continues with: the conversation's current selection, when it is from this table.
  const mine = current?.artifactId === artifactId ? current : null;
  const retry = mine ? { selectionId: mine.id, version: mine.version } : undefined;
  if (resumingUntil(turn.status) !== undefined) {
    if (!claimLapsed(turn.status, now)) return { status: "continuing", label: mine?.label ?? "" };
    return { status: "stalled", label: mine?.label ?? "", ...(retry ? { retry } : {}) };
  }
  if (turn.status !== "suspended") return { status: "closed" };
  const failed = plans.resumeFailure?.artifactId === artifactId ? plans.resumeFailure : undefined;
  if (!failed) return { status: "waiting" };
  const sameTry = retry && failed.selection.id === retry.selectionId;
  return {
    status: "waiting",
    error: failed.message,
    label: labels.get(failed.selection.id) ?? "",
    ...(sameTry ? { retry } : {}),
  };
}

/** The state of every pick-one table among `messages`, by artifact id (scoped to the actor). */
export async function pickStates(
  db: Db,
  actor: Pick<Actor, "tenantId" | "projectId" | "userId">,
  conversationId: string,
  messages: readonly ChatMessage[],
  current: { id: string; version: number; artifactId: string; label: string } | null,
): Promise<Record<string, PickState>> {
  const ids = messages.flatMap((m) =>
    m.parts.flatMap((p) => (p.type === "artifact" && p.purpose === "pick-one" ? [p.artifactId] : [])),
  );
  if (ids.length === 0) return {};
  const artifacts = await artifactRepo(db, actor).turnsOf(conversationId, ids);
  const turnIds = artifacts.flatMap((a) => (a.turnId ? [a.turnId] : []));
  const turns = await turnRepo(db, actor).states(conversationId, turnIds);
  const turnById = new Map(turns.map((t) => [t.id, t]));
  const selectionIds = new Set<string>();
  for (const { plans } of turns) {
    for (const c of plans.continuations ?? []) if (c.selection?.id) selectionIds.add(c.selection.id);
    if (plans.resumeFailure) selectionIds.add(plans.resumeFailure.selection.id);
  }
  const labels = await selectionLabels(db, actor, conversationId, [...selectionIds]);
  const now = new Date();
  return Object.fromEntries(
    artifacts.map((a) => [
      a.id,
      pickStateOf(a.id, a.turnId ? turnById.get(a.turnId) : undefined, current, labels, now),
    ]),
  );
}
