/**
 * Read-only helpers over remote JSON Schemas: local `$ref` resolution and property lookup through
 * `allOf`/`anyOf`/`oneOf`. Bounded depth, so hostile recursive schemas cannot hang derivation.
 */
import type { JsonSchema } from "@/lib/json-schema";
import { identityField } from "./params";

const MAX_DEPTH = 16;

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Follows local `#/...` references (`#/$defs/Order`, `#/definitions/Order`) within `root`. */
export function deref(root: JsonSchema, node: unknown, depth = 0): JsonSchema | undefined {
  if (!isObject(node)) return undefined;
  const ref = node.$ref;
  if (typeof ref !== "string" || depth >= MAX_DEPTH) return node;
  if (!ref.startsWith("#")) return node;
  let target: unknown = root;
  for (const raw of ref.slice(1).split("/").filter(Boolean)) {
    const segment = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    target = isObject(target) ? target[segment] : undefined;
  }
  return deref(root, target, depth + 1);
}

function typesOf(schema: JsonSchema): string[] {
  const type = schema.type;
  if (typeof type === "string") return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === "string");
  return [];
}

export function isArraySchema(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  const types = typesOf(schema);
  return types.includes("array") || (types.length === 0 && ("items" in schema || "prefixItems" in schema));
}

export function isObjectSchema(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  const types = typesOf(schema);
  return types.includes("object") || (types.length === 0 && isObject(schema.properties));
}

/** Item schema of an array schema (resolved), when it declares one. */
export function itemsOf(root: JsonSchema, schema: JsonSchema): JsonSchema | undefined {
  return deref(root, schema.items);
}

/** Declared properties of an object schema, merged across allOf/anyOf/oneOf branches. */
export function propertiesOf(
  root: JsonSchema,
  schema: JsonSchema | undefined,
  depth = 0,
): Map<string, JsonSchema> {
  const out = new Map<string, JsonSchema>();
  if (!schema || depth >= MAX_DEPTH) return out;
  const resolved = deref(root, schema);
  if (!resolved) return out;
  if (isObject(resolved.properties)) {
    for (const [name, child] of Object.entries(resolved.properties)) {
      const childSchema = deref(root, child) ?? {};
      if (!out.has(name)) out.set(name, childSchema);
    }
  }
  for (const keyword of ["allOf", "anyOf", "oneOf"] as const) {
    const branches = resolved[keyword];
    if (!Array.isArray(branches)) continue;
    for (const branch of branches) {
      for (const [name, child] of propertiesOf(root, deref(root, branch), depth + 1)) {
        if (!out.has(name)) out.set(name, child);
      }
    }
  }
  return out;
}

/**
 * Schema at a dot path (`orders`, `data.items`, `order.shipping_address.city`), descending through
 * arrays' items. Undefined when the schema does not declare the path; "" is the root.
 */
export function schemaAtPath(root: JsonSchema, path: string): JsonSchema | undefined {
  let node: JsonSchema | undefined = deref(root, root);
  if (path === "") return node;
  for (const segment of path.split(".")) {
    if (node && isArraySchema(node)) node = itemsOf(root, node);
    node = propertiesOf(root, node).get(segment);
    if (!node) return undefined;
  }
  return node;
}

/**
 * A GraphQL Relay edge's record: items `{ node: {...}, cursor? }` (the schema side of the result
 * reader's `edges[].node` unwrapping, lib/semantics/results.ts) → the node's schema; any other item
 * schema unchanged.
 */
export function edgeNode(root: JsonSchema, item: JsonSchema | undefined): JsonSchema | undefined {
  if (!item) return item;
  const props = propertiesOf(root, item);
  const node = props.get("node");
  const wrapper = [...props.keys()].every((k) => k === "node" || k === "cursor");
  if (node && wrapper && isObjectSchema(node)) return node;
  // A wrapper with no identity of its own holding its record under one key (`entry[].resource`,
  // `hits[].document`): the record, as the result reader unwraps it (results.ts recordKey).
  if (identityField(props.keys()) !== undefined) return item;
  const held = [...props.values()].filter(
    (s) => isObjectSchema(s) && identityField(propertiesOf(root, s).keys()) !== undefined,
  );
  return held.length === 1 ? held[0] : item;
}

/** A Relay connection object (`{ edges: [{ node }], pageInfo, totalCount }`): the path of its edges, relative. */
export function connectionEdges(root: JsonSchema, schema: JsonSchema | undefined): string | undefined {
  const edges = propertiesOf(root, schema).get("edges");
  if (!edges || !isArraySchema(edges)) return undefined;
  const item = itemsOf(root, edges);
  return item && edgeNode(root, item) !== item ? "edges" : undefined;
}
