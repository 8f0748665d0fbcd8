/**
 * Explainable fit of one candidate to the question: the entity it names, the operation it asks for,
 * a verb that names the tool ("track"), how much of what was stated the tool can take, and whether
 * its required inputs are available. Every point carries a reason, shown in the plan's `reason`.
 */

import { nameNouns } from "@/lib/capabilities";
import { terms } from "@/lib/routing";
import { describedKinds, wholeListNouns } from "@/lib/semantics/aliases";
import { declaredRecordShape, schemaTypes } from "@/lib/semantics/declared-paths";
import {
  agentNoun,
  agentVerbOf,
  isClosedClass,
  namesDoerOf,
  pastActOf,
  pastFormOf,
} from "@/lib/semantics/english";
import { namesOfEntity } from "@/lib/semantics/entity-names";
import { namesField } from "@/lib/semantics/fields";
import {
  fullNameWords,
  isNameTitle,
  leadingName,
  looksLikeIdentifier,
  PROPER_NAME,
  properNamesIn,
  titledName,
} from "@/lib/semantics/names";
import {
  describedKeyField,
  type EntityVocabulary,
  filtersByEmail,
  looksUpByText,
  type ParamInfo,
  paramInfos,
  saysKind,
  searchesNames,
  selectsRecordKind,
} from "@/lib/semantics/params";
import { asksWho } from "@/lib/semantics/question-kind";
import { tokenize } from "@/lib/semantics/tokens";
import {
  CONTACT_WORDS,
  countryOfDemonym,
  identifierParts,
  isLanguageName,
  isPersonWord,
  isPlural,
  isPossessive,
  MEASURE_NAME_WORDS,
  PERSON_NOUNS,
  PLACE_FIELD_WORDS,
  personLike,
  plural as pluralOf,
  sameEvent,
  stem,
  withoutPossessive,
} from "@/lib/semantics/words";
import type { Capability } from "../../capabilities/types";
import {
  type Binding,
  datedWord,
  enumMatches,
  negatedBefore,
  recordsEvent,
  routeParams,
  type TitledPerson,
} from "./bind";
import { afterTimeCue } from "./dates";
import type { ParsedQuestion } from "./question";
import {
  bare,
  DEMONSTRATIVE,
  firstNameWord,
  GENERIC,
  identifierWords,
  placeOnly,
  placeQualified,
  REQUEST_VERBS,
  singular,
  type Token,
  verbOf,
} from "./text";

export interface Chain {
  source: Capability;
  sourceParam: string;
  param: ParamInfo;
  /** The lookup text is a proper name ("Tobias Lindqvist", a first name where a person stands), not loose words. */
  named: boolean;
  /** The source's field that feeds `param`; undefined while the source's result shape is unknown. */
  path?: string;
  query: string;
  /** The lookup's own arguments when it takes more than the query text (an identifier as its declared type). */
  sourceArgs?: Record<string, unknown>;
  /**
   * "vaccinations of Rafael Moreno's pets": the records `param` takes are found through a person's
   * records — `source` finds the person, `hop.cap` lists the records that refer to them (by
   * `hop.param`, fed by the source's `hop.path`), and `path` is then the field of those records.
   */
  hop?: { cap: Capability; param: ParamInfo; path?: string };
  /**
   * "units at Harbour Court" where properties are only listed (no search by name): the source lists
   * them all and only those whose declared name field (`name`, `title`) is the query are its result.
   */
  match?: { field: string; value: string };
  /**
   * "horror movies" where the genres' lister declares no result shape: it lists them all once (its
   * shape is learned), and the name is matched when the question is planned again.
   */
  relist?: boolean;
}

/** What asked words no parameter takes cost a tool's score. */
export const UNTAKEN_COST = 2;

export interface Scored {
  cap: Capability;
  binding: Binding;
  chain?: Chain;
  /** Lookups of a person named where several references to people could take them (`Binding.people`): which is asked. */
  chains?: Chain[];
  score: number;
  reasons: string[];
  feasible: boolean;
  /** The question names the tool's entity or verb, or an identifier/selection it takes: a score alone never makes a fit. */
  relevant: boolean;
  /** Relevant only because it searches by the full name the question gives. */
  byName?: boolean;
}

export interface ScoreScope {
  pq: ParsedQuestion;
  /** A person named with a professional title, looked up only among the records of that role. */
  titled?: TitledPerson;
  candidates: readonly Capability[];
  refersToSelection: boolean;
  selectionEntity?: string;
  /** The words of the selected rows' field names: the fields a record of that entity was seen with. */
  selectionFields?: ReadonlySet<string>;
  recentTools: ReadonlySet<string>;
  vocab: EntityVocabulary;
  /** The one routed tool whose search text documents a query language (see `soleQueryLanguage`). */
  soleLanguage?: string;
}

/** Verbs too common to say which tool is meant when they appear in a tool name. */
const NAME_NEUTRAL = new Set(
  `get show give fetch display see view tell find look lookup list search query retrieve read describe detail info
  by for of all the a and to in on with id v1 v2 api my me`.split(/\s+/),
);
/** Prepositions that attach a named record to the one asked for ("issues in the Platform team"). */
const QUALIFYING = new Set(["in", "of", "for", "from", "at", "by", "with", "under", "on"]);
/** Words of asking what a holder holds, beside the closed-class ones: "what's left on", "what does it look like", "have I got". */
const HOLDING_WORDS = new Set(["left", "look", "looks", "like", "got"]);
const ONE_OPS = new Set(["get", "detail", "count", "summary", "check"]);

/** "anything else", "what else", "anyone else": other records than the ones pointed at. */
const ELSE_LEAD = new Set(["anything", "what", "something", "anyone", "who", "which"]);
/** "what else is assigned to them?": the question asks for other records than the ones pointed at. */
export const elseAsked = (tokens: readonly { lower: string }[]): boolean =>
  tokens.some((t, i) => t.lower === "else" && ELSE_LEAD.has(tokens[i - 1]?.lower ?? ""));

export function expectFor(cap: Capability): "one" | "many" {
  // A read whose result is a bare list (`collectionPath` ""), as declared or as first seen, lists.
  if (!ONE_OPS.has(cap.operation) || cap.collectionPath !== undefined) return "many";
  return readByOtherKey(cap) ? "many" : "one";
}

/**
 * `Usage.Records(msisdn)`, `getCrewRoster(staffNo)`: a `get` named with no verb of one record, whose
 * required keys are each another kind's or no record's — none identifies the tool's own records and
 * none is a name to look them up by — reads the records filed under that key, however many.
 */
function readByOtherKey(cap: Capability): boolean {
  if (cap.operation !== "get" || cap.outputSchema !== undefined) return false;
  const own = singular(cap.entity);
  const required = paramInfos(cap).filter((p) => p.required);
  return (
    required.length > 0 &&
    required.every(
      (p) =>
        p.entity !== own && p.freeText === undefined && !p.date && !p.enumValues && (p.entity || p.pattern),
    )
  );
}

/** Residual text is worth a lookup when it reads like a name or identifier, not like loose wording. */
function looksLikeName(residual: string, pq: ParsedQuestion): boolean {
  if (!residual) return false;
  if (pq.emails.length || pq.quoted.length || /\d/.test(residual)) return true;
  if (placeOnly(residual, pq.tokens)) return false;
  const first = residual.split(" ")[0];
  const at = pq.tokens.findIndex((t) => t.text === first);
  if (residual.split(" ").some((w) => /^\p{Lu}/u.test(w) && pq.tokens[0]?.text !== w)) return true;
  if (residual === leadingName(pq.tokens, pq.records ?? new Set())) return true;
  return at > 0 && /^(for|of|by|from|named|called|customer|client|user)$/i.test(pq.tokens[at - 1].lower);
}

/**
 * The proper name in a residual ("Tobias Lindqvist" of "Tobias Lindqvist check-in"; "Lucas" of
 * "Lucas unpaid" when Lucas is a first name where a person stands), else all of it.
 */
function nameSpan(residual: string, firstName: string | undefined, raw: string): string {
  return (
    writtenProperName(residual, raw) ??
    PROPER_NAME.exec(residual)?.[0] ??
    (firstName !== undefined && residual.split(" ").includes(firstName) ? firstName : undefined) ??
    capitalizedBesidePlurals(residual) ??
    residual
  );
}

/**
 * The full name as the question writes it, where the residual holds it ("Marta Kowalczyk" of "Apple
 * Marta Kowalczyk", whose words the question keeps apart: "Apple purchases Marta Kowalczyk
 * requested") — never a name run together from words the question did not write side by side.
 */
function writtenProperName(residual: string, raw: string): string | undefined {
  return properNamesIn(raw)
    .map((n) => withoutPossessive(n))
    .find((n) => ` ${residual} `.includes(` ${n} `));
}

/**
 * "Liverpool games", "games Liverpool" (of "postponed games of Liverpool"): one capitalized word
 * beside plural nouns in lower case is the name; the plurals name records, never words of it (a
 * search for "Liverpool games" finds no team, and "no team named …" would read as the answer).
 */
function capitalizedBesidePlurals(residual: string): string | undefined {
  const words = residual.split(" ").filter(Boolean);
  const named = words.filter((w) => /^\p{Lu}\p{Ll}/u.test(w));
  const rest = words.filter((w) => !named.includes(w));
  return named.length === 1 && rest.length > 0 && rest.every((w) => /^\p{Ll}+$/u.test(w) && isPlural(w))
    ? named[0]
    : undefined;
}

