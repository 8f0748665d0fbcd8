import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "./__fixtures__/connections";
import { McpPool } from "./pool";
import type { McpConnection } from "./types";

// A server that answers with ~50 MB: the answer is cut while it arrives (the transport counts bytes
// and stops storing past its cap), kept as valid JSON with the collection shortened to whole
// records, flagged truncated, and the session keeps working for the next call.
const pool = new McpPool({ maxBytes: 2 * 1024 * 1024 });
const conn: McpConnection = {
  id: "huge",
  tenantId: "t",
  transport: {
    kind: "stdio",
    command: process.execPath,
    args: ["--import", "tsx", "lib/connectors/mcp/__fixtures__/huge-server.ts"],
    cwd: ROOT,
  },
};

afterAll(() => pool.close());

type Dump = { items: Array<{ id: string; payload: string }>; total?: number };

describe("a server that returns 50 MB", () => {
  it("is cut to whole records within maxBytes with a truncation flag, and nothing else breaks", async () => {
    const r = await pool.callTool(conn, "dump", { mb: 50 }, { timeoutMs: 60_000 });
    expect(r.ok).toBe(true);
    expect(r.truncated).toBe(true);
    expect(r.bytes).toBeLessThanOrEqual(2 * 1024 * 1024);
    // What arrived before the cut, a lower bound of the answer's size.
    expect(r.originalBytes).toBeGreaterThan(2 * 1024 * 1024);
    const data = r.data as Dump;
    expect(data.items.length).toBeGreaterThan(100);
    expect(data.items.length).toBeLessThan(51_200);
    // Whole records only, in order: no record with half a payload.
    expect(data.items.every((item, i) => item.id === `I-${i}` && item.payload.length === 990)).toBe(true);
    // `total` came after the 50 MB array: it never arrived, and nothing invents it.
    expect(data.total).toBeUndefined();
    const next = await pool.callTool(conn, "ping", {});
    expect(next).toMatchObject({ ok: true, data: { ok: true }, truncated: false });
  }, 90_000);

  it("keeps the fields that arrived before the cut (a total sent first)", async () => {
    const r = await pool.callTool(conn, "dump", { mb: 50, totalFirst: true }, { timeoutMs: 60_000 });
    expect(r).toMatchObject({ ok: true, truncated: true });
    const data = r.data as Dump;
    expect(data.total).toBe(51_200);
    expect(data.items.length).toBeGreaterThan(100);
    expect(pool.statsFor(conn)?.sessionsOpened).toBe(1);
  }, 90_000);

  it("answers too_large:output when no valid prefix can be kept (one 50 MB image)", async () => {
    const r = await pool.callTool(conn, "picture", { mb: 50 }, { timeoutMs: 60_000 });
    expect(r).toMatchObject({ ok: false, error: { code: "too_large:output" } });
    expect(await pool.callTool(conn, "ping", {})).toMatchObject({ ok: true, data: { ok: true } });
    expect(pool.statsFor(conn)?.sessionsOpened).toBe(1);
  }, 90_000);
});
