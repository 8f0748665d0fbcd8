/**
 * The grouped view as a table that opens on its chart draws it (issue 14, Performance): from rows
 * sent as column lines, the chart's marks and the numbers table carry the same numbers over every
 * row, and a count parses only the field it groups by (no currency, no other field).
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { toColumnLines } from "@/lib/chat/rows-layout";
import type { GroupSpec } from "@/lib/semantics/grouping";
import { type ArtifactColumnMeta, holdsFields, parseRowsText } from "./rows-payload";
import { SummaryView, summaryFields } from "./summary-view";

const columns = [
  { key: "id", label: "Id", type: "string" },
  { key: "order_date", label: "Order date", type: "date" },
  { key: "total", label: "Total", type: "money", currencyKey: "currency" },
  { key: "currency", label: "Currency", type: "string" },
];
const rows = Array.from({ length: 1_000 }, (_, i) => ({
  id: `O-${i}`,
  order_date: `2025-${String((i % 5) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`,
  total: (i % 13) + 0.25,
  currency: i % 2 ? "EUR" : "USD",
}));

function render(spec: GroupSpec) {
  const data = parseRowsText(toColumnLines({ columns, rowCount: rows.length }, rows));
  if (!data) throw new Error("not read");
  const parse = vi.spyOn(JSON, "parse");
  try {
    const html = renderToStaticMarkup(
      createElement(SummaryView, { data, spec, onSpecChange: () => {}, entity: "order", title: "Orders" }),
    );
    return { html, parsed: parse.mock.calls.map((c) => String(c[0]).slice(0, 8)) };
  } finally {
    parse.mockRestore();
  }
}

const attrs = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => [m[1], m[2]]);

describe("the chart view of rows sent as column lines", () => {
  it("orders per month: marks and numbers table equal the rows counted per month; only the date field is parsed", () => {
    const { html, parsed } = render({ by: "order_date", bucket: "month", aggregate: "count", chart: "line" });
    const expected = new Map<string, number>();
    for (const r of rows)
      expected.set(r.order_date.slice(0, 7), (expected.get(r.order_date.slice(0, 7)) ?? 0) + 1);
    const want = [...expected].map(([k, n]) => [k, String(n)]);
    expect(attrs(html, /data-testid="chart-mark" data-key="([^"]+)" data-value="([^"]*)"/g)).toEqual(want);
    expect(
      attrs(html, /data-testid="summary-row" data-key="([^"]+)">.*?data-testid="summary-count">([^<]*)</g),
    ).toEqual(want);
    expect(parsed).toEqual(['["2025-0']);
  });

  it("a money measure reads its currency: several currencies are not added up", () => {
    const { html, parsed } = render({
      by: "order_date",
      bucket: "month",
      aggregate: "sum",
      measure: "total",
      chart: "line",
    });
    expect(html).toContain("several currencies");
    expect(html).not.toContain('data-testid="chart-mark"');
    expect(parsed).toContain('["USD","');
  });
});

describe("the chart's request: only the fields its view reads (?columns=, summaryFields)", () => {
  // Dates in several forms, nulls, missing fields, two currencies in one money column.
  const mixedColumns = [
    { key: "id", label: "Id", type: "string" },
    { key: "status", label: "Status", type: "status" },
    { key: "placed", label: "Placed", type: "datetime" },
    { key: "total", label: "Total", type: "money", currencyKey: "currency_code" },
    { key: "currency_code", label: "Currency", type: "string" },
    { key: "fee", label: "Fee", type: "money" },
    { key: "items", label: "Items", type: "integer" },
  ];
  const forms = [
    "2025-03-14",
    "2025-03-14T23:30:00Z",
    "2025-04-01 08:00",
    "2025-04-30T23:30:00-02:00",
    1743465600,
    null,
    "soon",
  ];
  const mixedRows = Array.from({ length: 400 }, (_, i) => ({
    id: `O-${i}`,
    status: ["paid", "pending", null][i % 3],
    ...(i % 11 === 0 ? {} : { placed: forms[i % forms.length] }),
    total: i % 9 === 0 ? null : (i % 17) + 0.5,
    currency_code: i % 50 === 0 ? "USD" : "EUR",
    fee: { amount: i % 5, currency: "EUR" },
    items: i % 4,
  }));
  const specs: GroupSpec[] = [
    { by: "placed", bucket: "month", aggregate: "count", chart: "line" },
    { by: "placed", bucket: "week", aggregate: "sum", measure: "fee", chart: "line" },
    { by: "status", aggregate: "avg", measure: "items", chart: "bar" },
    { by: "status", aggregate: "sum", measure: "total", chart: "bar" },
    { by: "items", aggregate: "max", measure: "fee", chart: "bar" },
  ];
  const html = (text: string, spec: GroupSpec) => {
    const data = parseRowsText(text);
    if (!data) throw new Error("not read");
    return renderToStaticMarkup(
      createElement(SummaryView, { data, spec, onSpecChange: () => {}, entity: "order", title: "Orders" }),
    );
  };

  for (const spec of specs)
    it(`${spec.aggregate} by ${spec.by}${spec.measure ? ` of ${spec.measure}` : ""}: the same chart, numbers and controls from the projection as from every field`, () => {
      const only = summaryFields(spec, mixedColumns as ArtifactColumnMeta[]);
      const whole = toColumnLines({ columns: mixedColumns, rowCount: mixedRows.length }, mixedRows);
      const part = toColumnLines(
        { columns: mixedColumns, rowCount: mixedRows.length, projection: only },
        mixedRows,
        only,
      );
      expect(part.length).toBeLessThan(whole.length);
      const projected = parseRowsText(part);
      if (!projected) throw new Error("not read");
      expect(holdsFields(projected, summaryFields(spec, projected.columns))).toBe(true);
      expect(html(part, spec)).toEqual(html(whole, spec));
    });

  it("before the columns are known: the spec's fields (and a measure's default currency field); a projection lacking a field the view reads is not enough", () => {
    expect(summaryFields({ by: "placed", bucket: "month", aggregate: "count", chart: "line" })).toEqual([
      "placed",
    ]);
    const sum: GroupSpec = { by: "status", aggregate: "sum", measure: "total", chart: "bar" };
    const asked = summaryFields(sum);
    expect(asked).toEqual(["status", "total", "currency"]);
    const data = parseRowsText(
      toColumnLines(
        { columns: mixedColumns, rowCount: mixedRows.length, projection: asked },
        mixedRows,
        asked,
      ),
    );
    if (!data) throw new Error("not read");
    // total's currency is in currency_code, and fee is another money column the Column menu checks.
    expect(summaryFields(sum, data.columns)).toEqual(["status", "total", "currency_code", "fee", "currency"]);
    expect(holdsFields(data, summaryFields(sum, data.columns))).toBe(false);
  });
});
