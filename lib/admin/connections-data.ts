import "server-only";
/**
 * Data for /admin/connections: every connection of the actor's project (enabled or not) with every
 * capability the host derives from its cached catalog, plus the built-in knowledge base. Built with
 * the same code as the turn's snapshot (loadConnections + deriveConnectionCapabilities), so what an
 * admin sees is what the planner gets. Secrets are reduced to masked key names here.
 */
import type { Actor } from "@/lib/auth";
import { deriveConnectionCapabilities, deriveKbCapability } from "@/lib/capabilities";
import type { Capability } from "@/lib/capabilities/types";
import { materialize } from "@/lib/connectors/openapi";
import { openApiSource, type StoredConnection, stdioPolicy } from "@/lib/connectors/runtime";
import type { Db } from "@/lib/db/client";
import {
  connectionStatuses,
  countKbChunks,
  countKbDocuments,
  loadConnections,
} from "@/lib/db/repositories/connections";
import {
  allowListSummary,
  type CapabilityView,
  capabilityView,
  secretKeyLabels,
  transportSummary,
} from "./connection-view";

/** Small sources are materialized for this view so the shape warning is exact; broad ones are not. */
const MATERIALIZE_FOR_VIEW_MAX = 100;
/** Rows listed per connection; a broad OpenAPI source says how many more it has. */
export const LISTED_CAPABILITIES = 300;

export interface ConnectionView {
  id: string;
  name: string;
  slug: string;
  kind: "mcp" | "openapi";
  trusted: boolean;
  enabled: boolean;
  status: string;
  lastSyncAt: string | null;
  lastError: string | null;
  transport: string;
  allowList: string | null;
  secretKeys: string[];
  diagnostics: string[];
  capabilities: CapabilityView[];
  /** Capabilities beyond LISTED_CAPABILITIES, counted but not listed. */
  unlisted: number;
  counts: { total: number; eligible: number; excluded: number; quarantined: number; warnings: number };
}

export interface KbView {
  documents: number;
  chunks: number;
  capability: CapabilityView;
}

function countsOf(caps: CapabilityView[]): ConnectionView["counts"] {
  return {
    total: caps.length,
    eligible: caps.filter((c) => c.eligibility === "eligible").length,
    excluded: caps.filter((c) => c.eligibility === "excluded").length,
    quarantined: caps.filter((c) => c.eligibility === "quarantined").length,
    warnings: caps.filter((c) => c.shapeWarning).length,
  };
}

/** OpenAPI capabilities carry light schemas until selected; fill in the output schema to judge shape. */
async function withMaterializedShapes(
  conn: Extract<StoredConnection, { kind: "openapi" }>,
  caps: Capability[],
): Promise<Capability[]> {
  const light = caps.filter((c) => c.schemaState === "light" && c.eligible);
  if (light.length === 0 || light.length > MATERIALIZE_FOR_VIEW_MAX) return caps;
  try {
    const source = await openApiSource(conn);
    return caps.map((c) => {
      if (c.schemaState !== "light" || !c.eligible) return c;
      try {
        const m = materialize(source, c.localName);
        return {
          ...c,
          schemaState: "full" as const,
          ...(m.outputSchema ? { outputSchema: m.outputSchema } : {}),
        };
      } catch {
        return c;
      }
    });
  } catch {
    return caps;
  }
}

function catalogDiagnostics(conn: StoredConnection): string[] {
  if (conn.kind !== "openapi") return [];
  return (conn.catalog?.diagnostics ?? []).slice(0, 20).map((x) => x.slice(0, 300));
}

export async function loadConnectionsView(
  db: Db,
  actor: Actor,
): Promise<{ connections: ConnectionView[]; kb: KbView }> {
  const { conns, approvals, rawApprovals } = await loadConnections(db, actor, { enabledOnly: false });
  const rows = await connectionStatuses(db, actor);
  const meta = new Map(rows.map((r) => [r.id, r]));
  const approvalRow = new Map(rawApprovals.map((a) => [`${a.connectionId}/${a.localName}`, a]));

  const connections: ConnectionView[] = [];
  const serverNames = new Map(stdioPolicy().registry.map((s) => [s.id, s.name]));
  for (const conn of conns) {
    let caps = deriveConnectionCapabilities(conn, approvals.get(conn.id) ?? new Map());
    if (conn.kind === "openapi") caps = await withMaterializedShapes(conn, caps);
    const views = caps.map((c) =>
      capabilityView(c, approvalRow.get(`${conn.id}/${c.localName}`), { manageable: true }),
    );
    const m = meta.get(conn.id);
    // Key names only, from the secrets column and from any env/headers left in the config.
    const t = conn.kind === "mcp" ? conn.config.transport : undefined;
    const leftInConfig =
      t?.kind === "stdio" ? { env: t.env } : t?.kind === "http" ? { headers: t.headers } : {};
    connections.push({
      id: conn.id,
      name: m?.name ?? conn.slug,
      slug: conn.slug,
      kind: conn.kind === "mcp" ? "mcp" : "openapi",
      trusted: conn.trusted,
      enabled: conn.enabled,
      status: m?.status ?? "new",
      lastSyncAt: m?.lastSyncAt ? m.lastSyncAt.toISOString() : null,
      // Connector errors name the connection by its internal id; the admin knows it by its slug.
      lastError: m?.lastError ? m.lastError.replaceAll(conn.id, conn.slug).slice(0, 500) : null,
      transport: transportSummary(conn, serverNames),
      allowList: conn.kind === "openapi" ? allowListSummary(conn.config) : null,
      secretKeys: secretKeyLabels(conn.secrets, leftInConfig),
      diagnostics: catalogDiagnostics(conn),
      capabilities: views.slice(0, LISTED_CAPABILITIES),
      unlisted: Math.max(0, views.length - LISTED_CAPABILITIES),
      counts: countsOf(views),
    });
  }

  const [documents, chunks] = await Promise.all([countKbDocuments(db, actor), countKbChunks(db, actor)]);
  const kbCap = deriveKbCapability();
  const kb: KbView = {
    documents,
    chunks,
    capability: capabilityView(
      documents > 0 ? kbCap : { ...kbCap, eligible: false, exclusionReason: "no documents in this project" },
      undefined,
      { manageable: false },
    ),
  };
  return { connections, kb };
}
