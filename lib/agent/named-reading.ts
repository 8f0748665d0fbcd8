/**
 * A question back that asks which kind of record a name is ("Is “Engineering” a team, a project or a
 * label?", lib/planning/builtin/named-reading.ts), settled by the records themselves: the host lists
 * each kind with its lister (read calls needing no input, their results never shown as the answer)
 * and runs the one choice whose kind has a record of exactly that name (its own name field, case,
 * spaces and punctuation aside). None so named, several, or a lister that did not answer: the question
 * back stands (with several, only their choices are offered) — never a guess.
 */
import type { Capability } from "@/lib/capabilities";
import { sameName } from "@/lib/execution/run-actions";
import type { ExecutionOutcome } from "@/lib/execution/types";
import { ownNameKey } from "@/lib/planning/builtin/score";
import { singular } from "@/lib/planning/builtin/text";
import type { Plan, PlanAction } from "@/lib/planning/types";

type Run = (plan: Plan, routed: readonly Capability[]) => Promise<ExecutionOutcome>;

/** Whether a listed record of `kind` is named `value` by one of its own name fields. */
function named(
  record: Record<string, unknown>,
  value: string,
  kind: string,
  kinds: ReadonlySet<string>,
): boolean {
  return Object.entries(record).some(
    ([key, field]) => ownNameKey(key, kind, kinds) && sameName(field, value),
  );
}

/** The plan the records settle the question back to, or undefined when it stands as asked. */
export async function namedReadingTurn(
  planned: Plan,
  capabilities: readonly Capability[],
  run: Run,
): Promise<Plan | undefined> {
  const ask = planned.decision === "clarify" ? planned.named : undefined;
  if (!ask || !planned.choices?.length) return undefined;
  const readings = ask.listers.flatMap((l) => {
    const cap = capabilities.find((c) => c.id === l.tool && c.readOnly);
    const choice = planned.choices?.find((c) => c.id === l.choice);
    return cap && choice ? [{ cap, choice }] : [];
  });
  if (readings.length === 0 || readings.length !== ask.listers.length) return undefined;
  const actions: PlanAction[] = readings.map((r, i) => ({
    id: `n${i}`,
    tool: r.cap.id,
    args: {},
    dependsOn: [],
    expect: "many",
  }));
  const listed = await run(
    { decision: "tools", reason: `Which kind of record “${ask.value}” is.`, actions },
    readings.map((r) => r.cap),
  );
  const kinds = new Set(capabilities.map((c) => singular(c.entity)));
  const answered = readings.map((_r, i) => listed.results.find((x) => x.actionId === `n${i}`));
  // A kind whose records could not be read may be the one: nothing is settled.
  if (answered.some((r) => r?.status !== "ok" && r?.status !== "empty")) return undefined;
  const hits = readings.filter((r, i) =>
    (answered[i]?.records ?? []).some((rec) => named(rec, ask.value, singular(r.cap.entity), kinds)),
  );
  if (hits.length > 1) return { ...planned, choices: hits.map((h) => h.choice) };
  const [hit] = hits;
  if (!hit) return undefined;
  return {
    decision: "tools",
    reason: `“${ask.value}” is the name of a ${singular(hit.cap.entity)}.`,
    actions: [{ ...hit.choice, id: "a1", dependsOn: [] }],
  };
}
