import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchOpenApiDocument } from "./fetch-document";

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/doc.json") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end('{"openapi":"3.1.0"}');
    } else if (req.url === "/big.json") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end("x".repeat(5000));
    } else if (req.url === "/slow.json") {
      setTimeout(() => res.end("{}"), 2000);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("fetchOpenApiDocument", () => {
  it("returns the body of an http URL", async () => {
    expect(await fetchOpenApiDocument(`${base}/doc.json`)).toBe('{"openapi":"3.1.0"}');
  });
  it("refuses other schemes, oversized bodies, error statuses and slow servers with clear messages", async () => {
    await expect(fetchOpenApiDocument("file:///etc/passwd")).rejects.toThrow(/http or https/);
    await expect(fetchOpenApiDocument(`${base}/big.json`, { maxBytes: 1000 })).rejects.toThrow(/larger than/);
    await expect(fetchOpenApiDocument(`${base}/missing.json`)).rejects.toThrow(/HTTP 404/);
    await expect(fetchOpenApiDocument(`${base}/slow.json`, { timeoutMs: 100 })).rejects.toThrow(/in time/);
    await expect(fetchOpenApiDocument("not a url")).rejects.toThrow(/not a valid URL/);
  });
});
