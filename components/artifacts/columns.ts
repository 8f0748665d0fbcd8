/**
 * TanStack Table v9 setup for artifact tables: the feature registry and column definitions built
 * from the stored column metadata. Sorting and filtering read the raw row values (never the
 * rendered text alone), so "€ 1,234.50" sorts as 1234.5 and a date sorts chronologically.
 */
import {
  type ColumnDef,
  columnFilteringFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createFilteredRowModel,
  createSortedRowModel,
  type FilterFn,
  globalFilteringFeature,
  metaHelper,
  rowSelectionFeature,
  rowSortingFeature,
  type SortFn,
  tableFeatures,
} from "@tanstack/react-table";
import { createElement } from "react";
import { CellValue } from "./cell-value";
import { type ColumnType, compareValues, csvValue, displayText, formatValue, numericValue } from "./format";
import type { ArtifactColumnMeta } from "./rows-payload";

export type ArtifactRow = Record<string, unknown>;

export interface ColumnInfo {
  key: string;
  label: string;
  type: ColumnType;
  align: "start" | "end";
  width: number;
}

export const features = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  columnVisibilityFeature,
  rowSelectionFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  columnMeta: metaHelper<ColumnInfo>(),
});
export type Features = typeof features;
export type ArtifactColumnDef = ColumnDef<Features, ArtifactRow, unknown>;

const helper = createColumnHelper<Features, ArtifactRow>();

const BASE_WIDTH: Record<ColumnType, number> = {
  string: 180,
  number: 110,
  integer: 100,
  boolean: 90,
  date: 130,
  datetime: 180,
  money: 130,
  status: 140,
  json: 140,
};
const END_ALIGNED = new Set<ColumnType>(["number", "integer", "money"]);

/**
 * Room for the label plus the sort indicator, within sane bounds for a chat-width table. Text
 * columns are sized by their content when rows are known (`contentChars`): an id like "O-111681"
 * needs 90 px, not the 180 px of a free-text column, which keeps 8-column tables on screen.
 */
export function columnWidth(type: ColumnType, label: string, contentChars?: number): number {
  const forLabel = label.length * 8 + 44;
  if (type === "string" && contentChars !== undefined && contentChars > 0)
    return Math.min(320, Math.max(80, forLabel, Math.ceil(contentChars * 7.5 + 30)));
  return Math.min(320, Math.max(BASE_WIDTH[type], forLabel));
}

const WIDTH_SAMPLE_ROWS = 200;

/** Longest displayed text of a column over the first rows, in characters (0 when all are empty). */
export function sampleChars(rows: readonly ArtifactRow[], key: string, type: ColumnType): number {
  let max = 0;
  const n = Math.min(rows.length, WIDTH_SAMPLE_ROWS);
  for (let i = 0; i < n; i++) {
    const row = rows[i];
    const len = displayText(row[key], type, { row }).length;
    if (len > max) max = len;
  }
  return max;
}

/* Lower-cased raw + displayed text per (row, column), computed once: filtering 10,000 rows per
 * keystroke then costs a substring search, not a re-format. Rows are immutable snapshots. */
const searchCache = new WeakMap<ArtifactRow, Map<string, string>>();
export function cellSearchText(row: ArtifactRow, key: string, type: ColumnType): string {
  let byKey = searchCache.get(row);
  if (!byKey) {
    byKey = new Map();
    searchCache.set(row, byKey);
  }
  let text = byKey.get(key);
  if (text === undefined) {
    const v = row[key];
    text = `${csvValue(v)}\u0000${displayText(v, type, { row })}`.toLowerCase();
    byKey.set(key, text);
  }
  return text;
}

const COMPARISON = /^(<=|>=|<|>|=)\s*(-?\d+(?:\.\d+)?)$/;

/** Column filter: substring match, or `>100`, `<=5`, `=3` on numeric columns. */
export function matchesColumnFilter(
  row: ArtifactRow,
  key: string,
  type: ColumnType,
  query: string,
  minorUnits = false,
  currencyKey?: string,
): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  if (END_ALIGNED.has(type)) {
    const m = COMPARISON.exec(q.replace(/\s+/g, ""));
    if (m) {
      const n = numericValue(row[key], minorUnits, currencyKey ? row[currencyKey] : undefined);
      if (n === null) return false;
      const t = Number(m[2]);
      switch (m[1]) {
        case "<":
          return n < t;
        case "<=":
          return n <= t;
        case ">":
          return n > t;
        case ">=":
          return n >= t;
        default:
          return n === t;
      }
    }
  }
  return cellSearchText(row, key, type).includes(q);
}

export const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");

const isBlank = (v: unknown) => typeof v !== "string" || v.trim() === "";

export function buildColumns(
  meta: ArtifactColumnMeta[],
  rows: readonly ArtifactRow[] = [],
): {
  columns: ArtifactColumnDef[];
  globalFilterFn: FilterFn<Features, ArtifactRow>;
} {
  const types = new Map(meta.map((c) => [c.key, c.type]));
  const columns = meta.map((c): ArtifactColumnDef => {
    const sortFn: SortFn<Features, ArtifactRow> = (a, b) =>
      compareValues(a.original[c.key], b.original[c.key], c.type, c.minorUnits);
    const filterFn: FilterFn<Features, ArtifactRow> = (row, _id, value) =>
      matchesColumnFilter(row.original, c.key, c.type, String(value ?? ""), c.minorUnits, c.currencyKey);
    filterFn.autoRemove = isBlank;
    return helper.accessor(
      // Empty values read as undefined so `sortUndefined: "last"` keeps them at the end both ways.
      (row) => (row[c.key] === null || row[c.key] === "" ? undefined : row[c.key]),
      {
        id: c.key,
        header: c.label,
        cell: (ctx) =>
          createElement(CellValue, {
            value: formatValue(ctx.row.original[c.key], c.type, {
              row: ctx.row.original,
              currencyKey: c.currencyKey,
              minorUnits: c.minorUnits,
            }),
          }),
        sortFn,
        sortUndefined: "last",
        filterFn,
        meta: {
          key: c.key,
          label: c.label,
          type: c.type,
          align: END_ALIGNED.has(c.type) ? "end" : "start",
          width: columnWidth(
            c.type,
            c.label,
            c.type === "string" ? sampleChars(rows, c.key, c.type) : undefined,
          ),
        },
      },
    );
  });
  const globalFilterFn: FilterFn<Features, ArtifactRow> = (row, columnId, value) => {
    const q = String(value ?? "")
      .trim()
      .toLowerCase();
    return !q || cellSearchText(row.original, columnId, types.get(columnId) ?? "string").includes(q);
  };
  globalFilterFn.autoRemove = isBlank;
  return { columns, globalFilterFn };
}

/**
 * The table's column visibility on first show: the columns stored hidden (`DisplayColumn.hidden`, a
 * type discriminator holding one value in every row) are off; the column menu shows them again.
 * Never every column.
 */
export function defaultVisibility(columns: readonly ArtifactColumnMeta[]): Record<string, boolean> {
  const hidden = columns.filter((c) => c.hidden === true);
  if (hidden.length === columns.length) return {};
  return Object.fromEntries(hidden.map((c) => [c.key, false]));
}
