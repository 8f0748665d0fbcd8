/**
 * Roles in a tool's result, from the value itself (the first real result of a server without output
 * schemas is enough): where the collection is — at the top, under one field, or inside common
 * envelopes (`data.<things>`, `items`, `results`, `records`, `value`, `edges[].node`) — which
 * number is the total, and which field carries the next page. Pure and bounded: a few levels deep.
 */
import { identityField } from "./params";
import { identifierParts, singular } from "./words";

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** Field names that wrap a result rather than name its entity. */
const ENVELOPE_NAMES = new Set([
  "data",
  "result",
  "results",
  "response",
  "payload",
  "body",
  "page",
  "items",
  "records",
  "rows",
  "entries",
  // Atom/GData feeds (`feed.entry[]`) and FHIR Bundles (`entry[]`) name the list in the singular.
  "entry",
  "value",
  "values",
  "list",
  "hits",
  "edges",
  "content",
  "collection",
  "objects",
  // HAL's `_embedded` (reserved names are read without their leading underscores).
  "embedded",
]);
/** A name as a wrapper or metadata word: reserved members (`_embedded`, `_links`) without their underscores. */
const bare = (key: string) => key.replace(/^_+/, "").toLowerCase();
const MAX_DEPTH = 3;
const LINK_NAMES = new Set(["link", "links"]);

export interface FoundCollection {
  /** Dot path of the array (`data.members`, `edges`; "" for a top-level array). */
  path: string;
  items: Json[];
  /** Items were GraphQL-style `{ node: {...} }` wrappers, unwrapped. */
  nodes: boolean;
  /** The key of each item the record was unwrapped from (`node`, `resource`, `document`), if any. */
  wrapper?: string;
  /** The objects on the way to the array, outermost first: where totals and page tokens live. */
  envelopes: Json[];
}

/** The most keys a wrapper item has: its record's and a few of its own (a score, highlights, a URL). */
const WRAPPER_MAX_KEYS = 4;

/**
 * The key under which every item holds its record, when the items are wrappers: search hits and
 * bundle entries (`[{ fullUrl, resource: { id, … }, search: { mode } }]`, `[{ document: { id, … },
 * highlights, text_match }]`) carry no identity of their own, and one same key of each holds an
 * object that has one. An item with its own id, or with more than a wrapper's few keys, is the
 * record (its nested objects are fields).
 */
function recordKey(objects: Json[]): string | undefined {
  const first = objects[0];
  if (!first || objects.some((o) => identityField(Object.keys(o)) !== undefined)) return undefined;
  // A wrapper holds little beside its record (`fullUrl`, `search`; `highlights`, `text_match`): an
  // item of many fields is the record itself, its one nested object with an id a reference
  // (`{ sample_no, study: { code, title }, matrix, state, … }` is a sample, never its study).
  if (objects.some((o) => Object.keys(o).length > WRAPPER_MAX_KEYS)) return undefined;
  const keys = Object.keys(first).filter((k) =>
    objects.every((o) => isObject(o[k]) && identityField(Object.keys(o[k] as Json)) !== undefined),
  );
  return keys.length === 1 ? keys[0] : undefined;
}

/** `[{ node: {...} }]` → the nodes; wrappers holding their record under one key → the records; anything else unchanged. */
function unwrapNodes(items: unknown[]): { items: Json[]; nodes: boolean; wrapper?: string } | undefined {
  if (!items.every(isObject)) return undefined;
  const objects = items as Json[];
  const nodes = objects.length > 0 && objects.every((o) => isObject(o.node) && Object.keys(o).length <= 2);
  if (nodes) return { items: objects.map((o) => o.node as Json), nodes, wrapper: "node" };
  const key = recordKey(objects);
  return key
    ? { items: objects.map((o) => o[key] as Json), nodes: false, wrapper: key }
    : { items: objects, nodes: false };
}

/**
 * The result's collection: the declared path when present; else the one array of objects found
 * through envelopes (a name that wraps, or the entity's own plural), preferring the entity's name
 * when there are several. Undefined for a single record.
 */
