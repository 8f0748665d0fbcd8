import Link from "next/link";
import type { Actor } from "@/lib/auth/actor";
import { ContextSwitcher } from "./context-switcher";
import { SignOutButton } from "./sign-out-button";

export function AppHeader({ actor, area = "chat" }: { actor: Actor; area?: "chat" | "admin" }) {
  return (
    <header className="app-header">
      <Link href="/" className="brand">
        <span className="brand-mark" aria-hidden="true">
          ▦
        </span>{" "}
        Tabletalk
      </Link>
      <nav aria-label="Main" className="header-nav">
        <Link href="/" aria-current={area === "chat" ? "page" : undefined}>
          Chat
        </Link>
        {actor.role === "admin" && (
          <Link href="/admin" aria-current={area === "admin" ? "page" : undefined}>
            Admin
          </Link>
        )}
      </nav>
      <div className="header-right">
        <ContextSwitcher
          contexts={actor.contexts}
          current={{ tenantId: actor.tenantId, projectId: actor.projectId }}
        />
        <span className="user-chip" title={actor.email}>
          {actor.name} <span className="muted">· {actor.role}</span>
        </span>
        <SignOutButton />
      </div>
    </header>
  );
}
