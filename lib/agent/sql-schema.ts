/**
 * A question about a described database (issue 9) that routing and planning could not answer from
 * the tools' own words — "how many clients in Leeds" over `list_tables` / `describe_table` /
 * `read_query` — is composed as one SELECT (lib/planning/builtin/compose-sql.ts) from the tables and
 * columns the server describes: the host lists the tables and describes each one (once per turn,
 * read tools only, their results never shown as the answer), then plans the question over that
 * schema. The SELECT goes through the same validator as any plan (a single read statement).
 */
import type { Capability } from "@/lib/capabilities";
import type { ExecutionOutcome } from "@/lib/execution/types";
import {
  composedSqlPlan,
  type SqlSchema,
  type SqlTools,
  sqlSchemaOf,
  sqlToolsOf,
  tableNamesOf,
} from "@/lib/planning/builtin/compose-sql";
import type { Plan, PlanAction } from "@/lib/planning/types";

/** Tables described at most (a larger database is asked about one table at a time). */
const MAX_TABLES = 40;

type Run = (plan: Plan, routed: readonly Capability[]) => Promise<ExecutionOutcome>;

async function learnSchema(tools: SqlTools, run: Run): Promise<SqlSchema | undefined> {
  const caps = [tools.lister, tools.describer.cap];
  const listed = await run(
    {
      decision: "tools",
      reason: "The database's tables.",
      actions: [{ id: "t", tool: tools.lister.id, args: {}, dependsOn: [], expect: "many" }],
    },
    caps,
  );
  const list = listed.results.find((r) => r.status === "ok");
  if (!list) return undefined;
  const names = tableNamesOf(list.records);
  if (names.length === 0 || names.length > MAX_TABLES) return undefined;
  const actions: PlanAction[] = names.map((name, i) => ({
    id: `d${i}`,
    tool: tools.describer.cap.id,
    args: { [tools.describer.param]: name },
    dependsOn: [],
    expect: "many",
  }));
  const described = await run({ decision: "tools", reason: "The tables' columns.", actions }, caps);
  const rows = new Map<string, unknown>();
  for (const r of described.results) {
    const i = Number(r.actionId.slice(1));
    if (r.status === "ok" && Number.isInteger(i) && names[i] !== undefined) rows.set(names[i], r.records);
  }
  return sqlSchemaOf(names, rows);
}

/**
 * The plan for a question the planner could not answer, over the snapshot's one described database:
 * a composed SELECT, or a question back naming the columns — undefined when there is no such
 * database or the question names none of its tables.
 */
export async function sqlComposedTurn(
  question: string,
  planned: Plan,
  capabilities: readonly Capability[],
  now: Date,
  run: Run,
): Promise<{ plan: Plan; caps: Capability[] } | undefined> {
  if (planned.decision !== "insufficient" && planned.decision !== "clarify") return undefined;
  if (planned.actions.length > 0 || planned.reasonCode === "read_only_refusal") return undefined;
  const tools = sqlToolsOf(capabilities);
  if (!tools) return undefined;
  const schema = await learnSchema(tools, run);
  if (!schema || schema.tables.length === 0) return undefined;
  const plan = composedSqlPlan(question, schema, tools, now);
  if (!plan) return undefined;
  // A question the planner already asked back stays its own; only an answer replaces it.
  if (plan.decision !== "tools" && planned.decision === "clarify") return undefined;
  return { plan: plan.decision === "tools" ? offered(plan, tools) : plan, caps: [tools.query.cap] };
}

/**
 * A composed SELECT is the host's reading of the words, not the tools' own: shown to the person as
 * the one choice, with its text, and run only when they pick it — through the same validator and
 * gateway as any choice. Never presented as the answer unasked (its joins of words to columns may
 * be wrong, and a wrong answer is worse than a question back).
 */
function offered(plan: Plan, tools: SqlTools): Plan {
  const choices = plan.actions.slice(0, 1).map((a) => ({ ...a, id: "c1", dependsOn: [] }));
  const sql = choices[0]?.args[tools.query.param];
  return {
    decision: "clarify",
    reason: `I can answer this with one query over the database's tables${
      typeof sql === "string" ? `: ${sql}` : ""
    }. Pick the choice to run it, or rephrase with the tables' own column names.`,
    reasonCode: "composed_query",
    actions: [],
    choices,
  };
}
