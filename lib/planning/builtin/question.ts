/**
 * Tool-independent reading of a question: emails, quoted text, a date range, a limit phrase, a
 * sort cue and identifier-like tokens, each with its text span. Binding (./bind.ts) decides per
 * capability what these values become; spans keep recognised phrases out of free-text arguments.
 */

import { nameNouns } from "@/lib/capabilities/infer";
import type { Capability } from "@/lib/capabilities/types";
import { isCalendarWord } from "@/lib/semantics/calendar";
import { isEnglishWord } from "@/lib/semantics/english";
import { type GroupingAsk, groupingAsked, groupingSpans } from "@/lib/semantics/grouping";
import { dottedNamesIn, entitiesOfIdentifier } from "@/lib/semantics/names";
import { E164 } from "@/lib/semantics/tokens";
import {
  CURRENCY_WORDS,
  convertibleUnits,
  convertUnit,
  countOf,
  isPlural,
  isPossessive,
  isUnit,
  NUMBER_WORD_PATTERN,
  unitWord,
  withoutPossessive,
} from "@/lib/semantics/words";
import { type DateRange, extractDateRange } from "./dates";
import { detectIntent, type Intent } from "./intent";
import {
  GENERIC,
  identifierWords,
  insideAny,
  overlaps,
  phraseWording,
  type Span,
  singular,
  type Token,
  tokenize,
} from "./text";

export interface Valued<T> extends Span {
  value: T;
}

export interface ParsedQuestion {
  raw: string;
  tokens: Token[];
  intent: Intent;
  emails: Valued<string>[];
  quoted: Valued<string>[];
  dates?: DateRange;
  /** "quick one:", "hey —": a short aside opening the message, before the request itself. */
  aside?: Span;
  /** The day the question is asked (ISO): a range ending today or later bounds nothing in the past. */
  today: string;
  limit?: Valued<number | "all">;
  /** `other`: an order by a measure the superlative names (`words`: "heaviest" → weight). */
  sort?: Valued<{ field: "date" | "amount" | "other"; dir: "asc" | "desc"; words?: string[] }>;
  /**
   * A ranking by a field the question names ("highest mileage", "top 5 vehicles by odometer
   * reading", "3 oldest vehicles by model year", "sorted by salary descending"): the words that name
   * the field, as written, for binding to a sort option or a field of the records. `explicit` when
   * the words can only name an order ("sorted by …", "by …, highest first"): that field's order or
   * none. Otherwise they may be of another kind ("latest commits by mlopez", "the highest priority
   * tickets"): when they name no field, `sort` keeps what the question reads without them.
   * `numeric`: a superlative of quantity ("highest", "fewest") ranks numbers.
   */
  ranking?: Valued<{ dir: "asc" | "desc"; words: string[]; explicit: boolean; numeric: boolean }>;
  /** An email domain the question filters by: "customers with a gmail address", "emails at acme.io". */
  emailDomain?: Valued<string>;
  /** Numeric comparisons: "over 2000 euros", "at least 3 items", "between 10 and 20". */
  amounts: Valued<Comparison>[];
  /**
   * Comparisons with a named record instead of a number: "more expensive than Chai", "older than
   * ENG-142". No parameter takes a record as a bound; the turn asks (never searches for the name).
   */
  relative: Span[];
  /**
   * A fiscal year: "FY25", "fiscal year 2025", "FY 24/25". Where it starts is the business's own
   * calendar, which no question says: no identifier, and no calendar year.
   */
  fiscal?: Span;
  /** Tokens that look like identifiers (letters and digits: `C-1042`, `O-100123`, `W-01`). */
  ids: Token[];
  /**
   * "PO 10249's supplier", "PET-000512's owner": an identifier owning one record of another entity,
   * named by its singular noun. The identifier (its possessive ending cut off) is kept out of `ids`:
   * what the question asks for is the owned record, reached through the one the identifier names.
   */
  possessive?: { id: Token; owned: Token };
  /**
   * The parts of a link that say nothing of the records: its scheme, host and the path's plain
   * words ("https://acme.zendesk.com/agent/tickets/4512": all but "tickets" and "4512").
   */
  links: Span[];
  /** Web addresses as written: a parameter that takes an address (`format: uri`) takes one whole. */
  urls: Valued<string>[];
  /** A summary asked for ("orders by status", "per month"): its phrase is neither a filter nor search text. */
  grouping?: GroupingAsk;
  /**
   * Slash-joined names ("acme/web", "team/project/dataset"): one reference written as its path,
   * the parts in order. Dates ("9/15") and email/URL parts are not paths.
   */
  paths: Valued<string[]>[];
  /** The words that name the candidates' records (their entities and aliases), singular. */
  records?: ReadonlySet<string>;
  /**
   * Words that name records together with the next one, as a tool's name does ("merge requests"
   * of `list_merge_requests`, "work orders" of `getWorkOrders`): neither a command nor a value.
   */
  naming?: Span[];
}

/** The spans already read as values of their own kind (emails, quoted text, amounts, dates, a limit, a sort). */
export function valueSpans(pq: ParsedQuestion): Span[] {
  return [
    ...pq.emails,
    ...pq.quoted,
    ...pq.amounts,
    ...(pq.dates ? [pq.dates] : []),
    ...(pq.limit ? [pq.limit] : []),
    ...(pq.sort ? [pq.sort] : []),
  ];
}

export interface Comparison {
  bound: "min" | "max";
  value: number;
  /** The unit written next to the number: a currency ("eur", "usd") or a counted noun ("item"). */
  unit?: string;
  currency: boolean;
  /** Written with a multiplier ("200k", "5 grand", "1.5m"): how people write sums of money. */
  scaled?: true;
  /** Said to exclude its number ("more than 5", "under 3", "over an hour"), not "at least 5". */
  strict?: true;
}

/**
 * "more than 5 bikes" as an inclusive whole bound: 6 ("under 3" → 2). Only a count steps by one —
 * "over $50", "more than 2 hours" measure what may fall between two whole numbers. `undefined` when
 * the number keeps its value. The planner sends it to a whole-number bound that keeps its number;
 * the validator accepts it as stated.
 */
export function steppedCount(c: Comparison): number | undefined {
  if (!c.strict || c.currency || !Number.isInteger(c.value)) return undefined;
  if (c.unit && isUnit(unitWord(c.unit))) return undefined;
  return c.value + (c.bound === "min" ? 1 : -1);
}

