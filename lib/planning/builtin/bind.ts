/**
 * Schema-driven argument binding for ONE capability: values the question states (ids matching a
 * parameter's pattern or entity, emails, dates, limits, sort cues, enum values, free text) and
 * identity fields of current_selection when the question points at it. Only what is actually
 * stated is bound — never a default, never a guess. What is left over is reported for chaining.
 */

import type { JsonSchema } from "@/lib/json-schema";
import { GENERIC_NOUNS } from "@/lib/semantics/aliases";
import { MONTH_RE, shiftDay, timeOfDayIn, unplacedPeriodAt } from "@/lib/semantics/calendar";
import { declaredRecordShape } from "@/lib/semantics/declared-paths";
import {
  agentNoun,
  codeBegunBy,
  codeMayShorten,
  formOfVerb,
  gerundOf,
  isEnglishWord,
  isNoVerb,
  isVerbLemma,
  pastActOf,
  pastFormOf,
  RESPONSIBILITY_VERBS,
} from "@/lib/semantics/english";
import { namesOfEntity } from "@/lib/semantics/entity-names";
import {
  fieldRole,
  inMinorUnits,
  namesField,
  orderField,
  rankedField,
  synonymous,
} from "@/lib/semantics/fields";
import { groupingSpans } from "@/lib/semantics/grouping";
import {
  AUXILIARY,
  entityOfGlobalId,
  entityOfIdentifier,
  firstNameWord,
  fullNameWords,
  looksLikeIdentifier,
  PROPER_NAME,
  roleFit,
  titledName,
  titledPersonIn,
} from "@/lib/semantics/names";
import {
  AMOUNT_WORDS,
  boundSubject,
  codeOfInitial,
  dateSubject,
  describesIdentifier,
  type EntityVocabulary,
  exemplifiedSegments,
  type IdFormat,
  isStrongIdWord,
  ownRoleWords,
  type ParamInfo,
  paramInfos,
  recordFields,
  requiredTogether,
  type SortOption,
  saysState,
  searchesKeysOf,
  searchesNames,
  takesFilePath,
  textMatches,
  textOfAnother,
  wholeInclusiveBound,
} from "@/lib/semantics/params";
import {
  addressedKeys,
  callerTerm,
  comparedKeys,
  dateBoundKeys,
  dateBoundTerms,
  joinTerms,
  searchSyntax,
  type Term,
  termText,
  windowTerm,
  wordsSearched,
  writeTerms,
} from "@/lib/semantics/query-syntax";
import { asksWho } from "@/lib/semantics/question-kind";
import { declaredOrder, declaredOrderWords } from "@/lib/semantics/results";
import { BROADER_STATES, STATE_GROUPS, TIME_STATES } from "@/lib/semantics/synonym-table";
import {
  ampersandOfName,
  CATCH_ALL_VALUES,
  CONTACT_WORDS,
  CURRENCY_WORDS,
  contactFieldWords,
  convertibleUnits,
  convertUnit,
  countryOfDemonym,
  countryOfName,
  deniedWord,
  EDIT_EVENTS,
  ENDED_FLAGS,
  EVENT_NOUNS,
  EVERYTHING_VALUES,
  FIRST_PERSON_WORDS,
  identifierParts,
  irregularPast,
  isDenyingWord,
  isDurationVerb,
  isLanguageName,
  isPersonWord,
  isPlural,
  isPossessive,
  isTimeUnit,
  LANGUAGE_FIELD_WORDS,
  LATER_EVENTS,
  languageCodeOf,
  languageNameOf,
  MAKER_ROLES,
  managedWords,
  negatedParticiple,
  ONGOING_FLAGS,
  ordinalPlace,
  PERSON_NOUNS,
  PERSON_ROLES,
  PERSONAL_VERBS,
  PLACE_FIELD_WORDS,
  personLike,
  RESIDENCE_VERBS,
  sameEvent,
  sameRoot,
  stem,
  textDenies,
  unitWord,
  VERB_PARTICLES,
  verbForms,
  withoutPossessive,
  wordMemo,
} from "@/lib/semantics/words";
import type { Capability } from "../../capabilities/types";
import type { PlannerSelection } from "../planner";
import { bindCollectionRecord, bindSelection, pointedFilters, selectedKeyPath } from "./bind-selection";
import { afterTimeCue, comingMonth } from "./dates";
import {
  type Comparison,
  type ParsedQuestion,
  valueSpans as readValueSpans,
  steppedCount,
  type Valued,
} from "./question";
import {
  agentVerbOf,
  bare,
  codeWord,
  DEICTIC,
  GENERIC,
  identifierWords,
  insideAny,
  inTheShop,
  isPronounWord,
  isWordingIn,
  overlaps,
  phraseWording,
  placeOnly,
  placeQualified,
  possessedWords,
  RELATION_PREPOSITIONS,
  runStated,
  type Span,
  selectedFieldSpans,
  singular,
  statedParticle,
  type Token,
  tokenize,
  verbOf,
} from "./text";
import { askedOfEvery, EVERY_CLOSING } from "./universal";

export interface Binding {
  args: Record<string, unknown>;
  /** Parameters bound from explicit values in the question (evidence the tool fits). */
  fromQuestion: string[];
  fromSelection: string[];
  /** Parameters bound from an identifier or email in the question. */
  identified: string[];
  missingRequired: string[];
  /** Stated constraints this tool cannot take ("date range", "status pending"). */
  unexpressed: string[];
  /**
   * "trips yesterday" over records with a start and an end whose filters date the start: the
   * dates read as the start's bounds — offered as a choice, never guessed (`spanStartGuessed`).
   */
  startReading?: { args: Record<string, unknown>; said: string };
  /** Free text no parameter took (a person's name, an email…). */
  residual: string;
  /** Unbound parameters that take another entity's id: where a chained lookup can feed in. */
  refParams: ParamInfo[];
  /** The reference the words before a full name describe ("reports to Jane Doe" → `ManagerId`). */
  relation?: string;
  /**
   * "who reports to E-10004": a reference to the tool's own records that took an identifier because
   * the question says its role ("reports" of `ManagerId`) — the records asked for are the ones in
   * that role, not the identified one.
   */
  roleOf?: string;
  /**
   * "Aisha Fitzgerald's claims" where claims are filtered by a policyholder and by an adjuster: the
   * grouped references to people a full name, where a person stands, could be for — asked which,
   * never guessed.
   */
  people?: ParamInfo[];
  /** The question's words each bound argument was read from ("open" of `completed: false`). */
  boundFrom?: Span[];
  /** Terms written in the search text's documented query language (`label:bug`), when it took them. */
  written?: string[];
  /** The question's words those terms were written from (`type:ticket` of "tickets"). */
  writtenFrom?: Span[];
  /** How many of those terms filter by a value the syntax shows (`label:bug`; not a typed path, not the records' own name). */
  writtenValues?: number;
}

/**
 * "how many encounters did Dr. Daniel Okafor have?": a person the question names with a
 * professional title (the name without it), and the entities (singular) of the searches of that
 * role's records — practitioners, vets, instructors — by their entity, else by their description.
 */
export interface TitledPerson {
  name: string;
  entities: ReadonlySet<string>;
}

/** The question's titled person, when some search or list of `caps` is of that title's role. */
export function titledPerson(question: string, caps: readonly Capability[]): TitledPerson | undefined {
  const titled = titledPersonIn(question);
  if (!titled) return undefined;
  const fits = caps.flatMap((c) => {
    const fit =
      c.operation === "search" || c.operation === "list" ? roleFit(titled.roles, c.entity, c.description) : 0;
    return fit > 0 ? [{ entity: singular(c.entity), fit }] : [];
  });
  const best = Math.min(...fits.map((f) => f.fit));
  const entities = new Set(fits.filter((f) => f.fit === best).map((f) => f.entity));
  return entities.size > 0 ? { name: titled.name, entities } : undefined;
}

export interface BindScope {
  pq: ParsedQuestion;
  /** A person named with a professional title, looked up only among the records of that role. */
  titled?: TitledPerson;
  selection?: PlannerSelection;
  /** Whether the question points at current_selection. */
  refersToSelection: boolean;
  /**
   * "this company" with a company selected: the question points at the selected record itself, so
   * only entities it names take the record's references (never the company's owner for "its deals").
   */
  selectionSelf?: { named: ReadonlySet<string> };
  /**
   * "any other invoices from them?": the pronoun is someone the selected rows reference, never the rows.
   * "person": only a person they reference ("what else is assigned to them?": the issue's assignee).
   */
  selectionReferenced?: boolean | "person";
  idFormats: IdFormat[];
  /** Entities of the candidates and the fields that identify them: foreign keys by structure. */
  vocab: EntityVocabulary;
  /** Singular entity names of all candidates: never free text. */
  entityWords: ReadonlySet<string>;
  /** The one routed tool whose search text documents a query language (see `soleQueryLanguage`). */
  soleLanguage?: string;
  /** Those and the entities the candidates' parameters refer to: what an identifier's prefix may abbreviate. */
  idEntities?: ReadonlySet<string>;
  /**
   * "what's the status of #4512?": the one kind of the candidates' records keyed by a whole number,
   * whose number a "#N" that no record word names is (see `numberedKinds`).
   */
  numbered?: string;
  /** Enum values any candidate could bind, by token start: a tool that cannot take them is a worse fit. */
  enumTokens: ReadonlySet<number>;
  /** Those of them a choice of record kinds declares (`toObjectType: deals`): see `selectsRecordKind`. */
  kindTokens?: ReadonlySet<number>;
  /** The entities (singular) of the candidates whose parameters take each of those values, by token start. */
  enumEntities?: ReadonlyMap<number, ReadonlySet<string>>;
  /** Entities (singular) some candidate filters by state: a state word is never their search text. */
  stateEntities?: ReadonlySet<string>;
  /**
   * Entities (singular) some candidate searches or lists by text: a name of one of their records is
   * looked up there first (a lookup chain), where a reference takes names too.
   */
  searchable?: ReadonlySet<string>;
  /**
   * Entities (singular) some candidate searches or lists by a code its own parameter shows by example
   * (`search`: "Course code or words of the title, e.g. CS-101"), with those shapes: a code of such a
   * shape is what that entity's records are looked up by, never their key.
   */
  lookupShapes?: ReadonlyMap<string, readonly RegExp[]>;
  /** Words of the record fields the candidates declare ("email" when customers declare `email`). */
  declaredFields?: ReadonlySet<string>;
  /** Entities (singular) whose records the source says are all the asker's (`callerOwnedEntities`). */
  callerOwned?: ReadonlySet<string>;
}

const squash = (s: string) =>
  singular(s)
    .replace(/[_\s-]+/g, " ")
    .replace(/(.)\1/g, "$1");

/**
 * "raised this year", "opened in March": the participle right before the question's dates names the
 * event the dates are of (what is dated), not a filter of its own.
 */
export function dateParticiple(pq: ParsedQuestion): ParsedQuestion["tokens"][number] | undefined {
  const verb = datedWord(pq);
  if (!verb) return undefined;
  // "issues with updates since May": the plural noun of an edit, after "with", names it as well.
  if (/\b(?:with|having)\s+$/i.test(pq.raw.slice(0, verb.start)) && editNoun(verb.lower)) return verb;
  // "written in the 1960s", "born before 1950": an irregular participle in -en (-rn) names the event as well ("won", "sold"
  // may spell a state, and stay words).
  return /^[a-z]{3,}ed$/.test(verb.text) || (/(?:en|rn)$/.test(verb.text) && irregularPast(verb.text))
    ? verb
    : undefined;
}

/**
 * The word right before the question's dates, past their article and preposition ("raised this
 * year", "due in October", "due from october 13 to 17"): a participle or an adjective that may name
 * the event the dates are of.
 */
export function datedWord(pq: ParsedQuestion): ParsedQuestion["tokens"][number] | undefined {
  if (!pq.dates) return undefined;
  const start = pq.dates.start;
  const at = pq.tokens.findIndex((t) => t.start >= start);
  let i = (at < 0 ? pq.tokens.length : at) - 1;
  // "hired in the last two weeks": the dates may be read from "last", past their article.
  if (/^(?:the|a|an)$/.test(pq.tokens[i]?.lower ?? "")) i--;
  if (
    RELATION_PREPOSITIONS.has(pq.tokens[i]?.lower ?? "") ||
    /^(?:during|over)$/.test(pq.tokens[i]?.lower ?? "")
  )
    i--;
  // "opened in acme/web last month": a reference written as its path, with its preposition, may
  // stand between the participle and its dates — it says where, not what is dated.
  const inPath = (t?: Token) => t !== undefined && pq.paths.some((p) => p.start <= t.start && t.end <= p.end);
  if (inPath(pq.tokens[i])) {
    while (inPath(pq.tokens[i])) i--;
    if (RELATION_PREPOSITIONS.has(pq.tokens[i]?.lower ?? "")) i--;
  }
  return i >= 0 ? pq.tokens[i] : undefined;
}
/** Words between a denial and the verb or noun of the dates it denies: "hasn't been touched", "nobody has updated". */
const DENIAL_FILLER = /^(?:been|being|be|yet|ever|really|has|have|had|was|were|is|are|got|gotten|get|any)$/;
/**
 * "issues not updated in the past 2 weeks", "tickets nobody has touched since August", "no activity
 * since Monday", "untouched since May": the question denies its dates — the records it means are the
 * others, last dated before them. A bound of that other side is not what the dates read: the span of
 * the denial (its word to the dates' end), asked about, never bound as written.
 */
export function datesDenied(pq: ParsedQuestion): Span | undefined {
  const w = datedWord(pq);
  if (!w || !pq.dates) return undefined;
  const end = pq.dates.end;
  if (/^un[a-z]{3,}(?:ed|en)$/.test(w.lower)) return { start: w.start, end };
  let i = pq.tokens.findIndex((t) => t.start === w.start) - 1;
  for (let skipped = 0; skipped < 3 && DENIAL_FILLER.test(pq.tokens[i]?.lower ?? ""); skipped++) i--;
  const t = pq.tokens[i];
  if (!t) return undefined;
  if (isDenyingWord(t.lower, ["nobody", "noone", "no"])) return { start: t.start, end };
  // "no one has touched since August"
  if (t.lower === "one" && pq.tokens[i - 1]?.lower === "no")
    return { start: pq.tokens[i - 1]?.start ?? t.start, end };
  return undefined;
}

/** "updates", "changes", "edits": the plural noun of a participle that dates a later edit. */
const editNoun = (word: string) => /^[a-z]{3,}s$/.test(word) && EDIT_EVENTS.has(stem(singular(word)));

/**
 * "signed up most recently", "joined earliest", "most recently published": the participle beside a
 * sort cue names the event the order is by — wording the order already expresses, not a filter.
 */
function sortParticiple(pq: ParsedQuestion): ParsedQuestion["tokens"][number] | undefined {
  if (!pq.sort) return undefined;
  const { start, end } = pq.sort;
  const at = pq.tokens.findIndex((t) => t.start >= start);
  let i = (at < 0 ? pq.tokens.length : at) - 1;
  if (/^(up|in|on|out|off)$/.test(pq.tokens[i]?.lower ?? "")) i--;
  const before = i >= 0 ? pq.tokens[i] : undefined;
  const after = pq.tokens.find((t) => t.start >= end);
  // "oldest unsolved tickets": a negated participle states which records, not what the order is by.
  return [before, after].find(
    (t) => t !== undefined && /^[a-z]{3,}ed$/.test(t.text) && !negatedParticiple(t.text),
  );
}

/** The participle names a state the tool's records enter: a value of one of its choices ("opened" → `open`). */
function statesEvent(verb: Token, params: readonly ParamInfo[]): boolean {
  return params.some((p) => p.enumValues?.some((v) => stem(v.toLowerCase()) === stem(verb.lower)));
}

/**
 * The tool's records have more than one date: a choice it takes names two (`sort`: created,
 * updated), or its declared records have two date fields. A date filter that names none may be of either.
 */
function severalDates(cap: Capability, params: readonly ParamInfo[], verb: Token): boolean {
  // Past participles among the values of choices other than the state the verb names.
  const sortDates = new Set(
    params
      .filter((p) => !p.enumValues?.some((v) => stem(v.toLowerCase()) === stem(verb.lower)))
      .flatMap((p) => (Array.isArray(p.schema.enum) ? p.schema.enum : []))
      .filter((v): v is string => typeof v === "string" && /^[a-z]{3,}ed$/i.test(v)),
  );
  const fields = [...declaredRecordShape(cap).paths].filter(
    ([key, schema]) => !key.includes(".") && (schema?.format === "date" || schema?.format === "date-time"),
  );
  return sortDates.size >= 2 || fields.length >= 2;
}

/**
 * "on leave since August", "overdue since Monday": the word right before the dates, when it is a
 * word of a value of the records' state (`ON_LEAVE`) — the dates are of that state, not of an event.
 */
function datedStateWord(pq: ParsedQuestion, params: readonly ParamInfo[]): Token | undefined {
  const word = datedWord(pq);
  if (!word || word.lower.length < 4) return undefined;
  // "claims under review from March": "from" dates the records themselves (the claims from March),
  // not how long they have been in the state ("on leave since August").
  if (pq.dates) {
    const start = pq.dates.start;
    const before = pq.tokens.filter((t) => t.end <= start).at(-1);
    const said = /^from\b/i.test(pq.raw.slice(start, pq.dates.end));
    if (said || (before?.lower === "from" && before.start > word.start)) return undefined;
  }
  const said = params
    .filter((p) => isStatusParam(p))
    .flatMap((p) => p.enumValues ?? [])
    .some((v) => identifierWords(v).some((w) => w === word.lower || stem(w) === stem(word.lower)));
  return said ? word : undefined;
}

/** A date parameter whose name or description says what it dates ("createdAfter", "Hired after…"). */
function namesEvent(p: ParamInfo): boolean {
  const d = typeof p.schema.description === "string" ? p.schema.description : "";
  return [...p.words, ...identifierWords(d)].some((w) => /^[a-z]{3,}ed$/.test(w) || /^[a-z]{3,}ion$/.test(w));
}
/** Words of the date records begin on: `createdAfter`, "Added on or after", `joinedSince`. */
const BEGINNINGS: ReadonlySet<string> = new Set([
  "created",
  "added",
  "joined",
  "registered",
  "signed",
  "opened",
  // `startFrom` "Lease starts on or after": a lease, a contract, a subscription begins on its start.
  "start",
  "started",
]);
/** "begin", "begins", "beginning", "began", "begun": a start said in other words. */
const BEGIN_FORMS = /^(?:begins?|beginning|began|begun)$/;
/** Participles that date when records began ("placed", "filed", "issued" as much as "created"). */
const BEGAN: ReadonlySet<string> = new Set(
  [
    ...BEGINNINGS,
    "placed",
    "submitted",
    "filed",
    "booked",
    "logged",
    "raised",
    "reported",
    "issued",
    "made",
  ].map(stem),
);
/** "opened", "filed", "raised": a participle saying the record was made. */
export const madeVerb = (word: string) => /^[a-z]{3,}(?:ed|en)$/.test(word) && BEGAN.has(stem(word));
/** The event a participle or a date parameter's name is about: records beginning, an edit, another, or none. */
function eventKind(words: readonly string[]): "began" | "edited" | "other" | undefined {
  const stems = words.map(stem);
  if (stems.some((w) => BEGAN.has(w))) return "began";
  if (stems.some((w) => EDIT_EVENTS.has(w))) return "edited";
  return words.length > 0 ? "other" : undefined;
}
/**
 * "deals created last month" where every date filter dates another event (`closedateFrom`,
 * `dueBefore`): the range is of an event no filter takes — binding it to those would answer about
 * another date. A filter that names no event (`from`, `since`) may take it.
 */
function datesOtherEventOnly(participle: Token, dateParams: readonly ParamInfo[], own: string): boolean {
  const asked = eventKind([participle.lower]);
  if (asked !== "began" && asked !== "edited") return false;
  if (dateParams.length === 0) return false;
  // `OrderDate` of purchase orders dates the records themselves (their own word), like `created`.
  const ownWords = new Set(own.split(/\s+/).flatMap((w) => [singular(w), stem(w)]));
  // "who joined in the last 6 months?" beside `HiredAfter`: another word for the same event.
  if (
    dateParams.some((p) =>
      dateSubject(p.words)
        .split(" ")
        .some((w) => sameEvent(w, participle.lower)),
    )
  )
    return false;
  return dateParams.every((p) => {
    // The parameter's own words (`filter[startFrom]` is `startFrom`: a group's name says nothing).
    const words = dateSubject(p.words)
      .split(" ")
      .map((w) => w.replace(/(?:date|time)$/, ""))
      // Words of a date as such (`date`, `timestamp`), not of what it dates.
      .filter(
        (w) =>
          w.length >= 3 && !/^(?:date|time|day|datetime|timestamp)$/.test(w) && !ownWords.has(singular(w)),
      )
      // `orderedAfter` of orders: the records' own verb dates when they were made.
      .map((w) => (ownWords.has(stem(w)) ? "created" : w));
    const kind = eventKind(words);
    return kind !== undefined && kind !== asked;
  });
}
/**
 * "incidents resolved yesterday" where no date filter names an event of its own (`since`, `until`)
 * but the tool's description says, in the sentence naming them, that they bound when the records
 * were created ("`since`/`until` bound the creation time"): the range dates another event than the
 * state asked about — asked, never bound to the creation dates.
 */
function datesBeginningPerTool(cap: Capability, dateParams: readonly ParamInfo[], state: Token): boolean {
  if (dateParams.length === 0 || dateParams.some((p) => datesEvent(p, state))) return false;
  const sentences = (cap.description ?? "").split(/(?<=[.;])\s+/);
  const began = [...BEGINNINGS].map(stem);
  return dateParams.every((p) =>
    sentences.some(
      (s) =>
        new RegExp(`\\b${p.name.replace(/[^\w]/g, "")}\\b`).test(s) &&
        identifierWords(s).some((w) => began.some((b) => stem(w) === b || w.startsWith(b))),
    ),
  );
}
/** A date parameter whose name or description says it dates when the records began. */
function beganOn(p: ParamInfo): boolean {
  const d = typeof p.schema.description === "string" ? p.schema.description : "";
  return [...p.words, ...identifierWords(d)].some((w) => BEGINNINGS.has(w));
}
/** Words of a record field that say it is a date (`startDate`, `createdAt`, `due_on`). */
const DATE_FIELD_WORDS: ReadonlySet<string> = new Set(["date", "at", "on", "time", "timestamp", "day"]);

/**
 * "courses *ending* in June" where the tool's date filters date the courses' start (`startsAfter`,
 * "Courses starting on or after"): the records declare another date (`endDate`), and the question
 * names that one — a range these filters do not take. The word, when so; never when the filters
 * name no event of the records (`since`), or name the one asked about.
 */
/** The events the records' declared date fields are of, by stem (`startDate`, `endDate` → start, end). */
function recordDateEvents(cap: Capability): Set<string> {
  const events = new Set<string>();
  for (const key of declaredRecordShape(cap).paths.keys()) {
    const words = identifierWords(key.split(".").pop() ?? "");
    if (words.length < 2 || !words.some((w) => DATE_FIELD_WORDS.has(w))) continue;
    for (const w of words) if (!DATE_FIELD_WORDS.has(w) && w.length >= 3) events.add(stem(w));
  }
  return events;
}

/** Stems of the words date filters say (`startsAfter`, "Courses starting on or after"). */
function saidOf(chosen: readonly ParamInfo[]): Set<string> {
  return new Set(
    chosen.flatMap((p) => {
      const d = typeof p.schema.description === "string" ? p.schema.description : "";
      return [...p.words, ...identifierWords(d)].map((w) => stem(w));
    }),
  );
}

/**
 * "courses in March", "leases last year" where the filters date the records' start and the records
 * also have an end (`startDate`, `endDate`): records that run for a span are "in" a period while
 * they run — whether the start is meant is asked, never guessed. True when so.
 */
function spanStartGuessed(cap: Capability, chosen: readonly ParamInfo[], pq: ParsedQuestion): boolean {
  const events = recordDateEvents(cap);
  const has = (words: string[]) => words.some((w) => events.has(w));
  if (!has(["start", "begin"]) || !has(["end", "finish"])) return false;
  const said = saidOf(chosen);
  if (!["start", "begin"].some((w) => said.has(w))) return false;
  // The question names the start ("starting", "started", "new", "begin", "beginning", "began"), or a
  // date of its own.
  return !pq.tokens.some(
    (t) => events.has(stem(t.lower)) || /^(?:new|newly)$/.test(t.lower) || BEGIN_FORMS.test(t.lower),
  );
}

function namesOtherDate(
  cap: Capability,
  chosen: readonly ParamInfo[],
  pq: ParsedQuestion,
  entityWords: ReadonlySet<string>,
): Token | undefined {
  const events = recordDateEvents(cap);
  const said = saidOf(chosen);
  if (![...events].some((e) => said.has(e))) return undefined;
  // "claims with incidents in August": a plural names the same event as its singular (`incidentDate`).
  const eventOf = (t: Token) => [stem(t.lower), stem(singular(t.lower))].find((w) => events.has(w));
  const named = pq.tokens.find((t) => {
    const event = t.lower.length >= 3 && !entityWords.has(singular(t.lower)) ? eventOf(t) : undefined;
    return event !== undefined && !said.has(event) && !said.has(stem(t.lower));
  });
  if (named) return named;
  // "claims that occurred in September" where the filters date the report and the records also date
  // what happened (`incidentDate`): when it happened is that other date, not the one filtered on.
  const unsaid = [...events].filter((e) => !said.has(e) && !EDIT_EVENTS.has(e));
  return unsaid.length > 0 ? pq.tokens.find((t) => HAPPENED.test(t.lower)) : undefined;
}
/** Verbs of something taking place: "occurred", "happened". */
const HAPPENED = /^(?:occur(?:s|red|ring)?|happen(?:s|ed|ing)?)$/;

/** A date parameter whose name or description names the participle's event (`closedAfter` of "closed"). */
/**
 * "`updated_at` changes when the candidate accepts or declines": a sentence of the tool's
 * description naming a date filter's subject beside the event (by stem) says that date is the
 * event's — "offers declined this quarter" filters by it, never by the date the records were made.
 */
function toldDatesEvent(description: string | undefined, p: ParamInfo, verb: Token): boolean {
  const subject = dateSubject(p.words)
    .split(" ")
    .filter((w) => w.length >= 4);
  if (!description || subject.length === 0) return false;
  return description.split(/[.;\n]+/).some((sentence) => {
    const words = identifierWords(sentence);
    return (
      subject.every((w) => words.includes(w)) &&
      words.some((w) => !subject.includes(w) && stem(w) === stem(verb.lower))
    );
  });
}
function datesEvent(p: ParamInfo, verb: Token): boolean {
  const d = typeof p.schema.description === "string" ? p.schema.description : "";
  const noun = EVENT_NOUNS[verb.lower];
  return [...p.words, ...identifierWords(d)].some(
    (w) => stem(w) === stem(verb.lower) || (noun !== undefined && w.startsWith(noun)),
  );
}
/** Words that compare what follows them ("higher than medium", "above low"). */
/** Verbs a yes/no flag's name opens with (`has_garden`, `is_featured`, `with_parking`). */
export const FLAG_LEADS: ReadonlySet<string> = new Set([
  "has",
  "have",
  "with",
  "is",
  "are",
  "include",
  "includes",
  "contains",
]);
/**
 * The words a person writes for a yes/no flag (`has_garden` → garden, `isFeatured` → featured,
 * `openOnly` → open): its name's words of three letters or more, without the verb that opens it and
 * the "only" that restricts it when others remain — nobody says "only" to ask for open faults.
 */
export function flagWords(p: ParamInfo): { words: string[]; named: string[] } {
  const said = p.words.filter((w) => w.length >= 3);
  const unrestricted = said.filter((w) => w !== "only");
  const named = unrestricted.length > 0 ? unrestricted : said;
  const core = named.filter((w) => !FLAG_LEADS.has(w));
  return { words: FLAG_LEADS.has(named[0] ?? "") && core.length > 0 ? core : named, named };
}
/** A token that writes a flag's word: in any inflection, or with a hyphen the name runs together ("e-bikes" of `ebikes`). */
export function saysFlagWord(t: Token, w: string): boolean {
  return (
    stem(t.norm) === stem(w) ||
    stem(t.lower) === stem(w) ||
    (t.lower.includes("-") && stem(singular(t.lower.replace(/-/g, ""))) === stem(singular(w)))
  );
}
/** A count written before a noun: "0", "zero", "no" (units). */
const QUANTITY = /^(?:\d+|zero|no|none)$/;
const COMPARED: ReadonlySet<string> = new Set(["than", "above", "below", "over", "under", "least", "most"]);

/**
 * "what has Priya Natarajan *applied* for?", "what did she *apply* to?", "what has Sam *ordered*?":
 * right after a person as its subject (a personal pronoun, or a capitalized name not opening the
 * question), the verb whose root begins a noun of the records (apply → application, order → order,
 * book → booking) is what that person did that made the records — the clause's verb, never a state
 * of theirs (`stage: applied`) and never search text.
 */
/** The word right before token `i` is a person doing something: a pronoun, or a capitalized name past the first word. */
function personBefore(pq: ParsedQuestion, i: number): boolean {
  const prev = pq.tokens[i - 1];
  if (!prev) return false;
  return /^(he|she|we|i|you)$/.test(prev.lower) || (i >= 2 && /^\p{Lu}\p{Ll}+$/u.test(prev.text));
}

export function recordsEvent(
  pq: ParsedQuestion,
  i: number,
  entities: Iterable<string> = pq.records ?? [],
): boolean {
  const t = pq.tokens[i];
  if (!t || !/^[a-z]{3,}$/.test(t.text) || !personBefore(pq, i)) return false;
  const root = stem(t.lower).replace(/y$/, "i");
  // "does he manage": a manager is who manages, not what managing makes.
  return root.length >= 4 && [...entities].some((e) => e.startsWith(root) && !agentVerbOf(t.lower, e));
}

export function enumMatches(info: ParamInfo, pq: ParsedQuestion): { value: string; span: Span } | undefined {
  // The planner asks this of the same parameter several times a turn (the question's enum and kind
  // tokens, then binding): one reading per question, parameter and naming spans.
  let memo = enumMemo.get(pq);
  if (!memo || memo.naming !== pq.naming) {
    memo = { naming: pq.naming, byInfo: new WeakMap() };
    enumMemo.set(pq, memo);
  }
  const hit = memo.byInfo.get(info);
  if (hit !== undefined) return hit ?? undefined;
  const found = valueMatch(info, pq);
  // "is everyone in design still active?": the value asked of every record is no choice of records.
  const read =
    found &&
    (askedOfIt(
      pq,
      pq.tokens.findIndex((t) => t.start === found.span.start),
    ) ||
      askedOfEvery(found.span, pq.tokens))
      ? undefined
      : found;
  const done = read ? doneOverProgressive(info, read.value, read.span, pq) : undefined;
  const m = done === undefined ? read : done ? { value: done, span: read?.span as Span } : undefined;
  // "merge requests", "work orders": a word naming the records with the next one is no value.
  const out = m && pq.naming?.some((s) => s.start === m.span.start) ? undefined : m;
  memo.byInfo.set(info, out ?? null);
  return out;
}

/**
 * "what did we send", "shipped parcels" beside `sending` and `sent` (`shipping`, `shipped`): a word
 * that is no -ing form never names the state in progress. The done state (its past form), when it is
 * a declared value, is the one named; after "did" (what was done) without one, no state is. Undefined
 * when the progressive value stands; "" when no value is named.
 */
function doneOverProgressive(
  info: ParamInfo,
  value: string,
  span: Span,
  pq: ParsedQuestion,
): string | undefined {
  const word = pq.raw.slice(span.start, span.end).trim().toLowerCase();
  const progressive = value.toLowerCase();
  if (!progressive.endsWith("ing") || word.endsWith("ing") || /\s/.test(word)) return undefined;
  const declared = [...(info.enumValues ?? []), ...(Array.isArray(info.schema.enum) ? info.schema.enum : [])];
  const done = declared.find((v): v is string => {
    if (typeof v !== "string") return false;
    const d = v.toLowerCase();
    if (d === progressive || d.endsWith("ing")) return false;
    return (
      d === word ||
      (verbForms(word).includes(d) && stem(d) !== stem(word)) ||
      verbForms(d).includes(word) ||
      (d.endsWith("ed") && stem(d) === stem(word))
    );
  });
  if (done) return done;
  // "what did we send?": a verb after "did" asks what was done, never what is in progress.
  const at = pq.tokens.findIndex((t) => t.start === span.start);
  const afterDid =
    at > 0 && pq.tokens.slice(Math.max(0, at - 3), at).some((t) => /^did(?:n'?t)?$/.test(t.lower));
  return afterDid ? "" : undefined;
}

type EnumMatch = Readonly<{ value: string; span: Span }>;
const enumMemo = new WeakMap<
  ParsedQuestion,
  { naming: ParsedQuestion["naming"]; byInfo: WeakMap<ParamInfo, EnumMatch | null> }
>();

/** What {@link valueMatch} reads of one token, once per call. */
interface SingleToken {
  named: boolean;
  pronoun: boolean;
  said: string;
  pluralOfRecords: boolean;
  event: boolean;
  /** A past form of what a person did to the records (`madeByPerson`). */
  madeBy: boolean;
  records: boolean;
}

function valueMatch(info: ParamInfo, pq: ParsedQuestion): { value: string; span: Span } | undefined {
  // "opened last month" is when they were opened, not that they are open: the dates' participle
  // states a value only when it is the value itself ("cancelled in August").
  const dated = dateParticiple(pq);
  const tokens = compoundTokens(pq.tokens, info.words);
  // "overdue invoices issued in Q3" beside `status: ISSUED | OVERDUE`: the dates' participle spelling
  // a value states it only when no other value is said — else it says when the records were made
  // (every overdue invoice was issued) and the other word says which records.
  let dating: { value: string; span: Span } | undefined;
  // What the loop below asks of one token of `tokens` for every declared value (and each of its
  // names): whether it is a naming word or a pronoun, its squashed text, whether it is the plural
  // of the records' noun, a verb of what a person did that made the records (its place in the
  // question found by its start: `tokens` joins compounds), the records' noun itself.
  const single: SingleToken[] = [];
  const singleAt = (i: number): SingleToken => {
    const known = single[i];
    if (known) return known;
    const t = tokens[i] as Token;
    const read: SingleToken = {
      named: pq.naming?.some((s) => s.start === t.start) === true,
      pronoun: isPronounWord(t.text),
      said: squash(t.text),
      pluralOfRecords: pluralOfRecords(t, pq),
      event: recordsEvent(
        pq,
        pq.tokens.findIndex((x) => x.start === t.start),
      ),
      madeBy: madeByPerson(
        pq,
        pq.tokens.findIndex((x) => x.start === t.start),
      ),
      records: pq.records?.has(t.norm) === true,
    };
    single[i] = read;
    return read;
  };
  // "virtual rides" beside `Ride` and `VirtualRide`: the value of more words the question says wins
  // over one of its words alone — values are tried widest first, in declared order otherwise.
  const wordsOf = (v: string) => identifierParts(v).length;
  const ordered = [...(info.enumValues ?? [])].sort((a, b) => wordsOf(b) - wordsOf(a));
  for (const value of ordered) {
    if (EVERYTHING_VALUES.has(value.toLowerCase()) || CATCH_ALL_VALUES.has(value.toLowerCase())) continue;
    // "Meat/Poultry", "Grains/Cereals": a value that names alternatives is named by either one.
    const parts = value.split("/").map((x) => x.trim());
    const names = parts.length > 1 && parts.every((x) => /^\p{L}/u.test(x)) ? [value, ...parts] : [value];
    // `EatingOut`, `InProgress`: a value written as one camel-case identifier is said in its words
    // ("eating out") — each of two letters or more.
    const camel = /^\p{L}+$/u.test(value) ? identifierParts(value) : [];
    if (camel.length > 1 && camel.every((w) => w.length > 1)) names.push(camel.join(" "));
    // `fr` of a language parameter is "French": the code's language by name.
    const language = info.words.some((w) => LANGUAGE_FIELD_WORDS.has(w)) ? languageNameOf(value) : undefined;
    if (language) names.push(language);
    // "Prints & Drawings" is said "prints and drawings", and its "&" is no word of the question's.
    if (/\s&\s/.test(value)) names.push(value.replace(/\s&\s/g, " and "), value.replace(/\s&\s/g, " "));
    // "dairy we still sell" of `Dairy Products` where the records are products: a value whose other
    // words name the candidates' records is named by its one word left — a word no other value has.
    const own = recordsWordLeft(value, pq);
    if (own && !(info.enumValues ?? []).some((v) => v !== value && identifierWords(v).includes(own)))
      names.push(own);
    for (const name of names) {
      const target = squash(name);
      const width = Math.max(1, name.split(/[_\s-]+/).length);
      // `in_transit` matches "in transit", `on-hold` "on hold": runs of as many tokens as the value has
      // words; a one-word value matches its inflections too ("voided" → void, "trialing" → trial).
      for (let i = 0; i + width <= tokens.length; i++) {
        const run = tokens.slice(i, i + width);
        // A one-word run is asked the same of its token for every value and name: read once (`single`).
        const one = width === 1 ? singleAt(i) : undefined;
        if (one ? one.named : pq.naming?.some((s) => s.start === run[0]?.start)) continue;
        // "is it available?": a pronoun the person wrote refers back; it is not the code `it`.
        if (one?.pronoun) continue;
        const said = one ? one.said : squash(run.map((t) => t.text).join(" "));
        // A gerund the person wrote is a noun as often as a state ("shipping costs"): only a value that
        // is itself one matches it by stem.
        // "repair orders" beside a purchase status `ordered`: the plural of a noun that names records
        // of the candidates is that noun, not an inflection of a state.
        // "how many pipelines have we run?": a verb in a perfect tense says what was done, over —
        // never the state of being at it (`running`).
        const inflected =
          one !== undefined &&
          !one.pluralOfRecords &&
          (!said.endsWith("ing") || target.endsWith("ing")) &&
          !(target.endsWith("ing") && !said.endsWith("ing") && perfectAt(tokens, i));
        const participle = dated !== undefined && run[0] === dated;
        if (one?.event || (one?.madeBy && value === info.enumValues?.[0])) continue;
        // "return requests": the records' own noun is no inflection of a value (`requested`).
        const records = one?.records === true;
        // "A320s", "747s": a code ending in a digit, in the plural.
        const codePlural = /\d$/.test(target) && said === `${target}s`;
        if (
          said === target ||
          codePlural ||
          (inflected && !participle && !records && stem(said) === stem(target))
        ) {
          // "books by German authors", "podcasts by French hosts": a language's name right before
          // people, or before other records said to be by whom, is where they are from — said of
          // them, never the language of the records.
          const after = tokens[i + width];
          const by = /^(?:by|from)$/i.test(tokens[i - 1]?.text ?? "");
          if (
            name === language &&
            after &&
            (isPersonWord(singular(after.lower)) || (by && pluralOfRecords(after, pq)))
          )
            continue;
          const first = run[0];
          const last = run[run.length - 1];
          if (first && last && participle) dating ??= { value, span: { start: first.start, end: last.end } };
          else if (first && last) return { value, span: { start: first.start, end: last.end } };
        }
      }
      // One hyphenated word: `NO_SHOW` is "no-shows", `PART_TIME` "part-time" (as many parts, in any
      // number); `Todo` is "to-do" (the value spelled without its separator). The value typed as the
      // server spells it is one word too: "ON_LEAVE employees", "IN_REVIEW issues".
      for (const t of pq.tokens) {
        if (!/[-_]/.test(t.text)) continue;
        const said = squash(t.text);
        const sameParts =
          t.text.split(/[-_]/).length === width && (said === target || stem(said) === stem(target));
        if (sameParts || (width === 1 && said.replace(/ /g, "") === target))
          return { value, span: { start: t.start, end: t.end } };
      }
      // "north east" of `NORTHEAST`, "south west" of `southwest`: a one-word value written as two
      // words, each of four letters or more.
      if (width === 1 && /^\p{L}{8,}$/u.test(name)) {
        for (const [i, a] of pq.tokens.entries()) {
          const b = pq.tokens[i + 1];
          if (!b || a.lower.length < 4 || b.lower.length < 4 || pq.raw.slice(a.end, b.start) !== " ")
            continue;
          if (a.lower + b.lower === name.toLowerCase())
            return { value, span: { start: a.start, end: b.end } };
        }
      }
    }
  }
  return (
    dating ??
    runTogetherMatch(info, pq) ??
    stateWordMatch(info, pq, dated) ??
    valueWordMatch(info, pq, tokens) ??
    shortFormMatch(info, pq, tokens) ??
    beingDoneMatch(info, pq)
  );
}

/**
 * "samples still being analysed" of `in_analysis`, "claims being reviewed" of `UNDER_REVIEW`: a value
 * that is "in" or "under" the act of a verb is said "being" and that verb's past form.
 */
function beingDoneMatch(info: ParamInfo, pq: ParsedQuestion): { value: string; span: Span } | undefined {
  for (const value of info.enumValues ?? []) {
    const [place, noun, ...rest] = identifierParts(value);
    if (!noun || rest.length > 0 || (place !== "in" && place !== "under")) continue;
    for (const [i, t] of pq.tokens.entries()) {
      const done = pq.tokens[i + 1];
      if (t.lower !== "being" || !done || !/ed$/.test(done.lower)) continue;
      if (stem(done.lower) === stem(noun) || pastActOf(done.lower, noun))
        return { value, span: { start: t.start, end: done.end } };
    }
  }
  return undefined;
}

/** `Dairy Products` → "dairy" where "product" names the candidates' records: the value's one other word (four letters or more). */
function recordsWordLeft(value: string, pq: ParsedQuestion): string | undefined {
  // `CurrentAccount`, `motorVessel`: a value written as one identifier has its words too.
  const words = value.includes(" ") ? value.split(/\s+/) : identifierParts(value);
  if (words.length < 2 || !pq.records) return undefined;
  const left = words.filter((w) => !pq.records?.has(singular(w.toLowerCase())));
  const word = left.length === 1 && left.length < words.length ? left[0]?.toLowerCase() : undefined;
  // "under offer" beside offers: "under" is a preposition, never a value's name by itself.
  return word && /^\p{L}{4,}$/u.test(word) && !GENERIC.has(word) ? word : undefined;
}

/**
 * "CS courses", "intro-level courses": a value people shorten — the capital initials of a value of
 * several words (`Computer Science`), or the first letters of a value said joined to the parameter's
 * own name ("intro-level" of a `level` taking `INTRODUCTORY`) — when exactly one value reads so.
 */
function shortFormMatch(
  info: ParamInfo,
  pq: ParsedQuestion,
  tokens: readonly Token[],
): { value: string; span: Span } | undefined {
  const values = (info.enumValues ?? []).filter((v) => !EVERYTHING_VALUES.has(v.toLowerCase()));
  const one = (hits: string[], t: Token) =>
    hits.length === 1 && hits[0] ? { value: hits[0], span: { start: t.start, end: t.end } } : undefined;
  for (const [i, t] of pq.tokens.entries()) {
    if (pq.naming?.some((s) => s.start === t.start)) continue;
    // A word of an address or a path ("gmail.com", "acme/web") is none.
    const inAddress = /[.@/]/.test(pq.raw[t.start - 1] ?? "") || /^[.@/]\w/.test(pq.raw.slice(t.end));
    // Words of two letters ("in", "on") make no initials: `In Progress` is never "IP". Initials typed
    // in lower case ("cs courses") are no English word ("it", "us").
    const initialsTyped =
      /^[A-Z]{2,4}$/.test(t.text) || (/^[a-z]{2,4}$/i.test(t.text) && !inAddress && !isEnglishWord(t.lower));
    if (initialsTyped) {
      const initials = (v: string) => {
        const words = v.split(/[\s_-]+/);
        return words.length >= 2 && words.every((w) => w.length >= 3 && !STATE_LINKS.has(w.toLowerCase()))
          ? words.map((w) => w[0]?.toUpperCase()).join("")
          : undefined;
      };
      const hit = one(
        values.filter((v) => initials(v) === t.text.toUpperCase()),
        t,
      );
      if (hit) return hit;
    }
    // "open eng roles": a clipped word people type for a value — a word of three to five letters that
    // is no English word and begins the first word of exactly one value (`engineering`). (A question
    // typed in lower case reaches here with its unknown words capitalized, as names.)
    if (/^[a-z]{3,5}$/.test(t.lower) && !inAddress && !isEnglishWord(t.lower)) {
      const hit = one(
        values.filter((v) => clippedFrom(t.lower, v)),
        t,
      );
      if (hit) return hit;
    }
    // "courses in maths", "math instructors": a noun of four or five letters with no verb sense that
    // is itself the clipped form of a long word (`Mathematics`) — six letters more at least, so a
    // word of its own ("part", "temp", "data") is not taken for a longer value it begins.
    const noun = singular(t.lower);
    // A word of the sentence's frame ("with", "over", "from") is no noun at all.
    if (
      /^[a-z]{4,5}$/.test(t.lower) &&
      !inAddress &&
      noun.length >= 4 &&
      isNoVerb(noun) &&
      !GENERIC.has(t.lower)
    ) {
      const hit = one(
        values.filter((v) => clippedFrom(noun, v, 6)),
        t,
      );
      if (hit) return hit;
    }
    // `compoundTokens` cut the parameter's name off this word: its head shortens a value.
    const head = tokens[i];
    if (!head || head.lower === t.lower || !/^[a-z]{3,}$/.test(head.lower)) continue;
    const hit = one(
      values.filter((v) => v.toLowerCase().startsWith(head.lower) && v.length > head.lower.length),
      t,
    );
    if (hit) return hit;
  }
  return undefined;
}

/**
 * "engineering issues", "the design team's tickets" where the tool shows its codes (`e.g. ENG, DES or
 * OPS`): a word that begins exactly one shown code (`codeBegunBy`) names that code. A word naming the
 * candidates' records, or one that begins two codes, says nothing.
 */
function codeNamedBy(
  values: readonly string[],
  pq: ParsedQuestion,
  used: readonly Span[],
  entityWords: ReadonlySet<string>,
): { value: string; span: Span } | undefined {
  for (const t of pq.tokens) {
    if (insideAny(t, used) || entityWords.has(t.norm)) continue;
    if (pq.quoted.some((q) => q.start <= t.start && t.end <= q.end)) continue;
    const hits = values.filter((c) => codeBegunBy(c, t.lower));
    if (hits.length === 1 && hits[0]) return { value: hits[0], span: { start: t.start, end: t.end } };
  }
  return undefined;
}

/** "eng" of `engineering`: the word begins the value's first word, which goes on for three letters or more. */
function clippedFrom(word: string, value: string, more = 3): boolean {
  const first = value.toLowerCase().split(/[\s_/-]+/)[0] ?? "";
  return first.startsWith(word) && first.length >= word.length + more;
}

/** A plural noun that names records of the candidates ("repair orders"): never a state by its stem (`ordered`). */
function pluralOfRecords(t: Token, pq: ParsedQuestion): boolean {
  return singular(t.lower) !== t.lower && pq.records?.has(singular(t.lower)) === true;
}

/**
 * "issues without a priority", "tickets without any assignee": where a label is "No <word>", the
 * code of that label — "without" (an article between) and the label's other words as written.
 */
function lackingLabel<T>(
  coded: readonly { value: T; label: string }[],
  tokens: readonly Token[],
): { value: T; span: Span } | undefined {
  for (const c of coded) {
    const words = c.label.toLowerCase().split(/\s+/);
    if (words[0] !== "no" || words.length < 2) continue;
    const rest = words.slice(1);
    for (let i = 0; i < tokens.length; i++) {
      if (tokens[i]?.lower !== "without") continue;
      let j = i + 1;
      if (/^(?:a|an|any)$/.test(tokens[j]?.lower ?? "")) j++;
      const run = tokens.slice(j, j + rest.length);
      const last = run[run.length - 1];
      if (last && run.length === rest.length && run.every((t, k) => t.norm === singular(rest[k] ?? "")))
        return { value: c.value, span: { start: tokens[i]?.start ?? last.start, end: last.end } };
    }
  }
  return undefined;
}

/** Words between a negation and what it denies: "not yet paid", "haven't been shipped". */
const NEGATION_FILLER =
  /^(?:yet|still|been|being|be|ever|already|currently|really|fully|even|get|got|gotten|in|at|on|from|based|located)$/;
/** Prepositions that point a verb at a place or party: "going to", "shipped for", "headed into". */
const DIRECTED = /^(?:to|for|into|towards?|via)$/;
/** A verb as it stands after a negation: a participle or gerund ("shipped", "going", "sent"). */
const VERB_FORM = /^(?:[a-z]{2,}(?:ing|ed|en)|sent|bound|headed|gone)$/;
/** Articles a negation may also stand before: "not in the backlog", "not a draft". */
const ARTICLE = /^(?:the|a|an)$/;
/**
 * "invoices that aren't paid", "orders not yet delivered", "tickets that haven't been closed", "issues
 * not in the backlog": the negation right before a value (past filler words and articles) denies it —
 * its span, else undefined. An exclusion ("apart from the OPS ones") is looked for past the fillers only.
 */
export function negatedBefore(span: Span, tokens: readonly Token[]): Span | undefined {
  let i = tokens.findIndex((t) => t.start >= span.start) - 1;
  if (i < -1) i = tokens.length - 1;
  let n = i;
  const skipFillers = () => {
    while (n >= 0 && (NEGATION_FILLER.test(tokens[n]?.lower ?? "") || ARTICLE.test(tokens[n]?.lower ?? "")))
      n--;
  };
  skipFillers();
  // "POs not going to FRA1", "orders that weren't shipped to Lyon": one verb and the preposition
  // that attaches the value to it stand between the negation and the value it denies.
  if (DIRECTED.test(tokens[n]?.lower ?? "") && VERB_FORM.test(tokens[n - 1]?.lower ?? "")) {
    n -= 2;
    skipFillers();
  }
  const t = tokens[n];
  if (t && isDenyingWord(t.lower, ["without"])) return t;
  // "owners who are no longer active": "no longer" denies the state as "not" does.
  const no = tokens[n - 1];
  if (t && no && t.lower === "longer" && no.lower === "no") return { start: no.start, end: t.end };
  while (i >= 0 && NEGATION_FILLER.test(tokens[i]?.lower ?? "")) i--;
  return excludedBefore(i, tokens);
}

/**
 * "POs not for supplier 4", "books not by author 3", "orders except those of supplier 2": a key the
 * word of its records (`namesKey`: an entity, the parameter's name) and a preposition stand between
 * it and a negation or an exclusion — denied as a key right after the negation is. Its span, else undefined.
 */
function deniedKeyBefore(
  key: Span,
  tokens: readonly Token[],
  namesKey: (word: string) => boolean,
): Span | undefined {
  const direct = negatedBefore(key, tokens);
  if (direct) return direct;
  const i = tokens.findIndex((t) => t.start >= key.start) - 1;
  const word = tokens[i];
  return word && namesKey(word.norm) ? deniedPastPreposition(word, tokens) : undefined;
}

/** "not for member 42" of the span "member 42": a negation (or an exclusion) before it and one preposition. */
function deniedPastPreposition(span: Span, tokens: readonly Token[]): Span | undefined {
  const direct = negatedBefore(span, tokens);
  if (direct) return direct;
  const i = tokens.findIndex((t) => t.start >= span.start) - 1;
  const prep = tokens[i];
  return prep && (RELATION_PREPOSITIONS.has(prep.lower) || prep.lower === "of")
    ? negatedBefore(prep, tokens)
    : undefined;
}

/** Words saying how a person relates to records, between a negation and the name: "not assigned to". */
const RELATION_FILLER = /^(?:to|by|for|with|from|of|[a-z]{3,}(?:ed|en))$/;

/**
 * "not assigned to Sam Okoro", "never opened by Jonas Berg": a negation a few relation words (a
 * participle, a preposition) before a person's name denies that person — its span, else undefined.
 */
function deniedPersonBefore(name: Span, tokens: readonly Token[]): Span | undefined {
  let i = tokens.findIndex((t) => t.start >= name.start) - 1;
  for (let skipped = 0; i >= 0 && skipped < 4; skipped++, i--) {
    const w = tokens[i]?.lower ?? "";
    if (isDenyingWord(w)) return tokens[i];
    // "courses not taught by Helen Park": an irregular participle says the relation as "assigned" does.
    if (!RELATION_FILLER.test(w) && !irregularPast(w) && !NEGATION_FILLER.test(w) && !ARTICLE.test(w))
      return undefined;
  }
  return undefined;
}

/** Words between an exclusion and what it leaves out: "except the ENG ones", "other than the ones he's returned". */
const EXCLUSION_FILLER =
  /^(?:the|those|these|any|all|ones?|which|that|he|she|they|we|i|you|he['’]s|she['’]s|they['’]ve|we['’]ve|i['’]ve|you['’]ve|has|have|had|already)$/;
/** A word that leaves out what follows: "except", "excluding", "besides", "outside (of)". */
const EXCLUDES = /^(?:except|excluding|excl|besides|outside)$/;
/**
 * Two words that do: "other than", "apart from", "aside from", "leaving out", "except for", "outside of";
 * "but" after everyone or everything ("everyone but the Lisbon people", "anything but fantasy").
 */
const EXCLUDES_TWO = new Set([
  ...["everyone", "everybody", "anyone", "anybody", "everything", "anything", "all"].map((w) => `${w} but`),
  "other than",
  "apart from",
  "aside from",
  "leaving out",
  "leave out",
  "except for",
  "outside of",
]);

/**
 * "urgent issues except the ENG ones", "pets other than the dogs", "orders, leaving out the
 * cancelled ones": an exclusion at most a few filler words before a value leaves that value out — a
 * filter equal to it is the opposite of what is asked. Its span, else undefined.
 */
function excludedBefore(from: number, tokens: readonly Token[]): Span | undefined {
  let i = from;
  for (let skipped = 0; i >= 0 && skipped < 4 && EXCLUSION_FILLER.test(tokens[i]?.lower ?? ""); skipped++)
    i--;
  const t = tokens[i];
  if (!t) return undefined;
  const before = tokens[i - 1];
  if (before && EXCLUDES_TWO.has(`${before.lower} ${t.lower}`)) return { start: before.start, end: t.end };
  if (t.lower === "but" && quantifiedBefore(tokens, i)) return t;
  return EXCLUDES.test(t.lower) ? t : undefined;
}

/** "all", "every": a quantifier over every record, before the noun an exclusion's "but" follows. */
const EVERY = /^(?:all|every|each|any)$/;
/**
 * "all courses but the archived ones", "every issue but the ENG ones", "all the suppliers but":
 * "but" right after a noun (past "the") that "all" or "every" opens leaves out what follows, as
 * "all but" does — never a "but" that joins two clauses ("urgent issues, but only in ENG").
 */
function quantifiedBefore(tokens: readonly Token[], but: number): boolean {
  let i = but - 2;
  if (tokens[i]?.lower === "the") i--;
  return i >= 0 && i < but - 1 && EVERY.test(tokens[i]?.lower ?? "");
}

/** A word that lets in what follows beside the rest: "including", "incl", "even". */
const INCLUDES = /^(?:including|incl|inclusive|even)$/;
/** Words after a value that let it in: "canceled ones included" (and "too" closing the question). */
const INCLUDED_AFTER = /^(?:included|inclusive)$/;

/**
 * "all subscriptions including the canceled ones", "every issue, closed ones included": a value let
 * in beside the others (past the exclusion's filler words) — the span of the words saying so, else
 * undefined.
 */
export function includedAround(span: Span, tokens: readonly Token[]): Span | undefined {
  let i = tokens.findIndex((t) => t.start >= span.start) - 1;
  if (i < -1) i = tokens.length - 1;
  for (let skipped = 0; i >= 0 && skipped < 4 && EXCLUSION_FILLER.test(tokens[i]?.lower ?? ""); skipped++)
    i--;
  const before = tokens[i];
  if (before && INCLUDES.test(before.lower)) return before;
  let j = tokens.findIndex((t) => t.start >= span.end);
  while (j >= 0 && /^(?:ones?|too)$/.test(tokens[j]?.lower ?? "")) j++;
  const after = j >= 0 ? tokens[j] : undefined;
  if (after && INCLUDED_AFTER.test(after.lower)) return after;
  // "cancelled ones too": a "too" that closes the question lets the value in ("closed too early"
  // goes on, and filters).
  const last = tokens[tokens.length - 1];
  return j === tokens.length && last?.lower === "too" ? last : undefined;
}

/** "the", "my", "our": a determiner before a record's name ("the Euro Travel account"). */
const NAME_DETERMINER = /^(?:the|my|our|your|their|his|her)$/;

/**
 * "transactions on the Euro Travel account", "tasks in the Blue Sky project": capitalized words right
 * before the singular noun of another entity (past a determiner, or two words or more) name one
 * record of that entity — the span of the name and its noun, and the noun; else undefined.
 */
export function namedRecordAround(
  span: Span,
  tokens: readonly Token[],
  own: string,
  entityWords: ReadonlySet<string>,
): { span: Span; noun: string } | undefined {
  const capital = (t?: Token) => t !== undefined && /^\p{Lu}/u.test(t.text);
  const at = tokens.findIndex((t) => t.start >= span.start);
  if (at < 0 || !capital(tokens[at])) return undefined;
  let first = at;
  while (first > 0 && capital(tokens[first - 1])) first--;
  let last = tokens.findIndex((t) => t.end >= span.end);
  if (last < 0) return undefined;
  while (capital(tokens[last + 1])) last++;
  const noun = tokens[last + 1];
  if (!noun || isPlural(noun.lower) || noun.norm === own || !entityWords.has(noun.norm)) return undefined;
  const before = tokens[first - 1];
  if (last === first && !(before && NAME_DETERMINER.test(before.lower))) return undefined;
  const start = tokens[first]?.start ?? span.start;
  return { span: { start, end: noun.end }, noun: noun.norm };
}

/** "any", "every", "all", "whatever": a word that lets in every state said next ("any status"). */
const ANY_OF = /^(?:any|every|all|whatever|whichever)$/;
/** "regardless of", "no matter", "irrespective of": what follows is let in whatever it is. */
const REGARDLESS = /^(?:regardless|irrespective|no matter)$/;
/** "their status", "its state": the word naming a state, and the determiners before it. */
const STATE_DETERMINER = /^(?:the|their|its|his|her)$/;

/**
 * "all subscriptions, whatever their state", "issues in any state", "deals regardless of stage": the
 * records asked for in every state — the span of the words saying so, else undefined. `nouns`: the
 * words that name the parameter's states ("status", "state", its own name's words).
 */
export function everyStateSaid(tokens: readonly Token[], nouns: ReadonlySet<string>): Span | undefined {
  for (const [i, t] of tokens.entries()) {
    if (!nouns.has(singular(t.lower))) continue;
    let k = i - 1;
    while (k >= 0 && STATE_DETERMINER.test(tokens[k]?.lower ?? "")) k--;
    const before = tokens[k];
    if (!before) continue;
    if (ANY_OF.test(before.lower)) return { start: before.start, end: t.end };
    const of = before.lower === "of" ? tokens[k - 1] : before;
    const pair = of && tokens[tokens.indexOf(of) - 1];
    if (of && REGARDLESS.test(of.lower)) return { start: of.start, end: t.end };
    if (of && pair && REGARDLESS.test(`${pair.lower} ${of.lower}`)) return { start: pair.start, end: t.end };
  }
  return undefined;
}

/** Prepositions a state's name is written with ("In Review", "on_hold"): not what names the state. */
const STATE_LINKS = new Set(["in", "on", "at", "to", "for", "under", "awaiting", "being"]);
const NEGATIONS = new Set(["no", "not", "non", "un"]);

/** The row of the general table of state words a word is in ("finished" → closed, done, …). */
export function stateRow(word: string): ReadonlySet<string> | undefined {
  // Asked of every word of the question for every status parameter of every candidate: the table is
  // fixed at load, so a word's row is read once (null: in no row, as wordMemo keeps no undefined).
  return stateRowOfWord(word) ?? undefined;
}
const stateRowOfWord = wordMemo((word: string): ReadonlySet<string> | null => readStateRow(word) ?? null);

function readStateRow(word: string): ReadonlySet<string> | undefined {
  const w = word.toLowerCase();
  const s = stem(w);
  // A declared value in words ("ON_HOLD", "on-hold" → "on hold"), as a row writes a state of two words.
  const spelled = identifierParts(word).join(" ");
  // "for beginners": a noun of the table said in the plural.
  const one = singular(w);
  return stateRows().find(
    (r) => r.words.has(w) || r.words.has(spelled) || r.stems.has(s) || (one !== w && r.words.has(one)),
  )?.words;
}

/** The rows of the state-word table as sets, with the stems of their words of four letters or more (built once). */
let stateRowSets: { words: ReadonlySet<string>; stems: ReadonlySet<string> }[] | undefined;
function stateRows() {
  stateRowSets ??= STATE_GROUPS.map((r) => ({
    words: new Set(r),
    stems: new Set(r.filter((x) => x.length >= 4).map(stem)),
  }));
  return stateRowSets;
}

/**
 * The key of a search language that takes an amount no parameter does (`current_total_price:>200`
 * of "over 200 euros", `orders_count:>5` of "more than 5 orders"): the one number key the amount's
 * currency (a key of money), its counted noun or the words it is said of name.
 */
function comparedKey(
  keys: readonly { key: string; kind: "date" | "number" }[],
  amount: Valued<Comparison>,
  subject: readonly Token[],
): string | undefined {
  const numbers = keys.filter((k) => k.kind === "number");
  const unit = amount.value.unit ? singular(amount.value.unit.toLowerCase()) : undefined;
  const fits = numbers.filter((k) => {
    const words = identifierWords(k.key).map(singular);
    if (amount.value.currency) return words.some((w) => AMOUNT_WORDS.has(w));
    if (unit) return words.includes(unit);
    return (
      subject.length > 0 && subject.every((t) => words.some((w) => w === t.norm || sameRoot(t.lower, w)))
    );
  });
  return fits.length === 1 ? fits[0]?.key : undefined;
}

/** `>200`, `>=3`, `<10`: the comparison a bound's words say ("at least" and "at most" include the number). */
function comparisonOf(words: string, c: Comparison): string {
  const inclusive =
    /\b(?:at least|at most|no less than|no more than|up to|between|min(?:imum)?|max(?:imum)?)\b|[<>]=/i.test(
      words,
    );
  const op = c.bound === "min" ? ">" : "<";
  return `${op}${inclusive ? "=" : ""}${c.value}`;
}

/** A choice of the records' states: a declared value the table of state words names, or a `status` / `state`. */
export function isStatusParam(p: ParamInfo): boolean {
  if (!p.enumValues) return false;
  return p.enumValues.some((v) => stateRow(v) !== undefined) || namesState(p.name);
}

const namesState = (name: string) => saysState(identifierWords(name));

/**
 * The tool's one search text documents a query language that shows a state key (`status:open`,
 * `fulfillment_status:unfulfilled`): states are filtered by that key, never found as loose words.
 */
function documentsStateKey(
  params: readonly ParamInfo[],
  cap: Capability,
  free: (p: ParamInfo) => boolean,
): boolean {
  const documented = searchSyntax(params, cap.description);
  return (
    documented !== undefined &&
    free(documented.p) &&
    documented.syntax.qualifiers.some((q) => namesState(q.key))
  );
}

/** Words of the rows of states that end a record's life: done, cancelled, deleted, archived, expired. */
const END_STATES = ["closed", "cancelled", "deleted", "archived", "expired", "terminated"];

/** Words that may follow a state said of the records: a preposition, a time, "yet", "ones". */
const AFTER_STATE = /^(?:in|on|at|for|by|from|of|to|since|last|this|before|after|yet|ones|and|or|but)$/;

/**
 * "Martina's latest order - has it shipped?", "is it paid yet?": a state right after a form of have,
 * be or do and "it" (with at most "been", "already", "yet", "still" between) is asked of the record
 * named before — yes or no, read off that record — never a filter choosing which records are listed
 * (a filter would answer "no shipped orders" of a record that shipped and was delivered).
 */
const ASKED_AUX = /^(?:has|have|is|was|did|does)$/;
const ASKED_FILLER = /^(?:been|already|yet|still|really|actually|even)$/;
export function askedOfIt(pq: ParsedQuestion, i: number): boolean {
  let k = i - 1;
  while (k > 0 && ASKED_FILLER.test(pq.tokens[k]?.lower ?? "")) k--;
  return pq.tokens[k]?.lower === "it" && ASKED_AUX.test(pq.tokens[k - 1]?.lower ?? "");
}
/**
 * A state word said of the records ("finished tickets", "tickets that are finished", "anything
 * finished in OPS") — not of another noun right after it ("a complete list", "running low").
 */
const PERSON_PRONOUN = /^(?:he|she|they|i|you|we)$/;
export function saidOfRecords(pq: ParsedQuestion, i: number): boolean {
  // "customers live in Berlin": right after the records' noun, a word that is no participle is
  // their verb, not their state ("tickets finished in OPS", "orders pending" are).
  const word = pq.tokens[i];
  const prev = pq.tokens[i - 1];
  if (word && prev && pq.records?.has(prev.norm) && !/(?:ed|ing)$/.test(word.lower)) return false;
  // "where does Tom Berg live?", "where does she work?": a verb only people do, of themselves, right
  // after its person (a name, a personal pronoun) is what that person does — no state of records.
  if (
    word &&
    prev &&
    PERSONAL_VERBS.has(word.lower) &&
    (/^\p{Lu}/u.test(prev.text) || PERSON_PRONOUN.test(prev.lower))
  )
    return false;
  const next = pq.tokens[i + 1];
  if (!next || !/^\p{Ll}/u.test(next.text)) return true;
  if (pq.records?.has(next.norm) || AFTER_STATE.test(next.lower)) return true;
  // "beginner economics courses", "cancelled home policies": one word of a kind between the state
  // and the records' noun.
  const after = pq.tokens[i + 2];
  return (
    after !== undefined &&
    (pq.records?.has(after.norm) ?? false) &&
    pq.raw.slice(word?.end, after.start).trim() === next.text
  );
}

/**
 * "the second most recent ticket Tobias Lindqvist opened", "requests that she raised": the records'
 * noun, then a person — a capitalized name or a personal pronoun — then the past form at `i`: what
 * that person did to the records. Where its value is the state records begin in (the first one a
 * status declares: `open` of open | pending | closed), it says how they were made, never the state
 * they are in now (a ticket someone opened may be closed since); "the courses Priya dropped" keeps
 * the state a person's act leaves them in (`DROPPED`).
 */
function madeByPerson(pq: ParsedQuestion, i: number): boolean {
  if (!/^[a-z]{3,}ed$/.test(pq.tokens[i]?.text ?? "")) return false;
  let k = i - 1;
  if (PERSON_PRONOUN.test(pq.tokens[k]?.lower ?? "")) k--;
  else while (k > 0 && /^\p{Lu}\p{Ll}+$/u.test(pq.tokens[k]?.text ?? "")) k--;
  if (k === i - 1 || k < 0) return false;
  if (/^(?:that|which)$/.test(pq.tokens[k]?.lower ?? "")) k--;
  const noun = pq.tokens[k];
  return noun !== undefined && (pq.records?.has(noun.norm) ?? false);
}

/** "have we run", "has run": the word at `i` right after a form of have, a personal pronoun between or not. */
function perfectAt(tokens: readonly Token[], i: number): boolean {
  const have = (t: Token | undefined) => /^(?:has|have|had)$/.test(t?.lower ?? "");
  return have(tokens[i - 1]) || (PERSON_PRONOUN.test(tokens[i - 1]?.lower ?? "") && have(tokens[i - 2]));
}

/** Forms of "be" and "get": a participle right after one is said of their subject ("tickets that were dropped"). */
const BE_WORDS = /^(?:is|are|was|were|be|been|being|get|gets|got|gotten|getting|become|becomes|became)$/;

/**
 * "DES tickets that were dropped", "POs that were called off", "people who were let go", "rejected
 * claims": a participle — with the particle completing its phrasal verb — said of the records, after
 * a form of "be" or "get" or right before the records' noun: what became of them, a state, never
 * words of their text. Not where a relation follows ("assigned to Rosa", "filed by Jonas"), nor
 * everyday wording ("were created", "filed claims"), nor words already taken (`taken`).
 */
export function stateParticiples(pq: ParsedQuestion, taken: readonly Span[]): Span[] {
  const out: Span[] = [];
  const tokens = pq.tokens;
  const records = (x: Token | undefined) => x !== undefined && (pq.records?.has(x.norm) ?? false);
  for (const [i, t] of tokens.entries()) {
    if (insideAny(t, taken) || (i > 0 && !/^\p{Ll}/u.test(t.text))) continue;
    const after = tokens[i + 1];
    const particle = after && VERB_PARTICLES.has(after.lower) && !insideAny(after, taken) ? after : undefined;
    const past = pastFormOf(t.lower).length > 0 || irregularPast(t.lower);
    const k = particle ? i + 2 : i + 1;
    const next = tokens[k];
    const prev = tokens[i - 1];
    let said = false;
    const be = prev && BE_WORDS.test(prev.lower);
    if ((be && (past || (particle && isVerbLemma(t.lower)))) || (records(prev) && past)) {
      if (GENERIC.has(t.lower) && !particle) continue;
      // Ends the clause, or goes on with what is already taken ("dropped in DES", "dropped last week").
      said =
        !next ||
        insideAny(next, taken) ||
        records(next) ||
        /^(?:and|or|but|yet|already|recently|lately)$/.test(next.lower) ||
        (/^(?:in|on|at|for|from|of|during|since)$/.test(next.lower) &&
          tokens[k + 1] !== undefined &&
          insideAny(tokens[k + 1] as Token, taken));
    } else if (past && !particle && records(next) && !GENERIC.has(t.lower) && !records(t)) said = true;
    if (said) out.push({ start: t.start, end: (particle ?? t).end });
  }
  return out;
}

/** The declared values of a choice that the general table of state words names, by its rows. */
function stateValues(info: ParamInfo, row: ReadonlySet<string>): string[] {
  return (info.enumValues ?? []).filter((v) => {
    const lower = v.toLowerCase();
    if (EVERYTHING_VALUES.has(lower) || CATCH_ALL_VALUES.has(lower)) return false;
    const spelled = identifierParts(v).join(" ");
    return [...row].some((w) => w === lower || w === spelled || stem(w) === stem(lower));
  });
}

/**
 * "closed work orders" where the states are `completed` and `cancelled`: the word also covers a
 * declared value besides its row's `value` ({@link BROADER_STATES}), and none is the word itself.
 */
function coversOthers(info: ParamInfo, word: string, value: string): boolean {
  const covered = BROADER_STATES[word.toLowerCase()];
  if (!covered) return false;
  const spelled = (v: string) => identifierParts(v).join(" ").toLowerCase();
  if (spelled(value) === word.toLowerCase()) return false;
  const rows = covered.map((w) => stateRow(w));
  return (info.enumValues ?? []).some((v) => {
    if (v === value) return false;
    const row = stateRow(v);
    return covered.includes(spelled(v)) || (row !== undefined && rows.includes(row));
  });
}

/**
 * "finished tickets" where the states are `Done`, `Canceled`…: a word of the general table of state
 * words binds the one declared value of its row. None or several values there: no match (the turn
 * asks, see {@link unboundStateWords}); the dates' participle is the event dated, not a state.
 */
function stateWordMatch(
  info: ParamInfo,
  pq: ParsedQuestion,
  dated: Token | undefined,
): { value: string; span: Span } | undefined {
  for (const [i, t] of pq.tokens.entries()) {
    if (t === dated || pluralOfRecords(t, pq)) continue;
    // A phrase of the table is said of the records by its own words ("loans past their due date").
    const phrase = statePhrase(pq, i);
    if (!phrase && !saidOfRecords(pq, i)) continue;
    const row = phrase ? stateRow(phrase.words) : stateRow(t.lower);
    // "have we run": what was done, over — not the state of being at it (`running`).
    const over = !phrase && !t.lower.endsWith("ing") && perfectAt(pq.tokens, i);
    const values = row ? stateValues(info, row).filter((v) => !over || !/ing$/i.test(v)) : [];
    const span = { start: t.start, end: phrase?.end ?? t.end };
    if (!phrase && values[0] === info.enumValues?.[0] && madeByPerson(pq, i)) continue;
    if (values.length === 1 && values[0] && !coversOthers(info, phrase?.words ?? t.lower, values[0]))
      return { value: values[0], span };
    if (values.length === 0 && !phrase) {
      const open = notYetValue(info, t.lower);
      if (open) return { value: open, span };
    }
  }
  return undefined;
}

/**
 * "future sprints", "the current sprint for board 2", "past sprints" where the tool takes no date:
 * a word of time said of the records names the one declared state its row of {@link TIME_STATES}
 * writes (`future`, `active`, `closed`) — the value and the word's span, else undefined. Where the
 * tool takes a date too, only `only`'s rows are read (what is still ahead: the state beside the date;
 * what runs now: "Priya's current lease" of a lease list with start and end dates is the active one —
 * dropped, every lease she ever had is shown).
 */
function timeStateMatch(
  info: ParamInfo,
  pq: ParsedQuestion,
  only?: readonly string[],
): { value: string; span: Span } | undefined {
  // Declared values, or the ones its description quotes (`state: "Sprint state (e.g., 'active', …)"`).
  const declared = info.enumValues ?? info.exampleValues;
  if (!declared || !isStatusParam({ ...info, enumValues: declared })) return undefined;
  for (const [i, t] of pq.tokens.entries()) {
    // `only`: the row whose first word is given ("future": what is still ahead).
    const row = TIME_STATES.find(
      (r) => r.said.includes(t.lower) && (!only || only.includes(r.said[0] ?? "")),
    );
    // Right before the records' noun only ("past sprints"; never "the past 3 days", "past due").
    const next = pq.tokens[i + 1];
    if (!row || !next || !pq.records?.has(next.norm)) continue;
    const values = declared.filter((v) => row.values.includes(identifierParts(v).join(" ").toLowerCase()));
    if (values.length === 1 && values[0]) return { value: values[0], span: { start: t.start, end: t.end } };
  }
  return undefined;
}

/** What one is behind on when late paying: "behind on payments", "behind with the rent". */
const OWED_NOUNS = /^(?:payments?|rent|bills?|dues|instal+ments?|repayments?)$/;
/** Words that may stand between "past" and "due": "past their due date", "past the due date". */
const DUE_DETERMINERS = /^(?:the|its|their|his|her|our|your|my)$/;

/**
 * A state said in several words, as the table writes it, from the word at `i`: "past (their) due
 * (date)" is "past due"; "being worked on", "being repaired" — a passive said now — is "in
 * progress". The row's words and where the phrase ends, else undefined.
 */
function statePhrase(pq: ParsedQuestion, i: number): { words: string; end: number } | undefined {
  const tokens = pq.tokens;
  const t = tokens[i];
  if (!t) return undefined;
  if (t.lower === "past") {
    let k = i + 1;
    if (DUE_DETERMINERS.test(tokens[k]?.lower ?? "")) k++;
    if (tokens[k]?.lower !== "due") return undefined;
    const last = /^(?:dates?|days?)$/.test(tokens[k + 1]?.lower ?? "") ? tokens[k + 1] : tokens[k];
    return last ? { words: "past due", end: last.end } : undefined;
  }
  if (t.lower === "behind") {
    // "behind on payment", "behind with the rent": what is late is said with it.
    let k = i + 1;
    if (!/^(?:on|with)$/.test(tokens[k]?.lower ?? "")) return undefined;
    k++;
    if (DUE_DETERMINERS.test(tokens[k]?.lower ?? "")) k++;
    const owed = tokens[k];
    return owed && OWED_NOUNS.test(owed.lower) ? { words: "behind", end: owed.end } : undefined;
  }
  const next = tokens[i + 1];
  const prev = tokens[i - 1];
  // "how many people have left from Lisbon?", "who has left?": "left" in a perfect tense whose subject
  // is the records, people or "who" is leaving done — the row of "departed" ("how many do we have
  // left?": what remains, said with another subject, is no state). Not with a date ("left since
  // June"): when they left is no date the records' other dates (hired) can take — asked about.
  const subject = tokens[i - 2];
  if (
    t.lower === "left" &&
    !pq.dates &&
    prev !== undefined &&
    /^(?:has|have|had)$/.test(prev.lower) &&
    subject !== undefined &&
    (/^(?:who|anyone|anybody|someone|somebody|everyone|everybody)$/.test(subject.lower) ||
      PERSON_NOUNS.has(subject.norm) ||
      subject.norm === "people" ||
      (pq.records?.has(subject.norm) ?? false))
  )
    return { words: "departed", end: t.end };
  // "people currently working in Lisbon", "who is still working here": in work now, said of people
  // or things with no object ("working on X" is what is worked on) — the row of "employed".
  if (
    t.lower === "working" &&
    prev !== undefined &&
    /^(?:currently|still|presently)$/.test(prev.lower) &&
    (!next || /^(?:in|at|for|from|here|there)$/.test(next.lower))
  )
    return { words: "employed", end: t.end };
  // "what is Dario working on right now?", "tickets she is currently working on": what someone works
  // on now is what is in progress — never everything ever assigned to them.
  if (t.lower === "working" && next?.lower === "on") {
    const now = (k: number) =>
      tokens[k]?.lower === "now" || (tokens[k]?.lower === "right" && tokens[k + 1]?.lower === "now");
    if (
      (prev !== undefined && /^(?:currently|presently)$/.test(prev.lower)) ||
      [2, 3].some((k) => now(i + k))
    )
      return { words: "in progress", end: next.end };
  }
  // "orders (that are) being repaired": of the records, after their noun or a form of "be".
  const ofRecords =
    prev !== undefined && (BE_WORDS.test(prev.lower) || (pq.records?.has(prev.norm) ?? false));
  if (
    t.lower === "being" &&
    ofRecords &&
    next &&
    (pastFormOf(next.lower).length > 0 || irregularPast(next.lower))
  ) {
    const particle = tokens[i + 2];
    const end = particle && /^(?:on|up|out|over)$/.test(particle.lower) ? particle.end : next.end;
    return { words: "in progress", end };
  }
  return undefined;
}

/**
 * "unpaid invoices", "unresolved issues", "unfinished tasks" where the states are `open`, `paid`…:
 * a word denying a declared state (by the table's rows) asks for the records not yet in it — the
 * one `open` value, when no other live state (pending, active, in progress, on hold, overdue) could
 * be meant as well; otherwise none (the turn asks, naming the values).
 */
function notYetValue(info: ParamInfo, word: string): string | undefined {
  const denied = deniedWord(word, (base) => stateRow(base) !== undefined);
  const row = denied ? stateRow(denied) : undefined;
  if (!row || stateValues(info, row).length !== 1) return undefined;
  const openRow = stateRow("open");
  const open = openRow ? stateValues(info, openRow) : [];
  const live = ["pending", "active", "in progress", "paused", "overdue"].flatMap((w) => {
    const r = stateRow(w);
    return r ? stateValues(info, r) : [];
  });
  return open.length === 1 && live.length === 0 ? open[0] : undefined;
}

/**
 * "waiting for review" where a state is `In Review`: a value named by one word besides its
 * prepositions is meant by that word said after a preposition or a state word, when no other value
 * has it — the state word and the preposition before it ("waiting for") are wording of that state.
 */
function valueWordMatch(
  info: ParamInfo,
  pq: ParsedQuestion,
  tokens: readonly Token[],
): { value: string; span: Span } | undefined {
  const contentOf = (v: string) => {
    const parts = identifierWords(v);
    if (parts.length < 2 || parts.some((w) => NEGATIONS.has(w))) return undefined;
    const content = parts.filter((w) => !STATE_LINKS.has(w));
    return content.length === 1 ? content[0] : undefined;
  };
  const values = (info.enumValues ?? []).filter((v) => !EVERYTHING_VALUES.has(v.toLowerCase()));
  for (const [i, t] of tokens.entries()) {
    if (t.lower.length < 4 || (t.lower.endsWith("ing") && !stateRow(t.lower))) continue;
    const hits = values.filter((v) =>
      identifierWords(v).some((w) => w.length >= 4 && stem(w) === stem(t.lower)),
    );
    const value = hits.length === 1 ? hits[0] : undefined;
    const content = value ? contentOf(value) : undefined;
    if (!value || !content || stem(content) !== stem(t.lower)) continue;
    // Said as a state is said — after a preposition or a state word ("for review", "awaiting
    // review"), not as a noun's modifier ("code review", "assigned to the review team").
    const prev = tokens[i - 1];
    if (!prev || !(STATE_LINKS.has(prev.lower) || stateRow(prev.lower)) || !saidOfRecords(pq, i)) continue;
    const link = STATE_LINKS.has(prev.lower) ? tokens[i - 2] : prev;
    const start = link && stateRow(link.lower) ? link.start : prev.start;
    return { value, span: { start, end: t.end } };
  }
  return undefined;
}

/**
 * "low-priority" where `priority` takes "4 = Low": a hyphenated word whose trailing parts are the
 * parameter's own name says its value with its first part.
 */
function compoundTokens(tokens: readonly Token[], words: readonly string[]): Token[] {
  return tokens.map((t) => {
    // (a word without a hyphen is itself: no list of its one part made for every parameter)
    if (!t.lower.includes("-")) return t;
    const parts = t.lower.split("-");
    const [head, ...rest] = parts;
    if (!head || rest.length === 0 || !rest.every((w) => words.some((x) => stem(x) === stem(w)))) return t;
    return { ...t, text: t.text.slice(0, head.length), lower: head, norm: head };
  });
}

/**
 * "won deals" → `closedwon`, "lost" → `closedlost`: a value written as one run-together word
 * (no separators, no case change) whose first or last part is a word of the question, in any of its
 * verb forms — when exactly one value of the parameter ends or starts so; a second word of the
 * question at its other end joins the span ("the contract has been sent" → `contractsent`). Two
 * candidates ("closed" → closedwon, closedlost) are no match: the turn asks instead of choosing.
 */
function runTogetherMatch(info: ParamInfo, pq: ParsedQuestion): { value: string; span: Span } | undefined {
  // Declared values only: codes read out of a description ("firstname, lastname") are not states.
  const items = info.schema.items as { enum?: unknown } | undefined;
  const listed = Array.isArray(info.schema.enum) ? info.schema.enum : items?.enum;
  const declared: unknown[] = Array.isArray(listed) ? listed : [];
  const values = declared.filter((v): v is string => typeof v === "string" && /^[a-z]{6,}$/.test(v));
  if (values.length === 0) return undefined;
  // Words of an address, a path, a date or an amount ("gmail.com") are not states.
  const spans: Span[] = [
    ...pq.emails,
    ...pq.quoted,
    ...pq.paths,
    ...pq.amounts,
    ...(pq.emailDomain ? [pq.emailDomain] : []),
    ...(pq.dates ? [pq.dates] : []),
  ];
  for (const [i, t] of pq.tokens.entries()) {
    // A word of the sentence's frame ("with", "over") begins no state: `withdrawn` is not "with".
    if (!/^[a-z]{3,}$/.test(t.lower) || insideAny(t, spans) || GENERIC.has(t.lower)) continue;
    // Four letters at least ("com" is no word of `completed`), or an irregular past ("won");
    // an imperative first word is the command, not a state ("List all…" is not `waitlisted`).
    const forms = verbForms(t.lower).filter(
      (f) => (f.length >= 4 || irregularPast(f)) && !(i === 0 && f !== t.lower),
    );
    const hits = values.filter((v) =>
      forms.some((f) => v.length - f.length >= 3 && (v.startsWith(f) || v.endsWith(f))),
    );
    const value = hits[0];
    if (hits.length !== 1 || !value) continue;
    const head = forms.find((f) => value.startsWith(f));
    const rest = head
      ? value.slice(head.length)
      : value.slice(0, value.length - (forms.find((f) => value.endsWith(f))?.length ?? 0));
    const other = pq.tokens.find(
      (u) => u !== t && /^[a-z]{3,}$/.test(u.lower) && verbForms(u.lower).includes(rest),
    );
    const start = Math.min(t.start, other?.start ?? t.start);
    const end = Math.max(t.end, other?.end ?? t.end);
    return { value, span: { start, end } };
  }
  return undefined;
}

/**
 * "what has Priya Natarajan submitted?", "what has Maria Rossi ordered?": the records' own verb right
 * after a person named as its subject says what that person did — all of their submissions — not which
 * state the records are in (`SUBMITTED` beside `GRADED`).
 */
export function ownVerbOfSubject(
  span: Span,
  pq: ParsedQuestion,
  own: string,
  entityWords: ReadonlySet<string>,
): boolean {
  const i = pq.tokens.findIndex((t) => t.start === span.start && t.end === span.end);
  const verb = pq.tokens[i];
  if (!verb || !sameRoot(verb.lower, own)) return false;
  const name = fullNameWords(pq.tokens, entityWords);
  const before = pq.tokens[i - 1];
  return (
    name !== undefined && before !== undefined && !isPossessive(before.text) && name.endsWith(before.text)
  );
}

/**
 * The value a choice parameter takes from the question. "open or closed": two of its values said
 * together ask for both — the choice's own everything value (`all`, `any`) when it has one; `also`
 * are the spans of the other values it covers.
 */
export function enumChoice(
  info: ParamInfo,
  pq: ParsedQuestion,
): { value: string; span: Span; also: Span[]; included?: Span } | undefined {
  const m = enumMatches(info, pq);
  if (!m) return undefined;
  const everything = info.enumValues?.find((v) => EVERYTHING_VALUES.has(v.toLowerCase()));
  // "all subscriptions, including the canceled ones": the value is let in beside the others — the
  // choice of every value when there is one, never a filter to that value alone.
  const included = includedAround(m.span, pq.tokens);
  if (included)
    return everything ? { value: everything, span: m.span, also: [included] } : { ...m, also: [], included };
  if (!everything) return { ...m, also: [] };
  const joined = (o: { span: Span }) => {
    const [a, b] = o.span.start < m.span.start ? [o.span, m.span] : [m.span, o.span];
    return /^\s*(?:,|\/|,?\s*(?:or|and))\s*$/i.test(pq.raw.slice(a.end, b.start));
  };
  const others = (info.enumValues ?? [])
    .filter((v) => v !== m.value)
    .flatMap((v) => enumMatches({ ...info, enumValues: [v] }, pq) ?? [])
    .filter(joined);
  return others.length > 0
    ? { value: everything, span: m.span, also: others.map((o) => o.span) }
    : { ...m, also: [] };
}

/** A number as the text a decimal-only pattern accepts: "100", else "100.00". */
function decimalString(p: ParamInfo, n: number): string {
  const plain = String(n);
  return p.pattern && !p.pattern.test(plain) ? n.toFixed(2) : plain;
}

/**
 * The numeric bound parameter a comparison fits. What is compared must be what the bound is about:
 * a money amount goes to an amount-like bound (`minAmount`, `total_gte`) or a bare one (`min`), a
 * unit to a bound that names it (`minKm` for "800 km", "2000 kilometres"), and words written before
 * the comparison ("fuel cost over 300") to a bound whose name or description has them. A bare
 * number goes only to the one bound of its direction. Nothing fits → the constraint is unexpressed.
 */
function boundParam(
  params: readonly ParamInfo[],
  c: Comparison,
  subject: readonly string[],
  between = false,
): ParamInfo | undefined {
  const same = params.filter((p) => p.bound === c.bound).map((p) => ({ p, about: boundSubject(p) }));
  // "priced over $100" compares the price: the subject's word in any inflection.
  const fits = (about: { all: Set<string> }) =>
    subject.length === 0 ||
    subject.some((w) => about.all.has(unitWord(w)) || [...about.all].some((a) => stem(a) === stem(w)));
  // "cost more than 100 bucks", "deals worth over 50k", "valued at over 2,000": a money word, in any
  // inflection, names any money parameter — the cost is the price the tool bounds, whichever of the
  // two words its name uses.
  const moneyOnly = subject.length > 0 && subject.every(isMoneyWord);
  const amountLike = (about: { all: Set<string> }) => [...about.all].some((w) => AMOUNT_WORDS.has(w));
  // `min_rate` "Minimum nightly rate (USD)": a bound whose own description names a currency is
  // money too, whatever word its name uses ("pound" is left out: it weighs as well).
  const inCurrency = (about: { all: Set<string> }) =>
    [...about.all].some((w) => CURRENCY_WORDS[w] !== undefined && w !== "pound");
  if (c.currency) {
    // "invoices over $5,000" beside bounds of two amounts (the total, the balance): which one is
    // compared is not said — asked, never the first guessed.
    const amounts = same.filter((x) => amountLike(x.about) || inCurrency(x.about));
    if (subject.length === 0 && new Set(amounts.map((x) => x.about.name.join(" "))).size > 1)
      return undefined;
    const found =
      same.find((x) => (fits(x.about) || moneyOnly) && amountLike(x.about)) ??
      same.find((x) => (fits(x.about) || moneyOnly) && inCurrency(x.about)) ??
      (same.length === 1 && same[0] && same[0].about.name.length === 0 && fits(same[0].about)
        ? same[0]
        : undefined);
    // "claims over 10,000 euros" beside `amountGte` "Claimed amount … (USD)": a bound whose own
    // description names only other currencies compares other money — never converted, left asked.
    if (found && c.unit && CURRENCY_WORDS[c.unit] !== undefined) {
      const declared = new Set(
        [...found.about.all].flatMap((w) => (w !== "pound" && CURRENCY_WORDS[w] ? [CURRENCY_WORDS[w]] : [])),
      );
      if (declared.size > 0 && !declared.has(c.unit)) return undefined;
    }
    return found?.p;
  }
  if (c.unit) {
    const unit = unitWord(c.unit);
    // "more than 50 units" counts units; `minUnitPrice` bounds the price of one: a unit named in
    // the bound only before a money word is what the money is per, not what is compared.
    const perUnit = (about: { name: string[] }) => {
      const head = about.name.at(-1);
      return head !== undefined && head !== unit && AMOUNT_WORDS.has(head) && about.name.includes(unit);
    };
    return same.find((x) => fits(x.about) && x.about.all.has(unit) && !perUnit(x.about))?.p;
  }
  // A bare number ("deals worth over 50k") said of money goes to the one money bound of its direction.
  if (moneyOnly) {
    const amounts = same.filter((x) => amountLike(x.about));
    const named = amounts.filter((x) => fits(x.about));
    const one =
      named.length === 1 ? named[0] : named.length === 0 && amounts.length === 1 ? amounts[0] : undefined;
    return one?.p;
  }
  if (same.length === 1 && same[0] && fits(same[0].about)) return same[0].p;
  // "flats over 200k" beside bounds of a price and of bedrooms: a number written in thousands,
  // said of nothing else, is a sum of money — the one money bound of its direction.
  if (c.scaled && subject.length === 0) {
    const money = same.filter((x) => amountLike(x.about) || inCurrency(x.about));
    if (money.length === 1) return money[0]?.p;
  }
  // "flats between 200000 and 300000" beside `min_price`, `max_price` and `min_bedrooms`: a range
  // said of nothing else bounds the one field that has bounds on both sides.
  if (between && subject.length === 0) {
    const key = (p: ParamInfo) => boundSubject(p).name.join(" ");
    const other = new Set(params.filter((p) => p.bound !== undefined && p.bound !== c.bound).map(key));
    const paired = same.filter((x) => other.has(x.about.name.join(" ")));
    if (paired.length === 1) return paired[0]?.p;
  }
  return undefined;
}

/**
 * "flights delayed more than 2 hours" of `delayMinutes_gte`: a comparison in a unit no bound names
 * goes to the one bound of its direction counted in another unit of the same measure, the number
 * converted (120). A whole-number bound takes only a whole result ("90 seconds" is not sent as 1.5
 * minutes); two such bounds, or one about other words than those said, fit nothing.
 */
function convertedBound(
  params: readonly ParamInfo[],
  c: Comparison,
  subject: readonly Token[],
): { p: ParamInfo; value: number } | undefined {
  if (!c.unit || c.currency) return undefined;
  const from = unitWord(c.unit);
  const units = new Set(convertibleUnits(from));
  if (units.size === 0) return undefined;
  const found = params.flatMap((p) => {
    if (p.bound !== c.bound) return [];
    const about = boundSubject(p);
    const to = [...about.all].filter((w) => units.has(w));
    if (to.length !== 1 || !to[0]) return [];
    const said = subject.filter((t) => !units.has(unitWord(t.norm)) && unitWord(t.norm) !== from);
    if (!said.every((t) => [...about.all].some((a) => stem(a) === stem(t.norm) || a === unitWord(t.norm))))
      return [];
    const value = convertUnit(c.value, from, to[0]);
    if (value === undefined) return [];
    const whole = p.schema.type === "integer";
    if (whole && Math.abs(value - Math.round(value)) > 1e-9) return [];
    return [{ p, value: whole ? Math.round(value) : value }];
  });
  return found.length === 1 ? found[0] : undefined;
}

/**
 * "claims where we approved less than $1,000", "claims approved for over 10k" of records carrying
 * `amountApproved`: a declared value said right before the comparison (or before "for" and it)
 * that also names one of the records' amounts compares that amount
 * — the subject of the bound, never only the state (a bound of another amount does not fit it).
 */
function valueNamingAmount(
  cap: Capability,
  pq: ParsedQuestion,
  at: number,
  values: ReadonlySet<number>,
): ParsedQuestion["tokens"] | undefined {
  const before = pq.tokens.filter((x) => x.end <= at);
  // "claims approved for over 10k": the value and the preposition that gives it its amount.
  const t = before.at(-1)?.lower === "for" ? before.at(-2) : before.at(-1);
  if (!t || !values.has(t.start) || t.lower.length < 4) return undefined;
  const named = [...declaredRecordShape(cap).paths.keys()].some((path) => {
    const words = path.split(".").flatMap(identifierWords);
    return words.some((w) => AMOUNT_WORDS.has(w)) && words.some((w) => stem(w) === stem(t.lower));
  });
  return named ? [t] : undefined;
}

/** A word naming money in any inflection: "priced", "valued", "costing", "worth". */
function isMoneyWord(w: string): boolean {
  return AMOUNT_WORDS.has(singular(w)) || [...AMOUNT_WORDS].some((a) => stem(a) === stem(w));
}

/** Content words written just before a comparison ("fuel cost" of "fuel cost over 300"): what it compares. */
function subjectOf(
  pq: ParsedQuestion,
  at: number,
  entityWords: ReadonlySet<string>,
  values: ReadonlySet<number> = new Set(),
): ParsedQuestion["tokens"] {
  const before = pq.tokens.filter((t) => t.end <= at);
  const out: ParsedQuestion["tokens"] = [];
  for (let i = before.length - 1; i >= 0 && out.length < 2; i--) {
    const t = before[i];
    if (
      !t ||
      GENERIC.has(bare(t.lower)) ||
      DEICTIC.has(t.lower) ||
      entityWords.has(t.norm) ||
      // A declared value ("seafood" of a category) says which records, not what is compared.
      values.has(t.start) ||
      /\d/.test(t.text) ||
      // A proper name ("… of Mehmet Yilmaz longer than 800 km") says whose, not what is compared.
      /^\p{Lu}/u.test(t.text)
    )
      break;
    out.unshift(t);
  }
  return out;
}

/** Declared string values of the tool's record fields, lower-case → the field (`vip` → segment). */
/** `isLate`, `has_attachments`: the words before a yes/no field's own word. */
const BOOLEAN_PREFIXES = new Set(["is", "has", "was", "are"]);

/** The one word of each declared yes/no field of the tool's records (`late: boolean`, `isActive`). */
function yesNoFieldWords(cap: Capability): Set<string> {
  const out = new Set<string>();
  for (const [path, schema] of declaredRecordShape(cap).paths) {
    if (schema?.type !== "boolean") continue;
    const said = identifierWords(path.split(".").pop() ?? path).filter((w) => !BOOLEAN_PREFIXES.has(w));
    if (said.length === 1 && said[0] && said[0].length > 2) out.add(said[0]);
  }
  return out;
}

function fieldValuesOf(cap: Capability): Map<string, string> {
  const out = new Map<string, string>();
  for (const [path, schema] of declaredRecordShape(cap).paths) {
    const values = Array.isArray(schema?.enum) ? schema.enum : [];
    for (const v of values)
      if (typeof v === "string" && v.length > 1) out.set(v.toLowerCase(), path.split(".").pop() ?? path);
  }
  return out;
}

/**
 * "who dropped course Q291cnNlOjE=?": of one record its identifier names, a value only tools of
 * other entities take (enrollments' `DROPPED`) — no tool of this record's entity takes it and no
 * declared field of its records has it — asks for those related records, not this one. Its own
 * values ("is CLM-1042 approved?", a state its list filters by) are what is asked of it.
 */
function foreignValue(
  cap: Capability,
  own: string,
  params: readonly ParamInfo[],
  pq: ParsedQuestion,
  start: number,
  scope: BindScope,
): boolean {
  const entities = scope.enumEntities?.get(start);
  if (!entities || entities.size === 0 || entities.has(own)) return false;
  // "contact 55" beside an association's `toObjectType: contacts`: a word naming records is their name.
  const word = pq.tokens.find((t) => t.start === start);
  if (!word || scope.entityWords.has(word.norm)) return false;
  if (params.some((p) => enumMatches(p, pq)?.span.start === start)) return false;
  const shape = declaredRecordShape(cap);
  for (const [path, schema] of shape.paths) {
    const values = Array.isArray(schema?.enum)
      ? schema.enum.filter((v): v is string => typeof v === "string")
      : [];
    if (values.length === 0) continue;
    const field = {
      name: path,
      schema: schema ?? {},
      required: false,
      words: identifierWords(path),
      enumValues: values,
    };
    if (valueMatch(field as ParamInfo, pq)?.span.start === start) return false;
  }
  return true;
}

/** Matches who or what something is called, and nothing else ("Matches holder name or email"). */
function searchesIdentities(p: ParamInfo, cap: Capability): boolean {
  const m = textMatches(p, cap.description);
  return m.named || ((m.names || m.emails) && !m.otherText);
}

/**
 * "people in Berlin or Toronto", "suppliers in Japan or Australia": a word joined by "or" to a value
 * already bound is the other value of that filter — never text to search. A filter takes one value,
 * so the alternative is asked about instead of searched (or dropped).
 */
function otherValueOf(t: Token, tokens: readonly Token[], used: readonly Span[]): boolean {
  const i = tokens.findIndex((x) => x.start === t.start);
  if (i < 0) return false;
  const bound = (x: Token | undefined) => x !== undefined && insideAny(x, [...used]);
  return (
    (tokens[i - 1]?.lower === "or" && bound(tokens[i - 2])) ||
    (tokens[i + 1]?.lower === "or" && bound(tokens[i + 2]))
  );
}

/**
 * "boards of project WEB", "boards in the DATA project" where the tool also takes a project: a code
 * right beside the first word of another parameter's name (not the records' own noun) is that
 * parameter's value — never text of the records' names.
 */
function namedByOtherParam(
  t: Token,
  tokens: readonly Token[],
  params: readonly ParamInfo[],
  text: ParamInfo,
  own: string,
): boolean {
  // A code written in capitals ("WEB", "DATA"): a name said beside a field's word ("Isla Quinn's
  // email", "chen's manager") asks for that field of the one named.
  if (!/^[\p{Lu}\d-]{2,}$/u.test(t.text)) return false;
  const i = tokens.findIndex((x) => x.start === t.start);
  if (i < 0) return false;
  const before = tokens[i - 1]?.lower === "the" ? undefined : tokens[i - 1];
  const near = [before, tokens[i + 1]].filter((x): x is Token => x !== undefined);
  return params.some((p) => {
    const head = p.words[0];
    if (p === text || !head || head === own || singular(head) === own || p.paging || p.limit) return false;
    return near.some((x) => singular(x.lower) === singular(head));
  });
}

/**
 * "how many Engineering people are on leave?", "Sales staff": one capitalized word right before the
 * records' own noun (or a noun of people) qualifies them — a department, a team — it is no one's name.
 */
function qualifiesRecords(residual: string, pq: ParsedQuestion, entityWords: ReadonlySet<string>): boolean {
  if (residual.includes(" ") || !/^\p{Lu}\p{Ll}/u.test(residual)) return false;
  const i = pq.tokens.findIndex((t) => bare(t.text) === residual);
  const next = pq.tokens[i + 1];
  return i >= 0 && next !== undefined && (entityWords.has(next.norm) || PERSON_NOUNS.has(next.norm));
}

/**
 * "members on parental leave" where the records' state declares `on_leave`: lower-case words holding
 * a word of a declared state of the tool's own (not its linking word, "on", "in") say a state of the
 * records that the words beside it narrow — a condition no declared value is, never a name.
 */
function holdsValueWord(residual: string, params: readonly ParamInfo[]): boolean {
  if (/[\p{Lu}\d@.]/u.test(residual) || !residual.includes(" ")) return false;
  const words = new Set(
    params
      .filter(isStatusParam)
      .flatMap((p) => p.enumValues ?? [])
      .flatMap((v) => identifierParts(v).map((w) => w.toLowerCase()))
      .filter((w) => w.length >= 3 && !STATE_LINKS.has(w) && !GENERIC.has(w)),
  );
  return residual.split(" ").some((w) => words.has(w));
}

/** Lower-case words written inside names: "Vincent van Gogh", "Ana de Souza". */
const NAME_PARTICLES = new Set([
  "de",
  "da",
  "di",
  "del",
  "della",
  "van",
  "von",
  "der",
  "den",
  "du",
  "le",
  "la",
  "bin",
  "al",
  "el",
  "y",
]);
/**
 * "how many people are on the waiting list for Dune?": a capitalized word among lower-case wording
 * is no one's name ("waiting Dune") — a search of names would report a false "not found".
 */
function mixedWording(residual: string): boolean {
  if (/[\d@]/.test(residual)) return false;
  const words = residual.split(" ");
  return (
    words.some((w) => /^\p{Lu}/u.test(w)) &&
    words.some((w) => /^\p{Ll}{3,}$/u.test(w) && !NAME_PARTICLES.has(w))
  );
}

/**
 * "emps working remote", "eng folks on leave" where the records are searched by who they are: words
 * holding the records' own noun in other words — a word the paraphrase table makes one with it
 * ("folks" of employees), its clipped plural that is no English word ("emps") — or a verb's -ing form
 * ("working") are wording about the records; no one's name is written so. Searched as a name they find
 * nobody, a false "none": asked about instead.
 */
function recordsWording(residual: string, own: string): boolean {
  if (/[\d@.]/.test(residual) || !residual.includes(" ")) return false;
  // A question typed in lower case reaches here with its unknown words capitalized ("Emps Working"):
  // the records' noun is read in any case; an -ing form only as typed, in lower case ("Browning").
  return residual.split(" ").some((w) => {
    const lower = w.toLowerCase();
    const one = singular(lower);
    return (
      (one !== own && (synonymous(one, own) || synonymous(lower, own))) ||
      (one !== lower && /^[a-z]{3,5}$/.test(lower) && !isEnglishWord(lower) && clippedFrom(one, own)) ||
      (w === lower && gerundOf(lower) !== undefined)
    );
  });
}

/** "how big is the backlog?", "how large is the queue?": the size asked for (a count), never text. */
export function sizeWord(t: Token, tokens: readonly Token[]): boolean {
  const i = tokens.indexOf(t);
  return /^(big|large)$/.test(t.lower) && tokens[i - 1]?.lower === "how";
}

/**
 * "products from our Japanese suppliers", "orders of premium customers": one word right before the
 * noun of another entity than the tool's own qualifies those other records, not these — and so does
 * the value right after that noun and a preposition ("products from suppliers in Japan"). It is never
 * this entity's search text (a lookup of the other entity may take it; else the turn asks).
 */
function qualifiesOther(
  residual: string,
  pq: ParsedQuestion,
  entityWords: ReadonlySet<string>,
  own: string,
): boolean {
  const other = (t: Token | undefined) => t !== undefined && t.norm !== own && entityWords.has(t.norm);
  const i = pq.tokens.findIndex((t) => bare(t.text) === residual.split(" ")[0]);
  if (i < 0) return false;
  if (!residual.includes(" ") && other(pq.tokens[i + 1])) return true;
  const prep = pq.tokens[i - 1];
  return prep !== undefined && RELATION_PREPOSITIONS.has(prep.lower) && other(pq.tokens[i - 2]);
}

/**
 * "repositories written in TypeScript", "products made in Italy": the value right after a
 * lower-case past participle and "in" is an attribute of the records the participle relates. A text
 * that does not say it matches places or such attributes would look for it in names and titles — a
 * filter the tool lacks, never search text.
 */
function participleAttribute(
  residual: string,
  pq: ParsedQuestion,
  text: ParamInfo,
  cap: Capability,
): boolean {
  const i = pq.tokens.findIndex((t) => bare(t.text) === residual.split(" ")[0]);
  const prep = pq.tokens[i - 1];
  const verb = pq.tokens[i - 2];
  if (i < 2 || !prep || !verb || prep.lower !== "in") return false;
  if (!/^[a-z]{3,}ed$/.test(verb.text) && !irregularPast(verb.text)) return false;
  const about = `${typeof text.schema.description === "string" ? text.schema.description : ""} ${text.name}`;
  const words = identifierWords(about).map((w) => singular(w.toLowerCase()));
  const broad = /\b(full[- ]?text|free[- ]?text|any|descriptions?|content|notes?|keywords?|tags?)\b/i;
  return (
    !words.some((w) => PLACE_FIELD_WORDS.has(w)) && !broad.test(about) && !broad.test(cap.description ?? "")
  );
}

/** A parameter its description says matches only a whole value ("The member's exact email address"). */
/**
 * An email filter whose description says it matches part of the address ("contains", "partial",
 * "domain"): one that does not is an address to equal (`email` of most APIs), never a domain's place.
 */
function matchesPart(p: ParamInfo): boolean {
  const d = typeof p.schema.description === "string" ? p.schema.description : "";
  return (
    !wholeValueOnly(p) &&
    /\b(contains?|containing|partial(ly)?|substring|part of|domains?|fuzzy|wildcard|prefix|suffix|ends? with)\b/i.test(
      d,
    )
  );
}

function wholeValueOnly(p: ParamInfo): boolean {
  const d = typeof p.schema.description === "string" ? p.schema.description : "";
  return /\b(exact(ly)?|full|complete|whole)\b/i.test(d);
}

/** Matches names and not emails ("Part of the driver's name"): never a place for an email domain. */
function namesOnly(p: ParamInfo, cap: Capability): boolean {
  const m = textMatches(p, cap.description);
  return m.named || (m.names && !m.emails);
}

/**
 * A bound off a year's edge (a from that is no 1 January, a to that is no 31 December) within one
 * calendar year: a part of that year (an open end reaches today).
 */
function partOfOneYear(from: string | undefined, to: string | undefined, today: string): boolean {
  const offEdge =
    (from !== undefined && !from.endsWith("-01-01")) || (to !== undefined && !to.endsWith("-12-31"));
  const first = from ?? to ?? today;
  const last = to ?? today;
  return offEdge && first.slice(0, 4) === last.slice(0, 4);
}

function dateValue(iso: string, info: ParamInfo, end: boolean): string | number {
  if (info.epoch) {
    // A Unix timestamp: the day's first second, or its last one for an upper bound.
    const ms = Date.parse(`${iso.slice(0, 10)}T${end ? "23:59:59" : "00:00:00"}Z`);
    return info.epoch === "ms" ? ms + (end ? 999 : 0) : Math.floor(ms / 1000);
  }
  if (info.year) {
    // "before 1950" ends 1949-12-31: a year bound that leaves its own year out takes 1950.
    const year = Number(iso.slice(0, 4));
    return info.year === "exclusive" ? year + (end ? 1 : -1) : year;
  }
  // A date-time whose example writes no zone is the source's wall-clock time: no `Z` (see `localTime`).
  return info.dateTime ? `${iso}T${end ? "23:59:59" : "00:00:00"}${info.localTime ? "" : "Z"}` : iso;
}

/**
 * The first day of a range as a lower bound that leaves its own day out (`updatedAfter`: "Only issues
 * updated after this date"): the day before, so the first day is in ("updated in the last 3 days",
 * "since Monday"). A range read from "after …" already starts at the day left out, and one of the
 * last N hours at the day before the hours' first whole one: both are sent as read.
 */
function firstDayFor(p: ParamInfo, from: string, span: string): string {
  if (!p.exclusiveDay || p.dateTime || p.year || p.epoch || !/^\d{4}-\d{2}-\d{2}$/.test(from)) return from;
  if (/^\s*after\b|\bhours?\b/i.test(span)) return from;
  return shiftDay(from, -1);
}

/**
 * A range written as the prefixed values a date parameter documents (`ge2025-09-01`,
 * `<=2025-09-30`): a list takes both bounds, one value only one bound (or the day itself, unprefixed).
 * Undefined when one value cannot say the whole range — it is asked about, never narrowed to one end.
 */
export function prefixedDates(p: ParamInfo, from?: string, to?: string): string | string[] | undefined {
  const prefixes = p.prefixes;
  if (!prefixes || (!from && !to)) return undefined;
  const upper = (iso: string) =>
    prefixes.toExclusive ? `${prefixes.to}${shiftDay(iso, 1)}` : `${prefixes.to}${dateValue(iso, p, true)}`;
  const bounds = [
    ...(from ? [`${prefixes.from}${dateValue(from, p, false)}`] : []),
    ...(to ? [upper(to)] : []),
  ];
  if (p.schema.type === "array") return bounds;
  if (bounds.length === 1) return bounds[0];
  return from === to && from ? String(dateValue(from, p, false)) : undefined;
}

/** Words of a declared value that stand for the person asking (`assigned_to_me`, `@me`, `self`). */
const CALLER_WORDS: ReadonlySet<string> = new Set(["me", "my", "mine", "myself", "self", "current"]);
/**
 * A declared value that stands for the person asking: a caller word in it (`assigned_to_me`, `@me`,
 * `self`), "current" only before a person's noun (`current_user`, `currentUser`) — `CurrentAccount` is
 * a kind of account, never "my accounts".
 */
const callerValue = (value: string) => {
  const ws = identifierWords(value);
  return ws.some((w, i) => CALLER_WORDS.has(w) && (w !== "current" || isPersonWord(ws[i + 1] ?? "")));
};
/**
 * "my accounts" of a source whose records are all the asker's: the tool's description speaks of one
 * person as their holder — "you" / "your" ("Plots leased to you") or "the" before a person's noun
 * ("Accounts the customer has consented to share") — while no candidate's records are people, no
 * parameter of the tool takes a person or a person's role, and the records' declared fields name none
 * (`owner`, `assignee`, `user_id`). "my" then filters nothing. A source that says nothing of whose its
 * records are (a warehouse's purchase orders) is still asked whose.
 */
function ownedByCaller(
  cap: Capability,
  params: readonly ParamInfo[],
  vocab: EntityVocabulary,
  owned?: ReadonlySet<string>,
): boolean {
  // "my playlists" of `getMyPlaylists`, "The current user's playlists": the tool says it lists the
  // asker's own records only.
  if (callerScoped(cap)) return true;
  const entity = singular(cap.entity);
  // "my balances" where balances are kept per account (an optional `AccountId`) and the source says the
  // accounts are the asker's: every balance is of one of the asker's own records (see `callerOwnedEntities`).
  const ofOwned = params.some(
    (p) => !p.required && p.entity !== undefined && p.entity !== entity && owned?.has(p.entity) === true,
  );
  if (!ofOwned && !(cap.outputSchema && holderSaid(cap))) return false;
  return noPersonNamed(cap, params, vocab);
}
/**
 * No record of the source is a person's and nothing the tool takes or answers names one: no candidate's
 * records are people, no parameter takes a person or a person's role, no declared field of the
 * records names one (`owner`, `assignee`, `user_id`).
 */
function noPersonNamed(cap: Capability, params: readonly ParamInfo[], vocab: EntityVocabulary): boolean {
  if ([...vocab.entities].some((e) => personLike(singular(e)))) return false;
  const personal = (words: readonly string[]) => words.some((w) => isPersonWord(singular(w)));
  if (params.some((p) => personal(p.words) || (p.entity !== undefined && personLike(p.entity)))) return false;
  return ![...declaredRecordShape(cap).paths.keys()].some((path) => personal(identifierWords(path)));
}
/**
 * "which calendars do I have", "my hives": only having said (never a role, "hives I inspected") of the
 * records a tool lists taking nothing that filters (at most a page or a limit), on a source where no one
 * but the asker can be named (`noPersonNamed`): a single-user or single-account listing, every record
 * of which is the asker's. Where a person can be named, or the tool filters by anything ("Lists lockers"
 * by kind), whose they are is still asked.
 */
function soleHolderHas(cap: Capability, params: readonly ParamInfo[], vocab: EntityVocabulary, said: string) {
  return (
    MINE_ONLY.test(said) &&
    (cap.operation === "list" || cap.operation === "search") &&
    params.every((p) => !p.required && (p.paging !== undefined || p.limit !== undefined)) &&
    noPersonNamed(cap, params, vocab)
  );
}
/**
 * "my balances", "my recent disputes": the records' word after "my" (the first one within three words) is
 * the tool's own entity in the plural ("what's my balance?" asks for one of several: which is asked), and
 * the question names none of the records the source says are the asker's.
 */
function ownRecordsAfter(pq: ParsedQuestion, mine: Span, cap: Capability, scope: BindScope): boolean {
  if (pq.tokens.some((t) => scope.callerOwned?.has(t.norm))) return false;
  const after = pq.tokens.filter((t) => t.start >= mine.end).slice(0, 3);
  const named = after.find((t) => scope.entityWords.has(t.norm));
  return named !== undefined && named.norm === singular(cap.entity) && isPlural(named.lower);
}
/**
 * A tool of the asker's own records: "my" or "me" in its name (`getMyPlaylists`, `me_tracks`), or its
 * description saying they are the current (signed-in, authenticated) user's.
 */
export function callerScoped(cap: Capability): boolean {
  const named = identifierWords(cap.localName);
  return (
    named.some((w) => w === "my" || w === "me") ||
    // "the authenticated athlete's", "the signed-in member": whoever is signed in, whatever the
    // service calls its users ("current" only of a user: "the current sprint" is no person).
    /\b(?:the\s+(?:signed[- ]in|logged[- ]in|authenticated)\s+[a-z]+|(?:current|signed[- ]in|logged[- ]in|authenticated)\s+user)(?:['’]s)?\b/i.test(
      cap.description ?? "",
    )
  );
}
/** The tool's description speaks of one person as the records' holder ("to you", "the customer has"). */
function holderSaid(cap: Capability): boolean {
  const said = identifierWords(cap.description ?? "");
  return said.some(
    (w, i) => w === "you" || w === "your" || (i > 0 && said[i - 1] === "the" && isPersonWord(w)),
  );
}
/**
 * The entities (singular) whose records are all the asker's: listed by a candidate that needs no input
 * and whose records `ownedByCaller` reads as the asker's ("Accounts the customer has consented to share").
 */
export function callerOwnedEntities(caps: readonly Capability[], vocab: EntityVocabulary): Set<string> {
  return new Set(
    caps.flatMap((c) => {
      if (c.sourceKind === "kb" || (c.operation !== "list" && c.operation !== "search")) return [];
      const params = paramInfos(c, vocab);
      return params.every((p) => !p.required) && ownedByCaller(c, params, vocab) ? [singular(c.entity)] : [];
    }),
  );
}
/**
 * What joins two kept words in search text: " & " where the question wrote an ampersand between a
 * capitalized word and the next ("Oak & Ember Bakery", "Procter & Gamble" — part of the name), else a space.
 */
const joinOfName = (prev: Token, next: Token, raw: string) =>
  /^\s*&\s*$/.test(raw.slice(prev.end, next.start)) && ampersandOfName(raw.slice(0, prev.end)) ? " & " : " ";
/** "my", "I have": the asker's own records, no role of theirs (never "I declined", "I organized"). */
const MINE_ONLY = /^(?:my|mine|i\s+(?:have|had|got)|i've\s+got)$/i;
/** Verbs of having that, after "I", say whose records ("deals I own", "how many tickets do I have"). */
const OWNING = new Set(["have", "own", "manage", "handle", "lead", "follow", "watch", "run", "got"]);
const INVERTED = new Set(["do", "did", "does", "have", "am"]);

/**
 * "my open issues", "which tickets are mine", "merge requests assigned to me", "tickets I opened",
 * "how many deals do I have": the person asking says the records are theirs. Not "for me" (on their
 * behalf), "my colleague" (no records' word after it) or "I need the orders".
 */
export function firstPersonOwner(pq: ParsedQuestion, entityWords: ReadonlySet<string>): Span | undefined {
  const ts = pq.tokens;
  if (PROPER_NAME.test(pq.raw)) return undefined;
  const records = (t?: Token) => t !== undefined && entityWords.has(t.norm);
  const verb = (t?: Token) =>
    t !== undefined && (/^[a-z]{3,}ed$/.test(t.lower) || irregularPast(t.lower) || OWNING.has(t.lower));
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i] as Token;
    if (t.lower === "my") {
      const after = ts.slice(i + 1, i + 4);
      const at = after.findIndex(records);
      if (at >= 0 && after.slice(0, at).every((x) => !RELATION_PREPOSITIONS.has(x.lower) && !records(x)))
        return { start: t.start, end: t.end };
    }
    if (t.lower === "mine" && ts.slice(0, i).some(records)) return { start: t.start, end: t.end };
    const prev = ts[i - 1];
    if (t.lower === "me" && prev && /^(?:to|by|with)$/.test(prev.lower) && verb(ts[i - 2]))
      return { start: (ts[i - 2] as Token).start, end: t.end };
    // "am I on call this week?", "when am I next on call?": "I" right before the records' word, or
    // asked of with "am"/"was" where records are named, is the one they are of.
    const asked = prev !== undefined && /^(?:am|was)$/.test(prev.lower);
    if (t.lower === "i" && !records(prev) && (records(ts[i + 1]) || (asked && ts.some(records))))
      return { start: asked && prev ? prev.start : t.start, end: t.end };
    if (t.lower === "i" && verb(ts[i + 1]) && !/^(?:to|for|about|you)$/.test(ts[i + 2]?.lower ?? "")) {
      const inverted = prev !== undefined && INVERTED.has(prev.lower);
      if (inverted || ts.slice(0, i).some(records)) return { start: t.start, end: (ts[i + 1] as Token).end };
    }
  }
  return undefined;
}

/**
 * "status of tck-003795?": an identifier typed in lower case where the parameter's pattern, or the
 * example its shape was learned from, writes capitals (`TCK-004211`) is sent as the source writes it.
 */
/** A number of two digits or more written right after "#" ("#4512", "acme/web#12"). */
export const hashNumber = (raw: string, tok: Span) =>
  raw[tok.start - 1] === "#" && /^\d{2,}$/.test(raw.slice(tok.start, tok.end));
export const wholeNumber = (p: ParamInfo) => p.schema.type === "integer" || p.schema.type === "number";

/**
 * The kinds of records `caps` get by a whole-number key of their own (`get_ticket(ticket_id: integer)`):
 * what a "#N" may number.
 */
export function numberedKinds(caps: readonly Capability[], vocab: EntityVocabulary): Set<string> {
  return new Set(
    caps.flatMap((c) =>
      c.operation === "get" &&
      paramInfos(c, vocab).some((p) => p.required && p.entity === singular(c.entity) && wholeNumber(p))
        ? [singular(c.entity)]
        : [],
    ),
  );
}

export function declaredCase(value: string, p: ParamInfo, formats: readonly IdFormat[] = []): string {
  // "CUS_TJcWj7nq2EbAbF" of a shape whose example starts `cus_` (the parameter's, else that of the
  // records it refers to): the prefix as the example writes it.
  const shapes = p.shape
    ? [p.shape]
    : formats.filter((f) => f.entity === p.entity && !f.opaque).map((f) => f.pattern);
  const literals = new Set(shapes.map((re) => /^\^([a-z]+[_:-])/.exec(re.source)?.[1]));
  const literal = literals.size === 1 ? [...literals][0] : undefined;
  if (literal && value.toLowerCase().startsWith(literal) && !value.startsWith(literal))
    return `${literal}${value.slice(literal.length)}`;
  const upper = value.toUpperCase();
  if (upper === value) return value;
  if (p.pattern) return !p.pattern.test(value) && p.pattern.test(upper) ? upper : value;
  if (p.shape) return writtenInCapitals(p.shape, value) ? upper : value;
  // "people reporting to e-10009" beside `ManagerId` (no example of its own): a reference to records
  // whose keys the source shows elsewhere in capitals ("for example E-10042") is sent in that case —
  // a lower-case key matches nobody, and its empty result would be a false "none".
  const keys = formats.filter((f) => f.entity === p.entity && !f.opaque);
  return keys.length > 0 && keys.every((f) => writtenInCapitals(f.pattern, value)) ? upper : value;
}

/** A shape learned from an example written in capitals (`[A-Z]+-\d+`) that `value` fits. */
const writtenInCapitals = (shape: RegExp, value: string) =>
  shape.source.includes("[A-Z]+") && !/\[a-z\]|\[A-Za-z/.test(shape.source) && shape.test(value);

/**
 * "books by Orwell", "courses by farouk": one capitalized word (names typed in lower case are cased
 * before), no English word, right after "by", is whose the records are — an author's, a teacher's
 * surname — never words of their titles, where a title search for it would be a false "none".
 */
function agentSurname(residual: string, pq: ParsedQuestion): boolean {
  if (!/^\p{Lu}\p{Ll}{2,}$/u.test(residual) || isEnglishWord(residual.toLowerCase())) return false;
  const at = pq.tokens.findIndex((t) => t.text === residual);
  return at > 0 && pq.tokens[at - 1]?.lower === "by";
}

/**
 * Whether the words kept for a search text hold "in the <word> <noun>" ("in the payments group", "from
 * the billing queue"): a naming word, then a lower-case noun that is no kind of the tools' records.
 */
function namedHolder(
  kept: readonly Token[],
  tokens: readonly Token[],
  entityWords: ReadonlySet<string>,
): boolean {
  return kept.some((t) => {
    const i = tokens.indexOf(t);
    const noun = tokens[i + 1];
    return (
      noun !== undefined &&
      kept.includes(noun) &&
      /^(?:in|from|within)$/.test(tokens[i - 2]?.lower ?? "") &&
      namingWord(tokens, i) &&
      /^\p{Ll}+$/u.test(noun.text) &&
      !entityWords.has(noun.norm) &&
      !GENERIC.has(noun.lower)
    );
  });
}

/** Two names of two words or more each, joined by "and" or "or". */
const TWO_NAMES = new RegExp(`(${PROPER_NAME.source})\\s+(?:and|or)\\s+(${PROPER_NAME.source})`, "u");
/**
 * Whether a search text holds the words of two full names the question joins by "and" or "or"
 * ("Tom Becker and Lucia Gomez" → "Tom Becker Lucia Gomez"): two records, never one text. One-word
 * sides ("Marks and Spencer", "Barnes and Noble") are one name and stay.
 */
function joinsTwoNames(residual: string, raw: string): boolean {
  const m = TWO_NAMES.exec(raw);
  if (!m) return false;
  const said = new Set(residual.toLowerCase().split(/\s+/));
  const words = (name: string) => name.toLowerCase().split(/\s+/);
  return [m[1] ?? "", m[2] ?? ""].every((name) => words(name).some((w) => said.has(w)));
}

/** Pronouns of people that stand for a value after a preposition ("assigned to me"). */
const PERSONAL: ReadonlySet<string> = new Set(["me", "us", "you", "him", "her", "them"]);
/**
 * A participle written in lower case before a preposition ("drivers *based* in Lyon", "users *living*
 * in Berlin", "orders *shipped* to Oslo") states how the next value relates; it is not search text.
 */
function relationVerb(
  t: { text: string; end: number },
  tokens: readonly { lower: string; start: number }[],
): boolean {
  // "repositories *written* in TypeScript": an irregular past participle relates as -ed does.
  if (!/^[a-z]{3,}(?:ed|ing)$/.test(t.text) && !irregularPast(t.text)) return false;
  // "pods pending in prod", "jobs running on worker-3": a word of the table of states is what the
  // records are — a condition of its own, never the wording of the place after it.
  if (stateRow(t.text)) return false;
  const next = tokens.find((x) => x.start > t.end);
  if (next === undefined || !RELATION_PREPOSITIONS.has(next.lower)) return false;
  // "being worked on right now", "work orders being worked on": a passive participle with no value
  // after its preposition (only filler, or nothing) is the state asked about, not a relation. An
  // active one relates what the question asks ("what are they working on?").
  if (/ing$/.test(t.text)) return true;
  return tokens.some(
    (x) =>
      x.start > next.start && (!GENERIC.has(bare(x.lower)) || DEICTIC.has(x.lower) || PERSONAL.has(x.lower)),
  );
}

/**
 * "deals *closing* this month" with `closedateFrom` bound: a word whose stem starts a run-together
 * word of a parameter the question already filled names what that filter is about.
 */
function describesBound(word: string, params: readonly ParamInfo[], args: Readonly<Record<string, unknown>>) {
  const s = stem(word);
  if (s.length < 3 || !/^[a-z]+$/.test(word)) return false;
  return params.some(
    (p) => p.name in args && p.words.some((w) => w.length > s.length + 2 && w.startsWith(s)),
  );
}

/**
 * "clients registered at Lyon" where `city` is "Clinic city the client is registered at" and took
 * Lyon: a participle the name or description of a bound parameter says is wording of that filter.
 */
function boundWording(word: string, params: readonly ParamInfo[], args: Readonly<Record<string, unknown>>) {
  const s = stem(word.toLowerCase());
  return params.some((p) => {
    if (!(p.name in args)) return false;
    const said = typeof p.schema.description === "string" ? identifierWords(p.schema.description) : [];
    return [...p.words, ...said].some((w) => stem(w.toLowerCase()) === s);
  });
}

/**
 * "who is flying it?", "what is she flying?": the one verb of a question asked about the selected
 * record ("who"/"what", a form of "be", a pronoun, an -ing or -ed form) says how the records relate to
 * it — wording, where the tool took the selected record's key.
 */
function verbOfSelected(t: Token, tokens: readonly Token[]): boolean {
  const at = tokens.indexOf(t);
  if (!/^\p{Ll}{3,}(?:ing|ed)$/u.test(t.text)) return false;
  const before = tokens.slice(0, at).map((x) => x.lower);
  return /^(?:who|what)\s(?:is|was|are|were)(?:\s(?:she|he|they|it))?$/.test(before.join(" "));
}

/**
 * "who's the captain on …", "what is the gate of …": the noun right after the opening wh-word, a verb
 * "be" and "the" — when the tool's records are declared (or were seen) with a field of that name.
 */
function fieldAskedFirst(pq: ParsedQuestion, cap: Capability): Token | undefined {
  const [a, b, c, d] = pq.tokens;
  if (!a || !/^(?:who|what|which)(?:'s|’s)?$/.test(a.lower)) return undefined;
  const be = /(?:'s|’s)$/.test(a.lower) ? undefined : b;
  if (be && !/^(?:is|was|are|were)$/.test(be.lower)) return undefined;
  const [the, noun] = be ? [c, d] : [b, c];
  if (the?.lower !== "the" || !noun || !/^\p{Ll}+$/u.test(noun.text)) return undefined;
  const fields = [...declaredRecordShape(cap).paths.keys()].map((k) => k.split(".").at(-1) ?? k);
  return fields.some((f) => f.toLowerCase() === noun.lower) ? noun : undefined;
}

const ROUTE_FROM = new Set(["origin", "departure", "pickup", "from"]);
const ROUTE_TO = new Set(["destination", "dest", "arrival", "dropoff", "to"]);
const FROM_CUE = /^(?:from|leaving|left|departing)$/;
const TO_CUE = /^(?:to|into|arriving)$/;

/** A tool's two parameters for the ends of a route (`origin` and `destination`), when it has both. */
export function routeParams(params: readonly ParamInfo[]): { from: ParamInfo; to: ParamInfo } | undefined {
  const side = (words: ReadonlySet<string>) =>
    params.find(
      (p) =>
        p.words.some((w) => words.has(w)) &&
        !p.date &&
        !p.entity &&
        !p.enumValues &&
        (p.schema.type === "string" || p.schema.type === undefined),
    );
  const from = side(ROUTE_FROM);
  const to = side(ROUTE_TO);
  return from && to && from !== to ? { from, to } : undefined;
}

/**
 * The ends of a route a question names, each with the parameter of its side: "from X" / "out of X" /
 * "leaving X" / "X departures" start it, "to X" / "into X" / "X arrivals" end it. X is a code in
 * capitals ("LHR") or a capitalized name ("New York"); `coded` when the parameter takes codes.
 */
function routeEnds(
  pq: ParsedQuestion,
  params: readonly ParamInfo[],
): { param: ParamInfo; value: string; span: Span; cue: Span; coded: boolean; code: boolean }[] {
  const ends = routeParams(params);
  if (!ends) return [];
  const { from, to } = ends;
  const out: { param: ParamInfo; value: string; span: Span; cue: Span; coded: boolean; code: boolean }[] = [];
  const { tokens } = pq;
  const placeAt = (i: number) => {
    const first = tokens[i];
    if (!first || !/^\p{Lu}/u.test(first.text) || new RegExp(`^${MONTH_RE}$`, "i").test(first.lower)) return;
    if (/^\p{Lu}{2,5}$/u.test(first.text))
      return { span: { start: first.start, end: first.end }, code: true };
    // A sentence's first word is capitalized for the sentence ("Show departures"), unless no English word.
    if (i === 0 && isEnglishWord(first.lower)) return;
    let j = i;
    while (tokens[j + 1] && /^\p{Lu}\p{Ll}+$/u.test(tokens[j + 1]?.text ?? "") && j - i < 2) j++;
    return { span: { start: first.start, end: (tokens[j] as Token).end }, code: false };
  };
  const push = (param: ParamInfo, at: ReturnType<typeof placeAt>, cue: Token) => {
    if (!at) return;
    const coded = /\bcodes?\b/i.test(String(param.schema.description ?? ""));
    const value = pq.raw.slice(at.span.start, at.span.end);
    out.push({ param, value, span: at.span, cue: { start: cue.start, end: cue.end }, coded, code: at.code });
  };
  for (const [i, t] of tokens.entries()) {
    const next = tokens[i + 1];
    if (FROM_CUE.test(t.lower)) push(from, placeAt(i + 1), t);
    else if (t.lower === "out" && next?.lower === "of") push(from, placeAt(i + 2), t);
    else if (TO_CUE.test(t.lower))
      push(to, placeAt(/^(?:at|in)$/.test(next?.lower ?? "") ? i + 2 : i + 1), t);
    else if (next && /^departures?$/.test(next.lower)) push(from, placeAt(i), next);
    else if (next && /^arrivals?$/.test(next.lower)) push(to, placeAt(i), next);
  }
  // "departures into …", "arrivals from …": the records' side words said with the other cue are wording too.
  for (const t of tokens)
    if (
      /^(?:departures?|arrivals?)$/.test(t.lower) &&
      out.length > 0 &&
      !out.some((e) => e.cue.start === t.start)
    )
      out.push({ ...(out[0] as (typeof out)[number]), cue: { start: t.start, end: t.end } });
  return out;
}

/** "checked by KP-112", "sold by agent TA-204": a parameter's name of two words or more, right before the code. */
function nameWrittenBefore(p: ParamInfo, tokens: readonly Token[], code: Span): boolean {
  if (p.words.length < 2) return false;
  const prior = tokens
    .filter((t) => t.end <= code.start)
    .slice(-(p.words.length + 1))
    .map((t) => stem(t.lower));
  return ` ${prior.join(" ")} `.includes(` ${p.words.map(stem).join(" ")} `);
}

/**
 * "received by", "assigned to": a value's word followed by the rest of another parameter's name of
 * two or more words (`received_by`, `assigned_to`) — that parameter's name as written.
 */
export function opensParamName(
  span: Span,
  tokens: readonly Token[],
  params: readonly ParamInfo[],
  own: ParamInfo,
) {
  const at = tokens.findIndex((t) => t.start === span.start && t.end === span.end);
  if (at < 0) return false;
  return params.some(
    (q) =>
      q !== own &&
      q.words.length >= 2 &&
      q.words.every((w, i) =>
        i === 0 ? stem(w) === stem(tokens[at]?.lower ?? "") : tokens[at + i]?.lower === w,
      ),
  );
}

/**
 * "CRP results *flagged* high" where `flag` took "high", "photos *tagged* beach" where `tag` took
 * "beach": the past form of a bound parameter's own name says that filter — wording, not search text.
 */
function namesBoundParam(
  word: string,
  params: readonly ParamInfo[],
  args: Readonly<Record<string, unknown>>,
) {
  const verbs = pastFormOf(word);
  return verbs.length > 0 && params.some((p) => p.name in args && p.words.some((w) => verbs.includes(w)));
}

/**
 * "jobs in the Denver *office*" where `location` is "Office, or Remote", "Engineering *team*" where
 * `team` took `Engineering`: a noun written right after a declared value the question bound, that
 * the value's parameter is named or described by, is the kind of thing the value is — wording of
 * that filter, not search text.
 */
function headOfValue(t: Token, raw: string, bound: readonly { span: Span; p: ParamInfo }[]): boolean {
  if (!/^[a-z]{3,}$/.test(t.text)) return false;
  return bound.some(({ span, p }) => {
    if (span.end > t.start || /\S/.test(raw.slice(span.end, t.start))) return false;
    const said = typeof p.schema.description === "string" ? identifierWords(p.schema.description) : [];
    return [...p.words, ...said].some((w) => w.length >= 3 && singular(w) === t.norm);
  });
}

/** Participles that say a field holds a value: "with no priority *set*", "urgency *specified*". */
const VALUE_STATED = /^(?:set|specified|entered|defined|filled)$/;

/**
 * "issues with no priority set", "jobs with the urgency set to rush": a participle saying a field
 * holds a value, written right after a value the question bound or the name of the parameter that
 * took one, is wording of that filter — never search text (a title search for "set" answered "none").
 */
function statesValue(
  t: Token,
  tokens: readonly Token[],
  bound: readonly { span: Span; p: ParamInfo }[],
  params: readonly ParamInfo[],
  args: Readonly<Record<string, unknown>>,
): boolean {
  if (!VALUE_STATED.test(t.lower)) return false;
  const prev = tokens[tokens.indexOf(t) - 1];
  if (!prev) return false;
  return (
    bound.some(({ span }) => span.end === prev.end) ||
    params.some((p) => p.name in args && p.words.includes(prev.norm))
  );
}

/**
 * "pet insurance policies" where the tool says it lists "insurance policies": a word right before
 * the records' noun (or their verb: "honey harvested") that the tool's description writes right
 * before that noun too is part of the records' name, not a condition — as is a plural noun the
 * description writes right after it.
 */
function namePart(t: Token, tokens: readonly Token[], own: string, description: string | undefined): boolean {
  const at = tokens.indexOf(t);
  const next = tokens[at + 1];
  if (!description || !/^[a-z]{3,}$/.test(t.lower)) return false;
  const said = tokenize(description);
  // "heather honey harvested in August" where the tool lists "Honey harvests": the records' verb
  // ("harvested") names them as their noun does.
  if (next && (next.norm === own || verbOf(next.lower, own)))
    return said.some((x, i) => x.lower === t.lower && said[i + 1]?.norm === own);
  // "purchase requests in Q2" where the tool "returns a list of purchase requests": a plural noun
  // right after the records' noun, written so in the description too, is the head of their name
  // (not a participle: "orders shipped" states something of them).
  return (
    tokens[at - 1]?.norm === own &&
    isPlural(t.lower) &&
    !/(?:ed|ing)$/.test(t.lower) &&
    said.some((x, i) => x.lower === t.lower && said[i - 1]?.norm === own)
  );
}

/**
 * "payments still pending", "claims still being reviewed", "tickets still in progress": "still"
 * right before a declared state value the question bound says only that the state holds now — it is
 * wording of that filter. Before anything else ("products we still sell") it says something the
 * filters did not take.
 */
function continuesValue(t: Token, tokens: readonly Token[], bound: readonly { span: Span }[]): boolean {
  if (t.lower !== "still") return false;
  const next = tokens[tokens.indexOf(t) + 1];
  return next !== undefined && bound.some(({ span }) => span.start === next.start);
}

/**
 * "what company does Jordan Blake work for?", "which team is Ana Souza on?": a name right after
 * "<this entity> does/is/has" is who the clause is about; "who supplies Gravad Lax?": a name right
 * after what this entity's records do is what they do it to — never a name of this entity's records.
 */
function subjectOfOwn(residual: string, pq: ParsedQuestion, own: string | undefined): boolean {
  if (!own || PROPER_NAME.exec(residual)?.[0] !== residual) return false;
  const i = pq.tokens.findIndex((t) => pq.raw.startsWith(residual, t.start));
  const before = pq.tokens[i - 1]?.lower ?? "";
  if (i >= 1 && agentVerbOf(before, own)) return true;
  return (
    i >= 2 && /^(does|did|do|is|was|are|were|has|have|had)$/.test(before) && pq.tokens[i - 2]?.norm === own
  );
}

/**
 * "which company does attendee Jonas Jensen work for?", "what city does Marta Kowalczyk live in?":
 * after "do/does/did", a full name and then lower-case words — the verb the name is the subject of,
 * written right after it. The name is what is looked for; the verb is wording, never part of the
 * name (a search for "Jonas Jensen work" would report a false "none").
 */
function nameThenVerb(residual: string, pq: ParsedQuestion): string | undefined {
  const name = PROPER_NAME.exec(residual)?.[0];
  if (!name || name === residual) return undefined;
  // "which city does client Hanse Logistics operate in?": the noun right after the question word
  // is the field asked for, no part of the name either.
  const head = residual.slice(0, residual.indexOf(name)).trim();
  const asked = head === "" ? [] : head.split(" ");
  if (
    asked.length > 0 &&
    !(
      /^(what|which)$/.test(pq.tokens[0]?.lower ?? "") &&
      asked.every((w, k) => /^\p{Ll}+$/u.test(w) && pq.tokens[k + 1]?.text === w)
    )
  )
    return undefined;
  const rest = residual
    .slice(residual.indexOf(name) + name.length)
    .trim()
    .split(" ");
  if (rest[0] === "" || !rest.every((w) => /^\p{Ll}+$/u.test(w))) return undefined;
  const i = pq.tokens.findIndex((t) => pq.raw.startsWith(name, t.start));
  const after = pq.tokens.find((t) => t.start >= (i >= 0 ? pq.tokens[i].start + name.length : 0));
  // "does Jonas Jensen work", "does attendee Jonas Jensen work": the auxiliary, then the subject.
  const aux = (t?: Token) => /^(do|does|did)$/.test(t?.lower ?? "");
  if (i < 1 || !(aux(pq.tokens[i - 1]) || (i >= 2 && aux(pq.tokens[i - 2])))) return undefined;
  return after?.lower === rest[0] ? name : undefined;
}

/** "… does Rafael Moreno have?": the name is followed by a verb of having, at the end of the clause. */
function possessedAfter(residual: string, pq: ParsedQuestion): boolean {
  const i = pq.tokens.findIndex((t) => t.start >= pq.raw.indexOf(residual) + residual.length);
  return (
    i >= 0 && /^(have|has|had|own|owns|owned)$/.test(pq.tokens[i]?.lower ?? "") && i === pq.tokens.length - 1
  );
}

/**
 * "Rafael Moreno's pets" of a pets tool: right after the name's possessive comes the tool's own noun.
 * "Rafael Moreno's dogs": or words a value of the records took (`species: DOG`), then the noun or
 * the question's end — the records are theirs as surely.
 */
function ownerOfOwn(
  name: string,
  pq: ParsedQuestion,
  own: string | undefined,
  valued: readonly Span[] = [],
  entityWords: ReadonlySet<string> = new Set(),
): boolean {
  if (!own) return false;
  const end = pq.raw.indexOf(name) + name.length;
  const i = pq.tokens.findIndex((t) => t.end > end && t.start <= end + 1 && isPossessive(t.text));
  let j = i >= 0 ? i + 1 : pq.tokens.findIndex((t) => t.start > end + 1);
  if (j <= 0) return false;
  if (pq.tokens[j]?.norm === own) return true;
  const first = j;
  // A word naming records of another kind ("Frank Herbert's books" asked of loans) is no value.
  const value = (t: Token | undefined): t is Token =>
    t !== undefined && insideAny(t, valued) && !entityWords.has(t.norm);
  while (value(pq.tokens[j])) j++;
  return j > first && (j === pq.tokens.length || pq.tokens[j]?.norm === own);
}

/**
 * "Kwame Asante's students", "dancers in Mira Holt's classes": a name in the possessive right before
 * the plural noun of records the tools know (past the values other parameters took) owns several of
 * those records — it is no name of theirs, nor of the records asked for. Searched as their text it
 * finds nobody, and "no students named Kwame Asante" would read as the answer.
 */
function ownerOfSeveral(
  name: string,
  pq: ParsedQuestion,
  own: string,
  valued: readonly Span[],
  entityWords: ReadonlySet<string>,
): boolean {
  const end = pq.raw.indexOf(name) + name.length;
  const i = pq.tokens.findIndex((t) => t.end > end && t.start <= end + 1 && isPossessive(t.text));
  if (i < 0) return false;
  let j = i + 1;
  while (
    pq.tokens[j] &&
    insideAny(pq.tokens[j] as Token, valued) &&
    !entityWords.has(pq.tokens[j]?.norm ?? "")
  )
    j++;
  const noun = pq.tokens[j];
  // "Luca Bianchi's employee record" of employees is that one record: its own noun counts in the plural only.
  return noun !== undefined && entityWords.has(noun.norm) && (noun.norm !== own || noun.lower !== noun.norm);
}

/**
 * "employees in Jane Doe's department", "books by the author of Dune": the named record's own
 * reference (her department, its author) is what the records are filtered by — a value only that
 * record holds. The name is no text of the records asked for (that would show Jane, or Dune, as
 * the answer): the phrase, for a free reference of this tool to that other entity, is returned to
 * be asked about. The noun must end the phrase ("Tom Baker's book loans" names loans, not a book).
 */
function referenceOfNamed(
  name: string,
  pq: ParsedQuestion,
  params: readonly ParamInfo[],
  own: string,
): string | undefined {
  const refs = new Set(params.flatMap((p) => (p.entity && p.entity !== own ? [p.entity] : [])));
  const start = pq.raw.indexOf(name);
  if (start < 0 || refs.size === 0) return undefined;
  const end = start + name.length;
  const i = pq.tokens.findIndex((t) => t.end > end && t.start <= end + 1 && isPossessive(t.text));
  const after = i >= 0 ? pq.tokens[i + 1] : undefined;
  const next = i >= 0 ? pq.tokens[i + 2] : undefined;
  // One record's ("Jane Doe's department"): a plural ("Rafael Moreno's pets") is records of theirs,
  // reached through them (a lookup chain), never one value they hold.
  const one = (t: Token) => t.lower === t.norm;
  if (after && one(after) && refs.has(after.norm) && (next === undefined || next.norm !== own))
    return pq.raw.slice(start, after.end);
  // "the author of Dune": the reference's noun right before "of" and the name.
  const first = pq.tokens.findIndex((t) => t.start >= start);
  const of = pq.tokens[first - 1];
  const noun = pq.tokens[first - 2];
  const det = pq.tokens[first - 3];
  if (
    of?.lower === "of" &&
    noun &&
    one(noun) &&
    refs.has(noun.norm) &&
    /^(the|its|their|his|her)$/.test(det?.lower ?? "")
  )
    return pq.raw.slice(det?.start ?? noun.start, end);
  return undefined;
}

/**
 * For each entity (singular) that candidates search or list by a plain parameter showing a code by
 * example ("Course code or words of the title, e.g. CS-101"), the shapes of those codes (see
 * `BindScope.lookupShapes`).
 */
export function lookupShapesOf(
  caps: readonly Capability[],
  vocab: EntityVocabulary,
): ReadonlyMap<string, readonly RegExp[]> {
  const out = new Map<string, RegExp[]>();
  for (const c of caps) {
    if (c.operation !== "search" && c.operation !== "list") continue;
    for (const p of paramInfos(c, vocab)) {
      if (p.entity || !p.shape || !p.freeText) continue;
      const e = singular(c.entity);
      out.set(e, [...(out.get(e) ?? []), p.shape]);
    }
  }
  return out;
}

/**
 * The one reference to another entity a tool takes whose identifiers show no known format. "quizzes
 * for MATH-210" beside `courseId` ("Global id of the Course") names a course by its code, not by its
 * key, where its records are searched by codes of that shape ("Course code …, e.g. CS-101"): looked
 * up, never sent as the key (an empty answer to a key nobody has would be a false "none").
 */
function soleReference(
  params: readonly ParamInfo[],
  own: string,
  formats: readonly IdFormat[],
  token: string,
  lookupShapes?: ReadonlyMap<string, readonly RegExp[]>,
): ParamInfo | undefined {
  const open = params.filter(
    (p) =>
      p.entity !== undefined &&
      p.entity !== own &&
      !p.pattern &&
      !p.shape &&
      !formats.some((f) => f.entity === p.entity && !f.opaque) &&
      !lookupShapes?.get(p.entity)?.some((re) => re.test(token) || re.test(token.toUpperCase())),
  );
  return open.length === 1 ? open[0] : undefined;
}

/** Words that may stand between a subject and its verb without changing whose verb it is. */
const BETWEEN_SUBJECT_AND_VERB = /^(?:have|ever|already|also|once|previously|personally)$/;

/**
 * "what did he *drive* in September?", "trips Ana Souza *drove*": right after its subject (a pronoun
 * for the record a reference parameter already took, or the name looked up for it), the verb of
 * that reference's agent noun (`driverNo`: drivers drive) says how the records relate to them —
 * wording of the reference, not search text.
 */
function agentRelation(
  t: Token,
  pq: ParsedQuestion,
  params: readonly ParamInfo[],
  args: Readonly<Record<string, unknown>>,
  own: string,
): boolean {
  // "courses Helen Park has *taught*", "the first course she ever *taught*": an auxiliary or an
  // adverb of time between the subject and its verb leaves the verb the subject's ("never" and
  // "not" deny it, and are never stepped over).
  let at = pq.tokens.indexOf(t) - 1;
  while (
    at > 0 &&
    (AUXILIARY.test(pq.tokens[at].lower) || BETWEEN_SUBJECT_AND_VERB.test(pq.tokens[at].lower))
  )
    at -= 1;
  const prev = pq.tokens[at];
  if (!prev || !/^[a-z]+$/.test(t.text)) return false;
  const pronoun = /^(he|she|they|we|i|you)$/.test(prev.lower);
  const named = new RegExp(`${PROPER_NAME.source}$`, "u").test(pq.raw.slice(0, prev.end));
  // "which courses does instructor SW5zdHJ1Y3RvcjoxMQ== teach?": the identifier this parameter took
  // is the subject, as a name or a pronoun is; the agent may go by another of its names (a teacher).
  const identified = (p: ParamInfo) =>
    Object.hasOwn(args, p.name) &&
    pq.ids.some((id) => id.end === prev.end && String(args[p.name]) === id.text);
  return params.some(
    (p) =>
      p.entity !== undefined &&
      p.entity !== own &&
      ((pronoun && Object.hasOwn(args, p.name)) || named || identified(p)) &&
      (namesOfEntity(p.entity).some((name) => agentVerbOf(t.lower, name)) ||
        // "jobs hiring manager 7 *owns*", "kennels breeder 44 *runs*": of a person the reference
        // took, a verb of being responsible for records says how the records relate to them.
        (identified(p) &&
          (personLike(p.entity) || agentNoun(p.entity)) &&
          [...RESPONSIBILITY_VERBS].some((v) => formOfVerb(t.lower, v)))),
  );
}

/**
 * "suppliers we *work* with", "what do we *buy* from", "do we *have*": with "we" as subject, the
 * verb right after it (before a preposition or the end) says how the records relate to us — it is
 * no filter and no search text, unless a declared value spells it.
 */
function ourRelation(
  t: { text: string; start: number },
  tokens: readonly Token[],
  declared: readonly string[],
): boolean {
  if (!/^[a-z]+$/.test(t.text) || RELATION_PREPOSITIONS.has(t.text)) return false;
  // "how many deals have we lost?": a verb a declared value spells (`closed_lost`) is a state asked about.
  const forms = verbForms(t.text);
  if (
    declared.some(
      (v) => forms.some((f) => v.toLowerCase().includes(f)) || stem(v.toLowerCase()) === stem(t.text),
    )
  )
    return false;
  const i = tokens.findIndex((x) => x.start === t.start);
  const next = tokens[i + 1];
  // "we still sell": a word before another verb modifies it ("still" says something about the records).
  return (
    i > 0 && tokens[i - 1]?.lower === "we" && (next === undefined || RELATION_PREPOSITIONS.has(next.lower))
  );
}

/**
 * "what did he *post* yesterday?", "what has Rafael *said* in #incidents": in a question asking what
 * someone did — "what" and an auxiliary, then the person (a pronoun or words already read as them),
 * then a lower-case verb — the verb is the deed asked about, not text the records contain.
 */
const AUXILIARIES = new Set(["did", "does", "do", "has", "have", "had"]);
function askedDeed(
  t: { text: string; start: number },
  tokens: readonly Token[],
  used: readonly Span[],
): boolean {
  if (!/^\p{Ll}+$/u.test(t.text) || tokens[0]?.lower !== "what" || !AUXILIARIES.has(tokens[1]?.lower ?? ""))
    return false;
  const i = tokens.findIndex((x) => x.start === t.start);
  if (i < 3) return false;
  return tokens.slice(2, i).every((x) => isPronounWord(x.text) || insideAny(x, used));
}

/**
 * "which field holds story points?", "which people work at Acme?": after "which"/"what", the noun
 * of the records and a verb that agrees with it ("field holds", "people work") say what the records
 * do — a condition in prose, never words of their text (a search for "holds story points" or "work
 * Acme" reports a false "none"). Not a verb of what the records say ("mention", "contain").
 */
function verbOfAskedRecords(
  pq: ParsedQuestion,
  own: string,
  entityWords: ReadonlySet<string>,
): Token | undefined {
  const i = pq.tokens.findIndex((t) => /^(?:which|what)$/.test(t.lower));
  const noun = pq.tokens[i + 1];
  const verb = pq.tokens[i + 2];
  if (i < 0 || !noun || !verb || !/^[a-z]{3,}$/.test(verb.text)) return undefined;
  const records = singular(noun.lower) === own || (isPersonWord(noun.norm) && personLike(own));
  if (!records || GENERIC.has(verb.lower) || SAID_TEXT.test(verb.lower) || entityWords.has(verb.norm))
    return undefined;
  const plural = noun.lower !== singular(noun.lower) || noun.lower === "people";
  // "field holds" (one record, the verb's -s form), "people work" (many, its plain form).
  const lemma = plural
    ? verb.lower
    : /(?:ss|sh|ch|x|z|o)es$/.test(verb.lower)
      ? verb.lower.slice(0, -2)
      : verb.lower.slice(0, -1);
  if (!plural && !/[^s]s$/.test(verb.lower)) return undefined;
  return isVerbLemma(lemma) ? verb : undefined;
}

/**
 * "what's the Design team's key?": a lower-case word ending the question right after the possessive
 * of the records' own noun is the field asked of the record — no word of its name.
 */
function fieldOfOwnPossessive(pq: ParsedQuestion, kept: readonly Token[], own: string): Token | undefined {
  const n = pq.tokens.length;
  const [owner, field] = [pq.tokens[n - 2], pq.tokens[n - 1]];
  if (!owner || !field || !isPossessive(owner.text) || !/^[a-z]{2,}$/.test(field.text)) return undefined;
  if (singular(withoutPossessive(owner.lower)) !== own || !kept.includes(field)) return undefined;
  return kept.some((t) => t !== field && /^\p{Lu}/u.test(t.text)) ? field : undefined;
}

/**
 * "issues *mentioning* webhook retries", "tickets *containing* refund": a lower-case gerund right
 * after the entity's noun, with words after it, introduces what the records say — it is not itself
 * search text. A declared value ("orders pending review") is bound before and never reaches here.
 */
function contentVerb(
  t: { text: string; start: number },
  tokens: readonly Token[],
  entityWords: ReadonlySet<string>,
  used: readonly Span[],
): boolean {
  if (!/^[a-z]{3,}ing$/.test(t.text)) return false;
  const i = tokens.findIndex((x) => x.start === t.start);
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  // "including canceled ones": what follows is a value a parameter took, not text the records say.
  return (
    i > 0 && prev !== undefined && entityWords.has(prev.norm) && next !== undefined && !insideAny(next, used)
  );
}

/**
 * "assigned to Sarah Kim", "reported by Wei Chen": when the free text is exactly a full name written
 * right after a lower-case participle and "to"/"by", the phrase that relates the person to the records.
 */
function relatedPerson(
  residual: string,
  pq: ParsedQuestion,
  references: readonly ParamInfo[],
): string | undefined {
  // "assigned to Rosa": one capitalized word is a first name when the participle is the one a
  // reference to another entity is named by (`assigneeId`) — "related to Stripe" stays a topic.
  const firstName = /^\p{Lu}\p{Ll}+$/u.test(residual);
  if (!residual || (PROPER_NAME.exec(residual)?.[0] !== residual && !firstName)) return undefined;
  const i = pq.tokens.findIndex((t) => pq.raw.startsWith(residual, t.start));
  const prep = pq.tokens[i - 1];
  const verb = pq.tokens[i - 2];
  if (!prep || !verb || !/^(to|by)$/.test(prep.lower) || !/^[a-z]{3,}(?:ed|ing)$/.test(verb.text))
    return undefined;
  if (firstName && !references.some((p) => p.words.some((w) => w !== "id" && sameRoot(w, verb.lower))))
    return undefined;
  return pq.raw.slice(verb.start, verb.start + pq.raw.slice(verb.start).indexOf(residual) + residual.length);
}
/** Words of a sort value that say only that it is a date: never what the question names. */
const SORT_FIELD_FILLER = new Set(["date", "time", "timestamp", "day", "year", "asc", "desc"]);

/** The noun a count asks for ("how many tickets", "the number of open tickets"), past bound words. */
function countedNoun(pq: ParsedQuestion, used: readonly Span[]): Token | undefined {
  const at = pq.tokens.findIndex(
    (t, i) =>
      (t.lower === "many" && pq.tokens[i - 1]?.lower === "how") ||
      (t.lower === "of" && pq.tokens[i - 1]?.lower === "number"),
  );
  if (at < 0) return undefined;
  const next = pq.tokens.slice(at + 1).find((t) => !insideAny(t, used) && !GENERIC.has(t.lower));
  return next && /^[a-z]{3,}$/.test(next.text) && isPlural(next.lower) ? next : undefined;
}

/** "on her plate", "in his queue?": a lone noun after a preposition and a possessive, ending the question. */
function possessedPlace(pq: ParsedQuestion): Token | undefined {
  const n = pq.tokens.length;
  const [prep, owner, place] = [pq.tokens[n - 3], pq.tokens[n - 2], pq.tokens[n - 1]];
  if (!prep || !owner || !place) return undefined;
  if (!/^(on|in|at)$/.test(prep.lower) || !/^(her|his|their)$/.test(owner.lower)) return undefined;
  return /^[a-z]{3,}$/.test(place.text) ? place : undefined;
}

/**
 * "sitting around", "lying around?": a progressive verb with "around" ending the question only says
 * the records are there — wording of the question, no state and no text of theirs.
 */
function idleAround(pq: ParsedQuestion): Span | undefined {
  const n = pq.tokens.length;
  const [verb, around] = [pq.tokens[n - 2], pq.tokens[n - 1]];
  if (!verb || !around || around.lower !== "around" || !/^[a-z]{2,}ing$/.test(verb.text)) return undefined;
  return { start: verb.start, end: around.end };
}

/**
 * The verb of a clause after a modal ("a newcomer could pick up"; not "could you…" asking the host),
 * or the participle of a perfect tense ("which pets have passed away").
 */
function clauseVerb(pq: ParsedQuestion): Token | undefined {
  const perfect = pq.tokens.findIndex(
    (t, i) =>
      i > 0 && /^(have|has|had)$/.test(t.lower) && /^[a-z]{2,}(?:ed|en)$/.test(pq.tokens[i + 1]?.text ?? ""),
  );
  if (perfect > 0) return pq.tokens[perfect + 1];
  const at = pq.tokens.findIndex(
    (t, i) => i > 0 && /^(could|can|would|should|might|may|will|must)$/.test(t.lower),
  );
  if (at < 0) return undefined;
  const next = pq.tokens.slice(at + 1).find((t) => !/^(not|n't|be|have|also|still|ever)$/.test(t.lower));
  if (!next || /^(you|i|we|they|he|she|it|me|us)$/.test(next.lower)) return undefined;
  return /^[a-z]{3,}$/.test(next.text) ? next : undefined;
}

/**
 * "products that are running low", "members who are behind": a word right after "that/which/who
 * are" (past an adverb, "still") says what the records are like in prose — no value took it, and
 * no record's text says it. Searched, it finds nothing (a false "none"): asked about.
 */
function saidInRelativeClause(t: { start: number }, pq: ParsedQuestion): boolean {
  let i = pq.tokens.findIndex((x) => x.start === t.start) - 1;
  if (/^(?:still|currently|now|already|all)$/.test(pq.tokens[i]?.lower ?? "")) i--;
  // "who is Aisha Khan": a question word first in the sentence asks, it relates no clause.
  return (
    i > 1 &&
    /^(?:is|are|was|were)$/.test(pq.tokens[i]?.lower ?? "") &&
    /^(?:that|which|who)$/.test(pq.tokens[i - 1]?.lower ?? "")
  );
}

const LINK_WORDS = /^(to|by|of|for|with|from|under|the|a|an|is|are|was|were)$/;

/**
 * "which department is E-10023 in?" beside `ManagerId` ("Only employees who report to this manager"):
 * an identifier of the tool's own records goes to a reference that names another role of them only
 * when the question says that role ("who reports to E-10004", "E-10004's manager") — otherwise it is
 * the record itself, which a filter of its subordinates does not show.
 */
function unsaidRole(p: ParamInfo, own: string, pq: ParsedQuestion, id: Span): boolean {
  return ownRoleWords(p, own).length > 0 && roleSaid(p, own, pq, id).length === 0;
}

/**
 * The words that say an identifier's role of the tool's own records ("reports", "reporting" of
 * `ManagerId`: "Only employees who report to this manager"): they say which reference the key goes
 * to — never search text. Only words of the role itself; a qualifier beside them is not one.
 */
function roleSaid(p: ParamInfo, own: string, pq: ParsedQuestion, id: Span): Token[] {
  const role = ownRoleWords(p, own);
  if (role.length === 0) return [];
  const description = typeof p.schema.description === "string" ? p.schema.description.slice(0, 200) : "";
  const entityWords = new Set(own.split(" "));
  const said = [...role, ...managedWords(role), ...identifierWords(description)].filter(
    (w) => w.length >= 4 && !GENERIC.has(w) && !entityWords.has(w) && !LINK_WORDS.test(w),
  );
  // "who does E-10021 report to?": a role word after the identifier whose preposition ends the
  // question has the identified record as its subject — it reports, it is not reported to.
  const stranded = (t: Token) => {
    if (t.start < id.end) return false;
    const next = pq.tokens[pq.tokens.indexOf(t) + 1];
    return next !== undefined && next === pq.tokens.at(-1) && RELATION_PREPOSITIONS.has(next.lower);
  };
  return pq.tokens.filter(
    (t) => (t.end <= id.start || t.start >= id.end) && said.some((w) => sameRoot(t.lower, w)) && !stranded(t),
  );
}

/**
 * The reference parameter the words right before a full name describe: "who reports to Jane Doe"
 * → `ManagerId` ("Only employees who report to this manager"), "issues assigned to Rosa Lemaire" →
 * `assigneeId`. Its own entity's reference counts only as a role (`ManagerId` of employees), never
 * as the record's own key.
 */
function relationParam(
  params: readonly ParamInfo[],
  pq: ParsedQuestion,
  own: string,
  written?: { index: number; text: string },
): { param: ParamInfo; words: ReadonlySet<string> } | undefined {
  const proper = written ? undefined : PROPER_NAME.exec(pq.raw);
  const name = written ?? (proper ? { index: proper.index, text: proper[0] } : undefined);
  if (!name) return undefined;
  // The words before the name, and after its possessive ("Jane Doe's direct reports").
  const end = name.index + name.text.length;
  const possessive = isPossessive(name.text) || /^['’]s\b/.test(pq.raw.slice(end));
  const sayingWord = (w: string) => w.length >= 4 && !LINK_WORDS.test(w) && !GENERIC.has(w);
  const after = (possessive ? pq.tokens.filter((t) => t.start >= end).slice(0, 2) : [])
    .map((t) => t.lower)
    .filter(sayingWord);
  const before = [
    ...pq.tokens
      .filter((t) => t.end <= name.index)
      .slice(-3)
      .map((t) => t.lower),
    ...after,
  ].filter(sayingWord);
  // "products from Tokyo Traders" beside `supplierId` ("Only products from this supplier"): the
  // preposition right before the name is the one the reference's description puts before its entity.
  const preposition = pq.tokens.filter((t) => t.end <= name.index).at(-1)?.lower;
  const cue = preposition && RELATION_PREPOSITIONS.has(preposition) ? preposition : undefined;
  if (before.length === 0 && !cue) return undefined;
  const saidOf = (p: ParamInfo) => {
    const description = typeof p.schema.description === "string" ? p.schema.description.slice(0, 200) : "";
    return [...p.words, ...managedWords(ownRoleWords(p, own)), ...identifierWords(description)].filter(
      (w) => w !== p.entity && w.length >= 3,
    );
  };
  const param = params.find((p) => {
    if (!p.entity || p.required || (p.entity === own && p.words.length <= 1)) return false;
    const description = typeof p.schema.description === "string" ? p.schema.description.slice(0, 200) : "";
    const said = saidOf(p);
    // "who is Omar Wagner's manager?": the parameter's own name after the possessive asks for the
    // named one's manager — the records whose manager they are would be the other side of the role.
    // So does "who manages Omar Wagner?" of a role of the tool's own records: the role's own word
    // before the name, not as a participle ("managed by Jane Doe" says the records' side).
    const ownName = (w: string) =>
      (after.includes(w) || (ownRoleWords(p, own).length > 0 && !/ed$/.test(w) && !irregularPast(w))) &&
      p.words.some((x) => sameRoot(w, x));
    if (before.some((w) => !ownName(w) && said.some((s) => sameRoot(w, s)))) return true;
    if (!cue || p.entity === own || !/^[a-z]+(?: [a-z]+)*$/.test(p.entity)) return false;
    const entity = p.entity.split(" ").join("\\s+");
    return new RegExp(`\\b${cue}\\s+(?:this|that|the|a|an)\\s+${entity}\\b`, "i").test(description);
  });
  // The words that say the relation ("direct reports") are not search text: those the reference's
  // words or description say, and the words between them and the name. The records' own noun says
  // no relation of its own ("Marta's figma licence" beside `user`: "licenses assigned to the
  // user"), so a word beyond it ("figma", "Apple" of "Apple purchases Marta requested") is a
  // condition of the records still to take — never dropped as wording of the relation.
  if (!param) return undefined;
  const said = saidOf(param);
  const says = (w: string) => said.some((s) => sameRoot(w, s));
  const ownNoun = (w: string) => sameRoot(w, own) || singular(w) === own;
  const relating = (w: string) => says(w) && !ownNoun(w);
  // Before the name, the words up to the records' noun ("how many direct reports does Jane Doe
  // have": all of them); after its possessive, those up to the last word saying the relation.
  const beforeOnly = before.slice(0, before.length - after.length);
  const noun = beforeOnly.findLastIndex(ownNoun);
  const afterReach = after.findLastIndex(relating);
  const words = [
    ...beforeOnly.filter((w, i) => says(w) || i > noun),
    ...after.filter((w, i) => says(w) || i <= afterReach),
  ];
  return { param, words: new Set(words) };
}

/**
 * "products supplied by exotic liquids", "orders from tokyo traders": words typed in lower case
 * that end the question right after "from" or "by" — two to four in a row, all the residual, no
 * record's noun — are another record's name when the words before them say the reference they
 * are looked up for, as they would for a name written in capitals ("products from Tokyo Traders").
 */
function lowerCaseRelation(
  residual: string,
  kept: readonly { start: number; end: number; lower: string; norm: string }[],
  pq: ParsedQuestion,
  params: readonly ParamInfo[],
  own: string,
  entityWords: ReadonlySet<string>,
): { param: ParamInfo; words: ReadonlySet<string> } | undefined {
  const words = residual.split(" ");
  const first = kept[0];
  const last = kept.at(-1);
  if (!first || !last || words.length < 2 || words.length > 4 || !/^[a-z]+(?: [a-z]+)*$/.test(residual))
    return undefined;
  const at = kept.map((t) => pq.tokens.findIndex((x) => x.start === t.start));
  if (at.some((x, j) => x < 0 || (j > 0 && x !== (at[j - 1] ?? 0) + 1))) return undefined;
  if (!/^[\s?.!]*$/.test(pq.raw.slice(last.end))) return undefined;
  if (!/^(?:from|by)$/.test(pq.tokens[(at[0] ?? 0) - 1]?.lower ?? "")) return undefined;
  if (kept.some((t) => entityWords.has(t.norm) || GENERIC.has(t.lower))) return undefined;
  return relationParam(params, pq, own, { index: first.start, text: pq.raw.slice(first.start, last.end) });
}

/** A list or search whose declared records have the one field an order `by` would use. */
/**
 * "the latest claim", "the most recent work order": the records' noun after the order's words is
 * singular — one record is asked for, not a list. `from`: where the order's words end.
 */
function oneRecordAsked(pq: ParsedQuestion, entity: string, from: number): boolean {
  const last = identifierParts(entity).at(-1)?.toLowerCase();
  if (!last) return false;
  const noun = pq.tokens.find((t) => t.start >= from && (t.norm === entity || singular(t.lower) === last));
  return noun !== undefined && !isPlural(noun.lower);
}

/** An ordinal past the first right before an order's cue ("second oldest", "3rd-most recent"): its token. */
function placeBefore(pq: ParsedQuestion, at: number): ParsedQuestion["tokens"][number] | undefined {
  const t = pq.tokens.filter((x) => x.end <= at).at(-1);
  const place = t ? ordinalPlace(t.lower) : undefined;
  return t && place !== undefined && place > 0 && /^[\s-]*$/.test(pq.raw.slice(t.end, at)) ? t : undefined;
}

function hostOrders(cap: Capability, by: "date" | "amount"): boolean {
  if (cap.operation !== "list" && cap.operation !== "search") return false;
  // The record's own fields (the shape also lists them under the collection path).
  const fields = [...declaredRecordShape(cap).paths]
    .filter(([key]) => !key.includes("."))
    .map(([key, schema]) => ({ key, date: schema?.format === "date" || schema?.format === "date-time" }));
  return orderField(fields, by, cap.entity) !== undefined;
}

type Ranked = { p: ParamInfo; option: SortOption } | { host: string };

/**
 * A ranking by the field the question names ("highest mileage", "top 5 by odometer reading"): the
 * tool's sort option of that field in the direction asked, else — a list or search the host loads
 * whole — the field of its records (declared or observed) the host orders by (lib/semantics/fields
 * `rankedField`, the same rule the presentation orders by). A superlative beside a word that names
 * one of the tool's choices ("highest priority") is that choice's, not a ranking.
 */
function rankedBy(
  cap: Capability,
  params: readonly ParamInfo[],
  free: (p: ParamInfo) => boolean,
  ranking: NonNullable<ParsedQuestion["ranking"]>,
): Ranked | undefined {
  const { words, dir, numeric, explicit } = ranking.value;
  if (!explicit && params.some((x) => x.enumValues && x.words.some((w) => words.some((v) => sameRoot(w, v)))))
    return undefined;
  const options = params.flatMap((x) => (free(x) ? (x.sort ?? []).map((option) => ({ p: x, option })) : []));
  const keyed = new Map<string, string | undefined>();
  // An example's field ("UnitPrice desc" shown for every entity set) is no field these records are known to have.
  for (const { option } of options)
    if (option.key && !option.exemplified) keyed.set(option.key, option.fromRecords?.type);
  const key = rankedField(
    [...keyed].map(([k, type]) => ({ key: k, type })),
    words,
    numeric,
  );
  const hit = key ? options.find(({ option }) => option.key === key && option.dir === dir) : undefined;
  if (hit && (!hit.option.direction || params.some((x) => x.name === hit.option.direction?.name && free(x))))
    return hit;
  if (cap.operation !== "list" && cap.operation !== "search") return undefined;
  const host = rankedField(recordFields(cap), words, numeric);
  return host ? { host } : undefined;
}

/**
 * "open issue ENG-96", "open the invoice", "pull up OPS-31": a first word that commands, before an
 * article, an identifier or one record named by its entity, is not a state to filter by ("open
 * invoices" is).
 */
const COMMANDS = new Set(["open", "pull", "bring", "check", "view"]);
function commandVerb(t: { lower: string; start: number }, pq: ParsedQuestion, entities: ReadonlySet<string>) {
  if (pq.tokens[0] !== t || !COMMANDS.has(t.lower)) return false;
  const next = pq.tokens[1];
  if (!next) return false;
  const isId = (x?: { start: number }) => x !== undefined && pq.ids.some((id) => id.start === x.start);
  return (
    /^(the|a|an|this|that|my|our|up)$/.test(next.lower) ||
    isId(next) ||
    (entities.has(next.lower) && isId(pq.tokens[2]))
  );
}

/**
 * "in Japan", "in New Zealand", "from Japan": the capitalized words (at most three) right after a
 * place preposition. After "from", two capitalized words read as a name ("from Tokyo Traders" is a
 * company or a person, not a place).
 */
function placePhrase(pq: ParsedQuestion): (Span & { value: string }) | undefined {
  const at = pq.tokens.findIndex((t, i) => i > 0 && PLACE_PREPOSITIONS.has(t.lower));
  if (at < 0) return undefined;
  let i = at + 1;
  while (/^(the)$/.test(pq.tokens[i]?.lower ?? "")) i++;
  const run: Token[] = [];
  for (; i < pq.tokens.length && /^\p{Lu}/u.test(pq.tokens[i]?.text ?? ""); i++)
    run.push(pq.tokens[i] as Token);
  const first = run[0];
  const last = run.at(-1);
  if (!first || !last || run.length > 3) return undefined;
  const value = pq.raw.slice(first.start, last.end);
  if (
    PROPER_NAME.exec(value)?.[0] === value &&
    run.length === 2 &&
    !/^(in|at)$/.test(pq.tokens[at]?.lower ?? "")
  )
    return undefined;
  return { start: first.start, end: last.end, value };
}
const PLACE_PREPOSITIONS = new Set(["in", "from", "at", "near"]);

/** A one-word string (or list of strings) parameter with no other role: `labels`, `tag`. */
function inflectable(p: ParamInfo): boolean {
  const item = p.schema.type === "array" ? (p.schema.items as { type?: unknown } | undefined) : p.schema;
  return (
    p.words.length === 1 &&
    item?.type === "string" &&
    !p.enumValues &&
    !p.entity &&
    !p.date &&
    !p.email &&
    !p.paging &&
    !p.limit &&
    !p.bound &&
    !p.sort &&
    p.freeText !== "primary"
  );
}

/**
 * "issues labelled bug", "tickets tagged 'needs review'": a past participle right after an entity's
 * word, then one value — a quoted text or a single plain word (not a generic or entity word).
 */
function participleValues(
  pq: ParsedQuestion,
  entities: ReadonlySet<string>,
  used: readonly Span[],
): { word: Token; value: Span & { value: string } }[] {
  const out: { word: Token; value: Span & { value: string } }[] = [];
  for (const [i, t] of pq.tokens.entries()) {
    const before = pq.tokens[i - 1];
    if (!before || !entities.has(before.norm) || !/^[a-z]{3,}ed$/.test(t.lower)) continue;
    if (GENERIC.has(t.lower) || insideAny(t, used)) continue;
    const quoted = pq.quoted.find((q) => q.start >= t.end && !/\S/.test(pq.raw.slice(t.end, q.start)));
    const next = pq.tokens[i + 1];
    const value = quoted
      ? { start: quoted.start, end: quoted.end, value: quoted.value }
      : next &&
          /^[\p{L}][\p{L}\p{N}_-]*$/u.test(next.text) &&
          !GENERIC.has(next.lower) &&
          !entities.has(next.norm) &&
          !insideAny(next, used)
        ? { start: next.start, end: next.end, value: next.text }
        : undefined;
    if (value) out.push({ word: t, value });
  }
  return out;
}

/** A string parameter with no role structure gives it: no entity, text, date, email, enum, bound or paging. */
/** Words between a field's name and its value: "city is Berlin", "author: Orwell", "status = open". */
const FIELD_LINK = /^(?:is|are|was|=|:|equals?|of|being)$/;

/**
 * A coded parameter's number said with its name ("priority 1", "severity 2") or with the name's
 * initial joined to it ("P1s", "S2"): one of the numbers its description lists.
 */
function codeByNumber(p: ParamInfo, tokens: readonly Token[]): (Span & { value: number }) | undefined {
  const codes = new Set((p.codes ?? []).map((c) => c.value));
  const name = p.words.at(-1);
  if (!name || codes.size === 0) return undefined;
  for (const [i, t] of tokens.entries()) {
    const next = tokens[i + 1];
    if (
      (t.norm === name || t.lower === name) &&
      next &&
      /^\d+$/.test(next.text) &&
      codes.has(Number(next.text))
    )
      return { start: t.start, end: next.end, value: Number(next.text) };
    const joined = codeOfInitial(p, t.text);
    if (joined !== undefined) return { start: t.start, end: t.end, value: joined };
  }
  return undefined;
}

/**
 * "whose city is Berlin", "with author Orwell": every word of a parameter's name, in order, then
 * (past "is", ":" or "=") its value — a run of capitalized words, a quoted text, or one word that is
 * no filler and no record's name (then only after such a link). The span covers the name too.
 */
function namedFieldValue(
  pq: ParsedQuestion,
  words: readonly string[],
  used: readonly Span[],
  entityWords: ReadonlySet<string>,
): (Span & { value: string }) | undefined {
  const ts = pq.tokens;
  if (words.length === 0 || words.length > 3) return undefined;
  for (let i = 0; i + words.length <= ts.length; i++) {
    const run = ts.slice(i, i + words.length);
    if (!run.every((t, k) => t.norm === words[k] || t.lower === words[k])) continue;
    if (insideAny(run[0] as Token, used)) continue;
    // "which country is Chai's supplier in?", "what city is the depot in": the field is asked
    // about, not given — what follows names whose field it is.
    if (/^(?:which|what)$/.test(ts[i - 1]?.lower ?? "")) continue;
    const before = valueBeforeField(ts, i, used, entityWords) ?? valueNamingField(ts, i, used, entityWords);
    if (before) return { ...before, end: (run.at(-1) as Token).end };
    let j = i + words.length;
    while (ts[j] && FIELD_LINK.test(ts[j]?.lower ?? "") && j < i + words.length + 2) j++;
    const first = ts[j];
    if (!first || insideAny(first, used) || GENERIC.has(first.lower) || entityWords.has(first.norm)) continue;
    const quoted = pq.quoted.find((q) => q.start <= first.start && first.end <= q.end);
    // "city breakdown" is no value: one is linked ("is", ":", "of type bug") or written as a name, a
    // code or quoted.
    const introduced = /^(?:with|of|where|whose|having)$/.test(ts[i - 1]?.lower ?? "");
    if (j === i + words.length && !introduced && !quoted && !/^[\p{Lu}\d]/u.test(first.text)) continue;
    if (quoted) return { start: (run[0] as Token).start, end: quoted.end, value: quoted.value };
    let k = j;
    if (/^\p{Lu}/u.test(first.text))
      while (ts[k + 1] && /^\p{Lu}/u.test(ts[k + 1]?.text ?? "") && !GENERIC.has(ts[k + 1]?.lower ?? "")) k++;
    const last = ts[k] as Token;
    return { start: (run[0] as Token).start, end: last.end, value: pq.raw.slice(first.start, last.end) };
  }
  return undefined;
}

/** Words that say the next words are what the records' text says: "mentioning", "the word". */
const SAID_TEXT = /^(?:mentioning|mentions?|containing|contains?|words?|phrase|saying|says)$/;
/**
 * "tickets with the word 'urgent' in the title", "issues mentioning urgent", "tasks with done in
 * the name": a declared value's word brought in as what the records say — right after "mentioning",
 * "containing", "the word", or between "with" and "in the <field>" — is text to search, never the
 * value (`priority: Urgent`, `state: Done`).
 */
function saidAsText(span: Span, tokens: readonly Token[]): boolean {
  const i = tokens.findIndex((t) => t.start >= span.start);
  const j = tokens.findLastIndex((t) => t.end <= span.end);
  if (i < 0 || j < i) return false;
  if (SAID_TEXT.test(tokens[i - 1]?.lower ?? "")) return true;
  return (
    CONTAINING.test(tokens[i - 1]?.lower ?? "") &&
    tokens[j + 1]?.lower === "in" &&
    tokens[j + 2]?.lower === "the" &&
    tokens[j + 3] !== undefined
  );
}

/** Words that bring in what the records contain: "with", "containing", "having". */
const CONTAINING = /^(?:with|containing|having)$/;
/**
 * "books with lantern in the title", "messages containing refund in the subject": up to three words
 * after "with" (or "containing", "having") and before "in the" and the field's name (at
 * token `at`) are that field's value, in any case — the field named after them says what they are.
 */
function valueBeforeField(
  ts: readonly Token[],
  at: number,
  used: readonly Span[],
  entityWords: ReadonlySet<string>,
): (Span & { value: string }) | undefined {
  if (ts[at - 1]?.lower !== "the" || ts[at - 2]?.lower !== "in") return undefined;
  let lead = at - 3;
  while (lead >= 0 && lead > at - 7 && !CONTAINING.test(ts[lead]?.lower ?? "")) lead--;
  const values = ts.slice(lead + 1, at - 2);
  const first = values[0];
  const last = values.at(-1);
  if (lead < 0 || !CONTAINING.test(ts[lead]?.lower ?? "") || !first || !last) return undefined;
  if (values.some((t) => GENERIC.has(t.lower) || entityWords.has(t.norm) || insideAny(t, used)))
    return undefined;
  return { start: first.start, end: last.end, value: values.map((t) => t.text).join(" ") };
}

/** Words that pick out which one of several ("the same region", "the next sprint"), never one's name. */
const PICKING = new Set(
  `the a an this that these those my our your their his her its same other another every each any all some
  which what whole entire current selected next last previous first latest new main`.split(/\s+/),
);

/**
 * "in the data namespace", "from the billing queue": the one word between "the" (after a preposition)
 * and the noun after it names which one — even a word that elsewhere only shapes a request ("data");
 * never one that picks which ("the same region").
 */
function namingWord(ts: readonly Token[], i: number): boolean {
  const t = ts[i];
  return (
    t !== undefined &&
    ts[i - 1]?.lower === "the" &&
    /^(?:in|from|of|for|within|on|at)$/.test(ts[i - 2]?.lower ?? "") &&
    !PICKING.has(t.lower) &&
    /^[\p{L}\d][\p{L}\d._-]*$/u.test(t.text)
  );
}

/**
 * "helm releases in the data namespace", "tickets from the billing queue": a naming word right before a
 * plain field's name is that field's value, as written. A field named as a kind of records the source
 * lists ("the dev namespace" beside a lister of namespaces) takes one of those records: not here.
 */
function valueNamingField(
  ts: readonly Token[],
  at: number,
  used: readonly Span[],
  entityWords: ReadonlySet<string>,
): (Span & { value: string }) | undefined {
  const value = ts[at - 1];
  if (!value || !namingWord(ts, at - 1) || entityWords.has(ts[at]?.norm ?? "")) return undefined;
  if (entityWords.has(value.norm) || insideAny(value, used)) return undefined;
  return { start: value.start, end: value.end, value: value.text };
}

/**
 * "helm releases in the data namespace" beside a lister of namespaces: a word that only shapes requests
 * elsewhere, written as the name of a kind of records, names one of them — a constraint, never dropped.
 */
function namesKindRecord(ts: readonly Token[], t: Token, entityWords: ReadonlySet<string>): boolean {
  const i = ts.indexOf(t);
  return namingWord(ts, i) && entityWords.has(ts[i + 1]?.norm ?? "");
}

/** A `country` or `nationality` parameter whose description asks for an ISO 3166 code. */
function asksCountryCode(p: ParamInfo): boolean {
  const description = typeof p.schema.description === "string" ? p.schema.description : "";
  // ISO 3166 is the standard of country codes: a `region` or `market` described so takes one too.
  if (/\b3166\b/.test(description)) return true;
  return p.words.some((w) => w === "country" || w === "nationality") && /\balpha-?2\b/i.test(description);
}

/** A language parameter whose description asks for an ISO 639 code (`with_original_language`, "ISO 639-1 code, e.g. en, fr"). */
function asksLanguageCode(p: ParamInfo): boolean {
  return (
    p.words.some((w) => LANGUAGE_FIELD_WORDS.has(w)) &&
    /\b639(?:-1)?\b/.test(typeof p.schema.description === "string" ? p.schema.description : "")
  );
}

/** A whole-number parameter with no role structure gives it: no entity, date, year, bound, limit, paging or codes. */
function plainWholeNumber(p: ParamInfo): boolean {
  return (
    p.schema.type === "integer" &&
    !p.entity &&
    !p.date &&
    !p.year &&
    !p.epoch &&
    !p.enumValues &&
    !p.codes &&
    !p.sort &&
    !p.paging &&
    !p.limit &&
    !p.bound &&
    !describesIdentifier(p.schema)
  );
}

/** A whole-number parameter its description says takes the year something starts ("Season start year"). */
function startYearOf(p: ParamInfo): boolean {
  const described = typeof p.schema.description === "string" ? p.schema.description : "";
  return /\bstart(?:ing)? year\b/i.test(described);
}

/** "2023/24", "2023-2024": two running years written as one span, with the first; none inside `used`. */
function yearSpan(raw: string, used: readonly Span[]): (Span & { value: number }) | undefined {
  for (const m of raw.matchAll(/(?<![\d/-])((?:19|20)\d{2})\s?[/-]\s?(\d{4}|\d{2})(?![\d/-])/g)) {
    const first = Number(m[1]);
    const second = Number(m[2]);
    const next = (m[2] as string).length === 2 ? (first + 1) % 100 : first + 1;
    const at = { start: m.index, end: m.index + m[0].length };
    if (second !== next || used.some((u) => u.start < at.end && at.start < u.end)) continue;
    return { ...at, value: first };
  }
  return undefined;
}

/** Every word of a parameter's name, in order, then a whole number: "matchday 3". */
function numberAfterName(
  tokens: readonly Token[],
  words: readonly string[],
  used: readonly Span[],
): (Span & { value: number }) | undefined {
  if (words.length === 0 || words.length > 3) return undefined;
  for (let i = 0; i + words.length < tokens.length; i++) {
    const run = tokens.slice(i, i + words.length);
    if (!run.every((t, k) => t.norm === words[k] || t.lower === words[k])) continue;
    const n = tokens[i + words.length] as Token;
    if (!/^\d{1,6}$/.test(n.text) || insideAny(run[0] as Token, used) || insideAny(n, used)) continue;
    return { start: (run[0] as Token).start, end: n.end, value: Number(n.text) };
  }
  return undefined;
}

function plainString(p: ParamInfo): boolean {
  const type = p.schema.type;
  return (
    (type === "string" || type === undefined) &&
    !p.entity &&
    !p.freeText &&
    !p.date &&
    !p.email &&
    !p.enumValues &&
    !p.exampleValues &&
    !p.sort &&
    !p.paging &&
    !p.limit &&
    !p.bound &&
    !p.pattern &&
    !describesIdentifier(p.schema)
  );
}

/**
 * Whether the word right before identifier `tok` is the one value the question names of a choice
 * parameter of the tool (`tableName: Events, Venues, …` and "venue recHvJUIa5ynmtkgf"): the
 * identifier is then of a record of that collection. Two values named ("registrations of event
 * rec…") leave which collection it is of to the other rules.
 */
function namesCollectionOf(params: readonly ParamInfo[], pq: ParsedQuestion, tok: Span): boolean {
  const before = pq.tokens.filter((t) => t.end <= tok.start).at(-1);
  if (!before) return false;
  return params.some((p) => {
    if (!p.enumValues || p.enumValues.length < 2) return false;
    const named = p.enumValues.flatMap((v) => enumMatches({ ...p, enumValues: [v] }, pq) ?? []);
    return named.length === 1 && named[0]?.span.end === before.end;
  });
}

/**
 * The collection a question chose, in the singular, through a choice parameter of collections
 * (`tableName: Events | Venues | …` bound to "Events" from "this event"): a plural value, bound from
 * the question's words. Undefined when no such choice was made.
 */
export function chosenCollection(
  params: readonly ParamInfo[],
  args: Readonly<Record<string, unknown>>,
  fromQuestion: readonly string[],
): string | undefined {
  const kinds = params.flatMap((p) => {
    const value = args[p.name];
    if (!p.enumValues || p.enumValues.length < 2 || !fromQuestion.includes(p.name)) return [];
    if (typeof value !== "string") return [];
    const word = singular(value.toLowerCase());
    return word !== value.toLowerCase() ? [word] : [];
  });
  return kinds.length === 1 ? kinds[0] : undefined;
}

/** The words of a first-person span that are no verb ("my", "me", "am I"). */
const ASKER_WORDING = /^(?:my|mine|me|i|am|was|to|by|with)$/;
/** Words that only shape a question ("how many … are there"): beside terms, nothing left unsaid. */
const QUESTION_WORDING =
  /^(?:how|many|much|what|which|who|show|list|give|find|get|see|me|all|any|anything|there|are|is|was|were|be|the|a|an|of|in|on|for|to|with|do|does|did|have|has|we|our|please|count|number|total|some|that|these|those|currently|now|right)$/;
/** A word that only shapes a question ("how many … are there", "show me all"): it asks for nothing. */
export const questionWording = (word: string): boolean => QUESTION_WORDING.test(word.toLowerCase());

/** The days from one ISO day to another, both counted. */
function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}

/**
 * "anything from Stripe with an attachment?", "anything unread?": the id of the one routed tool whose
 * search text documents a query language, of records of one named kind (not "items"), when no other
 * tool documents one and the language selects no kind of record (no key shows a routed entity as its
 * value, as `type:ticket` does of a search of tickets, users and organizations) — with no records
 * named at all, terms of that language are said of its records and of no others.
 */
export function soleQueryLanguage(caps: readonly Capability[], vocab: EntityVocabulary): string | undefined {
  const documented = caps.flatMap((c) => {
    const language = searchSyntax(paramInfos(c, vocab), c.description);
    return language ? [{ c, language }] : [];
  });
  const [one] = documented;
  if (!one || documented.length !== 1) return undefined;
  // A search of records in general ("items", "records") spans kinds: no one kind is asked about.
  if (GENERIC_NOUNS.has(singular(one.c.entity))) return undefined;
  const kinds = new Set(caps.map((c) => singular(c.entity)));
  const selectsKind = one.language.syntax.qualifiers.some((q) =>
    q.values.some((v) => kinds.has(singular(v.toLowerCase()))),
  );
  return selectsKind ? undefined : one.c.id;
}

/**
 * Binding, and where the tool's search text documents its query language, the same binding with
 * the question's filters written in it ("open bugs in acme/web" → `is:open label:bug repo:acme/web`)
 * — taken only when every word the text would get is a term of that language (nothing left over as
 * loose words beside them, so no filter is half-written).
 */
export function bindCapability(cap: Capability, scope0: BindScope): Binding {
  // "how big is reports/q3-summary.txt": a date read inside a file path the tool takes ("q3") is the
  // path's own text, never a date range the records are filtered by.
  const { dates } = scope0.pq;
  const scope =
    dates &&
    paramInfos(cap, scope0.vocab).some(takesFilePath) &&
    writtenFilePaths(scope0.pq).some((f) => f.start <= dates.start && dates.end <= f.end)
      ? { ...scope0, pq: { ...scope0.pq, dates: undefined } }
      : scope0;
  const plain = bindWith(cap, scope, false);
  if (!searchSyntax(paramInfos(cap, scope.vocab), cap.description)) return plain;
  const written = bindWith(cap, scope, true);
  return written.written ? written : plain;
}

/**
 * The required plain strings a path ("acme/web") fills part by part, in the order the schema's
 * `required` list gives them (`["owner", "repo"]`): a store that keeps schemas as PostgreSQL jsonb
 * orders an object's keys by length ("repo" before "owner"), while an array keeps its order.
 */
/**
 * The file-system paths a question writes: each path of two or more segments outside a web link, with
 * the "/", "./" or "~/" it starts with ("/projects/data", "notes/todo.md"), and a single segment written
 * from the root ("/projects").
 */
function writtenFilePaths(pq: ParsedQuestion): (Valued<string> & { path?: Span })[] {
  const inLink = (s: Span) => (pq.urls ?? []).some((u) => u.start <= s.start && s.end <= u.end);
  const out: (Valued<string> & { path?: Span })[] = [];
  for (const p of pq.paths) {
    if (inLink(p)) continue;
    const lead = /(?:~\/|\.\/|\/)$/.exec(pq.raw.slice(Math.max(0, p.start - 2), p.start))?.[0] ?? "";
    const start = p.start - lead.length;
    out.push({ value: pq.raw.slice(start, p.end), start, end: p.end, path: p });
  }
  for (const m of pq.raw.matchAll(
    /(?<![\w.~/:@-])\/[A-Za-z0-9][\w.-]*(?:\/[A-Za-z0-9][\w.-]*)*(?<![.-])(?![\w/@])/g,
  )) {
    const span = { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length };
    if (!inLink(span) && !out.some((o) => o.start <= span.start && span.end <= o.end))
      out.push({ value: m[0], ...span });
  }
  return out.sort((a, b) => a.start - b.start);
}

function compoundKeySlots(
  cap: Capability,
  params: readonly ParamInfo[],
  free: (p: ParamInfo) => boolean,
): ParamInfo[] {
  const required: unknown[] = Array.isArray(cap.inputSchema.required) ? cap.inputSchema.required : [];
  const rank = (p: ParamInfo) => {
    const at = required.indexOf(p.name);
    return at < 0 ? required.length : at;
  };
  return params.filter((p) => p.required && free(p) && plainString(p)).sort((a, b) => rank(a) - rank(b));
}

/**
 * "people in People Operations", "staff at the Lisbon office": the residual's first word comes after
 * "in" or "at" (past the capitalized words of the same name no binding kept, "People" of "People
 * Operations"), and no word of it is a possessive ("in Jane Doe's team" says whose team).
 */
function placeAfterIn(kept: readonly { start: number; text: string }[], pq: ParsedQuestion): boolean {
  const first = kept[0];
  if (!first || kept.some((t) => /['’]s$/u.test(t.text))) return false;
  let i = pq.tokens.findIndex((t) => t.start === first.start) - 1;
  while (i > 0 && /^\p{Lu}/u.test(pq.tokens[i]?.text ?? "")) i--;
  if (i < 0) return false;
  while (i > 0 && pq.tokens[i]?.lower === "the") i--;
  return /^(?:in|at)$/.test(pq.tokens[i]?.lower ?? "");
}

/** "the September Newsletter perform": the residual holds two or more capitalized words, right after "the". */
function titleAfterArticle(residual: string, raw: string): boolean {
  const phrase = PROPER_NAME.exec(residual)?.[0];
  if (!phrase) return false;
  return ` ${raw.toLowerCase().replace(/\s+/g, " ")}`.includes(` the ${phrase.toLowerCase()}`);
}

/**
 * "the Backend Engineer job" of candidates: the residual's last words follow an article and come
 * right before another entity's word — a person's name takes no article ("Sam Rivera on call").
 */
function namesOtherRecord(
  residual: string,
  tokens: readonly Token[],
  own: string,
  entityWords: ReadonlySet<string>,
): boolean {
  const words = new Set(residual.toLowerCase().split(/\s+/).filter(Boolean));
  const last = residual.trim().split(/\s+/).at(-1)?.toLowerCase();
  if (!last) return false;
  const at = tokens.findLastIndex((t) => t.lower === last);
  const next = at >= 0 ? tokens[at + 1] : undefined;
  if (next === undefined || next.norm === own || !entityWords.has(next.norm)) return false;
  let first = at;
  while (first > 0 && words.has(tokens[first - 1]?.lower ?? "")) first--;
  return tokens[first - 1]?.lower === "the";
}

/**
 * "design" of a reference listing `DES` among its codes ("e.g. ENG, DES or OPS"): a lower-case word of
 * letters that exactly one listed code may shorten (`codeMayShorten`; `codeNamedBy` sends a code only
 * on the surer `codeBegunBy`).
 */
function spellsListedCode(t: Token, params: readonly ParamInfo[], free: (p: ParamInfo) => boolean): boolean {
  if (!/^\p{Ll}{4,}$/u.test(t.text)) return false;
  return params.some(
    (p) =>
      p.entity !== undefined &&
      free(p) &&
      (p.exampleValues ?? []).filter((c) => codeMayShorten(c, t.lower)).length === 1,
  );
}

/** The order the question writes ("top", "most recent") is said by the tool's name (`getArtistTopTracks`, `getRecentlyPlayed`). */
function orderNamedByTool(pq: ParsedQuestion, cap: Capability, scope: BindScope): boolean {
  const cue = pq.sort;
  if (!cue) return false;
  const named = identifierWords(cap.localName);
  const said = pq.tokens.filter(
    (t) => insideAny(t, [cue]) && !scope.entityWords.has(t.norm) && !/^(?:the|most)$/.test(t.lower),
  );
  return said.length > 0 && said.every((t) => named.some((w) => w.length >= 3 && sameRoot(t.lower, w)));
}

function bindWith(cap: Capability, scope: BindScope, writeSyntax: boolean): Binding {
  const { pq } = scope;
  const params = paramInfos(cap, scope.vocab);
  const own = singular(cap.entity);
  const toolWords = new Set([own, ...identifierWords(cap.localName)]);
  // The question names this tool (its entity or a verb of its name: "track"), not just any tool.
  const namesTool = pq.tokens.some((t) => !GENERIC.has(t.lower) && toolWords.has(t.norm));
  const args: Record<string, unknown> = {};
  const fromQuestion: string[] = [];
  const fromSelection: string[] = [];
  const identified: string[] = [];
  const unexpressed: string[] = [];
  let startReading: Binding["startReading"];
  const used: Span[] = [];
  // "direct reports of E-10009": the words that said which role the key was bound for.
  const roleWords = new Set<Token>();
  let roleTarget: string | undefined;
  const free = (p: ParamInfo) => !Object.hasOwn(args, p.name);
  const boundFrom: Span[] = [];
  // "… latest order - has it shipped?": the state asked of the record is wording, never a filter
  // (a state word, a participle or a declared value only: "how does it work?" still searches "work").
  const stateLike = (t: Token) =>
    stateRow(t.lower) !== undefined ||
    /ed$/.test(t.lower) ||
    params.some((p) => p.enumValues?.some((v) => stem(v.toLowerCase()) === stem(t.lower)));
  for (const [i, t] of pq.tokens.entries())
    if (askedOfIt(pq, i) && stateLike(t)) used.push({ start: t.start, end: t.end });
  // "is everyone in design still active?", "are all of Okafor's policies active?": a state said last
  // of every record asks whether it holds of them all — read off the group's list, never a filter
  // (a filter lists only those it holds of, and the answer is "yes" whatever the others are).
  const lastWord = pq.tokens.filter((t) => /\p{L}/u.test(t.text) && !EVERY_CLOSING.test(t.lower)).at(-1);
  if (lastWord && askedOfEvery(lastWord, pq.tokens) && stateLike(lastWord))
    used.push({ start: lastWord.start, end: lastWord.end });
  const put = (p: ParamInfo, value: unknown, span?: Span) => {
    // A list-valued parameter (`$orderby: ["PurchaseDate desc"]`) takes the one value as its list.
    args[p.name] = p.schema.type === "array" && !Array.isArray(value) ? [value] : value;
    fromQuestion.push(p.name);
    if (span) {
      used.push(span);
      boundFrom.push({ start: span.start, end: span.end });
    }
  };

  // "https://…/issues/BACKEND-1A2": a parameter that takes a web address takes the link whole.
  for (const url of pq.urls ?? []) {
    const p = params.find((x) => free(x) && x.schema.type === "string" && x.schema.format === "uri");
    if (!p) break;
    put(p, url.value, url);
    identified.push(p.name);
  }
  // "notes/todo.md", "/projects/data": a path written in the question goes whole to the tool's one
  // parameter that takes a file-system path, never part by part; several paths to one that takes a
  // list (one path said is not asked of a tool for several: "what's in notes/meetings" reads no files).
  // So does a path of the shape a parameter's quoted examples have ("Asia/Kolkata" for a zone shown
  // as 'America/New_York', 'Europe/London'), written without a leading slash.
  const filePaths = writtenFilePaths(pq);
  const shaped = (p: ParamInfo) =>
    filePaths.length === 1 &&
    /^\w/.test(filePaths[0].value) &&
    exemplifiedSegments(p) === filePaths[0].value.split("/").length;
  const pathParams = params.filter((p) => free(p) && (takesFilePath(p) || shaped(p)));
  if (filePaths.length > 0 && pathParams.length === 1) {
    const [p] = pathParams;
    if (p.schema.type === "array" && filePaths.length > 1) {
      put(
        p,
        filePaths.map((f) => f.value),
        filePaths[0],
      );
      used.push(...filePaths.slice(1), ...filePaths.flatMap((f) => f.path ?? []));
      identified.push(p.name);
    } else if (p.schema.type !== "array" && filePaths.length === 1) {
      put(p, filePaths[0].value, filePaths[0]);
      used.push(...(filePaths[0].path ? [filePaths[0].path] : []));
      identified.push(p.name);
    }
  }
  // "open the nodes for Tom Becker and Lucia Gomez", "show me Acme Corp and Northwind Traders": two
  // full names the question joins go, as written, to the one list of texts named for the records'
  // own names (`names`) — each one record to retrieve by its name.
  const twoNames = TWO_NAMES.exec(pq.raw);
  const nameLists = params.filter(
    (p) =>
      free(p) &&
      p.schema.type === "array" &&
      (p.schema.items as JsonSchema | undefined)?.type === "string" &&
      p.words.length === 1 &&
      singular(p.words[0] ?? "") === "name",
  );
  if (twoNames?.[1] && twoNames[2] && nameLists.length === 1 && nameLists[0]) {
    put(nameLists[0], [twoNames[1], twoNames[2]], {
      start: twoNames.index,
      end: twoNames.index + twoNames[0].length,
    });
    identified.push(nameLists[0].name);
  }
  // Identifiers: a parameter whose pattern matches, else one whose entity the id format (or the word before it) names.
  const noEntityNamed = !pq.tokens.some((t) => scope.entityWords.has(t.norm));
  for (const tok of pq.ids) {
    const before = pq.tokens.filter((t) => t.end <= tok.start).at(-1)?.norm;
    // A code typed in lower case fits a pattern the source writes in capitals (see `declaredCase`).
    const fits = (re: RegExp) => re.test(tok.text) || re.test(tok.text.toUpperCase());
    const declared = scope.idFormats.find((f) => !f.weak && fits(f.pattern))?.entity;
    // One shape declared for several entities' keys (`sensor.attic_humidity` of a state and of a
    // statistic): the code may be any of theirs — each tool's own parameter takes it and the ranking
    // decides, never the order the tools were routed in.
    // Not when the word before it names whose it is ("lease L-4410"), nor when its own letters do
    // ("VET-03", "PET-000513" beside pets' and vets' keys of one shape), nor when the shapes differ.
    const fitting = scope.idFormats.filter((f) => !f.opaque && fits(f.pattern));
    const named = entityOfIdentifier(tok.text, scope.idEntities ?? scope.entityWords);
    const alike = new Set(
      fitting.every((f) => f.pattern.source === fitting[0]?.pattern.source) &&
        named === undefined &&
        !(before !== undefined && scope.entityWords.has(before))
        ? fitting.map((f) => f.entity)
        : [],
    );
    // "inspections by technician T-104" where turbines' ids are shown "e.g. WTG-007": the entity named
    // right before the code says whose it is, over a shape learned from another entity's example —
    // unless that entity's own ids are shown in another shape.
    const labelled =
      before !== undefined &&
      scope.entityWords.has(before) &&
      scope.idFormats.filter((f) => f.entity === before).every((f) => fits(f.pattern))
        ? before
        : undefined;
    const known =
      declared ??
      named ??
      labelled ??
      scope.idFormats.find((f) => !f.opaque && f.pattern.test(tok.text))?.entity ??
      // "details of Q291cnNlOjE5MA== please": with no entity named, a global id says its own by the
      // type it encodes (with records named, "assignments for Q291cnNlOjEy", it says which of those).
      (noEntityNamed ? entityOfGlobalId(tok.text, scope.entityWords) : undefined);
    // A code of the very shape a plain parameter's declared example has ("for example WH-30412") is
    // that parameter's value: a declared example says more than letters that abbreviate an entity.
    const exemplified = declared
      ? undefined
      : params.filter((p) => free(p) && !p.entity && p.shape?.test(tok.text));
    // An id parameter whose declared example has another shape ("e.g. WO-2025-0412") does not take it.
    const ownIds = params.filter(
      (p) => free(p) && !p.pattern && p.entity === own && (!p.shape || p.shape.test(tok.text)),
    );
    const namesOther = before !== undefined && scope.entityWords.has(before) && before !== own;
    // "enrollments for CS-101" where courses are keyed `Q291cnNlOjEy`: a code of another shape than
    // the entity's identifiers have is not one of them (it may be a code to look the record up by).
    const fitsEntity = (e: string, p: ParamInfo) => {
      const shapes = scope.idFormats.filter((f) => f.entity === e);
      // "Global id of the Claim" where claims show a global id and a claim number: a reference that
      // names one form of the entity's identifiers takes that form only.
      const said = typeof p.schema.description === "string" ? p.schema.description.toLowerCase() : "";
      const named = shapes.filter((f) => f.label !== undefined && said.includes(f.label));
      // "Global id of a Policy" where policies show only their `policyNumber` (POL-2023-00417): a
      // reference that names the id it takes does not take a number or code another parameter
      // names — the number is a key to look the record up by, not that id.
      const idSaid = /\bids?\s+(?:of|for)\b/.test(said) || /\bid\s*$/.test(said);
      if (named.length === 0 && idSaid && shapes.length > 0 && shapes.every((f) => f.label !== undefined))
        return false;
      const held = named.length > 0 ? named : shapes;
      // "quizzes for CS-101" where courses show no key and are searched by codes "e.g. CS-101": the
      // code is what a course is looked up by, not its key (see `soleReference`).
      if (held.length === 0 && e !== own && scope.lookupShapes?.get(e)?.some((re) => fits(re))) return false;
      return held.length === 0 || held.some((f) => f.pattern.test(tok.text));
    };
    // A number written as text (`MinAmount`) is an amount, never an identifier of that shape.
    const patterned = params.filter(
      (p) => free(p) && p.pattern !== undefined && !p.decimalText && fits(p.pattern),
    );
    const target =
      // "hives checked by KP-112" beside `keeper` and `checked_by` of one format: the parameter whose
      // name is written right before the code takes it.
      patterned.find((p) => nameWrittenBefore(p, pq.tokens, tok)) ??
      patterned[0] ??
      (exemplified?.length === 1 ? exemplified[0] : undefined) ??
      // An id parameter whose description shows another shape ("(inv_…)", "for example E-10042")
      // does not take a code of the same entity written otherwise ("INV-2025-00276" is a number).
      params.find(
        (p) =>
          free(p) &&
          !p.pattern &&
          p.entity &&
          (p.entity === known ||
            (alike.size > 1 && alike.has(p.entity)) ||
            (!known && p.entity === before)) &&
          !unsaidRole(p, own, pq, tok) &&
          (!p.shape || p.shape.test(tok.text)) &&
          fitsEntity(p.entity, p),
      ) ??
      // "prices for product prod_zthmBCEamMHQn0": an identifier whose prefix abbreviates an entity
      // goes to a plain parameter named after that entity alone (`product`: "for the given product").
      (known ? params.find((p) => free(p) && plainString(p) && p.words.join(" ") === known) : undefined) ??
      // "track 1Z0004011446": an identifier of no known format, naming no other entity, goes to the
      // tool's one unpatterned identifier of its own records.
      (!known && !namesOther && ownIds.length === 1 && namesTool && looksLikeIdentifier(tok.text)
        ? ownIds[0]
        : undefined) ??
      // "work orders for 1HGCM82633A004352" beside `vin` ("Only work orders of this vehicle"): an
      // identifier of no known format, naming no entity, where the tool keys none of its own records
      // and takes one reference whose entity's identifiers have no known format, is that reference's
      // ("invoice AMOK63-0003" names an invoice, "ISBN 9780003484366" a key the tool does not take:
      // only an identifier right after a preposition, or alone, is).
      (!known &&
      (before === undefined || before === "of" || RELATION_PREPOSITIONS.has(before)) &&
      ownIds.length === 0 &&
      looksLikeIdentifier(tok.text)
        ? soleReference(params.filter(free), own, scope.idFormats, tok.text, scope.lookupShapes)
        : undefined) ??
      // "venue recHvJUIa5ynmtkgf" to a tool that reads any table by a choice of them (`tableName`
      // beside `recordId`): the word right before the identifier is the one value of that choice the
      // question names, so the identifier is a record of that collection — the tool's one identifier
      // of its own records, of the shape its example shows.
      (!declared && ownIds.length === 1 && looksLikeIdentifier(tok.text) && namesCollectionOf(params, pq, tok)
        ? ownIds[0]
        : undefined) ??
      // "#4512" naming no kind: the number of the one kind of records keyed by a whole number.
      (scope.numbered && hashNumber(pq.raw, tok)
        ? params.find((p) => free(p) && p.entity === scope.numbered && wholeNumber(p))
        : undefined);
    // "POs not going to FRA1", "products not from supplier 4": a code denied is no filter equal to it.
    const denied = target
      ? deniedKeyBefore(
          tok,
          pq.tokens,
          (w) => scope.entityWords.has(w) || w === target.entity || target.words.includes(w),
        )
      : undefined;
    if (denied) {
      unexpressed.push(pq.raw.slice(denied.start, tok.end));
      used.push({ start: denied.start, end: tok.end }, tok);
      continue;
    }
    if (target) {
      // An integer key ("purchase order 10702") is sent as the number the schema declares.
      const numeric = target.schema.type === "integer" || target.schema.type === "number";
      put(
        target,
        numeric && /^\d+$/.test(tok.text)
          ? Number(tok.text)
          : target.typedRef && !tok.text.includes("/")
            ? `${target.typedRef}/${tok.text}`
            : declaredCase(tok.text, target, scope.idFormats),
        tok,
      );
      const role = roleSaid(target, own, pq, tok);
      for (const t of role) roleWords.add(t);
      // Said by the records' side of the role ("who *reports* to", of `ManagerId`: "Only employees
      // who report to this manager") — never by the parameter's own name ("E-10013's *manager*",
      // "who *manages* E-10031" ask for the identified record's side).
      if (target.entity === own && role.some((t) => !target.words.some((w) => sameRoot(t.lower, w))))
        roleTarget = target.name;
      // A code a plain parameter takes filters records; it does not identify this tool's own.
      if (!exemplified?.includes(target)) identified.push(target.name);
    }
  }
  // "flights from LHR to JFK", "departures out of MAN", "arrivals into JFK": the two ends of a route go
  // to the parameters named for them (`origin`/`destination`, `departure`/`arrival`), as written — a
  // place's name never to one that takes codes ("IATA code"): that end is asked about.
  for (const end of routeEnds(pq, params.filter(free))) {
    used.push(end.cue);
    if (insideAny(end.span, used) || end.param.name in args) continue;
    if (end.coded && !end.code) unexpressed.push(pq.raw.slice(end.span.start, end.span.end));
    else put(end.param, end.value, end.span);
    used.push(end.span);
  }
  // "user_identifier: e.g., email address 'user@example.com', username…": the one parameter whose
  // description shows an address by example takes one, when none is named for emails.
  const shownAddress = params.filter(
    (x) =>
      free(x) &&
      (x.schema.type === "string" || x.schema.type === undefined) &&
      typeof x.schema.description === "string" &&
      /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.test(x.schema.description),
  );
  for (const e of pq.emails) {
    const p =
      params.find((x) => free(x) && x.email) ?? (shownAddress.length === 1 ? shownAddress[0] : undefined);
    if (p) {
      put(p, e.value, e);
      identified.push(p.name);
    }
  }
  if (pq.emailDomain) {
    // A domain filters by email: a parameter about domains or emails that is not an exact address,
    // else a general search text; a name-only text parameter cannot take it.
    const d = pq.emailDomain;
    const p =
      params.find((x) => free(x) && x.words.includes("domain")) ??
      params.find((x) => free(x) && x.email && x.schema.format !== "email" && matchesPart(x)) ??
      params.find((x) => free(x) && x.freeText === "primary" && !namesOnly(x, cap));
    if (p) put(p, d.value, d);
    else unexpressed.push(pq.raw.slice(d.start, d.end));
  }
  // "acme/web": a reference written as its path goes, part by part in declared order, to the tool's
  // required plain strings when there are exactly as many (`owner` + `repo`, `project` + `dataset`):
  // the parts of one compound key, the way a REST path `/repos/{owner}/{repo}` spells it.
  const slots = compoundKeySlots(cap, params, free);
  for (const path of pq.paths) {
    if (slots.length !== path.value.length || !slots.every(free)) continue;
    for (const [i, p] of slots.entries()) put(p, path.value[i], path);
  }
  // The search text's query language, when this binding writes it: keys it shows compared
  // (`created_at:>=2025-01-01`, `total_price:>100`) take the dates and amounts no parameter does.
  const syntax = writeSyntax ? searchSyntax(params, cap.description) : undefined;
  const comparable = syntax && free(syntax.p) ? comparedKeys(syntax.syntax) : [];
  const compared: Term[] = [];
  // "future sprints" of a tool that takes no date: the word of time is the records' state (and
  // no date range, when the dates read are that word alone).
  // "upcoming trips" of a tool that takes a date and a state with one value for what is still ahead
  // (`planned`, `scheduled`): the records from today on in that state — a trip still planned whose
  // day has passed is not upcoming, nor is one of the coming days that was aborted. Both are bound.
  const dated = params.some((p) => p.date !== undefined);
  const timeState = params
    .filter((p) => free(p) && (p.enumValues || p.exampleValues))
    .map((p) => ({ p, m: timeStateMatch(p, pq, dated ? ["future", "current"] : undefined) }))
    .find((x) => x.m !== undefined);
  const timeDate =
    !dated &&
    timeState?.m !== undefined &&
    pq.dates !== undefined &&
    !pq.dates.several &&
    pq.dates.start >= timeState.m.span.start &&
    pq.dates.end <= timeState.m.span.end;
  if (timeState?.m) put(timeState.p, timeState.m.value, timeDate && pq.dates ? pq.dates : timeState.m.span);
  const datesDeny = datesDenied(pq);
  if (pq.dates?.several) {
    unexpressed.push(pq.raw.slice(pq.dates.start, pq.dates.end));
    used.push(pq.dates);
  } else if (pq.dates && !timeDate && datesDeny) {
    unexpressed.push(pq.raw.slice(datesDeny.start, datesDeny.end));
    used.push(pq.dates);
  } else if (pq.dates && !timeDate) {
    let { from, to } = pq.dates;
    const participle = dateParticiple(pq);
    // The dates of a state the records enter ("opened last month") go to a filter that says what it
    // dates ("created after") before one that does not (`after`: "Start date").
    const ofEvent = participle !== undefined && statesEvent(participle, params);
    // "closed last week": an event after the records are made goes to a filter that names it
    // (`closedAfter`), never to one of another event or of none (`from`: "ISO 8601 date-time").
    // "born before 1950" dates a birth: only a filter naming it takes the range (never `hiredAfter`).
    const later =
      participle !== undefined &&
      !ofEvent &&
      (LATER_EVENTS.has(stem(participle.lower)) || EVENT_NOUNS[participle.lower] !== undefined);
    // "enrollments completed in Q2": a state entered after the records are made (a value of theirs)
    // is dated by a filter that names it; one that names another event (`enrolledAfter`) dates that.
    const laterState =
      participle !== undefined && ofEvent && LATER_EVENTS.has(stem(participle.lower))
        ? participle
        : undefined;
    // "leases *ending* in November" beside `startFrom…startTo` and `endFrom…endTo`: a word of the
    // question (by stem) that names what one range dates picks that range's bounds.
    const dateParams = params.filter((p) => free(p) && p.date !== undefined);
    const subjectToken = new Map<string, Token>();
    if (new Set(dateParams.map((p) => dateSubject(p.words))).size > 1)
      for (const p of dateParams) {
        const words = dateSubject(p.words).split(" ");
        const t = pq.tokens.find(
          (t) =>
            t.lower.length >= 3 &&
            // "last" of "last week" is the date phrase's own word, not what the date is of.
            !(pq.dates && insideAny(t, [pq.dates])) &&
            !scope.entityWords.has(singular(t.lower)) &&
            words.some((w) => w.length >= 3 && (stem(w) === stem(t.lower) || sameRoot(w, t.lower))),
        );
        if (t) subjectToken.set(dateSubject(p.words), t);
      }
    const namedSubject = subjectToken.size === 1 ? [...subjectToken.keys()][0] : undefined;
    // `updated_since`, `modifiedAfter`: a filter of the records' last edit dates no other event —
    // "Marcus's timesheet this week" is never "people edited since Monday". Taken only when the
    // question says an edit ("changed since yesterday"), and then it is the only one taken.
    const edited = (p: ParamInfo) => eventKind(p.words) === "edited";
    // ("issues with updates since Sep 20": the noun says it as well.) A tool that tells which date
    // the participle's event sets ("`updated_at` changes when the candidate declines") is believed.
    const editAsked =
      pq.tokens.some((t) => EDIT_EVENTS.has(stem(singular(t.lower)))) && dateParams.some(edited);
    const dateParam = (role: "from" | "to" | "on") => {
      const any = params.filter(
        (p) =>
          free(p) &&
          p.date === role &&
          (editAsked === edited(p) ||
            (participle !== undefined && toldDatesEvent(cap.description, p, participle))),
      );
      const named = any.filter((p) => dateSubject(p.words) === namedSubject);
      const all = named.length > 0 ? named : any;
      const told = participle ? all.find((p) => toldDatesEvent(cap.description, p, participle)) : undefined;
      if (told) return told;
      if (later && participle) return all.find((p) => datesEvent(p, participle));
      const own = laterState ? all.find((p) => datesEvent(p, laterState)) : undefined;
      return own ?? (ofEvent ? all.find(namesEvent) : undefined) ?? all[0];
    };
    // "who's been on leave since August" beside `HiredAfter` and `Status: ON_LEAVE`: dates right
    // after a word of a state the records are in date that state — a filter of the event it names
    // (hired) dates another. Never bound to it: asked about.
    const stateWord = participle === undefined ? datedStateWord(pq, params) : undefined;
    const ofState =
      stateWord !== undefined && dateParams.length > 0 && dateParams.every((p) => namesEvent(p));
    // "`updated_at` changes when the candidate accepts or declines": the tool says which date the
    // participle's event sets — that filter dates it.
    const told =
      participle !== undefined && dateParams.some((p) => toldDatesEvent(cap.description, p, participle));
    const foreign =
      !told &&
      (ofState ||
        (participle !== undefined && datesOtherEventOnly(participle, dateParams, own)) ||
        (laterState !== undefined && datesBeginningPerTool(cap, dateParams, laterState)));
    // "leases *ending* in November": the participle naming the range's event is in progress or
    // ahead — the coming November, not the last one. "leases *endng* in November": a consonant
    // before "ng" ends no English word — it is the participle with its "i" dropped, as people type.
    const subjectWord = namedSubject === undefined ? undefined : subjectToken.get(namedSubject);
    const coming =
      subjectWord && /[a-z]{3,}ing$|[a-z]{2,}[b-df-hj-np-tv-xz]ng$/.test(subjectWord.lower)
        ? comingMonth({ from, to }, pq.raw.slice(pq.dates.start, pq.dates.end), pq.today)
        : undefined;
    if (coming) ({ from, to } = coming);
    const fromP = foreign ? undefined : dateParam("from");
    let toP = foreign ? undefined : dateParam("to");
    // The two bounds of one range date the same thing: never the earliest start with the latest end.
    if (fromP && toP && dateSubject(fromP.words) !== dateSubject(toP.words))
      toP = params.find(
        (p) => free(p) && p.date === "to" && dateSubject(p.words) === dateSubject(fromP.words),
      );
    const onP = foreign ? undefined : dateParam("on");
    const chosenDates = [fromP, toP, onP].filter((p): p is ParamInfo => p !== undefined);
    const otherDate =
      chosenDates.length > 0 ? namesOtherDate(cap, chosenDates, pq, scope.entityWords) : undefined;
    const ofOtherEvent =
      !told &&
      laterState !== undefined &&
      [fromP, toP, onP].some((p) => p !== undefined) &&
      [fromP, toP, onP].every((p) => p === undefined || (namesEvent(p) && !datesEvent(p, laterState)));
    let dated = false;
    // A window back from today in days or weeks ("the last 7 days"), where the search language
    // shows one (`updated >= -7d`) and the participle names a field it shows.
    const window =
      chosenDates.length === 0 &&
      participle &&
      pq.dates.rolling &&
      syntax &&
      free(syntax.p) &&
      from &&
      to === pq.today &&
      /\b(?:day|week)s?\b/i.test(pq.raw.slice(pq.dates.start, pq.dates.end))
        ? windowTerm(syntax.syntax, dayCount(from, to), participle.lower)
        : undefined;
    // A bound the range states that no parameter takes widens it ("loans from the last 2 weeks"
    // with only a due-before filter is every loan before today): the range is not expressed. An
    // end of today or later bounds nothing that already happened.
    const dropped = (from && !fromP) || (to && !toP && to < pq.today);
    const timeOfDay = timeOfDayIn(pq.raw);
    if (ofState && stateWord) {
      unexpressed.push(pq.raw.slice(stateWord.start, pq.dates.end));
      used.push(stateWord);
    } else if ((later && participle && !fromP && !toP && !onP) || ((ofOtherEvent || foreign) && participle)) {
      unexpressed.push(pq.raw.slice(participle.start, pq.dates.end));
      used.push(participle);
    } else if (
      !participle &&
      chosenDates.length > 0 &&
      // "upcoming courses": from today on, nothing has started yet — the start is meant.
      !(from !== undefined && from >= pq.today && to === undefined) &&
      spanStartGuessed(cap, chosenDates, pq)
    ) {
      unexpressed.push("date range");
      const said = pq.raw.slice(pq.dates.start, pq.dates.end);
      const reading: Record<string, unknown> = {};
      if (from && fromP) reading[fromP.name] = dateValue(firstDayFor(fromP, from, said), fromP, false);
      if (to && toP) reading[toP.name] = dateValue(to, toP, true);
      if (Object.keys(reading).length > 0 && !dropped) startReading = { args: reading, said };
    } else if (otherDate) {
      unexpressed.push(
        pq.raw.slice(Math.min(otherDate.start, pq.dates.start), Math.max(otherDate.end, pq.dates.end)),
      );
      used.push(otherDate);
    } else if (
      (fromP || toP) &&
      participle &&
      ofEvent &&
      ![fromP, toP].some((p) => p && namesEvent(p)) &&
      severalDates(cap, params, participle)
    ) {
      // "opened last month" beside a date filter that names no event (`since`: "Filter by date"):
      // the dates are of a change of the records' state, the filter's may be of any other (the last
      // update) — a filter this tool is not known to take, never bound as if it were.
      unexpressed.push("date range");
      used.push(participle);
    } else if (
      (fromP || toP) &&
      !dropped &&
      partOfOneYear(from, to, pq.today) &&
      (fromP?.year || toP?.year)
    ) {
      // "books loaned out in August", "published since last month": a bound that takes whole years
      // would widen a part of one year to all of it — asked about, never bound. ("The last 10
      // years" spans years: counted in whole ones.)
      unexpressed.push(pq.raw.slice(pq.dates.start, pq.dates.end));
      used.push(pq.dates);
    } else if (
      onP &&
      !onP.prefixes &&
      from &&
      from === to &&
      [fromP, toP].every((p) => !p || dateSubject(p.words) === dateSubject(onP.words))
    ) {
      // "due today" beside `due_on` and `due_on.before`/`.after`: one day is the day itself — bounds
      // a server may read as exclusive ("after today and before today") would hold no day at all.
      put(onP, dateValue(from, onP, false), pq.dates);
      dated = true;
    } else if ((fromP || toP) && !dropped && [fromP, toP].some((p) => p?.dateTime) && timeOfDay) {
      // "am I free Thursday afternoon?", "what's on at 2pm tomorrow?" over bounds that take a time:
      // the whole day would widen the hours asked — asked about, never bound as the day.
      unexpressed.push(timeOfDay.text);
      used.push({ start: timeOfDay.start, end: timeOfDay.end });
      used.push(pq.dates);
    } else if ((fromP || toP) && !dropped) {
      if (from && fromP)
        put(
          fromP,
          dateValue(firstDayFor(fromP, from, pq.raw.slice(pq.dates.start, pq.dates.end)), fromP, false),
          pq.dates,
        );
      if (to && toP) put(toP, dateValue(to, toP, true), pq.dates);
      dated = true;
    } else if (onP?.prefixes && !fromP && !toP && prefixedDates(onP, from, to)) {
      put(onP, prefixedDates(onP, from, to), pq.dates);
      dated = true;
    } else if (onP && from && from === to) {
      put(onP, dateValue(from, onP, false), pq.dates);
      dated = true;
    } else if (window) {
      // "created in the last 7 days" where the examples show `updated >= -7d`: the window in the
      // language's own form, of the field the participle names.
      compared.push({ ...window, start: pq.dates.start, end: pq.dates.end, inferred: true });
      used.push(pq.dates);
      dated = true;
    } else if (
      chosenDates.length === 0 &&
      !laterState &&
      !(later && participle) &&
      !pq.dates.rolling &&
      (from || to)
    ) {
      // No date parameter: the one key the search language shows compared with a date (of a
      // state entered later, "shipped last week", only a key naming it would do — none is guessed).
      // A window counted back from now ("the last 7 days") is not written as days: which day it
      // starts on, counted in hours or in calendar days, the language does not say.
      // The key dates what the question does: the records' beginning ("placed today", or no verb —
      // "orders in Q1"), or the very event its participle names.
      const said = participle ? [participle.lower] : undefined;
      const keys = comparable.filter((c) => {
        if (c.kind !== "date") return false;
        const words = identifierWords(c.key);
        const kind = eventKind(words);
        if (!said) return kind === "began";
        return (
          kind === eventKind(said) && (kind !== "other" || words.some((w) => stem(w) === stem(said[0] ?? "")))
        );
      });
      const key = keys.length === 1 ? keys[0]?.key : undefined;
      const span = { start: pq.dates.start, end: pq.dates.end };
      // An end of today or later bounds nothing that already happened.
      // "today's emails" where the language shows a key for the first day (`after:`) and none for
      // the last: the records that already happened from today on are today's.
      const noUpper =
        syntax !== undefined && !dateBoundKeys(syntax.syntax).some((k) => k.side === "to") && !key;
      const upTo =
        to && !(to >= pq.today && from && (from < pq.today || (noUpper && from === pq.today)))
          ? to
          : undefined;
      // `after:2024/01/01 before:2024/02/01`: keys whose own word bounds a date date the records
      // themselves — taken for their beginning ("received", or no verb), never another event.
      const bounds =
        !key && syntax && (!said || eventKind(said) === "began")
          ? dateBoundTerms(syntax.syntax, from, upTo)
          : undefined;
      if (key) {
        if (from) compared.push({ key, value: `>=${from}`, ...span });
        if (upTo) compared.push({ key, value: `<=${upTo}`, ...span });
        used.push(pq.dates);
        dated = true;
      } else if (bounds) {
        for (const b of bounds) compared.push({ ...b, ...span });
        used.push(pq.dates);
        dated = true;
      } else unexpressed.push("date range");
    } else unexpressed.push("date range");
    // The participle the bound dates are of is wording they already express, not search text.
    const verb = dated ? dateParticiple(pq) : undefined;
    if (verb) used.push(verb);
    if (dated && subjectWord) used.push(subjectWord);
    // "courses *starting* before 2025" with `startsBefore` bound: the word naming what the bound
    // range dates is wording of that range, never search text.
    if (dated)
      for (const p of chosenDates.filter((x) => Object.hasOwn(args, x.name))) {
        const words = dateSubject(p.words)
          .split(" ")
          .filter((w) => w.length >= 3);
        for (const t of pq.tokens)
          if (
            !scope.entityWords.has(singular(t.lower)) &&
            (words.some((w) => stem(w) === stem(t.lower)) ||
              // "courses that began in January", "begin next year": "begin" is the start's wording too.
              (words.some((w) => w === "start" || w === "begin") && BEGIN_FORMS.test(t.lower)))
          )
            used.push(t);
      }
    // "new candidates added this year", "new members since May": with the range bound to the date
    // the records began (created, added, joined…), "new" says they began in it — wording of that
    // range, not a state. A range of another date ("new invoices due in May") leaves it asked about.
    if (dated && fromP && Object.hasOwn(args, fromP.name) && beganOn(fromP))
      for (const t of pq.tokens) if (t.lower === "new" || t.lower === "newly") used.push(t);
  }
  // "more expensive than Chai": a bound only the named record's value could give — asked about.
  for (const r of pq.relative) unexpressed.push(pq.raw.slice(r.start, r.end));
  // "customers who joined in FY25": a fiscal year is the business's own calendar, which no question
  // says — asked about, never read as a calendar year or an identifier.
  if (pq.fiscal) {
    unexpressed.push(pq.raw.slice(pq.fiscal.start, pq.fiscal.end));
    used.push(pq.fiscal);
  }
  for (const amount of pq.amounts) {
    const said = valueNamingAmount(cap, pq, amount.start, scope.enumTokens) ?? [
      ...subjectOf(pq, amount.start, scope.entityWords, scope.enumTokens),
    ];
    // "runs that took longer than 5 minutes", "calls lasting over an hour": the verb of a duration
    // says how long, not what is compared — wording of the bound.
    const before = pq.tokens.filter((t) => t.end <= amount.start).at(-1);
    const timed = amount.value.unit !== undefined && isTimeUnit(unitWord(amount.value.unit));
    const durationVerb = timed && before && isDurationVerb(before.lower) ? before : undefined;
    const subject = said.filter((t) => !(timed && isDurationVerb(t.lower)));
    // "between 10 and 20": the two bounds read out of one range.
    const between = pq.amounts.some((a) => a !== amount && a.start === amount.start && a.end === amount.end);
    const bound = boundParam(
      params.filter(free),
      amount.value,
      subject.map((t) => t.norm),
      between,
    );
    const converted = bound ? undefined : convertedBound(params.filter(free), amount.value, subject);
    const p = bound ?? converted?.p;
    const stated = converted
      ? converted.value
      : p?.minorUnits
        ? inMinorUnits(amount.value.value, amount.value.unit)
        : Math.round(amount.value.value);
    // "more than 5 bikes" over a whole-number bound that keeps its number: 6.
    const stepped = converted ? undefined : steppedCount(amount.value);
    const value =
      p &&
      stated !== undefined &&
      stepped !== undefined &&
      stated === amount.value.value &&
      wholeInclusiveBound(p)
        ? stepped
        : stated;
    const key = p ? undefined : comparedKey(comparable, amount, subject);
    if (p && value !== undefined) {
      put(p, p.decimalText ? decimalString(p, converted?.value ?? amount.value.value) : value, amount);
      // What is compared ("priced", "fuel cost") went into the bound; it is not search text.
      used.push(...said, ...(durationVerb ? [durationVerb] : []));
    } else if (key) {
      compared.push({
        key,
        value: comparisonOf(pq.raw.slice(amount.start, amount.end), amount.value),
        start: amount.start,
        end: amount.end,
      });
      used.push(amount, ...subject);
    } else unexpressed.push(pq.raw.slice(amount.start, amount.end));
  }
  if (pq.limit) {
    const p = params.find((x) => free(x) && x.limit);
    const lim = p?.limit;
    if (p && lim) {
      const n =
        pq.limit.value === "all"
          ? lim.max
          : Math.min(Math.max(pq.limit.value, lim.min ?? 1), lim.max ?? Number.MAX_SAFE_INTEGER);
      if (n !== undefined) put(p, n, pq.limit);
    }
  }
  // "first 5 lines of data/a.csv", "the last two lines of notes/todo.md": a count at one end of the
  // record, of the parts a parameter's description counts from that end (`head`, `tail`), goes to it.
  const endLimit = pq.limit;
  let endCounted: Span | undefined;
  if (
    endLimit &&
    typeof endLimit.value === "number" &&
    !params.some((x) => x.limit && args[x.name] !== undefined)
  ) {
    const end = /^\W*(first|last)\b/i.exec(pq.raw.slice(endLimit.start, endLimit.end))?.[1]?.toLowerCase();
    const after = /^\s+([A-Za-z]+)/.exec(pq.raw.slice(endLimit.end));
    const unit = after?.[1];
    const p = params.find(
      (x) =>
        free(x) &&
        x.endCount?.end === end &&
        unit !== undefined &&
        x.endCount?.unit === singular(unit.toLowerCase()),
    );
    if (p && after) {
      endCounted = { start: endLimit.start, end: endLimit.end + after[0].length };
      put(p, endLimit.value, endCounted);
    }
  }
  // The host orders (or the turn asks): either way the tool's first N are not the N asked for —
  // not in the call, and not in a choice offered instead.
  const dropLimit = () => {
    const limited = params.find((x) => x.limit && pq.limit && args[x.name] !== undefined);
    if (limited) {
      delete args[limited.name];
      fromQuestion.splice(fromQuestion.indexOf(limited.name), 1);
    }
  };
  const rankedOrder = pq.ranking ? rankedBy(cap, params, free, pq.ranking) : undefined;
  if (pq.ranking && rankedOrder && "p" in rankedOrder) {
    put(rankedOrder.p, rankedOrder.option.value, pq.ranking);
    const direction = rankedOrder.option.direction;
    const dirParam = direction ? params.find((x) => x.name === direction.name) : undefined;
    if (dirParam && direction) put(dirParam, direction.value);
  } else if (pq.ranking && rankedOrder) {
    // No order by that field the tool takes: the host loads the list whole and orders it.
    dropLimit();
    used.push(pq.ranking);
  } else if (pq.ranking?.value.explicit) {
    // "sorted by shoe size" where nothing has one: asked, never listed in some other order.
    dropLimit();
    unexpressed.push(pq.raw.slice(pq.ranking.start, pq.ranking.end));
    // "the last 3 lines": the end the count was of is no order of the records.
  } else if (pq.sort && !(endCounted && insideAny(pq.sort, [endCounted]))) {
    const want = pq.sort.value;
    const recordOrder =
      want.field === "other"
        ? undefined
        : orderField(
            recordFields(cap).map((f) => ({ key: f.key, date: f.type === "date" })),
            want.field,
            cap.entity,
          );
    const declared = declaredOrder(cap.description);
    // Several orders of the kind asked ("-due-date", "-loaned-on" for "most recent"): the one whose
    // field the question names ("due", "recently updated"); none named, the order the tool declares
    // it lists in, else the first.
    const fitting = params.flatMap((x) =>
      free(x)
        ? (x.sort ?? [])
            .filter(
              (o) =>
                o.dir === want.dir &&
                // A field of the records written in the sort's syntax: for a date or an amount, only
                // the one the order is by (`OrderDate` of purchase orders, not `ExpectedDate`).
                (!o.fromRecords || want.field === "other" || o.key === recordOrder) &&
                (want.words
                  ? identifierWords(o.value).some((w) => want.words?.includes(w))
                  : o.field === want.field),
            )
            .map((o) => ({ x, o }))
        : [],
    );
    // The orders the tool lists or exemplifies come first: a field of the records only where none fits.
    const listed = fitting.filter(({ o }) => !o.fromRecords);
    const fits = listed.length > 0 ? listed : fitting;
    const cue = pq.sort;
    const spoken = pq.tokens.filter(
      (t) => !insideAny(t, [cue]) && !GENERIC.has(t.lower) && !scope.entityWords.has(t.norm),
    );
    const named = fits.find(({ o }) =>
      identifierWords(o.value).some(
        (w) => w.length >= 3 && !SORT_FIELD_FILLER.has(w) && spoken.some((t) => sameRoot(t.lower, w)),
      ),
    );
    // The words that named it ("due date") are the order's wording, not a filter.
    const naming = named
      ? spoken.filter((t) => identifierWords(named.o.value).some((w) => w === t.norm || sameRoot(t.lower, w)))
      : [];
    // Several fit, and the tool lists in the order asked: the one its description names ("newest
    // reported first": `REPORTED_AT`), passed as said; none named, the tool's own order stands.
    const asDeclared = declared?.field === want.field && declared.dir === want.dir;
    const orderWords = asDeclared ? declaredOrderWords(cap.description) : [];
    const declaredFit =
      asDeclared && fits.length > 1
        ? fits.filter(({ o }) =>
            identifierWords(o.value).some(
              // "check-in" names `checkin_date`.
              (w) => w.length >= 3 && orderWords.some((d) => stem(d.replace(/-/g, "")) === stem(w)),
            ),
          )
        : [];
    // "the second-oldest open ticket" beside `sort_by`: updated_at | created_at: a record's age is
    // counted from when it was made — the order of its making, never of its last edit, when no
    // field is named.
    // So is a field named by the records' own word (`loaned-on` of loans, `OrderDate` of orders).
    const ownStems = new Set(identifierWords(cap.entity).map((w) => stem(singular(w))));
    const made =
      want.field === "date" && fits.length > 1
        ? fits.filter(({ o }) => {
            const words = identifierWords(o.value);
            return eventKind(words) === "began" || words.some((w) => ownStems.has(stem(w)));
          })
        : [];
    // "Isla Quinn's most recent loan" of a tool listing "newest first" beside `-due-date` and
    // `-loaned-on`: newest is the latest made — that order, sent as the tool takes it, is the
    // declared one said outright (a chain's later call or another page keeps it).
    const chosen =
      named ??
      (declaredFit.length === 1
        ? declaredFit[0]
        : fits.length > 1 && asDeclared
          ? made.length === 1 && orderWords.length === 0
            ? made[0]
            : undefined
          : made.length === 1
            ? made[0]
            : fits[0]);
    const p = chosen?.x;
    const option = chosen?.o;
    const dirParam = option?.direction ? params.find((x) => x.name === option.direction?.name) : undefined;
    const verb = sortParticiple(pq);
    if (p && option && (!option.direction || (dirParam && free(dirParam)))) {
      put(p, option.value, pq.sort);
      if (dirParam && option.direction) put(dirParam, option.direction.value);
      if (verb && want.field === "date") used.push(verb);
      used.push(...naming);
    }
    // "the 20 most recent shipments" from a tool that lists newest first: its first 20 are those.
    // So does a tool whose name says the order ("Lumen Drift's top tracks" of `getArtistTopTracks`,
    // "what did I play most recently" of `getRecentlyPlayed`): every word of the order the question
    // writes, beside the records' own, is a word of the tool's name.
    else if (
      (declared?.field === want.field && declared.dir === want.dir) ||
      orderNamedByTool(pq, cap, scope)
    ) {
      used.push(pq.sort);
      if (verb && want.field === "date") used.push(verb);
    }
    // A list whose records have the one field the order is by: the host loads the whole collection
    // and orders it (presentation), so the tool must not be asked for only N rows.
    else {
      dropLimit();
      // "the second oldest OPS issue": a place past the first in an order the tool cannot apply —
      // a list the host orders itself answers no place; it is asked, never listed as if it did.
      const placed = placeBefore(pq, pq.sort.start);
      if (want.field !== "other" && hostOrders(cap, want.field) && !placed) used.push(pq.sort);
      // "the last 5 orders" from a tool that cannot sort: its first 5 are not the last 5; "our biggest
      // invoices" from one that cannot sort by amount would present any order as the biggest first.
      // "the latest claim", "the second most recent work order": one record asked by its place in
      // the order — any record of an unordered list presented first would read as that one.
      else if (
        (pq.limit && typeof pq.limit.value === "number") ||
        want.field !== "date" ||
        placed ||
        oneRecordAsked(pq, cap.entity, pq.sort.end)
      )
        unexpressed.push(pq.raw.slice(placed?.start ?? pq.sort.start, pq.sort.end));
    }
  }
  // "my open issues", "merge requests assigned to me": the records of the person asking. A declared
  // value that means the caller (`assigned_to_me`, `@me`) takes it; the tools cannot otherwise tell
  // who is asking, so the constraint is asked about — never dropped into everyone's records.
  // "open bugs in acme/web" where the search text shows `is:open label:bug repo:acme/web`: the words
  // that are values it shows (or a path where it shows one) are read as its terms first.
  const writtenAll =
    syntax && free(syntax.p)
      ? writeTerms(syntax.syntax, {
          tokens: pq.tokens,
          paths: pq.paths,
          taken: (t) => insideAny(t, [...used, ...readValueSpans(pq)]),
          wording: isWordingIn(pq.tokens),
          made: madeVerb,
          records: (t) => scope.entityWords.has(t.norm) || scope.entityWords.has(singular(t.lower)),
        })
      : [];
  // "open acme/web issues not labelled bug": a term denied is the opposite filter — never written
  // as if it were said. What the search text would need to leave it out is asked about.
  const written0 = writtenAll.filter((t) => {
    const negation = negatedBefore(t, pq.tokens);
    if (!negation) return true;
    unexpressed.push(pq.raw.slice(negation.start, t.end));
    used.push({ start: negation.start, end: t.end });
    return false;
  });
  // "which agent has the most open tickets?", "which member has the most open defects?": beside
  // other records named (by their noun, or a plural a term reads), a person's noun says whose
  // records, or how they are grouped — no filter of those records. Its word stays unread.
  const wordsOf = (t: Span) => pq.tokens.filter((x) => insideAny(x, [t]));
  const ofPerson = (t: Span) => wordsOf(t).some((x) => isPersonWord(x.norm));
  const otherRecords =
    pq.tokens.some((t) => scope.entityWords.has(t.norm) && !isPersonWord(t.norm)) ||
    written0.some((t) => !ofPerson(t) && wordsOf(t).some((x) => isPlural(x.lower)));
  // "what's assigned to me?", "my tickets" where the language shows `assignee = currentUser()`:
  // the person asking, written with the function the examples show for them.
  const asker = syntax && free(syntax.p) && pq.ids.length === 0 ? callerTerm(syntax.syntax) : undefined;
  const askerSpan = asker ? firstPersonOwner(pq, scope.entityWords) : undefined;
  // "assigned to me" names the field (`assignee`); "my tickets" names none; "issues I reported"
  // names another role — never written as the shown one.
  const askerVerbs = askerSpan
    ? pq.tokens.filter((t) => insideAny(t, [askerSpan]) && !ASKER_WORDING.test(t.lower))
    : [];
  const askerWritten =
    asker !== undefined &&
    askerSpan !== undefined &&
    !insideAny(askerSpan, used) &&
    askerVerbs.every((t) => sameRoot(t.lower, asker.key));
  if (askerWritten) compared.push({ ...asker, ...askerSpan, inferred: true });
  const terms = [...(otherRecords ? written0.filter((t) => !ofPerson(t)) : written0), ...compared].sort(
    (a, b) => a.start - b.start,
  );
  // A term that only names the records (`type:ticket` of "tickets") filters nothing by itself.
  const filtering = terms.filter(
    (t) => !pq.tokens.every((x) => !insideAny(x, [t]) || scope.entityWords.has(x.norm)),
  );
  // Each word of a term is read (a state word inside one, "opened" of "mlopez opened", is its wording).
  if (filtering.length > 0) used.push(...terms, ...pq.tokens.filter((t) => insideAny(t, terms)));
  const mine = pq.ids.length === 0 && !askerWritten ? firstPersonOwner(pq, scope.entityWords) : undefined;
  if (mine) {
    const said = new Set(pq.tokens.map((t) => stem(t.lower)));
    const viewer = params.flatMap((p) =>
      !free(p)
        ? []
        : p.enumValues
          ? p.enumValues.filter(callerValue).map((value) => ({ p, value }))
          : p.caller
            ? [{ p, value: p.caller }]
            : [],
    );
    const asked = viewer.filter((v) =>
      identifierWords(v.value).some((w) => !CALLER_WORDS.has(w) && said.has(stem(w))),
    );
    const pick = viewer.length === 1 ? viewer[0] : asked.length === 1 ? asked[0] : undefined;
    if (pick) put(pick.p, pick.value, mine);
    // "my calendar", "what do I have today": the asker's main record of the kind a required reference
    // takes, as its description offers it ("Use 'primary' for the main calendar") — sent below. Only
    // having says that: "meetings I declined", "events I organized" name a role no value says.
    // "transactions on my savings account", "my card payments": the words after "my" name which of the
    // asker's records, or other records — only "my <the tool's own records>" is read as all of them.
    else if (
      !(
        MINE_ONLY.test(pq.raw.slice(mine.start, mine.end)) &&
        params.some((p) => free(p) && p.required && p.main !== undefined)
      ) &&
      !ownedByCaller(
        cap,
        params,
        scope.vocab,
        ownRecordsAfter(pq, mine, cap, scope) ? scope.callerOwned : undefined,
      ) &&
      !soleHolderHas(cap, params, scope.vocab, pq.raw.slice(mine.start, mine.end))
    )
      unexpressed.push(pq.raw.slice(mine.start, mine.end));
    used.push(mine);
  }
  // The spans declared values were bound from, with their parameters (see `headOfValue`).
  const valueSpans: { span: Span; p: ParamInfo }[] = [];
  for (const p of params) {
    if (!free(p) || !p.enumValues) continue;
    const m = enumChoice(p, pq);
    // "all of Amara's subscriptions, whatever their state": the choice of every state, when there is
    // one — a list left to its default may leave some states out ("not canceled" by default).
    const everything = p.enumValues.find((v) => EVERYTHING_VALUES.has(v.toLowerCase()));
    const every =
      !m && everything && isStatusParam(p)
        ? everyStateSaid(pq.tokens, new Set(["status", "state", ...identifierWords(p.name)]))
        : undefined;
    if (every && everything && !insideAny(every, used)) {
      put(p, everything, every);
      continue;
    }
    if (!m) continue;
    // "tickets with the word 'done' in the title": a value the records say is text to search.
    if (saidAsText(m.span, pq.tokens)) continue;
    if (m.included) {
      // "including the canceled ones" where no value is every state: what else is let in is unsaid.
      const from = Math.min(m.included.start, m.span.start);
      unexpressed.push(pq.raw.slice(from, Math.max(m.included.end, m.span.end)));
      used.push({ start: from, end: Math.max(m.included.end, m.span.end) });
      continue;
    }
    // "transactions on the Euro Travel account": a value inside a name written before another
    // entity's noun is a word of that record's name, not the records' own value (`Category: Travel`).
    const otherName = namedRecordAround(m.span, pq.tokens, own, scope.entityWords);
    if (otherName && !p.words.includes(otherName.noun) && p.entity !== otherName.noun) {
      unexpressed.push(pq.raw.slice(otherName.span.start, otherName.span.end));
      used.push(otherName.span, m.span);
      continue;
    }
    const negation = negatedBefore(m.span, pq.tokens);
    if (negation) {
      // "invoices that aren't paid": the value denied is no filter a choice of one value expresses.
      unexpressed.push(pq.raw.slice(negation.start, m.span.end));
      used.push({ start: negation.start, end: m.span.end });
      continue;
    }
    if (ownVerbOfSubject(m.span, pq, own, scope.entityWords)) {
      used.push(m.span);
      continue;
    }
    // "are all of Sam's tickets done?": the value asked of every record is read in the list, not
    // filtered on (filtered, only the done ones are listed and the answer is always "yes").
    if (askedOfEvery(m.span, pq.tokens)) {
      used.push(m.span, ...m.also);
      continue;
    }
    // "samples received by AN-204" where `received_by` is a parameter: a value that opens another
    // parameter's name, written as that name, says that parameter — not the records' state.
    if (opensParamName(m.span, pq.tokens, params, p)) {
      used.push(m.span);
      continue;
    }
    put(p, m.value, m.span);
    used.push(...m.also);
    valueSpans.push({ span: m.span, p });
  }
  // "urgent issues" where `priority` is "1 = Urgent, 2 = High…": the label as written (no
  // inflection: "higher" is no `High`) binds its number; a label compared ("above medium") or two
  // labels of one parameter leave the constraint unexpressed — the turn asks.
  for (const p of params) {
    const coded: { value: number | string; label: string }[] | undefined = p.codes ?? p.labelled;
    if (!free(p) || !coded) continue;
    const tokens = compoundTokens(pq.tokens, p.words);
    const hits = coded
      .flatMap((c) => {
        const width = c.label.split(/\s+/).length;
        const target = squash(c.label);
        return tokens.flatMap((t, i) => {
          const run = tokens.slice(i, i + width);
          if (run.length < width || squash(run.map((r) => r.text).join(" ")) !== target) return [];
          const last = pq.tokens[i + width - 1] ?? t;
          return [{ code: c, span: { start: t.start, end: last.end }, before: tokens[i - 1]?.lower }];
        });
      })
      .filter((h) => !saidAsText(h.span, pq.tokens));
    // "priority 1 issues", "P1s in OPS": the parameter's name (or its initial, joined to the number)
    // right before one of its numbers says that number as plainly as its label does.
    if (hits.length === 0) {
      // "DES issues without a priority" where a label is "No priority": that label's code.
      const lacking = lackingLabel(coded, pq.tokens);
      if (lacking && !insideAny(lacking.span, used)) {
        put(p, lacking.value, lacking.span);
        continue;
      }
      const numbered = codeByNumber(p, pq.tokens);
      if (numbered && !insideAny(numbered, used)) put(p, numbered.value, numbered);
      continue;
    }
    const first = hits[0];
    if (!first) continue;
    const compared = hits.some((h) => h.before !== undefined && COMPARED.has(h.before));
    const negation = negatedBefore(first.span, pq.tokens);
    if (negation) {
      unexpressed.push(pq.raw.slice(negation.start, first.span.end));
      used.push({ start: negation.start, end: first.span.end });
    } else if (compared || new Set(hits.map((h) => h.code.value)).size > 1)
      unexpressed.push(pq.raw.slice(first.span.start, hits[hits.length - 1]?.span.end ?? first.span.end));
    else if (askedOfEvery(first.span, pq.tokens)) used.push(first.span);
    else put(p, first.code.value, first.span);
  }
  for (const p of params) {
    if (!free(p) || !p.exampleValues) continue;
    const m =
      enumMatches({ ...p, enumValues: p.exampleValues }, pq) ??
      codeNamedBy(p.exampleValues, pq, used, scope.entityWords);
    if (!m || used.some((u) => u.start === m.span.start)) continue;
    // "the DATA Scrum board": a shown value written in capitals beside another capitalized word is
    // a word of a name (the board's), not the value.
    if (besideName(m.span, pq)) continue;
    // "the Network group", "Software group incidents": a shown value right before the noun of
    // another kind of the candidates' records names one of those, not this value.
    const next = pq.tokens.find((t) => t.start >= m.span.end);
    if (
      next &&
      !isPlural(next.lower) &&
      next.norm !== singular(cap.entity) &&
      scope.entityWords.has(next.norm)
    )
      continue;
    const negation = negatedBefore(m.span, pq.tokens);
    if (negation) {
      unexpressed.push(pq.raw.slice(negation.start, m.span.end));
      used.push({ start: negation.start, end: m.span.end });
    } else put(p, m.value, m.span);
  }
  // "customers whose city is Berlin", "books with author Orwell", "products where category is
  // outdoor": a plain parameter named in the question, then its value, takes the value as written.
  for (const p of params) {
    if (!free(p) || !(plainString(p) || p.freeText === "secondary")) continue;
    const named = namedFieldValue(pq, p.words, used, scope.entityWords);
    // "loans not for member 42": the value denied is no filter equal to it.
    const denied = named ? deniedPastPreposition(named, pq.tokens) : undefined;
    if (named && denied) {
      unexpressed.push(pq.raw.slice(denied.start, named.end));
      used.push({ start: denied.start, end: named.end });
    } else if (named) put(p, named.value, named);
  }
  // "matchday 3", "round 12": a plain whole-number parameter's name said right before a whole number
  // is that number (a count comes before the records' noun: "3 rounds").
  for (const p of params) {
    if (!free(p) || !plainWholeNumber(p)) continue;
    const said = numberAfterName(pq.tokens, p.words, used);
    if (!said) continue;
    // "on matchday 3"; "after matchday 3" only where the parameter says so ("Table after this matchday").
    const at = pq.tokens.findIndex((t) => t.start === said.start);
    const before = pq.tokens[at - 1];
    const described = typeof p.schema.description === "string" ? p.schema.description.toLowerCase() : "";
    const tied =
      before !== undefined &&
      (/^(?:on|in|of|for)$/.test(before.lower) ||
        (/^\p{L}+$/u.test(before.lower) && new RegExp(`\\b${before.lower}\\b`).test(described)));
    put(p, said.value, tied ? { ...said, start: before.start } : said);
  }
  // "Serie A table 2023/24": a span of two running years is the one that starts it, for the one
  // whole-number parameter described as taking a start year ("Season start year, e.g. 2024 for 2024/25").
  const startYears = params.filter((p) => free(p) && plainWholeNumber(p) && startYearOf(p));
  const span = startYears.length === 1 ? yearSpan(pq.raw, used) : undefined;
  if (span && startYears[0]) {
    put(startYears[0], span.value, span);
    // Its years are no identifiers left over.
    used.push(...pq.ids.filter((t) => t.start >= span.start && t.end <= span.end));
  }
  // "suppliers in Japan", "customers from New Zealand": capitalized words after a place preposition
  // go to the one plain parameter whose name is a place attribute (`country`, `shipCity`).
  const places = params.filter(
    (p) => free(p) && plainString(p) && p.words.some((w) => PLACE_FIELD_WORDS.has(w)),
  );
  const place = places.length === 1 ? placePhrase(pq) : undefined;
  if (place && places[0] && !used.some((u) => u.start <= place.start && place.end <= u.end)) {
    // "customers outside Japan": a place left out is no filter equal to it.
    const negation = negatedBefore(place, pq.tokens);
    if (negation) {
      unexpressed.push(pq.raw.slice(negation.start, place.end));
      used.push({ start: negation.start, end: place.end });
    } else {
      // "painters from Ireland" where `country` asks for an ISO 3166 code: the country's code.
      const code = asksCountryCode(places[0]) ? countryOfName(place.value)?.code : undefined;
      put(places[0], code ?? place.value, place);
      // "keepers who live in Millbrook": the verb of residence before the place is its wording.
      const before = pq.tokens.filter((t) => t.end <= place.start && t.lower !== "the");
      const verb = before.at(-2);
      if (verb && PLACE_PREPOSITIONS.has(before.at(-1)?.lower ?? "") && RESIDENCE_VERBS.has(verb.lower))
        used.push(verb);
    }
  }
  // "American writers", "Irish authors": a demonym goes to the one parameter of the records'
  // nationality or country whose description asks for an ISO 3166 code — never searched as a name.
  // (A country's name is written several ways, "USA", "United States": not guessed.)
  // "Dutch painters" where `nationality` takes words ("Nationality, e.g. Dutch"): the demonym itself.
  const nations = params.filter(
    (p) => free(p) && plainString(p) && (asksCountryCode(p) || p.words.includes("nationality")),
  );
  const byCode = nations[0] !== undefined && asksCountryCode(nations[0]);
  // "authors from Ireland", "members in the UK": a country's one-word name after "from" or "in".
  const countryNamed = (t: Token, i: number) =>
    countryOfName(t.lower) !== undefined &&
    (/^(?:from|in)$/.test(pq.tokens[i - 1]?.lower ?? "") ||
      (pq.tokens[i - 1]?.lower === "the" && /^(?:from|in)$/.test(pq.tokens[i - 2]?.lower ?? "")));
  // "anything by Tove Jansson in Swedish": a language's name after "in" says what the records are
  // written in — no nationality of anyone.
  const inLanguage = (t: Token, i: number) => isLanguageName(t.lower) && pq.tokens[i - 1]?.lower === "in";
  const demonym =
    nations.length === 1
      ? pq.tokens.find(
          (t, i) =>
            ((countryOfDemonym(t.lower) && !inLanguage(t, i)) || countryNamed(t, i)) && !insideAny(t, used),
        )
      : undefined;
  const nation = nations[0];
  const country = demonym && (countryOfDemonym(demonym.lower) ?? countryOfName(demonym.lower));
  if (demonym && nation && country) {
    const negation = negatedBefore(demonym, pq.tokens);
    // A word-valued nationality takes the demonym ("from Norway" → Norwegian), as people capitalize it.
    const word = countryOfDemonym(demonym.lower) ? demonym.lower : countryOfName(demonym.lower)?.demonyms[0];
    if (!negation)
      put(nation, byCode || !word ? country.code : word.replace(/^\p{L}/u, (c) => c.toUpperCase()), demonym);
    else {
      unexpressed.push(pq.raw.slice(negation.start, demonym.end));
      used.push(demonym);
    }
  }
  // "Korean movies", "films in French" where the one language parameter asks for an ISO 639 code
  // (a free string, no declared values): the language's code — never text to search for.
  const languages = params.filter((p) => free(p) && plainString(p) && asksLanguageCode(p));
  const spokenLanguage =
    languages.length === 1
      ? pq.tokens.find((t) => languageCodeOf(t.lower) !== undefined && !insideAny(t, used))
      : undefined;
  if (spokenLanguage && languages[0] && !negatedBefore(spokenLanguage, pq.tokens))
    put(languages[0], languageCodeOf(spokenLanguage.lower) as string, spokenLanguage);
  // A yes/no filter named by what the person says ("discontinued beverages" → discontinued: true,
  // "not discontinued" → false): every word of its name is written, in any inflection.
  for (const p of params) {
    if (!free(p) || p.schema.type !== "boolean" || p.paging || p.limit) continue;
    // `has_garden`, `with_parking`, `is_featured`: the verb that opens a flag's name is how the name
    // says it, not a word the person must write — "houses with a garden" names `has_garden`.
    const { words, named } = flagWords(p);
    if (words.length === 0) continue;
    const hits = words.map((w) => pq.tokens.find((t) => saysFlagWord(t, w)));
    // "inactive patients", "non-billable hours": the one word of the flag's name, denied by its prefix.
    const denied =
      words.length === 1 && hits[0] === undefined
        ? pq.tokens.find((t) => deniedWord(t.lower, (base) => stem(base) === stem(words[0] ?? "")))
        : undefined;
    if (denied) {
      put(p, false, denied);
      continue;
    }
    if (hits.some((t) => t === undefined)) continue;
    const first = hits.reduce((a, t) => (t && a && t.start < a.start ? t : a));
    const last = hits.reduce((a, t) => (t && a && t.end > a.end ? t : a));
    if (!first || !last) continue;
    // "not on view", "not in stock": the name's short words written before its first long one
    // belong to the phrase a negation denies.
    // "with a garden", "without a garden", "has no garden": the article and the name's own verb
    // before it belong to the phrase too.
    let at = pq.tokens.indexOf(first);
    const framing = (w: string) =>
      p.words.includes(w) || (words !== named && (FLAG_LEADS.has(w) || /^(?:a|an|any)$/.test(w)));
    while (at > 0 && framing(pq.tokens[at - 1]?.lower ?? "")) at--;
    const prev = pq.tokens[at - 1]?.lower;
    const start = pq.tokens[at]?.start ?? first.start;
    const denies =
      prev === "not" || prev === "non" || prev === "no" || (words !== named && prev === "without");
    put(p, !denies, {
      start: denies ? (pq.tokens[at - 1]?.start ?? start) : start,
      end: last.end,
    });
  }
  // "deactivated users" of `is_active` described "`true` for active users, `false` for deactivated
  // ones": the word its description gives a value for, said of the records, takes that value.
  for (const p of params) {
    if (!free(p) || p.schema.type !== "boolean" || p.paging || p.limit) continue;
    const doc = typeof p.schema.description === "string" ? p.schema.description : "";
    for (const m of doc.matchAll(
      /`?\b(true|false)\b`?\s+(?:for|means|if)\s+(?:the\s+)?(\p{L}[\p{L}-]{3,})/giu,
    )) {
      const word = (m[2] ?? "").toLowerCase();
      if (GENERIC.has(word) || scope.entityWords.has(singular(word))) continue;
      const t = pq.tokens.find(
        (x) =>
          (x.lower === word || stem(x.lower) === stem(word)) &&
          !insideAny(x, used) &&
          !negatedBefore(x, pq.tokens),
      );
      if (!t) continue;
      put(p, (m[1] ?? "").toLowerCase() === "true", t);
      break;
    }
  }
  // "open tasks" → completed: false, "finished tasks" → completed: true: a yes/no flag whose one word
  // is an end state ("completed", "closed", "done") takes what a state word said of the records says.
  // "unresolved faults" → openOnly: true: a flag whose one word is a state not yet ended ("open",
  // "unresolved") is set by any word of those rows said of the records — never by an end state,
  // as its false only drops the restriction.
  const notEnded = (row: ReadonlySet<string> | undefined) => row?.has("open") || row?.has("unresolved");
  for (const p of params) {
    if (!free(p) || p.schema.type !== "boolean" || p.paging || p.limit) continue;
    const [word, ...more] = flagWords(p).named;
    const row = word && more.length === 0 ? stateRow(word) : undefined;
    const ended = row?.has("closed") ?? false;
    if (!ended && !notEnded(row)) continue;
    const at = pq.tokens.findIndex((t, k) => {
      const said = stateRow(t.lower);
      return (
        (notEnded(said) || (ended && said === row)) &&
        (saidOfRecords(pq, k) || /^(?:are|is|still)$/.test(pq.tokens[k - 1]?.lower ?? "")) &&
        !insideAny(t, used) &&
        !negatedBefore(t, pq.tokens)
      );
    });
    const t = pq.tokens[at];
    if (t) put(p, ended ? stateRow(t.lower) === row : true, t);
  }
  // "condiments we still sell" → discontinued: false, "beverages we no longer sell" → true: a yes/no
  // flag whose name says the records' run ended (or goes on) takes what the question says of the run.
  const runFlag = (goesOn: boolean, span: Span) => {
    const flags = params.flatMap((p) => {
      if (!free(p) || p.schema.type !== "boolean" || p.paging || p.limit) return [];
      const ended = p.words.some((w) => ENDED_FLAGS.has(stem(w)));
      const ongoing = p.words.some((w) => ONGOING_FLAGS.has(stem(w)));
      return ended !== ongoing ? [{ p, value: ongoing ? goesOn : !goesOn }] : [];
    });
    const [flag] = flags;
    if (flags.length === 1 && flag) put(flag.p, flag.value, span);
  };
  const run = runStated(pq.tokens, scope.entityWords);
  if (run && !used.some((u) => overlaps(u, run.span))) runFlag(run.goesOn, run.span);
  // "retired products", "active seafood products": a word of a run ended (or going on) right before
  // the records' noun, or one lower-case word of a kind before it, says the same of the records.
  if (!run)
    for (const [i, t] of pq.tokens.entries()) {
      const ended = ENDED_FLAGS.has(stem(t.lower));
      if ((!ended && !ONGOING_FLAGS.has(stem(t.lower))) || used.some((u) => overlaps(u, t))) continue;
      const next = pq.tokens[i + 1];
      const after = pq.tokens[i + 2];
      const records = (x: Token | undefined) => x !== undefined && (pq.records?.has(x.norm) ?? false);
      if (records(next) || (next && /^\p{Ll}/u.test(next.text) && records(after))) runFlag(!ended, t);
      break;
    }
  // "labelled bug", "tagged urgent": right after its entity's word, a parameter's one-word name
  // written as a participle takes the value that follows (`labels: ["bug"]`, a list as its one item).
  // A participle no parameter of this tool takes is a filter it lacks — asked about, never searched.
  const participles = participleValues(pq, scope.entityWords, used);
  for (const at of participles) {
    const p = params.find(
      (x) =>
        free(x) && inflectable(x) && x.words[0] !== at.word.lower && stem(x.words[0]) === stem(at.word.lower),
    );
    const span = { start: at.word.start, end: at.value.end };
    if (p) put(p, p.schema.type === "array" ? [at.value.value] : at.value.value, span);
    else {
      unexpressed.push(pq.raw.slice(span.start, span.end));
      used.push(span);
    }
  }
  // "finished tickets" where no declared state is of that row, or several are: a state this tool's
  // states do not name — asked about, never searched as words of a title ("a complete list" is no
  // state of the records).
  // So is one a sibling tool of the same records could take, when this tool would search it as text.
  // "is policy POL-2023-00417 still active?": of the one record its own identifier names, a value of
  // its fields is what is asked about (yes or no), not a filter of other records.
  // Records of another entity named ("units in PR-103 that aren't occupied") are asked for instead.
  const oneIdentified =
    (cap.operation === "get" || cap.operation === "detail") &&
    params.some((p) => identified.includes(p.name) && p.entity === own) &&
    !pq.tokens.some((t) => t.norm !== own && scope.entityWords.has(t.norm));
  // "what incidents are open right now?" where `statuses` takes several of triggered, acknowledged,
  // resolved: "open" (or "unresolved") of the records is every declared state that is no end state,
  // sent as that list — only where the parameter takes a list and declares an end state to leave out.
  for (const p of params) {
    if (!free(p) || p.schema.type !== "array" || !p.enumValues || !isStatusParam(p)) continue;
    const at = pq.tokens.findIndex(
      (t, k) =>
        (stateRow(t.lower)?.has("open") || stateRow(t.lower)?.has("unresolved")) &&
        (saidOfRecords(pq, k) || /^(?:are|is|still)$/.test(pq.tokens[k - 1]?.lower ?? "")) &&
        !insideAny(t, used) &&
        !negatedBefore(t, pq.tokens),
    );
    const t = pq.tokens[at];
    if (!t) continue;
    const ends = p.enumValues.filter((v) => {
      const row = stateRow(v);
      return row !== undefined && [...END_STATES].some((w) => row.has(w));
    });
    const rest = p.enumValues.filter(
      (v) =>
        !ends.includes(v) &&
        !EVERYTHING_VALUES.has(v.toLowerCase()) &&
        !CATCH_ALL_VALUES.has(v.toLowerCase()),
    );
    if (ends.length > 0 && rest.length > 0) put(p, rest, t);
  }
  const states = params.filter(isStatusParam);
  const participle = dateParticiple(pq);
  // So is one of a tool that takes its records' state as a reference (`stateId`): the name is no id.
  const stateRef = params.some((p) => p.entity === "state" || p.entity === "status");
  if (
    !oneIdentified &&
    (states.length > 0 || stateRef || (scope.stateEntities?.has(own) && params.some((p) => p.freeText)))
  )
    for (const [i, t] of pq.tokens.entries()) {
      // A state said in several words ("currently working") is asked about as its one word is.
      const phrase = statePhrase(pq, i);
      if (t === participle || !(phrase || (stateRow(t.lower) && saidOfRecords(pq, i)))) continue;
      if (insideAny(t, [...used, ...(pq.sort ? [pq.sort] : []), ...(pq.dates ? [pq.dates] : [])])) continue;
      // "tickets Tobias opened" of `status: open | pending | closed`: how the person made them, no state.
      const first = (q: ParamInfo) => q.enumValues?.[0]?.toLowerCase() ?? "";
      if (!phrase && madeByPerson(pq, i) && states.some((q) => stateRow(t.lower)?.has(first(q)))) continue;
      const span = { start: t.start, end: phrase?.end ?? t.end };
      unexpressed.push(pq.raw.slice(span.start, span.end));
      used.push(span);
    }
  // "unpaid invoices for Acme" where nothing takes a state: a negated participle states a condition
  // of the records — asked about, never part of a name to look up or of search text.
  // "unassigned eng tickets": a word that qualifies the records' noun may stand between them.
  const beforeRecords = (i: number) =>
    [1, 2].some((k) => pq.records?.has(pq.tokens[i + k]?.norm ?? "") === true) &&
    /^\p{Ll}/u.test(pq.tokens[i + 1]?.text ?? "");
  for (const [i, t] of pq.tokens.entries()) {
    if (!negatedParticiple(t.lower) || !(saidOfRecords(pq, i) || beforeRecords(i)) || insideAny(t, used))
      continue;
    unexpressed.push(t.text);
    used.push(t);
  }
  // "Priya's late submissions" where submissions declare `late: boolean` and no parameter takes it:
  // the records' yes/no field said of them is a filter this tool lacks — asked about, never dropped.
  const yesNo = oneIdentified ? new Set<string>() : yesNoFieldWords(cap);
  // "charges not refunded": denied, it is a filter the tool lacks all the same — the denial with it.
  for (const [i, t] of pq.tokens.entries()) {
    if (!yesNo.has(t.lower)) continue;
    const denied = negatedBefore(t, pq.tokens);
    if (!saidOfRecords(pq, i)) continue;
    if (insideAny(t, [...used, ...(pq.dates ? [pq.dates] : []), ...(pq.sort ? [pq.sort] : [])])) continue;
    const span = denied ? { start: denied.start, end: t.end } : t;
    unexpressed.push(pq.raw.slice(span.start, span.end));
    used.push(span);
  }
  for (const start of scope.enumTokens) {
    const t = pq.tokens.find((x) => x.start === start);
    // "stations with ebikes" of `hasEbikes` beside trips' `bikeType: ebike`: a value another tool
    // declares, already said by this tool's flag (its span starts at "with"), is taken.
    if (used.some((s) => s.start === start) || (t && insideAny(t, used))) continue;
    if (oneIdentified && !foreignValue(cap, own, params, pq, start, scope)) continue;
    // "who's the captain on TW137?": the field asked of the one record, though another tool's value.
    if (oneIdentified && fieldAskedFirst(pq, cap)?.start === start) continue;
    // "offers made for job 12" of a list of offers, beside applications' stage `offer`; "list
    // pagerduty users" beside a sort `user`: the plural naming this tool's own records is their
    // name, not another tool's value — unless a choice of record kinds declares it (an
    // association's `toObjectType: deals` may be what the word asks for) and this tool took a state,
    // another declared value of its own or an amount the question states ("won deals last quarter",
    // "deals where the contract has been sent" of a `dealstage`, "deals over 50k": these records).
    // Not a date range alone ("deals closing this month": measured, a CRM holdout wrong).
    // So does a reference to another record it took from the question ("projects for client
    // 5730002" beside a report's `group_by: projects`): that one's records are these records.
    const stated =
      params.some((p) => p.enumValues && (isStatusParam(p) || fromQuestion.includes(p.name)) && !free(p)) ||
      (pq.amounts.length > 0 && fromQuestion.length > 0) ||
      // "archived clients" of `is_active: false` beside a report's `group_by: clients`: a yes/no
      // state of these records the question said.
      params.some((p) => p.schema.type === "boolean" && fromQuestion.includes(p.name) && !free(p)) ||
      params.some(
        (p) => p.entity !== undefined && singular(p.entity) !== own && fromQuestion.includes(p.name),
      );
    if (t && t.norm === own && isPlural(t.lower) && (!scope.kindTokens?.has(start) || stated)) continue;
    // "time entries on project 2410013" beside a report's `group_by: projects`: the word naming a
    // record kind labels the reference this tool took from the question (`project_id`), not a value.
    if (
      t &&
      scope.kindTokens?.has(start) &&
      params.some(
        (p) => p.entity !== undefined && fromQuestion.includes(p.name) && singular(p.entity) === t.norm,
      )
    )
      continue;
    unexpressed.push(t?.text ?? "value");
  }

  if (scope.selection && scope.refersToSelection) {
    const selectedKind = singular(scope.selection.entity);
    for (const [name, ref] of bindSelection(
      params.filter(free),
      scope.selection,
      scope.vocab,
      // The selected record, the referenced record itself ("who drove this trip?" → the driver) or an
      // entity the question names; or only the records the selected rows reference.
      scope.selectionSelf
        ? (e) => e === selectedKind || e === own || scope.selectionSelf?.named.has(e) === true
        : scope.selectionReferenced === "person"
          ? (e) => e !== selectedKind && personLike(e)
          : scope.selectionReferenced
            ? (e) => e !== selectedKind
            : undefined,
      selectedFieldSpans(pq.tokens, scope.selection.rows, scope.entityWords).map((s) =>
        singular(pq.raw.slice(s.start, s.end).toLowerCase()),
      ),
      possessedWords(pq.tokens),
    )) {
      args[name] = ref;
      fromSelection.push(name);
      // "anything else assigned to him?": the participle of the person's role (`assigneeId`) says
      // which reference the pronoun goes through — no text of the records.
      if (scope.selectionReferenced === "person") {
        const role = params.find((p) => p.name === name)?.words.filter((w) => w.length >= 4) ?? [];
        used.push(
          ...pq.tokens.filter((t) => /^[a-z]{3,}ed$/.test(t.lower) && role.some((w) => sameRoot(t.lower, w))),
        );
      }
    }
    // The selected record's compound key spelled as a path ("acme/web" of its `full_name` or its web
    // address) for the required plain strings the path rule above fills from typed words — only where
    // the key is the selected record's own: this tool reads the selected records and the question asks
    // for their details ("more details on this one"), or its key parameters say they are of the selected kind ("Repository name" with a
    // repository selected: "its pull requests"). A selected issue's repository is not what a
    // question about the issue's author asks about.
    const selected = singular(scope.selection.entity);
    const keySlots = compoundKeySlots(cap, params, free);
    const ofSelected = (p: ParamInfo) =>
      identifierWords(typeof p.schema.description === "string" ? p.schema.description : "")
        .map(singular)
        .includes(selected);
    // The selected record read again answers only a question for its details or naming its kind.
    const readsSelected =
      own === selected && (pq.intent.op === "detail" || pq.tokens.some((t) => t.norm === own));
    const key =
      readsSelected || (keySlots.length > 0 && keySlots.every(ofSelected))
        ? selectedKeyPath(scope.selection, keySlots.length, scope.entityWords)
        : undefined;
    if (key)
      for (const [i, p] of keySlots.entries()) {
        args[p.name] = key[i];
        fromSelection.push(p.name);
      }
  }
  // "anything else from that vendor still pending?": a filter named by a pointing word is the
  // selected rows' value of it, never dropped.
  if (scope.selection)
    for (const [name, ref] of pointedFilters(params.filter(free), scope.selection, pq.tokens)) {
      args[name] = ref;
      fromSelection.push(name);
    }
  // "tell me more about this event", "open the event" with a registration selected, to a tool that
  // reads any collection by a choice the question made (`tableName: Events` beside `recordId`): the
  // record of that collection the selected rows link to is the one asked about ("the event": the
  // selected registration's — one record, said in the singular with the definite article).
  const kind = scope.selection ? chosenCollection(params, args, fromQuestion) : undefined;
  const ownIds = params.filter((p) => free(p) && p.entity === own && !p.pattern);
  if (
    scope.selection &&
    kind &&
    ownIds.length === 1 &&
    ownIds[0] &&
    (scope.refersToSelection ||
      pq.tokens.some((t, i) => t.lower === kind && /^(the|that)$/.test(pq.tokens[i - 1]?.lower ?? "")))
  ) {
    const ref = bindCollectionRecord(ownIds[0], scope.selection, kind, scope.vocab);
    if (ref) {
      args[ownIds[0].name] = ref;
      fromSelection.push(ownIds[0].name);
    }
  }

  // An identifier of a known format that no parameter took is not search text: it names another entity.
  // So is one written right after an entity's name ("purchase order 10702"): it names that record.
  const namedBy = (t: { start: number }) => {
    const before = pq.tokens.filter((x) => x.end <= t.start).at(-1)?.norm;
    return before !== undefined && scope.entityWords.has(before);
  };
  // "ISBN 9780003484366", "VIN WDB123…", "lot RAB93-2941": an identifier labelled by the acronym (or plain noun) of a key this tool
  // neither takes nor says it searches is that key's value — a filter the tool lacks, not search text.
  const saidWords = new Set(
    params.flatMap((p) => [
      ...p.words,
      ...identifierWords(typeof p.schema.description === "string" ? p.schema.description : ""),
    ]),
  );
  const labels = new Map<ParsedQuestion["tokens"][number], ParsedQuestion["tokens"][number]>();
  for (const t of pq.ids) {
    const before = pq.tokens.filter((x) => x.end <= t.start).at(-1);
    if (
      before &&
      !used.includes(t) &&
      // "vaccinations from lot RAB93-2941": a plain noun labels it as surely (not a participle:
      // "mentioning ENG-142" may be text to search).
      (/^\p{Lu}{2,5}$/u.test(before.text) ||
        (/^\p{Ll}{3,}$/u.test(before.text) &&
          !/(?:ing|ed)$/.test(before.text) &&
          !GENERIC.has(before.text) &&
          !DEICTIC.has(before.text))) &&
      !scope.entityWords.has(before.norm) &&
      !saidWords.has(singular(before.text))
    )
      labels.set(t, before);
  }
  // "look up account BW-100611" where the search text says it matches "account number": an
  // identifier of the tool's own records, named by their word or of their format, is that text's.
  const keyText = params.some((p) => free(p) && searchesKeysOf(p, own));
  const ownKey = (t: { text: string; start: number }) =>
    singular(pq.tokens.filter((x) => x.end <= t.start).at(-1)?.norm ?? "") === own ||
    // Of their declared format alone: an opaque token's shape or a weak one says no entity.
    scope.idFormats.some((f) => f.entity === own && !f.opaque && !f.weak && f.pattern.test(t.text));
  const strayIds = pq.ids.filter(
    (t) =>
      !used.includes(t) &&
      !(keyText && ownKey(t)) &&
      // A code inside a link a parameter took whole is that link's.
      !used.some(
        (u) => (pq.urls ?? []).includes(u as Valued<string>) && u.start <= t.start && t.end <= u.end,
      ) &&
      (scope.idFormats.some((f) => f.pattern.test(t.text)) ||
        entityOfIdentifier(t.text, scope.entityWords) !== undefined ||
        namedBy(t) ||
        labels.has(t)),
  );
  for (const t of strayIds) {
    const label = labels.get(t);
    unexpressed.push(label ? pq.raw.slice(label.start, t.end) : t.text);
    if (label) used.push(label);
  }

  // Free text: quoted text verbatim, else the words no structure and no vocabulary explains.
  const nameWords = new Set([...identifierWords(cap.localName), ...params.flatMap((p) => p.words)]);
  // "what's Hugo Schmidt's email", "where does Giulia Marino live": beside a full name, a word naming a
  // field of this tool's records asks to see it, and the verb after "does <name>" is the predicate.
  const properName = PROPER_NAME.test(pq.raw);
  const shape = declaredRecordShape(cap);
  const fieldWords = properName
    ? new Set([...shape.paths.keys()].flatMap((k) => identifierWords(k)))
    : new Set<string>();
  // "Sam Okoro's email address": what follows a name's possessive asks for something of theirs — a
  // field when no entity is named there. Where the tool declares its records, those fields decide.
  const declaresRecords = cap.outputSchema !== undefined && shape.paths.size > 0;
  const owned = new RegExp(`${PROPER_NAME.source}['’]s\\s+([a-z]+)(?:\\s+([a-z]+))?`, "u").exec(pq.raw);
  // A field another candidate declares is that candidate's: a tool whose records are unknown does
  // not take it for its own ("Hugo Schmidt's email" with customers declaring `email`).
  // "email address", "phone number": a declared field's word and the one after it name that field.
  const second = owned?.[2];
  if (
    declaresRecords &&
    owned?.[1] &&
    fieldWords.has(singular(owned[1])) &&
    second &&
    !scope.entityWords.has(singular(second))
  )
    fieldWords.add(singular(second));
  for (const w of declaresRecords ? [] : [owned?.[1], owned?.[2]])
    if (
      w &&
      !scope.entityWords.has(singular(w)) &&
      !GENERIC.has(w) &&
      !scope.declaredFields?.has(singular(w))
    )
      fieldWords.add(singular(w));
  // "Priya Raman's mobile number", "contact info for Rosa Martinez": beside a full name, the words
  // asking how to reach someone (`contactFieldWords`) ask to see that person's contact fields — of a
  // tool whose records are people or carry an email or phone — never a condition on which records.
  // A search text in a documented query language (`email:… phone:…`) is left to its own reading.
  const contactAsked = new Set<number>();
  if (
    properName &&
    !searchSyntax(params, cap.description) &&
    (personLike(own) ||
      [...shape.paths.keys()].some((k) => identifierWords(k).some((w) => CONTACT_WORDS.has(w))))
  )
    for (const i of contactFieldWords(
      pq.tokens.map((t) => t.lower),
      scope.entityWords,
    ))
      contactAsked.add(i);
  // "where does Giulia Marino live", "where is Priya Berg based": the word after the name is the predicate.
  const predicate = new RegExp(`\\b(?:do|does|did|is|was)\\s+${PROPER_NAME.source}\\s+([a-z]+)\\b`, "u").exec(
    pq.raw,
  )?.[1];
  const unboundEmails = pq.emails.filter((e) => !used.includes(e));
  const related = relationParam(params.filter(free), pq, own);
  // "how many tickets does she have?": the noun counted names the records asked for. Not a word of
  // this tool's entity, it may be any other records — a constraint no search text expresses.
  const counted = countedNoun(pq, used);
  // "how many points is ENG-142 estimated at?", "how many credits is course 12?": of the one record
  // its own id identifies, a noun counted that names one of its fields, or a quantity a field holds,
  // asks for that field's number — no other records are counted.
  const countedField =
    counted !== undefined &&
    oneIdentified &&
    (namesField(counted.lower, new Set([...shape.paths.keys()].flatMap((k) => identifierWords(k)))) ||
      fieldRole(singular(counted.lower)) === "count");
  if (counted && !scope.entityWords.has(counted.norm) && !countedField) unexpressed.push(counted.text);
  // "people whose manager is based in Toronto", "loans whose member is a student": what is said of
  // the record a reference points at (the manager, the member) constrains those records — no filter
  // of this tool says it. A name or an id there ("whose manager is Jane Doe", "… is U-204") is that record.
  const whose = /\bwhose\s+(\p{L}+)\s+(?:is|are|was|were)\b(.*)$/iu.exec(pq.raw);
  const whoseNoun = whose?.[1]?.toLowerCase();
  if (
    whose &&
    whoseNoun &&
    !PROPER_NAME.test(whose[2] ?? "") &&
    !/[\d@]/.test(whose[2] ?? "") &&
    params.some((p) => p.entity && p.words.some((w) => sameRoot(w, whoseNoun)))
  )
    unexpressed.push(whose[0]);
  // "any urgent ones on her plate?": a place of the selected person's ("on her plate", "in his
  // queue") is wording of the selection it points at, not text their records say.
  const placeOfSelected = scope.selection && scope.refersToSelection ? possessedPlace(pq) : undefined;
  const idle = idleAround(pq);
  // "zero units left", "0 units": a count of what a parameter or field is about is a quantity of it
  // — a constraint no search text expresses (only a bound, which took it already if there is one).
  for (const [i, t] of pq.tokens.entries()) {
    const before = pq.tokens[i - 1];
    const fieldWord =
      (nameWords.has(t.norm) || scope.declaredFields?.has(t.norm) === true) && !scope.entityWords.has(t.norm);
    const counted = [...used, ...pq.amounts, ...(pq.limit ? [pq.limit] : [])];
    if (!before || !fieldWord || !QUANTITY.test(before.lower) || insideAny(before, counted)) continue;
    const next = pq.tokens[i + 1];
    const end = next && /^(?:left|remaining|in)$/.test(next.lower) ? next.end : t.end;
    unexpressed.push(pq.raw.slice(before.start, end));
    used.push({ start: before.start, end });
  }
  // "orders by status" groups the rows by a field; "commits by tom fischer" names no field, parameter
  // or entity — the words say who made the records, a constraint, never a grouping to drop them into.
  // Only records someone makes (an author, an owner, an assignee among their fields or filters) are
  // "by" a person; "customers by shoe size" stays a grouping the host explains it cannot make.
  const madeBy = [
    ...params.flatMap((p) => p.words),
    ...[...declaredRecordShape(cap).paths.keys()].flatMap((k) => identifierWords(k)),
  ].some((w) => PERSON_ROLES.has(w));
  const grouping =
    pq.grouping &&
    (!madeBy ||
      pq.grouping.by.length === 0 ||
      pq.grouping.by.some(
        (w) => nameWords.has(w) || scope.declaredFields?.has(w) === true || scope.entityWords.has(w),
      ))
      ? pq.grouping
      : undefined;
  const entityNameWords = new Set([...scope.entityWords].flatMap((e) => identifierWords(e)));
  // "what's the budget on project 2410001?" of a tool that "retrieves one project with its client,
  // billing method, hourly rate and budget" and declares no record shape: of the one record its own id
  // identifies, a word its description names is a field asked for — no condition on other records.
  // The words of the tool's description, read only for a record its own id identifies.
  const describedWords =
    oneIdentified && !declaresRecords
      ? new Set(identifierWords(cap.description ?? "").map((w) => singular(w)))
      : undefined;
  // "who's the captain on TW137?" where flights are seen with a `captain`: of the one record its id
  // identifies, the field a question opens by asking for — one record is never filtered further.
  const askedNoun = oneIdentified ? fieldAskedFirst(pq, cap) : undefined;
  const unnamed = !pq.tokens.some((t) => scope.entityWords.has(t.norm));
  // "documentation issues", "design tickets": another kind's noun written right before this tool's
  // own records' noun says which of them. Where no parameter relates them to that kind it is a
  // condition still to express — never dropped as a word naming one of the question's kinds.
  const otherKindModifier = (t: Token) => {
    const next = pq.tokens[pq.tokens.indexOf(t) + 1];
    return (
      next?.norm === own &&
      t.norm !== own &&
      /^\p{Ll}+$/u.test(t.text) &&
      !isPlural(t.lower) &&
      !isPersonWord(t.norm) &&
      !params.some((p) => p.entity === t.norm || p.words.includes(t.norm))
    );
  };
  const taken = [
    ...used,
    ...strayIds,
    ...pq.emails,
    ...pq.quoted,
    ...(pq.dates ? [pq.dates] : []),
    ...(pq.limit ? [pq.limit] : []),
    ...(pq.sort ? [pq.sort] : []),
    ...pq.amounts,
    ...(pq.emailDomain ? [pq.emailDomain] : []),
    ...(grouping ? groupingSpans(grouping) : []),
    ...(pq.aside ? [pq.aside] : []),
    ...pq.links,
    ...(idle ? [idle] : []),
  ];
  const textWords = pq.tokens.filter(
    (t) =>
      !insideAny(t, taken) &&
      (!GENERIC.has(bare(t.lower)) ||
        statedParticle(pq.tokens, t) ||
        namesKindRecord(pq.tokens, t, scope.entityWords) ||
        insideName(pq.tokens, t) ||
        inTheShop(pq.tokens, t, pq.records) ||
        codeWord(t.text)) &&
      !DEICTIC.has(t.lower) &&
      !phraseWording(pq.tokens, t) &&
      t !== counted &&
      t !== placeOfSelected &&
      (!scope.entityWords.has(t.norm) || otherKindModifier(t)) &&
      ![...scope.entityWords].some((e) => verbOf(t.lower, e)) &&
      // "when was it priced?" of `PriceHistory_List`: with no records named, the tool's own verb is
      // what it answers, not text ("work orders being worked on" states something of the orders).
      !(unnamed && [...toolWords].some((w) => !entityNameWords.has(w) && verbOf(t.lower, w))) &&
      !recordsEvent(pq, pq.tokens.indexOf(t), [own]) &&
      // "when was WTG-012 last inspected?" of inspections: the act its records are is no text.
      !pastActOf(t.lower, own) &&
      !agentRelation(t, pq, params, args, own) &&
      !nameWords.has(t.norm) &&
      !namesBoundParam(t.lower, params, args) &&
      !describesBound(t.lower, params, args) &&
      !headOfValue(t, pq.raw, valueSpans) &&
      !continuesValue(t, pq.tokens, valueSpans) &&
      !statesValue(t, pq.tokens, valueSpans, params, args) &&
      !namePart(t, pq.tokens, own, cap.description) &&
      !(t.lower === "that" || t.lower === "those") &&
      !relationVerb(t, pq.tokens) &&
      !sizeWord(t, pq.tokens) &&
      // A value the records' own fields declare spells a state too ("disputes we lost" of `status: lost`).
      !ourRelation(t, pq.tokens, [
        ...params.flatMap((p) => p.enumValues ?? []),
        ...fieldValuesOf(cap).keys(),
      ]) &&
      !contentVerb(t, pq.tokens, scope.entityWords, used) &&
      !askedDeed(t, pq.tokens, used) &&
      !commandVerb(t, pq, scope.entityWords) &&
      !related?.words.has(t.lower) &&
      !roleWords.has(t) &&
      !(properName && /^[a-z]/.test(t.text) && (fieldWords.has(t.norm) || t.text === predicate)) &&
      !contactAsked.has(pq.tokens.indexOf(t)) &&
      !describedWords?.has(t.norm) &&
      t.start !== askedNoun?.start &&
      !(scope.refersToSelection && fromSelection.length > 0 && verbOfSelected(t, pq.tokens)) &&
      !(
        asksWho(pq.raw) && pq.tokens[pq.tokens.findIndex((x) => /^(who|whose|whom)$/i.test(x.text)) + 1] === t
      ),
  );
  // "DES tickets that were dropped" where the tool's state filter is left unbound: a participle said
  // of the records is a state no declared value is (a value of the table of state words took its
  // word already) — asked about with the values the filter takes, never searched as title words.
  // A search text whose documented language shows a state key (`status:open`,
  // `financial_status:paid`) is such a filter too: a state it does not show is no word of its text.
  const stateFree =
    !oneIdentified &&
    (params.some((p) => free(p) && isStatusParam(p)) || documentsStateKey(params, cap, free));
  const statedOf = stateFree
    ? stateParticiples(pq, [...taken, ...(participle ? [participle] : [])]).filter(
        (s) => !boundWording(pq.raw.slice(s.start, s.end).split(" ")[0] ?? "", params, args),
      )
    : [];
  for (const s of statedOf) unexpressed.push(pq.raw.slice(s.start, s.end));
  const words = textWords.filter((t) => !insideAny(t, statedOf));
  const text =
    params.find((p) => free(p) && p.freeText === "primary") ??
    params.find((p) => free(p) && p.freeText === "secondary");
  // "vip customers": a declared value of a record field (`segment: vip`) that no parameter takes and
  // the search text does not say it matches is a filter the tool lacks — asked about, never searched.
  const values = fieldValuesOf(cap);
  const searched = new Set(
    identifierWords(typeof text?.schema.description === "string" ? text.schema.description : ""),
  );
  const unfilterable = words.filter((t) => {
    if (oneIdentified) return false;
    const field = values.get(t.lower);
    return field !== undefined && !identifierWords(field).some((w) => searched.has(w));
  });
  for (const t of unfilterable) unexpressed.push(t.text);
  // "korean movies", "Italian films" where the text searches titles or names: a language's or a
  // nation's name alone names no record — a filter this tool lacks, asked about (a tool with a
  // language filter takes it), never searched as a title (a false "none").
  const titled =
    text !== undefined &&
    (searchesNames(text, cap.description) ||
      text.words.includes("title") ||
      /\bby\b[^.]*\btitles?\b/i.test(cap.description ?? ""));
  const nationOnly =
    titled &&
    !oneIdentified &&
    words.length > 0 &&
    words.every((t) => isLanguageName(t.lower) || countryOfDemonym(t.lower))
      ? words
      : [];
  for (const t of nationOnly) unexpressed.push(t.text);
  // "courses starting before Easter", "after Christmas": words right after a cue of time that no date
  // was read from name a day or an event — asked about, never searched as text (a false "none").
  const texts = pq.tokens.map((t) => t.text);
  const timed: Token[] = [];
  for (const t of words) {
    const at = pq.tokens.findIndex((x) => x.start === t.start);
    const previous = timed.at(-1);
    const follows =
      previous !== undefined && pq.tokens.findIndex((x) => x.start === previous.start) === at - 1;
    if (at >= 0 && !unfilterable.includes(t) && (afterTimeCue(texts, at) || follows)) timed.push(t);
  }
  if (timed.length > 0) unexpressed.push(timed.map((t) => t.text).join(" "));
  // "which owner has the most deals?": a ranking of one entity by how many of another each has — no
  // list of either answers it (the owners alone, or every deal).
  const ranking = /\b(?:most|fewest|least)\s+([\p{L}-]+)/iu.exec(pq.raw);
  const ranked = ranking?.[1] ? singular(ranking[1]) : undefined;
  const asked = /\b(?:which|what)\s+([\p{L}-]+)/iu.exec(pq.raw)?.[1];
  const by = asked ? singular(asked) : /\bwho\b/i.test(pq.raw) ? "who" : own;
  // "which department has the most people on leave?": the records counted may be named as people
  // are ("people", "staff") rather than by their entity's noun — a ranking all the same.
  // "the 3 trains with the most passengers" where the tool orders by the records' own `passengers`:
  // an order the ranking's words took, not a count of other records.
  const orderedBy =
    ranking !== null &&
    pq.ranking !== undefined &&
    rankedOrder !== undefined &&
    insideAny({ start: ranking.index, end: ranking.index + ranking[0].length }, [pq.ranking]);
  if (
    ranking &&
    ranked &&
    ranked !== by &&
    !orderedBy &&
    (scope.entityWords.has(ranked) || isPersonWord(ranked))
  )
    unexpressed.push(ranking[0]);
  // "which book gets borrowed the most?", "the most borrowed books": a ranking by how often something
  // happens to each record — no order the tool takes says it (a sort cue would have taken the words).
  const often = /\b(?:most|least)\s+[a-z]{3,}ed\b|\b[a-z]{3,}\s+the\s+(?:most|least)\b(?!\s+\p{L})/iu.exec(
    pq.raw,
  );
  const oftenSpan = often ? { start: often.index, end: often.index + often[0].length } : undefined;
  const rankedByCount =
    oftenSpan !== undefined &&
    !insideAny(oftenSpan, [...(pq.sort ? [pq.sort] : []), ...pq.amounts, ...(pq.limit ? [pq.limit] : [])]);
  if (rankedByCount && often) unexpressed.push(often[0]);
  // "the most valuable works", "the least popular courses": a ranking by a measure that no sort cue
  // took and no parameter orders by — asked about, never searched as text ("valuable").
  const measured = /(?<!\bat\s+)\b(?:most|least)\s+(\p{Ll}{4,})\b/u.exec(pq.raw);
  const measure = measured?.[1];
  const measureSpan = measured
    ? { start: measured.index, end: measured.index + measured[0].length }
    : undefined;
  const rankedByMeasure =
    measure !== undefined &&
    measureSpan !== undefined &&
    !rankedByCount &&
    !scope.entityWords.has(singular(measure)) &&
    !isPersonWord(singular(measure)) &&
    !insideAny(measureSpan, [
      ...(pq.sort ? [pq.sort] : []),
      ...pq.amounts,
      ...(pq.limit ? [pq.limit] : []),
      ...used,
    ]);
  if (rankedByMeasure && measured) unexpressed.push(measured[0]);
  // A path no parameter took is one term ("acme/web"), never its loose parts.
  const loosePaths = pq.paths.filter(
    (p) => !used.includes(p) && !terms.some((t) => t.start === p.start && t.end === p.end),
  );
  let kept = [
    ...words.filter(
      (t) =>
        !unfilterable.includes(t) &&
        !nationOnly.includes(t) &&
        !timed.includes(t) &&
        !insideAny(t, loosePaths) &&
        !(rankedByCount && oftenSpan && insideAny(t, [oftenSpan])) &&
        !(rankedByMeasure && measureSpan && insideAny(t, [measureSpan])),
    ),
    ...loosePaths.map((p) => {
      const text = pq.raw.slice(p.start, p.end);
      return { text, lower: text.toLowerCase(), norm: text.toLowerCase(), start: p.start, end: p.end };
    }),
  ].sort((a, b) => a.start - b.start);
  // "lowest priority engineering tickets" where `priority` takes values none of them "lowest" (Urgent
  // … Low): a superlative no order and no value took is a condition left open. Searched as text it
  // finds records that say "lowest" (a false "none"): asked about, never searched.
  const rankingLeft =
    pq.ranking !== undefined && !pq.quoted.length
      ? kept.find((t) => t.start === pq.ranking?.start && !insideAny(t, used))
      : undefined;
  if (rankingLeft && pq.ranking) {
    const span = pq.ranking;
    unexpressed.push(pq.raw.slice(span.start, span.end));
    kept = kept.filter((t) => !insideAny(t, [span]));
  }
  const quoted = pq.quoted
    .filter((q) => !participles.some((at) => overlaps(q, at.value)))
    .map((q) => q.value)
    .join(" ");
  // An address identifies whoever has it: the words around it ("the email", "registered with") are wording.
  let residual =
    quoted ||
    (unboundEmails.length > 0
      ? unboundEmails.map((e) => e.value).join(" ")
      : kept
          .map((t, i) => `${i > 0 ? joinOfName(kept[i - 1] as Token, t, pq.raw) : ""}${bare(t.text)}`)
          .join(""));
  // "issues in the Platform team", "projects of the Mobile team" where `team` is "The team name or
  // ID": a name written right before the noun of the records a reference takes by name is that
  // record's — sent to the reference as written (the source looks it up), never searched as text.
  // "issues assigned to jo@acme.io" where `assignee` takes "user ID, name, email": the address too.
  if (!quoted && residual) {
    const byName = params.filter((p) => free(p) && p.byName && p.entity && p.entity !== own);
    const address = unboundEmails.length === 1 && residual === unboundEmails[0]?.value;
    const takesAddress = byName.filter((p) => p.byName?.email);
    // Where a search of those records is at hand the name is looked up there first, as any name is.
    const unsearched = byName.filter((p) => !scope.searchable?.has(p.entity ?? ""));
    // "my chores in the Night Owls crew": an asker no parameter took is a constraint still open —
    // the turn asks rather than list everyone's.
    const askerLeft = pq.tokens.some((t) => FIRST_PERSON_WORDS.includes(t.lower) && !insideAny(t, used));
    const named = address || askerLeft ? undefined : nameBeforeItsNoun(pq, kept, unsearched);
    if (address && takesAddress.length === 1 && takesAddress[0]) {
      put(takesAddress[0], residual, unboundEmails[0]);
      residual = "";
    } else if (named) {
      put(named.param, pq.raw.slice(named.span.start, named.span.end), named.span);
      kept = kept.filter((t) => !insideAny(t, [named.span]));
      residual = kept
        .map((t, i) => `${i > 0 ? joinOfName(kept[i - 1] as Token, t, pq.raw) : ""}${bare(t.text)}`)
        .join("");
    }
  }
  // "priority 1 issues in mobile" where `team` takes "The team name or ID": a lower-case word after
  // "in", all the text left, says where the records are — a team, a project — as "in Mobile" does.
  // Searched as text it finds the records that say "mobile" (another team's, or none): which record
  // it is, is asked. ("issues about mobile" and "mobile crash issues" are text.)
  if (!quoted && residual && kept.length === 1) {
    const where = params.some(
      (p) => free(p) && p.byName && p.entity && p.entity !== own && !personLike(p.entity),
    );
    const word = kept[0] as Token;
    const at = pq.tokens.findIndex((t) => t.start === word.start);
    if (where && at > 0 && pq.tokens[at - 1]?.lower === "in" && /^\p{Ll}[\p{Ll}-]*$/u.test(word.text)) {
      unexpressed.push(pq.raw.slice((pq.tokens[at - 1] as Token).start, word.end));
      kept = [];
      residual = "";
    }
  }
  // "agents in the Bath office", "staff at the Leeds site" where `office` is plain text: a name
  // written right before a field's own one-word name is that field's value, never search text.
  if (!quoted && residual) {
    const plain = params.filter(
      (p) =>
        free(p) &&
        p.words.length === 1 &&
        p.schema.type === "string" &&
        !p.entity &&
        !p.freeText &&
        !p.enumValues &&
        !p.date &&
        !p.sort &&
        !p.paging &&
        !p.schema.format,
    );
    const found = plain.length > 0 ? nameBeforeItsNoun(pq, kept, plain) : undefined;
    // Only a proper name, each word capitalized, right before the noun ("Isla Quinn's email address"
    // names no address).
    const named =
      found &&
      pq.tokens
        .filter((t) => t.start >= found.span.start && t.end <= found.span.end)
        .every((t) => /^\p{Lu}[\p{L}\d-]*$/u.test(t.text))
        ? found
        : undefined;
    if (named) {
      put(named.param, pq.raw.slice(named.span.start, named.span.end), named.span);
      kept = kept.filter((t) => !insideAny(t, [named.span]));
      residual = kept
        .map((t, i) => `${i > 0 ? joinOfName(kept[i - 1] as Token, t, pq.raw) : ""}${bare(t.text)}`)
        .join("");
    }
  }
  // "what's the Design team's key?": the field asked of the record is no word of its name.
  const askedField = !quoted && residual ? fieldOfOwnPossessive(pq, kept as Token[], own) : undefined;
  if (askedField) {
    kept = kept.filter((t) => t !== askedField);
    residual = kept
      .map((t, i) => `${i > 0 ? joinOfName(kept[i - 1] as Token, t, pq.raw) : ""}${bare(t.text)}`)
      .join("");
  }
  // "what's the field id for Hem?": an identifier's word ("id", "uuid") says what is asked of the
  // record, never text its records say ("id Hem" finds nothing and reads as "none"). Alone, it is
  // all the question said of which record: asked about, never searched — nor dropped into a list.
  const idAsked = !quoted && residual ? kept.filter((t) => isStrongIdWord(t.lower)) : [];
  if (idAsked.length > 0 && idAsked.length === kept.length) {
    unexpressed.push(residual);
    residual = "";
  } else if (idAsked.length > 0) {
    kept = kept.filter((t) => !idAsked.includes(t));
    residual = kept
      .map((t, i) => `${i > 0 ? joinOfName(kept[i - 1] as Token, t, pq.raw) : ""}${bare(t.text)}`)
      .join("");
  }
  // "issues assigned to Rosa Lemaire": a person's full name, where the tool takes a reference to
  // another entity and its text searches something other than names, is looked up through that
  // reference (a lookup chain) — never searched as words of a title.
  // "who reports to Jane Doe": the words before the name say which reference it is looked up for,
  // even when the text searches names (that would find Jane, not who reports to her).
  // "products supplied by exotic liquids": a name typed in lower case is related as one in capitals is.
  const lowerNamed =
    related === undefined && !quoted && !PROPER_NAME.test(residual)
      ? lowerCaseRelation(residual, kept, pq, params.filter(free), own, scope.entityWords)
      : undefined;
  const relation = (related ?? lowerNamed)?.param;
  // "which of Sam Okoro's tickets are still open?": a full name's possessive says whose records —
  // the name is looked up, the words beside it are left for the lookup to judge, never a title.
  const owner = new RegExp(`(${PROPER_NAME.source})['’]s\\b`, "u").exec(pq.raw)?.[1];
  // "does Rosa have any urgent issues?": a first name where a person stands is a name as surely as a full one.
  const nameInResidual =
    PROPER_NAME.exec(residual)?.[0] ??
    (firstNameWord(pq.tokens, scope.entityWords) === residual ? residual : undefined) ??
    (agentSurname(residual, pq) ? residual : undefined) ??
    (lowerNamed ? residual : undefined);
  // "what pets does Rafael Moreno have?": the subject who has the records is no name of theirs — a
  // reference to another entity (`filter.owner_id`) is where the looked-up name goes.
  // "Rafael Moreno's pets" asked of pets: the name in the possessive owns the records, it is none of theirs.
  // "high prio stuff not assigned to Sam Okoro", "tickets never opened by Jonas Berg": a negation
  // before the name (past the words saying the relation) denies that person — no reference filter
  // says "anyone but them": asked about, never looked up as the one whose records they are.
  const deniedAt =
    nameInResidual !== undefined && !quoted
      ? kept.find((t) => nameInResidual.toLowerCase().startsWith(bare(t.lower)))
      : undefined;
  const denied = deniedAt ? deniedPersonBefore(deniedAt, pq.tokens) : undefined;
  if (denied && deniedAt) {
    unexpressed.push(`${pq.raw.slice(denied.start, deniedAt.start)}${nameInResidual}`);
    residual = "";
  }
  // A title of one capitalized word ("Dune") names a record as a person's name does.
  const namedRecord = nameInResidual ?? (/^\p{Lu}[\p{L}\p{N}-]*$/u.test(residual) ? residual : undefined);
  const ofNamed =
    namedRecord !== undefined && !quoted && !denied && related === undefined
      ? referenceOfNamed(namedRecord, pq, params.filter(free), own)
      : undefined;
  if (ofNamed) {
    unexpressed.push(ofNamed);
    residual = "";
  }
  const possessor =
    (subjectOfOwn(residual, pq, own) && possessedAfter(residual, pq)) ||
    (owner !== undefined && nameInResidual === owner && ownerOfOwn(owner, pq, own, used, scope.entityWords));
  const lookedUp =
    text !== undefined &&
    !quoted &&
    !denied &&
    !ofNamed &&
    (nameInResidual === residual || (nameInResidual !== undefined && nameInResidual === owner)) &&
    (relation !== undefined ||
      ((!searchesNames(text, cap.description) || possessor) &&
        params.some((p) => free(p) && p.entity && p.entity !== own)));
  // "issues assigned to Sarah Kim", "tickets opened by Jonas Berg": a person's full name after a
  // participle and "to"/"by" says how that person relates to the records. A text that does not
  // search names would look for the name in titles: a filter this tool lacks — asked about, never searched.
  const personRelation =
    text !== undefined && !quoted && !lookedUp && !searchesNames(text, cap.description)
      ? relatedPerson(
          residual,
          pq,
          params.filter((p) => free(p) && p.entity && p.entity !== own),
        )
      : undefined;
  if (personRelation) {
    unexpressed.push(personRelation);
    residual = "";
  }
  if (
    text !== undefined &&
    !quoted &&
    !lookedUp &&
    !textOfAnother(text, own) &&
    owner !== undefined &&
    // "Dr. Anika Roy's courses": a title before the name is no part of it.
    (nameInResidual === owner || nameInResidual?.endsWith(` ${owner}`)) &&
    residual !== "" &&
    ownerOfSeveral(owner, pq, own, used, scope.entityWords)
  ) {
    unexpressed.push(residual);
    residual = "";
  }
  // "tickets Noor owns", "courses Priya is taking": the person a clause about the records is said
  // of, beside its verb, in a text that does not search names — no words of the records' text.
  const subject = firstNameWord(pq.tokens, scope.entityWords) ?? fullNameWords(pq.tokens, scope.entityWords);
  if (
    text !== undefined &&
    !quoted &&
    !lookedUp &&
    subject !== undefined &&
    residual !== subject &&
    ` ${residual} `.includes(` ${subject} `) &&
    !searchesNames(text, cap.description)
  ) {
    unexpressed.push(residual);
    residual = "";
  }
  // "which projects is Marco on?" where projects are searched by their own name and `member` takes
  // "User ID, name, email, or "me"": the person the question is about is whose records — the name
  // is sent to the one reference that takes people by name, never searched among the records' names.
  const peopleByName = params.filter(
    (p) => free(p) && p.byName && p.entity && p.entity !== own && personLike(p.entity),
  );
  if (
    text !== undefined &&
    !quoted &&
    !lookedUp &&
    !personLike(own) &&
    (residual === subject || subjectAfterAuxiliary(residual, pq)) &&
    peopleByName.length === 1 &&
    peopleByName[0]
  ) {
    put(peopleByName[0], residual);
    residual = "";
  }
  // "how did the September Newsletter perform?": a capitalized phrase after "the" is the title of a
  // thing — a person's name takes no article. "terminated people in People Operations": the words
  // after "in" or "at" say where the people work — a department, a site — never a name of theirs.
  // Searched among people's names either finds nobody (or a namesake shown as the answer): asked
  // about, never searched.
  if (
    text !== undefined &&
    !quoted &&
    residual !== "" &&
    personLike(own) &&
    searchesNames(text, cap.description) &&
    (titleAfterArticle(residual, pq.raw) ||
      // "contacts based in Torino" where the text matches "Name, email or city text": a place is its text.
      (placeAfterIn(kept, pq) && !textMatches(text, cap.description).otherText))
  ) {
    unexpressed.push(residual);
    residual = "";
  }
  // "open the nodes for Tom Becker and Lucia Gomez": two full names joined by "and" or "or" are two
  // records — one search text of both finds neither. "projects in the payments group", "tickets from
  // the billing queue": a word naming which one of a kind of thing no tool lists holds the records —
  // searched with the kind's noun, it matches no record's words. Either would read as "none": asked
  // about, never searched as one text.
  if (
    text !== undefined &&
    !quoted &&
    residual !== "" &&
    (joinsTwoNames(residual, pq.raw) || namedHolder(kept as Token[], pq.tokens, scope.entityWords))
  ) {
    unexpressed.push(residual);
    residual = "";
  }
  // "candidates for the Backend Engineer job": words right before the word of another kind of
  // record the tools know name a record of that kind (a job's title). Searched among these records'
  // names they find nobody, and "no candidates" would read as the answer: asked about, never searched.
  if (
    text !== undefined &&
    !quoted &&
    residual !== "" &&
    searchesNames(text, cap.description) &&
    namesOtherRecord(residual, pq.tokens, own, scope.entityWords)
  ) {
    unexpressed.push(residual);
    residual = "";
  }
  // "priority 0 issues in design" where a reference of the tool lists the codes it takes ("the team
  // with this key, e.g. ENG, DES or OPS"): a lower-case word the code begins (`DES` of "design") is
  // that record said in full, as the code abbreviates it — no text of the records. Which one is
  // asked, never searched (a false "none") nor guessed.
  // "issues mentioning design tokens", "issues about the desktop app": what the records say is text.
  if (
    text !== undefined &&
    !quoted &&
    residual !== "" &&
    kept.some((t) => spellsListedCode(t, params, free)) &&
    !pq.tokens.some((t) => t.lower === "about" || contentVerb(t, pq.tokens, scope.entityWords, used))
  ) {
    unexpressed.push(residual);
    residual = "";
  }
  // "issues a newcomer could pick up": a clause's own verb (after a modal) in the text says what
  // the records are like in prose — words picked from across the sentence that no record's text
  // says. Asked about, never searched.
  // "pets that don't have a microchip", "teams that have no urgent issues": what records lack is
  // no text any of them has.
  const clause = clauseVerb(pq);
  // "which field holds story points?": what the records are said to do is asked about, never searched.
  const doing = verbOfAskedRecords(pq, own, scope.entityWords);
  // "orders that are paid but not shipped": a word the question denies is what records lack, even
  // where the denial itself is no word of the residual. "issues nobody is working on", "courses
  // with nobody enrolled": what nobody does is denied as well.
  const negated =
    textDenies(residual ?? "", ["without", "no", "none", "non", "nobody", "noone"]) ||
    (!quoted && kept.some((t) => negatedBefore(t, pq.tokens) !== undefined));
  // "courses this term", "tickets from last sprint": a period no calendar places is a time the
  // tool cannot take — never words of the records' text.
  const lowered = pq.tokens.map((t) => t.lower);
  const period = kept.some((t) => unplacedPeriodAt(lowered, pq.tokens.indexOf(t)));
  if (
    text &&
    residual &&
    !quoted &&
    ((clause && kept.includes(clause)) ||
      (doing && kept.includes(doing)) ||
      negated ||
      period ||
      kept.some((t) => saidInRelativeClause(t, pq)))
  ) {
    unexpressed.push(residual);
    residual = "";
  }
  // The other entity's qualifier, or an attribute the text does not match, stays unsearched: a
  // lookup may take it, else the turn asks (scoring counts what is left).
  const notOwnText =
    text !== undefined &&
    !quoted &&
    residual !== "" &&
    (qualifiesOther(residual, pq, scope.entityWords, own) || participleAttribute(residual, pq, text, cap));
  let written: string[] | undefined;
  if (syntax && filtering.length > 0) {
    // Every word the search text would get is a term: the terms alone are its value, one stated
    // filter each. Anything left over (a name no key shows, a word no value is) keeps the plain binding.
    if (residual || quoted || !free(syntax.p)) return { ...emptyBinding(), written: undefined };
    // A term of a value the examples do not show is written only where nothing else was said: every
    // other word is read, or only shapes the question — no state, date or name left out of the text.
    if (terms.some((t) => t.inferred)) {
      const loose = pq.tokens.filter(
        (t) =>
          !insideAny(t, [...used, ...terms]) &&
          !QUESTION_WORDING.test(bare(t.lower)) &&
          !(pq.records?.has(t.norm) && singular(t.norm) === own),
      );
      const others = Object.keys(args).filter(
        (k) => k !== syntax.p.name && !params.find((p) => p.name === k)?.limit,
      );
      // "the DATA project" asks for the project, "WEB issues" for its issues: the records are named.
      const named = pq.tokens.some((t) => pq.records?.has(t.norm) && singular(t.norm) === own);
      // With no records named at all, the one tool documenting a language takes its terms — a
      // record's word only as the key it writes ("the finance label" → `label:finance`).
      const sole =
        scope.soleLanguage === cap.id &&
        pq.tokens.every(
          (t) =>
            !scope.entityWords.has(t.norm) ||
            terms.some((x) => insideAny(t, [x]) && identifierParts(x.key).includes(t.norm)),
        );
      if (!(named || sole) || loose.length > 0 || others.length > 0 || unexpressed.length > 0)
        return { ...emptyBinding(), written: undefined };
    }
    const joined = joinTerms(terms, syntax.syntax);
    if (joined === undefined) return { ...emptyBinding(), written: undefined };
    written = terms.map((t) => termText(t, syntax.syntax));
    put(syntax.p, joined);
    for (let i = 1; i < Math.min(filtering.length, 3); i++) fromQuestion.push(syntax.p.name);
  }
  // "which products are still drafts?", "disabled customer accounts" where the search text documents
  // a `key:value` language (`status:active vendor:Acme`): beside the records named, words in lower
  // case are a condition of them — one a key would say, not text of their names. No shown key takes
  // it: asked about, never searched as loose words that match nothing — unless a verb of content
  // ("mentioning", "containing") says the words are what the records say.
  const language = text && residual && !quoted ? searchSyntax(params, cap.description) : undefined;
  if (
    language &&
    !language.syntax.style &&
    language.p === text &&
    pq.tokens.some((t) => pq.records?.has(t.norm) && singular(t.norm) === own) &&
    kept.some((t) => /^\p{Ll}/u.test(t.text) && !/[\d@.]/.test(t.text)) &&
    // "issues mentioning webhook retries": what the records say is text to search.
    !pq.tokens.some((t) => contentVerb(t, pq.tokens, scope.entityWords, used))
  ) {
    unexpressed.push(residual);
    residual = "";
  }
  // "P1 incidents", "incidents about the core switch" where the text takes a comparison language
  // (`active=true^priority=1`, `Stage eq 'Open'`): words no clause reads are no clause — never sent
  // as the expression (the source answers an error, or matches what it likes). Asked about.
  const styled = text && residual && !lookedUp ? searchSyntax(params, cap.description) : undefined;
  if (text && styled?.syntax.style && styled.p === text) {
    unexpressed.push(residual);
    residual = "";
  }
  // "messages from Tom Hughes", "when did Priya last email me?" where the search text documents a
  // `key:value` language that takes people by role (`from:alice@x.com`) and never says it searches
  // bare words: words no key took are no part of it — a name searched as words matches every record
  // that mentions the person, in any role. Asked about, unless a verb of content ("mentioning") says
  // the words are what the records say.
  const byRole = text && residual && !quoted ? searchSyntax(params, cap.description) : undefined;
  if (
    text &&
    byRole?.p === text &&
    addressedKeys(byRole.syntax).length > 0 &&
    !wordsSearched(text.schema, cap.description) &&
    !pq.tokens.some((t) => contentVerb(t, pq.tokens, scope.entityWords, used))
  ) {
    unexpressed.push(residual);
    residual = "";
  }
  if (text && residual && !lookedUp && !notOwnText) {
    // A search of names gets a name: one lower-case word ("platinum guests", "vip customers") is an
    // attribute the tool cannot filter by — asked about, never searched as a name and "not found".
    // A place ("users in Berlin") is not a name either.
    // "candidates who came in through referrals" → "came through": lower-case words picked from
    // across the sentence (not one run of it) are prose around the filters, never a name either.
    const at = kept.map((t) => pq.tokens.indexOf(t as Token));
    const scattered =
      at.length > 1 && at.every((x) => x >= 0) && at.some((x, j) => j > 0 && x !== (at[j - 1] ?? 0) + 1);
    // "loan 5521's member": a bare number is some record's key, never a name to search for.
    const notAName =
      (!/[\p{Lu}\d@.]/u.test(residual) && (!residual.includes(" ") || scattered)) ||
      /^[\d\s]+$/.test(residual) ||
      placeOnly(residual, pq.tokens) ||
      qualifiesRecords(residual, pq, scope.entityWords) ||
      mixedWording(residual) ||
      holdsValueWord(residual, params) ||
      recordsWording(residual, own);
    // "find the Alex Moreau in Sales": the name is searched; where the person is, a filter this
    // search lacks, is asked about — never searched as part of the name.
    const qualified = quoted ? undefined : placeQualified(residual, pq.tokens);
    // A condition matching a name partly takes a name as written (a capital, "Acme"), never loose
    // lower-case words or a bare number ("owe money", "12": anything would partly match them).
    const looseForName =
      text.criterion?.partial === true && (!/\p{Lu}/u.test(residual) || /^[\d\s]+$/.test(residual));
    const subject = quoted ? undefined : nameThenVerb(residual, pq);
    if (
      !quoted &&
      ((searchesIdentities(text, cap) && notAName && !subject) ||
        looseForName ||
        subjectOfOwn(residual, pq, own) ||
        kept.some((t) => otherValueOf(t, pq.tokens, used)) ||
        kept.some((t) => namesRecordByName(t, pq, params.filter(free), own, kept.length === 1)) ||
        kept.some((t) => namedByOtherParam(t, pq.tokens, params, text, own)))
    )
      unexpressed.push(residual);
    else if (subject) put(text, subject);
    else if (qualified) {
      put(text, qualified.name);
      unexpressed.push(qualified.qualifier);
    } else put(text, titledName(residual)?.name ?? residual);
    residual = "";
  }

  // A required parameter that allows one value only (a one-value enum, a `const`: "the ID of the
  // base") takes it — there is nothing to ask. It is the schema's value, not the person's words.
  for (const p of params) {
    if (!p.required || !free(p)) continue;
    const only = p.schema.const !== undefined ? [p.schema.const] : p.schema.enum;
    if (Array.isArray(only) && only.length === 1) args[p.name] = only[0];
  }
  // "what's on my calendar today?" where every event tool needs a calendar (`calendarId`: "Use
  // 'primary' for the main calendar"): a question that names none means the main one — only where
  // every word the question filters by was bound: loose words or a name sent as text to search
  // ("meetings with Tom") or left over would be matched in the main record's contents alone.
  const textSent = params.some((p) => p.freeText !== undefined && !free(p));
  if (residual === "" && unexpressed.length === 0 && !textSent)
    for (const p of params) if (p.required && free(p) && p.main !== undefined) args[p.name] = p.main;
  // "how many incidents has the indexer had?" where the list's dates default to a recent window
  // (`since`: "Defaults to 30 days ago") and an optional switch of the one value `all` lifts it
  // (`date_range: "all"`: "the since and until parameters and defaults are ignored"): a question
  // that says no date asks about every date — never about the window it would silently inherit.
  // The switch is one of the dates: a word of its name is a date's, or its description names a
  // date parameter. Sent only when no date is said or bound.
  const dateBounds = params.filter((p) => p.date !== undefined);
  if (!pq.dates && dateBounds.length > 0 && dateBounds.every(free))
    for (const p of params) {
      const only = p.schema.enum;
      if (p.required || !free(p) || !Array.isArray(only) || only.length !== 1) continue;
      const value = only[0];
      if (typeof value !== "string" || !EVERYTHING_VALUES.has(value.toLowerCase())) continue;
      const said = new Set(
        (typeof p.schema.description === "string" ? p.schema.description : "")
          .toLowerCase()
          .split(/[^\w[\]-]+/),
      );
      const ofDates =
        p.words.some((w) => DATE_FIELD_WORDS.has(w)) ||
        dateBounds.some((d) => said.has(d.name.toLowerCase()));
      if (ofDates) args[p.name] = value;
    }
  // "all-day events in October": an all-day record is a kind of record (a day blocked whole), never
  // "all" of them — asked about unless a parameter's name says it (`allDay`, `all_day`).
  const allDay = /\ball[- ]day\b/i.exec(pq.raw);
  if (allDay && !params.some((p) => p.words.includes("all") && p.words.includes("day")))
    unexpressed.push(allDay[0]);
  // "show me BACKEND-1A2" of a tool described "`organizationSlug` with `issueId`": the id given, its
  // partner is required too — asked for, or filled from the one record a lister gives.
  const together = requiredTogether(
    cap.description,
    params.map((p) => p.name),
  );
  const missingRequired = params
    .filter((p) => {
      const partner = together.get(p.name);
      return free(p) && (p.required || (partner !== undefined && Object.hasOwn(args, partner)));
    })
    .map((p) => p.name);
  const references = params.filter((p) => free(p) && p.entity && p.entity !== own && p !== relation);
  // "Priya Natarajan's submissions", "how many submissions has Priya Natarajan made?" where
  // submissions are filtered by a student, a course and an assignment: a person's full name, where a
  // person stands, is for the one grouped reference to people. Two such references (a claim's
  // policyholder and its adjuster) leave it to the question back.
  const people = references.filter(
    (p) => p.path && p.entity && (personLike(p.entity) || agentNoun(p.entity)),
  );
  const personNamed = residual !== "" && fullNameWords(pq.tokens, scope.entityWords) === residual;
  const personFor = people.length === 1 && personNamed ? people[0] : undefined;
  // "issues Omar Haddad created", "tickets filed by Ana Petrov": the person named made the records —
  // never for a reference whose name says another person's role (`assignee`, `reviewer`): that
  // would answer with the records someone else made. Which maker, asked about.
  const fullName = /\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+){1,2}/u.exec(residual)?.[0];
  const maker = fullName ? makerOfRecords(pq, fullName) : undefined;
  const otherRole = (p: ParamInfo) =>
    maker !== undefined &&
    p.words.some((w) => PERSON_ROLES.has(w) && !MAKER_ROLES.has(w)) &&
    !p.words.some((w) => MAKER_ROLES.has(w) || sameRoot(w, maker.verb));
  if (
    maker &&
    references.some(otherRole) &&
    !references.some((p) => !otherRole(p) && personLike(p.entity ?? ""))
  )
    unexpressed.push(pq.raw.slice(maker.span.start, maker.span.end));
  const refParams = [
    ...(relation && free(relation) ? [relation] : []),
    // A grouped field (`filter.owner_id`) too — the lookup's reference goes inside its object — when
    // the words say it is that one, or it is the one reference the tool takes: of a pet, an owner
    // and a vet, which one a name is for is asked, never guessed.
    // So does one condition of a list of criteria (`criteria[VendorRef =]` beside `criteria[APAccountRef =]`).
    ...references.filter(
      (p) => !otherRole(p) && ((!p.path && !p.criterion) || references.length === 1 || p === personFor),
    ),
  ];
  return {
    args,
    fromQuestion,
    fromSelection,
    identified,
    missingRequired,
    unexpressed,
    residual,
    refParams,
    ...(startReading ? { startReading } : {}),
    ...(people.length > 1 && personNamed ? { people } : {}),
    ...(relation ? { relation: relation.name } : {}),
    ...(roleTarget ? { roleOf: roleTarget } : {}),
    ...(boundFrom.length > 0 ? { boundFrom } : {}),
    ...(written
      ? {
          written,
          writtenFrom: terms.map(({ start, end }) => ({ start, end })),
          writtenValues: filtering.filter(
            (t) => !pq.paths.some((p) => p.start === t.start && p.end === t.end),
          ).length,
        }
      : {}),
  };
}

/**
 * The person a question names as whoever made its records, with the verb and the span saying so:
 * the name right before a participle of making ("issues Omar Haddad created", "tickets Ana has
 * filed"), or right after one and "by" ("bugs reported by Ana Petrov").
 */
function makerOfRecords(pq: ParsedQuestion, name: string): { verb: string; span: Span } | undefined {
  const at = pq.raw.indexOf(name);
  if (at < 0) return undefined;
  const end = at + name.length;
  const first = pq.tokens.findIndex((t) => t.start >= at);
  const last = pq.tokens.findLastIndex((t) => t.end <= end);
  let next = last + 1;
  while (pq.tokens[next] && AUXILIARY.test(pq.tokens[next]?.lower ?? "")) next += 1;
  const after = pq.tokens[next];
  if (after && madeVerb(after.lower)) return { verb: after.lower, span: { start: at, end: after.end } };
  const by = pq.tokens[first - 1];
  const verb = pq.tokens[first - 2];
  if (by?.lower === "by" && verb && madeVerb(verb.lower))
    return { verb: verb.lower, span: { start: verb.start, end } };
  return undefined;
}

function emptyBinding(): Binding {
  return {
    args: {},
    fromQuestion: [],
    fromSelection: [],
    identified: [],
    missingRequired: [],
    unexpressed: [],
    residual: "",
    refParams: [],
  };
}

/**
 * "event Lisbon Data Days", "Bank Of Ireland": a capitalized everyday word between two capitalized
 * words that are no everyday words is part of the name they make — never wording dropped from it.
 */
function insideName(tokens: readonly Token[], t: Token): boolean {
  const i = tokens.indexOf(t);
  // The question's first word is capitalized whatever it is: it says nothing of a name.
  const named = (x: Token | undefined) =>
    x !== undefined && /^\p{Lu}/u.test(x.text) && !GENERIC.has(bare(x.lower));
  return i > 1 && /^\p{Lu}/u.test(t.text) && named(tokens[i - 1]) && named(tokens[i + 1]);
}

/** A span whose capitalized word stands beside another capitalized word or code ("DATA Scrum", "Scrum Team"). */
function besideName(span: Span, pq: ParsedQuestion): boolean {
  const i = pq.tokens.findIndex((t) => t.start >= span.start);
  const t = pq.tokens[i];
  if (!t || !/^\p{Lu}/u.test(t.text) || t.end < span.end) return false;
  const capital = (x: { text: string } | undefined) => x !== undefined && /^\p{Lu}/u.test(x.text);
  // The question's first word is capitalized as a sentence is.
  return (i > 0 && capital(pq.tokens[i - 1])) || capital(pq.tokens[i + 1]);
}

/**
 * "the Platform team", "the Billing v2 project": words the question keeps for text, right before the
 * noun of the records one reference takes by name, the first of them capitalized — the name of one
 * of those records. Of two references to the same records, which one is meant is not guessed.
 */
function nameBeforeItsNoun(
  pq: ParsedQuestion,
  kept: readonly { start: number; end: number; text: string }[],
  refs: readonly ParamInfo[],
): { param: ParamInfo; span: Span } | undefined {
  const found: { param: ParamInfo; span: Span }[] = [];
  for (const param of refs) {
    // A reference's records' noun; a plain field's own name ("the Bath office" of `office`).
    const head = (param.entity ? identifierParts(param.entity).map(singular) : param.words).at(-1);
    if (!head) continue;
    const at = pq.tokens.findIndex((t, i) => i > 0 && t.norm === head);
    if (at < 1) continue;
    let first = at;
    while (first > 0 && kept.some((k) => k.start === pq.tokens[first - 1]?.start)) first--;
    const start = pq.tokens[first];
    const end = pq.tokens[at - 1];
    if (first === at || !start || !end || !/^\p{Lu}/u.test(start.text)) continue;
    if (refs.filter((r) => r.entity === param.entity).length > 1) return undefined;
    found.push({ param, span: { start: start.start, end: end.end } });
  }
  return found.length === 1 ? found[0] : undefined;
}

/**
 * "which Mobile issues were canceled?", "high priority issues in Engineering" where issues take a
 * team and a project each by name ("The team name or ID"): a capitalized word (not the question's
 * first) right before the records' own noun, or right after "in", "of", "for" or "from", names one of
 * those records — which kind is asked, never searched as words of a title (a false "none").
 * "issues mentioning Postgres": what the records say is text all the same.
 */
function namesRecordByName(
  t: { start: number; text: string },
  pq: ParsedQuestion,
  params: readonly ParamInfo[],
  own: string,
  alone = false,
): boolean {
  const at = pq.tokens.findIndex((x) => x.start === t.start);
  const byName = params.filter((p) => p.byName && p.entity && p.entity !== own);
  // "Marco's issues in the Billing v2 project": a name in the possessive, where a reference takes
  // people by name, is whose records — never words of their text.
  if (at >= 0 && /^\p{Lu}\p{L}*['’]s$/u.test(t.text) && byName.some((p) => personLike(p.entity ?? "")))
    return true;
  if (at < 0 || !byName.some((p) => !personLike(p.entity ?? ""))) return false;
  const next = pq.tokens[at + 1];
  const beforeRecords =
    next !== undefined && (singular(next.norm) === own || pq.records?.has(next.norm) === true);
  // "Platform issues with normal priority", "low priority design tickets", "security issues": the one
  // word left, right before the records, qualifies them as a team or a label would — first in the
  // sentence or in lower case as well. Searched, "no issues matching 'design'" is a false "none".
  if (alone && beforeRecords && !/[\d@.]/.test(t.text)) return true;
  if (at < 1 || !/^\p{Lu}/u.test(t.text)) return false;
  const before = pq.tokens[at - 1]?.lower ?? "";
  return beforeRecords || /^(?:in|of|for|from)$/.test(before);
}

/** "which projects is Marco on?": one capitalized word right after an auxiliary is the clause's subject. */
function subjectAfterAuxiliary(residual: string, pq: ParsedQuestion): boolean {
  if (!/^\p{Lu}\p{Ll}+$/u.test(residual)) return false;
  const at = pq.tokens.findIndex((t) => t.text === residual);
  return at > 0 && AUXILIARY.test(pq.tokens[at - 1]?.lower ?? "");
}
