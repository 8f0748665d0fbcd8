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
import type { KindView } from "@/lib/capabilities/kind-listers";
import type { Capability } from "@/lib/capabilities/types";
import { paramInfos } from "@/lib/semantics/params";
import { tokenize } from "@/lib/semantics/tokens";
import { identifierParts, singular } from "@/lib/semantics/words";
import type { PlannerSelection } from "../planner";
import type { Plan } from "../types";
import { questionWording } from "./bind";
import { DEICTIC } from "./text";

export function viewPlanHeld(
  question: string,
  plan: Plan,
  caps: readonly Capability[],
  views: ReadonlyMap<string, KindView>,
  selection?: PlannerSelection,
): boolean {
  if (plan.decision !== "tools") return false;
  const kinds = new Set<string>();
  let selected = false;
  for (const a of plan.actions) {
    const of = views.get(a.tool);
    const view = of ? caps.find((c) => c.id === a.tool) : undefined;
    if (!of || !view) continue;
    // A view of the records linked to one record takes that record only as the selected one of its
    // source kind, by its identity ("what deals do they have?" of a selected company): never a key
    // read from another field of the row, nor a record looked up or given otherwise.
    if (of.renamed) {
      const key = a.args[of.renamed.view];
      const ref =
        typeof key === "object" && key !== null && "$from" in key
          ? (key as { $from?: unknown; path?: unknown })
          : undefined;
      if (
        selection?.rows.length !== 1 ||
        ref?.$from !== "selection" ||
        typeof ref.path !== "string" ||
        !selection.identityFields.includes(ref.path) ||
        identifierParts(selection.entity).map(singular).join(" ") !== of.source
      )
        return false;
      // "what's their company?" of a contact whose row holds its `company`: the selected record's
      // own field may be what is asked — not its linked records.
      const fields = selection.rows.flatMap((r) =>
        Object.entries(r).flatMap(([k, v]) =>
          v && typeof v === "object" && !Array.isArray(v) ? [k, ...Object.keys(v)] : [k],
        ),
      );
      const linked = identifierParts(view.entity).map(singular).join(" ");
      if (fields.some((f) => identifierParts(f).map(singular).join(" ") === linked)) return false;
      // The words that point at the selected record ("they", "its") are placed.
      selected = true;
    }
    kinds.add(identifierParts(view.entity).map(singular).join(" "));
    if (paramInfos(view).some((p) => p.freeText !== undefined && typeof a.args[p.name] === "string"))
      return false;
  }
  const tokens = tokenize(question);
  // "how many contacts are there?" with a company selected asks for every contact: the selected
  // record's linked ones only when the question points at it ("their deals", "what deals does it have?").
  if (selected && !tokens.some((t) => DEICTIC.has(t.lower))) return false;
  // Every other word only shapes the question: nothing said is left out of the calls.
  return tokens.every(
    (t) => kinds.has(t.norm) || questionWording(t.lower) || (selected && DEICTIC.has(t.lower)),
  );
}
