/**
 * Host-side inference of entity, operation, collection path and identity fields, used when a tool
 * publishes no (valid) routing hint. Pure and deterministic: the same definition always infers the
 * same shape. Every guess is structural (names, JSON Schema); descriptions are never read.
 */
import { isVerbLemma, pastFormOf } from "@/lib/semantics/english";
import { identityField, isStrongIdWord, paramInfos, saysKind } from "@/lib/semantics/params";
import { isActionVerb } from "@/lib/semantics/question-kind";
import {
  connectionEdges,
  deref,
  edgeNode,
  isArraySchema,
  isObject,
  isObjectSchema,
  itemsOf,
  propertiesOf,
} from "@/lib/semantics/schema-walk";
import { identifierParts, singular } from "@/lib/semantics/words";
import type { JsonSchema, Operation } from "./types";

export const RUNTIME_SHAPE_DIAGNOSTIC = "shape inferred at runtime — rollout risk";

/** Name words that state the operation. Counting and summary words win over positional verbs. */
const OPERATION_WORDS: Record<string, Operation> = {
  search: "search",
  find: "search",
  query: "search",
  filter: "search",
  match: "search",
  list: "list",
  browse: "list",
  enumerate: "list",
  ls: "list",
  get: "get",
  fetch: "get",
  read: "get",
  retrieve: "get",
  load: "get",
  show: "get",
  lookup: "get",
  detail: "detail",
  details: "detail",
  describe: "detail",
  info: "detail",
  inspect: "detail",
  view: "detail",
  count: "count",
  stats: "count",
  statistics: "count",
  tally: "count",
  summary: "summary",
  summarize: "summary",
  summarise: "summary",
  aggregate: "summary",
  overview: "summary",
  report: "summary",
  check: "check",
  verify: "check",
  validate: "check",
  exists: "check",
  ping: "check",
  health: "check",
};
const DOMINANT: readonly Operation[] = ["count", "summary"];
const PREPOSITIONS = new Set(["by", "for", "of", "in", "from", "with", "to", "on", "at", "per"]);
const NOISE = new Set([
  "api",
  "v",
  "v1",
  "v2",
  "v3",
  "all",
  "my",
  "the",
  "a",
  "an",
  "tool",
  "mcp",
  "do",
  "and",
]);
const QUERY_FIELDS = new Set(["query", "q", "search", "text", "keyword", "keywords", "term", "filter"]);
/** Wrapper properties a list result is commonly nested in (`{ data: { items: [...] } }`). */
const ENVELOPES = new Set(["data", "result", "results", "response", "payload", "body", "page", "embedded"]);
/** A wrapper name, also as a reserved member (`_embedded` of HAL: `{ _embedded: { orders: [...] } }`). */
const isEnvelope = (name: string) => ENVELOPES.has(name.replace(/^_+/, "").toLowerCase());

export interface NameInference {
  entity?: string;
  operation?: Operation;
}

function nounsOf(words: string[]): string[] {
  // Words after a preposition name a key, never the records (`ForAccount` of `Bills.ForAccount`).
  if (PREPOSITIONS.has(words[0] ?? "")) return [];
  // Entity words stop at the first preposition (`getInventoryBySku` → inventory).
  const cut = words.findIndex((w, i) => i > 0 && PREPOSITIONS.has(w));
  const head = cut > 0 ? words.slice(0, cut) : words;
  return head.filter((w) => OPERATION_WORDS[w] === undefined && !NOISE.has(w) && !/^\d+$/.test(w));
}

/** HTTP methods a generated tool name may carry after its prefix (`API-post-search`, `api_get_users`). */
const HTTP_METHODS = new Set(["get", "post", "put", "patch", "delete"]);

/**
 * The words of a name's action segment without its noise (`API-get-users` → get, users), and without
 * an HTTP method that a generated name puts before its operation (`API-post-search` → search).
 */
