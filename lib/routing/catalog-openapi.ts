/**
 * OpenAPI 3.x document → MCP-style tool definitions for `npm run route`, which ranks every operation
 * as if approved. Only what ranking reads is materialized: name, summary + description, an input
 * schema from parameters and the JSON request body. Local `$ref`s are resolved to a bounded depth;
 * unresolvable ones become `{}` (DESIGN.md §3: broad sources are indexed as lightweight cards).
 */
import { singular } from "@/lib/semantics/words";

export interface ToolDefinition {
  name: string;
  description?: string;
  inputSchema?: Record<string, unknown>;
  outputSchema?: Record<string, unknown>;
  annotations?: Record<string, unknown>;
  _meta?: Record<string, unknown>;
  /** Set by the OpenAPI conversion, where method and path say more than the name. */
  entity?: string;
  operation?: string;
  family?: string;
}

type Obj = Record<string, unknown>;
const METHODS = ["get", "head", "post", "put", "patch", "delete", "options"] as const;
const MAX_REF_DEPTH = 4;
const MODIFIERS = new Set(["latest", "search", "count", "me", "self", "current", "stats", "summary", "all"]);

const isObj = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);

function pointer(doc: Obj, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (!isObj(node) && !Array.isArray(node)) return undefined;
    node = (node as Obj)[key];
  }
  return node;
}

/** Resolves local `$ref`s up to MAX_REF_DEPTH; cycles and dangling refs end as `{}`. */
function resolve(doc: Obj, node: unknown, depth = 0, seen: ReadonlySet<string> = new Set()): unknown {
  if (Array.isArray(node)) return node.map((n) => resolve(doc, n, depth, seen));
  if (!isObj(node)) return node;
  if (typeof node.$ref === "string") {
    const ref = node.$ref;
    if (depth >= MAX_REF_DEPTH || seen.has(ref)) return {};
    const target = pointer(doc, ref);
    return target === undefined ? {} : resolve(doc, target, depth + 1, new Set([...seen, ref]));
  }
  const out: Obj = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === "example" || k === "examples") continue;
    out[k] = resolve(doc, v, depth, seen);
  }
  return out;
}

function inputSchema(doc: Obj, pathItem: Obj, op: Obj): Obj {
  const properties: Obj = {};
  const required: string[] = [];
  const params = [
    ...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []),
    ...(Array.isArray(op.parameters) ? op.parameters : []),
  ];
  for (const raw of params) {
    const p = resolve(doc, raw);
    if (!isObj(p) || typeof p.name !== "string" || p.in === "header" || p.in === "cookie") continue;
    const schema = isObj(p.schema) ? { ...p.schema } : {};
    if (typeof p.description === "string") schema.description = p.description;
    properties[p.name] = schema;
    if (p.required === true || p.in === "path") required.push(p.name);
  }
  const body = resolve(doc, op.requestBody);
  const content = isObj(body) && isObj(body.content) ? body.content : undefined;
  const json = content && Object.entries(content).find(([type]) => /json/i.test(type))?.[1];
  const bodySchema = isObj(json) && isObj(json.schema) ? json.schema : undefined;
  if (bodySchema && isObj(bodySchema.properties)) {
    Object.assign(properties, bodySchema.properties);
    if (Array.isArray(bodySchema.required))
      required.push(...bodySchema.required.filter((r): r is string => typeof r === "string"));
  } else if (bodySchema) {
    properties.body = bodySchema;
    if (isObj(body) && body.required === true) required.push("body");
  }
  return { type: "object", properties, ...(required.length > 0 ? { required: [...new Set(required)] } : {}) };
}

/** Entity: last literal path segment that names a resource; operation from method and path shape. */
function shape(method: string, path: string, name: string): { entity: string; operation: string } {
  const segments = path.split("/").filter(Boolean);
  const literal = segments.filter((s) => !s.startsWith("{") && !MODIFIERS.has(s.toLowerCase()));
  const last = (literal[literal.length - 1] ?? name).toLowerCase();
  const entity = singular(last.split(/[-_.]/).pop() ?? last);
  if (method !== "get" && method !== "head") return { entity, operation: "action" };
  const lower = `${path} ${name}`.toLowerCase();
  if (/search/.test(lower)) return { entity, operation: "search" };
  if (/count/.test(lower)) return { entity, operation: "count" };
  if (/(stats|summary|statistics)/.test(lower)) return { entity, operation: "summary" };
  const tail = segments[segments.length - 1] ?? "";
  return {
    entity,
    operation: tail.startsWith("{") || ["latest", "me", "self", "current"].includes(tail) ? "get" : "list",
  };
}

export function openApiTools(doc: Obj): ToolDefinition[] {
  const out: ToolDefinition[] = [];
  const paths = isObj(doc.paths) ? doc.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    // Only parameters and request bodies are resolved: responses are large and ranking never reads them.
    const pathItem =
      isObj(rawItem) && typeof rawItem.$ref === "string" ? pointer(doc, rawItem.$ref) : rawItem;
    if (!isObj(pathItem)) continue;
    for (const method of METHODS) {
      const op = pathItem[method];
      if (!isObj(op)) continue;
      const name =
        typeof op.operationId === "string" && op.operationId
          ? op.operationId
          : `${method.toUpperCase()} ${path}`;
      const description = [op.summary, op.description]
        .filter((s): s is string => typeof s === "string" && s.length > 0)
        .join(". ");
      const tag = Array.isArray(op.tags) && typeof op.tags[0] === "string" ? op.tags[0] : undefined;
      out.push({
        name,
        description,
        inputSchema: inputSchema(doc, pathItem, op),
        family: tag ?? segmentFamily(path),
        ...shape(method, path, name),
      });
    }
  }
  return out;
}

function segmentFamily(path: string): string {
  return path.split("/").find((s) => s && !s.startsWith("{") && !/^v\d+$/.test(s)) ?? "default";
}
