/**
 * Fixture "worktasks": a work-management MCP server in the style of third-party servers for the Asana
 * API — tools named `asana_<verb>_<thing>` (`asana_list_workspaces`, `asana_search_tasks`,
 * `asana_get_task` …), one terse line of description, results as JSON text with no output schema.
 * Asana's shapes: every id a 16-digit `gid` string, records `{ gid, resource_type, name, … }`, users
 * referenced as `{ gid, name, resource_type: "user" }`. The search tools REQUIRE a `workspace` gid
 * that the person never says (`asana_list_workspaces` lists the one workspace). Task search takes
 * Asana's DOTTED filter names: `assignee.any`, `projects.any`, `sections.any`, `tags.any` (comma-
 * separated gids; assignee also "me"), `due_on`, `due_on.before`, `due_on.after` (YYYY-MM-DD,
 * exclusive bounds), `modified_at.after`, `completed_on.after`, `completed_on.before`, `completed`,
 * `is_subtask`, `text`, `sort_by`, `sort_ascending`. Paging: `limit` (1–100, default 20) and an opaque
 * `offset` token, results `{ data: […], next_page: { offset, path, uri } | null }`; `opt_fields`
 * narrows the returned fields. Custom fields (Priority, Story points) cannot be filtered.
 * Three tools change data (`asana_create_task`, `asana_update_task`, `asana_add_comment`): never
 * approved. Written before the planner ran on it.
 * Run over stdio: `node --import tsx tests/conformance/servers/worktasks.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { ME_GID, type Task, WORKTASKS_TODAY, worktasksData } from "./worktasks-data";

/** The tools an admin approves as reads. */
export const WORKTASKS_READ_TOOLS = [
  "asana_list_workspaces",
  "asana_search_projects",
  "asana_get_project",
  "asana_get_project_status",
  "asana_list_project_sections",
  "asana_get_tasks_for_section",
  "asana_search_tasks",
  "asana_get_task",
  "asana_get_subtasks",
  "asana_list_users",
  "asana_get_user",
  "asana_typeahead_search",
  "asana_get_tags",
  "asana_get_tasks_for_tag",
];
export const WORKTASKS_WRITE_TOOLS = ["asana_create_task", "asana_update_task", "asana_add_comment"];

const API = "https://app.asana.example/api/1.0";
const json = (value: unknown) => ({
  content: [{ type: "text" as const, text: JSON.stringify(value) }],
});
const fail = (message: string, help = "For more information on API status codes see the docs.") => ({
  isError: true,
  content: [{ type: "text" as const, text: JSON.stringify({ errors: [{ message, help }] }) }],
});
const paging = {
  limit: z.number().int().optional().describe("Results per page (1-100)"),
  offset: z.string().optional().describe("Offset token from a previous response's next_page"),
  opt_fields: z.string().optional().describe("Comma-separated list of optional fields to include"),
};
const token = (n: number) => Buffer.from(`wt:${n}`).toString("base64url");
const untoken = (t: string | undefined): number | null => {
  if (t === undefined || t === "") return 0;
  const s = Buffer.from(t, "base64url").toString();
  return s.startsWith("wt:") && /^\d+$/.test(s.slice(3)) ? Number(s.slice(3)) : null;
};
/** Keeps `gid`, `resource_type` and the asked fields (first segment of each dotted field). */
function pick<T extends object>(row: T, optFields: string | undefined): Partial<T> {
  if (!optFields) return row;
  const keep = new Set(["gid", "resource_type", ...optFields.split(",").map((f) => f.trim().split(".")[0])]);
  return Object.fromEntries(Object.entries(row).filter(([k]) => keep.has(k))) as Partial<T>;
}
/** One page of `rows` in Asana's envelope. */
function page<T extends object>(
  path: string,
  rows: T[],
  a: { limit?: number; offset?: string; opt_fields?: string },
) {
  const limit = a.limit ?? 20;
  if (limit < 1 || limit > 100) return fail("limit: Value must be between 1 and 100");
  const start = untoken(a.offset);
  if (start === null) return fail("offset: Your pagination token is invalid.");
  const end = start + limit;
  return json({
    data: rows.slice(start, end).map((r) => pick(r, a.opt_fields)),
    next_page:
      end < rows.length
        ? { offset: token(end), path: `${path}?limit=${limit}&offset=${token(end)}`, uri: `${API}${path}` }
        : null,
  });
}
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const gids = (v: string | undefined) =>
  v === undefined || v === ""
    ? undefined
    : v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);

