/**
 * Never answer with another entity (issue 9: "a list or count of one entity is never answered with
 * another entity's tool"), as a validator rule that holds in every mode, so a model's plan is held to
 * it as the builtin's is. When the question plainly names the records it asks for — its head noun,
 * the first word after the request's own wording ("sprints on the DATA board", "which account is this
 * card on?", "where is the author of book 451 from?"), in either number — and a routed read tool
 * lists or looks up those records, a plan whose presented result (its last calls, which no other call
 * feeds) is only of another entity shows something else as the answer: it gets an issue (its one
 * correction, without the tools that showed the other records), and when the correction still shows
 * them, a question back naming what can be looked up (correct.ts), never the other records.
 *
 * Not a head noun: a noun right before an identifier or a possessive ("book 517's author", "claim
 * CLM-9 payments" name a record, not what is asked), nor one followed by another noun ("customer
 * emails"). A detail asked of a record ("what make is the vehicle on WO-…") opens with the detail,
 * not an entity, and is not checked. A generic search over many kinds (entity `item`, `result`) may
 * be what lists the records and is never judged another entity.
 */
import type { Capability } from "@/lib/capabilities/types";
import { type Token, tokenize } from "@/lib/semantics/tokens";
import { identifierWords, isPossessive, plural, singular, withoutPossessive } from "@/lib/semantics/words";
import { GENERIC, QUESTION_OPENERS, RELATION_PREPOSITIONS } from "./builtin/text";
import type { Plan, PlanAction, ValidationIssue } from "./types";

/** Words that may follow the head noun: a tie to other records, a verb, the question's end. */
const AFTER_HEAD: ReadonlySet<string> = new Set([
  ...RELATION_PREPOSITIONS,
  ..."of is are was were does do did has have had that which who whose where whom".split(" "),
]);

const lastWord = (entity: string) => identifierWords(entity).at(-1)?.toLowerCase() ?? entity.toLowerCase();
const sameEntity = (a: string, b: string) => singular(lastWord(a)) === singular(lastWord(b));

/** The words of an entity's name, lower-case and singular: `fuelLog` → ["fuel", "log"]. */
const entityWords = (entity: string) => identifierWords(entity).map((w) => singular(w.toLowerCase()));

/**
 * The entity the question's head noun names among `entities` (the routed read tools'), or undefined
 * when no head noun plainly names one.
 */
const norm = (t: Token | undefined) => (t ? singular(withoutPossessive(t.lower)) : "");

/** The longest of `entities` whose words are the tokens from `from` ("fuel logs" of `fuelLog`). */
function entityAt(tokens: readonly Token[], from: number, entities: readonly string[]) {
  let found: { entity: string; end: number } | undefined;
  for (const e of entities) {
    const words = entityWords(e);
    if (words.length === 0) continue;
    if (words.every((w, k) => norm(tokens[from + k]) === w) && (!found || words.length > found.end - from))
      found = { entity: e, end: from + words.length };
  }
  return found;
}

export function askedEntity(question: string, entities: readonly string[]): string | undefined {
  const tokens = tokenize(question);
  const i = tokens.findIndex((t) => !QUESTION_OPENERS.has(t.lower));
  if (i < 0) return undefined;
  const at = (from: number) => entityAt(tokens, from, entities);
  let found = at(i);
  if (!found) return undefined;
  // "movie genres", "greenhouse seedlings": one entity's noun before another's qualifies it — the
  // second, ending the phrase, is the head.
  const second = at(found.end);
  if (second && second.entity !== found.entity) {
    const after = tokens[second.end];
    if (!after || AFTER_HEAD.has(after.lower)) found = second;
  }
  const head = tokens[found.end - 1];
  const next = tokens[found.end];
  if (isPossessive(head.text)) return undefined;
  if (next) {
    // "book 517's author", "claim CLM-9 payments": a noun naming one record, not the records asked.
    if (/\d/.test(next.text) || isPossessive(next.text) || /^\p{Lu}[\p{Lu}\d-]+$/u.test(next.text))
      return undefined;
    // "customer emails": a noun before another noun qualifies it. A tie, a verb or a participle
    // ("tagged", "supplied") after it leaves it the head.
    if (!AFTER_HEAD.has(next.lower) && !/ed$/.test(next.lower)) return undefined;
  }
  return found.entity;
}

/** Words between a tie's preposition and the keyed record's noun ("of the work order WO-7"). */
const TIE_ARTICLES = new Set(["the", "a", "an", "this", "that"]);

/**
 * "who drives the vehicle of work order WO-7?", "the ship on berth B-12": records of one kind tied
 * by a preposition to one record of another kind that the question keys (its noun, then an
 * identifier) — the first kind is what is asked, whatever the question opens with. The noun of the
 * keyed record may follow one qualifying word ("work order" of an `order`).
 */
