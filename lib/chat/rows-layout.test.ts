import { describe, expect, it, vi } from "vitest";
import {
  columnValues,
  readColumnLines,
  readColumns,
  rowsFromColumns,
  toColumnLines,
  toColumns,
} from "./rows-layout";

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
    expect(readColumns({ length: 0, fields: [], values: [] })).toMatchObject({ length: 0, fields: [] });
  });
});

describe("rows by column as lines (GET /api/artifacts/:id/rows?layout=column-lines)", () => {
  const rows = [
    { id: "O-1", total: 12.5, when: "2025-03-14", note: 'two\nlines and a "quote"', money: { amount: 3 } },
    { id: "O-2", total: null, when: "" },
    { when: "2025-04-01", id: "O-3", extra: true },
    "not a row",
  ];
  const body = toColumnLines({ title: "Orders", rowCount: 4 }, rows);

  it("give back what the columns as one JSON body give: head, fields, rows and field values", () => {
    const read = readColumnLines(body);
    const whole = readColumns(JSON.parse(JSON.stringify(toColumns(rows))));
    if (!read || !whole) throw new Error("not read");
    expect(read.head).toMatchObject({ title: "Orders", rowCount: 4, layout: "column-lines", length: 4 });
    expect(read.columns.fields).toEqual(whole.fields);
    expect(rowsFromColumns(read.columns)).toEqual(rowsFromColumns(whole));
    for (const k of [...whole.fields, "nope"])
      expect(columnValues(read.columns, k)).toEqual(columnValues(whole, k));
    // A line break inside a value is written escaped: it never splits the body.
    expect(body.split("\n")).toHaveLength(1 + whole.fields.length);
  });

  it("a projection (`only`) sends just the asked fields some row has, with the same values and absences", () => {
    const part = readColumnLines(toColumnLines({ title: "Orders" }, rows, ["when", "total", "missing"]));
    const read = readColumnLines(body);
    if (!part || !read) throw new Error("not read");
    expect(part.columns.fields).toEqual(["total", "when"]);
    expect(part.columns.length).toBe(4);
    for (const k of ["total", "when"])
      expect(columnValues(part.columns, k)).toEqual(columnValues(read.columns, k));
    expect(toColumns(rows, ["id"]).values).toEqual([["O-1", "O-2", "O-3", null]]);
    expect(toColumns(rows, ["id"]).absent).toEqual({ id: [3] });
  });

  it("parse a field's line only when it is read, once", () => {
    const read = readColumnLines(body);
    if (!read) throw new Error("not read");
    const parse = vi.spyOn(JSON, "parse");
    try {
      const total = columnValues(read.columns, "total");
      expect(total).toEqual([12.5, null, undefined, undefined]);
      expect(columnValues(read.columns, "total")).toEqual(total);
      expect(parse).toHaveBeenCalledTimes(1);
      expect(parse.mock.calls[0][0]).toBe("[12.5,null,null,null]");
    } finally {
      parse.mockRestore();
    }
  });

  it("a body that is not one, or whose lines do not match its fields, is not read; a corrupt line reads as no value", () => {
    expect(readColumnLines(JSON.stringify({ rows: [] }))).toBeNull();
    expect(readColumnLines("not json\n[1]")).toBeNull();
    const lines = body.split("\n");
    expect(readColumnLines(lines.slice(0, -1).join("\n"))).toBeNull();
    expect(readColumnLines([...lines, "[1,2,3,4]"].join("\n"))).toBeNull();
    const head = JSON.parse(lines[0]);
    const f = head.fields.indexOf("total");
    const corrupt = lines.map((l, i) => (i === f + 1 ? "[1,2" : l)).join("\n");
    const read = readColumnLines(corrupt);
    if (!read) throw new Error("not read");
    expect(columnValues(read.columns, "id")).toEqual(["O-1", "O-2", "O-3", undefined]);
    expect(columnValues(read.columns, "total")).toEqual([undefined, undefined, undefined, undefined]);
    const short = lines.map((l, i) => (i === f + 1 ? "[1]" : l)).join("\n");
    expect(columnValues(readColumnLines(short)?.columns ?? read.columns, "total")).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
