/**
 * Conformance fixture "tracker": an issue tracker in the style of the GraphQL-backed trackers'
 * MCP servers, written after the planner — tools named by bare nouns (`users`, `user`, `issues`,
 * `issue`), `{ nodes, pageInfo: { hasNextPage, endCursor } }` paged by `first`/`after`, uuid ids
 * beside identifiers like `ENG-142` whose prefix is a team key, states with spaces and capitals, a
 * priority number explained only in its description, nested `assignee`/`state`/`team` objects.
 * Results are JSON text (no output schemas). Run over stdio:
 * `node --import tsx tests/conformance/servers/tracker.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { TR_STATES, TR_TEAMS, trackerData } from "./data";

const READ = { readOnlyHint: true };
/** The tools an admin approves as reads. */
export const TRACKER_READ_TOOLS = ["users", "user", "teams", "issues", "issue"];
const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const fail = (message: string) => ({ isError: true, content: [{ type: "text" as const, text: message }] });

/** A connection page: the cursor is the base64 of the next offset. */
function connection<T>(items: T[], first = 25, after?: string) {
  const offset = after ? Number(Buffer.from(after, "base64").toString("utf8")) : 0;
  if (!Number.isInteger(offset) || offset < 0) return undefined;
  const end = offset + first;
  const hasNextPage = end < items.length;
  return {
    nodes: items.slice(offset, end),
    pageInfo: { hasNextPage, endCursor: hasNextPage ? Buffer.from(String(end)).toString("base64") : null },
  };
}

const page = {
  first: z
    .number()
    .int()
    .min(1)
    .max(100)
    .optional()
    .describe("The number of items to forward paginate (max 100)."),
  after: z.string().optional().describe("A cursor to be used with first for forward pagination."),
};

export function createTrackerServer(): McpServer {
  const { users, issues } = trackerData();
  const server = new McpServer({ name: "tracker", version: "0.9.4" });

  server.registerTool(
    "users",
    {
      description: "All users of the workspace.",
      inputSchema: {
        filter: z.string().optional().describe("Match on the user's name or display name."),
        ...page,
      },
      annotations: READ,
    },
    async ({ filter, first, after }) => {
      const words = (filter ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      const hits = users.filter((u) =>
        words.every((w) => u.name.toLowerCase().includes(w) || u.displayName.toLowerCase().includes(w)),
      );
      return text(connection(hits, first, after) ?? { errors: [{ message: "invalid cursor" }] });
    },
  );

  server.registerTool(
    "user",
    {
      description: "One specific user.",
      inputSchema: { id: z.string().describe("The identifier of the user to retrieve.") },
      annotations: READ,
    },
    async ({ id }) => {
      const u = users.find((x) => x.id === id);
      return u ? text(u) : fail(`Entity not found: User ${id}`);
    },
  );

  server.registerTool(
    "teams",
    {
      description: "All teams, with their keys.",
      inputSchema: {},
      annotations: READ,
    },
    async () => text({ nodes: TR_TEAMS, pageInfo: { hasNextPage: false, endCursor: null } }),
  );

  server.registerTool(
    "issues",
    {
      description: "All issues, most recently created first.",
      inputSchema: {
        filter: z.string().optional().describe("Words to find in the issue title."),
        assigneeId: z.string().optional().describe("Only issues assigned to this user (user id)."),
        teamKey: z
          .string()
          .optional()
          .describe("Only issues of the team with this key, e.g. ENG, DES or OPS."),
        state: z.enum(TR_STATES).optional().describe("The workflow state."),
        priority: z
          .number()
          .int()
          .min(0)
          .max(4)
          .optional()
          .describe("0 = No priority, 1 = Urgent, 2 = High, 3 = Medium, 4 = Low."),
        updatedAfter: z.string().optional().describe("Only issues updated after this ISO 8601 date."),
        ...page,
      },
      annotations: READ,
    },
    async ({ filter, assigneeId, teamKey, state, priority, updatedAfter, first, after }) => {
      const words = (filter ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      const hits = issues.filter(
        (i) =>
          words.every((w) => i.title.toLowerCase().includes(w)) &&
          (!assigneeId || i.assignee?.id === assigneeId) &&
          (!teamKey || i.team.key === teamKey.toUpperCase()) &&
          (!state || i.state.name === state) &&
          (priority === undefined || i.priority === priority) &&
          (!updatedAfter || i.updatedAt.slice(0, 10) > updatedAfter.slice(0, 10)),
      );
      return text(connection(hits, first, after) ?? { errors: [{ message: "invalid cursor" }] });
    },
  );

  server.registerTool(
    "issue",
    {
      description: "One specific issue.",
      inputSchema: { id: z.string().describe("The issue's id or its identifier, e.g. ENG-142.") },
      annotations: READ,
    },
    async ({ id }) => {
      const i = issues.find((x) => x.id === id || x.identifier === id.toUpperCase());
      return i
        ? text({ ...i, url: `https://tracker.example/issue/${i.identifier}` })
        : fail(`Entity not found: Issue ${id}`);
    },
  );

  server.registerTool(
    "issueUpdate",
    {
      description: "Updates an issue (state, assignee, priority).",
      inputSchema: { id: z.string(), stateName: z.string().optional(), assigneeId: z.string().optional() },
      annotations: { destructiveHint: false, readOnlyHint: false },
    },
    async ({ id }) => text({ success: true, issue: { id } }),
  );

  server.registerTool(
    "issueCreate",
    {
      description: "Creates a new issue.",
      inputSchema: { title: z.string(), teamKey: z.string() },
      annotations: { readOnlyHint: false },
    },
    async ({ title }) => text({ success: true, issue: { title } }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createTrackerServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("tracker fixture server failed:", e);
      process.exit(1);
    });
}
