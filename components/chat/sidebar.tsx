"use client";

import Link from "next/link";
import { useParams, useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import {
  createConversationAction,
  deleteConversationAction,
  renameConversationAction,
} from "@/app/(chat)/actions";

export function Sidebar({ conversations }: { conversations: { id: string; title: string }[] }) {
  const router = useRouter();
  const params = useParams<{ id?: string }>();
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  // Server-rendered buttons do nothing until React hydrates: keep them disabled until then so an
  // early click is not silently lost (the button becomes enabled the moment it works).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  function create() {
    start(async () => {
      const r = await createConversationAction();
      if (r.status === "success") {
        router.push(`/c/${r.data.id}`);
        router.refresh();
      } else setError(r.message);
    });
  }

  function rename(id: string, title: string) {
    start(async () => {
      const r = await renameConversationAction({ id, title });
      if (r.status !== "success") setError(r.message);
      setEditing(null);
      router.refresh();
    });
  }

  function remove(id: string, title: string) {
    if (!window.confirm(`Delete “${title}”? This cannot be undone.`)) return;
    start(async () => {
      const r = await deleteConversationAction({ id });
      if (r.status !== "success") setError(r.message);
      if (params.id === id) router.push("/");
      router.refresh();
    });
  }

  return (
    <aside className="sidebar" aria-label="Conversations">
      <button type="button" className="btn primary block" onClick={create} disabled={pending || !hydrated}>
        + New conversation
      </button>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      <ul className="conv-list">
        {conversations.length === 0 && <li className="muted small">No conversations yet.</li>}
        {conversations.map((c) => (
          <li
            key={c.id}
            className={params.id === c.id ? "conv active" : "conv"}
            data-testid="conversation-item"
          >
            {editing === c.id ? (
              <form
                className="rename-form"
                onSubmit={(e) => {
                  e.preventDefault();
                  rename(c.id, String(new FormData(e.currentTarget).get("title") ?? ""));
                }}
              >
                <input
                  name="title"
                  aria-label="Conversation title"
                  defaultValue={c.title}
                  maxLength={120}
                  // biome-ignore lint/a11y/noAutofocus: the user just asked to rename this item
                  autoFocus
                  onKeyDown={(e) => e.key === "Escape" && setEditing(null)}
                />
                <button type="submit" className="btn small">
                  Save
                </button>
              </form>
            ) : (
              <>
                <Link
                  href={`/c/${c.id}`}
                  aria-current={params.id === c.id ? "page" : undefined}
                  className="conv-link"
                >
                  {c.title}
                </Link>
                <span className="conv-actions">
                  <button
                    type="button"
                    className="icon-btn"
                    aria-label={`Rename ${c.title}`}
                    onClick={() => setEditing(c.id)}
                  >
                    <PencilIcon />
                  </button>
                  <button
                    type="button"
                    className="icon-btn"
                    aria-label={`Delete ${c.title}`}
                    onClick={() => remove(c.id, c.title)}
                  >
                    <TrashIcon />
                  </button>
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
    </aside>
  );
}

// Inline icons: an emoji (🗑) renders as an empty box where no emoji font is installed.
function Icon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
      style={{ display: "block" }}
    >
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

function PencilIcon() {
  return <Icon d="M11.3 2.3a1.5 1.5 0 0 1 2.1 2.1L5.5 12.3 2.5 13.5l1.2-3z" />;
}

function TrashIcon() {
  return <Icon d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4M6.8 6.5v4.5M9.2 6.5v4.5" />;
}
