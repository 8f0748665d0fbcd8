"use client";

import { approveToolAction, quarantineToolAction } from "@/app/(admin)/actions";
import { ActionMessage } from "./action-message";
import { useAdminAction } from "./use-admin-action";

export function ToolActions({
  connectionId,
  toolName,
  approveLabel,
  can,
}: {
  connectionId: string;
  toolName: string;
  approveLabel: string;
  can: { approveRead: boolean; classifyWrite: boolean; quarantine: boolean };
}) {
  const { pending, outcome, run } = useAdminAction();
  if (!can.approveRead && !can.classifyWrite && !can.quarantine)
    return <span className="muted small">—</span>;
  return (
    <div className="adm-tool-actions">
      {can.approveRead && (
        <button
          type="button"
          className="btn small"
          disabled={pending}
          aria-label={`${approveLabel} ${toolName}`}
          onClick={() => run(() => approveToolAction({ connectionId, toolName, classification: "read" }))}
        >
          {approveLabel}
        </button>
      )}
      {can.quarantine && (
        <button
          type="button"
          className="btn small danger"
          disabled={pending}
          aria-label={`Quarantine ${toolName}`}
          onClick={() => run(() => quarantineToolAction({ connectionId, toolName }))}
        >
          Quarantine
        </button>
      )}
      {can.classifyWrite && (
        <button
          type="button"
          className="btn small ghost"
          disabled={pending}
          aria-label={`Classify ${toolName} as write`}
          onClick={() => run(() => approveToolAction({ connectionId, toolName, classification: "write" }))}
        >
          Classify write
        </button>
      )}
      <ActionMessage outcome={outcome} />
    </div>
  );
}
