/**
 * An artifact's rows grouped and aggregated by a `GroupSpec` — TanStack Table v9's column grouping
 * and row aggregation over every stored row (never a sample). Dates are grouped by calendar
 * day / ISO week / month / year in UTC, so the same rows give the same groups on any machine; a
 * line over dates has a point for every bucket between the first and the last (an empty month
 * counts 0). Money is aggregated only when the rows share one currency (the presentation checks it
 * before it asks for a sum; `currencyOf` reports what the numbers are in).
 */
import {
  aggregationFn_count,
  aggregationFn_max,
  aggregationFn_mean,
  aggregationFn_min,
  aggregationFn_sum,
  columnGroupingFeature,
  createColumnHelper,
  createGroupedRowModel,
  rowAggregationFeature,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import { useMemo } from "react";
import type { Aggregate, DateBucket, GroupSpec } from "@/lib/semantics/grouping";
import type { ArtifactRow } from "./columns";
import { formatValue, humanizeStatus, numericValue } from "./format";
import type { ArtifactColumnMeta } from "./rows-payload";

const groupFeatures = tableFeatures({
  columnGroupingFeature,
  rowAggregationFeature,
  groupedRowModel: createGroupedRowModel(),
  aggregationFns: {
    count: aggregationFn_count,
    sum: aggregationFn_sum,
    avg: aggregationFn_mean,
    min: aggregationFn_min,
    max: aggregationFn_max,
  },
});
const helper = createColumnHelper<typeof groupFeatures, ArtifactRow>();

export interface Group {
  /** Stable key: the raw value, or the bucket ("2025-03", "2025-W14"); "" for rows without a value. */
  key: string;
  label: string;
  /** Rows in the group. */
  count: number;
  /** The aggregate asked for (the count again for `count`); null when no row had a number to measure. */
  value: number | null;
}

export const NO_VALUE = "(none)";
const DAY_MS = 86_400_000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function utcDay(value: unknown): Date | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const s = String(value);
  const t = /^\d{4}-\d{2}-\d{2}$/.test(s) ? Date.parse(`${s}T00:00:00Z`) : Date.parse(s);
  return Number.isNaN(t) ? null : new Date(t);
}

/** The ISO week's Monday, as "YYYY-MM-DD". */
function mondayOf(d: Date): Date {
  const day = (d.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day));
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The bucket of a date value. Rows repeat few distinct dates (10,000 orders over a year hold ~365),
 * so keys are cached per bucket and value: grouping stays a map lookup per row, not a date parse.
 */
const bucketCache: Record<DateBucket, Map<unknown, string>> = {
  day: new Map(),
  week: new Map(),
  month: new Map(),
  year: new Map(),
};
const MAX_CACHED = 50_000;

export function bucketKey(value: unknown, bucket: DateBucket): string {
  const cache = bucketCache[bucket];
  let key = cache.get(value);
  if (key === undefined) {
    key = computeBucketKey(value, bucket);
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(value, key);
  }
  return key;
}

function computeBucketKey(value: unknown, bucket: DateBucket): string {
  const d = utcDay(value);
  if (!d) return "";
  switch (bucket) {
    case "day":
      return iso(d);
    case "week":
      return iso(mondayOf(d));
    case "month":
      return iso(d).slice(0, 7);
    case "year":
      return iso(d).slice(0, 4);
  }
}

export function bucketLabel(key: string, bucket: DateBucket): string {
  if (!key) return NO_VALUE;
  const [y, m, d] = key.split("-").map(Number);
  switch (bucket) {
    case "day":
      return `${d} ${MONTHS[m - 1]} ${y}`;
    case "week":
      return `Week of ${d} ${MONTHS[m - 1]} ${y}`;
    case "month":
      return `${MONTHS[m - 1]} ${y}`;
    case "year":
      return String(y);
  }
}

/** The bucket after `key` ("2025-12" → "2026-01"). */
function nextBucket(key: string, bucket: DateBucket): string {
  const [y, m, d] = key.split("-").map(Number);
  switch (bucket) {
    case "day":
      return iso(new Date(Date.UTC(y, m - 1, d) + DAY_MS));
    case "week":
      return iso(new Date(Date.UTC(y, m - 1, d) + 7 * DAY_MS));
    case "month":
      return iso(new Date(Date.UTC(y, m, 1))).slice(0, 7);
    case "year":
      return String(y + 1);
  }
}

