/**
 * What else a source calls its entities, read from its own descriptions: "List guest accounts" and
 * "Get a guest account" call accounts guests. A word is an alias only when it stands right before
 * the entity's noun in at least two descriptions of that entity's tools, is no entity itself and
 * no declared value — so "List open orders" never makes "open" an order. A description that glosses
 * the entity's noun by another in parentheses ("List appointments (visits)", "pet owners (clients
 * of the practice)") says it once for all: a noun of the same number beside it is another name —
 * one noun, not a list of kinds ("documents (policies, guides)").
 */
import { COLLECTIVE_NAMES, ENTITY_NAMES, namesOfEntity } from "./entity-names";
import { oncePerFrozenList } from "./frozen-lists";
import { identifierParts, isPlural, PERSON_NOUNS, singular } from "./words";

interface Described {
  entity: string;
  description?: string;
  inputSchema?: unknown;
  /** The tool's own name (`PurchaseOrders_Get`): the words it writes before the entity's noun count too. */
  localName?: string;
}

const FUNCTION_WORDS = new Set(
  `a an the this that these those all any each every some one of for to in on by with from and or
  get list find search show fetch return returns read create update delete new its their your my our`.split(
    /\s+/,
  ),
);

/** Nouns that name no kind of record, only "a record of the kind just named" ("Patient resources"). */
export const GENERIC_NOUNS = new Set(["resource", "record", "object", "entry", "item", "entity"]);

function declaredValues(schema: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(schema)) for (const s of schema) declaredValues(s, out);
  else if (schema && typeof schema === "object") {
    for (const [k, v] of Object.entries(schema)) {
      if (k === "enum" && Array.isArray(v))
        for (const e of v)
          if (typeof e === "string") out.add(e.toLowerCase());
          else declaredValues(v, out);
    }
  }
  return out;
}

/** The entities of `caps` (singular) and every value their inputs declare (lower case). */
function entitiesAndValues(caps: readonly Described[]): { entities: Set<string>; values: Set<string> } {
  const values = new Set<string>();
  for (const c of caps) declaredValues(c.inputSchema, values);
  return { entities: new Set(caps.map((c) => singular(c.entity))), values };
}

/** Word → its entity, for the words that stand for one entity only. */
function ofOneEntity(of: ReadonlyMap<string, ReadonlySet<string>>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [w, named] of of) {
    const [entity] = named;
    if (named.size === 1 && entity) out.set(w, entity);
  }
  return out;
}

/**
 * The plural nouns the filters of a tool name its records by, one per filter whose description
 * starts "Only <records> …" ("Only work orders of this vehicle" → order, "Only fill-ups by this
 * driver" → fill-up), singular.
 */
function keptRecords(schema: unknown, depth = 0): string[] {
  const props = (schema as { properties?: unknown } | undefined)?.properties;
  if (!props || typeof props !== "object" || depth > 3) return [];
  const out: string[] = [];
  for (const p of Object.values(props as Record<string, unknown>)) {
    const { description } = (p ?? {}) as { description?: unknown };
    const m =
      typeof description === "string"
        ? /^\s*only\s+((?:[a-z]+(?:-[a-z]+)*\s+){0,2}[a-z]+(?:-[a-z]+)*)/i.exec(description)
        : null;
    const head = m?.[1]?.toLowerCase().split(/\s+/).find(isPlural);
    if (head) out.push(singular(head));
    out.push(...keptRecords(p, depth + 1));
  }
  return out;
}

