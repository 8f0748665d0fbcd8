import { notFound } from "next/navigation";
import { Chat } from "@/components/chat/chat";
import { pickStates } from "@/lib/agent/pick-state";
import { requireActor } from "@/lib/auth";
import { db } from "@/lib/db";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { currentSelection } from "@/lib/db/repositories/selections";

export const dynamic = "force-dynamic";

export default async function ConversationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const actor = await requireActor();
  const repo = conversationRepo(db(), actor);
  const conversation = await repo.find(id);
  // Another tenant's (or user's) conversation is indistinguishable from a missing one.
  if (!conversation) notFound();
  const messages = await repo.messages(id);
  const selection = await currentSelection(db(), actor, id);
  const picks = await pickStates(db(), actor, id, messages, selection);
  return (
    <Chat
      conversation={{ id: conversation.id, title: conversation.title }}
      initialMessages={messages}
      initialSelection={
        selection
          ? { id: selection.id, version: selection.version, label: selection.label, entity: selection.entity }
          : null
      }
      selectionVersion={conversation.selectionVersion}
      initialPicks={picks}
    />
  );
}
