/**
 * Fixture "oncall": an incident-response MCP server in the style of third-party servers for the
 * PagerDuty REST API — snake_case tools (`list_incidents`, `get_incident`, `list_oncalls` …) with one
 * or two terse lines, parameters described the PagerDuty way, results as JSON text with NO output
 * schema. PagerDuty's shapes: ids `P` + 6 letters/digits; records `{ id, type, summary, self,
 * html_url, … }`; references `{ id, type: "<thing>_reference", summary, … }` (an incident's `service`,
 * `assignments[].assignee`, `escalation_policy`, `teams`, `priority`). ARRAY filters: `statuses`
 * (triggered, acknowledged, resolved), `urgencies` (high, low), `service_ids`, `team_ids`, `user_ids`
 * (currently assigned: open incidents only), `priority_ids`; a `since`/`until` window that DEFAULTS TO
 * THE LAST 30 DAYS for incidents, `date_range: "all"` to ignore it; `sort_by` ("created_at:desc" …);
 * `include`. On-calls: `schedule_ids`, `escalation_policy_ids`, `user_ids`, `since`, `until` (default:
 * now), `earliest`. `query` filters users, services, teams, schedules and escalation policies by name.
 * Classic offset paging: `limit` (default 25, max 100), `offset`, `total` (counted only when
 * `total=true`, otherwise null), `more`; envelope `{ <things>: [...], limit, offset, more, total }`.
 * Three tools change data (`create_incident`, `manage_incidents`, `add_note_to_incident`): never
 * approved. Written before the planner ran on it.
 * Run over stdio: `node --import tsx tests/conformance/servers/oncall.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { type Incident, ONCALL_NOW, oncallData, oncallsBetween, type Ref, toRef } from "./oncall-data";

/** The tools an admin approves as reads. */
export const ONCALL_READ_TOOLS = [
  "list_incidents",
  "get_incident",
  "list_incident_alerts",
  "list_incident_log_entries",
  "list_services",
  "get_service",
  "list_escalation_policies",
  "list_schedules",
  "get_schedule",
  "list_oncalls",
  "list_users",
  "get_user",
  "list_teams",
  "get_team",
  "list_priorities",
];
export const ONCALL_WRITE_TOOLS = ["create_incident", "manage_incidents", "add_note_to_incident"];

const json = (value: unknown) => ({
  content: [{ type: "text" as const, text: JSON.stringify(value) }],
});
const fail = (code: number, message: string, errors: string[] = []) => ({
  isError: true,
  content: [{ type: "text" as const, text: JSON.stringify({ error: { message, code, errors } }) }],
});
const invalid = (...errors: string[]) => fail(2001, "Invalid Input Provided", errors);
const notFound = () => fail(2100, "Not Found");

const paging = {
  limit: z.number().int().optional().describe("The number of results per page. Maximum of 100."),
  offset: z.number().int().optional().describe("Offset to start pagination search results."),
  total: z
    .boolean()
    .optional()
    .describe(
      "By default the total field in pagination responses is set to null to provide the fastest possible response times. Set total to true for this field to be populated.",
    ),
};
const ID = /^P[A-Z0-9]{6}$/;
const ids = (name: string) => z.array(z.string()).optional().describe(name);

/** One page of `rows` in PagerDuty's classic envelope. */
function page(key: string, rows: unknown[], a: { limit?: number; offset?: number; total?: boolean }) {
  const limit = a.limit ?? 25;
  const offset = a.offset ?? 0;
  if (limit < 1 || limit > 100) return invalid("Limit must be between 1 and 100.");
  if (offset < 0) return invalid("Offset must be a non-negative integer.");
  return json({
    [key]: rows.slice(offset, offset + limit),
    limit,
    offset,
    more: offset + limit < rows.length,
    total: a.total ? rows.length : null,
  });
}
function badIds(field: string, values: string[] | undefined): string | undefined {
  const bad = values?.find((v) => !ID.test(v));
  return bad === undefined ? undefined : `${field} must be a list of IDs; '${bad}' is not a valid ID.`;
}
const byQuery = (name: string, q: string | undefined) =>
  !q || name.toLowerCase().includes(q.trim().toLowerCase());
