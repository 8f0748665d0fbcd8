// Validates configuration once at server start-up: a bad env value is a clear error naming it.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { env } = await import("@/lib/env");
    env();
  }
}
