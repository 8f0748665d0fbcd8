/**
 * The deterministic prefilter (DESIGN.md §1 step 3): BM25F text score over the inverted index, plus
 * structural signals, aggregated per family. Only tools that share a query term are scored — a
 * question costs the length of its terms' posting lists, not the size of the catalog.
 * Every returned score carries its reasons.
 */
import { type DocInfo, FIELDS, type RoutingIndex } from "./build-index";
import { type FamilyMentions, mentionedFamilies, withoutBrands } from "./families";
import { familyScores } from "./family-scores";
import { questionIntent } from "./intent";
import { parseQuestion, type QueryTerm } from "./query";
import { type QuestionFacts, signalReach, structuralSignals } from "./signals";
import { stem } from "./stem";
import type { RankContext, Ranking, ScoredTool } from "./types";
import { extractValues, selectionSupplies } from "./values";

export interface RankOptions {
  /** How many tools to return (with reasons). Default 40. */
  limit?: number;
  /** Restrict to one family (the router's second lookup). */
  family?: string;
  /**
   * Layers to switch on or off (ablations, plain-BM25 comparison). All on by default except
   * `wordnet` (WORDNET_DEFAULT in wordnet.ts).
   */
  features?: { synonyms?: boolean; derived?: boolean; wordnet?: boolean; signals?: boolean };
}

const MAX_TEXT_REASONS = 5;
const SOURCE_LABEL: Record<Exclude<QueryTerm["source"], "exact">, string> = {
  synonym: "synonym",
  derived: "catalog vocabulary",
  wordnet: "wordnet",
  value: "value kind",
};

function findDoc(docs: Int32Array, doc: number): number {
  let lo = 0;
  let hi = docs.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (docs[mid] === doc) return mid;
    if (docs[mid] < doc) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

function textReasons(index: RoutingIndex, terms: QueryTerm[], doc: number): string[] {
  const hits: { s: number; text: string }[] = [];
  for (const qt of terms) {
    const p = index.postings.get(qt.term);
    const at = p ? findDoc(p.docs, doc) : -1;
    if (!p || at < 0) continue;
    const s = qt.weight * p.scores[at];
    const fields = FIELDS.filter((_, i) => p.fields[at] & (1 << i)).join(",");
    const via =
      qt.source === "exact" ? `"${qt.from}"` : `"${qt.from}"→${qt.term} (${SOURCE_LABEL[qt.source]})`;
    hits.push({ s, text: `term ${via} in ${fields} +${s.toFixed(2)}` });
  }
  return hits
    .sort((a, b) => b.s - a.s)
    .slice(0, MAX_TEXT_REASONS)
    .map((h) => h.text);
}

function facts(
  question: string,
  ctx: RankContext,
  parsed: ReturnType<typeof parseQuestion>,
  mentions: FamilyMentions,
): QuestionFacts {
  const values = extractValues(question);
  const plural = new Set<string>();
  for (const w of parsed.rawWords)
    if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") && stem(w) !== w) plural.add(stem(w));
  return {
    intent: questionIntent(parsed.rawWords, values.ids.length + values.emails.length > 0),
    values,
    exactTerms: parsed.exactTerms,
    expandedTerms: new Set(parsed.terms.map((t) => t.term)),
    pluralTerms: plural,
    mentions: mentions.byFamily,
    ctx,
  };
}

/** No shared term at all ("and the next one?", "anything in Stripe?"): fall back to what the question and conversation point at. */
function contextDocs(
  index: RoutingIndex,
  ctx: RankContext,
  allowed: Set<number> | undefined,
  named: Iterable<string>,
): number[] {
  const out = new Set<number>();
  for (const f of named) for (const d of index.docsByFamily.get(f) ?? []) out.add(d);
  for (const f of ctx.recentFamilies ?? []) for (const d of index.docsByFamily.get(f) ?? []) out.add(d);
  if (ctx.selection) {
    index.docs.forEach((doc: DocInfo, d) => {
      if (doc.inputs.some((i) => selectionSupplies(i.name, doc.tool.entity, ctx.selection) === "identity"))
        out.add(d);
    });
  }
  return [...out].filter((d) => !allowed || allowed.has(d));
}

export function rank(
  index: RoutingIndex,
  question: string,
  ctx: RankContext = {},
  opts: RankOptions = {},
): Ranking {
  const limit = opts.limit ?? 40;
  const features = opts.features ?? {};
  const mentions =
    features.signals === false
      ? { byFamily: new Map(), brandSpans: [] }
      : mentionedFamilies(index.families, question);
  const parsed = parseQuestion(index, withoutBrands(question, mentions.brandSpans), features);
  const allowed = opts.family !== undefined ? new Set(index.docsByFamily.get(opts.family) ?? []) : undefined;
  const text = new Float64Array(index.docs.length);
  let touched: number[] = [];
  for (const qt of parsed.terms) {
    const p = index.postings.get(qt.term);
    if (!p) continue;
    for (let i = 0; i < p.docs.length; i++) {
      const d = p.docs[i];
      if (allowed && !allowed.has(d)) continue;
      if (text[d] === 0) touched.push(d);
      text[d] += qt.weight * p.scores[i];
    }
  }
  let maxText = 0;
  for (const d of touched) if (text[d] > maxText) maxText = text[d];
  if (touched.length === 0) {
    touched = contextDocs(index, ctx, allowed, mentions.byFamily.keys());
    maxText = 1;
  }

  const q = facts(question, ctx, parsed, mentions);
  const final = new Float64Array(index.docs.length);
  const signalReasons = new Map<number, string[]>();
  // Signals in descending text order, skipping tools that could not reach the top `limit` even with
  // every bonus: exact for the returned list, and keeps common words cheap on large catalogs.
  const byText = [...touched].sort((a, b) => text[b] - text[a]);
  const best: number[] = []; // top `limit` final scores so far, descending
  for (const d of byText) {
    final[d] = text[d];
    if (best.length >= limit && text[d] + maxText * signalReach(index.docs[d], q) < best[limit - 1]) continue;
    if (features.signals !== false) {
      const s = structuralSignals(index.docs[d], q);
      final[d] += maxText * s.bonus;
      signalReasons.set(d, s.reasons);
    }
    let at = best.length;
    while (at > 0 && best[at - 1] < final[d]) at--;
    best.splice(at, 0, final[d]);
    if (best.length > limit) best.pop();
  }
  const cutoff = best.length >= limit ? best[limit - 1] : Number.NEGATIVE_INFINITY;
  const byId = (a: number, b: number) => (index.docs[a].tool.id < index.docs[b].tool.id ? -1 : 1);
  const top = touched.filter((d) => final[d] >= cutoff).sort((a, b) => final[b] - final[a] || byId(a, b));

  const tools: ScoredTool[] = top.slice(0, limit).map((d) => ({
    id: index.docs[d].tool.id,
    family: index.docs[d].tool.family,
    score: round(final[d]),
    reasons: [...textReasons(index, parsed.terms, d), ...(signalReasons.get(d) ?? [])],
  }));
  return { tools, families: familyScores(index, touched, final, q.mentions) };
}

export function round(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}
