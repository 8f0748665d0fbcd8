import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Prisma } from "@/generated/sqlite/client";
import { chunkMarkdown } from "@/lib/connectors/kb/chunk";
import { syncConnection } from "@/lib/connectors/sync";
import type { Db } from "@/lib/db/client";
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
};

/** What seeds before issue 10 stored: the demo's command itself. Rewritten to the registered id. */
function isLegacyDemoCommand(config: unknown): boolean {
  const t = (config as { transport?: { kind?: unknown; command?: unknown; args?: unknown } } | null)
    ?.transport;
  return (
    t?.kind === "stdio" &&
    t.command === "node" &&
    JSON.stringify(t.args) === JSON.stringify(["--import", "tsx", "demo/commerce/server.ts"])
  );
}

export const LOGISTICS_CONNECTION = {
  slug: "logistics",
  kind: "openapi",
  name: "Logistics API (demo OpenAPI)",
  config: { allowList: {} },
  trusted: false,
};

/** The demo knowledge base (demo/kb) into one tenant/project; documents already there are kept. */
export async function seedKb(db: Db, tenantId: string, projectId: string) {
  const files = readdirSync(KB_DIR)
    .filter((f) => f.endsWith(".md"))
    .sort();
  for (const f of files) {
    const slug = f.replace(/\.md$/, "");
    const exists = await db.kbDocument.findUnique({
      where: { tenantId_projectId_slug: { tenantId, projectId, slug } },
    });
    if (exists) continue;
    const { title, chunks } = chunkMarkdown(slug, readFileSync(path.join(KB_DIR, f), "utf8"));
    const doc = await db.kbDocument.create({ data: { tenantId, projectId, slug, title } });
    for (const c of chunks) {
      await db.kbChunk.create({
        data: { documentId: doc.id, tenantId, projectId, ord: c.ord, section: c.section, text: c.text },
      });
    }
  }
}

interface DemoConnection {
  slug: string;
  kind: string;
  name: string;
  config: object;
  trusted: boolean;
}

async function seedConnection(
  db: Db,
  tenantId: string,
  projectId: string,
  def: DemoConnection,
  catalog?: unknown,
) {
  let conn = await db.connection.findUnique({
    where: { tenantId_projectId_slug: { tenantId, projectId, slug: def.slug } },
  });
  if (conn && isLegacyDemoCommand(conn.config)) {
    conn = await db.connection.update({
      where: { id: conn.id },
      data: { config: def.config as Prisma.InputJsonValue },
    });
  }
  if (conn?.catalogHash) return conn;
  conn ??= await db.connection.create({
    data: {
      tenantId,
      projectId,
      slug: def.slug,
      kind: def.kind,
      name: def.name,
      config: def.config as Prisma.InputJsonValue,
      trusted: def.trusted,
      catalog: (catalog ?? undefined) as Prisma.InputJsonValue | undefined,
    },
  });
  const r = await syncConnection(db, readConnection(conn));
  if (!r.ok) throw new Error(`demo connection ${def.slug} failed to sync: ${r.error}`);
  return conn;
}

/** Seeds identities, the demo connections (synced once) and the knowledge base, for every demo project. */
export async function seedDemo(db: Db) {
  const ids = await seedIdentities(db);
  for (const t of Object.values(ids.tenants)) {
    for (const projectId of Object.values(t.projects)) {
      await seedConnection(db, t.id, projectId, COMMERCE_CONNECTION);
      await seedConnection(db, t.id, projectId, LOGISTICS_CONNECTION, { document: logisticsOpenApi });
      await seedKb(db, t.id, projectId);
    }
  }
  return ids;
}
