/**
 * "what does supplier 13 sell?", "what did client K-7 borrow?": the record the identifier names is
 * the subject of the verb, and "what" asks for the verb's object — records of another kind that
 * refer to it — never the record itself. Shown alone, the record would read as the answer. The
 * record answers only when one of its declared fields is a form of the verb ("what does order 5
 * cost?" with a `cost`). Otherwise a list of another kind that takes the same identifier answers:
 * the one whose records the verb names ("order" of orders), else the only one; several are asked
 * about, each a choice — never guessed.
 */
import { declaredRecordShape } from "@/lib/semantics/declared-paths";
import { formOfVerb, isVerbLemma } from "@/lib/semantics/english";
import { identifierParts, identifierWords, plural } from "@/lib/semantics/words";
import type { ParsedQuestion } from "./question";
import { expectFor, type Scored } from "./score";
import { singular } from "./text";

const AUXILIARIES = new Set(["do", "does", "did"]);

/** The verb after "what do/does/did <entity> <id>", with the identifier; undefined for other shapes. */
function subjectVerb(pq: ParsedQuestion, own: string, id: string): string | undefined {
  const t = pq.tokens;
  const start = t.findIndex((x) => x.lower === "what");
  if (start < 0 || !AUXILIARIES.has(t[start + 1]?.lower ?? "")) return undefined;
  const at = t.findIndex((x, i) => i > start + 1 && x.text.toLowerCase() === id.toLowerCase());
  if (at < 0) return undefined;
  // Only the record's own noun stands between the auxiliary and the identifier ("supplier 13").
  const between = t.slice(start + 2, at).map((x) => singular(x.lower));
  const ownWords = identifierWords(own).map(singular);
  if (between.length === 0 || between.some((w) => !ownWords.includes(w))) return undefined;
  const verb = t[at + 1]?.lower;
  return verb && isVerbLemma(verb) && !AUXILIARIES.has(verb) && verb !== "have" && verb !== "be"
    ? verb
    : undefined;
}

export type SubjectRecordOutcome = { answer: Scored } | { ask: string; among: Scored[] };

export function recordAsSubject(
  best: Scored,
  ranked: readonly Scored[],
  pq: ParsedQuestion,
): SubjectRecordOutcome | undefined {
  const { binding } = best;
  if (expectFor(best.cap) !== "one" || best.chain || binding.fromSelection.length > 0) return undefined;
  if (binding.identified.length !== 1) return undefined;
  const id = String(binding.args[binding.identified[0] ?? ""]);
  const own = singular(best.cap.entity.toLowerCase());
  const verb = subjectVerb(pq, own, id);
  if (!verb) return undefined;
  const shape = declaredRecordShape(best.cap);
  if ([...shape.paths.keys()].some((path) => identifierParts(path).some((w) => formOfVerb(w, verb))))
    return undefined;
  const same = (v: unknown) =>
    (typeof v === "string" || typeof v === "number") && String(v).toLowerCase() === id.toLowerCase();
  const others = ranked.filter(
    (s) =>
      s.feasible &&
      s.relevant &&
      !s.chain &&
      expectFor(s.cap) === "many" &&
      singular(s.cap.entity.toLowerCase()) !== own &&
      // The verb itself is left over where no parameter takes it; nothing else may be.
      s.binding.unexpressed.every((u) => u.toLowerCase() === verb) &&
      Object.values(s.binding.args).some(same),
  );
  const named = others.filter((s) => identifierWords(s.cap.entity).some((w) => formOfVerb(w, verb)));
  const [only] = named.length === 1 ? named : others;
  if (only && (named.length === 1 || others.length === 1)) return { answer: only };
  if (others.length === 0) return undefined;
  const kinds = [...new Set(others.map((s) => singular(s.cap.entity)))];
  return {
    ask: `Which records of ${own} ${id} do you mean: ${kinds.map((k) => plural(k)).join(" or ")}? The ${own} itself does not say.`,
    among: others,
  };
}