function actionWords(segment: string): string[] {
  const words = identifierParts(segment);
  const prefixed = words[0] === "api";
  const rest = words.filter((w) => !NOISE.has(w));
  const [first, next] = rest;
  if (first && next && first !== "get" && HTTP_METHODS.has(first) && (prefixed || OPERATION_WORDS[next]))
    return rest.slice(1);
  return listedAsCollection(rest);
}

/**
 * Words that end a name as the collection of the noun before them (`study_index`, `staff_directory`,
 * `course_catalog`, `employee_roster`): the name lists those records, it is not about an index.
 */
const COLLECTION_NOUNS = new Set(["index", "directory", "catalog", "catalogue", "roster"]);

/** `study_index` → study, list: a trailing collection noun after a noun, where no word is an operation. */
function listedAsCollection(words: string[]): string[] {
  const last = words[words.length - 1] ?? "";
  const before = words[words.length - 2];
  if (!COLLECTION_NOUNS.has(last) || !before || words.some((w) => OPERATION_WORDS[w] !== undefined))
    return words;
  return [...words.slice(0, -1), "list"];
}

/**
 * Entity and operation from a tool name alone. Dotted and slashed names are `namespace.action`
 * (`orders.search`, `shipments.track`): the action segment names the operation, and the entity comes
 * from the action's own nouns (`commerce.get_customer`) or else from the namespace (`orders`).
 */
export function inferFromName(name: string): NameInference {
  const segments = name.split(/[./]/).filter(Boolean);
  const action = actionWords(segments[segments.length - 1] ?? "");
  const namespace = segments.length > 1 ? identifierParts(segments[segments.length - 2]) : [];

  let operation = DOMINANT.find((op) => [...action, ...namespace].some((w) => OPERATION_WORDS[w] === op));
  let verbIndex = -1;
  if (!operation) {
    if (action.length > 0 && OPERATION_WORDS[action[0]]) verbIndex = 0;
    else if (action.length > 0 && OPERATION_WORDS[action[action.length - 1]]) verbIndex = action.length - 1;
    else verbIndex = action.findIndex((w) => OPERATION_WORDS[w] !== undefined);
    if (verbIndex >= 0) operation = OPERATION_WORDS[action[verbIndex]];
  }

  // `GetSubscriptionsSubscriptionExposedId`, `getOrderByRef`: a name ending in its path key's name
  // ("subscription exposed id") is about the records the key identifies — a key word, and the
  // participles that say which key it is, name no records.
  const keyed = [...action];
  if (keyed.length > 1 && isStrongIdWord(keyed[keyed.length - 1] ?? "")) {
    keyed.pop();
    while (keyed.length > 1 && pastFormOf(keyed[keyed.length - 1] ?? "").length > 0) keyed.pop();
  }
  // `Bills.ForAccount`, `orders.by_customer`: an action that opens with a preposition names only what
  // the records are keyed by — the records are the namespace's, and a plural namespace lists them.
  if (segments.length > 1 && PREPOSITIONS.has(keyed[0] ?? "") && !operation) {
    const ns = nounsOf(namespace).pop();
    if (ns) return { entity: singular(ns), operation: singular(ns) !== ns ? "list" : undefined };
  }
  // `getRecentlyPlayed`, `listMostViewed`: a manner and a participle say how the records were chosen,
  // and name none of them.
  const named = nounsOf(keyed);
  const actionNouns = named.every((w) => /ly$/.test(w) || pastFormOf(w).length > 0) ? [] : named;
  // An unknown verb that ends a dotted action (`shipments.track`) is not the entity.
  const ownNouns = segments.length > 1 && verbIndex < 0 && actionNouns.length === 1 ? [] : actionNouns;
  const noun = ownNouns[ownNouns.length - 1] ?? nounsOf(namespace).pop();
  if (!noun) return { operation };
  const entity = singular(noun);
  // `getOrders` asks for many: a plain get over a plural noun of the same segment is a list.
  if (operation === "get" && entity !== noun && ownNouns.includes(noun) && verbIndex === 0)
    operation = "list";
  return { entity, operation };
}

