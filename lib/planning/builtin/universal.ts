/**
 * "are all of Sam's tickets done?", "is everyone on Jane's team active?", "are all of Dr. Ortiz's
 * courses archived?": a yes-or-no question over every record of a set. The value it ends with is what
 * is asked of each record, not a filter of the set — bound, only the records that have it are listed
 * and the answer reads "yes" whatever the others are. The set is listed whole; the value is read there.
 */
import type { Span, Token } from "./text";

/** Words a yes-or-no question opens with. */
const OPENING = /^(?:is|are|was|were|has|have|had|do|does|did)$/;
/** Words before the opening that leave it a question ("and are all …", "so is everyone …"). */
const LEAD = /^(?:and|so|but|ok|okay|then|hey|hi)$/;
/** Words saying the question is about every record of the set. */
const EVERY = /^(?:all|every|everyone|everybody|everything|each)$/;
/** Words of time that may close the question after the value ("… done yet?", "… active right now?"). */
export const EVERY_CLOSING = /^(?:yet|now|still|already|anymore|currently|today|right|at|the|moment|too)$/;

/**
 * Whether the value at `span` is the predicate of a question over every record: the question opens
 * with an auxiliary, a word saying "every" stands between it and the value, and only words of time
 * follow the value. "are all the open tickets in review?" asks it of "in review" only — "open", said
 * before the records' noun, still narrows the set.
 */
export function askedOfEvery(span: Span, tokens: readonly Token[]): boolean {
  let first = 0;
  while (first < tokens.length && LEAD.test(tokens[first]?.lower ?? "")) first++;
  if (!OPENING.test(tokens[first]?.lower ?? "")) return false;
  const at = tokens.findIndex((t) => t.start >= span.start);
  if (at <= first + 1) return false;
  if (!tokens.slice(first + 1, at).some((t) => EVERY.test(t.lower))) return false;
  return tokens.every((t) => t.start < span.end || EVERY_CLOSING.test(t.lower));
}
