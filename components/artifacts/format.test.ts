import { describe, expect, it } from "vitest";
import { displayColumn } from "@/lib/chat/columns";
import { matchesColumnFilter } from "./columns";
import {
  compareValues,
  countLabel,
  csvField,
  csvFileName,
  formatDate,
  formatDateTime,
  formatMoney,
  formatValue,
  humanizeKey,
  humanizeStatus,
  inferType,
  pluralize,
  rowLabel,
  statusTone,
  summarizeNested,
  toCsv,
} from "./format";
import { loadErrorMessage, parseRowsPayload } from "./rows-payload";

describe("money", () => {
  it("formats EUR with the symbol, a space and grouped digits", () => {
    expect(formatMoney(1234.5)).toBe("€ 1,234.50");
    expect(formatMoney(0)).toBe("€ 0.00");
    expect(formatMoney(-12.3)).toBe("-€ 12.30");
  });

  it("uses the row's currency field; without a currency a number stays a number", () => {
    expect(formatValue(99, "money", { row: { currency: "USD" } })).toEqual({
      kind: "number",
      text: "US$ 99.00",
    });
    expect(formatValue("1234.5", "money")).toEqual({ kind: "number", text: "1,234.5" });
    expect(formatValue(4, "money", { row: { totalSize: 4 } })).toEqual({ kind: "number", text: "4" });
    expect(formatValue(12, "money", { currency: "EUR" })).toEqual({ kind: "number", text: "€ 12.00" });
    expect(formatValue({ amount: 10, currency: "GBP" }, "money")).toEqual({
      kind: "number",
      text: "£ 10.00",
    });
  });

  it("a record's currency field whatever the API calls it prices money without a column's currencyKey (record cards)", () => {
    expect(formatValue(99, "money", { row: { amount: 99, currency_code: "USD" } }).text).toBe("US$ 99.00");
    expect(formatValue(5, "money", { row: { amount: 5, currencyCode: "GBP" } }).text).toBe("£ 5.00");
    expect(formatValue(5, "money", { row: { amount: 5, settlement_currency: "GBP" } }).text).toBe("5");
  });

  it("keeps an unknown currency code readable instead of throwing", () => {
    expect(formatMoney(5, "ZZZZ")).toBe("ZZZZ 5.00");
  });
});

describe("dates", () => {
  it("formats a YYYY-MM-DD calendar date without a time-zone shift", () => {
    expect(formatDate("2024-03-01")).toBe("1 Mar 2024");
    expect(formatValue("2024-12-31", "date")).toEqual({
      kind: "date",
      text: "31 Dec 2024",
      title: "2024-12-31",
    });
  });

  it("formats datetimes in the given zone and falls back to the raw text when unparsable", () => {
    expect(formatDateTime("2024-03-01T14:05:00Z", "en-GB", "UTC")).toBe("1 Mar 2024, 14:05");
    expect(formatValue("not a date", "date")).toEqual({ kind: "text", text: "not a date" });
  });
});

describe("numbers, booleans, status, empty", () => {
  it("formats by type", () => {
    expect(formatValue(1234567, "integer")).toEqual({ kind: "number", text: "1,234,567" });
    expect(formatValue(12.34567, "number")).toEqual({ kind: "number", text: "12.346" });
    expect(formatValue(true, "boolean")).toEqual({ kind: "boolean", text: "Yes", value: true });
    expect(formatValue(null, "string")).toEqual({ kind: "empty", text: "—" });
    expect(formatValue("", "money")).toEqual({ kind: "empty", text: "—" });
  });

  it("turns a status into a labelled tone", () => {
    expect(formatValue("in_transit", "status")).toEqual({
      kind: "status",
      text: "In transit",
      tone: "info",
      raw: "in_transit",
    });
    expect(statusTone("Delivered")).toBe("success");
    expect(statusTone("cancelled")).toBe("danger");
    expect(statusTone("pending")).toBe("warning");
    expect(statusTone("whatever")).toBe("neutral");
    expect(humanizeStatus("label_created")).toBe("Label created");
  });
});