const verbLastAction = (n: string) => {
  const segments = n.split(/[./]/).filter(Boolean);
  return actionWords(segments[segments.length - 1] ?? "");
};

/**
 * The data-changing verb a tool's name starts or ends with (`submit_offer`, `book_viewing`,
 * `API-post-page`, `issueCreate`) when no word of it names a reading operation (`issue_get`,
 * `email_search` read). Passed the name without its source's shared prefix (`asana_create_task` →
 * `create_task`). A name is the server's word, so it never grants eligibility; it only withholds it
 * until an admin says the tool reads.
 */
export function changeVerbOfName(name: string): string | undefined {
  const segments = name.split(/[./]/).filter(Boolean);
  const words = identifierParts(segments[segments.length - 1] ?? "").filter((w) => !NOISE.has(w));
  if (words.length < 2 || words.some((w) => OPERATION_WORDS[w] !== undefined)) return undefined;
  const [first = "", last = ""] = [words[0], words[words.length - 1]];
  if (HTTP_METHODS.has(first) || isActionVerb(first)) return first;
  return isActionVerb(last) ? last : undefined;
}

/** Whether a source's names put the verb last (see `verbLastName`); counted once per source. */
export function namesPutVerbLast(names: Iterable<string>): boolean {
  let verbLast = 0;
  let verbFirst = 0;
  for (const n of names) {
    const w = verbLastAction(n);
    const starts = w.length > 1 && OPERATION_WORDS[w[0] ?? ""] !== undefined;
    const ends = w.length > 1 && OPERATION_WORDS[w[w.length - 1] ?? ""] !== undefined;
    // `list_member_add` ends in a verb too (a write): it says nothing of where the verb goes.
    if (starts && !ends && !isVerbLemma(w[w.length - 1] ?? "")) verbFirst++;
    if (ends && !starts) verbLast++;
  }
  return verbLast >= 3 && verbLast > 2 * verbFirst;
}

/**
 * A source whose names put the verb last (`campaigns_list`, `campaign_get`, `members_search`: at
 * least three names end in an operation word, more than twice as many as start with one and end in
 * a noun; `list_member_add` ends in a verb, which says nothing): in its names
 * that start with an operation word too (`list_get`, `list_member_get`, `list_members_list`) the
 * last word is the operation and the first is a noun — the mailing list, not "list the things".
 * Undefined for any other name or source. Counting and summary words keep their own reading.
 */
export function verbLastName(name: string, verbLast: boolean): NameInference | undefined {
  const words = verbLastAction(name);
  const first = words[0];
  const last = words[words.length - 1];
  if (words.length < 2 || !first || !last || !OPERATION_WORDS[first] || !OPERATION_WORDS[last])
    return undefined;
  if (words.some((w) => DOMINANT.includes(OPERATION_WORDS[w] as Operation))) return undefined;
  if (!verbLast) return undefined;
  const head = words.slice(0, -1);
  const cut = head.findIndex((w, i) => i > 0 && PREPOSITIONS.has(w));
  const nouns = (cut > 0 ? head.slice(0, cut) : head).filter((w) => !NOISE.has(w) && !/^\d+$/.test(w));
  const noun = nouns[nouns.length - 1];
  return noun ? { entity: singular(noun), operation: OPERATION_WORDS[last] } : undefined;
}

/**
 * The word every tool name of one source starts with, as a namespace of its own (`jira_search`,
 * `jira_get_issue`, `jira_get_agile_boards` → `jira`): the server's name, never a thing any one tool
 * is about. Only a plain word before `_` or `-` shared by all of at least three names, none of which
 * is that word alone, and no operation word (`get_user`, `get_users` share an action, not a name).
 */
export function sharedNamePrefix(names: readonly string[]): string | undefined {
  if (names.length < 3) return undefined;
  const first = /^([A-Za-z][a-z0-9]*)[_-]\w/.exec(names[0] ?? "")?.[1];
  if (!first || OPERATION_WORDS[first.toLowerCase()] !== undefined || NOISE.has(first.toLowerCase()))
    return undefined;
  return names.every((n) => n.startsWith(first) && /^[_-]\w/.test(n.slice(first.length))) ? first : undefined;
}

