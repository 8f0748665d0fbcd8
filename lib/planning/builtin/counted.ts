/**
 * "how many people have urgent issues?", "how many policyholders have a denied claim?": a count of
 * one kind of thing (the people, the holders) over the records of another (issues, claims). The
 * records' count is not that count — one person holds many issues — so presenting it would answer
 * another question. The counted noun is the plural right after "how many" / "number of" (past
 * "different", "distinct" and adjectives); it is another kind when it names another entity of the
 * catalogue, or people while the records are no people — asked as distinct ("different") or as
 * holders of the records ("have").
 */

import { gerundOf } from "@/lib/semantics/english";
import {
  DISTINCT_WORDS,
  identifierParts,
  isPersonWord,
  isPlural,
  personLike,
  plural,
  singular,
} from "@/lib/semantics/words";
import type { ParsedQuestion } from "./question";
import type { Scored } from "./score";
import { QUESTION_OPENERS, type Token } from "./text";

/** "how many customers *have* open invoices": the verbs of holding records. */
const POSSESSING: ReadonlySet<string> = new Set(["have", "has", "had", "hold", "own"]);
/** "are on", "were for": a form of "be" and the preposition that ties records to others. */
const BEING: ReadonlySet<string> = new Set(["are", "is", "were", "was"]);
const TYING: ReadonlySet<string> = new Set([
  "on",
  "in",
  "under",
  "for",
  "from",
  "of",
  "with",
  "against",
  "at",
  "by",
]);
/** Words between "how many" and the counted noun that do not change what is counted. */
const MAX_GAP = 3;

/** The noun a count question counts: "how many different customers…" → the token "customers". */
export function countedNoun(pq: ParsedQuestion): Token | undefined {
  const { tokens } = pq;
  for (let i = 0; i < tokens.length; i++) {
    const a = tokens[i].lower;
    const b = tokens[i + 1]?.lower;
    const start = (a === "how" && b === "many") || (a === "number" && b === "of") ? i + 2 : -1;
    if (start < 0) continue;
    for (const t of tokens.slice(start, start + MAX_GAP)) {
      if (DISTINCT_WORDS.has(t.lower)) continue;
      if (isPlural(t.lower)) return t;
    }
    return undefined;
  }
  return undefined;
}

/**
 * Why counting `best`'s records would not answer the count asked — or undefined when it would. The
 * question names those records too ("urgent issues", "a denied claim"): a tool over records the
 * question never names (a search across kinds) may be what it counts.
 * `entityWords`: the singular entity names (and their other names) of the routed tools.
 */
export function countOfAnotherKind(
  best: Scored,
  pq: ParsedQuestion,
  entityWords: ReadonlySet<string>,
): string | undefined {
  if (pq.intent.op !== "count") return undefined;
  const noun = countedNoun(pq);
  const entity = singular(best.cap.entity);
  const kind = noun ? singular(noun.norm) : undefined;
  if (!noun || !kind || kind === entity) return undefined;
  const person = isPersonWord(kind);
  // "how many people are on leave?" over employees: the records are the people counted.
  if (person && personLike(entity)) return undefined;
  if (!person && !entityWords.has(kind)) return undefined;
  const last = identifierParts(entity).at(-1)?.toLowerCase();
  const named = pq.tokens.some(
    (t) => t.start > noun.end && (singular(t.norm) === entity || singular(t.lower) === last),
  );
  if (!named) return undefined;
  // "how many *different* customers…", "how many people *have* urgent issues": distinct holders asked
  // for. A deed each record is one of ("how many candidates no-showed for interviews") counts records.
  const i = pq.tokens.indexOf(noun);
  const distinct = pq.tokens.slice(0, i).some((t) => DISTINCT_WORDS.has(t.lower));
  // "how many claims are on policies that have lapsed?": the counted records are tied to the
  // others by a preposition — the others' count (lapsed policies) is not theirs either.
  const tied = BEING.has(pq.tokens[i + 1]?.lower ?? "") && TYING.has(pq.tokens[i + 2]?.lower ?? "");
  if (!distinct && !tied && !POSSESSING.has(pq.tokens[i + 1]?.lower ?? "")) return undefined;
  if (tied && !distinct)
    return `I can count ${plural(entity)}, but not the ${plural(kind)} tied to them. Shall I list the ${plural(entity)} instead, or ask about the ${plural(kind)} of one ${entity}?`;
  return `I can count ${plural(entity)}, but not how many different ${plural(kind)} they belong to. Shall I list the ${plural(entity)} instead, or ask about one ${kind}?`;
}

/**
 * Words right after the records asked for that tie them to other records: "loans whose member …",
 * "companies that lost deals", "which companies have deals closing this month".
 */
const TIED_BY: ReadonlySet<string> = new Set([
  ...TYING,
  ...POSSESSING,
  "whose",
  "that",
  "who",
  "which",
  "handled",
  "held",
  "made",
  "owned",
]);

/**
 * "purchases by people in finance", "loans whose member is a student", "claims whose adjuster is in the
 * west region": the question opens with records of one routed kind (purchases), tied to records of
 * another (people) that `best` lists — with no lookup chain from them, presenting those other records
 * answers another question. Why, or undefined when `best` lists the records asked for.
 * `kinds`: the singular entities of the routed data tools.
 */
export function recordsOfAnotherKind(
  best: Scored,
  pq: ParsedQuestion,
  kinds: readonly string[],
): string | undefined {
  if (pq.intent.op === "count") return undefined;
  const entity = singular(best.cap.entity);
  const lastOf = (e: string) => identifierParts(e).at(-1)?.toLowerCase() ?? e;
  const i = pq.tokens.findIndex((t) => !QUESTION_OPENERS.has(t.lower));
  const noun = pq.tokens[i];
  // "which dancers are in Mira Holt's classes?", "dancers taking Mira Holt's classes": a form of "be"
  // and a preposition, or a verb's -ing form, tie them as surely.
  const next = pq.tokens[i + 1]?.lower ?? "";
  const tied =
    TIED_BY.has(next) ||
    (BEING.has(next) && TYING.has(pq.tokens[i + 2]?.lower ?? "")) ||
    gerundOf(next) !== undefined;
  if (!noun || !isPlural(noun.lower) || !tied) return undefined;
  const word = singular(noun.lower);
  if (word === entity || word === lastOf(entity)) return undefined;
  const kind = kinds.find((k) => k !== entity && (k === word || lastOf(k) === word));
  if (!kind) return undefined;
  // The records listed are named after the tie: by their entity, or as people when they are people.
  const named = pq.tokens
    .slice(i + 2)
    .some(
      (t) =>
        singular(t.norm) === entity ||
        singular(t.lower) === lastOf(entity) ||
        (personLike(entity) && isPersonWord(singular(t.lower))),
    );
  if (!named) return undefined;
  return `I can list ${plural(entity)}, but not the ${plural(kind)} tied to them by what is said of the ${plural(entity)}. Shall I list the ${plural(entity)} instead, or ask about the ${plural(kind)} of one ${entity}?`;
}
