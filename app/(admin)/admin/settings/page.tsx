import { ModeForm } from "@/components/admin/mode-form";
import { PageHeader } from "@/components/admin/page-header";
import { formatTime } from "@/lib/admin/format";
import { pageAdmin } from "@/lib/admin/page-actor";
import { loadSettingsView } from "@/lib/admin/settings-view";
import { db } from "@/lib/db";

export const dynamic = "force-dynamic";

export default async function SettingsPage() {
  const actor = await pageAdmin();
  if (!actor) return null;
  const view = await loadSettingsView(db(), actor);
  return (
    <section className="adm-page">
      <PageHeader
        title="Planner mode"
        subtitle={`Governed setting agent.planner.mode for ${actor.tenantName}. A change applies from the next turn on every instance — no restart.`}
      />
      <div className="adm-two">
        <div className="card" data-testid="current-mode">
          <h2 className="adm-card-title">Current mode</h2>
          <p className="adm-big">
            <span className={`pill adm-mode-pill mode-${view.mode}`}>{view.mode}</span>
          </p>
          <p className="muted small">
            {view.source === "setting"
              ? "From the saved setting (it wins over the environment default)."
              : `From the environment default AGENT_PLANNER_MODE (${view.envDefault}); no setting saved yet.`}
          </p>
        </div>
        <div className="card">
          <h2 className="adm-card-title">Change mode</h2>
          <ModeForm current={view.mode} modes={view.modes} />
        </div>
      </div>
      <h2>History</h2>
      {view.history.length === 0 ? (
        <p className="muted">No change recorded yet.</p>
      ) : (
        <table className="data-table" data-testid="mode-history">
          <thead>
            <tr>
              <th>When</th>
              <th>Who</th>
              <th>Change</th>
              <th>Reason</th>
            </tr>
          </thead>
          <tbody>
            {view.history.map((h) => (
              <tr key={h.id}>
                <td className="adm-nowrap">{formatTime(h.at)}</td>
                <td>{h.who}</td>
                <td className="adm-nowrap">
                  <span className="muted">{h.oldValue ?? `env default`}</span> → <strong>{h.newValue}</strong>
                </td>
                <td>{h.reason || <span className="muted">—</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
