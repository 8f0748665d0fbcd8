"use client";

import { useEffect, useRef } from "react";
import { RecordCard } from "@/components/artifacts/record-card";
import { SelectableTable } from "@/components/artifacts/selectable-table";
import { SelectionCard } from "@/components/artifacts/selection-card";
import type { ChatMessage, MessagePart } from "@/lib/chat/types";

type OnSelect = (artifactId: string, rowIndexes: number[], single: boolean) => Promise<string | undefined>;

/** The question an answer replied to: the text of the nearest user message before it. */
function questionBefore(messages: ChatMessage[], index: number): string | null {
  for (let i = index - 1; i >= 0; i--) {
    if (messages[i].role !== "user") continue;
    const text = messages[i].parts.find((p) => p.type === "text");
    if (text?.type === "text") return text.text;
  }
  return null;
}

function Part({
  part,
  onSelect,
  busy,
  retry,
}: {
  part: MessagePart;
  onSelect: OnSelect;
  busy: boolean;
  /** Set on the latest answer only: re-asks its question after a retryable failure. */
  retry?: () => void;
}) {
  switch (part.type) {
    case "text":
      return (
        <div className="part-text">
          <p>{part.text}</p>
          {part.citations && part.citations.length > 0 && (
            <ul className="citations" aria-label="Sources">
              {part.citations.map((c) => (
                <li key={`${c.document}#${c.section}`}>
                  {c.document}
                  {c.section ? ` — ${c.section}` : ""}
                </li>
              ))}
            </ul>
          )}
        </div>
      );
    case "artifact":
      return (
        <SelectableTable
          artifactId={part.artifactId}
          title={part.title}
          entity={part.entity}
          rowCount={part.rowCount}
          truncated={part.truncated}
          purpose={part.purpose}
          selectable={!busy}
          onSelect={(rows) => onSelect(part.artifactId, rows, part.purpose === "pick-one")}
        />
      );
    case "record-card":
      return <RecordCard entity={part.entity} title={part.title} record={part.record} />;
    case "selection-card":
      return (
        <SelectionCard entity={part.entity} label={part.label} count={part.count} version={part.version} />
      );
    case "progress":
      return null;
    case "notice":
      return <p className="notice">{part.text}</p>;
    case "error":
      return (
        <div className="form-error" role="alert" data-testid="answer-error">
          <span>{part.message}</span>
          {part.retryable && retry && (
            <button type="button" className="btn small" onClick={retry} disabled={busy}>
              Retry
            </button>
          )}
        </div>
      );
  }
}

export function MessageList({
  messages,
  onSelect,
  onRetry,
  busy,
}: {
  messages: ChatMessage[];
  onSelect: OnSelect;
  onRetry: (question: string) => void;
  busy: boolean;
}) {
  const end = useRef<HTMLDivElement>(null);
  const count = messages.length;
  // Scroll to the newest message whenever one is added.
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView({ block: "end" });
  }, [count]);
  return (
    <ol className="messages" aria-label="Messages">
      {messages.length === 0 && <li className="muted empty-hint">Ask a question to get started.</li>}
      {messages.map((m, index) => {
        const question =
          index === messages.length - 1 && m.role === "assistant" ? questionBefore(messages, index) : null;
        const retry = question ? () => onRetry(question) : undefined;
        return (
          <li key={m.id} className={`message ${m.role}`} data-testid={`message-${m.role}`}>
            <span className="sr-only">{m.role === "user" ? "You said:" : "Tabletalk:"}</span>
            {m.parts.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts are an ordered, immutable list
              <Part key={i} part={p} onSelect={onSelect} busy={busy} retry={retry} />
            ))}
          </li>
        );
      })}
      <div ref={end} />
    </ol>
  );
}
