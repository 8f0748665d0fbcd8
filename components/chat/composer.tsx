"use client";

import { useEffect, useRef, useState } from "react";
import { MAX_MESSAGE_CHARS } from "@/lib/chat/types";
import type { SelectionSummary } from "@/lib/selection";

export function Composer({
  busy,
  onSend,
  selection,
  onClearSelection,
  autoFocus = false,
}: {
  busy: boolean;
  /** Rejects when the message did not leave: the draft comes back, with the same idempotency key. */
  onSend: (text: string, clientKey: string) => Promise<void>;
  selection: SelectionSummary | null;
  onClearSelection: () => void;
  /** Focus the input once React has hydrated it (a keystroke before that would be lost). */
  autoFocus?: boolean;
}) {
  const [text, setText] = useState("");
  // The idempotency key of the draft being sent: the same for a double submission of one draft,
  // new once the person types again (the server stores one turn per key).
  const sendKey = useRef<string | null>(null);
  const tooLong = text.length > MAX_MESSAGE_CHARS;
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  function submit() {
    const t = text.trim();
    if (!t || busy || tooLong) return;
    sendKey.current ??= crypto.randomUUID();
    setText("");
    void onSend(t, sendKey.current).catch(() => setText((current) => current || t));
  }

  return (
    <form
      className="composer"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {selection && (
        <div className="selection-chip" data-testid="selection-chip">
          <span>
            Using selection: <strong>{selection.label}</strong>
          </span>
          <button type="button" className="icon-btn" aria-label="Clear selection" onClick={onClearSelection}>
            ×
          </button>
        </div>
      )}
      <div className="composer-row">
        <label htmlFor="composer-input" className="sr-only">
          Message
        </label>
        <textarea
          ref={input}
          id="composer-input"
          name="message"
          rows={2}
          placeholder="Ask about your data…"
          value={text}
          onChange={(e) => {
            sendKey.current = null;
            setText(e.target.value);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey) {
              e.preventDefault();
              submit();
            }
          }}
        />
        <button type="submit" className="btn primary" disabled={busy || !text.trim() || tooLong}>
          Send
        </button>
      </div>
      {tooLong && (
        <p className="form-error small" role="alert">
          Messages are limited to {MAX_MESSAGE_CHARS.toLocaleString()} characters.
        </p>
      )}
    </form>
  );
}
