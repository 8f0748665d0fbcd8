"use client";

import { useOptimistic } from "react";
import { resyncAction, setEnabledAction, setTrustedAction } from "@/app/(admin)/actions";
import { ActionMessage } from "./action-message";
import { useAdminAction } from "./use-admin-action";

export function ConnectionControls({
  id,
  name,
  kind,
  trusted,
  enabled,
}: {
  id: string;
  name: string;
  kind: "mcp" | "openapi";
  trusted: boolean;
  enabled: boolean;
}) {
  const { pending, outcome, run } = useAdminAction();
  // The boxes show the new state at once; the server's answer (or a failure) settles it.
  const [flags, setFlags] = useOptimistic({ trusted, enabled });
  // Names start with the visible label, then the connection (WCAG 2.5.3 label in name).
  return (
    <div className="stack adm-conn-controls">
      <div className="adm-row">
        {kind === "mcp" && (
          <label className="adm-check" title="Let this server's readOnlyHint annotations make tools eligible">
            <input
              type="checkbox"
              checked={flags.trusted}
              disabled={pending}
              onChange={(e) => {
                const v = e.target.checked;
                run(
                  () => {
                    setFlags({ ...flags, trusted: v });
                    return setTrustedAction({ connectionId: id, trusted: v });
                  },
                  () => (v ? "Marked trusted: its read-only annotations now count." : "No longer trusted."),
                );
              }}
            />
            Trusted<span className="sr-only"> {name}</span>
          </label>
        )}
        <label className="adm-check">
          <input
            type="checkbox"
            checked={flags.enabled}
            disabled={pending}
            onChange={(e) => {
              const v = e.target.checked;
              run(
                () => {
                  setFlags({ ...flags, enabled: v });
                  return setEnabledAction({ connectionId: id, enabled: v });
                },
                () => (v ? "Enabled from the next turn." : "Disabled from the next turn."),
              );
            }}
          />
          Enabled<span className="sr-only"> {name}</span>
        </label>
        <button
          type="button"
          className="btn small"
          disabled={pending}
          onClick={() =>
            run(
              () => resyncAction({ connectionId: id }),
              (r) =>
                r.data.ok
                  ? [
                      `Synced ${r.data.toolCount} tools`,
                      `${r.data.added.length} added${r.data.added.length ? ` (${r.data.added.slice(0, 5).join(", ")})` : ""}`,
                      `${r.data.quarantined.length} quarantined${r.data.quarantined.length ? ` (${r.data.quarantined.slice(0, 5).join(", ")})` : ""}`,
                    ].join(" · ")
                  : `Sync failed: ${r.data.error ?? "unknown error"}`,
            )
          }
        >
          {pending ? "Working…" : "Re-sync"}
          <span className="sr-only"> {name}</span>
        </button>
      </div>
      <ActionMessage outcome={outcome} testId="connection-result" />
    </div>
  );
}
