/**
 * An artifact's rows grouped and aggregated by a `GroupSpec` over every stored row (never a sample),
 * in one pass over the grouped field's values and the measured field's (the payload hands them out
 * by column, so no row object is built for the chart): each value's group key is computed once per
 * distinct value (a date's bucket), a run of rows holding the same value joins its group at once
 * (one lookup, and a count adds the run's length), and the group's count, sum, lowest and highest
 * are kept as it goes, so 10,000 rows cost at most a map lookup and a few additions each — no row objects, no per-group
 * leaf lists (TanStack Table's grouped row model built both and was most of the chart's time). The
 * result is kept per (values, spec), so showing the chart again does not group again. The aggregates
 * are TanStack's: count = rows, sum of the numbers (0 when none), average/lowest/highest of the rows
 * that have a number (none → no value). Dates are grouped by calendar day / ISO week / month / year
 * in UTC, so the same rows give the same groups on any machine; a line over dates has a point for
 * every bucket between the first and the last (an empty month counts 0). Money is aggregated only
 * when the rows share one currency (the presentation checks it before it asks for a sum).
 */
import { useMemo } from "react";
import { epochMillis, epochValue, moneyOf } from "@/lib/semantics/fields";
import type { DateBucket, GroupSpec } from "@/lib/semantics/grouping";
import type { ArtifactRow } from "./columns";
import { formatValue, humanizeStatus, numericValue } from "./format";
import type { ArtifactColumnMeta } from "./rows-payload";

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

/**
 * The one currency of the rows, read from the measure's currency field (its column's `currencyKey`;
 * `currency` when unset), when there is exactly one. The distinct raw values are collected first
 * (10,000 rows hold one or two), so each is checked once, not per row.
 */
export function rowsCurrency(
  rows: readonly Record<string, unknown>[],
  currencyKey = "currency",
): { currency?: string; several: boolean } {
  return valuesCurrency(rows.map((r) => r[currencyKey]));
}

/** `rowsCurrency` over the currency field's values (one per row). */
export function valuesCurrency(values: readonly unknown[]): { currency?: string; several: boolean } {
  const raw = new Set<unknown>(values);
  const seen = new Set<string>();
  for (const c of raw) if (typeof c === "string" && /^[A-Za-z]{3}$/.test(c)) seen.add(c.toUpperCase());
  if (seen.size > 1) return { several: true };
  const [currency] = seen;
  return { currency, several: false };
}
/**
 * The currency of a money measure's values: its column's sibling currency field (`currencyKey`;
 * `currency` when unset), or each money object's own (`{amount, currency}`). `several` means no
 * single total exists — euros are never added to dollars.
 */
export function measureCurrency(
  valuesOf: (key: string) => readonly unknown[],
  column: { key: string; currencyKey?: string } | undefined,
): { currency?: string; several: boolean } {
  if (column && !column.currencyKey) {
    const values = valuesOf(column.key);
    const own = values.map((v) => moneyOf(v)?.currency);
    if (own.some((c) => c !== undefined)) return valuesCurrency(own);
  }
  return valuesCurrency(valuesOf(column?.currencyKey ?? "currency"));
}

const DAY_MS = 86_400_000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * An ISO date, or date-time in UTC or without an offset ("2025-03-14", "2025-03-14T10:22:31Z",
 * "2025-03-14 10:22"): its UTC calendar day is its first ten characters, no parsing needed.
 */
const ISO_UTC_DAY =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]00:?00)?)?$/i;

function utcDay(value: unknown): Date | null {
  // A number is a date only as a Unix time (seconds or milliseconds), the moment it counts to in
  // UTC; any other number is none (`Date.parse("42")` would read a year).
  if (typeof value === "number") return epochValue(value) ? new Date(epochMillis(value)) : null;
  if (typeof value !== "string") return null;
  const s = value;
  // A date, or a date-time without an offset, is read as UTC (never the machine's time zone).
  const t = ISO_UTC_DAY.test(s) ? Date.parse(`${s.slice(0, 10)}T00:00:00Z`) : Date.parse(s);
  return Number.isNaN(t) ? null : new Date(t);
}

/** The ISO week's Monday, as "YYYY-MM-DD". */
function mondayOf(d: Date): Date {
  const day = (d.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day));
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The bucket of a date value. Most values are ISO dates whose bucket is a prefix (month "2025-03",
 * year "2025", day) read without parsing; a week, and any other date form, is computed once per
 * distinct value and cached, so grouping 10,000 rows stays a string test or a map lookup per row.
 */
const bucketCache: Record<DateBucket, Map<unknown, string>> = {
  day: new Map(),
  week: new Map(),
  month: new Map(),
  year: new Map(),
};
const MAX_CACHED = 50_000;

