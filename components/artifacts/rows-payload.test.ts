import { describe, expect, it, vi } from "vitest";
import { type Column, displayColumn } from "@/lib/chat/columns";
import { toColumnLines, toColumns } from "@/lib/chat/rows-layout";
import { parseRowsPayload, parseRowsText } from "./rows-payload";

describe("the rows payload's columns", () => {
  it("read back every column as the route sends it (one DisplayColumn, nothing dropped)", () => {
    const stored: Column[] = [
      {
        key: "total",
        label: "Total",
        type: "number",
        format: "money",
        currencyKey: "currency_code",
        declared: true,
      },
      { key: "placed_at", label: "Placed", type: "string", format: "date-time", declared: true },
      {
        key: "status",
        label: "Status",
        type: "string",
        format: "status",
        enum: ["open", "shipped"],
        declared: true,
      },
      { key: "qty", label: "Qty", type: "integer", declared: false },
    ];
    const sent = stored.map(displayColumn);
    const read = parseRowsPayload(
      JSON.parse(JSON.stringify({ columns: sent, rows: [], identityFields: [] })),
    );
    expect(read?.columns).toEqual(sent);
  });
});

describe("the rows payload by column (?layout=columns, the table's request)", () => {
  it("reads the same rows, count and field values as the rows sent as objects; rows are built on first read", () => {
    const columns = [{ key: "id", label: "Id", type: "string" }];
    const rows = [{ id: "a", n: 1 }, "bad", { id: "c" }];
    const asObjects = parseRowsPayload({ columns, rows, rowCount: 3 });
    const byColumn = parseRowsPayload(
      JSON.parse(JSON.stringify({ columns, rowCount: 3, layout: "columns", ...toColumns(rows) })),
    );
    expect(byColumn?.size).toBe(3);
    expect(byColumn?.valuesOf("id")).toEqual(["a", undefined, "c"]);
    expect(byColumn?.valuesOf("id")).toBe(byColumn?.valuesOf("id"));
    expect(byColumn?.valuesOf("n")).toEqual(asObjects?.valuesOf("n"));
    expect(byColumn?.rows).toEqual(asObjects?.rows);
    expect(byColumn?.rows).toBe(byColumn?.rows);
    expect(
      parseRowsPayload({ columns, layout: "columns", length: 2, fields: ["id"], values: [["a"]] }),
    ).toBeNull();
  });
});

describe("the rows payload as column lines (?layout=column-lines, a table that opens on its chart)", () => {
  const columns = [
    { key: "id", label: "Id", type: "string" },
    { key: "total", label: "Total", type: "money", currencyKey: "currency" },
  ];
  const rows = [{ id: "a", total: 1, currency: "EUR" }, "bad", { id: "c", total: 2.5, currency: "EUR" }];

  it("reads the same payload as the rows sent as objects, parsing a field only when it is read", () => {
    const asObjects = parseRowsPayload({
      columns,
      rows,
      rowCount: 3,
      identityFields: ["id"],
      truncated: true,
    });
    const parse = vi.spyOn(JSON, "parse");
    try {
      const lines = parseRowsText(
        toColumnLines({ columns, rowCount: 3, identityFields: ["id"], truncated: true }, rows),
      );
      expect(parse).toHaveBeenCalledTimes(1);
      expect(lines?.columns).toEqual(asObjects?.columns);
      expect(lines?.identityFields).toEqual(["id"]);
      expect(lines?.truncated).toBe(true);
      expect(lines?.size).toBe(3);
      expect(lines?.valuesOf("total")).toEqual([1, undefined, 2.5]);
      expect(parse).toHaveBeenCalledTimes(2);
      expect(lines?.rows).toEqual(asObjects?.rows);
    } finally {
      parse.mockRestore();
    }
  });

  it("reads a body sent as one JSON document too; text that is neither is not read", () => {
    const text = JSON.stringify({ columns, rows, rowCount: 3 });
    expect(parseRowsText(text)?.rows).toEqual(parseRowsPayload(JSON.parse(text))?.rows);
    expect(parseRowsText("<html>")).toBeNull();
  });
});

describe("a hidden column travels with the payload (issue 14)", () => {
  it("`hidden` is sent and read back; the rows keep the field", () => {
    const stored: Column[] = [
      { key: "id", label: "Id", type: "string", declared: false },
      { key: "object", label: "Object", type: "string", declared: false, hidden: true },
    ];
    const read = parseRowsPayload(
      JSON.parse(
        JSON.stringify({
          columns: stored.map(displayColumn),
          rows: [{ id: "in_1", object: "invoice" }],
          identityFields: [],
        }),
      ),
    );
    expect(read?.columns.find((c) => c.key === "object")?.hidden).toBe(true);
    expect(read?.columns.find((c) => c.key === "id")?.hidden).toBeUndefined();
    expect(read?.rows[0]?.object).toBe("invoice");
  });
});
