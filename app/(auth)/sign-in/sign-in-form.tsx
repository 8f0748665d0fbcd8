"use client";

import { signIn } from "next-auth/react";
import { useState } from "react";

export function SignInForm() {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setPending(true);
    setError(null);
    const res = await signIn("credentials", {
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      redirect: false,
    });
    if (!res || res.error) {
      setPending(false);
      // One message for unknown email and wrong password alike; a throttled attempt says so
      // (lib/auth/throttle.ts: the same for an unknown email, so it tells nothing either).
      setError(
        res?.error === "TooManyAttempts"
          ? "Too many sign-in attempts. Wait a minute and try again."
          : "Wrong email or password.",
      );
      return;
    }
    window.location.assign("/");
  }

  return (
    <form onSubmit={onSubmit} className="stack" noValidate>
      <label className="field">
        <span>Email</span>
        <input name="email" type="email" autoComplete="username" required />
      </label>
      <label className="field">
        <span>Password</span>
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      <button type="submit" className="btn primary" disabled={pending}>
        {pending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
