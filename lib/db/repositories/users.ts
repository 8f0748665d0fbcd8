/**
 * Users and memberships: the identity the actor is resolved from. These queries run before there is
 * an actor (sign-in, every request's session check), so they are scoped by the user's own id or
 * email — the identity scope — and never list another user's data.
 */
import type { Db } from "../client";

/** The user's memberships with their tenant and projects, oldest first (the actor is resolved from them). */
export function userWithContexts(db: Db, userId: string) {
  return db.user.findUnique({
    where: { id: userId },
    include: {
      memberships: {
        include: { tenant: true, projects: { include: { project: true } } },
        orderBy: { createdAt: "asc" },
      },
    },
  });
}

export const userByEmail = (db: Db, email: string) => db.user.findUnique({ where: { email } });

/** The tenant a user signs in to first (the sign-in audit names it). */
export const firstMembership = (db: Db, userId: string) => db.membership.findFirst({ where: { userId } });

/** Whether the user still has access to the project (membership may be revoked mid-turn). */
export async function hasProjectAccess(
  db: Db,
  scope: { userId: string; tenantId: string; projectId: string },
): Promise<boolean> {
  const m = await db.membership.findFirst({
    where: {
      userId: scope.userId,
      tenantId: scope.tenantId,
      projects: { some: { projectId: scope.projectId } },
    },
    select: { id: true },
  });
  return m !== null;
}

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
