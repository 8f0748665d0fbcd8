import "server-only";
/**
 * Syncs a connection's remote catalog into the database (the snapshot is then built from this
 * cache, with no remote call per turn). New tools are pinned by definition hash; a tool whose
 * definition changed is quarantined until an admin re-approves it.
 */
import { mcpDefinitionHash, readToolListing } from "@/lib/capabilities";
import { fetchOpenApiDocument, tryImportOpenApi } from "@/lib/connectors/openapi";
import { recordAudit } from "@/lib/db/audit";
import type { Db } from "@/lib/db/client";
import { syncStore } from "@/lib/db/repositories/connections";
import type { McpCatalog, OpenApiCatalog } from "@/lib/db/schemas/connection";
import { canonicalHash } from "@/lib/security";
import { mcpDescriptor, mcpPool, type StoredConnection } from "./runtime";

export interface SyncResult {
  ok: boolean;
  toolCount: number;
  quarantined: string[];
  added: string[];
  error?: string;
}

async function pinDefinitions(
  db: Db,
  conn: StoredConnection,
  defs: { name: string; hash: string }[],
  autoApprove: boolean,
): Promise<{ added: string[]; quarantined: string[] }> {
  const store = syncStore(db, conn);
  const existing = await store.approvals();
  const byName = new Map(existing.map((a) => [a.localName, a]));
  const added: string[] = [];
  const quarantined: string[] = [];
  for (const d of defs) {
    const a = byName.get(d.name);
    if (!a) {
      // A trusted server's current definitions are pinned as approved; others wait for an admin.
      await store.addApproval({
        localName: d.name,
        definitionHash: d.hash,
        status: autoApprove ? "approved" : "pending",
      });
      added.push(d.name);
    } else if (a.definitionHash !== d.hash && a.status !== "quarantined") {
      await store.quarantine(a.id);
      await recordAudit(db, {
        tenantId: conn.tenantId,
        projectId: conn.projectId,
        kind: "tool.quarantine",
        target: `${conn.slug}/${d.name}`,
        reason: "definition changed since approval",
        data: { approvedHash: a.definitionHash, currentHash: d.hash },
      });
      quarantined.push(d.name);
    }
  }
  return { added, quarantined };
}

export async function syncConnection(db: Db, conn: StoredConnection): Promise<SyncResult> {
  try {
    let catalog: McpCatalog | OpenApiCatalog;
    let defs: { name: string; hash: string }[];
    if (conn.kind === "mcp") {
      // Parsed, never cast: a tool over the bounds or not shaped as a tool fails the sync, naming it.
      const tools = readToolListing(await mcpPool().listTools(mcpDescriptor(conn)));
      catalog = { tools };
      defs = tools.map((t) => ({ name: t.name, hash: mcpDefinitionHash(t) }));
    } else {
      const cfg = conn.config;
      // A URL-backed source is refreshed from its URL; an uploaded one re-imports the stored copy.
      const text = cfg.documentUrl ? await fetchOpenApiDocument(cfg.documentUrl) : null;
      const stored = conn.catalog?.document;
      if (text === null && !stored) throw new Error("The connection has no stored OpenAPI document.");
      const r = await tryImportOpenApi(text ?? stored ?? {}, { allowList: cfg.allowList });
      if (!r.ok) throw new Error(r.error.message);
      // Imported: the text is an OpenAPI object.
      const document = text === null ? (stored ?? {}) : (JSON.parse(text) as Record<string, unknown>);
      catalog = { document, cards: [...r.source.cards], diagnostics: [...r.source.diagnostics] };
      defs = [];
    }
    const pins = await pinDefinitions(db, conn, defs, conn.trusted);
    await syncStore(db, conn).synced(catalog, canonicalHash(catalog));
    const count = "cards" in catalog ? catalog.cards.length : defs.length;
    return { ok: true, toolCount: count, ...pins };
  } catch (e) {
    const message = (e instanceof Error ? e.message : String(e)).slice(0, 500);
    await syncStore(db, conn).failed(message);
    return { ok: false, toolCount: 0, added: [], quarantined: [], error: message };
  }
}