/**
 * One word right before an entity's noun qualifies that entity's records: "draft POs for the
 * Amsterdam warehouse" never looks "Amsterdam" up among suppliers. And where those records have a
 * place to filter by (`country`), the word may say where they are ("our Japanese suppliers") as
 * well as name one — never looked up as a name (the turn asks instead).
 */
function qualifiesElsewhere(
  residual: string,
  pq: ParsedQuestion,
  source: Capability,
  scope: ScoreScope,
  asked?: Capability,
): boolean {
  if (!residual || residual.includes(" ")) return false;
  const i = pq.tokens.findIndex((t) => t.text === residual);
  const noun = pq.tokens[i + 1]?.norm;
  if (i < 0 || noun === undefined || !scope.candidates.some((c) => singular(c.entity) === noun)) return false;
  // "Globex invoices" asking for invoices: the name first names whose records they are.
  if (
    asked &&
    noun === singular(asked.entity) &&
    residual === leadingName(pq.tokens, pq.records ?? new Set())
  )
    return false;
  if (noun !== singular(source.entity)) return true;
  return paramInfos(source, scope.vocab).some((p) =>
    identifierWords(p.name).some((w) => PLACE_FIELD_WORDS.has(singular(w.toLowerCase()))),
  );
}

/** A search over another entity that can turn the residual text into the id this tool needs. */
function findChain(cap: Capability, binding: Binding, scope: ScoreScope): Chain | undefined {
  // "units at Harbour Court": people are never "at" a person, but a place may be a record of its
  // own (a property, a site) — matched by its name among those records, never searched as a person.
  const at =
    !looksLikeName(binding.residual, scope.pq) &&
    placeOnly(binding.residual, scope.pq.tokens) &&
    capitalizedName(written(binding.residual, scope.pq), scope.pq);
  if (!at && !looksLikeName(binding.residual, scope.pq) && !namesRecordBefore(binding, scope.pq))
    return undefined;
  // "books by German authors": where people are from, or a language, names nobody — never searched as a name.
  const said = binding.residual.split(/\s+/).filter(Boolean);
  if (said.length > 0 && said.every((w) => countryOfDemonym(w) || isLanguageName(w))) return undefined;
  const named = scope.pq.tokens.findIndex((t) => t.text === said[0]);
  if (
    named >= 0 &&
    afterTimeCue(
      scope.pq.tokens.map((t) => t.text),
      named,
    )
  )
    return undefined;
  // "loans for anyone but Tom Baker", "enrollments other than Priya's": a name denied or left out is
  // whose records are not asked for — never looked up as whose they are.
  const nameToken = scope.pq.tokens[named];
  if (nameToken && negatedBefore(nameToken, scope.pq.tokens)) return undefined;
  let unknownShape: Chain | undefined;
  let matched: Chain | undefined;
  const firstName = firstNameWord(scope.pq.tokens, new Set(scope.candidates.map((c) => singular(c.entity))));
  // A full name ("Tom Baker") is a person's: a reference to people is tried before one to things
  // (a loan's member before its book), whatever order the parameters or the route come in.
  const fullName = /\s/.test(PROPER_NAME.exec(binding.residual)?.[0] ?? "");
  const person = (p: (typeof binding.refParams)[number]) =>
    fullName && p.entity && PERSON_NOUNS.has(p.entity) ? 0 : 1;
  // "incidents for victor hale" where incidents take a service and a user: two words in lower case
  // may be a person's full name or a thing's name. With a reference to people beside one to things
  // (each with a search to find it) and nothing saying which, no lookup is guessed — the turn asks.
  if (!fullName && /^\p{L}+\s+\p{L}+$/u.test(binding.residual.trim())) {
    const findable = new Set(
      binding.refParams
        .filter((p) =>
          scope.candidates.some(
            (c) =>
              c.id !== cap.id &&
              singular(c.entity) === p.entity &&
              (c.operation === "search" || c.operation === "list") &&
              !qualifiesElsewhere(binding.residual, scope.pq, c, scope, cap) &&
              paramInfos(c, scope.vocab).some((x) => x.freeText),
          ),
        )
        .flatMap((p) => (p.entity ? [p.entity] : [])),
    );
    const people = [...findable].filter((e) => PERSON_NOUNS.has(e));
    if (people.length > 0 && people.length < findable.size) return undefined;
  }
  const hop = hopChain(cap, binding, scope);
  if (hop) return hop;
  // "encounters of Dr. Daniel Okafor" where encounters take a patient and a practitioner: a person
  // named with a professional title is looked up only by a search of that role's records — never
  // by another entity's, whose empty result would be a false "none".
  const titled = scope.titled && binding.residual.includes(scope.titled.name) ? scope.titled : undefined;
  // "leases at The Maltings" where leases are filtered by a tenant and a property, both grouped
  // (`filter[property]`): where one stands is no person — the references to things are tried too.
  const things = at
    ? paramInfos(cap, scope.vocab).filter(
        (p) =>
          (p.path || p.criterion) &&
          p.entity &&
          p.entity !== singular(cap.entity) &&
          !personLike(p.entity) &&
          !agentNoun(p.entity) &&
          !Object.hasOwn(binding.args, p.name) &&
          !binding.refParams.includes(p),
      )
    : [];
  const matchable = new Set<ParamInfo>();
  for (const param of [...binding.refParams, ...things].sort((x, y) => person(x) - person(y))) {
    // A role of the tool's own records (`ManagerId` of employees) is looked up in those records, by
    // their identity — never by the field of the same name (Jane's own manager).
    const selfRole = param.entity === singular(cap.entity);
    // Identifiers are a source's own: a search of the tool's own source is tried first.
    const own = (c: Capability) => (c.sourceId === cap.sourceId ? 0 : 1);
    if (at && (!param.entity || personLike(param.entity) || agentNoun(param.entity))) continue;
    for (const source of [...scope.candidates].sort((x, y) => own(x) - own(y))) {
      if ((source.id === cap.id && !selfRole) || singular(source.entity) !== param.entity) continue;
      if (source.operation !== "search" && source.operation !== "list") continue;
      if (qualifiesElsewhere(binding.residual, scope.pq, source, scope, cap)) continue;
      if (titled && !titled.entities.has(param.entity ?? "")) continue;
      // "invoices for jane@example.com": an address is looked up by the source's email filter.
      const email = scope.pq.emails.some((e) => e.value === binding.residual)
        ? paramInfos(source, scope.vocab).find((p) => p.email)
        : undefined;
      const text =
        email ??
        paramInfos(source, scope.vocab).find((p) => p.freeText === "primary") ??
        paramInfos(source, scope.vocab).find((p) => p.freeText);
      const declared = declaredRecordShape(source).paths;
      // The source's records carry the very field the parameter names (`account_ref`), or their identity.
      // "by this driver (employee number)" of `driverNumber`: the records' field its description names.
      const described = selfRole ? undefined : describedKeyField(param.schema, declared.keys());
      const path = [
        ...(selfRole ? [] : [param.path?.[1] ?? param.name]),
        ...(described ? [described] : []),
        ...source.identityFields,
        "id",
      ].find((f) => declared.has(f));
      // "the Alex Moreau in Sales": the name is looked up; where the person is stays an ask.
      const spoken =
        placeQualified(binding.residual, scope.pq.tokens)?.name ??
        nameSpan(binding.residual, firstName, scope.pq.raw);
      // The title is no part of the name the search matches ("Daniel Okafor" of "Dr Daniel Okafor").
      const query = titledName(spoken)?.name ?? spoken;
      // "does Giorgio have any open orders?": a first name where a person stands is a name as surely
      // as a full one.
      const named = query !== binding.residual || PROPER_NAME.test(query) || query === firstName;
      if (text && path && !at) return { source, sourceParam: text.name, param, path, query, named };
      // "units at Harbour Court" where properties are only listed: a proper name is matched against
      // their declared name field (none found says so; several suspend for a pick).
      const match = !text && path && !email ? ownNameField(source, scope.candidates) : undefined;
      if (
        match &&
        capitalizedName(writtenName(query, scope.pq, param.entity), scope.pq) &&
        // "tickets from Emma Fischer": a person's first name says whose, never a thing's name.
        (firstName === undefined || !query.split(" ").includes(firstName)) &&
        paramInfos(source, scope.vocab).every((p) => !p.required)
      )
        matchable.add(param);
      if (matchable.has(param) && !matched && match)
        matched = {
          source,
          sourceParam: "",
          sourceArgs: {},
          param,
          path,
          query,
          named: true,
          match: { field: match, value: writtenName(query, scope.pq, param.entity) },
        };
      // A source that declares no result shape: look up first, then re-plan from what it returns.
      if (text && !source.outputSchema && !unknownShape && !at)
        unknownShape = { source, sourceParam: text.name, param, query, named };
    }
  }
  // Records of two kinds that could each be the one named ("at Harbour Court": a property, a
  // building): which is asked, never guessed.
  return (matchable.size === 1 ? matched : undefined) ?? unknownShape;
}

