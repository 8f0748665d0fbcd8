/**
 * Roles of a capability's input parameters, read from structure only (names split by the one word
 * rule, JSON Schema types, formats, patterns, enums, `x-entity`) and from the other capabilities of
 * the same snapshot: which parameter takes free text, a limit, a page token, a date bound, a numeric
 * bound, an email, a sort order, or the identifier of some entity. A foreign key is found by
 * structure, not by a word list: `user_id`, `memberRef`, `account_ref` or `ownerKey` link to the
 * entity their leading words name, or to the entity whose results carry a field of that name.
 */
import { BoundedMap } from "@/lib/bounded-map";
import type { JsonSchema } from "@/lib/json-schema";
import { ISO_DAY } from "./calendar";
import { declaredRecordShape, linkedRecordId, schemaTypes, soleElement } from "./declared-paths";
import { pastFormOf } from "./english";
import {
  amountUnit,
  currencyFieldFor,
  EPOCH_MS_TEXT,
  EPOCH_TEXT,
  fieldRole,
  minorUnitsSaid,
  moneyShape,
  NUMBER_LAST,
} from "./fields";
import { FROZEN_LISTS_MAX, frozenListKey } from "./frozen-lists";
import { isDottedName, looksLikeIdentifier } from "./names";
import { E164, E164_BODY } from "./tokens";
import {
  CURRENCY_WORDS,
  countOf,
  DATE_FIELD_WORDS,
  identifierParts,
  NUMBER_WORD_PATTERN,
  PERSON_NOUNS,
  PERSON_ROLES,
  plural,
  singular,
  unitWord,
} from "./words";

export interface SortOption {
  value: string;
  field: "date" | "amount" | "other";
  dir: "asc" | "desc";
  /** The sibling parameter that carries the direction (`direction: "asc"`), when the field alone does not. */
  direction?: { name: string; value: string | boolean };
  /** The field the value orders by (`odometerKm` of "odometerKm,desc"), when it names one. */
  key?: string;
  /** Written from a field of the records in the syntax the parameter shows (not a value it lists). */
  fromRecords?: { type?: string };
  /** Read from an example of a free sort string: its field may be of other records than these. */
  exemplified?: boolean;
}

export interface ParamInfo {
  name: string;
  schema: JsonSchema;
  required: boolean;
  /** Singular lower-case words of the name. */
  words: string[];
  /** The entity whose identifier this parameter takes (`customer_id` → customer, `id` → own entity). */
  entity?: string;
  pattern?: RegExp;
  /**
   * The shape of the identifiers an identifier parameter shows by example ("e.g. ENG-142" →
   * letters-digits, "(cus_…)" → `cus_` + letters and digits): weaker than a declared `pattern`,
   * used to tell which tool an identifier in a question belongs to, never to reject a value.
   */
  shape?: RegExp;
  /** The declared example `shape` was learned from ("E-10042"), as written. */
  example?: string;
  /**
   * The forms an identifier's description shows each by its name ("Global id (gid://claims/Claim/1042)
   * or claim number (CLM-1042)"): `shape` takes any of them; a reference whose own description names
   * one form ("Global id of the Claim") takes only that one.
   */
  forms?: { label: string; shape: RegExp; example: string }[];
  freeText?: "primary" | "secondary";
  limit?: { min?: number; max?: number };
  /**
   * A count of the parts at one end of one record its description states (`head: "returns only the
   * first N lines of the file"`, `tail: "the last N lines"`): "first 5 lines of a.csv" sends 5 to the
   * one of that end and those parts (`unit`, singular) — never to the other end's.
   */
  endCount?: { end: "first" | "last"; unit: string };
  /** Page number, offset, cursor or page token: set by the host when following pages, never from words. */
  paging?: "page" | "offset" | "cursor";
  date?: "from" | "to" | "on";
  dateTime?: boolean;
  /**
   * A date-time its declared example writes without a zone (`'2024-01-01T00:00:00'`, no `Z`, no
   * offset): a wall-clock time of the source's own zone (a calendar's, an account's). A day's bounds
   * are written the same way — "today" is the source's day, never the UTC one a `Z` would make it.
   */
  localTime?: boolean;
  /**
   * A date bound that takes a year number (`filter[published-before]: integer`); `exclusive` when
   * its word leaves the year itself out (before, after).
   */
  year?: "inclusive" | "exclusive";
  /**
   * A lower day bound whose description says it leaves its own day out ("Only issues updated after
   * this ISO 8601 date"): the day before the range's first is sent.
   */
  exclusiveDay?: boolean;
  email?: boolean;
  enumValues?: string[];
  /**
   * Values the schema shows without declaring an enum: `examples`, or a list in the (untrusted)
   * description ("electronics, home, apparel, outdoor or office"). Only ever matched against the
   * person's own words — a value is bound because the person wrote it.
   */
  exampleValues?: string[];
  /**
   * A number whose meanings only its description gives ("0 = No priority, 1 = Urgent, 2 = High"):
   * the labels a person says, each with the number it stands for.
   */
  codes?: { value: number; label: string }[];
  /**
   * A text parameter whose description lists its codes each with a label ("AMB (ambulatory), VR
   * (virtual)", "8867-4 heart rate, 85354-9 blood pressure", "P = pending"): a closed choice the
   * person's words pick by label; the code is sent, never the label.
   */
  labelled?: { value: string; label: string }[];
  sort?: SortOption[];
  /** A numeric lower or upper bound (`minAmount`, `total_lte`, `max_items`). */
  bound?: "min" | "max";
  /**
   * A number written as text: a string whose declared pattern admits only decimal numbers
   * (`MinAmount: "^\d{1,13}\.\d{1,5}$"`, Open Banking's amounts). Bound like a number, sent as a
   * string the pattern accepts; never an identifier's format.
   */
  decimalText?: boolean;
  /**
   * A money bound its schema says is written in the currency's minor unit ("in cents", "the
   * smallest currency unit"): "over 1,000 euros" is sent as 100000.
   */
  minorUnits?: boolean;
  /** A date bound that takes a Unix timestamp (an integer its schema says counts seconds or milliseconds since the epoch). */
  epoch?: "s" | "ms";
  /**
   * A text parameter that takes an SQL statement (`query` "SELECT SQL query to execute", `sql`): it
   * gets one read statement or nothing — never the person's words, never a change.
   */
  sql?: boolean;
  /**
   * A date its description says is compared by a prefix on the value ("optionally prefixed by ge,
   * gt, le, lt", "prefix with >= or <="): how an inclusive lower bound and an upper bound are
   * written (`ge2025-01-01`, `<=2025-01-31`), the upper one exclusive of its day when only that
   * comparison is documented. A list of such values bounds both ends at once.
   */
  prefixes?: DatePrefixes;
  /**
   * A reference its description writes as "Type/id" ("a reference "Patient/[id]"", e.g.
   * "Practitioner/512"): the type written before the id, which a said id is sent with.
   */
  typedRef?: string;
  /**
   * A field of an object argument that groups filters (`filter: { species, status }`), offered by
   * its dotted name (`filter.species`): `[argument, field]`. Its value is sent inside that object,
   * a literal or a `$from` reference of a lookup (validated as the field it is, one level deep only).
   */
  path?: [string, string];
  /**
   * The literal its description offers for the person asking (`assignee`: "User ID, name, email, or
   * "me"", "use '@me' for yourself"): what "my issues" sends, as a declared value would be.
   */
  caller?: string;
  /**
   * The literal its description offers for the main record of its kind, when the person names none
   * ("Use 'primary' for the main calendar", "'default' for the default workspace"): what a required
   * reference is sent when the question names none — "my calendar" is the main one.
   */
  main?: string;
  /**
   * A reference its description says takes the record by its name as well as by its key ("The team
   * name or ID", "The assignee user ID, name, email, or \"me\""): a name the person writes is sent as
   * written — the source looks it up; `email` when an address is one of the forms it takes.
   */
  byName?: { email: boolean };
  /** A grouped field its object requires (`filter.property` beside `filter.value`): sent whenever the object is. */
  groupRequired?: boolean;
  /**
   * One condition of a list of criteria (`criteria: [{ field, value, operator }]`, the field an enum
   * of the records' properties): offered per field and comparison (`criteria[TxnDate >=]`), sent as
   * one element of that list. `keys` are the element's property names.
   */
  criterion?: Criterion;
}

export interface DatePrefixes {
  from: string;
  to: string;
  toExclusive?: boolean;
}

export interface Criterion {
  argument: string;
  field: string;
  /** The operator as the schema writes it, or undefined when the element has no operator. */
  operator?: string;
  /** A partial match (`LIKE`): the value is sent between the schema's wildcards (`%Acme%`). */
  partial?: boolean;
  keys: { field: string; value: string; operator?: string };
}

/** What the snapshot knows about entities: their names, and which result fields identify them. */
export interface EntityVocabulary {
  entities: ReadonlySet<string>;
  /** Lower-case field name → entity whose records it identifies (`memberref` → member). */
  identityOf: ReadonlyMap<string, string>;
}

interface CapabilityLike {
  entity: string;
  /** The tool's description: it may label a parameter's codes ("state: 1=New, 2=In Progress"). */
  description?: string;
  operation?: string;
  inputSchema: JsonSchema;
  identityFields?: readonly string[];
  /** Declared or observed: a sort template is written with the fields of these records. */
  outputSchema?: JsonSchema;
  collectionPath?: string;
  /** The connection says its money amounts are in minor units (`Capability.minorUnits`). */
  minorUnits?: true;
}

const ID_WORDS = new Set([
  "ids",
  "id",
  "ref",
  "key",
  "code",
  "number",
  "no",
  "num",
  "uuid",
  "guid",
  // `project_gid`, `tag_gid`: a global id (Asana's, GitLab's), a record's key like a guid.
  "gid",
  "handle",
  "slug",
  "identifier",
]);
/** "id", "ids", "code", "codes", "key": a word that says a name is a record's key (`genre_ids`, "genre codes"). */
export const isIdWord = (word: string): boolean => {
  const w = word.toLowerCase();
  return ID_WORDS.has(w) || (w.endsWith("s") && ID_WORDS.has(w.slice(0, -1)));
};
const STRONG_ID_WORDS = new Set(["id", "ids", "ref", "uuid", "guid", "gid", "identifier"]);
/** "id", "ref", "uuid": a word that says a name is a key of some record — never a record kind itself. */
export const isStrongIdWord = (word: string): boolean => STRONG_ID_WORDS.has(word.toLowerCase());

/** Segments of a path that only frame a reference (JSON:API's `relationships.author.data.id`). */
const FRAMING_SEGMENTS = new Set(["relationships", "relationship", "data", "attributes", "links"]);

/**
 * The role a reference field names its record by, in words: `ManagerId` → ["manager"], `owner_id` →
 * ["owner"], `adjuster.id` and `relationships.author.data.id` → ["author"] — the field's words without
 * its identifier words and framing. Empty when nothing is left (`id`).
 */
export function referenceRoleWords(path: string): string[] {
  const segments = path.split(/[.[\]]+/).filter((s) => s && !FRAMING_SEGMENTS.has(s.toLowerCase()));
  for (let i = segments.length - 1; i >= 0; i--) {
    const words = identifierParts(segments[i] ?? "")
      .map((w) => singular(w.toLowerCase()))
      .filter((w) => !ID_WORDS.has(w));
    if (words.length > 0) return words;
  }
  return [];
}
/**
 * Participles between a record's name and its key word that make the key another record's
 * (`subscription_linked_id`), where `exposed`, `published` only say which of its own keys.
 */
const OTHER_RECORD_PARTICIPLES = new Set([
  "related",
  "linked",
  "merged",
  "replaced",
  "superseded",
  "copied",
  "cloned",
  "duplicated",
  "forked",
  "referenced",
  "associated",
  "attached",
  "nested",
  "parented",
]);
const TEXT_PRIMARY = new Set([
  "query",
  "q",
  "search",
  "text",
  "keyword",
  "term",
  "contain",
  "match",
  "like",
  "phrase",
  "fulltext",
  "filter",
]);
/**
 * A text parameter that takes a language, not words: SQL, a formula, an expression, a query
 * language (`filterByFormula` "an Airtable formula like {Status}='Confirmed'", `query` "SELECT SQL
 * query to execute"), a selector (`labelSelector` "e.g. 'app=web,env=prod'": Kubernetes' label and
 * field selectors, a CSS selector). A person's words are never sent there as if they were its syntax.
 */
const SYNTAX =
  /\b(sql|formula|expression|graphql|jql|soql|cql|odata|xpath|jsonpath|regex|regular expression|query language|lucene|selector)\b/i;
const SQL_STATEMENT = /\bSELECT\b[^.]*\bFROM\b/;
/** A parameter that takes SQL itself: named so (`sql`, `sql_query`), or described as SQL or a SELECT … FROM statement. */
function takesSql(name: string, schema: JsonSchema): boolean {
  const description = typeof schema.description === "string" ? schema.description : "";
  return (
    identifierParts(name).includes("sql") || /\bsql\b/i.test(description) || SQL_STATEMENT.test(description)
  );
}
/**
 * An example written as an expression over fields — `Status eq 'InUse' and PurchaseDate ge
 * 2025-01-01` (OData), `amount >= '100'`, `name:'Jane Doe'` — shows a language, whatever the
 * parameter is called (`$filter`, `where`).
 */
