/**
 * A first message typed (or picked) on the start page travels to the new conversation's page in
 * sessionStorage and is sent there once, with the idempotency key the composer made for it: a
 * double submission or a replay of the same draft is still one turn on the server.
 */
export interface Draft {
  text: string;
  clientKey?: string;
}

const key = (conversationId: string) => `tt-draft-${conversationId}`;

export function saveDraft(conversationId: string, draft: Draft): void {
  sessionStorage.setItem(key(conversationId), JSON.stringify(draft));
}

/** Reads and removes the conversation's draft; null when there is none. */
export function takeDraft(conversationId: string): Draft | null {
  const raw = sessionStorage.getItem(key(conversationId));
  if (raw === null) return null;
  sessionStorage.removeItem(key(conversationId));
  try {
    const d: unknown = JSON.parse(raw);
    if (d && typeof d === "object" && typeof (d as Draft).text === "string") {
      const { text, clientKey } = d as Draft;
      return typeof clientKey === "string" ? { text, clientKey } : { text };
    }
  } catch {
    // Not JSON: a draft stored as plain text.
  }
  return raw ? { text: raw } : null;
}
