/**
 * One query plan per query *shape* (lib/db/plan-cache.ts): a write's text carries its new row's values,
 * ids and timestamps, so it never comes again and Prisma 6 compiled every write — a turn's ≈ 9 writes
 * were most of the query compiler's share of the CPU in the turn benchmark's profile. Yet a turn
 * writes the same few shapes every time (the message, the turn record, the audit row, the lease…),
 * only the values change.
 *
 * The query compiler takes placeholders in place of values (`{"$type":"Param","value":NAME}` in the
 * JSON query; the plan then holds `{"prisma__type":"param",…}` where the value goes, as it does for the
 * ids and timestamps it generates itself). A query's scalar values in `where` and `data` (a String,
 * Int or Float field's value, a DateTime, a Json field's whole value) are replaced by placeholders: the
 * result is the shape, compiled once; each later query of that shape gets the shape's plan with its own
 * values put where the placeholders are.
 *
 * Behaviour unchanged, by construction: the first query of a shape is compiled as it is (its plan is the
 * one used) and the shape's plan is kept only when putting that query's values into it gives exactly
 * that plan — same SQL, same everything, each value in the form the compiler wrote it (a string as is,
 * an Int as is or as its decimal text, a DateTime's ISO text, a Json value's JSON text). A shape the
 * compiler refuses, or whose plan differs in anything but the values, is remembered as such and its
 * queries are compiled one by one as before. What a value cannot change is never a placeholder: null,
 * booleans, `take`/`skip`, `orderBy`, `in` lists, `mode`, relation filters and nested writes stay in the
 * shape as they are (they may change the SQL).
 */

/** What a value of each model's fields is (the client's runtime data model: scalar fields only). */
export type FieldTypes = ReadonlyMap<string, ReadonlyMap<string, string>>;

interface RuntimeDataModel {
  models?: Record<string, { fields?: { name: string; kind: string; type: string }[] }>;
}

export function fieldTypesOf(model: RuntimeDataModel | undefined): FieldTypes | undefined {
  if (!model?.models) return undefined;
  const out = new Map<string, Map<string, string>>();
  for (const [name, m] of Object.entries(model.models)) {
    const fields = new Map<string, string>();
    for (const f of m.fields ?? []) if (f.kind === "scalar") fields.set(f.name, f.type);
    out.set(name, fields);
  }
  return out;
}

/** The operators of a scalar filter whose operand is a value (not a list, not a mode). */
const FILTER_OPERATORS = new Set([
  "equals",
  "not",
  "lt",
  "lte",
  "gt",
  "gte",
  "contains",
  "startsWith",
  "endsWith",
]);
const LOGICAL = new Set(["AND", "OR", "NOT"]);
/** Placeholder names: never one of the compiler's own (`@generated$…`). */
const PREFIX = "tt$";

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Whether `v`, a value of a field of `type`, becomes a placeholder (`json`: a Json field's whole value in `data`). */
function placeable(type: string, v: unknown, inData: boolean): boolean {
  switch (type) {
    case "String":
      return typeof v === "string";
    // An Int out of its 32-bit range, or a fraction, stays in the shape: compiled as it is, whatever the
    // compiler makes of it (no template learned from ordinary values ever stands for it).
    case "Int":
      return Number.isInteger(v) && (v as number) >= -2147483648 && (v as number) <= 2147483647;
    case "Float":
      return typeof v === "number";
    case "DateTime":
      return isPlainObject(v) && v.$type === "DateTime" && typeof v.value === "string";
    case "Json":
      return inData && (Array.isArray(v) || (isPlainObject(v) && !("$type" in v)));
    default:
      return false;
  }
}

/**
 * A query's shape: its JSON text with placeholders (what is compiled), the values taken out of it in
 * placeholder order, and the key the shape's plan is kept under (the text and each value's kind).
 */
export interface Shape {
  text: string;
  key: string;
  values: unknown[];
}

/** A value's kind: the compiler types a number written in a query by whether it is an integer. */
const kindOf = (v: unknown): string =>
  typeof v === "string" ? "s" : typeof v === "number" ? (Number.isSafeInteger(v) ? "i" : "n") : "o";

export function shapeOf(query: string, types: FieldTypes): Shape | null {
  let q: { modelName?: string; action?: string; query?: { arguments?: unknown } };
  try {
    q = JSON.parse(query);
  } catch {
    return null;
  }
  const fields = q.modelName ? types.get(q.modelName) : undefined;
  const args = q.query?.arguments;
  if (!fields || !isPlainObject(args)) return null;
  const values: unknown[] = [];
  const param = (v: unknown) => {
    values.push(v);
    return { $type: "Param", value: `${PREFIX}${values.length - 1}` };
  };
  const where = (w: unknown): unknown => {
    if (Array.isArray(w)) return w.map(where);
    if (!isPlainObject(w)) return w;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(w)) {
      const type = fields.get(k);
      if (LOGICAL.has(k)) out[k] = where(v);
      else if (!type) out[k] = v;
      else if (placeable(type, v, false)) out[k] = param(v);
      else if (isPlainObject(v) && !("$type" in v)) {
        const filter: Record<string, unknown> = {};
        for (const [op, x] of Object.entries(v))
          filter[op] = FILTER_OPERATORS.has(op) && placeable(type, x, false) ? param(x) : x;
        out[k] = filter;
      } else out[k] = v;
    }
    return out;
  };
  const data = (d: unknown): unknown => {
    if (!isPlainObject(d)) return d;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(d)) {
      const type = fields.get(k);
      out[k] = type && placeable(type, v, true) ? param(v) : v;
    }
    return out;
  };
  const shaped: Record<string, unknown> = { ...args };
  if ("where" in args) shaped.where = where(args.where);
  for (const k of ["data", "create", "update"]) if (k in args) shaped[k] = data(args[k]);
  if (values.length === 0) return null;
  const text = JSON.stringify({ ...q, query: { ...q.query, arguments: shaped } });
  return { text, key: `${values.map(kindOf).join("")}:${text}`, values };
}

