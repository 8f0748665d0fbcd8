/**
 * A table artifact's rows sent by column (`GET /api/artifacts/:id/rows?layout=columns`): every field
 * once, then its values over every row. The same rows as the default `rows: [{…}, …]` body in less
 * than half the bytes, and a browser parses it in about half the time (no key repeated per row); the
 * chart reads the one or two columns it groups by without building 10,000 row objects, and the
 * table builds them only when it is shown (`rowsFromColumns`).
 * `?layout=column-lines` sends the same columns as lines (`toColumnLines`): the rest of the body on
 * the first line, then one line of values per field, so the browser parses only the fields it reads
 * (`readColumnLines`). Pure, shared by the route and the client.
 */

export interface ColumnarRows {
  /** How many rows. */
  length: number;
  /** Every field a row has, in the order first seen. */
  fields: string[];
  /** `values[f][i]`: row i's value of `fields[f]`; null where the row has no such field (`absent`). */
  values: unknown[][];
  /** Field → the rows (ascending) that do not have it; only fields some row lacks. */
  absent?: Record<string, number[]>;
}

/** Columnar rows as the client reads them: a field's values are taken (or parsed) when first asked for. */
export interface ColumnReader {
  length: number;
  fields: string[];
  absent?: Record<string, number[]>;
  /** `fields[f]`'s values, one per row (null where a row lacks the field). */
  column(f: number): readonly unknown[];
}

const isRow = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Rows by column. A row that is not an object is a row without fields (the client keeps it as `{}`).
 * `only`: a projection — just these fields (those some row has, in the order first seen); the others
 * are not sent at all.
 */
export function toColumns(rows: readonly unknown[], only?: readonly string[]): ColumnarRows {
  const index = new Map<string, number>();
  const fields: string[] = [];
  const wanted = only ? new Set(only) : undefined;
  for (const row of rows) {
    if (!isRow(row)) continue;
    for (const k of Object.keys(row))
      if (!index.has(k) && (!wanted || wanted.has(k))) {
        index.set(k, fields.length);
        fields.push(k);
      }
  }
  const values = fields.map(() => new Array<unknown>(rows.length).fill(null));
  const absent: Record<string, number[]> = {};
  const lacks = (k: string, i: number) => {
    const list = absent[k];
    if (list) list.push(i);
    else absent[k] = [i];
  };
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    for (let f = 0; f < fields.length; f++) {
      const k = fields[f];
      // JSON has no undefined: a field holding it is sent as a field the row does not have.
      const v = isRow(row) && Object.hasOwn(row, k) ? row[k] : undefined;
      if (v !== undefined) values[f][i] = v;
      else lacks(k, i);
    }
  }
  return { length: rows.length, fields, values, ...(Object.keys(absent).length ? { absent } : {}) };
}

/** The shape check of a columnar body (untrusted JSON): null when it is not one. */
export function readColumns(body: Record<string, unknown>): ColumnReader | null {
  const { values } = body;
  const shape = readShape(body);
  if (!shape || !Array.isArray(values) || values.length !== shape.fields.length) return null;
  for (const column of values) if (!Array.isArray(column) || column.length !== shape.length) return null;
  return { ...shape, column: (f) => values[f] };
}

/** Everything of a columnar body but its values: row count, fields, the rows each field is absent from. */
function readShape(body: Record<string, unknown>): Omit<ColumnReader, "column"> | null {
  const { length, fields, absent } = body;
  if (typeof length !== "number" || !Number.isInteger(length) || length < 0) return null;
  if (!Array.isArray(fields)) return null;
  const seen = new Set<string>();
  for (const k of fields) {
    if (typeof k !== "string" || seen.has(k)) return null;
    seen.add(k);
  }
  const out: Omit<ColumnReader, "column"> = { length, fields };
  if (absent !== undefined) {
    if (!isRow(absent)) return null;
    const checked: Record<string, number[]> = {};
    for (const [k, list] of Object.entries(absent)) {
      if (!seen.has(k) || !Array.isArray(list)) return null;
      if (!list.every((i) => Number.isInteger(i) && i >= 0 && i < length)) return null;
      checked[k] = list as number[];
    }
    out.absent = checked;
  }
  return out;
}

