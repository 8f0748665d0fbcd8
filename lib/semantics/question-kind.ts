/**
 * What kind of answer a question asks for, from its wording alone — shared by routing (the
 * knowledge base joins every route of a guidance question) and planning (documents first).
 * `strong`: it names a rule-like subject (policy, warranty, terms); `weak`: it asks how, why,
 * whether or if something is allowed, which documents or data may answer.
 */
const STRONG =
  /^(?:(?:and|so|but)\s+)?why\b|\b(polic(y|ies)|terms|conditions|warrant(y|ies)|guarantees?|guidelines?|procedures?|slas?|faqs?|rules?|eligib(le|ility)|allowed|permitted|entitled)\b/i;
const WEAK =
  /^(?:(?:and|so|ok|okay|hi|hey)[\s,]+)?(how (do|does|can|could|should|long|soon|much time|often)|why\b|what happens|what (is|are) the (process|steps|rules?|options?|requirements?)|is it (possible|allowed|ok)|am i|are we|are you|can (i|we|customers?)|could (i|we)|may (i|we)|should (i|we)|(do|does|did) (i|we|you|they|it|customers?|the \w+) |whether|if i\b)/i;

export type GuidanceStrength = "strong" | "weak";

export function guidanceAsked(question: string): GuidanceStrength | undefined {
  const q = question.trim();
  if (STRONG.test(q)) return "strong";
  if (WEAK.test(q)) return "weak";
  return undefined;
}
