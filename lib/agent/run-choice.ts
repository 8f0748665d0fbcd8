import "server-only";
import { buildSnapshot } from "@/lib/agent/build-snapshot";
/**
 * A picked clarify choice (issue 9 item 9). The browser names only the turn and the option's index;
 * the call comes from what that turn stored, read through the actor-scoped repositories — a turn of
 * another conversation, user or tenant is not found and nothing runs. The choice then runs as a
 * turn of its own (runTurn with a given plan): re-validated over a fresh snapshot, re-authorized
 * and audited by the same gateway, recorded with the choice's words as its question.
 */
import type { Actor } from "@/lib/auth/actor";
import { choiceText } from "@/lib/chat/choice-text";
import type { TurnEvent } from "@/lib/chat/events";
import { db } from "@/lib/db";
import type { Db } from "@/lib/db/client";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { currentSelection } from "@/lib/db/repositories/selections";
import { turnRepo } from "@/lib/db/repositories/turns";
import { AppError, toPublic } from "@/lib/errors";
import { isFromReference } from "@/lib/execution";
import { choicePlan } from "@/lib/planning/validate";
import { choiceOption } from "./choices";
import { runTurnEvents } from "./turn-events";

export interface ChoiceRequest {
  conversationId: string;
  turnId: string;
  index: number;
}

export async function* runChoiceEvents(
  actor: Actor,
  req: ChoiceRequest,
  database: Db = db(),
): AsyncGenerator<TurnEvent> {
  let text: string;
  let plan: ReturnType<typeof choicePlan>;
  try {
    await conversationRepo(database, actor).get(req.conversationId);
    const stored = await turnRepo(database, actor).choices(req.conversationId, req.turnId);
    const choice = Number.isInteger(req.index) ? stored.choices[req.index] : undefined;
    if (!choice) throw new AppError("not_found:choice", `turn ${req.turnId} has no choice ${req.index}`);
    const selection = await currentSelection(database, actor, req.conversationId);
    if (Object.values(choice.args).some((v) => isFromReference(v) && v.$from === "selection")) {
      // The button showed the selection of its time; another selection would run another call.
      const same =
        selection && stored.selection?.id === selection.id && stored.selection.version === selection.version;
      if (!same) throw new AppError("conflict:choice", "the selection changed since the choice was offered");
    }
    const snapshot = await buildSnapshot(database, actor);
    const cap = snapshot.capabilities.find((c) => c.id === choice.tool);
    text = choiceText(choiceOption(choice, req.index, cap, selection));
    plan = choicePlan(choice);
  } catch (e) {
    const p = toPublic(e);
    yield { kind: "error", code: p.code, message: p.message };
    return;
  }
  yield* runTurnEvents(actor, { conversationId: req.conversationId, text, selection: null, plan }, database);
}
