"use client";

import { useCallback, useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { type ArtifactRowsPayload, loadErrorMessage, parseRowsText } from "./rows-payload";

export type ArtifactRowsState =
  | { status: "loading" }
  | { status: "error"; message: string; httpStatus?: number }
  | { status: "ready"; data: ArtifactRowsPayload };

/**
 * Loads an artifact's stored rows; `retry` refetches after an error. Aborts on unmount or id change.
 * `byColumn`: a table that opens on its chart asks for the rows by column, one line per field
 * (`?layout=column-lines`, lib/chat/rows-layout.ts): the chart parses only the fields it groups and
 * measures, and reads them without row objects; the other fields are parsed when the rows are shown.
 * A table that opens on its rows asks for objects, which it needs at once (building them from
 * columns costs more than parsing).
 * `fields`: only these fields' values (`?columns=`, the chart's request: the fields its view reads);
 * the payload's `projection` says so. `enabled: false` fetches nothing (yet).
 */
export function useArtifactRows(
  artifactId: string,
  byColumn = false,
  fields?: readonly string[],
  enabled = true,
): ArtifactRowsState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ArtifactRowsState>({ status: "loading" });
  const query = rowsQuery(byColumn, fields);

  useEffect(() => {
    if (!enabled) return;
    const ctrl = new AbortController();
    setState({ status: "loading" });
    (async () => {
      let res: Response;
      try {
        res = await fetch(`/api/artifacts/${encodeURIComponent(artifactId)}/rows${query}`, {
          signal: ctrl.signal,
          headers: { accept: "application/json" },
          // A retry must not be answered from the HTTP cache (the route allows private caching).
          cache: attempt > 0 ? "reload" : "default",
        });
      } catch {
        if (!ctrl.signal.aborted) {
          setState({ status: "error", message: "Couldn't reach the server. Check your connection." });
        }
        return;
      }
      if (!res.ok) {
        if (!ctrl.signal.aborted) {
          setState({ status: "error", message: loadErrorMessage(res.status), httpStatus: res.status });
        }
        return;
      }
      let data: ArtifactRowsPayload | null = null;
      try {
        data = parseRowsText(await res.text());
      } catch {
        data = null;
      }
      if (ctrl.signal.aborted) return;
      // The rows are here: draw them now, not after the frames (the skeleton's) a scheduled render waits behind.
      flushSync(() =>
        setState(
          data
            ? { status: "ready", data }
            : { status: "error", message: "This table couldn't be read.", httpStatus: res.status },
        ),
      );
    })();
    return () => ctrl.abort();
  }, [artifactId, attempt, query, enabled]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

/** The rows request's query: the layout, then one `columns` parameter per projected field. */
export function rowsQuery(byColumn: boolean, fields?: readonly string[]): string {
  const q = new URLSearchParams();
  if (byColumn) q.set("layout", "column-lines");
  for (const f of fields ?? []) q.append("columns", f);
  const s = q.toString();
  return s ? `?${s}` : "";
}
