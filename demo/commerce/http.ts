/**
 * Serves the demo commerce server over Streamable HTTP (stateful sessions) on 127.0.0.1.
 * Used by tests and by anyone who wants the demo as a remote MCP server. In-process, its URL is
 * allowed for outbound requests; as a separate process, list it in OUTBOUND_ALLOW_HOSTS.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { allowOutboundUrl } from "@/lib/connectors/outbound";
import { type CommerceServerOptions, createCommerceServer } from "./server";

export interface CommerceHttpServer {
  url: string;
  /** Live MCP server per session id (tests use it to change tools mid-session). */
  sessions: Map<string, McpServer>;
  /** Headers of the last request, so tests can assert what credentials arrived. */
  lastHeaders(): IncomingMessage["headers"] | undefined;
  close(): Promise<void>;
}

export async function startCommerceHttpServer(
  options: CommerceServerOptions & {
    port?: number;
    path?: string;
    /** Answer each POST with one JSON body instead of an SSE stream (the SDK's `enableJsonResponse`). */
    jsonResponse?: boolean;
  } = {},
): Promise<CommerceHttpServer> {
  const path = options.path ?? "/mcp";
  const transports = new Map<string, StreamableHTTPServerTransport>();
  const sessions = new Map<string, McpServer>();
  let last: IncomingMessage["headers"] | undefined;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    last = req.headers;
    if (!req.url?.startsWith(path)) {
      res.writeHead(404).end();
      return;
    }
    const sessionId = req.headers["mcp-session-id"];
    const existing = typeof sessionId === "string" ? transports.get(sessionId) : undefined;
    if (existing) return existing.handleRequest(req, res);
    if (sessionId) {
      // Unknown session (server restarted or session closed): 404 tells the client to re-initialize.
      res
        .writeHead(404, { "content-type": "application/json" })
        .end(
          JSON.stringify({ jsonrpc: "2.0", error: { code: -32001, message: "Session not found" }, id: null }),
        );
      return;
    }
    // No session id: only an initialize request may open a session; the transport rejects anything else.
    const mcp = createCommerceServer(options);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      enableJsonResponse: options.jsonResponse ?? false,
      onsessioninitialized: (id) => {
        transports.set(id, transport);
        sessions.set(id, mcp);
      },
    });
    transport.onclose = () => {
      if (transport.sessionId) {
        transports.delete(transport.sessionId);
        sessions.delete(transport.sessionId);
      }
    };
    await mcp.connect(transport);
    await transport.handleRequest(req, res);
  };

  const http = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => http.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}${path}`;
  // Started by the operator's own code (tests): allow exactly this URL for this process's requests.
  allowOutboundUrl(url);

  return {
    url,
    sessions,
    lastHeaders: () => last,
    close: async () => {
      await Promise.all([...sessions.values()].map((s) => s.close().catch(() => undefined)));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
