"use client";

import { useCallback, useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { type ArtifactRowsPayload, loadErrorMessage, parseRowsPayload } from "./rows-payload";

export type ArtifactRowsState =
  | { status: "loading" }
  | { status: "error"; message: string; httpStatus?: number }
  | { status: "ready"; data: ArtifactRowsPayload };

/**
 * Loads an artifact's stored rows (by column: lib/chat/rows-layout.ts); `retry` refetches after an
 * error. Aborts on unmount or id change.
 */
export function useArtifactRows(artifactId: string): ArtifactRowsState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ArtifactRowsState>({ status: "loading" });

  useEffect(() => {
    const ctrl = new AbortController();
    setState({ status: "loading" });
    (async () => {
      let res: Response;
      try {
        res = await fetch(`/api/artifacts/${encodeURIComponent(artifactId)}/rows?layout=columns`, {
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
        data = parseRowsPayload(await res.json());
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
  }, [artifactId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