export function createWorktasksServer(): McpServer {
  const { workspace, users, projects, sections, tags, tasks, statuses } = worktasksData();
  const server = new McpServer({ name: "asana-mcp-server", version: "1.7.2" });
  const noWorkspace = (w: string) =>
    w === workspace.gid ? undefined : fail(`workspace: Not a recognized ID: ${w}`);
  const userGid = (v: string) => (v === "me" ? ME_GID : v);
  const subtasksOf = (g: string) => tasks.filter((t) => t.parent?.gid === g);

  server.registerTool(
    "asana_list_workspaces",
    { description: "List all available workspaces in Asana", inputSchema: { ...paging } },
    async (a) =>
      page(
        "/workspaces",
        [{ gid: workspace.gid, name: workspace.name, resource_type: workspace.resource_type }],
        a,
      ),
  );

  server.registerTool(
    "asana_search_projects",
    {
      description: "Search for projects in Asana using name pattern matching",
      inputSchema: {
        workspace: z.string().describe("The workspace to search in"),
        name_pattern: z.string().optional().describe("Regular expression pattern to match project names"),
        archived: z.boolean().optional().describe("Only return archived projects"),
        ...paging,
      },
    },
    async (a) => {
      const missing = noWorkspace(a.workspace);
      if (missing) return missing;
      let re: RegExp | undefined;
      try {
        re = a.name_pattern ? new RegExp(a.name_pattern, "i") : undefined;
      } catch {
        return fail("name_pattern: invalid regular expression");
      }
      const rows = projects.filter(
        (p) => (a.archived === undefined || p.archived === a.archived) && (!re || re.test(p.name)),
      );
      return page("/projects", rows, a);
    },
  );

  server.registerTool(
    "asana_get_project",
    {
      description: "Get detailed information about a specific project",
      inputSchema: {
        project_id: z.string().describe("The project ID to retrieve"),
        opt_fields: paging.opt_fields,
      },
    },
    async ({ project_id, opt_fields }) => {
      const p = projects.find((x) => x.gid === project_id);
      return p ? json({ data: pick(p, opt_fields) }) : fail(`project: Unknown object: ${project_id}`);
    },
  );

  server.registerTool(
    "asana_get_project_status",
    {
      description: "Get the status updates of a project",
      inputSchema: {
        project_gid: z.string().describe("The project GID"),
        ...paging,
      },
    },
    async (a) => {
      if (!projects.some((p) => p.gid === a.project_gid))
        return fail(`project: Unknown object: ${a.project_gid}`);
      const rows = statuses
        .filter((s) => s.project.gid === a.project_gid)
        .sort((x, y) => y.created_at.localeCompare(x.created_at));
      return page(`/projects/${a.project_gid}/project_statuses`, rows, a);
    },
  );

  server.registerTool(
    "asana_list_project_sections",
    {
      description: "List sections in a project",
      inputSchema: { project_id: z.string().describe("The project ID"), ...paging },
    },
    async (a) => {
      if (!projects.some((p) => p.gid === a.project_id))
        return fail(`project: Unknown object: ${a.project_id}`);
      return page(
        `/projects/${a.project_id}/sections`,
        sections.filter((s) => s.project.gid === a.project_id),
        a,
      );
    },
  );

  server.registerTool(
    "asana_get_tasks_for_section",
    {
      description: "Get tasks in a section",
      inputSchema: {
        section_id: z.string().describe("The section ID"),
        completed_since: z
          .string()
          .optional()
          .describe("Only tasks incomplete or completed since this time ('now' = incomplete only)"),
        ...paging,
      },
    },
    async (a) => {
      if (!sections.some((s) => s.gid === a.section_id))
        return fail(`section: Unknown object: ${a.section_id}`);
      const since = a.completed_since;
      if (since && since !== "now" && Number.isNaN(Date.parse(since)))
        return fail("completed_since: must be an ISO 8601 date-time or 'now'");
      const rows = tasks.filter(
        (t) =>
          t.memberships.some((m) => m.section.gid === a.section_id) &&
          (!since ||
            !t.completed ||
            (since !== "now" && (t.completed_at ?? "") >= new Date(since).toISOString())),
      );
      return page(`/sections/${a.section_id}/tasks`, rows, a);
    },
  );

  server.registerTool(
    "asana_search_tasks",
    {
      description: "Search tasks in a workspace with advanced filtering options",
      inputSchema: {
        workspace: z.string().describe("The workspace to search in"),
        text: z.string().optional().describe("Text to search for in task names and descriptions"),
        "assignee.any": z.string().optional().describe("Comma-separated list of user IDs, or 'me'"),
        "projects.any": z.string().optional().describe("Comma-separated list of project IDs"),
        "sections.any": z.string().optional().describe("Comma-separated list of section IDs"),
        "tags.any": z.string().optional().describe("Comma-separated list of tag IDs"),
        due_on: z.string().optional().describe("ISO 8601 date string or null"),
        "due_on.before": z.string().optional().describe("ISO 8601 date string"),
        "due_on.after": z.string().optional().describe("ISO 8601 date string"),
        "modified_at.after": z.string().optional().describe("ISO 8601 datetime string"),
        "completed_on.after": z.string().optional().describe("ISO 8601 date string"),
        "completed_on.before": z.string().optional().describe("ISO 8601 date string"),
        completed: z.boolean().optional().describe("Filter for completed tasks"),
        is_subtask: z.boolean().optional().describe("Filter for subtasks"),
        sort_by: z
          .enum(["due_date", "created_at", "completed_at", "likes", "modified_at"])
          .optional()
          .describe("Sort by field (default modified_at)"),
        sort_ascending: z.boolean().optional().describe("Sort in ascending order (default false)"),
        ...paging,
      },
    },
    async (a) => {
      const missing = noWorkspace(a.workspace);
      if (missing) return missing;
      for (const k of [
        "due_on",
        "due_on.before",
        "due_on.after",
        "completed_on.after",
        "completed_on.before",
      ] as const) {
        const v = a[k];
        if (v !== undefined && v !== "" && !(k === "due_on" && v === "null") && !DATE.test(v))
          return fail(`${k}: must be a date in YYYY-MM-DD format`);
      }
      const modAfter = a["modified_at.after"];
      if (modAfter && Number.isNaN(Date.parse(modAfter)))
        return fail("modified_at.after: must be an ISO 8601 date-time");
      const assignees = gids(a["assignee.any"])?.map(userGid);
      const inProjects = gids(a["projects.any"]);
      const inSections = gids(a["sections.any"]);
      const withTags = gids(a["tags.any"]);
      const text = a.text?.trim().toLowerCase();
      const completedOn = (t: Task) => t.completed_at?.slice(0, 10) ?? "";
      const rows = tasks.filter(
        (t) =>
          (!assignees || (t.assignee !== null && assignees.includes(t.assignee.gid))) &&
          (!inProjects || t.projects.some((p) => inProjects.includes(p.gid))) &&
          (!inSections || t.memberships.some((m) => inSections.includes(m.section.gid))) &&
          (!withTags || t.tags.some((g) => withTags.includes(g.gid))) &&
          (!a.due_on || (a.due_on === "null" ? t.due_on === null : t.due_on === a.due_on)) &&
          (!a["due_on.before"] || (t.due_on !== null && t.due_on < a["due_on.before"])) &&
          (!a["due_on.after"] || (t.due_on !== null && t.due_on > a["due_on.after"])) &&
          (!modAfter || Date.parse(t.modified_at) > Date.parse(modAfter)) &&
          (!a["completed_on.after"] || (t.completed && completedOn(t) > (a["completed_on.after"] ?? ""))) &&
          (!a["completed_on.before"] || (t.completed && completedOn(t) < (a["completed_on.before"] ?? ""))) &&
          (a.completed === undefined || t.completed === a.completed) &&
          (a.is_subtask === undefined || (t.parent !== null) === a.is_subtask) &&
          (!text || `${t.name} ${t.notes}`.toLowerCase().includes(text)),
      );
      const key = {
        due_date: (t: Task) => t.due_on ?? "9999",
        created_at: (t: Task) => t.created_at,
        completed_at: (t: Task) => t.completed_at ?? "",
        likes: (t: Task) => String(t.num_likes).padStart(4, "0"),
        modified_at: (t: Task) => t.modified_at,
      }[a.sort_by ?? "modified_at"];
      const dir = a.sort_ascending ? 1 : -1;
      rows.sort((x, y) => dir * key(x).localeCompare(key(y)) || x.gid.localeCompare(y.gid));
      return page(`/workspaces/${a.workspace}/tasks/search`, rows, a);
    },
  );

  server.registerTool(
    "asana_get_task",
    {
      description: "Get detailed information about a specific task",
      inputSchema: {
        task_id: z.string().describe("The task ID to retrieve"),
        opt_fields: paging.opt_fields,
      },
    },
    async ({ task_id, opt_fields }) => {
      const t = tasks.find((x) => x.gid === task_id);
      return t ? json({ data: pick(t, opt_fields) }) : fail(`task: Unknown object: ${task_id}`);
    },
  );

  server.registerTool(
    "asana_get_subtasks",
    {
      description: "Get the subtasks of a task",
      inputSchema: { task_id: z.string().describe("The parent task ID"), ...paging },
    },
    async (a) => {
      if (!tasks.some((t) => t.gid === a.task_id)) return fail(`task: Unknown object: ${a.task_id}`);
      return page(`/tasks/${a.task_id}/subtasks`, subtasksOf(a.task_id), a);
    },
  );

  server.registerTool(
    "asana_list_users",
    {
      description: "List users in a workspace",
      inputSchema: { workspace: z.string().describe("The workspace ID"), ...paging },
    },
    async (a) => {
      const missing = noWorkspace(a.workspace);
      if (missing) return missing;
      return page(
        "/users",
        users.map((u) => ({ gid: u.gid, name: u.name, resource_type: u.resource_type, email: u.email })),
        a,
      );
    },
  );

  server.registerTool(
    "asana_get_user",
    {
      description: "Get a user by ID ('me' for the authenticated user)",
      inputSchema: { user_gid: z.string().describe("The user ID, or 'me'"), opt_fields: paging.opt_fields },
    },
    async ({ user_gid, opt_fields }) => {
      const u = users.find((x) => x.gid === userGid(user_gid));
      return u ? json({ data: pick(u, opt_fields) }) : fail(`user: Unknown object: ${user_gid}`);
    },
  );

  server.registerTool(
    "asana_typeahead_search",
    {
      description: "Quick name lookup of objects in a workspace",
      inputSchema: {
        workspace: z.string().describe("The workspace to search in"),
        resource_type: z
          .enum(["user", "project", "task", "tag", "team"])
          .describe("The type of object to look up"),
        query: z.string().describe("The text to match"),
        count: z.number().int().optional().describe("Number of results (max 100, default 20)"),
      },
    },
    async (a) => {
      const missing = noWorkspace(a.workspace);
      if (missing) return missing;
      const q = a.query.trim().toLowerCase();
      const pool: { gid: string; name: string; resource_type: string }[] =
        a.resource_type === "user"
          ? users
          : a.resource_type === "project"
            ? projects
            : a.resource_type === "tag"
              ? tags
              : a.resource_type === "task"
                ? tasks
                : [];
      const words = q.split(/\s+/).filter(Boolean);
      const rows = pool
        .filter((r) => words.every((w) => r.name.toLowerCase().includes(w)))
        .slice(0, Math.min(a.count ?? 20, 100))
        .map((r) => ({ gid: r.gid, name: r.name, resource_type: r.resource_type }));
      return json({ data: rows });
    },
  );

  server.registerTool(
    "asana_get_tags",
    {
      description: "Get tags in a workspace",
      inputSchema: { workspace: z.string().describe("The workspace ID"), ...paging },
    },
    async (a) => {
      const missing = noWorkspace(a.workspace);
      if (missing) return missing;
      return page("/tags", tags, a);
    },
  );

  server.registerTool(
    "asana_get_tasks_for_tag",
    {
      description: "Get tasks for a specific tag",
      inputSchema: { tag_gid: z.string().describe("The tag GID"), ...paging },
    },
    async (a) => {
      if (!tags.some((t) => t.gid === a.tag_gid)) return fail(`tag: Unknown object: ${a.tag_gid}`);
      return page(
        `/tags/${a.tag_gid}/tasks`,
        tasks.filter((t) => t.tags.some((g) => g.gid === a.tag_gid)),
        a,
      );
    },
  );

  server.registerTool(
    "asana_create_task",
    {
      description: "Create a new task in a project",
      inputSchema: {
        project_id: z.string().describe("The project to create the task in"),
        name: z.string().describe("Name of the task"),
        notes: z.string().optional().describe("Description of the task"),
        due_on: z.string().optional().describe("Due date in YYYY-MM-DD format"),
        assignee: z.string().optional().describe("Assignee (can be 'me' or a user ID)"),
      },
    },
    async (a) =>
      json({
        data: {
          gid: "1200000009999999",
          resource_type: "task",
          ...a,
          created_at: `${WORKTASKS_TODAY}T12:00:00.000Z`,
        },
      }),
  );

  server.registerTool(
    "asana_update_task",
    {
      description: "Update an existing task's details",
      inputSchema: {
        task_id: z.string().describe("The task ID to update"),
        name: z.string().optional().describe("New name for the task"),
        notes: z.string().optional().describe("New description for the task"),
        due_on: z.string().optional().describe("New due date in YYYY-MM-DD format"),
        assignee: z.string().optional().describe("New assignee (can be 'me' or a user ID)"),
        completed: z.boolean().optional().describe("Mark task as completed or not"),
      },
    },
    async (a) => json({ data: { gid: a.task_id, resource_type: "task", ...a } }),
  );

  server.registerTool(
    "asana_add_comment",
    {
      description: "Add a comment to a task",
      inputSchema: {
        task_id: z.string().describe("The task ID to comment on"),
        text: z.string().describe("The text content of the comment"),
      },
    },
    async (a) =>
      json({ data: { gid: "1200000008888888", resource_type: "story", type: "comment", text: a.text } }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createWorktasksServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("worktasks fixture server failed:", e);
      process.exit(1);
    });
}
