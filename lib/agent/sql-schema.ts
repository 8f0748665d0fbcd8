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
  composedObjectPlan,
  composedSqlPlan,
  type ObjectTools,
  objectNamesOf,
  objectTableOf,
  objectToolsOf,
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
  return sqlSchemaOf(names, await describeEach(names, tools.describer, "The tables' columns.", caps, run));
}

/** Each name described by the describer, in one plan of read calls: the records of each that answered. */
async function describeEach(
  names: readonly string[],
  describer: { cap: Capability; param: string },
  reason: string,
  caps: readonly Capability[],
  run: Run,
): Promise<Map<string, unknown>> {
  const actions: PlanAction[] = names.map((name, i) => ({
    id: `d${i}`,
    tool: describer.cap.id,
    args: { [describer.param]: name },
    dependsOn: [],
    expect: "many",
  }));
  const described = await run({ decision: "tools", reason, actions }, caps);
  const rows = new Map<string, unknown>();
  for (const r of described.results) {
    const i = Number(r.actionId.slice(1));
    if (r.status === "ok" && Number.isInteger(i) && names[i] !== undefined) rows.set(names[i], r.records);
  }
  return rows;
}

/**
 * The objects a question names, as the describer describes them: each word that could be an object's
 * name is described (once per turn, a read tool; a name that is no object is only an error left out).
 */
async function learnObjects(question: string, tools: ObjectTools, run: Run): Promise<SqlSchema | undefined> {
  const names = objectNamesOf(question);
  if (names.length === 0) return undefined;
  const rows = await describeEach(names, tools.describer, "The objects' fields.", [tools.describer.cap], run);
  const tables = [...rows].flatMap(([name, records]) => {
    const table = objectTableOf(name, records);
    return table ? [table] : [];
  });
  return tables.length > 0 ? { tables } : undefined;
}

/**
 * A question over a records server that takes an object, its fields and a filter in the language its
 * examples show (`whereClause`: "Industry = 'Technology'"): the objects it names are described, and
 * the question is written as one query over one of them. Run as the answer only when every condition
 * equals a value the description lists (a picklist's); otherwise offered with the filter shown.
 */
async function objectComposedTurn(
  question: string,
  planned: Plan,
  tools: ObjectTools,
  now: Date,
  run: Run,
): Promise<{ plan: Plan; caps: Capability[] } | undefined> {
  const schema = await learnObjects(question, tools, run);
  if (!schema) return undefined;
  const composed = composedObjectPlan(question, schema, tools, now);
  if (!composed) return undefined;
  const { plan, certain } = composed;
  if (plan.decision !== "tools" && planned.decision === "clarify") return undefined;
  // The describer answers a question about the object's own fields (compose-sql `describedObjectAsked`).
  const caps = plan.actions.some((a) => a.tool === tools.describer.cap.id)
    ? [tools.describer.cap]
    : [tools.query.cap];
  if (plan.decision !== "tools" || certain) return { plan, caps };
  return { plan: offered(plan, tools.query.where, "the described objects"), caps };
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
  if (!tools) {
    const objects = objectToolsOf(capabilities);
    return objects ? objectComposedTurn(question, planned, objects, now, run) : undefined;
  }
  const schema = await learnSchema(tools, run);
  if (!schema || schema.tables.length === 0) return undefined;
  const composed = composedSqlPlan(question, schema, tools, now);
  if (!composed) return undefined;
  const { plan, certain } = composed;
  // A question the planner already asked back stays its own; only an answer replaces it.
  if (plan.decision !== "tools" && planned.decision === "clarify") return undefined;
  // Run as the answer only when every part is the schema's own reading (compose-sql's `certainParts`).
  return {
    plan:
      plan.decision === "tools" && !certain
        ? offered(plan, tools.query.param, "the database's tables")
        : plan,
    caps: [tools.query.cap],
  };
}

/**
 * A composed SELECT that guesses a column, or leaves a named column unread, is the host's reading of
 * the words, not the tools' own: shown to the person as the one choice, with its text, and run only
 * when they pick it — through the same validator and gateway as any choice. Never presented as the
 * answer unasked (its joins of words to columns may be wrong, and a wrong answer is worse than a
 * question back).
 */
function offered(plan: Plan, shown: string, over: string): Plan {
  const choices = plan.actions.slice(0, 1).map((a) => ({ ...a, id: "c1", dependsOn: [] }));
  const sql = choices[0]?.args[shown];
  return {
    decision: "clarify",
    reason: `I can answer this with one query over ${over}${
      typeof sql === "string" ? `: ${sql}` : ""
    }. Pick the choice to run it, or rephrase with their own column or field names.`,
    reasonCode: "composed_query",
    actions: [],
    choices,
  };
}
