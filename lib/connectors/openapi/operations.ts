import { isAllowed } from "./allow-list";
import { OpenApiError } from "./errors";
import { isSafeOperationId, synthesizeOperationId } from "./operation-id";
import {
  type AllowList,
  HTTP_METHODS,
  type HttpMethod,
  type OperationEntry,
  type OperationParam,
  type ParamLocation,
} from "./types";

type Json = Record<string, unknown>;

export interface CollectedOperations {
  entries: OperationEntry[];
  total: number;
  diagnostics: string[];
}

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Walks the (dereferenced) `paths` object and returns only allow-listed operations. The allow-list
 * is applied here, before any card or schema is built (DESIGN.md §3: broad sources).
 * Ids are made unique across the WHOLE document first, so the same operation keeps the same id
 * whatever the allow-list is.
 */
export function collectOperations(paths: Json, allow: AllowList | undefined): CollectedOperations {
  const diagnostics: string[] = [];
  const found: { path: string; item: Json; method: HttpMethod; operation: Json }[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (isObject(operation)) found.push({ path, item, method, operation });
    }
  }

  // Declared ids first, so a synthesized id can never take a name the document declares later.
  const taken = new Set<string>();
  for (const { operation } of found) {
    const declared = operation.operationId;
    if (!isSafeOperationId(declared)) continue;
    // A duplicate id would let one operation shadow another in the allow-list and the executor.
    if (taken.has(declared))
      throw new OpenApiError("bad_request:openapi", `Duplicate operationId "${declared}"`);
    taken.add(declared);
  }

  const entries: OperationEntry[] = [];
  for (const { path, item, method, operation } of found) {
    const declared = operation.operationId;
    const synthesizedId = !isSafeOperationId(declared);
    const operationId = isSafeOperationId(declared) ? declared : uniqueId(method, path, taken);
    if (synthesizedId && declared !== undefined) {
      diagnostics.push(`${method.toUpperCase()} ${path}: unsafe operationId replaced by ${operationId}`);
    }
    const tags = Array.isArray(operation.tags)
      ? operation.tags.filter((t): t is string => typeof t === "string")
      : [];
    if (!isAllowed(allow, { operationId, path, tags })) continue;
    const params = mergeParams(item.parameters, operation.parameters, path, operationId, diagnostics);
    entries.push({ operationId, synthesizedId, method, path, tags, params, operation });
  }
  return { entries, total: found.length, diagnostics };
}

function uniqueId(method: HttpMethod, path: string, taken: Set<string>): string {
  const base = synthesizeOperationId(method, path);
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}_${n}`;
  taken.add(id);
  return id;
}

const LOCATIONS: readonly ParamLocation[] = ["path", "query", "header", "cookie"];

/** Operation-level parameters override path-level ones with the same (in, name). */
function mergeParams(
  pathLevel: unknown,
  opLevel: unknown,
  path: string,
  operationId: string,
  diagnostics: string[],
): OperationParam[] {
  const byKey = new Map<string, OperationParam>();
  for (const list of [pathLevel, opLevel]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const param = toParam(raw);
      if (param) byKey.set(`${param.in}:${param.name}`, param);
    }
  }
  // A template variable without a declaration still has to be filled to build the URL.
  for (const match of path.matchAll(/\{([^}]+)\}/g)) {
    const name = match[1];
    if (!byKey.has(`path:${name}`)) {
      byKey.set(`path:${name}`, { name, in: "path", required: true, schema: { type: "string" } });
      diagnostics.push(`${operationId}: undeclared path parameter {${name}} treated as a required string`);
    }
  }
  return [...byKey.values()];
}

function toParam(raw: unknown): OperationParam | undefined {
  if (!isObject(raw) || typeof raw.name !== "string") return undefined;
  const location = LOCATIONS.find((l) => l === raw.in);
  if (!location) return undefined;
  let schema: unknown = raw.schema;
  if (!isObject(schema) && isObject(raw.content)) {
    schema = Object.values(raw.content).find((media) => isObject(media) && isObject(media.schema));
    schema = isObject(schema) ? schema.schema : undefined;
  }
  return {
    name: raw.name,
    in: location,
    // Path parameters are always required by the specification, whatever the document says.
    required: location === "path" || raw.required === true,
    description: typeof raw.description === "string" ? raw.description : undefined,
    schema: isObject(schema) ? schema : { type: "string" },
    ...(typeof raw.style === "string" ? { style: raw.style } : {}),
    ...(typeof raw.explode === "boolean" ? { explode: raw.explode } : {}),
  };
}