/**
 * "issues in the Platform team": a capitalized word written right before the noun of the records a
 * reference of the tool takes (`team`: "The team name or ID") names one of those records — no place,
 * though "in" precedes it.
 */
function namesRecordBefore(binding: Binding, pq: ParsedQuestion): boolean {
  const said = binding.residual.split(" ").filter(Boolean);
  if (said.length === 0 || !said.every((w) => /^\p{Lu}/u.test(w))) return false;
  const at = pq.tokens.findIndex((_, i) => said.every((w, j) => pq.tokens[i + j]?.text === w));
  const noun = at > 0 ? pq.tokens[at + said.length]?.norm : undefined;
  return noun !== undefined && binding.refParams.some((p) => p.entity === noun);
}

/**
 * A proper name of two words or more, each capitalized as the question writes it ("Harbour Court",
 * "Canal Wharf"): one word ("Contoso", "Dublin") may say where or whose rather than name a record.
 */
function capitalizedName(query: string, pq: ParsedQuestion): boolean {
  const words = query.split(/\s+/).filter(Boolean);
  return (
    words.length > 1 &&
    words.every((w) => /^\p{Lu}/u.test(w)) &&
    pq.raw.includes(query) &&
    placedAt(words[0] ?? "", pq)
  );
}

/** The name stands where a place or a container does: right after "at", "in", "of", "for", "on" (a "the" aside). */
function placedAt(first: string, pq: ParsedQuestion): boolean {
  let i = pq.tokens.findIndex((t) => t.text === first) - 1;
  while (i >= 0 && /^(the|a|an)$/.test(pq.tokens[i]?.lower ?? "")) i--;
  return i >= 0 && ["at", "in", "of", "for", "on"].includes(pq.tokens[i]?.lower ?? "");
}

/**
 * The name as the question writes it, from its first word on through every capitalized word after
 * ("Elm Row" where "row" also reads as wording; "St Ann's Yard" with its possessive).
 */
function writtenName(query: string, pq: ParsedQuestion, kind?: string): string {
  // "the Northwind org": the word of their kind says what the name is of, and is no part of it.
  const ofKind = (w: string) =>
    kind !== undefined && w.length >= 3 && kind.startsWith(singular(w.toLowerCase()));
  const words = written(query, pq).split(" ");
  const name = words.filter((w, i) => i === 0 || !ofKind(w));
  return name.join(" ");
}

function written(query: string, pq: ParsedQuestion): string {
  const first = query.split(/\s+/)[0];
  const at = pq.tokens.findIndex((t) => t.text === first);
  if (at < 0) return query;
  let end = at;
  while (end + 1 < pq.tokens.length && /^\p{Lu}/u.test(pq.tokens[end + 1]?.text ?? "")) end++;
  const written = pq.tokens.slice(at, end + 1).map((t) => t.text);
  return written.join(" ").length >= query.length ? written.join(" ") : query;
}

/** Words a record's own name field is spelled with (`name`, `displayName`, `full_name`, `title`, `label`). */
const NAME_WORDS = new Set(["name", "title", "label"]);
const NAME_QUALIFIERS = new Set(["display", "full", "short"]);

/**
 * The one declared field that holds the records' own name — `name`, `displayName`, `propertyName`
 * of properties — never another's (`managerName`): undefined when none or several.
 */
export function ownNameField(source: Capability, tools: readonly Capability[]): string | undefined {
  const own = singular(source.entity);
  const entities = new Set(tools.map((c) => singular(c.entity)));
  const fields = [...declaredRecordShape(source).paths].filter(
    ([path, schema]) => schemaTypes(schema)?.has("string") && ownNameKey(path, own, entities),
  );
  return fields.length === 1 ? fields[0]?.[0] : undefined;
}

/**
 * A top-level field of `own`'s records that holds their own name (`name`, `displayName`, `teamName`
 * of teams), never another kind's (`managerName`) — `entities` are the kinds the tools know.
 */
export function ownNameKey(path: string, own: string, entities: ReadonlySet<string>): boolean {
  if (path.includes(".")) return false;
  const words = identifierWords(path).map((w) => singular(w.toLowerCase()));
  const last = words.at(-1);
  if (!last || !NAME_WORDS.has(last)) return false;
  const before = words.slice(0, -1);
  return before.every(
    (w) => NAME_QUALIFIERS.has(w) || w === own || (!entities.has(w) && before.length === 0),
  );
}

/** The field of a source's declared records that feeds `param`: the field it names, or their identity. */
function feedingField(param: ParamInfo, source: Capability): string | undefined {
  const declared = declaredRecordShape(source).paths;
  const described = describedKeyField(param.schema, declared.keys());
  return [
    param.path?.[1] ?? param.name,
    ...(described ? [described] : []),
    ...source.identityFields,
    "id",
  ].find((f) => declared.has(f));
}

/**
 * "vaccinations of Rafael Moreno's pets", "payments on Hannah Nakamura's claims": a full name in the
 * possessive, right before the noun of the records asked for or of the records they are filed under,
 * is a person's — when this tool takes a reference to records (pets) whose own list takes a reference
 * to people (`owner_id` of owners), and those people are searched by name. The person is found, then
 * their records, then this tool's records for the one found (several suspend for a pick — never the
 * first). The records' shape must be declared; the person's may be learned first (its search runs
 * alone, and the question is planned again from what it returns).
 */
function hopChain(cap: Capability, binding: Binding, scope: ScoreScope): Chain | undefined {
  const { tokens } = scope.pq;
  const entityWords = new Set(scope.candidates.map((c) => singular(c.entity)));
  const name = fullNameWords(tokens, entityWords);
  if (!name) return undefined;
  const words = name.split(" ");
  const at = tokens.findIndex((_, i) => words.every((w, j) => tokens[i + j]?.text.startsWith(w)));
  const owner = tokens[at + words.length - 1];
  const noun = tokens[at + words.length]?.norm;
  if (at < 0 || !owner || !isPossessive(owner.text) || noun === undefined) return undefined;
  const own = singular(cap.entity);
  // "Emma Wilson's loans" where loans refer to members: the person owns the records asked for
  // directly — found by the direct lookup, never through another entity's people (authors).
  const direct = binding.refParams.some((p) => p.entity && (personLike(p.entity) || agentNoun(p.entity)));
  if (noun === own && direct) return undefined;
  for (const param of binding.refParams) {
    if (!param.entity || personLike(param.entity) || param.entity === own) continue;
    if (noun !== own && noun !== param.entity) continue;
    for (const via of scope.candidates) {
      if (via.id === cap.id || singular(via.entity) !== param.entity) continue;
      if (via.operation !== "search" && via.operation !== "list") continue;
      const path = feedingField(param, via);
      if (!path) continue;
      for (const ref of paramInfos(via, scope.vocab)) {
        // Named in the possessive, the one they belong to is a person: of people (`owner_id`) or one
        // who does something (`instructorId`).
        if (!ref.entity || !(personLike(ref.entity) || agentNoun(ref.entity))) continue;
        if (paramInfos(via, scope.vocab).some((p) => p.required && p.name !== ref.name)) continue;
        for (const source of scope.candidates) {
          if (source.id === via.id || singular(source.entity) !== ref.entity) continue;
          if (source.operation !== "search" && source.operation !== "list") continue;
          if (scope.titled && name.includes(scope.titled.name) && !scope.titled.entities.has(ref.entity))
            continue;
          const text = paramInfos(source, scope.vocab).find((p) => searchesNames(p, source.description));
          const from = feedingField(ref, source);
          if (!text || (!from && source.outputSchema)) continue;
          return {
            source,
            sourceParam: text.name,
            param,
            path,
            query: words.join(" "),
            named: true,
            hop: { cap: via, param: ref, path: from },
          };
        }
      }
    }
  }
  return undefined;
}

/** The free text this tool took is a full proper name, and the tool searches by name (its parameter or description says so). */
function searchesByName(cap: Capability, binding: Binding, scope: ScoreScope): boolean {
  const text = paramInfos(cap, scope.vocab).find((p) => p.freeText && binding.fromQuestion.includes(p.name));
  const value = text ? binding.args[text.name] : undefined;
  if (!text || typeof value !== "string") return false;
  // "pull up Bella's record": a first name where a person stands is a name as surely as a full one.
  const entityWords = new Set(scope.candidates.map((c) => singular(c.entity)));
  // "find Dr. Okafor": a surname after a professional title too.
  const name =
    PROPER_NAME.exec(value)?.[0] === value.trim() ||
    firstNameWord(scope.pq.tokens, entityWords) === value.trim() ||
    scope.titled?.name === value.trim();
  return name && searchesNames(text, cap.description);
}

/** "who is amara@okafor.studio?": the question's email address went to a filter by email of this tool. */
function searchesByEmail(cap: Capability, binding: Binding, scope: ScoreScope): boolean {
  const emails = new Set(scope.pq.emails.map((e) => e.value.toLowerCase()));
  if (emails.size === 0) return false;
  return paramInfos(cap, scope.vocab).some((p) => {
    const value = binding.args[p.name];
    return (
      binding.fromQuestion.includes(p.name) &&
      typeof value === "string" &&
      emails.has(value.trim().toLowerCase()) &&
      filtersByEmail(p, cap.description)
    );
  });
}

