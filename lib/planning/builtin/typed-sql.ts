/**
 * A SELECT statement the person typed themselves (issue 9): "SELECT * FROM clients WHERE city =
 * 'York'", "run this: select count(*) from orders where state = 'open'". Where a routed read tool
 * takes SQL (`ParamInfo.sql`), the statement is sent to it exactly as typed — it is the question, in
 * the tool's own language. Only a statement that is the whole message (after at most a "run this:"),
 * reads as SQL — a select list of columns, `*` or calls, then `FROM` a table — carries a mark of SQL
 * (a symbol, a quote, or the keywords in capitals) and is one read statement
 * (../validate-sql.ts `isSingleSelect`); anything else is planned as words. A statement that fails
 * is the database's honest error.
 */
import type { Capability } from "@/lib/capabilities/types";
import { paramInfos } from "@/lib/semantics/params";
import type { Plan } from "../types";
import { isSingleSelect } from "../validate-sql";
import { plan } from "./compose";

/** "run this:", "please execute", "query:" before the statement. */
const COMMAND =
  /^(?:please\s+)?(?:(?:run|execute|exec|query)(?:\s+(?:this|the following))?(?:\s+(?:query|sql|statement))?\s*:?\s*)?/i;
/** `SELECT <list> FROM <table>`: a list of columns, `*` or calls, then one table name. */
const SELECT_FROM =
  /^(?:with\b[\s\S]+\bselect|select)\s+(?:distinct\s+)?(?:\*|[\w."]+(?:\([^)]*\))?(?:\s+as\s+\w+)?(?:\s*,\s*(?:\*|[\w."]+(?:\([^)]*\))?(?:\s+as\s+\w+)?))*)\s+from\s+[\w."]+(?:\s+\w[\s\S]*|\s*;?\s*)$/i;
/** A mark of SQL rather than English: a symbol or quote, or the keywords written in capitals. */
const SQL_MARK = /[*(),=<>'"]|\bSELECT\b[\s\S]*\bFROM\b/;

/** The statement the person typed as their whole message, when it is one read statement. */
export function typedSelect(question: string): string | undefined {
  const rest = question.trim().replace(COMMAND, "").trim();
  if (!SELECT_FROM.test(rest) || !SQL_MARK.test(rest) || !isSingleSelect(rest)) return undefined;
  return rest;
}

/** The one read tool among the candidates that takes an SQL statement and nothing else it requires. */
export function sqlTaker(candidates: readonly Capability[]): { cap: Capability; param: string } | undefined {
  const takers = candidates.flatMap((c) => {
    if (!c.readOnly) return [];
    const infos = paramInfos(c);
    const sql = infos.filter((p) => p.sql && !p.path);
    // One SQL parameter and nothing else it requires.
    if (sql.length !== 1 || infos.some((p) => p.required && p !== sql[0])) return [];
    return [{ cap: c, param: sql[0].name }];
  });
  return takers.length === 1 ? takers[0] : undefined;
}

/** A plan sending a typed SELECT to the one routed read tool that takes SQL; undefined otherwise. */
export function typedSqlPlan(question: string, candidates: readonly Capability[]): Plan | undefined {
  const statement = typedSelect(question);
  if (!statement) return undefined;
  const taker = sqlTaker(candidates);
  if (!taker) return undefined;
  const { cap, param } = taker;
  return plan("tools", "The person typed a SELECT statement; it runs as typed.", undefined, [
    { id: "a1", tool: cap.id, args: { [param]: statement }, dependsOn: [], expect: "many" },
  ]);
}
