/**
 * The knowledge base's reads, scoped to one tenant and project: full-text candidates from the
 * database's own engine — SQLite FTS5 (table KbChunkFts, kept by triggers) or PostgreSQL tsvector
 * (GIN expression index) — and one document with its passages.
 */
import type { Db, DbProvider } from "../client";

type Scope = { tenantId: string; projectId: string };

/** A passage the engine matched, with its document, as the engine scored it. */
export interface KbChunkRow {
  chunk_id: string;
  section: string;
  text: string;
  score: number;
  title: string;
  slug: string;
}

/**
 * Up to `pool` passages matching any of `terms` (words only: kbTerms), best first by the engine's rank.
 * PostgreSQL's rank is divided by the log of the passage's length (normalization 1), as SQLite's
 * bm25 weighs length — without it long passages that repeat one common word ("pay") crowd out the
 * document that answers — and ties are broken by document and passage order, never by storage order.
 */
export function kbChunksMatching(
  db: Db,
  scope: Scope & { provider: DbProvider },
  terms: string[],
  pool: number,
): Promise<KbChunkRow[]> {
  if (scope.provider === "postgresql") {
    const tsq = terms.join(" | ");
    return db.$queryRawUnsafe<KbChunkRow[]>(
      `SELECT c."id" AS chunk_id, c."section" AS section, d."title" AS title, d."slug" AS slug,
              c."text" AS text,
              ts_rank(to_tsvector('english', c."section" || ' ' || c."text"), to_tsquery('english', $3), 1) AS score
         FROM "KbChunk" c JOIN "KbDocument" d ON d."id" = c."documentId"
        WHERE c."tenantId" = $1 AND c."projectId" = $2
          AND to_tsvector('english', c."section" || ' ' || c."text") @@ to_tsquery('english', $3)
        ORDER BY score DESC, d."slug", c."ord" LIMIT $4`,
      scope.tenantId,
      scope.projectId,
      tsq,
      pool,
    );
  }
  const match = terms.map((t) => `"${t.replace(/"/g, "")}"`).join(" OR ");
  return db.$queryRawUnsafe<KbChunkRow[]>(
    `SELECT f."chunkId" AS chunk_id, f."section" AS section, d."title" AS title, d."slug" AS slug,
              c."text" AS text, -bm25("KbChunkFts") AS score
         FROM "KbChunkFts" f JOIN "KbChunk" c ON c."id" = f."chunkId" JOIN "KbDocument" d ON d."id" = c."documentId"
        WHERE "KbChunkFts" MATCH ? AND f."tenantId" = ? AND f."projectId" = ?
        ORDER BY bm25("KbChunkFts") LIMIT ?`,
    match,
    scope.tenantId,
    scope.projectId,
    pool,
  );
}

/** One document by slug with its passages in document order; another scope's slug is null. */
export function kbDocumentBySlug(db: Db, scope: Scope, slug: string) {
  return db.kbDocument.findFirst({
    where: { tenantId: scope.tenantId, projectId: scope.projectId, slug },
    select: {
      slug: true,
      title: true,
      chunks: {
        where: { tenantId: scope.tenantId, projectId: scope.projectId },
        orderBy: { ord: "asc" },
        select: { id: true, section: true, text: true },
      },
    },
  });
}
