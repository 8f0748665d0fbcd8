import { redirect } from "next/navigation";
import { getActorOrNull } from "@/lib/auth";
import { SignInForm } from "./sign-in-form";

export const dynamic = "force-dynamic";

export default async function SignInPage() {
  if (await getActorOrNull()) redirect("/");
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="sign-in-title">
        <div className="brand">
          <span className="brand-mark" aria-hidden="true">
            ▦
          </span>{" "}
          Tabletalk
        </div>
        <h1 id="sign-in-title">Sign in</h1>
        <p className="muted">Ask questions of your live data.</p>
        <SignInForm />
      </section>
    </main>
  );
}
