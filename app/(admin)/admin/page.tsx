import Link from "next/link";
import { pageAdmin } from "@/lib/admin/page-actor";
import { db } from "@/lib/db";
import { projectOverview } from "@/lib/db/repositories/overview";
import { getPlannerMode } from "@/lib/db/repositories/settings";

export const dynamic = "force-dynamic";

export default async function AdminOverview() {
  const actor = await pageAdmin();
  if (!actor) return null;
  const [{ members, conversations, turns, events, connections, reports, unreviewed }, mode] =
    await Promise.all([projectOverview(db(), actor), getPlannerMode(db(), actor.tenantId)]);
  return (
    <section className="adm-page">
      <h1>{actor.tenantName} administration</h1>
      <p className="muted">
        Project {actor.projectName} · planner mode <strong>{mode.mode}</strong>{" "}
        <span className="small">({mode.source === "setting" ? "saved setting" : "environment default"})</span>
      </p>
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
          <dt>Connections</dt>
          <dd>{connections}</dd>
        </div>
        <div>
          <dt>Shadow reports</dt>
          <dd>{reports}</dd>
        </div>
        <div>
          <dt>Audit events</dt>
          <dd>{events}</dd>
        </div>
      </dl>
      <div className="adm-overview-links">
        <Link href="/admin/settings" className="card">
          <strong>Planner mode</strong>
          <span className="muted small">
            Switch classic / shadow / capability, with a reason and history.
          </span>
        </Link>
        <Link href="/admin/connections" className="card">
          <strong>Connections</strong>
          <span className="muted small">Sources, capabilities, eligibility, approvals and re-sync.</span>
        </Link>
        <Link href="/admin/planner" className="card">
          <strong>Shadow reports</strong>
          <span className="muted small">
            {unreviewed > 0
              ? `${unreviewed} divergences awaiting review.`
              : "Agreement, latency, divergences to review."}
          </span>
        </Link>
        <Link href="/admin/planner/gate" className="card">
          <strong>Promotion gate</strong>
          <span className="muted small">Evidence for promoting the capability pipeline, and rollback.</span>
        </Link>
        <Link href="/admin/activity" className="card">
          <strong>Activity</strong>
          <span className="muted small">Audit log with filters, redacted.</span>
        </Link>
      </div>
    </section>
  );
}
