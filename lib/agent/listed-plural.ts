/**
 * "show me some comedies", "thrillers released in 2023": the records are named by the plural of a
 * category a lister of the catalog lists without any input (the genres), whose ids another tool of
 * other records takes (`with_genres` of the movies' discover tool), and not by the records' noun —
 * so nothing was routed, or no tool fits. The host lists the categories once (a read never shown as
 * the answer); a word of the question that is the plural of exactly one listed category's own name
 * (its declared name field, case and spaces aside) is said again as that category before the
 * records' noun ("comedy movies"), and the question is planned again so (./run-turn.ts): the
 * category is then matched among the listed records as "horror movies" is
 * (lib/planning/builtin/listed-value.ts). Never when the question names any catalog records itself,
 * when the word also names an entity, when several words, categories or record kinds could be
 * meant, or when the lister did not answer — the non-answer stands.
 */
import type { Capability } from "@/lib/capabilities";
import { sameName } from "@/lib/execution/run-actions";
import type { ExecutionOutcome } from "@/lib/execution/types";
import { listerOf } from "@/lib/planning/builtin/discover";
import { ownNameKey } from "@/lib/planning/builtin/score";
import { singular, tokenize } from "@/lib/planning/builtin/text";
import type { Plan } from "@/lib/planning/types";
import { entityVocabulary, paramInfos, takesIdsOf } from "@/lib/semantics/params";
import { plural } from "@/lib/semantics/words";

type Run = (plan: Plan, routed: readonly Capability[]) => Promise<ExecutionOutcome>;

/** The question said again, the lister of its categories and the one category named. */
export interface ListedPlural {
  question: string;
  lister: string;
  value: string;
}

/** The one no-input lister of categories whose ids one kind of other records is filtered by. */
function categoryLister(
  capabilities: readonly Capability[],
): { lister: Capability; records: string } | undefined {
  const vocab = entityVocabulary(capabilities);
  const pairs = capabilities.flatMap((tool) =>
    paramInfos(tool, vocab).flatMap((param) =>
      capabilities
        .filter(
          (c) =>
            c.id !== tool.id &&
            singular(c.entity) !== singular(tool.entity) &&
            takesIdsOf(param, singular(c.entity)) &&
            listerOf(c, tool, vocab),
        )
        .map((lister) => ({ lister, records: singular(tool.entity) })),
    ),
  );
  const listers = new Set(pairs.map((p) => p.lister.id));
  const records = new Set(pairs.map((p) => p.records));
  return listers.size === 1 && records.size === 1 ? pairs[0] : undefined;
}

/**
 * The question said again with its one category plural as that category before the records' noun,
 * or undefined when it does not read so. Its plan is taken only when it `matchesListed`.
 */
export async function listedPluralQuestion(
  question: string,
  planned: Plan,
  capabilities: readonly Capability[],
  run: Run,
): Promise<ListedPlural | undefined> {
  if (planned.decision !== "insufficient" || /["“”]/.test(question)) return undefined;
  const kinds = new Set(
    capabilities.flatMap((c) => [singular(c.entity), ...tokenize(c.entity).map((t) => singular(t.lower))]),
  );
  const tokens = tokenize(question);
  // The records (or any catalog records) named by their own noun: the question reads as before.
  if (tokens.some((t) => kinds.has(t.norm))) return undefined;
  const plurals = tokens.filter((t) => /^\p{L}+$/u.test(t.text) && t.norm !== t.lower);
  if (plurals.length === 0) return undefined;
  const found = categoryLister(capabilities);
  if (!found) return undefined;
  const { lister, records } = found;
  const listed = await run(
    {
      decision: "tools",
      reason: `Which ${plural(singular(lister.entity))} are listed.`,
      actions: [{ id: "c1", tool: lister.id, args: {}, dependsOn: [], expect: "many" }],
    },
    [lister],
  );
  const result = listed.results.find((r) => r.actionId === "c1");
  if (result?.status !== "ok") return undefined;
  const kind = singular(lister.entity);
  const namedAs = (word: string) =>
    result.records.filter((rec) =>
      Object.entries(rec).some(([key, field]) => ownNameKey(key, kind, kinds) && sameName(field, word)),
    );
  const hits = plurals.filter((t) => namedAs(t.norm).length === 1);
  if (hits.length !== 1) return undefined;
  const [hit] = hits;
  return {
    question: `${question.slice(0, hit.start)}${hit.norm} ${plural(records)}${question.slice(hit.end)}`,
    lister: lister.id,
    value: hit.norm,
  };
}

/**
 * Whether the plan of the question said again matches the category among the listed records ("top 5
 * comedy movies" planned as the top 5 of all movies drops the category: a widened answer, never given).
 */
export function matchesListed(plan: Plan, said: ListedPlural): boolean {
  return (
    plan.decision === "tools" &&
    plan.actions.some((a) => a.tool === said.lister && a.match?.value.toLowerCase() === said.value)
  );
}
