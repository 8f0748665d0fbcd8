import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  allowEntryForUrl,
  isPublicAddress,
  type OutboundPolicy,
  outboundFetch,
  parseAllowHosts,
} from "./outbound";

const SECRET_BODY = "<!DOCTYPE html><title>internal admin console</title>";
let server: Server;
let port: number;
let base: string;
/** TCP connections the test server accepted. */
let connections = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/ok") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end('{"ok":true}');
    } else if (req.url === "/same-host") {
      res.writeHead(302, { location: "/ok" });
      res.end();
    } else if (req.url === "/other-host") {
      res.writeHead(302, { location: `http://localhost:${port}/ok` });
      res.end();
    } else if (req.url === "/metadata") {
      res.writeHead(307, { location: "http://169.254.169.254/latest/meta-data/" });
      res.end();
    } else if (req.url === "/api/inside") {
      res.writeHead(302, { location: "/admin/outside" });
      res.end();
    } else if (req.url === "/api/loop") {
      res.writeHead(302, { location: "/api/loop" });
      res.end();
    } else {
      res.writeHead(200, { "content-type": "text/html" });
      res.end(SECRET_BODY);
    }
  });
  server.on("connection", () => {
    connections += 1;
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const local = (): OutboundPolicy => ({ allow: parseAllowHosts(`127.0.0.1:${port}`) });

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fd00:ec2::254",
    "fc00::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:169.254.169.254",
    "64:ff9b::a9fe:a9fe",
    "2002:7f00:1::",
    "[::1]",
    "not an address",
  ])("refuses %s", (ip) => expect(isPublicAddress(ip)).toBe(false));
  it.each(["8.8.8.8", "1.1.1.1", "93.184.216.34", "172.32.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"])(
    "accepts %s",
    (ip) => expect(isPublicAddress(ip)).toBe(true),
  );
});

describe("parseAllowHosts", () => {
  it("reads host[:port] lists and refuses anything else", () => {
    expect(parseAllowHosts(" inventory.internal:8080, 10.0.0.5 ,[::1]:3000,")).toEqual([
      { host: "inventory.internal", port: 8080 },
      { host: "10.0.0.5" },
      { host: "::1", port: 3000 },
    ]);
    expect(parseAllowHosts(undefined)).toEqual([]);
    expect(() => parseAllowHosts("http://x.internal/")).toThrow(/not host\[:port\]/);
    expect(() => parseAllowHosts("x.internal:99999")).toThrow(/not host\[:port\]/);
  });
});

describe("outboundFetch", () => {
  it("refuses loopback, private and metadata addresses by default, naming only the class", async () => {
    for (const url of [
      `${base}/ok`,
      `http://localhost:${port}/ok`, // a name that resolves to loopback: checked at the socket's lookup
      "http://169.254.169.254/latest/meta-data/",
      "http://[::ffff:127.0.0.1]:9/",
      "http://10.0.0.1:9/",
    ]) {
      const err = await outboundFetch(url).then(
        () => undefined,
        (e: Error) => e,
      );
      expect(err?.name, url).toBe("OutboundError");
      expect(err?.message).toMatch(/not a public address/);
      expect(err?.message).not.toMatch(/127\.0\.0\.1|169\.254|::1/);
    }
  });

  it("reaches a host the operator allowed, and no other port of it", async () => {
    const res = await outboundFetch(`${base}/ok`, {}, local());
    expect(await res.json()).toEqual({ ok: true });
    await expect(outboundFetch("http://127.0.0.1:9/ok", {}, local())).rejects.toThrow(/not a public address/);
  });

  it("reuses a kept-alive socket to an allowed host, and never lends it to a request that is not allowed", async () => {
    const get = async () =>
      expect(await (await outboundFetch(`${base}/ok`, {}, local())).json()).toEqual({ ok: true });
    await get();
    const before = connections;
    await get();
    await get();
    expect(connections - before).toBe(0);
    // The idle pooled socket to 127.0.0.1 is there; without the allowance the request is still refused.
    await expect(outboundFetch(`${base}/ok`)).rejects.toThrow(/not a public address/);
    expect(connections - before).toBe(0);
  });

  it("follows same-host redirects, checking every hop, and refuses a redirect to another host", async () => {
    expect(await (await outboundFetch(`${base}/same-host`, {}, local())).json()).toEqual({ ok: true });
    // localhost is another host name, even for the same machine.
    await expect(outboundFetch(`${base}/other-host`, {}, local())).rejects.toThrow(
      /redirect to another host/,
    );
    await expect(outboundFetch(`${base}/metadata`, {}, local())).rejects.toThrow(/redirect to another host/);
    await expect(outboundFetch(`${base}/api/loop`, {}, local())).rejects.toThrow(/too many redirects/);
    const manual = await outboundFetch(`${base}/other-host`, { redirect: "manual" }, local());
    expect(manual.status).toBe(302);
  });

  it("re-checks a same-host hop against a path-scoped allowance (the demo's own API)", async () => {
    const scoped: OutboundPolicy = { allow: [allowEntryForUrl(`${base}/api`)] };
    await expect(outboundFetch(`${base}/api/inside`, {}, scoped)).rejects.toThrow(/not a public address/);
    await expect(outboundFetch(`${base}/admin`, {}, scoped)).rejects.toThrow(/not a public address/);
  });

  it("says what class of failure happened, never the address or an error's text", async () => {
    const free = createServer();
    await new Promise<void>((r) => free.listen(0, "127.0.0.1", r));
    const closedPort = (free.address() as AddressInfo).port;
    await new Promise<void>((r) => free.close(() => r()));
    const err = await outboundFetch(
      `http://127.0.0.1:${closedPort}/`,
      {},
      { allow: parseAllowHosts(`127.0.0.1:${closedPort}`) },
    ).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(err?.message).toBe("The server could not be reached: the connection was refused.");
    await expect(outboundFetch("file:///etc/passwd")).rejects.toThrow(/only http and https/);
    await expect(outboundFetch("http://user:pw@example.com/")).rejects.toThrow(/credentials/);
  });
});
