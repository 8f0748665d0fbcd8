/**
 * Date phrases → an inclusive ISO date range, for binding into date_from/date_to-like parameters.
 * Deterministic given `now` (UTC calendar days); weeks run Monday–Sunday. Returns the matched span
 * so the phrase never leaks into free-text arguments.
 */

import * as chrono from "chrono-node";
import { isCalendarWord, MONTH_RE, MONTHS, WEEKDAY_RE } from "@/lib/semantics/calendar";
import {
  CURRENCY_WORDS,
  countOf,
  isUnit,
  NUMBER_WORD_PATTERN,
  ordinalPlace,
  VAGUE_COUNT_PATTERN,
  vagueCountOf,
} from "@/lib/semantics/words";

/**
 * A count in digits, in words, or said without a number ("the last 2 weeks", "the past two weeks",
 * "the last couple of weeks", "the next few days": never a single day, weeks away).
 */
const COUNT = `(\\d{1,3}|${NUMBER_WORD_PATTERN}|${VAGUE_COUNT_PATTERN})`;
const countIn = (words: string) => countOf(words) ?? vagueCountOf(words);

export interface DateRange {
  from?: string;
  to?: string;
  start: number;
  end: number;
  /** "in March and May": two periods, which one range cannot filter by — asked about, never one of them. */
  several?: true;
  /**
   * "the last 7 days": a window counted back from today, read as that many calendar days with today.
   * Counted as hours back from now it touches one day more: a bound written as a day is not told.
   */
  rolling?: true;
}

/** "March and May", "in June or August": two months named apart, not the span between them. */
const TWO_MONTHS = () =>
  new RegExp(`\\b${MONTH_RE}\\.?(?:\\s+\\d{4})?\\s*(?:,|and|or|&)\\s*${MONTH_RE}\\b`, "i");

const ISO = "(\\d{4}-\\d{2}-\\d{2})";

const day = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));
const addDays = (d: Date, n: number) => utc(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + n);
const monthIndex = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.slice(0, 3)));
const validIso = (s: string) =>
  !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && day(new Date(`${s}T00:00:00Z`)) === s;

function monthRange(y: number, m: number) {
  return { from: day(utc(y, m, 1)), to: day(utc(y, m + 1, 0)) };
}

/**
 * An edge is an instant: the start of a period is the first moment of its first day, its end the
 * last moment of its last day — "before the end of the year" includes 31 December, "until the start
 * of March" ends on the last day of February.
 */
function edgeBound(cue: string, edge: string, range: { from: string; to: string }) {
  const upper = cue === "before" || cue === "until" || cue === "till";
  if (edge === "end")
    return upper ? { to: range.to } : { from: day(addDays(new Date(`${range.to}T00:00:00Z`), 1)) };
  return upper ? { to: day(addDays(new Date(`${range.from}T00:00:00Z`), -1)) } : { from: range.from };
}

/** The current year, quarter, month or week (Monday–Sunday) around `t`. */
function currentPeriod(unit: string, t: Date): { from: string; to: string } {
  const y = t.getUTCFullYear();
  if (unit === "quarter") {
    const q = Math.floor(t.getUTCMonth() / 3);
    return { from: day(utc(y, q * 3, 1)), to: day(utc(y, q * 3 + 3, 0)) };
  }
  if (unit === "month") return monthRange(y, t.getUTCMonth());
  if (unit === "week") {
    const monday = addDays(t, -((t.getUTCDay() + 6) % 7));
    return { from: day(monday), to: day(addDays(monday, 6)) };
  }
  return { from: `${y}-01-01`, to: `${y}-12-31` };
}

/**
 * "leases *ending* in November", "contracts *expiring* in March", said on 1 October 2025: a month
 * named without a year, of an event a present participle names, is its coming occurrence (November
 * 2025, March 2026) — not the last one, which a month alone means ("orders in November").
 * Undefined when `span` is not a bare month or the month read is already the coming one.
 */
export function comingMonth(
  range: { from?: string; to?: string },
  span: string,
  today: string,
): { from?: string; to?: string } | undefined {
  if (!new RegExp(`^(?:in|during|for|of)?\\s*${MONTH_RE}\\.?$`, "i").test(span.trim()))
    return comingBound(range, span, today);
  if (!range.from || !range.to || range.to >= today) return undefined;
  const [y, mo] = range.from.split("-").map(Number);
  return monthRange(y + 1, mo - 1);
}

/**
 * "leases *ending* before December", "contracts *expiring* after March", said on 1 October 2025: the
 * bound a cue puts at a month named without a year, of an event still ahead, is at its coming
 * occurrence (before December 2025: to 30 November 2025) — not at the last one, which was read when
 * that put the bound in the past. Undefined when the span is no cue and a bare month, or the bound
 * read is still ahead.
 */
function comingBound(
  range: { from?: string; to?: string },
  span: string,
  today: string,
): { from?: string; to?: string } | undefined {
  const m = new RegExp(`^(before|until|till|by|after|since|from)\\s+${MONTH_RE}\\.?$`, "i").exec(span.trim());
  const mo = m ? monthIndex((m[2] ?? "").toLowerCase()) : -1;
  if (!m || mo < 0) return undefined;
  const cue = (m[1] ?? "").toLowerCase();
  const upper = cue === "before" || cue === "until" || cue === "till" || cue === "by";
  const read = upper ? range.to : range.from;
  if (!read || read >= today) return undefined;
  const year = Number(today.slice(0, 4));
  for (const y of [year, year + 1]) {
    const month = monthRange(y, mo);
    const bound =
      cue === "before"
        ? day(addDays(new Date(`${month.from}T00:00:00Z`), -1))
        : upper
          ? month.to
          : cue === "after"
            ? day(addDays(new Date(`${month.to}T00:00:00Z`), 1))
            : month.from;
    if (bound >= today) return upper ? { to: bound } : { from: bound };
  }
  return undefined;
}

/**
 * "next year", "of last year" said after a quarter or a month, and "next year's" before one: the year
 * counted from today's ("Q1 next year" on 1 October 2025 is 2026's first quarter).
 */
