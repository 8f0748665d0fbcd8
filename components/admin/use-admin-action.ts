"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { ActionResult } from "@/lib/action-result";

export type Outcome = { kind: "ok" | "error"; text: string } | null;

/**
 * Runs an admin server action from a client control: pending state, the result as a message
 * (`failed`/`invalid_data` show the server's own words), and a refresh so the page shows the change.
 */
export function useAdminAction() {
  const [pending, start] = useTransition();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const router = useRouter();

  function run<T>(
    call: () => Promise<ActionResult<T>>,
    onSuccess?: (r: Extract<ActionResult<T>, { status: "success" }>) => string | undefined,
  ) {
    setOutcome(null);
    start(async () => {
      try {
        const r = await call();
        if (r.status === "success") {
          const text = onSuccess?.(r as Extract<ActionResult<T>, { status: "success" }>);
          setOutcome(text ? { kind: "ok", text } : null);
          router.refresh();
        } else {
          setOutcome({ kind: "error", text: r.message });
        }
      } catch {
        setOutcome({ kind: "error", text: "The server could not be reached. Try again." });
      }
    });
  }

  return { pending, outcome, setOutcome, run };
}
