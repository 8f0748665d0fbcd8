/**
 * Sources side by side (issue 9 item 4): when the question looks one record up by what the person
 * said ("the orders of Jane Doe") and another routed source has a search for the same entity, the
 * matches of both are offered in one pick table with a column naming their source — one source's
 * single match is never taken while another source has one too. A pick continues the plan of the
 * source it came from (`offeredPick`).
 */
import type { Capability } from "@/lib/capabilities";
import { offeredRow, resumeAfterSelection } from "@/lib/execution";
import type {
  ActionResult,
  ExecutionDeps,
  ExecutionOutcome,
  JsonRecord,
  Suspension,
} from "@/lib/execution/types";
import type { Plan, PlanAction } from "@/lib/planning/types";
import { singular } from "@/lib/semantics/words";

const LOOKUP_OPERATIONS = new Set(["search", "list"]);

/** The plan's first step when it looks one record up through a search (or list) of an entity. */
export function lookupStep(
  plan: Plan,
  routed: readonly Readonly<Capability>[],
): { action: PlanAction; capability: Readonly<Capability> } | undefined {
  const action = plan.decision === "tools" ? plan.actions[0] : undefined;
  if (action?.expect !== "one") return undefined;
  const capability = routed.find((c) => c.id === action.tool);
  if (!capability || capability.sourceKind === "kb" || !LOOKUP_OPERATIONS.has(capability.operation))
    return undefined;
  return { action, capability };
}

/** Another source's search or list of the same entity (`among` the routed tools). */
export function searchesElsewhere(
  capability: Readonly<Capability>,
  among: readonly Readonly<Capability>[],
): boolean {
  const entity = singular(capability.entity);
  return among.some(
    (c) =>
      c.sourceId !== capability.sourceId &&
      c.sourceKind !== "kb" &&
      LOOKUP_OPERATIONS.has(c.operation) &&
      singular(c.entity) === entity,
  );
}

/**
 * The lookup offered its one match and no other source had any: the rest of the plan runs with it,
 * as if it had never paused (the lookup's own result and evidence are kept, not repeated).
 */
export async function continueWithOnlyMatch(
  outcome: ExecutionOutcome,
  suspension: Suspension,
  deps: ExecutionDeps,
): Promise<ExecutionOutcome> {
  const rest = await resumeAfterSelection(suspension, suspension.rows[0], deps);
  const later = <T extends { actionId: string }>(xs: readonly T[]) =>
    xs.filter((x) => x.actionId !== suspension.actionId);
  return {
    ...rest,
    evidence: [...outcome.evidence, ...later(rest.evidence)],
    results: [...outcome.results, ...later(rest.results)],
    externalCalls: outcome.externalCalls + rest.externalCalls,
  };
}

const SOURCE_FIELDS = ["source", "Source", "matched_in", "tabletalk_source"];

export interface Offer {
  plan: Plan;
  outcome: ExecutionOutcome;
  suspension: Suspension;
}

/**
 * One pick table over the matches of several sources: the first source's suspension carries the
 * others alongside, and the offered rows are shown with the column naming their source.
 */
export function sideBySide(first: Offer, others: readonly Offer[]): ExecutionOutcome {
  const all = [first, ...others];
  const sourceOf = sourceLabel;
  const sourceField =
    SOURCE_FIELDS.find((f) => all.every((o) => o.suspension.rows.every((r) => !(f in r)))) ??
    "tabletalk_source";
  const lookup = (o: Offer) => o.outcome.results.find((r) => r.actionId === o.suspension.actionId);
  const base = lookup(first) as ActionResult;
  const records: JsonRecord[] = all.flatMap((o) =>
    o.suspension.rows.map((row) => ({ [sourceField]: sourceOf(o), ...row })),
  );
  const merged: ActionResult = {
    ...base,
    status: "ambiguous",
    records,
    chosen: undefined,
    total: undefined,
    truncated: all.some((o) => lookup(o)?.truncated),
    sources: { names: all.map(sourceOf), field: sourceField },
  };
  const suspension: Suspension = {
    ...first.suspension,
    source: sourceOf(first),
    sourceField,
    alongside: others.map((o) => ({ source: sourceOf(o), plan: o.plan, suspension: o.suspension })),
  };
  const evidence = all.flatMap((o) => o.outcome.evidence.filter((e) => e.actionId === o.suspension.actionId));
  return {
    status: "suspended",
    suspension,
    results: [merged],
    evidence,
    externalCalls: all.reduce((n, o) => n + o.outcome.externalCalls, 0),
  };
}

/** The slug of the source the offer's rows came from. */
function sourceLabel(o: Offer): string {
  const cap = o.outcome.results.find((r) => r.actionId === o.suspension.actionId)?.capability;
  return cap?.sourceId ?? o.suspension.tool;
}

/**
 * The plan, suspension and offered row a pick continues: with several sources, the one whose rows
 * include the picked row under its source label; undefined when the row was not offered.
 */
export function offeredPick(
  plan: Plan,
  suspension: Suspension,
  row: JsonRecord,
): { plan: Plan; suspension: Suspension; row: JsonRecord } | undefined {
  if (!suspension.alongside?.length || !suspension.sourceField) {
    const offered = offeredRow(suspension, row);
    return offered ? { plan, suspension, row: offered } : undefined;
  }
  const { [suspension.sourceField]: label, ...bare } = row;
  const own = { source: suspension.source, plan, suspension };
  for (const s of [own, ...suspension.alongside]) {
    if (s.source !== label) continue;
    const offered = offeredRow(s.suspension, bare);
    if (offered) return { plan: s.plan, suspension: s.suspension, row: offered };
  }
  return undefined;
}