export function bucketKey(value: unknown, bucket: DateBucket): string {
  if (typeof value === "string" && bucket !== "week" && ISO_UTC_DAY.test(value))
    return value.slice(0, bucket === "year" ? 4 : bucket === "month" ? 7 : 10);
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

/** A category's key: the raw value as text ("" for no value; objects as their JSON). */
function categoryKey(v: unknown): string {
  if (v === null || v === undefined) return "";
  return typeof v === "object" ? JSON.stringify(v) : String(v);
}

interface Tally {
  count: number;
  /** Rows with a number in the measured column. */
  measured: number;
  sum: number;
  min: number;
  max: number;
}

function aggregateOf(t: Tally, spec: GroupSpec): number | null {
  if (!spec.measure) return t.count;
  switch (spec.aggregate) {
    case "count":
      return t.count;
    case "sum":
      return t.sum;
    case "avg":
      return t.measured > 0 ? t.sum / t.measured : null;
    case "min":
      return t.measured > 0 ? t.min : null;
    case "max":
      return t.measured > 0 ? t.max : null;
  }
}

/** Every row grouped and aggregated in one pass; groups in display order (`orderGroups`). */
export function groupRows(
  rows: readonly ArtifactRow[],
  spec: GroupSpec,
  column?: ArtifactColumnMeta,
): Group[] {
  const { by, measure } = spec;
  return groupValues(
    rows.map((r) => r[by]),
    measure === undefined ? undefined : rows.map((r) => r[measure]),
    spec,
    column,
  );
}

/**
 * `groupRows` over the values of the grouped field (`by[i]`: row i's) and of the measured one
 * (`measure[i]`; none for a count). A date's bucket is computed once per distinct value.
 */
export function groupValues(
  by: readonly unknown[],
  measure: readonly unknown[] | undefined,
  spec: GroupSpec,
  column?: ArtifactColumnMeta,
): Group[] {
  const { bucket } = spec;
  const measured = spec.measure === undefined ? undefined : measure;
  const tallies = new Map<string, Tally>();
  const buckets = new Map<unknown, string>();
  // Stored rows mostly come in order (orders by date: a dozen rows per day), so the run of rows
  // holding the same value joins its group at once: its key is looked up once per run, and a count
  // adds the run's length instead of one per row. Equal values always have the same key.
  const n = by.length;
  for (let i = 0; i < n; ) {
    const v = by[i];
    let key: string | undefined;
    if (bucket) {
      key = buckets.get(v);
      if (key === undefined) {
        key = bucketKey(v, bucket);
        buckets.set(v, key);
      }
    } else key = categoryKey(v);
    let t = tallies.get(key);
    if (t === undefined) {
      t = { count: 0, measured: 0, sum: 0, min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY };
      tallies.set(key, t);
    }
    let end = i + 1;
    while (end < n && by[end] === v) end++;
    t.count += end - i;
    if (measured !== undefined)
      for (let k = i; k < end; k++) {
        const x = numericValue(measured[k]);
        if (x === null) continue;
        t.measured++;
        t.sum += x;
        if (x < t.min) t.min = x;
        if (x > t.max) t.max = x;
      }
    i = end;
  }
  const groups: Group[] = [];
  for (const [key, t] of tallies) {
    const value = aggregateOf(t, spec);
    groups.push({
      key,
      label: groupLabel(key, spec, column),
      count: t.count,
      value: value !== null && Number.isFinite(value) ? value : null,
    });
  }
  return orderGroups(groups, spec);
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

/** A field's values over every row: the rows payload's `valuesOf`. */
export type ValuesOf = (key: string) => readonly unknown[];

/** Groups already computed, per grouped field's values (one array per loaded table) and spec. */
const computed = new WeakMap<readonly unknown[], Map<string, Group[]>>();

/**
 * The grouped rows, computed once per (table, spec, grouped column): a re-render, and the chart
 * shown again after the rows, reuse them.
 */
export function useGroups(
  valuesOf: ValuesOf,
  spec: GroupSpec,
  columns: readonly ArtifactColumnMeta[],
): Group[] {
  const column = columns.find((c) => c.key === spec.by);
  const measureColumn = columns.find((c) => c.key === spec.measure);
  const minor = measureColumn?.minorUnits === true;
  const currencyKey = measureColumn?.currencyKey;
  return useMemo(() => {
    const by = valuesOf(spec.by);
    const key = JSON.stringify([spec.bucket, spec.aggregate, spec.measure, column?.type, minor, currencyKey]);
    let bySpec = computed.get(by);
    if (!bySpec) {
      bySpec = new Map();
      computed.set(by, bySpec);
    }
    let groups = bySpec.get(key);
    if (!groups) {
      const measured = spec.measure === undefined ? undefined : valuesOf(spec.measure);
      // Money objects in minor units (cents) are measured in major units, as their cells show them.
      const currencies = minor && currencyKey ? valuesOf(currencyKey) : undefined;
      groups = groupValues(
        by,
        minor ? measured?.map((v, i) => numericValue(v, true, currencies?.[i])) : measured,
        spec,
        column,
      );
      bySpec.set(key, groups);
    }
    return groups;
  }, [valuesOf, spec, column, minor, currencyKey]);
}
