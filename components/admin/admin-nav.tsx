"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

const LINKS = [
  { href: "/admin", label: "Overview" },
  { href: "/admin/settings", label: "Planner mode" },
  { href: "/admin/connections", label: "Connections" },
  { href: "/admin/planner", label: "Shadow reports" },
  { href: "/admin/planner/gate", label: "Promotion gate" },
  { href: "/admin/activity", label: "Activity" },
] as const;

/** The admin sections; the current one is marked (the longest matching prefix wins). */
export function AdminNav() {
  const path = usePathname() ?? "";
  const current = [...LINKS]
    .filter((l) => path === l.href || path.startsWith(`${l.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0]?.href;
  return (
    <nav className="sidebar admin-nav" aria-label="Admin">
      {LINKS.map((l) => (
        <Link key={l.href} href={l.href} aria-current={l.href === current ? "page" : undefined}>
          {l.label}
        </Link>
      ))}
    </nav>
  );
}
