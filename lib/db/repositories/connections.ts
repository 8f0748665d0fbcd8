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
  // One read: the connections with their approvals (scoped by the tenant as well as the connection).
  const rows = await db.connection.findMany({
    where: { tenantId: scope.tenantId, projectId: scope.projectId, enabled: true },
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      catalogHash: true,
      trusted: true,
      slug: true,
      updatedAt: true,
      approvals: {
        where: { tenantId: scope.tenantId },
        orderBy: { id: "asc" },
        select: { id: true, status: true, classification: true, definitionHash: true },
      },
    },
  });
  if (stamps.size >= STAMPED_MAX) stamps.clear();
  stamps.set(scopeKey(scope), new Map(rows.map((c) => [c.slug, c.updatedAt.getTime()])));
  return {
    conns: rows.map(({ approvals: _, updatedAt: __, ...c }) => c),
    approvals: rows.flatMap((c) => c.approvals),
  };
}

/**
 * When each enabled connection of a project last changed (its updatedAt), as the latest catalog
 * version read saw it (every turn reads one first). A row cached by this process is served only while
 * its updatedAt is still that one: a change is seen on the next turn. Per project, replaced whole on
 * every read (a disabled or removed connection has no stamp and is read from the database).
 */
const stamps = new Map<string, Map<string, number>>();
const scopeKey = (scope: Scope) => `${scope.tenantId}:${scope.projectId}`;
const STAMPED_MAX = 1_000;
const bySlug = new Map<string, { updatedAt: number; row: OpenApiConnectionRow }>();
type OpenApiConnectionRow = { id: string; catalogHash: string | null; config: OpenApiConfig };

/**
 * What authorizing one call needs, in one read (before every call: it may be disabled, removed or
 * re-approved mid-turn): the enabled connection of the project by slug — without its catalog, which
 * a call never needs (an OpenAPI source is imported from it once per catalog version: catalogOf) —
 * and the approval of the tool called.
 */
export async function connectionForCall(
  db: Db,
  scope: Scope,
  slug: string,
  localName: string,
): Promise<{ conn: StoredConnection; approval: { status: string; definitionHash: string } | null } | null> {
  const row = await db.connection.findFirst({
    where: { tenantId: scope.tenantId, projectId: scope.projectId, slug, enabled: true },
    select: {
      id: true,
      tenantId: true,
      projectId: true,
      slug: true,
      kind: true,
      trusted: true,
      enabled: true,
      catalogHash: true,
      config: true,
      secrets: true,
      approvals: {
        where: { localName, tenantId: scope.tenantId },
        select: { status: true, definitionHash: true },
      },
    },
  });
  if (!row) return null;
  const { approvals, ...conn } = row;
  return { conn: readConnection({ ...conn, catalog: null }), approval: approvals[0] ?? null };
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
): Promise<OpenApiConnectionRow | null> {
  const key = `${scopeKey(scope)}:${slug}`;
  const stamp = stamps.get(scopeKey(scope))?.get(slug);
  const hit = bySlug.get(key);
  if (hit && stamp !== undefined && hit.updatedAt === stamp) return hit.row;
  const row = await db.connection.findFirst({
    where: { tenantId: scope.tenantId, projectId: scope.projectId, slug, kind: "openapi" },
    select: { id: true, catalogHash: true, config: true, updatedAt: true },
  });
  if (!row) return null;
  const read = { id: row.id, catalogHash: row.catalogHash, config: readOpenApiConfig(row.config) };
  if (bySlug.size >= STAMPED_MAX) bySlug.clear();
  bySlug.set(key, { updatedAt: row.updatedAt.getTime(), row: read });
  return read;
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
