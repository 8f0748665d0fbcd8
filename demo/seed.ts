/**
 * Seeds the embedded demo world once (idempotent: upserts by natural keys). Demo identities are
 * for the embedded default only; turn seeding off with SEED_DEMO=false for real deployments.
 */

import { hashPassword } from "@/lib/auth/password";
import type { Db } from "@/lib/db/client";

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
  const tenants: Record<string, { id: string; projects: Record<string, string> }> = {};
  for (const t of TENANTS) {
    const tenant = await db.tenant.upsert({
      where: { slug: t.slug },
      update: {},
      create: { slug: t.slug, name: t.name },
    });
    const projects: Record<string, string> = {};
    for (const p of t.projects) {
      const project = await db.project.upsert({
        where: { tenantId_slug: { tenantId: tenant.id, slug: p.slug } },
        update: {},
        create: { tenantId: tenant.id, slug: p.slug, name: p.name },
      });
      projects[p.slug] = project.id;
    }
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
    let user = await db.user.findUnique({ where: { email: u.email } });
    user ??= await db.user.create({
      data: { email: u.email, name: u.name, passwordHash: await hashPassword(u.password) },
    });
    users[u.email] = user.id;
    for (const a of access[u.email] ?? []) {
      const t = tenants[a.tenant];
      const m = await db.membership.upsert({
        where: { userId_tenantId: { userId: user.id, tenantId: t.id } },
        update: {},
        create: { userId: user.id, tenantId: t.id, role: a.role },
      });
      for (const p of a.projects) {
        const projectId = t.projects[p];
        await db.projectAccess.upsert({
          where: { membershipId_projectId: { membershipId: m.id, projectId } },
          update: {},
          create: { membershipId: m.id, projectId },
        });
      }
    }
  }
  return { tenants, users };
}

export type SeededIdentities = Awaited<ReturnType<typeof seedIdentities>>;
