import { requireActor } from "@/lib/auth";
import { db } from "@/lib/db";

export const dynamic = "force-dynamic";

export default async function AdminOverview() {
  const actor = await requireActor();
  const scope = { tenantId: actor.tenantId };
  const [members, conversations, turns, events] = await Promise.all([
    db().membership.count({ where: scope }),
    db().conversation.count({ where: { ...scope, projectId: actor.projectId } }),
    db().turn.count({ where: { ...scope, projectId: actor.projectId } }),
    db().auditEvent.count({ where: scope }),
  ]);
  return (
    <section>
      <h1>{actor.tenantName} administration</h1>
      <p className="muted">Project {actor.projectName}</p>
      <dl className="stats">
        <div>
          <dt>Members</dt>
          <dd>{members}</dd>
        </div>
        <div>
          <dt>Conversations</dt>
          <dd>{conversations}</dd>
        </div>
        <div>
          <dt>Turns</dt>
          <dd>{turns}</dd>
        </div>
        <div>
          <dt>Audit events</dt>
          <dd>{events}</dd>
        </div>
      </dl>
    </section>
  );
}
