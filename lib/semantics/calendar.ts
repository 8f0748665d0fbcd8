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

/** A month's or a weekday's name ("March", "Mon", "Friday"). */
export function isCalendarWord(word: string): boolean {
  return new RegExp(`^(?:${MONTH_RE}|${WEEKDAY_RE})$`, "i").test(word);
}
