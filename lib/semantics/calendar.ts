/**
 * Calendar words as people write them: month names (whole or abbreviated) and weekdays — one list
 * for the date reader and for telling a first name ("April", "Jun") from a date.
 */
export const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
export const MONTH_RE = `(${MONTHS.join("|")}|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)`;
export const WEEKDAY_RE = "(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*";
/** A day written as ISO 8601 (`2025-01-01`), the whole value. */
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The ISO day `n` days from `day` (`n` may be negative). */
export function shiftDay(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** A month's or a weekday's name ("March", "Mon", "Friday"). */
export function isCalendarWord(word: string): boolean {
  return new RegExp(`^(?:${MONTH_RE}|${WEEKDAY_RE})$`, "i").test(word);
}

/**
 * Periods a calendar alone cannot place — a school's term, a team's sprint, a sport's season — said
 * as "this term", "next semester", "last sprint": when they start and end is the organisation's own,
 * so no date is read from them, and the words are a time, never words of a record's text.
 */
const UNPLACED_PERIODS = /^(?:terms?|semesters?|trimesters?|seasons?|sprints?|cycles?)$/i;
/** Words that place a period relative to now ("this", "next", "last" …). */
const RELATIVE_TO_NOW = /^(?:this|next|last|previous|current|coming|upcoming|past|prior)$/i;
export function unplacedPeriodAt(words: readonly string[], at: number): boolean {
  return UNPLACED_PERIODS.test(words[at] ?? "") && RELATIVE_TO_NOW.test(words[at - 1] ?? "");
}

/**
 * A time of day said beside a date: a part of the day ("Thursday afternoon", "tonight", "before
 * noon"), a clock time ("at 3pm", "14:30") or the hours ahead ("in the next two hours", "the next
 * hour", "in 30 minutes"), a bare hour after "at" where a sentence or a day follows ("Friday at 3",
 * "at 10 tomorrow") and the hours counted back ("an hour ago"). Finer than a day: what a bound written as a whole day cannot say.
 * (Hours counted back, "the last 24 hours", are read by the date reader as the days they touch.)
 */
const TIME_OF_DAY =
  /\b(?:morning|afternoon|evening|tonight|noon|midday|midnight|lunchtime)\b|\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)(?=\W|$)|\b\d{1,2}:\d{2}\b|\b(?:next|coming)\s+(?:(?:\d{1,2}|an?|one|two|three|four|five|six|few|couple\s+of)\s+)?(?:hours?|minutes?)\b|\bin\s+(?:an\s+hour|\d{1,3}\s+minutes?)\b|\bat\s+\d{1,2}(?::\d{2})?(?=\s*(?:[?.!,]|$|\s+(?:today|tomorrow|tonight|on|this|next)\b))|\b(?:an?|\d{1,3}|one|two|three|four|five|six|few|couple\s+of)\s+(?:hours?|minutes?)\s+ago\b/i;
export function timeOfDayIn(text: string): { start: number; end: number; text: string } | undefined {
  const m = TIME_OF_DAY.exec(text);
  return m ? { start: m.index, end: m.index + m[0].length, text: m[0] } : undefined;
}
