import type { JsonSchema } from "@/lib/capabilities/types";

/** HTTP methods an OpenAPI path item may declare, in document order. */
export const HTTP_METHODS = ["get", "head", "post", "put", "patch", "delete", "options", "trace"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Only these are ever executed: this release is strictly read-only (DESIGN.md §3). */
export const READ_ONLY_METHODS: readonly HttpMethod[] = ["get", "head"];

/**
 * Which operations of a document an admin admits. An operation is indexed when it matches ANY
 * listed criterion (entries are grants). No criteria at all = every operation is indexed.
 */
export interface AllowList {
  operationIds?: string[];
  tags?: string[];
  /** Matched on path-segment boundaries: `/repos` admits `/repos/{owner}` but not `/repositories`. */
  pathPrefixes?: string[];
}

export type ParamLocation = "path" | "query" | "header" | "cookie";

/** A parameter after $ref resolution; `schema` is still in OpenAPI dialect. */
export interface OperationParam {
  name: string;
  in: ParamLocation;
  required: boolean;
  description?: string;
  schema: Record<string, unknown>;
  /** How a query value is serialized (OpenAPI `style`/`explode`); absent = `form`, exploded. */
  style?: string;
  explode?: boolean;
}

/** One allow-listed operation as stored at import time (dereferenced, possibly cyclic objects). */
export interface OperationEntry {
  operationId: string;
  /** True when the document had no usable operationId and one was synthesized from method + path. */
  synthesizedId: boolean;
  method: HttpMethod;
  path: string;
  tags: string[];
  params: OperationParam[];
  /** Dereferenced OpenAPI operation object (shared subtrees, may contain cycles). */
  operation: Record<string, unknown>;
}

/** Lightweight router-facing index card of one operation (DESIGN.md §3: broad sources). */
export interface OperationCard {
  operationId: string;
  method: Uppercase<HttpMethod>;
  path: string;
  tag?: string;
  /** Sanitized, single line, at most 200 characters. Untrusted remote text. */
  summary: string;
  /** GET/HEAD only. */
  readOnly: boolean;
  /** Path and query parameter names (and `body`); required ones end with `*`. Headers are excluded. */
  inputFields: string[];
  /**
   * Declared values of path and query parameters (`status` → active, on_leave): routing reads them
   * before any schema is materialized ("who is on leave?"). Sanitized and bounded; untrusted text.
   */
  inputEnums?: Record<string, string[]>;
  /** Top-level shape of the 2xx JSON response, read without materializing the schema. */
  returns: "array" | "object" | "none" | "unknown";
  /** sha256 of canonical JSON of the raw operation plus the transitive closure of its $refs. */
  schemaDigest: string;
  deprecated?: boolean;
}

/** Full tool schemas of ONE operation, built on demand. */
export interface MaterializedOperation {
  operationId: string;
  method: Uppercase<HttpMethod>;
  path: string;
  inputSchema: JsonSchema;
  outputSchema?: JsonSchema;
  /** Bytes of JSON of input + output schema, for the planner's schema budget. */
  bytes: number;
  /** Host-side notes for an admin (cycles cut, depth truncated, keywords dropped). */
  diagnostics: string[];
}

export interface OpenApiSource {
  readonly title: string;
  readonly version: string;
  readonly openapi: string;
  readonly dialect: "3.0" | "3.1";
  /** Allow-listed operations only; nothing outside the allow-list can be materialized or executed. */
  readonly operations: ReadonlyMap<string, OperationEntry>;
  readonly cards: readonly OperationCard[];
  readonly stats: {
    operationsInDocument: number;
    operationsIndexed: number;
    validateMs: number;
    cardsMs: number;
  };
  /** Import-time notes (synthesized ids, undeclared path parameters). */
  readonly diagnostics: readonly string[];
  /** Cache of materialized operations; its size is the materialization count. */
  readonly materialized: Map<string, MaterializedOperation>;
}
