import { NewChat } from "@/components/chat/new-chat";

export default function ChatHome() {
  return <NewChat />;
}