/** A tool name without its source's shared prefix (`jira_get_agile_boards` → `get_agile_boards`). */
export function withoutPrefix(name: string, prefix: string | undefined): string {
  return prefix && name.startsWith(prefix) && /^[_-]\w/.test(name.slice(prefix.length))
    ? name.slice(prefix.length + 1)
    : name;
}

/**
 * The nouns of a tool name that could be its entity, in order (`driver-profile` → driver, profile;
 * `getInventoryBySku` → inventory).
 */
export function nameNouns(name: string): string[] {
  const segments = name.split(/[./]/).filter(Boolean);
  return nounsOf(actionWords(segments[segments.length - 1] ?? "")).map(singular);
}

/**
 * Entities across one source's tools: a tool named after a thing of another tool's entity
 * (`driver-profile`, `customer_overview`) is about that entity, not about a "profile" no other tool
 * knows. Only a name-inferred entity that no other tool shares is changed, and only to a noun of
 * the same name that another tool's entity is.
 */
export function reconcileEntities<T extends { entity: string; localName: string; inputSchema?: JsonSchema }>(
  caps: readonly T[],
  fromName: (cap: T) => boolean,
): T[] {
  const count = new Map<string, number>();
  for (const c of caps) count.set(c.entity, (count.get(c.entity) ?? 0) + 1);
  const slot = actionSlots(caps, fromName, count);
  const prefix = sharedNamePrefix(caps.map((c) => c.localName));
  return caps.map((c) => {
    const moved = slot.get(c.localName);
    if (moved) return { ...c, entity: moved };
    if (!fromName(c) || (count.get(c.entity) ?? 0) > 1) return c;
    const known = nameNouns(withoutPrefix(c.localName, prefix)).filter(
      (n) => n !== c.entity && (count.get(n) ?? 0) > 0,
    );
    if (known.length !== 1 || !known[0]) return c;
    // `list_incident_alerts(id)`, `list_pipeline_jobs(pipeline_id)`: a name ending in its own noun in
    // the plural, taking one record of the other tool's entity by its key, lists that record's
    // sub-records — not the parent, as a singular facet of it (`driver-profile`) is. Without the
    // parent's key (`get_association_definitions(fromObjectType, toObjectType)`) it is about the parent.
    const params = Object.keys(c.inputSchema?.properties ?? {});
    const sub = subRecordsNamed(withoutPrefix(c.localName, prefix), c.entity);
    if (sub && identityField(params, known[0])) return c;
    // `list_issue_statuses(team)`, `list_issue_labels(team)`: without the parent's key, records of a
    // kind of their own that belong to the other entity — "issue statuses", never issues. Not where a
    // parameter chooses among record kinds (`get-association-definitions(fromObjectType: contacts |
    // deals …)`): a generic tool of those kinds, about the parent.
    const choosesKind = Object.entries(c.inputSchema?.properties ?? {}).some(
      ([name, s]) =>
        isObject(s) &&
        Array.isArray(s.enum) &&
        s.enum.length >= 2 &&
        saysKind(identifierParts(name).map((w) => singular(w.toLowerCase()))),
    );
    if (sub && !choosesKind) return { ...c, entity: `${known[0]} ${c.entity}` };
    return { ...c, entity: known[0] };
  });
}

/** Whether a name's last noun is its entity written in the plural (`list_incident_log_entries`). */
function subRecordsNamed(name: string, entity: string): boolean {
  const segments = name.split(/[./]/).filter(Boolean);
  const last = nounsOf(actionWords(segments[segments.length - 1] ?? "")).at(-1);
  return last !== undefined && last !== entity && singular(last) === entity;
}

/**
 * Names built as `<resources>_<action>` with an action word the host does not know
 * (`books_index`, `authors_index` next to `books_show`, `authors_show`): the shared trailing word is
 * the action slot, not a thing — it never names a tool alone, and in every tool that carries it the
 * word before it is another tool's entity, written in the plural as a resource collection is. Those
 * tools are about that resource. `customer_orders` is not moved: its first noun is singular.
 */
