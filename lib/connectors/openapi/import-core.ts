import SwaggerParser from "@apidevtools/swagger-parser";
import { exceedsJsonBounds } from "@/lib/security/json-bounds";
import { buildCard } from "./cards";
import { DigestIndex } from "./digest";
import { isOpenApiError, OpenApiError } from "./errors";
import { IMPORT_LIMITS, ImportLimitError, type ImportLimits } from "./limits";
import { checkMaterializable } from "./materialize";
import { collectOperations } from "./operations";
import { assertNoExternalRefs } from "./refs";
import type { AllowList, OpenApiSource } from "./types";

export interface ImportOptions {
  allowList?: AllowList;
  /** Overrides of IMPORT_LIMITS (tests use smaller ones). */
  limits?: Partial<ImportLimits>;
  /** Runs in the calling thread instead of a worker: no time or memory bound, only the work bounds. */
  inThread?: boolean;
}

type Json = Record<string, unknown>;
const MAX_ERROR_CHARS = 600;

/**
 * Validates and dereferences an OpenAPI 3.0/3.1 document (JSON text or parsed object), then
 * indexes the allow-listed operations as cards. Schemas are NOT materialized here: see
 * `materialize`. Throws `OpenApiError("bad_request:openapi")` for anything unusable.
 *
 * Bounded (limits.ts): the raw document's size and nesting are measured first, iteratively; every
 * indexed operation's schemas are then converted once under the conversion budget (and thrown
 * away), so a document whose schemas expand exponentially is refused here, at import, with an
 * ImportLimitError naming the limit — never later in a turn. `import.ts` runs this in a worker.
 *
 * Security: external `$ref` resolution is disabled, so importing a document never reads files or
 * fetches URLs on behalf of whoever wrote it; external refs are rejected outright.
 */
export async function importInThread(
  docOrText: string | object,
  options: ImportOptions = {},
): Promise<OpenApiSource> {
  const limits: ImportLimits = { ...IMPORT_LIMITS, ...options.limits };
  const raw = toRawDocument(docOrText, limits);
  const version = checkShape(raw);
  assertNoExternalRefs(raw);

  const started = performance.now();
  let api: Json;
  try {
    // Validated as written, $refs and all: the raw document is a tree, so this is linear. (The
    // parser's own `validate` checks the DEREFERENCED graph, in which a $ref repeated level after
    // level is walked exponentially often: 18 levels of anyOf [$ref, $ref] took 17.5 s.)
    await SwaggerParser.validate(structuredClone(raw) as never, {
      resolve: { external: false },
      dereference: { excludedPathMatcher: () => true },
      validate: { schema: true, spec: false },
    });
    // Then dereferenced, each $ref once (shared objects, cycles kept). The parser mutates its input:
    // it gets a copy, so `raw` stays a tree for digests.
    api = (await SwaggerParser.dereference(structuredClone(raw) as never, {
      resolve: { external: false },
      dereference: { circular: true },
    })) as unknown as Json;
  } catch (error) {
    if (isTooDeep(error))
      throw new ImportLimitError(
        "maxDocumentDepth",
        limits.maxDocumentDepth,
        "the document nests too deeply once its $refs are followed",
      );
    throw new OpenApiError("bad_request:openapi", `Invalid OpenAPI document: ${messageOf(error)}`);
  }
  const validateMs = performance.now() - started;

  const cardsStarted = performance.now();
  const collected = collectOperations(api.paths as Json, options.allowList);
  const digests = new DigestIndex(raw);
  const cards = collected.entries.map((entry) => buildCard(entry, digests));
  const cardsMs = performance.now() - cardsStarted;

  const dialect = version.startsWith("3.1") ? "3.1" : "3.0";
  for (const entry of collected.entries) checkMaterializable(entry, dialect, limits);

  const info = raw.info as Json;
  return {
    title: typeof info.title === "string" ? info.title : "",
    version: typeof info.version === "string" ? info.version : "",
    openapi: version,
    dialect,
    operations: new Map(collected.entries.map((e) => [e.operationId, e])),
    cards,
    stats: {
      operationsInDocument: collected.total,
      operationsIndexed: cards.length,
      validateMs: Math.round(validateMs),
      cardsMs: Math.round(cardsMs),
    },
    diagnostics: collected.diagnostics,
    materialized: new Map(),
  };
}

