/**
 * Fixture "linear": an issue tracker in the style of Linear's official MCP server — snake_case tools
 * (`list_issues`, `get_issue`, `list_comments`, `list_issue_statuses`, `list_issue_labels`,
 * `list_projects`, `get_project`, `list_teams`, `get_team`, `list_users`, `get_user`, `list_cycles`,
 * `list_documents`, `search_documentation`), names-or-ids everywhere ("team: The team name or ID",
 * "assignee: The assignee user ID, name, email, or \"me\""), issue identifiers like "ENG-123", priorities
 * as numbers described in words (0 = No priority … 4 = Low), dates "on or after this ISO-8601 date-time or
 * duration (e.g. -P1D)" and a free-text `query` on the listers. Results are JSON as text, no output
 * schemas. Writes (`create_issue`, `update_issue`, `create_comment`) are never approved. The server
 * really accepts a name, a key, an email or an id where the description says so; "me" is the signed-in
 * user (Jordan Reyes); a name several users share is an error listing them. "Now" is fixed
 * (2025-10-01T10:00:00Z, the suite's AGENT_TODAY). Written before the planner ran on it.
 * Run over stdio: `node --import tsx tests/conformance/servers/linear.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import {
  LINEAR_NOW_MS,
  type LinIssue,
  type LinProject,
  type LinTeam,
  type LinUser,
  linearData,
  PRIORITY_NAMES,
} from "./linear-data";

const READ = { readOnlyHint: true };
const WRITE = { readOnlyHint: false };
/** The tools an admin approves as reads, and the ones that change data (never approved). */
export const LINEAR_READ_TOOLS = [
  "list_issues",
  "get_issue",
  "list_comments",
  "list_issue_statuses",
  "list_issue_labels",
  "list_projects",
  "get_project",
  "list_teams",
  "get_team",
  "list_users",
  "get_user",
  "list_cycles",
  "list_documents",
  "search_documentation",
];
export const LINEAR_WRITE_TOOLS = ["create_issue", "update_issue", "create_comment"];

const text = (value: unknown) => ({
  content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }],
});
const fail = (message: string) => ({ isError: true, content: [{ type: "text" as const, text: message }] });
class LookupError extends Error {}
const lc = (s: string) => s.trim().toLowerCase();

function teamOf(ref: string): LinTeam {
  const { teams } = linearData();
  const want = lc(ref);
  const t = teams.find((x) => x.id === want || lc(x.key) === want || lc(x.name) === want);
  if (!t) throw new LookupError(`Team not found: "${ref}"`);
  return t;
}
function teamById(ref: string): LinTeam {
  const t = linearData().teams.find((x) => x.id === lc(ref));
  if (!t) throw new LookupError(`Team with ID "${ref}" not found`);
  return t;
}
/** A user ID, name, display name, email or "me"; a first name alone when only one user has it. */
function userOf(ref: string): LinUser {
  const { users, me } = linearData();
  const want = lc(ref);
  if (want === "me") return me;
  let found = users.filter((u) => u.id === want || lc(u.email) === want);
  if (found.length === 0) found = users.filter((u) => lc(u.name) === want);
  if (found.length === 0)
    found = users.filter((u) => lc(u.displayName) === want || lc(u.name.split(" ")[0]) === want);
  if (found.length === 0) throw new LookupError(`User not found: "${ref}"`);
  if (found.length > 1)
    throw new LookupError(
      `Multiple users match "${ref}": ${found.map((u) => `${u.name} <${u.email}> (${u.id})`).join(", ")}. Use the user ID or email.`,
    );
  return found[0];
}
function projectOf(ref: string): LinProject {
  const { projects } = linearData();
  const want = lc(ref);
  const p = projects.find((x) => x.id === want || lc(x.name) === want);
  if (!p) throw new LookupError(`Project not found: "${ref}"`);
  return p;
}
function issueOf(ref: string): LinIssue {
  const { issues } = linearData();
  const want = lc(ref);
  const x = issues.find((i) => i.id === want || lc(i.identifier) === want);
  if (!x) throw new LookupError(`Issue not found: "${ref}"`);
  return x;
}

