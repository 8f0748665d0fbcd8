import type { CapabilityView } from "@/lib/admin/connection-view";
import { ToolActions } from "./tool-actions";

const ELIGIBILITY_TONE = { eligible: "ok", excluded: "", quarantined: "bad" } as const;

/** Every capability of one source with its eligibility, the host's reason, warnings and decisions. */
export function CapabilityTable({
  connectionId,
  capabilities,
}: {
  connectionId: string;
  capabilities: CapabilityView[];
}) {
  if (capabilities.length === 0)
    return <p className="muted adm-empty">No tool in the cached catalog. Re-sync.</p>;
  return (
    <table className="data-table adm-caps" data-testid="capabilities">
      <thead>
        <tr>
          <th>Tool</th>
          <th>Entity · operation</th>
          <th>Eligibility</th>
          <th>Reason and notes</th>
          <th>Approval</th>
          <th>Actions</th>
        </tr>
      </thead>
      <tbody>
        {capabilities.map((c) => (
          <tr
            key={c.id}
            data-testid="capability"
            data-tool={c.localName}
            data-eligibility={c.eligibility}
            className={c.eligibility === "eligible" ? undefined : "adm-dim"}
          >
            <td>
              <code className="adm-tool">{c.localName}</code>
              {c.description && (
                <span className="muted small adm-block adm-desc" title="Remote description (untrusted data)">
                  {c.description}
                </span>
              )}
            </td>
            <td className="adm-nowrap">
              {c.entity} · {c.operation}
            </td>
            <td>
              <span className={`pill ${ELIGIBILITY_TONE[c.eligibility]}`} data-testid="eligibility">
                {c.eligibility}
              </span>
              {c.shapeWarning && (
                <span
                  className="pill warn adm-block-pill"
                  data-testid="shape-warning"
                  title="No output schema and no collection path: the result shape is inferred at run time"
                >
                  shape inferred — rollout risk
                </span>
              )}
            </td>
            <td className="adm-reason">
              {c.reason ? (
                <span data-testid="exclusion-reason">{c.reason}</span>
              ) : (
                <span className="muted">read-only · risk {c.risk}</span>
              )}
              {c.diagnostics.length > 0 && (
                <details className="adm-diag">
                  <summary>{c.diagnostics.length} diagnostics</summary>
                  <ul>
                    {c.diagnostics.map((d) => (
                      <li key={d}>{d}</li>
                    ))}
                  </ul>
                </details>
              )}
            </td>
            <td className="small">
              {c.approval ? (
                <>
                  {c.approval.status}
                  {c.approval.classification !== "unknown" && (
                    <span className="muted"> · {c.approval.classification}</span>
                  )}
                </>
              ) : (
                <span className="muted">—</span>
              )}
            </td>
            <td>
              {connectionId ? (
                <ToolActions
                  connectionId={connectionId}
                  toolName={c.localName}
                  approveLabel={c.eligibility === "quarantined" ? "Re-approve" : "Approve read"}
                  can={c.actions}
                  changeVerb={c.changeVerb}
                />
              ) : (
                <span className="muted small">built-in</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
