/**
 * Seeds the embedded demo world once (idempotent: upserts by natural keys). Demo identities are
 * for the embedded default only; turn seeding off with SEED_DEMO=false for real deployments.
 */

import { hashPassword } from "@/lib/auth/password";
import type { Db } from "@/lib/db/client";
import { seedScope } from "@/lib/db/repositories/seed";

export const DEMO_USERS = [
  { email: "admin@acme.test", name: "Ada Admin", password: "acme-admin-demo", tenant: "acme", role: "admin" },
  {
    email: "member@acme.test",
    name: "Marco Member",
    password: "acme-member-demo",
    tenant: "acme",
    role: "member",
  },
  {
    email: "user@globex.test",
    name: "Grace Globex",
    password: "globex-user-demo",
    tenant: "globex",
    role: "admin",
  },
  {
    email: "consultant@demo.test",
    name: "Carla Consultant",
    password: "consultant-demo",
    tenant: "acme+globex",
    role: "member",
  },
] as const;

const TENANTS = [
  {
    slug: "acme",
    name: "Acme",
    projects: [
      { slug: "sales", name: "Sales" },
      { slug: "support", name: "Support" },
    ],
  },
  { slug: "globex", name: "Globex", projects: [{ slug: "research", name: "Research" }] },
] as const;

export async function seedIdentities(db: Db) {
  const seed = seedScope(db);
  const tenants: Record<string, { id: string; projects: Record<string, string> }> = {};
  for (const t of TENANTS) {
    const tenant = await seed.tenant(t.slug, t.name);
    const projects: Record<string, string> = {};
    for (const p of t.projects) projects[p.slug] = (await seed.project(tenant.id, p.slug, p.name)).id;
    tenants[t.slug] = { id: tenant.id, projects };
  }
  const access: Record<string, { tenant: string; role: "admin" | "member"; projects: string[] }[]> = {
    "admin@acme.test": [{ tenant: "acme", role: "admin", projects: ["sales", "support"] }],
    "member@acme.test": [{ tenant: "acme", role: "member", projects: ["sales"] }],
    "user@globex.test": [{ tenant: "globex", role: "admin", projects: ["research"] }],
    "consultant@demo.test": [
      { tenant: "acme", role: "member", projects: ["sales"] },
      { tenant: "globex", role: "member", projects: ["research"] },
    ],
  };
  const users: Record<string, string> = {};
  for (const u of DEMO_USERS) {
    const user = await seed.user(u, () => hashPassword(u.password));
    users[u.email] = user.id;
    for (const a of access[u.email] ?? []) {
      const t = tenants[a.tenant];
      const m = await seed.membership(user.id, t.id, a.role);
      for (const p of a.projects) await seed.projectAccess(m.id, t.projects[p]);
    }
  }
  return { tenants, users };
}

export type SeededIdentities = Awaited<ReturnType<typeof seedIdentities>>;
