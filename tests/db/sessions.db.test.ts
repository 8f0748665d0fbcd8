import type { JWT } from "next-auth/jwt";
import { beforeAll, describe, expect, it } from "vitest";
import { authOptions } from "@/lib/auth/options";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { changePassword, revokeSessions, setMembership } from "@/lib/auth/sessions";
import { testDb } from "../helpers/db";
import { isolatedWorld } from "../helpers/world";

// Issue 10 item 6: a session cookie used to stay valid for 12 hours after sign-out.
const db = testDb();
type JwtCallback = (p: { token: JWT; user?: unknown }) => Promise<JWT>;
const jwt = authOptions.callbacks?.jwt as unknown as JwtCallback;
type SignOutEvent = (m: { token: JWT }) => Promise<void>;
const signOutEvent = authOptions.events?.signOut as unknown as SignOutEvent;

/** What a fresh sign-in puts in the cookie, then what a later request makes of that same cookie. */
async function cookieFor(userId: string): Promise<JWT> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  return jwt({ token: { sub: userId }, user: { id: userId, sessionVersion: user.sessionVersion } });
}
/** The uid a later request resolves from the cookie; undefined when the cookie is refused. */
const replay = (token: JWT) =>
  jwt({ token: { ...token } }).then(
    (t) => ({ uid: t.uid }),
    (e: Error) => {
      expect(e.name).toBe("SessionRevoked");
      return { uid: undefined };
    },
  );

let userId: string;
let tenantId: string;
beforeAll(async () => {
  const w = await isolatedWorld(db, "sessions");
  userId = w.user.id;
  tenantId = w.tenant.id;
});

describe("session revocation", () => {
  it("a cookie is valid until sign-out; replayed afterwards it names nobody", async () => {
    const cookie = await cookieFor(userId);
    expect((await replay(cookie)).uid).toBe(userId);
    const otherDevice = await cookieFor(userId);
    await signOutEvent({ token: cookie });
    expect((await replay(cookie)).uid).toBeUndefined();
    expect((await replay(otherDevice)).uid).toBeUndefined();
    // A new sign-in works again.
    expect((await replay(await cookieFor(userId))).uid).toBe(userId);
    const audit = await db.auditEvent.findFirst({
      where: { actorId: userId, kind: "auth.sessions_revoked" },
    });
    expect(audit?.reason).toBe("signed out");
  });

  it("signing out with an already revoked cookie does not end the newer sessions", async () => {
    const old = await cookieFor(userId);
    await revokeSessions(db, userId, "test");
    const fresh = await cookieFor(userId);
    await signOutEvent({ token: old });
    expect((await replay(fresh)).uid).toBe(userId);
  });

  it("a password change ends existing sessions", async () => {
    const cookie = await cookieFor(userId);
    await changePassword(db, userId, "a brand new passphrase");
    expect((await replay(cookie)).uid).toBeUndefined();
    const u = await db.user.findUniqueOrThrow({ where: { id: userId } });
    expect(await verifyPassword("a brand new passphrase", u.passwordHash)).toBe(true);
  });

  it("a membership change or removal ends existing sessions", async () => {
    let cookie = await cookieFor(userId);
    await setMembership(db, { userId, tenantId, role: "member" });
    expect((await replay(cookie)).uid).toBeUndefined();
    expect((await db.membership.findFirstOrThrow({ where: { userId, tenantId } })).role).toBe("member");
    cookie = await cookieFor(userId);
    await setMembership(db, { userId, tenantId, role: null });
    expect((await replay(cookie)).uid).toBeUndefined();
  });

  it("a deleted user's cookie names nobody", async () => {
    const u = await db.user.create({
      data: { email: `gone-${Date.now()}@test.local`, name: "Gone", passwordHash: await hashPassword("x") },
    });
    const cookie = await cookieFor(u.id);
    await db.user.delete({ where: { id: u.id } });
    expect((await replay(cookie)).uid).toBeUndefined();
  });
});
