/**
 * Fixture "jira": a work tracker behind an MCP server in the style of the Atlassian MCP servers —
 * snake_case tools prefixed `jira_` (`jira_search`, `jira_get_issue`, `jira_get_sprints_from_board`),
 * search by JQL documented only by example in the `jql` parameter's description
 * (`project = PROJ AND status = "In Progress" AND assignee = currentUser()`), results as JSON text
 * like the server's simplified issues (`{ "total", "start_at", "max_results", "issues": [ { "key",
 * "summary", "status": { "name" }, "assignee": { "display_name", "email" }, ... } ] }`), `limit`
 * 1–50 (10 by default) and `start_at` paging, no output schemas. Two tools change things
 * (`jira_create_issue`, `jira_transition_issue`): never approved. Written before the planner ran on
 * it. Run over stdio: `node --import tsx tests/conformance/servers/jira.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { addDays, type JiraData, JR_TODAY, type JrIssue, jiraData } from "./jira-data";

const READ = { readOnlyHint: true };
/** The tools an admin approves as reads. */
export const JIRA_READ_TOOLS = [
  "jira_search",
  "jira_get_issue",
  "jira_get_project_issues",
  "jira_get_all_projects",
  "jira_get_agile_boards",
  "jira_get_sprints_from_board",
  "jira_get_sprint_issues",
  "jira_get_board_issues",
  "jira_search_fields",
  "jira_get_user_profile",
  "jira_get_worklog",
];
export const JIRA_WRITE_TOOLS = ["jira_create_issue", "jira_transition_issue"];

const SITE = "https://northwind.atlassian.net";
const text = (value: unknown) => ({
  content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }],
});
const fail = (message: string) => ({ isError: true, content: [{ type: "text" as const, text: message }] });

// ---------------------------------------------------------------------------------------------
// JQL: clauses `field op value` joined by AND / OR / NOT with parentheses, `IN (…)`, `IS [NOT]
// EMPTY`, `~` text match, functions (currentUser(), openSprints(), startOfMonth(), now()…),
// relative dates (-7d, -2w), and ORDER BY.
// ---------------------------------------------------------------------------------------------
class JqlError extends Error {}
type Tok = { kind: "str" | "word" | "op" | "punct"; text: string };

function lex(src: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i] as string;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '"' || c === "'") {
      const end = src.indexOf(c, i + 1);
      if (end < 0)
        throw new JqlError(
          `Error in the JQL Query: The quoted string '${src.slice(i)}' has not been completed.`,
        );
      out.push({ kind: "str", text: src.slice(i + 1, end) });
      i = end + 1;
      continue;
    }
    const op = /^(!=|!~|>=|<=|=|~|>|<)/.exec(src.slice(i));
    if (op) {
      out.push({ kind: "op", text: op[1] as string });
      i += (op[1] as string).length;
      continue;
    }
    if ("(),".includes(c)) {
      out.push({ kind: "punct", text: c });
      i++;
      continue;
    }
    const word = /^[^\s"'(),=!~<>]+/.exec(src.slice(i));
    if (!word)
      throw new JqlError(`Error in the JQL Query: The character '${c}' is a reserved JQL character.`);
    out.push({ kind: "word", text: word[0] });
    i += word[0].length;
  }
  return out;
}

type Value = { text: string; fn?: string; quoted?: boolean };
type Node =
  | { and: Node[] }
  | { or: Node[] }
  | { not: Node }
  | { field: string; op: string; values: Value[] }
  | { field: string; empty: boolean };

interface Parsed {
  where?: Node;
  order: { field: string; desc: boolean }[];
}

