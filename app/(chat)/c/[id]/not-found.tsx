import Link from "next/link";

export default function ConversationNotFound() {
  return (
    <div className="empty-state">
      <h1>Conversation not found</h1>
      <p className="muted">It may have been deleted, or it belongs to another workspace.</p>
      <Link href="/" className="btn">
        Back to chat
      </Link>
    </div>
  );
}
