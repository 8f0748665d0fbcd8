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

/** Bytes of referenced definitions one schema may inline (a hostile diamond of `$ref`s stops here). */
const MAX_INLINED_BYTES = 64 * 1024;

const isNullSchema = (node: unknown) =>
  isObject(node) &&
  (node.type === "null" || (Array.isArray(node.enum) && node.enum.every((v) => v === null)));

/**
 * A tool's input schema as the host reads it: each parameter in its one non-null form, local
 * references inlined. Python servers (Pydantic) write an optional parameter as `anyOf: [<form>,
 * {type: "null"}]` with `default: null` and an enum behind `$ref: "#/$defs/…"`; zod's `.nullable()`
 * and OpenAPI 3.0's `nullable` write `type: [<type>, "null"]`. The host never sends null (an empty
 * optional is left out, lib/planning/clean-args.ts), so the null form is dropped: parameter roles,
 * binding, the argument check and the model's cards all see `{ type, enum, format }` as a plainly
 * written schema declares them — "in stock" binds the boolean, 42 the integer id. A parameter of
 * several real forms (`anyOf: [string, array]`) keeps them; a reference that does not resolve, or
 * one met again inside itself, stays a reference, and definitions are dropped only when nothing
 * refers to them any more. Bounded in depth and in inlined bytes.
 */
export function plainInputSchema(schema: JsonSchema): JsonSchema {
  let budget = MAX_INLINED_BYTES;
  const plain = (node: unknown, depth: number, open: ReadonlySet<string>): unknown => {
    if (Array.isArray(node)) return node.map((n) => plain(n, depth + 1, open));
    if (!isObject(node) || depth >= MAX_DEPTH) return node;
    let n: Record<string, unknown> = node;
    let refs = open;
    const ref = n.$ref;
    if (typeof ref === "string" && ref.startsWith("#/") && !open.has(ref)) {
      const target = deref(schema, { $ref: ref });
      const bytes = target && target !== schema ? JSON.stringify(target).length : Number.POSITIVE_INFINITY;
      if (target && bytes <= budget) {
        budget -= bytes;
        const { $ref: _ref, ...own } = n;
        n = { ...target, ...own };
        refs = new Set([...open, ref]);
      }
    }
    for (const keyword of ["anyOf", "oneOf", "allOf"] as const) {
      const branches = n[keyword];
      if (!Array.isArray(branches)) continue;
      const real = branches.filter((b) => !isNullSchema(b));
      const single =
        keyword === "allOf" ? branches.length === 1 : real.length === 1 && real.length < branches.length;
      if (!single) continue;
      const { [keyword]: _branches, ...own } = n;
      const inner = plain(real[0], depth + 1, refs);
      n = { ...(isObject(inner) ? inner : {}), ...own };
    }
    if (Array.isArray(n.type)) {
      const types = n.type.filter((t) => t !== "null");
      if (types.length > 0 && types.length < n.type.length)
        n = { ...n, type: types.length === 1 ? types[0] : types };
    }
    if (Array.isArray(n.enum) && n.enum.includes(null) && n.enum.some((v) => v !== null))
      n = { ...n, enum: n.enum.filter((v) => v !== null) };
    if (n.default === null || n.nullable === true) {
      const { default: d, nullable: _nullable, ...rest } = n;
      n = d === null ? rest : { ...rest, default: d };
    }
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(n)) {
      if (key === "properties" && isObject(value)) {
        out.properties = Object.fromEntries(
          Object.entries(value).map(([name, child]) => [name, plain(child, depth + 1, refs)]),
        );
      } else if (key === "items" || key === "anyOf" || key === "oneOf" || key === "allOf") {
        out[key] = plain(value, depth + 1, refs);
      } else out[key] = value;
    }
    return out;
  };
  const { $defs, definitions, ...body } = schema;
  const out = plain(body, 0, new Set()) as JsonSchema;
  if (!JSON.stringify(out).includes('"$ref"')) return out;
  return {
    ...out,
    ...($defs !== undefined ? { $defs } : {}),
    ...(definitions !== undefined ? { definitions } : {}),
  };
}

/**
 * A tool whose arguments are one object parameter holding them all — a Python server's function
 * taking an input model (`def list_orders(params: ListOrdersInput)`: `{ properties: { params: { $ref:
 * "#/$defs/ListOrdersInput" } }, required: ["params"] }`), or any tool whose one parameter is a
 * required object of named fields: the host reads the inner object's fields as the tool's parameters (routing, roles,
 * binding, the argument check and the model's cards see `status`, `customer_id`, never one opaque
 * `params`), and the call sends the checked arguments back inside that parameter
 * (`Capability.argumentsWrapper`, lib/agent/gateway.ts) — the same request the server declared.
 * Takes a schema `plainInputSchema` has read; undefined when the arguments are not wrapped.
 */
export function unwrappedArguments(schema: JsonSchema): { wrapper: string; schema: JsonSchema } | undefined {
  const props = isObject(schema.properties) ? Object.entries(schema.properties) : [];
  if (props.length !== 1) return undefined;
  const [wrapper, raw] = props[0] as [string, unknown];
  // An input model is the arguments: required. An optional object (`filter: { … }` beside nothing else)
  // is a group of filters the planner fills inside its object (bind.ts), and stays one.
  if (!Array.isArray(schema.required) || !schema.required.includes(wrapper)) return undefined;
  const inner = deref(schema, raw);
  if (!inner || !isObjectSchema(inner) || isArraySchema(inner) || !isObject(inner.properties))
    return undefined;
  // An input model of no fields is no arguments; a free-form map of them is not read as fields.
  if (
    Object.keys(inner.properties).length === 0 &&
    inner.additionalProperties !== false &&
    "additionalProperties" in inner
  )
    return undefined;
  const { title: _title, $defs: _defs, definitions: _definitions, ...fields } = inner;
  const { $defs, definitions } = schema;
  return {
    wrapper,
    schema: {
      ...fields,
      type: "object",
      ...($defs !== undefined ? { $defs } : {}),
      ...(definitions !== undefined ? { definitions } : {}),
    },
  };
}