/**
 * The numbers the host may send for a comparison the person wrote: its number, its inclusive whole
 * bound ({@link steppedCount}), and the same measure in each unit it converts to ("more than 2
 * hours" → 120 minutes). The planner sends one of them; the validator accepts each as stated.
 */
export function comparisonForms(c: Comparison): number[] {
  const out = [c.value];
  const stepped = steppedCount(c);
  if (stepped !== undefined) out.push(stepped);
  if (c.unit && !c.currency) {
    const from = unitWord(c.unit);
    for (const to of convertibleUnits(from)) {
      const v = convertUnit(c.value, from, to);
      if (v !== undefined && Number.isFinite(v)) out.push(v, Math.round(v));
    }
  }
  return out;
}

/** Comparatives that bound from above ("shorter than 5 km"); any other "-er than" bounds from below. */
const LESSER =
  "less|fewer|smaller|cheaper|shorter|lower|lighter|younger|earlier|slower|closer|nearer|thinner|narrower|shallower|weaker|poorer";
const MIN_CUE = `over|above|more than|exceeding|at least|min(?:imum)?(?: of)?|no less than|>=?|from|(?!(?:${LESSER}|other|rather)\\b)[a-z]{2,}er than|more [a-z]+ than`;
/** The cues that keep their number ("at least 5", "no more than 3", "up to 10", ">= 2"). */
const INCLUSIVE_CUE = /^\(?(?:at least|at most|min|max|no less than|no more than|up to|from|>=|<=)/i;
const MAX_CUE = `under|below|(?:${LESSER}) than|at most|max(?:imum)?(?: of)?|no more than|up to|<=?`;
// A count may be written as a word: "at least two orders", "more than a dozen points".
// "50k", "5 grand", "2 million", "€1.5bn", "two hundred": a multiplier written after the number.
const MULTIPLIERS: Readonly<Record<string, number>> = {
  hundred: 100,
  k: 1e3,
  thousand: 1e3,
  grand: 1e3,
  million: 1e6,
  mn: 1e6,
  billion: 1e9,
  bn: 1e9,
};
// "over a hundred pounds", "more than a thousand": "a" before a multiplier word is one of it.
// "over an hour", "more than a week": "a" before a unit of time is one of it.
const ONE_OF = `a(?=\\s+(?:hundred|thousand|grand|million|billion)\\b)|an?(?=\\s+(?:second|minute|hour|day|week|month|year)\\b)`;
const NUM = `([€$£])?\\s?(\\d{1,3}(?:[,.\\s]\\d{3})+|\\d+(?:[.,]\\d+)?|(?:a\\s+)?(?:${NUMBER_WORD_PATTERN})\\b|${ONE_OF})\\s?((?:${Object.keys(MULTIPLIERS).join("|")})\\b)?\\s?([€$£%]|[A-Za-z]+)?`;

function toNumber(text: string, multiplier: string | undefined): number {
  const times = multiplier ? (MULTIPLIERS[multiplier.toLowerCase()] ?? 1) : 1;
  if (/^an?$/i.test(text)) return times;
  const word = countOf(text.replace(/^a\s+/i, ""));
  if (word !== undefined) return word * times;
  const plain = /^\d{1,3}([,.\s]\d{3})+$/.test(text) ? text.replace(/[,.\s]/g, "") : text.replace(",", ".");
  return Number(plain) * times;
}

function comparison(
  bound: "min" | "max",
  m: RegExpMatchArray,
  at: number,
  numberAt: number,
  recordWords: ReadonlySet<string>,
): Valued<Comparison> | undefined {
  const [symbol, digits, k, after] = [m[numberAt], m[numberAt + 1], m[numberAt + 2], m[numberAt + 3]];
  if (!digits) return undefined;
  const symbolCurrency = CURRENCY_WORDS[symbol ?? ""];
  // "over $1.5m": after a currency symbol, an "m" is millions (no length is counted in money).
  const millions = !k && symbolCurrency !== undefined && after !== undefined && /^m$/i.test(after);
  // "over €2,000 this year": after a currency symbol, only a currency word belongs to the number.
  const unitWord =
    symbolCurrency && after && !CURRENCY_WORDS[after.toLowerCase()] ? undefined : after?.toLowerCase();
  const currency = symbolCurrency ?? (unitWord ? CURRENCY_WORDS[unitWord] : undefined);
  // "up to 5 orders" asks for at most 5 records: a limit, not a bound.
  if (
    bound === "max" &&
    /^up to/i.test(m[0].trim()) &&
    !currency &&
    unitWord &&
    recordWords.has(singular(unitWord))
  )
    return undefined;
  // "at least 90%": the sign is the word "percent" — a share, never the bare number of points.
  const unit =
    currency ??
    (unitWord === "%" ? "percent" : unitWord && /^[a-z]+$/.test(unitWord) ? singular(unitWord) : undefined);
  const keepsUnit =
    currency !== undefined ||
    (unit !== undefined &&
      // "over 3k reported since June": a participle after the number says what happened, not what it counts.
      !/^(and|or|in|on|for|with|by|this|last|next|past|since|before|after|during|per|the|a|an|of|at|to|from|[a-z]{2,}ed)$/.test(
        unit,
      ));
  const end =
    at + m[0].length - (millions || (keepsUnit && unitWord !== undefined) ? 0 : (after?.length ?? 0));
  return {
    value: {
      bound,
      value: toNumber(digits, millions ? "million" : k),
      unit: keepsUnit ? unit : undefined,
      currency: currency !== undefined,
      ...(k || millions ? { scaled: true as const } : {}),
    },
    start: at,
    end: end - (m[0].length > 0 && /\s$/.test(m[0].slice(0, end - at)) ? 1 : 0),
  };
}

function comparisons(text: string, taken: Span[], recordWords: ReadonlySet<string>): Valued<Comparison>[] {
  const out: Valued<Comparison>[] = [];
  const free = (start: number, end: number) => !insideAny({ start, end }, [...taken, ...out]);
  // "between 10 and 20", and "from 10 to 30 dollars": a range of money only — "from 2 to 5" alone
  // may count anything (pages, stars, years).
  // "5-10k", "$5,000-$10,000": a dash between two amounts, money or thousands only (never an id's
  // "D-0107", a year's "2024-2025" or "1-2 weeks").
  const ranges = [
    ...[...text.matchAll(new RegExp(`\\bbetween\\s+${NUM}\\s+and\\s+${NUM}`, "gi"))].map((m) => ({
      m,
      cue: "between",
    })),
    ...[...text.matchAll(new RegExp(`\\bfrom\\s+${NUM}\\s+to\\s+${NUM}`, "gi"))].map((m) => ({
      m,
      cue: "from",
    })),
    ...[
      ...text.matchAll(
        new RegExp(
          `(?<![\\p{L}\\p{N}_/#.-])(?:between\\s+)?${NUM.replaceAll("\\s?", "")}\\s?[-–]\\s?${NUM}(?![\\p{L}\\p{N}-])`,
          "giu",
        ),
      ),
    ].map((m) => ({ m, cue: "dash" })),
  ];
  for (const { m, cue } of ranges) {
    const at = m.index ?? 0;
    if (!free(at, at + m[0].length)) continue;
    const low = comparison("min", m, at, 1, recordWords);
    const high = comparison("max", m, at, 5, recordWords);
    const money = low?.value.currency || high?.value.currency;
    if (cue === "from" && !money) continue;
    if (cue === "dash" && !(money || m[3] || m[7])) continue;
    // "under twenty-five dollars": a number written in words with its hyphen is one number, not a range.
    if (cue === "dash" && countOf(`${m[2]}-${m[6]}`) !== undefined) continue;
    // "5-10k": the thousands written once, after the upper bound, count the lower one too.
    if (
      low &&
      high &&
      !m[3] &&
      m[7] &&
      low.value.value * (MULTIPLIERS[m[7].toLowerCase()] ?? 1) <= high.value.value
    )
      low.value.value *= MULTIPLIERS[m[7].toLowerCase()] ?? 1;
    if (low && high) {
      const unit = high.value.unit ?? low.value.unit;
      const currency = high.value.currency || low.value.currency;
      out.push({ ...low, value: { ...low.value, unit, currency }, end: at + m[0].length });
      out.push({ ...high, value: { ...high.value, unit, currency }, start: at, end: at + m[0].length });
    }
  }
  for (const [bound, cue] of [
    ["min", MIN_CUE],
    ["max", MAX_CUE],
  ] as const) {
    for (const m of text.matchAll(new RegExp(`(?:^|\\s|\\()(?:${cue})\\s*${NUM}`, "gi"))) {
      const at = (m.index ?? 0) + (m[0].length - m[0].trimStart().length);
      const c = comparison(bound, m, at, 1, recordWords);
      if (c && free(c.start, c.end) && !(cue === MIN_CUE && /^from/i.test(m[0].trim()) && !c.value.currency))
        out.push(INCLUSIVE_CUE.test(m[0].trim()) ? c : { ...c, value: { ...c.value, strict: true } });
    }
  }
  return out;
}

/**
 * A comparative ("more expensive than", "cheaper than", "older than") whose other side is a record
 * named by a capitalised word or a code ("Chai", "the Acme expansion", "ENG-142") — not a number,
 * nor a month or weekday (a date's wording).
 */
const RELATIVE =
  /\b(?:(?:more|less|fewer)\s+[a-z]+|(?!(?:other|rather)\b)[a-z]{2,}er)\s+than\s+(?:(?:the|a|an|that|this)\s+)?([\p{Lu}\p{N}][\p{L}\p{N}]*(?:[-_][\p{L}\p{N}]+)*)/gu;

/**
 * "pets of the same species as Biscuit", "customers in the same city as Hugo Schmidt": a value the
 * named record holds, asked to be matched — a bound only that record could give, like a comparative.
 */
const SAME_AS =
  /\bsame\s+(?:[a-z]+\s+){1,2}as\s+(?:(?:the|a|an|that|this)\s+)?([\p{Lu}\p{N}][\p{L}\p{N}]*(?:[-_][\p{L}\p{N}]+)*)/gu;

/** "FY25", "FY2025", "FY 24/25", "fiscal year 2025", "fiscal '25". */
const FISCAL_YEAR = /\b(?:FY|fiscal(?:\s+year)?)\s*'?(?:\d{4}(?:[/-]\d{2,4})?|\d{2}(?:[/-]\d{2})?)\b/i;

function relativeComparisons(text: string, taken: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const m of [...text.matchAll(RELATIVE), ...text.matchAll(SAME_AS)]) {
    const name = m[1];
    const span = { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length };
    if (insideAny(span, taken) || isCalendarWord(name)) continue;
    // A number is an amount's (./comparisons); a named record starts with a capital or is a code.
    if (/^\p{N}+(?:[.,]\p{N}+)?$/u.test(name) || !(/^\p{Lu}/u.test(name) || /\p{L}/u.test(name))) continue;
    out.push(span);
  }
  return out;
}

