/**
 * Vocabulary derived from the catalog itself, the second half of the paraphrase layer: it needs no
 * table and adapts to whatever catalog is indexed.
 * - morphology: a question term that is a prefix of catalog terms, or extends one (`repo` ↔
 *   `repositori`, `config` ↔ `configur`) — catches what the stemmer leaves apart;
 * - co-occurrence: terms that appear in most tools that mention a rare question term (topic siblings),
 *   weighted lowest because association is weaker evidence than a synonym;
 * - initialisms: a word written in capitals ("PO", "POs") that spells the initials of consecutive
 *   words of a tool's name (`PurchaseOrders_List`) stands for those words, as "PR" for "pull request".
 * Both are memoized per index; an index is immutable, so entries never go stale.
 */
import type { RoutingIndex } from "./build-index";
import { stem } from "./stem";
import { ABBREVIATION_WEIGHT, type Expansion } from "./synonyms";
import { STOPWORDS, splitIdentifier } from "./text";

export const MORPH_WEIGHT = 0.35;
export const COOCCURRENCE_WEIGHT = 0.15;
const MIN_PREFIX = 4;

function df(index: RoutingIndex, term: string): number {
  return index.postings.get(term)?.docs.length ?? 0;
}

function lowerBound(sorted: string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function morphology(index: RoutingIndex, term: string): Expansion[] {
  if (term.length < MIN_PREFIX || /[^a-z]/.test(term)) return [];
  const out: string[] = [];
  const vocab = index.vocabulary;
  for (let i = lowerBound(vocab, term); i < vocab.length && vocab[i].startsWith(term); i++) {
    if (vocab[i] !== term && vocab[i].length <= term.length + 6) out.push(vocab[i]);
  }
  out.sort((a, b) => df(index, b) - df(index, a) || (a < b ? -1 : 1));
  const picked = out.slice(0, 3);
  // A catalog term the question word extends (`repositories` → `repo`): long enough to not be a new word.
  for (let len = term.length - 1; len >= Math.max(MIN_PREFIX + 1, Math.ceil(term.length * 0.7)); len--) {
    const prefix = term.slice(0, len);
    if (index.postings.has(prefix)) {
      picked.push(prefix);
      break;
    }
  }
  return picked.map((t) => ({ term: t, weight: MORPH_WEIGHT, from: term }));
}

function cooccurrence(index: RoutingIndex, term: string): Expansion[] {
  const posting = index.postings.get(term);
  const n = index.docs.length;
  if (!posting || posting.docs.length < 2 || posting.docs.length > Math.max(20, n * 0.02)) return [];
  const counts = new Map<string, number>();
  for (const doc of posting.docs) {
    for (const t of index.docs[doc].topicTerms) if (t !== term) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  const dfA = posting.docs.length;
  return [...counts]
    .filter(([t, c]) => c >= 2 && c / dfA >= 0.5 && df(index, t) <= n * 0.1)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 3)
    .map(([t, c]) => ({ term: t, weight: COOCCURRENCE_WEIGHT * (c / dfA), from: term }));
}

/** Derived expansions of one question term (excluding the term itself). */
export function derivedExpansions(index: RoutingIndex, term: string): Expansion[] {
  const key = `derived:${term}`;
  const hit = index.memo.get(key) as Expansion[] | undefined;
  if (hit) return hit;
  const out = [...morphology(index, term), ...cooccurrence(index, term)];
  // Questions are unbounded; keep the memo bounded on a long-lived index.
  if (index.memo.size > 20_000) index.memo.clear();
  index.memo.set(key, out);
  return out;
}

/** Initials of 2–3 consecutive words of a tool name → the runs of stems they stand for (`po` → "purchas order"). */
function initialsOf(index: RoutingIndex): Map<string, Set<string>> {
  const hit = index.memo.get("initials") as Map<string, Set<string>> | undefined;
  if (hit) return hit;
  const out = new Map<string, Set<string>>();
  for (const doc of index.docs) {
    for (const chunk of doc.tool.localName.split(/[^A-Za-z]+/)) {
      const parts = splitIdentifier(chunk).filter((w) => w !== chunk.toLowerCase());
      for (let i = 0; i < parts.length; i++)
        for (let n = 2; n <= 3 && i + n <= parts.length; n++) {
          const run = parts.slice(i, i + n);
          if (run.some((w) => w.length < 3)) continue;
          const key = run.map((w) => w[0]).join("");
          const runs = out.get(key) ?? new Set<string>();
          runs.add(run.map(stem).join(" "));
          out.set(key, runs);
        }
    }
  }
  index.memo.set("initials", out);
  return out;
}

/**
 * "show PO 10248", "cancelled POs": a word in capitals (a plural `s` allowed) that is no word of the
 * catalog and spells the initials of consecutive words of a tool name expands to those words. One
 * reading only: initials two different names share say nothing.
 */
export function initialismExpansions(index: RoutingIndex, question: string): Expansion[] {
  const out: Expansion[] = [];
  for (const m of question.matchAll(/(?<![\p{L}\p{N}])(\p{Lu}{2,3})s?(?![\p{L}\p{N}])/gu)) {
    const key = (m[1] ?? "").toLowerCase();
    if (STOPWORDS.has(key) || index.postings.has(stem(key))) continue;
    const runs = initialsOf(index).get(key);
    const [run] = runs ?? [];
    if (!run || (runs?.size ?? 0) > 1) continue;
    for (const term of run.split(" ")) out.push({ term, weight: ABBREVIATION_WEIGHT, from: m[0] });
  }
  return out;
}
