/**
 * The ranking the app and `npm run route` use (DESIGN.md §3 "Routing and budgets"): the prefilter
 * (rank.ts: BM25F + paraphrases + structural signals) fused with a plain BM25 over the whole tool
 * text, so a question the paraphrase layer misreads still finds what plain word overlap finds, and
 * each part of a multi-part request is routed on its own.
 *
 * - Fusion: score = lex/maxLex + PLAIN_WEIGHT·plain/maxPlain over the union of both top lists
 *   (CombSUM of max-normalized scores; plain BM25 counts repeated request words, as BM25's query
 *   term frequency does). Unlike reciprocal-rank fusion it keeps each ranker's margins, so a decisive
 *   structural signal still decides; the prefilter leads (PLAIN_WEIGHT < 1).
 * - Parts: a request of several sentences or clauses joined by "then", "also", "after that"… is
 *   split; each part is fused the same way and every tool gains PART_WEIGHT × its best part score,
 *   so the best tool of each part rises beside the best tool of the whole. A long message routes its
 *   first and last parts (at most MAX_PARTS): the opening states the goal and the close the latest
 *   ask, while the middle is mostly details ("My user ID is 12345.", "It was on July 10th.").
 * Reasons: the prefilter's, plus the plain BM25 terms for a tool only plain BM25 found.
 */
import { identifierWords, plural, readAbbreviations, readSlips } from "@/lib/semantics/words";
import type { RoutingIndex } from "./build-index";
import { type RankOptions, rank, round } from "./rank";
import { stem } from "./stem";
import { terms } from "./text";
import type { RankContext, Ranking, ScoredTool } from "./types";

export interface PlainHit {
  doc: number;
  score: number;
}

/** Weight of a tool's best part score beside its whole-question score. */
export const PART_WEIGHT = 0.7;
/** Weight of plain BM25 beside the prefilter (both max-normalized): the prefilter leads. */
export const PLAIN_WEIGHT = 0.5;
/**
 * At most this many parts are routed on their own (the whole question always is): the first
 * half and the last half of them, in order.
 */
export const MAX_PARTS = 4;
/** Each ranker contributes its top `limit × DEPTH` to the union. */
const DEPTH = 1;

/**
 * Docs sharing a term with the text, best first (ties by catalog order), at most `limit`. By default
 * each distinct term counts once; `queryTf` counts a term as often as the text repeats it (BM25's
 * linear query-term frequency: in a long request the repeated words are the subject).
 */
export function plainRank(
  index: RoutingIndex,
  text: string,
  limit = 40,
  opts: { allowed?: Set<number>; queryTf?: boolean } = {},
): PlainHit[] {
  const { allowed, queryTf = false } = opts;
  const score = new Map<number, number>();
  for (const t of queryTf ? terms(text) : new Set(terms(text))) {
    const p = index.plain.get(t);
    if (!p) continue;
    for (let i = 0; i < p.docs.length; i++) {
      const d = p.docs[i];
      if (allowed && !allowed.has(d)) continue;
      score.set(d, (score.get(d) ?? 0) + p.scores[i]);
    }
  }
  return [...score]
    .map(([doc, s]) => ({ doc, score: s }))
    .sort((a, b) => b.score - a.score || a.doc - b.doc)
    .slice(0, limit);
}

const PART_BREAK =
  /(?<=[.?!;])\s+|\n+|,?\s+(?:and then|then|and also|also|after that|and finally|finally)\s+/i;

const LEADING_LINK = /^(?:and then|then|and also|also|after that|and finally|finally|and)[\s,]+/i;

/** The parts of a multi-part request (two words or more each); one part for a simple question. */
export function requestParts(question: string): string[] {
  const parts = question
    .split(PART_BREAK)
    .map((p) => p.trim().replace(LEADING_LINK, ""))
    .filter((p) => p.split(/\s+/).length >= 2);
  if (parts.length <= 1) return [question];
  if (parts.length <= MAX_PARTS) return parts;
  const head = Math.ceil(MAX_PARTS / 2);
  return [...parts.slice(0, head), ...parts.slice(parts.length - (MAX_PARTS - head))];
}

interface Fused {
  score: Map<string, number>;
  lexical: Ranking;
}

