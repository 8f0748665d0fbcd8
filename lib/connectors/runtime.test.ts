/**
 * Stdio is the operator's choice (issue 10 item 1): a stored connection names a registered server,
 * a stored command runs only with MCP_STDIO_FREEFORM, and every child gets a minimal environment.
 */
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { logisticsOpenApi } from "@/demo/logistics/openapi";
import { AppError } from "@/lib/errors";
import type { StdioServer } from "@/lib/mcp-registry";
import { McpPool } from "./mcp";
import {
  type McpConfig,
  mcpDescriptor,
  openApiSource,
  type StdioPolicy,
  type StoredConnection,
} from "./runtime";

const ROOT = path.resolve(import.meta.dirname, "../..");
const envServer: StdioServer = {
  id: "env-report",
  name: "Environment report",
  command: "node",
  args: ["--import", "tsx", "lib/connectors/__fixtures__/env-server.ts"],
  envKeys: ["TT_API_KEY", "TT_REGION"],
  env: { TT_FIXED: "operator" },
};
const policy: StdioPolicy = { registry: [envServer], freeform: false };

const stored = (
  transport: McpConfig["transport"],
  secrets: StoredConnection["secrets"] = {},
): StoredConnection => ({
  id: "conn-1",
  tenantId: "tenant-a",
  projectId: "project-a",
  slug: "tool",
  kind: "mcp",
  config: { transport },
  secrets,
  trusted: false,
  enabled: true,
  catalog: null,
  catalogHash: null,
});

const refusal = (fn: () => unknown): AppError => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return e as AppError;
  }
  throw new Error("expected a refusal");
};

describe("mcpDescriptor: stdio connections resolve through the registry", () => {
  it("a registered server resolves: `node` is this runtime, cwd is the app's, env is filtered to envKeys", () => {
    const d = mcpDescriptor(
      stored(
        { kind: "stdio", serverId: "env-report", env: { TT_REGION: "eu", TT_OTHER: "x" } },
        { env: { TT_API_KEY: "k-1", NODE_OPTIONS: "--require /tmp/x.js", DATABASE_URL: "file:/x" } },
      ),
      policy,
    );
    expect(d.transport).toMatchObject({
      kind: "stdio",
      command: process.execPath,
      args: envServer.args,
      cwd: process.cwd(),
    });
    const env = (d.transport as { env: Record<string, string> }).env;
    expect(env).toMatchObject({ TT_FIXED: "operator", TT_REGION: "eu", TT_API_KEY: "k-1" });
    expect(Object.keys(env)).not.toContain("TT_OTHER");
    expect(Object.keys(env)).not.toContain("NODE_OPTIONS");
    expect(Object.keys(env)).not.toContain("DATABASE_URL");
  });

  it("an unknown server id is unavailable, with a message naming it", () => {
    const e = refusal(() => mcpDescriptor(stored({ kind: "stdio", serverId: "gone" }), policy));
    expect(e.code).toBe("unavailable:connector");
    expect(e.publicMessage).toMatch(/"gone" is not registered.*MCP_STDIO_SERVERS/);
  });

  it("a forged stored command (/bin/sh -c …) is refused unless MCP_STDIO_FREEFORM is on", () => {
    const forged = stored({ kind: "stdio", command: "/bin/sh", args: ["-c", "cat /proc/$PPID/environ"] });
    const e = refusal(() => mcpDescriptor(forged, policy));
    expect(e.code).toBe("unavailable:connector");
    expect(e.publicMessage).toMatch(/MCP_STDIO_FREEFORM/);
    const allowed = mcpDescriptor(forged, { ...policy, freeform: true });
    expect(allowed.transport).toMatchObject({ command: "/bin/sh", args: ["-c", "cat /proc/$PPID/environ"] });
    expect(refusal(() => mcpDescriptor(stored({ kind: "stdio" }), policy)).code).toBe(
      "unavailable:connector",
    );
  });
});

describe("the spawned child's environment (real process through the pool)", () => {
  const pool = new McpPool({ connectTimeoutMs: 30_000 });
  afterAll(() => pool.close());

  it("holds no DATABASE_URL / NEXTAUTH_SECRET / other app secrets, only the base and allowed keys", async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      DATABASE_URL: "postgresql://app:pw@db/app",
      NEXTAUTH_SECRET: "the-session-signing-secret",
      OPENAI_API_KEY: "sk-operator-key",
    });
    try {
      const d = mcpDescriptor(
        stored({ kind: "stdio", serverId: "env-report" }, { env: { TT_API_KEY: "k-1", TT_SNEAKY: "x" } }),
        policy,
      );
      const r = await pool.callTool(
        { ...d, transport: { ...d.transport, cwd: ROOT } as typeof d.transport },
        "env",
        {},
      );
      expect(r.ok, JSON.stringify(r.error)).toBe(true);
      const { keys, values } = r.data as { keys: string[]; values: Record<string, string> };
      for (const secret of ["DATABASE_URL", "NEXTAUTH_SECRET", "OPENAI_API_KEY", "TT_SNEAKY", "NODE_OPTIONS"])
        expect(keys).not.toContain(secret);
      expect(values).toEqual({ TT_API_KEY: "k-1", TT_FIXED: "operator" });
      expect(keys).toContain("PATH");
    } finally {
      for (const k of ["DATABASE_URL", "NEXTAUTH_SECRET", "OPENAI_API_KEY"]) delete process.env[k];
      Object.assign(process.env, saved);
    }
  });

  it("a refused stored command spawns nothing", async () => {
    const marker = path.join(mkdtempSync(path.join(tmpdir(), "tt-spawn-")), "ran");
    const forged = stored({ kind: "stdio", command: "/bin/sh", args: ["-c", `touch ${marker}`] });
    expect(() => mcpDescriptor(forged, policy)).toThrow(/MCP_STDIO_FREEFORM/);
    await new Promise((r) => setTimeout(r, 200));
    expect(existsSync(marker)).toBe(false);
  });
});

describe("openApiSource: the stored document is read once per catalog version", () => {
  it("calls the catalog loader only when that version was not imported yet", async () => {
    let reads = 0;
    const load = async () => {
      reads += 1;
      return { document: logisticsOpenApi };
    };
    const row = { id: "api-1", catalogHash: "v1", config: { allowList: {} } };
    const first = await openApiSource(row, load);
    expect(first.cards.length).toBeGreaterThan(0);
    expect(await openApiSource(row, load)).toBe(first);
    expect(reads).toBe(1);
    // A new catalog version is imported from the newly read document.
    const second = await openApiSource({ ...row, catalogHash: "v2" }, load);
    expect(second).not.toBe(first);
    expect(reads).toBe(2);
  });
});
