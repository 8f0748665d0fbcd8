import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { boundedFetch } from "./mcp/http-transport";
import { McpPool } from "./mcp/pool";
import { connectorFetch, demoLogisticsBaseUrl, outboundPolicy } from "./outbound";

// A loopback service that must stay unreachable, and whose answers must never reach an admin.
const BANNER = "<!DOCTYPE html><title>NextAuth internal</title>";
let server: Server;
let base: string;
const saved = { allow: process.env.OUTBOUND_ALLOW_HOSTS, demo: process.env.DEMO_LOGISTICS_BASE_URL };

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url?.startsWith("/not-json")) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(BANNER);
    } else {
      res.writeHead(404, { "content-type": "text/html" });
      res.end(BANNER);
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const [k, v] of [
    ["OUTBOUND_ALLOW_HOSTS", saved.allow],
    ["DEMO_LOGISTICS_BASE_URL", saved.demo],
  ] as const)
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("the operator's outbound policy", () => {
  it("allows OUTBOUND_ALLOW_HOSTS, read on every request", async () => {
    await expect(connectorFetch(`${base}/x`)).rejects.toThrow(/not a public address/);
    process.env.OUTBOUND_ALLOW_HOSTS = `other.internal, ${new URL(base).host}`;
    expect((await connectorFetch(`${base}/x`)).status).toBe(404);
    delete process.env.OUTBOUND_ALLOW_HOSTS;
    await expect(connectorFetch(`${base}/x`)).rejects.toThrow(/not a public address/);
  });

  it("allows the demo's own logistics URL by default, and nothing else on that host", async () => {
    process.env.DEMO_LOGISTICS_BASE_URL = `${base}/api/demo/logistics`;
    expect(demoLogisticsBaseUrl()).toBe(`${base}/api/demo/logistics`);
    expect(outboundPolicy().allow).toContainEqual({
      host: "127.0.0.1",
      port: Number(new URL(base).port),
      pathPrefix: "/api/demo/logistics",
    });
    expect((await connectorFetch(`${base}/api/demo/logistics/warehouses`)).status).toBe(404);
    await expect(connectorFetch(`${base}/api/auth/session`)).rejects.toThrow(/not a public address/);
    expect(demoLogisticsBaseUrl({ NEXTAUTH_URL: "http://127.0.0.1:3100" })).toBe(
      "http://127.0.0.1:3100/api/demo/logistics",
    );
  });

  it("follows a change of the demo URL on the next request (its parsed entry is kept only for that URL)", async () => {
    process.env.DEMO_LOGISTICS_BASE_URL = `${base}/api/demo/logistics`;
    expect((await connectorFetch(`${base}/api/demo/logistics/warehouses`)).status).toBe(404);
    process.env.DEMO_LOGISTICS_BASE_URL = `${base}/api/other`;
    await expect(connectorFetch(`${base}/api/demo/logistics/warehouses`)).rejects.toThrow(
      /not a public address/,
    );
    expect((await connectorFetch(`${base}/api/other/x`)).status).toBe(404);
    process.env.DEMO_LOGISTICS_BASE_URL = "not a url";
    expect(outboundPolicy().allow).not.toContainEqual(expect.objectContaining({ pathPrefix: "/api/other" }));
    await expect(connectorFetch(`${base}/api/other/x`)).rejects.toThrow(/not a public address/);
  });
});

describe("MCP over HTTP", () => {
  it("drops an error answer's body and refuses a JSON answer that does not parse, by class", async () => {
    process.env.OUTBOUND_ALLOW_HOSTS = new URL(base).host;
    // The fetch BoundedHttpTransport gives the SDK: the outbound policy's fetch, bounded.
    const mcpFetch = boundedFetch(connectorFetch, {
      maxMessageBytes: 1_000_000,
      nonce: "n",
      stats: { cuts: 0 },
      held: new Map(),
    });
    const res = await mcpFetch(`${base}/mcp`, { method: "POST", body: "{}" });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("");
    await expect(mcpFetch(`${base}/not-json`, { method: "POST", body: "{}" })).rejects.toThrow(
      "The MCP server answered with a body that is not valid JSON.",
    );
  });

  it("the pool never reaches an internal address, and its errors show no body", async () => {
    const pool = new McpPool();
    try {
      const conn = (url: string) => ({
        id: "internal",
        tenantId: "t",
        transport: { kind: "http" as const, url },
      });
      const refused = await pool.listTools(conn(`${base}/mcp`)).then(
        () => "",
        (e: Error) => e.message,
      );
      expect(refused).toMatch(/not a public address/);
      process.env.OUTBOUND_ALLOW_HOSTS = new URL(base).host;
      for (const path of ["/mcp", "/not-json"]) {
        const message = await pool.listTools(conn(`${base}${path}`)).then(
          () => "",
          (e: Error) => e.message,
        );
        expect(message).not.toBe("");
        expect(message).not.toMatch(/DOCTYPE|NextAuth|Unexpected token/);
      }
    } finally {
      await pool.close();
    }
  });
});