function entityAliasesOf(caps: readonly Described[]): Map<string, string> {
  const { entities, values } = entitiesAndValues(caps);
  const seen = new Map<string, Map<string, number>>();
  // Word → the entities a description glosses by it.
  const glosses = new Map<string, Set<string>>();
  for (const c of caps) {
    const entity = singular(c.entity);
    const inText = (words: string[]) => {
      const found = new Set<string>();
      for (let i = 1; i < words.length; i++) {
        const before = words[i - 1];
        if (singular(words[i]) !== entity || !before || before.length < 3) continue;
        if (FUNCTION_WORDS.has(before) || entities.has(singular(before)) || values.has(before)) continue;
        found.add(singular(before));
      }
      return found;
    };
    const text = (c.description ?? "").slice(0, 300).toLowerCase();
    const described = inText(text.match(/[a-z]+/g) ?? []);
    const glossed = new Set<string>();
    // One noun in the parentheses: a list ("documents (policies, guides)") names kinds, not another name.
    for (const m of text.matchAll(/([a-z]+)\s*\(\s*([a-z]+)\b(?!\s*(?:[,/&]|and\b|or\b))/g)) {
      const [, outside = "", inside = ""] = m;
      // "MedicationRequest resources (prescriptions)": a generic noun right after the entity's own
      // (type) name stands for the entity.
      const before = /([a-z]+)\s+$/.exec(text.slice(0, m.index))?.[1] ?? "";
      const ofEntity =
        singular(outside) === entity || (GENERIC_NOUNS.has(singular(outside)) && before.endsWith(entity));
      const other = ofEntity ? inside : singular(inside) === entity ? outside : undefined;
      const noun = other === inside ? outside : inside;
      if (!other || other.length < 3 || isPlural(other) !== isPlural(noun)) continue;
      if (FUNCTION_WORDS.has(other) || entities.has(singular(other)) || values.has(other)) continue;
      glossed.add(singular(other));
      glosses.set(singular(other), (glosses.get(singular(other)) ?? new Set()).add(entity));
    }
    // The tool's name calling the entity by the same compound name as its own description
    // ("PurchaseOrders_Get", "Gets one purchase order") is a second place that says it.
    const named = new Set(
      (c.localName ?? "").split(/[^A-Za-z]+/).flatMap((chunk) => [...inText(identifierParts(chunk))]),
    );
    for (const w of new Set([...described, ...glossed])) {
      const byEntity = seen.get(w) ?? new Map<string, number>();
      byEntity.set(entity, (byEntity.get(entity) ?? 0) + (named.has(w) || glossed.has(w) ? 2 : 1));
      seen.set(w, byEntity);
    }
  }
  const out = new Map<string, string>();
  for (const [w, byEntity] of seen) {
    // A gloss names one entity outright; the same word before another entity's noun ("client
    // invoices" beside "owners (clients)") only says whose those records are.
    const glossed = glosses.get(w);
    if (glossed?.size === 1) {
      out.set(w, [...glossed][0] as string);
      continue;
    }
    const [entity, n] = [...byEntity].sort((a, b) => b[1] - a[1])[0] ?? [];
    if (entity && n !== undefined && n >= 2 && byEntity.size === 1) {
      out.set(w, entity);
      // "PR" for "pull request", "PO" for "purchase order": the initials of the two-word name.
      const initials = `${w[0]}${entity[0]}`;
      for (const a of [initials, `${initials}s`])
        if (!entities.has(a) && !values.has(a) && !FUNCTION_WORDS.has(a)) out.set(a, entity);
    }
  }
  for (const [w, { entity }] of describedHeadsOnce(caps)) if (!out.has(w)) out.set(w, entity);
  // "people", "persons": the one entity of people, when there is exactly one.
  const people = [...entities].filter((e) => PERSON_NOUNS.has(e));
  if (people.length === 1 && people[0] && !entities.has("person")) out.set("person", people[0]);
  return out;
}

/**
 * The noun a tool's description opens with, where it says what the tool gives of one record of
 * another kind: `get_standings` "League table for a competition." gives tables — "Serie A table"
 * asks for its standings. Only a description that starts with the noun phrase (at most one word
 * before the noun), the noun followed by "of" or "for", an article and, within six words, another
 * entity of the source ("of the two teams of a match"); a noun that is no entity, no declared
 * value, no function word and names no record of any kind ("details", "data"), said so by one
 * entity's tools only. Word (singular) → its entity, and whether the word in the singular names all
 * the records: the description says one (a table) where the tool's own name says its records in
 * the plural (`get_standings`).
 */
/** What a description calls any record's contents, of whatever kind ("Details of a customer"). */
const ANY_RECORD = new Set(["detail", "information", "info", "data", "list", "overview"]);

/**
 * The noun (singular) one tool's description opens with, of another of `entities` (see
 * describedHeadsOf), and whether it is said in the singular where the tool's name says its records in
 * the plural; undefined when the description opens otherwise.
 */
export function describedHeadOf(
  c: Described,
  entities: ReadonlySet<string>,
  values: ReadonlySet<string> = new Set(),
): { word: string; whole: boolean } | undefined {
  const entity = singular(c.entity);
  const plain = (w: string) =>
    w.length >= 3 &&
    !FUNCTION_WORDS.has(w) &&
    !FUNCTION_WORDS.has(singular(w)) &&
    !GENERIC_NOUNS.has(singular(w)) &&
    !ANY_RECORD.has(singular(w)) &&
    !entities.has(singular(w)) &&
    !values.has(w);
  const m = /^\s*(?:([a-z]+)\s+)?([a-z]+)\s+(?:of|for)\s+((?:a|an|the)\s+[a-z ]+)/.exec(
    (c.description ?? "").toLowerCase(),
  );
  if (!m) return undefined;
  const [, before, head = "", rest = ""] = m;
  const word = singular(head);
  if (word === entity || !plain(head) || (before !== undefined && !plain(before))) return undefined;
  // Another kind's record within the phrase ("of the two teams of a match").
  const owners = rest.split(/\s+/).slice(0, 6).map(singular);
  if (!owners.some((o) => o !== entity && entities.has(o))) return undefined;
  const named = identifierParts(c.localName ?? "").at(-1) ?? "";
  return { word, whole: !isPlural(head) && singular(named) === entity && isPlural(named) };
}

function describedHeadsOf(caps: readonly Described[]): Map<string, { entity: string; whole: boolean }> {
  const { entities, values } = entitiesAndValues(caps);
  const of = new Map<string, Set<string>>();
  const whole = new Set<string>();
  for (const c of caps) {
    const head = describedHeadOf(c, entities, values);
    if (!head) continue;
    of.set(head.word, (of.get(head.word) ?? new Set<string>()).add(singular(c.entity)));
    if (head.whole) whole.add(head.word);
  }
  return new Map([...ofOneEntity(of)].map(([w, entity]) => [w, { entity, whole: whole.has(w) }]));
}

/**
 * Other names of an entity its tools' filters say: "Only fill-ups of this vehicle", "Only fill-ups
 * by this driver" of the fuel logs' tool call its records fill-ups. A word is one when at least two
 * filters of one entity's tools start so, no filter of another entity's does, and it is no entity
 * and no declared value. Callers apply them to plural nouns, as the descriptions write them.
 */
function describedNamesOf(caps: readonly Described[]): Map<string, string> {
  const { entities, values } = entitiesAndValues(caps);
  const seen = new Map<string, Map<string, number>>();
  for (const c of caps) {
    const entity = singular(c.entity);
    for (const w of keptRecords(c.inputSchema)) {
      if (w === entity || w.length < 3 || entities.has(w) || values.has(w) || FUNCTION_WORDS.has(w)) continue;
      const byEntity = seen.get(w) ?? new Map<string, number>();
      byEntity.set(entity, (byEntity.get(entity) ?? 0) + 1);
      seen.set(w, byEntity);
    }
  }
  const out = new Map<string, string>();
  for (const [w, byEntity] of seen) {
    const [entity, n] = [...byEntity][0] ?? [];
    if (byEntity.size === 1 && entity && n !== undefined && n >= 2) out.set(w, entity);
  }
  return out;
}

/**
 * Other names of an entity, from the table of other names of one record: "tickets" are issues
 * where the source has issues and no tickets — when the word is no entity, no declared value and
 * stands for one entity only. Callers apply them to plural nouns ("open tickets"): a singular is as
 * often a mass noun or a state ("in stock").
 */
function entitySynonymsOf(caps: readonly Described[]): Map<string, string> {
  const { entities, values } = entitiesAndValues(caps);
  const of = new Map<string, Set<string>>();
  for (const row of ENTITY_NAMES) {
    const words = row.map((w) => singular(w));
    for (const entity of words.filter((w) => entities.has(w)))
      for (const w of words)
        if (w !== entity && w.length >= 3 && !entities.has(w) && !values.has(w) && !FUNCTION_WORDS.has(w))
          of.set(w, (of.get(w) ?? new Set<string>()).add(entity));
  }
  return ofOneEntity(of);
}

/**
 * Collective nouns of a people entity routed here ("staff", "headcount" of employees): word → entity,
 * when the word is no entity and no declared value. Callers apply them in either number — a
 * collective noun names all the records in the singular ("list our current staff").
 */
function collectiveNamesOf(caps: readonly Described[]): Map<string, string> {
  const { entities, values } = entitiesAndValues(caps);
  const out = new Map<string, string>();
  for (const [key, words] of Object.entries(COLLECTIVE_NAMES)) {
    // Of the entity by any of its true names (`staffer` of employee); one such entity only.
    const named = [...entities].filter((e) => namesOfEntity(key).includes(e));
    if (named.length !== 1 || !named[0]) continue;
    for (const w of words) if (!entities.has(w) && !values.has(w)) out.set(w, named[0]);
  }
  return out;
}

/**
 * Kinds of an entity's records its tools' descriptions list: "Search for grouped issues (errors and
 * performance problems)" says errors are issues of a kind — so "unresolved errors" asks for issues,
 * while the word still says which of them (it is no other name: `errors` is not every issue). Only a
 * plural noun of the entity glossed by a list of plural nouns ("users (agents, admins and end
 * users)"); a list after a singular or of singular nouns names fields ("repository (title, body,
 * state)", "books (title, year, genre)"). Word (singular head noun) → entity; a word listed for two
 * entities, an entity itself or a declared value is none.
 */
function describedKindsOf(caps: readonly Described[]): Map<string, string> {
  const { entities, values } = entitiesAndValues(caps);
  const of = new Map<string, Set<string>>();
  for (const c of caps) {
    const entity = singular(c.entity);
    const text = (c.description ?? "").slice(0, 300).toLowerCase();
    for (const m of text.matchAll(/([a-z]+)\s*\(([a-z ,]+)\)/g)) {
      const [, outside = "", inside = ""] = m;
      if (singular(outside) !== entity || !isPlural(outside)) continue;
      const items = inside
        .split(/,|\band\b|\bor\b/)
        .map((s) => s.trim().split(/\s+/).filter(Boolean))
        .filter((w) => w.length > 0);
      if (items.length < 2 || items.some((w) => w.length > 3)) continue;
      const heads = items.map((w) => w[w.length - 1] as string);
      if (heads.some((h) => !isPlural(h))) continue;
      for (const h of heads) {
        const w = singular(h);
        if (w === entity || w.length < 3 || entities.has(w) || values.has(h) || values.has(w)) continue;
        if (FUNCTION_WORDS.has(w)) continue;
        of.set(w, (of.get(w) ?? new Set<string>()).add(entity));
      }
    }
  }
  return ofOneEntity(of);
}

// Each reading above depends on the capabilities alone: once per list of a snapshot's (frozen)
// capabilities (frozen-lists.ts), a copy to each caller (a caller may add to its map).
const describedHeadsOnce = oncePerFrozenList(describedHeadsOf);
const entityAliasesOnce = oncePerFrozenList(entityAliasesOf);
const describedNamesOnce = oncePerFrozenList(describedNamesOf);
const entitySynonymsOnce = oncePerFrozenList(entitySynonymsOf);
const collectiveNamesOnce = oncePerFrozenList(collectiveNamesOf);
const describedKindsOnce = oncePerFrozenList(describedKindsOf);

/** See entityAliasesOf. */
export const entityAliases = (caps: readonly Described[]) => new Map(entityAliasesOnce(caps));
/** See describedNamesOf. */
export const describedNames = (caps: readonly Described[]) => new Map(describedNamesOnce(caps));
/** See entitySynonymsOf. */
export const entitySynonyms = (caps: readonly Described[]) => new Map(entitySynonymsOnce(caps));
/** See collectiveNamesOf. */
export const collectiveNames = (caps: readonly Described[]) => new Map(collectiveNamesOnce(caps));
/** The words of describedHeadsOf that, in the singular, name all of their entity's records. */
export const wholeListNouns = (caps: readonly Described[]) =>
  new Set([...describedHeadsOnce(caps)].flatMap(([w, h]) => (h.whole ? [w] : [])));
/** See describedKindsOf. */
export const describedKinds = (caps: readonly Described[]) => new Map(describedKindsOnce(caps));