const EXPRESSION_EXAMPLE =
  /\b[A-Za-z_][\w.]*\s+(?:eq|ne|gt|ge|lt|le)\s+(?:['"]|\d|true\b|false\b|null\b)|\b[A-Za-z_][\w.]*\s*(?:==|!=|>=|<=|=|:)\s*'[^']*'/;
function takesSyntax(name: string, schema: JsonSchema): boolean {
  const description = typeof schema.description === "string" ? schema.description : "";
  const examples = Array.isArray(schema.examples) ? schema.examples.filter((e) => typeof e === "string") : [];
  return (
    SYNTAX.test(identifierParts(name).join(" ")) ||
    SYNTAX.test(description) ||
    SQL_STATEMENT.test(description) ||
    [description, ...examples].some((text) => EXPRESSION_EXAMPLE.test(text))
  );
}

/** A parameter named this alone embeds related records in the result (`include`, `expand`): it never filters. */
const EXPANSION_WORDS = new Set(["include", "expand", "embed", "populate"]);
/** A list parameter named so picks the result's fields (`$select`, `fields[]`), it filters nothing. */
const PROJECTION_WORDS = new Set(["select", "fields", "field", "columns", "properties", "attributes"]);
/** A word of {@link PROJECTION_WORDS} that names fields, in either number (`property` of `filter_property_ids`). */
const namesFields = (w: string) =>
  w !== "select" && (PROJECTION_WORDS.has(w) || [...PROJECTION_WORDS].some((x) => singular(x) === w));
const TEXT_SECONDARY = new Set(["name", "title", "label", "fullname", "subject"]);
/** "the first N lines", "only the last N entries": a count of the parts at one end of a record. */
const END_COUNT = /\b(first|last)\s+(?:N|n|number of|\d+)\s+([a-z]{3,})\b/i;
const LIMIT =
  /^(limit|max_?results|per_?page|page_?size|size|top|max|first|count_?limit|num_?results|results_?per_?page)$/i;
const PAGE_WORDS: Record<string, ParamInfo["paging"]> = {
  page: "page",
  offset: "offset",
  skip: "offset",
  cursor: "cursor",
  token: "cursor",
  continuation: "cursor",
};
/** A description of a number of rows to return: "Number of records to return", "how many results to return". */
const RETURNED_NUMBER =
  /\b(?:number|how many)\b[^.]{0,30}\b(?:records?|results?|items?|rows?|entries|objects?)\b[^.]{0,20}\breturn/i;
/** A description of a number that indexes pages: "Starting index for pagination", "offset into the results". */
const PAGING_INDEX = /\b(?:index|offset)\b[^.]*\bpaginat|\bpaginat\w*\b[^.]*\b(?:index|offset)\b/i;
/** Whole names that are cursors although their word alone is a date bound elsewhere (`after`, Stripe's `starting_after`). */
const CURSOR_NAMES = /^(after|before|next|starting_?after|ending_?before|marker)$/i;
const FROM = new Set(["from", "since", "start", "after", "min", "gte", "gt", "begin", "earliest"]);
const TO = new Set(["to", "until", "end", "before", "max", "lte", "lt", "latest"]);
/** Words that name an event of a span (its start, its end) rather than compare with a date. */
const SPAN_EVENTS = new Set(["start", "begin", "end"]);
/**
 * The side of a range a name's words bound: a comparing word (`from`, `to`, `after`, `max`) says
 * it, over the start or end it compares (`startTo` is the latest start, `endFrom` the earliest end,
 * `maxStartDate` a latest start); a name with no comparing word bounds by its event (`start_date`,
 * `end_date`).
 */
export function boundSide(words: readonly string[]): "from" | "to" | undefined {
  const comparing = words.filter((w) => !SPAN_EVENTS.has(w));
  if (comparing.some((w) => FROM.has(w))) return "from";
  if (comparing.some((w) => TO.has(w))) return "to";
  if (words.some((w) => FROM.has(w))) return "from";
  if (words.some((w) => TO.has(w))) return "to";
  return undefined;
}

/** The literal a description quotes for the person asking ("or 'me'", "\"@me\" for yourself"). */
function callerLiteral(description: unknown): string | undefined {
  if (typeof description !== "string") return undefined;
  const m = /["'`\u2018\u201c](@?(?:me|myself|self|current_?user|currentUser))["'`\u2019\u201d]/i.exec(
    description.slice(0, 300),
  );
  return m?.[1];
}

/** The literal a description offers for the main record ("Use 'primary' for the main calendar"). */
function mainLiteral(description: unknown): string | undefined {
  if (typeof description !== "string") return undefined;
  const m =
    /["'`\u2018\u201c]([\w@.-]{1,40})["'`\u2019\u201d]\s+(?:for|means|is)\s+(?:the|your)\s+(?:main|default|primary)\b/i.exec(
      description.slice(0, 300),
    );
  return m?.[1];
}

/**
 * The side of a date filter its description states when its name does not (`createdAt`: "Return
 * only issues created on or after this ISO-8601 date-time"): a lower or an upper bound, never the day itself.
 */
function describedSide(description: unknown): "from" | "to" | undefined {
  if (typeof description !== "string") return undefined;
  const text = description.slice(0, 300);
  const from = /\b(?:on or after|at or after|no earlier than|(?:after|since|from) this)\b/i.test(text);
  const to = /\b(?:on or before|at or before|no later than|(?:before|until|up to) this)\b/i.test(text);
  return from === to ? undefined : from ? "from" : "to";
}

/**
 * What a date bound dates, by its name's words without the bound ones: `startFrom` and `startTo`
 * date the start, `endFrom` the end, `created_after` the creation; `start_date` and `end_date`
 * (their event is their side) both date "date" — one range.
 */
export function dateSubject(words: readonly string[]): string {
  const comparing = words.some((w) => !SPAN_EVENTS.has(w) && (FROM.has(w) || TO.has(w)));
  return words.filter((w) => !(FROM.has(w) || TO.has(w)) || (comparing && SPAN_EVENTS.has(w))).join(" ");
}
const DATEISH = new Set([
  "date",
  "day",
  "time",
  "created",
  "updated",
  "modified",
  "issued",
  "due",
  "at",
  "on",
  "since",
  "until",
  "after",
  "before",
  "timestamp",
]);
/** A date word, also run together with what it dates (`closedate`, `duedate`, `startdate`). */
const dateish = (w: string) => DATEISH.has(w) || (/^[a-z]{2,}date$/.test(w) && w !== "update");
/**
 * The comparison prefixes a description documents for its values ("optionally prefixed by eq, gt,
 * lt, ge, le", "prefix the date with >=, >, <= or <"): letters or symbols, never guessed — a
 * description that does not say "prefix" (or show a prefixed example) documents none.
 */
function comparisonPrefixes(description: string): DatePrefixes | undefined {
  const shown = (w: string) =>
    new RegExp(`(?:^|[\\s,("'|/])${w}(?=$|[\\s,)"'|/.:;]|\\d{4})`, "i").test(description);
  const example = /(?:\b(?:ge|gt|le|lt)|>=|<=|[<>])\d{4}-\d{2}/i.test(description);
  if (!/\bprefix/i.test(description) && !example) return undefined;
  const side = (inclusive: string, exclusive: string) =>
    shown(inclusive) ? { op: inclusive } : shown(exclusive) ? { op: exclusive, exclusive: true } : undefined;
  const pick = (lower: ReturnType<typeof side>, upper: ReturnType<typeof side>) =>
    lower && !lower.exclusive && upper
      ? { from: lower.op, to: upper.op, ...(upper.exclusive ? { toExclusive: true as const } : {}) }
      : undefined;
  return pick(side("ge", "gt"), side("le", "lt")) ?? pick(side(">=", ">"), side("<=", "<"));
}

/**
 * 'as a reference "Patient/[id]"', 'e.g. "Practitioner/512"': the type a reference's description
 * writes before the id, when it names an entity of the snapshot (its own type, not a path).
 */
function typedReference(
  schema: JsonSchema,
  vocab?: EntityVocabulary,
): { type: string; entity: string } | undefined {
  const description = typeof schema.description === "string" ? schema.description.slice(0, 300) : "";
  if (!/\breference\b/i.test(description) || !vocab) return undefined;
  for (const m of description.matchAll(
    /["'`]([A-Z][A-Za-z]+)\/(?:\[id\]|\{id\}|<id>|:id|[A-Za-z0-9-]+)["'`]/g,
  )) {
    const type = m[1] ?? "";
    const parts = identifierParts(type);
    const entity = singular(parts[parts.length - 1] ?? "");
    if (vocab.entities.has(entity)) return { type, entity };
  }
  return undefined;
}

/** A description that spells a date format ("Close date (YYYY-MM-DD)"). */
const DATE_FORMAT_TEXT = /\bYYYY-MM-DD\b|\bISO[- ]?8601 date\b/i;
/**
 * A description saying the value is a moment, not a day: "ISO 8601 time", "date-time", "date and
 * time", "the end of the time range" (a range of times: a day said as its end reaches its last second).
 */
const DATE_TIME_TEXT =
  /\bISO[- ]?8601 (?:time|date[- ]?time)\b|\bdate[- ]?time\b|\bdate and time\b|\btime (?:range|window|span|period)\b/i;
/**
 * A description saying a lower day bound leaves its own day out: "updated after this date" — never
 * "on or after this date", which takes it in.
 */
const EXCLUSIVE_AFTER_DAY =
  /(?<!\bon or )\bafter (?:this|that|the given|the) (?:[\w -]{0,20}\b)?(?:date|day)\b(?![-/ ]?time)/i;
/** "ISO 8601 date or date-time": a parameter that also takes a bare day keeps the day people said. */
const DATE_OR_TIME_TEXT = /\bdate,? or (?:an? )?(?:date[- ]?time|date and time|time ?stamp)\b/i;
const MIN_WORDS = new Set([
  "min",
  "minimum",
  "from",
  "gte",
  "gt",
  "over",
  "above",
  "least",
  "low",
  "lower",
  "floor",
]);
const MAX_WORDS = new Set([
  "max",
  "maximum",
  "to",
  "lte",
  "lt",
  "under",
  "below",
  "most",
  "up",
  "upper",
  "ceiling",
]);
/** Words of a bound's name that exclude its number (`price_gt`, `costAbove`, `ageUnder`). */
const EXCLUSIVE_BOUND_WORDS = new Set(["gt", "lt", "above", "below", "over", "under"]);
/**
 * A bound over whole numbers that keeps its number (`minBikesAvailable: integer`, `max_guests`):
 * "more than 5" is 6 there, "under 3" is 2 — never the number said, which would widen by one.
 */
export function wholeInclusiveBound(p: ParamInfo): boolean {
  const about = boundSubject(p).all;
  return (
    p.bound !== undefined &&
    p.schema.type === "integer" &&
    !p.minorUnits &&
    !p.words.some((w) => EXCLUSIVE_BOUND_WORDS.has(w)) &&
    // Money (`max_fee`, "Minimum nightly rate (USD)") is an amount, whole or not: never stepped.
    ![...about].some((w) => AMOUNT_WORDS.has(w) || CURRENCY_WORDS[w] !== undefined)
  );
}
export const AMOUNT_WORDS = new Set([
  "total",
  "amount",
  "price",
  "value",
  "cost",
  "spend",
  "revenue",
  "sum",
  "balance",
  "fee",
  "gross",
  "net",
  // What a tenancy costs (`monthlyRent`, `rent_amount`): "cheapest lease", "highest rent".
  "rent",
  // What a thing is worth: its value ("deals worth over 50k", `netWorth`).
  "worth",
]);

/**
 * What a free-text parameter says it matches: its name (`nameContains`, `title`), else its
 * description, else — when it has none — the tool's ("Search users by name or email").
 */
export function textMatches(
  p: Pick<ParamInfo, "words" | "schema">,
  toolDescription?: string,
): { named: boolean; names: boolean; emails: boolean; otherText: boolean } {
  const about = typeof p.schema.description === "string" ? p.schema.description : (toolDescription ?? "");
  return {
    named: p.words.some((w) => TEXT_SECONDARY.has(w)),
    // "first name", "firstname", "lastName", "display_name": a word ending in name.
    names: /names?\b/i.test(about),
    emails: /mail/i.test(about),
    otherText:
      // "Text to match against the name or email" says how it matches, not that it matches other text.
      /\b(full[- ]?text|free[- ]?text|any text|keywords?|descriptions?|categor(y|ies)|skus?|titles?|tags?|content|notes?|any|cit(y|ies)|address(es)?|locations?|places?|countr(y|ies)|regions?)\b/i.test(
        about,
      ),
  };
}

/** A search by name: a free-text parameter called or described as one ("Part of the driver's name"). */
export function searchesNames(p: ParamInfo, toolDescription?: string): boolean {
  // "Search for users by login or name" over a bare "Search query": the tool says what its text
  // parameter searches by when the parameter does not — so does "Full-text search over candidate
  // name, email and current company" (what a search runs over or across is what it matches).
  const by = /\b(?:by|over|across)\b[^.]*names?\b/i.test(toolDescription ?? "");
  return (
    p.freeText !== undefined && (p.words.includes("name") || textMatches(p, toolDescription).names || by)
  );
}

/**
 * `assignee_name` ("Full name of the person the chores are assigned to"), `potterName`: a text
 * parameter whose own words, past those of any search text and the records' own, name someone else
 * — the person it takes is whose records they are, not one of them.
 */
export function textOfAnother(p: ParamInfo, entity: string): boolean {
  const own = new Set(identifierParts(entity).map((w) => singular(w.toLowerCase())));
  return p.words.some((w) => {
    const word = singular(w);
    return !TEXT_PRIMARY.has(word) && !TEXT_SECONDARY.has(word) && !own.has(word) && word !== "full";
  });
}

/** A search by title: a free-text parameter described, or whose tool is described, as matching titles ("Search for movies by title."). */
export function searchesTitles(p: ParamInfo, toolDescription?: string): boolean {
  const about = typeof p.schema.description === "string" ? p.schema.description : (toolDescription ?? "");
  return (
    p.freeText !== undefined &&
    (p.words.includes("title") || /\b(?:by|over|across)\b[^.]*\btitles?\b/i.test(about))
  );
}

/**
 * A choice of record kinds: declared values naming two or more of the entities in view
 * (`toObjectType: contacts | companies | deals`, `tableName: Events | Venues`). Its value is which
 * records a call fetches — a word matching it may ask for that kind through this very choice
 * (an association's deals), unlike a state or sort value that happens to spell an entity
 * (applications' stage `offer`, a sort by `user`).
 */
export function selectsRecordKind(p: Pick<ParamInfo, "enumValues">, entities: ReadonlySet<string>): boolean {
  return (p.enumValues ?? []).filter((v) => entities.has(singular(v.toLowerCase()))).length >= 2;
}

/**
 * A choice of the tool's OWN record kinds: a required parameter named for the kind of the records the
 * tool returns (`objectType` of a tool whose records are objects, `record_kind` of one of records)
 * whose declared or described values are nouns (`contacts | companies | deals`). The tool is a lister
 * (reader, searcher) of each of those kinds, the value sent saying which — a generic tool of the
 * HubSpot, Airtable or Kubernetes kind. A choice named otherwise (`toObjectType` beside an object id,
 * a `type` filter of issues) is not one: its values say which records are related, or which of the
 * tool's own records are kept. The choice is the tool's only required parameter.
 */
export function ownKindChoice(
  cap: CapabilityLike,
): { param: string; values: string[]; paired?: { param: string; of: Record<string, string> } } | undefined {
  const own = identifierParts(cap.entity).map(singular);
  const params = paramInfos(cap);
  const paired = pairedKindChoice(cap, params);
  if (paired) return paired;
  const searched = searchedKinds(cap, params);
  if (searched) return searched;
  // A tool that needs a record's key beside the kind (`related(record_kind, record_id, …)`) reads
  // what is linked to one record: it lists no kind.
  if (params.filter((p) => p.required).length !== 1) return undefined;
  for (const p of params) {
    if (!p.required || p.path || p.words.length < 2 || !saysKind(p.words)) continue;
    // `record_kind` of `dock_list_records` (dock records): the words before "kind" end the entity's.
    const of = p.words.slice(0, -1).map(singular);
    if (of.join(" ") !== own.slice(-of.length).join(" ")) continue;
    const values = p.enumValues ?? p.exampleValues ?? [];
    if (values.length >= 2 && values.every((v) => /^\p{L}[\p{L} _-]{1,40}$/u.test(v)))
      return { param: p.name, values };
  }
  return undefined;
}

/**
 * A kind named with its version: a tool of two required parameters, one named only `kind` (or
 * `type`), whose description lists the values of both as pairs in the order it names them ("common
 * apiVersion and kind include: v1 Pod, apps/v1 Deployment, networking.k8s.io/v1 Ingress"). Each kind
 * listed is one of the tool's own record kinds, sent with the value it is paired with — never a
 * kind the description does not pair (its version would be a guess).
 */
function pairedKindChoice(
  cap: CapabilityLike,
  params: readonly ParamInfo[],
): { param: string; values: string[]; paired: { param: string; of: Record<string, string> } } | undefined {
  const required = params.filter((p) => p.required);
  if (required.length !== 2) return undefined;
  const kind = required.find((p) => !p.path && p.words.length === 1 && saysKind(p.words));
  const other = required.find((p) => p !== kind);
  if (!kind || !other || other.path || typeof cap.description !== "string") return undefined;
  // Parameter names are identifiers: written into the pattern as they are.
  if (!/^\w+$/.test(other.name) || !/^\w+$/.test(kind.name)) return undefined;
  const named = new RegExp(
    `\\b${other.name}\\s+and\\s+${kind.name}\\b[^:\\n]{0,40}:\\s*([^)\\n]+)`,
    "i",
  ).exec(cap.description.slice(0, 1000));
  if (!named?.[1]) return undefined;
  const of: Record<string, string> = {};
  for (const item of named[1].split(/,\s*(?:(?:or|and)\s+)?|\s+(?:or|and)\s+/)) {
    const m = /^\s*([\w./-]{1,60})\s+(\p{L}[\p{L}_-]{1,40})\s*$/u.exec(item);
    if (!m?.[1] || !m[2]) return undefined;
    of[m[2]] = m[1];
  }
  const values = Object.keys(of);
  return values.length >= 2 ? { param: kind.name, values, paired: { param: other.name, of } } : undefined;
}

/**
 * A tool of several kinds of records (`search(query, type: track | album | artist | playlist)`
 * described as "Search for tracks, albums, artists or playlists", `getTopItems(type: artists |
 * tracks)` as "top artists or tracks"): a required choice named just `type` or `kind` — beside at most
 * a required search text — whose declared values the tool's description names as records, in the
 * plural (two or more of them). The tool is a lister (a search) of each of those kinds. A `type`
 * whose values the description does not call records (`bug | story | task` of a search of issues) is
 * a filter of the tool's own records.
 */
function searchedKinds(
  cap: CapabilityLike,
  params: readonly ParamInfo[],
): { param: string; values: string[] } | undefined {
  const choice = params.find((p) => p.required && p.words.length === 1 && saysKind(p.words) && p.enumValues);
  const others = params.filter((p) => p.required && p !== choice);
  if (!choice || others.some((p) => p.freeText === undefined) || others.length > 1) return undefined;
  const said = new Set((cap.description ?? "").toLowerCase().match(/\p{L}+/gu) ?? []);
  const values = choice.enumValues ?? [];
  const named = values.filter((v) => /^\p{L}+$/u.test(v) && said.has(plural(singular(v.toLowerCase()))));
  return named.length >= 2 ? { param: choice.name, values } : undefined;
}

/**
 * "Either `issueUrl`, or `organizationSlug` with `issueId`": parameters a tool's description says go
 * together — each is required once the other is given, though the schema marks neither required.
 * Pairs of declared parameter names, each way. Only "with" joins them: "`offset` and `limit`" is
 * as often a list of what a result holds.
 */
export function requiredTogether(
  description: string | undefined,
  names: readonly string[],
): Map<string, string> {
  const declared = new Set(names);
  const pairs = new Map<string, string>();
  for (const m of (description ?? "").matchAll(/`([^`\s]+)`\s+(?:together\s+)?with\s+`([^`\s]+)`/g)) {
    const [, a, b] = m;
    if (!a || !b || a === b || !declared.has(a) || !declared.has(b)) continue;
    pairs.set(a, b);
    pairs.set(b, a);
  }
  return pairs;
}

/**
 * A lookup by text (a typeahead, a quick find by name): a tool that cannot answer without search
 * text. Its choice of record kinds says among which records the text is looked up — it lists no
 * kind's records, so a word naming a kind ("how many tags", "what projects do we have") asks for
 * that kind's own records, not for this lookup.
 */
export function looksUpByText(params: readonly Pick<ParamInfo, "freeText" | "required">[]): boolean {
  return params.some((p) => p.freeText !== undefined && p.required);
}

/** A filter by email address: a parameter called or typed so, or a free text described as matching emails. */
export function filtersByEmail(p: ParamInfo, toolDescription?: string): boolean {
  return p.email === true || (p.freeText !== undefined && textMatches(p, toolDescription).emails);
}

/**
 * What a numeric bound is about: the words of its name other than min/max (`minKm` → km,
 * `total_gte` → total) and of its description ("Minimum trip distance in kilometres"), units in one
 * spelling. Empty words of the name mean a bare bound (`min`, `gte`).
 */
export function boundSubject(p: Pick<ParamInfo, "words" | "schema">): { name: string[]; all: Set<string> } {
  const name = p.words.filter((w) => !MIN_WORDS.has(w) && !MAX_WORDS.has(w)).map(unitWord);
  const description = typeof p.schema.description === "string" ? p.schema.description.slice(0, 200) : "";
  const described = (description.match(/[\p{L}%]+/gu) ?? []).map(unitWord);
  return { name, all: new Set([...name, ...described]) };
}

const fieldOf = (words: string[]): SortOption["field"] =>
  words.some((w) => DATE_FIELD_WORDS.has(w))
    ? "date"
    : words.some((w) => AMOUNT_WORDS.has(w))
      ? "amount"
      : "other";

/** Words of a parameter that chooses an order, or of an argument grouping its fields (`orderBy`, `sort`, `ordering`). */
const SORT_GROUP_WORDS = new Set(["sort", "order", "orderby", "ordering", "sorting"]);

/**
 * `sort: created|updated` beside `direction: asc|desc`: the field and its direction in two
 * parameters, the way many REST APIs split them. Each field value pairs with each direction.
 */
function splitSortOptions(infos: ParamInfo[], cap: CapabilityLike): void {
  const sorting = (p: ParamInfo) => p.words.some((w) => SORT_GROUP_WORDS.has(w));
  const dirOf = (v: string) =>
    /^asc(ending)?$/i.test(v) ? "asc" : /^desc(ending)?$/i.test(v) ? "desc" : undefined;
  const direction = infos.find(
    (p) =>
      !p.sort &&
      (p.enumValues?.length ?? 0) >= 2 &&
      p.enumValues?.every((v) => dirOf(v) !== undefined) &&
      (sorting(p) || p.words.some((w) => w === "direction" || w === "dir")),
  );
  if (!direction?.enumValues) {
    reversedSortOptions(infos, sorting);
    return;
  }
  for (const p of infos) {
    if (p === direction || p.sort || !sorting(p)) continue;
    // `_sort: string` "Field to sort by" beside `_order: asc|desc` (json-server, many REST APIs): a
    // free field name — each of the records' own fields, in each direction.
    if (!p.enumValues && p.schema.type === "string" && !p.paging) {
      const options = recordFields(cap).flatMap(({ key, type }) =>
        (direction.enumValues ?? []).map((d) => ({
          value: key,
          key,
          field: type === "date" ? ("date" as const) : fieldOf(identifierParts(key).map(singular)),
          dir: dirOf(d) as "asc" | "desc",
          direction: { name: direction.name, value: d },
          fromRecords: { type },
        })),
      );
      if (options.length > 0) {
        p.sort = options;
        p.exampleValues = undefined;
      }
      continue;
    }
    if (!p.enumValues) continue;
    const options = p.enumValues.flatMap((value) =>
      (direction.enumValues ?? []).map((d) => ({
        value,
        key: value,
        field: fieldOf(identifierParts(value).map(singular)),
        dir: dirOf(d) as "asc" | "desc",
        direction: { name: direction.name, value: d },
      })),
    );
    p.sort = options;
    p.enumValues = undefined;
  }
}

/** A boolean that turns an order around (`reverse`, `descending`, `ascending`): what `true` makes it. */
function flipsOrder(p: ParamInfo): "asc" | "desc" | undefined {
  if (p.schema.type !== "boolean" || p.words.length !== 1) return undefined;
  const word = p.words[0];
  return word === "reverse" || word === "reversed" || word === "descending" || word === "desc"
    ? "desc"
    : word === "ascending" || word === "asc"
      ? "asc"
      : undefined;
}

/**
 * `sortKey: CREATED_AT|TOTAL_PRICE` beside `reverse: boolean` (GraphQL-style connections): the keys
 * sort one way, the boolean turns them around — each key in both directions, `false` the natural
 * (ascending) one, `true` the other.
 */
function reversedSortOptions(infos: ParamInfo[], sorting: (p: ParamInfo) => boolean): void {
  const flips = infos.filter((p) => !p.sort && flipsOrder(p) !== undefined);
  const flip = flips.length === 1 ? flips[0] : undefined;
  const onTrue = flip ? flipsOrder(flip) : undefined;
  if (!flip || !onTrue) return;
  const keyed = infos.filter((p) => p !== flip && !p.sort && (p.enumValues?.length ?? 0) >= 2 && sorting(p));
  const p = keyed.length === 1 ? keyed[0] : undefined;
  if (!p?.enumValues) return;
  const other = onTrue === "desc" ? "asc" : "desc";
  p.sort = p.enumValues.flatMap((value) => {
    const field = fieldOf(identifierParts(value).map(singular));
    return [
      { value, key: value, field, dir: other, direction: { name: flip.name, value: false } },
      { value, key: value, field, dir: onTrue, direction: { name: flip.name, value: true } },
    ];
  });
  p.enumValues = undefined;
}

function sortOptions(values: string[]): SortOption[] | undefined {
  const out: SortOption[] = [];
  for (const value of values) {
    // `order: newest|oldest`, `sort: latest|earliest`: a value that is itself an order by date.
    const age = value.toLowerCase().replace(/[\s_-]+/g, " ");
    const byAge = /^(?:newest|latest|most recent|recent)(?: first)?$/.test(age)
      ? "desc"
      : /^(?:oldest|earliest)(?: first)?$/.test(age)
        ? "asc"
        : undefined;
    if (byAge) {
      out.push({ value, field: "date", dir: byAge });
      continue;
    }
    const m = /^(-)?([A-Za-z][A-Za-z_ \-.]*?)(?:[_ \-:.](asc|desc|ascending|descending))?$/i.exec(value);
    // `published-year` beside `-published-year` (JSON:API): the unsigned field sorts ascending.
    // `PurchaseDate` beside `PurchaseDate desc`, `-PurchaseDate`: the unsigned field sorts ascending.
    const reversed = [`-${value}`, `${value} desc`, `${value}_desc`].some((v) => values.includes(v));
    if (!m || (!m[1] && !m[3] && !reversed)) continue;
    const dir = m[1] || /^desc/i.test(m[3] ?? "") ? "desc" : "asc";
    const words = identifierParts(m[2]).map(singular);
    const field = words.some((w) => DATE_FIELD_WORDS.has(w))
      ? "date"
      : words.some((w) => AMOUNT_WORDS.has(w))
        ? "amount"
        : "other";
    out.push({ value, field, dir, key: m[2] });
  }
  return out.length > 0 ? out : undefined;
}

/**
 * A description that names both directions and a colon joining a field to one ("the direction
 * (asc/desc) of the results, separated by a colon").
 */
const SEPARATED_DIRECTIONS =
  /\basc(?:ending)?\s*(?:\/|\bor\b|\|)\s*desc(?:ending)?\b[^.]{0,80}?\bseparated by (?:an? )?colon\b/i;

/**
 * The fields a free sort string's description lists as choices ("the field you wish to sort on
 * (incident_number/created_at/resolved_at/urgency)"), each in both directions of its syntax.
 */
function listedSortValues(schema: JsonSchema): string[] {
  const syntax = sortSyntax(schema);
  const description = typeof schema.description === "string" ? schema.description.slice(0, 300) : "";
  if (!syntax) return [];
  const fields = [...description.matchAll(/\(\s*([A-Za-z][\w.]*(?:\s*[/|,]\s*[A-Za-z][\w.]*)+)\s*\)/g)]
    .flatMap((m) => (m[1] ?? "").split(/\s*[/|,]\s*/))
    .filter((f) => !/^(?:asc|desc)(?:ending)?$/i.test(f));
  return fields.flatMap((f) => [syntax(f, "asc"), syntax(f, "desc")]);
}

/** How a free sort string writes a field and its direction. */
type SortSyntax = (field: string, dir: "asc" | "desc") => string;

/**
 * The syntax a free sort string's description or examples show for any field: a template
 * ("Sorting criteria in the format: property,(asc|desc)", "field:asc|desc", "+field/-field",
 * "prefix with - for descending") or an example with a direction ("UnitPrice desc", "-created_at").
 * Nothing when neither is recognisable.
 */
function sortSyntax(schema: JsonSchema): SortSyntax | undefined {
  const description = typeof schema.description === "string" ? schema.description.slice(0, 300) : "";
  const slot = "(?:property|field|column|attribute|key|name)(?:[ _]?name)?";
  const suffix = new RegExp(
    `\\b${slot}\\s*([,:])\\s*\\(?\\s*(asc|desc)\\s*\\|\\s*(?:asc|desc)\\s*\\)?`,
    "i",
  ).exec(description);
  if (suffix) {
    const [, sep, shown] = suffix;
    const upper = shown !== shown?.toLowerCase();
    return (field, dir) => `${field}${sep}${upper ? dir.toUpperCase() : dir}`;
  }
  const minus =
    new RegExp(`[+]?${slot}\\s*(?:/|\\bor\\b|,|\\|)\\s*-${slot}\\b`, "i").test(description) ||
    /\bprefix(?:ed)?\b.{0,30}["'`]?-["'`]?.{0,30}\bdesc/i.test(description);
  if (minus) return (field, dir) => (dir === "desc" ? `-${field}` : field);
  // "the field … as well as the direction (asc/desc) of the results, separated by a colon": the two
  // joined by it.
  if (SEPARATED_DIRECTIONS.test(description)) return (field, dir) => `${field}:${dir}`;
  for (const value of sortTemplate(schema)) {
    const m = /^[A-Za-z][A-Za-z0-9_.]*([ _:.-])(asc|desc|ascending|descending)$/i.exec(value);
    if (m) {
      const [, sep, word] = m;
      const long = word.length > 4;
      const upper = word !== word.toLowerCase();
      const say = (d: "asc" | "desc") => (long ? `${d}ending` : d);
      return (field, dir) => `${field}${sep}${upper ? say(dir).toUpperCase() : say(dir)}`;
    }
    if (value.startsWith("-")) return (field, dir) => (dir === "desc" ? `-${field}` : field);
  }
  return undefined;
}

/** The declared shape of one record of a list (its collection path, or its one array of records). */
function recordShape(cap: CapabilityLike): ReturnType<typeof declaredRecordShape> | undefined {
  if (!cap.outputSchema) return undefined;
  const of = (collectionPath?: string) =>
    declaredRecordShape({
      outputSchema: cap.outputSchema,
      collectionPath,
      identityFields: [...(cap.identityFields ?? [])],
    });
  let shape = of(cap.collectionPath);
  if (cap.collectionPath === undefined && (cap.operation === "list" || cap.operation === "search")) {
    // A list whose envelope the inference does not name (HAL's `_embedded.vehicles`): its one
    // array of records, as the result reader finds it.
    const lists = [...shape.paths].filter(
      ([, schema]) => schema?.type === "array" && (schema.items as JsonSchema | undefined)?.type === "object",
    );
    // One array of records (an envelope of one key is also read without it: the same schema twice).
    const only = new Set(lists.map(([, schema]) => schema)).size === 1 ? lists[0]?.[0] : undefined;
    if (only) shape = of(only);
  }
  return shape.origin === "outputSchema" ? shape : undefined;
}

/** The records' own scalar fields (declared or observed), with their JSON type when one is known. */
export function recordFields(cap: CapabilityLike): { key: string; type?: string }[] {
  const shape = recordShape(cap);
  if (!shape) return [];
  return [...shape.paths].flatMap(([key, schema]) => {
    const type = typeof schema?.type === "string" ? schema.type : undefined;
    if (key.includes(".") || !/^[A-Za-z][\w-]*$/.test(key) || type === "object" || type === "array")
      return [];
    return [{ key, type: schema?.format === "date" || schema?.format === "date-time" ? "date" : type }];
  });
}

/**
 * Whether the records carry money that moved at a time (issue 14: "revenue", "spend" with no
 * entity named): a dated record with an amount priced in a currency — a money field beside its
 * currency field (`currencyFieldFor`), or a money object (`{amount, currency}`, `moneyShape`). A
 * catalog price with no currency or no date (a product's list price) moves no money.
 */
export function recordsCarryMoney(cap: CapabilityLike): boolean {
  const fields = recordFields(cap);
  if (!fields.some((f) => f.type === "date" || identifierParts(f.key).some((w) => DATE_FIELD_WORDS.has(w))))
    return false;
  const text = fields.filter((f) => f.type === "string").map((f) => f.key);
  const priced = fields.some(
    (f) =>
      (f.type === "number" || f.type === "integer") &&
      fieldRole(f.key) === "money" &&
      currencyFieldFor(text, f.key) !== undefined,
  );
  if (priced) return true;
  // A money object: a field of the record whose own fields are an amount and a currency.
  const nested = new Map<string, Record<string, string | undefined>>();
  for (const [key, schema] of recordShape(cap)?.paths ?? []) {
    const parts = key.split(".");
    if (parts.length !== 2 || fields.some((f) => f.key === parts[0])) continue;
    const [owner, own] = parts;
    const types = nested.get(owner) ?? {};
    types[own] = typeof schema?.type === "string" ? schema.type : undefined;
    nested.set(owner, types);
  }
  return [...nested.values()].some((types) => moneyShape(types) !== undefined);
}

/** Each field of the records in the sort string's syntax, both ways: an order the tool takes by any of them. */
function recordSortOptions(cap: CapabilityLike, schema: JsonSchema): SortOption[] {
  const syntax = sortSyntax(schema);
  if (!syntax) return [];
  return recordFields(cap).flatMap(({ key, type }) =>
    (["asc", "desc"] as const).map((dir) => ({
      value: syntax(key, dir),
      field: type === "date" ? "date" : fieldOf(identifierParts(key).map(singular)),
      dir,
      key,
      fromRecords: { type },
    })),
  );
}

/**
 * The values a free sort string takes, read from the examples it shows ("for example \"UnitPrice
 * desc\" or \"Name asc\"", `examples: ["-created_at"]`): each exemplified field in both directions,
 * written the way the example writes a direction (a suffix word, or a leading minus). Nothing when no
 * example carries a direction: a bare field name says no syntax for the order.
 */
function sortTemplate(schema: JsonSchema): string[] {
  const description = typeof schema.description === "string" ? schema.description.slice(0, 300) : "";
  const quoted = [...description.matchAll(/["'`“]([^"'`”]{1,40})["'`”]/g)].map((m) => m[1]);
  const examples = [...(Array.isArray(schema.examples) ? schema.examples : []), ...quoted].filter(
    (e): e is string => typeof e === "string",
  );
  const out = new Set<string>();
  for (const e of examples) {
    const suffix = /^([A-Za-z][A-Za-z0-9_.]*)([ _:.-])(asc|desc|ascending|descending)$/i.exec(e.trim());
    if (suffix) {
      const [, field, sep, dir] = suffix;
      const lower = dir === dir.toLowerCase();
      const [up, down] = /^(asc|desc)$/i.test(dir) ? ["asc", "desc"] : ["ascending", "descending"];
      for (const d of [up, down]) out.add(`${field}${sep}${lower ? d : d.toUpperCase()}`);
    } else if (/^-[A-Za-z][A-Za-z0-9_.]*$/.test(e.trim())) {
      out.add(e.trim());
      out.add(e.trim().slice(1));
    }
  }
  return [...out];
}

/**
 * The words of a parameter name. A bracketed name (`filter[author]`, `page[size]`: deepObject,
 * JSON:API and Rails query strings) is a member of a group: the key in brackets says what it is,
 * and the group's word only when it is a paging group (`page[number]`, `page[size]`) or the key is
 * a comparing word alone (`amount[gte]`: a bound of the amount).
 */
function nameWords(name: string, path?: readonly [string, string]): string[] {
  if (path) {
    // `filter.species` is the field `species`; `owner.id`, `page.size` keep their argument's words,
    // and so do the fields of an order object (`orderBy.field`, `sort.direction`): what they choose
    // is an order, not a filter of that name.
    const [outer, inner] = path.map(identifierParts);
    const alone =
      inner.every((w) => ID_WORDS.has(w) || FROM.has(w) || TO.has(w)) ||
      outer.some((w) => PAGE_WORDS[w] !== undefined || SORT_GROUP_WORDS.has(w));
    return (alone ? [...outer, ...inner] : inner).map(singular);
  }
  const m = /^([A-Za-z_]+)\[([^\]]+)\]$/.exec(name);
  const inner = m?.[2] ? identifierParts(m[2]) : [];
  if (!m?.[1] || inner.length === 0) return identifierParts(name).map(singular);
  const outer = identifierParts(m[1]);
  const paging = outer.some((w) => PAGE_WORDS[w] !== undefined);
  // `amount[gte]`, `created[lt]`: a comparing word alone is a bound of what the group names.
  const bound = inner.every((w) => FROM.has(w) || TO.has(w)) && !outer.some((w) => TEXT_PRIMARY.has(w));
  return (paging || bound ? [...outer, ...inner] : inner).map(singular);
}

/**
 * An enum that selects related records to embed, not a filter: named so alone (`include`,
 * `expand`), or whose values all name entities of the snapshot other than the tool's own
 * (`with: customer,lines`). "books" in a question names the entity, never a value of it.
 */
function namesRelations(
  words: readonly string[],
  values: readonly string[],
  own: string,
  vocab?: EntityVocabulary,
  path?: readonly string[],
): boolean {
  if (words.length === 1 && words[0] && EXPANSION_WORDS.has(words[0])) return true;
  // `filter.value: page | database`: what a filter's value names is the kind of records kept, never
  // related records to embed.
  if (!vocab || [...words, ...(path ?? []).flatMap((p) => identifierParts(p))].includes("filter"))
    return false;
  return values.every((v) =>
    v.split(/\s*,\s*/).every((part) => {
      const e = identifierParts(part).map(singular).join(" ");
      return e !== own && vocab.entities.has(e);
    }),
  );
}

/**
 * A list of 3+ short lower-case words in a description: "a, b, c or d". Not when its last word
 * opens a longer phrase ("holder name, email or account number" says what a text matches).
 */
const LISTED =
  /\b([a-z][a-z-]{1,24}(?:,\s*[a-z][a-z-]{1,24}){1,12},?\s+(?:or|and)\s+[a-z][a-z-]{1,24})\b(?![ \t]+[A-Za-z])/;

/**
 * Three or more values of words listed alone in parentheses, in any case: "Filter by category
 * (inquiry, software, hardware, network)", "Catalog category (Hardware, Software, Services, Office)".
 * Never identifiers (`sys_id`, `user_name`: forms a reference takes) nor an "e.g." aside.
 */
const PAREN_ITEM = "[A-Za-z][A-Za-z-]{1,24}(?: [A-Za-z][A-Za-z-]{1,24}){0,2}";
const PAREN_LISTED = new RegExp(
  `\\(\\s*(${PAREN_ITEM}(?:(?:,\\s*(?:(?:or|and)\\s+)?|\\s+(?:or|and)\\s+)${PAREN_ITEM}){2,12})\\s*\\)`,
);

/** Words of a name that say it holds the records' state: `status`, `fulfillment_status`, `stateName`. */
export const saysState = (words: readonly string[]) => words.some((w) => w === "status" || w === "state");

/**
 * A name that says it holds the records' kind: `board_type`, `kind` — its last word. Its quoted
 * examples ("(e.g., 'scrum', 'kanban')") are kinds of those records, as a state's are states.
 */
export const saysKind = (words: readonly string[]) => words.at(-1) === "type" || words.at(-1) === "kind";

/** Two or more quoted short lower-case words listed: "(e.g., 'active', 'future', 'closed')". */
const QUOTED_LISTED =
  /((?:(['"`])[a-z][a-z-]{1,24}\2(?:,\s*(?:(?:or|and)\s+)?|\s+(?:or|and)\s+)){1,12}(['"`])[a-z][a-z-]{1,24}\3)/;

/**
 * Values a description shows: its `examples`, a plain list ("a, b, c or d") and — of a parameter
 * holding the records' state or kind (`state: "Sprint state (e.g., 'active', 'future', 'closed')"`) — a
 * quoted one (elsewhere quoted words may be field names or search terms, never the parameter's values).
 */
/**
 * Three or more single-word values, in any case, listed after "e.g."/"for example"/"such as":
 * "Activity types to include, e.g. Run, Ride, Swim, VirtualRide". Read only for a parameter holding
 * the records' state or kind, whose listed words are its values (elsewhere they may be field names).
 */
const EG_ITEM = "[A-Za-z][A-Za-z0-9_-]{1,30}";
const EG_LISTED = new RegExp(
  String.raw`\b(?:e\.g\.?|for example|such as)\s*,?:?\s*(${EG_ITEM}(?:(?:,\s*(?:(?:or|and)\s+)?|\s+(?:or|and)\s+)${EG_ITEM}){2,20})(?![\w-])`,
  "i",
);

function exampleValuesOf(schema: JsonSchema, holdsState = false): string[] {
  const fromExamples = Array.isArray(schema.examples)
    ? schema.examples.filter((v): v is string => typeof v === "string" && v.length <= 40)
    : [];
  const description = typeof schema.description === "string" ? schema.description.slice(0, 300) : "";
  const quoted = holdsState
    ? (QUOTED_LISTED.exec(description)?.[1]?.match(/[a-z][a-z-]{1,24}(?=['"`])/g) ?? []).filter(
        (w) => w !== "or" && w !== "and",
      )
    : [];
  const listed = [
    ...(LISTED.exec(description)?.[1]?.split(/,\s*|\s+(?:or|and)\s+/) ?? []),
    ...(PAREN_LISTED.exec(description)?.[1]?.split(/,\s*(?:(?:or|and)\s+)?|\s+(?:or|and)\s+/) ?? []),
    ...quoted,
    ...(holdsState
      ? (EG_LISTED.exec(description)?.[1]?.split(/,\s*(?:(?:or|and)\s+)?|\s+(?:or|and)\s+/) ?? [])
      : []),
  ];
  return [...new Set([...fromExamples, ...listed].map((v) => v.trim()).filter(Boolean))].slice(0, 40);
}

/**
 * The closed list of values a description declares in prose when the schema has no `enum` ("Valid
 * values include: contacts, companies, deals", "one of: open, pending, closed"): a choice like an
 * enum. Only ever matched against the person's own words, never sent unless they wrote it.
 */
const LIST_ITEM = String.raw`[\`'"]?[a-z][a-z0-9_-]{1,30}[\`'"]?`;
const CLOSED_LIST = new RegExp(
  String.raw`\b(?:(?:valid|allowed|accepted|possible|supported) (?:values|types|options|kinds)(?: are| include)?|(?:must be )?one of)\s*:?\s*(${LIST_ITEM}(?:(?:,\s*(?:(?:or|and)\s+)?|\s+(?:or|and)\s+)${LIST_ITEM}){2,40})`,
  "i",
);

/**
 * Values written as alternatives joined by `|` ("planned | in-progress | finished", `'open'|'closed'|'all'`):
 * the notation of closed value sets in specifications, type unions and usage lines — three at
 * least, so a token syntax like `system|code` is not one.
 */
const PIPE_LIST = new RegExp(
  String.raw`(?:^|[^|\w/:.-])(${LIST_ITEM}(?:\s*\|\s*${LIST_ITEM}){2,40})(?![|\w/:.-])`,
  "i",
);

function closedValuesOf(schema: JsonSchema): string[] | undefined {
  const description = typeof schema.description === "string" ? schema.description.slice(0, 500) : "";
  const piped = PIPE_LIST.exec(description)?.[1];
  const list = CLOSED_LIST.exec(description)?.[1];
  if (!list && !piped) return undefined;
  const values = (list ?? "")
    .split(/,\s*(?:(?:or|and)\s+)?|\s+(?:or|and)\s+/)
    .concat(list ? [] : (piped ?? "").split("|"))
    .map((v) => v.trim().replace(/^[`'"]|[`'"]$/g, ""))
    .filter(Boolean);
  return values.length >= 3 ? values : undefined;
}

/** "`PENDING`, `COMPLETED`, `REJECTED`, `FAILED`": two or more codes in capitals, each in backticks, listed together. */
const BACKTICKED_CODE = "`[A-Z][A-Z0-9_]{1,30}`";
const BACKTICKED_CODES = new RegExp(
  `${BACKTICKED_CODE}(?:\\s*,\\s*(?:(?:or|and)\\s+)?${BACKTICKED_CODE}|\\s+(?:or|and)\\s+${BACKTICKED_CODE})+`,
);
function backtickedCodes(schema: JsonSchema | undefined): string[] | undefined {
  const description = typeof schema?.description === "string" ? schema.description.slice(0, 600) : "";
  const codes = BACKTICKED_CODES.exec(description)?.[0].match(/[A-Z][A-Z0-9_]{1,30}/g) ?? [];
  return codes.length >= 2 ? [...new Set(codes)] : undefined;
}

/**
 * The codes an order parameter with no `enum` explains one by one in its description ("`DEFAULT`
 * sorts alphabetically by name; `CREATED_AT` sorts by the date the profile was created", "ascending
 * (`ASC`) or descending (`DESC`)"): each code in backticks is one of its choices, listed together or
 * not — two at least. The field and its direction pair up as an enum's would (`splitSortOptions`).
 */
function shownSortCodes(schema: JsonSchema): string[] | undefined {
  const description = typeof schema.description === "string" ? schema.description.slice(0, 600) : "";
  const codes = [...description.matchAll(new RegExp(BACKTICKED_CODE, "g"))].map((m) => m[0].slice(1, -1));
  return new Set(codes).size >= 2 ? [...new Set(codes)] : undefined;
}

/**
 * The values of a parameter holding the records' state or kind that declares none of its own: the
 * codes its description lists in backticks ("Current values include `CARD`, `WALLET`, and `CASH`"),
 * else those of the records' field of the same name — its `enum`, or the codes its description lists
 * ("For a list of refund status values, see PaymentRefund" beside `status`: "`PENDING`, `COMPLETED`").
 * A choice like an enum, only ever matched against the person's own words.
 */
function documentedCodes(
  schema: JsonSchema,
  cap: CapabilityLike,
  words: readonly string[],
): string[] | undefined {
  const own = backtickedCodes(schema);
  if (own) return own;
  const field = recordFieldSchema(cap, words.map(singular).join(" "));
  const declared = Array.isArray(field?.enum)
    ? field.enum.filter((v): v is string => typeof v === "string")
    : [];
  return declared.length >= 2 ? declared : backtickedCodes(field);
}

/** Short upper-case codes listed in a description: "ENG, DES or OPS". */
const CODES = /\b([A-Z][A-Z0-9]{1,5}(?:,\s*[A-Z][A-Z0-9]{1,5})+,?\s+(?:or|and)\s+[A-Z][A-Z0-9]{1,5})\b/;

/** "0 = No priority, 1 = Urgent, 2 = High": a number, `=` or `:`, then a short label. */
const CODED = /(?:^|[\s,;(])(\d{1,3})\s*[=:]\s*([A-Za-z][A-Za-z ]{0,24}?)\s*(?=[,;.)]|$)/g;

/** The labelled numbers a numeric parameter's description lists (two at least, labels unique). */
function codedValues(schema: JsonSchema): { value: number; label: string }[] | undefined {
  const description = typeof schema.description === "string" ? schema.description.slice(0, 300) : "";
  const codes = [...description.matchAll(CODED)].map((m) => ({
    value: Number(m[1]),
    label: (m[2] ?? "").trim(),
  }));
  const labels = new Set(codes.map((c) => c.label.toLowerCase()));
  return codes.length >= 2 && labels.size === codes.length ? codes : undefined;
}

/**
 * Codes a text parameter's description pairs with labels: "AMB (ambulatory)", "VR = virtual",
 * "8867-4 heart rate" (a code with a digit, then lower-case words up to the next comma). Two at
 * least, labels unique; a label is words, never another code.
 */
const CODE = String.raw`[A-Z0-9][A-Za-z0-9]*(?:[-.][A-Za-z0-9]+)*`;
const LABEL = String.raw`[a-z][a-z ]{1,30}?`;
const LABELLED_CODES = [
  new RegExp(String.raw`(?:^|[\s,;:(])(${CODE})\s*\(\s*(${LABEL})\s*\)`, "g"),
  new RegExp(String.raw`(?:^|[\s,;:(])(${CODE})\s*=\s*(${LABEL})\s*(?=[,;.)]|$)`, "g"),
  /(?:^|[,;:]\s*|\b[Ee]\.g\.\s*)(\d[\dA-Za-z]*(?:[-.][A-Za-z0-9]+)*)\s+([a-z][A-Za-z0-9 ]{1,30}?)\s*(?=[,;.)]|$)/g,
];
function labelledCodes(schema: JsonSchema): { value: string; label: string }[] | undefined {
  const description = typeof schema.description === "string" ? schema.description.slice(0, 500) : "";
  for (const re of LABELLED_CODES) {
    const codes = [...description.matchAll(re)]
      .map((m) => ({ value: m[1] ?? "", label: (m[2] ?? "").trim() }))
      .filter((c) => /[A-Z0-9]/.test(c.value) && c.label.length >= 3);
    const labels = new Set(codes.map((c) => c.label.toLowerCase()));
    if (codes.length >= 2 && labels.size === codes.length) return codes;
  }
  return undefined;
}

/** "1=New, 2=In Progress", "-5=New, -4=Assess": a whole number, `=`, then a short label of words. */
const TOLD_CODE = /(?:^|[\s,;(])(-?\d{1,3})\s*=\s*([A-Za-z][A-Za-z ]{0,24}?)\s*(?=[,;)]|\.(?:\s|$)|$)/g;

/**
 * The codes a tool's description labels under one parameter's name ("List incidents. state: 1=New,
 * 2=In Progress, 6=Resolved. priority: 1=Critical, 2=High."): the sentence after `<name>:`, two codes
 * at least, labels unique. `undefined` when the description names no such list for it.
 */
export function toolLabelledCodes(
  description: string | undefined,
  name: string,
): { value: string; label: string }[] | undefined {
  if (!description || !/^[A-Za-z_][\w]*$/.test(name)) return undefined;
  const at = new RegExp(`(?<![\\w.])${name}\\s*:\\s*`, "i").exec(description.slice(0, 1000));
  if (!at) return undefined;
  const rest = description.slice(at.index + at[0].length, at.index + at[0].length + 300);
  const sentence = rest.split(/\.(?:\s|$)|\b[A-Za-z_]\w*\s*:\s/)[0] ?? "";
  const codes = [...sentence.matchAll(TOLD_CODE)].map((m) => ({
    value: m[1] ?? "",
    label: (m[2] ?? "").trim(),
  }));
  const labels = new Set(codes.map((c) => c.label.toLowerCase()));
  return codes.length >= 2 && labels.size === codes.length ? codes : undefined;
}

/** A value shown in backticks: a lower-case word or identifier (`light`, `binary_sensor`). */
const SHOWN_VALUE = "`[a-z][a-z0-9_-]{0,30}`";
const SHOWN_LIST = `(${SHOWN_VALUE}(?:(?:,\\s*(?:(?:or|and)\\s+)?|\\s+(?:or|and)\\s+)${SHOWN_VALUE}){1,20})`;

/**
 * The values a tool's description shows for one of its parameters: the parameter's words, then in
 * parentheses "e.g." / "for example" / "such as" and two or more values in backticks ("Get the current
 * state of all entities, or of one domain (e.g. `light`, `sensor`, `binary_sensor`)"). Examples of
 * what it takes, as its own description's would be; none when the description shows no such list.
 */
export function toolShownValues(description: string | undefined, words: readonly string[]): string[] {
  if (!description || words.length === 0 || words.some((w) => !/^[a-z0-9]+$/.test(w))) return [];
  const shown = new RegExp(
    `\\b${words.join("[\\s_-]+")}s?\\s*\\(\\s*(?:e\\.g\\.|for example|such as)[,:]?\\s*${SHOWN_LIST}`,
    "i",
  ).exec(description.slice(0, 1000));
  return shown?.[1]?.match(/`[^`]+`/g)?.map((v) => v.slice(1, -1)) ?? [];
}

/**
 * "P1", "P1s", "S2", "p1": a coded parameter's number written after the initial of its name
 * (`priority`, `severity`), as people shorten "priority 1" — in capitals or, typed in a hurry, in lower
 * case — one of the numbers its description lists.
 */
export function codeOfInitial(p: Pick<ParamInfo, "codes" | "words">, text: string): number | undefined {
  const name = p.words.at(-1);
  const m = /^(\p{L})(\d{1,2})s?$/u.exec(text);
  if (!m || !name || !p.codes || m[1]?.toLowerCase() !== name[0]) return undefined;
  const n = Number(m[2]);
  return p.codes.some((c) => c.value === n) ? n : undefined;
}

function listedCodes(schema: JsonSchema): string[] {
  const description = typeof schema.description === "string" ? schema.description.slice(0, 300) : "";
  return CODES.exec(description)?.[1]?.split(/,\s*|\s+(?:or|and)\s+/) ?? [];
}

/**
 * Whether a declared pattern admits only decimal numbers with a fraction ("12.50", "100"), never
 * letters or separators: an amount written as text, not the format of an identifier (an integer-only
 * pattern such as `^\\d{5}$` may be one, and is left alone).
 */
export function decimalOnly(re: RegExp): boolean {
  const fraction = re.test("100.50") || re.test("100.5");
  const notNumbers = ["A100", "100A", "1-00", "AB-12", "abc", "2025-01-01", "1,000"];
  return fraction && !notNumbers.some((x) => re.test(x));
}

/** A schema `pattern` as a RegExp, or undefined when absent, too long or invalid. */
export function compilePattern(p: unknown): RegExp | undefined {
  if (typeof p !== "string" || p.length > 200) return undefined;
  try {
    return new RegExp(p, "u");
  } catch {
    return undefined;
  }
}

function requiredNames(schema: JsonSchema): Set<string> {
  return new Set(Array.isArray(schema.required) ? schema.required.filter((r) => typeof r === "string") : []);
}

function properties(schema: JsonSchema): [string, JsonSchema][] {
  const p = schema.properties;
  return typeof p === "object" && p !== null && !Array.isArray(p)
    ? Object.entries(p as Record<string, JsonSchema>)
    : [];
}

const SCALAR = new Set(["string", "number", "integer", "boolean"]);
const scalar = (schema: JsonSchema) => {
  const t = Array.isArray(schema.type) ? schema.type.filter((x) => x !== "null") : [schema.type];
  return t.length === 1 && (SCALAR.has(String(t[0])) || (t[0] === undefined && Array.isArray(schema.enum)));
};

/**
 * An object argument that groups fields to filter by (`filter: { species, owner_id, status }`):
 * declared properties, every one a single value. Not a range of one value (`created: { gte, lte }`,
 * every field a bound word): that is one filter, not a group of them.
 */
function fieldGroup(schema: JsonSchema): [string, JsonSchema][] | undefined {
  if (schema.type !== "object") return undefined;
  const fields = properties(schema);
  if (fields.length === 0 || !fields.every(([, f]) => scalar(f))) return undefined;
  const bounds = fields.every(([n]) => identifierParts(n).every((w) => FROM.has(w) || TO.has(w)));
  return bounds ? undefined : fields;
}

/**
 * A range of one value as an object of its bounds (`created: { gt, gte, lt, lte }`, a deepObject
 * query parameter): its inclusive bounds, each offered as a field (`created.gte`) whose words are
 * the range's and the bound's. An exclusive bound beside the inclusive one of its side is left out.
 */
function rangeGroup(schema: JsonSchema): [string, JsonSchema][] | undefined {
  if (schema.type !== "object" || requiredNames(schema).size > 0) return undefined;
  const fields = properties(schema);
  const side = (n: string) => {
    const w = identifierParts(n);
    if (w.length === 0) return undefined;
    return w.every((x) => FROM.has(x)) ? "from" : w.every((x) => TO.has(x)) ? "to" : undefined;
  };
  if (fields.length === 0 || !fields.every(([n, f]) => scalar(f) && side(n))) return undefined;
  const inclusive = (n: string) => !/^(gt|lt)$/i.test(n);
  return fields.filter(
    ([n]) => inclusive(n) || !fields.some(([m]) => m !== n && side(m) === side(n) && inclusive(m)),
  );
}

/** Comparison operators by what they mean, as symbols or words. */
const OPERATOR_MEANING: Record<string, "eq" | "gte" | "lte" | "gt" | "lt" | "like"> = {
  "=": "eq",
  "==": "eq",
  eq: "eq",
  equals: "eq",
  ">=": "gte",
  gte: "gte",
  "<=": "lte",
  lte: "lte",
  ">": "gt",
  gt: "gt",
  "<": "lt",
  lt: "lt",
  like: "like",
  contains: "like",
};
const enumStrings = (schema: JsonSchema | undefined): string[] =>
  Array.isArray(schema?.enum) ? schema.enum.filter((v): v is string => typeof v === "string") : [];

/**
 * A list of criteria (`criteria: [{ field, value, operator }]`): an array whose items are objects
 * with a required property choosing among declared field names (a string enum, every value a
 * property-like name), a required value, and optionally a property choosing a comparison operator
 * (an enum of `=`, `<`, `>=`, `LIKE` …). Each element is one condition on the records.
 */
function criteriaList(
  schema: JsonSchema,
): { keys: Criterion["keys"]; fields: string[]; operators: Map<string, string> } | undefined {
  if (schema.type !== "array") return undefined;
  const items = schema.items as JsonSchema | undefined;
  const options = items?.type === "object" ? [items] : ((items?.anyOf ?? items?.oneOf ?? []) as JsonSchema[]);
  for (const item of options) {
    if (item?.type !== "object") continue;
    const required = requiredNames(item);
    const props = properties(item);
    const operators = new Map<string, string>();
    let operatorKey: string | undefined;
    let fieldKey: string | undefined;
    let fields: string[] = [];
    for (const [name, p] of props) {
      const values = enumStrings(p);
      if (values.length === 0) continue;
      // Most values name a comparison, equality and an order among them (`=`, `>=`, `LIKE`, `IN`;
      // `eq`, `gte`, `contains`).
      const meanings = values.map((v) => OPERATOR_MEANING[v.toLowerCase()]);
      if (
        meanings.filter(Boolean).length * 2 >= values.length &&
        meanings.includes("eq") &&
        meanings.some((m) => m === "gte" || m === "lte" || m === "gt" || m === "lt")
      ) {
        operatorKey = name;
        for (const v of values) {
          const meaning = OPERATOR_MEANING[v.toLowerCase()];
          if (meaning && !operators.has(meaning)) operators.set(meaning, v);
        }
      } else if (
        required.has(name) &&
        values.length >= 2 &&
        values.every((v) => /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)*$/.test(v))
      ) {
        fieldKey = name;
        fields = values;
      }
    }
    if (!fieldKey) continue;
    const rest = [...required].filter((n) => n !== fieldKey && n !== operatorKey);
    if (rest.length !== 1 || props.length > (operatorKey ? 3 : 2)) continue;
    return {
      keys: { field: fieldKey, value: rest[0], ...(operatorKey ? { operator: operatorKey } : {}) },
      fields,
      operators,
    };
  }
  return undefined;
}

/**
 * The conditions a list of criteria offers, read from each field's name: a date compared from and
 * to (`TxnDate >=`, `TxnDate <=`), an amount bounded below and above, any other field matched —
 * partly (`LIKE`) when it is text the operator can match partly, else exactly. A field the words
 * leave unclear (a flag, a code) is matched exactly as text.
 */
function criteriaParameters(
  name: string,
  list: NonNullable<ReturnType<typeof criteriaList>>,
): { name: string; schema: JsonSchema; required: boolean; criterion: Criterion; words: string[] }[] {
  const op = (meaning: string) =>
    list.keys.operator ? list.operators.get(meaning) : meaning === "eq" ? "" : undefined;
  const out: {
    name: string;
    schema: JsonSchema;
    required: boolean;
    criterion: Criterion;
    words: string[];
  }[] = [];
  // The record's own fields before those of an object inside it (`TxnDate` before
  // `MetaData.CreateTime`): of several that fit a bare date or amount, the record's own is meant.
  const fields = [
    ...list.fields.filter((f) => !f.includes(".")),
    ...list.fields.filter((f) => f.includes(".")),
  ];
  for (const field of fields) {
    const parts = field.split(".").at(-1) ?? field;
    const words = identifierParts(parts).map(singular);
    const add = (meaning: string, schema: JsonSchema, extra: string[], partial = false) => {
      const operator = op(meaning);
      if (operator === undefined) return;
      out.push({
        name: `${name}[${field}${operator ? ` ${operator}` : ""}]`,
        schema,
        required: false,
        words: [...words, ...extra],
        criterion: {
          argument: name,
          field,
          ...(operator ? { operator } : {}),
          ...(partial ? { partial: true } : {}),
          keys: list.keys,
        },
      });
    };
    const last = words.at(-1) ?? "";
    if (words.some(dateish)) {
      add("gte", { type: "string", format: "date" }, ["from"]);
      add("lte", { type: "string", format: "date" }, ["to"]);
    } else if (words.some((w) => AMOUNT_WORDS.has(w)) && !ID_WORDS.has(last)) {
      add("gte", { type: "number" }, ["min"]);
      add("lte", { type: "number" }, ["max"]);
    } else if (ID_WORDS.has(last)) {
      add("eq", { type: "string" }, []);
    } else if (words.some((w) => w === "email" || w === "mail")) {
      // An address is matched whole; a domain ("a gmail address") partly, where the list can.
      add("eq", { type: "string" }, []);
      add("like", { type: "string", description: "Part of the address (a partial match)." }, [], true);
    } else if (words.includes("name") && list.operators.has("like")) {
      // A name is matched partly ("Acme" finds "Acme Corp").
      add("like", { type: "string" }, [], true);
    }
  }
  return out;
}

/** The parameters of an input schema: its properties, and the fields of a group of filters by their dotted name. */
function parameters(schema: JsonSchema): {
  name: string;
  schema: JsonSchema;
  required: boolean;
  path?: [string, string];
  range?: JsonSchema;
  criterion?: Criterion;
  words?: string[];
  groupRequired?: boolean;
}[] {
  const required = requiredNames(schema);
  return properties(schema).flatMap(([name, s]) => {
    const list = required.has(name) ? undefined : criteriaList(s);
    if (list) return criteriaParameters(name, list);
    const range = rangeGroup(s);
    if (range)
      return range.map(([field, f]) => ({
        name: `${name}.${field}`,
        schema: f,
        required: false,
        path: [name, field] as [string, string],
        range: s,
      }));
    const group = fieldGroup(s);
    if (!group) return [{ name, schema: s, required: required.has(name) }];
    const inner = requiredNames(s);
    return group.map(([field, f]) => ({
      name: `${name}.${field}`,
      schema: f,
      required: required.has(name) && inner.has(field),
      path: [name, field] as [string, string],
      ...(inner.has(field) ? { groupRequired: true } : {}),
    }));
  });
}

/** Arguments as a tool takes them: the value of a grouped field (`filter.species`) inside its object. */
export function nestArgs(
  args: Record<string, unknown>,
  params: readonly ParamInfo[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(args)) {
    const info = params.find((p) => p.name === name);
    const c = info?.criterion;
    if (c) {
      const list = Array.isArray(out[c.argument]) ? (out[c.argument] as unknown[]) : [];
      const partial = c.partial && typeof value === "string" && !value.includes("%") ? `%${value}%` : value;
      out[c.argument] = [
        ...list,
        {
          [c.keys.field]: c.field,
          [c.keys.value]: partial,
          ...(c.keys.operator && c.operator ? { [c.keys.operator]: c.operator } : {}),
        },
      ];
      continue;
    }
    const path = info?.path;
    if (!path) {
      out[name] = value;
      continue;
    }
    const group = out[path[0]];
    out[path[0]] = { ...(group && typeof group === "object" ? group : {}), [path[1]]: value };
  }
  // `filter: { value: "page" }` where the object requires `property`, which allows `object` only:
  // the one value the schema allows is sent with it — the schema's, not the person's words.
  for (const p of params) {
    const group = p.path && p.groupRequired ? out[p.path[0]] : undefined;
    if (!p.path || !group || typeof group !== "object" || Array.isArray(group) || p.path[1] in group)
      continue;
    const only = p.schema.const !== undefined ? [p.schema.const] : p.schema.enum;
    if (Array.isArray(only) && only.length === 1) out[p.path[0]] = { ...group, [p.path[1]]: only[0] };
  }
  return out;
}

/** The value a parameter has in arguments as a tool takes them (a grouped field inside its object). */
export function paramValue(args: Record<string, unknown>, info: ParamInfo): unknown {
  if (!info.path || info.name in args) return args[info.name];
  const group = args[info.path[0]];
  return group && typeof group === "object" && !Array.isArray(group)
    ? (group as Record<string, unknown>)[info.path[1]]
    : undefined;
}

/**
 * Arguments as a tool takes them with one parameter set: a grouped field (`page.size`,
 * `page.after`) goes inside its object beside the fields already there, never as a dotted key.
 */
export function withParam<T extends Record<string, unknown>>(args: T, info: ParamInfo, value: unknown): T {
  if (!info.path) return { ...args, [info.name]: value };
  const group = args[info.path[0]];
  const inner = group && typeof group === "object" && !Array.isArray(group) ? group : {};
  return { ...args, [info.path[0]]: { ...inner, [info.path[1]]: value } };
}

/**
 * Arguments as the parameters name them, the inverse of {@link nestArgs} for grouped fields: a value
 * sent inside its object (`filters: { status }`) is read back as `filters.status`, for what reads
 * arguments by parameter (the sentence's criteria, the order a tool applied).
 */
export function flatArgs(
  args: Record<string, unknown>,
  params: readonly ParamInfo[],
): Record<string, unknown> {
  const grouped = params.filter((p) => p.path && !p.criterion);
  if (grouped.length === 0) return args;
  const out: Record<string, unknown> = { ...args };
  for (const p of grouped) {
    const [argument, field] = p.path ?? ["", ""];
    const group = args[argument];
    if (!group || typeof group !== "object" || Array.isArray(group)) continue;
    const value = (group as Record<string, unknown>)[field];
    if (value !== undefined) out[p.name] = value;
    delete out[argument];
  }
  return out;
}

/**
 * The entity an identifier-like parameter points at, or undefined when it is not one. `required`:
 * a required `tracking_number` or `bookingCode` that names no other entity keys the tool's own
 * records; an optional `country_code` is only an attribute filter.
 */
function idEntity(
  name: string,
  words: string[],
  own: string,
  required: boolean,
  vocab?: EntityVocabulary,
): string | undefined {
  const known = vocab?.identityOf.get(name.toLowerCase());
  if (known) return known;
  const last = words[words.length - 1];
  if (last === undefined || !ID_WORDS.has(last)) return undefined;
  const prefix = words.slice(0, -1);
  if (prefix.length === 0) return own;
  if (prefix.some((w) => MIN_WORDS.has(w) || MAX_WORDS.has(w))) return undefined;
  // The longest tail of the leading words that names an entity of the snapshot (`billing_account_ref` → account).
  for (let i = 0; i < prefix.length; i++) {
    const candidate = prefix.slice(i).join(" ");
    if (vocab?.entities.has(candidate)) return candidate;
  }
  // `subscription_exposed_id` of a tool reading one subscription: a required key whose leading words
  // name the tool's own records, the rest only a participle saying which of its keys it is (exposed,
  // published), is the key of those records — never of a "subscription exposed". A noun there
  // (`order_line_id`) names other records; so does a participle of relation (`linked`, `merged`).
  const ownWords = own.split(" ");
  if (
    required &&
    STRONG_ID_WORDS.has(last) &&
    prefix.length > ownWords.length &&
    ownWords.every((w, i) => prefix[i] === w) &&
    prefix
      .slice(ownWords.length)
      .every((w) => pastFormOf(w).length > 0 && !OTHER_RECORD_PARTICIPLES.has(w) && !vocab?.entities.has(w))
  )
    return own;
  // `fieldIds`, `column_ids`, `property_id`: ids of the records' own fields say which parts of each
  // record to search or show — a piece of their schema, never another entity's records (an entity of
  // the snapshot called so was matched above).
  if (prefix.every(namesFields)) return undefined;
  // `assigneeId`, `owner_ref`: a role people play points at the one entity of people in view.
  const role = prefix.length === 1 && prefix[0] ? peopleEntity(prefix[0], vocab) : undefined;
  if (role) return role;
  // `customer_id`, `account_ref`: a strong identifier word names its entity even when that entity's
  // tools are not in view. `country_code`, `phone_number`: weak words key the tool's own records
  // only when required.
  if (!vocab || STRONG_ID_WORDS.has(last)) return prefix.join(" ");
  return required ? own : undefined;
}

/**
 * The role people play that a reference to the tool's own people names (`ManagerId` of employees →
 * ["manager"], `approver_id` of users → ["approver"]); empty for the records' own key (`EmployeeId`,
 * `id`), for a compound name of the entity (`workOrderNumber`, `pull_number`) and for references to
 * other entities.
 */
export function ownRoleWords(p: Pick<ParamInfo, "words" | "entity">, own: string): string[] {
  if (!p.entity || p.entity !== own) return [];
  const entityWords = new Set(own.split(" "));
  const role = p.words.filter((w) => !ID_WORDS.has(w) && !entityWords.has(w));
  return role.length > 0 && role.every((w) => PERSON_ROLES.has(w)) ? role : [];
}

/** The one entity of people in view, when `word` is a role people play (`assignee`, `owner`). */
function peopleEntity(word: string, vocab?: EntityVocabulary): string | undefined {
  if (!vocab || !PERSON_ROLES.has(word)) return undefined;
  const people = [...vocab.entities].filter((e) => PERSON_NOUNS.has(e));
  return people.length === 1 ? people[0] : undefined;
}

/**
 * A parameter named after an entity alone (`customer`, `invoice`, `payment_intent`) whose
 * description says it takes that entity's identifier — "…by this customer ID", "The identifier of
 * the invoice", "(cus_…)" — the hosted payment APIs' convention.
 */
function namedReference(words: string[], schema: JsonSchema): string | undefined {
  const entity = words.join(" ");
  const description = typeof schema.description === "string" ? schema.description.slice(0, 300) : "";
  if (!entity || !description) return undefined;
  const said = identifierParts(description).map(singular).join(" ");
  const id = "(?:id|identifier|ref|reference|uuid)";
  return new RegExp(`\\b(?:${entity} ${id}|${id} of (?:the |a |an )?${entity})\\b`).test(said) ||
    /\(\s*[a-z]{2,5}_(?:…|\.\.\.)?\s*\)/.test(description)
    ? entity
    : undefined;
}

/** Description words for the ways a record is written: its key, or its name. */
const KEY_FORMS = "(?:id|uuid|identifier|key)";
const NAME_FORMS = "(?:name|email|slug|title|handle|username)";
/**
 * "The team name or ID", "The assignee user ID, name, email, or \"me\"": a filter whose description
 * says it takes a record of another entity of the snapshot by its key or its name refers to that
 * entity, whatever the parameter is called (`team`, `assignee`, `member`) — a name the person says
 * is looked up there, never matched as loose text.
 */
function nameOrIdReference(schema: JsonSchema, own: string, vocab?: EntityVocabulary): string | undefined {
  const description = typeof schema.description === "string" ? schema.description.slice(0, 200) : "";
  if (!vocab || !description) return undefined;
  const said = identifierParts(description).map(singular).join(" ");
  const either = `(?:${KEY_FORMS} (?:or )?${NAME_FORMS}|${NAME_FORMS} (?:or )?${KEY_FORMS})`;
  const m = new RegExp(`\\b(?:([a-z]+) )?([a-z]+) ${either}\\b`).exec(said);
  if (!m?.[2]) return undefined;
  const named = [m[1] ? `${m[1]} ${m[2]}` : undefined, m[2]].find((e) => e && vocab.entities.has(e));
  return named && named !== own ? named : undefined;
}

/**
 * A required parameter named after the tool's own records alone (`charge` of "Retrieve a charge",
 * the path `/v1/charges/{charge}`) that no description calls anything but an identifier: the key of
 * the one record the tool reads — the hosted payment APIs' convention, where a path parameter
 * carries no "id" in its name.
 */
function ownKeyNamed(
  words: readonly string[],
  own: string,
  info: Pick<ParamInfo, "required" | "schema">,
  format: string,
): string | undefined {
  const { type, description } = info.schema;
  if (!info.required || !own || format || (type !== "string" && type !== "integer")) return undefined;
  // "Table name": a description that does not call it an identifier says it is something else.
  const said =
    typeof description === "string" ? identifierParts(description.slice(0, 200)).map(singular) : [];
  if (said.length > 0 && !said.some((w) => ID_WORDS.has(w))) return undefined;
  return words.join(" ") === own ? own : undefined;
}

/** The operator word ending a dotted filter name (`projects.any`, `tags.not`, `assignee.in`). */
const SET_OPERATORS = new Set(["any", "all", "in", "nin", "not", "none", "eq", "ne"]);

/**
 * `projects.any`, `assignee.any`, `tags.not` (Asana's search filters, `<field>.<operator>`): the
 * field before the operator names the records whose keys it takes — an entity of the snapshot, or
 * a role people play — read by the name's structure, whatever its description says.
 */
function operatorReference(
  name: string,
  words: readonly string[],
  vocab?: EntityVocabulary,
): string | undefined {
  const dot = name.lastIndexOf(".");
  if (!vocab || dot <= 0 || !SET_OPERATORS.has(name.slice(dot + 1).toLowerCase())) return undefined;
  const field = words.slice(0, -1);
  const entity = field.join(" ");
  if (vocab.entities.has(entity)) return entity;
  return field.length === 1 && field[0] ? peopleEntity(field[0], vocab) : undefined;
}

/** Description words that say a value is written by a person, never another record's key. */
const WRITTEN_VALUE_WORDS = new Set([
  "name",
  "title",
  "text",
  "query",
  "keyword",
  "term",
  "label",
  "pattern",
  "email",
]);

/**
 * A required parameter named after another entity of the snapshot alone (`workspace` of a task
 * search, "The workspace to search in"), that no description calls a name or a text: the key of the
 * record it scopes the call to — a value only that entity's records give, never the person's words.
 */
function scopeNamed(
  words: readonly string[],
  own: string,
  info: Pick<ParamInfo, "required" | "schema">,
  format: string,
  vocab?: EntityVocabulary,
): string | undefined {
  const { type, description } = info.schema;
  if (!vocab || !info.required || format || (type !== "string" && type !== "integer")) return undefined;
  const entity = words.join(" ");
  if (entity === own || !vocab.entities.has(entity)) return undefined;
  const said =
    typeof description === "string" ? identifierParts(description.slice(0, 200)).map(singular) : [];
  return said.some((w) => WRITTEN_VALUE_WORDS.has(w)) ? undefined : entity;
}

/**
 * "Only return purchases requested by the user with this ID": a filter whose description says it
 * takes some record's identifier — known even when that record's tools are not in view, so a name
 * or a word as written is never its value.
 */
/**
 * The number of segments of the slash-separated values a plain string parameter's description quotes
 * as its examples ("IANA timezone name (e.g., 'America/New_York', 'Europe/London')" → 2), when it
 * quotes two or more and all have that many; a path of that shape written in a question is its value.
 */
export function exemplifiedSegments(p: ParamInfo): number | undefined {
  if (p.schema.type !== "string" || p.schema.enum || p.entity || p.date) return undefined;
  const said = typeof p.schema.description === "string" ? p.schema.description : "";
  const quoted = [...said.matchAll(/['"`‘“]([A-Za-z][\w+-]*(?:\/[A-Za-z0-9][\w+-]*)+)['"`’”]/g)].map(
    (m) => (m[1] ?? "").split("/").length,
  );
  return quoted.length >= 2 && quoted.every((n) => n === quoted[0]) ? quoted[0] : undefined;
}

/** Words that may come before "path" in a file-system path parameter's name (`file_path`, `sourceDirPath`). */
const FILE_PATH_MODIFIERS = new Set(
  "file dir directory folder source src target destination dest local absolute relative full root base".split(
    " ",
  ),
);
/** Nouns that name a directory of a file system (a tool `directory_tree`, a parameter `dirPath`). */
export const DIRECTORY_NOUNS: ReadonlySet<string> = new Set(["directory", "dir", "folder"]);
const FILE_PATH_NOUNS = new Set(["path", ...DIRECTORY_NOUNS]);

/**
 * A parameter that takes a file-system path — `path`, `file_path`, `dirPath`, `directory`, `folder`,
 * or a list of them (`paths`) — as filesystem servers name them: a path written in a question
 * ("notes/todo.md", "/srv/data") is its value whole. Not a path of another kind (`jsonPath`,
 * `urlPath`, `fieldPath`), nor one described as a web address or a JSON path.
 */
export function takesFilePath(p: ParamInfo): boolean {
  const items = p.schema.type === "array" ? (p.schema.items as JsonSchema | undefined) : p.schema;
  if (!items || (items.type !== undefined && items.type !== "string") || items.enum || p.entity || p.date)
    return false;
  const last = p.words.at(-1);
  if (!last || !FILE_PATH_NOUNS.has(last) || !p.words.slice(0, -1).every((w) => FILE_PATH_MODIFIERS.has(w)))
    return false;
  const said = typeof p.schema.description === "string" ? p.schema.description.toLowerCase() : "";
  return !/\b(?:url|uri|web address|json ?path|jq)\b/.test(said);
}

export function describesIdentifier(schema: JsonSchema): boolean {
  const description = typeof schema.description === "string" ? schema.description.slice(0, 200) : "";
  return /\bwith this (?:id|identifier|uuid|guid)\b/i.test(description);
}

/**
 * `id: "The ID of the incident."` of a tool listing an incident's alerts: a bare key its description
 * says is another entity's of the snapshot identifies that record (whose sub-records are listed),
 * not one of the tool's own.
 */
function keyOfDescribed(
  words: readonly string[],
  schema: JsonSchema,
  own: string,
  vocab?: EntityVocabulary,
): string | undefined {
  const description = typeof schema.description === "string" ? schema.description.slice(0, 200) : "";
  if (!vocab || !description || words.length !== 1 || !ID_WORDS.has(words[0] ?? "")) return undefined;
  const said = identifierParts(description).map(singular).join(" ");
  const m = /^(?:the |an? )?(?:id|identifier) of (?:the |an? )?([a-z]+)(?: ([a-z]+))?\b/.exec(said);
  const named = [m?.[2] ? `${m[1]} ${m[2]}` : undefined, m?.[1]].find((e) => e && vocab.entities.has(e));
  return named && named !== own ? named : undefined;
}

/**
 * A string filter whose description narrows the records to "this <entity>" of another entity of
 * the snapshot ("Only work orders of this vehicle", "Loans for this member") takes that entity's
 * identifier, whatever its name (`vin`, `isbn`).
 */
function describedReference(schema: JsonSchema, own: string, vocab?: EntityVocabulary): string | undefined {
  const description = typeof schema.description === "string" ? schema.description.slice(0, 200) : "";
  if (!vocab || !description) return undefined;
  const said = identifierParts(description).map(singular).join(" ");
  const forms = [
    // "Analyst number (AN-nnn) of whoever received it": the entity the description opens with, then its key.
    /^(?:the |a |an )?([a-z]+)(?: ([a-z]+))? (?:id|identifier|number|no|code|key|ref|reference)\b/,
    /\b(?:of|for|by|from|to|on|in|with) this ([a-z]+)(?: ([a-z]+))?\b/,
    // "requested by the user with this ID": the entity a preposition names, then "with this id".
    /\b(?:of|for|by|from|to|on|in) (?:the|a|an) ([a-z]+)(?: ([a-z]+))? with this (?:id|identifier)\b/,
  ];
  for (const form of forms) {
    const m = form.exec(said);
    if (!m?.[1]) continue;
    const named = [m[2] ? `${m[1]} ${m[2]}` : undefined, m[1]].find((e) => e && vocab.entities.has(e));
    if (named) return named !== own ? named : undefined;
  }
  return undefined;
}

/**
 * The entity of the snapshot a record field refers to (`driverNo` → driver, `customer_id` →
 * customer, a field another tool's results are identified by), or undefined.
 */
export function referencedEntity(
  field: string,
  vocab: EntityVocabulary,
  value?: unknown,
): string | undefined {
  const e = idEntity(field, identifierParts(field).map(singular), "", false, vocab);
  return e && vocab.entities.has(e) ? e : entityNamedBy(field, vocab, value);
}

/**
 * The entity a field named after it (or after a role of people) alone refers to, when the field
 * holds an identifier (`customer: "cus_NffrFeUfNV2Hib"`) or an object with one (`assignee: { id, name }`).
 */
export function entityNamedBy(field: string, vocab: EntityVocabulary, value: unknown): string | undefined {
  const named = identifierParts(field).map(singular).join(" ");
  const entity = vocab.entities.has(named) ? named : peopleEntity(named, vocab);
  if (!entity) return undefined;
  if (typeof value === "string") return looksLikeIdentifier(value) ? entity : undefined;
  return referenceIdOf(value) !== undefined ? entity : undefined;
}

/** The identifier field of an embedded reference object (`{ id, name }`), if it has one. */
function referenceIdOf(value: unknown): string | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const id = identityField(Object.keys(value));
  const v = id ? (value as Record<string, unknown>)[id] : undefined;
  return id && (typeof v === "string" || typeof v === "number") ? id : undefined;
}

/**
 * Where a record refers to `entity`: a field that holds its identifier (`customer_id`,
 * `customer: "cus_…"`), or the id inside an embedded reference (`assignee.id`). Undefined when none
 * or several do.
 */
export function referencePath(
  row: Readonly<Record<string, unknown>>,
  entity: string,
  vocab: EntityVocabulary,
): string | undefined {
  const paths = referenceFields(row, vocab).flatMap((r) => (r.entity === entity ? [r.path] : []));
  return paths.length === 1 ? paths[0] : undefined;
}

/** `{ data: { type, id } }` (a JSON:API resource linkage): the object inside, and the path to it. */
function unwrapLinkage(value: unknown): { value: unknown; suffix: string } {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const keys = Object.keys(value);
    const data = (value as Record<string, unknown>).data;
    if (keys.length === 1 && data && typeof data === "object" && !Array.isArray(data))
      return { value: data, suffix: ".data" };
  }
  return { value, suffix: "" };
}

/**
 * Every place a record refers to another entity, with the path to the identifier: its own fields
 * (`customer_id`, `customer: "cus_…"`, `assignee: { id }`), a linkage wrapped in `data`
 * (`author: { data: { type, id } }`), and the references a record groups under one field
 * (JSON:API's `relationships: { member: { data: { type: "members", id: "42" } } }`).
 */
export function referenceFields(
  row: Readonly<Record<string, unknown>>,
  vocab: EntityVocabulary,
): { path: string; entity: string }[] {
  const out: { path: string; entity: string }[] = [];
  const links: { path: string; entity: string }[] = [];
  const visit = (field: string, listed: unknown, prefix: string, depth: number) => {
    // A linked record kept as a list of one (`Event: ["rec…"]`, `assignees: [{ id: 7 }]`) is that
    // record's reference, read through the list (`soleElement`); a list of several refers to no one record.
    const raw = soleElement(listed);
    if (raw == null || Array.isArray(raw)) return;
    // A link to one record (HAL's `_links: { assignedDriver: { href: "/drivers/D-0124" } }`): its
    // relation names the entity as a key's name does (`assigned_driver_id` → driver), its href's last
    // segment is the key (`readFieldPath` reads the link as it).
    if (linkedRecordId(raw) !== undefined) {
      const words = [...identifierParts(field).map(singular), "id"];
      const entity = idEntity(field, words, "", false, vocab);
      if (entity && vocab.entities.has(entity)) links.push({ entity, path: `${prefix}${field}` });
      return;
    }
    const { value, suffix } = unwrapLinkage(raw);
    const entity = referencedEntity(field, vocab, value);
    if (entity) {
      const inner = referenceIdOf(value);
      out.push({ entity, path: `${prefix}${field}${suffix}${inner ? `.${inner}` : ""}` });
      return;
    }
    // A group of references: an object (not itself a reference) whose fields are references.
    if (depth > 0 || suffix || typeof raw !== "object" || Array.isArray(listed)) return;
    for (const [k, v] of Object.entries(raw as Record<string, unknown>))
      visit(k, v, `${prefix}${field}.`, depth + 1);
  };
  for (const [f, v] of Object.entries(row)) visit(f, v, "", 0);
  // A link says again what a field of the record already does (a unit's `propertyId` and its
  // `property` link): the field is the reference.
  return [...out, ...links.filter((l) => !out.some((r) => r.entity === l.entity))];
}

const cache = new WeakMap<object, WeakMap<CapabilityLike, ParamInfo[]>>();
const NO_VOCAB = {};

/**
 * The largest page size a limit parameter takes: its schema's `maximum`, else the one its
 * description states ("default 50, max 200", "Maximum number of results to return (1-100)", "up to
 * 500", "records per page, 1–2000"). A `maximum` of the largest safe integer is a type's range (zod's `int()`), no page size.
 */
export function declaredLimitMax(maximum: unknown, description: unknown): number | undefined {
  if (typeof maximum === "number" && Number.isFinite(maximum) && maximum < Number.MAX_SAFE_INTEGER)
    return maximum;
  const text = typeof description === "string" ? description : "";
  const m =
    /\b(?:max(?:imum)?|at most|up to|no more than)\b\s*(?:of|is|=|:)?\s*(\d[\d,]*)/i.exec(text) ??
    /\bbetween\s+\d+\s+and\s+(\d[\d,]*)/i.exec(text) ??
    /\(\s*\d+\s*(?:-|–|to)\s*(\d[\d,]*)\s*\)/i.exec(text) ??
    /(?:^|[\s,:;])[01]\s*(?:-|–|to)\s*(\d[\d,]*)\b/i.exec(text);
  const n = m ? Number(m[1].replace(/,/g, "")) : Number.NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

export function paramInfos(cap: CapabilityLike, vocab?: EntityVocabulary): ParamInfo[] {
  const key = vocab ?? NO_VOCAB;
  let byCap = cache.get(key);
  if (!byCap) {
    byCap = new WeakMap();
    cache.set(key, byCap);
  }
  const hit = byCap.get(cap);
  if (hit) return hit;
  const infos = derive(cap, vocab);
  byCap.set(cap, infos);
  return infos;
}

function derive(cap: CapabilityLike, vocab?: EntityVocabulary): ParamInfo[] {
  const own = singular(cap.entity);
  const infos = parameters(cap.inputSchema).map(({ name, schema, required, path, range, ...more }) => {
    const criterion = more.criterion;
    const words = more.words ?? nameWords(name, path);
    // Rules that read the name read a grouped field's own (`filter.owner_id` as `owner_id`), and a
    // criterion its field's with the comparison's word (`TxnDate_from`).
    const leaf = criterion
      ? words.join("_")
      : !path
        ? name
        : words.length === identifierParts(path[1]).length
          ? path[1]
          : path.join("_");
    const type = schema.type;
    const pattern = compilePattern(schema.pattern);
    // `MinAmount: "^\d{1,13}\.\d{1,5}$"`: a number written as text is a number to bound by.
    const decimalText = type === "string" && pattern !== undefined && decimalOnly(pattern);
    const numeric = type === "integer" || type === "number" || decimalText;
    const info: ParamInfo = {
      name,
      schema,
      required,
      words,
      pattern,
      ...(decimalText ? { decimalText: true } : {}),
      ...(path ? { path } : {}),
      ...(criterion ? { criterion } : {}),
      ...(more.groupRequired ? { groupRequired: true } : {}),
    };
    const declaredFormat = typeof schema.format === "string" ? schema.format : "";
    // A string with no format whose declared example is an ISO 8601 date or date-time ("e.g.
    // 2025-06-01T00:00:00+01:00") takes that format: the example says what the value is.
    const format =
      declaredFormat || (type === "string" || type === undefined ? exampleDateFormat(schema) : "");
    if (!declaredFormat && format === "date-time" && exampleLocalTime(schema)) info.localTime = true;
    // A list of declared values (`statuses: ["triggered", "acknowledged"]`) filters like one enum — unless it
    // chooses what the result shows (`$select`, `expand[]`: fields or relations, no condition on the rows).
    const listed = type === "array" ? (schema.items as JsonSchema | undefined)?.enum : undefined;
    const values = Array.isArray(schema.enum)
      ? schema.enum.filter((v): v is string => typeof v === "string")
      : Array.isArray(listed) && !words.some((w) => EXPANSION_WORDS.has(w) || PROJECTION_WORDS.has(w))
        ? listed.filter((v): v is string => typeof v === "string")
        : (type === "string" || type === undefined) &&
            !words.some((w) => TEXT_PRIMARY.has(w) || TEXT_SECONDARY.has(w))
          ? (closedValuesOf(schema) ??
            (saysState(words) || saysKind(words)
              ? documentedCodes(schema, cap, words)
              : words.some((w) => SORT_GROUP_WORDS.has(w))
                ? shownSortCodes(schema)
                : undefined))
          : undefined;
    const xEntity = schema["x-entity"];
    // A name ending in an identifier word (`page_id`, `pageId`) is the id of an entity called page,
    // not a page number: Notion's and wikis' pages are records.
    const pagingKinds = STRONG_ID_WORDS.has(words[words.length - 1] ?? "")
      ? []
      : words.flatMap((w) => PAGE_WORDS[w] ?? []);
    // `pageToken` is a cursor, `page_offset` an offset: the most specific kind wins.
    const pagingWord =
      // `page: { size, after }`: the grouped field's own name says it is the cursor.
      (CURSOR_NAMES.test(leaf) || (path !== undefined && CURSOR_NAMES.test(path[1]))) && !format
        ? "cursor"
        : ((["cursor", "offset", "page"] as const).find((k) => pagingKinds.includes(k)) ??
          // `start_at: "Starting index for pagination (0-based)"`: a number its description says
          // indexes the pages is an offset, whatever its name says ("start" is no date here).
          (numeric && PAGING_INDEX.test(typeof schema.description === "string" ? schema.description : "")
            ? "offset"
            : undefined));
    if (
      numeric &&
      !decimalText &&
      (LIMIT.test(leaf) ||
        LIMIT.test(identifierParts(leaf).join("_")) ||
        // Mailchimp's `count`: "Number of records to return" is a page size, not a count asked for.
        (/^count$/i.test(leaf) &&
          typeof schema.description === "string" &&
          RETURNED_NUMBER.test(schema.description)))
    ) {
      info.limit = {
        min: schema.minimum as number | undefined,
        max: declaredLimitMax(schema.maximum, schema.description),
      };
    } else if (
      numeric &&
      !decimalText &&
      typeof schema.description === "string" &&
      END_COUNT.test(schema.description)
    ) {
      const m = END_COUNT.exec(schema.description);
      if (m)
        info.endCount = {
          end: m[1]?.toLowerCase() === "first" ? "first" : "last",
          unit: singular(m[2] ?? ""),
        };
    } else if (pagingWord && !values && (words.length <= 2 || words.includes("page"))) {
      // Asana's `offset: "Offset token from a previous response"`: a text its description calls a
      // token is the opaque continuation a result hands back, never a count of rows to skip.
      info.paging =
        pagingWord === "offset" &&
        type === "string" &&
        typeof schema.description === "string" &&
        /\b(?:token|cursor)\b/i.test(schema.description)
          ? "cursor"
          : pagingWord;
    }
    if (typeof xEntity === "string") info.entity = singular(xEntity);
    else if (!info.limit && !info.paging && !values && type !== "boolean") {
      info.entity =
        keyOfDescribed(words, schema, own, vocab) ??
        idEntity(leaf, words, own, info.required, vocab) ??
        namedReference(words, schema) ??
        nameOrIdReference(schema, own, vocab) ??
        (type === "string" && !format ? describedReference(schema, own, vocab) : undefined) ??
        ownKeyNamed(words, own, info, format) ??
        scopeNamed(words, own, info, format, vocab) ??
        operatorReference(name, words, vocab);
    }
    if (info.entity && info.entity !== own && nameOrIdReference(schema, own, vocab) === info.entity)
      info.byName = { email: /\bemails?\b/i.test(String(schema.description)) };
    const textish = type === "string" || type === undefined;
    // `subject`: 'as a reference "Patient/[id]"' — a reference to the entity its type names, written
    // with that type; the shape of its ids is the part after the slash, never the type itself.
    const typed = textish && !values ? typedReference(schema, vocab) : undefined;
    if (typed && (!info.entity || info.entity === typed.entity)) {
      info.entity = typed.entity;
      info.typedRef = typed.type;
    }
    // The shape of the declared example ("for example WH-30412"): of a reference's ids, or of the
    // codes a plain text parameter takes (a SKU, a site code).
    if (!info.pattern && !info.typedRef && (info.entity || (textish && !values && !format && !info.paging))) {
      const learned = exampleShape(schema, info.entity !== undefined);
      // A template spells the format itself ("AN-nnn"): declared as surely as a pattern.
      if (learned?.template) info.pattern = learned.shape;
      else info.shape = learned?.shape;
      if (learned?.example) info.example = learned.example;
      if (learned?.forms) info.forms = learned.forms;
    }
    // `Line.Details(msisdn: "The number in E.164, e.g. +447700900123")`: the one required parameter of
    // a read of one record, in a format it declares, is the key of that tool's own records.
    // A `get` only when it declares one object back: `Usage.Records(msisdn)` reads a list of usages.
    if (
      !info.entity &&
      info.pattern &&
      info.required &&
      (cap.operation === "detail" || (cap.operation === "get" && returnsOneObject(cap.outputSchema))) &&
      requiredCount(cap.inputSchema) === 1
    )
      info.entity = own;
    // `filter_properties`, `search_fields`: a name that says which fields picks parts of the records
    // (to return, or to look in) — the person's words are never sent there as text to match.
    const picksFields = words.some(namesFields);
    if (
      textish &&
      !values &&
      !format &&
      !info.entity &&
      !info.paging &&
      !picksFields &&
      !takesSyntax(leaf, schema)
    ) {
      if (words.some((w) => TEXT_PRIMARY.has(w))) info.freeText = "primary";
      else if (words.some((w) => TEXT_SECONDARY.has(w))) info.freeText = "secondary";
    }
    if (
      !info.paging &&
      (format === "date" ||
        format === "date-time" ||
        (type === "string" &&
          (words.some(dateish) ||
            (typeof schema.description === "string" && DATE_FORMAT_TEXT.test(schema.description)))))
    ) {
      // `due_on: "ISO 8601 date string"`: a day its description says is written as one, with no
      // bound in its name, is the day itself — as a declared `format: date` is.
      info.date =
        boundSide(words) ??
        describedSide(schema.description) ??
        (format || (typeof schema.description === "string" && DATE_FORMAT_TEXT.test(schema.description))
          ? "on"
          : undefined);
      // "Campaigns sent before this ISO 8601 time", "a date-time": a string the description says is
      // a moment takes one — a bare day would be its midnight, and an upper bound would lose the day.
      info.dateTime =
        format === "date-time" ||
        (!format &&
          typeof schema.description === "string" &&
          DATE_TIME_TEXT.test(schema.description) &&
          !DATE_OR_TIME_TEXT.test(schema.description));
      if (
        !info.dateTime &&
        info.date === "from" &&
        typeof schema.description === "string" &&
        EXCLUSIVE_AFTER_DAY.test(schema.description)
      )
        info.exclusiveDay = true;
      if (info.freeText) info.freeText = undefined;
    }
    // `date: ["ge2025-01-01", "lt2025-02-01"]` (a list of strings, each a prefixed date its
    // description documents): one date parameter that bounds either end, or both.
    const stringList = type === "array" && (schema.items as JsonSchema | undefined)?.type === "string";
    const description = typeof schema.description === "string" ? schema.description : "";
    const prefixes =
      (textish || stringList) && !info.paging && !values ? comparisonPrefixes(description) : undefined;
    if (
      prefixes &&
      (info.date === "on" ||
        (info.date === undefined &&
          (format === "date" ||
            format === "date-time" ||
            words.some(dateish) ||
            DATE_FORMAT_TEXT.test(description))))
    ) {
      info.date = "on";
      info.dateTime ??= format === "date-time";
      info.prefixes = prefixes;
      info.entity = undefined;
      info.freeText = undefined;
      info.shape = undefined;
      info.example = undefined;
      info.forms = undefined;
    }
    // `published_before: integer`, `year_from: integer`: a number bounding a date is a year —
    // unless its schema says it counts time since the epoch (`created[gte]`, "a Unix timestamp").
    // A range's integer bound of a date says neither by default: only what its schema says is sent.
    const dateWord = words.some((w) => dateish(w) || w === "year");
    const side = boundSide(words);
    const epoch = numeric
      ? epochUnit([schema, range], recordFieldSchema(cap, dateSubject(words)))
      : undefined;
    if (numeric && !info.limit && !info.paging && !info.entity && dateWord && side) {
      if (epoch) {
        info.date = side;
        info.epoch = epoch;
      } else if (!range || words.includes("year") || yearRange(schema)) {
        info.date = side;
        info.year = words.some((w) => w === "before" || w === "after") ? "exclusive" : "inclusive";
      }
    } else if (numeric && !info.limit && !info.paging && !info.entity) {
      if (words.some((w) => MIN_WORDS.has(w))) info.bound = "min";
      else if (words.some((w) => MAX_WORDS.has(w))) info.bound = "max";
      // `min_total_cents`: said by the name; "in cents": by its schema, or by the records' field it bounds.
      const minorName = words.some((w) => w === "cent" || w === "pence" || w === "minor");
      // Or by the connection (`Capability.minorUnits`): one API, one unit — a whole-number bound of
      // a money field (`amount[gte]`, `min_total`) counts what its records count, minor units.
      if (
        info.bound &&
        (minorName ||
          minorUnits([schema, range], recordFieldSchema(cap, boundSubject(info).name.join(" "))) ||
          (cap.minorUnits === true && wholeMoneyBound(info, range, cap)))
      )
        info.minorUnits = true;
    }
    info.email = format === "email" || words.includes("email");
    if (textish && takesSql(leaf, schema)) info.sql = true;
    if (info.email && info.freeText) info.freeText = undefined;
    // A list of plain strings (`activityTypes: string[]`) shows its values as a text parameter does.
    if (
      !values?.length &&
      (textish || stringList) &&
      !decimalText &&
      !info.paging &&
      !info.date &&
      !info.email
    ) {
      // A reference lists the codes it takes ("the team with this key, e.g. ENG, DES or OPS").
      const examples = info.entity
        ? listedCodes(schema)
        : [...exampleValuesOf(schema, saysState(words) || saysKind(words)), ...listedCodes(schema)];
      // "Get the states of all entities, or of one domain (e.g. `light`, `sensor`)": the tool's own
      // description shows the values its parameter takes.
      const told = info.entity || examples.length >= 2 ? [] : toolShownValues(cap.description, words);
      if (told.length >= 2) info.exampleValues = [...new Set([...examples, ...told])];
      else if (examples.length >= 2) info.exampleValues = examples;
    }
    if (numeric && !decimalText && !info.limit && !info.paging && !info.entity && !info.date)
      info.codes = codedValues(schema);
    if (textish && !decimalText && !values && !info.paging && !info.date && !info.email && !info.typedRef) {
      const labelled = labelledCodes(schema);
      if (labelled) {
        info.labelled = labelled;
        info.freeText = undefined;
      }
    }
    // `state: "Filter by state"` of a tool described "state: 1=New, 2=In Progress, 6=Resolved.": the
    // codes the tool's description labels under the parameter's own name are its codes.
    if (!info.codes && !info.labelled && !values?.length && !info.exampleValues && !info.paging) {
      const told =
        !info.date && !info.email && !info.limit && !info.entity && !info.typedRef
          ? toolLabelledCodes(cap.description, leaf)
          : undefined;
      if (told && numeric && !decimalText) info.codes = told.map((c) => ({ ...c, value: Number(c.value) }));
      else if (told && textish && !decimalText) {
        info.labelled = told;
        info.freeText = undefined;
      }
    }
    if (textish && !values && !info.date && !info.paging) info.caller = callerLiteral(schema.description);
    if (textish && !values && !info.date && !info.paging) {
      const main = mainLiteral(schema.description);
      if (main) info.main = main;
    }
    const sorting = words.some((w) => SORT_GROUP_WORDS.has(w));
    // `$orderby: ["PurchaseDate desc", …]` (OData): a list of orders, each one a value it lists.
    const itemValues = (schema.items as JsonSchema | undefined)?.enum;
    if (sorting && type === "array" && Array.isArray(itemValues)) {
      const sort = sortOptions(itemValues.filter((v): v is string => typeof v === "string"));
      if (sort) info.sort = sort;
    }
    if (values?.length) {
      const sort = sorting ? sortOptions(values) : undefined;
      if (sort) info.sort = sort;
      else if (!namesRelations(words, values, own, vocab, path)) info.enumValues = values;
    } else if (sorting && textish && !info.paging) {
      // `orderby: string` whose examples are "<Field> asc|desc" ("UnitPrice desc", "-created_at"):
      // a template — each exemplified field sorts either way.
      const shown = (sortOptions([...sortTemplate(schema), ...listedSortValues(schema)]) ?? []).map((o) => ({
        ...o,
        exemplified: true,
      }));
      const fromRecords = recordSortOptions(cap, schema);
      // An example that is a field of these records is theirs; one that is not ("UnitPrice desc"
      // shown beside purchase orders) orders other records, when these are known.
      const sort = [
        ...shown.flatMap((o) =>
          fromRecords.length === 0
            ? [o]
            : fromRecords.some((x) => x.value === o.value)
              ? [{ ...o, exemplified: false }]
              : [],
        ),
        ...fromRecords.filter((o) => !shown.some((x) => x.value === o.value)),
      ];
      if (sort.length > 0) {
        info.sort = sort;
        info.exampleValues = undefined;
      }
    }
    return info;
  });
  splitSortOptions(infos, cap);
  pairedMoments(infos);
  describedKeyShape(infos, cap, own);
  return infos;
}

/**
 * "Full details for one listing by its reference (e.g. HF-20431)" with `ref` undescribed: the example
 * a tool's own description shows is of the one key it takes — the tool's only required parameter,
 * an identifier of the tool's own records with no pattern nor example of its own.
 */
function describedKeyShape(infos: ParamInfo[], cap: CapabilityLike, own: string): void {
  const required = infos.filter((i) => i.required);
  const key = required.length === 1 ? required[0] : undefined;
  if (!key || key.entity !== own || key.pattern || key.shape || key.typedRef || !cap.description) return;
  const learned = exampleShape({ description: cap.description }, true);
  if (!learned || learned.shape === OPAQUE_TOKEN) return;
  key.shape = learned.shape;
  if (learned.example) key.example = learned.example;
  if (learned.forms) key.forms = learned.forms;
}

/**
 * `start_time` "e.g. 2025-09-30T00:00:00+00:00" beside `end_time` "End (ISO 8601)": the two bounds
 * of one range are written alike. A bound that shows no form of its own, beside the other bound
 * written as a moment, is one too — sent as a bare day it would be that day's midnight, and an
 * upper bound would leave its whole day out.
 */
function pairedMoments(infos: ParamInfo[]): void {
  // Only a tool with one range (one lower and one upper date bound): beside `from`/`to` days and an
  // `updated_since` moment, which bound pairs with which is not known.
  const sides = (side: "from" | "to") => infos.filter((m) => m.date === side);
  if (sides("from").length !== 1 || sides("to").length !== 1) return;
  for (const i of infos) {
    if ((i.date !== "from" && i.date !== "to") || i.dateTime || i.epoch || i.year || i.prefixes) continue;
    if (typeof i.schema.format === "string" || exampleDateFormat(i.schema)) continue;
    const other = sides(i.date === "from" ? "to" : "from")[0];
    if (!other?.dateTime) continue;
    i.dateTime = true;
    if (other.localTime) i.localTime = true;
  }
}

/**
 * Entities of a set of capabilities, and the result fields that identify them: a search/list/get
 * whose records are identified by `memberRef` makes `memberRef` a member reference everywhere.
 */
/**
 * Vocabularies by content, most recently used last: the same candidates' vocabulary is one object on
 * every turn, so {@link paramInfos} (cached per vocabulary object) derives a capability's parameters
 * once per catalog, not once per turn. Bounded; a vocabulary is read-only, so sharing it is safe.
 */
const vocabularies = new BoundedMap<string, EntityVocabulary>(64);

/** The vocabulary of each list of a snapshot's (frozen) capabilities, read once (frozen-lists.ts). */
const vocabularyOfList = new BoundedMap<string, EntityVocabulary>(FROZEN_LISTS_MAX);
/** The shared vocabularies (never changed): identifier formats read with one are kept per list too. */
const shared = new WeakSet<EntityVocabulary>();

export function entityVocabulary(caps: readonly CapabilityLike[]): EntityVocabulary {
  const listKey = frozenListKey(caps);
  const known = listKey === undefined ? undefined : vocabularyOfList.get(listKey);
  if (known) return known;
  const built = buildVocabulary(caps);
  const key = JSON.stringify([[...built.entities], [...built.identityOf]]);
  const hit = vocabularies.get(key);
  const out = hit ?? built;
  if (!hit) vocabularies.set(key, built);
  shared.add(out);
  if (listKey !== undefined) vocabularyOfList.set(listKey, out);
  return out;
}

function buildVocabulary(caps: readonly CapabilityLike[]): EntityVocabulary {
  const entities = new Set<string>();
  const identityOf = new Map<string, string>();
  for (const cap of caps) {
    const entity = singular(cap.entity);
    if (!entity || entity === "item" || entity === "document") continue;
    entities.add(entity);
  }
  for (const cap of caps) {
    const entity = singular(cap.entity);
    if (!entities.has(entity)) continue;
    for (const field of cap.identityFields ?? []) {
      const key = field.toLowerCase();
      // `id` identifies every entity: only a distinctive field name links across tools.
      if (key === "id" || identityOf.has(key)) continue;
      identityOf.set(key, entity);
    }
  }
  // `hive(hive_tag)`, `parcel(parcelCode)`: the one key a tool reading one record requires, named
  // after those records, is their identifier — a parameter so named elsewhere (`harvests(hive_tag)`)
  // points at them, whatever word ends the name.
  for (const cap of caps) {
    const entity = singular(cap.entity);
    if (cap.operation !== "get" || !entities.has(entity)) continue;
    const required = Array.isArray(cap.inputSchema.required) ? cap.inputSchema.required : [];
    const key = required.length === 1 && typeof required[0] === "string" ? required[0] : undefined;
    if (!key || identityOf.has(key.toLowerCase())) continue;
    const words = identifierParts(key).map((w) => w.toLowerCase());
    const own = entity.split(" ");
    if (words.length > own.length && own.every((w, i) => singular(words[i] ?? "") === w))
      identityOf.set(key.toLowerCase(), entity);
  }
  return { entities, identityOf };
}

/**
 * Identifier formats known from any candidate: a pattern on an entity's id parameter, or (`weak`)
 * the shape its examples show. Declared patterns come first.
 */
export interface IdFormat {
  entity: string;
  pattern: RegExp;
  weak?: boolean;
  /** The declared example a learned (`weak`) shape came from ("E-10042"). */
  example?: string;
  /** The name the description gives this form of the entity's identifiers ("global id", "claim number"). */
  label?: string;
  /** An opaque token's shape (`Q291cnNlOjEy`): it tells a code of another shape apart, never which entity a token is. */
  opaque?: boolean;
}

/**
 * Identifier formats per list of a snapshot's (frozen) capabilities and vocabulary (none, or a shared
 * one), read once (frozen-lists.ts). Each caller gets its own array of the shared (read-only) formats.
 */
const formatsOfList = new BoundedMap<string, readonly IdFormat[]>(FROZEN_LISTS_MAX);

export function idFormats(caps: readonly CapabilityLike[], vocab?: EntityVocabulary): IdFormat[] {
  const key = vocab === undefined || shared.has(vocab) ? frozenListKey(caps, vocab) : undefined;
  const known = key === undefined ? undefined : formatsOfList.get(key);
  if (known) return [...known];
  const formats = readIdFormats(caps, vocab);
  if (key !== undefined)
    formatsOfList.set(
      key,
      formats.map((f) => Object.freeze(f)),
    );
  return formats;
}

function readIdFormats(caps: readonly CapabilityLike[], vocab?: EntityVocabulary): IdFormat[] {
  const all = caps.flatMap((cap) =>
    paramInfos(cap, vocab).flatMap((p): IdFormat[] =>
      !p.entity
        ? []
        : p.pattern
          ? [{ entity: p.entity, pattern: p.pattern }]
          : p.forms
            ? p.forms.map((f) => ({
                entity: p.entity as string,
                pattern: f.shape,
                weak: true,
                example: f.example,
                label: f.label,
              }))
            : p.shape
              ? [
                  {
                    entity: p.entity,
                    pattern: p.shape,
                    weak: true,
                    ...(p.example ? { example: p.example } : {}),
                    // `policyNumber` ("e.g. POL-2023-00417"): the form its name says, a number or code.
                    ...(p.words.length >= 2 && NUMBER_LAST.has(p.words.at(-1) ?? "")
                      ? { label: p.words.join(" ") }
                      : {}),
                    ...(p.shape === OPAQUE_TOKEN ? { opaque: true } : {}),
                  },
                ]
              : [],
    ),
  );
  return [...all.filter((f) => !f.weak), ...all.filter((f) => f.weak)];
}

const texts = (schemas: readonly (JsonSchema | undefined)[]) =>
  schemas.flatMap((s) => [
    typeof s?.description === "string" ? s.description.slice(0, 300) : "",
    typeof s?.format === "string" ? s.format : "",
  ]);

/**
 * Seconds or milliseconds since the epoch, when the bound's schema, its range's, or the records'
 * field it bounds says so ("Measured in seconds since the Unix epoch", `format: unix-time`).
 */
function epochUnit(
  schemas: readonly (JsonSchema | undefined)[],
  recordField: JsonSchema | undefined,
): "s" | "ms" | undefined {
  for (const said of [texts(schemas), texts([recordField])]) {
    const text = said.join(" ");
    if (EPOCH_TEXT.test(text)) return EPOCH_MS_TEXT.test(text) ? "ms" : "s";
  }
  return undefined;
}

/** A number between 1000 and 9999 by its declared bounds: a year. */
const yearRange = (schema: JsonSchema) =>
  typeof schema.minimum === "number" &&
  schema.minimum >= 1000 &&
  typeof schema.maximum === "number" &&
  schema.maximum <= 9999;

/** A money amount its schema (or the records' field it bounds) says is counted in minor units. */
function minorUnits(
  schemas: readonly (JsonSchema | undefined)[],
  recordField: JsonSchema | undefined,
): boolean {
  return [...texts(schemas), ...texts([recordField])].some(minorUnitsSaid);
}

/**
 * A bound that is a whole-number amount of money: its name's words (`amount[gte]`, `min_total`) name
 * money and its type is an integer (a `number` bound may take 19.99 as written — nothing says cents).
 */
function wholeMoneyBound(info: ParamInfo, range: JsonSchema | undefined, cap: CapabilityLike): boolean {
  const name = boundSubject(info).name;
  const money = fieldRole(name.join("_")) === "money" || name.some((w) => AMOUNT_WORDS.has(w));
  const type = (s: JsonSchema | undefined) =>
    Array.isArray(s?.type) ? s.type.find((t) => t !== "null") : s?.type;
  if (!money || (type(info.schema) !== "integer" && type(range) !== "integer")) return false;
  // Per field (`amountUnit`): the bound itself (`amount_usd[gte]`, `format: decimal`) and the
  // records' field it bounds, when declared, must be a whole amount — a decimal `price` is in major
  // units on a connection whose other amounts are cents.
  const key = name.join("_");
  if (amountUnit(key, { anyOf: [info.schema, range ?? {}] }, { connectionMinor: true }) !== "minor")
    return false;
  const field = recordFieldSchema(cap, name.join(" "));
  return field === undefined || amountUnit(key, field, { connectionMinor: true }) === "minor";
}

/** The records' own field called by these words (`created`, `amount`), when the capability declares its records. */
function recordFieldSchema(cap: CapabilityLike, words: string): JsonSchema | undefined {
  if (!cap.outputSchema || !words) return undefined;
  const shape = declaredRecordShape({
    outputSchema: cap.outputSchema,
    collectionPath: cap.collectionPath,
    identityFields: [...(cap.identityFields ?? [])],
  });
  if (shape.origin !== "outputSchema") return undefined;
  for (const [key, schema] of shape.paths)
    if (!key.includes(".") && identifierParts(key).map(singular).join(" ") === words) return schema;
  return undefined;
}

/** The words a description introduces an example with ("e.g.", "for example: "), then the example. */
const EXAMPLE_LEAD = String.raw`\b(?:e\.\s?g\.?|eg|for example|for instance|such as|like)\s*[:,]?\s*["'\`]?`;
/**
 * "HX7Q2K", "QX4KT9": a booking reference — one run of five to ten capitals and digits, a letter
 * first and a letter again after a digit (never a word and its number, "ISO8601", "FRA1").
 */
const MIXED_CODE_BODY = String.raw`(?=[A-Z0-9]{5,10}\b)[A-Z]+\d+[A-Z][A-Z0-9]*\b`;
const MIXED_CODE = new RegExp(`^${MIXED_CODE_BODY}$`);
const EXAMPLE_IN_TEXT = new RegExp(
  `${EXAMPLE_LEAD}([A-Za-z0-9]+(?:[-_:#./][A-Za-z0-9]+)+|[A-Z]{2,5}\\d{1,3}\\b|${MIXED_CODE_BODY})`,
);
const PREFIX_IN_TEXT = /\(\s*([a-z]{2,5})_(?:…|\.\.\.)\s*\)/;
/** "six digits", "8-digit", "10 digits long": how many digits a code has. */
const DIGITS_STATED = new RegExp(`\\b(\\d{1,2}|${NUMBER_WORD_PATTERN})[ -]digits?\\b`, "i");
/**
 * A code's template: capitals, then a digit placeholder repeated — `n` after a separator ("AN-nnn",
 * never the name "Ann"), `#` with or without one ("OPS-####", "INV####"). Nines are digits: "ENG-999"
 * is an example, not a template.
 */
const CODE_TEMPLATE = /(?<![\w-])([A-Z]{1,6})(?:([-_/])(n{2,8})|([-_/])?(#{2,8}))(?![\w-])/;

/** A declared result that is one object, no list of records in it (`{ phone, name, rides_total }`). */
const returnsOneObject = (schema: JsonSchema | undefined) =>
  schema?.type === "object" &&
  !Object.values(schema.properties ?? {}).some((p) => (p as JsonSchema | undefined)?.type === "array");
const requiredCount = (schema: JsonSchema | undefined) =>
  Array.isArray(schema?.required) ? schema.required.length : 0;

/** A phone number in international (E.164) form, and one shown as an example in a description. */
const E164_EXAMPLE = new RegExp(`(?:^|[\\s(:"'\`])(${E164_BODY})(?!\\d)`);

/** The identifier shape an id parameter shows in `examples` or its description, if it has one. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
/** The schema's first declared example (`examples`, `example`, or "e.g. …" in its description), trimmed. */
function declaredExample(schema: JsonSchema): string | undefined {
  const description = typeof schema.description === "string" ? schema.description.slice(0, 300) : "";
  const examples = [
    ...(Array.isArray(schema.examples) ? schema.examples : []),
    ...(schema.example !== undefined ? [schema.example] : []),
    EXAMPLE_IN_TEXT.exec(description)?.[1],
  ].filter((e): e is string => typeof e === "string");
  return examples[0]?.trim().replace(/[.,;)]+$/, "") || undefined;
}
/** "date" / "date-time" when the schema's declared example is an ISO 8601 date / date-time, else "". */
function exampleDateFormat(schema: JsonSchema): string {
  const e = declaredExample(schema);
  if (!e) return "";
  return ISO_DAY.test(e) ? "date" : ISO_DATE_TIME.test(e) ? "date-time" : "";
}
/** The declared example is a date-time written without a zone ("2024-01-01T00:00:00"). */
function exampleLocalTime(schema: JsonSchema): boolean {
  const e = declaredExample(schema);
  if (e === undefined || !ISO_DATE_TIME.test(e) || /(?:Z|[+-]\d{2}:?\d{2})$/.test(e)) return false;
  // An example read out of the description stops at a "+": its offset ("…T00:00:00+01:00") follows it.
  const description = typeof schema.description === "string" ? schema.description : "";
  const at = description.indexOf(e);
  return at < 0 || !/^(?:Z|[+-]\d{2}:?\d{2})/.test(description.slice(at + e.length));
}

/**
 * Codes in parentheses, each after the words that name it: "Global id (gid://claims/Claim/1042) or
 * claim number (CLM-1042)". Letters first, digits somewhere, runs parted by separators — never a
 * template ("(YYYY-MM-DD)") or a range ("(1-100)").
 */
const LABELLED_CODE =
  /([A-Za-z][A-Za-z ]{0,40}?)\s*\(\s*([A-Za-z][A-Za-z0-9]*(?:[-_:#./]+[A-Za-z0-9]+)+)\s*\)/g;
const LABEL_LEAD = /^(?:(?:or|and|a|an|the|its|by|either|as|with)\s+)+/i;

/** The forms an identifier's description shows in parentheses, by name (see {@link ParamInfo.forms}). */
function labelledForms(description: string): { label: string; shape: RegExp; example: string }[] {
  const out: { label: string; shape: RegExp; example: string }[] = [];
  for (const m of description.matchAll(LABELLED_CODE)) {
    const example = m[2] ?? "";
    const shape = looksLikeIdentifier(example) ? identifierShape(example) : undefined;
    const label = (m[1] ?? "").trim().split(/\s+/).slice(-3).join(" ").replace(LABEL_LEAD, "").toLowerCase();
    if (shape?.test(example) && label) out.push({ label, shape, example });
  }
  return out;
}

function exampleShape(
  schema: JsonSchema,
  identifier = false,
):
  | {
      shape: RegExp;
      example?: string;
      forms?: { label: string; shape: RegExp; example: string }[];
      template?: boolean;
    }
  | undefined {
  const description = typeof schema.description === "string" ? schema.description.slice(0, 300) : "";
  const prefix = PREFIX_IN_TEXT.exec(description)?.[1];
  if (prefix) return { shape: new RegExp(`^${prefix}_[A-Za-z0-9]+$`, "i") };
  // "Analyst number (AN-nnn)", "ticket key like OPS-####": a template spells its prefix as written and
  // each digit as `n`, `#` or `9` — that prefix and a run of digits, never any other letters.
  // "Staff number, six digits", "an 8-digit code": a run of exactly that many digits.
  const counted =
    identifier || /\b(?:number|code|no)\b/i.test(description) ? DIGITS_STATED.exec(description) : null;
  const many = counted?.[1] ? countOf(counted[1]) : undefined;
  if (many && many >= 3 && many <= 20)
    return { shape: new RegExp(`^\\d{${many}}$`), example: "1".padStart(many, "0"), template: true };
  // "The number in E.164, e.g. +447700900123": a phone number in international form — a plus, then
  // the country's code and the number, 8 to 15 digits in all.
  const phone = E164_EXAMPLE.exec(description)?.[1];
  if (phone || /\bE\.?164\b/.test(description))
    return { shape: E164, ...(phone ? { example: phone } : {}), template: true };
  const template = CODE_TEMPLATE.exec(description);
  const digits = template?.[3] ?? template?.[5];
  if (template?.[1] && digits) {
    const head = `${template[1]}${template[2] ?? template[4] ?? ""}`;
    return {
      shape: new RegExp(`^${head}\\d{${digits.length},}$`, "i"),
      example: `${head}${"0".repeat(digits.length - 1)}1`,
      template: true,
    };
  }
  const examples = [
    ...(Array.isArray(schema.examples) ? schema.examples : []),
    EXAMPLE_IN_TEXT.exec(description)?.[1],
  ].filter((e): e is string => typeof e === "string" && (looksLikeIdentifier(e) || isDottedName(e)));
  for (const e of examples) {
    const shape = identifierShape(e);
    if (shape) return { shape, example: e };
  }
  // An opaque token (`Q291cnNlOjEy`, a GraphQL global id): one run of mixed-case letters and digits
  // — a code written with separators ("CS-101") is not one.
  const token = [
    ...(Array.isArray(schema.examples) ? schema.examples : []),
    OPAQUE_IN_TEXT.exec(description)?.[1],
  ]
    .filter((e): e is string => typeof e === "string")
    .find((e) => OPAQUE_TOKEN.test(e));
  if (token) return { shape: OPAQUE_TOKEN };
  // "Global id (gid://…) or claim number (CLM-1042)": an identifier's forms shown in parentheses.
  const forms = identifier ? labelledForms(description) : [];
  if (forms.length === 0) return undefined;
  const shape =
    forms.length === 1
      ? forms[0].shape
      : new RegExp(`^(?:${forms.map((f) => f.shape.source.slice(1, -1)).join("|")})$`, "i");
  return { shape, example: forms[0].example, ...(forms.length > 1 ? { forms } : {}) };
}

const DOTTED_SHAPE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*\.[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/i;
const OPAQUE_TOKEN = /^(?=[^a-z]*[a-z])(?=[^A-Z]*[A-Z])(?=\D*\d)[A-Za-z0-9+/]{10,}={0,2}$/;
const OPAQUE_IN_TEXT = new RegExp(`${EXAMPLE_LEAD}([A-Za-z0-9+/]{10,}={0,2})`);

/**
 * `ENG-142` → /^[A-Z]+-\d+$/i, `TRP-25-00412` → /^[A-Z]+-\d+-\d+$/i, `usr_1117` → /^usr_\d+$/i:
 * letters and digits become classes, separators stay, a lower-case leading word is a literal
 * prefix. One run alone (`12345`, `abc123`) says nothing and gives no shape.
 */
export function identifierShape(example: string): RegExp | undefined {
  // "sensor.living_room_temperature": a namespaced name — the namespace is one of several and its
  // words vary in number ("binary_sensor.front_door" is of the same shape).
  if (isDottedName(example)) return DOTTED_SHAPE;
  // "gid://claims/Claim/1042": a run of separators parts two runs as one does.
  const parts = example.split(/([-_:#./]+)/);
  // A code with no separator ("FRA1", "MAD2"): as many capitals as it has, then digits.
  const code = /^([A-Z]{2,5})(\d{1,3})$/.exec(example);
  if (parts.length < 3 && code) return new RegExp(`^[A-Z]{${code[1].length}}\\d{1,3}$`, "i");
  // "HX7Q2K": capitals and digits mixed, of about that length (see MIXED_CODE).
  if (parts.length < 3 && MIXED_CODE.test(example))
    return new RegExp(
      `^(?=[A-Z]*\\d)(?=\\d*[A-Z])[A-Z0-9]{${Math.max(5, example.length - 1)},${example.length + 1}}$`,
      "i",
    );
  if (parts.length < 3) return undefined;
  const source = parts
    .map((run, i) => {
      if (i % 2 === 1) return run.replace(/[.]/g, "\\.");
      if (/^\d+$/.test(run)) return "\\d+";
      if (/^[A-Z]+$/.test(run)) return "[A-Z]+";
      if (i === 0 && /^[a-z]+$/.test(run)) return run;
      return /^[a-z]+$/.test(run) ? "[a-z]+" : "[A-Za-z0-9]+";
    })
    .join("");
  return new RegExp(`^${source}$`, "i");
}

/** Entities other than its own whose identifiers a capability takes: where a lookup chain feeds in. */
/**
 * A text parameter whose name or description says it takes identifiers (`with_genres`: "Comma-separated
 * genre ids", `genre_id: string`): a whole number read from another record's id is sent as its digits.
 */
export function takesIdText(name: string, schema: JsonSchema | undefined): boolean {
  const types = schemaTypes(schema);
  if (!types?.has("string") || types.has("integer") || types.has("number")) return false;
  const described = (schema as { description?: unknown } | undefined)?.description;
  const words = [
    ...identifierParts(name),
    ...(typeof described === "string" ? (described.match(/\p{L}+/gu) ?? []) : []),
  ];
  return words.some(isIdWord);
}

/** A whole number referenced where the parameter takes identifiers as text (`takesIdText`): its digits. */
export function asIdText(name: string, schema: JsonSchema | undefined, value: unknown): unknown {
  return typeof value === "number" && Number.isInteger(value) && takesIdText(name, schema)
    ? String(value)
    : value;
}

/**
 * An optional parameter that takes the identifiers of records of `entity` though nothing declares it
 * a reference: its name says the entity (`with_genres`, `genre_id`) and its name or its description
 * the identifier ("Comma-separated genre ids").
 */
export function takesIdsOf(p: ParamInfo, entity: string): boolean {
  if (p.required || p.freeText || p.paging || p.path || p.criterion) return false;
  const type = (p.schema as { type?: unknown }).type;
  if (type !== "string" && type !== "integer" && type !== "number") return false;
  if (!p.words.includes(entity)) return false;
  if (isIdWord(p.words.at(-1) ?? "")) return true;
  return describesKeyOf(p.schema, entity);
}

/** A description that names the key of `entity`'s records ("Comma-separated genre ids", "… or account number"). */
function describesKeyOf(schema: JsonSchema, entity: string): boolean {
  const described = (schema as { description?: unknown }).description;
  const said = (typeof described === "string" ? (described.toLowerCase().match(/\p{L}+/gu) ?? []) : []).map(
    singular,
  );
  return said.some((w, i) => w === entity && isIdWord(said[i + 1] ?? ""));
}

/**
 * A search text described as matching the records' own key beside other text ("Holder name, email
 * or account number" of an account search): an identifier of those records is its text.
 */
export function searchesKeysOf(p: ParamInfo, entity: string): boolean {
  return p.freeText !== undefined && describesKeyOf(p.schema, entity);
}

export function foreignEntities(cap: CapabilityLike, vocab?: EntityVocabulary): string[] {
  const own = singular(cap.entity);
  return [
    ...new Set(paramInfos(cap, vocab).flatMap((p) => (p.entity && p.entity !== own ? [p.entity] : []))),
  ];
}

/**
 * The field that identifies records of `entity` among `fields` (a record's keys or an item
 * schema's properties): `id`, then `<entity>_id` / `<entity>Ref` / `<entity>Key`… (any identifier
 * word after the entity's own words), then well-known unique keys. One rule for schemas, observed
 * results and selected rows.
 */
export function identityField(fields: Iterable<string>, entity?: string): string | undefined {
  const names = [...fields];
  if (names.includes("id")) return "id";
  // `Id` of PascalCase records (QuickBooks, OData) is the same key.
  const id = names.find((n) => n === "Id" || n === "ID");
  if (id) return id;
  const own = entity ? identifierParts(entity).map(singular) : [];
  const parts = (name: string) => identifierParts(name).map(singular);
  const ownRef = names.find((n) => {
    const w = parts(n);
    const last = w[w.length - 1];
    return (
      last !== undefined &&
      ID_WORDS.has(last) &&
      w.length === own.length + 1 &&
      own.every((o, i) => w[i] === o)
    );
  });
  if (ownRef) return ownRef;
  return WELL_KNOWN_KEYS.find((k) => names.includes(k));
}

const WELL_KNOWN_KEYS = [
  "uuid",
  "guid",
  "gid",
  "sku",
  "tracking_number",
  "trackingNumber",
  "key",
  "slug",
  "code",
  "number",
  "ref",
];

/**
 * "Only fill-ups by this driver (employee number)": the field of another entity's records that a
 * reference parameter takes, when its description writes that field out — a key of two or more
 * words ending in an identifier word (`employeeNumber`, `badge_code`), and only one such key.
 */
export function describedKeyField(schema: JsonSchema, keys: Iterable<string>): string | undefined {
  const description = typeof schema.description === "string" ? schema.description.slice(0, 300) : "";
  if (!description) return undefined;
  const said = ` ${identifierParts(description).join(" ")} `;
  const fits = [...keys].filter((k) => {
    const words = identifierParts(k.split(".").pop() ?? k);
    const last = words.at(-1);
    return (
      words.length >= 2 && last !== undefined && ID_WORDS.has(last) && said.includes(` ${words.join(" ")} `)
    );
  });
  // A record's own field is declared at its path in the answer as well (`_embedded.drivers.employeeNumber`).
  const names = new Set(fits.map((k) => k.split(".").pop()));
  return names.size === 1 ? [...fits].sort((a, b) => a.length - b.length)[0] : undefined;
}
