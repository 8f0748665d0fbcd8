import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/db/audit";
import { firstMembership, userByEmail } from "@/lib/db/repositories/users";
import { DUMMY_HASH, verifyPassword } from "./password";
import { currentSessionVersion, revokeSessions } from "./sessions";
import { clientAddress, signInGate, signInSucceeded } from "./throttle";

/** The error code a throttled sign-in answers with (the form shows its own sentence for it). */
export const THROTTLED = "TooManyAttempts";

export class SessionRevokedError extends Error {
  constructor() {
    super("session revoked");
    this.name = "SessionRevoked";
  }
}

export const authOptions: NextAuthOptions = {
  logger: {
    // A revoked cookie is an expected answer ("no session"), not a server error worth a stack trace.
    error(code, metadata) {
      if (
        code === "JWT_SESSION_ERROR" &&
        (metadata as { name?: string } | undefined)?.name === "SessionRevoked"
      )
        return;
      console.error(
        `[next-auth][error][${code}]`,
        (metadata as { message?: string } | undefined)?.message,
        metadata,
      );
    },
  },
  session: { strategy: "jwt", maxAge: 60 * 60 * 12 },
  pages: { signIn: "/sign-in" },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: {
        email: { label: "Email", type: "email" },
        password: { label: "Password", type: "password" },
      },
      async authorize(credentials, req) {
        const email = String(credentials?.email ?? "")
          .trim()
          .toLowerCase();
        const password = String(credentials?.password ?? "");
        if (!email || !password) return null;
        // Counted before the password is checked; a locked account or address is refused unchecked.
        const address = clientAddress(req?.headers as Record<string, unknown> | undefined);
        const gate = await signInGate(db(), { email: email.slice(0, 320), address });
        for (const lock of gate.lockedNow)
          await recordAudit(db(), {
            kind: "auth.throttle",
            outcome: "refused",
            target: lock.key,
            reason: `${lock.attempts} sign-in attempts; next attempt allowed in ${Math.round(lock.lockMs / 1000)} s`,
            data: { attempts: lock.attempts, lockMs: lock.lockMs },
          });
        if (!gate.allowed) {
          await recordAudit(db(), {
            kind: "auth.sign_in",
            outcome: "refused",
            target: email.slice(0, 300),
            reason: "throttled",
            data: { address, retryAfterMs: gate.retryAfterMs },
          });
          throw new Error(THROTTLED);
        }
        const user = await userByEmail(db(), email);
        // Same work whether or not the email exists: the answer never hints which it was.
        const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
        if (!user || !ok) {
          await recordAudit(db(), { kind: "auth.sign_in", outcome: "refused", reason: "bad credentials" });
          return null;
        }
        await signInSucceeded(db(), { email, address });
        const m = await firstMembership(db(), user.id);
        await recordAudit(db(), {
          tenantId: m?.tenantId,
          actorId: user.id,
          kind: "auth.sign_in",
          target: user.email,
        });
        return { id: user.id, email: user.email, name: user.name, sessionVersion: user.sessionVersion };
      },
    }),
  ],
  callbacks: {
    /**
     * Runs on every request that reads the session: a cookie from before the user's last
     * sign-out, password change or membership change (lib/auth/sessions.ts) is refused — NextAuth
     * then answers no session and clears the cookie — so every page, action and API route answers
     * "please sign in".
     */
    async jwt({ token, user }) {
      if (user) {
        token.uid = user.id;
        token.sv = (user as { sessionVersion?: number }).sessionVersion ?? 0;
        return token;
      }
      if (typeof token.uid !== "string") throw new SessionRevokedError();
      const version = await currentSessionVersion(db(), token.uid);
      if (version === null || version !== token.sv) throw new SessionRevokedError();
      return token;
    },
    async session({ session, token }) {
      if (session.user && typeof token.uid === "string") (session.user as { id?: string }).id = token.uid;
      return session;
    },
  },
  events: {
    // Sign-out ends this session and every other one of the user: the replayed cookie is refused.
    async signOut({ token }) {
      if (typeof token?.uid === "string" && token.sv === (await currentSessionVersion(db(), token.uid)))
        await revokeSessions(db(), token.uid, "signed out");
    },
  },
};
