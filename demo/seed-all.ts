import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { chunkMarkdown } from "@/lib/connectors/kb/chunk";
import { syncConnection } from "@/lib/connectors/sync";
import type { Db } from "@/lib/db/client";
import { createConnection, type NewConnection } from "@/lib/db/repositories/connections";
import { seedScope } from "@/lib/db/repositories/seed";
import { readConnection } from "@/lib/db/schemas/connection";
import { DEMO_COMMERCE_SERVER_ID } from "@/lib/mcp-registry";
import { logisticsOpenApi } from "./logistics/openapi";
import { seedIdentities } from "./seed";

const KB_DIR = path.join(process.cwd(), "demo", "kb");

/**
 * The demo MCP commerce server, spawned over stdio by the app. The connection names the server the
 * operator registered (MCP_STDIO_SERVERS, the demo by default), never a command.
 */
export const COMMERCE_CONNECTION = {
  slug: "commerce",
  kind: "mcp",
  name: "Commerce (demo MCP server)",
  config: { transport: { kind: "stdio", serverId: DEMO_COMMERCE_SERVER_ID } },
  trusted: true,
} satisfies NewConnection;

/** What seeds before issue 10 stored: the demo's command itself. Rewritten to the registered id. */
const legacyDemoCommand = z.object({
  transport: z.object({
    kind: z.literal("stdio"),
    command: z.literal("node"),
    args: z.tuple([z.literal("--import"), z.literal("tsx"), z.literal("demo/commerce/server.ts")]),
  }),
});

export const LOGISTICS_CONNECTION = {
  slug: "logistics",
  kind: "openapi",
  name: "Logistics API (demo OpenAPI)",
  config: { allowList: {} },
  trusted: false,
} satisfies NewConnection;

/** The demo knowledge base (demo/kb) into one tenant/project; documents already there are kept. */
export async function seedKb(db: Db, tenantId: string, projectId: string) {
  const seed = seedScope(db);
  const project = { tenantId, projectId };
  const files = readdirSync(KB_DIR)
    .filter((f) => f.endsWith(".md"))
    .sort();
  for (const f of files) {
    const slug = f.replace(/\.md$/, "");
    if (await seed.hasKbDocument(project, slug)) continue;
    const { title, chunks } = chunkMarkdown(slug, readFileSync(path.join(KB_DIR, f), "utf8"));
    await seed.addKbDocument(project, { slug, title, chunks });
  }
}

/** One demo connection of a project, created and synced once (a synced one is kept as it is). */
export async function seedConnection(
  db: Db,
  project: { tenantId: string; projectId: string },
  def: NewConnection,
) {
  const seed = seedScope(db);
  let row = await seed.connectionRow(project, def.slug);
  if (row && def.kind === "mcp" && legacyDemoCommand.safeParse(row.config).success)
    row = await seed.setMcpConfig(project, row.id, def.config);
  if (row?.catalogHash) return;
  const conn = row ? readConnection(row) : await createConnection(db, project, def);
  const r = await syncConnection(db, conn);
  if (!r.ok) throw new Error(`demo connection ${def.slug} failed to sync: ${r.error}`);
}

/** Seeds identities, the demo connections (synced once) and the knowledge base, for every demo project. */
export async function seedDemo(db: Db) {
  const ids = await seedIdentities(db);
  for (const t of Object.values(ids.tenants)) {
    for (const projectId of Object.values(t.projects)) {
      const project = { tenantId: t.id, projectId };
      await seedConnection(db, project, COMMERCE_CONNECTION);
      await seedConnection(db, project, {
        ...LOGISTICS_CONNECTION,
        catalog: { document: logisticsOpenApi, cards: [], diagnostics: [] },
      });
      await seedKb(db, t.id, projectId);
    }
  }
  return ids;
}
