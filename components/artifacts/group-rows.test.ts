import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { toColumnLines } from "@/lib/chat/rows-layout";
import type { GroupSpec } from "@/lib/semantics/grouping";
import { DATE_BUCKETS } from "@/lib/semantics/grouping";
import {
  bucketKey,
  type Group,
  groupLabel,
  groupRows,
  groupValues,
  measureCurrency,
  orderGroups,
  rowsCurrency,
  useGroups,
  valuesCurrency,
} from "./group-rows";
import { type ArtifactColumnMeta, parseRowsText } from "./rows-payload";

const COLUMNS: ArtifactColumnMeta[] = [
  { key: "id", label: "ID", type: "string" },
  { key: "status", label: "Status", type: "status" },
  { key: "order_date", label: "Order date", type: "date" },
  { key: "total", label: "Total", type: "money" },
];
const STATUSES = ["delivered", "shipped", "pending", "cancelled", null];

/** 10,000 rows like the demo's orders, with gaps: no orders in 2025-02, some without a total or status. */
const ROWS = Array.from({ length: 10_000 }, (_, i) => ({
  id: `O-${i}`,
  status: STATUSES[(i * 7) % 5],
  order_date: `2025-${String([1, 3, 4][i % 3]).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`,
  total: i % 11 === 0 ? null : (i % 97) + 0.5,
  currency: "EUR",
}));

/** The rows as a table that opens on its chart receives them: by column, one line per field. */
function payloadOf(rows: unknown[], columns = COLUMNS) {
  const payload = parseRowsText(toColumnLines({ columns }, rows));
  if (!payload) throw new Error("payload not read");
  return payload;
}

/** Runs the hook the way the browser does (a React render), on the server renderer. */
let probeOut: Group[] = [];
function Probe({ valuesOf, spec }: { valuesOf: (key: string) => readonly unknown[]; spec: GroupSpec }) {
  probeOut = useGroups(valuesOf, spec, COLUMNS);
  return null;
}
function groupsOf(rows: Record<string, unknown>[], spec: GroupSpec): Group[] {
  probeOut = [];
  renderToStaticMarkup(createElement(Probe, { valuesOf: payloadOf(rows).valuesOf, spec }));
  return probeOut;
}

/** The same numbers computed the plain way (lists of values per group), to hold the one-pass tallies to. */
function plain(rows: Record<string, unknown>[], key: (r: Record<string, unknown>) => string) {
  const m = new Map<string, { count: number; values: number[] }>();
  for (const r of rows) {
    const k = key(r);
    const g = m.get(k) ?? { count: 0, values: [] };
    g.count++;
    if (typeof r.total === "number") g.values.push(r.total);
    m.set(k, g);
  }
  return m;
}

