/**
 * What kind of request a question is, from its wording alone: a data change (refused: this release
 * only reads), a greeting, a policy/how-to question, and which operation it asks for
 * (count / detail / list). Entity and tool choice come later, from the candidates' schemas.
 */
import { groupingAsked } from "@/lib/semantics/grouping";
import { guidanceAsked, isActionVerb } from "@/lib/semantics/question-kind";
import { DEICTIC, tokenize } from "./text";

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

/** Leading courtesy that does not change what is asked: "could you please", "I want to", … */
const LEAD =
  /^(?:(?:hey|hi|ok|okay|so|now|then|and)[\s,]+)*(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?|(?:i|we)\s+(?:want|need|would like|'d like|wish)\s+(?:you\s+)?to\s+|help\s+me\s+|go ahead and\s+|let's\s+|please\s+)*/i;

const COUNT = /\b(how many|number of|count)\b/i;
const DETAIL =
  /\b(details?|detailed|more about|more info|information (about|on)|info (about|on)|tell me (more )?about|describe|breakdown|full record|line items)\b/i;
const LIST = /\b(list|all|every|search|find|which)\b/i;
const THANKS = /^(thanks|thank you|thx|cheers|great|perfect|ok|okay|cool|got it)\b[^?]*$/i;
const GREETING =
  /^(hi|hello|hey|ciao|thanks|thank you|good (morning|afternoon|evening))\b[\s!.,]*(there)?[\s!.,]*$/i;

export function detectMutation(question: string): string | undefined {
  const rest = question.trim().replace(LEAD, "");
  const first = rest.match(/^[A-Za-z]+/)?.[0]?.toLowerCase();
  return first && isActionVerb(first) ? first : undefined;
}

export function detectIntent(question: string): Intent {
  const q = question.trim();
  // "how many orders per status" is a summary of the rows: it lists them to count each group.
  const op: OperationIntent = groupingAsked(q)
    ? "list"
    : COUNT.test(q)
      ? "count"
      : DETAIL.test(q)
        ? "detail"
        : LIST.test(q)
          ? "list"
          : "unspecified";
  return {
    op,
    policy: guidanceAsked(q),
    deictic: tokenize(q).some((t) => DEICTIC.has(t.lower)),
    greeting: GREETING.test(q) || (THANKS.test(q) && q.length <= 60),
    mutation: detectMutation(q),
  };
}
