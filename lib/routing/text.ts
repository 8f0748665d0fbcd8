/**
 * Tokenizer shared by the index and the question side, so both sides agree on every term:
 * identifier splitting (snake_case, dot.names, camelCase, kebab-case, letter/digit runs), lowercase,
 * stopwords, Porter stemming. Pure numbers are dropped: they are argument values, not routing terms.
 */
import { identifierParts } from "@/lib/semantics/words";
import { stem } from "./stem";

/**
 * Function words plus conversational filler ("can you", "please", "I want"). Words that carry routing
 * meaning in business APIs (all, open, due, last, new, top, out, not) are deliberately kept.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a an the and or but if of at by for with about into onto to from in on as is are was were be been being " +
    "am do does did doing done have has had having this that these those there here it its it's itself " +
    "i me my mine myself we us our ours you your yours he him his she her hers they them their theirs " +
    "what which who whom whose when where why how than then so such too very just also only both each " +
    "can could would should will shall may might must please pls kindly want wants wanted need needs " +
    "like tell let lets give gimme some any anything something thing things stuff via per using use " +
    "etc e.g i.e ok okay hey hi hello thanks thank would've i'd i'm i've you're we're don't doesn't " +
    "again further once own same other others whether while during before after above below between"
  ).split(/\s+/),
);

export interface Token {
  /** Lowercased surface word, before stemming. */
  word: string;
  /** Porter stem; the index key. */
  term: string;
}

/** Second halves that make `dealId`, `calendarList` field names rather than compound words. */
const FIELD_SUFFIXES = new Set([
  "id",
  "ids",
  "key",
  "keys",
  "url",
  "uri",
  "name",
  "names",
  "type",
  "types",
  "list",
  "count",
  "at",
  "by",
  "on",
  "to",
  "of",
  "in",
  "for",
  "min",
  "max",
  "from",
  "or",
  "and",
  "info",
  "get",
  "set",
  "is",
  "has",
]);

const WORD_RE = /[\p{L}\p{N}]+/gu;

/**
 * Splits one identifier-ish chunk into lowercase parts: `getUserById` → get user by id,
 * `HTTPServer2` → http server 2. Short compounds are also kept whole because people and catalogs
 * write them both ways: letters+digits (`s3`, `ec2`, `oauth2`) and two-part brand words
 * (`GitHub` → git, hub, github; the catalog may say `github`).
 */
export function splitIdentifier(chunk: string): string[] {
  const parts = identifierParts(chunk);
  if (parts.length < 2) return parts;
  const whole = chunk.toLowerCase();
  const alnum = whole.length <= 8 && /\p{L}/u.test(whole) && /\p{N}/u.test(whole);
  const brand =
    parts.length === 2 &&
    whole.length <= 12 &&
    /^\p{L}+$/u.test(whole) &&
    !FIELD_SUFFIXES.has(parts[1] ?? "");
  if (alnum || brand) parts.push(whole);
  return parts;
}

/** Lowercase words of a text after identifier splitting, stopwords and numbers kept (for phrase rules). */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const chunk of text.match(WORD_RE) ?? []) for (const part of splitIdentifier(chunk)) out.push(part);
  return out;
}

function keep(word: string): boolean {
  return word.length > 1 && !STOPWORDS.has(word) && !/^\p{N}+$/u.test(word);
}

/** Routing tokens of a text: split, lowercased, stopwords and bare numbers removed, stemmed. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const word of words(text)) if (keep(word)) out.push({ word, term: stem(word) });
  return out;
}

/** Just the stems; what the index stores. */
export function terms(text: string): string[] {
  return tokenize(text).map((t) => t.term);
}
