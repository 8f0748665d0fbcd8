import SwaggerParser from "@apidevtools/swagger-parser";
import { buildCard } from "./cards";
import { DigestIndex } from "./digest";
import { isOpenApiError, OpenApiError } from "./errors";
import { collectOperations } from "./operations";
import { assertNoExternalRefs } from "./refs";
import type { AllowList, OpenApiSource } from "./types";

export interface ImportOptions {
  allowList?: AllowList;
}

type Json = Record<string, unknown>;
const MAX_ERROR_CHARS = 600;

/**
 * Validates and dereferences an OpenAPI 3.0/3.1 document (JSON text or parsed object), then
 * indexes the allow-listed operations as cards. Schemas are NOT materialized here: see
 * `materialize`. Throws `OpenApiError("bad_request:openapi")` for anything unusable.
 *
 * Security: external `$ref` resolution is disabled, so importing a document never reads files or
 * fetches URLs on behalf of whoever wrote it; external refs are rejected outright.
 */
export async function importOpenApi(
  docOrText: string | object,
  options: ImportOptions = {},
): Promise<OpenApiSource> {
  const raw = toRawDocument(docOrText);
  const version = checkShape(raw);
  assertNoExternalRefs(raw);

  const started = performance.now();
  let api: Json;
  try {
    // The parser mutates its input while dereferencing; hand it a copy so `raw` stays a tree for digests.
    api = (await SwaggerParser.validate(structuredClone(raw) as never, {
      resolve: { external: false },
      dereference: { circular: true },
    })) as unknown as Json;
  } catch (error) {
    throw new OpenApiError("bad_request:openapi", `Invalid OpenAPI document: ${messageOf(error)}`);
  }
  const validateMs = performance.now() - started;

  const cardsStarted = performance.now();
  const collected = collectOperations(api.paths as Json, options.allowList);
  const digests = new DigestIndex(raw);
  const cards = collected.entries.map((entry) => buildCard(entry, digests));
  const cardsMs = performance.now() - cardsStarted;

  const info = raw.info as Json;
  return {
    title: typeof info.title === "string" ? info.title : "",
    version: typeof info.version === "string" ? info.version : "",
    openapi: version,
    dialect: version.startsWith("3.1") ? "3.1" : "3.0",
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

/** Strings are parsed here as JSON: a string is never handed to the parser, which would read it as a path or URL. */
function toRawDocument(docOrText: string | object): Json {
  let value: unknown = docOrText;
  try {
    // Round-tripping an object also rejects cycles and drops non-JSON values (functions, undefined).
    value = typeof docOrText === "string" ? JSON.parse(docOrText) : JSON.parse(JSON.stringify(docOrText));
  } catch (error) {
    throw new OpenApiError("bad_request:openapi", `OpenAPI document is not valid JSON: ${messageOf(error)}`);
  }
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

function messageOf(error: unknown): string {
  if (isOpenApiError(error)) return error.message;
  const text = error instanceof Error ? error.message : String(error);
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > MAX_ERROR_CHARS ? `${oneLine.slice(0, MAX_ERROR_CHARS)}…` : oneLine;
}

export type ImportResult =
  | { ok: true; source: OpenApiSource }
  | { ok: false; error: { code: OpenApiError["code"]; message: string } };

/** Non-throwing variant for admin forms, which return a status instead of throwing (CONVENTIONS.md §2). */
export async function tryImportOpenApi(
  docOrText: string | object,
  options: ImportOptions = {},
): Promise<ImportResult> {
  try {
    return { ok: true, source: await importOpenApi(docOrText, options) };
  } catch (error) {
    if (isOpenApiError(error)) return { ok: false, error: { code: error.code, message: error.message } };
    return { ok: false, error: { code: "bad_request:openapi", message: messageOf(error) } };
  }
}
