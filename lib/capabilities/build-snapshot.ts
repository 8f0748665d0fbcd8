import "server-only";
/**
 * buildSnapshot(actor): the frozen set of capabilities this actor's tenant/project may see, built
 * from cached catalogs (no remote call per turn). Re-derived only when the catalog version changes —
 * connections, approvals or the knowledge base — and a running turn keeps the snapshot it started with.
 */
import type { Actor } from "@/lib/auth/actor";
import type { StoredConnection } from "@/lib/connectors/runtime";
import type { Db } from "@/lib/db/client";
import { canonicalHash } from "@/lib/security";
import { deriveKbCapability } from "./derive-kb";
import { deriveMcpCapabilities, type McpToolDefinition } from "./derive-mcp";
import { deriveOpenApiCapabilities, type OpenApiOperationCard } from "./derive-openapi";
import { observedGeneration, withObservedShape } from "./observed";
import type { ToolApproval } from "./policy";
import { freezeSnapshot } from "./snapshot";
import type { Capability, Snapshot } from "./types";

type Scope = Pick<Actor, "tenantId" | "projectId">;

const cache = new Map<string, { version: string; snapshot: Snapshot }>();

export function deriveConnectionCapabilities(
  conn: StoredConnection,
  approvals: Map<string, ToolApproval>,
): Capability[] {
  if (conn.kind === "mcp") {
    const tools = ((conn.catalog as { tools?: McpToolDefinition[] } | null)?.tools ??
      []) as McpToolDefinition[];
    return deriveMcpCapabilities({
      connection: { id: conn.id, slug: conn.slug, trusted: conn.trusted },
      tools,
      approvals,
    });
  }
  const cards = ((conn.catalog as { cards?: OpenApiOperationCard[] } | null)?.cards ??
    []) as OpenApiOperationCard[];
  return deriveOpenApiCapabilities({ source: { id: conn.id, slug: conn.slug }, cards, approvals });
}

export async function loadConnections(db: Db, scope: Scope, opts: { enabledOnly: boolean }) {
  const conns = await db.connection.findMany({
    where: {
      tenantId: scope.tenantId,
      projectId: scope.projectId,
      ...(opts.enabledOnly ? { enabled: true } : {}),
    },
    orderBy: { createdAt: "asc" },
  });
  const approvals = await db.toolApproval.findMany({
    where: { tenantId: scope.tenantId, connectionId: { in: conns.map((c) => c.id) } },
  });
  const byConn = new Map<string, Map<string, ToolApproval>>();
  for (const a of approvals) {
    const m = byConn.get(a.connectionId) ?? new Map<string, ToolApproval>();
    m.set(a.localName, {
      status: a.status as ToolApproval["status"],
      classification: a.classification as ToolApproval["classification"],
      definitionHash: a.definitionHash,
    });
    byConn.set(a.connectionId, m);
  }
  return { conns: conns as StoredConnection[], approvals: byConn, rawApprovals: approvals };
}

export async function buildSnapshot(db: Db, scope: Scope): Promise<Snapshot> {
  const { conns, approvals, rawApprovals } = await loadConnections(db, scope, { enabledOnly: true });
  const kbDocs = await db.kbDocument.count({
    where: { tenantId: scope.tenantId, projectId: scope.projectId },
  });
  const version = canonicalHash({
    c: conns.map((c) => [c.id, c.catalogHash, c.trusted, c.slug]),
    a: rawApprovals.map((a) => [a.id, a.status, a.classification, a.definitionHash]),
    kb: kbDocs > 0,
    // A shape learned from a first result changes what the snapshot declares.
    o: observedGeneration(),
  });
  const key = `${scope.tenantId}:${scope.projectId}`;
  const hit = cache.get(key);
  if (hit && hit.version === version) return hit.snapshot;

  const capabilities: Capability[] = [];
  for (const c of conns) {
    const derived = deriveConnectionCapabilities(c, approvals.get(c.id) ?? new Map());
    capabilities.push(...derived.map((cap) => withObservedShape(scope.tenantId, cap)));
  }
  if (kbDocs > 0) capabilities.push(deriveKbCapability());
  const snapshot = freezeSnapshot({ tenantId: scope.tenantId, projectId: scope.projectId, capabilities });
  cache.set(key, { version, snapshot });
  return snapshot;
}
