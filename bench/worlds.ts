/**
 * Catalog worlds for the pipeline and payload benches: each synthetic catalog (bench/catalogs.ts)
 * and GitHub's REST description stored in the bench database the way the app stores them — one
 * tenant and project per world; MCP servers as trusted connections whose cached `tools/list` and
 * pinned approvals are written as `syncConnection` writes them; GitHub as an uploaded OpenAPI
 * connection synced by the app's own `syncConnection` (imports the document, stores the index
 * cards). Turns then build their snapshot from these cached catalogs (`buildSnapshot`).
 * Server-only imports: run with the react-server condition.
 */
import type { Prisma } from "../generated/sqlite/client";
import type { Actor } from "../lib/auth/actor";
import { mcpDefinitionHash } from "../lib/capabilities";
import { syncConnection } from "../lib/connectors/sync";
import type { Db } from "../lib/db/client";
import { readConnection } from "../lib/db/schemas/connection";
import { canonicalHash } from "../lib/security";
import { GITHUB_QUESTIONS, githubDescription, type SyntheticQuestion, syntheticCatalog } from "./catalogs";

export const SYNTHETIC_SIZES = [100, 1_000, 10_000] as const;

export interface World {
  name: string;
  /** Tools (MCP) or operations (OpenAPI) in the catalog. */
  tools: number;
  connections: number;
  actor: Actor;
  questions: SyntheticQuestion[];
}

async function scope(db: Db, name: string): Promise<Actor> {
  const tenant = await db.tenant.create({ data: { slug: `bench-${name}`, name: `Bench ${name}` } });
  const project = await db.project.create({ data: { tenantId: tenant.id, slug: "main", name: "Main" } });
  // Only the scope is read by buildSnapshot and the materializer; no user signs in here.
  return {
    userId: "bench",
    email: "bench@bench.test",
    name: "Bench",
    tenantId: tenant.id,
    tenantName: tenant.name,
    projectId: project.id,
    projectName: project.name,
    role: "admin",
    contexts: [],
  };
}

export async function syntheticWorld(db: Db, size: number, questions: number): Promise<World> {
  const catalog = syntheticCatalog(size, questions);
  const name = `${size}-tools`;
  const actor = await scope(db, name);
  for (const s of catalog.servers) {
    const stored = { tools: s.tools };
    const conn = await db.connection.create({
      data: {
        tenantId: actor.tenantId,
        projectId: actor.projectId,
        slug: s.slug,
        kind: "mcp",
        name: s.name,
        config: { transport: { kind: "http", url: `https://${s.slug}.example.com/mcp` } },
        trusted: true,
        status: "ok",
        catalog: stored as unknown as Prisma.InputJsonValue,
        catalogHash: canonicalHash(stored),
        lastSyncAt: new Date(),
      },
    });
    // What syncConnection pins for a trusted server's tools.
    await db.toolApproval.createMany({
      data: s.tools.map((t) => ({
        connectionId: conn.id,
        tenantId: actor.tenantId,
        localName: t.name,
        definitionHash: mcpDefinitionHash(t),
        status: "approved",
        classification: "unknown",
      })),
    });
  }
  return {
    name,
    tools: catalog.tools,
    connections: catalog.servers.length,
    actor,
    questions: catalog.questions,
  };
}

/** GitHub's REST description as an uploaded OpenAPI connection, or why it is not there. */
export async function githubWorld(db: Db): Promise<{ world?: World; source: string }> {
  const gh = githubDescription();
  if (!gh.document) return { source: gh.note };
  const actor = await scope(db, "github");
  const conn = await db.connection.create({
    data: {
      tenantId: actor.tenantId,
      projectId: actor.projectId,
      slug: "github",
      kind: "openapi",
      name: "GitHub REST API",
      config: { baseUrl: "https://api.github.com", allowList: {} },
      catalog: { document: gh.document } as Prisma.InputJsonValue,
      trusted: false,
    },
  });
  const sync = await syncConnection(db, readConnection(conn));
  if (!sync.ok) throw new Error(`GitHub description did not sync: ${sync.error}`);
  return {
    world: { name: "github", tools: sync.toolCount, connections: 1, actor, questions: GITHUB_QUESTIONS },
    source: gh.file ?? gh.note,
  };
}
