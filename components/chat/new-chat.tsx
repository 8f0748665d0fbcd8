"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { createConversationAction } from "@/app/(chat)/actions";
import { Composer } from "./composer";
import { saveDraft } from "./draft";
import styles from "./new-chat.module.css";
import { useHydrated } from "./use-hydrated";

const EXAMPLES = [
  "Show the orders for Riccardo Lorini",
  "What is the return policy?",
  "How many orders are pending?",
  "Show all orders",
];

/**
 * The chat home (issue 14 item 5): the person starts typing at once. The first message creates the
 * conversation on the server, then the conversation's page sends it as that conversation's first
 * turn (components/chat/draft.ts), keeping the composer's idempotency key.
 */
export function NewChat() {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  // Disabled until hydrated: a click before React attaches its handlers would be lost.
  const hydrated = useHydrated();

  function startWith(text: string, clientKey: string) {
    return new Promise<void>((resolve, reject) => {
      setError(null);
      start(async () => {
        const r = await createConversationAction();
        if (r.status !== "success") {
          setError(r.message);
          // The composer puts the draft back for another try.
          return reject(new Error(r.message));
        }
        saveDraft(r.data.id, { text, clientKey });
        router.push(`/c/${r.data.id}`);
        router.refresh();
        resolve();
      });
    });
  }

  return (
    <div className={`empty-state ${styles.landing}`}>
      <h1>What would you like to know?</h1>
      <p className="muted">Ask about customers, orders, shipments, inventory or company policies.</p>
      <div className={styles.composer}>
        <Composer
          busy={pending || !hydrated}
          onSend={startWith}
          selection={null}
          onClearSelection={() => {}}
          autoFocus
        />
      </div>
      <p className={styles.hint}>Enter sends · Shift+Enter adds a line</p>
      <section className={styles.examples} aria-label="Examples">
        <h2 className={styles.examplesTitle}>Or try an example</h2>
        <div className="examples">
          {EXAMPLES.map((q) => (
            <button
              key={q}
              type="button"
              className="example"
              disabled={pending || !hydrated}
              onClick={() => void startWith(q, crypto.randomUUID()).catch(() => {})}
            >
              {q}
            </button>
          ))}
        </div>
      </section>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