/** "how many orders …" counts records of an entity; "how many items are in order X" counts inside one. */
function countsRecords(pq: ParsedQuestion, entities: ReadonlySet<string>): boolean {
  const i = pq.tokens.findIndex(
    (t, k) => (t.lower === "many" && pq.tokens[k - 1]?.lower === "how") || t.lower === "of",
  );
  const counted = i >= 0 ? pq.tokens[i + 1] : undefined;
  return counted !== undefined && entities.has(counted.norm);
}

const countToolFor = (entity: string, scope: ScoreScope) =>
  scope.candidates.some((c) => c.operation === "count" && singular(c.entity) === entity);

/** What may follow a verb that takes no object: a place or time adverb, a preposition. */
const INTRANSITIVE_NEXT = /^(?:here|there|now|today|currently|at|in|on|for|from|with|under|near|out)$/;

export function scoreCandidate(cap: Capability, binding: Binding, scope: ScoreScope): Scored {
  const { pq } = scope;
  const reasons: string[] = [];
  let score = 0;
  const add = (n: number, why: string) => {
    score += n;
    reasons.push(`${n > 0 ? "+" : ""}${n} ${why}`);
  };
  const entity = singular(cap.entity);
  // "orders", "ordered", "booked": the entity named as a noun or as the verb of the same word.
  // "does this customer have a subscription?": an entity named only to point at the selection is not
  // what is asked for when another entity is named too.
  const entities = pq.tokens.filter((t) => scope.candidates.some((c) => singular(c.entity) === t.norm));
  const pointed = (t: (typeof pq.tokens)[number]) =>
    DEMONSTRATIVE.test(pq.tokens[pq.tokens.indexOf(t) - 1]?.lower ?? "");
  const askedFor = entities.filter((t) => !pointed(t));
  // "what has Priya applied for?": the verb that made the records, said of a person, names them.
  // "devices purchased this year": a participle right after another entity's noun says which of
  // those records are meant — it does not ask for the records of its own verb (purchases).
  const qualifiesNoun = (i: number) => {
    const before = pq.tokens[i - 1];
    return before !== undefined && before.norm !== entity && entities.includes(before);
  };
  // "who teaches here?", "who works in Berlin?": the verb right after "who", said of what the
  // records' agent noun does (a teacher teaches; `instructor` goes by teacher), asks for them — when
  // it takes no object ("who supplies Gravad Lax?", "who owns this pet?" ask whose records those are)
  // and no selected row may be the "here".
  const whoAt = asksWho(pq.raw) ? pq.tokens.findIndex((x) => /^(who|whom)$/i.test(x.text)) + 1 : -1;
  const agentAsked = (i: number) =>
    i > 0 &&
    i === whoAt &&
    scope.selectionEntity === undefined &&
    (pq.tokens[i + 1] === undefined || INTRANSITIVE_NEXT.test(pq.tokens[i + 1]?.lower ?? "")) &&
    namesOfEntity(entity).some((name) => agentVerbOf(pq.tokens[i]?.lower ?? "", name));
  // "when was WTG-012 last inspected?", "who inspected WTG-053 in August?": where no noun names any
  // candidate's records and a code identifies one, the past form of the verb whose act a record of this entity is (inspected →
  // inspection) names those records — not before a noun of records it describes ("approved expenses").
  const actAsked = (t: Token, i: number) => {
    const next = pq.tokens[i + 1];
    return (
      entities.length === 0 &&
      pq.ids.length > 0 &&
      pastActOf(t.lower, entity) &&
      !(next && scope.candidates.some((c) => singular(c.entity) === next.norm))
    );
  };
  // "pages about the roadmap" of a search whose record kind is a choice (`filter.value: page |
  // database`): the kind it took from the question names the records this tool returns.
  // A lookup by text names no kind's records by that choice (`looksUpByText`).
  const params = paramInfos(cap, scope.vocab);
  const kinds = new Set(
    looksUpByText(params)
      ? []
      : params.flatMap((p) =>
          selectsRecordKind(p, scope.vocab.entities) && binding.fromQuestion.includes(p.name)
            ? [singular(String(binding.args[p.name]).toLowerCase())]
            : [],
        ),
  );
  // "unresolved errors" where issues are described as "(errors and performance problems)": a kind
  // of the records, in the plural, names them too — the word stays a filter of which ones.
  const kindsDescribed = describedKinds(scope.candidates);
  const mention = pq.tokens.find(
    (t, i) =>
      (t.norm === entity ||
        (kinds.has(t.norm) && isPlural(t.lower)) ||
        (isPlural(t.lower) && kindsDescribed.get(singular(t.lower)) === entity) ||
        (verbOf(t.lower, entity) && !qualifiesNoun(i)) ||
        actAsked(t, i) ||
        agentAsked(i) ||
        recordsEvent(pq, i, [entity])) &&
      !(pointed(t) && askedFor.some((o) => o.norm !== entity)),
  );
  // "how much of it is in each warehouse?": about the selection, an entity named only as the group
  // ("each warehouse") says how the records are split — a tool taking the selected row's value is
  // asked for, not the list of groups.
  const grouped = pq.grouping;
  const onlyGroup =
    mention !== undefined &&
    grouped !== undefined &&
    scope.refersToSelection &&
    binding.fromSelection.length === 0 &&
    pq.tokens.every(
      (t) =>
        !(t.norm === entity || verbOf(t.lower, entity)) || (t.start >= grouped.start && t.end <= grouped.end),
    );
  if (mention && onlyGroup) add(1, `names ${entity} as the group`);
  else if (mention) add(3, `names ${entity}`);
  // "orders from this customer": the first entity named is the subject, later ones qualify it.
  if (mention && entities[0]?.norm === entity && new Set(entities.map((t) => t.norm)).size > 1)
    add(1, "main subject");
  // "when was WTG-012 last inspected?": named by no noun, the records are the act the question's
  // verb states of the record its code identifies — they are what is asked, not that record.
  // A tool of another entity (the identified record's own) does not answer it.
  if (mention && actAsked(mention, pq.tokens.indexOf(mention))) add(1, "its act asked");
  else if (
    !mention &&
    entities.length === 0 &&
    pq.ids.length > 0 &&
    pq.tokens.some((t) =>
      scope.candidates.some((c) => singular(c.entity) !== entity && pastActOf(t.lower, singular(c.entity))),
    )
  )
    add(-1, "another's act asked");

  const qualifies = mention !== undefined && entities[0] !== undefined && entities[0].norm !== entity;
  // "its invoices" with a customer selected: records of another entity asked for in the plural, this
  // tool's own entity not named — the one record it reads is no answer, unless its records carry
  // those (a declared `invoices` field).
  const othersAsked =
    mention === undefined
      ? askedFor.find(
          (t) =>
            t.norm !== entity &&
            isPlural(t.lower) &&
            ![...declaredRecordShape(cap).paths.keys()].some((k) =>
              identifierWords(k).map(singular).includes(t.norm),
            ),
        )
      : undefined;
  // "open issues in the Platform team": an entity named only after a preposition, behind the one
  // asked for, says which of those records — its own list (searched by the words) answers another
  // question.
  const after = (t: (typeof pq.tokens)[number]) =>
    pq.tokens
      .slice(Math.max(0, pq.tokens.indexOf(t) - 3), pq.tokens.indexOf(t))
      .some((x) => QUALIFYING.has(x.lower));
  const subject = entities[0];
  // A declared value it takes ("candidates who no-showed for interviews" → `status: no show`) says
  // the records it lists are what the question counts; search text or a place does not.
  const declared = new Set(paramInfos(cap, scope.vocab).flatMap((p) => (p.enumValues ? [p.name] : [])));
  if (
    qualifies &&
    subject &&
    !binding.fromQuestion.some((n) => declared.has(n)) &&
    binding.identified.length === 0 &&
    !after(subject) &&
    entities.every((t) => t.norm !== entity || (t.start > subject.start && after(t)))
  )
    add(-3, `${entity} only qualifies the ${subject.norm}s asked for`);
  // A verb of the tool's name the question uses ("track"); another entity's name in it
  // (`listAccountBookings` for "accounts") says nothing about this tool.
  const entityNames = new Set(scope.candidates.map((c) => singular(c.entity)));
  const entityParts = new Set([...entityNames].flatMap((e) => identifierWords(e)));
  const named = identifierWords(cap.localName).filter(
    (w) =>
      w !== entity &&
      !NAME_NEUTRAL.has(w) &&
      !entityNames.has(w) &&
      // "where is it stocked?": with no records named, the tool's verb as a participle asks for it
      // too (`StockLevels`); "products purchased last month" asks for products, not `PurchaseOrders`,
      // and "being worked on" names no `work order`.
      pq.tokens.some(
        (t) =>
          t.norm === w ||
          t.lower === w ||
          (entities.length === 0 && !entityParts.has(w) && verbOf(t.lower, w)),
      ),
  );
  for (const w of new Set(named)) add(6, `asks to ${w}`);

  const op = cap.operation;
  const isOne = op === "get" || op === "detail";
  const isMany = op === "search" || op === "list";
  // "list the nodes" where `nodes_top` measures the nodes and `nodes_list` lists them: of two lists of
  // the same records, the one that measures them answers only a question using a word of its own that
  // the plain list's name and description lack ("memory", "CPU", "consumption").
  const measures = (c: Capability) => identifierWords(c.localName).some((w) => MEASURE_NAME_WORDS.has(w));
  const listed = (c: Capability) => c.operation === "search" || c.operation === "list";
  const plainList =
    isMany && measures(cap)
      ? scope.candidates.find((c) => c !== cap && singular(c.entity) === entity && listed(c) && !measures(c))
      : undefined;
  if (plainList) {
    const own = new Set(terms(`${cap.localName} ${cap.description}`));
    for (const t of terms(`${plainList.localName} ${plainList.description}`)) own.delete(t);
    if (!terms(pq.raw).some((t) => own.has(t)))
      add(-1, `measures the ${pluralOf(entity)}: ${plainList.localName} lists them`);
  }
  // Said in the plural ("orders"); a word that stands for the entity ("purchase" of "purchase order",
  // normalized to it) is not a plural.
  // "Serie A table" where `get_standings` is described as a "League table for a competition": the
  // one noun its description says for all of them asks for several too (wholeListNouns).
  const plural =
    mention !== undefined &&
    (singular(mention.lower) !== mention.lower || wholeListNouns(scope.candidates).has(mention.lower));
  const requiredBound = paramInfos(cap, scope.vocab).some(
    (p) => p.required && (binding.fromQuestion.includes(p.name) || binding.fromSelection.includes(p.name)),
  );
  // A value only this tool's records declare (computed once, used by intent and relevance).
  const owned = entities.length === 0 ? ownsStatedValue(cap, binding, scope) : false;
  // "open bugs in acme/web", "how many open tickets": filters written in the query language this
  // tool's search documents (`is:open label:bug repo:acme/web`, `type:ticket status:open`) are values
  // its own text shows — and records named only inside them (`type:ticket`) are named through it.
  // A typed path alone (`repo:acme/api`) scopes, it names no records; a question about the
  // selection is about other records unless the tool takes them.
  // With no records named, a term must name them as a plural noun does ("open bugs" → `label:bug`):
  // "anything urgent?" says no records of the search's kinds.
  const inTerms = (t: { start: number; end: number }) =>
    (binding.writtenFrom ?? []).some((s) => s.start <= t.start && t.end <= s.end);
  // "anything from Stripe with an attachment?", "anything unread?": with no records named at all, the
  // one routed search whose text documents a query language (of one kind of records; no other tool
  // documents one) is the only place such terms are written — its records are the ones asked about.
  const onlyLanguage = entities.length === 0 && scope.soleLanguage === cap.id;
  const writes =
    (binding.writtenValues ?? 0) > 0 &&
    !mention &&
    (!scope.refersToSelection || binding.fromSelection.length > 0) &&
    entities.every(inTerms) &&
    (entities.length > 0 || onlyLanguage || pq.tokens.some((t) => inTerms(t) && isPlural(t.lower)));
  if (writes) add(entities.length > 0 ? 3 : 2, "writes the filters in its documented search syntax");
  // "who was hired since 2025?": with no entity named, the event the dates are of, when a date
  // filter this tool took names it (`HiredAfter`) and no other entity's does, is an event only
  // these records have — it says which records are asked about as surely as their name.
  const ownEvent = entities.length === 0 && !mention && datesOwnEvent(cap, binding, scope);
  // "who has a timer running?", "offboarded users in sales": with no entity named, a yes/no filter
  // the question's words set that no other routed entity's tool takes says which records are asked
  // about, as a value only they declare does.
  const ownFlag = entities.length === 0 && !mention && ownsStatedFlag(cap, binding, scope);
  // "LHR departures today", "arrivals into JFK": with no records named, an end of a route this tool
  // took from the question — where no other entity's tool takes one — says which records are asked about.
  const ends = routeParams(paramInfos(cap, scope.vocab));
  const ownRoute =
    entities.length === 0 &&
    !mention &&
    ends !== undefined &&
    [ends.from.name, ends.to.name].some((n) => binding.fromQuestion.includes(n)) &&
    !scope.candidates.some(
      (c) => singular(c.entity) !== entity && routeParams(paramInfos(c, scope.vocab)) !== undefined,
    );
  if (ownRoute) add(2, `takes an end of a route only ${pluralOf(entity)} have`);
  // "all time logged yesterday" where a report totals `time` and `listTimeEntries` lists its entries:
  // the report's word, said alone, is the word this list's name puts before its records' noun — it
  // names these records too, and a question asking for no total or count lists them (the report's
  // totals would answer another question).
  let totalled: string | undefined;
  if (!mention && isMany && (pq.intent.op === "list" || pq.intent.op === "unspecified")) {
    const nouns = nameNouns(cap.localName);
    const before = nouns.at(-1) === entity ? nouns.slice(0, -1) : [];
    totalled = before.find((w) =>
      scope.candidates.some(
        (c) => c.operation === "summary" && singular(c.entity) === w && pq.tokens.some((t) => t.norm === w),
      ),
    );
    if (totalled) add(3, `names the ${totalled} ${pluralOf(entity)} a report totals`);
  }
  switch (pq.intent.op) {
    case "count":
      if (op === "count") add(4, "count intent");
      // "how many items are in order O-109461": a count inside the one record the question names.
      else if (isOne && binding.identified.length > 0)
        add(countsRecords(pq, entityNames) ? 1 : 3, "counts inside one record");
      // No count tool for this entity: its list's total (or its rows) answers "how many" — of the
      // records named, or ("how big is the OPS backlog?") of those a value only they have selects.
      else if (
        isMany &&
        (mention || owned !== false || writes || ownEvent || ownFlag) &&
        !countToolFor(entity, scope)
      )
        add(2, "count intent, counted from the list");
      else add(-2, "count intent, not a count tool");
      break;
    case "detail":
      if (isOne) add(3, "detail intent");
      else if (op === "count") add(-2, "detail intent");
      else add(-1, "detail intent");
      break;
    case "list":
      if (isMany) add(2, "list intent");
      else add(op === "count" ? -2 : -1, "list intent");
      break;
    case "unspecified":
      // "submissions for course Q291…", "payments for invoice INV-2031": a record of an entity named
      // after the subject qualifies it — it is not the specific record asked for.
      if (isOne && requiredBound && !plural && !qualifies && !othersAsked) add(2, "a specific record");
      else if (isMany) add(plural ? 2 : 1, plural ? "asks for several" : "search");
      else if (op === "count") add(-1, "no count asked");
      else if (isOne && plural) add(-1, "asks for several");
      // "courses of student U3R1…", "payments of policy P-1": the records asked for are another
      // entity's, named first in the plural; the identified record only says whose — it is no answer.
      else if (isOne && qualifies && entities[0] && isPlural(entities[0].lower))
        add(-2, `asks for ${entities[0].lower}, not the ${entity}`);
      else if (isOne && othersAsked) add(-2, `asks for ${othersAsked.lower}, not the ${entity}`);
  }

  // An identifier of this tool's own records ("TCK-004211" for get_ticket) names the entity as surely as its word.
  const ownIds = paramInfos(cap, scope.vocab)
    .filter((p) => p.entity === entity)
    .map((p) => p.name);
  // Taken by a parameter that identifies it, the identifier says more than the same text in a search.
  if (binding.identified.some((n) => ownIds.includes(n))) add(mention ? 1 : 3, `identifies a ${entity}`);
  // "who reports to E-10004": the identifier went to a reference whose role the question says — the
  // records in that role are asked for, as surely as the identified record is by a tool of one.
  if (binding.roleOf && isMany) add(3, `asks for the records whose ${binding.roleOf} it is`);
  const stated = binding.fromQuestion.length;
  if (stated > 0) add(Math.min(stated, 3), `takes ${binding.fromQuestion.join(", ")}`);
  // "highest grossing movies": a ranking searched as text finds records named "highest grossing" (a
  // false "none"); a tool that orders by it answers, and one that takes neither does not pretend to.
  if (rankingSearched(cap, binding, scope)) add(-2, "searches the ranking's words as text");
  if (binding.fromSelection.length > 0)
    add(2, `uses current_selection for ${binding.fromSelection.join(", ")}`);
  // "how much of it is in each warehouse?": "it" is the selected record — a tool taking its own key or
  // code (`sku` of a selected product) is about it; one taking a field that refers elsewhere (its
  // `SupplierID`) is about that other record.
  if (
    scope.refersToSelection &&
    scope.selectionEntity !== undefined &&
    scope.selectionEntity !== entity &&
    paramInfos(cap, scope.vocab).some(
      (p) => binding.fromSelection.includes(p.name) && (p.entity === scope.selectionEntity || !p.entity),
    )
  )
    add(1, `takes the selected ${scope.selectionEntity} itself`);
  // "anything else in that team?", "what else is assigned to them?": other records than the selected
  // one are asked for — one record read from the selection (it, or the record it names) is no answer.
  if (scope.refersToSelection && isOne && binding.fromSelection.length > 0 && elseAsked(pq.tokens))
    add(-3, "asks for other records than the selected one");
  else if (
    scope.refersToSelection &&
    scope.selectionEntity === entity &&
    isOne &&
    binding.fromSelection.length > 0
  )
    add(1, "selected record");
  // "Who drove this trip?": the party the selected record refers to, not the record again.
  if (asksWho(pq.raw) && scope.selectionEntity && binding.fromSelection.length > 0) {
    // "who has this loan?": of the parties the selected record refers to, a person (its member)
    // before a thing (its book).
    // "who borrowed it last?" with a book selected: the book's author did no borrowing — a party the
    // selected record names by a field that says who did something else is not the one asked for.
    const did = pq.tokens.flatMap((t, i) => (pq.tokens[i - 1]?.lower === "who" ? pastFormOf(t.lower) : []));
    const paths = Object.values(binding.args).flatMap((v) =>
      v !== null && typeof v === "object" && "$from" in v && v.$from === "selection" && "path" in v
        ? [String(v.path)]
        : [],
    );
    const doerNamed = (path: string) =>
      path
        .split(".")
        .some((seg) => did.some((verb) => namesDoerOf(identifierWords(seg), verb) || agentVerbOf(verb, seg)));
    const otherDoer =
      did.length > 0 &&
      paths.length > 0 &&
      !paths.some(doerNamed) &&
      !did.some((v) => agentVerbOf(v, entity));
    if (entity === scope.selectionEntity) add(-3, `asks who, not which ${entity}`);
    else if (otherDoer)
      add(-2, `asks who ${did.join("/")} did, not the ${entity} of the selected ${scope.selectionEntity}`);
    else
      add(isPersonWord(entity) ? 4 : 3, `asks who: the ${entity} of the selected ${scope.selectionEntity}`);
  }
  // "which book is this loan for?": about the selected rows, a tool that cannot take them would
  // answer over everyone's records (the validator refuses that plan) — never the better fit.
  if (
    scope.refersToSelection &&
    binding.fromSelection.length === 0 &&
    scope.candidates.some((c) => c !== cap && singular(c.entity) === entity && c.operation !== cap.operation)
  )
    add(-2, "does not take the selected rows");
  if (binding.unexpressed.length > 0)
    add(-binding.unexpressed.length, `cannot take ${binding.unexpressed.join(", ")}`);
  if (scope.recentTools.has(cap.id)) add(1, "used in the previous turn");

  const chain = findChain(cap, binding, scope);
  const chains = chain
    ? undefined
    : binding.people?.flatMap((p) => findChain(cap, { ...binding, refParams: [p] }, scope) ?? []);
  // A word naming a field of the tool's records ("email", "line items") asks to see that field.
  // Of many records, a yes/no field's word ("late submissions", "archived projects") says which
  // ones are asked for — a condition no parameter took, never a column to show.
  const fields = new Set(
    [...declaredRecordShape(cap).paths]
      .filter(([, schema]) => !(isMany && schemaTypes(schema)?.has("boolean")))
      .flatMap(([k]) => identifierWords(k)),
  );
  // "when was it last serviced?" of the selected vehicle fetched again: the fields its row was seen
  // with (`lastServiceDate`) are its record's, whatever the lookup declares.
  if (isOne && scope.selectionEntity === entity && binding.fromSelection.length > 0)
    for (const w of scope.selectionFields ?? []) fields.add(w);
  const unexplained = (text: string) =>
    text.split(/\s+/).filter(
      (w) =>
        w &&
        // Of the one record a lookup fetches, a field's word as people write it ("qty", "prio",
        // "estimated") names that field as surely as its own spelling.
        !(isOne ? namesField(w, fields) : fields.has(singular(w))) &&
        !verbOf(w.toLowerCase(), entity),
    );
  if (chain && chain.source.sourceId === cap.sourceId)
    add(2, `finds ${chain.param.entity} by "${chain.query}" first`);
  else if (chain) add(1, `finds ${chain.param.entity} by "${chain.query}" in another source first`);
  if (chain && chain.query !== binding.residual) {
    // "the average lead time on Exotic Liquids orders": the name is looked up, but the words beside
    // it ("average lead time") ask for something too — a stated ask no parameter took is never
    // dropped on the way to the lookup.
    // A word the description of a parameter it took uses ("with check-in between March 1 and June 30"
    // beside `from`: "Check-in on or after") says what that value is about: wording, not an ask.
    const described = new Set(
      paramInfos(cap, scope.vocab)
        .filter((p) => Object.hasOwn(binding.args, p.name) && typeof p.schema.description === "string")
        .flatMap(
          (p) =>
            String(p.schema.description)
              .toLowerCase()
              .match(/\p{L}+/gu) ?? [],
        )
        .map(stem),
    );
    // The title before a name looked up without it ("Dr" of "Dr Daniel Okafor") is no ask either.
    const left = unexplained(binding.residual.replace(chain.query, " ")).filter(
      (w) =>
        !(w.toLowerCase().match(/\p{L}+/gu) ?? [w]).every((x) => described.has(stem(x))) &&
        !(isNameTitle(w) && binding.residual.includes(`${w} ${chain.query}`)),
    );
    if (left.length > 0) {
      add(-UNTAKEN_COST, `cannot take "${left.join(" ")}"`);
      binding.unexpressed.push(left.join(" "));
    }
  } else if (!chain && binding.residual) {
    // "PO #10700 - when is it expected?": the one record the question identifies is shown whole; a
    // lower-case word asked after its id is about one of its fields, it cannot select other records.
    // Before the id it may name something else of the record's ("fill-ups by driver D-0231").
    const idEnd = Math.max(
      -1,
      ...pq.ids
        .filter((t) => binding.identified.some((n) => String(binding.args[n]) === t.text))
        .map((t) => t.end),
    );
    // "is PET-000512 due for any shots?": a word that names what another entity's list takes beside
    // this record's id (`due_from` of vaccinations by `pet_id`) asks for those related records — not
    // a field of this one.
    const related = relatedRecordWords(entity, scope);
    const whole =
      isOne &&
      idEnd >= 0 &&
      binding.identified.some((n) => ownIds.includes(n)) &&
      !/[\p{Lu}\d]/u.test(binding.residual) &&
      !binding.residual.split(" ").some((w) => related.has(stem(singular(w.toLowerCase())))) &&
      (binding.residual
        .split(" ")
        .every((w) => pq.tokens.some((t) => t.start > idEnd && (t.text === w || bare(t.text) === w))) ||
        fieldOfIdentified(binding.residual, entity, idEnd, scope));
    // "what's the priority of ENG-142?": of the one record its own id identifies, a word naming what
    // a list of its entity filters by (`priority` of `issues`) names a field its records have — asked
    // to see, never a filter of other records.
    const attributes =
      isOne && binding.identified.some((n) => ownIds.includes(n)) ? filteredBy(cap, scope) : undefined;
    const left = whole
      ? []
      : unexplained(binding.residual).filter((w) => !(attributes && namesField(w, attributes)));
    if (left.length > 0) {
      add(-UNTAKEN_COST, `cannot take "${binding.residual}"`);
      // Words no parameter and no lookup can take ("open", "vip", a name) are a stated constraint:
      // never silently dropped — the turn asks instead.
      binding.unexpressed.push(left.join(" "));
    }
  }
  // "look up Ana Souza": a full name and no entity named — a search by name of this entity can find them.
  // "who is amara@okafor.studio?": an email address looked up the same way.
  const byName =
    !mention &&
    entities.length === 0 &&
    isMany &&
    (searchesByName(cap, binding, scope) || searchesByEmail(cap, binding, scope));
  if (byName) add(2, `searches ${pluralOf(entity)} by name or email`);
  const missing = binding.missingRequired.filter((m) => m !== chain?.param.name);
  // "does Tom Baker have anything overdue?", "discontinued beverages": with no entity named, a value
  // only this entity's records declare (a loan status, a category) says which records are asked
  // about as surely as their name.
  const ownValue = owned !== false;
  if (ownEvent) add(2, `dates an event only ${pluralOf(entity)} have`);
  if (ownFlag && !ownValue) add(2, `states a yes/no condition only ${pluralOf(entity)} have`);
  // A collection the person names by the value that selects it ("events" of `tableName: Events`)
  // is named as surely as by the tool's own entity word.
  if (owned === "selector" && !mention) add(3, "names the collection it selects");
  else if (ownValue && !mention) add(2, `states a value only ${pluralOf(entity)} have`);
  // "what language is The Dispossessed in?": with no entity named, a field only this entity's
  // records carry, asked of the one record the question names, says which records are asked about.
  const field =
    entities.length === 0 && !mention && !writes ? askedField(cap, binding, chain, scope) : undefined;
  if (field) add(1, `asks for the ${field} of a named ${entity}`);
  // "what's on my calendar today?" of `list-events(calendarId)`: the one record of another kind a
  // parameter of this list took ("my" → the main calendar), named alone in the singular, holds the
  // records asked for — this list says what is in it, not the list of those holders. Only over the
  // dates the question states, bound: "what's next on my calendar" with no date bound would list
  // everything in it, never only what comes next. Only of a question that says nothing else — "what's
  // on", "what do I have on", "show my calendar for": "what was *added* to my calendar this month",
  // "anything *new* on it" date another event of the records, which no bound here is of.
  const dates = pq.dates;
  const onlyHeld =
    dates !== undefined &&
    pq.tokens.every(
      (t) =>
        (t.start >= dates.start && t.end <= dates.end) ||
        entities.includes(t) ||
        isClosedClass(t.lower) ||
        REQUEST_VERBS.includes(t.lower) ||
        HOLDING_WORDS.has(t.lower),
    );
  const holder =
    isMany &&
    !mention &&
    onlyHeld &&
    params.some((p) => p.date !== undefined && Object.hasOwn(binding.args, p.name)) &&
    entities.length > 0 &&
    entities.every((t) => !isPlural(t.lower))
      ? params.find(
          (p) =>
            p.entity !== undefined &&
            singular(p.entity) !== entity &&
            Object.hasOwn(binding.args, p.name) &&
            entities.every((t) => t.norm === singular(p.entity ?? "")),
        )
      : undefined;
  if (holder) add(3, `lists what the ${singular(holder.entity ?? "")} named holds`);
  const relevant =
    holder !== undefined ||
    field !== undefined ||
    ownValue ||
    writes ||
    ownEvent ||
    // Not when a name is looked up first ("is The Silent Orchard available?" read as an author's
    // name): the flag says nothing of what the name is (measured: an empty lookup instead of an answer).
    (ownFlag && !chain) ||
    mention !== undefined ||
    totalled !== undefined ||
    ownRoute ||
    (binding.relation !== undefined && chain?.param.name === binding.relation) ||
    named.length > 0 ||
    binding.fromSelection.length > 0 ||
    binding.identified.length > 0 ||
    byName;
  return {
    cap,
    binding,
    chain,
    ...(chains && chains.length > 1 ? { chains } : {}),
    score,
    reasons,
    feasible: missing.length === 0,
    relevant,
    byName,
  };
}

