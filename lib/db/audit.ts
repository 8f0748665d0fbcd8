import type { Prisma } from "@/generated/sqlite/client";
import type { Db } from "./client";

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
      data: (e.data ?? undefined) as Prisma.InputJsonValue | undefined,
    },
  });
}
