"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { RecordCard } from "@/components/artifacts/record-card";
import { SelectableTable } from "@/components/artifacts/selectable-table";
import { SelectionCard } from "@/components/artifacts/selection-card";
import type { ChatMessage, Citation, MessagePart, PickState } from "@/lib/chat/types";
import { ChoiceButtons } from "./choice-buttons";
import { Markdown } from "./markdown";
import { SourcePanel } from "./source-panel";

type OnSelect = (artifactId: string, rowIndexes: number[], single: boolean) => Promise<string | undefined>;
type OnChoose = (turnId: string, index: number) => void;
type OnOpenSource = (citation: Citation) => void;
type OnRetryPick = (artifactId: string) => void;

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
  role,
  onSelect,
  onChoose,
  onOpenSource,
  busy,
  retry,
  picks,
  onRetryPick,
}: {
  part: MessagePart;
  /** Answers render markdown; what the person typed is shown as typed. */
  role: ChatMessage["role"];
  onSelect: OnSelect;
  onChoose: OnChoose;
  onOpenSource: OnOpenSource;
  busy: boolean;
  /** Set on the latest answer only: re-asks its question after a retryable failure. */
  retry?: () => void;
  picks: Readonly<Record<string, PickState>>;
  onRetryPick: OnRetryPick;
}) {
  switch (part.type) {
    case "text":
      return (
        <div className="part-text">
          {role === "user" ? <p>{part.text}</p> : <Markdown text={part.text} />}
          {part.citations && part.citations.length > 0 && (
            <div className="citations">
              <span aria-hidden="true">Sources:</span>
              <ul aria-label="Sources">
                {part.citations.map((c) => {
                  const label = c.section ? `${c.document} — ${c.section}` : c.document;
                  // A knowledge-base source opens beside the answer; one without an id stays a label.
                  return (
                    <li key={`${c.documentId ?? c.document}#${c.section}`}>
                      {c.documentId ? (
                        <button
                          type="button"
                          className="citation-link"
                          aria-haspopup="dialog"
                          onClick={() => onOpenSource(c)}
                        >
                          {label}
                        </button>
                      ) : (
                        label
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
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
          view={part.view}
          selectable={!busy}
          onSelect={(rows) => onSelect(part.artifactId, rows, part.purpose === "pick-one")}
          pick={part.purpose === "pick-one" ? picks[part.artifactId] : undefined}
          onRetryPick={() => onRetryPick(part.artifactId)}
        />
      );
    case "record-card":
      return (
        <RecordCard
          entity={part.entity}
          title={part.title}
          record={part.record}
          minorUnits={part.minorUnits === true}
          minorFields={part.minorFields}
        />
      );
    case "selection-card":
      return (
        <SelectionCard entity={part.entity} label={part.label} count={part.count} version={part.version} />
      );
    case "choices":
      return (
        <ChoiceButtons
          options={part.options}
          disabled={busy}
          onChoose={(index) => onChoose(part.turnId, index)}
        />
      );
    case "progress":
      return null;
    case "notice":
      return (
        <p className="notice" data-testid="answer-notice">
          {part.text}
        </p>
      );
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
  onChoose,
  onRetry,
  busy,
  picks,
  onRetryPick,
}: {
  messages: ChatMessage[];
  onSelect: OnSelect;
  onChoose: OnChoose;
  onRetry: (question: string) => void;
  busy: boolean;
  /** Where each pick-one table's step stands, by artifact id. */
  picks: Readonly<Record<string, PickState>>;
  onRetryPick: OnRetryPick;
}) {
  const list = useRef<HTMLOListElement>(null);
  const [source, setSource] = useState<Citation | null>(null);
  const closeSource = useCallback(() => setSource(null), []);
  // Whether the view follows the newest content: true at the bottom, false once the person scrolls up.
  const pinned = useRef(true);
  const count = messages.length;
  useEffect(() => {
    const el = list.current;
    if (!el || count === 0) return;
    // A new message always brings the view to the end.
    pinned.current = true;
    el.scrollTop = el.scrollHeight;
    // Tables load their rows after the message arrives and grow: stay at the end while pinned, so
    // the table's footer (count, "Use this …") is not left below the fold.
    const observer = new ResizeObserver(() => {
      if (pinned.current) el.scrollTop = el.scrollHeight;
    });
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [count]);
  return (
    <>
      <ol
        ref={list}
        className="messages"
        aria-label="Messages"
        onScroll={(e) => {
          const el = e.currentTarget;
          pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
        }}
      >
        {messages.length === 0 && <li className="muted empty-hint">Ask a question to get started.</li>}
        {messages.map((m, index) => {
          const question =
            index === messages.length - 1 && m.role === "assistant" ? questionBefore(messages, index) : null;
          const retry = question ? () => onRetry(question) : undefined;
          return (
            <li key={m.id} className={`message ${m.role}`} data-testid={`message-${m.role}`}>
              <span className="sr-only">{m.role === "user" ? "You said:" : "Tabletalk:"}</span>
              {m.parts.map((p, i) => (
                <Part
                  // biome-ignore lint/suspicious/noArrayIndexKey: parts are an ordered, immutable list
                  key={i}
                  part={p}
                  role={m.role}
                  onSelect={onSelect}
                  onChoose={onChoose}
                  onOpenSource={setSource}
                  busy={busy}
                  retry={retry}
                  picks={picks}
                  onRetryPick={onRetryPick}
                />
              ))}
            </li>
          );
        })}
      </ol>
      {source && (
        <SourcePanel
          key={`${source.documentId}#${source.passageId}`}
          citation={source}
          onClose={closeSource}
        />
      )}
    </>
  );
}
