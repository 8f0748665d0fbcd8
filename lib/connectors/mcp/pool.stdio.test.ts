/** The pool against the real demo commerce server, spawned over stdio. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoStdio } from "./__fixtures__/connections";
import { McpPool } from "./pool";
import type { McpConnection } from "./types";

let pool: McpPool;
beforeAll(() => {
  pool = new McpPool();
});
afterAll(() => pool.close());

const requestsOf = (conn: McpConnection) => pool.statsFor(conn)?.requests ?? 0;

describe("McpPool over stdio (demo commerce)", () => {
  const conn = demoStdio();

  it("lists the tools once and serves the cache afterwards", async () => {
    const tools = await pool.listTools(conn);
    expect(tools.map((t) => t.name)).toEqual(
      expect.arrayContaining(["customers.search", "orders.search", "orders.cancel"]),
    );
    const search = tools.find((t) => t.name === "customers.search");
    expect(search?.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    // The pool passes remote _meta through untouched; dropping hostile keys is the host's job.
    expect(search?._meta?.["askmydocs/agent-capability"]).toMatchObject({
      read_only: true,
      authorization: "none",
    });
    const before = requestsOf(conn);
    await pool.listTools(conn);
    expect(requestsOf(conn)).toBe(before);
    expect(pool.statsFor(conn)?.byMethod).toMatchObject({ initialize: 1, "tools/list": 1 });
  });

  it("costs exactly one physical request for a warm tools/call", async () => {
    await pool.listTools(conn);
    const before = pool.statsFor(conn);
    const result = await pool.callTool(conn, "customers.search", { query: "Riccardo Lorini" });
    expect(result).toMatchObject({ ok: true, truncated: false });
    expect((result.data as { customers: { id: string }[] }).customers.map((c) => c.id)).toEqual([
      "C-1042",
      "C-1377",
    ]);
    const after = pool.statsFor(conn);
    expect((after?.requests ?? 0) - (before?.requests ?? 0)).toBe(1);
    expect((after?.byMethod["tools/call"] ?? 0) - (before?.byMethod["tools/call"] ?? 0)).toBe(1);
    expect(after?.sessionsOpened).toBe(1);
  });

  it("parses JSON text content when there is no structuredContent", async () => {
    const result = await pool.callTool(conn, "products.search", { category: "outdoor", limit: 3 });
    expect(result.ok).toBe(true);
    expect((result.data as { products: unknown[]; total: number }).products).toHaveLength(3);
  });

  it("returns a full page of orders within the default bound, and truncates the collection under a small bound", async () => {
    const full = await pool.callTool(conn, "orders.search", { limit: 100 });
    expect(full.ok).toBe(true);
    expect(full.truncated).toBe(false);
    expect((full.data as { orders: unknown[] }).orders).toHaveLength(100);

    const small = await pool.callTool(conn, "orders.search", { limit: 100 }, { maxBytes: 5_000 });
    expect(small).toMatchObject({ ok: true, truncated: true });
    const data = small.data as { orders: { id: string }[]; total: number };
    expect(data.total).toBe(12_000);
    expect(data.orders.length).toBeGreaterThan(5);
    expect(data.orders.length).toBeLessThan(100);
    expect(small.bytes).toBeLessThanOrEqual(5_000);
    expect(small.originalBytes).toBeGreaterThan(10_000);
    expect(JSON.parse(JSON.stringify(small.data))).toEqual(small.data);
  });

  it("normalizes tool-level errors, mutation refusals included", async () => {
    const missing = await pool.callTool(conn, "orders.get", { order_id: "O-999999" });
    expect(missing).toMatchObject({ ok: false, error: { code: "upstream:tool" } });
    expect(missing.error?.message).toContain("not found");
    const refused = await pool.callTool(conn, "orders.cancel", { order_id: "O-100001", reason: "test" });
    expect(refused.error).toMatchObject({ code: "upstream:tool" });
    expect(refused.error?.message).toMatch(/refuses to mutate/);
    const unknown = await pool.callTool(conn, "no.such.tool");
    expect(unknown.ok).toBe(false);
    expect(pool.statsFor(conn)?.sessionsOpened).toBe(1);
  });

  it("shares one session between concurrent first calls", async () => {
    const fresh = demoStdio({}, { id: "commerce-concurrent" });
    const results = await Promise.all([1, 2, 3].map(() => pool.callTool(fresh, "orders.count", {})));
    expect(results.every((r) => r.ok && (r.data as { count: number }).count === 12_000)).toBe(true);
    expect(pool.statsFor(fresh)).toMatchObject({
      sessionsOpened: 1,
      byMethod: { initialize: 1, "tools/call": 3 },
    });
  });

  it("keeps credentials apart: two tokens, two sessions and two processes", async () => {
    const alice = demoStdio({ DEMO_API_TOKEN: "alice" }, { id: "commerce-cred" });
    const bob = demoStdio({ DEMO_API_TOKEN: "bob" }, { id: "commerce-cred" });
    const [a, b] = await Promise.all([pool.getSession(alice), pool.getSession(bob)]);
    expect(a).not.toBe(b);
    expect(await pool.getSession(demoStdio({ DEMO_API_TOKEN: "alice" }, { id: "commerce-cred" }))).toBe(a);
    const pidOf = (s: typeof a) => (s.io.transport as unknown as { pid: number | null }).pid;
    expect(pidOf(a)).not.toBe(pidOf(b));
    const keys = pool.stats().filter((s) => s.connectionId === "commerce-cred");
    expect(keys).toHaveLength(2);
    expect(
      keys.every((s) => s.sessionsOpened === 1 && !s.key.includes("alice") && !s.key.includes("bob")),
    ).toBe(true);
  });

  it("fails fast with unavailable:connector when the server cannot start", async () => {
    const broken: McpConnection = {
      id: "broken",
      tenantId: "tenant-a",
      transport: { kind: "stdio", command: "/nonexistent/mcp-server", args: [] },
    };
    const result = await pool.callTool(broken, "anything");
    expect(result).toMatchObject({ ok: false, error: { code: "unavailable:connector" } });
    await expect(pool.listTools(broken)).rejects.toMatchObject({ code: "unavailable:connector" });
  });
});

describe("McpPool timeouts, cancellation and crashes", () => {
  it("times out a slow call with a clear error, cancels it upstream and keeps the session", async () => {
    const slow = demoStdio({ DEMO_SLOW_MS: "5000" }, { id: "commerce-slow" });
    await pool.listTools(slow); // warm: spawn + initialize are not delayed, tool calls are
    const started = Date.now();
    const result = await pool.callTool(slow, "orders.count", {}, { timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(result).toMatchObject({
      ok: false,
      truncated: false,
      error: { code: "timeout:connector", message: "MCP tool orders.count timed out after 300 ms" },
    });
    const stats = pool.statsFor(slow);
    expect(stats?.notifications).toBeGreaterThanOrEqual(2); // initialized + cancelled
    expect(stats).toMatchObject({ live: true, sessionsOpened: 1 });
  });

  it("honours the caller's AbortSignal", async () => {
    const slow = demoStdio({ DEMO_SLOW_MS: "5000" }, { id: "commerce-slow" });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const result = await pool.callTool(
      slow,
      "orders.count",
      {},
      { signal: controller.signal, timeoutMs: 10_000 },
    );
    expect(result.error?.code).toBe("cancelled:connector");
    expect(result.durationMs).toBeLessThan(2_000);
  });

  it("reports a crash as unavailable:connector and reconnects on the next call", async () => {
    const crashy = demoStdio({ DEMO_CRASH_ON: "orders.count" }, { id: "commerce-crash" });
    const crashed = await pool.callTool(crashy, "orders.count", {});
    expect(crashed).toMatchObject({ ok: false, error: { code: "unavailable:connector" } });
    expect(pool.statsFor(crashy)?.live).toBe(false);

    const next = await pool.callTool(crashy, "customers.get", { customer_id: "C-1042" });
    expect(next.ok).toBe(true);
    expect((next.data as { customer: { city: string } }).customer.city).toBe("Milano");
    expect(pool.statsFor(crashy)).toMatchObject({
      sessionsOpened: 2,
      live: true,
      byMethod: { initialize: 2 },
    });
  });

  it("invalidates the tool cache on tools/list_changed and tells listeners", async () => {
    const changing = demoStdio({ DEMO_LIST_CHANGE_ON: "orders.count" }, { id: "commerce-changing" });
    const events: string[] = [];
    const off = pool.onToolsChanged((e) => events.push(e.connectionId));
    const before = (await pool.listTools(changing)).find((t) => t.name === "customers.get")?.description;
    await pool.callTool(changing, "orders.count", {});
    await expect.poll(() => events).toContain("commerce-changing");
    const after = (await pool.listTools(changing)).find((t) => t.name === "customers.get")?.description;
    expect(after).not.toBe(before);
    expect(pool.statsFor(changing)).toMatchObject({ toolListChanges: 1, byMethod: { "tools/list": 2 } });
    off();
  });
});
