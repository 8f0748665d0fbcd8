/**
 * Turning a decision into a Plan: the plan envelope, a tools plan (with a chained lookup when one
 * was found, or one action per selected row), a knowledge-base search, and whether kbEvidence
 * already answers. Pure helpers of ../builtin-planner.ts.
 */

import { readFieldPath } from "@/lib/semantics/declared-paths";
import { nestArgs, paramInfos } from "@/lib/semantics/params";
import type { Capability } from "../../capabilities/types";
import type { PlannerInput } from "../planner";
import type { Plan, PlanAction } from "../types";
import { type BindScope, bindCapability } from "./bind";
import { type Chain, expectFor, type Scored } from "./score";
import { GENERIC, singular, tokenize } from "./text";

export const MAX_ROW_ACTIONS = 8;

export const plan = (
  decision: Plan["decision"],
  reason: string,
  reasonCode?: string,
  actions: PlanAction[] = [],
): Plan => ({
  decision,
  reason: reason.slice(0, 1000),
  ...(reasonCode ? { reasonCode } : {}),
  actions,
});

/** Words that make a question policy-like but say nothing about which policy. */
const POLICY_WORDS = new Set(["policy", "rule", "term", "condition", "guideline", "procedure", "faq"]);

function contentWords(text: string): Set<string> {
  return new Set(
    tokenize(text)
      .filter((t) => !GENERIC.has(t.lower) && !POLICY_WORDS.has(t.norm))
      .map((t) => t.norm),
  );
}

/** kbEvidence answers when it shares a subject word with the question ("return", "warranty"). */
export function evidenceAnswers(input: PlannerInput): boolean {
  const asked = contentWords(input.question);
  return (input.kbEvidence ?? []).some((e) =>
    [...contentWords(`${e.document} ${e.section} ${e.snippet}`)].some((w) => asked.has(w)),
  );
}

/** One action per selected row when several rows feed a single-valued parameter (the executor reads one row per reference). */
function expandRows(action: PlanAction, scored: Scored, input: PlannerInput): PlanAction[] | undefined {
  const rows = input.selection?.rows ?? [];
  const names = scored.binding.fromSelection;
  if (rows.length <= 1 || names.length === 0) return [action];
  if (rows.length > MAX_ROW_ACTIONS) return undefined;
  const params = paramInfos(scored.cap);
  // A nested path (`assignee.id`) is read as the executor reads it, never as one top-level key.
  const literal = (name: string, row: Record<string, unknown>) =>
    readFieldPath(row, (action.args[name] as { path: string }).path);
  const arrays = names.filter((n) => params.find((p) => p.name === n)?.schema.type === "array");
  if (arrays.length === names.length) {
    const args = { ...action.args };
    for (const n of names) args[n] = rows.map((r) => literal(n, r));
    return [{ ...action, args }];
  }
  return rows.map((row, i) => {
    const args = { ...action.args };
    for (const n of names) args[n] = literal(n, row);
    return { ...action, id: `a${i + 1}`, args };
  });
}

/**
 * The arguments a tool is sent: a grouped field (`filter.pet_id`) inside its object, and — since a
 * `$from` reference is only ever a whole argument — one the selection fills as the selected row's
 * literal value (one row; several rows run one action each).
 */
export function sendable(
  args: Record<string, unknown>,
  cap: Capability,
  input: Pick<PlannerInput, "selection">,
): Record<string, unknown> {
  const params = paramInfos(cap);
  if (!params.some((p) => p.path || p.criterion)) return args;
  const rows = input.selection?.rows ?? [];
  const flat: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(args)) {
    const nested = params.some((p) => p.name === name && (p.path || p.criterion));
    const ref = value as { $from?: unknown; path?: unknown };
    if (
      nested &&
      ref &&
      typeof ref === "object" &&
      ref.$from === "selection" &&
      typeof ref.path === "string"
    ) {
      const v = rows.length === 1 ? readFieldPath(rows[0], ref.path) : undefined;
      if (v !== undefined && v !== null) flat[name] = v;
    } else flat[name] = value;
  }
  return nestArgs(flat, params);
}

