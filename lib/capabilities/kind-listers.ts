/**
 * Generic tools whose record kind is a parameter VALUE (`hubspot-list-objects(objectType: contacts |
 * companies | deals)`, issue 9): each is read as one tool per kind — a lister of deals, a lister of
 * contacts — whose entity is that kind and which no longer takes the choice; the value it stands for
 * is sent with every call of it. The planner plans over these views (a question about deals finds
 * the lister of deals as it finds any tool of deals); `boundKinds` turns a plan of them back into
 * calls of the real tool, the value of the kind bound. The semantics of the choice is
 * `ownKindChoice` (lib/semantics/params.ts).
 */
import type { JsonSchema } from "@/lib/json-schema";
import { ownKindChoice, paramInfos, saysKind, searchesNames } from "@/lib/semantics/params";
import { tokenize } from "@/lib/semantics/tokens";
import { identifierParts, singular } from "@/lib/semantics/words";
import { inferShape } from "./infer";
import type { Capability } from "./types";

/** The view of one kind: the real tool's id, the choice and the value it stands for. */
export interface KindView {
  of: string;
  param: string;
  value: string;
  /** The value paired with the kind (its version), sent beside it. */
  also?: Record<string, string>;
}

const VIEW_MARK = "#kind:";

/**
 * `caps` with each generic tool replaced by one view per kind it lists, and what each view stands
 * for (by the view's id). Without such tools: `caps` itself and an empty map.
 */
export function withKindViews(caps: Capability[]): {
  caps: Capability[];
  views: Map<string, KindView>;
} {
  const views = new Map<string, KindView>();
  if (!caps.some((c) => ownKindChoice(c))) return { caps, views };
  const out: Capability[] = [];
  for (const cap of caps) {
    const choice = ownKindChoice(cap);
    if (!choice) {
      out.push(cap);
      continue;
    }
    const props = { ...((cap.inputSchema.properties as Record<string, JsonSchema> | undefined) ?? {}) };
    const taken = [choice.param, ...(choice.paired ? [choice.paired.param] : [])];
    for (const name of taken) delete props[name];
    const required = Array.isArray(cap.inputSchema.required)
      ? (cap.inputSchema.required as string[]).filter((r) => !taken.includes(r))
      : undefined;
    const kinds = new Set<string>();
    // A kind paired with its version is listed by the generic tool only where its source has no
    // tool of that kind's own: the dedicated tool answers as it always did.
    if (choice.paired)
      for (const other of caps)
        if (other.sourceId === cap.sourceId && !ownKindChoice(other))
          kinds.add(identifierParts(other.entity).map(singular).join(" ").toLowerCase());
    for (const value of choice.values) {
      const entity = kindEntity(value);
      if (!entity || kinds.has(entity)) continue;
      kinds.add(entity);
      const id = `${cap.id}${VIEW_MARK}${value}`;
      const also = choice.paired?.of[value];
      views.set(id, {
        of: cap.id,
        param: choice.param,
        value,
        ...(also && choice.paired ? { also: { [choice.paired.param]: also } } : {}),
      });
      const inputSchema = { ...cap.inputSchema, properties: props, ...(required ? { required } : {}) };
      out.push({ ...ofKind(cap, value), id, inputSchema });
    }
  }
  return { caps: out, views };
}

/** The entity a kind value names: `deals` → deal, `line_items` → line item. */
export const kindEntity = (value: string) => identifierParts(value).map(singular).join(" ").toLowerCase();

/**
 * The tool as one kind's lister: that kind's entity, and the shape its results were seen to have
 * (lib/capabilities/observed.ts), when seen.
 */
function ofKind(cap: Capability, value: string): Capability {
  const entity = kindEntity(value);
  const seen = cap.kindShapes?.[value];
  if (!seen) return { ...cap, entity };
  const shape = inferShape({ name: cap.localName, outputSchema: seen, entity, operation: cap.operation });
  return {
    ...cap,
    entity,
    outputSchema: seen,
    collectionPath: shape.collectionPath,
    identityFields: cap.identityFields.length > 0 ? cap.identityFields : shape.identityFields,
  };
}

/**
 * What a call of a generic tool returns (`searchSpotify { type: "artist" }`): the tool as the lister of
 * the kind the call chose — read, checked and shown as that kind's records. Any other tool or call: itself.
 */
export function calledKind(cap: Capability, args: Readonly<Record<string, unknown>>): Capability {
  const choice = ownKindChoice(cap);
  const value = choice ? args[choice.param] : undefined;
  return choice && typeof value === "string" && choice.values.includes(value) ? ofKind(cap, value) : cap;
}

/** The real tool of an id that may be a view's, and the argument a view stands for. */
export function viewedCall(
  id: string,
  args: Record<string, unknown>,
  views: ReadonlyMap<string, KindView>,
): { tool: string; args: Record<string, unknown> } {
  const view = views.get(id);
  return view
    ? { tool: view.of, args: { ...view.also, [view.param]: view.value, ...args } }
    : { tool: id, args };
}

/**
 * Tools that find or describe the KINDS of records, not records (`search_objects(searchPattern)` and
 * `describe_object(objectName)` beside `query_records(objectName, …)`, `find_tables(query)` beside
 * `read_rows(tableName, …)`): a tool whose entity another tool of the same source chooses by a
 * required `<entity> name|type|kind` parameter — that tool's records are of the kind named, so these
 * entities are kinds — and whose every required parameter is a text of names. A name the person
 * says (a company, a person, "users") is a record's or a kind word, never a pattern of kind names:
 * such a tool is left out of a question that does not name its entity (measured: record names looked
 * up this way answered "no objects found" on the sfdc world). The ids of those left out.
 */
export function kindCatalogsUnasked(question: string, caps: readonly Capability[]): Set<string> {
  const out = new Set<string>();
  const said = new Set(tokenize(question).map((t) => t.norm));
  const kindOf = (words: readonly string[]) => words.map(singular).join(" ");
  for (const cap of caps) {
    const entity = kindOf(identifierParts(cap.entity));
    if (!entity || said.has(entity)) continue;
    const params = paramInfos(cap);
    const required = params.filter((p) => p.required);
    if (required.length === 0 || !required.every((p) => searchesNames(p, cap.description))) continue;
    const chosen = caps.some(
      (other) =>
        other.sourceId === cap.sourceId &&
        kindOf(identifierParts(other.entity)) !== entity &&
        paramInfos(other).some(
          (p) =>
            p.required &&
            p.words.length >= 2 &&
            (p.words.at(-1) === "name" || saysKind(p.words)) &&
            kindOf(p.words.slice(0, -1)) === entity,
        ),
    );
    if (chosen) out.add(cap.id);
  }
  return out;
}
