/** A stdio MCP server for tests: `env` answers with the names of its own environment variables. */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";

const server = new McpServer({ name: "env-report", version: "1.0.0" });
server.registerTool(
  "env",
  {
    description: "Names of this process's environment variables",
    inputSchema: {},
    annotations: { readOnlyHint: true },
  },
  async () => {
    const keys = Object.keys(process.env).sort();
    // Values of the variables a test set on purpose, to prove they arrive.
    const values = Object.fromEntries(
      keys.filter((k) => k.startsWith("TT_")).map((k) => [k, process.env[k]]),
    );
    return { content: [{ type: "text", text: JSON.stringify({ keys, values }) }] };
  },
);
await server.connect(new StdioServerTransport());