const MAIL_PROVIDERS =
  "gmail|googlemail|yahoo|outlook|hotmail|live|icloud|me|aol|proton(?:mail)?|gmx|fastmail|zoho|yandex";
const DOMAIN = `((?:[a-z0-9-]+\\.)+[a-z]{2,}|${MAIL_PROVIDERS})`;
const DOMAIN_PHRASES = [
  new RegExp(`\\b${DOMAIN}\\s+(?:e-?mail\\s+)?(?:address(?:es)?|e-?mails?|accounts?|domain)\\b`, "i"),
  new RegExp(`\\b(?:e-?mails?|address(?:es)?)\\s+(?:at|on|from|@)\\s*${DOMAIN}\\b`, "i"),
  new RegExp(`(?:^|\\s)@${DOMAIN}\\b`, "i"),
];

function emailDomainOf(text: string, taken: Span[]): Valued<string> | undefined {
  for (const re of DOMAIN_PHRASES) {
    const m = re.exec(text);
    if (!m?.[1] || insideAny({ start: m.index, end: m.index + m[0].length }, taken)) continue;
    const name = m[1].toLowerCase();
    const value = name.includes(".") ? name : `${name}.com`;
    const lead = m[0].length - m[0].trimStart().length;
    return { value, start: m.index + lead, end: m.index + m[0].length };
  }
  return undefined;
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const LINK = /\b([a-z][a-z0-9+.-]*):\/\/([^\s/?#]*)([^\s?#]*)[^\s]*/gi;
/** A code (`ENG-142`, `A320s`, a base64 id with its padding) or a phone number in international form (`+447700900123`). */
const CODE = /^[\p{L}\p{N}]+(?:[-_][\p{L}\p{N}]+)*={0,2}$/u;
const isCode = (text: string) => CODE.test(text) || E164.test(text);

/**
 * "leases for tenant T 30085", "status of order O 111681": a key typed with a space where its
 * separator goes. Capital letters (at most four), one space, then digits, are written as the key
 * when the joined form — a dash or an underscore for the space, so every offset stays — has the
 * shape the tools declare for some entity's keys (`T-30229`); anything else ("PO 10248" where
 * orders are plain numbers, "Q2 2025") is left as typed.
 */
export function joinSpacedKeys(question: string, keys: readonly RegExp[]): string {
  return question.replace(/\b([A-Z]{1,4}) (\d{2,})\b/g, (whole, letters: string, digits: string) => {
    const joined = [`${letters}-${digits}`, `${letters}_${digits}`].find((k) =>
      keys.some((re) => re.test(k)),
    );
    return joined ?? whole;
  });
}

/**
 * A link pasted into the question. A web address (`https://host/a/b/issues/12`) is read as its
 * path: a code in it is an identifier, the segment naming the records says what it is, the
 * segments before that (two or more) are the reference written as a path (`acme/web` of a code
 * host), and the scheme, host and any other words are noise. A link of another scheme
 * (`gid://claims/Claim/1042`) is an identifier written whole.
 */
export function linksOf(
  text: string,
  entityWords: ReadonlySet<string>,
): { noise: Span[]; paths: Valued<string[]>[]; uris: Token[]; kinds: Valued<string>[] } {
  const noise: Span[] = [];
  const kinds: Valued<string>[] = [];
  const paths: Valued<string[]>[] = [];
  const uris: Token[] = [];
  for (const m of text.matchAll(LINK)) {
    const at = m.index ?? 0;
    const whole = m[0].replace(/[.,;:!?)]+$/, "");
    const end = at + whole.length;
    if (!/^https?$/i.test(m[1] ?? "")) {
      uris.push({ text: whole, lower: whole.toLowerCase(), norm: whole.toLowerCase(), start: at, end });
      noise.push({ start: at, end });
      continue;
    }
    const pathAt = at + (m[1]?.length ?? 0) + 3 + (m[2]?.length ?? 0);
    noise.push({ start: at, end: pathAt });
    const segments: Valued<string>[] = [];
    let from = pathAt;
    for (const part of (m[3] ?? "").split("/")) {
      if (part && from + part.length <= end + 1)
        segments.push({ value: part, start: from, end: from + part.length });
      from += part.length + 1;
    }
    const code = (x: Valued<string>) => /\d/.test(x.value) && isCode(x.value);
    const kind = segments.findIndex(
      (x) => !code(x) && identifierWords(x.value).some((w) => entityWords.has(singular(w))),
    );
    const lead = kind > 0 ? segments.slice(0, kind) : [];
    if (lead.length >= 2 && !lead.some(code))
      paths.push({ value: lead.map((x) => x.value), start: lead[0].start, end: lead[lead.length - 1].end });
    else for (const x of lead) noise.push(x);
    for (const [i, x] of segments.entries()) if (i > kind && !code(x)) noise.push(x);
    // The segment naming the records is read as their name ("issues" → "issue", "workOrders" →
    // "work order"), in no more room than it has (offsets are kept); else it is noise.
    const named = segments[kind];
    if (named) {
      const words = identifierWords(named.value).map((w) => w.toLowerCase());
      const name = [...words.slice(0, -1), singular(words.at(-1) ?? "")].join(" ");
      if (name.length <= named.value.length)
        kinds.push({ value: name.padEnd(named.value.length, " "), start: named.start, end: named.end });
      else noise.push(named);
    }
    if (kind < 0) for (const x of segments) if (!code(x)) noise.push(x);
  }
  // "sensor.attic_humidity", "checkout.retry_limit": a namespaced name is an identifier written whole.
  for (const d of dottedNamesIn(text)) {
    if (noise.some((n) => n.start <= d.start && d.end <= n.end)) continue;
    uris.push({
      text: d.text,
      lower: d.text.toLowerCase(),
      norm: d.text.toLowerCase(),
      start: d.start,
      end: d.end,
    });
    noise.push({ start: d.start, end: d.end });
  }
  return { noise, paths, uris, kinds };
}
const PATH = /(?<![\w.@/:-])([A-Za-z0-9][\w.-]*(?:\/[A-Za-z0-9][\w.-]*)+)(?![\w/@])/g;

/** "acme/web", "acme/web#12": slash-joined names, at least one part with a letter, none a URL. */
function pathsOf(text: string, taken: Span[]): Valued<string[]>[] {
  return [...text.matchAll(PATH)].flatMap((m) => {
    const value = (m[1] ?? "").replace(/[.-]+$/, "");
    const start = m.index ?? 0;
    const parts = value.split("/");
    const span = { start, end: start + value.length };
    if (!parts.some((x) => /\p{L}/u.test(x)) || parts.some((x) => !x) || insideAny(span, taken)) return [];
    return [{ value: parts, ...span }];
  });
}
const QUOTED = /"([^"]{1,200})"|“([^”]{1,200})”|(?:^|\s)'([^']{1,200})'(?=$|[\s?.!,;:])/g;
/** Superlatives of a measure ("the heaviest dogs"): an order by the field that measure names. */
const MEASURE_CUES: [RegExp, string[], "asc" | "desc"][] = [
  [/\bheaviest\b/i, ["weight"], "desc"],
  [/\blightest\b/i, ["weight"], "asc"],
  [/\btallest\b/i, ["height"], "desc"],
  [/\blongest\b/i, ["length", "duration"], "desc"],
  // "alphabetically", "in alphabetical order", "A to Z": an order by the records' name or title.
  [
    /(?:\bin\s+)?\breverse\s+alphabetical(?:ly)?(?:\s+order)?\b|\bZ\s*(?:-|to)\s*A\b/i,
    ["name", "title"],
    "desc",
  ],
  [/(?:\bin\s+)?\balphabetical(?:ly)?(?:\s+order)?\b|\bA\s*(?:-|to)\s*Z\b/, ["name", "title"], "asc"],
];
/** The one-word superlatives of a measure ("heaviest", "longest"): they rank a count's records too ("the 3 heaviest cats"). */
const MEASURE_WORDS = MEASURE_CUES.flatMap(([re]) => /^\\b(\w+)\\b$/.exec(re.source)?.[1] ?? []).join("|");
const SORT_CUES: [RegExp, "date" | "amount", "asc" | "desc"][] = [
  [
    /\b(most expensive|priciest|highest (?:total|value|amount|price)s?|largest|biggest|top spending)\b/i,
    "amount",
    "desc",
  ],
  // "top 5 deals (by amount)", "top customers": the top of a ranking by size — never any 5.
  [
    new RegExp(
      `\\btop\\s+(?:(?:\\d+|${NUMBER_WORD_PATTERN})\\b|(?!of\\b|up\\b)(?=\\p{L}))(?:\\s*[\\p{L}-]+){0,3}(?:\\s+by\\s+(?:amount|value|price|total|revenue|size|sales))?`,
      "iu",
    ),
    "amount",
    "desc",
  ],
  [/\b(cheapest|least expensive|lowest (?:total|value|amount|price)s?|smallest)\b/i, "amount", "asc"],
  [/\b(latest|newest|most recent(?:ly)?|recent|last)\b/i, "date", "desc"],
  [/\b(oldest|earliest|soonest)\b/i, "date", "asc"],
  // "the first claim ever filed", "our very first order": the earliest — never any first rows.
  // "the first encounter patient 123 ever had": a number may name whose records they are.
  [/\b(?:very\s+first|first(?=(?:\s+[\p{L}\p{N}-]+){1,3}\s+ever\b))/iu, "date", "asc"],
  // "which members joined first?", "who signed up first?": which record's event came earliest — the
  // last word of a which/who question, right after a verb (or its object); never a count ("the
  // first 5") or an order of something else ("show urgent tickets first").
  [
    /(?<=^\s*(?:which|who|what)\b.*\b(?!(?:was|is|has|does|this|its)\b)\p{L}{2,}(?:ed|s|t|n)(?:\s+(?:it|them|up|in|out))?\s+)first(?=\s*[?.!]*\s*$)/iu,
    "date",
    "asc",
  ],
];

