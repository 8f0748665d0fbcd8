/**
 * Family aggregation (DESIGN.md §8: the right family is much easier to find than every right tool).
 * A family scores its best tool plus a decaying share of the next two, so a family with several good
 * tools ranks above a lucky single hit. One pass over the scored tools, no sort of the catalog.
 */
import type { RoutingIndex } from "./build-index";
import type { FamilyMention } from "./families";
import type { FamilyScore } from "./types";

const FAMILY_DECAY = [1, 0.5, 0.25];

export function familyScores(
  index: RoutingIndex,
  scored: readonly number[],
  final: Float64Array,
  mentions: ReadonlyMap<string, FamilyMention>,
): FamilyScore[] {
  const byFamily = new Map<string, { docs: number[]; matched: number }>();
  for (const d of scored) {
    const family = index.docs[d].tool.family;
    const entry = byFamily.get(family) ?? { docs: [], matched: 0 };
    byFamily.set(family, entry);
    entry.matched++;
    // keep the best FAMILY_DECAY.length tools, descending
    let at = entry.docs.length;
    while (at > 0 && final[entry.docs[at - 1]] < final[d]) at--;
    if (at < FAMILY_DECAY.length) {
      entry.docs.splice(at, 0, d);
      if (entry.docs.length > FAMILY_DECAY.length) entry.docs.pop();
    }
  }
  const out: FamilyScore[] = [...byFamily].map(([family, { docs, matched }]) => {
    const mention = mentions.get(family);
    return {
      family,
      score: Math.round(docs.reduce((s, d, i) => s + FAMILY_DECAY[i] * final[d], 0) * 10_000) / 10_000,
      matched,
      reasons: [
        `best: ${docs.map((d) => index.docs[d].tool.id).join(", ")}`,
        ...(mention ? [mention.reason] : []),
      ],
    };
  });
  return out.sort((a, b) => b.score - a.score || (a.family < b.family ? -1 : 1));
}