function parseJql(src: string): Parsed {
  const toks = lex(src);
  let p = 0;
  const peek = () => toks[p];
  const isWord = (w: string) => peek()?.kind === "word" && peek()?.text.toLowerCase() === w;
  const expect = (what: string) => {
    const t = toks[p++];
    if (!t || t.text.toLowerCase() !== what.toLowerCase())
      throw new JqlError(
        `Error in the JQL Query: Expecting '${what}' but got '${t?.text ?? "end of query"}'.`,
      );
  };
  const value = (): Value => {
    const t = toks[p++];
    if (!t || t.kind === "op" || (t.kind === "punct" && t.text !== "("))
      throw new JqlError(
        `Error in the JQL Query: Expecting either a value, list or function but got '${t?.text ?? "end of query"}'.`,
      );
    if (t.kind === "str") return { text: t.text, quoted: true };
    if (peek()?.text === "(") {
      p++;
      const args: string[] = [];
      while (peek() && peek()?.text !== ")") {
        const a = toks[p++];
        if (a && a.text !== ",") args.push(a.text);
      }
      expect(")");
      return { text: args.join(","), fn: t.text.toLowerCase() };
    }
    return { text: t.text };
  };
  const clause = (): Node => {
    if (isWord("not")) {
      p++;
      return { not: clause() };
    }
    if (peek()?.text === "(") {
      p++;
      const inner = or();
      expect(")");
      return inner;
    }
    const f = toks[p++];
    if (!f || (f.kind !== "word" && f.kind !== "str"))
      throw new JqlError(
        `Error in the JQL Query: Expecting a field name but got '${f?.text ?? "end of query"}'.`,
      );
    const field = f.text;
    if (isWord("is")) {
      p++;
      let neg = false;
      if (isWord("not")) {
        p++;
        neg = true;
      }
      const v = toks[p++];
      if (!v || !/^(empty|null)$/i.test(v.text))
        throw new JqlError(
          `Error in the JQL Query: Expecting 'EMPTY' but got '${v?.text ?? "end of query"}'.`,
        );
      return { field, empty: !neg };
    }
    let op: string;
    if (isWord("in")) {
      p++;
      op = "in";
    } else if (isWord("not") && toks[p + 1]?.text.toLowerCase() === "in") {
      p += 2;
      op = "not in";
    } else {
      const o = toks[p++];
      if (o?.kind !== "op" || !o)
        throw new JqlError(
          `Error in the JQL Query: Expecting operator but got '${o?.text ?? "end of query"}'. Valid operators: '=', '!=', '~', '!~', '>', '>=', '<', '<=', 'in', 'not in', 'is', 'is not'.`,
        );
      op = o.text;
    }
    // `sprint in openSprints()`: a function giving a list stands for the list.
    if ((op === "in" || op === "not in") && peek()?.kind === "word") return { field, op, values: [value()] };
    if (op === "in" || op === "not in") {
      expect("(");
      const values: Value[] = [];
      while (peek() && peek()?.text !== ")") {
        if (peek()?.text === ",") {
          p++;
          continue;
        }
        values.push(value());
      }
      expect(")");
      return { field, op, values };
    }
    return { field, op, values: [value()] };
  };
  const and = (): Node => {
    const parts = [clause()];
    while (isWord("and")) {
      p++;
      parts.push(clause());
    }
    return parts.length === 1 ? (parts[0] as Node) : { and: parts };
  };
  const or = (): Node => {
    const parts = [and()];
    while (isWord("or")) {
      p++;
      parts.push(and());
    }
    return parts.length === 1 ? (parts[0] as Node) : { or: parts };
  };
  const out: Parsed = { order: [] };
  if (peek() && !isWord("order")) out.where = or();
  if (isWord("order")) {
    p++;
    expect("by");
    do {
      if (peek()?.text === ",") p++;
      const f = toks[p++];
      if (!f) throw new JqlError("Error in the JQL Query: Expecting a field name after 'order by'.");
      let desc = false;
      if (isWord("desc") || isWord("asc")) desc = toks[p++]?.text.toLowerCase() === "desc";
      out.order.push({ field: f.text, desc });
    } while (peek()?.text === ",");
  }
  if (p < toks.length)
    throw new JqlError(`Error in the JQL Query: Expecting end of query but got '${toks[p]?.text}'.`);
  return out;
}

const FIELD_ALIASES: Record<string, string> = {
  project: "project",
  status: "status",
  statuscategory: "statusCategory",
  assignee: "assignee",
  reporter: "reporter",
  priority: "priority",
  labels: "labels",
  label: "labels",
  issuetype: "type",
  type: "type",
  created: "created",
  createddate: "created",
  updated: "updated",
  updateddate: "updated",
  resolved: "resolved",
  resolutiondate: "resolved",
  resolution: "resolution",
  due: "due",
  duedate: "due",
  sprint: "sprint",
  "cf[10020]": "sprint",
  key: "key",
  issuekey: "key",
  id: "key",
  summary: "summary",
  description: "description",
  text: "text",
  component: "component",
  components: "component",
  "story points": "points",
  "cf[10016]": "points",
  parent: "parent",
  "epic link": "parent",
  "cf[10014]": "parent",
};

