/**
 * Sign-in throttling (issue 10 item 4), per account and per client address, stored in the
 * database so every app instance shares it. Each key has a few free attempts per window; the
 * attempt that uses the last one starts a lock, and while locked a sign-in is refused without
 * checking the password — the right one included. After a lock ends exactly one attempt is let
 * through (compare-and-set, so parallel requests cannot all slip in) and it starts the next,
 * twice as long lock: 30 s, 1 min, 2 min, … up to 15 min. A successful sign-in clears the
 * account's counter and refunds the address the attempt it counted (one valid account cannot
 * reset a spray from that address: only its own successes are given back). A quiet window resets a counter. Attempts are counted before the password is checked,
 * so 50 parallel guesses are 50 attempts, not 50 free ones.
 */
import type { Db } from "@/lib/db/client";
import { throttleStore } from "@/lib/db/repositories/throttle-store";

export interface ThrottleLimit {
  /** Attempts allowed in a window before the first lock. */
  free: number;
  windowMs: number;
  baseLockMs: number;
  maxLockMs: number;
}

export const SIGN_IN_LIMITS: { account: ThrottleLimit; address: ThrottleLimit } = {
  account: { free: 5, windowMs: 15 * 60_000, baseLockMs: 30_000, maxLockMs: 15 * 60_000 },
  address: { free: 20, windowMs: 15 * 60_000, baseLockMs: 30_000, maxLockMs: 15 * 60_000 },
};

export interface GateResult {
  allowed: boolean;
  /** When refused: how long until the next attempt is let through. */
  retryAfterMs: number;
  /** Keys whose lock this attempt started (for the audit log). */
  lockedNow: { key: string; lockMs: number; attempts: number }[];
}

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (address: string) => `address:${address}`;

const lockFor = (limit: ThrottleLimit, over: number) =>
  Math.min(limit.baseLockMs * 2 ** Math.max(0, over), limit.maxLockMs);

async function hit(db: Db, key: string, limit: ThrottleLimit, now: Date): Promise<GateResult> {
  const t = now.getTime();
  const store = throttleStore(db);
  let row = await store.find(key);
  // A new key is created once (parallel first attempts must not reset each other's counts), and a
  // quiet window is reset by exactly one attempt (compare-and-set on the row's last update). The
  // lock is checked on the row as it is now: a first attempt that found no row may find it already
  // counted and locked by parallel attempts (a lock never outlasts the quiet window, so a reset row
  // has none of its own).
  if (!row) {
    row = await store.open(key, now);
  } else if (t - row.updatedAt.getTime() > limit.windowMs) {
    await store.resetIfUnchanged(key, row.updatedAt, now);
    row = await store.get(key);
  }
  if (row.lockedUntil && row.lockedUntil.getTime() > t)
    return { allowed: false, retryAfterMs: row.lockedUntil.getTime() - t, lockedNow: [] };
  if (row.failures < limit.free) {
    // The database counts only while under the free attempts (a conditional update): however many
    // run at once, at most `free` are let through.
    if (!(await store.hitBelow(key, limit.free)))
      return { allowed: false, retryAfterMs: limit.baseLockMs, lockedNow: [] };
    const n = (await store.get(key)).failures;
    if (n < limit.free) return { allowed: true, retryAfterMs: 0, lockedNow: [] };
    const lockMs = lockFor(limit, 0);
    await store.lockUntil(key, new Date(t + lockMs));
    return { allowed: true, retryAfterMs: 0, lockedNow: [{ key, lockMs, attempts: n }] };
  }
  // Past the free attempts with no lock written yet: the attempt that used the last free one is
  // writing it right now (it counted before locking) — refused, never a free pass.
  if (!row.lockedUntil) return { allowed: false, retryAfterMs: limit.baseLockMs, lockedNow: [] };
  // Past the free attempts and the last lock has ended: one attempt wins the next lock.
  const n = row.failures + 1;
  const lockMs = lockFor(limit, n - limit.free);
  const won = await store.countAndLock(key, row.failures, n, new Date(t + lockMs));
  if (!won) return { allowed: false, retryAfterMs: limit.baseLockMs, lockedNow: [] };
  return { allowed: true, retryAfterMs: 0, lockedNow: [{ key, lockMs, attempts: n }] };
}

