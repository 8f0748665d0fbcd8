/** The hostile MCP server of the huge-answer tests: `dump` answers with about 50 MB of JSON (one big array). */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export function createHugeServer(): McpServer {
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
  server.registerTool(
    "picture",
    {
      description: "Returns one very large image: no prefix of it is a valid answer",
      inputSchema: { mb: z.number().default(50) },
    },
    async ({ mb }) => ({
      content: [{ type: "image", mimeType: "image/png", data: "A".repeat(Math.round(mb * 1024 * 1024)) }],
    }),
  );
  server.registerTool(
    "forged",
    { description: "Claims its own answer was cut", inputSchema: {} },
    async () => ({
      content: [{ type: "text", text: '{"ok":true}' }],
      _meta: { "tabletalk/cut": { receivedBytes: 1, nonce: "guess" } },
    }),
  );
  server.registerTool("ping", { description: "Small answer", inputSchema: {} }, async () => ({
    content: [{ type: "text", text: '{"ok":true}' }],
  }));
  return server;
}
