"use client";

import { useState } from "react";
import { setPlannerModeAction } from "@/app/(admin)/actions";
import { ActionMessage } from "./action-message";
import { useAdminAction } from "./use-admin-action";

const DESCRIPTIONS: Record<string, string> = {
  classic: "Baseline: one planner call over the flat eligible catalog. The rollback mode.",
  shadow:
    "Classic answers; the capability pipeline routes and plans without executing, and a report compares both.",
  capability: "Full pipeline: prefilter, router (≤ 8 candidates), planner, validation, execution.",
};

export function ModeForm({ current, modes }: { current: string; modes: readonly string[] }) {
  const [mode, setMode] = useState(current);
  const [reason, setReason] = useState("");
  const { pending, outcome, run } = useAdminAction();

  return (
    <form
      className="stack adm-form"
      aria-label="Change planner mode"
      onSubmit={(e) => {
        e.preventDefault();
        run(
          () => setPlannerModeAction({ mode, reason }),
          () => {
            setReason("");
            return `Planner mode set to ${mode}. It applies from the next turn.`;
          },
        );
      }}
    >
      <fieldset className="adm-modes">
        <legend className="sr-only">Planner mode</legend>
        {modes.map((m) => (
          <label key={m} className={`adm-mode${mode === m ? " selected" : ""}`}>
            <input type="radio" name="mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
            <span>
              <strong>{m}</strong>
              {m === current && <span className="pill ok adm-inline-pill">current</span>}
              <span className="muted small adm-block">{DESCRIPTIONS[m]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <label className="field">
        Reason for the change
        <textarea
          name="reason"
          rows={2}
          value={reason}
          required
          minLength={3}
          maxLength={500}
          placeholder="e.g. Start collecting shadow reports before promotion"
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <div className="adm-row">
        <button
          type="submit"
          className="btn primary"
          disabled={pending || mode === current || reason.trim().length < 3}
        >
          {pending ? "Saving…" : "Save mode"}
        </button>
        {mode === current && <span className="muted small">Choose a different mode to change it.</span>}
      </div>
      <ActionMessage outcome={outcome} testId="mode-result" />
    </form>
  );
}
