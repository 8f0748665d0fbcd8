"use client";

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
}: {
  countText: string;
  selectedCount: number;
  single: boolean;
  entity: string;
  showSelect: boolean;
  enabled: boolean;
  save: SaveState;
  onConfirm: () => void;
}) {
  const saving = save.status === "saving";
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
      {showSelect && (
        <div className={styles.footerActions}>
          {save.status === "saved" && (
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
