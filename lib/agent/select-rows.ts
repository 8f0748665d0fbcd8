import "server-only";
/**
 * A selection made in a table: the complete rows stored server-side as the conversation's
 * current_selection, and a compact selection card appended as the person's message. A pick in a
 * pick-one table is then resumed (run-resume.ts) with the selection's id and version.
 */
import type { Actor } from "@/lib/auth/actor";
import type { ChatMessage, MessagePart } from "@/lib/chat/types";
import type { Db } from "@/lib/db/client";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { storeSelection } from "@/lib/db/repositories/selections";

export interface SelectRowsInput {
  conversationId: string;
  artifactId: string;
  rowIndexes: number[];
  single?: boolean;
}

export async function selectRows(db: Db, actor: Actor, input: SelectRowsInput) {
  const s = await storeSelection(db, actor, input);
  const parts: MessagePart[] = [
    {
      type: "selection-card",
      selectionId: s.id,
      version: s.version,
      entity: s.entity,
      label: s.label,
      count: s.rows.length,
    },
  ];
  // storeSelection checked the conversation in scope (the artifact's, owned by the actor) and touched it.
  const msg = await conversationRepo(db, actor).appendChecked({ id: s.conversationId }, "user", parts);
  const message: ChatMessage = {
    id: msg.id,
    role: "user",
    seq: msg.seq,
    parts,
    createdAt: msg.createdAt.toISOString(),
  };
  return { selection: { id: s.id, version: s.version, label: s.label, entity: s.entity }, message };
}
