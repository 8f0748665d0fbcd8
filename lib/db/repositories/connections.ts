/**
 * Connections and their tool approvals, read for one tenant and project: what a snapshot is derived
 * from (lib/agent/build-snapshot.ts) and what the admin connection pages list.
 */

import { z } from "zod";
import type { Prisma } from "@/generated/sqlite/client";
import type { Actor } from "@/lib/actor";
import { APPROVAL_STATUSES, CLASSIFICATIONS, type ToolApproval } from "@/lib/capabilities/policy";
import type { Db } from "../client";
import { fromJson, toJson } from "../json";
import {
  type ConnectionSecrets,
  type McpCatalog,
  type McpConfig,
  type OpenApiCatalog,
  type OpenApiConfig,
  readConnection,
  readOpenApiCatalog,
  readOpenApiConfig,
  type StoredConnection,
} from "../schemas/connection";

export type { StoredConnection };

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
      status: fromJson(z.enum(APPROVAL_STATUSES), a.status, "toolApproval.status"),
      classification: fromJson(z.enum(CLASSIFICATIONS), a.classification, "toolApproval.classification"),
      definitionHash: a.definitionHash,
    });
    byConn.set(a.connectionId, m);
  }
  return { conns: conns.map(readConnection), approvals: byConn, rawApprovals: approvals };
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
  // Every approval write sets updatedAt (Prisma's @updatedAt), and a removed approval lowers the
  // count: count + newest stand for the rows without reading them (10,000 tools: one aggregate, not
  // 10,000 rows per turn).
  const approvals = await db.toolApproval.aggregate({
    where: { tenantId: scope.tenantId, connectionId: { in: conns.map((c) => c.id) } },
    _count: { _all: true },
    _max: { updatedAt: true },
  });
  return {
    conns,
    approvals: { count: approvals._count._all, newest: approvals._max.updatedAt?.getTime() ?? 0 },
  };
}

/** An enabled connection of the project by slug (re-checked before every call: it may be disabled mid-turn). */
export async function enabledConnectionBySlug(
  db: Db,
  scope: Scope,
  slug: string,
): Promise<StoredConnection | null> {
  const row = await db.connection.findFirst({
    where: { tenantId: scope.tenantId, projectId: scope.projectId, slug, enabled: true },
  });
  return row && readConnection(row);
}

/** The approval of one tool of a connection of the tenant. */
export function approvalOf(db: Db, scope: Scope, connectionId: string, localName: string) {
  return db.toolApproval.findFirst({ where: { connectionId, localName, tenantId: scope.tenantId } });
}

/**
 * An OpenAPI connection's row for materializing one of its operations (found by the capability's
 * source slug), without its catalog: catalogOf reads the stored document only when it is needed.
 */
export async function connectionBySlug(
  db: Db,
  scope: Scope,
  slug: string,
): Promise<{ id: string; catalogHash: string | null; config: OpenApiConfig } | null> {
  const row = await db.connection.findFirst({
    where: { tenantId: scope.tenantId, projectId: scope.projectId, slug, kind: "openapi" },
    select: { id: true, catalogHash: true, config: true },
  });
  return row && { ...row, config: readOpenApiConfig(row.config) };
}

/** An OpenAPI connection's cached catalog (its synced document), in scope. */
export async function catalogOf(db: Db, scope: Scope, id: string): Promise<OpenApiCatalog | null> {
  const row = await db.connection.findFirst({
    where: { id, tenantId: scope.tenantId, projectId: scope.projectId, kind: "openapi" },
    select: { catalog: true },
  });
  return readOpenApiCatalog(row?.catalog);
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

// ---- Writes: the admin's connection commands and the (background) catalog sync --------------------

/** One connection of the project by id; another project's id is null. */
export async function connectionById(db: Db, scope: Scope, id: string): Promise<StoredConnection | null> {
  const row = await db.connection.findFirst({
    where: { id, tenantId: scope.tenantId, projectId: scope.projectId },
  });
  return row && readConnection(row);
}

export async function slugTaken(db: Db, scope: Scope, slug: string): Promise<boolean> {
  const row = await db.connection.findUnique({
    where: { tenantId_projectId_slug: { tenantId: scope.tenantId, projectId: scope.projectId, slug } },
    select: { id: true },
  });
  return row !== null;
}

/** A new connection of the project; `config`, `secrets` and `catalog` are stored as JSON. */
export type NewConnection = {
  slug: string;
  name: string;
  secrets?: ConnectionSecrets;
  trusted: boolean;
} & (
  | { kind: "mcp"; config: McpConfig; catalog?: McpCatalog }
  | { kind: "openapi"; config: OpenApiConfig; catalog?: OpenApiCatalog }
);

export async function createConnection(db: Db, scope: Scope, c: NewConnection): Promise<StoredConnection> {
  const row = await db.connection.create({
    data: {
      tenantId: scope.tenantId,
      projectId: scope.projectId,
      slug: c.slug,
      kind: c.kind,
      name: c.name,
      config: toJson(c.config),
      ...(c.secrets ? { secrets: toJson(c.secrets) } : {}),
      ...(c.catalog ? { catalog: toJson(c.catalog) } : {}),
      trusted: c.trusted,
    },
  });
  return readConnection(row);
}

export async function setConnectionFlag(
  db: Db,
  scope: Scope,
  id: string,
  flag: "trusted" | "enabled",
  value: boolean,
): Promise<void> {
  await db.connection.updateMany({
    where: { id, tenantId: scope.tenantId, projectId: scope.projectId },
    data: { [flag]: value },
  });
}

/** An admin's decision on one tool: pins the definition hash it was made on. */
export function decideApproval(
  db: Db,
  scope: Scope,
  key: { connectionId: string; localName: string },
  decision: Pick<Prisma.ToolApprovalUncheckedCreateInput, "definitionHash" | "status" | "classification"> & {
    decidedBy: string;
    decidedAt: Date;
  },
) {
  return db.toolApproval.upsert({
    where: { connectionId_localName: key },
    update: decision,
    create: { ...key, tenantId: scope.tenantId, ...decision },
  });
}

/**
 * The catalog sync's writes, scoped by the connection it syncs (the background sync has no actor:
 * its scope is the connection's own tenant and project, read from the stored row).
 */
export function syncStore(db: Db, conn: Pick<StoredConnection, "id" | "tenantId" | "projectId">) {
  const where = { id: conn.id, tenantId: conn.tenantId, projectId: conn.projectId };
  return {
    approvals: () => db.toolApproval.findMany({ where: { connectionId: conn.id, tenantId: conn.tenantId } }),
    addApproval: (a: { localName: string; definitionHash: string; status: string }) =>
      db.toolApproval.create({
        data: { connectionId: conn.id, tenantId: conn.tenantId, classification: "unknown", ...a },
      }),
    quarantine: (approvalId: string) =>
      db.toolApproval.updateMany({
        where: { id: approvalId, connectionId: conn.id, tenantId: conn.tenantId },
        data: { status: "quarantined" },
      }),
    synced: (catalog: McpCatalog | OpenApiCatalog, catalogHash: string) =>
      db.connection.updateMany({
        where,
        data: {
          catalog: toJson(catalog),
          catalogHash,
          status: "ok",
          lastError: null,
          lastSyncAt: new Date(),
        },
      }),
    failed: (message: string) =>
      db.connection.updateMany({ where, data: { status: "error", lastError: message } }),
  };
}
