/**
 * Fixture "observability": one MCP server imitating the tool shapes of public observability MCP
 * servers side by side — an error tracker in the Sentry MCP style (`find_organizations`,
 * `find_projects`, `search_issues`, `get_issue_details`, camelCase parameters, a required
 * `organizationSlug` known only from `find_organizations`, a `query` in Sentry's search syntax such as
 * `is:unresolved level:error`, `statsPeriod` "24h"|"7d"|"14d"|"30d", short ids like `BACKEND-1A2`),
 * an incident/on-call service in the PagerDuty MCP style (`list_incidents` with `statuses[]`,
 * `urgencies[]`, `service_ids[]`, `user_ids[]`, ISO `since`/`until`; `list_oncalls`; ids like
 * `PSAPI01`, envelopes `{ incidents, limit, offset, more, total }`), and monitors in the Datadog MCP
 * style (`get_monitors` with `groupStates`, `name`, `tags`). Every result is JSON text in one content
 * block, no output schemas; Sentry finds return bare arrays, events come in `{ data, meta }`.
 * Two tools change data (`update_issue`, `manage_incidents`): never approved. Written before the
 * planner ran on it. Run over stdio: `node --import tsx tests/conformance/servers/observability.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import {
  DD_GROUP_STATES,
  OBS_ISSUE_STATUSES,
  OBS_NOW,
  OBS_ORG,
  OBS_SORTS,
  OBS_STATS_PERIODS,
  type ObsIssue,
  observabilityData,
  PD_STATUSES,
  PD_URGENCIES,
} from "./observability-data";

const READ = { readOnlyHint: true };
/** The tools an admin approves as reads. */
export const OBSERVABILITY_READ_TOOLS = [
  "find_organizations",
  "find_teams",
  "find_projects",
  "find_releases",
  "search_issues",
  "get_issue_details",
  "search_events",
  "list_incidents",
  "get_incident",
  "list_services",
  "list_users",
  "list_schedules",
  "list_oncalls",
  "get_monitors",
];
export const OBSERVABILITY_WRITE_TOOLS = ["update_issue", "manage_incidents"];

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const error = (message: string) => ({
  isError: true,
  content: [{ type: "text" as const, text: message }],
});

const ORG_SLUG = z
  .string()
  .describe(
    "The organization's slug. You can find a list of existing organizations you have access to using the `find_organizations()` tool.",
  );
