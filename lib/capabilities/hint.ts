/**
 * The optional routing hint MCP servers publish under `_meta["askmydocs/agent-capability"]`.
 * DESIGN.md §3 "Trust boundary": the hint is validated with a JSON Schema and reduced to the
 * allow-listed fields; every other key (`authorization`, `read_only`, …) is dropped with a diagnostic.
 * Nothing in a hint can grant eligibility — policy.ts never looks at it. The raw `_meta` is read here
 * and nowhere else: only the reduced, freshly built hint leaves this module.
 */
import { formatSchemaErrors, sanitizeDescription, validator } from "@/lib/security";
import { OPERATIONS, type Operation } from "./types";

export const HINT_META_KEY = "askmydocs/agent-capability";

export const HINT_FIELDS = [
  "entity",
  "operation",
  "intent_tags",
  "requires",
  "produces",
  "collection_path",
  "identity_fields",
  "next_tools",
] as const;
export type HintField = (typeof HINT_FIELDS)[number];

/** Validated, allow-listed hint. Every field is optional: servers publish partial hints. */
export interface CapabilityHint {
  entity?: string;
  operation?: Operation;
  intent_tags?: string[];
  requires?: string[];
  produces?: string[];
  collection_path?: string;
  identity_fields?: string[];
  next_tools?: string[];
}

export interface HintReading {
  hint?: CapabilityHint;
  diagnostics: string[];
}

/** A field path such as `customer_id` or `shipping_address.city`. */
const FIELD_PATH = "^[A-Za-z_$][A-Za-z0-9_$-]*(\\.[A-Za-z_$][A-Za-z0-9_$-]*)*$";
const fieldList = (maxItems: number) => ({
  type: "array",
  maxItems,
  items: { type: "string", minLength: 1, maxLength: 128, pattern: FIELD_PATH },
});

/** JSON Schema (2020-12) of the reduced hint. Patterns keep free text out of structural fields. */
export const HINT_SCHEMA = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $comment: "Tabletalk: allow-listed fields of _meta['askmydocs/agent-capability']",
  type: "object",
  additionalProperties: false,
  minProperties: 1,
  properties: {
    entity: { type: "string", pattern: "^[A-Za-z][A-Za-z0-9_ -]{0,63}$" },
    operation: { enum: [...OPERATIONS] },
    intent_tags: {
      type: "array",
      maxItems: 32,
      items: { type: "string", minLength: 1, maxLength: 64, pattern: "^[\\p{L}\\p{N}][\\p{L}\\p{N} _.'-]*$" },
    },
    requires: fieldList(32),
    produces: fieldList(32),
    collection_path: {
      type: "string",
      maxLength: 256,
      pattern: "^$|^[A-Za-z_$][A-Za-z0-9_$-]*(\\.[A-Za-z_$][A-Za-z0-9_$-]*)*$",
    },
    identity_fields: fieldList(8),
    next_tools: {
      type: "array",
      maxItems: 32,
      items: { type: "string", pattern: "^[A-Za-z0-9_./-]{1,128}$" },
    },
  },
} as const;

const validateHint = validator<CapabilityHint>(HINT_SCHEMA);
const ALLOWED = new Set<string>(HINT_FIELDS);
const MAX_NAMED_KEYS = 8;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** A remote key rendered safely inside an admin-facing diagnostic. */
function quoteKey(key: string): string {
  return JSON.stringify(sanitizeDescription(key, 64) || "(invisible)");
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/**
 * Reads and reduces the routing hint of one tool's `_meta`. Never throws; a missing hint is not a
 * diagnostic, a malformed one is (the hint is then ignored as a whole: a partial reading of a
 * malformed hint could mislead routing).
 */
export function readHint(meta: unknown): HintReading {
  const diagnostics: string[] = [];
  if (meta === undefined || meta === null) return { diagnostics };
  if (!isPlainObject(meta)) return { diagnostics: ["_meta is not an object; routing hint ignored"] };
  if (!Object.hasOwn(meta, HINT_META_KEY)) return { diagnostics };
  const raw = meta[HINT_META_KEY];
  if (!isPlainObject(raw)) {
    return { diagnostics: [`routing hint ignored: malformed (must be an object, got ${kindOf(raw)})`] };
  }

  const reduced: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const key of Object.keys(raw)) {
    if (ALLOWED.has(key)) reduced[key] = raw[key];
    else dropped.push(key);
  }
  for (const key of dropped.slice(0, MAX_NAMED_KEYS)) {
    diagnostics.push(`routing hint key ${quoteKey(key)} dropped: not allow-listed`);
  }
  if (dropped.length > MAX_NAMED_KEYS) {
    diagnostics.push(`routing hint: ${dropped.length - MAX_NAMED_KEYS} more non-allow-listed keys dropped`);
  }

  const result = validateHint(reduced);
  if (!result.valid) {
    const why =
      Object.keys(reduced).length === 0 ? "no allow-listed fields" : formatSchemaErrors(result.errors, 3);
    diagnostics.push(`routing hint ignored: malformed (${why})`);
    return { diagnostics };
  }
  return { hint: rebuild(result.data), diagnostics };
}

/** Fresh objects only: no reference into the remote `_meta` survives. */
function rebuild(data: CapabilityHint): CapabilityHint {
  const hint: CapabilityHint = {};
  if (data.entity !== undefined) hint.entity = data.entity.trim().toLowerCase().replace(/[ -]+/g, "_");
  if (data.operation !== undefined) hint.operation = data.operation;
  if (data.intent_tags) hint.intent_tags = unique(data.intent_tags.map((t) => t.trim().toLowerCase()));
  if (data.requires) hint.requires = unique(data.requires);
  if (data.produces) hint.produces = unique(data.produces);
  if (data.collection_path !== undefined) hint.collection_path = data.collection_path;
  if (data.identity_fields) hint.identity_fields = unique(data.identity_fields);
  if (data.next_tools) hint.next_tools = unique(data.next_tools);
  return hint;
}

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}
