import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { logisticsOpenApi } from "@/demo/logistics/openapi";
import { addOpenApiConnection } from "@/lib/admin/connection-admin";
import { buildSnapshot } from "@/lib/agent/build-snapshot";
import type { Actor } from "@/lib/auth/actor";
import { syncConnection } from "@/lib/connectors/sync";
import { readConnection } from "@/lib/db/schemas/connection";
import { testDb } from "../helpers/db";
import { isolatedWorld } from "../helpers/world";

// An OpenAPI source added by URL: fetched server-side at add time and again on every re-sync.
const db = testDb();
let server: Server;
let url: string;
let doc: unknown = logisticsOpenApi;
let actor: Actor;
let savedAllow: string | undefined;

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(doc));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/openapi.json`;
  // The fixture server (and a closed port) are on loopback: allowed the way an operator would.
  savedAllow = process.env.OUTBOUND_ALLOW_HOSTS;
  process.env.OUTBOUND_ALLOW_HOSTS = `${new URL(url).host},127.0.0.1:9`;
  ({ actor } = await isolatedWorld(db, "openapi-url"));
});
afterAll(() => {
  if (savedAllow === undefined) delete process.env.OUTBOUND_ALLOW_HOSTS;
  else process.env.OUTBOUND_ALLOW_HOSTS = savedAllow;
  return new Promise<void>((r) => server.close(() => r()));
});

it("indexes the fetched document, and a re-sync picks up the new version", async () => {
  const added = await addOpenApiConnection(db, actor, {
    name: "Logistics by URL",
    document: "",
    documentUrl: url,
    baseUrl: "http://127.0.0.1:9/api",
    allowList: { operationIds: [], tags: ["warehouses"], pathPrefixes: [] },
  });
  expect(added.sync.ok).toBe(true);
  expect(added.operations).toBe(2);
  let ids = (await buildSnapshot(db, actor)).capabilities.map((c) => c.localName).sort();
  expect(ids).toEqual(["getWarehouse", "listWarehouses"]);

  const paths = { ...(logisticsOpenApi as { paths: Record<string, unknown> }).paths };
  delete paths["/warehouses/{warehouseId}"];
  doc = { ...(logisticsOpenApi as object), paths };
  const conn = await db.connection.findUniqueOrThrow({ where: { id: added.id } });
  expect((await syncConnection(db, readConnection(conn))).ok).toBe(true);
  ids = (await buildSnapshot(db, actor)).capabilities.map((c) => c.localName).sort();
  expect(ids).toEqual(["listWarehouses"]);
});

it("an unreachable document URL is a clear error and stores nothing", async () => {
  const before = await db.connection.count({ where: { tenantId: actor.tenantId } });
  await expect(
    addOpenApiConnection(db, actor, {
      name: "Nowhere",
      document: "",
      documentUrl: "http://127.0.0.1:9/openapi.json",
      baseUrl: "http://127.0.0.1:9/api",
      allowList: { operationIds: [], tags: [], pathPrefixes: [] },
    }),
  ).rejects.toThrow(/could not be reached/);
  expect(await db.connection.count({ where: { tenantId: actor.tenantId } })).toBe(before);
});

it("a document URL on an internal address the operator did not allow is refused, naming only the class", async () => {
  const before = await db.connection.count({ where: { tenantId: actor.tenantId } });
  for (const documentUrl of [
    url.replace(/:\d+\//, ":1/"),
    `http://localhost:${new URL(url).port}/openapi.json`,
    "http://169.254.169.254/latest/meta-data/",
    "http://[::1]:9/openapi.json",
  ]) {
    const err = await addOpenApiConnection(db, actor, {
      name: "Internal",
      document: "",
      documentUrl,
      baseUrl: "https://api.example.com",
      allowList: { operationIds: [], tags: [], pathPrefixes: [] },
    }).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(err?.message, documentUrl).toMatch(/refused.*not a public address/);
  }
  expect(await db.connection.count({ where: { tenantId: actor.tenantId } })).toBe(before);
});
