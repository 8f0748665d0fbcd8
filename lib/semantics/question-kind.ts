/**
 * What kind of answer a question asks for, from its wording alone — shared by routing (the
 * knowledge base joins every route of a guidance question) and planning (documents first).
 * `strong`: it names a rule-like subject (policy, warranty, terms); `weak`: it asks how, why,
 * whether or if something is allowed, which documents or data may answer.
 */
import { isPlural, singular } from "./words";

/**
 * Leading courtesy that does not change what is asked: "could you please", "could you kindly", "pls",
 * "can u", "would you mind", "I want to", … — one reading for the planner's intent and the summary's command.
 */
export const REQUEST_LEAD =
  /^(?:(?:hey|hi|ok|okay|so|now|then|and)[\s,]+)*(?:(?:please|pls|plz|kindly)\s+)?(?:(?:would|do)\s+(?:you|u)\s+mind\s+|(?:can|could|would|will)\s+(?:you|u)\s+(?:(?:please|pls|plz|kindly)\s+)?|(?:i|we)\s+(?:want|need|would like|'d like|wish)\s+(?:you\s+)?to\s+|help\s+me\s+|go ahead and\s+|let's\s+|(?:please|pls|plz|kindly)\s+)*/i;

const STRONG =
  /^(?:(?:and|so|but)\s+)?why\b|\b(polic(y|ies)|terms|conditions|warrant(y|ies)|guarantees?|guidelines?|procedures?|slas?|faqs?|rules?|eligib(le|ility)|allowed|permitted|entitled)\b/i;
function maskRecords(q: string, records: ReadonlySet<string>): string {
  return q.replace(/\p{L}+(?=(\s+\S*\d)?)/gu, (word, id: string | undefined) => {
    const w = word.toLowerCase();
    return records.has(singular(w)) && (isPlural(w) || id !== undefined) ? "records" : word;
  });
}
const WEAK =
  /^(?:(?:and|so|ok|okay|hi|hey)[\s,]+)?(how (do|does|can|could|should|long|soon|much time|often)|why\b|what happens|what (is|are) the (process|steps|rules?|options?|requirements?)|is it (possible|allowed|ok)|am i|are we|are you|can (i|we|customers?)|could (i|we)|may (i|we)|should (i|we)|(do|does|did) (i|we|you|they|it|customers?|the \w+) |whether|if i\b)/i;

/** Verbs that change data: "can I cancel…" asks what the rules allow, it is not a data lookup. */
export const ACTION_VERBS = new Set(
  `cancel refund update delete remove change modify edit create add set reroute rename archive approve reject
  close reopen pay charge send email issue void reset move assign mark book reserve submit transfer replace
  return restock ship unsubscribe subscribe block unblock disable enable exchange swap split merge
  schedule dispatch allocate upgrade downgrade suspend activate deactivate renew invite revoke grant publish
  unpublish deploy restart terminate escalate notify upload import insert retry rollback
  increase decrease discount fire hire dismiss promote demote onboard offboard ban kick lock unlock
  pause unpause freeze unfreeze snooze postpone waive resolve acknowledge ack mute silence deny decline register
  enroll enrol unenroll tag label flag star pin lend borrow delay divert extend install scale drain cordon`.split(
    /\s+/,
  ),
);

/**
 * Verbs with a particle that change data, said as a command: "check in KJ4M8T", "check Tomas Berg
 * in", "write off the invoice". "check out" is not one: "check out the new orders" asks to look.
 */
const ACTION_PHRASES = new Set(
  `check in|sign off|write off|call off|hand over|shut down|turn off|turn on|switch off|switch on|scale up|scale down|spin up|tear down|clock in|clock out`.split(
    "|",
  ),
);

/** "check in", "write off": a data-changing verb and its particle ({@link ACTION_PHRASES}). */
export function isActionPhrase(phrase: string): boolean {
  return ACTION_PHRASES.has(phrase.toLowerCase());
}

/** A data-changing verb, also with a repeat or undo prefix: "reassign", "resend", "unassign". */
export function isActionVerb(word: string): boolean {
  const w = word.toLowerCase();
  return ACTION_VERBS.has(w) || (/^(re|un)[a-z]{4,}$/.test(w) && ACTION_VERBS.has(w.slice(2)));
}
const PERMISSION =
  /^(?:(?:and|so|but)\s+)?(?:can|could|may|should|am i allowed to|are we allowed to|is it possible to)\s+(?:i|we|you|customers?|a customer|someone)?\s*(?:still\s+)?([a-z]+)/i;
const YES_NO = /^(?:(?:and|so|but)\s+)?(do|does|did|is|are|will|would|what should|what can|what do)\s+\w+/i;

export type GuidanceStrength = "strong" | "weak";

const EXISTS =
  /^(?:(?:and|so|but|ok|okay|hi|hey)[\s,]+)?(?:is there|are there|do we have|have we got|do you have)\s+(?:(?:a|an|any|some)\s+)?(.*)$/i;
/** What may follow the records asked after: the end, or a word that opens what narrows them. */
const NARROWING =
  /^(?:called|named|in|on|at|with|by|from|for|that|which|who|whose|of|about|under|over|than|where|left|still|currently|right)$/i;

/**
 * "is there a member called Isla Quinn?", "are there any suppliers in Japan?": whether records
 * exist — the records named (a data tool's entity, after at most two words that describe them), then
 * the end or a word that narrows them. "is there a member discount?" names no records that way.
 */
function asksRecordsExist(q: string, records: ReadonlySet<string>): boolean {
  const rest = EXISTS.exec(q)?.[1];
  if (!rest) return false;
  const words = rest.split(/[\s?.!,]+/).filter(Boolean);
  for (let k = 0; k <= 2 && k < words.length; k++) {
    const next = words[k + 1];
    if (records.has(singular(words[k].toLowerCase())) && (next === undefined || NARROWING.test(next)))
      return true;
  }
  return false;
}

/**
 * `records`: the entities data tools list (singular). A rule word that is one of them, written as
 * its records are — in the plural ("policies expiring next month") or before an identifier ("policy
 * POL-2023-00417") — names those records, not a rule ("the cancellation policy").
 */
export function guidanceAsked(question: string, records?: ReadonlySet<string>): GuidanceStrength | undefined {
  const q = records ? maskRecords(question.trim(), records) : question.trim();
  if (STRONG.test(q)) return "strong";
  const verb = PERMISSION.exec(q)?.[1]?.toLowerCase();
  if (verb && isActionVerb(verb)) return "strong";
  if (records && asksRecordsExist(question.trim(), records)) return undefined;
  if (YES_NO.test(q)) return "weak";
  if (WEAK.test(q)) return "weak";
  return undefined;
}

/**
 * A question joined of two ("what's the refund policy, and how many paid invoices does Amara have?",
 * "is there a warranty? which orders are past it?"): its parts, split where a new question opens —
 * after "?", or after a comma, "and", "also" or "plus" before a question word. One part when it is one question.
 */
export function questionParts(question: string): string[] {
  return question
    .split(
      /\?\s+|[,;]\s*(?:(?:and|also|plus)\s+)?(?=(?:how|what|what's|which|who|whose|when|where|why|is|are|was|were|does|do|did|has|have|can|could)\b)|\s+(?:and|also|plus)\s+(?=(?:how|what|what's|which|who|whose|when|where|why|is|are|was|were|does|do|did|has|have|can|could)\b)/i,
    )
    .map((p) => p.trim())
    .filter((p) => /\p{L}/u.test(p));
}

/**
 * Of a question joined of a guidance ask and a data ask, the guidance part alone (what the knowledge
 * base is searched with: the data part's words would rank other documents first). A data part asks
 * for no guidance at all and names records (`asksData`); undefined unless some part is each.
 */
export function guidancePart(question: string, asksData: (part: string) => boolean): string | undefined {
  const parts = questionParts(question);
  if (parts.length < 2) return undefined;
  const data = parts.filter((p) => guidanceAsked(p) === undefined && asksData(p));
  const asks = parts.filter((p) => guidanceAsked(p) === "strong");
  return asks.length > 0 && data.length > 0 && asks.length + data.length === parts.length
    ? asks.join(" ")
    : undefined;
}

/** "Who drove this trip?", "whose order is this": the question asks for a person or party, not a record of the subject. */
export function asksWho(question: string): boolean {
  return /^\s*(?:(?:and|so|but)\s+)?(?:who|whose|whom)\b/i.test(question);
}

/** "when was it made?", "what year did Inception come out?", "Joker release date": the question asks a time. */
export function asksTime(question: string): boolean {
  return /\b(?:when|year|date)\b/i.test(question);
}

/** "their email", "this order", "its status": the question points at something already in view. */
export function pointsAtSomething(question: string): boolean {
  return /\b(this|these|their|theirs|them|its|his|her|it)\b/i.test(question);
}