/**
 * "due date of loan 5523", "email of employee E-10042": the words left over are one run right before
 * "of" / "for" / "on" and then only the record's own noun before its identifier (ending at `idEnd`),
 * and each names a field of that record — one its entity's tools filter or sort by or declare, or a
 * contact field of people — asked to see, never a condition on other records. Singular words only:
 * a plural ("payments of loan 5523") may name related records; a word no field has ("expected date of
 * PO 10700" where nothing says when one is expected) is asked about.
 */
function fieldOfIdentified(residual: string, entity: string, idEnd: number, scope: ScoreScope): boolean {
  const { pq } = scope;
  const words = residual.split(" ");
  const i = pq.tokens.findIndex((t) => t.text === words[0] || bare(t.text) === words[0]);
  if (i < 0 || words.some((w, k) => pq.tokens[i + k]?.text !== w || isPlural(w.toLowerCase()))) return false;
  const own = scope.candidates.filter((c) => singular(c.entity) === entity);
  const fields = fieldWordsOf(own, scope);
  for (const c of own)
    for (const p of paramInfos(c, scope.vocab))
      for (const o of p.sort ?? [])
        for (const w of identifierWords(o.key ?? o.value)) fields.add(stem(singular(w.toLowerCase())));
  const named = (w: string) =>
    fields.has(stem(singular(w.toLowerCase()))) || (CONTACT_WORDS.has(w.toLowerCase()) && personLike(entity));
  if (!words.every(named)) return false;
  const rest = pq.tokens.slice(i + words.length).filter((t) => t.end <= idEnd);
  const [link, ...between] = rest;
  return (
    link !== undefined &&
    /^(?:of|for|on)$/.test(link.lower) &&
    between.every((t) => /^(?:the|a|an|this|that)$/.test(t.lower) || t.norm === entity || t.end === idEnd)
  );
}

