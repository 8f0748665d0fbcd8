import Link from "next/link";
import { GateActions } from "@/components/admin/gate-actions";
import { GoldenRunButton } from "@/components/admin/golden-run-button";
import { PageHeader } from "@/components/admin/page-header";
import { WindowTabs } from "@/components/admin/window-tabs";
import { formatTime } from "@/lib/admin/format";
import { DEFAULT_GATE_WINDOW_DAYS, GATE_WINDOW_DAYS } from "@/lib/admin/gate";
import { loadGate } from "@/lib/admin/gate-data";
import { pageAdmin } from "@/lib/admin/page-actor";
import { parseWindowDays } from "@/lib/admin/planner-metrics";
import { db } from "@/lib/db";

export const dynamic = "force-dynamic";

export default async function GatePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await pageAdmin();
  if (!actor) return null;
  const days = parseWindowDays((await searchParams).days, GATE_WINDOW_DAYS, DEFAULT_GATE_WINDOW_DAYS);
  const g = await loadGate(db(), actor, days);
  const green = g.criteria.filter((c) => c.pass).length;
  return (
    <section className="adm-page">
      <PageHeader
        title="Promotion gate"
        subtitle={`Evidence from recorded shadow reports of ${actor.projectName} since ${formatTime(g.since)} and the latest golden run.`}
        actions={<WindowTabs path="/admin/planner/gate" days={days} options={GATE_WINDOW_DAYS} />}
      />
      <div className="adm-gate-summary card">
        <div>
          <p className={`adm-verdict ${g.allGreen ? "ok" : "bad"}`} data-testid="gate-verdict">
            {g.allGreen ? "All criteria green" : `${green} of ${g.criteria.length} criteria green`}
          </p>
          <p className="muted small">
            Planner mode now: <strong>{g.mode}</strong> (
            {g.modeSource === "setting" ? "saved setting" : "environment default"}) · {g.reports} shadow
            reports in the window · <Link href="/admin/planner">see the reports</Link>
          </p>
        </div>
        <GateActions allGreen={g.allGreen} mode={g.mode} />
      </div>
      {g.partial && <p className="notice adm-gap">Figures cover the newest 5,000 reports of the window.</p>}

      <ul className="adm-criteria" data-testid="gate-criteria">
        {g.criteria.map((c) => (
          <li
            key={c.id}
            className={`adm-criterion ${c.pass ? "ok" : "bad"}`}
            data-testid={`criterion-${c.id}`}
          >
            <span className={`adm-light ${c.pass ? "ok" : "bad"}`} aria-hidden="true">
              {c.pass ? "✓" : "✕"}
            </span>
            <div className="adm-grow">
              <p className="adm-criterion-label">
                {c.label} <span className="sr-only">{c.pass ? "(green)" : "(red)"}</span>
              </p>
              {c.detail.length > 0 && (
                <ul className="adm-criterion-detail muted small">
                  {c.detail.slice(0, 5).map((x) => (
                    <li key={x}>{x}</li>
                  ))}
                </ul>
              )}
              {c.id === "golden" && (
                <div className="adm-golden">
                  {g.golden && (
                    <p className="muted small">
                      Last run {formatTime(g.golden.at)} by {g.golden.by} (capability mode).
                    </p>
                  )}
                  <GoldenRunButton />
                </div>
              )}
            </div>
            <span className={`pill ${c.pass ? "ok" : "bad"} adm-figure`} data-testid="criterion-figure">
              {c.figure}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