/**
 * The raw document's size and nesting, measured without recursion: a 60,000-level document is
 * refused by name here instead of overflowing the stack of the first recursive walker.
 */
export function assertDocumentBounds(
  value: unknown,
  limits: Pick<ImportLimits, "maxDocumentNodes" | "maxDocumentDepth">,
): void {
  const exceeded = exceedsJsonBounds(value, {
    maxNodes: limits.maxDocumentNodes,
    maxDepth: limits.maxDocumentDepth,
  });
  if (exceeded?.limit === "maxDepth")
    throw new ImportLimitError(
      "maxDocumentDepth",
      exceeded.max,
      `the document is nested deeper than ${exceeded.max.toLocaleString("en")} levels`,
    );
  if (exceeded)
    throw new ImportLimitError(
      "maxDocumentNodes",
      exceeded.max,
      `the document holds more than ${exceeded.max.toLocaleString("en")} JSON values`,
    );
}

/** The parser's own recursion: a stack overflow, or its `Maximum dereference depth` guard. */
function isTooDeep(error: unknown): boolean {
  return error instanceof RangeError && /call stack|dereference depth/i.test(error.message);
}

/** Strings are parsed here as JSON: a string is never handed to the parser, which would read it as a path or URL. */
function toRawDocument(docOrText: string | object, limits: ImportLimits): Json {
  let value: unknown = docOrText;
  // An object is measured before the round trip below, whose JSON.stringify would recurse.
  if (typeof docOrText !== "string") assertDocumentBounds(docOrText, limits);
  try {
    // Round-tripping an object also rejects cycles and drops non-JSON values (functions, undefined).
    value = typeof docOrText === "string" ? JSON.parse(docOrText) : JSON.parse(JSON.stringify(docOrText));
  } catch (error) {
    throw new OpenApiError("bad_request:openapi", `OpenAPI document is not valid JSON: ${messageOf(error)}`);
  }
  if (typeof docOrText === "string") assertDocumentBounds(value, limits);
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new OpenApiError("bad_request:openapi", "OpenAPI document must be a JSON object");
  }
  return value as Json;
}

/** Friendlier messages than the parser's for the common shape mistakes; 3.0 and 3.1 only. */
function checkShape(raw: Json): string {
  if (raw.swagger !== undefined) {
    throw new OpenApiError(
      "bad_request:openapi",
      "Swagger 2.0 documents are not supported; convert to OpenAPI 3.x",
    );
  }
  const version = raw.openapi;
  if (typeof version !== "string" || !/^3\.[01]\.\d+$/.test(version)) {
    throw new OpenApiError(
      "bad_request:openapi",
      `Unsupported "openapi" version ${JSON.stringify(version ?? null)}; expected 3.0.x or 3.1.x`,
    );
  }
  if (typeof raw.info !== "object" || raw.info === null) {
    throw new OpenApiError("bad_request:openapi", 'OpenAPI document has no "info" object');
  }
  if (typeof raw.paths !== "object" || raw.paths === null || Array.isArray(raw.paths)) {
    throw new OpenApiError("bad_request:openapi", 'OpenAPI document has no "paths" object');
  }
  return version;
}

export function messageOf(error: unknown): string {
  if (isOpenApiError(error)) return error.message;
  const text = error instanceof Error ? error.message : String(error);
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > MAX_ERROR_CHARS ? `${oneLine.slice(0, MAX_ERROR_CHARS)}…` : oneLine;
}