export function findCollection(
  data: unknown,
  entity?: string,
  declaredPath?: string,
): FoundCollection | undefined {
  if (Array.isArray(data)) {
    const found = unwrapNodes(data);
    return found ? { path: "", ...found, envelopes: [] } : undefined;
  }
  if (!isObject(data)) return undefined;
  if (declaredPath) {
    const envelopes: Json[] = [];
    let node: unknown = data;
    for (const segment of declaredPath.split(".")) {
      if (!isObject(node)) return undefined;
      envelopes.push(node);
      node = node[segment];
    }
    const found = Array.isArray(node) ? unwrapNodes(node) : undefined;
    if (found) return { path: declaredPath, ...found, envelopes };
  }
  const own = entity ? singular(entity) : undefined;
  const candidates: FoundCollection[] = [];
  const visit = (value: Json, prefix: string, envelopes: Json[], depth: number) => {
    for (const [key, child] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (Array.isArray(child)) {
        const found = unwrapNodes(child);
        // An empty array is a collection too: "no users" is an answer, not a record.
        if (found) candidates.push({ path, ...found, envelopes: [...envelopes, value] });
      } else if (
        isObject(child) &&
        depth < MAX_DEPTH &&
        // A wrapper name, the top level, or a GraphQL connection under any name
        // (`data.instructors: { edges: [{ node }], pageInfo }`).
        (ENVELOPE_NAMES.has(bare(key)) || depth === 0 || Array.isArray(child.edges))
      ) {
        visit(child, path, [...envelopes, value], depth + 1);
      }
    }
  };
  visit(data, "", [], 0);
  // A list of links (`link: [{ relation: "next", url }]` of FHIR and web linking) is paging metadata
  // beside the collection, never the records — even when the collection is empty.
  const linkless = candidates.filter((c) => !LINK_NAMES.has(bare(c.path.split(".").pop() ?? "")));
  if (linkless.length > 0 && linkless.length < candidates.length)
    candidates.splice(0, candidates.length, ...linkless);
  // A record's own hypermedia (`_links: [{ rel: "self", href, method }]` beside its fields) is no
  // collection even alone: a named list of relation-and-address objects is where to go, not what was found.
  else if (linkless.length === 0) {
    const hypermedia = (c: FoundCollection) =>
      c.items.length > 0 &&
      c.items.every(
        (i) =>
          (typeof i.rel === "string" || typeof i.relation === "string") &&
          (typeof i.href === "string" || typeof i.url === "string"),
      );
    if (candidates.every(hypermedia)) return undefined;
  }
  if (candidates.length === 0) return undefined;
  if (candidates.length === 1) return candidates[0];
  const nonEmpty = candidates.filter((c) => c.items.length > 0);
  if (nonEmpty.length === 1 && !candidates.some((c) => c !== nonEmpty[0] && lastWordIs(c.path, own)))
    return nonEmpty[0];
  const named = candidates.filter((c) => lastWordIs(c.path, own));
  if (named.length === 1) return named[0];
  // Several arrays and none is the entity's: the one reached through wrapper names only, if unique.
  const wrapped = candidates.filter((c) => c.path.split(".").every((s) => ENVELOPE_NAMES.has(bare(s))));
  return wrapped.length === 1 ? wrapped[0] : undefined;
}

const lastWordIs = (path: string, entity: string | undefined) =>
  entity !== undefined &&
  identifierParts(path.split(".").pop() ?? "")
    .map(singular)
    .pop() === entity;

