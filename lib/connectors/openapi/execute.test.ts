import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { petstore30 } from "./__fixtures__/petstore-30";
import { type ExecuteOptions, executeOperation, importOpenApi, type OpenApiSource } from "./index";

interface Seen {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
}

const seen: Seen[] = [];
let server: http.Server;
let baseUrl: string;
let source: OpenApiSource;
let savedAllow: string | undefined;

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, headers: req.headers });
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/v1/pets") {
      const n = Number(url.searchParams.get("limit") ?? 3);
      return json(
        res,
        200,
        Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `pet-${i + 1}`, tag: "dog" })),
      );
    }
    if (url.pathname === "/v1/pets/500")
      return json(res, 500, { message: `database on fire\u202e\u0000 ${"x".repeat(500)}` });
    if (url.pathname === "/v1/pets/404") return json(res, 404, "<html>not found</html>");
    if (url.pathname.startsWith("/v1/pets/")) return json(res, 200, { id: 1, name: "Rex", raw: req.url });
    if (url.pathname === "/v1/store/categories/1") {
      const timer = setTimeout(() => json(res, 200, { id: 1 }), 2_000);
      res.on("close", () => clearTimeout(timer));
      return;
    }
    if (url.pathname === "/v1/store/categories/2") return json(res, 200, "not json {");
    if (url.pathname === "/v1/store/categories/3") {
      res.writeHead(302, { location: "http://169.254.169.254/latest" });
      return res.end();
    }
    if (url.pathname === "/v1/store/categories/4") {
      return json(res, 200, {
        id: 4,
        name: "big",
        children: Array.from({ length: 5_000 }, (_, i) => ({ id: i, pad: "y".repeat(40) })),
      });
    }
    if (url.pathname === "/v1/store/categories/5") return json(res, 200, { id: 5, blob: "z".repeat(50_000) });
    return json(res, 404, { message: "no route" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  // The fixture server is on loopback: allowed the way an operator would (OUTBOUND_ALLOW_HOSTS).
  savedAllow = process.env.OUTBOUND_ALLOW_HOSTS;
  process.env.OUTBOUND_ALLOW_HOSTS = new URL(baseUrl).host;
  source = await importOpenApi(petstore30());
});