describe("nested values", () => {
  it("summarizes arrays and objects compactly, with the full JSON as the title", () => {
    const lines = [{ sku: "A" }, { sku: "B" }, { sku: "C" }];
    const f = formatValue(lines, "json");
    expect(f).toMatchObject({ kind: "nested", text: "3 items" });
    expect(f.kind === "nested" && JSON.parse(f.title)).toEqual(lines);
    expect(summarizeNested([{ a: 1 }])).toBe("1 item");
    expect(summarizeNested([])).toBe("No items");
    expect(summarizeNested(["red", "green"])).toBe("red, green");
    expect(summarizeNested({ city: "Milano", name: "HQ" })).toBe("HQ");
    expect(summarizeNested({ street: "Via Roma 1", city: "Milano" })).toBe("2 fields");
  });

  it("treats an object in a string column as nested too", () => {
    expect(formatValue({ a: 1 }, "string").kind).toBe("nested");
  });
});

describe("labels", () => {
  it("humanizes keys and pluralizes entities", () => {
    expect(humanizeKey("customer_id")).toBe("Customer ID");
    expect(humanizeKey("orderDate")).toBe("Order date");
    expect(pluralize("customer")).toBe("customers");
    expect(pluralize("category")).toBe("categories");
    expect(pluralize("address")).toBe("addresses");
    expect(pluralize("order", 1)).toBe("order");
  });

  it("writes the row count line", () => {
    expect(countLabel(2, 2, "customer")).toBe("2 customers");
    expect(countLabel(1, 1, "customer")).toBe("1 customer");
    expect(countLabel(1234, 10000, "order")).toBe("Showing 1,234 of 10,000 orders");
  });

  it("labels a row by name and identity", () => {
    const cols = [
      { key: "id", type: "string" as const },
      { key: "name", type: "string" as const },
    ];
    expect(rowLabel({ id: "C-1042", name: "Riccardo Lorini" }, ["id"], cols)).toBe(
      "Riccardo Lorini · #C-1042",
    );
    expect(rowLabel({ id: "X" }, ["id"], cols)).toBe("#X");
  });

  it("infers types for record fields", () => {
    expect(inferType("total", 12.5)).toBe("money");
    expect(inferType("unit_price", 3)).toBe("money");
    expect(inferType("items_count", 3)).toBe("integer");
    expect(inferType("status", "paid")).toBe("status");
    expect(inferType("order_date", "2024-01-02")).toBe("date");
    expect(inferType("shipped_at", "2024-01-02T10:00:00Z")).toBe("datetime");
    expect(inferType("lines", [])).toBe("json");
    expect(inferType("city", "Milano")).toBe("string");
  });
});

describe("sorting", () => {
  it("compares by type, empties last", () => {
    expect(compareValues(9, 10, "number")).toBeLessThan(0);
    expect(compareValues("9", "10", "money")).toBeLessThan(0);
    expect(compareValues("2024-02-01", "2024-10-01", "date")).toBeLessThan(0);
    expect(compareValues("item 2", "item 10", "string")).toBeLessThan(0);
    expect(compareValues(null, 1, "number")).toBeGreaterThan(0);
    expect(compareValues(false, true, "boolean")).toBeLessThan(0);
  });
});

describe("column filter", () => {
  const row = { total: 120.5, name: "Riccardo Lorini", order_date: "2024-03-01" };
  it("matches substrings of the raw and the displayed text", () => {
    expect(matchesColumnFilter(row, "name", "string", "lorini")).toBe(true);
    expect(matchesColumnFilter(row, "order_date", "date", "mar 2024")).toBe(true);
    expect(matchesColumnFilter(row, "order_date", "date", "2024-03")).toBe(true);
    expect(matchesColumnFilter(row, "name", "string", "rossi")).toBe(false);
  });
  it("supports comparisons on numeric columns", () => {
    expect(matchesColumnFilter(row, "total", "money", ">100")).toBe(true);
    expect(matchesColumnFilter(row, "total", "money", "<= 100")).toBe(false);
    expect(matchesColumnFilter(row, "total", "money", "=120.5")).toBe(true);
  });
});

