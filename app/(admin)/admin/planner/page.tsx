import Link from "next/link";
import { JsonBlock } from "@/components/admin/json-block";
import { LiveDataToggle } from "@/components/admin/live-data-toggle";
import { PageHeader } from "@/components/admin/page-header";
import { ReviewControls } from "@/components/admin/review-controls";
import { WindowTabs } from "@/components/admin/window-tabs";
import { formatCount, formatMs, formatPercent, formatTime } from "@/lib/admin/format";
import { pageAdmin } from "@/lib/admin/page-actor";
import { loadPlannerDashboard } from "@/lib/admin/planner-data";
import { parseWindowDays, WINDOW_DAYS } from "@/lib/admin/planner-metrics";
import { db } from "@/lib/db";

export const dynamic = "force-dynamic";

function Stat({
  label,
  value,
  hint,
  tone,
}: {
  label: string;
  value: string;
  hint?: string;
  tone?: "ok" | "bad";
}) {
  return (
    <div className={tone ? `adm-stat-${tone}` : undefined}>
      <dt>{label}</dt>
      <dd>{value}</dd>
      {/* A definition list's group holds only dt and dd (the hint is a second description). */}
      {hint && <dd className="muted small adm-stat-hint">{hint}</dd>}
    </div>
  );
}

export default async function PlannerDashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await pageAdmin();
  if (!actor) return null;
  const days = parseWindowDays((await searchParams).days);
  const d = await loadPlannerDashboard(db(), actor, days);
  const m = d.metrics;
  return (
    <section className="adm-page">
      <PageHeader
        title="Shadow reports"
        subtitle={`Classic vs capability planning on recorded turns of ${actor.projectName}, since ${formatTime(d.since)}.`}
        actions={<WindowTabs path="/admin/planner" days={days} options={WINDOW_DAYS} />}
      />
      {d.mode !== "shadow" && (
        <p className="notice adm-gap">
          The planner mode is <strong>{d.mode}</strong>: no new shadow reports are being recorded.{" "}
          <Link href="/admin/settings">Switch to shadow</Link> to compare both pipelines on live traffic.
        </p>
      )}
      {d.partial && <p className="notice adm-gap">Very busy window: figures cover the newest 5,000 rows.</p>}

      <dl className="stats adm-stats" data-testid="planner-stats">
        <Stat
          label="Shadow turns"
          value={formatCount(m.reports)}
          hint={`${formatCount(m.turns)} turns in all modes`}
        />
        <Stat
          label="Agreement rate"
          value={formatPercent(m.agreementRate)}
          hint={`${m.agreements} of ${m.reports} agree`}
        />
        <Stat
          label="Invalid-plan rate"
          value={formatPercent(m.invalidPlanRate)}
          hint={`${m.invalidPlans} capability ${m.invalidPlans === 1 ? "plan" : "plans"} needed correction`}
          tone={m.invalidPlans > 0 ? "bad" : undefined}
        />
        <Stat
          label="Corrections"
          value={formatCount(m.corrections.capability)}
          hint={`capability side · classic ${m.corrections.classic}`}
        />
        <Stat label="Fallbacks" value={formatCount(m.fallbacks)} hint="no valid capability plan" />
        <Stat
          label="Premature insufficient avoided"
          value={formatCount(m.prematureInsufficientAvoided)}
          hint="classic gave up, capability found tools"
        />
        <Stat
          label="Average candidates"
          value={m.averageCandidates === null ? "—" : String(m.averageCandidates)}
          hint="routed per turn (≤ 8)"
        />
        <Stat
          label="Shadow external calls"
          value={formatCount(m.externalCalls.shadow)}
          hint={`classic side made ${m.externalCalls.classic}`}
          tone={m.externalCalls.shadow === 0 ? "ok" : "bad"}
        />
        <Stat
          label="Divergences reviewed"
          value={`${m.reviewed}/${m.divergences}`}
          tone={m.unreviewed > 0 ? "bad" : m.divergences > 0 ? "ok" : undefined}
          hint={m.unreviewed > 0 ? `${m.unreviewed} awaiting review` : "nothing waiting"}
        />
        <Stat
          label="Tokens"
          value={formatCount(m.tokens.capability + m.tokens.classic)}
          hint={`capability ${formatCount(m.tokens.capability)} · classic ${formatCount(m.tokens.classic)}`}
        />
      </dl>

      <div className="adm-two">
        <div>
          <h2>Latency</h2>
          <table className="data-table" data-testid="latency">
            <thead>
              <tr>
                <th>Phase</th>
                <th className="num">Samples</th>
                <th className="num">Average</th>
                <th className="num">p95</th>
              </tr>
            </thead>
            <tbody>
              {(
                [
                  ["Capability router", m.latency.capabilityRouting],
                  ["Capability planner", m.latency.capabilityPlanning],
                  ["Classic planner", m.latency.classicPlanning],
                ] as const
              ).map(([label, s]) => (
                <tr key={label}>
                  <td>{label}</td>
                  <td className="num">{s.n}</td>
                  <td className="num">{formatMs(s.avg)}</td>
                  <td className="num">{formatMs(s.p95)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div>
          <h2>Schema and validation errors</h2>
          {m.schemaErrors.length === 0 ? (
            <p className="muted adm-empty">No validation issue recorded in this window.</p>
          ) : (
            <table className="data-table" data-testid="schema-errors">
              <thead>
                <tr>
                  <th>Server</th>
                  <th>Tool</th>
                  <th>Side</th>
                  <th className="num">Issues</th>
                  <th>Codes</th>
                </tr>
              </thead>
              <tbody>
                {m.schemaErrors.slice(0, 30).map((r) => (
                  <tr key={`${r.server}/${r.tool}/${r.side}`}>
                    <td>
                      <code>{r.server}</code>
                    </td>
                    <td>
                      <code>{r.tool}</code>
                    </td>
                    <td>{r.side}</td>
                    <td className="num">{r.count}</td>
                    <td className="small">
                      {Object.entries(r.codes)
                        .map(([c, n]) => `${c} ×${n}`)
                        .join(", ")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </div>

      <h2>
        Divergent turns <span className="muted small">({d.divergent.length})</span>
      </h2>
      {d.divergent.length === 0 ? (
        <p className="muted adm-empty">Both pipelines agreed on every shadow turn in this window.</p>
      ) : (
        <ol className="adm-divergences" data-testid="divergences">
          {d.divergent.map((t) => (
            <li
              key={t.reportId}
              className="card adm-divergence"
              data-testid="divergence"
              data-report-id={t.reportId}
            >
              <div className="adm-div-head">
                <div>
                  <p className="adm-question">“{t.question || "(question not recorded)"}”</p>
                  <p className="muted small">
                    {formatTime(t.at)} · turn <code>{t.turnId}</code>
                  </p>
                </div>
                <div className="adm-row">
                  <span className={`pill ${t.sameDecision ? "" : "warn"}`}>
                    {t.sameDecision ? "same decision" : `${t.classicDecision} vs ${t.capabilityDecision}`}
                  </span>
                  {!t.sameTools && <span className="pill warn">different tools</span>}
                  {t.unsafeProposals.length > 0 && <span className="pill bad">unsafe proposal</span>}
                </div>
              </div>
              <div className="adm-plans">
                <JsonBlock title="Classic plan (executed)" json={t.classicJson} tone="classic" />
                <JsonBlock
                  title="Capability plan (shadow, not executed)"
                  json={t.capabilityJson}
                  tone="capability"
                />
              </div>
              <div className="adm-div-foot">
                <ReviewControls
                  reportId={t.reportId}
                  review={t.review}
                  atText={t.review ? formatTime(t.review.at) : ""}
                />
                <LiveDataToggle reportId={t.reportId} value={t.liveDataLabel} />
              </div>
            </li>
          ))}
        </ol>
      )}

      <h2>
        Recent shadow turns <span className="muted small">(newest {d.recent.length})</span>
      </h2>
      {d.recent.length === 0 ? (
        <p className="muted adm-empty">No shadow report in this window.</p>
      ) : (
        <table className="data-table" data-testid="shadow-turns">
          <thead>
            <tr>
              <th>When</th>
              <th>Question</th>
              <th>Classic</th>
              <th>Capability</th>
              <th>Agreement</th>
              <th>Should have used live data</th>
            </tr>
          </thead>
          <tbody>
            {d.recent.map((t) => (
              <tr key={t.reportId} data-testid="shadow-turn" data-report-id={t.reportId}>
                <td className="adm-nowrap">{formatTime(t.at)}</td>
                <td className="adm-question-cell">{t.question}</td>
                <td>{t.classicDecision}</td>
                <td>{t.capabilityDecision}</td>
                <td>
                  {t.agreement ? (
                    <span className="pill ok">agree</span>
                  ) : (
                    <span className={`pill ${t.review ? "" : "warn"}`}>
                      {t.review ? "reviewed" : "diverged"}
                    </span>
                  )}
                </td>
                <td>
                  <LiveDataToggle
                    reportId={t.reportId}
                    value={t.liveDataLabel}
                    compact
                    question={t.question}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
