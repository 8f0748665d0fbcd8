/**
 * "high priority issues in Engineering", "security issues", "projects of the Mobile team": a name the
 * person says that no parameter took, where the tool takes several kinds of records by their name
 * ("team: The team name or ID", "label: The label name or ID", "project: The project name or ID").
 * Which kind the name is, only the records themselves say: the planner asks which (one choice per
 * kind, the name sent to that kind's parameter) and names, for each kind, the routed lister that lists
 * those records without any input. The host lists them all (read calls, never shown as the answer) and
 * runs the one choice whose kind has a record of exactly that name (lib/agent/named-reading.ts) — none
 * or several so named: the question back stands. Never a guess, never the name searched as text.
 */
import type { Capability } from "@/lib/capabilities/types";
import { type EntityVocabulary, type ParamInfo, paramInfos, withParam } from "@/lib/semantics/params";
import { CATCH_ALL_VALUES, personLike, withArticle } from "@/lib/semantics/words";
import type { PlannerInput } from "../planner";
import type { Plan } from "../types";
import { plan, sendable } from "./compose";
import { listerOf } from "./discover";
import { type ParsedQuestion, valueSpans } from "./question";
import { expectFor, type Scored } from "./score";
import {
  PERSONAL_PRONOUNS,
  QUESTION_OPENERS,
  RELATION_PREPOSITIONS,
  REQUEST_VERBS,
  singular,
  tokenize,
} from "./text";

/** The reason code of a question back whose choices the host may settle by listing (`Plan.named`). */
export const NAMED_READING = "named_reading";

/** Words of a name at most, as said ("Design system 2.0" is three). */
const MAX_NAME_WORDS = 4;
/** Kinds at most (a question back offers three choices). */
const MAX_READINGS = 3;

/**
 * The words `value` said as one run in the question, letters and digits only (a name, never a
 * synthetic constraint like "date range", a quoted text, an amount or a period).
 */
function saidAsName(value: string, pq: ParsedQuestion): boolean {
  const words = tokenize(value).map((t) => t.lower);
  if (words.length === 0 || words.length > MAX_NAME_WORDS) return false;
  const { tokens } = pq;
  const at = tokens.findIndex((_t, i) => words.every((w, k) => tokens[i + k]?.lower === w));
  if (at < 0) return false;
  const span = tokens.slice(at, at + words.length);
  return (
    span.some((t) => /\p{L}/u.test(t.text)) &&
    span.every((t) => /^[\p{L}\p{N}][\p{L}\p{N}.-]*$/u.test(t.text)) &&
    pq.raw.slice(span[0]?.start, span.at(-1)?.end).toLowerCase() === value.toLowerCase()
  );
}

/** The kind a lister lists, when `entity` is it or ends with it ("issue label" lists labels). */
const listsKind = (lister: Capability, kind: string) => {
  const words = tokenize(lister.entity).map((t) => singular(t.lower));
  return words.at(-1) === kind;
};

/**
 * Words that only frame the question: openers, articles, prepositions, "have", "that" — never a
 * pronoun ("Platform issues for me", "my Platform issues" say whose) nor "other" (which ones).
 */
const FRAME: ReadonlySet<string> = new Set(
  [
    ...QUESTION_OPENERS,
    ...RELATION_PREPOSITIONS,
    ..."of the a an that have has got right now currently".split(" "),
  ].filter((w) => !PERSONAL_PRONOUNS.has(w) && !CATCH_ALL_VALUES.has(w)),
);

/**
 * Every word of the question is said by the call a choice makes: a value it took (and the words that
 * chose it: "high priority"), the name, the records' or a reading's noun, or a word that only frames
 * the question. The binder passes over words it reads as wording ("done", "first", "created"); run
 * unasked, a choice would drop them ("which Platform issues are done" is not every Platform issue).
 */
