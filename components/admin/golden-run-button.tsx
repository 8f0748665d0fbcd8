"use client";

import { runGoldenAction } from "@/app/(admin)/actions";
import { ActionMessage } from "./action-message";
import { useAdminAction } from "./use-admin-action";

export function GoldenRunButton() {
  const { pending, outcome, run } = useAdminAction();
  return (
    <div className="stack adm-golden-run">
      <div className="adm-row">
        <button
          type="button"
          className="btn"
          disabled={pending}
          onClick={() =>
            run(runGoldenAction, (r) => {
              const total = r.data.passed + r.data.failed;
              const head = `Golden scenarios: ${r.data.passed}/${total} passed in ${(r.data.ms / 1000).toFixed(1)} s.`;
              return r.data.failed ? `${head} ${r.data.failures.slice(0, 3).join(" · ")}` : head;
            })
          }
        >
          {pending ? "Running golden scenarios…" : "Run golden scenarios"}
        </button>
        {pending && <span className="spinner" aria-hidden="true" />}
      </div>
      <ActionMessage outcome={outcome} testId="golden-result" />
    </div>
  );
}