/** Words of a key that says "how many in all": `total`, `totalSize`, `total_count`, `count`, `totalResults`, `hit_count`. */
function isTotalKey(key: string): boolean {
  const words = identifierParts(key);
  if (words.includes("total"))
    return words.every((w) =>
      [
        "total",
        "count",
        "size",
        "result",
        "results",
        "item",
        "items",
        "records",
        "hits",
        "entries",
        // Spring's HAL `page: { totalElements, totalPages }`.
        "element",
        "elements",
      ].includes(w),
    );
  // `hit_count`, `result_count`, `record_count`: the count of what the list holds, in all.
  if (words.length === 2 && words[1] === "count" && COUNTED_WORDS.has(singular(words[0] ?? ""))) return true;
  return words.length === 1 && (words[0] === "count" || words[0] === "hits");
}
const COUNTED_WORDS = new Set(["hit", "result", "record", "item", "entry", "match", "row"]);

/** Sibling objects that hold paging facts (`meta`, `pagination`, `page_info`). */
const META_NAMES = new Set([
  "meta",
  "metadata",
  "pagination",
  "paging",
  "page_info",
  "pageinfo",
  "info",
  "links",
  "link",
  // `page: { size, totalElements, totalPages, number }` beside the collection (HAL, Spring).
  "page",
]);

/** A link given as an object (`_links.next: { href }` of HAL): its address. */
const hrefOf = (value: unknown): unknown =>
  isObject(value) && typeof value.href === "string" ? value.href : value;

function metaObjects(envelope: Json): Json[] {
  return Object.entries(envelope)
    .filter(([key, value]) => META_NAMES.has(bare(key)) && isObject(value))
    .map(([, value]) => value as Json);
}

/** The reported total of a collection, from its envelopes (innermost first) and their meta objects. */
export function totalOf(found: FoundCollection): number | undefined {
  for (const envelope of [...found.envelopes].reverse()) {
    for (const place of [envelope, ...metaObjects(envelope)]) {
      for (const [key, value] of Object.entries(place)) {
        if (typeof value === "number" && Number.isInteger(value) && value >= 0 && isTotalKey(key))
          return value;
      }
    }
  }
  return undefined;
}

export interface NextPage {
  /** The result field the continuation came from (`nextPageToken`, `next_cursor`, `pageInfo.endCursor`). */
  field: string;
  value: string | number;
}

const CONTINUATION_WORDS = new Set(["offset", "cursor", "token", "marker", "page"]);

function isNextKey(key: string): boolean {
  const words = identifierParts(key);
  if (words.includes("next"))
    return (
      words.some((w) => ["page", "token", "cursor", "marker", "offset", "next"].includes(w)) &&
      !words.includes("url") &&
      !words.includes("link")
    );
  // `{ hits, hit_count, cursor }`, Square's `{ <things>, cursor }`: a cursor beside the list is the next page's.
  return (
    words.join(" ") === "end cursor" ||
    words.join(" ") === "continuation token" ||
    words.join(" ") === "cursor"
  );
}

/**
 * The continuation a result offers for its next page, if any. `hasNextPage: false` (or
 * `has_more: false`) beside a cursor means there is none.
 */
export function nextPageOf(found: FoundCollection): NextPage | undefined {
  for (const envelope of [...found.envelopes].reverse()) {
    for (const place of [envelope, ...metaObjects(envelope)]) {
      const more = place.hasNextPage ?? place.has_next_page ?? place.has_more ?? place.hasMore;
      if (more === false) return undefined;
      for (const [key, raw] of Object.entries(place)) {
        const value = hrefOf(raw);
        if ((typeof value === "string" && value !== "") || (typeof value === "number" && key !== "total")) {
          if (isNextKey(key)) return { field: key, value: value as string | number };
        }
        // Asana's `next_page: { offset, path, uri }`: the next page described by an object — its
        // continuation is the field a paging word names (`offset`, `cursor`, `token`).
        if (isObject(value) && isNextKey(key))
          for (const [inner, v] of Object.entries(value))
            if (
              ((typeof v === "string" && v !== "") || typeof v === "number") &&
              identifierParts(inner).some((w) => CONTINUATION_WORDS.has(w.toLowerCase()))
            )
              return { field: `${key}.${inner}`, value: v };
      }
    }
  }
  return undefined;
}

