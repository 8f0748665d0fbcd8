/**
 * The one JSON Schema validation interface (CONVENTIONS.md §8, MCP SDK `src/validation/` style):
 * `validator(schema)` returns a function `(data) => { valid: true, data } | { valid: false, errors }`.
 *
 * Each schema is compiled once and cached by the sha256 of its canonical JSON, so equal schemas built
 * by different code paths share one compiled function. JSON Schema 2020-12 is the default dialect;
 * draft-07 (and draft-06/04 declared schemas, tuple `items` arrays) compile with Ajv's draft-07 class,
 * because remote servers publish both. `strict: false`: unknown keywords and formats (OpenAPI's
 * `int64`, vendor `x-` keys) are ignored rather than fatal.
 *
 * Never throws: a schema that cannot be compiled yields a validator that rejects every value with
 * an error at path "" (callers surface it as a diagnostic, not an exception in the reply).
 */
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { canonicalJson } from "./canonical-json";
import { sha256 } from "./hash";
import { describeJsonBounds, exceedsJsonBounds, expandedJsonSize, type JsonBounds } from "./json-bounds";

export interface SchemaError {
  /** JSON Pointer of the offending value (`/customer_id`, `/lines/0/sku`); "" for the root. */
  path: string;
  message: string;
  /** The JSON Schema keyword that failed (`required`, `pattern`, `type`, …). */
  keyword?: string;
}

export type ValidatorResult<T> = { valid: true; data: T } | { valid: false; errors: SchemaError[] };
export type Validator<T = unknown> = (data: unknown) => ValidatorResult<T>;

type Dialect = "2020" | "07";
type AjvInstance = Ajv | Ajv2020;

const CACHE_LIMIT = 1000;
const MAX_ERRORS = 20;

interface Entry {
  validate?: ValidateFunction;
  problem?: string;
  /** Set for schemas compiled in a shared instance, so eviction can release Ajv's own cache. */
  release?: () => void;
}

const cache = new Map<string, Entry>();
const shared: Partial<Record<Dialect, AjvInstance>> = {};

function createAjv(dialect: Dialect): AjvInstance {
  const options = { strict: false, allErrors: true, validateFormats: true, logger: false as const };
  const ajv = dialect === "2020" ? new Ajv2020(options) : new Ajv(options);
  addFormats(ajv);
  return ajv;
}

function sharedAjv(dialect: Dialect): AjvInstance {
  let ajv = shared[dialect];
  if (!ajv) {
    ajv = createAjv(dialect);
    shared[dialect] = ajv;
  }
  return ajv;
}

const DRAFT_07_FAMILY = /json-schema\.org\/draft-0[4-7]\/schema/;
const DRAFT_2020 = /json-schema\.org\/draft\/2020-12\/schema/;

/**
 * Picks the dialect and removes `$schema` values the chosen Ajv class has no meta-schema for
 * (draft-04/06, 2019-09, vendor URIs), so a foreign declaration does not make the schema unusable.
 */
function normalize(schema: Record<string, unknown>): { dialect: Dialect; schema: Record<string, unknown> } {
  const declared = typeof schema.$schema === "string" ? schema.$schema : undefined;
  const copy = structuredClone(schema);
  if (declared && DRAFT_07_FAMILY.test(declared)) {
    if (!/draft-07/.test(declared)) delete copy.$schema;
    return { dialect: "07", schema: copy };
  }
  if (declared && !DRAFT_2020.test(declared)) delete copy.$schema;
  // Tuple validation with an `items` array is draft-07 syntax; 2020-12 spells it `prefixItems`.
  if (!declared && usesTupleItems(schema)) return { dialect: "07", schema: copy };
  return { dialect: "2020", schema: copy };
}

function usesTupleItems(node: unknown, depth = 0): boolean {
  if (depth > 64 || node === null || typeof node !== "object") return false;
  if (Array.isArray(node)) return node.some((n) => usesTupleItems(n, depth + 1));
  const record = node as Record<string, unknown>;
  if (Array.isArray(record.items)) return true;
  return Object.entries(record).some(
    ([key, child]) =>
      key !== "enum" && key !== "const" && key !== "default" && usesTupleItems(child, depth + 1),
  );
}

