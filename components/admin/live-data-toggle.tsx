"use client";

import { useOptimistic } from "react";
import { labelLiveDataAction } from "@/app/(admin)/actions";
import { ActionMessage } from "./action-message";
import { useAdminAction } from "./use-admin-action";

/** "Should have used live data": builds the labelled cases the promotion gate checks. */
export function LiveDataToggle({
  reportId,
  value,
  compact = false,
  question = "",
}: {
  reportId: string;
  value: boolean;
  /** In a table whose header already says what the box means. */
  compact?: boolean;
  question?: string;
}) {
  const { pending, outcome, run } = useAdminAction();
  // Shows the new state at once; the server's answer (or a failure) settles it.
  const [checked, setChecked] = useOptimistic(value);
  return (
    <span className="adm-toggle-wrap">
      <label className="adm-check">
        <input
          type="checkbox"
          aria-label={compact ? `Should have used live data: ${question}` : undefined}
          checked={checked}
          disabled={pending}
          onChange={(e) => {
            const next = e.target.checked;
            run(() => {
              setChecked(next);
              return labelLiveDataAction({ reportId, value: next });
            });
          }}
        />
        {compact ? (checked ? "yes" : "") : "Should have used live data"}
      </label>
      <ActionMessage outcome={outcome} />
    </span>
  );
}
