/**
 * Offline ranking of a whole catalog for many questions: what `npm run route` prints and what
 * bench/routing.ts times. The ranking is the app's (fusion.ts); the contract is exactly k names per
 * question, so tools that share nothing with it follow in catalog order.
 */
import type { RoutingIndex } from "./build-index";
import { fusedRank } from "./fusion";

export function rankCatalog(index: RoutingIndex, questions: readonly string[], k: number): string[][] {
  const tools = index.docs.map((d) => d.tool);
  return questions.map((q) => {
    const names = fusedRank(index, q, {}, { limit: k }).tools.map((t) => t.id);
    const listed = new Set(names);
    for (let i = 0; i < tools.length && names.length < k; i++)
      if (!listed.has(tools[i].id)) names.push(tools[i].id);
    return names;
  });
}