function fuseOnce(
  index: RoutingIndex,
  text: string,
  ctx: RankContext,
  opts: RankOptions,
  depth: number,
): Fused {
  const lexical = rank(index, text, ctx, { ...opts, limit: depth });
  const allowed = opts.family !== undefined ? new Set(index.docsByFamily.get(opts.family) ?? []) : undefined;
  const hits = plainRank(index, text, depth, { allowed, queryTf: true });
  const score = new Map<string, number>();
  const maxLex = Math.max(0, ...lexical.tools.map((t) => t.score));
  if (maxLex > 0) for (const t of lexical.tools) if (t.score > 0) score.set(t.id, t.score / maxLex);
  const maxPlain = hits[0]?.score ?? 0;
  for (const h of hits) {
    const id = index.docs[h.doc].tool.id;
    score.set(id, (score.get(id) ?? 0) + (PLAIN_WEIGHT * h.score) / maxPlain);
  }
  return { score, lexical };
}

function plainReasons(index: RoutingIndex, question: string, doc: number): string[] {
  const out: string[] = [];
  for (const t of new Set(terms(question))) {
    const p = index.plain.get(t);
    if (p?.docs.includes(doc)) out.push(t);
  }
  return out.length > 0 ? [`plain BM25 terms ${out.slice(0, 5).join(", ")}`] : [];
}

/**
 * The catalog's own words a slip of the keyboard is read as ("custmers" → "customers"): its
 * entities' names and their plurals, and the words of declared values — as the planner reads them.
 */
function slipVocabulary(index: RoutingIndex): ReadonlySet<string> {
  const memo = index.memo.get("slip-vocabulary") as Set<string> | undefined;
  if (memo) return memo;
  const vocabulary = new Set<string>();
  for (const d of index.docs) {
    for (const w of identifierWords(d.tool.entity)) vocabulary.add(w).add(plural(w));
    for (const e of d.enumTerms)
      for (const w of e.value.toLowerCase().match(/\p{L}+/gu) ?? []) vocabulary.add(w);
  }
  index.memo.set("slip-vocabulary", vocabulary);
  return vocabulary;
}

/** `rank` fused with plain BM25 and routed part by part; same contract as `rank`. */
export function fusedRank(
  index: RoutingIndex,
  typed: string,
  ctx: RankContext = {},
  opts: RankOptions = {},
): Ranking {
  // A word of the catalog's own text is no slip, whatever word it is one letter from.
  // "msgs w/ links in #design": chat shorthand is read as the words it stands for first.
  const known = (w: string) => index.postings.has(stem(w));
  const question = readSlips(readAbbreviations(typed, known), slipVocabulary(index), known);
  const limit = opts.limit ?? 40;
  const depth = limit * DEPTH;
  const whole = fuseOnce(index, question, ctx, opts, depth);
  const score = new Map(whole.score);
  const parts = requestParts(question);
  const partOf = new Map<string, string>();
  /** The best tool of each part: kept within the returned list so every part is covered. */
  const partBest = new Set<string>();
  if (parts.length > 1) {
    const best = new Map<string, number>();
    for (const part of parts) {
      const fused = [...fuseOnce(index, part, ctx, opts, depth).score];
      let top: [string, number] | undefined;
      for (const e of fused) if (!top || e[1] > top[1] || (e[1] === top[1] && e[0] < top[0])) top = e;
      if (top) partBest.add(top[0]);
      for (const [id, s] of fused) {
        if (s > (best.get(id) ?? 0)) {
          best.set(id, s);
          partOf.set(id, part);
        }
      }
    }
    for (const [id, s] of best) score.set(id, (score.get(id) ?? 0) + PART_WEIGHT * s);
  }
  const byScore = [...score].filter(([, s]) => s > 0).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const kept = byScore.slice(0, limit);
  const missing = byScore.slice(limit).filter(([id]) => partBest.has(id));
  for (const m of missing.slice(0, Math.floor(limit / 2))) {
    // Replace the weakest tool that is no part's best.
    let at = kept.length - 1;
    while (at >= 0 && partBest.has(kept[at][0])) at--;
    if (at < 0) break;
    kept.splice(at, 1);
    kept.push(m);
  }
  const lexical = new Map(whole.lexical.tools.map((t) => [t.id, t]));
  const tools: ScoredTool[] = kept.map(([id, s]) => {
    const doc = index.byId.get(id) ?? -1;
    const reasons = [...(lexical.get(id)?.reasons ?? [])];
    if (!lexical.has(id)) reasons.push(...plainReasons(index, question, doc));
    const part = partOf.get(id);
    if (part !== undefined) reasons.push(`part of the request: "${part.slice(0, 60)}"`);
    return { id, family: index.docs[doc].tool.family, score: round(s), reasons };
  });
  return { tools, families: whole.lexical.families };
}
