/**
 * "movies like Inception", "albums similar to Blue Train": records like another one named — a
 * recommendation — are asked. A tool that finds records similar to one (a name or description
 * speaking of similar, related or recommended records) may answer; a title search for the name
 * only finds that one record again, which is no answer: the turn says it cannot.
 */
import type { Capability } from "@/lib/capabilities/types";
import { identifierWords, plural, singular } from "@/lib/semantics/words";
import type { ParsedQuestion } from "./question";

/** Words by which a tool or its parameter says it finds records like another. */
const LIKENESS_WORDS: ReadonlySet<string> = new Set([
  "similar",
  "related",
  "recommendation",
  "recommended",
  "recommend",
  "like",
]);

/** The records' noun followed by "like <Name>" or "similar to <Name>": which records are asked, or undefined. */
function likenessAsked(pq: ParsedQuestion, entities: ReadonlySet<string>): string | undefined {
  const { tokens } = pq;
  for (let i = 1; i < tokens.length - 1; i++) {
    const noun = tokens[i - 1]?.norm ?? "";
    if (!entities.has(noun)) continue;
    const w = tokens[i]?.lower;
    const name =
      w === "like"
        ? tokens[i + 1]
        : w === "similar" && tokens[i + 1]?.lower === "to"
          ? tokens[i + 2]
          : undefined;
    if (name && /^\p{Lu}/u.test(name.text)) return noun;
  }
  return undefined;
}

/** A tool that speaks of finding records like another, by its name, description or a parameter's name. */
function findsLikeness(cap: Capability): boolean {
  const words = [
    ...identifierWords(cap.localName),
    ...(cap.description ?? "").split(/[^\p{L}]+/u),
    ...Object.keys((cap.inputSchema as { properties?: Record<string, unknown> }).properties ?? {}).flatMap(
      identifierWords,
    ),
  ].map((w) => w.toLowerCase());
  return words.some((w) => LIKENESS_WORDS.has(w));
}

/** Why no routed tool answers a question for records like another, or undefined when one may. */
export function likenessUnanswered(pq: ParsedQuestion, routed: readonly Capability[]): string | undefined {
  const noun = likenessAsked(pq, new Set(routed.map((c) => singular(c.entity))));
  if (!noun || routed.some(findsLikeness)) return undefined;
  return `The tools I can use cannot find ${plural(noun)} similar to another one.`;
}