const RELATIVE_YEAR = "(?:of\\s+)?(this|last|previous|next)\\s+year";
const RELATIVE_YEAR_BEFORE = "(this|last|previous|next)\\s+year['’]s\\s+";
const relativeYear = (word: string, t: Date) =>
  t.getUTCFullYear() + (/^next$/i.test(word) ? 1 : /^(?:last|previous)$/i.test(word) ? -1 : 0);

type Rule = [RegExp, (m: RegExpExecArray, today: Date) => { from?: string; to?: string } | undefined];

/** "from January to March", "between February and May 2024", "Jan–Mar": a span of whole months. */
const MONTH_SPAN = new RegExp(
  `\\b(?:from\\s+|between\\s+)?${MONTH_RE}\\.?(?:\\s+(\\d{4}))?\\s*(?:to|through|thru|until|till|and|-|–)\\s*${MONTH_RE}\\.?(?:\\s+(\\d{4}))?\\b`,
  "i",
);

/**
 * "after the new year", "since last Christmas", "due before New Year's Day": a bound at a fixed day
 * of the year. "The new year" is the one ahead (since it: this year's first day); with "last" /
 * "next" / "this" the occurrence said; else "since" reads the last one and "before", "until", "by"
 * the coming one — "after Christmas" alone could be either, and is not read.
 */
