"use client";

import type { ReactTable } from "@tanstack/react-table";
import { ColumnMenu } from "./column-menu";
import type { ArtifactRow, Features } from "./columns";
import styles from "./selectable-table.module.css";

/** Global filter, per-column filter toggle, column visibility and CSV export. */
export function TableToolbar({
  table,
  query,
  onQueryChange,
  showFilters,
  onToggleFilters,
  filterCount,
  onExport,
  canExport,
}: {
  table: ReactTable<Features, ArtifactRow>;
  query: string;
  onQueryChange: (q: string) => void;
  showFilters: boolean;
  onToggleFilters: () => void;
  filterCount: number;
  onExport: () => void;
  canExport: boolean;
}) {
  return (
    <div className={styles.toolbar}>
      <label className={styles.search}>
        <span className="sr-only">Filter rows</span>
        <svg className={styles.searchIcon} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="m10.5 10.5 3.5 3.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <input
          type="search"
          className={styles.searchInput}
          data-testid="artifact-filter"
          placeholder="Filter rows…"
          value={query}
          onChange={(e) => onQueryChange(e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </label>
      <div className={styles.toolbarActions}>
        <button type="button" className="btn small" aria-pressed={showFilters} onClick={onToggleFilters}>
          Column filters{filterCount > 0 ? ` (${filterCount})` : ""}
        </button>
        <ColumnMenu table={table} />
        <button type="button" className="btn small" onClick={onExport} disabled={!canExport}>
          Export CSV
        </button>
      </div>
    </div>
  );
}
