/**
 * What kind of request a question is, from its wording alone: a data change (refused: this release
 * only reads), a greeting, a policy/how-to question, and which operation it asks for
 * (count / detail / list). Entity and tool choice come later, from the candidates' schemas.
 */
import { gerundOf } from "@/lib/semantics/english";
import { groupingAsked } from "@/lib/semantics/grouping";
import {
  guidanceAsked,
  isActionPhrase,
  isActionVerb,
  REQUEST_LEAD as LEAD,
} from "@/lib/semantics/question-kind";
import { isPlural } from "@/lib/semantics/words";
import type { ChangeWords } from "../planner";
import {
  DEICTIC,
  GENERIC,
  POINTED_ONE,
  POINTED_THERE,
  RELATION_PREPOSITIONS,
  REQUEST_VERBS,
  type Token,
  tokenize,
} from "./text";

export type OperationIntent = "count" | "detail" | "list" | "unspecified";

export interface Intent {
  op: OperationIntent;
  /** `strong`: names a policy-like subject; `weak`: a how-to phrasing only. */
  policy?: "strong" | "weak";
  deictic: boolean;
  greeting: boolean;
  /** The data-changing verb the person asked for, when they did. */
  mutation?: string;
}

const COUNT = /\b(how many|number of|count|headcount|how (?:big|large) (?:is|are|was|were))\b/i;
// "contact details" are fields of a record (lib/semantics/words.ts contactFieldWords), not its detail view.
const DETAIL =
  /\b((?<!contact )details?|detailed|more about|more info|information (about|on)|info (about|on)|tell me (more )?about|describe|breakdown|full record|line items)\b/i;
const LIST = /\b(list|all|every|search|find|which)\b/i;
/**
 * "which department is E-10023 in?", "which department is job 12 in?": "which" before a singular noun,
 * a singular copula and an identifier asks for the one record that relation holds of the identified
 * one — as "what department is …" does — never a list of them ("which events is E-10023 in?" still
 * lists). Not before a name ("which depot is Kwame Mensah at?"): measured, the list reading answers
 * those through a lookup of the person.
 */
const ONE_ASKED = /\bwhich\s+([\p{L}-]+)\s+(?:is|was)\s+(?:(\p{L}+)\s+)?(?=[\p{L}-]*\d)/giu;
/** The match left as it is (a list) where the noun is plural or a preposition stands before the identifier. */
const oneAsked = (m: string, noun: string, before?: string) =>
  isPlural(noun.toLowerCase()) || (before !== undefined && RELATION_PREPOSITIONS.has(before.toLowerCase()))
    ? m
    : " ";
const THANKS = /^(thanks|thank you|thx|cheers)\b[^?]*$/i;
/**
 * "ok", "great, thanks!": an acknowledgement alone, or before thanks. One that opens a request ("ok so
 * can u pull up …") is courtesy before the question, not the end of the conversation.
 */
const ACKNOWLEDGEMENT =
  /^(great|perfect|ok|okay|cool|got it)\b[\s!.,]*(?:(?:thanks|thank you|thx|cheers)\b[^?]*)?$/i;
const GREETING =
  /^(hi|hello|hey|ciao|thanks|thank you|good (morning|afternoon|evening))\b[\s!.,]*(there)?[\s!.,]*$/i;

export function detectMutation(question: string): string | undefined {
  const q = question.trim();
  const rest = q.replace(LEAD, "");
  const said = rest.match(/^[A-Za-z]+/)?.[0]?.toLowerCase();
  const first = said && minding(question) ? (gerundOf(said) ?? said) : said;
  if (!first) return undefined;
  // "split the claims by loss type": a verb that commands a summary of the rows reads them.
  const start = q.length - rest.length;
  if (groupingAsked(q)?.command?.some((s) => s.start === start)) return undefined;
  if (isActionVerb(first)) return first;
  // "roll back checkout", "check in KJ4M8T", "check Tomas Berg in": a change verb said with its
  // particle — right after it, or closing the request — or written as the two words of one verb.
  const next = /^[A-Za-z]+\s+([A-Za-z]+)\b/.exec(rest)?.[1]?.toLowerCase();
  const last = /\s([A-Za-z]+)(?:[\s,]+(?:please|pls|plz|thanks|thx|for me))*[\s?.!]*$/i
    .exec(rest)?.[1]
    ?.toLowerCase();
  for (const particle of [next, last])
    if (particle && isActionPhrase(`${first} ${particle}`)) return `${first} ${particle}`;
  return next && isActionVerb(`${first}${next}`) ? `${first}${next}` : undefined;
}

