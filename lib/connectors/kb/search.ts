/**
 * Knowledge-base search through the database's own full-text search, behind one interface:
 * SQLite FTS5 (table KbChunkFts, kept by triggers) or PostgreSQL tsvector (GIN expression index).
 * Always scoped to one tenant and project.
 */
import type { Db } from "@/lib/db/client";
import { providerOf } from "@/lib/db/client";
import { kbChunksMatching } from "@/lib/db/repositories/kb";
import { untilAborted } from "../mcp/budget";

/** One search result, shaped as the `kb:search` capability's declared output (KB_OUTPUT_SCHEMA). */
export interface KbHit {
  chunk_id: string;
  document_id: string;
  title: string;
  section: string;
  text: string;
  score: number;
}

const STOP = new Set([
  "the",
  "a",
  "an",
  "is",
  "are",
  "what",
  "how",
  "do",
  "does",
  "our",
  "we",
  "i",
  "of",
  "for",
  "to",
  "in",
  "on",
  "and",
  "or",
  "my",
  "me",
  "your",
  "can",
  "about",
  "tell",
  "with",
  "policy",
]);

/** Terms safe to pass to either engine: words only, OR-combined (ranking does the rest). */
export function kbTerms(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const kept = words.filter((w) => w.length > 1 && !STOP.has(w));
  return [...new Set(kept.length ? kept : words)].slice(0, 12);
}

/** A query cannot be cancelled once sent; a cancelled turn stops waiting for it. */
const whileOpen = <T>(query: Promise<T>, signal?: AbortSignal) =>
  signal ? untilAborted(query, signal) : query;

export async function searchKb(
  db: Db,
  scope: { tenantId: string; projectId: string; dbUrl: string },
  query: string,
  limit = 5,
  opts: { signal?: AbortSignal } = {},
): Promise<KbHit[]> {
  // The turn's signal: a cancelled or timed-out turn sends no query and stops waiting for one.
  opts.signal?.throwIfAborted();
  const terms = kbTerms(query);
  if (terms.length === 0) return [];
  const lim = Math.min(Math.max(limit, 1), 20);
  const rows = await whileOpen(
    kbChunksMatching(db, { ...scope, provider: providerOf(scope.dbUrl) }, terms, lim * 4),
    opts.signal,
  );
  return rerank(rows, terms)
    .slice(0, lim)
    .map((r) => ({
      chunk_id: r.chunk_id,
      document_id: r.slug,
      title: r.title,
      section: r.section,
      // The whole passage (a chunk is one section, ≤ 800 characters): an answer quotes whole
      // sentences from it, never an engine's excerpt cut mid-sentence.
      text: String(r.text).trim(),
      score: Number(r.score),
    }));
}

/**
 * The engines rank chunks by body text only; a document whose title or section names the
 * question's subject ("Returns policy" for "return policy") is the better answer. Scores are
 * normalized per query, then title/section matches (by word prefix, a light stem) add a bonus.
 */
function rerank<T extends { score: number; title: string; section: string }>(
  rows: T[],
  terms: string[],
): T[] {
  const max = Math.max(...rows.map((r) => Math.abs(Number(r.score))), 1e-9);
  const stems = terms.map((t) => t.slice(0, Math.max(4, t.length - 2)));
  const hits = (text: string) => {
    const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    return stems.filter((s) => words.some((w) => w.startsWith(s))).length;
  };
  return rows
    .map((r) => ({ r, s: Math.abs(Number(r.score)) / max + 0.6 * hits(r.title) + 0.3 * hits(r.section) }))
    .sort((a, b) => b.s - a.s)
    .map(({ r, s }) => ({ ...r, score: Math.round(s * 1000) / 1000 }));
}
