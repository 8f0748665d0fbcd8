/** The admin overview's figures for the actor's tenant and project (members and events: tenant-wide). */
import type { Actor } from "@/lib/actor";
import type { Db } from "../client";

export async function projectOverview(db: Db, actor: Pick<Actor, "tenantId" | "projectId">) {
  const tenant = { tenantId: actor.tenantId };
  const project = { ...tenant, projectId: actor.projectId };
  const [members, conversations, turns, events, connections, reports, unreviewed] = await Promise.all([
    db.membership.count({ where: tenant }),
    db.conversation.count({ where: project }),
    db.turn.count({ where: project }),
    db.auditEvent.count({ where: tenant }),
    db.connection.count({ where: project }),
    db.shadowReport.count({ where: project }),
    db.shadowReport.count({ where: { ...project, agreement: false, reviewedAt: null } }),
  ]);
  return { members, conversations, turns, events, connections, reports, unreviewed };
}