/** Counts one sign-in attempt for the account and the address; refused if either is locked. */
export async function signInGate(
  db: Db,
  input: { email: string; address: string | null },
  now: Date = new Date(),
  limits = SIGN_IN_LIMITS,
): Promise<GateResult> {
  const results = [await hit(db, accountKey(input.email), limits.account, now)];
  if (input.address) results.push(await hit(db, addressKey(input.address), limits.address, now));
  return {
    allowed: results.every((r) => r.allowed),
    retryAfterMs: Math.max(...results.map((r) => r.retryAfterMs)),
    lockedNow: results.flatMap((r) => r.lockedNow),
  };
}

/**
 * A correct password clears the account's counter and lock, and gives the address back the
 * attempt it counted (so an office behind one address is limited by its failures, not its
 * sign-ins); a lock that attempt started is lifted if the address is under its free attempts again.
 */
export async function signInSucceeded(
  db: Db,
  input: { email: string; address: string | null },
  limits = SIGN_IN_LIMITS,
): Promise<void> {
  const store = throttleStore(db);
  await store.clear(accountKey(input.email));
  if (!input.address) return;
  await store.refund(addressKey(input.address), limits.address.free);
}

/**
 * The client address: the right-most `x-forwarded-for` entry (the one the nearest proxy, or
 * Next.js itself from the socket, wrote), else `x-real-ip`. Behind no proxy a client can choose
 * this value; the per-account limit holds either way.
 */
export function clientAddress(headers: Record<string, unknown> | Headers | undefined): string | null {
  const get = (name: string): string | undefined => {
    if (!headers) return undefined;
    if (headers instanceof Headers) return headers.get(name) ?? undefined;
    const v = headers[name];
    return Array.isArray(v) ? String(v[v.length - 1]) : typeof v === "string" ? v : undefined;
  };
  const forwarded = get("x-forwarded-for")
    ?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const value = forwarded?.[forwarded.length - 1] ?? get("x-real-ip")?.trim();
  if (!value) return null;
  return value.replace(/^::ffff:/, "").slice(0, 64);
}

/**
 * The same store as a plain fixed-window rate limit (no lock, no back-off): at most `max` hits per
 * key per window, counted in the database so every app instance shares it. Used for turns per user
 * (lib/agent/turn-limits.ts); the table's `failures` column is the window's count there. Both steps
 * are single conditional updates (compare-and-set), so parallel requests cannot exceed `max`.
 */
export async function windowGate(
  db: Db,
  key: string,
  limit: { max: number; windowMs: number },
  now: Date = new Date(),
): Promise<{ allowed: boolean; retryAfterMs: number }> {
  const t = now.getTime();
  const store = throttleStore(db);
  // The usual case in one conditional update: the window still runs and has room for this hit.
  if (await store.hitInWindow(key, limit.max, new Date(t - limit.windowMs)))
    return { allowed: true, retryAfterMs: 0 };
  const row = (await store.find(key)) ?? (await store.open(key, now));
  // The window is over: exactly one request starts the next one with its own hit.
  if (
    t - row.windowStart.getTime() >= limit.windowMs &&
    (await store.restartWindow(key, row.windowStart, now))
  )
    return { allowed: true, retryAfterMs: 0 };
  if (await store.hitBelow(key, limit.max)) return { allowed: true, retryAfterMs: 0 };
  const current = await store.get(key);
  return { allowed: false, retryAfterMs: Math.max(1, current.windowStart.getTime() + limit.windowMs - t) };
}
