/**
 * Chain completion: a routed tool that takes another entity's identifier (`orders.search` takes
 * `customer_id`) can only use a name from the question ("Riccardo Lorini") through a tool that finds
 * that entity first. When the selection does not already carry that entity, the best search/list
 * tool of the entity is added as a candidate, with its reason. A deterministic structural lookup.
 */
import {
  type EntityVocabulary,
  entityVocabulary,
  foreignEntities,
  paramInfos,
  takesIdsOf,
} from "@/lib/semantics/params";
import { singular } from "@/lib/semantics/words";
import type { RankContext, RoutableTool, ScoredTool } from "./types";

export function producerCandidates(
  strongest: readonly ScoredTool[],
  eligible: readonly RoutableTool[],
  ranked: readonly ScoredTool[],
  ctx: RankContext,
  lookAt = 2,
  vocab: EntityVocabulary = entityVocabulary(eligible),
): ScoredTool[] {
  const byId = new Map(eligible.map((t) => [t.id, t]));
  const have = new Set(strongest.map((s) => s.id));
  const selEntity = ctx.selection ? singular(ctx.selection.entity.toLowerCase()) : undefined;
  const rankOf = new Map(ranked.map((r, i) => [r.id, i]));
  const out: ScoredTool[] = [];
  for (const [i, s] of strongest.entries()) {
    const tool = byId.get(s.id);
    if (!tool) continue;
    // The strongest few get producers for any foreign key; the others only for one they cannot run without.
    const required = new Set(
      paramInfos(tool, vocab)
        .filter((p) => p.required && p.entity)
        .map((p) => p.entity),
    );
    for (const entity of foreignEntities(tool, vocab)) {
      if (i >= lookAt && !required.has(entity)) continue;
      if (entity === selEntity) continue;
      const producers = eligible
        .filter(
          (t) =>
            singular(t.entity.toLowerCase()) === entity &&
            (t.operation === "search" || t.operation === "list"),
        )
        .sort(
          (a, b) =>
            Number(b.family === tool.family) - Number(a.family === tool.family) ||
            (rankOf.get(a.id) ?? 1e9) - (rankOf.get(b.id) ?? 1e9),
        );
      const p = producers[0];
      if (p && !have.has(p.id)) {
        have.add(p.id);
        out.push({
          id: p.id,
          family: p.family,
          score: s.score * 0.5,
          reasons: [`finds ${entity} for ${tool.localName} (${entity} id input)`],
        });
      }
    }
    // "horror movies" where a title search and a tool that takes genre ids ("Comma-separated genre
    // ids") both route: the genres' lister (no input) is what turns the word into an id.
    const own = singular(tool.entity.toLowerCase());
    const searched = strongest.some((o) => {
      const other = byId.get(o.id);
      return (
        other !== undefined &&
        other.id !== tool.id &&
        singular(other.entity.toLowerCase()) === own &&
        paramInfos(other, vocab).some((p) => p.freeText && p.required)
      );
    });
    if (!searched) continue;
    for (const lister of eligible) {
      const entity = singular(lister.entity.toLowerCase());
      if (
        lister.operation !== "list" ||
        entity === own ||
        out.some((o) => o.id === lister.id) ||
        lister.family !== tool.family ||
        paramInfos(lister, vocab).some((p) => p.required) ||
        !paramInfos(tool, vocab).some((p) => takesIdsOf(p, entity))
      )
        continue;
      // Kept even when it ranked among the strongest on its own: producers take the weakest places.
      have.add(lister.id);
      out.push({
        id: lister.id,
        family: lister.family,
        score: s.score * 0.5,
        reasons: [`lists ${entity} for ${tool.localName} (${entity} ids)`],
      });
    }
  }
  return out;
}
