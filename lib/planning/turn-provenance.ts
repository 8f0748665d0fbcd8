/**
 * What a turn's literal arguments may come from (issue 13 item 1), computed once per turn from the
 * person's messages of this conversation and the current selection — the one place the host's own
 * normalizations are listed:
 * - `said`: the lower-case words the person wrote (each message read as typed and with its chat
 *   shorthand written out: `readAbbreviations`, "last mo" → "last month");
 * - `normalized`: values the host derived from those words ("gmail address" → `gmail.com`, "OPS217" or
 *   "ops 217" → `OPS-217` and the other separators an identifier shape may declare; "Irish" or
 *   "Ireland" → `IE`, the country's ISO 3166-1 alpha-2 code; "Norway" → `Norwegian`, its demonym);
 * - `days`: the ISO days of every date range the host read in the person's words ("last week" →
 *   its Monday and Sunday, "in March" → 1 and 31 March), each with the day before its start and
 *   the day after its end (the same range written with exclusive bounds), and the coming month a bare
 *   month name may mean ("leases ending in November");
 * - `numbers`: every number the person wrote (digits, "1,500", "2k" → 2000, "five" or "a dozen" as a count),
 *   each comparison's amount in minor units (`inMinorUnits`: cents), and what the host derives from its days
 *   (the year and the years either side, Unix seconds and milliseconds of a day's first and last
 *   moment);
 * - `selected`: the selected rows' identifiers, dates, emails, declared values and numbers (every row selected).
 * A date or number literal is accepted only when it is one of these (a date-time only at a day's
 * first or last moment): a date inside a range the host computed is not — it is a narrowing the person
 * did not ask for and, like any other value, a channel a result could fill.
 */
import { BoundedMap } from "@/lib/bounded-map";
import { inMinorUnits } from "@/lib/semantics/fields";
import { writtenIdForms } from "@/lib/semantics/loose-ids";
import { TIME_STATES } from "@/lib/semantics/synonym-table";
import {
  countOf,
  countryOfDemonym,
  countryOfName,
  languageCodeOf,
  readAbbreviations,
} from "@/lib/semantics/words";
import { comingMonth } from "./builtin/dates";
import { comparisonForms, parseQuestion } from "./builtin/question";
import { selectedValues, wordsOf } from "./validate-reference-roles";
import type { SelectionShape } from "./validate-refs";

export interface TurnProvenance {
  said: ReadonlySet<string>;
  normalized: ReadonlySet<string>;
  days: ReadonlySet<string>;
  numbers: ReadonlySet<string>;
  selected: ReadonlySet<string>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WRITTEN_DAY = /\b\d{4}-\d{2}-\d{2}\b/g;
/** A number as written: "1,500", "2.5", "42" (its multiplier and unit are the question reader's). */
const WRITTEN_NUMBER = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;
/** A date, or a date-time at its day's first or last moment (UTC): what the host itself writes. */
const HOST_DATE =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](?:00:00(?::00(?:\.0{1,6})?)?|23:59(?::59(?:\.9{1,6})?)?)(?:Z|[+-]00:?00)?)?$/;
const NUMBER = /^-?\d+(?:\.\d+)?$/;

const canonical = (n: number) => String(n);
const shift = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** What one message of the person's states, whatever the turn: its part of each set below. */
interface TextFacts {
  said: readonly string[];
  normalized: readonly string[];
  days: readonly string[];
  numbers: readonly string[];
}

/**
 * Each message's facts by its UTC day and text: a turn reads the person's recent messages again, and
 * every one of them but the newest was read the same way by the turns before (reading a message —
 * `parseQuestion` — depends on its text and the day only). Bounded; the facts are never changed.
 */
const TEXT_FACTS_MAX = 2_000;
const factsByText = new BoundedMap<string, TextFacts>(TEXT_FACTS_MAX);

function textFacts(text: string, today: Date): TextFacts {
  const key = `${today.toISOString().slice(0, 10)}\n${text}`;
  const known = factsByText.get(key);
  if (known) return known;
  const facts = readText(text, today);
  factsByText.set(key, facts);
  return facts;
}