const CATEGORY: Record<string, string> = {
  "To Do": "To Do",
  "In Progress": "In Progress",
  "In Review": "In Progress",
  Blocked: "In Progress",
  Done: "Done",
};

function dayOf(v: Value): string {
  const d = JR_TODAY;
  if (v.fn) {
    const n = Number(v.text || 0) || 0;
    const month = d.slice(0, 8);
    const dow = (new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
    switch (v.fn) {
      case "now":
      case "startofday":
      case "endofday":
        return addDays(d, n);
      case "startofweek":
        return addDays(d, -dow + n * 7);
      case "endofweek":
        return addDays(d, 6 - dow + n * 7);
      case "startofmonth": {
        const x = new Date(`${month}01T00:00:00Z`);
        x.setUTCMonth(x.getUTCMonth() + n);
        return x.toISOString().slice(0, 10);
      }
      case "endofmonth": {
        const x = new Date(`${month}01T00:00:00Z`);
        x.setUTCMonth(x.getUTCMonth() + n + 1);
        return addDays(x.toISOString().slice(0, 10), -1);
      }
      case "startofyear":
        return `${Number(d.slice(0, 4)) + n}-01-01`;
      case "endofyear":
        return `${Number(d.slice(0, 4)) + n}-12-31`;
      default:
        throw new JqlError(`Error in the JQL Query: Unable to find JQL function '${v.fn}()'.`);
    }
  }
  const rel = /^([-+]?\d+)([dwmh])$/i.exec(v.text.trim());
  if (rel) {
    const n = Number(rel[1]);
    const unit = (rel[2] as string).toLowerCase();
    return addDays(d, unit === "w" ? n * 7 : unit === "d" ? n : 0);
  }
  const abs = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})/.exec(v.text.trim());
  if (abs) return `${abs[1]}-${(abs[2] as string).padStart(2, "0")}-${(abs[3] as string).padStart(2, "0")}`;
  throw new JqlError(
    `Error in the JQL Query: Date value '${v.text}' for field is invalid. Valid formats include: 'yyyy/MM/dd HH:mm', 'yyyy-MM-dd HH:mm', 'yyyy/MM/dd', 'yyyy-MM-dd', or a period format e.g. '-5d', '4w 2d'.`,
  );
}