function allSaid(
  feasible: Scored,
  params: readonly ParamInfo[],
  readings: readonly { kind: string }[],
  value: string,
  pq: ParsedQuestion,
): boolean {
  const { binding, cap } = feasible;
  const spans = [...(binding.boundFrom ?? []), ...(binding.writtenFrom ?? []), ...valueSpans(pq)];
  const taken = params.filter((p) => binding.args[p.name] !== undefined);
  // "my Platform issues": which relation the asker has to them ("I created", "assigned to me") the
  // literal for the asker does not say.
  if (taken.some((p) => p.caller !== undefined && binding.args[p.name] === p.caller)) return false;
  // A value taken and the words that chose it: "high priority" of `priority` (2 = High).
  const valueWords = taken.flatMap((p) => {
    const v = binding.args[p.name];
    const label =
      p.codes?.find((c) => c.value === v)?.label ?? p.labelled?.find((c) => c.value === v)?.label ?? v;
    return [...p.words, ...(typeof label === "string" ? tokenize(label).map((t) => t.norm) : [])];
  });
  const said = new Set([
    ...tokenize(value).map((t) => t.norm),
    singular(cap.entity),
    ...tokenize(cap.entity).map((t) => t.norm),
    ...readings.map((r) => r.kind),
    ...(pq.records ?? []),
    ...valueWords,
  ]);
  return pq.tokens.every(
    (t, i) =>
      !/[\p{L}\p{N}]/u.test(t.text) ||
      FRAME.has(t.lower) ||
      // "show me …": the person the answer is shown to.
      (t.lower === "me" && REQUEST_VERBS.includes(pq.tokens[i - 1]?.lower ?? "")) ||
      said.has(t.norm) ||
      said.has(singular(t.lower)) ||
      spans.some((s) => t.start >= s.start && t.end <= s.end),
  );
}

/**
 * The question back for a name the best tool could send to several references by name, with each
 * reading as a choice and the lister that says whether it is one — undefined when the constraint left
 * is not one name, or no reference taking records by name has a lister that needs no input.
 */
export function namedReadingPlan(
  feasible: Scored,
  usable: readonly Capability[],
  vocab: EntityVocabulary,
  pq: ParsedQuestion,
  input: PlannerInput,
): Plan | undefined {
  const { binding, cap } = feasible;
  if (feasible.chain || feasible.chains || binding.unexpressed.length !== 1) return undefined;
  // "in mobile": the place word before a lower-case name is said with it, never part of it.
  const value = (binding.unexpressed[0] ?? "").replace(/^(?:in|at)\s+/i, "");
  if (!saidAsName(value, pq) || pq.quoted.length > 0) return undefined;
  // The choice the records settle runs unasked: a window counted back from today ("the last 3
  // days") is read as calendar days, which the source may count otherwise — that stays asked.
  if (pq.dates?.rolling) return undefined;
  const own = singular(cap.entity);
  const readings = paramInfos(cap, vocab).flatMap((p) => {
    const kind = p.entity;
    if (!p.byName || !kind || kind === own || personLike(kind) || p.path || p.criterion) return [];
    if (binding.args[p.name] !== undefined) return [];
    const listers = usable.filter((c) => c.id !== cap.id && listsKind(c, kind) && listerOf(c, cap, vocab));
    return listers.length === 1 && listers[0] ? [{ param: p, kind, lister: listers[0] }] : [];
  });
  // Each kind's choice is offered and checked: more kinds than a question back offers are asked as before.
  if (readings.length === 0 || readings.length > MAX_READINGS) return undefined;

  if (!allSaid(feasible, paramInfos(cap, vocab), readings, value, pq)) return undefined;
  const choices = readings.map((r, i) => ({
    id: `c${i + 1}`,
    tool: cap.id,
    args: sendable(withParam({ ...binding.args }, r.param, value), cap, input),
    dependsOn: [],
    expect: expectFor(cap),
  }));
  const kinds = readings.map((r) => withArticle(r.kind));
  const which = kinds.length > 1 ? `${kinds.slice(0, -1).join(", ")} or ${kinds.at(-1)}` : kinds[0];
  return {
    ...plan(
      "clarify",
      `Is “${value}” ${which}? Pick which, or say it in the question ("the ${value} ${readings[0]?.kind}").`,
      NAMED_READING,
    ),
    choices,
    named: { value, listers: readings.map((r, i) => ({ choice: `c${i + 1}`, tool: r.lister.id })) },
  };
}
