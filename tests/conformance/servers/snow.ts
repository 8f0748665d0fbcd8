/**
 * Fixture "snow": IT service management in the style of third-party ServiceNow MCP servers over the
 * Table API — snake_case tools with terse descriptions (`list_incidents`, `get_incident`,
 * `list_change_requests`, `get_change_request`, `list_users`, `get_user`, `list_groups`,
 * `list_catalog_items`, `list_knowledge_articles`), JSON text results without output schemas in
 * `{ "result": [...] }` envelopes whose total is only an `X-Total-Count` field beside it; records keyed by
 * 32-hex `sys_id`s with numbers such as INC0010023 / CHG0030001; every value a string; `state` and
 * `priority` numbers described in words only in descriptions; dates "2025-09-14 08:31:02" (UTC, no T, no
 * zone); reference fields `{ link, value }` in lists (`{ display_value, link }` with
 * `sysparm_display_value=true`; `{ display_value, link, value }` on the get tools). Lists take an
 * encoded query `sysparm_query` documented only by example (`active=true^priority=1^assigned_to.name=Beth
 * Anglin`), `sysparm_limit`/`sysparm_offset`, and some plain filters beside it (`state`, `assigned_to`,
 * `category`, `type`, `name`). The encoded query behaves as ServiceNow's does: a choice compared with
 * its label matches nothing, `assigned_to.name=David Miller` matches both David Millers, an unknown field
 * is an error. Writes (`create_incident`, `update_incident`, `resolve_incident`) are never approved.
 * Written before the planner ran on it. Run over stdio: `node --import tsx tests/conformance/servers/snow.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import {
  CHANGE_RISKS,
  CHANGE_STATES,
  glideTime,
  INCIDENT_STATES,
  PRIORITIES,
  SNOW_INSTANCE,
  SNOW_NOW_MS,
  snowData,
} from "./snow-data";

const READ = { readOnlyHint: true };
const WRITE = { readOnlyHint: false };
export const SNOW_READ_TOOLS = [
  "list_incidents",
  "get_incident",
  "list_change_requests",
  "get_change_request",
  "list_users",
  "get_user",
  "list_groups",
  "list_catalog_items",
  "list_knowledge_articles",
];
export const SNOW_WRITE_TOOLS = ["create_incident", "update_incident", "resolve_incident"];

const text = (value: unknown) => ({
  content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }],
});
const fail = (message: string) => ({ isError: true, content: [{ type: "text" as const, text: message }] });
class QueryError extends Error {}
const lc = (s: string) => s.trim().toLowerCase();

type Row = Record<string, string | string[]>;
interface Table {
  name: string;
  rows: () => Row[];
  /** Reference fields and the table they point at. */
  refs: Record<string, string>;
  /** Choice fields and their labels. */
  choices: Record<string, Record<string, string>>;
  /** The field a reference to this table displays. */
  display: string;
  /** The fields a list shows, in order. */
  fields: string[];
}