function compile(schema: unknown): Entry {
  if (typeof schema === "boolean") {
    return compile(schema ? {} : { not: {} });
  }
  if (schema === null || typeof schema !== "object" || Array.isArray(schema)) {
    return { problem: "schema must be a JSON object" };
  }
  try {
    const { dialect, schema: normalized } = normalize(schema as Record<string, unknown>);
    // Schemas that declare `$id` register a global name in an Ajv instance; two remote schemas with
    // the same `$id` must not collide, so each gets a private instance (still compiled only once).
    if (canonicalJson(normalized).includes('"$id"'))
      return { validate: createAjv(dialect).compile(normalized) };
    const ajv = sharedAjv(dialect);
    return { validate: ajv.compile(normalized), release: () => ajv.removeSchema(normalized) };
  } catch (error) {
    return {
      problem: `schema could not be compiled: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/**
 * Bounds of a schema this module compiles (issue 10 item 2): remote schemas (MCP tools) are
 * untrusted, and both the canonical key and Ajv's compiler recurse. Measured iteratively first, so
 * a hostile schema is "unusable" with the limit named — never a stack overflow or a long compile.
 */
export const SCHEMA_BOUNDS: JsonBounds & { maxExpandedNodes: number } = {
  maxNodes: 100_000,
  maxDepth: 128,
  /** Size with $refs followed (json-bounds.ts expandedJsonSize): what validating one value may cost. */
  maxExpandedNodes: 200_000,
};

function cached(key: string): Entry | undefined {
  const hit = cache.get(key);
  if (hit) {
    // Refresh recency: Map iteration order is insertion order, so the oldest entry is evicted first.
    cache.delete(key);
    cache.set(key, hit);
  }
  return hit;
}

/**
 * The cache key of a frozen schema object (a snapshot's schemas are deep-frozen, and so is the plan
 * schema): its bounds, canonical JSON and hash are computed once, not on every validation. The entry
 * itself stays in the bounded cache above; an evicted one is compiled again.
 */
const keyOfFrozen = new WeakMap<object, string>();

function lookup(schema: unknown): Entry {
  const frozen =
    schema !== null && typeof schema === "object" && Object.isFrozen(schema) ? schema : undefined;
  const frozenKey = frozen ? keyOfFrozen.get(frozen) : undefined;
  const known = frozenKey !== undefined ? cached(frozenKey) : undefined;
  if (known) return known;
  const exceeded = exceedsJsonBounds(schema, SCHEMA_BOUNDS);
  if (exceeded) return { problem: `schema is too large to compile: ${describeJsonBounds(exceeded)}` };
  const max = SCHEMA_BOUNDS.maxExpandedNodes;
  if (expandedJsonSize(schema, max) > max) {
    const n = max.toLocaleString("en");
    return {
      problem: `schema is too large to compile: more than ${n} nodes once its $refs are followed (limit maxExpandedNodes = ${n})`,
    };
  }
  let key: string;
  try {
    key = sha256(canonicalJson(schema));
  } catch {
    return { problem: "schema is not JSON" };
  }
  if (frozen) keyOfFrozen.set(frozen, key);
  const hit = cached(key);
  if (hit) return hit;
  const entry = compile(schema);
  cache.set(key, entry);
  if (cache.size > CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) {
      cache.get(oldest)?.release?.();
      cache.delete(oldest);
    }
  }
  return entry;
}

function toSchemaError(error: ErrorObject): SchemaError {
  const params = error.params as Record<string, unknown>;
  let path = error.instancePath;
  if (error.keyword === "required" && typeof params.missingProperty === "string") {
    path = `${path}/${escapePointer(params.missingProperty)}`;
  } else if (error.keyword === "additionalProperties" && typeof params.additionalProperty === "string") {
    path = `${path}/${escapePointer(params.additionalProperty)}`;
  }
  let message = error.message ?? "is invalid";
  if (error.keyword === "enum" && Array.isArray(params.allowedValues)) {
    message = `${message}: ${params.allowedValues.map((v) => JSON.stringify(v)).join(", ")}`;
  }
  return { path, message, keyword: error.keyword };
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** Compiles (once) and returns a validator for `schema`. */
export function validator<T = unknown>(schema: unknown): Validator<T> {
  const { validate, problem } = lookup(schema);
  if (!validate) {
    const errors: SchemaError[] = [
      { path: "", message: problem ?? "schema unavailable", keyword: "$schema" },
    ];
    return () => ({ valid: false, errors });
  }
  return (data: unknown) => {
    if (validate(data)) return { valid: true, data: data as T };
    const errors = (validate.errors ?? []).slice(0, MAX_ERRORS).map(toSchemaError);
    return { valid: false, errors: errors.length > 0 ? errors : [{ path: "", message: "is invalid" }] };
  };
}

/** Why `schema` cannot be used for validation, or undefined when it compiles. */
export function schemaProblem(schema: unknown): string | undefined {
  return lookup(schema).problem;
}

/** One-line rendering of errors for diagnostics (`/limit must be <= 100; /customer_id is required`). */
export function formatSchemaErrors(errors: readonly SchemaError[], max = 5): string {
  const shown = errors.slice(0, max).map((e) => `${e.path || "(root)"} ${e.message}`);
  if (errors.length > max) shown.push(`… ${errors.length - max} more`);
  return shown.join("; ");
}

/**
 * The MCP SDK's `jsonSchemaValidator` interface backed by `validator()`: bounded, cached, never
 * throws. The SDK client compiles every listed tool's `outputSchema` with it on tools/list, so a
 * hostile schema makes that one tool's results unverifiable instead of breaking the listing
 * (`new Client(info, { jsonSchemaValidator: mcpJsonSchemaValidator })`).
 */
export const mcpJsonSchemaValidator = {
  getValidator<T>(schema: unknown) {
    const validate = validator<T>(schema);
    return (
      input: unknown,
    ):
      | { valid: true; data: T; errorMessage: undefined }
      | { valid: false; data: undefined; errorMessage: string } => {
      const r = validate(input);
      return r.valid
        ? { valid: true, data: r.data, errorMessage: undefined }
        : { valid: false, data: undefined, errorMessage: formatSchemaErrors(r.errors) };
    };
  },
};
