/** Plan vocabulary (DESIGN.md §2). One JSON Schema in ./plan-schema.ts mirrors these types. */

export const PLAN_DECISIONS = ["tools", "answer", "clarify", "insufficient"] as const;
export type PlanDecision = (typeof PLAN_DECISIONS)[number];

export interface FromReference {
  /** An earlier action id, or `selection` for the conversation's current_selection. */
  $from: string;
  /** A declared field path in the source (`id`, `customers[].id` is not allowed; use `customer.id`). */
  path: string;
}

export type ArgValue = unknown | FromReference;

export interface PlanAction {
  id: string;
  /** Capability id. */
  tool: string;
  args: Record<string, ArgValue>;
  dependsOn: string[];
  expect: "one" | "many";
  /**
   * An earlier action (listed in `dependsOn`) this one runs once for each record of: its `$from`
   * references to that action read each record in turn ("the vaccinations of each of Rafael
   * Moreno's pets"). More records than the executor runs for (`MAX_EACH`) suspend for a pick.
   */
  each?: string;
  /**
   * A lookup by a name its tool takes no argument for ("units at Harbour Court" where properties are
   * only listed): every listed record is read, and only those whose `field` is `value` (case, spaces
   * and punctuation aside) are the result. With `expect: "one"`, none found stops the plan ("no
   * property named …") and several suspend for a pick — never the first, never all of them.
   */
  match?: { field: string; value: string };
}

export interface Plan {
  decision: PlanDecision;
  reason: string;
  actions: PlanAction[];
  /** Optional request for an omitted family (router second lookup). */
  expandFamily?: string;
  /**
   * With `clarify`: up to 3 concrete one-call alternatives the person may pick (shown as buttons
   * with the tool's label and arguments). A pick runs through the same validator and gateway.
   */
  choices?: PlanAction[];
  /**
   * With `clarify` (`named_reading`): a name the choices each send to another kind of record, and per
   * choice the lister (needing no input) whose records say whether the name is of that kind. The host
   * lists them and runs the one choice whose records hold exactly that name; otherwise it asks.
   */
  named?: { value: string; listers: { choice: string; tool: string }[] };
  /**
   * Machine-readable reason for hosts, reports and the synthesizer (`read_only_refusal`,
   * `kb_answer`, `missing_input`, `no_fit`, `expand_family`, `plan_fallback`, `conversational`).
   */
  reasonCode?: string;
}

export interface ValidationIssue {
  code: string; // e.g. `unknown_tool`, `schema`, `cycle`, `undeclared_path`, `premature_insufficient`
  actionId?: string;
  path?: string;
  message: string;
}

export type ValidationResult = { valid: true; plan: Plan } | { valid: false; issues: ValidationIssue[] };
