/**
 * Session revocation (issue 10 item 6). Sessions are stateless JWT cookies, so each one carries
 * the user's `sessionVersion` from sign-in, and every request compares it with the database
 * (`currentSessionVersion`, from the jwt callback in lib/auth/options.ts): a cookie whose version
 * is older is refused, also when replayed after sign-out. Sign-out, a password change and a
 * membership change bump the version, which ends every session of that user on every device.
 */

import { recordAudit } from "@/lib/db/audit";
import type { Db } from "@/lib/db/client";
import { hashPassword } from "./password";

/** The version a session cookie must carry, or null when the user no longer exists. */
export async function currentSessionVersion(db: Db, userId: string): Promise<number | null> {
  const u = await db.user.findUnique({ where: { id: userId }, select: { sessionVersion: true } });
  return u ? u.sessionVersion : null;
}

/** Ends every existing session of the user. */
export async function revokeSessions(db: Db, userId: string, reason: string): Promise<void> {
  const r = await db.user.updateMany({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
  if (r.count > 0) await recordAudit(db, { actorId: userId, kind: "auth.sessions_revoked", reason });
}

/** Sets a new password and ends every session signed in with the old one. */
export async function changePassword(db: Db, userId: string, newPassword: string): Promise<void> {
  if (newPassword.length < 8) throw new Error("A password has at least 8 characters.");
  await db.user.update({
    where: { id: userId },
    data: { passwordHash: await hashPassword(newPassword), sessionVersion: { increment: 1 } },
  });
  await recordAudit(db, { actorId: userId, kind: "auth.sessions_revoked", reason: "password changed" });
}

/**
 * Changes (role) or removes (null) a user's membership of a tenant and ends the user's sessions,
 * so no session keeps a role or a tenant it no longer has.
 */
export async function setMembership(
  db: Db,
  input: { userId: string; tenantId: string; role: "admin" | "member" | null },
): Promise<void> {
  if (input.role === null)
    await db.membership.deleteMany({ where: { userId: input.userId, tenantId: input.tenantId } });
  else
    await db.membership.updateMany({
      where: { userId: input.userId, tenantId: input.tenantId },
      data: { role: input.role },
    });
  await revokeSessions(db, input.userId, input.role === null ? "membership removed" : "membership changed");
}