/**
 * The body of `?layout=column-lines`: `head` (the body's other members) with the layout, row count,
 * fields and absences on the first line, then one line per field holding its values. JSON text has
 * no raw line break (JSON.stringify writes one inside a string as `\n`), so lines split the body
 * exactly. `only`: the projection `toColumns` takes (the head says which fields were asked for).
 */
export function toColumnLines(
  head: Record<string, unknown>,
  rows: readonly unknown[],
  only?: readonly string[],
): string {
  const { values, ...shape } = toColumns(rows, only);
  const lines = [JSON.stringify({ ...head, layout: "column-lines", ...shape })];
  for (const column of values) lines.push(JSON.stringify(column));
  return lines.join("\n");
}

/**
 * A `column-lines` body read without parsing its values: the first line is parsed and checked, the
 * lines are counted (one per field), and a field's line is parsed the first time it is read — the
 * chart parses the field it groups by and the one it measures, not all of them. A line that is not
 * an array of one value per row reads as a field no row has (the body is the app's own; this keeps a
 * corrupted one from throwing while the table renders). Null when the body is not one.
 */
export function readColumnLines(
  text: string,
): { head: Record<string, unknown>; columns: ColumnReader } | null {
  const first = text.indexOf("\n");
  let head: unknown;
  try {
    head = JSON.parse(first < 0 ? text : text.slice(0, first));
  } catch {
    return null;
  }
  if (!isRow(head) || head.layout !== "column-lines") return null;
  const shape = readShape(head);
  if (!shape) return null;
  const n = shape.fields.length;
  const starts: number[] = [];
  const ends: number[] = [];
  for (let at = first; at >= 0 && starts.length <= n; ) {
    const next = text.indexOf("\n", at + 1);
    starts.push(at + 1);
    ends.push(next < 0 ? text.length : next);
    at = next;
  }
  if (starts.length !== n) return null;
  let body: string | undefined = text;
  const parsed: (readonly unknown[] | undefined)[] = new Array(n);
  let left = n;
  const column = (f: number): readonly unknown[] => {
    let values = parsed[f];
    if (values) return values;
    try {
      const v: unknown = JSON.parse((body ?? "").slice(starts[f], ends[f]));
      values = Array.isArray(v) && v.length === shape.length ? v : undefined;
    } catch {
      values = undefined;
    }
    values ??= new Array<unknown>(shape.length).fill(undefined);
    parsed[f] = values;
    // Every field read: the text is no longer needed.
    if (--left === 0) body = undefined;
    return values;
  };
  return { head, columns: { ...shape, column } };
}

/** One field's values over every row, `undefined` where a row lacks it (as `row[key]` reads). */
export function columnValues(c: ColumnReader, key: string): readonly unknown[] {
  const f = c.fields.indexOf(key);
  if (f < 0) return new Array<unknown>(c.length).fill(undefined);
  const missing = c.absent?.[key];
  if (!missing?.length) return c.column(f);
  const out = c.column(f).slice();
  for (const i of missing) out[i] = undefined;
  return out;
}

/** The rows as objects again, fields in the order first seen (what `JSON.parse` of the rows gives). */
export function rowsFromColumns(c: ColumnReader): Record<string, unknown>[] {
  const { length, fields } = c;
  const n = fields.length;
  const values = fields.map((_, f) => c.column(f));
  // Rows lacking a field, and a field named "__proto__" (an own property, never the prototype), take
  // the careful path; every other row is built the same way, so they share one hidden class.
  const lacks = fields.map((k) => new Set(c.absent?.[k] ?? []));
  const careful = new Set<number>();
  for (const set of lacks) for (const i of set) careful.add(i);
  const protoField = fields.includes("__proto__");
  const out = new Array<Record<string, unknown>>(length);
  for (let i = 0; i < length; i++) {
    if (protoField || careful.has(i)) {
      const row: Record<string, unknown> = {};
      for (let f = 0; f < n; f++) {
        if (lacks[f].has(i)) continue;
        Object.defineProperty(row, fields[f], {
          value: values[f][i],
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      out[i] = row;
      continue;
    }
    const row: Record<string, unknown> = {};
    for (let f = 0; f < n; f++) row[fields[f]] = values[f][i];
    out[i] = row;
  }
  return out;
}