type Convert = (v: unknown) => unknown;
const asIs: Convert = (v) => v;
const asText: Convert = (v) => String(v);
const dateText: Convert = (v) => (v as { value: string }).value;
const jsonText: Convert = (v) => JSON.stringify(v);

/** The forms the compiler may write a taken-out value in, most likely first. */
function conversions(v: unknown): Convert[] {
  if (typeof v === "string") return [asIs];
  if (typeof v === "number") return [asText, asIs];
  if (isPlainObject(v) && v.$type === "DateTime") return [dateText];
  return [jsonText];
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if (!(k in b) || !deepEqual(a[k], b[k])) return false;
  return true;
}

/** The index of the placeholder `node` is, or -1. */
function placeholderIndex(node: Record<string, unknown>): number {
  if (node.prisma__type !== "param") return -1;
  const name = (node.prisma__value as { name?: unknown } | undefined)?.name;
  if (typeof name !== "string" || !name.startsWith(PREFIX)) return -1;
  const i = Number(name.slice(PREFIX.length));
  return Number.isInteger(i) && i >= 0 ? i : -1;
}

/** A shape's plan and, per placeholder, the form its value takes in it. */
export interface Template {
  plan: unknown;
  convert: Convert[];
}

/**
 * The template of `shapePlan`, when it is `literalPlan` (the plan of the shape's first query, whose values
 * are `values`) but for the placeholders, each holding its value in one consistent form; else null.
 * The template is the literal plan with the placeholders put in: where the two differ elsewhere, only
 * in an argument's scalar type (a number written in the query is typed `bigint`, a placeholder of an
 * Int field `int`), the literal plan's type is kept, so a later query gets exactly the plan its own
 * text compiles to (the shape's key holds each value's kind: an integer and a fraction never share).
 */
export function learnTemplate(shapePlan: unknown, literalPlan: unknown, values: unknown[]): Template | null {
  const convert: (Convert | undefined)[] = new Array(values.length);
  const FAIL = Symbol("differs");
  const walk = (t: unknown, l: unknown, key: string): unknown => {
    if (Array.isArray(t)) {
      if (!Array.isArray(l) || t.length !== l.length) return FAIL;
      const out: unknown[] = new Array(t.length);
      for (let i = 0; i < t.length; i++) {
        out[i] = walk(t[i], l[i], "");
        if (out[i] === FAIL) return FAIL;
      }
      return out;
    }
    if (!isPlainObject(t)) {
      if (t === l) return l;
      return key === "scalarType" && typeof t === "string" && typeof l === "string" ? l : FAIL;
    }
    const i = placeholderIndex(t);
    if (i >= 0) {
      if (i >= values.length) return FAIL;
      const known = convert[i];
      if (known) return deepEqual(known(values[i]), l) ? t : FAIL;
      const c = conversions(values[i]).find((f) => deepEqual(f(values[i]), l));
      if (!c) return FAIL;
      convert[i] = c;
      return t;
    }
    if (!isPlainObject(l)) return FAIL;
    const keys = Object.keys(t);
    if (keys.length !== Object.keys(l).length) return FAIL;
    const out: Record<string, unknown> = {};
    for (const k of keys) {
      if (!(k in l)) return FAIL;
      out[k] = walk(t[k], l[k], k);
      if (out[k] === FAIL) return FAIL;
    }
    return out;
  };
  const plan = walk(shapePlan, literalPlan, "");
  // Every value must have a place in the plan: one that has none was not a value of this query.
  if (plan === FAIL) return null;
  for (let i = 0; i < values.length; i++) if (convert[i] === undefined) return null; // (a sparse array's holes: no `some`)
  return { plan, convert: convert as Convert[] };
}

/** The template's plan with `values` in place of its placeholders (unchanged parts shared, never copied). */
export function fillTemplate(t: Template, values: unknown[]): unknown {
  const fill = (n: unknown): unknown => {
    if (Array.isArray(n)) {
      let out: unknown[] | undefined;
      for (let i = 0; i < n.length; i++) {
        const f = fill(n[i]);
        if (f !== n[i]) {
          out ??= n.slice();
          out[i] = f;
        }
      }
      return out ?? n;
    }
    if (!isPlainObject(n)) return n;
    const i = placeholderIndex(n);
    if (i >= 0) return t.convert[i](values[i]);
    let out: Record<string, unknown> | undefined;
    for (const k in n) {
      const f = fill(n[k]);
      if (f !== n[k]) {
        out ??= { ...n };
        out[k] = f;
      }
    }
    return out ?? n;
  };
  return fill(t.plan);
}