/**
 * "Orwell's first book", "what was her first loan?", "the first invoice we sent Acme", "first
 * assignment due next month", "who was the first to borrow Dune?": "first" after a possessive, a
 * determiner or nothing, right before the records (a participle may stand between:
 * "the first published novel") or before "to" and a verb, is the earliest of them — an order by date,
 * as "earliest" says it. Never a count ("the first 5": the limit's), a field ("first name": no records
 * follow), a part of something else ("the first page of orders") nor a period ("the first week of March":
 * the dates').
 */
const FIRST_AFTER = /^(?:the|my|our|your|his|her|their|its)$/;
function earliestFirst(
  raw: string,
  tokens: readonly Token[],
  entityWords: ReadonlySet<string>,
  taken: readonly Span[],
): Span | undefined {
  for (const [i, t] of tokens.entries()) {
    if (t.lower !== "first" || insideAny(t, taken)) continue;
    const before = tokens[i - 1];
    const opens = before === undefined && !/\S/.test(raw.slice(0, t.start));
    if (!opens && !(before && (FIRST_AFTER.test(before.lower) || isPossessive(before.text)))) continue;
    // One run of plain words after it, no punctuation between.
    const run: Token[] = [];
    for (const w of tokens.slice(i + 1, i + 4)) {
      if (/\S/.test(raw.slice((run.at(-1) ?? t).end, w.start)) || !/^[a-z][a-z-]*$/.test(w.text)) break;
      run.push(w);
    }
    const noun = run.findIndex((w) => entityWords.has(w.norm));
    const between = run.slice(0, Math.max(noun, 0));
    // Between them only a participle ("the first published novel"): "first class tickets", "first
    // time buyers" name a kind of them, no order.
    const records =
      noun >= 0 &&
      noun <= 1 &&
      between.every((w) => !GENERIC.has(w.lower) && /[a-z]{2}(?:ed|en)$/.test(w.lower));
    // "the first to borrow Dune": the one whose record of that act came first.
    const toVerb = !opens && before?.lower === "the" && run[0]?.lower === "to" && run.length > 1;
    if (records || toVerb) return { start: t.start, end: t.end };
  }
  return undefined;
}

