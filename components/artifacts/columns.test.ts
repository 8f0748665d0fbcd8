import type { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buildColumns, columnWidth, defaultVisibility, matchesColumnFilter, sampleChars } from "./columns";
import { compareValues } from "./format";

describe("column widths", () => {
  it("sizes a text column by its longest value, never below its label", () => {
    const rows = [{ id: "O-111681", note: "x".repeat(30) }, { id: "O-1" }];
    expect(sampleChars(rows, "id", "string")).toBe(8);
    expect(columnWidth("string", "Id", 8)).toBe(90);
    expect(columnWidth("string", "Customer id", 6)).toBe("Customer id".length * 8 + 44);
    expect(columnWidth("string", "Note", 300)).toBe(320);
  });

  it("keeps the type's base width without rows, and for non-text columns", () => {
    expect(columnWidth("string", "Id")).toBe(180);
    expect(columnWidth("string", "Id", 0)).toBe(180);
    expect(columnWidth("money", "Total", 3)).toBe(130);
  });

  it("builds narrower id columns once rows are known", () => {
    const meta = [{ key: "id", label: "Id", type: "string" as const }];
    const width = (rows: Record<string, unknown>[]) => buildColumns(meta, rows).columns[0].meta?.width;
    expect(width([])).toBe(180);
    expect(width([{ id: "C-1042" }])).toBe(80);
  });
});

describe("a money-object column in the table (issue 14)", () => {
  const meta = [{ key: "amount", label: "Amount", type: "money" as const }];
  // Two vocabularies: {value, currency_code} and cents in the amount's name.
  const rows = [
    { amount: { value: "1200", currency_code: "EUR" } },
    { amount: { amount_cents: 9550, currency: "EUR" } },
    { amount: { value: 310, currency_code: "EUR" } },
  ];

  it("the cell shows formatted money, not '2 fields'", () => {
    const { columns } = buildColumns(meta, rows);
    const cell = columns[0].cell as (ctx: unknown) => ReturnType<typeof createElement>;
    const html = renderToStaticMarkup(cell({ row: { original: rows[0] } }));
    expect(html).toContain("€ 1,200.00");
    expect(html).not.toContain("fields");
  });

  it("sorting and filtering use the amount", () => {
    const sorted = [...rows].sort((a, b) => compareValues(a.amount, b.amount, "money"));
    expect(sorted).toEqual([rows[1], rows[2], rows[0]]);
    expect(rows.filter((r) => matchesColumnFilter(r, "amount", "money", ">300")).length).toBe(2);
    const cents = { amount: { amount: 1999, currency: "EUR" } };
    expect(matchesColumnFilter(cents, "amount", "money", "<20", true)).toBe(true);
  });
});

describe("default column visibility (issue 14: no constant discriminator column)", () => {
  it("a column stored hidden starts hidden; the others show", () => {
    const columns = [
      { key: "id", label: "Id", type: "string" as const },
      { key: "object", label: "Object", type: "string" as const, hidden: true },
      { key: "total", label: "Total", type: "money" as const },
    ];
    expect(defaultVisibility(columns)).toEqual({ object: false });
    expect(defaultVisibility([{ key: "object", label: "Object", type: "string", hidden: true }])).toEqual({});
  });
});
