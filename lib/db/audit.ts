import type { Prisma } from "@/generated/sqlite/client";
import type { Db } from "./client";
import { toJson } from "./json";

export interface AuditInput {
  tenantId?: string | null;
  projectId?: string | null;
  actorId?: string | null;
  kind: string; // `tool.call`, `setting.change`, `tool.approve`, `tool.quarantine`, `auth.sign_in`, …
  target?: string;
  outcome?: "ok" | "refused" | "error";
  reason?: string;
  data?: unknown;
}

/** Append-only audit log: the application only ever inserts here. */
export async function recordAudit(db: Db, e: AuditInput): Promise<void> {
  await db.auditEvent.create({
    data: {
      tenantId: e.tenantId ?? null,
      projectId: e.projectId ?? null,
      actorId: e.actorId ?? null,
      kind: e.kind,
      target: (e.target ?? "").slice(0, 300),
      outcome: e.outcome ?? "ok",
      reason: (e.reason ?? "").slice(0, 500),
      data: e.data == null ? undefined : toJson(e.data),
    },
    // Nothing is read back (the row is only ever inserted here): without a selection Prisma returns
    // every column, its JSON parsed again.
    select: { id: true },
  });
}

type Scope = { tenantId: string; projectId: string };

export interface AuditFilter {
  kind?: string | null;
  outcome?: string | null;
  actorId?: string | null;
  from?: Date | null;
  /** Exclusive upper bound. */
  to?: Date | null;
}

/** The tenant's events of this project and its tenant-wide ones (projectId null). */
const auditScope = (scope: Scope): Prisma.AuditEventWhereInput => ({
  tenantId: scope.tenantId,
  OR: [{ projectId: scope.projectId }, { projectId: null }],
});

/** One page of the audit log in scope, newest first (`take` rows from `skip`). */
export function auditEvents(db: Db, scope: Scope, f: AuditFilter, page: { skip: number; take: number }) {
  return db.auditEvent.findMany({
    where: {
      ...auditScope(scope),
      ...(f.kind ? { kind: f.kind } : {}),
      ...(f.outcome ? { outcome: f.outcome } : {}),
      ...(f.actorId ? { actorId: f.actorId } : {}),
      ...(f.from || f.to
        ? { createdAt: { ...(f.from ? { gte: f.from } : {}), ...(f.to ? { lt: f.to } : {}) } }
        : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    ...page,
  });
}

/** The kinds of event the audit log in scope holds (at most 100), for its filter. */
export async function auditKinds(db: Db, scope: Scope): Promise<string[]> {
  const rows = await db.auditEvent.findMany({
    where: auditScope(scope),
    distinct: ["kind"],
    select: { kind: true },
    orderBy: { kind: "asc" },
    take: 100,
  });
  return rows.map((k) => k.kind);
}

/** The project's latest event of one kind (`golden.run`). */
export function latestAuditEvent(db: Db, scope: Scope, kind: string) {
  return db.auditEvent.findFirst({
    where: { tenantId: scope.tenantId, projectId: scope.projectId, kind },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true, data: true, actorId: true },
  });
}

/** The actor's tool-call events since `since`, oldest first (the question suite pairs them with evidence). */
export function toolCallsSince(db: Db, actor: { tenantId: string; userId: string }, since: Date) {
  return db.auditEvent.findMany({
    where: { actorId: actor.userId, tenantId: actor.tenantId, kind: "tool.call", createdAt: { gte: since } },
    orderBy: { createdAt: "asc" },
  });
}