/** Words of a ranking's direction: the top first, or the bottom first. */
const RANK_HIGH = /^(?:highest|most|biggest|largest|greatest|longest|top|newest|latest)$/;
const RANK_LOW = /^(?:lowest|least|fewest|smallest|shortest|bottom|oldest|earliest|soonest)$/;
/** Superlatives of quantity that name the field they rank right after them ("the lowest mileage", "the longest delays"). */
const QUANTITY_SUPERLATIVE =
  /^(?:highest|lowest|most|least|fewest|biggest|smallest|largest|greatest|longest|shortest)$/;
const RANK_VERB = /^(?:sorted|ordered|ranked|sort|order|rank)$/;
/** Field words that are the amount and date orders' own ("by amount", "by date"): read as those. */
const ORDER_KIND_WORDS = /^(?:amounts?|values?|prices?|totals?|revenues?|sizes?|sales|dates?|times?|days?)$/;
const PHRASE_STOP = new Set(["per", "ascending", "descending", "asc", "desc", "first", "ever", "please"]);
/** Generic words that may still name a field after "by" ("by last name", "by status", "by number of …"). */
const FIELD_GENERIC = new Set([
  "last",
  "status",
  "state",
  "type",
  "kind",
  "number",
  "count",
  "total",
  "amount",
]);

/** Up to three plain lower-case words from token `from` on, in one run (no punctuation between). */
function fieldWords(
  raw: string,
  tokens: readonly Token[],
  from: number,
  records: ReadonlySet<string>,
  taken: readonly Span[],
): Token[] {
  const out: Token[] = [];
  for (let i = from; i < tokens.length && out.length < 3; i++) {
    const t = tokens[i] as Token;
    const prev = out.at(-1);
    if (prev && /\S/.test(raw.slice(prev.end, t.start))) break;
    // "number of bedrooms": "of" after a word of measure continues the phrase.
    const of = t.lower === "of" && /^(number|count|amount|total)$/.test(prev?.lower ?? "");
    const generic = GENERIC.has(t.lower) && !FIELD_GENERIC.has(t.lower) && !of;
    if (!/^[a-z][a-z-]*$/.test(t.text) || generic || PHRASE_STOP.has(t.lower)) break;
    if (insideAny(t, taken)) break;
    // "by order date": the records' own noun before another word is part of a field's name.
    const next = tokens[i + 1];
    const within =
      next !== undefined &&
      !/\S/.test(raw.slice(t.end, next.start)) &&
      /^[a-z][a-z-]*$/.test(next.text) &&
      !GENERIC.has(next.lower) &&
      !records.has(next.norm);
    if (records.has(t.norm) && !within) break;
    out.push(t);
  }
  return out;
}

