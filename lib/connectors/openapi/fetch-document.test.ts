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
    } else if (req.url === "/html.json") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end("<!DOCTYPE html><title>NextAuth internal page</title>");
    } else if (req.url === "/secret-404.json") {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("internal-service-banner v1.2");
    } else if (req.url === "/away.json") {
      res.writeHead(302, { location: `http://localhost:${(server.address() as AddressInfo).port}/doc.json` });
      res.end();
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

/** The fixture server is on loopback: allowed the way an operator would (OUTBOUND_ALLOW_HOSTS). */
function allowFixture<T>(run: () => Promise<T>): Promise<T> {
  const saved = process.env.OUTBOUND_ALLOW_HOSTS;
  process.env.OUTBOUND_ALLOW_HOSTS = new URL(base).host;
  return run().finally(() => {
    if (saved === undefined) delete process.env.OUTBOUND_ALLOW_HOSTS;
    else process.env.OUTBOUND_ALLOW_HOSTS = saved;
  });
}

describe("fetchOpenApiDocument", () => {
  it("returns the body of an allowed http URL", async () => {
    await allowFixture(async () =>
      expect(await fetchOpenApiDocument(`${base}/doc.json`)).toBe('{"openapi":"3.1.0"}'),
    );
  });
  it("refuses other schemes, oversized bodies, error statuses and slow servers with clear messages", async () => {
    await expect(fetchOpenApiDocument("file:///etc/passwd")).rejects.toThrow(/http or https/);
    await allowFixture(async () => {
      await expect(fetchOpenApiDocument(`${base}/big.json`, { maxBytes: 1000 })).rejects.toThrow(
        /larger than/,
      );
      await expect(fetchOpenApiDocument(`${base}/missing.json`)).rejects.toThrow(/error status \(HTTP 404\)/);
      await expect(fetchOpenApiDocument(`${base}/slow.json`, { timeoutMs: 100 })).rejects.toThrow(/in time/);
    });
    await expect(fetchOpenApiDocument("not a url")).rejects.toThrow(/not a valid URL/);
  });
  it("refuses loopback, private and metadata addresses unless allowed, and redirects to another host", async () => {
    await expect(fetchOpenApiDocument(`${base}/doc.json`)).rejects.toThrow(/refused.*not a public address/);
    await expect(fetchOpenApiDocument("http://169.254.169.254/latest/meta-data/")).rejects.toThrow(
      /not a public address/,
    );
    await expect(fetchOpenApiDocument("http://192.168.0.1/openapi.json")).rejects.toThrow(
      /not a public address/,
    );
    await allowFixture(async () => {
      await expect(fetchOpenApiDocument(`${base}/away.json`)).rejects.toThrow(/redirect to another host/);
    });
  });
  it("says the class of failure, never what answered", async () => {
    await allowFixture(async () => {
      for (const path of ["/html.json", "/secret-404.json"]) {
        const err = await fetchOpenApiDocument(`${base}${path}`).then(
          () => undefined,
          (e: Error) => e,
        );
        expect(err?.message).toMatch(/did not answer with a JSON document|error status/);
        expect(err?.message).not.toMatch(/DOCTYPE|NextAuth|banner|Unexpected token/);
      }
    });
  });
});
