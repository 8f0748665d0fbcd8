import { describe, expect, it } from "vitest";
import { fromJson } from "@/lib/db/json";
import { AppError } from "@/lib/errors";
import { storedColumnsSchema } from "./artifact";
import { type Column, DISPLAY_COLUMN_TYPES, displayColumn } from "./columns";

describe("stored artifact columns", () => {
  it("keep what presentation derived: format, enum, currency column, declared", () => {
    const rich: Column[] = [
      {
        key: "total",
        label: "Total",
        type: "number",
        format: "money",
        currencyKey: "currency",
        declared: true,
      },
      {
        key: "status",
        label: "Status",
        type: "string",
        format: "status",
        enum: ["open", "paid"],
        declared: false,
      },
    ];
    expect(fromJson(storedColumnsSchema, JSON.parse(JSON.stringify(rich)), "columns")).toEqual(rich);
    expect(rich.map((c) => displayColumn(c).type)).toEqual(["money", "status"]);
  });

  it("read a row written with the renderer's types as the same table", () => {
    const legacy = DISPLAY_COLUMN_TYPES.map((type) => ({ key: type, label: type, type }));
    const columns = fromJson(storedColumnsSchema, legacy, "columns");
    expect(columns.map(displayColumn)).toEqual(legacy);
  });

  it("report a corrupt row instead of casting it", () => {
    const read = () => fromJson(storedColumnsSchema, [{ key: "id", type: "uuid" }], "artifact.columns");
    expect(read).toThrow(AppError);
    expect(read).toThrow(/artifact\.columns/);
  });
});
