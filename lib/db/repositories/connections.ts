/**
 * Connections and their tool approvals, read for one tenant and project: what a snapshot is derived
 * from (lib/agent/build-snapshot.ts) and what the admin connection pages list.
 */

import { z } from "zod";
import type { Prisma } from "@/generated/sqlite/client";
import type { Actor } from "@/lib/actor";
import { BoundedMap } from "@/lib/bounded-map";
import { APPROVAL_STATUSES, CLASSIFICATIONS, type ToolApproval } from "@/lib/capabilities/policy";
import type { Db } from "../client";
import { fromJson, toJson, toOrderedJson } from "../json";
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
import { PLANNER_MODE_KEY } from "./settings";

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

interface CatalogVersionRow {
  id: string | null;
  catalogHash: string | null;
  trusted: boolean | number | null;
  slug: string | null;
  updatedAt: Date | string | number | null;
  approvals: number | bigint | string;
  approvalsNewest: Date | string | number | null;
  kbDocuments: number | bigint | string;
  plannerMode: string | null;
}

const jsonText = (text: string | null): unknown => {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
const millis = (v: Date | string | number) =>
  v instanceof Date ? v.getTime() : typeof v === "number" ? v : Date.parse(v);

/**
 * What a turn's snapshot and planner mode are derived from, read on every turn in one statement:
 * the enabled connections' ids, catalog hashes, trust and slugs; their approvals' count and newest
 * write (every approval write sets updatedAt, and a removed approval lowers the count: the two stand
 * for the rows without reading them — 10,000 tools are one aggregate, not 10,000 rows per turn);
 * whether the project has knowledge-base documents; and the tenant's stored planner mode (its JSON as
 * text). Never the cached catalogs themselves (a synced OpenAPI document is megabytes), which are read
 * (loadConnections) only when the version changed. Four Prisma reads before (each compiled by its
 * query compiler); standard SQL with quoted identifiers, bound by Prisma for SQLite and PostgreSQL.
 */
export async function loadCatalogVersion(db: Db, scope: Scope) {
  const t = scope.tenantId;
  const p = scope.projectId;
  const rows = await db.$queryRaw<CatalogVersionRow[]>`
    SELECT c."id" AS "id", c."catalogHash" AS "catalogHash", c."trusted" AS "trusted", c."slug" AS "slug",
           c."updatedAt" AS "updatedAt",
           ap."approvals" AS "approvals", ap."approvalsNewest" AS "approvalsNewest",
           (SELECT COUNT(*) FROM "KbDocument" k WHERE k."tenantId" = ${t} AND k."projectId" = ${p}) AS "kbDocuments",
           (SELECT CAST(s."value" AS TEXT) FROM "AppSetting" s
             WHERE s."tenantId" = ${t} AND s."key" = ${PLANNER_MODE_KEY}) AS "plannerMode"
      FROM (SELECT COUNT(*) AS "approvals", MAX(a."updatedAt") AS "approvalsNewest"
              FROM "ToolApproval" a JOIN "Connection" ac ON ac."id" = a."connectionId"
             WHERE a."tenantId" = ${t} AND ac."tenantId" = ${t} AND ac."projectId" = ${p} AND ac."enabled" = TRUE) ap
      LEFT JOIN "Connection" c ON c."tenantId" = ${t} AND c."projectId" = ${p} AND c."enabled" = TRUE
     ORDER BY c."createdAt" ASC, c."id" ASC`;
  const conns: { id: string; catalogHash: string | null; trusted: boolean; slug: string }[] = [];
  const updated = new Map<string, number>();
  for (const r of rows) {
    if (r.id === null || r.slug === null) continue;
    conns.push({ id: r.id, catalogHash: r.catalogHash, trusted: Boolean(r.trusted), slug: r.slug });
    if (r.updatedAt !== null) updated.set(r.slug, millis(r.updatedAt));
  }
  stamps.set(scopeKey(scope), updated);
  const first = rows[0];
  const newest = first?.approvalsNewest ?? null;
  return {
    conns,
    // The newest write as the database returned it (a stamp, only compared): SQLite rows the
    // migration gave CURRENT_TIMESTAMP and rows Prisma wrote store two text forms of a time.
    approvals: {
      count: Number(first?.approvals ?? 0),
      newest: newest === null ? "" : newest instanceof Date ? newest.toISOString() : String(newest),
    },
    kbDocuments: Number(first?.kbDocuments ?? 0),
    /** The stored planner-mode value (undefined: none stored): plannerModeOf reads it. */
    plannerMode: jsonText(first?.plannerMode ?? null),
  };
}

/**
 * When each enabled connection of a project last changed (its updatedAt), as the latest catalog
 * version read saw it (every turn reads one first). A row cached by this process is served only while
 * its updatedAt is still that one: a change is seen on the next turn. Per project, replaced whole on
 * every read (a disabled or removed connection has no stamp and is read from the database).
 */
const STAMPED_MAX = 1_000;
const stamps = new BoundedMap<string, Map<string, number>>(STAMPED_MAX);
const scopeKey = (scope: Scope) => `${scope.tenantId}:${scope.projectId}`;
const bySlug = new BoundedMap<string, { updatedAt: number; row: OpenApiConnectionRow }>(STAMPED_MAX);
type OpenApiConnectionRow = { id: string; catalogHash: string | null; config: OpenApiConfig };

interface CallCheckRow {
  access: number | bigint | string;
  id: string | null;
  updatedAt: Date | string | number | null;
  status: string | null;
  definitionHash: string | null;
}

/** Connections read for calls, parsed, by id: served while their updatedAt is the one just read. */
const forCalls = new BoundedMap<string, { updatedAt: number; conn: StoredConnection }>(STAMPED_MAX);

/**
 * What authorizing one call needs, read before every call in one statement (membership, a
 * connection or an approval may change mid-turn): whether the actor still has access to the project,
 * the enabled connection of the project by slug and the approval of the tool called. The connection's
 * config and secrets — never its catalog, which a call does not need (an OpenAPI source is imported
 * from it once per catalog version: catalogOf) — are parsed once per process and served while the
 * row's updatedAt is unchanged; a changed row is read again. Three Prisma reads before.
 */
export async function callAuthorization(
  db: Db,
  scope: Scope & { userId: string },
  slug: string,
  localName: string,
): Promise<{
  access: boolean;
  conn: StoredConnection | null;
  approval: { status: string; definitionHash: string } | null;
}> {
  const t = scope.tenantId;
  const p = scope.projectId;
  const [row] = await db.$queryRaw<CallCheckRow[]>`
    SELECT (SELECT COUNT(*) FROM "Membership" m JOIN "ProjectAccess" pa ON pa."membershipId" = m."id"
             WHERE m."userId" = ${scope.userId} AND m."tenantId" = ${t} AND pa."projectId" = ${p}) AS "access",
           c."id" AS "id", c."updatedAt" AS "updatedAt", a."status" AS "status", a."definitionHash" AS "definitionHash"
      FROM (SELECT 1 AS "one") x
      LEFT JOIN "Connection" c
        ON c."tenantId" = ${t} AND c."projectId" = ${p} AND c."slug" = ${slug} AND c."enabled" = TRUE
      LEFT JOIN "ToolApproval" a ON a."connectionId" = c."id" AND a."tenantId" = ${t} AND a."localName" = ${localName}`;
  const access = Number(row?.access ?? 0) > 0;
  if (!row || row.id === null) return { access, conn: null, approval: null };
  const approval =
    row.status !== null && row.definitionHash !== null
      ? { status: row.status, definitionHash: row.definitionHash }
      : null;
  const updatedAt = row.updatedAt === null ? Number.NaN : millis(row.updatedAt);
  const hit = forCalls.get(row.id);
  if (hit && hit.updatedAt === updatedAt && hit.conn.tenantId === t && hit.conn.projectId === p)
    return { access, conn: hit.conn, approval };
  const full = await db.connection.findFirst({
    where: { id: row.id, tenantId: t, projectId: p },
    omit: { catalog: true },
  });
  if (!full) return { access, conn: null, approval };
  const conn = readConnection({ ...full, catalog: null });
  forCalls.set(row.id, { updatedAt: full.updatedAt.getTime(), conn });
  return { access, conn, approval };
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
      ...(c.catalog ? { catalog: toOrderedJson(c.catalog) } : {}),
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
          catalog: toOrderedJson(catalog),
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
