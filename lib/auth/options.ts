import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/db/audit";
import { DUMMY_HASH, verifyPassword } from "./password";

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
      async authorize(credentials) {
        const email = String(credentials?.email ?? "")
          .trim()
          .toLowerCase();
        const password = String(credentials?.password ?? "");
        if (!email || !password) return null;
        const user = await db().user.findUnique({ where: { email } });
        // Same work whether or not the email exists: the answer never hints which it was.
        const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
        if (!user || !ok) {
          await recordAudit(db(), { kind: "auth.sign_in", outcome: "refused", reason: "bad credentials" });
          return null;
        }
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
