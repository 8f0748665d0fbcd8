/**
 * A stdio MCP server for tests whose tools/list is hostile (TT_HOSTILE): `deep` lists a tool whose
 * input schema nests 100 levels; `expo` one whose input schema is 30 levels of anyOf [$ref, $ref]
 * (2 KB of JSON, 2^30 nodes once its $refs are followed). Both also list one ordinary tool.
 */
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

function hostileSchema(kind: string): Record<string, unknown> {
  if (kind === "deep") {
    let node: Record<string, unknown> = { type: "string" };
    for (let i = 0; i < 100; i++) node = { type: "object", properties: { x: node } };
    return { type: "object", properties: { q: node } };
  }
  const $defs: Record<string, unknown> = { L30: { type: "string" } };
  for (let i = 0; i < 30; i++)
    $defs[`L${i}`] = { anyOf: [{ $ref: `#/$defs/L${i + 1}` }, { $ref: `#/$defs/L${i + 1}` }] };
  return { type: "object", properties: { q: { $ref: "#/$defs/L0" } }, $defs };
}

const server = new Server({ name: "hostile-tools", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: "things.search",
      description: "Search things",
      inputSchema: hostileSchema(process.env.TT_HOSTILE ?? "expo") as { type: "object" },
      annotations: { readOnlyHint: true },
    },
    {
      name: "ping",
      description: "Answers pong",
      inputSchema: { type: "object", properties: {} },
      annotations: { readOnlyHint: true },
    },
  ],
}));
server.setRequestHandler(CallToolRequestSchema, async () => ({
  content: [{ type: "text", text: '"pong"' }],
}));
await server.connect(new StdioServerTransport());