function actionSlots<T extends { entity: string; localName: string }>(
  caps: readonly T[],
  fromName: (cap: T) => boolean,
  count: ReadonlyMap<string, number>,
): Map<string, string> {
  const moved = new Map<string, string>();
  const byWord = new Map<string, T[]>();
  for (const c of caps)
    if (fromName(c) && (count.get(c.entity) ?? 0) > 1)
      byWord.set(c.entity, [...(byWord.get(c.entity) ?? []), c]);
  const aloneSomewhere = (w: string) =>
    caps.some((c) => {
      const nouns = nameNouns(c.localName);
      return nouns.length === 1 && nouns[0] === w;
    });
  for (const [word, tools] of byWord) {
    if (aloneSomewhere(word)) continue;
    const targets = new Map<string, string>();
    for (const t of tools) {
      const segments = t.localName.split(/[./]/).filter(Boolean);
      const raw = nounsOf(identifierParts(segments[segments.length - 1] ?? ""));
      const last = raw[raw.length - 1];
      const before = raw[raw.length - 2];
      if (raw.length !== 2 || !last || !before || singular(last) !== word) break;
      const entity = singular(before);
      if (entity === before || entity === word || (count.get(entity) ?? 0) === 0) break;
      targets.set(t.localName, entity);
    }
    if (targets.size !== tools.length || new Set(targets.values()).size !== tools.length) continue;
    for (const [name, entity] of targets) moved.set(name, entity);
  }
  return moved;
}

/** `{ orders: [...] }` → "orders"; a top-level array → ""; ambiguous or absent → undefined. */
export function inferCollectionPath(
  outputSchema: JsonSchema | undefined,
  entity?: string,
): { path?: string; diagnostics: string[] } {
  if (!outputSchema) return { diagnostics: [] };
  const root = deref(outputSchema, outputSchema);
  if (isArraySchema(root)) return { path: "", diagnostics: [] };
  const typed: string[] = [];
  const untyped: string[] = [];
  const visit = (schema: JsonSchema | undefined, prefix: string, depth: number) => {
    for (const [name, child] of propertiesOf(outputSchema, schema)) {
      const path = prefix ? `${prefix}.${name}` : name;
      if (isArraySchema(child)) {
        const items = itemsOf(outputSchema, child);
        if (items && isObjectSchema(items)) typed.push(path);
        else if (!items) untyped.push(path);
      } else if (isObjectSchema(child) && connectionEdges(outputSchema, child)) {
        // A GraphQL Relay connection (`data.courses: { edges: [{ node }], pageInfo }`): its edges are the collection.
        typed.push(`${path}.edges`);
      } else if (
        depth === 0 &&
        // `{ data: {...} }`, or the records' own name over a page of them (`{ tracks: { items, next } }`).
        (isEnvelope(name) || (entity !== undefined && singular(name) === entity)) &&
        isObjectSchema(child)
      ) {
        visit(child, path, depth + 1);
      }
    }
  };
  visit(root, "", 0);
  const candidates = typed.length > 0 ? typed : untyped;
  if (candidates.length === 1) return { path: candidates[0], diagnostics: [] };
  if (candidates.length === 0) return { diagnostics: [] };
  const named = entity ? candidates.filter((p) => singular(p.split(".").pop() ?? "") === entity) : [];
  if (named.length === 1) return { path: named[0], diagnostics: [] };
  return {
    diagnostics: [`collection path not inferred: several array properties (${candidates.join(", ")})`],
  };
}

/**
 * The schema of one result item: the collection's items, or for a record result the single wrapped
 * object (`{ customer: {...} }` → the customer) or the root itself.
 */