function evaluate(node: Node, issue: JrIssue, data: JiraData): boolean {
  if ("and" in node) return node.and.every((n) => evaluate(n, issue, data));
  if ("or" in node) return node.or.some((n) => evaluate(n, issue, data));
  if ("not" in node) return !evaluate(node.not, issue, data);
  const field = FIELD_ALIASES[node.field.toLowerCase()];
  if (!field)
    throw new JqlError(
      `Error in the JQL Query: Field '${node.field}' does not exist or you do not have permission to view it.`,
    );
  const sprint = data.sprints.find((s) => s.id === issue.sprint);
  const raw = (): (string | number | null)[] => {
    switch (field) {
      case "project":
        return [issue.project, data.projects.find((p) => p.key === issue.project)?.name ?? null];
      case "status":
        return [issue.status];
      case "statusCategory":
        return [CATEGORY[issue.status] ?? null];
      case "assignee":
      case "reporter": {
        const who = field === "assignee" ? issue.assignee : issue.reporter;
        const user = data.users.find((x) => x.account_id === who);
        return user ? [user.account_id, user.display_name, user.email] : [null];
      }
      case "priority":
        return [issue.priority];
      case "labels":
        return issue.labels.length ? issue.labels : [null];
      case "type":
        return [issue.issue_type];
      case "created":
        return [issue.created.slice(0, 10)];
      case "updated":
        return [issue.updated.slice(0, 10)];
      case "resolved":
        return [issue.resolutiondate?.slice(0, 10) ?? null];
      case "resolution":
        return [issue.status === "Done" ? "Done" : null];
      case "due":
        return [issue.duedate];
      case "sprint":
        return sprint ? [sprint.id, sprint.name] : [null];
      case "key":
        return [issue.key, issue.id];
      case "summary":
        return [issue.summary];
      case "description":
        return [issue.description];
      case "text":
        return [`${issue.summary} ${issue.description}`];
      case "component":
        return issue.components.length ? issue.components : [null];
      case "points":
        return [issue.story_points];
      case "parent":
        return [issue.parent];
      default:
        return [null];
    }
  };
  const values = raw();
  if ("empty" in node) return values.every((v) => v === null) === node.empty;
  const isDate = ["created", "updated", "resolved", "due"].includes(field);
  const eq = (v: Value): boolean => {
    if (v.fn === "currentuser") return values.includes(data.currentUser);
    if (v.fn === "opensprints") return sprint?.state === "active";
    if (v.fn === "closedsprints") return sprint?.state === "closed";
    if (v.fn === "futuresprints") return sprint?.state === "future";
    if (v.fn) throw new JqlError(`Error in the JQL Query: Unable to find JQL function '${v.fn}()'.`);
    if (/^(empty|null)$/i.test(v.text) && !v.quoted) return values.every((x) => x === null);
    if (isDate) return values[0] === dayOf(v);
    return values.some((x) => x !== null && String(x).toLowerCase() === v.text.toLowerCase());
  };
  const cmp = (v: Value): number | undefined => {
    const x = values[0];
    if (x === null || x === undefined) return undefined;
    if (isDate) {
      const b = dayOf(v);
      return String(x) < b ? -1 : String(x) > b ? 1 : 0;
    }
    if (field === "points" || field === "key") {
      const a = field === "key" ? Number(String(x).split("-")[1]) : Number(x);
      const b = field === "key" ? Number(v.text.split("-")[1]) : Number(v.text);
      return a - b;
    }
    if (field === "priority") {
      const order = ["Lowest", "Low", "Medium", "High", "Highest"];
      return order.indexOf(String(x)) - order.findIndex((o) => o.toLowerCase() === v.text.toLowerCase());
    }
    throw new JqlError(
      `Error in the JQL Query: The operator '${node.op}' is not supported by the '${node.field}' field.`,
    );
  };
  const v0 = node.values[0] ?? { text: "" };
  switch (node.op) {
    case "=":
      return eq(v0);
    case "!=":
      return !eq(v0) && values.some((x) => x !== null);
    case "in":
      return node.values.some(eq);
    case "not in":
      return !node.values.some(eq) && values.some((x) => x !== null);
    case "~":
    case "!~": {
      if (!["summary", "description", "text"].includes(field))
        throw new JqlError(
          `Error in the JQL Query: The operator '${node.op}' is not supported by the '${node.field}' field.`,
        );
      const words = v0.text.toLowerCase().replace(/\*/g, "").split(/\s+/).filter(Boolean);
      const hay = String(values[0] ?? "").toLowerCase();
      const hit = words.every((w) => hay.includes(w));
      return node.op === "~" ? hit : !hit;
    }
    default: {
      const c = cmp(v0);
      if (c === undefined) return false;
      return node.op === ">" ? c > 0 : node.op === ">=" ? c >= 0 : node.op === "<" ? c < 0 : c <= 0;
    }
  }
}

function sortIssues(issues: JrIssue[], order: Parsed["order"]): JrIssue[] {
  if (order.length === 0) return [...issues].sort((a, b) => b.created.localeCompare(a.created));
  const rank: Record<string, number> = { Highest: 5, High: 4, Medium: 3, Low: 2, Lowest: 1 };
  const keyOf = (i: JrIssue, f: string): string | number => {
    switch (FIELD_ALIASES[f.toLowerCase()]) {
      case "created":
        return i.created;
      case "updated":
        return i.updated;
      case "resolved":
        return i.resolutiondate ?? "";
      case "due":
        return i.duedate ?? "9999";
      case "priority":
        return rank[i.priority] ?? 0;
      case "key":
        return Number(i.id);
      case "points":
        return i.story_points ?? -1;
      case "status":
        return i.status;
      case "summary":
        return i.summary;
      default:
        throw new JqlError(
          `Error in the JQL Query: Field '${f}' does not exist or cannot be used in ORDER BY.`,
        );
    }
  };
  return [...issues].sort((a, b) => {
    for (const o of order) {
      const x = keyOf(a, o.field);
      const y = keyOf(b, o.field);
      if (x !== y) return (x < y ? -1 : 1) * (o.desc ? -1 : 1);
    }
    return 0;
  });
}

