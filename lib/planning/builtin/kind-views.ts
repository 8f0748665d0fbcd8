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
  const kinds = new Set<string>();
  // "deployments in the monitoring namespace": a word sent whole as an argument's value, and the
  // name of the parameter it went to, are placed — not a word a value merely contains (`env=prod`
  // guessed from "prod" leaves "prod" unplaced).
  const placed = new Set<string>();
  for (const a of plan.actions) {
    const view = views.has(a.tool) ? caps.find((c) => c.id === a.tool) : undefined;
    if (!view) continue;
    kinds.add(identifierParts(view.entity).map(singular).join(" "));
    const params = paramInfos(view);
    if (params.some((p) => p.freeText !== undefined && typeof a.args[p.name] === "string")) return false;
    for (const p of params) {
      const value = a.args[p.name];
      if (typeof value !== "string" || /\s/.test(value)) continue;
      placed.add(value.toLowerCase());
      for (const w of p.words) placed.add(w);
    }
  }
  // Every other word only shapes the question: nothing said is left out of the calls.
  return tokenize(question).every(
    (t) => kinds.has(t.norm) || placed.has(t.lower) || placed.has(t.norm) || questionWording(t.lower),
  );
}
