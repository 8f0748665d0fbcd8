/**
 * Hostile data sources for the injection suite, in-process on 127.0.0.1, each recording every
 * request that reaches it (URL, headers, body) — the transport boundary: whatever leaves the app
 * towards a source is seen here.
 *
 * - An MCP server over Streamable HTTP whose tool descriptions, parameter descriptions and `_meta`
 *   carry the corpus, whose results carry it in text fields, nested fields and result keys, whose
 *   errors carry it, and which lists a mutative tool (`orders.cancel`).
 * - A REST (OpenAPI) ticket API whose answers carry the corpus, so canaries in a URL path, a query
 *   string or a header would show.
 */
import { randomUUID } from "node:crypto";
import {
  createServer,
  type Server as HttpServer,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { allowOutboundUrl } from "@/lib/connectors/outbound";
import { ALL_TEXTS, CORPUS, createHostileMcp, pick } from "./hostile-mcp";

export { CORPUS, type CorpusEntry, canariesIn, customerRow } from "./hostile-mcp";

export interface Recorded {
  source: "mcp" | "rest";
  /** Set by the suite before each turn: which turn the request belongs to. */
  turn: number;
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export interface Recorder {
  requests: Recorded[];
  turn: number;
  /** The corpus entry of the current turn: a lookup that is not a city answers with its one row. */
  entry: number;
}

/** An HTTP server on 127.0.0.1 that records every request (URL, headers, body) before handling it. */
async function listen(
  recorder: Recorder,
  source: Recorded["source"],
  handler: (req: IncomingMessage, res: ServerResponse, body: string) => Promise<void>,
) {
  const http = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const { method = "", url = "", headers } = req;
      recorder.requests.push({ source, turn: recorder.turn, method, url, headers, body });
      handler(req, res, body).catch(() => {
        if (!res.headersSent) res.writeHead(500).end();
      });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  return { http, port: (http.address() as AddressInfo).port };
}

const closeHttp = (http: HttpServer) =>
  new Promise<void>((resolve) => {
    http.closeAllConnections();
    http.close(() => resolve());
  });

export function startHostileMcp(recorder: Recorder) {
  return startRecordedMcp(recorder, () => createHostileMcp(recorder));
}

/** An MCP server over Streamable HTTP on 127.0.0.1 (one server per session), every request recorded. */
export async function startRecordedMcp(
  recorder: Recorder,
  create: () => { connect(t: Transport): Promise<void> },
) {
  const transports = new Map<string, StreamableHTTPServerTransport>();
  const { http, port } = await listen(recorder, "mcp", async (req, res, body) => {
    const parsed = body ? JSON.parse(body) : undefined;
    const sid = req.headers["mcp-session-id"];
    const existing = typeof sid === "string" ? transports.get(sid) : undefined;
    if (existing) return existing.handleRequest(req, res, parsed);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => {
        transports.set(id, transport);
      },
    });
    await create().connect(transport);
    await transport.handleRequest(req, res, parsed);
  });
  const url = `http://127.0.0.1:${port}/mcp`;
  allowOutboundUrl(url);
  return {
    url,
    close: async () => {
      await Promise.all([...transports.values()].map((t) => t.close().catch(() => undefined)));
      await closeHttp(http);
    },
  };
}

/** The REST ticket API: GET /tickets?query=… and GET /tickets/{ticketId}; answers carry the corpus. */
export async function startHostileRest(recorder: Recorder) {
  const { http, port } = await listen(recorder, "rest", async (req, res) => {
    const ticket = (i: number) => ({
      id: `TCK-${1000 + i}`,
      subject: pick(i).text,
      body: `${pick(i + 1).text}\n${pick(i + 2).text}`,
      status: "open",
    });
    const m = /^\/tickets\/TCK-(\d+)/.exec(req.url ?? "");
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(m ? ticket(Number(m[1]) - 1000) : { tickets: CORPUS.map((_, i) => ticket(i)) }));
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const ticketSchema = {
    type: "object",
    properties: {
      id: { type: "string" },
      subject: { type: "string" },
      body: { type: "string" },
      status: { type: "string" },
    },
  };
  const ok = (schema: unknown) => ({
    "200": { description: "ok", content: { "application/json": { schema } } },
  });
  const document = {
    openapi: "3.1.0",
    info: { title: "Tickets", version: "1", description: ALL_TEXTS },
    servers: [{ url: baseUrl }],
    paths: {
      "/tickets": {
        get: {
          operationId: "searchTickets",
          summary: "Search support tickets",
          description: ALL_TEXTS,
          parameters: [{ name: "query", in: "query", description: ALL_TEXTS, schema: { type: "string" } }],
          responses: ok({ type: "object", properties: { tickets: { type: "array", items: ticketSchema } } }),
        },
      },
      "/tickets/{ticketId}": {
        get: {
          operationId: "getTicket",
          summary: "Get one support ticket",
          description: ALL_TEXTS,
          parameters: [{ name: "ticketId", in: "path", required: true, schema: { type: "string" } }],
          responses: ok(ticketSchema),
        },
      },
    },
  };
  return { baseUrl, document, close: () => closeHttp(http) };
}