/** ", highest first", " descending", " (asc)" right after a ranking's field words. */
function trailingDirection(raw: string, end: number): { dir: "asc" | "desc"; end: number } | undefined {
  const m = /^\s*[,(]?\s*(?:(ascending|asc)|(descending|desc)|([a-z]+)\s+first)\b\)?/i.exec(raw.slice(end));
  if (!m) return undefined;
  const word = m[3]?.toLowerCase();
  const dir = m[1]
    ? "asc"
    : m[2]
      ? "desc"
      : word && RANK_HIGH.test(word)
        ? "desc"
        : word && RANK_LOW.test(word)
          ? "asc"
          : undefined;
  return dir ? { dir, end: end + m[0].length } : undefined;
}

function rankingOf(
  raw: string,
  tokens: readonly Token[],
  records: ReadonlySet<string>,
  taken: readonly Span[],
): ParsedQuestion["ranking"] {
  const named = (words: Token[]) => words.length > 0 && !words.every((w) => ORDER_KIND_WORDS.test(w.lower));
  for (const [i, by] of tokens.entries()) {
    if (by.lower !== "by") continue;
    const words = fieldWords(raw, tokens, i + 1, records, taken);
    const last = words.at(-1);
    if (!last || !named(words)) continue;
    const trailing = trailingDirection(raw, last.end);
    // "sorted by", or a ranking word before the records it ranks ("top 5 vehicles by", "the 3
    // oldest vehicles by"): never a "by" of a person or a group ("books by Le Guin", "orders by status").
    const verb = RANK_VERB.test(tokens[i - 1]?.lower ?? "") ? tokens[i - 1] : undefined;
    const ranked =
      !verb && records.has(tokens[i - 1]?.norm ?? "")
        ? tokens
            .slice(Math.max(0, i - 5), i - 1)
            .find((t) => RANK_HIGH.test(t.lower) || RANK_LOW.test(t.lower))
        : undefined;
    if (!verb && !ranked && !trailing) continue;
    const dir =
      trailing?.dir ??
      (ranked
        ? RANK_HIGH.test(ranked.lower)
          ? "desc"
          : "asc"
        : verb?.lower.startsWith("rank")
          ? "desc"
          : "asc");
    const start = (ranked ?? verb ?? by).start;
    // After the records ranked, the words may be of another kind ("latest commits by mlopez"): when
    // they name no field, the question reads as it did without them.
    const explicit = verb !== undefined || trailing !== undefined;
    const value = { dir, words: words.map((w) => w.lower), explicit, numeric: false } as const;
    return { value, start, end: trailing?.end ?? last.end };
  }
  // "newest model year first", "highest salary first": a ranking word, the field's words, then
  // "first" — an order by that field as plainly as "sorted by" says it.
  for (const [i, t] of tokens.entries()) {
    if (!RANK_HIGH.test(t.lower) && !RANK_LOW.test(t.lower)) continue;
    const words = fieldWords(raw, tokens, i + 1, records, taken);
    const last = words.at(-1);
    const first = last && /^\s+first\b/i.exec(raw.slice(last.end));
    if (!last || !first || !named(words)) continue;
    const dir = RANK_HIGH.test(t.lower) ? "desc" : "asc";
    const value = { dir, words: words.map((w) => w.lower), explicit: true, numeric: false } as const;
    return { value, start: t.start, end: last.end + first[0].length };
  }
  for (const [i, t] of tokens.entries()) {
    if (!QUANTITY_SUPERLATIVE.test(t.lower)) continue;
    const words = fieldWords(raw, tokens, i + 1, records, taken);
    const last = words.at(-1);
    // "most expensive", "highest total", "most recent": the amount and date orders' own words. A
    // cue of one word before a field's words ("the biggest delays") ranks by that field.
    const kind = SORT_CUES.some(([re]) => {
      const m = re.exec(raw.slice(t.start));
      return m?.index === 0 && m[0].toLowerCase() !== t.lower;
    });
    if (!last || !named(words) || kind) continue;
    const dir = RANK_LOW.test(t.lower) ? "asc" : "desc";
    const value = { dir, words: words.map((w) => w.lower), explicit: false, numeric: true } as const;
    return { value, start: t.start, end: last.end };
  }
  return undefined;
}

function spansOf(
  re: RegExp,
  text: string,
  group: (m: RegExpMatchArray) => string | undefined,
): Valued<string>[] {
  return [...text.matchAll(re)].flatMap((m) => {
    const value = group(m);
    if (value === undefined || m.index === undefined) return [];
    const start = m.index + m[0].indexOf(value);
    return [{ value, start, end: start + value.length }];
  });
}

function limitPhrase(
  text: string,
  taken: Span[],
  recordWords: ReadonlySet<string>,
): Valued<number | "all"> | undefined {
  const free = (m: RegExpMatchArray, len = m[0].length) =>
    m.index !== undefined && !insideAny({ start: m.index, end: m.index + len }, taken);
  // A count in digits or in words ("top ten", "the five newest members").
  const count = `(\\d{1,5}|${NUMBER_WORD_PATTERN})`;
  for (const m of text.matchAll(
    // "the last two weeks" is a period, not a count of records.
    new RegExp(
      `\\b(?:top|first|last|latest|newest|oldest|limit(?: to)?)\\s+${count}\\b(?!\\s+(?:hour|day|week|month|quarter|year)s?\\b)`,
      "gi",
    ),
  )) {
    const n = countOf(m[1] ?? "");
    if (free(m) && m.index !== undefined && n !== undefined)
      return { value: n, start: m.index, end: m.index + m[0].length };
  }
  for (const m of text.matchAll(
    // "the 10 most recently published books": an adverb's participle may stand before the records.
    new RegExp(
      `(?<![\\w-])${count}\\s+(?:(most recent(?:ly)?|latest|newest|oldest|earliest|soonest|recent|biggest|largest|smallest|cheapest|least expensive|most expensive|priciest|highest|lowest|${MEASURE_WORDS})\\s+(?:[a-z-]+\\s+){0,2})?(?:[a-z]{3,}ed\\s+)?([A-Za-z]+)`,
      "gi",
    ),
  )) {
    const n = countOf(m[1] ?? "");
    // "the 3 oldest vehicles by model year": the records may come before the words the regex ends on.
    const named = (m[0].slice((m[1] ?? "").length).match(/[A-Za-z]+/g) ?? []).some((w) =>
      recordWords.has(singular(w)),
    );
    // "the 3 heaviest cats": right before a measure's superlative, the count is of the records it ranks.
    const measured = new RegExp(`^\\S+\\s+(?:${MEASURE_WORDS})\\s`, "i").test(m[0]);
    // "the 5 cheapest flats", "the 3 newest bungalows": right before an order's superlative, the count
    // is of the records it ranks, whatever word the person calls them by (a kind of them, a value).
    const ranked = m[2] !== undefined && !/^recent$/i.test(m[2]);
    // "priority 1 issues", "level 3 courses": a number right after a noun of a field is that field's
    // value — a count comes after a verb, a determiner or nothing ("show 5 orders", "the 5 newest").
    const before = /([A-Za-z]+)\s+$/.exec(text.slice(0, m.index))?.[1]?.toLowerCase();
    const labelled = before !== undefined && !GENERIC.has(before) && !recordWords.has(singular(before));
    // "the 3 most expensive upcoming reservations": a date read inside the ranking words ("upcoming")
    // leaves the count a count — only the count itself must be unread.
    if (
      free(m, (m[1] ?? "").length) &&
      (named || measured || ranked) &&
      !labelled &&
      m.index !== undefined &&
      n !== undefined
    ) {
      return { value: n, start: m.index, end: m.index + (m[1] ?? "").length };
    }
  }
  for (const m of text.matchAll(/\b(all|every)\b/gi)) {
    if (free(m) && m.index !== undefined) return { value: "all", start: m.index, end: m.index + m[0].length };
  }
  return undefined;
}