// ---------------------------------------------------------------------------------------------

const DEFAULT_FIELDS = "summary,status,assignee,reporter,priority,issuetype,labels,created,updated";

export function createJiraServer(): McpServer {
  const data = jiraData();
  const { users, projects, boards, sprints, issues, worklogs } = data;
  const server = new McpServer({ name: "mcp-atlassian", version: "0.11.9" });
  const person = (id: string | null) => {
    const x = users.find((p) => p.account_id === id);
    return x
      ? { display_name: x.display_name, name: x.display_name, email: x.email, account_id: x.account_id }
      : null;
  };
  /** The simplified issue, with only the fields asked for (`*all` for all of them). */
  const simplify = (i: JrIssue, fields = DEFAULT_FIELDS) => {
    const want = new Set(fields.split(",").map((f) => f.trim().toLowerCase()));
    const all = want.has("*all");
    const has = (f: string) => all || want.has(f);
    const sprint = sprints.find((s) => s.id === i.sprint);
    const out: Record<string, unknown> = { id: i.id, key: i.key };
    if (has("summary")) out.summary = i.summary;
    if (has("description")) out.description = i.description;
    if (has("status")) out.status = { name: i.status, category: CATEGORY[i.status] ?? "To Do" };
    if (has("issuetype")) out.issue_type = { name: i.issue_type };
    if (has("priority")) out.priority = { name: i.priority };
    if (has("assignee")) out.assignee = person(i.assignee) ?? { display_name: "Unassigned" };
    if (has("reporter")) out.reporter = person(i.reporter);
    if (has("labels")) out.labels = i.labels;
    if (has("components")) out.components = i.components.map((name) => ({ name }));
    if (has("created")) out.created = i.created;
    if (has("updated")) out.updated = i.updated;
    if (has("resolutiondate")) out.resolutiondate = i.resolutiondate;
    if (has("duedate")) out.duedate = i.duedate;
    if (has("customfield_10016") || has("story points")) out.customfield_10016 = i.story_points;
    if (has("customfield_10020") || has("sprint"))
      out.customfield_10020 = sprint ? [{ id: sprint.id, name: sprint.name, state: sprint.state }] : null;
    if (has("parent")) out.parent = i.parent ? { key: i.parent } : null;
    out.url = `${SITE}/browse/${i.key}`;
    return out;
  };
  const searchResult = (hits: JrIssue[], startAt = 0, limit = 10, fields?: string) => ({
    total: hits.length,
    start_at: startAt,
    max_results: limit,
    issues: hits.slice(startAt, startAt + limit).map((i) => simplify(i, fields)),
  });
  const runJql = (jql: string, scope?: (i: JrIssue) => boolean) => {
    const parsed = parseJql(jql);
    const hits = issues.filter(
      (i) => (!scope || scope(i)) && (!parsed.where || evaluate(parsed.where, i, data)),
    );
    return sortIssues(hits, parsed.order);
  };
  const limit = z.number().int().min(1).max(50).optional().describe("Maximum number of results (1-50)");
  const startAt = z.number().int().min(0).optional().describe("Starting index for pagination (0-based)");
  const fields = z
    .string()
    .optional()
    .describe(
      "Comma-separated fields to return in the results. Use '*all' for all fields, or specify individual fields like 'summary,status,assignee,priority'",
    );

  server.registerTool(
    "jira_search",
    {
      description: "Search Jira issues using JQL (Jira Query Language).",
      inputSchema: {
        jql: z
          .string()
          .describe(
            [
              "JQL query string (Jira Query Language). Examples:",
              '- Find Epics: "issuetype = Epic AND project = PROJ"',
              '- Find issues in Epic: "parent = PROJ-123"',
              "- Find by status: \"status = 'In Progress' AND project = PROJ\"",
              '- Find by assignee: "assignee = currentUser()"',
              '- Find recently updated: "updated >= -7d AND project = PROJ"',
              '- Find by label: "labels = frontend AND priority = High"',
              '- Combined: project = PROJ AND status = "In Progress" AND assignee = currentUser() ORDER BY created DESC',
            ].join("\n"),
          ),
        fields,
        limit,
        start_at: startAt,
        projects_filter: z
          .string()
          .optional()
          .describe(
            "Comma-separated list of project keys to filter results by. Overrides the environment variable JIRA_PROJECTS_FILTER if provided.",
          ),
      },
      annotations: READ,
    },
    async ({ jql, fields: f, limit: l = 10, start_at = 0, projects_filter }) => {
      const keys = projects_filter ? projects_filter.split(",").map((k) => k.trim().toUpperCase()) : [];
      try {
        const hits = runJql(jql, (i) => keys.length === 0 || keys.includes(i.project));
        return text(searchResult(hits, start_at, l, f));
      } catch (e) {
        return fail(e instanceof JqlError ? e.message : String(e));
      }
    },
  );

  server.registerTool(
    "jira_get_issue",
    {
      description:
        "Get details of a specific Jira issue including its Epic links and relationship information.",
      inputSchema: {
        issue_key: z.string().describe("Jira issue key (e.g., 'PROJ-123')"),
        fields,
        comment_limit: z
          .number()
          .int()
          .min(0)
          .max(100)
          .optional()
          .describe("Maximum number of comments to include (0 or null for no comments)"),
      },
      annotations: READ,
    },
    async ({ issue_key, fields: f }) => {
      const i = issues.find((x) => x.key.toLowerCase() === issue_key.trim().toLowerCase());
      return i
        ? text(simplify(i, f ?? "*all"))
        : fail(
            `Error retrieving issue ${issue_key}: Issue does not exist or you do not have permission to see it.`,
          );
    },
  );

  server.registerTool(
    "jira_get_project_issues",
    {
      description: "Get all issues for a specific Jira project.",
      inputSchema: {
        project_key: z.string().describe("The project key"),
        limit,
        start_at: startAt,
      },
      annotations: READ,
    },
    async ({ project_key, limit: l = 10, start_at = 0 }) => {
      const key = project_key.trim().toUpperCase();
      if (!projects.some((p) => p.key === key))
        return fail(
          `Error in the JQL Query: The value '${project_key}' does not exist for the field 'project'.`,
        );
      const hits = sortIssues(
        issues.filter((i) => i.project === key),
        [],
      );
      return text(searchResult(hits, start_at, l));
    },
  );

  server.registerTool(
    "jira_get_all_projects",
    {
      description: "Get all Jira projects accessible to the current user.",
      inputSchema: {
        include_archived: z
          .boolean()
          .optional()
          .describe("Whether to include archived projects in the results"),
      },
      annotations: READ,
    },
    async () =>
      text(
        projects.map((p) => ({
          id: p.id,
          key: p.key,
          name: p.name,
          project_type_key: p.project_type_key,
          lead: person(p.lead),
          url: `${SITE}/browse/${p.key}`,
        })),
      ),
  );

  server.registerTool(
    "jira_get_agile_boards",
    {
      description: "Get jira agile boards by name, project key, or type.",
      inputSchema: {
        board_name: z.string().optional().describe("(Optional) The name of board, support fuzzy search"),
        project_key: z.string().optional().describe("(Optional) Jira project key (e.g., 'PROJ-123')"),
        board_type: z
          .string()
          .optional()
          .describe("(Optional) The type of jira board (e.g., 'scrum', 'kanban')"),
        start_at: startAt,
        limit,
      },
      annotations: READ,
    },
    async ({ board_name, project_key, board_type }) => {
      const hits = boards.filter(
        (b) =>
          (!board_name || b.name.toLowerCase().includes(board_name.trim().toLowerCase())) &&
          (!project_key || b.project_key === project_key.trim().toUpperCase().split("-")[0]) &&
          (!board_type || b.type === board_type.trim().toLowerCase()),
      );
      return text(
        hits.map((b) => ({ id: b.id, name: b.name, type: b.type, location: { project_key: b.project_key } })),
      );
    },
  );

  server.registerTool(
    "jira_get_sprints_from_board",
    {
      description: "Get jira sprints from board by state.",
      inputSchema: {
        board_id: z.string().describe("The id of board (e.g., '1000')"),
        state: z.string().optional().describe("Sprint state (e.g., 'active', 'future', 'closed')"),
        start_at: startAt,
        limit,
      },
      annotations: READ,
    },
    async ({ board_id, state, start_at = 0, limit: l = 10 }) => {
      const board = boards.find((b) => String(b.id) === board_id.trim());
      if (!board) return fail(`Error getting sprints from board: Board ${board_id} does not exist.`);
      if (board.type === "kanban") return fail("The board does not support sprints");
      const hits = sprints.filter(
        (s) => s.board_id === board.id && (!state || s.state === state.trim().toLowerCase()),
      );
      return text(hits.slice(start_at, start_at + l));
    },
  );

  server.registerTool(
    "jira_get_sprint_issues",
    {
      description: "Get jira issues from sprint.",
      inputSchema: {
        sprint_id: z.string().describe("The id of sprint (e.g., '10001')"),
        fields,
        start_at: startAt,
        limit,
      },
      annotations: READ,
    },
    async ({ sprint_id, fields: f, start_at = 0, limit: l = 10 }) => {
      const sprint = sprints.find((s) => String(s.id) === sprint_id.trim());
      if (!sprint) return fail(`Error getting sprint issues: Sprint ${sprint_id} does not exist.`);
      return text(
        searchResult(
          sortIssues(
            issues.filter((i) => i.sprint === sprint.id),
            [],
          ),
          start_at,
          l,
          f,
        ),
      );
    },
  );

  server.registerTool(
    "jira_get_board_issues",
    {
      description: "Get all issues linked to a specific board filtered by JQL.",
      inputSchema: {
        board_id: z.string().describe("The id of the board (e.g., '1001')"),
        jql: z
          .string()
          .describe(
            'JQL query string (Jira Query Language). Examples:\n- Find Epics: "issuetype = Epic AND project = PROJ"\n- Find by status: "status = \'In Progress\'"\n- Find recently updated: "updated >= -7d"',
          ),
        fields,
        start_at: startAt,
        limit,
        expand: z
          .string()
          .optional()
          .describe("Optional fields to expand in the response (e.g., 'changelog')."),
      },
      annotations: READ,
    },
    async ({ board_id, jql, fields: f, start_at = 0, limit: l = 10 }) => {
      const board = boards.find((b) => String(b.id) === board_id.trim());
      if (!board) return fail(`Error getting board issues: Board ${board_id} does not exist.`);
      try {
        return text(
          searchResult(
            runJql(jql, (i) => i.project === board.project_key),
            start_at,
            l,
            f,
          ),
        );
      } catch (e) {
        return fail(e instanceof JqlError ? e.message : String(e));
      }
    },
  );

  const FIELD_DEFS = [
    ["summary", "Summary", false, "string"],
    ["status", "Status", false, "status"],
    ["assignee", "Assignee", false, "user"],
    ["reporter", "Reporter", false, "user"],
    ["priority", "Priority", false, "priority"],
    ["labels", "Labels", false, "array"],
    ["issuetype", "Issue Type", false, "issuetype"],
    ["project", "Project", false, "project"],
    ["created", "Created", false, "datetime"],
    ["updated", "Updated", false, "datetime"],
    ["resolutiondate", "Resolved", false, "datetime"],
    ["duedate", "Due date", false, "date"],
    ["components", "Components", false, "array"],
    ["description", "Description", false, "string"],
    ["parent", "Parent", false, "issuelink"],
    ["customfield_10014", "Epic Link", true, "any"],
    ["customfield_10016", "Story Points", true, "number"],
    ["customfield_10020", "Sprint", true, "array"],
  ] as const;
  server.registerTool(
    "jira_search_fields",
    {
      description: "Search Jira fields by keyword with fuzzy match.",
      inputSchema: {
        keyword: z
          .string()
          .optional()
          .describe(
            "Keyword for fuzzy search. If left empty, lists the first 'limit' available fields in their default order.",
          ),
        limit: z.number().int().min(1).optional().describe("Maximum number of results"),
        refresh: z.boolean().optional().describe("Whether to force refresh the field list"),
      },
      annotations: READ,
    },
    async ({ keyword, limit: l = 10 }) => {
      const k = (keyword ?? "").trim().toLowerCase();
      const hits = FIELD_DEFS.filter(([id, name]) => !k || id.includes(k) || name.toLowerCase().includes(k));
      return text(
        hits.slice(0, l).map(([id, name, custom, type]) => ({
          id,
          name,
          custom,
          searchable: true,
          schema: { type },
        })),
      );
    },
  );

  server.registerTool(
    "jira_get_user_profile",
    {
      description: "Retrieve profile information for a specific Jira user.",
      inputSchema: {
        user_identifier: z
          .string()
          .describe(
            "Identifier for the user (e.g., email address 'user@example.com', username 'johndoe', account ID 'accountid:...', or key for Server/DC).",
          ),
      },
      annotations: READ,
    },
    async ({ user_identifier }) => {
      const k = user_identifier
        .trim()
        .toLowerCase()
        .replace(/^accountid:/, "");
      const hits = users.filter(
        (x) => x.email === k || x.account_id.toLowerCase() === k || x.display_name.toLowerCase() === k,
      );
      if (hits.length === 0) return fail(`Error: User '${user_identifier}' not found.`);
      if (hits.length > 1)
        return fail(
          `Error: Multiple users match '${user_identifier}': ${hits.map((x) => x.email).join(", ")}. Use an email address or account ID.`,
        );
      const x = hits[0];
      return text({ success: true, user: { ...x, avatar_url: `${SITE}/avatar/${x?.account_id}` } });
    },
  );

  server.registerTool(
    "jira_get_worklog",
    {
      description: "Get worklog entries for a Jira issue.",
      inputSchema: { issue_key: z.string().describe("Jira issue key (e.g., 'PROJ-123')") },
      annotations: READ,
    },
    async ({ issue_key }) => {
      const issue = issues.find((x) => x.key.toLowerCase() === issue_key.trim().toLowerCase());
      if (!issue) return fail(`Error getting worklogs: Issue ${issue_key} does not exist.`);
      return text({
        worklogs: worklogs
          .filter((w) => w.issue_key === issue.key)
          .map((w) => ({
            id: w.id,
            author: person(w.author)?.display_name,
            started: w.started,
            time_spent: w.time_spent,
            time_spent_seconds: w.time_spent_seconds,
            comment: w.comment,
          })),
      });
    },
  );

  server.registerTool(
    "jira_create_issue",
    {
      description: "Create a new Jira issue with optional Epic link or parent for subtasks.",
      inputSchema: {
        project_key: z.string().describe("The JIRA project key (e.g. 'PROJ', 'DEV', 'SUPPORT')."),
        summary: z.string().describe("Summary/title of the issue"),
        issue_type: z.string().describe("Issue type (e.g. 'Task', 'Bug', 'Story', 'Epic', 'Subtask')."),
        assignee: z
          .string()
          .optional()
          .describe("(Optional) Assignee's user identifier (string): Email, display name, or account ID"),
        description: z.string().optional().describe("Issue description"),
        components: z.string().optional().describe("(Optional) Comma-separated list of component names"),
      },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    async ({ project_key, summary, issue_type }) =>
      text({
        message: "Issue created successfully",
        issue: { key: `${project_key.toUpperCase()}-999`, summary, issue_type: { name: issue_type } },
      }),
  );

  server.registerTool(
    "jira_transition_issue",
    {
      description: "Transition a Jira issue to a new status.",
      inputSchema: {
        issue_key: z.string().describe("Jira issue key (e.g., 'PROJ-123')"),
        transition_id: z
          .string()
          .describe(
            "ID of the transition to perform. Use the jira_get_transitions tool first to get the available transitions for an issue.",
          ),
        comment: z.string().optional().describe("(Optional) Comment to add during the transition."),
      },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ issue_key, transition_id }) =>
      text({ success: true, message: `Issue ${issue_key} transitioned (transition ${transition_id})` }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createJiraServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("jira fixture server failed:", e);
      process.exit(1);
    });
}
