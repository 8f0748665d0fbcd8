/**
 * validatePlan — the gate every plan passes before execution, in every mode (DESIGN.md §3 Plans).
 * Pure: the snapshot's capabilities, the route's selected ids and the selection shape are inputs.
 * All issues are collected (not just the first) so one correction attempt can fix them together.
 * A valid result carries the cleaned plan (empty optionals removed), which is what executes.
 */

import { deepFreeze } from "@/lib/capabilities/snapshot";
import { validator } from "@/lib/security";
import { selectionFields } from "@/lib/semantics/declared-paths";
import type { Capability } from "../capabilities/types";
import { isEmptyValue } from "./clean-args";
import { PLAN_SCHEMA } from "./plan-schema";
import { type TurnProvenance, turnProvenance } from "./turn-provenance";
import type { Plan, PlanAction, ValidationIssue, ValidationResult } from "./types";
import { checkArgs, checkTool } from "./validate-action";
import { checkConstraints } from "./validate-constraints";
import { checkDependencies } from "./validate-deps";
import { checkAskedEntity } from "./validate-entity";
import { checkProvenance } from "./validate-provenance";
import { checkReferenceRoles } from "./validate-reference-roles";
import type { SelectionShape } from "./validate-refs";
import { checkSqlStatements } from "./validate-sql";

export type { SelectionShape } from "./validate-refs";

export interface ValidatePlanContext {
  /** Every capability of the turn's snapshot (eligible or not: ineligible ones get a precise issue). */
  snapshotCaps: readonly Capability[];
  /** Candidate ids the route selected for this turn: the only tools a plan may call. */
  routeIds: readonly string[];
  selection?: SelectionShape;
  /** Routed tools judged relevant and not yet tried: `insufficient` is premature while any remain. */
  untriedRelevant?: readonly string[];
  /** Families the router omitted; when given, `expandFamily` must name one of them. */
  omittedFamilies?: readonly string[];
  /** The person's question: when given, every constraint it states must reach a call (never widen). */
  question?: string;
  /** "Today" for the question's relative dates. */
  today?: Date;
  /**
   * The person's own words in this conversation (this question and the recent ones): when given,
   * every literal string argument must come from them, the schema, the host's normalization or the
   * selected identifiers (argument provenance).
   */
  userText?: readonly string[];
  /**
   * The turn's provenance (./turn-provenance.ts), computed once per turn from `userText`, `today` and
   * the selection; computed here when not given.
   */
  provenance?: TurnProvenance;
}

/** Selection as the planner sees it (rows) → the shape the validator checks references against. */
export function selectionShapeOf(sel: {
  entity: string;
  rows: readonly Record<string, unknown>[];
  identityFields?: readonly string[];
}): SelectionShape {
  return {
    entity: sel.entity,
    fields: selectionFields(sel.rows),
    row: sel.rows.length === 1 ? sel.rows[0] : undefined,
    rows: sel.rows,
    identityFields: sel.identityFields,
  };
}

/** Plan-level optionals a model may send empty (`"expandFamily": ""`, `null`) are dropped before the schema check. */
function dropEmptyPlanOptionals(plan: unknown): unknown {
  if (typeof plan !== "object" || plan === null || Array.isArray(plan)) return plan;
  const out: Record<string, unknown> = { ...(plan as Record<string, unknown>) };
  for (const key of ["expandFamily", "reasonCode"]) if (key in out && isEmptyValue(out[key])) delete out[key];
  return out;
}

function checkDecision(plan: Plan, ctx: ValidatePlanContext): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const n = plan.actions.length;
  if (plan.expandFamily !== undefined) {
    // A family request is not an execution: the host re-routes and re-plans.
    if (n > 0)
      issues.push({
        code: "expand_family_with_actions",
        path: "actions",
        message: "a plan asking for expandFamily must have no actions",
      });
    if (ctx.omittedFamilies && !ctx.omittedFamilies.includes(plan.expandFamily)) {
      issues.push({
        code: "unknown_family",
        path: "expandFamily",
        message: `"${plan.expandFamily}" is not an omitted family`,
      });
    }
    return issues;
  }
  if (plan.decision === "tools" && n === 0) {
    issues.push({
      code: "no_actions",
      path: "actions",
      message: "decision 'tools' needs at least one action",
    });
  }
  if (plan.choices && plan.choices.length > 0 && plan.decision !== "clarify") {
    issues.push({
      code: "choices_without_clarify",
      path: "choices",
      message: "choices belong to a clarify decision",
    });
  }
  if (plan.decision !== "tools" && n > 0) {
    issues.push({
      code: "actions_without_tools",
      path: "decision",
      message: `decision '${plan.decision}' must not carry actions`,
    });
  }
  const untried = ctx.untriedRelevant ?? [];
  if (plan.decision === "insufficient" && untried.length > 0) {
    issues.push({
      code: "premature_insufficient",
      path: "decision",
      message: `relevant tools have not been tried: ${untried.join(", ")}`,
    });
  }
  return issues;
}

