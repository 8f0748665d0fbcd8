import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/db/audit";
import { DUMMY_HASH, verifyPassword } from "./password";
import { clientAddress, signInGate, signInSucceeded } from "./throttle";

/** The error code a throttled sign-in answers with (the form shows its own sentence for it). */
export const THROTTLED = "TooManyAttempts";

export const authOptions: NextAuthOptions = {
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
        const user = await db().user.findUnique({ where: { email } });
        // Same work whether or not the email exists: the answer never hints which it was.
        const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
        if (!user || !ok) {
          await recordAudit(db(), { kind: "auth.sign_in", outcome: "refused", reason: "bad credentials" });
          return null;
        }
        await signInSucceeded(db(), { email, address });
        const m = await db().membership.findFirst({ where: { userId: user.id } });
        await recordAudit(db(), {
          tenantId: m?.tenantId,
          actorId: user.id,
          kind: "auth.sign_in",
          target: user.email,
        });
        return { id: user.id, email: user.email, name: user.name };
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) token.uid = user.id;
      return token;
    },
    async session({ session, token }) {
      if (session.user && typeof token.uid === "string") (session.user as { id?: string }).id = token.uid;
      return session;
    },
  },
};
