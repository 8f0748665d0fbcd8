import "server-only";
import type { Actor } from "@/lib/auth/actor";
import type { TurnEvent } from "@/lib/chat/events";
import { MAX_MESSAGE_CHARS, type MessagePart } from "@/lib/chat/types";
import { db } from "@/lib/db";
import { conversationRepo } from "@/lib/db/repositories/conversations";

export interface TurnRequest {
  conversationId: string;
  text: string;
  selection: { id: string; version: number } | null;
}

/** Stores the user's message first (it is never lost), then runs the turn and streams its events. */
export async function* runTurnEvents(actor: Actor, req: TurnRequest): AsyncGenerator<TurnEvent> {
  const repo = conversationRepo(db(), actor);
  const text = req.text.trim();
  if (!text) {
    yield { kind: "error", code: "bad_request:input", message: "Type a question first." };
    return;
  }
  const stored = text.length > MAX_MESSAGE_CHARS ? `${text.slice(0, MAX_MESSAGE_CHARS)}…` : text;
  const userParts: MessagePart[] = [{ type: "text", text: stored }];
  const um = await repo.append(req.conversationId, "user", userParts);
  yield {
    kind: "user",
    message: {
      id: um.id,
      role: "user",
      seq: um.seq,
      parts: userParts,
      createdAt: um.createdAt.toISOString(),
    },
  };
  const parts: MessagePart[] = [{ type: "text", text: "The turn pipeline is not connected yet." }];
  const am = await repo.append(req.conversationId, "assistant", parts);
  yield {
    kind: "assistant",
    message: { id: am.id, role: "assistant", seq: am.seq, parts, createdAt: am.createdAt.toISOString() },
  };
}