const PERIOD_MS: Record<(typeof OBS_STATS_PERIODS)[number], number> = {
  "24h": 86_400_000,
  "7d": 7 * 86_400_000,
  "14d": 14 * 86_400_000,
  "30d": 30 * 86_400_000,
};
const NOW_MS = Date.parse(OBS_NOW);
const words = (q?: string) => (q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
const has = (hay: string, q?: string) => words(q).every((w) => hay.toLowerCase().includes(w));

/** Sentry's issue search syntax, the subset this server understands; other `key:value` terms fail. */
function issueFilter(query: string | undefined): ((i: ObsIssue) => boolean) | string {
  const tests: ((i: ObsIssue) => boolean)[] = [];
  for (const raw of (query ?? "").match(/(?:[^\s"]+|"[^"]*")+/g) ?? []) {
    const neg = raw.startsWith("!");
    const token = neg ? raw.slice(1) : raw;
    const m = /^([a-zA-Z_.]+):(.+)$/.exec(token);
    let t: (i: ObsIssue) => boolean;
    if (!m) {
      const w = token.replace(/"/g, "").toLowerCase();
      t = (i) => `${i.title} ${i.culprit}`.toLowerCase().includes(w);
    } else {
      const key = m[1].toLowerCase();
      const value = m[2].replace(/"/g, "").toLowerCase();
      if (key === "is") {
        if ((OBS_ISSUE_STATUSES as readonly string[]).includes(value)) t = (i) => i.status === value;
        else if (value === "assigned") t = (i) => i.assignedTo !== null;
        else if (value === "unassigned") t = (i) => i.assignedTo === null;
        else return `Invalid search query: unknown value is:${value}`;
      } else if (key === "level") t = (i) => i.level === value;
      else if ((key === "assigned" || key === "assigned_to") && value === "me")
        // The token belongs to Priya Shah.
        t = (i) => i.assignedTo?.email === "priya.shah@northwind.dev";
      else if (key === "assigned" || key === "assigned_to")
        t = (i) =>
          i.assignedTo !== null &&
          (i.assignedTo.email === value || i.assignedTo.name.toLowerCase() === value);
      else if (key === "release" || key === "firstrelease")
        t = (i) => (i.firstRelease ?? "").toLowerCase() === value;
      else if (key === "project") t = (i) => i.project.slug === value;
      else if (key === "firstseen" || key === "lastseen") {
        const d = /^([<>]=?)?(-)?(\d+)([hdw])$/.exec(value) ?? null;
        const abs = /^([<>]=?)(\d{4}-\d{2}-\d{2})/.exec(value);
        const field = key === "firstseen" ? "firstSeen" : "lastSeen";
        if (d) {
          const ms =
            Number(d[3]) * { h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 }[d[4] as "h" | "d" | "w"];
          const older = d[1]?.startsWith(">") ?? false;
          t = (i) => (older ? Date.parse(i[field]) <= NOW_MS - ms : Date.parse(i[field]) >= NOW_MS - ms);
        } else if (abs) t = (i) => (abs[1].startsWith(">") ? i[field] >= abs[2] : i[field] < abs[2]);
        else return `Invalid search query: cannot parse ${token}`;
      } else return `Invalid search query: unsupported key "${m[1]}"`;
    }
    tests.push(neg ? (i) => !t(i) : t);
  }
  return (i) => tests.every((t) => t(i));
}

export function createObservabilityServer(): McpServer {
  const {
    teams,
    projects,
    releases,
    issues,
    events,
    users,
    services,
    schedules,
    oncalls,
    incidents,
    monitors,
  } = observabilityData();
  const server = new McpServer({ name: "northwind-observability", version: "0.18.0" });
  const org = (slug: string) =>
    slug.toLowerCase() === OBS_ORG.slug ? null : error(`Organization "${slug}" not found`);
  const projectOf = (v?: string) =>
    v === undefined ? undefined : projects.find((p) => p.slug === v.toLowerCase() || p.id === v);

  server.registerTool(
    "find_organizations",
    {
      title: "Find Organizations",
      description:
        "Find organizations that the user has access to in Sentry. Use this tool when you need to find the organization slug for other tools.",
      inputSchema: {},
      annotations: READ,
    },
    async () => text([{ ...OBS_ORG, regionUrl: "https://us.sentry.io" }]),
  );

  server.registerTool(
    "find_teams",
    {
      title: "Find Teams",
      description: "Find teams in an organization in Sentry.",
      inputSchema: { organizationSlug: ORG_SLUG },
      annotations: READ,
    },
    async ({ organizationSlug }) => org(organizationSlug) ?? text(teams),
  );

  server.registerTool(
    "find_projects",
    {
      title: "Find Projects",
      description: "Find projects in Sentry. Use this tool when you need the project slug for other tools.",
      inputSchema: { organizationSlug: ORG_SLUG },
      annotations: READ,
    },
    async ({ organizationSlug }) => org(organizationSlug) ?? text(projects),
  );

  server.registerTool(
    "find_releases",
    {
      title: "Find Releases",
      description:
        "Find releases in Sentry, newest first. Use this tool when you need to find out which releases (deploys) went out recently.",
      inputSchema: {
        organizationSlug: ORG_SLUG,
        projectSlug: z.string().optional().describe("The project's slug. Omit to search all projects."),
        query: z.string().optional().describe("Search for versions which contain the provided string."),
      },
      annotations: READ,
    },
    async ({ organizationSlug, projectSlug, query }) => {
      const bad = org(organizationSlug);
      if (bad) return bad;
      const hits = releases
        .filter(
          (r) =>
            (!projectSlug || r.projects.includes(projectSlug.toLowerCase())) &&
            (!query || r.version.toLowerCase().includes(query.toLowerCase())),
        )
        .sort((a, b) => b.dateCreated.localeCompare(a.dateCreated));
      return text(hits.slice(0, 25));
    },
  );

  server.registerTool(
    "search_issues",
    {
      title: "Search Issues",
      description: [
        "Search for grouped issues (errors and performance problems) in Sentry.",
        "The `query` uses Sentry's search syntax, e.g. `is:unresolved level:error`, `assigned:user@example.com`, `assigned:me`,",
        "`firstSeen:-24h`, `release:backend@2025.09.30.1`; bare words match the issue title.",
      ].join("\n"),
      inputSchema: {
        organizationSlug: ORG_SLUG,
        projectSlugOrId: z
          .string()
          .optional()
          .describe("The project's slug or numeric id. Omit for all projects."),
        query: z
          .string()
          .optional()
          .describe(
            "Sentry issue search query, e.g. `is:unresolved level:error`. Defaults to `is:unresolved`.",
          ),
        statsPeriod: z
          .enum(OBS_STATS_PERIODS)
          .optional()
          .describe("Only issues seen in this period. Default 14d."),
        sort: z
          .enum(OBS_SORTS)
          .optional()
          .describe(
            "date = last seen, freq = events, new = first seen, user = users affected. Default date.",
          ),
        limit: z.number().int().min(1).max(100).optional().describe("Maximum number of issues (default 10)."),
      },
      annotations: READ,
    },
    async ({ organizationSlug, projectSlugOrId, query, statsPeriod = "14d", sort = "date", limit = 10 }) => {
      const bad = org(organizationSlug);
      if (bad) return bad;
      const project = projectOf(projectSlugOrId);
      if (projectSlugOrId !== undefined && !project) return error(`Project "${projectSlugOrId}" not found`);
      const f = issueFilter(query ?? "is:unresolved");
      if (typeof f === "string") return error(f);
      const since = NOW_MS - PERIOD_MS[statsPeriod];
      const key: Record<typeof sort, (i: ObsIssue) => number> = {
        date: (i) => Date.parse(i.lastSeen),
        freq: (i) => Number(i.count),
        new: (i) => Date.parse(i.firstSeen),
        user: (i) => i.userCount,
      };
      const hits = issues
        .filter(
          (i) => (!project || i.project.slug === project.slug) && Date.parse(i.lastSeen) >= since && f(i),
        )
        .sort((a, b) => key[sort](b) - key[sort](a));
      return text(hits.slice(0, limit));
    },
  );

  server.registerTool(
    "get_issue_details",
    {
      title: "Get Issue Details",
      description:
        "Get detailed information about a specific Sentry issue by id. Either `issueUrl`, or `organizationSlug` with `issueId`.",
      inputSchema: {
        organizationSlug: ORG_SLUG.optional(),
        issueId: z.string().optional().describe("The issue ID, e.g. `BACKEND-1A2` or `6021658`."),
        issueUrl: z
          .string()
          .url()
          .optional()
          .describe("The URL of the issue, e.g. https://my-organization.sentry.io/issues/PROJECT-1Z43"),
      },
      annotations: READ,
    },
    async ({ organizationSlug, issueId, issueUrl }) => {
      if (organizationSlug) {
        const bad = org(organizationSlug);
        if (bad) return bad;
      }
      const id = issueId ?? /\/issues\/([^/?#]+)/.exec(issueUrl ?? "")?.[1];
      if (!id || (!organizationSlug && !issueUrl))
        return error("Either issueUrl, or organizationSlug and issueId");
      const i = issues.find((x) => x.id === id || x.shortId === id.toUpperCase());
      if (!i) return error(`Issue ${id} not found`);
      const latest = events.find((e) => e["issue.id"] === i.id) ?? null;
      return text({ ...i, latestEvent: latest });
    },
  );

  server.registerTool(
    "search_events",
    {
      title: "Search Events",
      description:
        "Search individual error events in Sentry, newest first. `query` uses Sentry's search syntax on event fields, e.g. `level:error environment:production`, `issue:BACKEND-1A2`, `release:checkout@2025.09.29.1`.",
      inputSchema: {
        organizationSlug: ORG_SLUG,
        projectSlug: z.string().optional().describe("The project's slug. Omit for all projects."),
        query: z.string().optional().describe("Sentry event search query."),
        statsPeriod: z.enum(OBS_STATS_PERIODS).optional().describe("Time window. Default 14d."),
        limit: z.number().int().min(1).max(100).optional().describe("Maximum number of events (default 10)."),
      },
      annotations: READ,
    },
    async ({ organizationSlug, projectSlug, query, statsPeriod = "14d", limit = 10 }) => {
      const bad = org(organizationSlug);
      if (bad) return bad;
      const since = NOW_MS - PERIOD_MS[statsPeriod];
      const tests: ((e: (typeof events)[number]) => boolean)[] = [];
      for (const token of words(query)) {
        const m = /^([a-z_.]+):(.+)$/.exec(token);
        if (!m) tests.push((e) => e.title.toLowerCase().includes(token));
        else if (m[1] === "level") tests.push((e) => e.level === m[2]);
        else if (m[1] === "environment") tests.push((e) => e.environment === m[2]);
        else if (m[1] === "issue") tests.push((e) => e.issue.toLowerCase() === m[2]);
        else if (m[1] === "release") tests.push((e) => (e.release ?? "").toLowerCase() === m[2]);
        else if (m[1] === "user.email") tests.push((e) => e["user.email"] === m[2]);
        else return error(`Invalid search query: unsupported key "${m[1]}"`);
      }
      const hits = events.filter(
        (e) =>
          (!projectSlug || e.project === projectSlug.toLowerCase()) &&
          Date.parse(e.timestamp) >= since &&
          tests.every((t) => t(e)),
      );
      return text({
        data: hits.slice(0, limit),
        meta: { fields: { timestamp: "date", title: "string", level: "string" }, count: hits.length },
      });
    },
  );

  const isoDate = (what: string) => z.string().datetime({ offset: true }).optional().describe(what);
  const pdPage = (key: string, rows: unknown[], limit = 25, offset = 0) => ({
    [key]: rows.slice(offset, offset + limit),
    limit,
    offset,
    more: offset + limit < rows.length,
    total: rows.length,
  });

  server.registerTool(
    "list_incidents",
    {
      title: "List incidents",
      description:
        "List PagerDuty incidents, oldest first. Filter by status, urgency, service and assigned user; `since`/`until` bound the creation time.",
      inputSchema: {
        statuses: z
          .array(z.enum(PD_STATUSES))
          .optional()
          .describe("Return only incidents in these statuses."),
        urgencies: z
          .array(z.enum(PD_URGENCIES))
          .optional()
          .describe("Return only incidents of these urgencies."),
        service_ids: z
          .array(z.string())
          .optional()
          .describe("Return only incidents of these services (ids)."),
        user_ids: z
          .array(z.string())
          .optional()
          .describe("Return only incidents currently assigned to these users (ids)."),
        since: isoDate("Start of the date range (ISO 8601 datetime)."),
        until: isoDate("End of the date range (ISO 8601 datetime)."),
        limit: z.number().int().min(1).max(100).optional().describe("Page size (default 25)."),
        offset: z.number().int().min(0).optional().describe("Offset to start the page at."),
      },
      annotations: READ,
    },
    async ({ statuses, urgencies, service_ids, user_ids, since, until, limit, offset }) => {
      const hits = incidents.filter(
        (x) =>
          (!statuses?.length || statuses.includes(x.status)) &&
          (!urgencies?.length || urgencies.includes(x.urgency)) &&
          (!service_ids?.length || service_ids.includes(x.service.id)) &&
          (!user_ids?.length || x.assignments.some((a) => user_ids.includes(a.assignee.id))) &&
          (!since || Date.parse(x.created_at) >= Date.parse(since)) &&
          (!until || Date.parse(x.created_at) <= Date.parse(until)),
      );
      return text(pdPage("incidents", hits, limit, offset));
    },
  );

  server.registerTool(
    "get_incident",
    {
      title: "Get incident",
      description: "Get one PagerDuty incident by id (e.g. `Q0RIJJZL24RC6W`) or incident number.",
      inputSchema: { incident_id: z.string().describe("The incident id or number.") },
      annotations: READ,
    },
    async ({ incident_id }) => {
      const x = incidents.find(
        (i) =>
          i.id === incident_id.toUpperCase() || String(i.incident_number) === incident_id.replace(/^#/, ""),
      );
      return x ? text({ incident: x }) : error(`Incident ${incident_id} not found`);
    },
  );

  server.registerTool(
    "list_services",
    {
      title: "List services",
      description: "List PagerDuty services (the things incidents are opened against).",
      inputSchema: {
        query: z.string().optional().describe("Filters the results by service name."),
        limit: z.number().int().min(1).max(100).optional(),
      },
      annotations: READ,
    },
    async ({ query, limit }) =>
      text(
        pdPage(
          "services",
          services.filter((s) => has(s.name, query)),
          limit,
        ),
      ),
  );

  server.registerTool(
    "list_users",
    {
      title: "List users",
      description: "List PagerDuty users.",
      inputSchema: {
        query: z.string().optional().describe("Filters the result by name or email."),
        limit: z.number().int().min(1).max(100).optional(),
      },
      annotations: READ,
    },
    async ({ query, limit }) =>
      text(
        pdPage(
          "users",
          users.filter((u) => has(`${u.name} ${u.email}`, query)),
          limit,
        ),
      ),
  );

  server.registerTool(
    "list_schedules",
    {
      title: "List schedules",
      description: "List on-call schedules.",
      inputSchema: {
        query: z.string().optional().describe("Filters the result by schedule name."),
        limit: z.number().int().min(1).max(100).optional(),
      },
      annotations: READ,
    },
    async ({ query, limit }) =>
      text(
        pdPage(
          "schedules",
          schedules.filter((s) => has(s.name, query)),
          limit,
        ),
      ),
  );

  server.registerTool(
    "list_oncalls",
    {
      title: "List on-calls",
      description:
        "List who is on call. Without `since`/`until` returns the on-call entries at this moment; filter by schedule, escalation policy or user.",
      inputSchema: {
        schedule_ids: z.array(z.string()).optional().describe("Only on-calls of these schedules (ids)."),
        escalation_policy_ids: z
          .array(z.string())
          .optional()
          .describe("Only on-calls of these escalation policies (ids)."),
        user_ids: z.array(z.string()).optional().describe("Only on-calls of these users (ids)."),
        since: isoDate("Start of the time range (ISO 8601 datetime)."),
        until: isoDate("End of the time range (ISO 8601 datetime)."),
        earliest: z.boolean().optional().describe("Only the earliest on-call per user and escalation level."),
      },
      annotations: READ,
    },
    async ({ schedule_ids, escalation_policy_ids, user_ids, since, until }) => {
      const from = since ? Date.parse(since) : NOW_MS;
      const to = until ? Date.parse(until) : NOW_MS;
      const hits = oncalls.filter(
        (o) =>
          (!schedule_ids?.length || schedule_ids.includes(o.schedule.id)) &&
          (!escalation_policy_ids?.length || escalation_policy_ids.includes(o.escalation_policy.id)) &&
          (!user_ids?.length || user_ids.includes(o.user.id)) &&
          Date.parse(o.start) <= to &&
          Date.parse(o.end) > from,
      );
      return text(pdPage("oncalls", hits, 100));
    },
  );

  server.registerTool(
    "get_monitors",
    {
      title: "Get monitors",
      description: "Fetch the status of Datadog monitors.",
      inputSchema: {
        groupStates: z
          .array(z.enum(DD_GROUP_STATES))
          .optional()
          .describe("Filter monitors by their group states (alert, warn, no data, ok)."),
        name: z.string().optional().describe("Filter monitors by name."),
        tags: z.array(z.string()).optional().describe("Filter monitors by tags, e.g. `team:payments`."),
      },
      annotations: READ,
    },
    async ({ groupStates, name, tags }) =>
      text(
        monitors.filter(
          (m) =>
            (!groupStates?.length ||
              groupStates.includes(m.overall_state.toLowerCase() as (typeof DD_GROUP_STATES)[number])) &&
            has(m.name, name) &&
            (!tags?.length || tags.every((t) => m.tags.includes(t.toLowerCase()))),
        ),
      ),
  );

  server.registerTool(
    "update_issue",
    {
      title: "Update Issue",
      description: "Update an issue's status (resolve, ignore, unresolve) or assignee in Sentry.",
      inputSchema: {
        organizationSlug: ORG_SLUG,
        issueId: z.string(),
        status: z.enum(["resolved", "resolvedInNextRelease", "unresolved", "ignored"]).optional(),
        assignedTo: z.string().optional(),
      },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ issueId, status }) => text({ id: issueId, status }),
  );

  server.registerTool(
    "manage_incidents",
    {
      title: "Manage incidents",
      description: "Acknowledge, resolve, reassign or change the urgency of PagerDuty incidents.",
      inputSchema: {
        incident_ids: z.array(z.string()),
        status: z.enum(["acknowledged", "resolved"]).optional(),
        urgency: z.enum(PD_URGENCIES).optional(),
        assignement: z.string().optional().describe("User id to reassign to."),
      },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ incident_ids, status }) => text({ incidents: incident_ids.map((id) => ({ id, status })) }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createObservabilityServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("observability fixture server failed:", e);
      process.exit(1);
    });
}