export function itemSchemaOf(
  outputSchema: JsonSchema | undefined,
  collectionPath: string | undefined,
  entity?: string,
): JsonSchema | undefined {
  if (!outputSchema) return undefined;
  const root = deref(outputSchema, outputSchema);
  if (!root) return undefined;
  if (collectionPath !== undefined) {
    let node: JsonSchema | undefined = root;
    for (const segment of collectionPath === "" ? [] : collectionPath.split(".")) {
      node = propertiesOf(outputSchema, node).get(segment);
    }
    // Relay edges (`{ node, cursor }`): the record is the node, as the result reader unwraps it.
    return node && isArraySchema(node) ? edgeNode(outputSchema, itemsOf(outputSchema, node)) : undefined;
  }
  const props = propertiesOf(outputSchema, root);
  if (entity && props.has(entity) && isObjectSchema(props.get(entity))) return props.get(entity);
  const objects = [...props.values()].filter((p) => isObjectSchema(p));
  if (props.size === 1 && objects.length === 1) return objects[0];
  return root;
}

export function inferIdentityFields(
  itemSchema: JsonSchema | undefined,
  entity?: string,
  root?: JsonSchema,
): string[] {
  if (!itemSchema) return [];
  const found = identityField(propertiesOf(root ?? itemSchema, itemSchema).keys(), entity);
  return found ? [found] : [];
}

export interface InferredShape {
  entity: string;
  operation: Operation;
  collectionPath?: string;
  identityFields: string[];
  diagnostics: string[];
}

/**
 * Whole-shape inference. `entity`/`operation` given by a validated hint take precedence over the
 * name; the collection path is looked for only when the result is a collection (search/list, an
 * unnamed operation, or a top-level array) so arrays inside a record (`order.lines`) are not mistaken
 * for the result set.
 */
export function inferShape(input: {
  name: string;
  inputSchema?: JsonSchema;
  outputSchema?: JsonSchema;
  entity?: string;
  operation?: Operation;
}): InferredShape {
  const diagnostics: string[] = [];
  const fromName = inferFromName(input.name);
  let operation = input.operation ?? fromName.operation;
  let entity = input.entity ?? fromName.entity;

  const root = input.outputSchema ? deref(input.outputSchema, input.outputSchema) : undefined;
  const lookForCollection = operation === undefined || operation === "search" || operation === "list";
  let collectionPath: string | undefined;
  if (isArraySchema(root)) collectionPath = "";
  else if (lookForCollection) {
    const found = inferCollectionPath(input.outputSchema, entity);
    collectionPath = found.path;
    diagnostics.push(...found.diagnostics);
  }

  if (!entity && collectionPath) entity = singular(collectionPath.split(".").pop() ?? "");
  if (!entity) {
    entity = "item";
    diagnostics.push('entity not inferred from the tool name; using "item"');
  }
  if (!operation) {
    operation = shapeOperation(input.inputSchema, input.outputSchema, collectionPath);
    diagnostics.push(`operation not named in the tool name; inferred "${operation}" from its schemas`);
  }
  const item = itemSchemaOf(input.outputSchema, collectionPath, entity);
  return {
    entity,
    operation,
    collectionPath,
    identityFields: inferIdentityFields(item, entity, input.outputSchema),
    diagnostics,
  };
}

function shapeOperation(
  inputSchema: JsonSchema | undefined,
  outputSchema: JsonSchema | undefined,
  collectionPath: string | undefined,
): Operation {
  const inputs = inputSchema ? [...propertiesOf(inputSchema, inputSchema).keys()] : [];
  const hasQuery = inputs.some((name) => QUERY_FIELDS.has(name.toLowerCase()));
  if (collectionPath !== undefined) return hasQuery ? "search" : "list";
  if (hasQuery) return "search";
  // A tool that takes a page size or a page token returns many records (`trips-by-driver {driverNo, cursor}`).
  if (inputSchema && paramInfos({ entity: "", inputSchema }).some((p) => p.limit || p.paging)) return "list";
  if (outputSchema) return "get";
  const required = isObject(inputSchema) && Array.isArray(inputSchema.required) ? inputSchema.required : [];
  return required.length > 0 ? "get" : "list";
}
