/**
 * The run-time half of the `$from` role rule (issue 13 item 1; the plan-time half is
 * lib/planning/validate-reference-roles.ts): once a reference is resolved, its value must look like
 * the role its source field claims. A remote server may call a free-text field an identifier in its
 * hint; the value it returns then betrays it, and the call is refused before anything is sent.
 */
import type { Capability } from "@/lib/capabilities/types";
import { argumentReferences, betraysRole } from "@/lib/planning";
import type { PlanAction } from "@/lib/planning/types";
import { identityField } from "@/lib/semantics/params";
import { getPath, isFromReference } from "./references";
import type { ExecutionDeps, JsonRecord, PriorAction } from "./types";

/** The first argument whose resolved value betrays its source field's role, if any. */
export function betrayedReference(
  action: PlanAction,
  resolved: JsonRecord,
  actions: readonly PlanAction[],
  prior: ReadonlyMap<string, PriorAction>,
  deps: Pick<ExecutionDeps, "snapshot" | "selection">,
): string | undefined {
  const capabilityOf = deps.snapshot.capabilities.find((c) => c.id === action.tool);
  const refs = capabilityOf
    ? argumentReferences(action.args, capabilityOf)
    : Object.entries(action.args).flatMap(([name, ref]) =>
        isFromReference(ref) ? [{ name, ref, item: undefined }] : [],
      );
  for (const { name, ref, item } of refs) {
    if (typeof ref.path !== "string") continue;
    const element = item ? (resolved[item.argument] as unknown[] | undefined)?.[item.index] : undefined;
    const value = item
      ? (element as Record<string, unknown> | undefined)?.[item.key]
      : (getPath(resolved, name) ?? resolved[name]);
    if (ref.$from === "selection") {
      const row = deps.selection?.rows[0] ?? {};
      const entity = deps.selection?.entity ?? "";
      const own = identityField(Object.keys(row), entity);
      if (betraysRole(ref.path, value, { entity, identityFields: own ? [own] : [] })) return name;
      continue;
    }
    const source = actions.find((a) => a.id === ref.$from);
    const capability = deps.snapshot.capabilities.find((c) => c.id === source?.tool);
    if (!capability) continue;
    const entity = prior.get(ref.$from)?.entity ?? capability.entity;
    const identity = [
      ...capability.identityFields,
      ...(capability.collectionPath
        ? capability.identityFields.map((f) => `${capability.collectionPath}.${f}`)
        : []),
    ];
    if (
      betraysRole(ref.path, value, { entity, identityFields: identity, capability: capability as Capability })
    )
      return name;
  }
  return undefined;
}
