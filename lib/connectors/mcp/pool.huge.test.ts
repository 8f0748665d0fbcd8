import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "./__fixtures__/connections";
import { McpPool } from "./pool";
import type { McpConnection } from "./types";

// A server that answers with ~50 MB: the result is bounded with a truncation flag (valid JSON, the
// collection cut), and the session keeps working for the next call.
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

describe("a server that returns 50 MB", () => {
  it("is bounded to maxBytes with a truncation flag, and nothing else breaks", async () => {
    const r = await pool.callTool(conn, "dump", { mb: 50 }, { timeoutMs: 60_000 });
    expect(r.ok).toBe(true);
    expect(r.truncated).toBe(true);
    expect(r.bytes).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(r.originalBytes).toBeGreaterThan(50 * 1000 * 1000);
    const data = r.data as { items: unknown[]; total: number };
    expect(data.total).toBe(51_200);
    expect(data.items.length).toBeGreaterThan(100);
    expect(data.items.length).toBeLessThan(51_200);
    const next = await pool.callTool(conn, "ping", {});
    expect(next).toMatchObject({ ok: true, data: { ok: true }, truncated: false });
  }, 90_000);
});
