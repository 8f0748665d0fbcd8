import { describe, expect, it } from "vitest";
import { buildColumns, columnWidth, sampleChars } from "./columns";

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
