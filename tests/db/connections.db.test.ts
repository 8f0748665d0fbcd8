import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildSnapshot } from "@/lib/agent/build-snapshot";
import { createGateway } from "@/lib/agent/gateway";
import type { Actor } from "@/lib/auth/actor";
import { mcpDescriptor, mcpPool } from "@/lib/connectors/runtime";
import { syncConnection } from "@/lib/connectors/sync";
import { readConnection } from "@/lib/db/schemas/connection";
import { DEFAULT_STDIO_SERVERS, DEMO_COMMERCE_SERVER_ID } from "@/lib/mcp-registry";
import { testDb } from "../helpers/db";
import { addConnection, isolatedWorld } from "../helpers/world";

const db = testDb();
const root = process.cwd();
const bin = (pkg: string) => path.join(root, "node_modules", pkg, "dist", "index.js");
const fsDir = mkdtempSync(path.join(tmpdir(), "tt-fs-"));
// Stdio servers are the operator's choice: this suite registers the ones it connects to.
vi.stubEnv(
  "MCP_STDIO_SERVERS",
  JSON.stringify([
    ...DEFAULT_STDIO_SERVERS,
    { id: "missing", name: "Missing", command: "/nonexistent/mcp-server" },
    {
      id: "everything",
      name: "Everything",
      command: "node",
      args: [bin("@modelcontextprotocol/server-everything"), "stdio"],
    },
    {
      id: "hostile",
      name: "Hostile tool listing",
      command: "node",
      args: ["--import", "tsx", "lib/connectors/__fixtures__/hostile-tools-server.ts"],
      envKeys: ["TT_HOSTILE"],
    },
    {
      id: "filesystem",
      name: "Filesystem",
      command: "node",
      args: [bin("@modelcontextprotocol/server-filesystem"), fsDir],
    },
  ]),
);
const commerce = (env: Record<string, string> = {}) => ({
  transport: { kind: "stdio", serverId: DEMO_COMMERCE_SERVER_ID, env },
});

afterAll(async () => {
  await mcpPool().close();
});

const byLocal = async (actor: Actor, slug: string) => {
  const snap = await buildSnapshot(db, actor);
  return new Map(snap.capabilities.filter((c) => c.sourceId === slug).map((c) => [c.localName, c]));
};

describe("demo commerce over stdio: eligibility from the host policy", () => {
  let actor: Actor;
  beforeAll(async () => {
    ({ actor } = await isolatedWorld(db, "conn-demo"));
  });

  it("trusted: read tools eligible, mutative tools excluded with a reason, hostile hint keys dropped", async () => {
    const { sync } = await addConnection(db, actor, {
      slug: "commerce",
      kind: "mcp",
      config: commerce(),
      trusted: true,
    });
    expect(sync.ok).toBe(true);
    const caps = await byLocal(actor, "commerce");
    for (const t of [
      "customers.search",
      "customers.get",
      "orders.search",
      "orders.get",
      "orders.count",
      "products.search",
      "shipments.track",
    ])
      expect(caps.get(t)?.eligible, t).toBe(true);
    for (const t of ["orders.cancel", "customers.update", "refunds.create"]) {
      expect(caps.get(t)?.eligible, t).toBe(false);
      expect(caps.get(t)?.exclusionReason).toMatch(/^mutative/);
    }
    const search = caps.get("customers.search");
    expect(search?.collectionPath).toBe("customers");
    expect(JSON.stringify(search)).not.toMatch(/"authorization"|"read_only"/);
    expect(search?.diagnostics?.join(" ")).toMatch(/authorization/);
    expect(caps.get("products.search")?.diagnostics?.join(" ")).toMatch(/inferred/);
  });

  it("untrusted: annotations do not count until an admin classifies the tool as read", async () => {
    const { conn } = await addConnection(db, actor, {
      slug: "untrusted",
      kind: "mcp",
      config: commerce(),
      trusted: false,
    });
    let caps = await byLocal(actor, "untrusted");
    expect([...caps.values()].filter((c) => c.eligible)).toEqual([]);
    expect(caps.get("orders.search")?.exclusionReason).toBe("not approved: read-only status unknown");
    await db.toolApproval.update({
      where: { connectionId_localName: { connectionId: conn.id, localName: "orders.search" } },
      data: { status: "approved", classification: "read" },
    });
    caps = await byLocal(actor, "untrusted");
    expect(caps.get("orders.search")?.eligible).toBe(true);
    // Same tool names on two servers stay distinct capabilities, namespaced by connection.
    expect(
      (await buildSnapshot(db, actor)).capabilities
        .filter((c) => c.localName === "orders.search")
        .map((c) => c.id)
        .sort(),
    ).toEqual(["mcp:commerce/orders.search", "mcp:untrusted/orders.search"]);
  });

  it("an unreachable server records a clear error and breaks nothing else", async () => {
    const { sync, conn } = await addConnection(db, actor, {
      slug: "broken",
      kind: "mcp",
      config: { transport: { kind: "stdio", serverId: "missing" } },
      trusted: true,
    });
    expect(sync.ok).toBe(false);
    const stored = await db.connection.findUniqueOrThrow({ where: { id: conn.id } });
    expect(stored.status).toBe("error");
    expect(stored.lastError).toBeTruthy();
    const snap = await buildSnapshot(db, actor);
    expect(snap.capabilities.some((c) => c.id === "mcp:commerce/orders.search" && c.eligible)).toBe(true);
  });

  it("an invalid OpenAPI document is a clear error, nothing imported", async () => {
    const { sync } = await addConnection(db, actor, {
      slug: "badapi",
      kind: "openapi",
      config: { baseUrl: "http://127.0.0.1:9/x" },
      trusted: false,
      catalog: { document: { openapi: "3.1.0", paths: "nope" } },
    });
    expect(sync.ok).toBe(false);
    expect(sync.error).toBeTruthy();
    expect((await buildSnapshot(db, actor)).capabilities.some((c) => c.sourceId === "badapi")).toBe(false);
  });
});