/**
 * The record a single-record result carries: `{ invoice: {...} }`, `{ data: { invoice: {...} } }`
 * and `{ data: {...}, meta }` all show as the invoice itself. A wrapper is unwrapped only when it is
 * the one object field beside scalar metadata, and named by a wrapper word or the entity.
 */
export function recordOf(data: Json, entity?: string): Json {
  const own = entity ? singular(entity) : undefined;
  let current = data;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    // Paging and link objects beside a wrapper (`{ data: {...}, links: {...} }`) are its metadata.
    const objects = Object.entries(current).filter(([k, v]) => isObject(v) && !META_NAMES.has(bare(k)));
    const others = Object.entries(current).filter(([, v]) => !isObject(v));
    if (objects.length !== 1) break;
    const [key, inner] = objects[0] as [string, Json];
    const wrapper = ENVELOPE_NAMES.has(bare(key)) || lastWordIs(key, own) || others.length === 0;
    // Scalar siblings of a wrapper are paging or status metadata (`{ data: {...}, ok: true }`).
    if (
      !wrapper ||
      identityField(
        others.map(([k]) => k),
        own,
      ) !== undefined
    )
      break;
    current = inner;
  }
  return current;
}

/** Whether a result says more pages follow (`has_more`, `hasMore`, `hasNextPage`), when it says so. */
export function hasMoreOf(found: FoundCollection): boolean | undefined {
  for (const envelope of [...found.envelopes].reverse()) {
    for (const place of [envelope, ...metaObjects(envelope)]) {
      const more = place.hasNextPage ?? place.has_next_page ?? place.has_more ?? place.hasMore;
      if (typeof more === "boolean") return more;
      // A link to the next page (`@odata.nextLink`, `next_url`) is there only while there is more.
      for (const [key, value] of Object.entries(place)) {
        const words = identifierParts(key);
        if (
          typeof value === "string" &&
          value !== "" &&
          words.includes("next") &&
          words.some((w) => w === "link" || w === "url")
        )
          return true;
        // HAL's `_links.next: { href }`: a link object named next.
        if (words.join(" ") === "next" && typeof hrefOf(value) === "string" && hrefOf(value) !== "")
          return true;
      }
    }
  }
  return undefined;
}

/**
 * The value to send as the page parameter `param` for the next page: the continuation itself, or,
 * when the result gives the next page as a link (`next: "https://…/users?cursor=abc&limit=50"`),
 * that link's `param` value — undefined when the link does not carry it (a link is never sent).
 */
