import type { FromReference } from "@/lib/planning/types";
import { readFieldPath } from "@/lib/semantics/declared-paths";
import { recordOf } from "@/lib/semantics/results";
import type { JsonRecord } from "./types";

/** What a reference may read: the chosen record of an executed action (or of the selection). */
export interface ReferenceSource {
  record?: object;
  /** When the record is a collection item, `customers.id` is accepted as an alias of `id`. */
  collectionPath?: string;
}

export interface ReferenceContext {
  results: ReadonlyMap<string, ReferenceSource>;
  selection?: { rows: readonly object[] };
}

export type ResolveArgsResult =
  | { ok: true; args: JsonRecord; sources: string[] }
  | {
      ok: false;
      code: "unresolved_reference";
      /** The reference path that could not be read. */
      path: string;
      from: string;
      /** Argument location, e.g. `customer_id` or `filter.owner`. */
      arg: string;
      /** `empty_path`: the source record has the field, and it holds nothing (`ManagerId: null`). */
      reason: "missing_source" | "missing_path" | "empty_path";
    };

/**
 * Any object carrying `$from` is a reference attempt; it is never forwarded to a tool as a
 * literal, even when malformed (a malformed one simply fails to resolve).
 */
export function isFromReference(value: unknown): value is FromReference {
  return isPlainObject(value) && Object.hasOwn(value, "$from");
}

export function isPlainObject(value: unknown): value is JsonRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Reads a dot path through plain objects only. Arrays are never indexed and numeric or bracketed
 * segments are refused: a reference must name a declared field, never invent `items.0.id`. A list
 * of exactly one value (a linked record `["rec…"]`) is read as that value; of several, never.
 */
export function getPath(root: unknown, path: string): unknown {
  return readFieldPath(root, path);
}

/**
 * The same declared field may be named relative to the record (`id`), through the collection
 * path (`customers.id`), or through a single-object wrapper (`customer.id` on `{ customer: {...} }`
 * and `id` on it). All read existing data; none guesses a value.
 */
function readReference(source: ReferenceSource, path: string): unknown {
  const record = source.record;
  const direct = getPath(record, path);
  if (direct !== undefined) return direct;
  const prefix = source.collectionPath ? `${source.collectionPath}.` : undefined;
  if (prefix && path.startsWith(prefix)) {
    const viaCollection = getPath(record, path.slice(prefix.length));
    if (viaCollection !== undefined) return viaCollection;
  }
  // Or the record inside an envelope the result reader unwraps (JSON:API's `{ data: {...}, links }`),
  // the record a learned shape was read from.
  const inner = unwrapSingle(record) ?? (isPlainObject(record) ? recordOf(record) : undefined);
  return inner === undefined || inner === record ? undefined : getPath(inner, path);
}

/** `{ order: {...} }` → the inner object; anything else → undefined. */
export function unwrapSingle(value: unknown): JsonRecord | undefined {
  if (!isPlainObject(value)) return undefined;
  const keys = Object.keys(value);
  if (keys.length !== 1) return undefined;
  const inner = value[keys[0]];
  return isPlainObject(inner) ? inner : undefined;
}

/**
 * Replaces every `{ $from, path }` value (at any depth) with the value at that path of the
 * source's chosen record. `selection` reads the first selected row: selections feeding an
 * `expect: 'one'` step hold exactly one row. null/undefined count as missing: a call is never
 * made with a value the source did not provide.
 */
export function resolveArgs(args: JsonRecord, ctx: ReferenceContext): ResolveArgsResult {
  const sources = new Set<string>();
  let failure: Extract<ResolveArgsResult, { ok: false }> | undefined;

  const visit = (value: unknown, at: string): unknown => {
    if (failure) return undefined;
    if (isFromReference(value)) {
      const source: ReferenceSource | undefined =
        value.$from === "selection"
          ? ctx.selection && ctx.selection.rows.length > 0
            ? { record: ctx.selection.rows[0] }
            : undefined
          : ctx.results.get(value.$from);
      const path = typeof value.path === "string" ? value.path : "";
      const fail = (reason: "missing_source" | "missing_path" | "empty_path") => {
        failure = {
          ok: false,
          code: "unresolved_reference",
          path,
          from: String(value.$from),
          arg: at,
          reason,
        };
        return undefined;
      };
      if (!source || source.record === undefined) return fail("missing_source");
      const resolved = readReference(source, path);
      if (resolved === null) return fail("empty_path");
      if (resolved === undefined) return fail("missing_path");
      sources.add(value.$from);
      return resolved;
    }
    if (Array.isArray(value)) return value.map((item, i) => visit(item, `${at}[${i}]`));
    if (isPlainObject(value)) {
      const out: JsonRecord = {};
      for (const [key, inner] of Object.entries(value)) out[key] = visit(inner, at ? `${at}.${key}` : key);
      return out;
    }
    return value;
  };

  const resolved = visit(args, "") as JsonRecord;
  if (failure) return failure;
  return { ok: true, args: resolved, sources: [...sources] };
}
