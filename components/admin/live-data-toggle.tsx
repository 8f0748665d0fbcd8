"use client";

import { labelLiveDataAction } from "@/app/(admin)/actions";
import { ActionMessage } from "./action-message";
import { useAdminAction } from "./use-admin-action";

/** "Should have used live data": builds the labelled cases the promotion gate checks. */
export function LiveDataToggle({ reportId, value }: { reportId: string; value: boolean }) {
  const { pending, outcome, run } = useAdminAction();
  return (
    <span className="adm-toggle-wrap">
      <label className="adm-check">
        <input
          type="checkbox"
          checked={value}
          disabled={pending}
          onChange={(e) => {
            const next = e.target.checked;
            run(() => labelLiveDataAction({ reportId, value: next }));
          }}
        />
        Should have used live data
      </label>
      <ActionMessage outcome={outcome} />
    </span>
  );
}
