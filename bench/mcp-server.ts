/**
 * The demo commerce MCP server for the MCP overhead bench (bench/mcp.ts), instrumented where it runs:
 * every tool handler is timed in this process and every message and HTTP request it receives is
 * counted (and the TCP connections they came on); each tool result carries
 * `{ ms, messages, httpRequests, connections }` in `_meta["tabletalk-bench/handler"]`
 * (taken when the handler returns). The tools, data and transports are the demo's own
 * (createCommerceServer, startCommerceHttpServer); only McpServer.connect is wrapped to instrument
 * the servers they create. `node --import tsx bench/mcp-server.ts stdio|http [sse|json]` (http prints
 * its URL; `json` answers each POST with one JSON body instead of an SSE stream).
 */
import { McpServer, type RegisteredTool } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { startCommerceHttpServer } from "../demo/commerce/http";
import { createCommerceServer } from "../demo/commerce/server";
import { HANDLER_META } from "./mcp";

let messages = 0;
let httpRequests = 0;
/** TCP connections the HTTP requests arrived on. */
let connections = 0;
const sockets = new WeakSet<object>();

function timeHandlers(server: McpServer) {
  const tools = (server as unknown as { _registeredTools: Record<string, RegisteredTool> })._registeredTools;
  for (const tool of Object.values(tools)) {
    const handler = tool.handler as (...args: unknown[]) => Promise<CallToolResult>;
    tool.handler = (async (...args: unknown[]) => {
      const t0 = performance.now();
      const result = await handler(...args);
      const ms = performance.now() - t0;
      return {
        ...result,
        _meta: { ...result._meta, [HANDLER_META]: { ms, messages, httpRequests, connections } },
      };
    }) as RegisteredTool["handler"];
  }
}

const connect = McpServer.prototype.connect;
McpServer.prototype.connect = async function (this: McpServer, transport: Transport) {
  timeHandlers(this);
  await connect.call(this, transport);
  const onmessage = transport.onmessage;
  transport.onmessage = (message, extra) => {
    messages += 1;
    onmessage?.(message, extra);
  };
};

const handleRequest = StreamableHTTPServerTransport.prototype.handleRequest;
StreamableHTTPServerTransport.prototype.handleRequest = function (
  this: StreamableHTTPServerTransport,
  ...args: Parameters<typeof handleRequest>
) {
  httpRequests += 1;
  if (!sockets.has(args[0].socket)) {
    sockets.add(args[0].socket);
    connections += 1;
  }
  return handleRequest.apply(this, args);
};

if (process.argv[2] === "http") {
  const server = await startCommerceHttpServer({ jsonResponse: process.argv[3] === "json" });
  process.stdout.write(`${server.url}\n`);
} else {
  await createCommerceServer().connect(new StdioServerTransport());
}
