/**
 * Shrinks a parsed JSON value to at most `maxBytes` of serialized JSON while keeping it valid
 * JSON of the same shape: a top-level array keeps its leading items; an object keeps all fields
 * but its largest array field keeps only leading items. Returns undefined when no array cut can
 * make it fit (a single huge record), which the caller reports as too large.
 */
export interface Truncated {
  value: unknown;
  truncated: boolean;
  bytes: number;
  /** Items kept / items originally present in the array that was cut. */
  kept?: number;
  total?: number;
}

const size = (value: unknown): number => Buffer.byteLength(JSON.stringify(value));

export function truncateJson(value: unknown, maxBytes: number): Truncated | undefined {
  const bytes = size(value);
  if (bytes <= maxBytes) return { value, truncated: false, bytes };
  if (Array.isArray(value)) return cutArray(value, (items) => items, maxBytes);
  if (typeof value !== "object" || value === null) return undefined;

  const record = value as Record<string, unknown>;
  const key = largestArrayField(record);
  if (key === undefined) return undefined;
  return cutArray(record[key] as unknown[], (items) => ({ ...record, [key]: items }), maxBytes);
}

function largestArrayField(record: Record<string, unknown>): string | undefined {
  let best: string | undefined;
  let bestSize = -1;
  for (const [key, child] of Object.entries(record)) {
    if (!Array.isArray(child)) continue;
    const s = size(child);
    if (s > bestSize) [best, bestSize] = [key, s];
  }
  return best;
}

/** Binary search for the longest prefix that fits: O(log n) serializations. */
function cutArray(
  items: unknown[],
  wrap: (items: unknown[]) => unknown,
  maxBytes: number,
): Truncated | undefined {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (size(wrap(items.slice(0, mid))) <= maxBytes) lo = mid;
    else hi = mid - 1;
  }
  const value = wrap(items.slice(0, lo));
  const bytes = size(value);
  if (bytes > maxBytes) return undefined;
  return { value, truncated: true, bytes, kept: lo, total: items.length };
}
