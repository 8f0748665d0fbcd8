import { AddMcpForm } from "@/components/admin/add-mcp-form";
import { AddOpenApiForm } from "@/components/admin/add-openapi-form";
import { CapabilityTable } from "@/components/admin/capability-table";
import { ConnectionControls } from "@/components/admin/connection-controls";
import { PageHeader } from "@/components/admin/page-header";
import { stdioChoices } from "@/lib/admin/connection-admin";
import { loadConnectionsView } from "@/lib/admin/connections-data";
import { formatTime } from "@/lib/admin/format";
import { pageAdmin } from "@/lib/admin/page-actor";
import { db } from "@/lib/db";

export const dynamic = "force-dynamic";

const STATUS_TONE: Record<string, string> = { ok: "ok", error: "bad", new: "warn" };

export default async function ConnectionsPage() {
  const actor = await pageAdmin();
  if (!actor) return null;
  const { connections, kb } = await loadConnectionsView(db(), actor);
  const eligible =
    connections.reduce((a, c) => a + c.counts.eligible, 0) +
    (kb.capability.eligibility === "eligible" ? 1 : 0);
  const total = connections.reduce((a, c) => a + c.counts.total, 0) + 1;
  return (
    <section className="adm-page">
      <PageHeader
        title="Connections & capabilities"
        subtitle={`Sources of ${actor.projectName}: ${eligible} of ${total} capabilities are eligible for the planner (read-only, host-verified).`}
      />

      {connections.map((c) => (
        <article
          key={c.id}
          className="card adm-conn"
          data-testid="connection"
          data-slug={c.slug}
          aria-label={c.name}
        >
          <header className="adm-conn-head">
            <div className="adm-grow">
              <h2 className="adm-conn-title">
                {c.name}{" "}
                <code className="adm-slug">{c.kind === "mcp" ? `mcp:${c.slug}` : `api:${c.slug}`}</code>
              </h2>
              <div className="adm-row adm-pills">
                <span className="pill">{c.kind === "mcp" ? "MCP" : "OpenAPI"}</span>
                <span className={`pill ${STATUS_TONE[c.status] ?? ""}`}>status: {c.status}</span>
                <span className={`pill ${c.enabled ? "ok" : ""}`}>{c.enabled ? "enabled" : "disabled"}</span>
                {c.kind === "mcp" && (
                  <span className={`pill ${c.trusted ? "ok" : ""}`}>
                    {c.trusted ? "trusted" : "not trusted"}
                  </span>
                )}
              </div>
            </div>
            <ConnectionControls
              id={c.id}
              name={c.name}
              kind={c.kind}
              trusted={c.trusted}
              enabled={c.enabled}
            />
          </header>
          <dl className="adm-kv">
            <div>
              <dt>Transport</dt>
              <dd>
                <code className="adm-break">{c.transport}</code>
              </dd>
            </div>
            <div>
              <dt>Last sync</dt>
              <dd>{formatTime(c.lastSyncAt)}</dd>
            </div>
            <div>
              <dt>Secrets</dt>
              <dd data-testid="secret-keys">
                {c.secretKeys.length === 0 ? (
                  <span className="muted">none</span>
                ) : (
                  c.secretKeys.map((k) => (
                    <code key={k} className="adm-secret">
                      {k}
                    </code>
                  ))
                )}
              </dd>
            </div>
            {c.allowList && (
              <div>
                <dt>Allow-list</dt>
                <dd>{c.allowList}</dd>
              </div>
            )}
          </dl>
          {c.lastError && (
            <p className="form-error" data-testid="last-error">
              Last error: {c.lastError}
            </p>
          )}
          <p className="adm-counts">
            <span className="pill ok">{c.counts.eligible} eligible</span>
            <span className="pill">{c.counts.excluded} excluded</span>
            {c.counts.quarantined > 0 && <span className="pill bad">{c.counts.quarantined} quarantined</span>}
            {c.counts.warnings > 0 && <span className="pill warn">{c.counts.warnings} inferred shape</span>}
          </p>
          {c.diagnostics.length > 0 && (
            <details className="adm-diag">
              <summary>Import diagnostics ({c.diagnostics.length})</summary>
              <ul>
                {c.diagnostics.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            </details>
          )}
          <CapabilityTable connectionId={c.id} capabilities={c.capabilities} />
          {c.unlisted > 0 && (
            <p className="muted small">
              {c.unlisted} more operations are indexed but not listed here; narrow the source with an
              allow-list to review them one by one.
            </p>
          )}
        </article>
      ))}

      <article className="card adm-conn" data-testid="connection" data-slug="kb" aria-label="Knowledge base">
        <header className="adm-conn-head">
          <div className="adm-grow">
            <h2 className="adm-conn-title">
              Knowledge base <code className="adm-slug">kb:docs</code>
            </h2>
            <div className="adm-row adm-pills">
              <span className="pill">built-in</span>
              <span className={`pill ${kb.documents > 0 ? "ok" : "warn"}`}>
                {kb.documents} documents · {kb.chunks} sections
              </span>
            </div>
          </div>
        </header>
        <p className="muted small">
          Full-text search over this project&apos;s policy documents, run by the database itself.
        </p>
        <CapabilityTable connectionId="" capabilities={[kb.capability]} />
      </article>

      <h2>Add a source</h2>
      <div className="adm-two">
        <details className="card adm-add" open={connections.length === 0}>
          <summary>Add an MCP server</summary>
          <AddMcpForm {...stdioChoices()} />
        </details>
        <details className="card adm-add">
          <summary>Add an OpenAPI source</summary>
          <AddOpenApiForm />
        </details>
      </div>
    </section>
  );
}
