"use client";

import { useState } from "react";
import { reviewShadowAction } from "@/app/(admin)/actions";
import { ActionMessage } from "./action-message";
import { useAdminAction } from "./use-admin-action";

export interface ReviewState {
  verdict: string;
  note: string;
  by: string;
  at: string;
}

const VERDICT_TEXT: Record<string, string> = {
  classic: "Agrees with classic",
  capability: "Agrees with capability",
  note: "Note",
};

export function ReviewControls({
  reportId,
  review,
  atText,
}: {
  reportId: string;
  review: ReviewState | null;
  atText: string;
}) {
  const [editing, setEditing] = useState(review === null);
  const [note, setNote] = useState(review?.note ?? "");
  const { pending, outcome, run } = useAdminAction();

  const send = (verdict: "classic" | "capability" | "note") =>
    run(
      () => reviewShadowAction({ reportId, verdict, note }),
      () => {
        setEditing(false);
        return undefined;
      },
    );

  if (review && !editing) {
    return (
      <div className="adm-review done" data-testid="review-state">
        <span className="pill ok">Reviewed</span>
        <span>
          <strong>{VERDICT_TEXT[review.verdict] ?? review.verdict}</strong> · by {review.by} · {atText}
        </span>
        {review.note && <q className="adm-note">{review.note}</q>}
        <button type="button" className="btn small ghost" onClick={() => setEditing(true)}>
          Change review
        </button>
      </div>
    );
  }
  return (
    <div className="adm-review" data-testid="review-controls">
      <div className="adm-row">
        <button type="button" className="btn small" disabled={pending} onClick={() => send("classic")}>
          Agree with classic
        </button>
        <button type="button" className="btn small" disabled={pending} onClick={() => send("capability")}>
          Agree with capability
        </button>
      </div>
      <div className="adm-row">
        <input
          type="text"
          aria-label="Review note"
          className="adm-grow"
          maxLength={1000}
          placeholder="Optional note (required for “Save note”)"
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <button
          type="button"
          className="btn small"
          disabled={pending || !note.trim()}
          onClick={() => send("note")}
        >
          Save note
        </button>
      </div>
      <ActionMessage outcome={outcome} />
    </div>
  );
}
