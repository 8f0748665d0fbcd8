/**
 * Which kind of record a named person is, read from the question (issue 9). Several record kinds
 * can hold a name ("Is “Samuel Adeyemi” a policyholder or an adjuster?"); the question often says
 * which — by the verb ("claims has he *filed*", "courses is she *enrolled* in"), or by the name
 * itself (a first and last name is no course). Read from schema structure only: the references a
 * tool takes, their names and descriptions, the fields that make a kind's records people. When the
 * question does not say (a possessive does not: an adjuster's claims are hers too), the caller keeps
 * asking.
 */
import type { Capability } from "@/lib/capabilities/types";
import { declaredRecordShape } from "@/lib/semantics/declared-paths";
import {
  actOfVerb,
  agentNoun,
  formOfVerb,
  isEnglishWord,
  RESPONSIBILITY_VERBS,
} from "@/lib/semantics/english";
import { type ParamInfo, paramInfos } from "@/lib/semantics/params";
import { identifierWords, personLike, sameRoot, singular, withoutPossessive } from "@/lib/semantics/words";
import { madeVerb } from "./bind";
import type { parseQuestion } from "./question";
import type { Chain, Scored } from "./score";
import { REQUEST_VERBS } from "./text";

type Question = ReturnType<typeof parseQuestion>;

/** "Daniel Kim", "Priya Natarajan": two or three capitalized words, the first no English word ("Aurora Lamp" is none). */
export function personalName(text: string): boolean {
  const words = withoutPossessive(text.trim()).split(/\s+/);
  return (
    words.length >= 2 &&
    words.length <= 3 &&
    words.every((w) => /^\p{Lu}\p{Ll}+$/u.test(w)) &&
    !isEnglishWord(words[0] ?? "")
  );
}

/** `firstName`, `last_name`, "matched against firstname, lastname and email": what only a person's record has. */
const PERSON_NAME = /\b(?:first|last|given|family|sur) ?names?\b/;

/**
 * A kind whose records are people: named as people are (`contacts`, `policyholders`), or whose
 * records or search carry a first or last name.
 */
export function peopleRecords(cap: Capability): boolean {
  if (personLike(singular(cap.entity))) return true;
  const fields = [...declaredRecordShape(cap).paths.keys()].map((k) => identifierWords(k).join(" "));
  const described = [
    cap.description ?? "",
    ...paramInfos(cap).map((p) => (typeof p.schema.description === "string" ? p.schema.description : "")),
  ].map((d) => d.toLowerCase().replace(/(first|last)name/g, "$1 name"));
  return [...fields, ...described].some((t) => PERSON_NAME.test(t));
}

/** A kind surely of no people: not named as people, nor as one who does something ("instructors"), no person's name field. */
const noPeople = (cap: Capability) => !peopleRecords(cap) && !agentNoun(singular(cap.entity));

/** Verbs of being given a record to deal with: "the assigned Adjuster", `assigneeId`, `handler`. */
const HANDLING = ["assign", "handle", "oversee", "supervise"];
const handling = (word: string) => HANDLING.some((v) => word.startsWith(v) || formOfVerb(word, v));

/** A reference to whoever the record is given to (named or described so), not whoever it is of. */
function assignedRef(p: ParamInfo): boolean {
  const d = typeof p.schema.description === "string" ? p.schema.description.toLowerCase() : "";
  return [...p.words, ...(d.match(/\p{L}+/gu) ?? [])].some(handling);
}

/**
 * "how many claims has Samuel Adeyemi filed?" where a claim refers to a policyholder and to "the
 * assigned Adjuster": a verb of making the records ("filed", "submitted", "raised") says the person
 * is the one who made them — the one reference not given the records to handle. A possessive says
 * nothing of it ("Sofia Lindqvist's claims" may be the adjuster's); the question naming a kind of
 * them, or saying nothing: undefined (asked).
 */
export function personReferenceTold(chains: readonly Chain[], pq: Question): Chain | undefined {
  const query = chains[0]?.query;
  if (!query || chains.some((c) => c.query !== query)) return undefined;
  const kinds = new Set(chains.flatMap((c) => (c.param.entity ? [c.param.entity] : [])));
  if (pq.tokens.some((t) => kinds.has(t.norm) || kinds.has(singular(t.lower)))) return undefined;
  const assigned = chains.filter((c) => assignedRef(c.param));
  const others = chains.filter((c) => !assignedRef(c.param));
  if (assigned.length === 0 || others.length === 0) return undefined;
  const made = pq.tokens.some((t) => madeVerb(t.lower));
  return made && others.length === 1 ? others[0] : undefined;
}

