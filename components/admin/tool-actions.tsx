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
  // Each button's name starts with its visible label, then the tool (WCAG 2.5.3 label in name).
  return (
    <div className="adm-tool-actions">
      {can.approveRead && (
        <button
          type="button"
          className="btn small"
          disabled={pending}
          onClick={() => run(() => approveToolAction({ connectionId, toolName, classification: "read" }))}
        >
          {approveLabel}
          <span className="sr-only"> {toolName}</span>
        </button>
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