const TABLES: Record<string, Table> = {
  incident: {
    name: "incident",
    rows: () => snowData().incidents as unknown as Row[],
    refs: { caller_id: "sys_user", assigned_to: "sys_user", assignment_group: "sys_user_group" },
    choices: {
      state: INCIDENT_STATES,
      priority: PRIORITIES,
      impact: { "1": "1 - High", "2": "2 - Medium", "3": "3 - Low" },
      urgency: { "1": "1 - High", "2": "2 - Medium", "3": "3 - Low" },
    },
    display: "number",
    fields: [
      "sys_id",
      "number",
      "short_description",
      "description",
      "state",
      "priority",
      "impact",
      "urgency",
      "category",
      "subcategory",
      "caller_id",
      "assigned_to",
      "assignment_group",
      "opened_at",
      "sys_updated_on",
      "resolved_at",
      "closed_at",
      "active",
    ],
  },
  change_request: {
    name: "change_request",
    rows: () => snowData().changes as unknown as Row[],
    refs: { requested_by: "sys_user", assigned_to: "sys_user", assignment_group: "sys_user_group" },
    choices: {
      state: CHANGE_STATES,
      risk: CHANGE_RISKS,
      priority: PRIORITIES,
      type: { standard: "Standard", normal: "Normal", emergency: "Emergency" },
    },
    display: "number",
    fields: [
      "sys_id",
      "number",
      "short_description",
      "description",
      "type",
      "state",
      "risk",
      "priority",
      "requested_by",
      "assigned_to",
      "assignment_group",
      "start_date",
      "end_date",
      "opened_at",
      "sys_updated_on",
      "active",
    ],
  },
  sys_user: {
    name: "sys_user",
    rows: () => snowData().users as unknown as Row[],
    refs: {},
    choices: {},
    display: "name",
    fields: [
      "sys_id",
      "user_name",
      "name",
      "first_name",
      "last_name",
      "email",
      "title",
      "department",
      "phone",
      "location",
      "active",
      "sys_created_on",
    ],
  },
  sys_user_group: {
    name: "sys_user_group",
    rows: () => snowData().groups as unknown as Row[],
    refs: { manager: "sys_user" },
    choices: {},
    display: "name",
    fields: ["sys_id", "name", "description", "email", "manager", "active"],
  },
  sc_cat_item: {
    name: "sc_cat_item",
    rows: () => snowData().catalogItems as unknown as Row[],
    refs: {},
    choices: {},
    display: "name",
    fields: ["sys_id", "name", "short_description", "category", "price", "active", "order"],
  },
  kb_knowledge: {
    name: "kb_knowledge",
    rows: () => snowData().articles as unknown as Row[],
    refs: { author: "sys_user" },
    choices: {},
    display: "short_description",
    fields: [
      "sys_id",
      "number",
      "short_description",
      "text",
      "kb_category",
      "workflow_state",
      "author",
      "sys_view_count",
      "sys_updated_on",
    ],
  },
};
const table = (name: string) => TABLES[name] as Table;

const DATE_FIELDS = new Set([
  "opened_at",
  "sys_updated_on",
  "resolved_at",
  "closed_at",
  "start_date",
  "end_date",
  "sys_created_on",
]);

function byId(tableName: string, id: string): Row | undefined {
  return table(tableName)
    .rows()
    .find((r) => r.sys_id === id);
}
function displayOf(tableName: string, id: string): string {
  const r = id ? byId(tableName, id) : undefined;
  return r ? String(r[table(tableName).display] ?? "") : "";
}
const link = (tableName: string, id: string) => `${SNOW_INSTANCE}/api/now/table/${tableName}/${id}`;

type Mode = "false" | "true" | "all";
/** A record as the Table API writes it under `sysparm_display_value`. */
function render(t: Table, r: Row, mode: Mode, refsWithDisplay = false): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of t.fields) {
    const v = String(r[f] ?? "");
    const ref = t.refs[f];
    const choice = t.choices[f];
    if (ref) {
      if (!v) out[f] = mode === "all" ? { display_value: "", link: "", value: "" } : "";
      else if (mode === "true") out[f] = { display_value: displayOf(ref, v), link: link(ref, v) };
      else if (mode === "all" || refsWithDisplay)
        out[f] = { display_value: displayOf(ref, v), link: link(ref, v), value: v };
      else out[f] = { link: link(ref, v), value: v };
    } else if (choice) {
      const label = choice[v] ?? v;
      out[f] = mode === "true" ? label : mode === "all" ? { display_value: label, value: v } : v;
    } else out[f] = mode === "all" ? { display_value: v, value: v } : v;
  }
  return out;
}

/* ---------- the encoded query ---------- */

