import type { Plan } from "@/lib/planning/types";
import { buildEvidence } from "./evidence";
import { type RunState, runActions } from "./run-actions";
import type { ExecutionDeps, ExecutionOutcome, JsonRecord, NormalizedError, Suspension } from "./types";

function freshState(prior: RunState["prior"] = new Map(), offerAt?: string): RunState {
  return { prior, evidence: [], results: [], externalCalls: 0, ...(offerAt ? { offerAt } : {}) };
}

/**
 * Executes an already validated plan. Every physical call is preceded by the selected-set and
 * snapshot gate and by `deps.authorize` (DESIGN §3 Trust boundary). Only `tools` plans execute.
 */
export function executePlan(
  plan: Plan,
  deps: ExecutionDeps,
  options: { offerAt?: string } = {},
): Promise<ExecutionOutcome> {
  return runActions(
    plan.decision === "tools" ? plan.actions : [],
    freshState(undefined, options.offerAt),
    deps,
  );
}

/**
 * Continues a suspended plan with the row the person picked as the suspended action's record.
 * The pick must be one of the offered rows (the browser is never the source of truth), and the
 * tool must still be in the current snapshot; the remaining actions are gated and re-authorized
 * as usual.
 */
export function resumeAfterSelection(
  suspension: Suspension,
  selectedRow: JsonRecord,
  deps: ExecutionDeps,
): Promise<ExecutionOutcome> {
  const capability = deps.snapshot.capabilities.find((cap) => cap.id === suspension.tool);
  const offered = isOfferedRow(suspension, selectedRow);
  const { actionId, tool, identityFields, collectionPath } = suspension;
  if (!capability || !offered) {
    const error: NormalizedError = capability
      ? { code: "bad_request:selection", message: "The selected row was not one of the offered matches." }
      : { code: "forbidden:tool", message: "The tool is no longer available." };
    const evidence = buildEvidence({ actionId, tool, status: "refused", error });
    return Promise.resolve({ status: "failed", evidence: [evidence], results: [], externalCalls: 0 });
  }

  const state = freshState(new Map(Object.entries(suspension.prior)));
  state.prior.set(actionId, { status: "ok", entity: suspension.entity, record: selectedRow, collectionPath });
  state.evidence.push(
    buildEvidence({
      actionId,
      tool,
      status: "ok",
      records: [selectedRow],
      identityFields,
      collectionPath,
      selectedRow,
    }),
  );
  state.results.push({
    actionId,
    tool,
    capability,
    args: suspension.args,
    expect: "one",
    status: "ok",
    // No new call was made: the offered rows are the data this record came from.
    data: undefined,
    records: [selectedRow],
    kind: "collection",
    collectionPath,
    truncated: false,
    chosen: selectedRow,
  });
  return runActions(suspension.remainingPlan, state, deps);
}

/** The row is one of the rows the suspended step offered (by identity fields, else the whole row). */
export function isOfferedRow(
  suspension: Pick<Suspension, "rows" | "identityFields">,
  row: JsonRecord,
): boolean {
  return offeredRow(suspension, row) !== undefined;
}

/** The offered row a pick names (by identity fields, else the whole row). */
export function offeredRow(
  suspension: Pick<Suspension, "rows" | "identityFields">,
  row: JsonRecord,
): JsonRecord | undefined {
  return suspension.rows.find((offered) => sameRow(offered, row, suspension.identityFields));
}

function sameRow(a: JsonRecord, b: JsonRecord, identityFields: readonly string[]): boolean {
  if (identityFields.length > 0) {
    return identityFields.every(
      (field) => a[field] !== undefined && a[field] !== null && a[field] === b[field],
    );
  }
  return JSON.stringify(a) === JSON.stringify(b);
}
