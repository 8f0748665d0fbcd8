/**
 * "Greta Gerwig movies", "films with Tom Hanks": the records' own search took a person's full name as
 * its text (a title search) and found nothing. That "none" is no answer — the name is most likely a
 * person's, whom another routed tool searches — so the turn says what it looked for and how to go on,
 * never "No movies named Tom Hanks" as if the person had none. A name that opens with an article or
 * holds a lower-case word ("The Lost Kingdom", "Pan's Labyrinth of Fire") reads as a title and keeps
 * its honest "none".
 */
import type { Capability } from "@/lib/capabilities/types";
import type { ActionResult } from "@/lib/execution/types";
import type { Plan } from "@/lib/planning/types";
import { namesOfEntity } from "@/lib/semantics/entity-names";
import { PROPER_NAME } from "@/lib/semantics/names";
import { isPlural, personLike, plural, singular } from "@/lib/semantics/words";

/** Words a title opens with, never a person's first name. */
const TITLE_OPENERS = new Set(["the", "a", "an"]);

/** Words before whom made the records or plays in them: "by", "with", "from" (a studio), "starring", "featuring". */
const MAKER_PREPOSITIONS = new Set(["by", "with", "from", "starring", "featuring"]);

/** A person's full name as written: two or three capitalized words, no article first. */
function personNameLike(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return (
    PROPER_NAME.exec(text)?.[0] === text.trim() &&
    words.length >= 2 &&
    words.length <= 3 &&
    !TITLE_OPENERS.has(words[0]?.toLowerCase() ?? "")
  );
}

/**
 * "Nolan movies", "Pixar films", "Zendaya's films", "films by Nolan": one capitalized word said right
 * before (or as the possessive of) the plural noun of the searched records (by any of their true names),
 * or after it and "by", "with", "starring", "featuring", as the question
 * typed it — a maker's or a person's name as often as a title's word, so a title search that found
 * nothing says nothing about their records.
 */
function nameBeforeRecords(name: string, entity: string, question: string): boolean {
  if (!/^\p{Lu}[\p{Ll}'’-]+$/u.test(name) || TITLE_OPENERS.has(name.toLowerCase())) return false;
  const words = question.match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  const names = namesOfEntity(entity);
  const records = (w: string | undefined) =>
    w !== undefined && isPlural(w.toLowerCase()) && names.includes(singular(w.toLowerCase()));
  return words.some(
    (w, i) =>
      ((w === name || w === `${name}'s` || w === `${name}’s`) && records(words[i + 1])) ||
      // "films by Nolan", "movies directed by Spielberg", "films starring Zendaya": who made or plays in them.
      (w === name &&
        MAKER_PREPOSITIONS.has(words[i - 1]?.toLowerCase() ?? "") &&
        words.slice(Math.max(0, i - 3), i - 1).some(records)),
  );
}

/** The search text's words are all said in the question, but not as one run anywhere in it. */
function scattered(text: string, question: string): boolean {
  const said = (question.match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.toLowerCase());
  const words = (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.toLowerCase());
  // Every word is the person's own (a value taken from the selection, "WTG-014", was never said).
  if (words.length < 2 || !words.every((w) => said.includes(w))) return false;
  return !said.some((_w, i) => words.every((w, k) => said[i + k] === w));
}

/**
 * The question back for a plan of one search, over records that are not people, whose one text
 * argument was a person's full name and found nothing, while a search of people was routed beside it;
 * undefined otherwise (the empty result stands).
 */
export function emptyNameSearch(
  plan: Plan,
  results: readonly ActionResult[],
  routed: readonly Capability[],
  question = "",
): Plan | undefined {
  if (plan.actions.length !== 1 || results.length !== 1) return undefined;
  const [r] = results;
  if (r.status !== "empty" || personLike(singular(r.capability.entity))) return undefined;
  const texts = Object.values(r.args).filter((v): v is string => typeof v === "string");
  const name = texts.length === 1 ? texts[0] : undefined;
  const entity = singular(r.capability.entity);
  // "worst films of 2020" searched as "worst 2020": words the question never says together are no
  // title — what found nothing is a search the question did not ask for.
  // Plain words only, of a tool's own search: a query language's text ("created_at:>=…") or a
  // knowledge base's passage search reads the question otherwise.
  if (
    name &&
    question &&
    r.capability.sourceKind !== "kb" &&
    /^[\p{L}\p{N}' -]+$/u.test(name) &&
    scattered(name, question)
  )
    return {
      decision: "clarify",
      reason: `No ${plural(entity)} have “${name}” in their title, but the question never says those words together: it may ask for an order or a filter the tools cannot apply. Rephrase it with one of the ${plural(entity)}' names, or ask without the rest.`,
      reasonCode: "empty_name_search",
      actions: [],
    };
  const oneWord = name !== undefined && nameBeforeRecords(name, entity, question);
  if (!name || !(personNameLike(name) || oneWord)) return undefined;
  const people = routed.some(
    (c) => c.id !== r.capability.id && c.operation === "search" && personLike(singular(c.entity)),
  );
  if (!people) return undefined;
  const records = plural(entity);
  return {
    decision: "clarify",
    reason: oneWord
      ? `No ${records} have “${name}” in their title, and ${name} may be a person's name rather than a title's. If it is, look them up first (“who is ${name}?”), then ask for their ${records} from the one found.`
      : `No ${records} are named “${name}”, and ${name} may be a person. Look them up first (“who is ${name}?”), then ask for their ${records} from the one found.`,
    reasonCode: "empty_name_search",
    actions: [],
  };
}