/** An ISO-8601 date(-time) or a duration such as -P1D, -P2W, -P1M, -PT12H (relative to now). */
function sinceOf(value: string): number {
  const v = value.trim();
  const d = /^-?P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/i.exec(
    v,
  );
  if (d && v.replace(/^-/, "").length > 1) {
    const [, y, mo, w, dd, h, mi, s] = d.map((x) => Number(x ?? 0));
    const at = new Date(LINEAR_NOW_MS);
    at.setUTCFullYear(at.getUTCFullYear() - y, at.getUTCMonth() - mo);
    return at.getTime() - (((w * 7 + dd) * 24 + h) * 60 + mi) * 60_000 - s * 1000;
  }
  if (/^\d{4}-\d{2}-\d{2}/.test(v)) {
    const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00Z` : v);
    if (!Number.isNaN(ms)) return ms;
  }
  throw new LookupError(`Invalid date "${value}": use an ISO-8601 date-time or duration (e.g. -P1D)`);
}

function issueView(x: LinIssue) {
  const d = linearData();
  const st = d.states.find((s) => s.id === x.stateId);
  const team = d.teams.find((t) => t.id === x.teamId);
  const assignee = d.users.find((u) => u.id === x.assigneeId);
  const creator = d.users.find((u) => u.id === x.creatorId);
  const project = d.projects.find((p) => p.id === x.projectId);
  const cycle = d.cycles.find((c) => c.id === x.cycleId);
  return {
    id: x.id,
    identifier: x.identifier,
    title: x.title,
    description: x.description,
    priority: { value: x.priority, name: PRIORITY_NAMES[x.priority] },
    estimate: x.estimate === null ? null : { value: x.estimate, name: `${x.estimate} Points` },
    url: `https://linear.app/fernhill/issue/${x.identifier.toLowerCase()}`,
    gitBranchName: `${(assignee?.displayName ?? "fernhill").toLowerCase()}/${x.identifier.toLowerCase()}`,
    createdAt: x.createdAt,
    updatedAt: x.updatedAt,
    archivedAt: x.archivedAt,
    completedAt: x.completedAt,
    canceledAt: x.canceledAt,
    dueDate: x.dueDate,
    status: st?.name,
    labels: x.labelIds.map((id) => d.labels.find((l) => l.id === id)?.name),
    createdBy: creator?.name,
    createdById: x.creatorId,
    assignee: assignee?.name ?? null,
    assigneeId: x.assigneeId,
    project: project?.name ?? null,
    projectId: x.projectId,
    cycle: cycle ? { id: cycle.id, number: cycle.number, name: cycle.name } : null,
    team: team?.name,
    teamId: x.teamId,
  };
}