/** The words of what an entity's records carry: what its tools filter by, and their declared result fields. */
function fieldWordsOf(caps: readonly Capability[], scope: ScoreScope): Set<string> {
  const words = new Set<string>();
  for (const c of caps) {
    for (const p of paramInfos(c, scope.vocab))
      if (!p.paging && !p.limit && !p.sort && !p.freeText)
        for (const w of p.words) words.add(stem(singular(w)));
    for (const k of declaredRecordShape(c).paths.keys())
      for (const w of identifierWords(k)) words.add(stem(singular(w.toLowerCase())));
  }
  return words;
}

/**
 * The field the question asks to see of one record it names — "what language is The Dispossessed
 * in?", "what stage is Priya Natarajan at?": a word of the question naming something this entity's
 * records carry (a filter of its tools, a declared result field) that no other routed entity's
 * records carry, and that the question does not filter by; the record is named by a proper name
 * this tool searches or looks up first, or by its identifier. Undefined otherwise.
 */
function askedField(
  cap: Capability,
  binding: Binding,
  chain: Chain | undefined,
  scope: ScoreScope,
): string | undefined {
  const { pq } = scope;
  const texts = paramInfos(cap, scope.vocab).filter(
    (p) => p.freeText && binding.fromQuestion.includes(p.name) && typeof binding.args[p.name] === "string",
  );
  const value = texts.length === 1 ? String(binding.args[texts[0].name]).trim() : undefined;
  // A full proper name, or one capitalized word that does not merely start the sentence.
  const capitalized = (v: string) =>
    PROPER_NAME.exec(v)?.[0] === v || (/^\p{Lu}\S*$/u.test(v) && pq.tokens[0]?.text !== v);
  const searched = value !== undefined && binding.fromQuestion.length === 1 && capitalized(value);
  const named = searched || chain?.named === true || binding.identified.length > 0;
  if (!named) return undefined;
  const entity = singular(cap.entity);
  const own = fieldWordsOf(
    scope.candidates.filter((c) => singular(c.entity) === entity),
    scope,
  );
  const others = fieldWordsOf(
    scope.candidates.filter((c) => singular(c.entity) !== entity),
    scope,
  );
  // What the question filters by is no field asked to see ("is Dune available?" filters).
  const filtered = new Set(
    paramInfos(cap, scope.vocab)
      .filter((p) => binding.fromQuestion.includes(p.name))
      .flatMap((p) => p.words.map((w) => stem(singular(w)))),
  );
  const taken = `${value ?? ""} ${chain?.query ?? ""}`.toLowerCase().split(/\s+/);
  const word = pq.tokens.find((t) => {
    const w = stem(singular(t.lower));
    return (
      t.lower.length >= 3 &&
      /^\p{Ll}+$/u.test(t.text) &&
      !GENERIC.has(t.lower) &&
      !taken.includes(t.lower) &&
      own.has(w) &&
      !others.has(w) &&
      !filtered.has(w)
    );
  });
  return word?.lower;
}

