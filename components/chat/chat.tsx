"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  clearSelectionAction,
  resumeAfterPickAction,
  runChoiceAction,
  selectRowsAction,
  sendMessageAction,
} from "@/app/(chat)/actions";
import type { TurnEvent } from "@/lib/chat/events";
import type { ChatMessage, PickState, ProgressPhase } from "@/lib/chat/types";
import type { SelectionSummary } from "@/lib/selection";
import { Composer } from "./composer";
import { takeDraft } from "./draft";
import { MessageList } from "./message-list";
import { selectionStamp } from "./selection-stamp";

const PHASE_LABEL: Record<ProgressPhase, string> = {
  snapshot: "Checking available data sources",
  routing: "Choosing tools",
  planning: "Planning",
  calling: "Calling",
  loading: "Loaded",
  answering: "Answering",
};

export function Chat({
  conversation,
  initialMessages,
  initialSelection,
  selectionVersion,
  initialPicks = {},
}: {
  conversation: { id: string; title: string };
  initialMessages: ChatMessage[];
  initialSelection: SelectionSummary | null;
  /** The conversation's selection version (each pick bumps it), also when cleared or none yet. */
  selectionVersion: number;
  /** Where each pick-one table's step stands, read from its turn (lib/agent/pick-state.ts). */
  initialPicks?: Record<string, PickState>;
}) {
  const router = useRouter();
  const [messages, setMessages] = useState(initialMessages);
  // A refresh (after a turn, or a sidebar action) brings the server's history: it includes what
  // other tabs added (their selection cards, turns), so this tab's list follows it.
  useEffect(() => {
    setMessages((local) => mergeMessages(initialMessages, local));
  }, [initialMessages]);
  const [selection, setSelection] = useState<SelectionSummary | null>(initialSelection);
  // After a turn the page refreshes with the server's current_selection: a tab whose selection was
  // replaced (or cleared) in another tab shows the latest one from then on, not its stale chip. A
  // refresh rendered before this tab's own pick or clear is older knowledge and changes nothing.
  const serverStamp = selectionStamp(selectionVersion, initialSelection !== null);
  const knownStamp = useRef(serverStamp);
  useEffect(() => {
    if (serverStamp <= knownStamp.current) return;
    knownStamp.current = serverStamp;
    setSelection(initialSelection);
  }, [serverStamp, initialSelection]);
  // The server's word on every pick-one table after each refresh; between refreshes, what this tab
  // just did (a pick continuing, a try that failed).
  const [picks, setPicks] = useState(initialPicks);
  useEffect(() => setPicks(initialPicks), [initialPicks]);
  const [progress, setProgress] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; retryText: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const draftSent = useRef(false);

  /**
   * Streams one turn's events into the list; `text` is what Retry sends again ("" = no retry).
   * `failed` takes an error (or, with no event, an interrupted stream) instead of the chat's error
   * line when it returns true.
   */
  const consume = useCallback(
    async (
      start: () => Promise<AsyncIterable<TurnEvent>>,
      text: string,
      failed?: (ev?: Extract<TurnEvent, { kind: "error" }>) => boolean,
    ) => {
      setBusy(true);
      setError(null);
      setNotice(null);
      setProgress("Sending");
      try {
        const stream = await start();
        for await (const ev of stream as AsyncIterable<TurnEvent>) {
          switch (ev.kind) {
            case "user":
              setMessages((m) => [...m, ev.message]);
              break;
            case "progress":
              setProgress(`${PHASE_LABEL[ev.phase]}${ev.detail ? ` ${ev.detail}` : ""}…`);
              break;
            case "notice":
              setNotice(ev.text);
              break;
            case "assistant":
              setMessages((m) => [...m, ev.message]);
              // The answer carries the notice from now on; showing it twice adds nothing.
              if (ev.message.parts.some((p) => p.type === "notice")) setNotice(null);
              break;
            case "error":
              if (!failed?.(ev)) setError({ message: ev.message, retryText: text });
              break;
          }
        }
        router.refresh();
      } catch {
        if (!failed?.())
          setError({ message: "The connection was interrupted. Your message was kept.", retryText: text });
      } finally {
        setBusy(false);
        setProgress(null);
      }
    },
    [router],
  );

  const send = useCallback(
    (text: string, clientKey?: string) =>
      consume(
        () =>
          sendMessageAction({
            conversationId: conversation.id,
            text,
            selection: selection ? { id: selection.id, version: selection.version } : null,
            clientKey,
          }),
        text,
      ),
    [conversation.id, selection, consume],
  );

  // A clarify's choice: only the turn and the option's index leave the browser.
  const choose = useCallback(
    (turnId: string, index: number) =>
      void consume(() => runChoiceAction({ conversationId: conversation.id, turnId, index }), ""),
    [conversation.id, consume],
  );

  // A question picked on the start page arrives as a draft and is sent once.
  useEffect(() => {
    if (draftSent.current) return;
    const draft = takeDraft(conversation.id);
    if (draft?.text.trim()) {
      draftSent.current = true;
      void send(draft.text, draft.clientKey);
    }
  }, [conversation.id, send]);

  async function onSelect(artifactId: string, rowIndexes: number[], single: boolean) {
    const r = await selectRowsAction({ conversationId: conversation.id, artifactId, rowIndexes, single });
    if (r.status !== "success") {
      setError({ message: r.message, retryText: "" });
      // The table shows its own failure state and keeps the rows selected for a retry.
      throw new Error(r.message);
    }
    knownStamp.current = Math.max(knownStamp.current, selectionStamp(r.data.selection.version, true));
    setSelection(r.data.selection);
    setMessages((m) => [...m, r.data.message]);
    // A pick answers the step its question waits on: the question continues after the card.
    if (single) {
      const { id, version, label } = r.data.selection;
      continuePick(artifactId, { selectionId: id, version }, label);
    }
    // The table confirms with the server's label, the same words as the card and the chip.
    return r.data.selection.label;
  }

  /**
   * Continues the question a pick-one table suspended, with the stored pick. The table shows the
   * choice at once and takes no other pick; a try that fails (or is cut off) says so in the table
   * and offers to try the same pick again. The server decides whether it may run (one continuation).
   */
  function continuePick(artifactId: string, pick: { selectionId: string; version: number }, label: string) {
    const set = (state: PickState) => setPicks((p) => ({ ...p, [artifactId]: state }));
    set({ status: "continuing", label });
    void consume(
      () => resumeAfterPickAction({ conversationId: conversation.id, ...pick }),
      "",
      (ev) => {
        // Refused before anything ran (continuing elsewhere, or already continued with an earlier
        // pick): the chat says so, and the refresh shows the table as the server has it. A try that
        // ran and failed is the table's to say, with "Try again".
        if (ev && (ev.code === "conflict:resuming" || ev.code === "conflict:resume")) return false;
        if (ev) set({ status: "waiting", label, error: ev.message, retry: pick });
        else set({ status: "stalled", label, retry: pick });
        return true;
      },
    );
  }

  function retryPick(artifactId: string) {
    const state = picks[artifactId];
    if (state?.retry) continuePick(artifactId, state.retry, state.label ?? "");
  }

  async function onClearSelection() {
    const r = await clearSelectionAction({ conversationId: conversation.id });
    if (r.status === "success") {
      knownStamp.current = Math.max(knownStamp.current, selectionStamp(r.data.version, false));
      setSelection(null);
    } else setError({ message: r.message, retryText: "" });
  }

  return (
    <div className="chat">
      <div className="chat-title">
        <h1>{conversation.title}</h1>
      </div>
      <MessageList
        messages={messages}
        onSelect={onSelect}
        onChoose={choose}
        onRetry={send}
        busy={busy}
        picks={picks}
        onRetryPick={retryPick}
      />
      <div className="chat-bottom">
        {progress && (
          <p className="progress" role="status" aria-live="polite" data-testid="turn-progress">
            <span className="spinner" aria-hidden="true" /> {progress}
          </p>
        )}
        {notice && (
          <p className="notice" role="status" data-testid="turn-notice">
            {notice}
          </p>
        )}
        {error && (
          <div className="form-error" role="alert" data-testid="turn-error">
            {error.message}
            {error.retryText && (
              <button
                type="button"
                className="btn small"
                onClick={() => send(error.retryText)}
                disabled={busy}
              >
                Retry
              </button>
            )}
          </div>
        )}
        <Composer busy={busy} onSend={send} selection={selection} onClearSelection={onClearSelection} />
      </div>
    </div>
  );
}

/** The server's messages, plus local ones it does not have yet (appended after the refresh began). */
function mergeMessages(server: ChatMessage[], local: ChatMessage[]): ChatMessage[] {
  const known = new Set(server.map((m) => m.id));
  const pending = local.filter((m) => !known.has(m.id));
  if (pending.length === 0 && server.length === local.length && server.every((m, i) => m.id === local[i].id))
    return local;
  return [...server, ...pending].sort((a, b) => a.seq - b.seq);
}
