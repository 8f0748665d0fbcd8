/**
 * "who approved claim CLM-1042?", "who closed ENG-142?": a deed done to one record, asked of by who
 * did it. The record answers only when a field of it names who did that deed (`approvedBy`,
 * `closed_by`, `approver`, `reviewers`); shown without one, it would read as the answer — the
 * policyholder or the assignee is not who approved or closed it. A record whose shape is not
 * declared is judged by the whole catalogue: when no routed tool speaks of the deed at all (no
 * name, parameter, description or value a form of the verb), nothing the source keeps says who did
 * it. A search by the one identifier the question names, or by the name it gives, is judged as the
 * single-record tool would be. Verbs of being responsible for a record ("who handled #87", "who owns
 * ENG-7") are what its assignee or owner answers: any record does.
 */
import type { Capability } from "@/lib/capabilities/types";
import type { JsonSchema } from "@/lib/json-schema";
import { declaredRecordShape } from "@/lib/semantics/declared-paths";
import {
  agentNoun,
  formOfVerb,
  namesDoerOf,
  pastFormOf,
  RESPONSIBILITY_VERBS,
} from "@/lib/semantics/english";
import { type EntityVocabulary, paramInfos } from "@/lib/semantics/params";
import { asksWho } from "@/lib/semantics/question-kind";
import {
  CONTACT_WORDS,
  identifierParts,
  identifierWords,
  isPersonWord,
  personLike,
  singular,
} from "@/lib/semantics/words";
import type { ParsedQuestion } from "./question";
import { expectFor, type Scored } from "./score";

/** "who approved …" → the word and the verbs it is the past form of; undefined for "who is", "who handled". */
export function deedAsked(pq: ParsedQuestion): { word: string; verbs: string[] } | undefined {
  if (!asksWho(pq.raw)) return undefined;
  const i = pq.tokens.findIndex((t) => t.lower === "who" || t.lower === "whom");
  const next = i >= 0 ? pq.tokens[i + 1] : undefined;
  if (!next) return undefined;
  const verbs = pastFormOf(next.lower);
  if (verbs.length === 0 || verbs.some((v) => RESPONSIBILITY_VERBS.has(v))) return undefined;
  return { word: next.lower, verbs };
}

/**
 * Why the one record `best` would show cannot say who did the deed the question asks about — or
 * undefined when it may (a field names the doer, or the catalogue speaks of the deed).
 */
export function deedUnrecorded(
  best: Scored,
  pq: ParsedQuestion,
  catalog: readonly Capability[],
  vocab: EntityVocabulary,
): string | undefined {
  const deed = deedAsked(pq);
  if (!deed) return undefined;
  const { binding } = best;
  // A search by the one identifier the question names ("who approved course CS-101?" with a
  // courses search) shows that record as the single-record tool would: judged the same way.
  const values = JSON.stringify(binding.args).toLowerCase();
  const oneNamed = pq.ids.length === 1 && values.includes(pq.ids[0].text.toLowerCase());
  // "who approved Amara Okafor's last refund?": a search by the name the question gives shows the
  // one it names — the person the deed was done for, not who did it — judged the same way.
  if (
    (expectFor(best.cap) !== "one" && !oneNamed && !best.byName) ||
    best.chain ||
    binding.fromSelection.length > 0
  )
    return undefined;
  if (binding.fromQuestion.length === 0 || binding.missingRequired.length > 0) return undefined;
  const shape = declaredRecordShape(best.cap);
  if (shape.origin === "outputSchema") {
    const paths = [...shape.paths.keys()];
    if (paths.some((path) => deed.verbs.some((v) => namesDoerOf(identifierParts(path), v)))) return undefined;
  } else {
    const words = catalog.flatMap((c) => [
      ...identifierParts(c.localName),
      ...identifierParts(c.description ?? ""),
      ...paramInfos(c, vocab).flatMap((p) => [
        ...identifierParts(p.name),
        ...identifierParts(typeof p.schema.description === "string" ? p.schema.description : ""),
        ...(p.enumValues ?? []).flatMap((v) => identifierParts(String(v))),
      ]),
    ]);
    if (words.some((w) => deed.verbs.some((v) => formOfVerb(w, v)))) return undefined;
  }
  return `Nothing in the ${best.cap.entity} records says who ${deed.word} them, so I cannot tell who ${deed.word} this one.`;
}

/**
 * "who is the tenant on lease of unit U-102-10?", "who drives the vehicle of WO-7?": "who" asks for
 * a person. One record of another kind answers it only through a field that names one — a role
 * (`ownerId`, `assignee`), an agent noun (`instructor`, `adjuster`), a way to reach one (`email`),
 * or a field the question itself names (`tenantId` for "the tenant"). A declared record with none
 * (a unit: label, bedrooms, rent) shown would read as the answer while naming nobody: say so. An
 * undeclared record may carry anything, and a record of people answers "who" itself.
 */
export function personUnrecorded(best: Scored, pq: ParsedQuestion): string | undefined {
  if (!asksWho(pq.raw)) return undefined;
  const { binding } = best;
  const entity = singular(best.cap.entity.toLowerCase());
  if (expectFor(best.cap) !== "one" || best.chain || binding.fromSelection.length > 0) return undefined;
  if (binding.fromQuestion.length === 0 || binding.missingRequired.length > 0) return undefined;
  if (identifierWords(entity).some(personish)) return undefined;
  const shape = declaredRecordShape(best.cap);
  if (shape.origin !== "outputSchema" || shape.paths.size === 0) return undefined;
  // An object whose fields are not declared (`relationships: {}` observed shallowly) may name anyone.
  if ([...shape.paths.values()].some(open)) return undefined;
  const own = new Set(identifierWords(entity));
  const asked = new Set(pq.tokens.map((t) => t.norm));
  const words = [...shape.paths.keys()].flatMap((k) => identifierWords(k).map(singular));
  if (words.some((w) => !own.has(w) && (personish(w) || CONTACT_WORDS.has(w) || asked.has(w))))
    return undefined;
  return `The ${entity} records name no person, so this ${entity} cannot say who that is.`;
}

/** A field whose contents the schema leaves open: no type, or an object or list of undeclared fields. */
const open = (s: JsonSchema | undefined): boolean =>
  !s ||
  (s.type === undefined && !s.enum && !s.const) ||
  (s.type === "object" && (typeof s.properties !== "object" || s.properties === null)) ||
  (s.type === "array" && !s.items);

const personish = (w: string) => isPersonWord(w) || personLike(w) || agentNoun(w);