export function continuationFor(next: NextPage, param: string): string | number | undefined {
  if (typeof next.value !== "string" || !/^(https?:\/\/|\/|\?)/i.test(next.value)) return next.value;
  try {
    const url = new URL(next.value, "http://relative.invalid");
    return url.searchParams.get(param) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The order a tool says its results come in ("List shipments, newest first", "latest check-in
 * first", "biggest first"): a top-N of that order needs no sort parameter.
 */
export function declaredOrder(
  description: string | undefined,
): { field: "date" | "amount"; dir: "asc" | "desc" } | undefined {
  const d = (description ?? "").slice(0, 400);
  const first = (words: string) =>
    new RegExp(`\\b(?:${words})\\b(?:\\s+[\\w-]+){0,3}\\s+first\\b`, "i").test(d);
  // "newest first", "the most recently created invoices appearing first", "reverse chronological order".
  if (first("newest|latest|most recent(?:ly)?|recent(?:ly)?") || /\breverse[- ]chronological/i.test(d))
    return { field: "date", dir: "desc" };
  if (first("oldest|earliest") || /\bchronological(?:ly)?\b/i.test(d)) return { field: "date", dir: "asc" };
  if (first("largest|biggest|highest|most expensive")) return { field: "amount", dir: "desc" };
  if (first("smallest|lowest|cheapest")) return { field: "amount", dir: "asc" };
  return undefined;
}

/**
 * The words between the declared order's word and "first" ("newest reported first": `reported`;
 * "latest check-in first": `check-in`): which field of the kind the tool orders by, where its
 * records have several. Empty when none is said ("newest first").
 */
export function declaredOrderWords(description: string | undefined): string[] {
  const d = (description ?? "").slice(0, 400);
  const m =
    /\b(?:newest|latest|most recent(?:ly)?|recent(?:ly)?|oldest|earliest|largest|biggest|highest|most expensive|smallest|lowest|cheapest)\b((?:\s+[\w-]+){0,3})\s+first\b/i.exec(
      d,
    );
  return (m?.[1] ?? "").trim().toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * The value a typed value carries — an object naming its type and holding the value under that
 * name (`{ type: "status", status: { name: "Done", color: "green" } }`, `{ type: "title", title:
 * [{ plain_text: "Fix login" }] }`, `{ type: "people", people: [{ name: "Maya Chen" }] }`, `{ type:
 * "date", date: { start: "2025-10-03", end: null } }`, `{ type: "number", number: 5 }`): rich text as
 * its plain text, an option or a person as its name, a date as its start (and end), an id with a
 * prefix as `PREFIX-n`, a list as its items' values, a linked record `{ id }` as its id. Undefined
 * when the value is no typed value, or its content has no shape read here (left as it is).
 */
export function typedValue(value: unknown, depth = 0): unknown {
  if (!isObject(value) || typeof value.type !== "string" || !(value.type in value) || depth > 2)
    return undefined;
  const inner = value[value.type];
  if (inner === null || typeof inner !== "object") return inner;
  const one = (item: unknown): unknown => {
    if (!isObject(item)) return item;
    const typed = typedValue(item, depth + 1);
    if (typed !== undefined) return typed;
    if (typeof item.plain_text === "string") return item.plain_text;
    if (typeof item.name === "string") return item.name;
    if (typeof item.start === "string")
      return typeof item.end === "string" && item.end !== "" ? `${item.start} – ${item.end}` : item.start;
    if (typeof item.number === "number" && typeof item.prefix === "string")
      return item.prefix ? `${item.prefix}-${item.number}` : item.number;
    // A linked record or a person given by id alone (`{ id }`, `{ object: "user", id }`).
    const keys = Object.keys(item);
    if (keys.includes("id") && keys.every((k) => k === "id" || k === "object")) return item.id;
    return undefined;
  };
  if (Array.isArray(inner)) {
    // Rich text is one text in pieces; any other list is its items' values.
    if (inner.length > 0 && inner.every((x) => isObject(x) && typeof x.plain_text === "string"))
      return inner.map((x) => (x as Json).plain_text).join("");
    const items = inner.map(one);
    return items.some((x) => x === undefined) ? undefined : items;
  }
  return one(inner);
}

/**
 * A record whose field is a map of typed values (a Notion page's `properties`: every value a typed
 * value) shows each as its own field, read as its value: `{ id, properties: { Status: { type:
 * "status", status: { name: "Done" } } } }` → `{ id, Status: "Done" }`. A property whose content is
 * not read here, or whose name the record already has, stays in the map. Other records unchanged.
 */
export function withTypedFields(record: Json): Json {
  const isMap = (v: unknown): v is Json =>
    isObject(v) &&
    Object.keys(v).length > 0 &&
    Object.values(v).every((x) => isObject(x) && typeof x.type === "string" && x.type in x);
  const maps = Object.entries(record).filter(([, v]) => isMap(v));
  if (maps.length === 0) return record;
  const taken = new Set(Object.keys(record));
  const out: Json = {};
  // The map's values take its place among the record's fields, in their order.
  for (const [key, value] of Object.entries(record)) {
    if (!isMap(value)) {
      out[key] = value;
      continue;
    }
    const rest: Json = {};
    for (const [name, v] of Object.entries(value)) {
      const read = typedValue(v);
      if (read === undefined || taken.has(name)) rest[name] = v;
      else {
        out[name] = read;
        taken.add(name);
      }
    }
    if (Object.keys(rest).length > 0) out[key] = rest;
  }
  return out;
}
