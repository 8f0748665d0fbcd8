/** Order statistics for benchmark samples (nearest-rank percentiles, milliseconds rounded to 0.1). */
export interface Summary {
  n: number;
  min: number;
  median: number;
  p95: number;
  max: number;
  mean: number;
}

const round = (v: number) => Math.round(v * 10) / 10;

/** Nearest-rank percentile: the smallest sample with at least p% of the samples at or below it. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function median(sorted: readonly number[]): number {
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function summarize(samples: readonly number[]): Summary {
  const s = [...samples].sort((a, b) => a - b);
  return {
    n: s.length,
    min: round(s[0] ?? Number.NaN),
    median: round(median(s)),
    p95: round(percentile(s, 95)),
    max: round(s[s.length - 1] ?? Number.NaN),
    mean: round(s.reduce((a, b) => a + b, 0) / Math.max(1, s.length)),
  };
}

/** "median 42.1 ms / p95 60.3 ms (n=30)" — the line every summary prints. */
export function formatSummary(s: Summary, unit = "ms"): string {
  return `median ${s.median} ${unit} / p95 ${s.p95} ${unit} (min ${s.min}, max ${s.max}, n=${s.n})`;
}

/** Empty sample lists by name: `const s = sampleLists("wall", "cpu"); s.wall.push(…)`. */
export function sampleLists<K extends string>(...names: K[]): Record<K, number[]> {
  return Object.fromEntries(names.map((n) => [n, [] as number[]])) as Record<K, number[]>;
}
