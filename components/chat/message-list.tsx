"use client";

import { useEffect, useRef } from "react";
import { RecordCard } from "@/components/artifacts/record-card";
import { SelectableTable } from "@/components/artifacts/selectable-table";
import { SelectionCard } from "@/components/artifacts/selection-card";
import type { ChatMessage, MessagePart } from "@/lib/chat/types";

type OnSelect = (artifactId: string, rowIndexes: number[], single: boolean) => Promise<void>;

function Part({ part, onSelect, busy }: { part: MessagePart; onSelect: OnSelect; busy: boolean }) {
  switch (part.type) {
    case "text":
      return (
        <div className="part-text">
          <p>{part.text}</p>
          {part.citations && part.citations.length > 0 && (
            <ul className="citations" aria-label="Sources">
              {part.citations.map((c) => (
                <li key={`${c.document}#${c.section}`}>
                  {c.document} — {c.section}
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
        <p className="form-error" role="alert">
          {part.message}
        </p>
      );
  }
}

export function MessageList({
  messages,
  onSelect,
  busy,
}: {
  messages: ChatMessage[];
  onSelect: OnSelect;
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
      {messages.map((m) => (
        <li key={m.id} className={`message ${m.role}`} data-testid={`message-${m.role}`}>
          <span className="sr-only">{m.role === "user" ? "You said:" : "Tabletalk:"}</span>
          {m.parts.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: parts are an ordered, immutable list
            <Part key={i} part={p} onSelect={onSelect} busy={busy} />
          ))}
        </li>
      ))}
      <div ref={end} />
    </ol>
  );
}