function readText(text: string, today: Date): TextFacts {
  const normalized: string[] = [];
  const days: string[] = [];
  const numbers: string[] = [];
  const pq = parseQuestion(text, today, new Set());
  if (pq.emailDomain) normalized.push(pq.emailDomain.value);
  for (const id of writtenIdForms(text)) normalized.push(id);
  for (const m of text.matchAll(WRITTEN_DAY)) days.push(m[0]);
  if (pq.dates && !pq.dates.several) {
    const { from, to } = pq.dates;
    if (from) days.push(from, shift(from, -1));
    if (to) days.push(to, shift(to, 1));
    const coming = comingMonth({ from, to }, text.slice(pq.dates.start, pq.dates.end), pq.today);
    if (coming?.from) days.push(coming.from, shift(coming.from, -1));
    if (coming?.to) days.push(coming.to, shift(coming.to, 1));
  }
  for (const m of text.matchAll(WRITTEN_NUMBER)) numbers.push(canonical(Number(m[0].replace(/,/g, ""))));
  // A count written as a word ("the five newest members", "a dozen"): the limit the host reads.
  // Digits are the written numbers above, whole: "$19.99" states 19.99 (and 1999 cents), never 19 or 99.
  for (const w of wordsOf(text)) {
    const n = /^\d+$/.test(w) ? undefined : countOf(w);
    if (n !== undefined) numbers.push(canonical(n));
    // "Irish authors", "members from Ireland": the country's ISO 3166-1 alpha-2 code (`IE`), which
    // the planner sends where a parameter asks for one — the host's normalization of the person's word.
    const country = countryOfDemonym(w) ?? countryOfName(w);
    if (country) normalized.push(country.code);
    // "artists from Norway" where a nationality takes words: the country's demonym ("Norwegian").
    const demonym = countryOfName(w)?.demonyms[0];
    if (demonym) normalized.push(demonym.replace(/^\p{L}/u, (c) => c.toUpperCase()));
    // "Korean films" where a language parameter asks for an ISO 639-1 code: the language's code (`ko`).
    const language = languageCodeOf(w);
    if (language) normalized.push(language);
    // "current sprint", "past cohorts": a word of time said of records names their state — the
    // host's table of those states ("active", "closed"), never a value a description offered.
    for (const row of TIME_STATES) if (row.said.includes(w)) normalized.push(...row.values);
  }
  for (const a of pq.amounts) {
    // "more than 5 bikes" as 6, "more than 2 hours" as 120 minutes: the host's readings of the words.
    for (const n of comparisonForms(a.value)) numbers.push(canonical(n));
    const minor = inMinorUnits(a.value.value, a.value.unit);
    if (minor !== undefined) numbers.push(canonical(minor));
  }
  if (typeof pq.limit?.value === "number") numbers.push(canonical(pq.limit.value));
  return Object.freeze({
    said: Object.freeze(wordsOf(text)),
    normalized: Object.freeze(normalized),
    days: Object.freeze(days),
    numbers: Object.freeze(numbers),
  });
}

export function turnProvenance(
  typedText: readonly string[],
  today: Date,
  selection?: SelectionShape,
): TurnProvenance {
  // Each message also as the planner reads it, its chat shorthand written out ("last mo" → "last month").
  const userText = typedText.flatMap((t) => {
    const read = readAbbreviations(t);
    return read === t ? [t] : [t, read];
  });
  const facts = userText.map((text) => textFacts(text, today));
  const said = new Set(facts.flatMap((f) => f.said));
  const normalized = new Set(facts.flatMap((f) => f.normalized));
  const days = new Set(facts.flatMap((f) => f.days));
  const numbers = new Set(facts.flatMap((f) => f.numbers));
  for (const day of days) {
    if (!DAY.test(day)) continue;
    const year = Number(day.slice(0, 4));
    for (const y of [year - 1, year, year + 1]) numbers.add(canonical(y));
    const first = Date.parse(`${day}T00:00:00Z`);
    const last = Date.parse(`${day}T23:59:59Z`);
    for (const ms of [first, last]) numbers.add(canonical(ms / 1000)).add(canonical(ms));
    numbers.add(canonical(last + 999));
  }
  return { said, normalized, days, numbers, selected: selectedValues(selection) };
}

/**
 * A date or number literal's verdict: `true` when the host stated it, `false` when it looks like a
 * date or a number the host did not state (refused), `undefined` when it is neither.
 */
export function hostValue(value: string, prov: TurnProvenance): boolean | undefined {
  if (prov.selected.has(value)) return true;
  const date = HOST_DATE.exec(value);
  if (date) return prov.days.has(date[1]);
  if (/^\d{4}-\d{2}-\d{2}[T ]/.test(value)) return false;
  if (NUMBER.test(value)) return prov.numbers.has(canonical(Number(value)));
  return undefined;
}