describe("useGroups: grouping and aggregation over every row", () => {
  it("counts per status equal the rows' own counts, largest first, rows without a status last", () => {
    const groups = groupsOf(ROWS, { by: "status", aggregate: "count", chart: "bar" });
    const expected = plain(ROWS, (r) => String(r.status ?? ""));
    expect(groups.map((g) => [g.key, g.count])).toEqual(
      groups.map((g) => [g.key, expected.get(g.key)?.count]),
    );
    expect(groups.reduce((n, g) => n + g.count, 0)).toBe(10_000);
    expect(groups.at(-1)?.key).toBe("");
    expect(groups.at(-1)?.label).toBe("(none)");
    expect(groups.find((g) => g.key === "delivered")?.label).toBe("Delivered");
    const counts = groups.slice(0, -1).map((g) => g.value ?? 0);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it.each([
    ["sum", (v: number[]) => v.reduce((a, b) => a + b, 0)],
    ["avg", (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length],
    ["min", (v: number[]) => Math.min(...v)],
    ["max", (v: number[]) => Math.max(...v)],
  ] as const)("%s of the total per status skips rows without a number", (aggregate, fn) => {
    const groups = groupsOf(ROWS, { by: "status", aggregate, measure: "total", chart: "bar" });
    const expected = plain(ROWS, (r) => String(r.status ?? ""));
    for (const g of groups) expect(g.value).toBeCloseTo(fn(expected.get(g.key)?.values ?? []), 6);
  });

  it("months in time order, an empty month counted 0 on the line", () => {
    const groups = groupsOf(ROWS, { by: "order_date", bucket: "month", aggregate: "count", chart: "line" });
    expect(groups.map((g) => g.key)).toEqual(["2025-01", "2025-02", "2025-03", "2025-04"]);
    expect(groups.map((g) => g.label)).toEqual(["Jan 2025", "Feb 2025", "Mar 2025", "Apr 2025"]);
    expect(groups[1]).toMatchObject({ count: 0, value: 0 });
    expect(groups.reduce((n, g) => n + g.count, 0)).toBe(10_000);
    // An average has no value for an empty month (not 0).
    const avg = groupsOf(ROWS, {
      by: "order_date",
      bucket: "month",
      aggregate: "avg",
      measure: "total",
      chart: "line",
    });
    expect(avg[1].value).toBeNull();
  });

  it("buckets dates by UTC calendar: ISO weeks start on Monday, datetimes by their UTC day", () => {
    expect(bucketKey("2025-03-16", "week")).toBe("2025-03-10"); // a Sunday → its Monday
    expect(bucketKey("2025-03-17", "week")).toBe("2025-03-17");
    expect(bucketKey("2025-12-31T23:30:00Z", "day")).toBe("2025-12-31");
    expect(bucketKey("2025-12-31T23:30:00Z", "year")).toBe("2025");
    expect(bucketKey("not a date", "month")).toBe("");
    // A date-time with another offset is bucketed by its UTC day; one without an offset reads as UTC.
    expect(bucketKey("2025-03-14T01:30:00+02:00", "day")).toBe("2025-03-13");
    expect(bucketKey("2025-01-01T00:30:00+02:00", "month")).toBe("2024-12");
    expect(bucketKey("2025-01-01T00:30:00+02:00", "year")).toBe("2024");
    expect(bucketKey("2025-03-14 10:22", "month")).toBe("2025-03");
    expect(bucketKey("2025-03-16T23:59:59.500Z", "week")).toBe("2025-03-10");
    expect(bucketKey("2025-13-01", "month")).toBe("");
  });

  it("measures numbers written as text and money objects; a group with no number has a total of 0 and no average", () => {
    const rows = [
      { city: "Milano", total: "12.50" },
      { city: "Milano", total: { amount: 7.5, currency: "EUR" } },
      { city: "Milano", total: "n/a" },
      { city: "Torino", total: null },
      { city: "Torino" },
    ];
    const column = { key: "city", label: "City", type: "string" } as const;
    const of = (aggregate: GroupSpec["aggregate"]) =>
      groupRows(rows, { by: "city", aggregate, measure: "total", chart: "bar" }, column).map((g) => [
        g.key,
        g.count,
        g.value,
      ]);
    expect(of("sum")).toEqual([
      ["Milano", 3, 20],
      ["Torino", 2, 0],
    ]);
    expect(of("avg")).toEqual([
      ["Milano", 3, 10],
      ["Torino", 2, null],
    ]);
    expect(of("min")).toEqual([
      ["Milano", 3, 7.5],
      ["Torino", 2, null],
    ]);
    expect(of("max")).toEqual([
      ["Milano", 3, 12.5],
      ["Torino", 2, null],
    ]);
  });
});

describe("the rows' currency (issue 11: the stored currencyKey, never a guess)", () => {
  it("reads the measure column's currency field, 'currency' when the column names none", () => {
    const rows = [
      { amount: 1, currency_code: "eur" },
      { amount: 2, currency_code: "EUR" },
    ];
    expect(rowsCurrency(rows, "currency_code")).toEqual({ currency: "EUR", several: false });
    expect(rowsCurrency(rows)).toEqual({ currency: undefined, several: false });
    expect(rowsCurrency([...rows, { amount: 3, currency_code: "USD" }], "currency_code")).toEqual({
      several: true,
    });
    expect(rowsCurrency([{ total: 1, currency: "GBP" }])).toEqual({ currency: "GBP", several: false });
  });
});

/**
 * The grouping before it read columns (session 18's groupRows, kept here as the reference): one row
 * at a time, the row's own value bucketed each time. The column pass must give the same groups.
 */
function previousGroupRows(rows: Record<string, unknown>[], spec: GroupSpec, column?: ArtifactColumnMeta) {
  const categoryKey = (v: unknown) =>
    v === null || v === undefined ? "" : typeof v === "object" ? JSON.stringify(v) : String(v);
  const tallies = new Map<string, { count: number; values: number[] }>();
  for (const row of rows) {
    const v = row[spec.by];
    const key = spec.bucket ? bucketKey(v, spec.bucket) : categoryKey(v);
    const t = tallies.get(key) ?? { count: 0, values: [] };
    tallies.set(key, t);
    t.count++;
    if (spec.measure === undefined) continue;
    const raw = row[spec.measure];
    const n =
      typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() ? Number(raw) : Number.NaN;
    if (Number.isFinite(n)) t.values.push(n);
  }
  const groups: Group[] = [];
  for (const [key, t] of tallies) {
    const sum = t.values.reduce((a, b) => a + b, 0);
    const v = t.values;
    const value = !spec.measure
      ? t.count
      : spec.aggregate === "count"
        ? t.count
        : spec.aggregate === "sum"
          ? sum
          : v.length === 0
            ? null
            : spec.aggregate === "avg"
              ? sum / v.length
              : spec.aggregate === "min"
                ? Math.min(...v)
                : Math.max(...v);
    groups.push({ key, label: groupLabel(key, spec, column), count: t.count, value });
  }
  return orderGroups(groups, spec);
}

describe("groupValues: one pass over the grouped and measured columns (issue 14, chart of 10,000 rows)", () => {
  /** Dates in every form the grouping meets, and rows without one: empty, null, missing, not a date, a number. */
  const DATES = [
    "2024-12-30",
    "2025-01-05",
    "2025-01-05T23:30:00Z",
    "2025-01-06T00:30:00+02:00",
    "2025-03-14 10:22",
    "2025-03-31T23:59:59.500Z",
    "",
    null,
    undefined,
    "not a date",
    "2025-13-01",
    // A bare number that is no Unix time of this century (one that is, is a date: see below).
    42,
  ];
  const rows: Record<string, unknown>[] = Array.from({ length: 2_000 }, (_, i) => {
    const row: Record<string, unknown> = {
      id: `O-${i}`,
      status: STATUSES[(i * 3) % 5],
      total: i % 13 === 0 ? null : i % 17 === 0 ? "7.25" : ((i * 37) % 500) + 0.25,
      currency: "EUR",
    };
    const date = DATES[i % DATES.length];
    if (date !== undefined) row.order_date = date;
    return row;
  });
  const dateColumn = COLUMNS.find((c) => c.key === "order_date");
  const statusColumn = COLUMNS.find((c) => c.key === "status");

  const specs: GroupSpec[] = [];
  for (const aggregate of ["count", "sum", "avg", "min", "max"] as const) {
    const measure = aggregate === "count" ? {} : { measure: "total" };
    specs.push({ by: "status", aggregate, chart: "bar", ...measure });
    for (const bucket of DATE_BUCKETS)
      specs.push({ by: "order_date", bucket, aggregate, chart: "line", ...measure });
  }

  it.each(specs.map((spec) => [JSON.stringify(spec), spec] as const))(
    "%s: the same groups, counts and values as the row-by-row grouping",
    (_name, spec) => {
      const column = spec.bucket ? dateColumn : statusColumn;
      const expected = previousGroupRows(rows, spec, column);
      const payload = payloadOf(rows);
      const byColumns = groupValues(
        payload.valuesOf(spec.by),
        spec.measure ? payload.valuesOf(spec.measure) : undefined,
        spec,
        column,
      );
      const round = (gs: Group[]) =>
        gs.map((g) => ({ ...g, value: g.value === null ? null : Number(g.value.toFixed(9)) }));
      expect(round(byColumns)).toEqual(round(expected));
      expect(round(groupRows(rows, spec, column))).toEqual(round(expected));
      expect(byColumns.reduce((n, g) => n + g.count, 0)).toBe(rows.length);
    },
  );

  it("rows without a date (empty, null, missing, not a date, a bare number) are one group after the dates", () => {
    const groups = groupsOf(rows, { by: "order_date", bucket: "month", aggregate: "count", chart: "line" });
    const none = rows.filter((r) => bucketKey(r.order_date, "month") === "").length;
    // DATES' last six have no month.
    expect(none).toBe(rows.filter((_, i) => i % DATES.length >= 6).length);
    expect(groups.at(-1)).toMatchObject({ key: "", label: "(none)", count: none });
    expect(groups.slice(0, -1).map((g) => g.key)).toEqual(["2024-12", "2025-01", "2025-02", "2025-03"]);
  });

  it("the hook groups once per table and spec: the chart shown again gets the same groups", () => {
    const payload = payloadOf(rows);
    const spec: GroupSpec = {
      by: "order_date",
      bucket: "week",
      aggregate: "avg",
      measure: "total",
      chart: "line",
    };
    const render = (at: GroupSpec) => {
      probeOut = [];
      renderToStaticMarkup(createElement(Probe, { valuesOf: payload.valuesOf, spec: at }));
      return probeOut;
    };
    const first = render(spec);
    expect(render(spec)).toBe(first);
    // Another spec over the same table is grouped on its own.
    const other = render({ ...spec, bucket: "month" });
    expect(other).not.toBe(first);
    expect(other.map((g) => g.key)).toContain("2025-01");
  });

  it("rows in runs of one value (a list stored in date order) give the row-by-row groups: a run joins its group, a new value looks its own up", () => {
    // Each value repeated 1-5 times in a row, then the next; values that are equal only loosely
    // (42 and "42": no date and a year) or by their text (two equal objects) follow each other.
    const RUNS: unknown[] = [
      ...DATES,
      "42",
      42,
      "42",
      Number.NaN,
      Number.NaN,
      { code: "x" },
      { code: "x" },
      "2025-01-05",
      "2025-01-05T23:30:00Z",
      "2025-01-05",
    ];
    const runRows: Record<string, unknown>[] = [];
    for (let r = 0; runRows.length < 1_500; r++) {
      const value = RUNS[r % RUNS.length];
      for (let k = 0; k <= r % 5; k++)
        runRows.push({
          status: value,
          order_date: value,
          total: k === 2 ? null : ((r * 31 + k * 7) % 400) + 0.5,
        });
    }
    // The same values in date order (the previous row's value repeats most of the time).
    const sorted = [...runRows].sort((a, b) =>
      String(a.order_date ?? "").localeCompare(String(b.order_date ?? "")),
    );
    for (const set of [runRows, sorted])
      for (const spec of specs) {
        const column = spec.bucket ? dateColumn : statusColumn;
        const round = (gs: Group[]) =>
          gs.map((g) => ({ ...g, value: g.value === null ? null : Number(g.value.toFixed(9)) }));
        const by = set.map((r) => r[spec.by]);
        const measure = spec.measure ? set.map((r) => r[spec.measure as string]) : undefined;
        expect(round(groupValues(by, measure, spec, column)), JSON.stringify(spec)).toEqual(
          round(previousGroupRows(set, spec, column)),
        );
      }
  });

  it("the currency is read from the currency field's values as from the rows", () => {
    const payload = payloadOf(rows);
    expect(valuesCurrency(payload.valuesOf("currency"))).toEqual(rowsCurrency(rows));
    expect(valuesCurrency(payload.valuesOf("nope"))).toEqual({ currency: undefined, several: false });
  });
});

describe("money objects in a chart (issue 14): amounts add up per currency, never euros to dollars", () => {
  const spec: GroupSpec = { by: "status", aggregate: "sum", measure: "price", chart: "bar" };
  it("sums the objects' amounts ({amount, currency} and {value, currency_code})", () => {
    const rows = [
      { status: "paid", price: { amount: 10, currency: "EUR" } },
      { status: "paid", price: { value: "2.5", currency_code: "EUR" } },
      { status: "open", price: { amount_cents: 150, currency: "EUR" } },
    ];
    const groups = groupRows(rows, spec);
    expect(groups.map((g) => [g.key, g.value])).toEqual([
      ["paid", 12.5],
      ["open", 1.5],
    ]);
    const valuesOf = (k: string) => rows.map((r) => (r as Record<string, unknown>)[k]);
    expect(measureCurrency(valuesOf, { key: "price" })).toEqual({ currency: "EUR", several: false });
  });

  it("money objects in several currencies have no single total", () => {
    const rows = [{ price: { amount: 10, currency: "EUR" } }, { price: { amount: 5, currency: "usd" } }];
    const valuesOf = (k: string) => rows.map((r) => (r as Record<string, unknown>)[k]);
    expect(measureCurrency(valuesOf, { key: "price" }).several).toBe(true);
  });
});

describe("dates held as Unix times are bucketed like ISO dates (issue 14)", () => {
  it("seconds and milliseconds fall in their UTC month, week and year", () => {
    expect(bucketKey(1_735_689_600, "month")).toBe("2025-01");
    expect(bucketKey(1_738_367_999, "month")).toBe("2025-01");
    expect(bucketKey(1_738_368_000, "month")).toBe("2025-02");
    expect(bucketKey(1_738_368_000_000, "month")).toBe("2025-02");
    expect(bucketKey(1_735_689_600, "week")).toBe("2024-12-30");
    expect(bucketKey(1_735_689_600, "year")).toBe("2025");
  });
});