afterAll(async () => {
  if (savedAllow === undefined) delete process.env.OUTBOUND_ALLOW_HOSTS;
  else process.env.OUTBOUND_ALLOW_HOSTS = savedAllow;
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const opts = (extra: Partial<ExecuteOptions> = {}): ExecuteOptions => ({
  baseUrl,
  timeoutMs: 2_000,
  maxBytes: 64_000,
  ...extra,
});
const last = () => seen[seen.length - 1];

describe("executeOperation", () => {
  it("builds the request from the stored operation: method, base URL, path and query", async () => {
    const result = await executeOperation(
      source,
      "listPets",
      { limit: 2, status: "sold", tags: ["a", "b c"] },
      opts(),
    );
    expect(result).toMatchObject({ ok: true, truncated: false, data: [{ id: 1 }, { id: 2 }] });
    expect(result.bytes).toBe(Buffer.byteLength(JSON.stringify(result.data)));
    expect(last()).toMatchObject({ method: "GET", url: "/v1/pets?limit=2&status=sold&tags=a&tags=b+c" });
    expect(last().headers.accept).toBe("application/json");
  });

  it("applies server-side headers; the model cannot set a header, URL or method", async () => {
    await executeOperation(
      source,
      "getPet",
      { petId: "7" },
      opts({ headers: { authorization: "Bearer server-secret" } }),
    );
    expect(last().headers.authorization).toBe("Bearer server-secret");
    const count = seen.length;
    for (const args of [
      { petId: "7", "X-Request-Id": "x" },
      { petId: "7", url: "http://evil" },
      { petId: "7", method: "DELETE" },
    ]) {
      const result = await executeOperation(source, "getPet", args, opts());
      expect(result.error?.code).toBe("bad_request:arguments");
    }
    expect(seen.length).toBe(count);
  });

  it("percent-encodes path values and refuses segment smuggling", async () => {
    const ok = await executeOperation(source, "getPet", { petId: "a b?c#d%2e" }, opts());
    expect(ok.ok).toBe(true);
    expect(last().url).toBe("/v1/pets/a%20b%3Fc%23d%252e");

    const count = seen.length;
    for (const petId of ["../admin", "..", ".", "a/b", "a\\b", "", "   ", undefined, null, { x: 1 }]) {
      const result = await executeOperation(source, "getPet", petId === undefined ? {} : { petId }, opts());
      expect(result.ok, String(petId)).toBe(false);
      expect(result.error?.code).toBe("bad_request:arguments");
    }
    expect(seen.length).toBe(count);
  });

  it("refuses non-GET/HEAD operations without calling upstream", async () => {
    const count = seen.length;
    const post = await executeOperation(source, "createPet", { body: { name: "x" } }, opts());
    const del = await executeOperation(source, "deletePet", { petId: "1" }, opts());
    expect(post.error?.code).toBe("forbidden:tool");
    expect(del.error?.code).toBe("forbidden:tool");
    expect((await executeOperation(source, "nope", {}, opts())).error?.code).toBe("forbidden:tool");
    expect(seen.length).toBe(count);
  });

  it("normalizes upstream 5xx/4xx to upstream:http_<status> with a bounded, sanitized message", async () => {
    const result = await executeOperation(source, "getPet", { petId: "500" }, opts());
    expect(result.ok).toBe(false);
    expect(result.error?.code).toBe("upstream:http_500");
    expect(result.error?.message).toMatch(
      /^Upstream responded 500 Internal Server Error: database on fire x+…$/,
    );
    expect(result.error?.message.length).toBeLessThan(300);
    const notFound = await executeOperation(source, "getPet", { petId: "404" }, opts());
    expect(notFound.error).toEqual({
      code: "upstream:http_404",
      message: "Upstream responded 404 Not Found",
    });
  });

  it("truncates an oversized top-level array and keeps valid JSON", async () => {
    const result = await executeOperation(source, "listPets", { limit: 100 }, opts({ maxBytes: 1_000 }));
    expect(result.ok).toBe(true);
    expect(result.truncated).toBe(true);
    expect(result.bytes).toBeLessThanOrEqual(1_000);
    const rows = result.data as { id: number }[];
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(100);
    expect(rows[0].id).toBe(1);
  });

  it("truncates the largest array field of an object result", async () => {
    const result = await executeOperation(
      source,
      "getCategory",
      { categoryId: 4 },
      opts({ maxBytes: 4_096 }),
    );
    expect(result).toMatchObject({ ok: true, truncated: true, data: { id: 4, name: "big" } });
    expect(result.bytes).toBeLessThanOrEqual(4_096);
    expect((result.data as { children: unknown[] }).children.length).toBeGreaterThan(10);
  });

  it("reports a result that cannot be cut to size, and stops reading at maxReadBytes", async () => {
    const single = await executeOperation(
      source,
      "getCategory",
      { categoryId: 5 },
      opts({ maxBytes: 1_000 }),
    );
    expect(single.error?.code).toBe("upstream:too_large");
    const huge = await executeOperation(
      source,
      "getCategory",
      { categoryId: 4 },
      opts({ maxBytes: 1_000, maxReadBytes: 10_000 }),
    );
    expect(huge.error?.code).toBe("upstream:too_large");
    expect(huge.error?.message).toMatch(/exceeded 10000 bytes/);
  });

  it("times out slow upstreams as unavailable:connector", async () => {
    const started = Date.now();
    const result = await executeOperation(source, "getCategory", { categoryId: 1 }, opts({ timeoutMs: 150 }));
    expect(result.error).toEqual({
      code: "unavailable:connector",
      message: "Upstream did not answer within 150 ms",
    });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("maps malformed JSON, redirects and unreachable hosts", async () => {
    expect((await executeOperation(source, "getCategory", { categoryId: 2 }, opts())).error?.code).toBe(
      "upstream:malformed",
    );
    expect((await executeOperation(source, "getCategory", { categoryId: 3 }, opts())).error?.code).toBe(
      "upstream:http_302",
    );
    const down = await executeOperation(
      source,
      "getCategory",
      { categoryId: 1 },
      opts({ baseUrl: "http://127.0.0.1:9/v1" }),
    );
    expect(down.error?.code).toBe("unavailable:connector");
  });

  it("refuses a base URL on a loopback, private or metadata address the operator did not allow", async () => {
    const before = seen.length;
    for (const url of [
      baseUrl.replace(/:\d+\//, ":1/"), // the same loopback host, another port
      `http://localhost:${new URL(baseUrl).port}/v1`, // a name that resolves to loopback
      "http://169.254.169.254/latest",
      "http://10.0.0.7/v1",
    ]) {
      const r = await executeOperation(source, "getCategory", { categoryId: 1 }, opts({ baseUrl: url }));
      expect(r.error?.code, url).toBe("unavailable:connector");
      expect(r.error?.message).toMatch(/not a public address/);
    }
    expect(seen.length).toBe(before);
  });

  it("uses an injected fetch implementation", async () => {
    const calls: string[] = [];
    const fetchImpl: typeof fetch = async (input) => {
      calls.push(String(input));
      return new Response(JSON.stringify({ a: 1 }), { status: 200 });
    };
    const result = await executeOperation(
      source,
      "get_store_inventory",
      {},
      opts({ baseUrl: "https://api.example.com/base/", fetchImpl }),
    );
    expect(result).toEqual({ ok: true, data: { a: 1 }, truncated: false, bytes: 7 });
    expect(calls).toEqual(["https://api.example.com/base/store/inventory"]);
  });
});