export function tiedEntity(question: string, entities: readonly string[]): string | undefined {
  const tokens = tokenize(question);
  for (let i = 0; i < tokens.length; i++) {
    const a = entityAt(tokens, i, entities);
    if (!a) continue;
    let j = a.end;
    if (!(tokens[j]?.lower === "of" || RELATION_PREPOSITIONS.has(tokens[j]?.lower ?? ""))) continue;
    j++;
    if (TIE_ARTICLES.has(tokens[j]?.lower ?? "")) j++;
    const b = entityAt(tokens, j, entities) ?? entityAt(tokens, j + 1, entities);
    if (!b || sameEntity(a.entity, b.entity)) continue;
    if (/\d/.test(tokens[b.end]?.text ?? "")) return a.entity;
  }
  return undefined;
}

/** "which department …", "what team …": the asked entity's head noun right after "which" / "what". */
function whichAsked(question: string, entity: string): boolean {
  const tokens = tokenize(question);
  const first = entityWords(entity)[0];
  return tokens.some(
    (t, i) => /^(?:which|what)$/.test(t.lower) && singular(tokens[i + 1]?.lower ?? "") === first,
  );
}

/**
 * "driver D-0124", "work order WO-7": the question names a record by its own kind's noun right before
 * its key — that record is the question's subject, not what a "which …" of another kind asks.
 */
function namedByKind(question: string, entity: string): boolean {
  const tokens = tokenize(question);
  const words = entityWords(entity);
  if (words.length === 0) return false;
  return tokens.some(
    (_, i) =>
      words.every((w, k) => singular(withoutPossessive(tokens[i + k]?.lower ?? "")) === w) &&
      /\d/.test(tokens[i + words.length]?.text ?? ""),
  );
}

/**
 * A lookup run first because its result shape is unknown ("Amara Okafor's voided invoices": find the
 * customer; "devices in the bedroom": list the areas to match the bedroom among them) is never
 * presented as the answer: the host plans the question again from what it returns, and that plan
 * is held to every rule — the one it presents included.
 */
export const looksUpFirstOnly = (plan: Plan): boolean =>
  plan.reasonCode === "lookup_first" && plan.actions.length === 1;

/**
 * The issues of a `tools` plan whose presented calls are only of another entity than the one the
 * question's head noun names, while a routed read tool is of that one.
 */
export function checkAskedEntity(
  plan: Plan,
  question: string,
  routed: readonly Capability[],
): ValidationIssue[] {
  if (plan.decision !== "tools" || plan.actions.length === 0 || looksUpFirstOnly(plan)) return [];
  const reads = routed.filter((c) => c.readOnly && c.sourceKind !== "kb");
  const byId = new Map(routed.map((c) => [c.id, c]));
  const entities = reads.map((c) => c.entity);
  const asked = askedEntity(question, entities) ?? tiedEntity(question, entities);
  if (!asked) return [];
  const fed = new Set(plan.actions.flatMap((a) => a.dependsOn ?? []));
  const finals = plan.actions.filter((a) => !fed.has(a.id));
  const presented = finals.map((a) => ({ action: a, cap: byId.get(a.tool) }));
  // A documents search, a tool outside the route, a generic search over many kinds: not judged here.
  if (presented.some(({ cap }) => !cap || cap.sourceKind === "kb" || GENERIC.has(lastWord(cap.entity))))
    return [];
  if (presented.some(({ cap }) => cap && sameEntity(cap.entity, asked))) return [];
  // One record looked up by a name the question gives ("how many encounters did Dr. Okafor have",
  // "which books by Ursula Le Guin"): a subject found first, its records next — and "which
  // department is E-10023 in?" of one record: the record shows which. Not judged here — unless the
  // question names that record by its own kind ("which vehicle does driver D-0124 drive?"): a
  // record of one kind, keyed by the words, and a "which" of another kind with tools of its own
  // asks for that other record, and the first one shown would answer with another entity.
  const literals = (v: unknown): string[] =>
    typeof v === "string"
      ? [v]
      : Array.isArray(v)
        ? v.flatMap(literals)
        : v && typeof v === "object" && !("$from" in v)
          ? Object.values(v).flatMap(literals)
          : [];
  const byName = (a: PlanAction) => literals(a.args).some((v) => /\p{L}/u.test(v) && !/\d/.test(v));
  const whichOfRecord =
    whichAsked(question, asked) && !presented.some(({ cap }) => cap && namedByKind(question, cap.entity));
  if (finals.every((a) => a.expect === "one") && (finals.every(byName) || whichOfRecord)) return [];
  const said = (entity: string) => plural(identifierWords(entity).join(" ").toLowerCase());
  return presented.map(({ action, cap }) => ({
    code: "another_entity",
    actionId: action.id,
    path: `actions/${action.id}/tool`,
    // Read by the planner (with the action's path) and, after the correction, by the user as the
    // question back: it names records, never a tool's id.
    message: `You asked for ${said(asked)}, but this would show ${cap ? said(cap.entity) : "other records"}. I can look up ${said(asked)}: which ones do you mean? Give an ID or a name, or ask about them directly.`,
  }));
}
