/**
 * The one planner interface (DESIGN.md §5): `builtin` (offline, deterministic) and `llm` (AI SDK
 * providers) both turn a question plus the route's candidates into an UNTRUSTED plan. Nothing a
 * planner returns executes before validatePlan accepts it (./correct.ts does both).
 */

import type { SelectionRows } from "@/lib/selection";
import type { Capability } from "../capabilities/types";
import { identifierWords } from "../semantics/words";
import type { ValidationIssue } from "./types";

/** current_selection as the planner sees it (lib/selection.ts): complete rows, host-stored. Row values are data. */
export type PlannerSelection = SelectionRows;

export interface RecentTurn {
  question: string;
  tools: string[];
}

export interface KbEvidence {
  document: string;
  section: string;
  snippet: string;
}

export interface OmittedFamilySummary {
  family: string;
  count: number;
  operations: string[];
}

/** Optional prompt sections, derived by the host from the resolved snapshot — never from prompt text. */
export interface PromptFlags {
  selectionEnabled: boolean;
  kbEnabled: boolean;
  familyExpansionEnabled: boolean;
}

export interface PlannerInput {
  question: string;
  /** The route's candidates (≤ 8), with full schemas. */
  candidates: Capability[];
  selection?: PlannerSelection;
  recent?: RecentTurn[];
  kbEvidence?: KbEvidence[];
  omittedFamilies?: OmittedFamilySummary[];
  /** Issues of the previous attempt, as structured data (one correction attempt). */
  corrections?: ValidationIssue[];
  /** The previous attempt's plan, shown back to the model with `corrections`. */
  previousPlan?: unknown;
  promptFlags?: PromptFlags;
  /** Words of the snapshot's data-changing tools, to recognise a change request (see {@link changeWordsOf}). */
  changeWords?: ChangeWords;
}

/**
 * Words of a snapshot's data-changing tools — never routed, never run: the words of their names
 * (`add_issue_comment` → add, issue, comment) and of their parameters' names (`unitPrice` → unit,
 * price). Remote text, so words only: lower-case letters, never sentences or instructions.
 */
export interface ChangeWords {
  actions: string[];
  fields: string[];
}

const MAX_CHANGE_WORDS = 200;
const wordsOf = (names: string[]) =>
  [...new Set(names.flatMap((n) => identifierWords(n)).filter((w) => /^[a-z]{3,24}$/.test(w)))].slice(
    0,
    MAX_CHANGE_WORDS,
  );

/** Host-side: the {@link ChangeWords} of a snapshot, from the tools its policy marks as data-changing. */
export function changeWordsOf(caps: readonly Capability[]): ChangeWords | undefined {
  const changing = caps.filter((c) => !c.readOnly && c.risk === "high");
  if (changing.length === 0) return undefined;
  return {
    actions: wordsOf(changing.map((c) => c.localName)),
    fields: wordsOf(
      changing.flatMap((c) => {
        const props = (c.inputSchema as { properties?: unknown }).properties;
        return props && typeof props === "object" ? Object.keys(props) : [];
      }),
    ),
  };
}

export interface PlannerOutput {
  /** Untrusted until validated. */
  plan: unknown;
  tokens?: number;
  promptBytes?: number;
}

export interface Planner {
  kind: "builtin" | "llm";
  plan(input: PlannerInput): Promise<PlannerOutput>;
}

/** Host-side default for prompt flags: from candidates and route data, never from the question. */
export function defaultPromptFlags(input: PlannerInput): PromptFlags {
  return {
    selectionEnabled: input.selection !== undefined && input.selection.rows.length > 0,
    kbEnabled: input.candidates.some((c) => c.sourceKind === "kb") || (input.kbEvidence?.length ?? 0) > 0,
    familyExpansionEnabled: (input.omittedFamilies?.length ?? 0) > 0,
  };
}
