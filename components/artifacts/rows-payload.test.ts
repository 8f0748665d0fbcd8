import { describe, expect, it } from "vitest";
import { type Column, displayColumn } from "@/lib/chat/columns";
import { toColumns } from "@/lib/chat/rows-layout";
import { parseRowsPayload } from "./rows-payload";

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