const FIXED_DAY =
  /\b(after|since|from|before|until|till|by)\s+(?:(the|last|next|this)\s+)?(?:(new\s+year)(?:['’]?s)?(?:\s+(day|eve))?|(christmas|xmas)(?:\s+(day|eve))?)\b/i;

function fixedDayBound(m: RegExpExecArray, t: Date): { from?: string; to?: string } | undefined {
  const cue = m[1].toLowerCase();
  const which = m[2]?.toLowerCase();
  const newYear = m[3] !== undefined;
  const part = (m[4] ?? m[6])?.toLowerCase();
  const [mo, d] = newYear ? (part === "eve" ? [11, 31] : [0, 1]) : part === "eve" ? [11, 24] : [11, 25];
  const y = t.getUTCFullYear();
  const thisYear = utc(y, mo, d);
  const last = thisYear < t ? thisYear : utc(y - 1, mo, d);
  const next = thisYear > t ? thisYear : utc(y + 1, mo, d);
  const upper = cue === "before" || cue === "until" || cue === "till" || cue === "by";
  const theNewYear = newYear && !part && which === "the";
  let at: Date;
  if (which === "last") at = last;
  else if (which === "next") at = next;
  else if (which === "this") at = thisYear;
  else if (theNewYear) at = cue === "since" || cue === "from" ? utc(y, 0, 1) : next;
  else if (cue === "since" || cue === "from") at = thisYear <= t ? thisYear : last;
  else if (upper) at = thisYear >= t ? thisYear : next;
  else return undefined;
  if (cue === "before") return { to: day(addDays(at, -1)) };
  if (upper) return { to: day(at) };
  // "after the new year": from its first day; "after Christmas Day": from the day after.
  if (cue === "after" && !theNewYear) return { from: day(addDays(at, 1)) };
  return { from: day(at) };
}

const RULES: Rule[] = [
  [FIXED_DAY, fixedDayBound],
  [
    MONTH_SPAN,
    (m, t) => {
      // "March and May" are two months; only "between March and May" spans the ones between.
      if (/\sand\s/i.test(m[0]) && !/^\s*between\b/i.test(m[0])) return undefined;
      const first = monthIndex(m[1].toLowerCase());
      const last = monthIndex(m[3].toLowerCase());
      if (first < 0 || last < 0) return undefined;
      // Without years: the most recent such span, never a future one; a span across the new year
      // starts the year before its end.
      const lastYear = m[4]
        ? Number(m[4])
        : m[2]
          ? Number(m[2]) + (last < first ? 1 : 0)
          : last <= t.getUTCMonth()
            ? t.getUTCFullYear()
            : t.getUTCFullYear() - 1;
      const firstYear = m[2] ? Number(m[2]) : first <= last ? lastYear : lastYear - 1;
      return { from: monthRange(firstYear, first).from, to: monthRange(lastYear, last).to };
    },
  ],
  // "published between 1960 and 1980", "from 2020 to 2023", "after 1959 and before 1981": two years
  // that bound one span — both ends, never the first alone. Not when a number is money or a measure
  // ("between 1900 and 2000 dollars"): a year has no currency and no unit.
  [
    /(?<![$€£]\s?)\b(?:(between|from)\s+((?:19|20)\d{2})\s+(?:and|to|through|until|till|-|–)|(after|since|from)\s+((?:19|20)\d{2})\s+(?:and|but)\s+(before|until|till))\s+(?![$€£])((?:19|20)\d{2})\b(?!\s*(?:[$€£%]|[.,]\d))/i,
    (m) => {
      if (measuredAfter(m.input.slice((m.index ?? 0) + m[0].length))) return undefined;
      const lo = Number(m[2] ?? m[4]);
      const hi = Number(m[6]);
      // "after 1959" starts in 1960; "before 1981" ends in 1980.
      const from = m[3]?.toLowerCase() === "after" ? lo + 1 : lo;
      const to = m[5]?.toLowerCase() === "before" ? hi - 1 : hi;
      return from <= to ? { from: `${from}-01-01`, to: `${to}-12-31` } : undefined;
    },
  ],
  // "since the start of the quarter", "until the end of this month": the edge of the current period
  // is the bound (before "this quarter" reads the whole period).
  [
    /\b(after|since|from|before|until|till)\s+the\s+(start|beginning|end)\s+of\s+(?:the|this)\s+(quarter|month|week)\b/i,
    (m, t) => edgeBound(m[1].toLowerCase(), m[2].toLowerCase(), currentPeriod(m[3].toLowerCase(), t)),
  ],
  // "the first quarter of 2026", "the third quarter of last year": a quarter named by its ordinal, as
  // "Q1 2026" names it; without a year the most recent such quarter that has started.
  [
    new RegExp(
      `\\b(?:the\\s+)?(first|second|third|fourth|1st|2nd|3rd|4th)\\s+quarter(?:\\s+of)?(?:\\s+((?:19|20)\\d{2})|\\s+${RELATIVE_YEAR})?\\b`,
      "i",
    ),
    (m, t) => {
      const q = ordinalPlace(m[1]);
      if (q === undefined) return undefined;
      const y = m[2]
        ? Number(m[2])
        : m[3]
          ? relativeYear(m[3], t)
          : q * 3 <= t.getUTCMonth()
            ? t.getUTCFullYear()
            : t.getUTCFullYear() - 1;
      return { from: day(utc(y, q * 3, 1)), to: day(utc(y, q * 3 + 3, 0)) };
    },
  ],
  [
    new RegExp(
      `\\b(?:${RELATIVE_YEAR_BEFORE})?(?:in\\s+)?q([1-4])(?:(?:\\s+|\\s*[-/]\\s*)((?:19|20)\\d{2})|\\s+${RELATIVE_YEAR})?\\b`,
      "i",
    ),
    (m, t) => {
      const q = Number(m[2]) - 1;
      const said = m[1] ?? m[4];
      // Without a year: the most recent such quarter that has started.
      const y = m[3]
        ? Number(m[3])
        : said
          ? relativeYear(said, t)
          : q * 3 <= t.getUTCMonth()
            ? t.getUTCFullYear()
            : t.getUTCFullYear() - 1;
      return { from: day(utc(y, q * 3, 1)), to: day(utc(y, q * 3 + 3, 0)) };
    },
  ],
  // "due before the 15th", "since the 3rd": a day of the month named by its ordinal alone. Bounds
  // before it are this month's day; "since"/"after"/"from" one the latest such day that has come
  // (on 1 October, "since the 25th" is 25 September) — but a deadline's ("due after the 20th") is
  // this month's.
  [
    // Only a day the sentence ends on or goes on from ("before the 15th, please"), never "the 2nd
    // most recent" or "the 3rd floor".
    /\b(before|until|till|by|after|since|from|on)\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b(?=\s*$|\s*[?.,!;:)]|\s+(?:and|or|but|of|this|next|last|please|for|in|with|that|which|who|at)\b)/i,
    (m, t) => {
      const n = Number(m[2]);
      if (n < 1 || n > 31) return undefined;
      const cue = m[1].toLowerCase();
      // A deadline's day ("exams due after the 20th") is this month's: the coming one, never the last.
      const deadline = deadlineBefore(m.input, m.index + m[0].search(/the\s/i));
      const past = !deadline && (cue === "after" || cue === "since" || cue === "from" || cue === "on");
      const mo = past && n > t.getUTCDate() ? t.getUTCMonth() - 1 : t.getUTCMonth();
      const date = utc(t.getUTCFullYear(), mo, n);
      // "the 31st" of a shorter month is no day.
      if (date.getUTCDate() !== n) return undefined;
      if (cue === "on") return { from: day(date), to: day(date) };
      if (cue === "before") return { to: day(addDays(date, -1)) };
      if (cue === "after") return { from: day(addDays(date, 1)) };
      if (cue === "since" || cue === "from") return { from: day(date) };
      return { to: day(date) };
    },
  ],
  // "in March next year", "January of last year": the month of the year said, before "next year"
  // alone reads the whole year.
  [
    new RegExp(`\\b(?:in|during|for)?\\s*${MONTH_RE}\\.?\\s+${RELATIVE_YEAR}\\b`, "i"),
    (m, t) => {
      const mo = monthIndex(m[1].toLowerCase());
      return mo < 0 ? undefined : monthRange(relativeYear(m[2], t), mo);
    },
  ],
  // "so far this year", "this month to date": the period's start up to today, not its whole.
  [
    /\b(?:so\s+far\s+)?this\s+(week|month|quarter|year)\b(?:\s+(?:so\s+far|to\s+date)\b)?/i,
    (m, t) => {
      if (!/\bso\s+far\b|\bto\s+date\b/i.test(m[0])) return undefined;
      const unit = m[1].toLowerCase();
      const y = t.getUTCFullYear();
      const mo = t.getUTCMonth();
      const from =
        unit === "year"
          ? utc(y, 0, 1)
          : unit === "quarter"
            ? utc(y, Math.floor(mo / 3) * 3, 1)
            : unit === "month"
              ? utc(y, mo, 1)
              : addDays(t, -((t.getUTCDay() + 6) % 7));
      return { from: day(from), to: day(t) };
    },
  ],
  [
    /\b(this|last|previous|the last)\s+quarter\b/i,
    (m, t) => {
      const q = Math.floor(t.getUTCMonth() / 3);
      const y = t.getUTCFullYear();
      if (m[1].toLowerCase() === "this")
        return { from: day(utc(y, q * 3, 1)), to: day(utc(y, q * 3 + 3, 0)) };
      return { from: day(utc(y, q * 3 - 3, 1)), to: day(utc(y, q * 3, 0)) };
    },
  ],
  [
    /\b(first|second|1st|2nd)\s+half\s+(?:of\s+)?((?:19|20)\d{2})\b/i,
    (m) =>
      /^(first|1st)$/i.test(m[1])
        ? { from: `${m[2]}-01-01`, to: `${m[2]}-06-30` }
        : { from: `${m[2]}-07-01`, to: `${m[2]}-12-31` },
  ],
  [
    // "older than 30 days" ends 30 days ago; "newer than 2 weeks" starts 2 weeks ago.
    new RegExp(`\\b(older|newer|younger)\\s+than\\s+${COUNT}\\s+(day|week|month)s?\\b`, "i"),
    (m, t) => {
      const n = countIn(m[2]) ?? 0;
      const unit = m[3].toLowerCase();
      const edge =
        unit === "day"
          ? addDays(t, -n)
          : unit === "week"
            ? addDays(t, -7 * n)
            : utc(t.getUTCFullYear(), t.getUTCMonth() - n, t.getUTCDate());
      return m[1].toLowerCase() === "older" ? { to: day(edge) } : { from: day(edge) };
    },
  ],
  [
    new RegExp(`\\b(?:last|past)\\s+${COUNT}\\s+hours?\\b`, "i"),
    // Calendar days are the finest grain date parameters take: the days the hours touch.
    (m, t) => ({ from: day(addDays(t, -Math.ceil((countIn(m[1]) ?? 0) / 24))), to: day(t) }),
  ],
  [
    new RegExp(`\\b(?:between|from)\\s+${ISO}\\s+(?:and|to|until|-)\\s+${ISO}`, "i"),
    (m) => ({ from: m[1], to: m[2] }),
  ],
  [new RegExp(`\\b(?:since|from|after)\\s+${ISO}`, "i"), (m) => ({ from: m[1] })],
  [new RegExp(`\\b(?:before|until|till|up to)\\s+${ISO}`, "i"), (m) => ({ to: m[1] })],
  [new RegExp(`\\b(?:on\\s+)?${ISO}\\b`, "i"), (m) => ({ from: m[1], to: m[1] })],
  [/\btoday\b/i, (_m, t) => ({ from: day(t), to: day(t) })],
  [/\byesterday\b/i, (_m, t) => ({ from: day(addDays(t, -1)), to: day(addDays(t, -1)) })],
  // "the week before last", "the month before last": the whole period before the last one — never a
  // day counted back from today.
  [
    /\b(?:the\s+)?(week|month|year)\s+before\s+last\b/i,
    (m, t) => {
      const unit = m[1].toLowerCase();
      const y = t.getUTCFullYear();
      if (unit === "year") return { from: `${y - 2}-01-01`, to: `${y - 2}-12-31` };
      if (unit === "month") return monthRange(y, t.getUTCMonth() - 2);
      const monday = addDays(t, -((t.getUTCDay() + 6) % 7));
      return { from: day(addDays(monday, -14)), to: day(addDays(monday, -8)) };
    },
  ],
  // "the week after next", "the month after next": the whole period after the next one — never a
  // day counted from today.
  [
    /\b(?:the\s+)?(week|month|year)\s+after\s+next\b/i,
    (m, t) => {
      const unit = m[1].toLowerCase();
      const y = t.getUTCFullYear();
      if (unit === "year") return { from: `${y + 2}-01-01`, to: `${y + 2}-12-31` };
      if (unit === "month") return monthRange(y, t.getUTCMonth() + 2);
      const monday = addDays(t, -((t.getUTCDay() + 6) % 7));
      return { from: day(addDays(monday, 14)), to: day(addDays(monday, 20)) };
    },
  ],
  // "this week", "this month", "this quarter", "this year": the whole period ("deals closing this
  // month" looks ahead; records of the past are the same either way).
  [
    /\b(this|last|previous|past)\s+week\b/i,
    (m, t) => {
      const monday = addDays(t, -((t.getUTCDay() + 6) % 7));
      if (m[1].toLowerCase() === "this") return { from: day(monday), to: day(addDays(monday, 6)) };
      if (m[1].toLowerCase() === "past") return { from: day(addDays(t, -7)), to: day(t) };
      return { from: day(addDays(monday, -7)), to: day(addDays(monday, -1)) };
    },
  ],
  // "over the weekend", "last weekend", "this weekend", "next weekend": a Saturday and its Sunday. "The
  // weekend" said of records is the one just gone — on a Saturday or Sunday, the one under way; "this
  // weekend" on a weekday is the coming one, as "this week" holds its Saturday and Sunday.
  [
    /\b(?:(this|last|previous|past|next|coming)|(?:over|during|on|at|from|for|in)\s+the)\s+week-?ends?\b/i,
    (m, t) => {
      const monday = addDays(t, -((t.getUTCDay() + 6) % 7));
      const weekend = (saturday: Date) => ({ from: day(saturday), to: day(addDays(saturday, 1)) });
      const which = m[1]?.toLowerCase();
      if (which === "this") return weekend(addDays(monday, 5));
      if (which === "next" || which === "coming")
        return weekend(addDays(monday, t.getUTCDay() === 6 || t.getUTCDay() === 0 ? 12 : 5));
      const under = which === undefined && (t.getUTCDay() === 6 || t.getUTCDay() === 0);
      // "anything due over the weekend?": a deadline's weekend is the coming one (or the one under way).
      const deadline = which === undefined && deadlineBefore(m.input, m.index);
      return weekend(addDays(monday, under || deadline ? 5 : -2));
    },
  ],
  // "in the last fortnight", "over the past fortnight": the last 14 days up to today; "the next
  // fortnight": today and the 14 days ahead.
  [
    /\b(last|past|previous|next|coming)\s+fortnight\b/i,
    (m, t) =>
      /^(?:next|coming)$/i.test(m[1])
        ? { from: day(t), to: day(addDays(t, 14)) }
        : { from: day(addDays(t, -13)), to: day(t) },
  ],
  [/\btomorrow\b/i, (_m, t) => ({ from: day(addDays(t, 1)), to: day(addDays(t, 1)) })],
  // "upcoming appointments", "future bookings": from today on.
  [/\b(?:upcoming|future)\b/i, (_m, t) => ({ from: day(t) })],
  // "in the next week", "over the next month": a span counted from today, as "the next 2 weeks" is —
  // the article says which, never the calendar week or month after this one ("next week").
  [
    /\b(?:in|over|within|during|for)\s+the\s+next\s+(week|month)\b/i,
    (m, t) => ({
      from: day(t),
      to: day(
        m[1].toLowerCase() === "week"
          ? addDays(t, 7)
          : utc(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate()),
      ),
    }),
  ],
  // "next week", "next month", "next year": the whole coming period.
  [
    /\bnext\s+(week|month|year)\b/i,
    (m, t) => {
      const unit = m[1].toLowerCase();
      const y = t.getUTCFullYear();
      if (unit === "year") return { from: `${y + 1}-01-01`, to: `${y + 1}-12-31` };
      if (unit === "month") return monthRange(y, t.getUTCMonth() + 1);
      const monday = addDays(t, 7 - ((t.getUTCDay() + 6) % 7));
      return { from: day(monday), to: day(addDays(monday, 6)) };
    },
  ],
  // "in the next 30 days", "over the coming two weeks": from today to that many ahead.
  [
    new RegExp(`\\b(?:next|coming)\\s+${COUNT}\\s+(day|week|month)s?\\b`, "i"),
    (m, t) => {
      const n = countIn(m[1]) ?? 0;
      const unit = m[2].toLowerCase();
      const to =
        unit === "day"
          ? addDays(t, n)
          : unit === "week"
            ? addDays(t, 7 * n)
            : utc(t.getUTCFullYear(), t.getUTCMonth() + n, t.getUTCDate());
      return { from: day(t), to: day(to) };
    },
  ],
  [
    /\b(this|last|previous)\s+month\b/i,
    (m, t) => {
      const y = t.getUTCFullYear();
      const mo = t.getUTCMonth();
      return m[1].toLowerCase() === "this" ? monthRange(y, mo) : monthRange(y, mo - 1);
    },
  ],
  [
    /\b(this|last|previous)\s+year\b/i,
    (m, t) => {
      const y = t.getUTCFullYear();
      return m[1].toLowerCase() === "this"
        ? { from: `${y}-01-01`, to: `${y}-12-31` }
        : { from: `${y - 1}-01-01`, to: `${y - 1}-12-31` };
    },
  ],
  [
    // "the last 10 years": the years counted back from today, as months are. "The last couple of
    // weeks", "the past few days": a count said without a number (never one day, weeks ago).
    new RegExp(`\\b(?:last|past)\\s+${COUNT}\\s+(day|week|month|year)s?\\b`, "i"),
    (m, t) => {
      const n = countIn(m[1]) ?? 0;
      const unit = m[2].toLowerCase();
      const from =
        unit === "day"
          ? addDays(t, -(n - 1))
          : unit === "week"
            ? addDays(t, -7 * n + 1)
            : unit === "year"
              ? utc(t.getUTCFullYear() - n, t.getUTCMonth(), t.getUTCDate() + 1)
              : utc(t.getUTCFullYear(), t.getUTCMonth() - n, t.getUTCDate() + 1);
      return { from: day(from), to: day(t), rolling: true as const };
    },
  ],
  [
    // "after March 2025" starts in April, "before 2024" ends on 2023-12-31, "since"/"until" include the period.
    // "since the start of March", "until the end of the year": the edge of the period is the bound —
    // never the period itself (records after March are "since the start of March" too).
    new RegExp(
      `\\b(after|since|from|before|until|till)\\s+(?:the\\s+(start|beginning|end)\\s+of\\s+)?(?:${MONTH_RE}\\.?(?:\\s+(\\d{4}))?|((?:19|20)\\d{2})|(?:the|this)\\s+(year))\\b`,
      "i",
    ),
    (m, t) => {
      const cue = m[1].toLowerCase();
      const edge = m[2]?.toLowerCase();
      if (m[6] && !edge) return undefined;
      let range: { from: string; to: string };
      if (m[5]) range = { from: `${m[5]}-01-01`, to: `${m[5]}-12-31` };
      else if (m[6]) range = { from: `${t.getUTCFullYear()}-01-01`, to: `${t.getUTCFullYear()}-12-31` };
      else {
        const mo = monthIndex((m[3] ?? "").toLowerCase());
        if (mo < 0) return undefined;
        // Without a year: the most recent such month — a deadline's ("exams due before November") the nearest.
        const y = m[4]
          ? Number(m[4])
          : deadlineBefore(m.input, m.index)
            ? nearestMonthYear(mo, t)
            : mo <= t.getUTCMonth()
              ? t.getUTCFullYear()
              : t.getUTCFullYear() - 1;
        range = monthRange(y, mo);
      }
      if (edge) return edgeBound(cue, edge, range);
      const next = day(addDays(new Date(`${range.to}T00:00:00Z`), 1));
      const prev = day(addDays(new Date(`${range.from}T00:00:00Z`), -1));
      if (cue === "after") return { from: next };
      if (cue === "since") return { from: range.from };
      // "orders from March 2025", "from 2024": in that period.
      if (cue === "from") return range;
      if (cue === "before") return { to: prev };
      return { to: range.to };
    },
  ],
  [
    new RegExp(`\\b(?:in|during|for|of|since)?\\s*${MONTH_RE}\\.?(?:\\s+(\\d{4}))?\\b`, "i"),
    (m, t) => {
      const mo = monthIndex(m[1].toLowerCase());
      if (mo < 0) return undefined;
      // Without a year: the most recent such month (not a future one) — a deadline's the nearest.
      const y = m[2]
        ? Number(m[2])
        : deadlineBefore(m.input, m.index + m[0].search(/\S/))
          ? nearestMonthYear(mo, t)
          : mo <= t.getUTCMonth()
            ? t.getUTCFullYear()
            : t.getUTCFullYear() - 1;
      const range = monthRange(y, mo);
      return /^since/i.test(m[0].trim()) ? { from: range.from } : range;
    },
  ],
  [/\b(?:in|during)\s+((?:19|20)\d{2})\b/i, (m) => ({ from: `${m[1]}-01-01`, to: `${m[1]}-12-31` })],
  // "in the 1960s", "from the '90s", "90s crime films": the ten years of a decade; "the 1800s", "the
  // 1500s": the hundred years of a past century (the 2000s are said of the decade as often, and stay
  // ten years). Two digits without an apostrophe are a decade only after "the" or opening the
  // question ("90s crime films"): "in their 40s" is an age, "over 30s" a duration.
  [
    /\b(?:(?:in|during|from|of)\s+)?(?:the\s+)?(1[5-9]\d0|20[0-2]0|['’]\d0)s\b|(?:^\s*|\bthe\s+)([3-9]0)s\b/i,
    (m) => {
      const said = m[1] ?? m[2] ?? "";
      const short = said.replace(/^['’]/, "");
      const y = short.length === 2 ? (Number(short) >= 30 ? 1900 : 2000) + Number(short) : Number(said);
      const span = /^1\d00$/.test(said) ? 99 : 9;
      return { from: `${y}-01-01`, to: `${y + span}-12-31` };
    },
  ],
  // "the 19th century": its hundred years (1801–1900 is the pedant's; people mean the 1800s).
  [
    /\b(?:(?:in|during|from|of)\s+)?(?:the\s+)?(1[5-9]|2[01])(?:st|nd|rd|th)\s+century\b/i,
    (m) => {
      const y = (Number(m[1]) - 1) * 100;
      return { from: `${y}-01-01`, to: `${y + 99}-12-31` };
    },
  ],
];

/**
 * "Jun Correia", "April Ludgate": a capitalized month name right before a capitalized word that is
 * no calendar word is a first name, not a date. Blanked (same length, so spans hold).
 */
function maskNames(text: string): string {
  return text.replace(/\b([A-Z][a-z]{2,8})(?=\s+([A-Z][a-z]+)\b)/g, (word, _w, next: string) =>
    new RegExp(`^${MONTH_RE}$`, "i").test(word) && !isCalendarWord(next) ? " ".repeat(word.length) : word,
  );
}

/**
 * Ranges found, per question and day: a turn reads its question's dates several times (planning,
 * validation, presentation) and chrono-node parsing is the costly part. The answer depends on the
 * text and the UTC day only; a copy is handed out, so a caller changing it changes no other.
 */
const ranges = new Map<string, DateRange | undefined>();
/**
 * "loans due before Easter", "hired since Christmas": a word the date reader cannot read standing
 * right after a cue of time (a "the" aside) is a day or an event — never a name to look up. (`by` is
 * left out: "books by Orwell" names whose.)
 */
export function afterTimeCue(words: readonly string[], at: number): boolean {
  let i = at - 1;
  while (i >= 0 && /^the$/i.test(words[i] ?? "")) i--;
  return i >= 0 && /^(?:before|after|since|until|till)$/i.test(words[i] ?? "");
}

export const DATE_RANGE_CACHE_LIMIT = 2_000;

export function extractDateRange(question: string, now: Date): DateRange | undefined {
  const today = utc(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const key = `${today.toISOString().slice(0, 10)} ${question}`;
  let range = ranges.get(key);
  if (range === undefined && !ranges.has(key)) {
    range = dateRangeOf(question, today);
    if (ranges.size >= DATE_RANGE_CACHE_LIMIT) ranges.clear();
    ranges.set(key, range);
  }
  return range && { ...range };
}

/**
 * "later this week", "the rest of the month", "earlier today": the part of a period on one side of
 * today — from today on, or up to today — never the whole period (which would widen it to the days
 * the person set aside). Only a period that holds today is cut.
 */
function partOfPeriod(question: string, today: Date): DateRange | undefined {
  const now = day(today);
  const rest = /\b(?:the\s+)?(?:rest|remainder)\s+of\s+(?:the|this)\s+(week|month|year)\b/i.exec(question);
  if (rest) {
    const whole = wholeDateRangeOf(`this ${rest[1]}`, today);
    if (whole?.to && whole.to >= now)
      return { from: now, to: whole.to, start: rest.index, end: rest.index + rest[0].length };
  }
  const range = wholeDateRangeOf(question, today);
  if (!range?.from || !range.to || range.from > now || range.to < now) return range;
  const before = question.slice(0, range.start);
  const later = /\b(?:later|rest\s+of|remainder\s+of)\s+(?:the\s+)?$/i.exec(before);
  if (later) return { ...range, from: now, start: later.index };
  const earlier = /\bearlier\s+(?:in\s+)?$/i.exec(before);
  if (earlier) return { ...range, to: now, start: earlier.index };
  return range;
}

function dateRangeOf(question: string, today: Date): DateRange | undefined {
  return partOfPeriod(question, today);
}

function wholeDateRangeOf(question: string, today: Date): DateRange | undefined {
  const text = maskNames(question);
  const two = /\bbetween\b/i.test(text) ? null : TWO_MONTHS().exec(text);
  if (two && !/\bmay\b/i.test(two[0]))
    return { start: two.index, end: two.index + two[0].length, several: true };
  // chrono-node reads the text once; both passes below look at what it found.
  const found = chrono.parse(text, { instant: today, timezone: "UTC" }, { forwardDate: false });
  // A named calendar day ("March 3rd", "3 March 2025", "Mar 1 to Mar 15") is more precise than a month rule.
  const exact = chronoRange(text, found, today, true);
  if (exact) return exact;
  for (const [re, build] of RULES) {
    const m = re.exec(text);
    if (!m) continue;
    // "may" is also a verb: only take it as a month next to a year or a preposition.
    if (
      /^\s*may\s*$/i.test(m[0]) ||
      (/\bmay\b/i.test(m[0]) && !/\d{4}|^\s*(in|during|for|of|since)\b/i.test(m[0]) && re !== MONTH_SPAN)
    )
      continue;
    const range = build(m, today);
    if (!range) continue;
    if ((range.from && !validIso(range.from)) || (range.to && !validIso(range.to))) continue;
    const lead = m[0].length - m[0].trimStart().length;
    return { ...range, start: m.index + lead, end: m.index + m[0].length };
  }
  return chronoRange(text, found, today, false);
}

/**
 * Everything else people write ("March 3rd", "3 March 2025", "two weeks ago", "from Mar 1 to Mar 15"),
 * read by chrono-node, kept only when it names a calendar part (a month, a weekday, a relative
 * offset), so a bare number is never a date.
 */
function chronoRange(
  text: string,
  found: chrono.ParsedResult[],
  today: Date,
  dayOnly: boolean,
): DateRange | undefined {
  const pair = rangeOfTwo(text, found, today);
  if (pair) return pair;
  for (const r of found) {
    const certain =
      ["month", "weekday"].some((c) => r.start.isCertain(c as "month")) || /\bago\b/i.test(r.text);
    // "right now" is the present state, not a date filter.
    if (!certain || /^\d+$/.test(r.text.trim()) || /^(right\s+)?now$/i.test(r.text.trim())) continue;
    if (dayOnly && !(r.start.isCertain("day") && new RegExp(MONTH_RE, "i").test(r.text))) continue;
    // "the end of March" is an edge of the month (an instant the rules read), not its last day.
    if (dayOnly && /^(?:the\s+)?(?:start|beginning|end)\s+of\b/i.test(r.text)) continue;
    // A date without a year is the most recent one, never a future one — but a deadline's is the nearest.
    const deadline = dayOnly && deadlineBefore(text, r.index);
    // "since Friday" on a Wednesday is last week's Friday: a weekday named alone is the most recent
    // one (a deadline's is the coming one), never a day still to come.
    const bareWeekday = new RegExp(`^(?:on\\s+)?${WEEKDAY_RE}$`, "i").test(r.text.trim());
    // "what meetings have I got on Monday?" on a Wednesday asks about the schedule ahead: next
    // week's Monday, never the one gone by.
    const ahead = bareWeekday && deadlineBefore(text, r.index);
    const past = (c: chrono.ParsedComponents) =>
      c.isCertain("year")
        ? c.date()
        : bareWeekday && !ahead && day(c.date()) > day(today)
          ? addDays(c.date(), -7)
          : ahead && day(c.date()) < day(today)
            ? addDays(c.date(), 7)
            : yearless(c.date(), today, deadline);
    const from = day(past(r.start));
    const to = r.end ? day(past(r.end)) : from;
    const before = text.slice(0, r.index).trimEnd();
    // "since the 1st of September", "until the 3rd of May": the bound's word, an article between —
    // but "orders from the 3rd of September" are that day's. "Before the 5th of May" ends the day
    // before, as "before the 5th" does.
    const said = /\b(since|until|till|after|before)(?:\s+the)?$/i.exec(before) ?? /\b(from)$/i.exec(before);
    const cue = !said ? undefined : /^(?:since|after|from)$/i.test(said[1] ?? "") ? "from" : "to";
    const strictBefore = said && /^before\s+the$/i.test(said[0]);
    const range =
      r.end || !cue
        ? { from, to }
        : cue === "from"
          ? { from }
          : { to: strictBefore ? day(addDays(past(r.start), -1)) : from };
    const start = said ? said.index : r.index;
    return { ...range, start: Math.max(0, start), end: r.index + r.text.length };
  }
  return undefined;
}

/**
 * "quizzes due between October 6 and 10", "loans that fall due before 20 October": a day named
 * without a year as the deadline of something still to come ("due", not "was due") is its nearest
 * occurrence — on 1 October, 6 October of this year, not of the last one.
 */
function deadlineBefore(text: string, at: number): boolean {
  const before = text.slice(0, at);
  // "dental appointments since March": "since" looks back, whatever the schedule's noun before it.
  if (scheduleAhead(before) && !/^\s*since\b/i.test(text.slice(at)) && !/\bsince\s*$/i.test(before))
    return true;
  return (
    new RegExp(
      `\\b${SCHEDULED}\\s+(?:(?:on|by|before|until|till|after|from|between)\\s+)?(?:the\\s+)?$`,
      "i",
    ).test(before) &&
    !new RegExp(`\\b(?:was|were|had been)\\s+(?:\\w+\\s+)?${SCHEDULED}\\s+\\S*\\s*(?:the\\s+)?$`, "i").test(
      before,
    )
  );
}

/**
 * "what do I have on Friday?", "what's on in November?", "anything on Saturday?", "am I free on
 * Tuesday?": the person asks what their own schedule holds — present tense, first person, "what's
 * on" or "anything on" — so a day or a month named alone is its coming occurrence, as a deadline's
 * is — and so is the day of things one has on a schedule ("meetings on Thursday", "calls for
 * Friday") or of the asker's own schedule ("my calendar for Monday", "what does my agenda look like
 * on Tuesday?"). Never in the past tense ("what did I have on Friday?", "what was on").
 */
function scheduleAhead(before: string): boolean {
  return (
    /\b(?:meetings?|appointments?|calls?|interviews?|shifts?)(?:\s+(?:on|for))?\s*$|\b(?:(?:do|will)\s+(?:i|we)\s+have|have\s+(?:i|we)\s+got|what(?:['’]?s|\s+is)(?:\s+on|(?=\s*$))|anything(?:\s+on|(?=\s*$))|am\s+i(?:\s+free|\s+busy|\s+available)?|are\s+we\s+(?:free|busy|available)|(?:my|our)\s+(?:calendar|schedule|agenda|diary))\b/i.test(
      before,
    ) && !/\b(?:did|was|were|had)\b/i.test(before)
  );
}

/**
 * Words of something scheduled, said before its date: a deadline ("due") and the present of an event
 * still to come ("courses starting after November 1st", "licences expiring before March", "courses
 * that start in January" — never the noun, "the start of March").
 */
const SCHEDULED =
  "(?:due|starting|starts|begins|expiring|expires|renewing|renews|(?<!\\b(?:the|a|an)\\s)(?:start|begin|beginning))";

/** The year of the occurrence of month `mo` nearest to today (a deadline's month named without a year). */
function nearestMonthYear(mo: number, t: Date): number {
  const diff = mo - t.getUTCMonth();
  return t.getUTCFullYear() + (diff < -6 ? 1 : diff > 6 ? -1 : 0);
}

/** A date read without a year: the most recent one, or for a deadline (`nearest`) the closest one. */
function yearless(d: Date, today: Date, nearest: boolean): Date {
  if (d <= today && !nearest) return d;
  // A later day of the current month is this month's ("every exam after Oct 15" on 1 October):
  // nobody names a day of the running month to mean the same day eleven months ago.
  if (d.getUTCFullYear() === today.getUTCFullYear() && d.getUTCMonth() === today.getUTCMonth()) return d;
  const shift = (n: number) => new Date(Date.UTC(d.getUTCFullYear() + n, d.getUTCMonth(), d.getUTCDate()));
  if (!nearest) return shift(-1);
  const other = d > today ? shift(-1) : shift(1);
  return Math.abs(other.getTime() - today.getTime()) < Math.abs(d.getTime() - today.getTime()) ? other : d;
}

/** One end of a range: a date chrono-node read, or a bare day that takes the month of the other end. */
interface End {
  index: number;
  end: number;
  date: Date;
  year: boolean;
  day: boolean;
  /** A weekday named alone ("Friday"): one day of the week chrono-node placed, never a whole month. */
  weekday: boolean;
}

const endOf = (r: chrono.ParsedResult): End => ({
  index: r.index,
  end: r.index + r.text.length,
  date: r.start.date(),
  year: r.start.isCertain("year"),
  day: r.start.isCertain("day"),
  weekday: r.start.isCertain("weekday") && !r.start.isCertain("day"),
});

const JOIN = "(?:and|to|until|till|through|-|–)";
/** A day of the month alone: "5", "the 5th" — never a time, an amount, a decimal or a count of units. */
const BARE_DAY = "(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?";
/** What follows a number that counts or measures, never a day: "12:30", "12 pm", "12 euros", "12 km", "12 days". */
function measuredAfter(rest: string): boolean {
  if (/^(?:[.,:/]\d|\s*(?:[%$€£]|[ap]\.?m\b))/i.test(rest)) return true;
  const word = /^\s*([a-z]+)/i.exec(rest)?.[1] ?? "";
  return (
    !!word &&
    (isUnit(word) ||
      Object.hasOwn(CURRENCY_WORDS, word.toLowerCase()) ||
      /^(?:day|week|month|year)s?$/i.test(word))
  );
}

/** `d` with another day of its month (same time of day); undefined when the month has no such day. */
function sameMonth(d: Date, dayOfMonth: number): Date | undefined {
  const other = new Date(d);
  other.setUTCDate(dayOfMonth);
  return other.getUTCMonth() === d.getUTCMonth() ? other : undefined;
}

/** Where the bare day ("12", "12th") in `m` stands in the text. */
function daySpan(m: RegExpExecArray, offset: number): { index: number; end: number } {
  const at = m[0].search(/\d/);
  const token = /^\d{1,2}(?:st|nd|rd|th)?/i.exec(m[0].slice(at))?.[0] ?? "";
  return { index: offset + m.index + at, end: offset + m.index + at + token.length };
}

/**
 * The pairs of ends a text joins: two dates chrono-node read, one after the other; or one date and a
 * bare day of its month the text joins to it, which chrono-node does not read — "between 5 and 12
 * June" (the day before the date), "between August 20 and 27" (the day after it).
 */
function pairsOf(text: string, found: chrono.ParsedResult[]): [End, End][] {
  const pairs: [End, End][] = [];
  for (let i = 0; i + 1 < found.length; i++) {
    const a = found[i];
    const b = found[i + 1];
    if (a && b && !a.end && !b.end) pairs.push([endOf(a), endOf(b)]);
  }
  for (const r of found) {
    if (r.end || !r.start.isCertain("day")) continue;
    const e = endOf(r);
    const before = new RegExp(`\\b(?:between|from)\\s+${BARE_DAY}\\s*${JOIN}\\s*(?:the\\s+)?$`, "i").exec(
      text.slice(0, r.index),
    );
    const first = before && sameMonth(e.date, Number(before[1]));
    if (before && first && first < e.date) pairs.push([{ ...e, ...daySpan(before, 0), date: first }, e]);
    const rest = text.slice(e.end);
    const after = new RegExp(`^\\s*${JOIN}\\s*${BARE_DAY}\\b`, "i").exec(rest);
    const last = after && sameMonth(e.date, Number(after[1]));
    if (after && last && last > e.date && !measuredAfter(rest.slice(after[0].length)))
      pairs.push([e, { ...e, ...daySpan(after, e.end), date: last }]);
  }
  return pairs;
}

/**
 * "between March 1 and June 30, 2025", "from Mar 1 until Apr 2", "between 5 and 12 June": two dates
 * joined by and/to, the first inheriting the second's year when it names none; a second date that is
 * a whole month ("between April and June") ends with that month.
 */
function rangeOfTwo(text: string, found: chrono.ParsedResult[], today: Date): DateRange | undefined {
  for (const [a, b] of pairsOf(text, found)) {
    const gap = text.slice(a.end, b.index);
    const cue = /\b(?:between|from)(?:\s+the)?$/i.exec(text.slice(0, a.index).trimEnd());
    if (!new RegExp(`^\\s*${JOIN}\\s*(?:the\\s+)?$`, "i").test(gap) || !cue) continue;
    let second = b.date;
    // Without a year, the range is the most recent one: never a future end — a deadline's the nearest.
    const deadline = b.day && deadlineBefore(text, a.index);
    // "between now and Friday": a weekday is the day of the week chrono-node placed, neither a
    // yearless date moved to another year nor a month ending on its last day.
    if (!b.year && !b.weekday) second = yearless(second, today, deadline);
    // "between April and June 2025": a month named without its day ends the range on its last day.
    if (!b.day && !b.weekday)
      second = new Date(Date.UTC(second.getUTCFullYear(), second.getUTCMonth() + 1, 0));
    let first = a.date;
    if (!a.year && b.year) {
      first = new Date(Date.UTC(second.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate()));
    } else if (!a.year && deadline) {
      // The first day of a deadline's range is of the same year as its last (never after it).
      first = new Date(Date.UTC(second.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate()));
      if (first > second)
        first = new Date(Date.UTC(second.getUTCFullYear() - 1, first.getUTCMonth(), first.getUTCDate()));
    } else if (!a.year && !a.weekday && first > today) {
      first = new Date(Date.UTC(first.getUTCFullYear() - 1, first.getUTCMonth(), first.getUTCDate()));
      // "between October 6 and October 10" said on 1 October: the end stays in the running month
      // (`yearless`), so the start does too — one span of days, never a year and its days.
      const same = new Date(Date.UTC(second.getUTCFullYear(), a.date.getUTCMonth(), a.date.getUTCDate()));
      if (same <= second) first = same;
    }
    return { from: day(first), to: day(second), start: cue.index, end: b.end };
  }
  return undefined;
}
