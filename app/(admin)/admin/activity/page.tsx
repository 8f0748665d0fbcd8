import Link from "next/link";
import { PageHeader } from "@/components/admin/page-header";
import { activityQuery, OUTCOMES, PAGE_SIZE, parseActivityFilters } from "@/lib/admin/activity";
import { loadActivity } from "@/lib/admin/activity-data";
import { formatTime } from "@/lib/admin/format";
import { pageAdmin } from "@/lib/admin/page-actor";
import { db } from "@/lib/db";

export const dynamic = "force-dynamic";

const OUTCOME_TONE: Record<string, string> = { ok: "ok", refused: "bad", error: "warn" };

export default async function ActivityPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await pageAdmin();
  if (!actor) return null;
  const f = parseActivityFilters(await searchParams);
  const a = await loadActivity(db(), actor, f);
  const day = (d: Date | null, minusOne = false) =>
    d ? new Date(d.getTime() - (minusOne ? 86_400_000 : 0)).toISOString().slice(0, 10) : "";
  return (
    <section className="adm-page">
      <PageHeader
        title="Activity"
        subtitle={`Append-only audit log of ${actor.tenantName} (project ${actor.projectName} and tenant-wide events). Data is redacted.`}
      />
      <form className="adm-filters card" method="get" aria-label="Filter activity">
        <label className="field">
          Kind
          <select name="kind" defaultValue={f.kind ?? ""}>
            <option value="">All kinds</option>
            {a.kinds.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          Outcome
          <select name="outcome" defaultValue={f.outcome ?? ""}>
            <option value="">Any</option>
            {OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          Actor
          <select name="actor" defaultValue={f.actorId ?? ""}>
            <option value="">Anyone</option>
            {a.people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          From
          <input type="date" name="from" defaultValue={day(f.from)} />
        </label>
        <label className="field">
          To
          <input type="date" name="to" defaultValue={day(f.to, true)} />
        </label>
        <div className="adm-filter-buttons">
          <button type="submit" className="btn primary">
            Apply
          </button>
          <Link href="/admin/activity" className="btn">
            Reset
          </Link>
        </div>
      </form>

      {a.rows.length === 0 ? (
        <p className="muted adm-empty">No event matches these filters.</p>
      ) : (
        <table className="data-table adm-activity" data-testid="activity">
          <thead>
            <tr>
              <th>When</th>
              <th>Kind</th>
              <th>Outcome</th>
              <th>Actor</th>
              <th>Target</th>
              <th>Reason</th>
              <th>Data (redacted)</th>
            </tr>
          </thead>
          <tbody>
            {a.rows.map((r) => (
              <tr key={r.id} data-testid="activity-row">
                <td className="adm-nowrap">{formatTime(r.at)}</td>
                <td>
                  <code>{r.kind}</code>
                </td>
                <td>
                  <span className={`pill ${OUTCOME_TONE[r.outcome] ?? ""}`}>{r.outcome}</span>
                </td>
                <td className="adm-nowrap">{r.actor}</td>
                <td className="adm-target" title={r.target}>
                  {r.target}
                </td>
                <td className="adm-break">{r.reason}</td>
                <td className="adm-data">
                  {r.data === null ? (
                    <span className="muted">—</span>
                  ) : r.data.truncated ? (
                    <details>
                      <summary>
                        <code>{r.data.preview}</code>
                      </summary>
                      <pre className="adm-json small">{r.data.full}</pre>
                    </details>
                  ) : (
                    <code>{r.data.preview}</code>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav className="adm-pager" aria-label="Pages">
        {a.page > 1 ? (
          <Link className="btn small" href={`/admin/activity${activityQuery(f, a.page - 1)}`}>
            ← Newer
          </Link>
        ) : (
          <span />
        )}
        <span className="muted small">
          Page {a.page} · {PAGE_SIZE} per page
        </span>
        {a.hasNext ? (
          <Link className="btn small" href={`/admin/activity${activityQuery(f, a.page + 1)}`}>
            Older →
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </section>
  );
}
