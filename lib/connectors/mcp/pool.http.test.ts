/** The pool against the demo commerce server served in-process over Streamable HTTP. */

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type CommerceHttpServer, startCommerceHttpServer } from "@/demo/commerce/http";
import { McpPool } from "./pool";
import type { McpConnection } from "./types";

let server: CommerceHttpServer;
let pool: McpPool;
const http = (token: string, id = "commerce-http"): McpConnection => ({
  id,
  tenantId: "tenant-a",
  transport: { kind: "http", url: server.url, headers: { Authorization: `Bearer ${token}` } },
});

beforeAll(async () => {
  server = await startCommerceHttpServer();
  pool = new McpPool();
});
afterAll(async () => {
  await pool.close();
  await server.close();
});

describe("McpPool over Streamable HTTP", () => {
  it("lists tools and calls one, sending the connection's headers", async () => {
    const conn = http("alice");
    const tools = await pool.listTools(conn);
    expect(tools.find((t) => t.name === "orders.search")?.outputSchema).toBeDefined();
    const result = await pool.callTool(conn, "orders.search", { customer_id: "C-1377", sort: "date_asc" });
    expect(result.ok).toBe(true);
    const orders = (result.data as { orders: { customer_id: string; order_date: string }[] }).orders;
    expect(orders.length).toBeGreaterThanOrEqual(3);
    expect(orders.every((o) => o.customer_id === "C-1377")).toBe(true);
    expect(server.lastHeaders()?.authorization).toBe("Bearer alice");
  });

  it("costs one JSON-RPC request and one HTTP request for a warm call", async () => {
    const conn = http("alice");
    const before = pool.statsFor(conn);
    const result = await pool.callTool(conn, "orders.count", { status: "refunded" });
    expect(result.ok).toBe(true);
    const after = pool.statsFor(conn);
    expect((after?.requests ?? 0) - (before?.requests ?? 0)).toBe(1);
    expect((after?.httpRequests ?? 0) - (before?.httpRequests ?? 0)).toBe(1);
  });

  it("opens a separate HTTP session per credential", async () => {
    await pool.callTool(http("bob"), "orders.count", {});
    const ours = pool.stats().filter((s) => s.connectionId === "commerce-http");
    expect(ours).toHaveLength(2);
    expect(server.sessions.size).toBe(2);
    expect(server.lastHeaders()?.authorization).toBe("Bearer bob");
  });

  it("receives tools/list_changed on the event stream and refreshes the cache", async () => {
    const conn = http("carol", "commerce-http-changes");
    const before = await pool.listTools(conn);
    const events: string[] = [];
    const off = pool.onToolsChanged((e) => events.push(e.key));
    // The standalone GET stream carries server-initiated notifications; wait until it is open.
    await expect.poll(() => pool.statsFor(conn)?.httpRequests ?? 0).toBeGreaterThanOrEqual(4);
    const sessionId = (await pool.getSession(conn)).io.transport.sessionId ?? "";
    server.sessions.get(sessionId)?.registerTool(
      "orders.export",
      {
        description: "Added at runtime",
        inputSchema: { format: z.enum(["csv"]) },
        annotations: { readOnlyHint: true },
      },
      async () => ({ content: [{ type: "text", text: "{}" }] }),
    );
    await expect.poll(() => events.length, { timeout: 5_000 }).toBeGreaterThan(0);
    const after = await pool.listTools(conn);
    expect(after.length).toBe(before.length + 1);
    off();
  });

  it("reconnects after the server loses the session", async () => {
    const conn = http("dave", "commerce-http-restart");
    expect((await pool.callTool(conn, "orders.count", {})).ok).toBe(true);
    const sessionId = (await pool.getSession(conn)).io.transport.sessionId ?? "";
    await server.sessions.get(sessionId)?.close();
    const lost = await pool.callTool(conn, "orders.count", {});
    expect(lost).toMatchObject({ ok: false, error: { code: "unavailable:connector" } });
    const again = await pool.callTool(conn, "orders.count", {});
    expect(again.ok).toBe(true);
    expect(pool.statsFor(conn)?.sessionsOpened).toBe(2);
  });
});

describe("McpPool over Streamable HTTP, a server that answers with JSON bodies (enableJsonResponse)", () => {
  it("gets the same answers as from the SSE-answering server, one HTTP request per warm call", async () => {
    const json = await startCommerceHttpServer({ jsonResponse: true });
    const conn: McpConnection = {
      id: "commerce-json",
      tenantId: "tenant-a",
      transport: { kind: "http", url: json.url },
    };
    try {
      const args = { customer_id: "C-1377", sort: "date_asc" };
      const viaJson = await pool.callTool(conn, "orders.search", args);
      const viaSse = await pool.callTool(http("alice"), "orders.search", args);
      expect(viaJson.ok).toBe(true);
      expect(viaJson.data).toEqual(viaSse.data);
      const before = pool.statsFor(conn);
      expect((await pool.callTool(conn, "orders.count", { status: "refunded" })).ok).toBe(true);
      const after = pool.statsFor(conn);
      expect((after?.httpRequests ?? 0) - (before?.httpRequests ?? 0)).toBe(1);
      // The demo server really answered with a JSON body.
      const res = await fetch(json.url, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          method: "initialize",
          params: {
            protocolVersion: "2025-06-18",
            capabilities: {},
            clientInfo: { name: "t", version: "1" },
          },
        }),
      });
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      await res.body?.cancel();
    } finally {
      await pool.disconnect(conn);
      await json.close();
    }
  });
});
