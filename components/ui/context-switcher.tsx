"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { switchContextAction } from "@/app/(chat)/actions";
import type { ActorContext } from "@/lib/auth/actor";

export function ContextSwitcher({
  contexts,
  current,
}: {
  contexts: ActorContext[];
  current: { tenantId: string; projectId: string };
}) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const options = contexts.flatMap((c) =>
    c.projects.map((p) => ({ value: `${c.tenantId}:${p.id}`, label: `${c.tenantName} / ${p.name}` })),
  );
  if (options.length <= 1) {
    return <span className="context-label">{options[0]?.label}</span>;
  }
  return (
    <label className="context-switcher">
      <span className="sr-only">Workspace</span>
      <select
        aria-label="Workspace"
        value={`${current.tenantId}:${current.projectId}`}
        disabled={pending}
        onChange={(e) => {
          const [tenantId, projectId] = e.target.value.split(":");
          start(async () => {
            await switchContextAction({ tenantId, projectId });
            router.push("/");
            router.refresh();
          });
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
