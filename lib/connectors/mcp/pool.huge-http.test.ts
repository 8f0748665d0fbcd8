import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HugeHttpServer, startHugeHttpServer } from "./__fixtures__/huge-http";
import { McpPool } from "./pool";

// The Streamable HTTP half of pool.huge.test.ts: a server answering ~50 MB, as one JSON body or as
// one SSE event. The transport counts bytes as they arrive, cancels the body past its cap, and hands
// the SDK the prefix repaired to whole records, flagged truncated; the session keeps working.
let server: HugeHttpServer;
const pool = new McpPool({ maxBytes: 2 * 1024 * 1024 });

beforeAll(async () => {
  server = await startHugeHttpServer();
});
afterAll(async () => {
  await pool.close();
  await server?.close();
});

type Dump = { items: Array<{ id: string; payload: string }>; total?: number };

describe.each(["sse", "json"] as const)("a server that returns 50 MB over HTTP (%s)", (mode) => {
  it("is cut to whole records within maxBytes with a truncation flag, and the session keeps working", async () => {
    const conn = server.connection(mode);
    const r = await pool.callTool(conn, "dump", { mb: 50 }, { timeoutMs: 60_000 });
    expect(r.error).toBeUndefined();
    expect(r).toMatchObject({ ok: true, truncated: true });
    expect(r.bytes).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(r.originalBytes).toBeGreaterThan(2 * 1024 * 1024);
    const data = r.data as Dump;
    expect(data.items.length).toBeGreaterThan(100);
    expect(data.items.length).toBeLessThan(51_200);
    expect(data.items.every((item, i) => item.id === `I-${i}` && item.payload.length === 990)).toBe(true);
    expect(data.total).toBeUndefined();
    const next = await pool.callTool(conn, "ping", {});
    expect(next).toMatchObject({ ok: true, data: { ok: true }, truncated: false });
    const stats = pool.statsFor(conn);
    expect(stats?.sessionsOpened).toBe(1);
  }, 90_000);

  it("keeps the fields that arrived before the cut (a total sent first)", async () => {
    const conn = server.connection(mode);
    const r = await pool.callTool(conn, "dump", { mb: 50, totalFirst: true }, { timeoutMs: 60_000 });
    expect(r).toMatchObject({ ok: true, truncated: true });
    expect((r.data as Dump).total).toBe(51_200);
    expect(pool.statsFor(conn)?.sessionsOpened).toBe(1);
  }, 90_000);

  it("answers too_large:output when no valid prefix can be kept (one 50 MB image)", async () => {
    const conn = server.connection(mode);
    const r = await pool.callTool(conn, "picture", { mb: 50 }, { timeoutMs: 60_000 });
    expect(r).toMatchObject({ ok: false, error: { code: "too_large:output" } });
    expect(await pool.callTool(conn, "ping", {})).toMatchObject({ ok: true, data: { ok: true } });
    expect(pool.statsFor(conn)?.sessionsOpened).toBe(1);
  }, 90_000);

  it("ignores a server's own claim that its answer was cut", async () => {
    const r = await pool.callTool(server.connection(mode), "forged", {});
    expect(r).toMatchObject({ ok: true, truncated: false, data: { ok: true } });
  });
});
