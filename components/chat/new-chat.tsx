"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { createConversationAction } from "@/app/(chat)/actions";

const EXAMPLES = [
  "Show the orders for Riccardo Lorini",
  "What is the return policy?",
  "How many orders are pending?",
  "Show all orders",
];

export function NewChat() {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  // Disabled until hydrated: a click before React attaches its handlers would be lost.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  function startWith(text: string) {
    start(async () => {
      const r = await createConversationAction();
      if (r.status !== "success") return setError(r.message);
      sessionStorage.setItem(`tt-draft-${r.data.id}`, text);
      router.push(`/c/${r.data.id}`);
      router.refresh();
    });
  }

  return (
    <div className="empty-state">
      <h1>What would you like to know?</h1>
      <p className="muted">Ask about customers, orders, shipments, inventory or company policies.</p>
      <div className="examples">
        {EXAMPLES.map((q) => (
          <button
            key={q}
            type="button"
            className="example"
            disabled={pending || !hydrated}
            onClick={() => startWith(q)}
          >
            {q}
          </button>
        ))}
      </div>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
