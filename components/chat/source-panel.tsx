"use client";

import { useEffect, useId, useRef, useState } from "react";
import type { Citation } from "@/lib/chat/types";
import type { KbDocumentView } from "@/lib/connectors/kb/document";
import { Markdown } from "./markdown";
import styles from "./source-panel.module.css";

type State =
  | { status: "loading" }
  | { status: "ready"; doc: KbDocumentView }
  | { status: "failed"; message: string };

/**
 * The document an answer cites, beside the conversation (issue 14 item 4): its sections in order,
 * the cited passage marked and scrolled into view. The server reads the document in the reader's
 * own tenant and project (app/api/kb/[documentId]); the browser sends only the id.
 */
export function SourcePanel({ citation, onClose }: { citation: Citation; onClose: () => void }) {
  const [state, setState] = useState<State>({ status: "loading" });
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const cited = useRef<HTMLDivElement>(null);
  const documentId = citation.documentId ?? "";

  useEffect(() => {
    const abort = new AbortController();
    setState({ status: "loading" });
    fetch(`/api/kb/${encodeURIComponent(documentId)}`, { signal: abort.signal })
      .then(async (res) => {
        const body = await res.json();
        if (!res.ok) throw new Error(body?.error?.message ?? "The document could not be opened.");
        setState({ status: "ready", doc: body as KbDocumentView });
      })
      .catch((e: unknown) => {
        if (!abort.signal.aborted)
          setState({ status: "failed", message: e instanceof Error ? e.message : String(e) });
      });
    return () => abort.abort();
  }, [documentId]);

  // Focus moves to the panel so keyboard and screen-reader users land on what they opened.
  useEffect(() => {
    if (state.status === "loading") return;
    heading.current?.focus();
    cited.current?.scrollIntoView({ block: "start" });
  }, [state]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);

  const title = state.status === "ready" ? state.doc.title : citation.document;
  return (
    <aside className={styles.panel} role="dialog" aria-labelledby={titleId} data-testid="source-panel">
      <header className={styles.head}>
        <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h2>
        <button type="button" className="btn small" onClick={onClose}>
          Close
        </button>
      </header>
      {/* Focusable so the document scrolls from the keyboard too (it holds no links of its own). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <section className={styles.body} data-testid="source-body" aria-label="Document text" tabIndex={0}>
        {state.status === "loading" && (
          <p className="muted" role="status">
            Opening {citation.document}…
          </p>
        )}
        {state.status === "failed" && (
          <p className="form-error" role="alert">
            {state.message}
          </p>
        )}
        {state.status === "ready" &&
          state.doc.sections.map((section, i) => (
            <section key={section.passages[0]?.id ?? section.title} className={styles.section}>
              {!(i === 0 && section.title === state.doc.title) && <h3>{section.title}</h3>}
              {section.passages.map((p) =>
                p.id === citation.passageId ? (
                  <div key={p.id} ref={cited} className={styles.cited} data-testid="source-cited">
                    <p className={styles.citedLabel}>Cited passage</p>
                    <Markdown text={p.text} />
                  </div>
                ) : (
                  <Markdown key={p.id} text={p.text} />
                ),
              )}
            </section>
          ))}
      </section>
    </aside>
  );
}
