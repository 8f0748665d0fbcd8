import type { Capability, ToolResult } from "@/lib/capabilities/types";
import { findCollection, recordOf, totalOf, withTypedFields } from "@/lib/semantics/results";
import { isPlainObject } from "./references";
import { readTextResult, textError } from "./text-results";
import type { JsonRecord, ResultKind } from "./types";

export interface Extraction {
  kind: ResultKind;
  records: JsonRecord[];
  /** Where the items were found; undefined for a top-level array or a record. */
  collectionPath?: string;
  /** The declared collection path was absent and the observed shape was used instead. */
  declaredPathMissing: boolean;
  total?: number;
  /** The result is a text saying the call failed ("Error: project 'x' not found"): never data. */
  error?: string;
}

/** Operations whose result is one entity; their nested arrays (order lines, shipment events) are fields. */
const RECORD_OPERATIONS = new Set(["get", "detail", "summary", "count", "check"]);

const textLines = (text: string) => text.split("\n").filter((l) => l.trim() !== "").length;

function toRecords(items: unknown[]): JsonRecord[] {
  // Primitive items keep their value under one column so every row is an object.
  return items.map((item) => (isPlainObject(item) ? withTypedFields(item) : { value: item }));
}

/**
 * Finds the items of a result: the capability's declared collection path first, then the observed
 * shape through the schema-semantics rules (a top-level array, one array of objects under a field or
 * inside common envelopes such as `data.<things>`, `items`, `edges[].node`). A get/detail result is
 * one record: its nested arrays (order lines, shipment events) are fields.
 */
export function extractCollection(data: unknown, capability: Readonly<Capability>): Extraction {
  const declared = capability.collectionPath
    ? findCollection(data, capability.entity, capability.collectionPath)
    : undefined;
  if (declared && capability.collectionPath && declared.path === capability.collectionPath) {
    return {
      kind: "collection",
      records: declared.items.map(withTypedFields),
      collectionPath: declared.path,
      declaredPathMissing: false,
      total: totalOf(declared),
    };
  }
  const declaredPathMissing = Boolean(capability.collectionPath);
  if (Array.isArray(data)) return { kind: "collection", records: toRecords(data), declaredPathMissing };
  if (typeof data === "string") return fromText(data, capability, declaredPathMissing);
  if (!isPlainObject(data)) return { kind: "none", records: [], declaredPathMissing };
  if (!RECORD_OPERATIONS.has(capability.operation)) {
    const found = findCollection(data, capability.entity);
    if (found) {
      return {
        kind: "collection",
        records: found.items.map(withTypedFields),
        collectionPath: found.path,
        declaredPathMissing,
        total: totalOf(found),
      };
    }
  }
  return { kind: "record", records: [displayRecord(data, capability.entity)], declaredPathMissing };
}

/**
 * A result written as text for a model to read (./text-results.ts): table or bullet rows are the
 * collection, with the total its first line states; "Key: value" lines are one record; "No … match."
 * is an honest empty list; "Error: …" is an error. Text read as none of these is shown as it is — one
 * record holding the text, never "nothing found" nor a count — but for one line of a tool reading one
 * thing (a message about the answer, "not found"), which stays no record. "its logs": several lines
 * of a tool reading one thing are that thing's content.
 */
function fromText(data: string, capability: Readonly<Capability>, declaredPathMissing: boolean): Extraction {
  const reading = readTextResult(data);
  const one = RECORD_OPERATIONS.has(capability.operation);
  switch (reading.shape) {
    case "error":
      return { kind: "none", records: [], declaredPathMissing, error: reading.message };
    case "empty":
      return one
        ? { kind: "none", records: [], declaredPathMissing }
        : { kind: "collection", records: [], declaredPathMissing, total: 0 };
    case "record":
      return { kind: "record", records: [reading.record], declaredPathMissing };
    case "rows":
      if (!one)
        return { kind: "collection", records: reading.records, declaredPathMissing, total: reading.total };
      break;
  }
  if (one && textLines(data) < 2) return { kind: "none", records: [], declaredPathMissing };
  return data.trim() === ""
    ? { kind: "none", records: [], declaredPathMissing }
    : { kind: "record", records: [{ text: data }], declaredPathMissing };
}

/** A call answered with an error written as text, without the protocol's error flag, is a failed call. */
export function withTextError(result: ToolResult, tool: string): ToolResult {
  if (!result.ok || typeof result.data !== "string") return result;
  // Only the answer's first lines are read here; its rows are read once, by extractCollection.
  const message = textError(result.data);
  if (message === undefined) return result;
  return {
    ...result,
    ok: false,
    data: undefined,
    error: { code: "upstream:tool", message: `${tool}: ${message}` },
  };
}

/** `{ order: {...} }`, `{ data: { invoice: {...} } }` show as the record itself. */
export function displayRecord(data: JsonRecord, entity?: string): JsonRecord {
  return withTypedFields(recordOf(data, entity));
}

export function identifiersOf(records: readonly JsonRecord[], identityFields: readonly string[]): string[] {
  if (identityFields.length === 0) return [];
  const out: string[] = [];
  for (const record of records) {
    const parts = identityFields.map((field) => record[field]);
    if (parts.every((part) => typeof part === "string" || typeof part === "number"))
      out.push(parts.join("/"));
  }
  return out;
}

const MAX_KEYS = 40;
const MAX_KEY_LENGTH = 64;

/** Keys are structure, values are untrusted data: only bounded, printable key names leave here. */
function safeKeys(value: JsonRecord): string[] {
  return Object.keys(value)
    .slice(0, MAX_KEYS)
    .map((key) => key.replace(/[^\w.$-]/g, "_").slice(0, MAX_KEY_LENGTH));
}

function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

/** Compact structural description of a result, two levels deep, for re-planning. */
export function describeShape(value: unknown, depth = 0): string {
  if (Array.isArray(value)) {
    const first = value.find((item) => item !== undefined);
    return depth >= 2 || first === undefined ? "array" : `array<${describeShape(first, depth + 1)}>`;
  }
  if (!isPlainObject(value)) return typeName(value);
  const keys = safeKeys(value);
  if (depth >= 2) return `object{${keys.join(",")}}`;
  const original = Object.keys(value).slice(0, MAX_KEYS);
  return `object{${keys.map((key, i) => `${key}:${describeShape(value[original[i]], depth + 1)}`).join(",")}}`;
}

/** Top-level keys, then the keys of the first item of every array field (deduplicated). */
export function sampleKeysOf(data: unknown): string[] {
  const keys = new Set<string>();
  const itemKeys = (items: unknown[]) => {
    const first = items.find(isPlainObject);
    if (first) for (const key of safeKeys(first)) keys.add(key);
  };
  if (Array.isArray(data)) itemKeys(data);
  else if (isPlainObject(data)) {
    for (const key of safeKeys(data)) keys.add(key);
    for (const value of Object.values(data)) {
      if (Array.isArray(value)) itemKeys(value);
      else if (isPlainObject(value)) for (const key of safeKeys(value)) keys.add(key);
    }
  }
  return [...keys].slice(0, MAX_KEYS * 2);
}