const time = (v: string | undefined, field: string): number | string | undefined => {
  if (v === undefined || v === "") return undefined;
  const ms = Date.parse(v);
  return Number.isNaN(ms) ? `${field} is not a valid ISO-8601 date-time.` : ms;
};

export function createOncallServer(): McpServer {
  const d = oncallData();
  const now = Date.parse(ONCALL_NOW);
  const server = new McpServer({ name: "pagerduty-mcp", version: "0.9.3" });
  const teamOf = (r: { teams: Ref[] }, teamIds: string[] | undefined) =>
    !teamIds?.length || r.teams.some((t) => teamIds.includes(t.id));

  server.registerTool(
    "list_incidents",
    {
      description:
        "List existing incidents. By default only incidents created in the last 30 days are returned; use since/until or date_range=all.",
      inputSchema: {
        statuses: z
          .array(z.enum(["triggered", "acknowledged", "resolved"]))
          .optional()
          .describe("Return only incidents with the given statuses. (More status codes may be given.)"),
        urgencies: z
          .array(z.enum(["high", "low"]))
          .optional()
          .describe("Array of the urgencies of the incidents to be returned. Defaults to all urgencies."),
        service_ids: ids(
          "Returns only the incidents associated with the passed service(s). This expects one or more service IDs.",
        ),
        team_ids: ids("An array of team IDs. Only results related to these teams will be returned."),
        user_ids: ids(
          "Returns only the incidents currently assigned to the passed user(s). This expects one or more user IDs. Only triggered or acknowledged incidents are assigned.",
        ),
        priority_ids: ids(
          "Returns only the incidents with the passed priorities. This expects one or more priority IDs.",
        ),
        since: z
          .string()
          .optional()
          .describe("The start of the date range over which you want to search. Defaults to 30 days ago."),
        until: z
          .string()
          .optional()
          .describe("The end of the date range over which you want to search. Defaults to now."),
        date_range: z
          .enum(["all"])
          .optional()
          .describe("When set to all, the since and until parameters and defaults are ignored."),
        sort_by: z
          .string()
          .optional()
          .describe(
            "Used to specify both the field you wish to sort the results on (incident_number/created_at/resolved_at/urgency), as well as the direction (asc/desc) of the results, separated by a colon.",
          ),
        include: z
          .array(
            z.enum([
              "acknowledgers",
              "agents",
              "assignees",
              "escalation_policies",
              "priorities",
              "services",
              "teams",
              "users",
            ]),
          )
          .optional()
          .describe("Array of additional details to include."),
        ...paging,
      },
    },
    async (a) => {
      for (const [f, v] of [
        ["service_ids[]", a.service_ids],
        ["team_ids[]", a.team_ids],
        ["user_ids[]", a.user_ids],
        ["priority_ids[]", a.priority_ids],
      ] as const) {
        const bad = badIds(f, v);
        if (bad) return invalid(bad);
      }
      const since = time(a.since, "since");
      const until = time(a.until, "until");
      if (typeof since === "string") return invalid(since);
      if (typeof until === "string") return invalid(until);
      const all = a.date_range === "all";
      const to = all ? Number.POSITIVE_INFINITY : (until ?? now);
      const from = all ? Number.NEGATIVE_INFINITY : (since ?? (until ?? now) - 30 * 86_400_000);
      if (from > to) return invalid("Since must be before until.");
      const [field, dir = "asc"] = (a.sort_by ?? "created_at:asc").split(":");
      const key: Record<string, (x: Incident) => string> = {
        incident_number: (x) => String(x.incident_number).padStart(6, "0"),
        created_at: (x) => x.created_at,
        resolved_at: (x) => x.resolved_at ?? "",
        urgency: (x) => x.urgency,
      };
      if (!key[field] || !["asc", "desc"].includes(dir))
        return invalid(
          `sort_by: '${a.sort_by}' is not a valid sort. Use incident_number, created_at, resolved_at or urgency with :asc or :desc.`,
        );
      const rows = d.incidents.filter((x) => {
        const c = Date.parse(x.created_at);
        return (
          c >= from &&
          c < to &&
          (!a.statuses?.length || a.statuses.includes(x.status)) &&
          (!a.urgencies?.length || a.urgencies.includes(x.urgency)) &&
          (!a.service_ids?.length || a.service_ids.includes(x.service.id)) &&
          teamOf(x, a.team_ids) &&
          (!a.user_ids?.length || x.assignments.some((s) => a.user_ids?.includes(s.assignee.id))) &&
          (!a.priority_ids?.length || (x.priority !== null && a.priority_ids.includes(x.priority.id)))
        );
      });
      const k = key[field];
      rows.sort(
        (x, y) =>
          (dir === "desc" ? -1 : 1) * k(x).localeCompare(k(y)) || x.incident_number - y.incident_number,
      );
      return page("incidents", rows, a);
    },
  );

  server.registerTool(
    "get_incident",
    {
      description: "Show detailed information about an incident. Accepts an incident ID or number.",
      inputSchema: { id: z.string().describe("The ID or number of the incident.") },
    },
    async ({ id }) => {
      const x = d.incidents.find((i) => i.id === id || String(i.incident_number) === id.replace(/^#/, ""));
      return x ? json({ incident: x }) : notFound();
    },
  );

  server.registerTool(
    "list_incident_alerts",
    {
      description: "List alerts for the specified incident.",
      inputSchema: {
        id: z.string().describe("The ID of the incident."),
        statuses: z
          .array(z.enum(["triggered", "resolved"]))
          .optional()
          .describe("Return only alerts with the given statuses."),
        ...paging,
      },
    },
    async (a) => {
      const x = d.incidents.find((i) => i.id === a.id);
      if (!x) return notFound();
      const rows = d.alerts.filter(
        (r) => r.incident.id === x.id && (!a.statuses?.length || a.statuses.includes(r.status)),
      );
      return page("alerts", rows, a);
    },
  );

  server.registerTool(
    "list_incident_log_entries",
    {
      description: "List log entries for the specified incident (its timeline).",
      inputSchema: {
        id: z.string().describe("The ID of the incident."),
        is_overview: z
          .boolean()
          .optional()
          .describe(
            "If true, will return a subset of log entries that show only the most important changes to the incident.",
          ),
        ...paging,
      },
    },
    async (a) => {
      const x = d.incidents.find((i) => i.id === a.id);
      if (!x) return notFound();
      const rows = d.logEntries.filter(
        (r) => r.incident.id === x.id && (!a.is_overview || r.type !== "notify_log_entry"),
      );
      return page("log_entries", rows, a);
    },
  );

  server.registerTool(
    "list_services",
    {
      description: "List existing services.",
      inputSchema: {
        query: z
          .string()
          .optional()
          .describe("Filters the result, showing only the records whose name matches the query."),
        team_ids: ids("An array of team IDs. Only results related to these teams will be returned."),
        sort_by: z
          .enum(["name", "name:asc", "name:desc"])
          .optional()
          .describe("Used to specify the field you wish to sort the results on."),
        include: z
          .array(z.enum(["escalation_policies", "teams", "integrations"]))
          .optional()
          .describe("Array of additional details to include."),
        ...paging,
      },
    },
    async (a) => {
      const bad = badIds("team_ids[]", a.team_ids);
      if (bad) return invalid(bad);
      const rows = d.services.filter((s) => byQuery(s.name, a.query) && teamOf(s, a.team_ids));
      rows.sort((x, y) => (a.sort_by === "name:desc" ? -1 : 1) * x.name.localeCompare(y.name));
      return page("services", rows, a);
    },
  );

  server.registerTool(
    "get_service",
    {
      description: "Get details about an existing service.",
      inputSchema: { id: z.string().describe("The ID of the resource.") },
    },
    async ({ id }) => {
      const s = d.services.find((x) => x.id === id);
      return s ? json({ service: s }) : notFound();
    },
  );

  server.registerTool(
    "list_escalation_policies",
    {
      description: "List all of the existing escalation policies.",
      inputSchema: {
        query: z
          .string()
          .optional()
          .describe("Filters the result, showing only the records whose name matches the query."),
        user_ids: ids(
          "Filters the results, showing only escalation policies on which any of the users is a target.",
        ),
        team_ids: ids("An array of team IDs. Only results related to these teams will be returned."),
        ...paging,
      },
    },
    async (a) => {
      const bad = badIds("user_ids[]", a.user_ids) ?? badIds("team_ids[]", a.team_ids);
      if (bad) return invalid(bad);
      const targets = (p: (typeof d.policies)[number]) =>
        p.escalation_rules.flatMap((r) =>
          r.targets.flatMap((t) =>
            t.type === "user_reference" ? [t.id] : (d.schedules.find((s) => s.id === t.id)?.rotation ?? []),
          ),
        );
      const rows = d.policies.filter(
        (p) =>
          byQuery(p.name, a.query) &&
          teamOf(p, a.team_ids) &&
          (!a.user_ids?.length || targets(p).some((u) => a.user_ids?.includes(u))),
      );
      return page("escalation_policies", rows, a);
    },
  );

  const publicSchedule = ({ rotation: _r, ...s }: (typeof d.schedules)[number]) => s;
  server.registerTool(
    "list_schedules",
    {
      description: "List the on-call schedules.",
      inputSchema: {
        query: z
          .string()
          .optional()
          .describe("Filters the result, showing only the records whose name matches the query."),
        ...paging,
      },
    },
    async (a) =>
      page("schedules", d.schedules.filter((s) => byQuery(s.name, a.query)).map(publicSchedule), a),
  );

  server.registerTool(
    "get_schedule",
    {
      description:
        "Show detailed information about a schedule, including its rendered entries between since and until (default: the next 2 weeks).",
      inputSchema: {
        id: z.string().describe("The ID of the resource."),
        since: z.string().optional().describe("The start of the date range over which you want to search."),
        until: z.string().optional().describe("The end of the date range over which you want to search."),
      },
    },
    async (a) => {
      const s = d.schedules.find((x) => x.id === a.id);
      if (!s) return notFound();
      const since = time(a.since, "since");
      const until = time(a.until, "until");
      if (typeof since === "string") return invalid(since);
      if (typeof until === "string") return invalid(until);
      const from = since ?? now;
      const to = until ?? from + 14 * 86_400_000;
      if (from > to) return invalid("Since must be before until.");
      const entries = oncallsBetween(d, from, to)
        .filter((r) => r.schedule?.id === s.id)
        .filter((r, i, all) => all.findIndex((o) => o.start === r.start) === i)
        .map((r) => ({ start: r.start, end: r.end, user: r.user }));
      return json({
        schedule: {
          ...publicSchedule(s),
          final_schedule: { name: "Final Schedule", rendered_schedule_entries: entries },
        },
      });
    },
  );

  server.registerTool(
    "list_oncalls",
    {
      description:
        "List the on-call entries during a given time range. Without since/until, returns who is on call now.",
      inputSchema: {
        schedule_ids: ids("Filters the results, showing only on-calls for the specified schedule IDs."),
        escalation_policy_ids: ids(
          "Filters the results, showing only on-calls for the specified escalation policy IDs.",
        ),
        user_ids: ids("Filters the results, showing only on-calls for the specified user IDs."),
        since: z
          .string()
          .optional()
          .describe("The start of the time range over which you want to search. Defaults to now."),
        until: z
          .string()
          .optional()
          .describe("The end of the time range over which you want to search. Defaults to now."),
        earliest: z
          .boolean()
          .optional()
          .describe(
            "This will filter on-calls such that only the earliest on-call for each combination of escalation policy, escalation level, and user is returned.",
          ),
        include: z
          .array(z.enum(["escalation_policies", "users", "schedules"]))
          .optional()
          .describe("Array of additional details to include."),
        ...paging,
      },
    },
    async (a) => {
      for (const [f, v] of [
        ["schedule_ids[]", a.schedule_ids],
        ["escalation_policy_ids[]", a.escalation_policy_ids],
        ["user_ids[]", a.user_ids],
      ] as const) {
        const bad = badIds(f, v);
        if (bad) return invalid(bad);
      }
      const since = time(a.since, "since");
      const until = time(a.until, "until");
      if (typeof since === "string") return invalid(since);
      if (typeof until === "string") return invalid(until);
      const from = since ?? now;
      const to = until ?? (since === undefined ? now : from);
      if (from > to) return invalid("Since must be before until.");
      let rows = oncallsBetween(d, from, to).filter(
        (r) =>
          (!a.schedule_ids?.length || (r.schedule !== null && a.schedule_ids.includes(r.schedule.id))) &&
          (!a.escalation_policy_ids?.length || a.escalation_policy_ids.includes(r.escalation_policy.id)) &&
          (!a.user_ids?.length || a.user_ids.includes(r.user.id)),
      );
      if (a.earliest) {
        const seen = new Set<string>();
        rows = rows.filter((r) => {
          const k = `${r.escalation_policy.id}:${r.escalation_level}:${r.user.id}`;
          if (seen.has(k)) return false;
          seen.add(k);
          return true;
        });
      }
      return page("oncalls", rows, a);
    },
  );

  server.registerTool(
    "list_users",
    {
      description: "List users of your PagerDuty account, optionally filtered by a search query.",
      inputSchema: {
        query: z
          .string()
          .optional()
          .describe("Filters the result, showing only the records whose name matches the query."),
        team_ids: ids("An array of team IDs. Only results related to these teams will be returned."),
        include: z
          .array(z.enum(["contact_methods", "notification_rules", "teams"]))
          .optional()
          .describe("Array of additional details to include."),
        ...paging,
      },
    },
    async (a) => {
      const bad = badIds("team_ids[]", a.team_ids);
      if (bad) return invalid(bad);
      const q = a.query?.trim().toLowerCase();
      const rows = d.users.filter(
        (u) =>
          (!q || u.name.toLowerCase().includes(q) || u.email.toLowerCase().includes(q)) &&
          teamOf(u, a.team_ids),
      );
      return page("users", rows, a);
    },
  );

  server.registerTool(
    "get_user",
    {
      description: "Get details about an existing user.",
      inputSchema: { id: z.string().describe("The ID of the resource.") },
    },
    async ({ id }) => {
      const u = d.users.find((x) => x.id === id);
      return u ? json({ user: u }) : notFound();
    },
  );

  server.registerTool(
    "list_teams",
    {
      description: "List teams of your PagerDuty account, optionally filtered by a search query.",
      inputSchema: {
        query: z
          .string()
          .optional()
          .describe("Filters the result, showing only the records whose name matches the query."),
        ...paging,
      },
    },
    async (a) =>
      page(
        "teams",
        d.teams.filter((t) => byQuery(t.name, a.query)),
        a,
      ),
  );

  server.registerTool(
    "get_team",
    {
      description: "Get details about an existing team.",
      inputSchema: { id: z.string().describe("The ID of the resource.") },
    },
    async ({ id }) => {
      const t = d.teams.find((x) => x.id === id);
      if (!t) return notFound();
      const members = d.users.filter((u) => u.teams.some((r) => r.id === t.id)).map(toRef);
      return json({ team: { ...t, members } });
    },
  );

  server.registerTool(
    "list_priorities",
    {
      description: "List existing priorities, in order (most to least severe).",
      inputSchema: { ...paging },
    },
    async (a) => page("priorities", d.priorities, a),
  );

  server.registerTool(
    "create_incident",
    {
      description:
        "Create an incident synchronously without a corresponding event from a monitoring service.",
      inputSchema: {
        title: z
          .string()
          .describe("A succinct description of the nature, symptoms, cause, or effect of the incident."),
        service_id: z.string().describe("The ID of the service the incident belongs to."),
        urgency: z.enum(["high", "low"]).optional().describe("The urgency of the incident."),
        body: z.string().optional().describe("Additional incident details."),
      },
    },
    async (a) => json({ incident: { id: "PNEW001", type: "incident", title: a.title, status: "triggered" } }),
  );

  server.registerTool(
    "manage_incidents",
    {
      description: "Acknowledge, resolve or reassign one or more incidents.",
      inputSchema: {
        incident_ids: z.array(z.string()).describe("The IDs of the incidents to manage."),
        status: z.enum(["acknowledged", "resolved"]).optional().describe("The new status."),
        assignee_ids: z.array(z.string()).optional().describe("Users to reassign the incidents to."),
      },
    },
    async (a) =>
      json({ incidents: a.incident_ids.map((id) => ({ id, type: "incident", status: a.status })) }),
  );

  server.registerTool(
    "add_note_to_incident",
    {
      description: "Add a note to an incident.",
      inputSchema: {
        id: z.string().describe("The ID of the incident."),
        content: z.string().describe("The note content."),
      },
    },
    async (a) => json({ note: { id: "PNOTE01", content: a.content, created_at: ONCALL_NOW } }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createOncallServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("oncall fixture server failed:", e);
      process.exit(1);
    });
}
