import { describe, expect, it } from "vitest";
import { columnValues, readColumns, rowsFromColumns, toColumns } from "./rows-layout";

/** What the browser receives: the columns through JSON. */
const sent = (rows: unknown[]) => readColumns(JSON.parse(JSON.stringify(toColumns(rows))));

describe("rows by column (GET /api/artifacts/:id/rows?layout=columns)", () => {
  it("give back the rows JSON gives: same fields and values, a row's missing field still missing", () => {
    const rows = [
      { id: "O-1", total: 12.5, when: "2025-03-14", tags: ["a"], money: { amount: 3, currency: "EUR" } },
      { id: "O-2", total: null, when: "" },
      { when: "2025-04-01", id: "O-3", extra: true },
      "not a row",
      { id: "O-5", total: undefined },
    ];
    const c = sent(rows);
    expect(c).not.toBeNull();
    if (!c) return;
    expect(c.fields).toEqual(["id", "total", "when", "tags", "money", "extra"]);
    expect(rowsFromColumns(c)).toEqual([
      rows[0],
      { id: "O-2", total: null, when: "" },
      { id: "O-3", when: "2025-04-01", extra: true },
      {},
      { id: "O-5" },
    ]);
    expect(Object.keys(rowsFromColumns(c)[1])).toEqual(["id", "total", "when"]);
    expect(columnValues(c, "total")).toEqual([12.5, null, undefined, undefined, undefined]);
    expect(columnValues(c, "id")).toEqual(["O-1", "O-2", "O-3", undefined, "O-5"]);
    expect(columnValues(c, "nope")).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it("a field named __proto__ stays an own field of the row, never its prototype", () => {
    const rows = JSON.parse('[{"id":1,"__proto__":{"polluted":true}}]');
    const c = sent(rows);
    if (!c) throw new Error("not read");
    const [row] = rowsFromColumns(c);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.hasOwn(row, "__proto__")).toBe(true);
    expect((row as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it("a body whose columns do not line up is not read", () => {
    expect(readColumns({ length: 2, fields: ["a"], values: [[1]] })).toBeNull();
    expect(readColumns({ length: 1, fields: ["a", "a"], values: [[1], [2]] })).toBeNull();
    expect(readColumns({ length: 1, fields: [3], values: [[1]] })).toBeNull();
    expect(readColumns({ length: 1, fields: ["a"], values: [[1]], absent: { b: [0] } })).toBeNull();
    expect(readColumns({ length: 1, fields: ["a"], values: [[1]], absent: { a: [1] } })).toBeNull();
    expect(readColumns({ length: -1, fields: [], values: [] })).toBeNull();
    expect(readColumns({ length: 0, fields: [], values: [] })).toEqual({ length: 0, fields: [], values: [] });
  });
});
