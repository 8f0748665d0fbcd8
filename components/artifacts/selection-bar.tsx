"use client";

import type { PickState } from "@/lib/chat/types";
import { formatNumber } from "./format";
import styles from "./selectable-table.module.css";

export type SaveState =
  | { status: "idle" }
  | { status: "saving" }
  | { status: "saved"; indexes: number[]; label: string }
  | { status: "failed" };

/** Footer of a table: the row count line, the selection summary and the confirm button. */
export function SelectionBar({
  countText,
  selectedCount,
  single,
  entity,
  showSelect,
  enabled,
  save,
  onConfirm,
  pick,
  onRetryPick,
}: {
  countText: string;
  selectedCount: number;
  single: boolean;
  entity: string;
  showSelect: boolean;
  enabled: boolean;
  save: SaveState;
  onConfirm: () => void;
  /** A pick-one table: where its step stands (the server's word; see lib/agent/pick-state.ts). */
  pick?: PickState;
  /** Continues the question again with the pick that did not finish. */
  onRetryPick?: () => void;
}) {
  const saving = save.status === "saving";
  // Once a pick is made the step is answered: the choice is shown and no further pick is offered.
  const decided = single && pick !== undefined && pick.status !== "waiting";
  return (
    <footer className={styles.footer}>
      <p className={styles.footerInfo}>
        <span data-testid="artifact-count" aria-live="polite">
          {countText}
        </span>
        {showSelect && !single && selectedCount > 0 && (
          <span className={styles.selectedCount}>{formatNumber(selectedCount, true)} selected</span>
        )}
      </p>
      {showSelect && decided && (
        <div className={styles.footerActions}>
          <PickStatus pick={pick} entity={entity} onRetry={onRetryPick} />
        </div>
      )}
      {showSelect && !decided && (
        <div className={styles.footerActions}>
          {single && pick?.error && (
            <span className={styles.failed} role="alert" data-testid="pick-failed">
              {pick.label ? `${pick.label} did not continue: ` : ""}
              {pick.error}
            </span>
          )}
          {single && pick?.error && pick.retry && onRetryPick && (
            <button type="button" className="btn" data-testid="pick-retry" onClick={onRetryPick}>
              Try again
            </button>
          )}
          {save.status === "saved" && !single && (
            <span className={styles.saved} data-testid="artifact-saved" role="status">
              <span aria-hidden="true">✓</span> Selected: {save.label}
            </span>
          )}
          {save.status === "failed" && (
            <span className={styles.failed} role="alert">
              Couldn't use this selection. Try again.
            </span>
          )}
          <button
            type="button"
            className="btn primary"
            data-testid="artifact-select-button"
            disabled={!enabled || selectedCount === 0}
            aria-busy={saving || undefined}
            onClick={onConfirm}
          >
            {saving
              ? "Saving…"
              : single
                ? `Use this ${entity}`
                : `Use selected (${formatNumber(selectedCount, true)})`}
          </button>
        </div>
      )}
    </footer>
  );
}

/** The made choice of a pick-one table, and what became of the question it answered. */
function PickStatus({
  pick,
  entity,
  onRetry,
}: {
  pick: PickState | undefined;
  entity: string;
  onRetry?: () => void;
}) {
  if (!pick || pick.status === "waiting") return null;
  const chosen = pick.label ? `Chosen: ${pick.label}` : `${entity} chosen`;
  switch (pick.status) {
    case "continued":
      return (
        <span className={styles.saved} data-testid="artifact-saved" data-pick="continued" role="status">
          <span aria-hidden="true">✓</span> {chosen}
        </span>
      );
    case "continuing":
      return (
        <span className={styles.saved} data-testid="artifact-saved" data-pick="continuing" role="status">
          <span aria-hidden="true">✓</span> {chosen} — continuing the question…
        </span>
      );
    case "stalled":
      return (
        <>
          <span className={styles.failed} data-testid="pick-failed" data-pick="stalled" role="alert">
            {pick.label ? `With ${pick.label}, the` : "The"} question stopped before it finished.
          </span>
          {pick.retry && onRetry && (
            <button type="button" className="btn" data-testid="pick-retry" onClick={onRetry}>
              Try again
            </button>
          )}
        </>
      );
    case "closed":
      return (
        <span className={styles.footerInfo} data-pick="closed">
          Nothing waits on this choice any more.
        </span>
      );
  }
}
