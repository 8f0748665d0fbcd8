import { redirect } from "next/navigation";
import { Sidebar } from "@/components/chat/sidebar";
import { AppHeader } from "@/components/ui/app-header";
import { getActorOrNull } from "@/lib/auth";
import { db } from "@/lib/db";
import { conversationRepo } from "@/lib/db/repositories/conversations";

export const dynamic = "force-dynamic";

export default async function ChatLayout({ children }: { children: React.ReactNode }) {
  const actor = await getActorOrNull();
  if (!actor) redirect("/sign-in");
  const conversations = await conversationRepo(db(), actor).list();
  return (
    <div className="app-shell">
      <AppHeader actor={actor} />
      <div className="app-body">
        <Sidebar conversations={conversations.map((c) => ({ id: c.id, title: c.title }))} />
        <main className="chat-main">{children}</main>
      </div>
    </div>
  );
}
