/**
 * Generic tools whose record kind is a parameter VALUE (`hubspot-list-objects(objectType: contacts |
 * companies | deals)`, issue 9): each is read as one tool per kind — a lister of deals, a lister of
 * contacts — whose entity is that kind and which no longer takes the choice; the value it stands for
 * is sent with every call of it. The planner plans over these views (a question about deals finds
 * the lister of deals as it finds any tool of deals); `boundKinds` turns a plan of them back into
 * calls of the real tool, the value of the kind bound. The semantics of the choice is
 * `ownKindChoice` (lib/semantics/params.ts).
 */
import type { JsonSchema } from "@/lib/json-schema";
import { ownKindChoice } from "@/lib/semantics/params";
import { identifierParts, singular } from "@/lib/semantics/words";
import type { Capability } from "./types";

/** The view of one kind: the real tool's id, the choice and the value it stands for. */
export interface KindView {
  of: string;
  param: string;
  value: string;
}

const VIEW_MARK = "#kind:";

/**
 * `caps` with each generic tool replaced by one view per kind it lists, and what each view stands
 * for (by the view's id). Without such tools: `caps` itself and an empty map.
 */
export function withKindViews(caps: Capability[]): {
  caps: Capability[];
  views: Map<string, KindView>;
} {
  const views = new Map<string, KindView>();
  if (!caps.some((c) => ownKindChoice(c))) return { caps, views };
  const out: Capability[] = [];
  for (const cap of caps) {
    const choice = ownKindChoice(cap);
    if (!choice) {
      out.push(cap);
      continue;
    }
    const props = { ...((cap.inputSchema.properties as Record<string, JsonSchema> | undefined) ?? {}) };
    delete props[choice.param];
    const required = Array.isArray(cap.inputSchema.required)
      ? (cap.inputSchema.required as string[]).filter((r) => r !== choice.param)
      : undefined;
    const kinds = new Set<string>();
    for (const value of choice.values) {
      const entity = identifierParts(value).map(singular).join(" ").toLowerCase();
      if (!entity || kinds.has(entity)) continue;
      kinds.add(entity);
      const id = `${cap.id}${VIEW_MARK}${value}`;
      views.set(id, { of: cap.id, param: choice.param, value });
      out.push({
        ...cap,
        id,
        entity,
        inputSchema: { ...cap.inputSchema, properties: props, ...(required ? { required } : {}) },
      });
    }
  }
  return { caps: out, views };
}

/** The real tool of an id that may be a view's, and the argument a view stands for. */
export function viewedCall(
  id: string,
  args: Record<string, unknown>,
  views: ReadonlyMap<string, KindView>,
): { tool: string; args: Record<string, unknown> } {
  const view = views.get(id);
  return view ? { tool: view.of, args: { [view.param]: view.value, ...args } } : { tool: id, args };
}
