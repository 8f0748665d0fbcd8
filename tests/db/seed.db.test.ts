/**
 * The demo seed writes through its named system scope (lib/db/repositories/seed.ts; issue 11 item 3)
 * and stays idempotent: a connection is created and synced once, a connection stored by seeds
 * before issue 10 (the demo's command itself) is rewritten to the registered server id, and the
 * knowledge base keeps the documents it already holds.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { COMMERCE_CONNECTION, seedConnection, seedKb } from "@/demo/seed-all";
import { mcpPool } from "@/lib/connectors/runtime";
import { countKbChunks, countKbDocuments, createConnection } from "@/lib/db/repositories/connections";
import { testDb } from "../helpers/db";
import { isolatedWorld } from "../helpers/world";

const db = testDb();
let project: { tenantId: string; projectId: string };

beforeAll(async () => {
  const { actor } = await isolatedWorld(db, "seed");
  project = { tenantId: actor.tenantId, projectId: actor.projectId };
}, 60_000);

afterAll(() => mcpPool().close());

it("rewrites a connection stored with the legacy demo command, syncs it once, then keeps it", async () => {
  const legacy = await createConnection(db, project, {
    ...COMMERCE_CONNECTION,
    config: {
      transport: { kind: "stdio", command: "node", args: ["--import", "tsx", "demo/commerce/server.ts"] },
    },
  });
  await seedConnection(db, project, COMMERCE_CONNECTION);
  const row = await db.connection.findUniqueOrThrow({ where: { id: legacy.id } });
  expect(row.config).toEqual(COMMERCE_CONNECTION.config);
  expect(row.catalogHash).toBeTruthy();
  await seedConnection(db, project, COMMERCE_CONNECTION);
  const again = await db.connection.findMany({ where: { ...project, slug: COMMERCE_CONNECTION.slug } });
  expect(again.map((c) => [c.id, c.catalogHash])).toEqual([[legacy.id, row.catalogHash]]);
}, 60_000);

it("seeds the knowledge base once: a second seed adds nothing", async () => {
  await seedKb(db, project.tenantId, project.projectId);
  const docs = await countKbDocuments(db, project);
  const chunks = await countKbChunks(db, project);
  expect(docs).toBeGreaterThan(10);
  expect(chunks).toBeGreaterThan(docs);
  await seedKb(db, project.tenantId, project.projectId);
  expect(await countKbDocuments(db, project)).toBe(docs);
  expect(await countKbChunks(db, project)).toBe(chunks);
});
