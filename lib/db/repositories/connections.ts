/**
 * Connections and their tool approvals, read for one tenant and project: what a snapshot is derived
 * from (lib/agent/build-snapshot.ts) and what the admin connection pages list.
 */
import type { Actor } from "@/lib/actor";
import type { ToolApproval } from "@/lib/capabilities/policy";
import type { Db } from "../client";

/** A stored connection row as the connectors read it (config and secrets per kind, cached catalog). */
export interface StoredConnection {
  id: string;
  tenantId: string;
  projectId: string;
  slug: string;
  kind: string;
  config: unknown;
  secrets: unknown;
  trusted: boolean;
  enabled: boolean;
  catalog: unknown;
  catalogHash: string | null;
}

type Scope = Pick<Actor, "tenantId" | "projectId">;

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
  const stored: StoredConnection[] = conns;
  return { conns: stored, approvals: byConn, rawApprovals: approvals };
}

/**
 * What a snapshot's version is computed from, read on every turn: the enabled connections' ids,
 * catalog hashes, trust and slugs, and their approvals — never the cached catalogs themselves (a
 * synced OpenAPI document is megabytes; thousands of tools are megabytes of JSON), which are read
 * (loadConnections) only when the version changed.
 */
export async function loadCatalogVersion(db: Db, scope: Scope) {
  const conns = await db.connection.findMany({
    where: { tenantId: scope.tenantId, projectId: scope.projectId, enabled: true },
    orderBy: { createdAt: "asc" },
    select: { id: true, catalogHash: true, trusted: true, slug: true },
  });
  const approvals = await db.toolApproval.findMany({
    where: { tenantId: scope.tenantId, connectionId: { in: conns.map((c) => c.id) } },
    select: { id: true, status: true, classification: true, definitionHash: true },
  });
  return { conns, approvals };
}

/** An enabled connection of the project by slug (re-checked before every call: it may be disabled mid-turn). */
export async function enabledConnectionBySlug(
  db: Db,
  scope: Scope,
  slug: string,
): Promise<StoredConnection | null> {
  return db.connection.findFirst({
    where: { tenantId: scope.tenantId, projectId: scope.projectId, slug, enabled: true },
  });
}

/** The approval of one tool of a connection of the tenant. */
export function approvalOf(db: Db, scope: Scope, connectionId: string, localName: string) {
  return db.toolApproval.findFirst({ where: { connectionId, localName, tenantId: scope.tenantId } });
}

/**
 * An OpenAPI connection's row for materializing one of its operations (found by the capability's
 * source slug), without its catalog: catalogOf reads the stored document only when it is needed.
 */
export function connectionBySlug(db: Db, scope: Scope, slug: string) {
  return db.connection.findFirst({
    where: { tenantId: scope.tenantId, projectId: scope.projectId, slug },
    select: { id: true, catalogHash: true, config: true },
  });
}

/** A connection's cached catalog (a synced OpenAPI document), in scope. */
export async function catalogOf(db: Db, scope: Scope, id: string): Promise<unknown> {
  const row = await db.connection.findFirst({
    where: { id, tenantId: scope.tenantId, projectId: scope.projectId },
    select: { catalog: true },
  });
  return row?.catalog;
}

/** Name and sync status of every connection of the project (the admin connections page). */
export function connectionStatuses(db: Db, scope: Scope) {
  return db.connection.findMany({
    where: { tenantId: scope.tenantId, projectId: scope.projectId },
    select: { id: true, name: true, status: true, lastError: true, lastSyncAt: true },
  });
}

/** How many knowledge-base passages the project holds. */
export function countKbChunks(db: Db, scope: Scope): Promise<number> {
  return db.kbChunk.count({ where: { tenantId: scope.tenantId, projectId: scope.projectId } });
}

/** How many knowledge-base documents the project holds (the `kb:search` capability exists when > 0). */
export function countKbDocuments(db: Db, scope: Scope): Promise<number> {
  return db.kbDocument.count({ where: { tenantId: scope.tenantId, projectId: scope.projectId } });
}
