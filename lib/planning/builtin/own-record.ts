/**
 * "what's my FTP?", "what bikes do I have?", "my run totals this year": a question the asker
 * asks of themselves that no routed tool's records answer by their noun. The tools that read the
 * asker's own record — they take no input, search nothing and say it is the signed-in user's
 * (`callerScoped`) — are what such a question can be about; the one whose description names
 * every one of the question's own words is read. None does: nothing is read. Two do: nothing is
 * chosen (the turn stays a non-answer rather than a guess).
 */
import type { Capability } from "@/lib/capabilities/types";
import { PROPER_NAME } from "@/lib/semantics/names";
import { type EntityVocabulary, paramInfos } from "@/lib/semantics/params";
import { FIRST_PERSON_WORDS, identifierWords, singular, stem } from "@/lib/semantics/words";
import type { Plan } from "../types";
import { callerScoped } from "./bind";
import { plan } from "./compose";
import type { ParsedQuestion } from "./question";
import { GENERIC, QUESTION_OPENERS } from "./text";

export function ownRecordAsked(
  data: readonly Capability[],
  pq: ParsedQuestion,
  entityWords: ReadonlySet<string>,
  vocab: EntityVocabulary,
): Plan | undefined {
  if (pq.ids.length > 0 || !pq.tokens.some((t) => FIRST_PERSON_WORDS.includes(t.lower))) return undefined;
  // A comparison, a ranking or an order asks among records, never of the one record; so does a record
  // named ("my time at the London Marathon": of that record, not of the asker's totals).
  if (pq.amounts.length > 0 || pq.relative.length > 0 || pq.ranking || pq.sort || pq.grouping)
    return undefined;
  if (PROPER_NAME.test(pq.raw)) return undefined;
  const own = data.filter(
    (c) =>
      c.sourceKind !== "kb" &&
      c.operation !== "search" &&
      callerScoped(c) &&
      paramInfos(c, vocab).every((p) => !p.required),
  );
  if (own.length === 0) return undefined;
  // The question's own words: no function word, no opener, no word naming some tool's records
  // (those questions are about those records, answered — or not — by their tools).
  // A word right after "I" is what the asker did ("did I run this morning?": whether it happened, of
  // the records of what they did), never what their record holds.
  const asked = pq.tokens.filter(
    (t, i) =>
      !GENERIC.has(t.lower) &&
      !QUESTION_OPENERS.has(t.lower) &&
      /^\p{L}{2,}$/u.test(t.text) &&
      pq.tokens[i - 1]?.lower !== "i",
  );
  if (asked.some((t) => entityWords.has(t.norm) && !own.some((c) => singular(c.entity) === t.norm)))
    return undefined;
  const stems = new Set(asked.map((t) => stem(singular(t.lower))));
  const scored = own
    .map((cap) => {
      const said = describedStems(cap);
      return { cap, hits: [...stems].filter((s) => said.has(s)).length };
    })
    // Every word of the question is one the description names: a word it does not ("my time at
    // parkrun", "my Pegasus shoes") may be a record, a place, a condition the record cannot answer.
    .filter((x) => x.hits > 0 && x.hits === stems.size)
    .sort((a, b) => b.hits - a.hits);
  const best = scored[0];
  if (!best || scored[1]?.hits === best.hits) return undefined;
  // "how far have I run this year?" of totals "year to date": a period the record keeps; "my weight
  // in March" of a profile keeps no March — the record now is no answer about then. Nor does "last week"
  // of totals over "the last 4 weeks": the period said is kept only as written, or as "<period> to date".
  if (pq.dates && !periodKept(best.cap, pq.raw.slice(pq.dates.start, pq.dates.end))) return undefined;
  return plan("tools", `${best.cap.localName}: the asker's own record`, "own_record", [
    {
      id: "a1",
      tool: best.cap.id,
      args: {},
      dependsOn: [],
      expect: best.cap.operation === "list" ? "many" : "one",
    },
  ]);
}

const describedStems = (cap: Capability) =>
  new Set(identifierWords(cap.description ?? "").map((w) => stem(singular(w))));

/**
 * Whether every word of `said` ("weight") that is no function word is one the tool's description
 * names: of the asker's own record, what is asked of it — not a condition its records are filtered by.
 */
export function describedOfOwn(cap: Capability, said: string): boolean {
  const words = identifierWords(said).filter((w) => !GENERIC.has(w));
  const described = describedStems(cap);
  return words.length > 0 && words.every((w) => described.has(stem(singular(w))));
}

function periodKept(cap: Capability, period: string): boolean {
  const description = (cap.description ?? "").toLowerCase();
  const said = period.toLowerCase().trim();
  const current = /^this (year|month|week)$/.exec(said)?.[1];
  return description.includes(said) || (current !== undefined && description.includes(`${current} to date`));
}
