/**
 * The router view of one turn (DESIGN.md §3 "Routing and budgets"): ≤ 8 candidates whose schemas fit
 * the planner budget, the cards the router sees (all when ≤ 40 eligible, else the strongest 40), and
 * the omitted families it may ask for. `expandFamily` is the deterministic second lookup.
 */

import { extractDateRange } from "@/lib/semantics/dates";
import { groupingAsked, moneyFlowAsked } from "@/lib/semantics/grouping";
import { abbreviatedEntity, looseIds, withIdsWritten } from "@/lib/semantics/loose-ids";
import {
  dottedNamesIn,
  entityOfGlobalId,
  entityOfIdentifier,
  firstNameWord,
  lookedUpName,
  PROPER_NAME,
  properNamesIn,
  withNamesCased,
} from "@/lib/semantics/names";
import {
  type EntityVocabulary,
  entityVocabulary,
  filtersByEmail,
  type IdFormat,
  idFormats,
  paramInfos,
  recordsCarryMoney,
  referenceFields,
  searchesNames,
  searchesTitles,
} from "@/lib/semantics/params";
import { asksTime, asksWho, guidanceAsked, pointsAtSomething } from "@/lib/semantics/question-kind";
import { GENERIC } from "@/lib/semantics/question-text";
import { tokenize } from "@/lib/semantics/tokens";
import { identifierWords, isPlural, isPossessive, singular } from "@/lib/semantics/words";
import type { CapabilityCard } from "../capabilities/types";
import { DEFAULT_SCHEMA_BUDGET_BYTES, fitSchemaBudget } from "./budget";
import { buildRoutingIndex, type RoutingIndex } from "./build-index";
import { toCard } from "./cards";
import { fusedRank } from "./fusion";
import { producerCandidates } from "./producers";
import { stem } from "./stem";
import type {
  OmittedFamily,
  RankContext,
  Ranking,
  RoutableTool,
  RouteCandidate,
  RouteDiagnostic,
  ScoredTool,
} from "./types";
import { extractValues } from "./values";

export const MAX_CANDIDATES = 8;
export const MAX_CARDS = 40;

export interface Route {
  candidates: RouteCandidate[];
  cards: CapabilityCard[];
  omittedFamilies: OmittedFamily[];
  diagnostics: RouteDiagnostic[];
}

export interface RouteOptions {
  /** A prebuilt index of these capabilities (see `indexFor`). */
  index?: RoutingIndex;
  maxCandidates?: number;
  maxCards?: number;
  budgetBytes?: number;
}

const indexes = new WeakMap<readonly RoutableTool[], RoutingIndex>();

