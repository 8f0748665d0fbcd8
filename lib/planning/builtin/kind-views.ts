/**
 * When a plan over the per-kind views of generic tools (lib/capabilities/kind-listers.ts) is taken:
 * only when it lists or counts a kind and the question says nothing beside it. Such a tool takes
 * its other constraints through a filter list or a search text a view cannot vouch for: a word the
 * plan did not place ("the deals we lost", "tickets from Globex") may be a stage, a category or
 * another kind's record — never dropped; and text searched among one kind's records may be another
 * kind's name ("Northwind Traders' deals") or a value its filters hold — never searched as loose
 * text (measured: a name searched this way gave a wrong answer on the hub world). Otherwise the
 * tools are planned as they are.
 */
import type { Capability } from "@/lib/capabilities/types";
import { paramInfos } from "@/lib/semantics/params";
import { tokenize } from "@/lib/semantics/tokens";
import { identifierParts, singular } from "@/lib/semantics/words";
import type { Plan } from "../types";
import { questionWording } from "./bind";

export function viewPlanHeld(
  question: string,
  plan: Plan,
  caps: readonly Capability[],
  views: ReadonlyMap<string, unknown>,
): boolean {
  if (plan.decision !== "tools") return false;
  // "Lumen Drift's top tracks": a view that looks up the name a later call takes (an artist's, for
  // `getArtistTopTracks(artistId)`) searches that kind by name — the reference's kind says whose name
  // it is, and the later call is planned and checked as any other.
  const lookups = new Set(plan.actions.flatMap((a) => a.dependsOn));
  if (
    plan.actions.every((a) => !views.has(a.tool) || lookups.has(a.id) || plan.reasonCode === "lookup_first")
  )
    return true;
  const kinds = new Set<string>();
  for (const a of plan.actions) {
    const view = views.has(a.tool) ? caps.find((c) => c.id === a.tool) : undefined;
    if (!view) continue;
    kinds.add(identifierParts(view.entity).map(singular).join(" "));
    if (paramInfos(view).some((p) => p.freeText !== undefined && typeof a.args[p.name] === "string"))
      return false;
  }
  // Every other word only shapes the question: nothing said is left out of the calls.
  return tokenize(question).every((t) => kinds.has(t.norm) || questionWording(t.lower));
}
