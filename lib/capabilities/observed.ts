/**
 * A server without output schemas is understood after one call (DESIGN.md §3 Generality): the first
 * real result of such a tool is reduced to its structure — the collection path through envelopes,
 * the field names and JSON types of the first records, never a value — and later snapshots derive
 * the tool's collection path, identity and declared fields from it, so a lookup chain can refer to
 * `user_id` of a `search_users` that declares nothing. Kept per tenant and per tool definition: a
 * changed definition starts over. Process-wide (each app instance learns on its own first call).
 */
import { BoundedMap } from "@/lib/bounded-map";
import { ownKindChoice } from "@/lib/semantics/params";
import { findCollection, recordOf, withTypedFields } from "@/lib/semantics/results";
import { inferShape } from "./infer";
import { kindEntity } from "./kind-listers";
import type { Capability, JsonSchema } from "./types";

const MAX_ENTRIES = 5_000;
const SAMPLE = 20;
const MAX_FIELDS = 80;
const shapes = new BoundedMap<string, JsonSchema>(MAX_ENTRIES);
let generation = 0;

const keyOf = (tenantId: string, cap: Readonly<Capability>, kind?: string) =>
  `${tenantId}\u0000${cap.id}\u0000${cap.definitionHash}${kind === undefined ? "" : `\u0000${kind}`}`;

/** Bumped whenever a new shape is learned: part of the snapshot's cache version. */
export function observedGeneration(): number {
  return generation;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function jsonType(v: unknown): string | undefined {
  if (v === null || v === undefined) return undefined;
  if (Array.isArray(v)) return "array";
  if (typeof v === "number") return Number.isInteger(v) ? "integer" : "number";
  return typeof v === "object" ? "object" : typeof v;
}

/** Field names and, where every sampled record agrees, their JSON type. */
function itemSchema(records: readonly Record<string, unknown>[]): JsonSchema {
  const types = new Map<string, Set<string>>();
  for (const r of records.slice(0, SAMPLE)) {
    for (const [k, v] of Object.entries(r)) {
      if (types.size >= MAX_FIELDS && !types.has(k)) continue;
      const set = types.get(k) ?? new Set<string>();
      const t = jsonType(v);
      if (t) set.add(t === "integer" && set.has("number") ? "number" : t);
      types.set(k, set);
    }
  }
  const properties: Record<string, JsonSchema> = {};
  for (const [k, set] of types) properties[k] = set.size === 1 ? { type: [...set][0] } : {};
  return { type: "object", properties };
}

/** The structure of one result as a JSON Schema (names and types only), or undefined when it has none. */
export function schemaOfResult(
  data: unknown,
  cap: Pick<Capability, "entity" | "operation">,
): JsonSchema | undefined {
  const one = ["get", "detail", "summary", "count", "check"].includes(cap.operation);
  const found = one ? undefined : findCollection(data, cap.entity);
  if (found && found.items.length > 0) {
    // Records are shown with their typed values read (results.ts withTypedFields): so are their fields.
    const record = itemSchema(found.items.map(withTypedFields));
    // Relay edges (`[{ node, cursor }]`): the records are the nodes, kept inside their edges as the
    // result reader finds them, so a lookup's `id` is a declared path of the node.
    const items: JsonSchema = {
      type: "array",
      items: found.nodes
        ? { type: "object", properties: { node: record, cursor: { type: "string" } } }
        : found.wrapper
          ? { type: "object", properties: { [found.wrapper]: record } }
          : record,
    };
    if (found.path === "") return items;
    // Rebuild the envelope chain down to the array: `data.members` → { data: { members: [...] } }.
    const segments = found.path.split(".");
    let node: JsonSchema = items;
    for (const segment of segments.reverse()) node = { type: "object", properties: { [segment]: node } };
    return node;
  }
  if (isObject(data)) return itemSchema([withTypedFields(recordOf(data, cap.entity))]);
  return undefined;
}

/**
 * Learns the shape of a tool that declares none, from one of its results (`args`: what was sent).
 * A generic tool's records are of the kind a call chose (`objectType: deals`, `type: artist`): one
 * kind's fields are no shape of the tool — taken as such, they would stand for every other kind's
 * records — so they are learned as that kind's shape only.
 */
export function recordObservedShape(
  tenantId: string,
  cap: Readonly<Capability>,
  data: unknown,
  args?: Readonly<Record<string, unknown>>,
): void {
  if (cap.outputSchema || cap.sourceKind === "kb") return;
  const choice = ownKindChoice(cap);
  const sent = choice ? args?.[choice.param] : undefined;
  const kind = typeof sent === "string" && choice?.values.includes(sent) ? sent : undefined;
  if (choice && !kind) return;
  const key = keyOf(tenantId, cap, kind);
  if (shapes.has(key)) return;
  const schema = schemaOfResult(data, kind ? { entity: kindEntity(kind), operation: cap.operation } : cap);
  if (!schema) return;
  shapes.set(key, schema);
  generation += 1;
}

/** The capability with its observed shape applied, when it declares none and one was learned. */
export function withObservedShape(tenantId: string, cap: Capability): Capability {
  if (cap.outputSchema) return cap;
  const choice = ownKindChoice(cap);
  if (choice) {
    const kindShapes = Object.fromEntries(
      choice.values.flatMap((v) => {
        const schema = shapes.get(keyOf(tenantId, cap, v));
        return schema ? [[v, schema]] : [];
      }),
    );
    return Object.keys(kindShapes).length > 0 ? { ...cap, kindShapes } : cap;
  }
  const schema = shapes.get(keyOf(tenantId, cap));
  if (!schema) return cap;
  const shape = inferShape({
    name: cap.localName,
    inputSchema: cap.inputSchema,
    outputSchema: schema,
    entity: cap.entity,
    operation: cap.operation,
  });
  return {
    ...cap,
    outputSchema: schema,
    collectionPath: cap.collectionPath ?? shape.collectionPath,
    identityFields: cap.identityFields.length > 0 ? cap.identityFields : shape.identityFields,
    diagnostics: [
      ...(cap.diagnostics ?? []),
      "shape observed from a result (the tool declares no output schema)",
    ],
  };
}

/** For tests: forget everything learned. */
export function resetObservedShapes(): void {
  shapes.clear();
  generation += 1;
}