const WEEKDAY_OFFSET = (ms: number) => (new Date(ms).getUTCDay() + 6) % 7; // Monday = 0
const dayStart = (ms: number) => ms - (ms % 86_400_000);
/** `javascript:gs.…()` values ServiceNow evaluates (the ones these servers' users write). */
function scriptValue(v: string): string {
  const m = /^javascript:\s*gs\.(\w+)\(([^)]*)\)$/.exec(v.trim());
  if (!m) return v;
  const [, fn, rawArgs] = m;
  const args = (rawArgs ?? "")
    .split(",")
    .map((a) => a.trim().replace(/^['"]|['"]$/g, ""))
    .filter(Boolean);
  const today = dayStart(SNOW_NOW_MS);
  const week = today - WEEKDAY_OFFSET(SNOW_NOW_MS) * 86_400_000;
  const month = Date.UTC(new Date(SNOW_NOW_MS).getUTCFullYear(), new Date(SNOW_NOW_MS).getUTCMonth(), 1);
  const lastMonth = Date.UTC(
    new Date(SNOW_NOW_MS).getUTCFullYear(),
    new Date(SNOW_NOW_MS).getUTCMonth() - 1,
    1,
  );
  const n = Number(args[0] ?? 0);
  switch (fn) {
    case "getUserID":
      return snowData().me.sys_id;
    case "getUserName":
      return snowData().me.user_name;
    case "beginningOfToday":
      return glideTime(today);
    case "endOfToday":
      return glideTime(today + 86_399_000);
    case "beginningOfYesterday":
      return glideTime(today - 86_400_000);
    case "endOfYesterday":
      return glideTime(today - 1000);
    case "beginningOfThisWeek":
      return glideTime(week);
    case "endOfThisWeek":
      return glideTime(week + 7 * 86_400_000 - 1000);
    case "beginningOfLastWeek":
      return glideTime(week - 7 * 86_400_000);
    case "endOfLastWeek":
      return glideTime(week - 1000);
    case "beginningOfThisMonth":
      return glideTime(month);
    case "beginningOfLastMonth":
      return glideTime(lastMonth);
    case "endOfLastMonth":
      return glideTime(month - 1000);
    case "daysAgo":
      return glideTime(SNOW_NOW_MS - n * 86_400_000);
    case "daysAgoStart":
      return glideTime(today - n * 86_400_000);
    case "daysAgoEnd":
      return glideTime(today - n * 86_400_000 + 86_399_000);
    case "hoursAgo":
      return glideTime(SNOW_NOW_MS - n * 3_600_000);
    case "dateGenerate":
      return `${args[0] ?? ""} ${args[1] ?? "00:00:00"}`.trim();
    default:
      throw new QueryError(`Invalid query: unsupported script gs.${fn}()`);
  }
}

/** A date as the field stores it: "2025-09-22" → "2025-09-22 00:00:00"; ISO forms read as UTC. */
function glideDate(v: string): string {
  const s = v.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return `${s} 00:00:00`;
  if (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?/.test(s)) {
    const ms = Date.parse(/[zZ]|[+-]\d{2}:?\d{2}$/.test(s) ? s.replace(" ", "T") : `${s.replace(" ", "T")}Z`);
    if (!Number.isNaN(ms)) return glideTime(ms);
  }
  throw new QueryError(`Invalid date value "${v}": use yyyy-MM-dd HH:mm:ss`);
}

interface Condition {
  path: string[];
  op: string;
  value: string;
}
const OPS = [
  "ISNOTEMPTY",
  "ISEMPTY",
  "NOTLIKE",
  "LIKE",
  "STARTSWITH",
  "ENDSWITH",
  "NOT IN",
  "IN",
  "BETWEEN",
  "ON",
  "!=",
  ">=",
  "<=",
  "=",
  ">",
  "<",
];
const CONDITION = new RegExp(
  `^([a-z_][a-z0-9_]*(?:\\.[a-z_][a-z0-9_]*)?)(${OPS.map((o) => o.replace(/[.*+?^${}()|[\]\\!<>=]/g, "\\$&")).join("|")})(.*)$`,
  "s",
);

interface Parsed {
  /** OR of groups (`^NQ`); each group an AND of OR-lists (`^OR`). */
  groups: Condition[][][];
  order: { field: string; desc: boolean }[];
}
function parseQuery(t: Table, query: string): Parsed {
  const parsed: Parsed = { groups: [], order: [] };
  for (const groupText of query.split("^NQ")) {
    const group: Condition[][] = [];
    for (const raw of groupText.split("^")) {
      let part = raw.trim();
      if (!part) continue;
      if (/^ORDERBYDESC/.test(part)) {
        parsed.order.push({ field: part.slice(11), desc: true });
        continue;
      }
      if (/^ORDERBY/.test(part)) {
        parsed.order.push({ field: part.slice(7), desc: false });
        continue;
      }
      if (part === "EQ") continue;
      const or = part.startsWith("OR") && !CONDITION.test(part);
      if (or) part = part.slice(2);
      const m = CONDITION.exec(part);
      if (!m) throw new QueryError(`Invalid query: cannot parse "${raw}"`);
      const path = (m[1] ?? "").split(".");
      checkPath(t, path);
      const c: Condition = { path, op: m[2] ?? "=", value: m[3] ?? "" };
      if (or && group.length > 0) group[group.length - 1]?.push(c);
      else group.push([c]);
    }
    parsed.groups.push(group);
  }
  for (const o of parsed.order) checkPath(t, o.field.split("."));
  return parsed;
}
function checkPath(t: Table, path: string[]) {
  const [field, sub] = path;
  if (!field || !t.fields.includes(field))
    throw new QueryError(`Invalid query: field "${path.join(".")}" not found in table ${t.name}`);
  if (sub !== undefined) {
    const ref = t.refs[field];
    if (!ref || !table(ref).fields.includes(sub))
      throw new QueryError(`Invalid query: field "${path.join(".")}" not found in table ${t.name}`);
  }
}

function fieldValue(t: Table, r: Row, path: string[]): { value: string; field: string } {
  const [field, sub] = path as [string, string | undefined];
  const v = String(r[field] ?? "");
  const ref = t.refs[field];
  if (sub === undefined || !ref) return { value: v, field };
  const target = v ? byId(ref, v) : undefined;
  return { value: target ? String(target[sub] ?? "") : "", field: sub };
}

function compare(a: string, b: string, dates: boolean): number {
  if (dates) return a.localeCompare(b);
  const x = Number(a);
  const y = Number(b);
  if (a !== "" && b !== "" && !Number.isNaN(x) && !Number.isNaN(y)) return x - y;
  return a.localeCompare(b);
}

function holds(t: Table, r: Row, c: Condition): boolean {
  const { value: got, field } = fieldValue(t, r, c.path);
  const ref = c.path.length === 1 ? t.refs[field] : undefined;
  const dates = DATE_FIELDS.has(field);
  const raw = c.value.trim();
  const want = (v: string) => {
    const s = scriptValue(v);
    return dates && s !== "" ? glideDate(s) : s;
  };
  // A reference compared with a value: its sys_id, as ServiceNow compares it (a display value
  // matches too, as the list filter's "is" does for a reference).
  const refEq = (v: string) => {
    if (!ref) return lc(got) === lc(v);
    if (got === v) return true;
    const target = got ? byId(ref, got) : undefined;
    return target !== undefined && lc(String(target[table(ref).display] ?? "")) === lc(v);
  };
  switch (c.op) {
    case "=":
      return refEq(want(raw));
    case "!=":
      return !refEq(want(raw));
    case "ISEMPTY":
      return got === "";
    case "ISNOTEMPTY":
      return got !== "";
    case "LIKE":
    case "NOTLIKE": {
      const shown = ref ? displayOf(ref, got) : got;
      const has = lc(shown).includes(lc(raw));
      return c.op === "LIKE" ? has : !has;
    }
    case "STARTSWITH":
      return lc(ref ? displayOf(ref, got) : got).startsWith(lc(raw));
    case "ENDSWITH":
      return lc(ref ? displayOf(ref, got) : got).endsWith(lc(raw));
    case "IN":
    case "NOT IN": {
      const hit = raw.split(",").some((v) => refEq(want(v.trim())));
      return c.op === "IN" ? hit : !hit;
    }
    case "BETWEEN":
    case "ON": {
      const [lo, hi] = raw.split("@").map((v) => want(v.trim()));
      if (!lo || !hi || got === "") return false;
      return compare(got, lo, dates) >= 0 && compare(got, hi, dates) <= 0;
    }
    default: {
      if (got === "") return false;
      const d = compare(got, want(raw), dates);
      return c.op === ">" ? d > 0 : c.op === ">=" ? d >= 0 : c.op === "<" ? d < 0 : d <= 0;
    }
  }
}

function query(t: Table, rows: Row[], q: string | undefined): Row[] {
  if (!q?.trim()) return rows;
  const p = parseQuery(t, q);
  let out = rows.filter((r) => p.groups.some((g) => g.every((ors) => ors.some((c) => holds(t, r, c)))));
  for (const o of [...p.order].reverse()) {
    const path = o.field.split(".");
    out = [...out].sort((a, b) => {
      const d = compare(
        fieldValue(t, a, path).value,
        fieldValue(t, b, path).value,
        DATE_FIELDS.has(path[0] ?? ""),
      );
      return o.desc ? -d : d;
    });
  }
  return out;
}

/* ---------- shared parameters ---------- */

const paging = {
  sysparm_limit: z.number().optional().default(20).describe("Max records to return (default 20, max 100)"),
  sysparm_offset: z.number().optional().default(0).describe("Records to skip"),
};
const displayValue = z
  .enum(["true", "false", "all"])
  .optional()
  .default("false")
  .describe("Return display values (true), actual values (false) or both (all)");

function list(t: Table, rows: Row[], a: { sysparm_limit?: number; sysparm_offset?: number }, mode: Mode) {
  const limit = Math.min(Math.max(1, Math.floor(a.sysparm_limit ?? 20)), 100);
  const offset = Math.max(0, Math.floor(a.sysparm_offset ?? 0));
  return {
    result: rows.slice(offset, offset + limit).map((r) => render(t, r, mode)),
    "X-Total-Count": rows.length,
  };
}

function guarded<A>(fn: (a: A) => unknown) {
  return async (a: A) => {
    try {
      return text(fn(a));
    } catch (e) {
      if (e instanceof QueryError) return fail(e.message);
      throw e;
    }
  };
}

/** A user by sys_id, user_name, email or name; a name several users share is an error listing them. */
function userOf(ref: string) {
  const { users } = snowData();
  const want = lc(ref);
  let found = users.filter((u) => u.sys_id === want || lc(u.user_name) === want || lc(u.email) === want);
  if (found.length === 0) found = users.filter((u) => lc(u.name) === want);
  if (found.length === 0) throw new QueryError(`No user found: "${ref}"`);
  if (found.length > 1)
    throw new QueryError(
      `Multiple users match "${ref}": ${found.map((u) => `${u.name} (user_name ${u.user_name}, sys_id ${u.sys_id})`).join("; ")}. Use the sys_id or user_name.`,
    );
  return found[0] as (typeof users)[number];
}

const newestFirst = (field: string) => (a: Row, b: Row) => String(b[field]).localeCompare(String(a[field]));

const STOP = new Set(
  "a an and are can do does for from how i in is it my of on or our the to we what where which who why with you your about".split(
    " ",
  ),
);
/** A keyword search: the records holding at least half of the query's words (most matches first). */
function keywordSearch(rows: Row[], fields: string[], q: string): Row[] {
  const words = lc(q)
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => w.length > 1 && !STOP.has(w));
  if (words.length === 0) return rows;
  const scored = rows.map((r) => {
    const hay = lc(fields.map((f) => String(r[f] ?? "")).join(" "));
    const hits = words.filter(
      (w) => hay.includes(w) || (w.length > 3 && hay.includes(w.replace(/e?s$/, ""))),
    ).length;
    return { r, hits };
  });
  return scored
    .filter((s) => s.hits * 2 >= words.length && s.hits > 0)
    .sort((a, b) => b.hits - a.hits)
    .map((s) => s.r);
}

export function createSnowServer(): McpServer {
  const server = new McpServer({ name: "servicenow", version: "1.0.0" });
  const d = snowData();
  const incident = table("incident");
  const change = table("change_request");
  const userTable = table("sys_user");
  const groupTable = table("sys_user_group");

  server.registerTool(
    "list_incidents",
    {
      description:
        "List incidents. state: 1=New, 2=In Progress, 3=On Hold, 6=Resolved, 7=Closed, 8=Canceled. priority: 1=Critical, 2=High, 3=Moderate, 4=Low, 5=Planning.",
      inputSchema: {
        sysparm_query: z
          .string()
          .optional()
          .describe(
            "Encoded query, e.g. active=true^priority=1^assigned_to.name=Beth Anglin or caller_id=javascript:gs.getUserID()",
          ),
        state: z.string().optional().describe("Filter by state"),
        assigned_to: z.string().optional().describe("Filter by assigned user (sys_id, user_name or name)"),
        category: z
          .string()
          .optional()
          .describe("Filter by category (inquiry, software, hardware, network, database)"),
        sysparm_display_value: displayValue,
        ...paging,
      },
      annotations: READ,
    },
    guarded((a) => {
      let rows = d.incidents as unknown as Row[];
      if (a.state !== undefined && a.state !== "") {
        if (!(a.state in INCIDENT_STATES))
          throw new QueryError(`Invalid state "${a.state}": use 1, 2, 3, 6, 7 or 8`);
        rows = rows.filter((r) => r.state === a.state);
      }
      if (a.assigned_to) {
        const u = userOf(a.assigned_to);
        rows = rows.filter((r) => r.assigned_to === u.sys_id);
      }
      if (a.category) {
        const c = lc(a.category);
        rows = rows.filter((r) => r.category === c);
      }
      rows = query(incident, [...rows].sort(newestFirst("opened_at")), a.sysparm_query);
      return list(incident, rows, a, a.sysparm_display_value as Mode);
    }),
  );

  server.registerTool(
    "get_incident",
    {
      description: "Get an incident by number or sys_id.",
      inputSchema: { incident_id: z.string().describe("Incident number (e.g. INC0010001) or sys_id") },
      annotations: READ,
    },
    guarded((a) => {
      const want = lc(a.incident_id);
      const r = d.incidents.find((x) => x.sys_id === want || lc(x.number) === want);
      if (!r) throw new QueryError(`Incident not found: ${a.incident_id}`);
      return { result: render(incident, r as unknown as Row, "false", true) };
    }),
  );

  server.registerTool(
    "list_change_requests",
    {
      description:
        "List change requests. state: -5=New, -4=Assess, -3=Authorize, -2=Scheduled, -1=Implement, 0=Review, 3=Closed, 4=Canceled.",
      inputSchema: {
        sysparm_query: z
          .string()
          .optional()
          .describe("Encoded query, e.g. type=emergency^state=-1^assignment_group.name=Network"),
        type: z.string().optional().describe("standard, normal or emergency"),
        state: z.string().optional().describe("Filter by state"),
        sysparm_display_value: displayValue,
        ...paging,
      },
      annotations: READ,
    },
    guarded((a) => {
      let rows = d.changes as unknown as Row[];
      if (a.type) {
        const t = lc(a.type);
        if (!["standard", "normal", "emergency"].includes(t))
          throw new QueryError(`Invalid type "${a.type}": use standard, normal or emergency`);
        rows = rows.filter((r) => r.type === t);
      }
      if (a.state !== undefined && a.state !== "") {
        if (!(a.state in CHANGE_STATES))
          throw new QueryError(`Invalid state "${a.state}": use -5, -4, -3, -2, -1, 0, 3 or 4`);
        rows = rows.filter((r) => r.state === a.state);
      }
      rows = query(change, [...rows].sort(newestFirst("opened_at")), a.sysparm_query);
      return list(change, rows, a, a.sysparm_display_value as Mode);
    }),
  );

  server.registerTool(
    "get_change_request",
    {
      description: "Get a change request by number or sys_id.",
      inputSchema: { change_id: z.string().describe("Change number (e.g. CHG0030001) or sys_id") },
      annotations: READ,
    },
    guarded((a) => {
      const want = lc(a.change_id);
      const r = d.changes.find((x) => x.sys_id === want || lc(x.number) === want);
      if (!r) throw new QueryError(`Change request not found: ${a.change_id}`);
      return { result: render(change, r as unknown as Row, "false", true) };
    }),
  );

  server.registerTool(
    "list_users",
    {
      description: "List users.",
      inputSchema: {
        sysparm_query: z.string().optional().describe("Encoded query, e.g. active=true^department=IT"),
        name: z.string().optional().describe("Filter by name (contains)"),
        ...paging,
      },
      annotations: READ,
    },
    guarded((a) => {
      let rows = d.users as unknown as Row[];
      if (a.name) {
        const n = lc(a.name);
        rows = rows.filter((r) => lc(String(r.name)).includes(n));
      }
      rows = query(userTable, rows, a.sysparm_query);
      return list(userTable, rows, a, "false");
    }),
  );

  server.registerTool(
    "get_user",
    {
      description: "Get a user by sys_id or user_name.",
      inputSchema: { user_id: z.string().describe("sys_id or user_name") },
      annotations: READ,
    },
    guarded((a) => {
      const want = lc(a.user_id);
      const r = d.users.find((u) => u.sys_id === want || lc(u.user_name) === want);
      if (!r) throw new QueryError(`User not found: ${a.user_id}`);
      return { result: render(userTable, r as unknown as Row, "false") };
    }),
  );

  server.registerTool(
    "list_groups",
    {
      description: "List assignment groups.",
      inputSchema: {
        sysparm_query: z.string().optional().describe("Encoded query, e.g. active=true^nameLIKEdesk"),
        ...paging,
      },
      annotations: READ,
    },
    guarded((a) => {
      const rows = query(groupTable, d.groups as unknown as Row[], a.sysparm_query);
      return list(groupTable, rows, a, "false");
    }),
  );

  server.registerTool(
    "list_catalog_items",
    {
      description: "List service catalog items.",
      inputSchema: {
        category: z.string().optional().describe("Catalog category (Hardware, Software, Services, Office)"),
        query: z.string().optional().describe("Search text"),
        ...paging,
      },
      annotations: READ,
    },
    guarded((a) => {
      let rows = d.catalogItems as unknown as Row[];
      if (a.category) {
        const c = lc(a.category);
        rows = rows.filter((r) => lc(String(r.category)) === c);
      }
      if (a.query) rows = keywordSearch(rows, ["name", "short_description"], a.query);
      return list(table("sc_cat_item"), rows, a, "false");
    }),
  );

  server.registerTool(
    "list_knowledge_articles",
    {
      description: "List knowledge base articles.",
      inputSchema: {
        query: z.string().optional().describe("Search text"),
        category: z.string().optional().describe("Knowledge category"),
        ...paging,
      },
      annotations: READ,
    },
    guarded((a) => {
      let rows = d.articles as unknown as Row[];
      if (a.category) {
        const c = lc(a.category);
        rows = rows.filter((r) => lc(String(r.kb_category)) === c);
      }
      if (a.query) rows = keywordSearch(rows, ["short_description", "text"], a.query);
      return list(table("kb_knowledge"), rows, a, "false");
    }),
  );

  server.registerTool(
    "create_incident",
    {
      description: "Create an incident.",
      inputSchema: {
        short_description: z.string().describe("Short description"),
        caller_id: z.string().optional().describe("Caller sys_id"),
        priority: z.string().optional().describe("Priority"),
      },
      annotations: WRITE,
    },
    async (a) => text({ result: { number: "INC0010999", ...a } }),
  );
  server.registerTool(
    "update_incident",
    {
      description: "Update an incident.",
      inputSchema: {
        incident_id: z.string().describe("Incident number or sys_id"),
        state: z.string().optional().describe("State"),
        assigned_to: z.string().optional().describe("Assigned user sys_id"),
        work_notes: z.string().optional().describe("Work notes"),
      },
      annotations: WRITE,
    },
    async (a) => text({ result: a }),
  );
  server.registerTool(
    "resolve_incident",
    {
      description: "Resolve an incident.",
      inputSchema: {
        incident_id: z.string().describe("Incident number or sys_id"),
        close_notes: z.string().describe("Resolution notes"),
      },
      annotations: WRITE,
    },
    async (a) => text({ result: a }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createSnowServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("snow fixture server failed:", e);
      process.exit(1);
    });
}