/** What routing reads of a catalog beyond its text, computed once per index (never per question). */
interface CatalogFacts {
  eligible: RoutableTool[];
  vocab: EntityVocabulary;
  kb?: RoutableTool;
  entities: Set<string>;
  /** The get/detail tool of each entity. */
  getters: Map<string, RoutableTool>;
  /** Identifier formats the eligible tools declare or show by example. */
  formats: IdFormat[];
  /** Searches that take a name (their text parameter or description says so). */
  nameSearches: RoutableTool[];
  /** Searches by title ("Search for movies by title."): a capitalized word may as well be a title. */
  titleSearches: RoutableTool[];
  /** Searches by a free text (any parameter of theirs is free text). */
  textSearches: RoutableTool[];
  /** Searches and lists that filter by an email address (a parameter called, typed or described so). */
  emailSearches: RoutableTool[];
  /** Lists and searches of the records inside one record of their own entity, by its required id (`database_id`). */
  containerQueries: RoutableTool[];
  /** Every word of the eligible tools (entities, names, parameters, declared values, descriptions). */
  words: Set<string>;
  /** Lists and searches of dated records with an amount in a currency (`recordsCarryMoney`). */
  moneyLists: RoutableTool[];
}
const facts = new WeakMap<RoutingIndex, CatalogFacts>();
function factsOf(index: RoutingIndex): CatalogFacts {
  let f = facts.get(index);
  if (!f) {
    const eligible = index.docs.map((d) => d.tool);
    const getters = new Map<string, RoutableTool>();
    for (const t of eligible) {
      const e = singular(t.entity);
      if ((t.operation === "get" || t.operation === "detail") && !getters.has(e)) getters.set(e, t);
    }
    f = {
      eligible,
      vocab: entityVocabulary(eligible),
      formats: idFormats(eligible),
      kb: eligible.find((t) => t.id.startsWith("kb:")),
      entities: new Set(eligible.map((t) => singular(t.entity))),
      getters,
      nameSearches: eligible.filter(
        (t) =>
          (t.operation === "search" || t.operation === "list") &&
          paramInfos(t).some((p) => searchesNames(p, t.description)),
      ),
      titleSearches: eligible.filter(
        (t) =>
          (t.operation === "search" || t.operation === "list") &&
          paramInfos(t).some((p) => searchesTitles(p, t.description) && !searchesNames(p, t.description)),
      ),
      textSearches: eligible.filter(
        (t) =>
          t.operation === "search" &&
          !t.id.startsWith("kb:") &&
          paramInfos(t).some((p) => p.freeText !== undefined),
      ),
      emailSearches: eligible.filter(
        (t) =>
          (t.operation === "search" || t.operation === "list") &&
          paramInfos(t).some((p) => filtersByEmail(p, t.description)),
      ),
      moneyLists: eligible.filter(
        (t) => (t.operation === "search" || t.operation === "list") && recordsCarryMoney(t),
      ),
      containerQueries: eligible.filter(
        (t) =>
          (t.operation === "search" || t.operation === "list") &&
          paramInfos(t).some((p) => p.required && !p.path && p.entity === singular(t.entity)),
      ),
      words: new Set(
        eligible
          .filter((t) => !t.id.startsWith("kb:"))
          .flatMap((t) => [
            ...identifierWords(t.entity),
            ...identifierWords(t.localName),
            ...(t.description.toLowerCase().match(/\p{L}+/gu) ?? []).map(singular),
            ...paramInfos(t).flatMap((p) => [
              ...identifierWords(p.name),
              ...(p.enumValues ?? []).flatMap((v) => identifierWords(v)),
            ]),
          ]),
      ),
    };
    facts.set(index, f);
  }
  return f;
}

/** The words of the catalog's entities, singular (`purchase order` → purchase, order): the records' nouns. */
function recordWords(index: RoutingIndex): ReadonlySet<string> {
  const memo = index.memo.get("record-words") as Set<string> | undefined;
  if (memo) return memo;
  const out = new Set(index.docs.flatMap((d) => identifierWords(d.tool.entity).map(singular)));
  index.memo.set("record-words", out);
  return out;
}

/** "Ines Lund's": a full name (two words or more) in the possessive. */
function possessiveName(text: string): boolean {
  return properNamesIn(text).some(isPossessive);
}

/** One index per catalog version: a snapshot's capability array is immutable, so its identity is the version. */
export function indexFor(caps: readonly RoutableTool[]): RoutingIndex {
  let index = indexes.get(caps);
  if (!index) {
    index = buildRoutingIndex(caps);
    indexes.set(caps, index);
  }
  return index;
}

function omitted(
  eligible: readonly RoutableTool[],
  shown: ReadonlySet<string>,
  familyOrder: Map<string, number>,
): OmittedFamily[] {
  const byFamily = new Map<string, { count: number; operations: Set<string> }>();
  for (const cap of eligible) {
    if (shown.has(cap.id)) continue;
    const entry = byFamily.get(cap.family) ?? { count: 0, operations: new Set<string>() };
    entry.count++;
    entry.operations.add(cap.operation);
    byFamily.set(cap.family, entry);
  }
  const rankOf = (f: string) => familyOrder.get(f) ?? Number.MAX_SAFE_INTEGER;
  return [...byFamily]
    .map(([family, e]) => ({ family, count: e.count, operations: [...e.operations].sort() }))
    .sort((a, b) => rankOf(a.family) - rankOf(b.family) || (a.family < b.family ? -1 : 1));
}

