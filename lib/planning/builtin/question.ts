/**
 * Tool-independent reading of a question: emails, quoted text, a date range, a limit phrase, a
 * sort cue and identifier-like tokens, each with its text span. Binding (./bind.ts) decides per
 * capability what these values become; spans keep recognised phrases out of free-text arguments.
 */
import { type DateRange, extractDateRange } from "./dates";
import { detectIntent, type Intent } from "./intent";
import { insideAny, type Span, singular, type Token, tokenize } from "./text";

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
  limit?: Valued<number | "all">;
  sort?: Valued<{ field: "date" | "amount"; dir: "asc" | "desc" }>;
  /** Tokens that look like identifiers (letters and digits: `C-1042`, `O-100123`, `W-01`). */
  ids: Token[];
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const QUOTED = /"([^"]{1,200})"|“([^”]{1,200})”|(?:^|\s)'([^']{1,200})'(?=$|[\s?.!,;:])/g;
const SORT_CUES: [RegExp, "date" | "amount", "asc" | "desc"][] = [
  [
    /\b(most expensive|priciest|highest (?:total|value|amount|price)s?|largest|biggest|top spending)\b/i,
    "amount",
    "desc",
  ],
  [/\b(cheapest|least expensive|lowest (?:total|value|amount|price)s?|smallest)\b/i, "amount", "asc"],
  [/\b(latest|newest|most recent|recent|last)\b/i, "date", "desc"],
  [/\b(oldest|earliest)\b/i, "date", "asc"],
];

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
  for (const m of text.matchAll(
    /\b(?:top|first|last|latest|newest|oldest|limit(?: to)?|up to|at most|max(?:imum)?)\s+(\d{1,5})\b/gi,
  )) {
    if (free(m) && m.index !== undefined)
      return { value: Number(m[1]), start: m.index, end: m.index + m[0].length };
  }
  for (const m of text.matchAll(
    /\b(\d{1,5})\s+(?:(?:most recent|latest|newest|oldest|recent)\s+)?([A-Za-z]+)/gi,
  )) {
    if (free(m) && recordWords.has(singular(m[2])) && m.index !== undefined) {
      return { value: Number(m[1]), start: m.index, end: m.index + m[1].length };
    }
  }
  for (const m of text.matchAll(/\b(all|every)\b/gi)) {
    if (free(m) && m.index !== undefined) return { value: "all", start: m.index, end: m.index + m[0].length };
  }
  return undefined;
}

/** `entityWords`: singular entity names of the candidates ("order", "customer"), for "5 orders". */
export function parseQuestion(raw: string, now: Date, entityWords: ReadonlySet<string>): ParsedQuestion {
  const emails = spansOf(EMAIL, raw, (m) => m[0]);
  const quoted = spansOf(QUOTED, raw, (m) => m[1] ?? m[2] ?? m[3]);
  const taken: Span[] = [...emails, ...quoted];
  const dates = extractDateRange(raw, now);
  if (dates) taken.push(dates);
  const recordWords = new Set([...entityWords, "result", "record", "row", "item", "entry"]);
  const limit = limitPhrase(raw, taken, recordWords);
  if (limit) taken.push(limit);
  let sort: ParsedQuestion["sort"];
  for (const [re, field, dir] of SORT_CUES) {
    const m = re.exec(raw);
    if (m && !insideAny({ start: m.index, end: m.index + m[0].length }, dates ? [dates] : [])) {
      sort = { value: { field, dir }, start: m.index, end: m.index + m[0].length };
      break;
    }
  }
  const tokens = tokenize(raw);
  const ids = tokens.filter(
    (t) => /\d/.test(t.text) && /^[\p{L}\p{N}]+(?:[-_][\p{L}\p{N}]+)*$/u.test(t.text) && !insideAny(t, taken),
  );
  return { raw, tokens, intent: detectIntent(raw), emails, quoted, dates, limit, sort, ids };
}
