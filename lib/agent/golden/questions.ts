/**
 * The question suite (golden/questions.jsonl, issue 9 item 8): questions phrased the way people ask
 * them, each with the outcome a right answer has. Loading and the dev/holdout split live here; the
 * classification of a recorded turn is ./classify.ts, the runner ./run-questions.ts.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

/** What a right answer does. `pick`: the turn suspends on a pick-one table (several matches, one needed). */
export const OUTCOMES = ["tools", "pick", "kb", "clarify", "insufficient", "refused", "answer"] as const;
export type Outcome = (typeof OUTCOMES)[number];

/**
 * An expected argument value. A plain value must be equal (strings case-insensitively, "5" = 5);
 * `null` means the argument must be absent. Operator objects: `$contains` (substring,
 * case-insensitive), `$oneOf` (any of the values; `null` = absent), `$gte`/`$lte` (numbers, or ISO
 * dates as strings), `$containsAll` (each part a substring, in any order; a part that is a list:
 * any one of its substrings), `$present`, `$has` (the argument is an array with an element whose keys match
 * each of these; a list of such objects = each held by some element: `criteria: { $has: [{ field:
 * "Balance", operator: ">", value: 0 }] }`). Several operators in one object must all hold.
 */
export type ArgMatcher =
  | string
  | number
  | boolean
  | null
  | {
      $contains?: string;
      /** Each part is a substring (a list: any one of these substrings), in any order. */
      $containsAll?: (string | string[])[];
      $oneOf?: (string | number | boolean | null)[];
      $gte?: number | string;
      $lte?: number | string;
      $present?: boolean;
      $has?: Record<string, ArgMatcher> | Record<string, ArgMatcher>[];
    };

export type ArgsExpectation = Record<string, ArgMatcher>;

export interface QuestionExpect {
  outcome: Outcome;
  /** Honest alternatives that also count as right (e.g. `clarify` for an ambiguous question). */
  accept?: Outcome[];
  /** Tools that must be called: capability id or local name; `a|b` = either. */
  tools?: string[];
  /** Key argument values that must reach a call of the expected tools; an array = any one alternative. */
  args?: ArgsExpectation | ArgsExpectation[];
  /** Entity of the result (`a|b` = either). */
  entity?: string;
  /** Knowledge base: a cited document's title contains this text. */
  doc?: string;
  /** The true answer has rows: an empty result is a false "there are none". */
  nonEmpty?: boolean;
}

/** How the conversation's current_selection is set up before the question is asked. */
export type QuestionSelection =
  /** Rows as a tool returned them, stored as an artifact of the conversation and selected. */
  | { entity: string; tool: string; identityFields?: string[]; rows: Record<string, unknown>[] }
  /** A previous step: ask, then select the row matching `where` (or at `index`) of its first table. */
  | { ask: string; where?: Record<string, unknown>; index?: number };

export interface Question {
  id: string;
  /** The world the question is asked in: `demo`, or a conformance fixture world. */
  world: string;
  q: string;
  selection?: QuestionSelection;
  expect: QuestionExpect;
  note?: string;
}

export type Split = "dev" | "holdout";

/** Decided by the id alone, before any tuning: sha256(id) first byte < 128 → dev. */
export function splitOf(id: string): Split {
  return createHash("sha256").update(id).digest()[0] < 128 ? "dev" : "holdout";
}

export function parseQuestions(text: string): Question[] {
  const out: Question[] = [];
  const seen = new Set<string>();
  for (const [i, line] of text.split("\n").entries()) {
    if (!line.trim()) continue;
    let q: Question;
    try {
      q = JSON.parse(line);
    } catch {
      throw new Error(`questions.jsonl line ${i + 1}: not JSON`);
    }
    if (!q.id || !q.world || !q.q || !q.expect)
      throw new Error(`questions.jsonl line ${i + 1}: id, world, q, expect`);
    if (!OUTCOMES.includes(q.expect.outcome))
      throw new Error(`questions.jsonl line ${i + 1}: unknown outcome ${q.expect.outcome}`);
    for (const a of q.expect.accept ?? [])
      if (!OUTCOMES.includes(a))
        throw new Error(`questions.jsonl line ${i + 1}: unknown accepted outcome ${a}`);
    if (seen.has(q.id)) throw new Error(`questions.jsonl line ${i + 1}: duplicate id ${q.id}`);
    seen.add(q.id);
    out.push(q);
  }
  return out;
}

export function loadQuestions(file = path.join(process.cwd(), "golden", "questions.jsonl")): Question[] {
  return parseQuestions(readFileSync(file, "utf8"));
}