function projectView(p: LinProject) {
  const d = linearData();
  const name = (id: string) => d.users.find((u) => u.id === id)?.name;
  return {
    id: p.id,
    name: p.name,
    summary: p.summary,
    url: `https://linear.app/fernhill/project/${p.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
    status: { name: p.state[0].toUpperCase() + p.state.slice(1) },
    lead: { id: p.leadId, name: name(p.leadId) },
    members: p.memberIds.map((id) => ({ id, name: name(id) })),
    teams: p.teamIds.map((id) => {
      const t = d.teams.find((x) => x.id === id);
      return { id, key: t?.key, name: t?.name };
    }),
    startDate: p.startDate,
    targetDate: p.targetDate,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    archivedAt: p.archivedAt,
  };
}
const userView = (u: LinUser) => ({
  id: u.id,
  name: u.name,
  displayName: u.displayName,
  email: u.email,
  isAdmin: u.admin,
  active: u.active,
  createdAt: u.createdAt,
  teams: u.teamIds.map((id) => linearData().teams.find((t) => t.id === id)?.name),
});
const teamView = (t: LinTeam) => ({
  id: t.id,
  key: t.key,
  name: t.name,
  description: t.description,
  cyclesEnabled: t.cyclesEnabled,
  members: linearData()
    .users.filter((u) => u.teamIds.includes(t.id))
    .map((u) => ({ id: u.id, name: u.name })),
});

/** Cursor paging over a list ordered already: `after`/`before` are ids of rows in the list. */
function page<T extends { id: string }>(rows: T[], a: { limit?: number; after?: string; before?: string }) {
  const limit = Math.min(Math.max(1, Math.floor(a.limit ?? 50)), 250);
  let from = 0;
  let to = rows.length;
  if (a.after) {
    const i = rows.findIndex((r) => r.id === a.after);
    if (i < 0) throw new LookupError(`Cursor not found: "${a.after}"`);
    from = i + 1;
  }
  if (a.before) {
    const i = rows.findIndex((r) => r.id === a.before);
    if (i < 0) throw new LookupError(`Cursor not found: "${a.before}"`);
    to = i;
  }
  const slice = rows.slice(from, to).slice(0, limit);
  const hasNextPage = from + slice.length < to;
  return {
    rows: slice,
    pageInfo: { hasNextPage, endCursor: hasNextPage ? (slice[slice.length - 1]?.id ?? null) : null },
  };
}

const paging = {
  limit: z.number().optional().default(50).describe("The number of results to return (Max 250)"),
  before: z.string().optional().describe("An ID to end at"),
  after: z.string().optional().describe("An ID to start from"),
};

function guarded<A>(fn: (a: A) => unknown) {
  return async (a: A) => {
    try {
      return text(fn(a));
    } catch (e) {
      if (e instanceof LookupError) return fail(e.message);
      throw e;
    }
  };
}

const contains = (hay: (string | null | undefined)[], q: string) => {
  const h = hay.filter(Boolean).join(" ").toLowerCase();
  return lc(q)
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => h.includes(w) || (w.length > 3 && /s$/.test(w) && h.includes(w.replace(/e?s$/, ""))));
};

const DOCS = [
  {
    title: "Cycles",
    url: "https://linear.app/docs/use-cycles",
    content:
      "Cycles are time-boxed periods, like sprints. Unfinished issues roll over to the next cycle automatically.",
  },
  {
    title: "Triage",
    url: "https://linear.app/docs/triage",
    content: "Triage is an inbox for issues created by integrations or members outside the team.",
  },
  {
    title: "Estimates",
    url: "https://linear.app/docs/estimates",
    content: "Teams can estimate issues with points: exponential, fibonacci, linear or t-shirt sizes.",
  },
  {
    title: "Priority",
    url: "https://linear.app/docs/priority",
    content: "Priority levels: No priority, Urgent, High, Medium, Low. Urgent issues notify assignees.",
  },
  {
    title: "Projects",
    url: "https://linear.app/docs/projects",
    content:
      "Projects group issues toward a specific outcome with a lead, members, a target date and milestones.",
  },
  {
    title: "Keyboard shortcuts",
    url: "https://linear.app/docs/keyboard-shortcuts",
    content: "Press C to create an issue, Cmd K for the command menu, and ? for all shortcuts.",
  },
];

export function createLinearServer(): McpServer {
  const server = new McpServer({ name: "linear", version: "1.0.0" });
  const d = linearData();

  server.registerTool(
    "list_issues",
    {
      description: 'List issues in the user\'s Linear workspace. For my issues, use "me" as the assignee.',
      inputSchema: {
        query: z.string().optional().describe("An optional search query"),
        team: z.string().optional().describe("The team name or ID"),
        state: z.string().optional().describe("The state name or ID"),
        cycle: z.string().optional().describe("The cycle name or ID"),
        label: z.string().optional().describe("The label name or ID"),
        assignee: z.string().optional().describe('The assignee user ID, name, email, or "me"'),
        project: z.string().optional().describe("The project name or ID"),
        priority: z
          .number()
          .optional()
          .describe("0 = No priority, 1 = Urgent, 2 = High, 3 = Normal, 4 = Low"),
        createdAt: z
          .string()
          .optional()
          .describe("Return only issues created on or after this ISO-8601 date-time or duration (e.g. -P1D)"),
        updatedAt: z
          .string()
          .optional()
          .describe("Return only issues updated on or after this ISO-8601 date-time or duration (e.g. -P1D)"),
        includeArchived: z.boolean().optional().default(true),
        orderBy: z.enum(["createdAt", "updatedAt"]).optional().default("updatedAt"),
        ...paging,
      },
      annotations: READ,
    },
    guarded((a) => {
      let rows = d.issues.slice();
      if (a.team) {
        const t = teamOf(a.team);
        rows = rows.filter((x) => x.teamId === t.id);
      }
      if (a.state) {
        const want = lc(a.state);
        const ids = d.states.filter((s) => s.id === want || lc(s.name) === want).map((s) => s.id);
        if (ids.length === 0) throw new LookupError(`State not found: "${a.state}"`);
        rows = rows.filter((x) => ids.includes(x.stateId));
      }
      if (a.cycle) {
        const want = lc(a.cycle).replace(/^cycle\s+/, "");
        const ids = d.cycles
          .filter((c) => c.id === want || String(c.number) === want || (c.name && lc(c.name) === want))
          .map((c) => c.id);
        if (ids.length === 0) throw new LookupError(`Cycle not found: "${a.cycle}"`);
        rows = rows.filter((x) => x.cycleId !== null && ids.includes(x.cycleId));
      }
      if (a.label) {
        const want = lc(a.label);
        const ids = d.labels.filter((l) => l.id === want || lc(l.name) === want).map((l) => l.id);
        if (ids.length === 0) throw new LookupError(`Label not found: "${a.label}"`);
        rows = rows.filter((x) => x.labelIds.some((l) => ids.includes(l)));
      }
      if (a.assignee) {
        const u = userOf(a.assignee);
        rows = rows.filter((x) => x.assigneeId === u.id);
      }
      if (a.project) {
        const p = projectOf(a.project);
        rows = rows.filter((x) => x.projectId === p.id);
      }
      if (a.priority !== undefined) {
        if (![0, 1, 2, 3, 4].includes(a.priority))
          throw new LookupError(
            "Invalid priority: use 0 = No priority, 1 = Urgent, 2 = High, 3 = Normal, 4 = Low",
          );
        rows = rows.filter((x) => x.priority === a.priority);
      }
      if (a.createdAt) {
        const since = sinceOf(a.createdAt);
        rows = rows.filter((x) => Date.parse(x.createdAt) >= since);
      }
      if (a.updatedAt) {
        const since = sinceOf(a.updatedAt);
        rows = rows.filter((x) => Date.parse(x.updatedAt) >= since);
      }
      if (a.includeArchived === false) rows = rows.filter((x) => x.archivedAt === null);
      if (a.query) {
        const q = a.query;
        rows = rows.filter((x) => contains([x.identifier, x.title, x.description], q));
      }
      const key = a.orderBy ?? "updatedAt";
      rows.sort((x, y) => y[key].localeCompare(x[key]));
      const p = page(rows, a);
      return { issues: p.rows.map(issueView), pageInfo: p.pageInfo };
    }),
  );

  server.registerTool(
    "get_issue",
    {
      description: "Retrieve detailed information about an issue by ID",
      inputSchema: { id: z.string().describe("The issue ID") },
      annotations: READ,
    },
    guarded((a) => {
      const x = issueOf(a.id);
      return {
        ...issueView(x),
        attachments: [],
        commentCount: d.comments.filter((c) => c.issueId === x.id).length,
      };
    }),
  );

  server.registerTool(
    "list_comments",
    {
      description: "List comments for a specific Linear issue",
      inputSchema: { issueId: z.string().describe("The issue ID") },
      annotations: READ,
    },
    guarded((a) => {
      const x = issueOf(a.issueId);
      return d.comments
        .filter((c) => c.issueId === x.id)
        .map((c) => ({
          id: c.id,
          body: c.body,
          createdAt: c.createdAt,
          updatedAt: c.updatedAt,
          author: { id: c.userId, name: d.users.find((u) => u.id === c.userId)?.name },
        }));
    }),
  );

  server.registerTool(
    "list_issue_statuses",
    {
      description: "List available issue statuses in a Linear team",
      inputSchema: { team: z.string().describe("The team name or ID") },
      annotations: READ,
    },
    guarded((a) => {
      const t = teamOf(a.team);
      return d.states
        .filter((s) => s.teamId === t.id)
        .map((s) => ({ id: s.id, type: s.type, name: s.name, color: s.color, position: s.position }));
    }),
  );

  server.registerTool(
    "list_issue_labels",
    {
      description: "List available issue labels in a Linear workspace or team",
      inputSchema: { team: z.string().optional().describe("Optional team name or ID"), ...paging },
      annotations: READ,
    },
    guarded((a) => {
      const t = a.team ? teamOf(a.team) : undefined;
      const rows = d.labels.filter((l) => l.teamId === null || (t && l.teamId === t.id));
      const p = page(rows, a);
      return { labels: p.rows, pageInfo: p.pageInfo };
    }),
  );

  server.registerTool(
    "list_projects",
    {
      description: "List projects in the user's Linear workspace",
      inputSchema: {
        team: z.string().optional().describe("The team name or ID"),
        member: z.string().optional().describe('User ID, name, email, or "me"'),
        state: z.string().optional().describe("State name or ID"),
        query: z.string().optional().describe("Search for projects by name"),
        includeArchived: z.boolean().optional(),
        ...paging,
      },
      annotations: READ,
    },
    guarded((a) => {
      let rows = d.projects.slice();
      if (a.team) {
        const t = teamOf(a.team);
        rows = rows.filter((p) => p.teamIds.includes(t.id));
      }
      if (a.member) {
        const u = userOf(a.member);
        rows = rows.filter((p) => p.memberIds.includes(u.id) || p.leadId === u.id);
      }
      if (a.state) {
        const want = lc(a.state);
        const known = ["planned", "started", "paused", "completed", "canceled", "cancelled", "backlog"];
        if (!known.includes(want)) throw new LookupError(`Project state not found: "${a.state}"`);
        rows = rows.filter((p) => p.state === want.replace("cancelled", "canceled"));
      }
      if (a.query) {
        const q = a.query;
        rows = rows.filter((p) => contains([p.name], q));
      }
      if (a.includeArchived !== true) rows = rows.filter((p) => p.archivedAt === null);
      rows.sort((x, y) => y.updatedAt.localeCompare(x.updatedAt) || x.name.localeCompare(y.name));
      const p = page(rows, a);
      return { projects: p.rows.map(projectView), pageInfo: p.pageInfo };
    }),
  );

  server.registerTool(
    "get_project",
    {
      description: "Retrieve details of a specific project in Linear",
      inputSchema: { query: z.string().describe("The ID or name of the project to retrieve") },
      annotations: READ,
    },
    guarded((a) => {
      const p = projectOf(a.query);
      const issues = d.issues.filter((x) => x.projectId === p.id);
      const done = issues.filter((x) => x.completedAt !== null).length;
      return {
        ...projectView(p),
        issueCount: issues.length,
        progress: issues.length ? done / issues.length : 0,
      };
    }),
  );

  server.registerTool(
    "list_teams",
    {
      description: "List teams in the user's Linear workspace",
      inputSchema: { query: z.string().optional().describe("An optional search query"), ...paging },
      annotations: READ,
    },
    guarded((a) => {
      const q = a.query;
      const rows = q ? d.teams.filter((t) => contains([t.name, t.key], q)) : d.teams;
      const p = page(rows, a);
      return { teams: p.rows.map(teamView), pageInfo: p.pageInfo };
    }),
  );

  server.registerTool(
    "get_team",
    {
      description: "Retrieve details of a specific Linear team",
      inputSchema: { query: z.string().describe("The UUID, key, or name of the team to retrieve") },
      annotations: READ,
    },
    guarded((a) => teamView(teamOf(a.query))),
  );

  server.registerTool(
    "list_users",
    {
      description: "Retrieve users in the Linear workspace",
      inputSchema: { query: z.string().optional().describe("An optional search query") },
      annotations: READ,
    },
    guarded((a) => {
      const q = a.query;
      return (q ? d.users.filter((u) => contains([u.name, u.email, u.displayName], q)) : d.users).map(
        userView,
      );
    }),
  );

  server.registerTool(
    "get_user",
    {
      description: "Retrieve details of a specific Linear user",
      inputSchema: {
        query: z.string().describe('The UUID, name, or email of the user to retrieve, or "me"'),
      },
      annotations: READ,
    },
    guarded((a) => userView(userOf(a.query))),
  );

  server.registerTool(
    "list_cycles",
    {
      description: "Retrieve cycles for a specific Linear team",
      inputSchema: {
        teamId: z.string().describe("The team ID"),
        type: z.enum(["current", "previous", "next"]).optional(),
      },
      annotations: READ,
    },
    guarded((a) => {
      const t = teamById(a.teamId);
      const all = d.cycles.filter((c) => c.teamId === t.id);
      const cur = all.findIndex(
        (c) => Date.parse(c.startsAt) <= LINEAR_NOW_MS && LINEAR_NOW_MS < Date.parse(c.endsAt),
      );
      const rows =
        a.type === "current"
          ? all.slice(cur, cur + 1)
          : a.type === "previous"
            ? all.slice(cur - 1, cur)
            : a.type === "next"
              ? all.slice(cur + 1, cur + 2)
              : all;
      return rows.map((c) => {
        const issues = d.issues.filter((x) => x.cycleId === c.id);
        return {
          id: c.id,
          number: c.number,
          name: c.name,
          startsAt: c.startsAt,
          endsAt: c.endsAt,
          completedAt: c.completedAt,
          issueCount: issues.length,
          completedIssueCount: issues.filter((x) => x.completedAt !== null).length,
        };
      });
    }),
  );

  server.registerTool(
    "list_documents",
    {
      description: "List documents in the user's Linear workspace",
      inputSchema: {
        query: z.string().optional().describe("An optional search query"),
        projectId: z.string().optional().describe("Filter by project ID"),
        creatorId: z.string().optional().describe("Filter by creator ID"),
        ...paging,
      },
      annotations: READ,
    },
    guarded((a) => {
      let rows = d.documents.slice();
      if (a.projectId) rows = rows.filter((x) => x.projectId === lc(a.projectId as string));
      if (a.creatorId) rows = rows.filter((x) => x.creatorId === lc(a.creatorId as string));
      if (a.query) {
        const q = a.query;
        rows = rows.filter((x) => contains([x.title, x.content], q));
      }
      const p = page(rows, a);
      return {
        documents: p.rows.map((x) => ({
          id: x.id,
          title: x.title,
          content: x.content,
          url: `https://linear.app/fernhill/document/${x.id}`,
          project: d.projects.find((pr) => pr.id === x.projectId)?.name ?? null,
          projectId: x.projectId,
          creator: d.users.find((u) => u.id === x.creatorId)?.name,
          creatorId: x.creatorId,
          createdAt: x.createdAt,
          updatedAt: x.updatedAt,
        })),
        pageInfo: p.pageInfo,
      };
    }),
  );

  server.registerTool(
    "search_documentation",
    {
      description: "Search Linear's documentation to learn about features and usage",
      inputSchema: { query: z.string().describe("The search query") },
      annotations: READ,
    },
    guarded((a) => {
      const words = lc(a.query)
        .split(/\W+/)
        .filter((w) => w.length > 2);
      return DOCS.filter((x) => words.some((w) => `${x.title} ${x.content}`.toLowerCase().includes(w)));
    }),
  );

  server.registerTool(
    "create_issue",
    {
      description: "Create a new Linear issue",
      inputSchema: {
        title: z.string().describe("The issue title"),
        team: z.string().describe("The team name or ID"),
      },
      annotations: WRITE,
    },
    async (a) => text({ identifier: "ENG-999", ...a }),
  );
  server.registerTool(
    "update_issue",
    {
      description: "Update an existing Linear issue",
      inputSchema: {
        id: z.string().describe("The issue ID"),
        state: z.string().optional().describe("The state"),
      },
      annotations: WRITE,
    },
    async (a) => text(a),
  );
  server.registerTool(
    "create_comment",
    {
      description: "Create a comment on a specific Linear issue",
      inputSchema: { issueId: z.string().describe("The issue ID"), body: z.string().describe("The content") },
      annotations: WRITE,
    },
    async (a) => text({ id: "new-comment", ...a }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createLinearServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("linear fixture server failed:", e);
      process.exit(1);
    });
}
