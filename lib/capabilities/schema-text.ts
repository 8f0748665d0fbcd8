/**
 * Remote JSON Schemas reach the planner, so the free text inside them (`description`, `title`,
 * `$comment`) is untrusted data like a tool description (DESIGN.md §3) and gets the same cleaning.
 * Validation keywords are copied untouched: sanitizing them would change what the schema accepts.
 */
import { canonicalJson, sanitizeDescription } from "@/lib/security";
import type { JsonSchema } from "./types";

const TEXT_KEYWORDS = new Set(["description", "title", "$comment"]);
/** Keywords whose values are instance data, not schemas: copied verbatim. */
const VALUE_KEYWORDS = new Set(["enum", "const", "default", "examples", "example"]);
const MAX_DEPTH = 64;

export const MAX_INPUT_SCHEMA_BYTES = 32 * 1024;
/**
 * The longest text kept of one keyword of an input schema: a parameter that takes a query language
 * documents it by examples, one a line (Jira's `jql`: eight examples, 560 characters) — clipped at
 * 300, the planner never saw `priority = High` or `ORDER BY created`.
 */
export const MAX_INPUT_SCHEMA_TEXT = 1000;
export const MAX_OUTPUT_SCHEMA_BYTES = 64 * 1024;

export function sanitizeSchemaText(schema: JsonSchema, maxText = 300): JsonSchema {
  return walk(schema, maxText, 0) as JsonSchema;
}

function walk(node: unknown, maxText: number, depth: number): unknown {
  if (node === null || typeof node !== "object") return node;
  if (depth >= MAX_DEPTH) return structuredClone(node);
  if (Array.isArray(node)) return node.map((child) => walk(child, maxText, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    let next: unknown;
    if (TEXT_KEYWORDS.has(key) && typeof value === "string") next = sanitizeDescription(value, maxText);
    else if (VALUE_KEYWORDS.has(key)) next = structuredClone(value);
    else next = walk(value, maxText, depth + 1);
    // defineProperty: a property literally named `__proto__` stays an own key, never a prototype.
    Object.defineProperty(out, key, { value: next, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

export function schemaBytes(schema: unknown): number {
  return Buffer.byteLength(canonicalJson(schema));
}
