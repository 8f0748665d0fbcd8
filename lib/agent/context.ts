/**
 * Step 2 of a turn: the context the planner may use — current_selection (resolved server-side from
 * the id + version the browser sent; a stale tab gets a notice and the latest rows), and the recent
 * turns of this conversation (questions and tools, never raw tool output).
 */
import type { Actor } from "@/lib/auth/actor";
import type { Db } from "@/lib/db/client";
import { currentSelection, type StoredSelection } from "@/lib/db/repositories/selections";
import { turnRepo } from "@/lib/db/repositories/turns";
import type { RecentTurn } from "@/lib/planning";

export interface TurnContext {
  selection: StoredSelection | null;
  notice?: string;
  recent: RecentTurn[];
  recentFamilies: string[];
  /** Set when re-planning after a result did not expose a declared path (observed shape as data). */
  observed?: { code: string; message: string; actionId?: string };
  /** Tools whose lookup found nothing this turn: another source with a tool for the same entity is tried. */
  exhausted?: string[];
}

export async function loadTurnContext(
  db: Db,
  actor: Actor,
  conversationId: string,
  sent: { id: string; version: number } | null,
  /** The conversation as this request already read it in scope (not read again). */
  read?: { id: string; selectionVersion: number },
): Promise<TurnContext> {
  const selection = await currentSelection(db, actor, conversationId, read);
  let notice: string | undefined;
  if (sent && (!selection || selection.id !== sent.id || selection.version !== sent.version)) {
    notice = selection
      ? `Your selection changed in another tab. Using the latest selection: ${selection.label}.`
      : "The selection shown in this tab was cleared elsewhere, so no selection was used.";
  }
  const turns = await turnRepo(db, actor).recent(conversationId, 3);
  const recent: RecentTurn[] = turns
    .reverse()
    .map((t) => ({ question: t.question, tools: (t.plans.executed?.actions ?? []).map((a) => a.tool) }));
  const recentFamilies = [...recent]
    .reverse()
    .flatMap((r) => r.tools.map((id) => id.split("/")[0]))
    .filter((f, i, all) => f && all.indexOf(f) === i);
  return { selection, notice, recent, recentFamilies };
}
