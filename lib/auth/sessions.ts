/**
 * Session revocation (issue 10 item 6). Sessions are stateless JWT cookies, so each one carries
 * the user's `sessionVersion` from sign-in, and every request compares it with the database
 * (`currentSessionVersion`, from the jwt callback in lib/auth/options.ts): a cookie whose version
 * is older is refused, also when replayed after sign-out. Sign-out, a password change and a
 * membership change bump the version, which ends every session of that user on every device.
 */

import { recordAudit } from "@/lib/db/audit";
import type { Db } from "@/lib/db/client";
import {
  bumpSessionVersion,
  sessionVersionOf,
  setMembershipRole,
  setPasswordHash,
} from "@/lib/db/repositories/users";
import { hashPassword } from "./password";

/** The version a session cookie must carry, or null when the user no longer exists. */
export async function currentSessionVersion(db: Db, userId: string): Promise<number | null> {
  return sessionVersionOf(db, userId);
}

/** Ends every existing session of the user. */
export async function revokeSessions(db: Db, userId: string, reason: string): Promise<void> {
  if (await bumpSessionVersion(db, userId))
    await recordAudit(db, { actorId: userId, kind: "auth.sessions_revoked", reason });
}

/** Sets a new password and ends every session signed in with the old one. */
export async function changePassword(db: Db, userId: string, newPassword: string): Promise<void> {
  if (newPassword.length < 8) throw new Error("A password has at least 8 characters.");
  await setPasswordHash(db, userId, await hashPassword(newPassword));
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
  await setMembershipRole(db, input);
  await revokeSessions(db, input.userId, input.role === null ? "membership removed" : "membership changed");
}
