/**
 * Which `$from` paths a source declares (DESIGN.md §3 Plans: "every `$from` names … a path the source
 * declares; a speculative path is rejected when the source schema does not declare it").
 *
 * A path is a dot path into the source's single record:
 * - capability with `collectionPath` → the record is ONE item of that array (`id`, `customer_id`);
 *   `<collectionPath>.<field>` is accepted as an alias, as the executor reads it the same way;
 * - otherwise → the record is the whole output (`order.id`); when the output wraps one object
 *   (`{ order: {...} }`) the inner fields (`id`) are aliases, matching the executor's reader;
 * - no usable outputSchema → only the capability's identityFields are declared;
 * - `selection` → the keys of the selected row(s), nested plain objects included.
 * Arrays are leaves: no path indexes into them, ever. A list holding exactly one thing — a linked
 * record kept as `"Event": ["rec…"]`, `"assignees": [{ "id": 7 }]` — is read as that thing (see
 * `soleElement`); a list of several is never read into.
 */

import type { JsonSchema } from "@/lib/json-schema";
import { looksLikeIdentifier } from "./names";
import { edgeNode } from "./schema-walk";

export interface DeclaredShape {
  /** Declared path → its schema when known (for type compatibility with the consuming parameter). */
  paths: Map<string, JsonSchema | undefined>;
  /** Set when paths address one item of this collection (the source must then expect 'one'). */
  collectionPath?: string;
  origin: "outputSchema" | "identityFields" | "selection";
}

const MAX_DEPTH = 6;

/**
 * A list of exactly one value stands for that value where a path reads through it or ends at a
 * scalar in it (`Event: ["recX…"]` → `recX…`, `assignees: [{ id: 7 }]` → `{ id: 7 }`). A list of
 * several is not one value: undefined (never the first). Anything else is returned as is.
 */
export function soleElement(value: unknown, end = false): unknown {
  if (!Array.isArray(value)) return value;
  if (value.length !== 1) return end ? value : undefined;
  const [only] = value;
  return end && (only === null || typeof only === "object") ? value : only;
}

/**
 * Reads a dot path of plain field names: never an index (`items.0.id`), never into a list of
 * several; a one-element list is read through (`soleElement`).
 */
export function readFieldPath(root: unknown, path: string): unknown {
  if (path === "" || isSpeculativePath(path)) return undefined;
  let current: unknown = root;
  for (const segment of path.split(".")) {
    current = soleElement(current);
    if (!isRecord(current) || !Object.hasOwn(current, segment)) return undefined;
    current = current[segment];
  }
  const value = soleElement(current, true);
  // A link to one record (HAL's `assignedDriver: { href: "/drivers/D-0124" }`) is read as the key it points at.
  return linkedRecordId(value) ?? value;
}

/**
 * The identifier a link to one record carries: the last segment of its `href` when the href is a
 * path to one record of a collection (`/drivers/D-0124`, `https://api.example/units/U-12`, `/users/42`):
 * a collection's name, then a key — never a collection (`/vehicles/V1/workOrders`), a query
 * (`/leases?filter[tenant]=T-1`) or a template (`templated: true`, `{id}`). Undefined for anything else.
 */