/**
 * The stems of what other entities' lists filter by beside a reference to `entity` (`due_from` of
 * vaccinations listed by `pet_id`): words that ask for those related records. Words of the entity's
 * own tools' filters are left out — they may be fields of the record itself.
 */
function relatedRecordWords(entity: string, scope: ScoreScope): Set<string> {
  const own = new Set(
    scope.candidates
      .filter((c) => singular(c.entity) === entity)
      .flatMap((c) => paramInfos(c, scope.vocab))
      .flatMap((p) => p.words.map((w) => stem(w))),
  );
  return new Set(
    scope.candidates
      .filter(
        (c) => singular(c.entity) !== entity && paramInfos(c, scope.vocab).some((p) => p.entity === entity),
      )
      .flatMap((c) => paramInfos(c, scope.vocab))
      .filter((p) => p.entity === undefined && !p.paging && !p.limit && !p.sort)
      .flatMap((p) => p.words.filter((w) => w.length >= 3 && !GENERIC.has(w)).map((w) => stem(w)))
      .filter((w) => !own.has(w)),
  );
}

/** The words of what the other tools of this tool's entity filter by — attributes its records have. */
function filteredBy(cap: Capability, scope: ScoreScope): Set<string> {
  const entity = singular(cap.entity);
  return new Set(
    scope.candidates
      .filter((c) => c !== cap && singular(c.entity) === entity)
      .flatMap((c) => paramInfos(c, scope.vocab))
      .filter((p) => !p.freeText && !p.paging && !p.limit && !p.sort && !p.date && p.entity !== entity)
      .flatMap((p) => p.words.filter((w) => w !== "id")),
  );
}

/** A date parameter's words that say only which side or unit it is (`from`, `created_on`'s `on`): they name no event. */
const DATE_SIDE_WORDS =
  /^(?:from|to|after|before|since|until|till|start|end|min|max|gte|lte|gt|lt|date|time|day|at|on|in)$/;

/**
 * Whether the word the dates are of — a participle ("hired since 2025") or an adjective ("due in
 * October") — is named by a date filter of this tool's bound from the question and no other entity's.
 * The event said as a plural noun elsewhere in the question ("tomorrow's arrivals", "how many
 * departures do we have today?") names it too: `arrival_from` dates arrivals. Not the noun right
 * before the dates ("departures today"): read so, it cost a wrong answer on the question suite's
 * holdout (session 32), where that word stays the participle's, matched as written.
 */
function datesOwnEvent(cap: Capability, binding: Binding, scope: ScoreScope): boolean {
  const dated = datedWord(scope.pq);
  const said = [
    ...(dated ? [dated] : []),
    ...scope.pq.tokens.filter((t) => t !== dated && isPlural(t.lower)),
  ].filter((t) => t.lower.length >= 3 && !GENERIC.has(t.lower));
  const entity = singular(cap.entity);
  return said.some((word) => {
    const forms = new Set([word.lower, ...(word === dated ? [] : [singular(word.lower)])]);
    const names = (c: Capability, taken?: readonly string[]) =>
      paramInfos(c, scope.vocab).some(
        (p) =>
          p.date !== undefined &&
          (taken === undefined || taken.includes(p.name)) &&
          p.words.some((w) => !DATE_SIDE_WORDS.test(w) && [...forms].some((f) => sameEvent(w, f))),
      );
    // "did anyone in sales join after june?" where "sales join" went to a name search: the verb read
    // as search text dates nothing.
    const searched = Object.values(binding.args).some(
      (v) => typeof v === "string" && v.split(/\s+/).includes(word.text),
    );
    return (
      !searched &&
      names(cap, binding.fromQuestion) &&
      !scope.candidates.some((c) => singular(c.entity) !== entity && names(c))
    );
  });
}