/**
 * "what courses is Priya Natarajan enrolled in?" where a name could be looked up as a course, an
 * instructor (their courses) or a student (their enrollments): a person's name is no course; of the
 * kinds of people left, the one whose lookup leads to the records the question's verb names
 * ("enrolled" → enrollments) is meant. Still several: undefined (asked).
 */
export function lookupKindTold(lookups: readonly Scored[], pq: Question): Scored | undefined {
  const query = lookups[0]?.chain?.query;
  if (!query || !personalName(query) || lookups.some((s) => s.chain?.query !== query)) return undefined;
  const source = (s: Scored) => (s.chain ? singular(s.chain.source.entity) : "");
  const kinds = (xs: readonly Scored[]) => new Set(xs.map(source));
  const people = lookups.filter((s) => s.chain && !noPeople(s.chain.source));
  if (people.length === 0) return undefined;
  if (kinds(people).size === 1) return people[0];
  const acted = people.filter((s) => pq.tokens.some((t) => actOfVerb(t.lower, singular(s.cap.entity))));
  return acted.length > 0 && kinds(acted).size === 1 ? acted[0] : undefined;
}

/**
 * "Lumen Drift's top tracks" where tracks are listed by artist (`getArtistTopTracks`), by album and by
 * playlist: a word of the question, outside the name, that only one of those tools' names says
 * ("top") tells which tool — and so which kind the name is. Words naming records or asking
 * (`get`, `list`) say nothing; several tools saying words, or none: undefined (asked).
 */
export function lookupNamedByTool(
  lookups: readonly Scored[],
  pq: Question,
  entityWords: ReadonlySet<string>,
): Scored | undefined {
  const query = lookups[0]?.chain?.query;
  if (!query || lookups.some((s) => s.chain?.query !== query)) return undefined;
  const named = new Set(query.toLowerCase().split(/\s+/));
  const said = pq.tokens.filter((t) => !named.has(t.lower) && !entityWords.has(t.norm));
  const saying = lookups.filter((s) =>
    identifierWords(s.cap.localName).some(
      (w) =>
        w.length >= 3 &&
        !entityWords.has(w) &&
        !REQUEST_VERBS.includes(w) &&
        said.some((t) => sameRoot(t.lower, w)),
    ),
  );
  return new Set(saying.map((s) => s.cap.id)).size === 1 ? saying[0] : undefined;
}

/**
 * "what is Sam Okoro working on?", "what's Ana Reyes handling?": a person named as the subject of a
 * verb of being responsible for records (`RESPONSIBILITY_VERBS`: work, handle, own, run…) asks for the
 * records they answer for, never their own record — the lookup of that name leading to records of
 * another kind (through a reference to the person), of one kind; of several references of it, the one
 * given the records to handle (`assigneeId`). Otherwise undefined.
 */
export function responsibleFor(
  ranked: readonly Scored[],
  pq: Question,
  name: string | undefined,
): Scored | undefined {
  if (!name) return undefined;
  const words = name.split(" ");
  const at = pq.tokens.findIndex((_, i) => words.every((w, j) => pq.tokens[i + j]?.text === w));
  const verb = at < 0 ? undefined : pq.tokens[at + words.length];
  if (!verb || ![...RESPONSIBILITY_VERBS].some((v) => formOfVerb(verb.lower, v))) return undefined;
  const led = ranked.filter(
    (s) =>
      s.feasible &&
      s.chain?.query === name &&
      !s.chain.hop &&
      !peopleRecords(s.cap) &&
      peopleRecords(s.chain.source) &&
      s.chain.param.entity !== undefined &&
      personLike(s.chain.param.entity),
  );
  if (new Set(led.map((s) => singular(s.cap.entity))).size !== 1) return undefined;
  const params = new Set(led.map((s) => s.chain?.param.name));
  if (params.size === 1) return led[0];
  const assigned = led.filter((s) => s.chain && assignedRef(s.chain.param));
  return new Set(assigned.map((s) => s.chain?.param.name)).size === 1 ? assigned[0] : undefined;
}
