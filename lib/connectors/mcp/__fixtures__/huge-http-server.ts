/**
 * The hostile huge-answer MCP server (huge-tools.ts) over Streamable HTTP on 127.0.0.1, stateful
 * sessions: `/sse` answers as text/event-stream (the SDK's default), `/json` as application/json.
 * Run as its own process (`node --import tsx …`) so that its 50 MB of JSON.stringify never blocks
 * the client's event loop under test; prints its base URL as the first line of stdout.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { createHugeServer } from "./huge-tools";

const transports = new Map<string, StreamableHTTPServerTransport>();

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const mode = req.url?.startsWith("/json") ? "json" : req.url?.startsWith("/sse") ? "sse" : undefined;
  if (!mode) {
    res.writeHead(404).end();
    return;
  }
  const sessionId = req.headers["mcp-session-id"];
  const existing = typeof sessionId === "string" ? transports.get(sessionId) : undefined;
  if (existing) return existing.handleRequest(req, res);
  if (sessionId) {
    res
      .writeHead(404, { "content-type": "application/json" })
      .end(
        JSON.stringify({ jsonrpc: "2.0", error: { code: -32001, message: "Session not found" }, id: null }),
      );
    return;
  }
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: () => randomUUID(),
    enableJsonResponse: mode === "json",
    onsessioninitialized: (id) => {
      transports.set(id, transport);
    },
  });
  transport.onclose = () => {
    if (transport.sessionId) transports.delete(transport.sessionId);
  };
  await createHugeServer().connect(transport);
  await transport.handleRequest(req, res);
}

const http = createServer((req, res) => {
  handle(req, res).catch(() => {
    if (!res.headersSent) res.writeHead(500).end();
  });
});
http.listen(0, "127.0.0.1", () => {
  const { port } = http.address() as AddressInfo;
  process.stdout.write(`http://127.0.0.1:${port}\n`);
});
process.on("SIGTERM", () => process.exit(0));