export function linkedRecordId(value: unknown): string | undefined {
  if (!isRecord(value) || typeof value.href !== "string" || value.templated === true) return undefined;
  const href = value.href.trim();
  if (href.length > 2000 || /[?#{}\s]/.test(href)) return undefined;
  let path = href;
  if (/^https?:\/\//i.test(href)) {
    try {
      path = new URL(href).pathname;
    } catch {
      return undefined;
    }
  } else if (!href.startsWith("/")) return undefined;
  const segments = path.split("/").filter(Boolean);
  const [collection, key] = segments.slice(-2);
  if (segments.length < 2 || !collection || !key) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(key);
  } catch {
    return undefined;
  }
  const named = /^\p{L}[\p{L}_-]*$/u.test(collection);
  return named && (looksLikeIdentifier(id) || /^\d+$/.test(id)) ? id : undefined;
}

/** `items.0.id`, `items[0].id`, `items.*.id`, `a..b`: an index or wildcard is never a declared field. */
export function isSpeculativePath(path: string): boolean {
  return path.split(".").some((s) => s === "" || /^\d+$/.test(s) || /[[\]*]/.test(s));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Follows local `$ref`s (`#/$defs/x`, `#/definitions/x`) and merges `allOf` / `anyOf` / `oneOf` properties. */
function resolve(node: unknown, root: JsonSchema, depth = 0): JsonSchema | undefined {
  if (!isRecord(node) || depth > 16) return undefined;
  let current: JsonSchema = node;
  if (typeof current.$ref === "string" && current.$ref.startsWith("#/")) {
    let target: unknown = root;
    for (const seg of current.$ref.slice(2).split("/")) target = isRecord(target) ? target[seg] : undefined;
    const resolved = resolve(target, root, depth + 1);
    if (!resolved) return undefined;
    current = resolved;
  }
  const parts = ["allOf", "anyOf", "oneOf"].flatMap((k) =>
    Array.isArray(current[k]) ? (current[k] as unknown[]) : [],
  );
  if (parts.length === 0) return current;
  const properties: Record<string, unknown> = { ...(isRecord(current.properties) ? current.properties : {}) };
  for (const part of parts) {
    const r = resolve(part, root, depth + 1);
    if (r && isRecord(r.properties)) Object.assign(properties, r.properties);
  }
  return { ...current, properties };
}

function walk(
  node: JsonSchema,
  root: JsonSchema,
  prefix: string,
  out: Map<string, JsonSchema | undefined>,
  depth = 0,
) {
  if (depth > MAX_DEPTH || !isRecord(node.properties)) return;
  for (const [key, child] of Object.entries(node.properties)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const resolved = resolve(child, root);
    out.set(path, resolved);
    if (resolved) walk(resolved, root, path, out, depth + 1);
  }
}

/** What a record shape is read from: a capability's declared or observed output. */
type Shaped = { outputSchema?: JsonSchema; collectionPath?: string; identityFields: readonly string[] };

function fromIdentity(cap: Shaped): DeclaredShape {
  const paths = new Map<string, JsonSchema | undefined>(cap.identityFields.map((f) => [f, undefined]));
  if (cap.collectionPath)
    for (const f of cap.identityFields) paths.set(`${cap.collectionPath}.${f}`, undefined);
  return { paths, collectionPath: cap.collectionPath, origin: "identityFields" };
}

/**
 * The shapes of frozen capabilities (a snapshot's, deep-frozen: their schemas cannot change), so a
 * catalog's shapes are walked once, not on every call of every turn; gone with the snapshot.
 */
const shapes = new WeakMap<Shaped, DeclaredShape>();

/** The declared record shape of a capability's result (see module comment for the rules). Read-only. */
export function declaredRecordShape(cap: Shaped): DeclaredShape {
  if (!Object.isFrozen(cap)) return shapeOf(cap);
  let shape = shapes.get(cap);
  if (!shape) {
    shape = shapeOf(cap);
    shapes.set(cap, shape);
  }
  return shape;
}

function shapeOf(cap: Shaped): DeclaredShape {
  const root = cap.outputSchema ? resolve(cap.outputSchema, cap.outputSchema) : undefined;
  if (!root) return fromIdentity(cap);
  const paths = new Map<string, JsonSchema | undefined>();
  if (cap.collectionPath) {
    let node: JsonSchema | undefined = root;
    for (const seg of cap.collectionPath.split(".")) {
      const props: unknown = node?.properties;
      node = isRecord(props) ? resolve(props[seg], cap.outputSchema as JsonSchema) : undefined;
    }
    // Relay edges (`{ node, cursor }`): the record is the node, as the result reader unwraps it.
    const item = edgeNode(
      cap.outputSchema as JsonSchema,
      node ? resolve(node.items, cap.outputSchema as JsonSchema) : undefined,
    );
    if (!item) return fromIdentity(cap);
    walk(item, cap.outputSchema as JsonSchema, "", paths);
    for (const [p, s] of [...paths]) paths.set(`${cap.collectionPath}.${p}`, s);
    return { paths, collectionPath: cap.collectionPath, origin: "outputSchema" };
  }
  // A result that is itself the list (a bare array, as observed from a server without a schema):
  // its items' fields are the record's.
  if (root.type === "array" && !cap.collectionPath) {
    const item = edgeNode(
      cap.outputSchema as JsonSchema,
      resolve(root.items, cap.outputSchema as JsonSchema),
    );
    if (!item) return fromIdentity(cap);
    walk(item, cap.outputSchema as JsonSchema, "", paths);
    return { paths, origin: "outputSchema" };
  }
  walk(root, cap.outputSchema as JsonSchema, "", paths);
  const keys = isRecord(root.properties) ? Object.keys(root.properties) : [];
  const only = keys.length === 1 ? keys[0] : undefined;
  if (only) {
    for (const [p, s] of [...paths]) if (p.startsWith(`${only}.`)) paths.set(p.slice(only.length + 1), s);
  }
  return { paths, origin: "outputSchema" };
}

/** Fields present in every selected row (nested plain objects included): what `$from: selection` may name. */
export function selectionFields(rows: readonly Record<string, unknown>[]): string[] {
  const perRow = rows.map((row) => {
    const out = new Set<string>();
    const visit = (value: Record<string, unknown>, prefix: string, depth: number) => {
      for (const [k, v] of Object.entries(value)) {
        const p = prefix ? `${prefix}.${k}` : k;
        out.add(p);
        // A linked record kept as a list of one (`assignees: [{ id: 7 }]`): its fields are the row's.
        const one = soleElement(v);
        if (isRecord(one) && depth < MAX_DEPTH) visit(one, p, depth + 1);
      }
    };
    visit(row, "", 0);
    return out;
  });
  if (perRow.length === 0) return [];
  return [...perRow[0]].filter((p) => perRow.every((s) => s.has(p)));
}

/** JSON types a schema admits, or undefined when it does not say (then anything is compatible). */
export function schemaTypes(schema: JsonSchema | undefined): Set<string> | undefined {
  if (!schema) return undefined;
  const t = schema.type;
  if (typeof t === "string") return new Set(t === "integer" ? ["integer", "number"] : [t]);
  if (Array.isArray(t))
    return new Set(t.flatMap((x) => (x === "integer" ? ["integer", "number"] : [String(x)])));
  const values = Array.isArray(schema.enum) ? schema.enum : "const" in schema ? [schema.const] : undefined;
  if (!values) return undefined;
  return new Set(values.map((v) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v)));
}

export function typeOfValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

/** The item schema of a parameter that takes a list, when it declares one. */
export function listItems(param: JsonSchema | undefined): JsonSchema | undefined {
  const items = param?.items;
  return schemaTypes(param)?.has("array") && items && typeof items === "object" && !Array.isArray(items)
    ? (items as JsonSchema)
    : undefined;
}

/**
 * A whole-argument reference's one value where the parameter takes a list (`service_ids[]` fed the
 * service a lookup found, or the selected row's id): sent as a list of that one value — the same
 * value, in the form the schema declares.
 */
export function listOfOne(param: JsonSchema | undefined, value: unknown): unknown {
  return value !== undefined && value !== null && !Array.isArray(value) && listItems(param) !== undefined
    ? [value]
    : value;
}
