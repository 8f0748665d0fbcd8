/**
 * Opaque page cursors, as real APIs hand them out: the offset of the next page, base64url-encoded
 * behind a prefix so nobody mistakes it for a number. A page that has more carries `next_cursor`;
 * the last page has none. Callers that do not page never see a difference beyond that field.
 */
const PREFIX = "cur_";

export function encodeCursor(offset: number): string {
  return `${PREFIX}${Buffer.from(`o:${offset}`).toString("base64url")}`;
}

/** The offset a cursor stands for; undefined for a cursor this server did not issue. */
export function decodeCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined || cursor === "") return 0;
  if (!cursor.startsWith(PREFIX) || cursor.length > 64) return undefined;
  const m = /^o:(\d{1,9})$/.exec(Buffer.from(cursor.slice(PREFIX.length), "base64url").toString());
  return m ? Number(m[1]) : undefined;
}

/** One page of `matches` from `offset`, with the total and, when more follow, the next cursor. */
export function pageOf<T>(
  matches: readonly T[],
  offset: number,
  limit: number,
): { items: T[]; total: number; next_cursor?: string } {
  const items = matches.slice(offset, offset + limit);
  const next = offset + limit < matches.length ? encodeCursor(offset + limit) : undefined;
  return { items, total: matches.length, ...(next ? { next_cursor: next } : {}) };
}
