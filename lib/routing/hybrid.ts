/**
 * Optional hybrid scoring (DESIGN.md §8: paraphrase is the main failure of lexical ranking; "optional
 * embeddings when a provider is configured"). The lexical prefilter runs as in `route`; the question
 * and each eligible capability's card text are embedded, and the two rankings are fused before the
 * same post-ranking steps (`routeFromRanking`: producers, ≤ 8 bound, schema budget, cards).
 *
 * Fusion rule — normalized weighted sum, lexical-dominant:
 *   score = (1 − W)·lex/maxLex + W·cosNorm,   W = 0.4,   cosNorm = (cos − minCos)/(maxCos − minCos)
 * over the eligible capabilities of this question (0 for all when every cosine is equal).
 * Why not reciprocal-rank fusion: ranks discard the lexical score's margin, which carries the
 * structural signals an embedding cannot see (entity named, selection supplies the identity, family
 * mentioned); with RRF a noisy embedding rank ties a lexical winner that leads by far ("and the next
 * one?" embeds to noise). Cosines are min-max normalized per question because their scale differs by
 * model. With W < 0.5 an embedding-only tool (at most W) never outranks the lexical best (at least
 * 1 − W): the embedding reorders and fills the candidate list, and decides alone only when nothing
 * matches lexically — the paraphrase case. Embedding-only tools enter from the embedding's top
 * `maxCandidates` with a positive cosine, so an unrelated question still gets at most 8 candidates.
 *
 * Card texts are embedded once per definition (cache keyed by definitionHash and the card text, owned
 * by the caller per process and bounded); the question is embedded with any missing cards in one call.
 * An embedding failure never fails the turn: lexical ranking only, diagnostic
 * `routing:embedding_unavailable`. The family lookup (`expandFamily`) stays lexical.
 */

import type { RoutingIndex } from "./build-index";
import { toCard } from "./cards";
import { fusedRank } from "./fusion";
import {
  emptyRoute,
  indexFor,
  MAX_CANDIDATES,
  type Route,
  type RouteOptions,
  rankLimit,
  routeFromRanking,
  withStructuralCandidates,
} from "./router";
import type { RankContext, Ranking, RoutableTool, RouteDiagnostic, ScoredTool } from "./types";

/** One vector per text, in the order given. */
export interface Embedder {
  embed(texts: string[]): Promise<number[][]>;
}

/** Card-text vectors by `cacheKey`; Map insertion order is the eviction order (least recent first). */
export type EmbeddingCache = Map<string, Float32Array>;

export const HYBRID_EMBEDDING_WEIGHT = 0.4;
/** ≈ 50 MB at 1,536 dimensions; larger catalogs re-embed their overflow each turn. */
export const MAX_CACHED_EMBEDDINGS = 8_192;
export const EMBEDDING_TIMEOUT_MS = 4_000;

export interface HybridRouteOptions extends RouteOptions {
  embedder: Embedder;
  cache: EmbeddingCache;
  /** A slower call falls back to lexical for this turn; its card vectors still fill the cache. */
  timeoutMs?: number;
  maxCached?: number;
}

type HashedTool = RoutableTool & { definitionHash?: string };

/** What is embedded for a capability: structure and the sanitized one-line summary, never raw `_meta`. */
export function cardText(cap: RoutableTool): string {
  const card = toCard(cap);
  const inputs = card.inputs.filter((i) => !i.startsWith("+")).map((i) => i.replace(/\*$/, ""));
  return [
    card.id,
    `${card.entity} ${card.operation}`,
    inputs.length > 0 ? `inputs: ${inputs.join(", ")}` : "",
    card.summary,
  ]
    .filter((line) => line !== "")
    .join("\n");
}

/**
 * The definition hash names the pinned remote definition; the card text guards raw catalogs (no hash),
 * fixtures that reuse one, and host-side changes to the card under an unchanged definition.
 */
const cacheKey = (cap: HashedTool, text: string) => `${cap.definitionHash ?? ""}\n${text}`;
const CARD_TEXTS = "hybrid:card-texts";

class EmbeddingUnavailable extends Error {}

