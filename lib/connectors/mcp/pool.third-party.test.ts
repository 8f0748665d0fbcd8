/** Third-party MCP servers from npm, spawned over stdio: the pool must not depend on our own demo's quirks. */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packageBin, ROOT } from "./__fixtures__/connections";
import { McpPool } from "./pool";
import type { McpConnection } from "./types";

let pool: McpPool;
let dir: string;
let everything: McpConnection;
let filesystem: McpConnection;

beforeAll(async () => {
  pool = new McpPool();
  dir = await mkdtemp(path.join(tmpdir(), "tabletalk-fs-"));
  await writeFile(path.join(dir, "notes.txt"), "hello from the pool\n");
  everything = {
    id: "everything",
    tenantId: "tenant-a",
    transport: {
      kind: "stdio",
      command: process.execPath,
      args: [await packageBin("@modelcontextprotocol/server-everything"), "stdio"],
      cwd: ROOT,
    },
  };
  filesystem = {
    id: "filesystem",
    tenantId: "tenant-a",
    transport: {
      kind: "stdio",
      command: process.execPath,
      args: [await packageBin("@modelcontextprotocol/server-filesystem"), dir],
      cwd: ROOT,
    },
  };
});
afterAll(async () => {
  await pool.close();
  await rm(dir, { recursive: true, force: true });
});

describe("@modelcontextprotocol/server-everything", () => {
  it("lists its tools with their annotations", async () => {
    const tools = await pool.listTools(everything);
    const byName = new Map(tools.map((t) => [t.name, t]));
    expect([...byName.keys()]).toEqual(
      expect.arrayContaining(["echo", "get-sum", "get-structured-content", "get-tiny-image"]),
    );
    expect(byName.get("echo")?.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    expect(byName.get("toggle-simulated-logging")?.annotations?.readOnlyHint).toBe(false);
    expect(byName.get("get-structured-content")?.outputSchema).toBeDefined();
  });

  it("calls a text tool and a structured tool", async () => {
    expect(await pool.callTool(everything, "echo", { message: "hi" })).toMatchObject({
      ok: true,
      data: "Echo: hi",
    });
    const weather = await pool.callTool(everything, "get-structured-content", { location: "New York" });
    expect(weather.ok).toBe(true);
    expect(weather.data).toMatchObject({ temperature: expect.any(Number) });
  });
});

describe("@modelcontextprotocol/server-filesystem", () => {
  it("lists its tools with honest annotations", async () => {
    const tools = await pool.listTools(filesystem);
    const byName = new Map(tools.map((t) => [t.name, t]));
    expect([...byName.keys()]).toEqual(
      expect.arrayContaining(["read_text_file", "list_directory", "write_file", "move_file"]),
    );
    expect(byName.get("read_text_file")?.annotations?.readOnlyHint).toBe(true);
    expect(byName.get("write_file")?.annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: true,
    });
  });

  it("reads a file inside the allowed directory and refuses one outside", async () => {
    const read = await pool.callTool(filesystem, "read_text_file", { path: path.join(dir, "notes.txt") });
    expect(read).toMatchObject({ ok: true, data: { content: "hello from the pool\n" } });
    const outside = await pool.callTool(filesystem, "read_text_file", { path: "/etc/hostname" });
    expect(outside).toMatchObject({ ok: false, error: { code: "upstream:tool" } });
  });
});
