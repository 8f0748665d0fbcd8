/** A hostile MCP server for tests: `dump` answers with about 50 MB of JSON (one big array). */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";

const server = new McpServer({ name: "huge", version: "1.0.0" });
server.registerTool(
  "dump",
  {
    description: "Returns a very large result",
    inputSchema: { mb: z.number().default(50), totalFirst: z.boolean().default(false) },
    annotations: { readOnlyHint: true },
  },
  async ({ mb, totalFirst }) => {
    const item = { id: "X".repeat(8), payload: "y".repeat(990) };
    const items = Array.from({ length: Math.round(mb * 1024) }, (_, i) => ({ ...item, id: `I-${i}` }));
    const body = totalFirst ? { total: items.length, items } : { items, total: items.length };
    return { content: [{ type: "text", text: JSON.stringify(body) }] };
  },
);
server.registerTool("ping", { description: "Small answer", inputSchema: {} }, async () => ({
  content: [{ type: "text", text: '{"ok":true}' }],
}));
await server.connect(new StdioServerTransport());