/** "would you mind cancelling …", "do u mind checking in …": a request whose verb comes as its -ing form. */
const minding = (question: string) => /\bmind\s+$/i.test(LEAD.exec(question.trim())?.[0] ?? "");

/**
 * A change one of the source's own data-changing tools would make, asked as a command. The first
 * word (after courtesy) is a word of such a tool's name that no read tool's name or entity has
 * ("comment 'looking into it' on acme/web#12" with `add_issue_comment`), or that word with a repeat
 * prefix ("reorder chai" with `PurchaseOrders_Create`); or the command asks for "a new <x>" of such a
 * tool ("open a new issue" with `create_issue`); or it sets a field such a tool changes to a value
 * ("raise the price of Chai to $20" with `unitPrice`). Read commands ("show", "open the invoice"),
 * entity words and plurals ("orders from Exotic Liquids", "open issues") stay reads, and so does a
 * first word that with the next one names a field the reads take ("reorder level of chai").
 * `reads`: words of the routed read tools' names and entities; `readFields`: their parameter names, squashed.
 */
export function changeAsked(
  raw: string,
  tokens: readonly Token[],
  change: ChangeWords | undefined,
  reads: ReadonlySet<string>,
  readFields: ReadonlySet<string>,
): string | undefined {
  if (!change) return undefined;
  const offset = raw.length - raw.replace(LEAD, "").length;
  const i = tokens.findIndex((t) => t.start >= offset);
  const first = tokens[i];
  if (!first || !/^[a-z]+$/.test(first.lower)) return undefined;
  const w = minding(raw) ? (gerundOf(first.lower) ?? first.lower) : first.lower;
  const next = tokens[i + 1];
  // "record an inspection for HV-0042": a word of a data-changing tool's name, then an article and
  // another word of one, is that change — though the word alone ("record sales") may name records.
  const made = next && /^(a|an)$/.test(next.lower) ? tokens[i + 2] : undefined;
  if (
    made &&
    made.norm !== w &&
    !REQUEST_VERBS.includes(w) &&
    change.actions.includes(w) &&
    change.actions.includes(made.norm)
  )
    return w;
  if (GENERIC.has(w) || reads.has(w) || reads.has(first.norm) || isPlural(w)) return undefined;
  if (next && readFields.has(w + next.lower)) return undefined;
  const actions = new Set(change.actions);
  if (actions.has(w) || (/^re[a-z]{4,}$/.test(w) && actions.has(w.slice(2)))) return w;
  const after = tokens.slice(i + 1);
  if (
    /^(a|an)$/.test(after[0]?.lower ?? "") &&
    after[1]?.lower === "new" &&
    after[2] &&
    actions.has(after[2].norm)
  )
    return w;
  const object = after.find((t) => !/^(the|a|an|its|their|his|her|my|our)$/.test(t.lower));
  if (
    object &&
    change.fields.includes(object.norm) &&
    !reads.has(object.norm) &&
    /\bto\s+(?:[$€£]\s?)?\d/.test(raw.slice(object.end))
  )
    return w;
  return undefined;
}

/**
 * "and the cancelled ones?", "and who's at onsite?": a question opening with "and" carries on from
 * what is in view — with rows selected it is about them, as "their …" is, never about every record.
 */
const CONTINUATION = /^and\b/i;

export function detectIntent(question: string): Intent {
  const q = question.trim();
  // "how many orders per status" is a summary of the rows: it lists them to count each group.
  const op: OperationIntent = groupingAsked(q)
    ? "list"
    : COUNT.test(q)
      ? "count"
      : DETAIL.test(q)
        ? "detail"
        : LIST.test(q.replace(ONE_ASKED, oneAsked))
          ? "list"
          : "unspecified";
  return {
    op,
    policy: guidanceAsked(q),
    deictic:
      tokenize(q).some((t) => DEICTIC.has(t.lower)) ||
      POINTED_ONE.test(q) ||
      POINTED_THERE.test(q) ||
      CONTINUATION.test(q),
    greeting: GREETING.test(q) || ((THANKS.test(q) || ACKNOWLEDGEMENT.test(q)) && q.length <= 60),
    mutation: detectMutation(q),
  };
}
