/**
 * Stored JSON crosses one place each way (issue 11 item 1). Writes: a typed value becomes Prisma's
 * JSON input here (its type was checked where it was built). Reads: a column is parsed with the
 * zod schema declared next to its type; a row that does not match is a corrupt row, reported with
 * `internal:stored` (the detail is logged, never shown), never cast into the type it claims.
 */
import type { z } from "zod";
import type { Prisma } from "@/generated/sqlite/client";
import { AppError } from "@/lib/errors";

/**
 * A JSON-compatible value (a typed value, or a masked copy of one: lib/security/mask.ts) as a JSON
 * column input. `undefined` is never passed: a column left out is not written.
 */
export function toJson(value: unknown): Prisma.InputJsonValue {
  return value as Prisma.InputJsonValue;
}

/** A stored JSON column read back through its schema; `what` names the column in the error. */
export function fromJson<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw new AppError("internal:stored", `${what}: ${r.error.message}`);
  return r.data;
}

// ---- Key order across databases ----------------------------------------------------------------
// PostgreSQL's jsonb keeps an object's keys ordered by length, then bytewise ("repo" before "owner"),
// not in the order written; SQLite keeps the JSON text as written. Where a stored value's key order
// means something (a tool's input schema lists its parameters in the author's order, and the planner
// reads that order), `toOrderedJson` stores each object whose keys jsonb would reorder with its key
// order beside them, and `fromOrderedJson` puts the keys back in that order: the same value on both
// databases. A value stored without it (before this existed) reads back as it is.

/** The key beside an object's keys that holds their written order. */
const KEY_ORDER = "__keyOrder";
/** A data key that looks like KEY_ORDER ("__keyOrder", "___keyOrder", …) is stored with one more "_". */
const ORDER_LIKE = /^__+keyOrder$/;

/** jsonb's order of object keys: shorter first, then bytewise (UTF-8). */
export function jsonbKeyOrder(keys: readonly string[]): string[] {
  return [...keys].sort((a, b) => {
    const x = Buffer.from(a, "utf8");
    const y = Buffer.from(b, "utf8");
    return x.length - y.length || Buffer.compare(x, y);
  });
}

/** `value` with every object whose keys jsonb would reorder carrying their written order. */
export function toOrderedJson(value: unknown): Prisma.InputJsonValue {
  const encode = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(encode);
    if (v === null || typeof v !== "object") return v;
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o).filter((k) => o[k] !== undefined);
    const entries: [string, unknown][] = keys.map((k) => [ORDER_LIKE.test(k) ? `_${k}` : k, encode(o[k])]);
    const sorted = jsonbKeyOrder(keys);
    if (keys.some((k, i) => k !== sorted[i] || ORDER_LIKE.test(k))) entries.push([KEY_ORDER, keys]);
    return Object.fromEntries(entries);
  };
  return encode(value) as Prisma.InputJsonValue;
}

/** A value stored by `toOrderedJson`, its objects' keys back in their written order. */
export function fromOrderedJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromOrderedJson);
  if (value === null || typeof value !== "object") return value;
  const v = value as Record<string, unknown>;
  const order = v[KEY_ORDER];
  if (!Array.isArray(order) || !order.every((k) => typeof k === "string"))
    return Object.fromEntries(Object.keys(v).map((k) => [k, fromOrderedJson(v[k])]));
  const entries: [string, unknown][] = [];
  const used = new Set<string>([KEY_ORDER]);
  for (const k of order as string[]) {
    const stored = ORDER_LIKE.test(k) ? `_${k}` : k;
    if (used.has(stored) || !Object.hasOwn(v, stored)) continue;
    used.add(stored);
    entries.push([k, fromOrderedJson(v[stored])]);
  }
  // Keys the order does not list (none when written here) follow in the order read.
  for (const k of Object.keys(v)) if (!used.has(k)) entries.push([k, fromOrderedJson(v[k])]);
  return Object.fromEntries(entries);
}
