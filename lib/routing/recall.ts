/**
 * Recall@k over labelled questions: a hit when any gold tool is within the first k ranked names.
 * all-golds@k: a hit only when every gold tool is (a multi-tool task needs its whole chain routed).
 */

export interface LabelledQuery {
  id: string;
  question: string;
  gold?: string[];
}

export const RECALL_KS = [1, 8, 40] as const;

export const ALL_GOLDS_KS = [8, 40] as const;

export type Recall = Record<`recall@${(typeof RECALL_KS)[number]}`, number> &
  Record<`all-golds@${(typeof ALL_GOLDS_KS)[number]}`, number>;

export function recallAt(
  rankedLists: readonly string[][],
  queries: readonly LabelledQuery[],
): Recall & { labelled: number } {
  let labelled = 0;
  const hits = RECALL_KS.map(() => 0);
  const allHits = ALL_GOLDS_KS.map(() => 0);
  queries.forEach((q, i) => {
    const gold = q.gold ?? [];
    if (gold.length === 0) return;
    labelled++;
    const ranked = rankedLists[i] ?? [];
    RECALL_KS.forEach((k, j) => {
      const top = new Set(ranked.slice(0, k));
      if (gold.some((g) => top.has(g))) hits[j]++;
    });
    ALL_GOLDS_KS.forEach((k, j) => {
      const top = new Set(ranked.slice(0, k));
      if (gold.every((g) => top.has(g))) allHits[j]++;
    });
  });
  const share = (n: number) => (labelled === 0 ? 0 : Math.round((n / labelled) * 1000) / 1000);
  return {
    "recall@1": share(hits[0]),
    "recall@8": share(hits[1]),
    "recall@40": share(hits[2]),
    "all-golds@8": share(allHits[0]),
    "all-golds@40": share(allHits[1]),
    labelled,
  };
}

/** Parses JSON lines, skipping blank lines; ignores fields other than id, question and gold. */
export function parseQueries(jsonl: string): LabelledQuery[] {
  return jsonl
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .map((l, i) => {
      const o = JSON.parse(l) as Record<string, unknown>;
      if (typeof o.question !== "string") throw new Error(`queries line ${i + 1}: missing "question"`);
      const gold = Array.isArray(o.gold)
        ? o.gold.filter((g): g is string => typeof g === "string")
        : undefined;
      return { id: String(o.id ?? i + 1), question: o.question, ...(gold ? { gold } : {}) };
    });
}