/** The empty-catalog route, or undefined when the index has eligible capabilities. */
export function emptyRoute(index: RoutingIndex): Route | undefined {
  if (index.docs.length > 0) return undefined;
  return {
    candidates: [],
    cards: [],
    omittedFamilies: [],
    diagnostics: [{ code: "routing:empty_catalog", message: "no eligible capability in the snapshot" }],
  };
}

/** How many ranked tools a route needs: enough for every card and every candidate. */
export function rankLimit(opts: RouteOptions): number {
  return Math.max(opts.maxCards ?? MAX_CARDS, MAX_CANDIDATES);
}

export function route(
  snapshotCaps: readonly RoutableTool[],
  question: string,
  ctx: RankContext = {},
  opts: RouteOptions = {},
): Route {
  const index = opts.index ?? indexFor(snapshotCaps);
  // Only eligible capabilities are ever ranked or shown (DESIGN.md §3).
  const empty = emptyRoute(index);
  if (empty) return empty;
  const ranked = routeFromRanking(
    index,
    fusedRank(index, question, ctx, { limit: rankLimit(opts) }),
    ctx,
    opts,
  );
  const max = opts.maxCandidates ?? MAX_CANDIDATES;
  return withStructuralCandidates(ranked, index, question, ctx, max);
}

/** What structure adds to any ranking: the knowledge base, owners of identifiers, what the selection refers to. */
export function withStructuralCandidates(
  r: Route,
  index: RoutingIndex,
  question: string,
  ctx: RankContext,
  max: number,
): Route {
  const withKb = withKnowledgeBase(withDeclaredValues(r, index, question, max), index, question, max);
  const owners = withSelectionOwners(
    withIdentifierOwners(withKb, index, question, max),
    index,
    question,
    ctx,
    max,
  );
  return withDatedListers(
    withMoneyMeasures(
      withContainerQueries(
        withHashNames(
          withEmailSearches(withNameSearches(owners, index, question, max), index, question, max),
          index,
          question,
          max,
        ),
        index,
        question,
        max,
      ),
      index,
      question,
      max,
    ),
    index,
    question,
    max,
  );
}

/**
 * "who in sales is on leave?": nothing routes, and the question names values an operation card
 * declares for its inputs (`department` Sales, `status` on_leave) — values read from a light schema,
 * never as text (build-index.ts), so a word they share with a tool that routes on its own
 * ("active licences") never adds a second one. The cards naming the most such values join, at most 3.
 */
