import Link from "next/link";
import { redirect } from "next/navigation";
import { AdminNav } from "@/components/admin/admin-nav";
import { AppHeader } from "@/components/ui/app-header";
import { getActorOrNull } from "@/lib/auth";
import "./admin.css";

export const dynamic = "force-dynamic";

/** The admin area exists only for tenant admins; members get a clear refusal, not the page. */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const actor = await getActorOrNull();
  if (!actor) redirect("/sign-in");
  if (actor.role !== "admin") {
    return (
      <div className="app-shell">
        <AppHeader actor={actor} area="admin" />
        <main className="empty-state" data-testid="admin-refused">
          <h1>Administrators only</h1>
          <p className="muted">
            You are signed in as a member of {actor.tenantName}. Ask a tenant administrator for access.
          </p>
          <Link href="/" className="btn">
            Back to chat
          </Link>
        </main>
      </div>
    );
  }
  return (
    <div className="app-shell">
      <AppHeader actor={actor} area="admin" />
      <div className="app-body">
        <AdminNav />
        <main className="admin-main">{children}</main>
      </div>
    </div>
  );
}