/**
 * A yes/no filter this tool took from the question's words (`is_running`, `offboarded`) that no
 * tool of another routed entity takes by the same words.
 */
function ownsStatedFlag(cap: Capability, binding: Binding, scope: ScoreScope): boolean {
  const entity = singular(cap.entity);
  // Said by the flag's own word ("running" of `is_running`), not only set by reading another word
  // ("open" read as `completed: false` says nothing of which records are open; measured: a wrong answer).
  const said = new Set(scope.pq.tokens.map((t) => stem(t.lower)));
  const flags = paramInfos(cap, scope.vocab).filter(
    (p) =>
      p.schema.type === "boolean" &&
      binding.fromQuestion.includes(p.name) &&
      p.words.some((w) => w.length > 3 && said.has(stem(w.toLowerCase()))),
  );
  // Not beside search text ("is lager discontinued"): the text may be of another kind of record, and
  // the flag then filters what the person did not ask to filter (measured: a wrong answer).
  if (paramInfos(cap, scope.vocab).some((p) => p.freeText && binding.fromQuestion.includes(p.name)))
    return false;
  const others = scope.candidates.filter((c) => singular(c.entity) !== entity);
  return flags.some(
    (p) =>
      !others.some((c) =>
        paramInfos(c, scope.vocab).some(
          (q) => q.schema.type === "boolean" && q.words.join(" ") === p.words.join(" "),
        ),
      ),
  );
}

/**
 * A declared value the question states that this tool takes and no other routed entity declares:
 * `value`; `selector` when other tools of the source declare it only on the same parameter (a
 * table or collection this tool lists); false otherwise.
 */
function ownsStatedValue(cap: Capability, binding: Binding, scope: ScoreScope): "value" | "selector" | false {
  const entity = singular(cap.entity);
  const said = paramInfos(cap, scope.vocab).flatMap((p) =>
    (p.enumValues ||
      (p.exampleValues &&
        (namedAsRecords(String(binding.args[p.name]), scope.pq) ||
          (saysKind(p.words) && doneByAsker(String(binding.args[p.name]), scope.pq))))) &&
    binding.fromQuestion.includes(p.name)
      ? [{ name: p.name, value: String(binding.args[p.name]).toLowerCase() }]
      : [],
  );
  if (said.length === 0) return false;
  // A required choice of record kinds (`objectType: contacts, companies, deals`) names the
  // collection too — when nothing else is asked: with search text beside it (a name, a topic)
  // the text may be of another kind (measured: an Airtable-style base got wrong answers).
  // Only when the value is all that is asked: loose words beside it ("running low") are not a search.
  // "find attendee Amelia Hart", "venue Tempodrom": a name written right after the one value the
  // question names is the name of a record of that collection (apposition) — the text is of that
  // kind, not of another. Anything between them ("which events is Amelia Hart registered for?")
  // leaves the refusal.
  if (
    paramInfos(cap, scope.vocab).some(
      (q) => q.freeText && binding.fromQuestion.includes(q.name) && !apposedName(cap, q.name, binding, scope),
    )
  )
    return false;
  // Another entity's tool declaring the value makes it ambiguous — unless it is the same parameter
  // of the same source and this tool lists what it selects (`tableName: Events` of list_records
  // beside describe_table): a selector the source's tools share, not an attribute of another entity.
  const lists = cap.operation === "list" || cap.operation === "search";
  const others = scope.candidates.filter((c) => singular(c.entity) !== entity);
  const declaring = (value: string) =>
    others.flatMap((c) =>
      paramInfos(c, scope.vocab)
        .filter((p) => p.enumValues?.some((x) => x.toLowerCase() === value))
        .map((p) => ({ c, p })),
    );
  let shared = false;
  for (const { name, value } of said) {
    const found = declaring(value);
    if (found.length === 0) return "value";
    if (lists && found.every(({ c, p }) => p.name === name && c.sourceId === cap.sourceId)) shared = true;
  }
  return shared ? "selector" : false;
}

/**
 * "show me the bears" of `family` shown as `bear`, `sea_lion` …: an example value the question writes
 * as the plural noun of records (its words in a row, the last plural) names those records as surely as
 * a declared value does — unlike a value merely mentioned ("the bear family's keeper").
 */
/**
 * "did I swim this week?", "when did I last run?": a kind of records (`Swim`, `Run`) said as what the
 * asker did — the verb right after "I" (one adverb of time between at most) — where the question
 * names no records by a noun: those records, of that kind.
 */
function doneByAsker(value: string, pq: ParsedQuestion): boolean {
  if (!/^\p{L}+$/u.test(value) || identifierParts(value).length !== 1) return false;
  if (pq.tokens.some((t) => pq.records?.has(t.norm))) return false;
  const target = stem(value.toLowerCase());
  return pq.tokens.some((t, i) => {
    const before = pq.tokens[i - 1]?.lower;
    const subject =
      before === "i" ||
      (before !== undefined && ASKER_ADVERBS.has(before) && pq.tokens[i - 2]?.lower === "i");
    return subject && stem(t.lower) === target;
  });
}
const ASKER_ADVERBS: ReadonlySet<string> = new Set(["last", "ever", "already", "just", "actually"]);

function namedAsRecords(value: string, pq: ParsedQuestion): boolean {
  const words = identifierParts(value).map((w) => w.toLowerCase());
  if (words.length === 0) return false;
  return pq.tokens.some((_, i) => {
    const run = pq.tokens.slice(i, i + words.length);
    const last = run.at(-1);
    return (
      run.length === words.length &&
      last !== undefined &&
      isPlural(last.lower) &&
      run.every((x, k) => (k === words.length - 1 ? singular(x.lower) : x.lower) === words[k])
    );
  });
}

/**
 * Whether search text `text` bound from the question is a name (it starts with a capital) written right
 * after the one value of a choice parameter the question names, nothing between them: "attendee
 * Amelia Hart" — a record of that collection, named. So is one where its records are ("venues in
 * Lisbon", "attendees are from Prague") or the collection the person asks to search ("search venues
 * for Riverside"): text that collection's records hold, not of another kind.
 */
function apposedName(cap: Capability, text: string, binding: Binding, scope: ScoreScope): boolean {
  const value = binding.args[text];
  if (typeof value !== "string" || !/^\p{Lu}/u.test(value)) return false;
  // An identifier is no name: "attendee recxtlSKZzwzghArW" is looked up by its key, never searched
  // as text — a code with digits, or a word whose case changes back and forth ("RxTqWmLpZk").
  const coded = (w: string) => looksLikeIdentifier(w) || (w.match(/\p{Ll}\p{Lu}/gu)?.length ?? 0) > 1;
  if (scope.pq.ids.some((id) => value.includes(id.text)) || value.split(/\s+/).some(coded)) return false;
  const at = scope.pq.raw.indexOf(value);
  if (at < 0 || scope.pq.raw.indexOf(value, at + 1) >= 0) return false;
  return paramInfos(cap, scope.vocab).some((p) => {
    if (!p.enumValues || p.enumValues.length < 2 || !binding.fromQuestion.includes(p.name)) return false;
    const named = p.enumValues.flatMap((v) => enumMatches({ ...p, enumValues: [v] }, scope.pq) ?? []);
    if (named.length !== 1 || named[0] === undefined) return false;
    const between = scope.pq.raw.slice(named[0].span.end, at);
    const before = scope.pq.raw.slice(0, named[0].span.start);
    return /^\s+$/.test(between) || placeOfCollection(between) || searchedFor(before, between);
  });
}

/**
 * "venues in Lisbon", "which attendees are from Prague?": between the collection's word and the name,
 * only a copula and a place preposition — the name is where its records are, text its records hold.
 */
const placeOfCollection = (between: string) =>
  /^\s+(?:(?:are|is|were|was)\s+)?(?:in|from|at|near)\s+(?:the\s+)?$/i.test(between);

/** "search venues for Riverside": the person asks to search that collection for the text. */
const searchedFor = (before: string, between: string) =>
  /\bsearch(?:\s+(?:the|our|all))?\s+$/i.test(before) && /^\s+for\s+(?:the\s+)?$/i.test(between);

/** The free text this tool took holds the words of the ranking the question asks for ("highest grossing"). */
function rankingSearched(cap: Capability, binding: Binding, scope: ScoreScope): boolean {
  const ranking = scope.pq.ranking?.value;
  if (!ranking) return false;
  return paramInfos(cap, scope.vocab).some((p) => {
    const value = binding.args[p.name];
    if (!p.freeText || !binding.fromQuestion.includes(p.name) || typeof value !== "string") return false;
    const said = new Set(tokenize(value).map((t) => t.lower));
    return ranking.words.some((w) => said.has(w.toLowerCase()));
  });
}
