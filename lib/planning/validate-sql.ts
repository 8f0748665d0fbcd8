/**
 * SQL arguments (issue 9), a validator rule in every planner mode: a parameter that takes an SQL
 * statement (`read_query(query: "SELECT SQL query to execute")`, `run_sql(sql)`; see
 * `ParamInfo.sql`) gets exactly one read statement — `SELECT …` or `WITH … SELECT …` — or the call
 * does not run. The person's question is not SQL; a second statement after a `;`, a comment that
 * could hide one, and any keyword or function that writes, locks or reaches outside the database
 * (`DELETE`, `INSERT`, `UPDATE`, `DROP`, `CREATE`, `ATTACH`, `PRAGMA`, `INTO`, `nextval(` …) are
 * refused wherever they stand outside a quoted literal or identifier, even when the tool is
 * approved as a read: a read tool's approval is no promise about the text sent to it. A `$from`
 * reference is refused there as well: a statement is never copied out of a tool result.
 */
import type { Capability } from "@/lib/capabilities/types";
import { paramInfos } from "@/lib/semantics/params";
import type { Plan, ValidationIssue } from "./types";

/**
 * Keywords that change data or the schema inside what starts as a read: a data-changing `WITH`
 * (`WITH gone AS (DELETE … RETURNING *) SELECT …`), `SELECT … INTO` a table or a file, `FOR UPDATE`,
 * and the statements a driver that runs several would reach.
 */
const WRITE_WORDS = new Set(
  `insert update delete merge upsert drop alter create truncate attach detach pragma vacuum reindex
  grant revoke copy call exec execute into`.split(/\s+/),
);
/** Functions with effects a SELECT can call: sequences, settings, sessions, files, other servers. */
const EFFECT_FUNCTIONS =
  /^(nextval|setval|set_config|pg_sleep\w*|pg_terminate_backend|pg_cancel_backend|pg_reload_conf|pg_read_\w+|pg_ls_dir|pg_file_\w+|lo_\w+|dblink\w*|load_extension|load_file|sleep|benchmark|readfile|writefile|edit|fts3_tokenizer|xp_\w+|sp_\w+|openrowset|opendatasource|openquery)$/i;

/**
 * The words of an SQL text outside its quoted literals and identifiers, or undefined when the text
 * cannot be read safely (an unclosed quote, a comment, a statement separator before the end).
 */
function unquotedWords(sql: string): { word: string; call: boolean }[] | undefined {
  const words: { word: string; call: boolean }[] = [];
  const closing: Record<string, string> = { "'": "'", '"': '"', "`": "`", "[": "]" };
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    if (c in closing) {
      const end = closing[c];
      let j = i + 1;
      for (;;) {
        if (j >= sql.length) return undefined;
        if (sql[j] === end) {
          // A doubled quote is the quote itself ('O''Neill').
          if (sql[j + 1] === end && end !== "]") {
            j += 2;
            continue;
          }
          break;
        }
        // A backslash escape some databases read inside a literal ('O\'Neill'): skip what it escapes.
        if (sql[j] === "\\" && c === "'") j++;
        j++;
      }
      i = j + 1;
      continue;
    }
    if ((c === "-" && sql[i + 1] === "-") || (c === "/" && sql[i + 1] === "*") || c === "#") return undefined;
    if (c === "$" && /^\$\w*\$/.test(sql.slice(i))) return undefined; // a dollar-quoted body
    if (c === ";") {
      if (sql.slice(i + 1).trim() !== "") return undefined;
      i++;
      continue;
    }
    const w = /^[A-Za-z_][\w$]*/.exec(sql.slice(i));
    if (w) {
      const rest = sql.slice(i + w[0].length);
      words.push({ word: w[0].toLowerCase(), call: /^\s*\(/.test(rest) });
      i += w[0].length;
      continue;
    }
    i++;
  }
  return words;
}

/** One statement that only reads: `SELECT …` or `WITH … SELECT …`, nothing that writes, locks or leaves. */
export function isSingleSelect(sql: string): boolean {
  const words = unquotedWords(sql.trim());
  if (!words || words.length === 0) return false;
  if (words[0].word !== "select" && words[0].word !== "with") return false;
  if (!words.some((w) => w.word === "select")) return false;
  return !words.some((w) => WRITE_WORDS.has(w.word) || (w.call && EFFECT_FUNCTIONS.test(w.word)));
}

/** Every string argument a tool's SQL parameter gets must be one read statement. */
export function checkSqlStatements(plan: Plan, capsById: ReadonlyMap<string, Capability>): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const action of plan.actions) {
    const cap = capsById.get(action.tool);
    if (!cap) continue;
    for (const p of paramInfos(cap)) {
      if (!p.sql || p.path) continue;
      // A reference is refused too: a statement is never copied out of a tool result.
      const v = action.args[p.name];
      if (v === undefined || (typeof v === "string" && isSingleSelect(v))) continue;
      issues.push({
        code: "sql_statement",
        actionId: action.id,
        path: `args.${p.name}`,
        message: `${p.name} takes one SQL SELECT statement; "${String(typeof v === "string" ? v : JSON.stringify(v)).slice(0, 80)}" is not one (never the question's words, a second statement or a change)`,
      });
    }
  }
  return issues;
}
