/**
 * Conformance fixture "people": a support-desk MCP server in the style of many third-party servers —
 * snake_case names, results as JSON text (content[0].text), no output schemas, no `_meta` hints, and
 * only `readOnlyHint` on read tools. Run over stdio: `node --import tsx tests/conformance/servers/people.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { deskData } from "./data";

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const fail = (message: string) => ({ isError: true, content: [{ type: "text" as const, text: message }] });
const READ = { readOnlyHint: true };

export function createPeopleServer(): McpServer {
  const { users, tickets } = deskData();
  const server = new McpServer({ name: "helpdesk", version: "0.4.1" });

  server.registerTool(
    "search_users",
    {
      description: "Search users by name or email. Every word of the query must match.",
      inputSchema: {
        query: z.string().optional(),
        limit: z.number().int().min(1).max(100).optional().describe("Max results (default 25, max 100)"),
        offset: z.number().int().min(0).optional(),
      },
      annotations: READ,
    },
    async ({ query, limit = 25, offset = 0 }) => {
      const words = (query ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      const hits = users.filter((u) =>
        words.every((w) => u.full_name.toLowerCase().includes(w) || u.email.toLowerCase().includes(w)),
      );
      return text({ users: hits.slice(offset, offset + limit), total_count: hits.length });
    },
  );

  server.registerTool(
    "get_user",
    {
      description: "Get a user by id.",
      inputSchema: { user_id: z.string() },
      annotations: READ,
    },
    async ({ user_id }) => {
      const u = users.find((x) => x.user_id === user_id);
      if (!u) return fail(`user ${user_id} not found`);
      return text({
        ...u,
        open_tickets: tickets.filter((x) => x.user_id === user_id && x.status === "open").length,
      });
    },
  );

  server.registerTool(
    "list_tickets",
    {
      description: "List a user's support tickets, newest first.",
      inputSchema: {
        user_id: z.string(),
        status: z.enum(["open", "pending", "closed"]).optional(),
        created_after: z.string().optional().describe("ISO date"),
        created_before: z.string().optional().describe("ISO date"),
        limit: z.number().int().min(1).max(100).optional(),
      },
      annotations: READ,
    },
    async ({ user_id, status, created_after, created_before, limit = 50 }) => {
      if (!users.some((u) => u.user_id === user_id)) return fail(`user ${user_id} not found`);
      const hits = tickets.filter(
        (x) =>
          x.user_id === user_id &&
          (!status || x.status === status) &&
          (!created_after || x.created_at.slice(0, 10) >= created_after.slice(0, 10)) &&
          (!created_before || x.created_at.slice(0, 10) <= created_before.slice(0, 10)),
      );
      return text({ tickets: hits.slice(0, limit), total_count: hits.length });
    },
  );

  server.registerTool(
    "get_ticket",
    {
      description: "Get a ticket with its conversation.",
      inputSchema: { ticket_id: z.string() },
      annotations: READ,
    },
    async ({ ticket_id }) => {
      const x = tickets.find((k) => k.ticket_id === ticket_id);
      if (!x) return fail(`ticket ${ticket_id} not found`);
      return text({
        ...x,
        messages: [
          { from: "customer", at: x.created_at, body: `${x.subject}.` },
          { from: "agent", at: x.updated_at, body: "Thanks, we are looking into it." },
        ],
      });
    },
  );

  server.registerTool(
    "close_ticket",
    {
      description: "Close a ticket.",
      inputSchema: { ticket_id: z.string(), resolution: z.string().optional() },
      annotations: { destructiveHint: true },
    },
    async ({ ticket_id }) => text({ ticket_id, status: "closed" }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createPeopleServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("people fixture server failed:", e);
      process.exit(1);
    });
}
