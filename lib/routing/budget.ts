/**
 * Planner schema budget (DESIGN.md §3): only candidates' full schemas reach the planner, and their
 * bytes stay within the budget. Over budget the weakest candidates are dropped and a structured
 * diagnostic records it — never an exception in the reply.
 */
import type { RoutableTool, RouteCandidate, RouteDiagnostic } from "./types";

export const DEFAULT_SCHEMA_BUDGET_BYTES = 49_152;

export interface BudgetResult {
  kept: RouteCandidate[];
  diagnostics: RouteDiagnostic[];
  /** Schema bytes of the kept candidates. */
  bytes: number;
}

/** UTF-8 bytes of the schemas the planner would receive for one capability. */
export function schemaBytes(cap: Pick<RoutableTool, "inputSchema" | "outputSchema">): number {
  let json: string;
  try {
    json = JSON.stringify({ inputSchema: cap.inputSchema, outputSchema: cap.outputSchema ?? null });
  } catch {
    return Number.MAX_SAFE_INTEGER; // cyclic or otherwise unserializable: cannot be sent at all
  }
  return Buffer.byteLength(json, "utf8");
}

export function fitSchemaBudget(
  candidates: readonly RouteCandidate[],
  capsById: ReadonlyMap<string, Pick<RoutableTool, "inputSchema" | "outputSchema">>,
  budgetBytes = DEFAULT_SCHEMA_BUDGET_BYTES,
): BudgetResult {
  const diagnostics: RouteDiagnostic[] = [];
  const unknown = candidates.filter((c) => !capsById.has(c.id)).map((c) => c.id);
  if (unknown.length > 0) {
    diagnostics.push({
      code: "routing:unknown_candidate",
      message: `${unknown.length} candidate(s) not in the snapshot were dropped`,
      dropped: unknown,
    });
  }
  // Strongest first, so trimming from the end always removes the weakest.
  const ranked = candidates.filter((c) => capsById.has(c.id)).sort((a, b) => b.score - a.score);
  const sizes = ranked.map((c) => {
    const cap = capsById.get(c.id);
    return cap ? schemaBytes(cap) : 0;
  });
  let total = sizes.reduce((s, b) => s + b, 0);
  const dropped: string[] = [];
  while (ranked.length > 0 && total > budgetBytes) {
    const last = ranked.length - 1;
    total -= sizes[last];
    dropped.push(ranked[last].id);
    ranked.pop();
    sizes.pop();
  }
  if (dropped.length > 0) {
    diagnostics.push({
      code: "routing:schema_budget",
      message:
        ranked.length === 0
          ? `even the strongest candidate's schemas exceed the ${budgetBytes}-byte planner budget; no candidate kept`
          : `schemas exceeded the ${budgetBytes}-byte planner budget; dropped the ${dropped.length} weakest candidate(s)`,
      dropped,
    });
  }
  return { kept: ranked, diagnostics, bytes: total };
}
