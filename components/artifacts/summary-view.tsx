"use client";

/**
 * The grouped view of a table artifact: controls (group by, what to measure, date unit), the chart,
 * and the same numbers in an accessible table beside it, with SVG/PNG/CSV downloads. Every stored
 * row is grouped (./group-rows.ts) from the grouped and measured fields' values alone: the row
 * objects the table needs are not built for the chart. The view starts from the spec the question asked for and the
 * person can regroup by any column.
 */
import { memo, useMemo, useRef, useState } from "react";
import {
  AGGREGATES,
  type Aggregate,
  DATE_BUCKETS,
  type DateBucket,
  type GroupSpec,
  measureLabel,
} from "@/lib/semantics/grouping";
import { downloadPng, downloadSvg } from "./chart-export";
import { downloadCsv } from "./csv-download";
import {
  type ColumnType,
  csvFileName,
  DEFAULT_CURRENCY,
  formatMoney,
  formatNumber,
  pluralize,
  toCsv,
} from "./format";
import { measureCurrency, useGroups, type ValuesOf } from "./group-rows";
import type { ArtifactColumnMeta, ArtifactRowsPayload } from "./rows-payload";
import { MAX_BARS, SummaryChart } from "./summary-chart";
import styles from "./summary-view.module.css";

const GROUPABLE = new Set<ColumnType>(["string", "status", "boolean", "integer", "date", "datetime"]);
const MEASURABLE = new Set<ColumnType>(["number", "integer", "money"]);
const AGGREGATE_LABEL: Record<Aggregate, string> = {
  count: "Count",
  sum: "Total",
  avg: "Average",
  min: "Lowest",
  max: "Highest",
};
const BUCKET_LABEL: Record<DateBucket, string> = { day: "Day", week: "Week", month: "Month", year: "Year" };
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const isDateType = (t: ColumnType | undefined) => t === "date" || t === "datetime";

const measurableColumns = (columns: readonly ArtifactColumnMeta[], spec: GroupSpec) =>
  columns.filter((c) => MEASURABLE.has(c.type) && c.key !== spec.by);

/**
 * Money in several currencies has no single total: such a column is never measured. Read when a
 * measure is chosen or offered, not for a count.
 */
function mixedColumns(columns: readonly ArtifactColumnMeta[], spec: GroupSpec, valuesOf: ValuesOf) {
  return new Set(
    measurableColumns(columns, spec)
      .filter((c) => c.type === "money" && measureCurrency(valuesOf, c).several)
      .map((c) => c.key),
  );
}

/**
 * The fields the grouped view reads for `spec` (one place for the chart's request, `?columns=`): the
 * grouped field; the measure, and for money its currency field (`currencyKey`, else `currency`); and
 * when something is measured, every money column's own and currency fields (the Column menu marks
 * the ones in several currencies). Before the columns are known (the request) the spec's own fields
 * and `currency`; once they are, a payload lacking any of these is completed first (`holdsFields`).
 */
export function summaryFields(spec: GroupSpec, columns?: readonly ArtifactColumnMeta[]): string[] {
  const out = new Set<string>([spec.by]);
  if (spec.measure !== undefined) {
    out.add(spec.measure);
    const measure = columns?.find((c) => c.key === spec.measure);
    if (!columns || measure?.type === "money") out.add(measure?.currencyKey ?? "currency");
  }
  if (columns && spec.aggregate !== "count")
    for (const c of measurableColumns(columns, spec))
      if (c.type === "money") {
        out.add(c.key);
        out.add(c.currencyKey ?? "currency");
      }
  return [...out];
}

/** The spec after a change of the controls: a date's bucket, a measure that has a single total. */
export function nextSpec(
  spec: GroupSpec,
  next: Partial<GroupSpec>,
  columns: readonly ArtifactColumnMeta[],
  valuesOf: ValuesOf,
): GroupSpec {
  const merged: GroupSpec = { ...spec, ...next };
  const mixedNow = mixedColumns(columns, spec, valuesOf);
  const by = columns.find((c) => c.key === merged.by);
  const bucket = isDateType(by?.type) ? (merged.bucket ?? "month") : undefined;
  const measure =
    merged.aggregate === "count"
      ? undefined
      : (merged.measure ?? measurableColumns(columns, spec).find((c) => !mixedNow.has(c.key))?.key);
  const out: GroupSpec = {
    by: merged.by,
    aggregate: measure ? merged.aggregate : "count",
    chart: bucket ? "line" : "bar",
  };
  if (bucket) out.bucket = bucket;
  if (measure) out.measure = measure;
  return out;
}