function toVectors(raw: unknown, count: number): Float32Array[] {
  if (!Array.isArray(raw) || raw.length !== count)
    throw new EmbeddingUnavailable(
      `expected ${count} vectors, got ${Array.isArray(raw) ? raw.length : "none"}`,
    );
  const dims = Array.isArray(raw[0]) ? raw[0].length : 0;
  return raw.map((v) => {
    if (!Array.isArray(v) || v.length !== dims || dims === 0 || !v.every(Number.isFinite))
      throw new EmbeddingUnavailable("vectors of unequal or zero dimension, or not numbers");
    return Float32Array.from(v);
  });
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new EmbeddingUnavailable(`the embedding call took longer than ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

function remember(cache: EmbeddingCache, key: string, vector: Float32Array, max: number) {
  cache.delete(key);
  cache.set(key, vector);
  for (const oldest of cache.keys()) {
    if (cache.size <= max) break;
    cache.delete(oldest);
  }
}

/** Vectors of every eligible card and of the question, embedding only the cards not cached. */
async function embedAll(
  index: RoutingIndex,
  question: string,
  opts: HybridRouteOptions,
): Promise<{ cards: Float32Array[]; question: Float32Array }> {
  const max = opts.maxCached ?? MAX_CACHED_EMBEDDINGS;
  // An index never changes once built, so its card texts are computed once per index.
  let cardTexts = index.memo.get(CARD_TEXTS) as string[] | undefined;
  if (!cardTexts) {
    cardTexts = index.docs.map((d) => cardText(d.tool));
    index.memo.set(CARD_TEXTS, cardTexts);
  }
  const textOf = new Map<string, string>();
  const keys = index.docs.map((d, i) => {
    const key = cacheKey(d.tool, cardTexts[i]);
    textOf.set(key, cardTexts[i]);
    return key;
  });
  const cards: (Float32Array | undefined)[] = keys.map((k) => opts.cache.get(k));
  const missing = [...new Set(keys.filter((_, i) => cards[i] === undefined))];
  // Cached vectors are read before any eviction below, so a catalog larger than the bound still routes.
  for (const [i, k] of keys.entries()) if (cards[i]) remember(opts.cache, k, cards[i], max);
  const texts = missing.map((k) => textOf.get(k) ?? "");
  const call = Promise.resolve()
    .then(() => opts.embedder.embed([...texts, question]))
    .then((raw) => {
      const vectors = toVectors(raw, texts.length + 1);
      missing.forEach((k, i) => {
        remember(opts.cache, k, vectors[i], max);
      });
      return vectors;
    });
  call.catch(() => undefined); // a late failure after the timeout is not an unhandled rejection
  const vectors = await withTimeout(call, opts.timeoutMs ?? EMBEDDING_TIMEOUT_MS);
  const fresh = new Map(missing.map((k, i) => [k, vectors[i]]));
  const q = vectors[texts.length];
  const all = keys.map((k, i) => cards[i] ?? fresh.get(k) ?? new Float32Array(0));
  const stale = keys.filter((_, i) => all[i].length !== q.length);
  if (stale.length > 0) {
    // A cache from another model: forget those entries so the next turn re-embeds them.
    for (const k of stale) opts.cache.delete(k);
    throw new EmbeddingUnavailable("cached card vectors have another dimension than the question's");
  }
  return { cards: all, question: q };
}

function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
}

const round = (x: number) => Math.round(x * 10_000) / 10_000;

/** The fusion rule of the module comment; every lexical reason is kept. */
function fuseRanking(
  tools: readonly RoutableTool[],
  lexical: Ranking,
  cos: readonly number[],
  opts: { limit: number; embeddingTop?: number; weight?: number },
): Ranking {
  const w = opts.weight ?? HYBRID_EMBEDDING_WEIGHT;
  const at = new Map(tools.map((t, i) => [t.id, i]));
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const c of cos) {
    lo = Math.min(lo, c);
    hi = Math.max(hi, c);
  }
  const norm = (i: number) => (hi - lo > 1e-9 ? (cos[i] - lo) / (hi - lo) : 0);
  const reason = (i: number) => `embedding cos ${cos[i].toFixed(2)}`;
  const maxLex = Math.max(0, ...lexical.tools.map((t) => t.score));
  const fused = new Map<string, ScoredTool>();
  for (const t of lexical.tools) {
    const i = at.get(t.id);
    if (i === undefined) continue;
    const lex = maxLex > 0 ? t.score / maxLex : 0;
    fused.set(t.id, { ...t, score: round((1 - w) * lex + w * norm(i)), reasons: [...t.reasons, reason(i)] });
  }
  const byCos = tools
    .map((_, i) => i)
    .sort((a, b) => cos[b] - cos[a] || (tools[a].id < tools[b].id ? -1 : 1));
  for (const i of byCos.slice(0, opts.embeddingTop ?? MAX_CANDIDATES)) {
    const t = tools[i];
    if (fused.has(t.id) || cos[i] <= 0 || norm(i) <= 0) continue;
    fused.set(t.id, { id: t.id, family: t.family, score: round(w * norm(i)), reasons: [reason(i)] });
  }
  const ranked = [...fused.values()]
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1))
    .slice(0, opts.limit);
  return { tools: ranked, families: lexical.families };
}

export async function routeHybrid(
  snapshotCaps: readonly RoutableTool[],
  question: string,
  ctx: RankContext,
  opts: HybridRouteOptions,
): Promise<Route> {
  const index = opts.index ?? indexFor(snapshotCaps);
  const empty = emptyRoute(index);
  if (empty) return empty;
  const limit = rankLimit(opts);
  const max = opts.maxCandidates ?? MAX_CANDIDATES;
  const lexical = fusedRank(index, question, ctx, { limit });
  if (question.trim() === "") return routeFromRanking(index, lexical, ctx, opts);
  const tools = index.docs.map((d) => d.tool);
  let vectors: Awaited<ReturnType<typeof embedAll>>;
  try {
    vectors = await embedAll(index, question, opts);
  } catch (err) {
    // Never fails the turn. The provider's message may echo request details: only its class is kept.
    const why =
      err instanceof EmbeddingUnavailable
        ? err.message
        : `${(err as Error)?.name ?? "error"} from the provider`;
    const diagnostic: RouteDiagnostic = {
      code: "routing:embedding_unavailable",
      message: `embedding unavailable (${why}); lexical ranking only`,
    };
    const fallback = routeFromRanking(index, lexical, ctx, opts, [diagnostic]);
    return withStructuralCandidates(fallback, index, question, ctx, max);
  }
  const cos = vectors.cards.map((v) => cosine(vectors.question, v));
  const ranking = fuseRanking(tools, lexical, cos, {
    limit,
    embeddingTop: opts.maxCandidates ?? MAX_CANDIDATES,
  });
  return withStructuralCandidates(routeFromRanking(index, ranking, ctx, opts), index, question, ctx, max);
}
