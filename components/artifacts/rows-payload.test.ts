import { describe, expect, it } from "vitest";
import { type Column, displayColumn } from "@/lib/chat/columns";
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