/**
 * Memoized: the table around it re-renders as every field loads in the background (the chart keeps
 * its first answer's rows while they hold the view's fields: `SelectableTable`), which changes
 * nothing here — the chart and its numbers are not drawn again.
 */
export const SummaryView = memo(function SummaryView({
  data,
  spec,
  onSpecChange,
  onNeedAllFields,
  entity,
  title,
}: {
  data: ArtifactRowsPayload;
  spec: GroupSpec;
  onSpecChange: (spec: GroupSpec) => void;
  /** A change asked of a payload of only the chart's fields: the caller loads every field, then applies it (`nextSpec`). */
  onNeedAllFields?: (next: Partial<GroupSpec>) => void;
  entity: string;
  title: string;
}) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const groups = useGroups(data.valuesOf, spec, data.columns);
  const columnOf = (key: string | undefined) => data.columns.find((c) => c.key === key);
  const byColumn = columnOf(spec.by);
  const measureColumn = columnOf(spec.measure);
  // Only a money measure needs its currency (a count reads no currency field, so the chart of a
  // table sent by column parses just the field it groups by).
  const money = useMemo(
    () =>
      measureColumn?.type === "money" ? measureCurrency(data.valuesOf, measureColumn) : { several: false },
    [data.valuesOf, measureColumn],
  );
  const plural = pluralize(entity);

  const isMoney = measureColumn?.type === "money";
  const currency = money.currency ?? DEFAULT_CURRENCY;
  const formatValue = (n: number) =>
    spec.aggregate === "count" || !measureColumn
      ? formatNumber(n, true)
      : isMoney && money.currency
        ? formatMoney(n, currency)
        : formatNumber(Math.round(n * 100) / 100);
  const byLabel = spec.bucket ? BUCKET_LABEL[spec.bucket] : (byColumn?.label ?? spec.by);
  const valueLabel =
    spec.aggregate === "count" || !measureColumn
      ? `Number of ${plural}`
      : capitalize(measureLabel(spec.aggregate, measureColumn.label));
  const heading = `${valueLabel} per ${byLabel.toLowerCase()}`;
  const totalRows = groups.reduce((n, g) => n + g.count, 0);
  const description = `${spec.chart === "line" ? "Line" : "Bar"} chart of ${heading.toLowerCase()} over ${formatNumber(totalRows, true)} ${plural} in ${formatNumber(groups.length, true)} groups. The same numbers are in the table beside it.`;

  const groupable = data.columns.filter((c) => GROUPABLE.has(c.type));
  const measurable = measurableColumns(data.columns, spec);
  const mixed =
    spec.aggregate === "count" ? new Set<string>() : mixedColumns(data.columns, spec, data.valuesOf);
  const change = (next: Partial<GroupSpec>) => {
    // A payload of only the chart's fields (`projection`) cannot tell which other columns hold
    // several currencies: the change waits for every field (`onNeedAllFields`).
    if (data.projection && onNeedAllFields) onNeedAllFields(next);
    else onSpecChange(nextSpec(spec, next, data.columns, data.valuesOf));
  };

  function exportCsv() {
    const columns = [
      { key: "group", label: byLabel },
      { key: "count", label: `Number of ${plural}` },
      ...(spec.measure ? [{ key: "value", label: valueLabel }] : []),
    ];
    downloadCsv(
      csvFileName(`${title} ${heading}`),
      toCsv(
        columns,
        groups.map((g) => ({ group: g.label, count: g.count, value: g.value })),
      ),
    );
  }

  async function exportChart(kind: "svg" | "png") {
    const svg = svgRef.current;
    if (!svg) return;
    const name = csvFileName(`${title} ${heading}`).replace(/\.csv$/, `.${kind}`);
    setExportError(null);
    try {
      if (kind === "svg") downloadSvg(svg, name);
      else await downloadPng(svg, name);
    } catch {
      setExportError("The chart could not be saved as an image. The SVG download still works.");
    }
  }

  return (
    <div
      className={styles.summary}
      data-testid="summary-view"
      data-group-by={spec.by}
      data-aggregate={spec.aggregate}
    >
      <fieldset className={styles.controls}>
        <legend className="sr-only">Summary settings</legend>
        <label className={styles.control}>
          <span>Group by</span>
          <select value={spec.by} onChange={(e) => change({ by: e.target.value, bucket: undefined })}>
            {groupable.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        {isDateType(byColumn?.type) && (
          <label className={styles.control}>
            <span>Per</span>
            <select
              value={spec.bucket ?? "month"}
              onChange={(e) => change({ bucket: e.target.value as DateBucket })}
            >
              {DATE_BUCKETS.map((b) => (
                <option key={b} value={b}>
                  {BUCKET_LABEL[b]}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={styles.control}>
          <span>Show</span>
          <select
            value={spec.aggregate}
            onChange={(e) => change({ aggregate: e.target.value as Aggregate })}
            disabled={measurable.length === 0}
          >
            {AGGREGATES.map((a) => (
              <option key={a} value={a}>
                {AGGREGATE_LABEL[a]}
              </option>
            ))}
          </select>
        </label>
        {spec.aggregate !== "count" && (
          <label className={styles.control}>
            <span>Column</span>
            <select value={spec.measure ?? ""} onChange={(e) => change({ measure: e.target.value })}>
              {measurable.map((c) => (
                <option key={c.key} value={c.key} disabled={mixed.has(c.key)}>
                  {c.label}
                  {mixed.has(c.key) ? " (several currencies)" : ""}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className={styles.exports}>
          {(
            [
              ["Download SVG", () => void exportChart("svg")],
              ["Download PNG", () => void exportChart("png")],
              ["Export CSV", exportCsv],
            ] as const
          ).map(([label, onClick]) => (
            <button
              key={label}
              type="button"
              className="btn small"
              onClick={onClick}
              disabled={groups.length === 0}
            >
              {label}
            </button>
          ))}
        </div>
      </fieldset>
      {exportError && (
        <p className={styles.error} role="alert">
          {exportError}
        </p>
      )}
      {isMoney && money.several && spec.aggregate !== "count" ? (
        <p className={styles.note} role="note">
          The amounts are in several currencies, so they are not added up. Group by the currency, or count
          instead.
        </p>
      ) : groups.length === 0 ? (
        <p className={styles.note}>No {plural} to summarise.</p>
      ) : (
        <div className={styles.body}>
          <div className={styles.chart}>
            <SummaryChart
              ref={svgRef}
              groups={groups}
              spec={spec}
              title={heading}
              description={description}
              formatValue={formatValue}
            />
            {spec.chart === "bar" && groups.length > MAX_BARS && (
              <p className={styles.chartNote}>
                The chart shows the {MAX_BARS} largest groups; the table lists all{" "}
                {formatNumber(groups.length, true)}.
              </p>
            )}
          </div>
          <div className={styles.numbers}>
            <table className={styles.table} data-testid="summary-table">
              <caption className={styles.caption}>
                {heading} — {formatNumber(totalRows, true)} {plural}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{byLabel}</th>
                  <th scope="col" className={styles.num}>
                    {spec.measure ? "Rows" : `Number of ${plural}`}
                  </th>
                  {spec.measure && (
                    <th scope="col" className={styles.num}>
                      {valueLabel}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {groups.map((g) => (
                  <tr key={g.key} data-testid="summary-row" data-key={g.key}>
                    <th scope="row">{g.label}</th>
                    <td className={styles.num} data-testid="summary-count">
                      {formatNumber(g.count, true)}
                    </td>
                    {spec.measure && (
                      <td className={styles.num} data-testid="summary-value">
                        {g.value === null ? "—" : formatValue(g.value)}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">All</th>
                  <td className={styles.num}>{formatNumber(totalRows, true)}</td>
                  {spec.measure && <td className={styles.num} />}
                </tr>
              </tfoot>
            </table>
          </div>
        </div>
      )}
    </div>
  );
});