/**
 * "quick one: …", "hey — …", "question - …": up to three words with no digit, then a colon or a dash
 * between spaces, open the message as an aside; the request starts after it. Not an id ("ENG-150")
 * nor a path, which have no space around their dash.
 */
const ASIDE = /^\s*(?:[\p{L}'’]+[\s,]*){1,3}?(?::|\s[—–-]\s|[—–])\s*/u;
function asideOf(raw: string): Span | undefined {
  const m = ASIDE.exec(raw);
  return m && m[0].length < raw.length ? { start: 0, end: m[0].length } : undefined;
}

/**
 * "…, for the weekly report", "… for our quarterly review? thanks", "… it's for the board pack": what
 * the person needs the answer for, closing the message — a document or a gathering the answer goes
 * into, never a condition on the records. Only after "for" and a determiner, with up to three
 * lower-case words before the noun, at the very end (thanks aside), and when no word of it is an
 * entity's name (`entityWords`: "tasks for the launch review" where reviews are records is a condition).
 * The question is read without it (a question mark it ended with kept).
 * "Review" only after a period word ("the quarterly review"): "the design review" may name a record.
 */
const PURPOSE =
  /(?:[,;]\s*|\s[—–-]\s*|\s)(?:(?:it['’]?s|its|this is|that['’]?s|thats|just|all)\s+)?for\s+(?:the|my|our|a|an|this|next|tomorrow['’]?s|today['’]?s)\s+((?:\p{Ll}[\p{Ll}-]*\s+){0,3}?)(report|audit|retro|retrospective|presentation|deck|slides|board\s+pack|handover|newsletter|recap|(?:weekly|monthly|quarterly|annual|yearly|year-end|month-end)\s+review)\b[\s?.!]*(?:(?:thanks|thank\s+you|thx|ty|cheers)[\s?.!]*)?$/u;
export function withoutPurpose(text: string, entityWords: ReadonlySet<string>): string {
  const m = PURPOSE.exec(text);
  if (!m?.index) return text;
  const words = `${m[1] ?? ""} ${m[2] ?? ""}`.split(/\s+/).filter(Boolean);
  if (words.some((w) => entityWords.has(singular(w)))) return text;
  return `${text.slice(0, m.index).trimEnd()}${m[0].includes("?") ? "?" : ""}`;
}

/**
 * "encounters for Patient/212": a record written as its type, a slash and its identifier (the way a
 * reference is written, "Patient/[id]") is that entity's record — "Patient 212" — not a path or a
 * name. Only a capitalized entity noun and an identifier with a digit, standing alone (no other
 * segment before or after). The slash becomes a space: offsets are kept.
 */
const TYPED_REFERENCE =
  /(?<![\w/.:-])(\p{Lu}\p{Ll}+)\/(?=[\p{L}\p{N}-]*\d)[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*(?![\w/.-])/gu;
function typedReferencesSpaced(raw: string, entityWords: ReadonlySet<string>): string {
  let out = raw;
  for (const m of raw.matchAll(TYPED_REFERENCE)) {
    const type = m[1] ?? "";
    if (!entityWords.has(singular(type.toLowerCase()))) continue;
    const at = (m.index ?? 0) + type.length;
    out = `${out.slice(0, at)} ${out.slice(at + 1)}`;
  }
  return out;
}

/** `entityWords`: singular entity names of the candidates ("order", "customer"), for "5 orders". */
export function parseQuestion(written: string, now: Date, entityWords: ReadonlySet<string>): ParsedQuestion {
  const links = linksOf(written, entityWords);
  // A link's noise is blanked out (offsets kept): no reading below takes its host or plain words.
  let raw = written;
  for (const n of links.noise)
    if (!links.uris.some((u) => u.start === n.start))
      raw = raw.slice(0, n.start) + " ".repeat(n.end - n.start) + raw.slice(n.end);
  for (const k of links.kinds) raw = raw.slice(0, k.start) + k.value + raw.slice(k.end);
  // The slashes between a link's kept segments ("tickets/4512") join no path.
  for (const m of written.matchAll(LINK)) {
    if (!/^https?$/i.test(m[1] ?? "")) continue;
    const at = m.index ?? 0;
    for (let i = at; i < at + m[0].length; i++)
      if (raw[i] === "/" && !links.paths.some((p) => p.start < i && i < p.end))
        raw = `${raw.slice(0, i)} ${raw.slice(i + 1)}`;
  }
  raw = typedReferencesSpaced(raw, entityWords);
  const emails = spansOf(EMAIL, raw, (m) => m[0]).filter((e) => !insideAny(e, links.noise));
  const quoted = spansOf(QUOTED, raw, (m) => m[1] ?? m[2] ?? m[3]);
  const taken: Span[] = [...emails, ...quoted, ...links.noise, ...links.paths];
  const paths = [...links.paths, ...pathsOf(raw, taken)];
  taken.push(...paths);
  const emailDomain = emailDomainOf(raw, taken);
  if (emailDomain) taken.push(emailDomain);
  const fiscalAt = FISCAL_YEAR.exec(raw);
  const fiscal = fiscalAt ? { start: fiscalAt.index, end: fiscalAt.index + fiscalAt[0].length } : undefined;
  if (fiscal) taken.push(fiscal);
  const dated = extractDateRange(raw, now);
  // "footage/q2-harbour.mov": a date's word inside a path is the path's text, no range of time.
  const dates = dated && ((fiscal && overlaps(dated, fiscal)) || insideAny(dated, paths)) ? undefined : dated;
  if (dates) taken.push(dates);
  const recordWords = new Set([...entityWords, "result", "record", "row", "item", "entry"]);
  // Comparisons first: "customers with at least 3 orders" bounds a count, it does not ask for 3 orders.
  const amounts = comparisons(raw, taken, recordWords);
  taken.push(...amounts);
  const relative = relativeComparisons(raw, taken);
  taken.push(...relative);
  const limit = limitPhrase(raw, taken, recordWords);
  if (limit) taken.push(limit);
  let sort: ParsedQuestion["sort"];
  for (const [re, words, dir] of MEASURE_CUES) {
    const m = re.exec(raw);
    if (m) {
      // "top 3 heaviest cats": the top of that measure, the count is the limit's.
      sort = { value: { field: "other", dir, words }, start: m.index, end: m.index + m[0].length };
      break;
    }
  }
  for (const [re, field, dir] of sort ? [] : SORT_CUES) {
    const m = re.exec(raw);
    if (m && !insideAny({ start: m.index, end: m.index + m[0].length }, dates ? [dates] : [])) {
      sort = { value: { field, dir }, start: m.index, end: m.index + m[0].length };
      break;
    }
  }
  const tokens = tokenize(raw);
  const first = sort
    ? undefined
    : earliestFirst(raw, tokens, entityWords, [...taken, ...(dates ? [dates] : [])]);
  if (first) sort = { value: { field: "date", dir: "asc" }, ...first };
  const ranking = rankingOf(raw, tokens, recordWords, [...taken, ...(dates ? [dates] : [])]);
  // "the 3 oldest vehicles by model year": the "by" of a ranking orders, it does not group.
  const asked = groupingAsked(raw);
  const grouping = asked && ranking && insideAny(asked, [ranking]) ? undefined : asked;
  if (grouping) taken.push(...groupingSpans(grouping));
  // "the 2nd most expensive": an ordinal before a ranking's word is a place in it, no identifier.
  // "on call on schedule PMFJPWX", "incidents on service PRLQKNW": a run of six or more capitals
  // that is no word, right after a kind of record the tools list, is that record's identifier —
  // digits or not (a short one stays an acronym: "the API", "SRE").
  const codeAfterKind = (t: Token) => {
    const before = tokens.filter((x) => x.end <= t.start).at(-1);
    return (
      /^[\p{Lu}\p{N}]{6,}$/u.test(t.text) &&
      !isEnglishWord(t.lower) &&
      before !== undefined &&
      entityWords.has(singular(before.lower))
    );
  };
  const isId = (t: Token) =>
    (/\d/.test(t.text) || codeAfterKind(t)) &&
    isCode(t.text) &&
    !insideAny(t, taken) &&
    !phraseWording(tokens, tokens.find((x) => x.start === t.start) ?? t);
  let possessive: ParsedQuestion["possessive"];
  const ids = tokens
    .map((t, i) => {
      const stem =
        isPossessive(t.text) && /^.+\d[\p{L}\p{N}]*$/u.test(withoutPossessive(t.text))
          ? withoutPossessive(t.text)
          : undefined;
      const cut = stem
        ? {
            ...t,
            text: stem,
            lower: stem.toLowerCase(),
            norm: stem.toLowerCase(),
            end: t.start + stem.length,
          }
        : t;
      // "E-10013's manager": the possessive ending is no part of the identifier it follows — unless
      // what it owns is named as records ("PET-000512's owner"): that is another record, read as
      // the question's records (a record shown for the identifier answers another question). One
      // record named by its singular noun is reached through the identifier's (see `possessive`).
      // Records named by their plural after an identifier that names no entity by its letters
      // ("D-0107's fill-ups") are that record's own: the identifier filters them, as in "fill-ups of
      // D-0107". One whose letters name its entity ("PET-000512's invoices") stays the record's.
      const owned = tokens[i + 1];
      const plainId = stem !== undefined && entitiesOfIdentifier(stem, entityWords).length === 0;
      if (!owned || !entityWords.has(owned.norm) || (plainId && isPlural(owned.lower))) return cut;
      if (stem && !possessive && owned.lower === owned.norm && isId(cut)) possessive = { id: cut, owned };
      return t;
    })
    .filter(isId)
    .concat(links.uris);
  return {
    raw,
    tokens,
    intent: detectIntent(raw),
    emails,
    quoted,
    emailDomain,
    dates,
    aside: asideOf(raw),
    today: now.toISOString().slice(0, 10),
    limit,
    sort,
    ranking,
    amounts,
    relative,
    ...(fiscal ? { fiscal } : {}),
    ids,
    possessive,
    links: links.noise,
    urls: [...written.matchAll(LINK)]
      .filter((m) => /^https?$/i.test(m[1] ?? ""))
      .map((m) => {
        const value = m[0].replace(/[.,;:!?)]+$/, "");
        return { value, start: m.index ?? 0, end: (m.index ?? 0) + value.length };
      }),
    // The segment of a link that names its records is no command ("…/book/5").
    naming: links.kinds.map(({ start, end }) => ({ start, end })),
    grouping,
    paths,
    records: entityWords,
  };
}

/**
 * "merge requests", "work orders": a noun a tool's name puts right before its entity ("merge" of
 * `list_merge_requests`, "work" of `getWorkOrders`), written before that entity's word.
 */
export function namingSpans(tokens: readonly Token[], caps: readonly Capability[]): Span[] {
  const pairs = new Set(
    caps.flatMap((c) => {
      const nouns = c.localName.split(/[./]/).flatMap(nameNouns);
      const entity = singular(c.entity);
      return nouns.flatMap((w, i) => (nouns[i + 1] === entity && w !== entity ? [`${w} ${entity}`] : []));
    }),
  );
  return tokens.flatMap((t, i) => {
    const next = tokens[i + 1];
    return next && pairs.has(`${t.lower} ${next.norm}`) ? [{ start: t.start, end: t.end }] : [];
  });
}