const MAX_FILLED_BUCKETS = 2_000;

export function groupLabel(key: string, spec: GroupSpec, column?: ArtifactColumnMeta): string {
  if (spec.bucket) return bucketLabel(key, spec.bucket);
  if (key === "") return NO_VALUE;
  if (column?.type === "status") return humanizeStatus(key);
  if (column?.type === "boolean") return key === "true" ? "Yes" : "No";
  const f = formatValue(key, column?.type ?? "string");
  return f.kind === "empty" ? NO_VALUE : f.text;
}

const groupValue =
  (spec: GroupSpec) =>
  (row: ArtifactRow): unknown => {
    const v = row[spec.by];
    if (spec.bucket) return bucketKey(v, spec.bucket);
    return v === null || v === undefined ? "" : typeof v === "object" ? JSON.stringify(v) : String(v);
  };

/**
 * Column ids name what they compute: rows cache their values by column id, so a regrouping (another
 * column, another date unit) must use a new id or it would read the previous grouping's values.
 */
function columnIds(spec: GroupSpec) {
  return {
    group: `group:${spec.by}:${spec.bucket ?? ""}`,
    rows: "rows",
    measure: `measure:${spec.measure ?? ""}:${spec.aggregate}`,
  };
}

function columnsFor(spec: GroupSpec) {
  const measure = spec.measure;
  const ids = columnIds(spec);
  const aggregate: Exclude<Aggregate, "count"> = spec.aggregate === "count" ? "sum" : spec.aggregate;
  return [
    helper.accessor(groupValue(spec), { id: ids.group }),
    helper.accessor((): unknown => 1, { id: ids.rows, aggregationFn: "count" }),
    ...(measure
      ? [
          helper.accessor((row): unknown => numericValue(row[measure]) ?? undefined, {
            id: ids.measure,
            aggregationFn: aggregate,
          }),
        ]
      : []),
  ];
}

/**
 * Groups in display order: dates in time order with empty buckets filled (count and sum: 0;
 * average, min, max: no value), categories by value, largest first, rows without a value last.
 */
export function orderGroups(groups: Group[], spec: GroupSpec): Group[] {
  if (!spec.bucket) {
    return [...groups].sort(
      (a, b) =>
        Number(a.key === "") - Number(b.key === "") ||
        (b.value ?? Number.NEGATIVE_INFINITY) - (a.value ?? Number.NEGATIVE_INFINITY) ||
        a.label.localeCompare(b.label),
    );
  }
  const byKey = new Map(groups.map((g) => [g.key, g]));
  const keys = groups
    .map((g) => g.key)
    .filter(Boolean)
    .sort();
  const out: Group[] = [];
  const empty = spec.aggregate === "count" || spec.aggregate === "sum" ? 0 : null;
  for (let k = keys[0]; k !== undefined && out.length < MAX_FILLED_BUCKETS; k = nextBucket(k, spec.bucket)) {
    out.push(byKey.get(k) ?? { key: k, label: bucketLabel(k, spec.bucket), count: 0, value: empty });
    if (k === keys[keys.length - 1]) break;
  }
  const none = byKey.get("");
  if (none) out.push(none);
  return out;
}

/** TanStack Table grouping over all rows; recomputed only when the rows or the spec change. */
export function useGroups(
  rows: readonly ArtifactRow[],
  spec: GroupSpec,
  columns: readonly ArtifactColumnMeta[],
): Group[] {
  const tableColumns = useMemo(() => columnsFor(spec), [spec]);
  const ids = columnIds(spec);
  const data = useMemo(() => [...rows], [rows]);
  const table = useTable({
    features: groupFeatures,
    columns: tableColumns,
    data,
    state: { grouping: [ids.group] },
  });
  const grouped = table.getRowModel().rows;
  const column = columns.find((c) => c.key === spec.by);
  return useMemo(() => {
    const groups = grouped.map((r): Group => {
      const key = String(r.getValue(ids.group) ?? "");
      const count = Number(r.getValue(ids.rows) ?? 0);
      const measured = spec.measure ? r.getValue(ids.measure) : count;
      const value = typeof measured === "number" && Number.isFinite(measured) ? measured : null;
      return { key, label: groupLabel(key, spec, column), count, value };
    });
    return orderGroups(groups, spec);
  }, [grouped, spec, column, ids.group, ids.measure, ids.rows]);
}
