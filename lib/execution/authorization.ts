import type { Capability } from "@/lib/capabilities/types";
import type { PlanAction } from "@/lib/planning/types";
import type { ExecutionDeps, NormalizedError } from "./types";

export type GateResult =
  | { ok: true; capability: Readonly<Capability> }
  | { ok: false; error: NormalizedError };

/**
 * Structural gate, before any I/O: the tool must be in the turn's selected set, in the frozen
 * snapshot, eligible and read-only. A validated plan should never fail here; this is the
 * executor's own refusal of any tool outside the turn's selected set (DESIGN §3 Trust boundary).
 */
export function gateAction(
  action: PlanAction,
  deps: Pick<ExecutionDeps, "snapshot" | "selectedIds">,
): GateResult {
  const refuse = (message: string): GateResult => ({ ok: false, error: { code: "forbidden:tool", message } });
  if (!deps.selectedIds.has(action.tool)) return refuse("The tool is not among this turn's selected tools.");
  const capability = deps.snapshot.capabilities.find((cap) => cap.id === action.tool);
  if (!capability) return refuse("The tool is not in this turn's snapshot.");
  if (!capability.eligible || !capability.readOnly) return refuse("The tool is not eligible.");
  return { ok: true, capability };
}

/**
 * Tenant, project, availability and authorization re-check, immediately before a physical call.
 * Fails closed: a throwing check is a refusal, never a pass.
 */
export async function authorizeCall(
  capability: Readonly<Capability>,
  authorize: ExecutionDeps["authorize"],
): Promise<{ ok: true } | { ok: false; error: NormalizedError }> {
  try {
    const verdict = await authorize(capability);
    if (verdict.ok) return { ok: true };
    return { ok: false, error: { code: verdict.code ?? "forbidden:tool", message: verdict.reason } };
  } catch {
    return { ok: false, error: { code: "forbidden:tool", message: "Authorization could not be confirmed." } };
  }
}
