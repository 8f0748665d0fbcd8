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
import { parseRowsText } from "./rows-payload";
import { SummaryView } from "./summary-view";

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