describe("CSV", () => {
  it("quotes commas, quotes and newlines (RFC 4180)", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("line1\nline2")).toBe('"line1\nline2"');
    expect(csvField("cr\rhere")).toBe('"cr\rhere"');
  });

  it("writes raw values: numbers as numbers, nested as JSON, null as empty", () => {
    expect(csvField(1234.5)).toBe("1234.5");
    expect(csvField(-3)).toBe("-3");
    expect(csvField(null)).toBe("");
    expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
  });

  it("neutralizes text that a spreadsheet would run as a formula", () => {
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("-5 discount")).toBe("'-5 discount");
  });

  it("builds a header line and CRLF-separated rows in column order", () => {
    const csv = toCsv(
      [
        { key: "name", label: "Name" },
        { key: "city", label: "City, Country" },
      ],
      [
        { name: "Lorini, Riccardo", city: "Milano" },
        { name: 'The "Best" Shop', city: null },
      ],
    );
    expect(csv).toBe('Name,"City, Country"\r\n"Lorini, Riccardo",Milano\r\n"The ""Best"" Shop",');
  });

  it("derives a safe file name from the title", () => {
    expect(csvFileName("Orders — Città di Milano (2024)")).toBe("orders-citta-di-milano-2024.csv");
    expect(csvFileName("!!!")).toBe("table.csv");
  });
});

describe("rows payload", () => {
  it("keeps row positions and defaults unknown column types to string", () => {
    const p = parseRowsPayload({
      columns: [
        { key: "id", label: "ID", type: "string" },
        { key: "x", label: "", type: "weird" },
        { key: "id", label: "dup", type: "number" },
      ],
      rows: [{ id: "a" }, "bad", { id: "c" }],
      identityFields: ["id", 3],
      rowCount: 10,
      truncated: true,
    });
    expect(p?.columns).toEqual([
      { key: "id", label: "ID", type: "string" },
      { key: "x", label: "x", type: "string" },
    ]);
    expect(p?.rows).toEqual([{ id: "a" }, {}, { id: "c" }]);
    expect(p?.identityFields).toEqual(["id"]);
    expect(p?.truncated).toBe(true);
    expect(p?.totalCount).toBeUndefined();
    expect(parseRowsPayload({ columns: [], rows: [], rowCount: 2, totalCount: 12_000 })?.totalCount).toBe(
      12_000,
    );
    expect(parseRowsPayload({ columns: [], rows: [], totalCount: "12000" })?.totalCount).toBeUndefined();
    expect(parseRowsPayload({ error: {} })).toBeNull();
  });

  it("a money column's currency field travels with it: the stored currencyKey prices its cells (issue 11)", () => {
    // As presentation derives it and the rows route sends it.
    const sent = displayColumn({
      key: "amount",
      label: "Amount",
      type: "number",
      format: "money",
      currencyKey: "currency_code",
      declared: true,
    });
    const p = parseRowsPayload({
      columns: [sent],
      rows: [{ amount: 12, currency_code: "EUR" }],
      rowCount: 1,
    });
    const [column] = p?.columns ?? [];
    expect(column).toEqual({ key: "amount", label: "Amount", type: "money", currencyKey: "currency_code" });
    const row = p?.rows[0] ?? {};
    expect(formatValue(row.amount, column.type, { row, currencyKey: column.currencyKey })).toEqual({
      kind: "number",
      text: "€ 12.00",
    });
    // The stored key decides, even beside another currency field the client would otherwise read.
    expect(
      formatValue(row.amount, column.type, {
        row: { ...row, currency: "USD" },
        currencyKey: column.currencyKey,
      }),
    ).toEqual({ kind: "number", text: "€ 12.00" });
  });

  it("says a missing table is not available", () => {
    expect(loadErrorMessage(404)).toBe("This table is not available.");
  });
});

describe("money in minor units as a plain number column with a currency (issue 14)", () => {
  it("cells, filters and sorting read whole minor amounts in major units by the row's currency", () => {
    expect(formatValue(194999, "money", { row: { currency: "eur" }, minorUnits: true }).text).toBe(
      "€ 1,949.99",
    );
    expect(formatValue(500, "money", { row: { currency: "jpy" }, minorUnits: true }).text).toBe("JP¥ 500");
    // Unstated unit: as given.
    expect(formatValue(1949.99, "money", { row: { currency: "EUR" } }).text).toBe("€ 1,949.99");
    const row = { amount_due: 194999, currency: "eur" };
    expect(matchesColumnFilter(row, "amount_due", "money", "> 1900", true, "currency")).toBe(true);
    expect(matchesColumnFilter(row, "amount_due", "money", "> 2000", true, "currency")).toBe(false);
  });
});
