// biome-ignore-all lint/a11y/noNoninteractiveElementToInteractiveRole: a <table role="grid"> is the WAI-ARIA data grid pattern.
// biome-ignore-all lint/a11y/noRedundantRoles: grid roles are spelled out (row, columnheader, gridcell) so selectors and tests can rely on them.
// biome-ignore-all lint/a11y/useFocusableInteractive: cells are reached through aria-activedescendant on the focused grid, not their own focus.
// biome-ignore-all lint/a11y/noAriaHiddenOnFocusable: the hidden spacer rows only reserve scroll height for virtualized rows; they hold nothing focusable.

"use client";

/**
 * The loaded table: TanStack Table v9 models (sort, filter, visibility, selection) rendered as an
 * ARIA grid whose body is virtualized, so 10,000 rows keep ~40 `<tr>` in the DOM. The grid element
 * holds focus and points at the active row with aria-activedescendant.
 */
import { functionalUpdate, type Row, useTable } from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import {
  type FocusEvent,
  type KeyboardEvent,
  useCallback,
  useDeferredValue,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { type ArtifactRow, buildColumns, cx, defaultVisibility, type Features, features } from "./columns";
import { downloadCsv } from "./csv-download";
import { countLabel, csvFileName, formatNumber, rowLabel, toCsv } from "./format";
import { GridHead } from "./grid-head";
import type { ArtifactRowsPayload } from "./rows-payload";
import type { SelectableTableProps } from "./selectable-table";
import styles from "./selectable-table.module.css";
import { type SaveState, SelectionBar } from "./selection-bar";
import { TableToolbar } from "./table-toolbar";

const ROW_HEIGHT = 40;
const HEADER_HEIGHT = 40;
const FILTER_ROW_HEIGHT = 44;
const SELECT_COL_WIDTH = 44;
const OVERSCAN = 10;

type GridProps = SelectableTableProps & { data: ArtifactRowsPayload; plural: string };
type GridRow = Row<Features, ArtifactRow>;

// A row's id is its position in the stored rows: the index the server resolves a selection by.
const getRowId = (_row: ArtifactRow, index: number) => String(index);
const isShiftClick = (e: unknown) =>
  Boolean((e as { nativeEvent?: MouseEvent } | undefined)?.nativeEvent?.shiftKey);

export function ArtifactGrid(props: GridProps) {
  const { artifactId, title, entity, purpose, selectable, onSelect, data, plural, rowCount, truncated } =
    props;
  const single = purpose === "pick-one";
  const showSelect = onSelect !== undefined;
  const gridId = useId();

  const { columns, globalFilterFn } = useMemo(
    () => buildColumns(data.columns, data.rows),
    [data.columns, data.rows],
  );
  const [query, setQuery] = useState("");
  // Typing stays responsive on 10,000 rows: the filter pass runs at a lower priority than the input.
  const globalFilter = useDeferredValue(query);
  const [showFilters, setShowFilters] = useState(false);
  const [save, setSave] = useState<SaveState>({ status: "idle" });
  const [activeId, setActiveId] = useState<string | null>(null);

  // Columns hidden by default (a constant type discriminator, `Column.hidden`): in the column menu.
  const initialState = useMemo(() => ({ columnVisibility: defaultVisibility(data.columns) }), [data.columns]);
  const table = useTable({
    features,
    columns,
    data: data.rows,
    getRowId,
    initialState,
    state: { globalFilter },
    onGlobalFilterChange: (u) => setQuery((prev) => String(functionalUpdate(u, prev) ?? "")),
    globalFilterFn,
    getColumnCanGlobalFilter: () => true,
    enableMultiRowSelection: !single,
    isRowRangeSelectionEvent: isShiftClick,
    sortDescFirst: false,
  });

  const rows = table.getRowModel().rows;
  const rowSelection = table.state.rowSelection;
  const selectedIndexes = useMemo(
    () =>
      Object.keys(rowSelection)
        .map(Number)
        .filter(Number.isInteger)
        .sort((a, b) => a - b),
    [rowSelection],
  );
  const positionById = useMemo(() => new Map(rows.map((r, i) => [r.id, i])), [rows]);
  const activeIndex = activeId === null ? -1 : (positionById.get(activeId) ?? -1);
  // A pick-one table takes one pick: once its step is answered (or being answered), rows are shown, not offered.
  const pickOpen = !single || props.pick === undefined || props.pick.status === "waiting";
  const interactive = showSelect && selectable && save.status !== "saving" && pickOpen;
  // The row a made pick chose, marked as chosen on every load (the server names it by its identity).
  const chosenRow = props.pick?.row;
  const chosenId = useMemo(() => {
    if (!single || !chosenRow) return undefined;
    const entries = Object.entries(chosenRow);
    const i = data.rows.findIndex((r) => entries.length > 0 && entries.every(([k, v]) => r[k] === v));
    return i >= 0 ? String(i) : undefined;
  }, [single, chosenRow, data.rows]);
  const visibleColumns = table.getVisibleLeafColumns();
  const headerRows = showFilters ? 2 : 1;

  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const theadRef = useRef<HTMLTableSectionElement>(null);
  const [measuredHeader, setMeasuredHeader] = useState<number | null>(null);
  useLayoutEffect(() => {
    // The real sticky-header height (borders, zoom, fonts) keeps scrollToIndex exact; constants are the first guess.
    const el = theadRef.current;
    if (!el) return;
    const update = () => setMeasuredHeader(el.getBoundingClientRect().height);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const headerHeight = measuredHeader ?? HEADER_HEIGHT + (showFilters ? FILTER_ROW_HEIGHT : 0);
  const getItemKey = useCallback((i: number) => rows[i]?.id ?? i, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    // Rows start below the sticky header: offsets and scrollToIndex account for it.
    paddingStart: headerHeight,
    scrollPaddingStart: headerHeight,
    getItemKey,
    initialRect: { width: 0, height: 420 },
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const padTop = first ? first.start - headerHeight : 0;
  const padBottom = last ? virtualizer.getTotalSize() - last.end : 0;
  const rowDomId = (id: string) => `${gridId}-row-${id}`;
  const activeRendered = activeIndex >= 0 && items.some((i) => i.index === activeIndex);

  async function confirm(indexes: number[]) {
    if (!onSelect || !interactive || indexes.length === 0) return;
    setSave({ status: "saving" });
    try {
      const serverLabel = await onSelect(indexes);
      const labels = indexes.map((i) => rowLabel(data.rows[i] ?? {}, data.identityFields, data.columns));
      const label =
        typeof serverLabel === "string" && serverLabel
          ? serverLabel
          : indexes.length <= 3 && labels.every(Boolean)
            ? labels.join("; ")
            : `${formatNumber(indexes.length, true)} ${indexes.length === 1 ? entity : plural}`;
      setSave({ status: "saved", indexes, label });
    } catch {
      setSave({ status: "failed" });
    }
  }

  function toggleRow(row: GridRow) {
    if (interactive) row.toggleSelected();
  }

  function moveTo(index: number) {
    const target = rows[index];
    if (!target) return;
    setActiveId(target.id);
    virtualizer.scrollToIndex(index, { align: "auto" });
  }

  function onGridKeyDown(e: KeyboardEvent<HTMLTableElement>) {
    // Keys typed in header controls (filter inputs, sort buttons) are theirs, not the grid's.
    if (e.target !== e.currentTarget || e.altKey || e.metaKey) return;
    const lastIndex = rows.length - 1;
    if (lastIndex < 0) return;
    const from = activeIndex;
    const page = Math.max(
      1,
      Math.floor(((scrollRef.current?.clientHeight ?? 420) - headerHeight) / ROW_HEIGHT) - 1,
    );
    switch (e.key) {
      case "ArrowDown":
        moveTo(from < 0 ? 0 : Math.min(lastIndex, from + 1));
        break;
      case "ArrowUp":
        moveTo(from < 0 ? 0 : Math.max(0, from - 1));
        break;
      case "Home":
        moveTo(0);
        break;
      case "End":
        moveTo(lastIndex);
        break;
      case "PageDown":
        moveTo(Math.min(lastIndex, Math.max(from, 0) + page));
        break;
      case "PageUp":
        moveTo(Math.max(0, from - page));
        break;
      case " ":
        if (from < 0) moveTo(0);
        else toggleRow(rows[from]);
        break;
      case "Enter": {
        const active = rows[from];
        if (single && active && interactive) {
          // pick-one: Enter means "use the row I am on".
          table.setRowSelection({ [active.id]: true });
          void confirm([Number(active.id)]);
        } else void confirm(selectedIndexes);
        break;
      }
      default:
        return;
    }
    e.preventDefault();
  }

  function onGridFocus(e: FocusEvent<HTMLTableElement>) {
    if (e.target !== e.currentTarget || activeIndex >= 0 || rows.length === 0) return;
    // Start on a selected row in view, else the first row in view: aria-activedescendant must exist.
    const inView = items.map((i) => rows[i.index]).filter(Boolean);
    setActiveId((inView.find((r) => r.getIsSelected()) ?? inView[0] ?? rows[0]).id);
  }

  function onRowClick(row: GridRow) {
    setActiveId(row.id);
    if (single && interactive && !row.getIsSelected()) row.toggleSelected(true);
    gridRef.current?.focus({ preventScroll: true });
  }

  function clearFilters() {
    setQuery("");
    table.resetColumnFilters(true);
  }

  function exportCsv() {
    const cols = visibleColumns.flatMap((c) => (c.columnDef.meta ? [c.columnDef.meta] : []));
    downloadCsv(
      csvFileName(title),
      toCsv(
        cols,
        rows.map((r) => r.original),
      ),
    );
  }

  const tableWidth = visibleColumns.reduce(
    (w, c) => w + (c.columnDef.meta?.width ?? 160),
    showSelect ? SELECT_COL_WIDTH : 0,
  );
  const colCount = visibleColumns.length + (showSelect ? 1 : 0);

  return (
    <>
      <TableToolbar
        table={table}
        query={query}
        onQueryChange={setQuery}
        showFilters={showFilters}
        onToggleFilters={() => setShowFilters((v) => !v)}
        filterCount={table.state.columnFilters.length}
        onExport={exportCsv}
        canExport={rows.length > 0 && visibleColumns.length > 0}
      />

      {truncated && (
        <p className={styles.truncated} role="note" data-testid="artifact-truncated">
          {rowCount > data.rows.length
            ? `Only the first ${formatNumber(data.rows.length, true)} of ${formatNumber(rowCount, true)} ${plural} were loaded.`
            : `Only the first ${formatNumber(data.rows.length, true)} ${plural} were loaded.`}{" "}
          Ask a narrower question to see the rest.
        </p>
      )}

      <div ref={scrollRef} className={styles.scroller}>
        <table
          ref={gridRef}
          className={styles.grid}
          role="grid"
          tabIndex={0}
          aria-labelledby={`artifact-${artifactId}-title`}
          aria-describedby={`${gridId}-help`}
          aria-rowcount={rows.length + headerRows}
          aria-colcount={colCount}
          aria-multiselectable={showSelect && !single ? true : undefined}
          aria-activedescendant={activeRendered ? rowDomId(rows[activeIndex].id) : undefined}
          onKeyDown={onGridKeyDown}
          onFocus={onGridFocus}
          style={{ width: tableWidth }}
        >
          <colgroup>
            {showSelect && <col style={{ width: SELECT_COL_WIDTH }} />}
            {visibleColumns.map((c) => (
              <col key={c.id} style={{ width: c.columnDef.meta?.width }} />
            ))}
          </colgroup>
          <GridHead
            ref={theadRef}
            table={table}
            showSelect={showSelect}
            single={single}
            enabled={interactive}
            someSelected={selectedIndexes.length > 0}
            shownCount={rows.length}
            plural={plural}
            showFilters={showFilters}
          />
          <tbody>
            {padTop > 0 && (
              <tr aria-hidden="true" className={styles.spacer} style={{ height: padTop }}>
                <td colSpan={colCount} />
              </tr>
            )}
            {items.map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              const selected = row.getIsSelected() || (!pickOpen && row.id === chosenId);
              const active = item.index === activeIndex;
              return (
                <tr
                  key={row.id}
                  id={rowDomId(row.id)}
                  role="row"
                  aria-rowindex={headerRows + item.index + 1}
                  aria-selected={showSelect ? selected : undefined}
                  data-testid="artifact-row"
                  data-row-index={row.id}
                  data-active={active || undefined}
                  data-selected={selected || undefined}
                  className={cx(
                    styles.row,
                    item.index % 2 === 1 && styles.odd,
                    selected && styles.selected,
                    active && styles.active,
                  )}
                  style={{ height: ROW_HEIGHT }}
                  onClick={() => onRowClick(row)}
                >
                  {showSelect && (
                    <td role="gridcell" className={styles.selectCell}>
                      <input
                        type={single ? "radio" : "checkbox"}
                        name={single ? `${gridId}-pick` : undefined}
                        className={styles.check}
                        tabIndex={-1}
                        checked={selected}
                        disabled={!interactive}
                        onChange={row.getToggleSelectedHandler()}
                        aria-label={`Select ${rowLabel(row.original, data.identityFields, data.columns) || `row ${item.index + 1}`}`}
                      />
                    </td>
                  )}
                  {row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      role="gridcell"
                      className={cx(styles.cell, cell.column.columnDef.meta?.align === "end" && styles.end)}
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              );
            })}
            {padBottom > 0 && (
              <tr aria-hidden="true" className={styles.spacer} style={{ height: padBottom }}>
                <td colSpan={colCount} />
              </tr>
            )}
          </tbody>
        </table>
        {rows.length === 0 && (
          <div className={styles.noMatch} role="status">
            {data.rows.length === 0 ? (
              <span>No {plural} to show.</span>
            ) : (
              <>
                <span>No {plural} match these filters.</span>
                <button type="button" className="btn small" onClick={clearFilters}>
                  Clear filters
                </button>
              </>
            )}
          </div>
        )}
      </div>
      <p id={`${gridId}-help`} className="sr-only">
        Use the arrow keys, Home, End, Page Up and Page Down to move between rows.
        {showSelect ? " Space selects the current row; Enter confirms the selection." : ""}
      </p>

      <SelectionBar
        countText={countLabel(rows.length, data.rows.length, entity)}
        selectedCount={selectedIndexes.length}
        single={single}
        entity={entity}
        showSelect={showSelect}
        enabled={interactive}
        save={save}
        onConfirm={() => void confirm(selectedIndexes)}
        pick={single ? props.pick : undefined}
        onRetryPick={props.onRetryPick}
      />
    </>
  );
}