/** A clarify choice as the one-call plan it becomes when picked. */
export function choicePlan(choice: PlanAction): Plan {
  return {
    decision: "tools",
    reason: "chosen by the user from a clarify",
    reasonCode: "user_choice",
    actions: [{ ...choice, id: "a1", dependsOn: [] }],
  };
}

/** A frozen copy of the plan schema: the validator keys a frozen schema once (lib/security/validator.ts). */
const PLAN_SHAPE = deepFreeze(structuredClone(PLAN_SCHEMA));

export function validatePlan(plan: unknown, ctx: ValidatePlanContext): ValidationResult {
  const shaped = validator<Plan>(PLAN_SHAPE)(dropEmptyPlanOptionals(plan));
  if (!shaped.valid) {
    return {
      valid: false,
      issues: shaped.errors.map((e) => ({
        code: "plan_schema",
        path: e.path || "/",
        message: `${e.path || "plan"} ${e.message}`,
      })),
    };
  }
  const draft = structuredClone(shaped.data);
  const issues = [...checkDecision(draft, ctx), ...checkDependencies(draft.actions)];

  const capsById = new Map(ctx.snapshotCaps.map((c) => [c.id, c]));
  const actionsById = new Map(draft.actions.map((a) => [a.id, a]));
  const routeIds = new Set(ctx.routeIds);
  const selection = ctx.selection
    ? {
        shape: ctx.selection,
        fields: new Set(
          ctx.selection.fields ?? (ctx.selection.row ? selectionFields([ctx.selection.row]) : []),
        ),
      }
    : undefined;

  const actions: PlanAction[] = draft.actions.map((action) => {
    const cap = capsById.get(action.tool);
    const toolIssues = checkTool(action, cap, routeIds);
    issues.push(...toolIssues);
    if (!cap || toolIssues.length > 0) return action;
    const checked = checkArgs(action, cap, { actionsById, capsById, selection, routeIds });
    issues.push(...checked.issues);
    return { ...action, args: checked.args };
  });
  // A parameter that takes SQL gets one SELECT statement, never the question or a change.
  issues.push(...checkSqlStatements({ ...draft, actions }, capsById));

  const provenance =
    ctx.userText === undefined
      ? undefined
      : (ctx.provenance ?? turnProvenance(ctx.userText, ctx.today ?? new Date(), ctx.selection));
  if (issues.length === 0) {
    // Where each value comes from: references by role, literals by provenance (issue 13 item 1).
    const checked = { ...draft, actions };
    issues.push(...checkReferenceRoles(checked, capsById, ctx.userText ?? [], ctx.selection));
    if (provenance) issues.push(...checkProvenance(checked, capsById, provenance));
  }
  if (ctx.question !== undefined && issues.length === 0) {
    const routed = ctx.snapshotCaps.filter((c) => routeIds.has(c.id));
    const today = ctx.today ?? new Date();
    issues.push(...checkConstraints({ ...draft, actions }, ctx.question, routed, today, ctx.selection));
    // A result of another entity than the one the question names is never presented as its answer.
    if (issues.length === 0) issues.push(...checkAskedEntity({ ...draft, actions }, ctx.question, routed));
  }
  if (issues.length > 0) return { valid: false, issues };
  // Offered choices are held to every rule of an executed call; the invalid ones are not offered.
  const choices = (draft.choices ?? []).filter(
    (c) =>
      validatePlan(choicePlan(c), { ...ctx, provenance, question: undefined, untriedRelevant: [] }).valid,
  );
  const out: Plan = { ...draft, actions };
  delete out.choices;
  if (choices.length > 0) out.choices = choices;
  return { valid: true, plan: out };
}