describe("hostile tool listings are bounded (issue 10 item 2)", () => {
  let actor: Actor;
  beforeAll(async () => {
    ({ actor } = await isolatedWorld(db, "conn-hostile"));
  });

  it("a tool nested deeper than the bound: the sync fails naming the limit, nothing is stored", async () => {
    const { sync, conn } = await addConnection(db, actor, {
      slug: "deep",
      kind: "mcp",
      config: { transport: { kind: "stdio", serverId: "hostile", env: { TT_HOSTILE: "deep" } } },
      trusted: true,
    });
    expect(sync.ok).toBe(false);
    expect(sync.error).toBe(
      'Tool "things.search": definition is nested deeper than 64 levels (limit maxDepth = 64); the listing was not stored.',
    );
    const stored = await db.connection.findUniqueOrThrow({ where: { id: conn.id } });
    expect(stored.catalog).toBeNull();
  });

  it("30 levels of anyOf [$ref, $ref]: listed, that tool excluded as unusable, the others usable", async () => {
    const started = performance.now();
    const { sync } = await addConnection(db, actor, {
      slug: "expo",
      kind: "mcp",
      config: { transport: { kind: "stdio", serverId: "hostile", env: { TT_HOSTILE: "expo" } } },
      trusted: true,
    });
    expect(sync.ok).toBe(true);
    const caps = await byLocal(actor, "expo");
    expect(caps.get("things.search")?.eligible).toBe(false);
    expect(caps.get("things.search")?.exclusionReason).toMatch(/limit maxExpandedNodes = 200,000/);
    expect(caps.get("ping")?.eligible).toBe(true);
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});

describe("pinning: a changed tool definition is quarantined until re-approved", () => {
  it("quarantines on re-sync, refuses the call, audits it, and re-approval restores it", async () => {
    const { actor } = await isolatedWorld(db, "conn-pin");
    const { conn } = await addConnection(db, actor, {
      slug: "commerce",
      kind: "mcp",
      config: commerce({ DEMO_LIST_CHANGE_ON: "products.search" }),
      trusted: true,
    });
    const before = await buildSnapshot(db, actor);
    const get = before.capabilities.find((c) => c.localName === "customers.get");
    expect(get?.eligible).toBe(true);

    // The server changes customers.get's definition after this call.
    const stored = readConnection(await db.connection.findUniqueOrThrow({ where: { id: conn.id } }));
    await mcpPool().callTool(mcpDescriptor(stored), "products.search", { query: "x" });
    const r = await syncConnection(db, stored);
    expect(r.quarantined).toEqual(["customers.get"]);
    const after = (await buildSnapshot(db, actor)).capabilities.find((c) => c.localName === "customers.get");
    expect(after?.eligible).toBe(false);
    expect(after?.exclusionReason).toBe("definition changed since approval; re-approve");
    expect(
      await db.auditEvent.count({
        where: { tenantId: actor.tenantId, kind: "tool.quarantine", target: "commerce/customers.get" },
      }),
    ).toBe(1);

    // A turn that still holds the old snapshot is refused right before the call.
    const gw = createGateway(db, actor, before);
    if (!get) throw new Error("unreachable");
    const auth = await gw.authorize(get);
    expect(auth.ok).toBe(false);
    expect(gw.counters.external).toBe(0);

    await db.toolApproval.update({
      where: { connectionId_localName: { connectionId: conn.id, localName: "customers.get" } },
      data: { status: "approved", definitionHash: after?.definitionHash },
    });
    expect(
      (await buildSnapshot(db, actor)).capabilities.find((c) => c.localName === "customers.get")?.eligible,
    ).toBe(true);
  });
});

describe("a malformed tool listing (issue 11 item 1: parsed, never cast)", () => {
  it("fails the sync naming the tool and field; the last good catalog stays stored and in use", async () => {
    const { actor } = await isolatedWorld(db, "conn-malformed");
    const { conn, sync } = await addConnection(db, actor, {
      slug: "commerce",
      kind: "mcp",
      config: commerce(),
      trusted: true,
    });
    expect(sync.ok).toBe(true);
    const before = await db.connection.findUniqueOrThrow({ where: { id: conn.id } });
    const good = await mcpPool().listTools(mcpDescriptor(readConnection(before)));
    // The server now lists one tool without its input schema.
    const listTools = vi
      .spyOn(mcpPool(), "listTools")
      .mockResolvedValueOnce([...good, { name: "orders.export", description: "Export orders" }] as never);
    try {
      const r = await syncConnection(db, readConnection(before));
      expect(r).toMatchObject({ ok: false, toolCount: 0, added: [] });
      expect(r.error).toBe(
        'Tool "orders.export" is malformed (inputSchema: missing); the listing was not stored.',
      );
    } finally {
      listTools.mockRestore();
    }
    const after = await db.connection.findUniqueOrThrow({ where: { id: conn.id } });
    expect(after.status).toBe("error");
    expect(after.lastError).toBe(
      'Tool "orders.export" is malformed (inputSchema: missing); the listing was not stored.',
    );
    expect(after.catalog).toEqual(before.catalog);
    expect(after.catalogHash).toBe(before.catalogHash);
    expect(
      await db.toolApproval.count({ where: { connectionId: conn.id, localName: "orders.export" } }),
    ).toBe(0);
    const caps = await byLocal(actor, "commerce");
    expect(caps.has("orders.export")).toBe(false);
    expect(caps.get("customers.search")?.eligible).toBe(true);
  });
});

describe("servers nobody here wrote", () => {
  it("server-everything: nothing eligible untrusted; trusted, only its read-only-hinted tools", async () => {
    const { actor } = await isolatedWorld(db, "conn-everything");
    const transport = { kind: "stdio", serverId: "everything" };
    await addConnection(db, actor, {
      slug: "everything",
      kind: "mcp",
      config: { transport },
      trusted: false,
    });
    let caps = [...(await byLocal(actor, "everything")).values()];
    expect(caps.length).toBeGreaterThanOrEqual(10);
    expect(caps.filter((c) => c.eligible)).toEqual([]);
    await db.connection.updateMany({ where: { tenantId: actor.tenantId }, data: { trusted: true } });
    caps = [...(await byLocal(actor, "everything")).values()];
    const eligible = caps.filter((c) => c.eligible);
    expect(eligible.length).toBeGreaterThan(0);
    expect(eligible.length).toBeLessThan(caps.length);
    for (const c of caps) expect(typeof c.eligible).toBe("boolean");
  });

  it("server-filesystem (trusted): read tools eligible, write tools excluded as mutative", async () => {
    const { actor } = await isolatedWorld(db, "conn-fs");
    const transport = { kind: "stdio", serverId: "filesystem" };
    await addConnection(db, actor, { slug: "fs", kind: "mcp", config: { transport }, trusted: true });
    const caps = await byLocal(actor, "fs");
    expect(caps.get("read_text_file")?.eligible ?? caps.get("read_file")?.eligible).toBe(true);
    expect(caps.get("list_directory")?.eligible).toBe(true);
    expect(caps.get("write_file")?.eligible).toBe(false);
    expect(caps.get("write_file")?.exclusionReason).toMatch(/mutative/);
    expect(caps.get("move_file")?.eligible).toBe(false);
  });
});
