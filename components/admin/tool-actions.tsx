"use client";

import { useState } from "react";
import { approveToolAction, quarantineToolAction } from "@/app/(admin)/actions";
import { ActionMessage } from "./action-message";
import { useAdminAction } from "./use-admin-action";

export function ToolActions({
  connectionId,
  toolName,
  approveLabel,
  can,
  changeVerb,
}: {
  connectionId: string;
  toolName: string;
  approveLabel: string;
  can: { approveRead: boolean; classifyWrite: boolean; quarantine: boolean };
  /** The verb of the tool's name that says it changes data: approving it as read is confirmed first. */
  changeVerb?: string;
}) {
  const { pending, outcome, run } = useAdminAction();
  const [confirming, setConfirming] = useState(false);
  const approveRead = (confirmNamedChange: boolean) =>
    run(() => approveToolAction({ connectionId, toolName, classification: "read", confirmNamedChange }));
  if (!can.approveRead && !can.classifyWrite && !can.quarantine)
    return <span className="muted small">—</span>;
  // Each button's name starts with its visible label, then the tool (WCAG 2.5.3 label in name).
  return (
    <div className="adm-tool-actions">
      {can.approveRead && !confirming && (
        <button
          type="button"
          className="btn small"
          disabled={pending}
          onClick={() => (changeVerb ? setConfirming(true) : approveRead(false))}
        >
          {approveLabel}
          <span className="sr-only"> {toolName}</span>
        </button>
      )}
      {can.approveRead && confirming && (
        // A name that says it changes data ("reserve") is a likely write: the admin confirms it reads.
        <fieldset className="adm-confirm" aria-label={`Confirm read approval of ${toolName}`}>
          <p className="small" data-testid="named-change-warning">
            Its name says “{changeVerb}”, a verb that changes data. This release calls read-only tools only:
            approve it as read only if you checked that it does not change anything.
          </p>
          <button
            type="button"
            className="btn small danger"
            disabled={pending}
            onClick={() => {
              setConfirming(false);
              approveRead(true);
            }}
          >
            Approve as read anyway<span className="sr-only"> {toolName}</span>
          </button>
          <button
            type="button"
            className="btn small ghost"
            disabled={pending}
            onClick={() => setConfirming(false)}
          >
            Cancel
          </button>
        </fieldset>
      )}
      {can.quarantine && (
        <button
          type="button"
          className="btn small danger"
          disabled={pending}
          onClick={() => run(() => quarantineToolAction({ connectionId, toolName }))}
        >
          Quarantine<span className="sr-only"> {toolName}</span>
        </button>
      )}
      {can.classifyWrite && (
        <button
          type="button"
          className="btn small ghost"
          disabled={pending}
          onClick={() => run(() => approveToolAction({ connectionId, toolName, classification: "write" }))}
        >
          Classify write<span className="sr-only"> {toolName}</span>
        </button>
      )}
      <ActionMessage outcome={outcome} />
    </div>
  );
}
