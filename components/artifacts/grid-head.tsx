// biome-ignore-all lint/a11y/noRedundantRoles: grid roles are spelled out (row, columnheader, gridcell) so selectors and tests can rely on them.
// biome-ignore-all lint/a11y/useFocusableInteractive: cells are reached through aria-activedescendant on the focused grid, not their own focus.
// biome-ignore-all lint/a11y/noNoninteractiveElementToInteractiveRole: the filter row's cells are gridcells of the ARIA grid.

"use client";

import type { ReactTable } from "@tanstack/react-table";
import type { Ref } from "react";
import { type ArtifactRow, cx, type Features } from "./columns";
import { formatNumber } from "./format";
import styles from "./selectable-table.module.css";

/** Sticky grid header: sortable column headers (aria-sort), select-all, and the optional filter row. */
export function GridHead({
  ref,
  table,
  showSelect,
  single,
  enabled,
  someSelected,
  shownCount,
  plural,
  showFilters,
}: {
  ref: Ref<HTMLTableSectionElement>;
  table: ReactTable<Features, ArtifactRow>;
  showSelect: boolean;
  single: boolean;
  enabled: boolean;
  someSelected: boolean;
  shownCount: number;
  plural: string;
  showFilters: boolean;
}) {
  // Select-all acts on the filtered rows (TanStack's pre-grouped model is the filtered one).
  const allSelected = table.getIsAllRowsSelected();
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  return (
    <thead ref={ref}>
      <tr role="row" aria-rowindex={1}>
        {showSelect && (
          <th role="columnheader" scope="col" className={cx(styles.th, styles.selectCell)}>
            {single ? (
              <span className="sr-only">Selected</span>
            ) : (
              <input
                type="checkbox"
                className={styles.check}
                checked={allSelected}
                ref={(el) => {
                  if (el) el.indeterminate = someSelected && !allSelected;
                }}
                disabled={!enabled || shownCount === 0}
                onChange={table.getToggleAllRowsSelectedHandler()}
                aria-label={`Select all ${formatNumber(shownCount, true)} shown ${plural}`}
              />
            )}
          </th>
        )}
        {headers.map((header) => {
          const col = header.column;
          const sorted = col.getIsSorted();
          const meta = col.columnDef.meta;
          return (
            <th
              key={header.id}
              role="columnheader"
              scope="col"
              aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none"}
              className={cx(styles.th, meta?.align === "end" && styles.end)}
            >
              <button
                type="button"
                className={styles.sortButton}
                onClick={col.getToggleSortingHandler()}
                title={`Sort by ${meta?.label ?? col.id}`}
              >
                <span className={styles.thLabel}>
                  <table.FlexRender header={header} />
                </span>
                <span className={cx(styles.sortIcon, sorted && styles.sortActive)} aria-hidden="true">
                  {sorted === "asc" ? "↑" : sorted === "desc" ? "↓" : "↕"}
                </span>
              </button>
            </th>
          );
        })}
      </tr>
      {showFilters && (
        <tr role="row" aria-rowindex={2}>
          {showSelect && <td role="gridcell" className={styles.filterCell} />}
          {headers.map((header) => {
            const meta = header.column.columnDef.meta;
            const label = meta?.label ?? header.column.id;
            return (
              <td key={header.id} role="gridcell" className={styles.filterCell}>
                <input
                  type="search"
                  className={styles.filterInput}
                  value={String(header.column.getFilterValue() ?? "")}
                  onChange={(e) => header.column.setFilterValue(e.target.value)}
                  placeholder={meta?.align === "end" ? "e.g. >100" : "Filter…"}
                  aria-label={`Filter ${label}`}
                />
              </td>
            );
          })}
        </tr>
      )}
    </thead>
  );
}