export function withDeclaredValues(r: Route, index: RoutingIndex, question: string, max: number): Route {
  if (r.candidates.length > 0) return r;
  const asked = new Set((question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(stem));
  const scored = index.docs
    .filter((d) => d.tool.schemaState === "light")
    .map((d) => ({
      tool: d.tool,
      named: new Set(
        d.enumTerms
          .filter((e) => {
            const words = identifierWords(e.value).filter((w) => !STOP_WORDS.has(w));
            return words.length > 0 && words.every((w) => asked.has(stem(w)));
          })
          .map((e) => e.value),
      ).size,
    }))
    .filter((s) => s.named > 0);
  if (scored.length === 0) return r;
  const most = Math.max(...scored.map((s) => s.named));
  const tools = scored.filter((s) => s.named === most).map((s) => s.tool);
  return joinRoute(
    r,
    tools.slice(0, Math.min(max, 3)),
    max,
    (t) => `declares values of its inputs the question names (${singular(t.entity)})`,
    1,
  );
}
const STOP_WORDS = new Set(["on", "in", "of", "the", "a", "an", "at", "to", "by", "for", "and", "or"]);

/** "#design", "#support-escalations": a hash before a word (never "#4512", a number). */
const HASH_NAME = /(?<![\p{L}\p{N}&/])#\p{L}[\p{L}\p{N}_-]*/u;
/** A parameter's description showing a name written after a hash ("#general", "its name starting with #..."). */
const HASH_EXAMPLE = /(?:^|[\s'"`(])#(?:\p{L}|\.\.\.)/u;

/**
 * The entities whose records a parameter takes by a `#name` (its description shows one), each with
 * the tools taking it: `channel_id` "ID … or its name starting with #" → channel.
 */
function hashNamedEntities(index: RoutingIndex): ReadonlyMap<string, RoutableTool[]> {
  const memo = index.memo.get("hash-named") as Map<string, RoutableTool[]> | undefined;
  if (memo) return memo;
  const { eligible, entities } = factsOf(index);
  const out = new Map<string, RoutableTool[]>();
  for (const t of eligible)
    for (const p of paramInfos(t)) {
      const said = typeof p.schema.description === "string" ? p.schema.description : "";
      if (!HASH_EXAMPLE.test(said)) continue;
      const entity =
        p.entity ??
        identifierWords(p.name)
          .map(singular)
          .find((w) => entities.has(w));
      if (entity === undefined || !entities.has(entity)) continue;
      const tools = out.get(entity) ?? [];
      if (!tools.includes(t)) tools.push(t);
      out.set(entity, tools);
    }
  index.memo.set("hash-named", out);
  return out;
}

/**
 * "what's the topic of #design", "what's happening in #engineering": a name written after a hash,
 * where the catalog takes a record by such a name (a parameter's description shows one), is that
 * record — the lists of its entity (to read its fields) and the tools taking it join the route, in
 * free places only.
 */
export function withHashNames(r: Route, index: RoutingIndex, question: string, max: number): Route {
  const free = max - r.candidates.length;
  if (free <= 0 || !HASH_NAME.test(question)) return r;
  const named = hashNamedEntities(index);
  if (named.size !== 1) return r;
  const [[entity, takers]] = [...named];
  const lists = factsOf(index).eligible.filter(
    (t) => t.operation === "list" && singular(t.entity) === entity && !paramInfos(t).some((p) => p.required),
  );
  const tools = [...lists, ...takers].filter((t) => !r.candidates.some((c) => c.id === t.id));
  return joinRoute(
    r,
    tools.slice(0, free),
    max,
    (t) =>
      lists.includes(t)
        ? `lists ${entity} records; the question names one by #name`
        : `takes a ${entity} by #name; the question names one`,
    (r.candidates.at(-1)?.score ?? 1) * 0.5,
  );
}

/**
 * "monthly revenue", "spend per month", "revenue by city": money measured over records no word
 * names (a group named after "by" only splits them) — the lists of dated records with an amount
 * in a currency join the route, in free places only; the planner takes the one such entity or asks
 * which.
 */
export function withMoneyMeasures(r: Route, index: RoutingIndex, question: string, max: number): Route {
  const free = max - r.candidates.length;
  const ask = groupingAsked(question);
  if (free <= 0 || !ask || !moneyFlowAsked(ask, question)) return r;
  const records = recordWords(index);
  const by = new Set(ask.by);
  const named = (question.match(/\p{L}+/gu) ?? []).some((w) => {
    const word = singular(w.toLowerCase());
    return records.has(word) && !by.has(word);
  });
  if (named) return r;
  const tools = factsOf(index).moneyLists.filter((t) => !r.candidates.some((c) => c.id === t.id));
  return joinRoute(
    r,
    tools.slice(0, free),
    max,
    (t) => `lists ${singular(t.entity)} records with an amount in a currency; the question measures money`,
    (r.candidates.at(-1)?.score ?? 1) * 0.5,
  );
}

/**
 * "list the open tasks", "how many meetings did we have in September?": records named by a plural
 * noun no word of any tool matches may be the rows of a container the person made (a Notion
 * database) — the one tool that reads a container's rows by its id joins the route, in free places
 * only; the planner asks which container holds them.
 */
export function withContainerQueries(r: Route, index: RoutingIndex, question: string, max: number): Route {
  const free = max - r.candidates.length;
  const { containerQueries, words, entities } = factsOf(index);
  if (free <= 0 || containerQueries.length !== 1) return r;
  const unnamed = tokenize(question).some(
    (t) =>
      /^\p{Ll}+$/u.test(t.text) &&
      isPlural(t.text) &&
      !entities.has(singular(t.text)) &&
      !words.has(singular(t.text)) &&
      !words.has(t.text),
  );
  if (!unnamed) return r;
  return joinRoute(
    r,
    containerQueries,
    max,
    (t) => `reads the ${singular(t.entity)}'s records; the question names records no tool names`,
    (r.candidates.at(-1)?.score ?? 1) * 0.5,
  );
}

/**
 * "what do I have today", "anything on tomorrow?": dates, and every other word only shapes the
 * question (no word of records, of a value, of anything to search) — the lists that take a date and need nothing else the question lacks (each required input a date, or
 * one its description offers a main value for: "Use 'primary' for the main calendar") join the
 * route, in free places only; the planner takes the one such lister or none.
 */
export function withDatedListers(r: Route, index: RoutingIndex, question: string, max: number): Route {
  const free = max - r.candidates.length;
  const dates = free > 0 ? extractDateRange(question, new Date()) : undefined;
  if (!dates) return r;
  // Dates alone: every other word only shapes the question ("what do I have", "anything on").
  const rest = `${question.slice(0, dates.start)} ${question.slice(dates.end)}`;
  if (tokenize(rest).some((t) => !GENERIC.has(t.text.toLowerCase().replace(/['’]s$/, "")))) return r;
  const tools = factsOf(index).eligible.filter((t) => {
    if (t.operation !== "list" && t.operation !== "search") return false;
    const params = paramInfos(t);
    return (
      params.some((p) => p.date !== undefined) &&
      params.every((p) => !p.required || p.date !== undefined || p.main !== undefined)
    );
  });
  return joinRoute(
    r,
    tools.filter((t) => !r.candidates.some((c) => c.id === t.id)).slice(0, free),
    max,
    (t) => `lists ${singular(t.entity)} records by date; the question gives dates and names no records`,
    (r.candidates.at(-1)?.score ?? 1) * 0.5,
  );
}

/**
 * Tools structure adds to a route, each with a reason: appended (taking the places of the weakest
 * ranked candidates, so the route keeps its bound) unless already there.
 */
function joinRoute(
  r: Route,
  tools: readonly RoutableTool[],
  max: number,
  reason: (t: RoutableTool) => string,
  score: number,
): Route {
  const added = tools
    .filter((t, i) => !r.candidates.some((c) => c.id === t.id) && tools.indexOf(t) === i)
    .map((t) => ({ id: t.id, score, reasons: [reason(t)] }));
  if (added.length === 0) return r;
  const kept = r.candidates.slice(0, Math.max(0, max - added.length));
  return {
    ...r,
    candidates: [...kept, ...added],
    diagnostics: r.diagnostics.filter((d) => d.code !== "routing:no_match"),
  };
}

/**
 * "Look up Marta Kowalczyk", "what is Sofia working on?": a full name, or a first name where a person
 * stands (`firstNameWord`), that no word of a tool matches still has somewhere to go —
 * the searches by name of the catalog join the route, in free places only (never displacing a
 * ranked candidate).
 */
export function withNameSearches(r: Route, index: RoutingIndex, question: string, max: number): Route {
  const free = max - r.candidates.length;
  if (free <= 0) return r;
  // "what is Sofia working on?": one first name where a person stands is a name as surely.
  const { entities } = factsOf(index);
  const named =
    PROPER_NAME.test(question) ||
    firstNameWord(tokenize(question), entities) !== undefined ||
    // "find Arjun", "look up Dr. Okafor": the question is a lookup of a name and nothing else.
    lookedUpName(question, entities) !== undefined ||
    // "what's ines lund's email": a full name typed in lower case as the possessive of what is asked
    // is read as the name it is, as the planner reads it. Only a possessive: "licences for slak pro"
    // may be a slip of a value, "is sofia working" or "zzz qqq" are no one's.
    possessiveName(withNamesCased(question, (w) => index.postings.has(stem(w)), recordWords(index)));
  if (!named) return r;
  const { nameSearches, titleSearches, textSearches } = factsOf(index);
  // A catalog with no search by name still finds a name as text ("Search for records containing
  // specific text"): its free-text searches stand in.
  // "when did Jaws come out?": a name may as well be a title — the searches by title join beside them
  // (the planner asks which kind is meant when the question's words do not say it).
  const searches = nameSearches.length > 0 ? [...nameSearches, ...titleSearches] : textSearches;
  const tools = searches.filter((t) => !r.candidates.some((c) => c.id === t.id)).slice(0, Math.min(free, 3));
  const joined = joinRoute(
    r,
    tools,
    max,
    (t) =>
      titleSearches.includes(t)
        ? `searches ${singular(t.entity)} by title; the question gives a name`
        : nameSearches.length > 0
          ? `searches ${singular(t.entity)} by name; the question gives a name`
          : `searches ${singular(t.entity)} by text; the question gives a name`,
    (r.candidates.at(-1)?.score ?? 1) * 0.5,
  );
  // "when was Tom Hanks born?": a time asked of the one named may be in their details only — the
  // detail read of each kind searched joins too (after the searches, in free places only).
  if (!asksTime(question) || max - joined.candidates.length <= 0) return joined;
  const { getters } = factsOf(index);
  const details = tools.flatMap((t) => getters.get(singular(t.entity)) ?? []);
  return joinRoute(
    joined,
    details.slice(0, max - joined.candidates.length),
    max,
    (t) => `reads the details of the ${singular(t.entity)} named; the question asks when`,
    (joined.candidates.at(-1)?.score ?? 1) * 0.5,
  );
}

/**
 * "Who is amara@okafor.studio?": an email address no word of a tool matches still has somewhere to
 * go — the searches and lists that filter by email join the route, in free places only.
 */
export function withEmailSearches(r: Route, index: RoutingIndex, question: string, max: number): Route {
  const free = max - r.candidates.length;
  if (free <= 0 || extractValues(question).emails.length === 0) return r;
  const tools = factsOf(index).emailSearches.filter((t) => !r.candidates.some((c) => c.id === t.id));
  return joinRoute(
    r,
    tools.slice(0, Math.min(free, 3)),
    max,
    (t) => `filters ${singular(t.entity)} by email; the question gives an email address`,
    (r.candidates.at(-1)?.score ?? 1) * 0.5,
  );
}

/**
 * "Who drove this trip?", "show the customer of this order": the selected row refers to another
 * entity (`driverNo`, `customer_id`); when the question asks who, or names that entity, its get tool
 * joins the route so the reference can be followed.
 */
export function withSelectionOwners(
  r: Route,
  index: RoutingIndex,
  question: string,
  ctx: RankContext,
  max: number,
): Route {
  const row = ctx.selection?.row;
  if (!row) return r;
  const { vocab, getters } = factsOf(index);
  const own = singular(ctx.selection?.entity ?? "");
  const who = asksWho(question);
  const words = new Set((question.match(/\p{L}+/gu) ?? []).map(singular));
  const referenced = [
    ...new Set(
      referenceFields(row, vocab)
        .map((r) => r.entity)
        .filter((e) => e !== own && (who || words.has(e))),
    ),
  ];
  // "what's their email?": a field of the selected record itself, when no other entity is named.
  const namesEntity = [...vocab.entities].some((e) => words.has(e));
  if (!who && !namesEntity && pointsAtSomething(question)) referenced.push(own);
  const tools = referenced.map((e) => getters.get(e)).filter((t): t is RoutableTool => t !== undefined);
  return joinRoute(
    r,
    tools,
    max,
    (t) => `the selected ${own} refers to a ${singular(t.entity)}`,
    (r.candidates[0]?.score ?? 1) * 0.5,
  );
}

/**
 * An identifier whose prefix abbreviates an entity ("what's going on with TCK-004211?") routes to
 * that entity's get/detail tool even when no word of the question matches it.
 */
export function withIdentifierOwners(r: Route, index: RoutingIndex, question: string, max: number): Route {
  const { entities, getters, formats } = factsOf(index);
  // "OPS217", "ENG 142": an identifier typed without its separator, written as the catalog declares it.
  const written = withIdsWritten(question, formats, entities);
  // "+447700900123": a phone number in international form keeps its plus.
  const owners = (written.match(/\+?[\p{L}\p{N}]+(?:[-_:#][\p{L}\p{N}]+)*/gu) ?? []).filter((t) =>
    /\d/.test(t),
  );
  // "sensor.attic_humidity": a namespaced name routes to each get tool whose required key shows its shape.
  const dotted = dottedNamesIn(question).map((d) => d.text);
  if (owners.length === 0 && dotted.length === 0 && !/\d/.test(question)) return r;
  const ownerOf = (t: string) =>
    formats.find((f) => !f.weak && f.pattern.test(t))?.entity ??
    // "whats in o-111681": an identifier typed in lower case is the declared one (`^O-\d{6}$`).
    (/\p{Ll}/u.test(t) && /^\p{L}+[-_:#]\p{N}/u.test(t)
      ? formats.find((f) => !f.weak && f.pattern.test(t.toUpperCase()))?.entity
      : undefined) ??
    entityOfIdentifier(t, entities) ??
    entityOfGlobalId(t, entities) ??
    formats.find((f) => !f.opaque && f.pattern.test(t))?.entity;
  const named = getterNames(index);
  const spaced = looseIds(question)
    .map((id) => abbreviatedEntity(id, named.keys()))
    .map((e) => (e === undefined ? undefined : named.get(e)));
  const tools = [
    ...new Set([
      ...[...new Set(owners.map(ownerOf).filter((e) => e !== undefined))].map((e) => getters.get(e)),
      ...spaced,
      ...numberedOwners(index, question),
      ...dottedOwners(index, dotted),
    ]),
  ].filter((t): t is RoutableTool => t !== undefined);
  return joinRoute(
    r,
    tools,
    max,
    (t) => `identifier of a ${singular(t.entity)} in the question`,
    (r.candidates[0]?.score ?? 1) * 0.5,
  );
}

/** The get/detail tools whose required key has the shape of one of these namespaced names. */
function dottedOwners(index: RoutingIndex, names: readonly string[]): RoutableTool[] {
  if (names.length === 0) return [];
  return factsOf(index).eligible.filter(
    (t) =>
      (t.operation === "get" || t.operation === "detail") &&
      paramInfos(t).some((p) => p.required && p.shape !== undefined && names.some((n) => p.shape?.test(n))),
  );
}

/**
 * Each get/detail tool by the names of what it gets: its entity, and the entity its required
 * identifier names when that says more (`PurchaseOrders_Get` of "order" by `purchaseOrderId`).
 */
function getterNames(index: RoutingIndex): ReadonlyMap<string, RoutableTool> {
  const memo = index.memo.get("getter-names") as Map<string, RoutableTool> | undefined;
  if (memo) return memo;
  const out = new Map(factsOf(index).getters);
  for (const t of out.values())
    for (const p of paramInfos(t))
      if (p.required && p.entity && !out.has(p.entity) && p.entity.endsWith(singular(t.entity)))
        out.set(p.entity, t);
  index.memo.set("getter-names", out);
  return out;
}

/**
 * "what's the status of #4512?", "who handled acme/api#87?": a number of two digits or more
 * written after "#" is a record's number ("#1" more often a rank) — of a kind of records the get
 * tools take a whole number for as their own identifier. Every such get tool, so the planner sees
 * when two kinds fit (an issue or a pull request) and asks, never guessing one.
 */
function numberedOwners(index: RoutingIndex, question: string): RoutableTool[] {
  if (!/#\d{2,}(?![\p{L}\p{N}])/u.test(question)) return [];
  const { getters, vocab } = factsOf(index);
  return [...getters.values()].filter((t) =>
    paramInfos(t, vocab).some(
      (p) => p.required && p.entity === singular(t.entity) && p.schema.type === "integer",
    ),
  );
}

/**
 * Documents and data together (DESIGN.md §3): a question asking how, why, whether, or about a rule
 * always has the knowledge base among its candidates, beside whatever data tools it routed to.
 */
export function withKnowledgeBase(r: Route, index: RoutingIndex, question: string, max: number): Route {
  if (!guidanceAsked(question)) return r;
  const kb = factsOf(index).kb;
  if (!kb || r.candidates.some((c) => c.id === kb.id)) return r;
  const kept = r.candidates.slice(0, Math.max(0, max - 1));
  const score = (kept[0]?.score ?? 1) * 0.5;
  const reasons = ["knowledge base: the question asks how, why, whether or about a rule"];
  return {
    ...r,
    candidates: [...kept, { id: kb.id, score, reasons }],
    diagnostics: r.diagnostics.filter((d) => d.code !== "routing:no_match"),
  };
}

/**
 * The steps after ranking, shared by `route` and `routeHybrid`: chain-completion producers, the
 * ≤ 8 bound, the planner schema budget, the ≤ 40 cards and the omitted families.
 */
export function routeFromRanking(
  index: RoutingIndex,
  ranking: Ranking,
  ctx: RankContext,
  opts: RouteOptions,
  diagnostics: RouteDiagnostic[] = [],
): Route {
  const maxCards = opts.maxCards ?? MAX_CARDS;
  const { eligible, vocab } = factsOf(index);
  const maxCandidates = opts.maxCandidates ?? MAX_CANDIDATES;
  const top = ranking.tools.filter((t) => t.score > 0);
  const producers = producerCandidates(top.slice(0, maxCandidates), eligible, ranking.tools, ctx, 2, vocab);
  // Producers take the places of the weakest candidates, so the route stays within its bound.
  const produced = new Set(producers.map((p) => p.id));
  const strongest = [
    ...top.filter((t) => !produced.has(t.id)).slice(0, Math.max(1, maxCandidates - producers.length)),
    ...producers,
  ]
    .slice(0, maxCandidates)
    .sort((a, b) => b.score - a.score);
  const capsById = new Map(eligible.map((c) => [c.id, c]));
  const budget = fitSchemaBudget(strongest, capsById, opts.budgetBytes ?? DEFAULT_SCHEMA_BUDGET_BYTES);
  diagnostics.push(...budget.diagnostics);
  if (strongest.length === 0)
    diagnostics.push({
      code: "routing:no_match",
      message: "no capability shares a term or a context signal with the question",
    });

  const familyOrder = new Map(ranking.families.map((f, i) => [f.family, i]));
  const ordered: RoutableTool[] = [];
  const seen = new Set<string>();
  const cardLimit = Math.min(eligible.length, maxCards);
  const push = (cap: RoutableTool | undefined) => {
    if (cap && !seen.has(cap.id) && ordered.length < cardLimit) {
      seen.add(cap.id);
      ordered.push(cap);
    }
  };
  for (const t of ranking.tools) push(capsById.get(t.id));
  // Fill: tools of the strongest families first, then catalog order — deterministic either way.
  for (const f of ranking.families)
    for (const d of index.docsByFamily.get(f.family) ?? []) push(index.docs[d].tool);
  for (const cap of eligible) push(cap);

  return {
    candidates: budget.kept.map(({ id, score, reasons }) => ({ id, score, reasons })),
    cards: ordered.map(toCard),
    omittedFamilies: eligible.length > maxCards ? omitted(eligible, seen, familyOrder) : [],
    diagnostics,
  };
}

/** Resolves `mcp:orders` or just `orders` to a family of the index. */
function resolveFamily(index: RoutingIndex, family: string): string | undefined {
  if (index.docsByFamily.has(family)) return family;
  const matches = [...index.docsByFamily.keys()].filter((f) => f.slice(f.indexOf(":") + 1) === family);
  return matches.length === 1 ? matches[0] : undefined;
}

/**
 * Deterministic second lookup against the full trusted index, restricted to one family: its tools
 * ranked for the question, then the family's remaining tools in catalog order, up to `limit`.
 */
export function expandFamily(
  index: RoutingIndex,
  family: string,
  question: string,
  ctx: RankContext = {},
  limit = MAX_CANDIDATES,
): ScoredTool[] {
  const resolved = resolveFamily(index, family);
  if (resolved === undefined) return [];
  const ranked = fusedRank(index, question, ctx, { family: resolved, limit }).tools;
  const seen = new Set(ranked.map((t) => t.id));
  for (const d of index.docsByFamily.get(resolved) ?? []) {
    if (ranked.length >= limit) break;
    const tool = index.docs[d].tool;
    if (!seen.has(tool.id))
      ranked.push({
        id: tool.id,
        family: resolved,
        score: 0,
        reasons: [`member of requested family ${resolved}`],
      });
  }
  return ranked;
}
