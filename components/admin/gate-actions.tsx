"use client";

import { useState } from "react";
import { promoteAction, rollbackAction } from "@/app/(admin)/actions";
import { ActionMessage } from "./action-message";
import { useAdminAction } from "./use-admin-action";

const MIN_REASON = 10;

/**
 * Promote (only when every criterion is green), force-promote with a written reason, or roll back.
 * The server recomputes the gate: these buttons only mirror what it will allow.
 */
export function GateActions({ allGreen, mode }: { allGreen: boolean; mode: string }) {
  const [forcing, setForcing] = useState(false);
  const [reason, setReason] = useState("");
  const { pending, outcome, run } = useAdminAction();
  const isCapability = mode === "capability";

  return (
    <div className="stack" data-testid="gate-actions">
      <div className="adm-row">
        <button
          type="button"
          className="btn primary"
          disabled={pending || !allGreen || isCapability}
          title={allGreen ? undefined : "Enabled when every criterion is green"}
          onClick={() =>
            run(
              () => promoteAction({ force: false }),
              () => "Promoted: capability mode applies from the next turn.",
            )
          }
        >
          Promote to capability
        </button>
        {!allGreen && !isCapability && (
          <button
            type="button"
            className="btn"
            disabled={pending}
            onClick={() => setForcing((f) => !f)}
            aria-expanded={forcing}
          >
            Force promote…
          </button>
        )}
        <button
          type="button"
          className="btn danger"
          disabled={pending || mode === "classic"}
          onClick={() =>
            run(
              () => rollbackAction({ reason: "Rollback from the promotion gate" }),
              () => "Rolled back: classic mode applies from the next turn.",
            )
          }
        >
          Rollback to classic
        </button>
      </div>
      {forcing && !allGreen && (
        <form
          className="stack adm-force"
          aria-label="Force promotion"
          onSubmit={(e) => {
            e.preventDefault();
            run(
              () => promoteAction({ force: true, reason }),
              () => {
                setForcing(false);
                setReason("");
                return "Forced promotion recorded: capability mode applies from the next turn.";
              },
            );
          }}
        >
          <p className="notice">
            Some criteria are red. A forced promotion is recorded with your reason in the setting history and
            the audit log.
          </p>
          <label className="field">
            Written reason (at least {MIN_REASON} characters)
            <textarea
              rows={2}
              value={reason}
              maxLength={500}
              required
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
          <div className="adm-row">
            <button
              type="submit"
              className="btn primary"
              disabled={pending || reason.trim().length < MIN_REASON}
            >
              Force promote to capability
            </button>
          </div>
        </form>
      )}
      <ActionMessage outcome={outcome} testId="gate-result" />
    </div>
  );
}
