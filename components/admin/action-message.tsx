"use client";

import type { Outcome } from "./use-admin-action";

export function ActionMessage({ outcome, testId }: { outcome: Outcome; testId?: string }) {
  if (!outcome) return null;
  return (
    <p
      className={outcome.kind === "ok" ? "adm-ok" : "form-error"}
      role={outcome.kind === "ok" ? "status" : "alert"}
      data-testid={testId}
    >
      {outcome.text}
    </p>
  );
}