/** A chain's first call: the one record its name or identifier looks up, as `a1`. */
export function chainLookup(chain: Chain, input: PlannerInput): PlanAction {
  return {
    id: "a1",
    tool: chain.source.id,
    args: sendable(chain.sourceArgs ?? { [chain.sourceParam]: chain.query }, chain.source, input),
    dependsOn: [],
    expect: "one",
    ...(chain.match ? { match: chain.match } : {}),
  };
}

export function toolsPlan(best: Scored, input: PlannerInput): Plan {
  const reason = `${best.cap.localName}: ${best.reasons.join("; ")}`;
  const { chain } = best;
  if (chain && (chain.path === undefined || (chain.hop && chain.hop.path === undefined))) {
    // The lookup's result shape is unknown: run it alone; the host re-plans from what it returns
    // (and several matches suspend for a pick, never the first).
    return plan(
      "tools",
      `${reason}; ${chain.source.localName} first, its result shape is not declared`,
      "lookup_first",
      [
        {
          id: "a1",
          tool: chain.source.id,
          args: sendable(chain.sourceArgs ?? { [chain.sourceParam]: chain.query }, chain.source, input),
          dependsOn: [],
          // A lister read only to learn its records' shape lists them all: none is taken from it.
          expect: chain.relist ? "many" : "one",
        },
      ],
    );
  }
  if (chain?.hop) {
    // The person (namesakes suspend for a pick — never the first), then their records, then this
    // tool's records for each of those (too many suspend for a pick).
    const { hop } = chain;
    const args = { ...best.binding.args, [chain.param.name]: { $from: "a2", path: chain.path } };
    return plan("tools", `${reason}; through ${hop.cap.localName}`, undefined, [
      {
        id: "a1",
        tool: chain.source.id,
        args: sendable({ [chain.sourceParam]: chain.query }, chain.source, input),
        dependsOn: [],
        expect: "one",
      },
      {
        id: "a2",
        tool: hop.cap.id,
        args: sendable({ [hop.param.name]: { $from: "a1", path: hop.path } }, hop.cap, input),
        dependsOn: ["a1"],
        expect: "many",
      },
      {
        id: "a3",
        tool: best.cap.id,
        args: sendable(args, best.cap, input),
        dependsOn: ["a2"],
        expect: expectFor(best.cap),
        each: "a2",
      },
    ]);
  }
  if (chain) {
    const first = chainLookup(chain, input);
    const args = { ...best.binding.args, [chain.param.name]: { $from: "a1", path: chain.path } };
    return plan("tools", reason, undefined, [
      first,
      {
        id: "a2",
        tool: best.cap.id,
        args: sendable(args, best.cap, input),
        dependsOn: ["a1"],
        expect: expectFor(best.cap),
      },
    ]);
  }
  const action: PlanAction = {
    id: "a1",
    tool: best.cap.id,
    args: best.binding.args,
    dependsOn: [],
    expect: expectFor(best.cap),
  };
  const actions = expandRows(action, best, input);
  if (!actions)
    return plan(
      "clarify",
      `Too many rows are selected (max ${MAX_ROW_ACTIONS}); narrow the selection.`,
      "missing_input",
    );
  return plan(
    "tools",
    reason,
    undefined,
    actions.map((a) => ({ ...a, args: sendable(a.args, best.cap, input) })),
  );
}

export function kbPlan(kb: Capability, scope: BindScope, question: string): Plan {
  // Entity words of data tools are content here: "how do I return an order" searches for "return order".
  const binding = bindCapability(kb, {
    ...scope,
    entityWords: new Set([singular(kb.entity)]),
    enumTokens: new Set(),
  });
  const text = paramInfos(kb, scope.vocab).find((p) => p.freeText);
  const args = { ...binding.args };
  if (text && !Object.hasOwn(args, text.name)) args[text.name] = question.trim();
  return plan("tools", "policy or how-to question: search the knowledge base", "kb_search", [
    { id: "a1", tool: kb.id, args, dependsOn: [], expect: "many" },
  ]);
}
