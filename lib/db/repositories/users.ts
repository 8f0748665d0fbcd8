/**
 * Users and memberships: the identity the actor is resolved from. These queries run before there is
 * an actor (sign-in, every request's session check), so they are scoped by the user's own id or
 * email — the identity scope — and never list another user's data.
 */
import type { Db } from "../client";

interface ContextRow {
  userId: string;
  email: string;
  name: string;
  membershipId: string | null;
  tenantId: string | null;
  role: string | null;
  tenantName: string | null;
  projectId: string | null;
  projectName: string | null;
}

export interface UserWithContexts {
  id: string;
  email: string;
  name: string;
  memberships: {
    tenantId: string;
    role: string;
    tenant: { name: string };
    projects: { project: { id: string; name: string } }[];
  }[];
}

/**
 * The user's memberships with their tenant and projects, oldest first (the actor is resolved from
 * them, on every request). One statement joining the five tables (the same read through Prisma's
 * includes was five statements, each compiled by its query compiler); standard SQL with quoted
 * identifiers, parameters bound by Prisma for SQLite and PostgreSQL alike.
 */
export async function userWithContexts(db: Db, userId: string): Promise<UserWithContexts | null> {
  const rows = await db.$queryRaw<ContextRow[]>`
    SELECT u."id" AS "userId", u."email" AS "email", u."name" AS "name",
           m."id" AS "membershipId", m."tenantId" AS "tenantId", m."role" AS "role", t."name" AS "tenantName",
           p."id" AS "projectId", p."name" AS "projectName"
      FROM "User" u
      LEFT JOIN "Membership" m ON m."userId" = u."id"
      LEFT JOIN "Tenant" t ON t."id" = m."tenantId"
      LEFT JOIN "ProjectAccess" pa ON pa."membershipId" = m."id"
      LEFT JOIN "Project" p ON p."id" = pa."projectId"
     WHERE u."id" = ${userId}
     ORDER BY m."createdAt" ASC, m."id" ASC`;
  if (rows.length === 0) return null;
  const memberships = new Map<string, UserWithContexts["memberships"][number]>();
  for (const r of rows) {
    if (r.membershipId === null || r.tenantId === null || r.role === null || r.tenantName === null) continue;
    let m = memberships.get(r.membershipId);
    if (!m) {
      m = { tenantId: r.tenantId, role: String(r.role), tenant: { name: r.tenantName }, projects: [] };
      memberships.set(r.membershipId, m);
    }
    if (r.projectId !== null && r.projectName !== null)
      m.projects.push({ project: { id: r.projectId, name: r.projectName } });
  }
  const u = rows[0];
  return { id: u.userId, email: u.email, name: u.name, memberships: [...memberships.values()] };
}

export const userByEmail = (db: Db, email: string) => db.user.findUnique({ where: { email } });

/** The tenant a user signs in to first (the sign-in audit names it). */
export const firstMembership = (db: Db, userId: string) => db.membership.findFirst({ where: { userId } });

export async function sessionVersionOf(db: Db, userId: string): Promise<number | null> {
  const u = await db.user.findUnique({ where: { id: userId }, select: { sessionVersion: true } });
  return u ? u.sessionVersion : null;
}

/** Bumps the user's session version (every session cookie carrying an older one is refused); false: no such user. */
export async function bumpSessionVersion(db: Db, userId: string): Promise<boolean> {
  const r = await db.user.updateMany({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
  return r.count > 0;
}

/** Stores a new password hash and bumps the session version in the same write. */
export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { passwordHash, sessionVersion: { increment: 1 } } });
}

/** Changes (role) or removes (null) a user's membership of a tenant. */
export async function setMembershipRole(
  db: Db,
  input: { userId: string; tenantId: string; role: "admin" | "member" | null },
): Promise<void> {
  const where = { userId: input.userId, tenantId: input.tenantId };
  if (input.role === null) await db.membership.deleteMany({ where });
  else await db.membership.updateMany({ where, data: { role: input.role } });
}

/** Members of the tenant with their user's name and email, oldest membership first. */
export async function tenantMembers(db: Db, tenantId: string) {
  const memberships = await db.membership.findMany({
    where: { tenantId },
    select: { user: { select: { id: true, name: true, email: true } } },
    orderBy: { createdAt: "asc" },
  });
  return memberships.map((m) => m.user);
}
