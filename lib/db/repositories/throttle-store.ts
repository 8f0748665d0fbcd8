/**
 * The counters behind sign-in throttling and per-user turn limits (lib/auth/throttle.ts), keyed by
 * account, address or user — a system scope: they are read before there is an actor. Every write
 * that races is a compare-and-set (`updateMany` on the value read), so parallel requests cannot
 * both win; each returns whether it did.
 */
import type { Db } from "../client";

export function throttleStore(db: Db) {
  const row = db.signInThrottle;
  return {
    find: (key: string) => row.findUnique({ where: { key } }),
    get: (key: string) => row.findUniqueOrThrow({ where: { key } }),
    /** The key's row, created once: a parallel first attempt's row is read, never reset. */
    async open(key: string, now: Date) {
      try {
        return await row.create({ data: { key, failures: 0, windowStart: now } });
      } catch {
        return row.findUniqueOrThrow({ where: { key } }); // created in parallel
      }
    },
    /** Starts a fresh window if the row was not written since `updatedAt`. */
    async resetIfUnchanged(key: string, updatedAt: Date, now: Date) {
      await row.updateMany({
        where: { key, updatedAt },
        data: { failures: 0, windowStart: now, lockedUntil: null },
      });
    },
    async lockUntil(key: string, until: Date) {
      await row.update({ where: { key }, data: { lockedUntil: until } });
    },
    /** Sets the count and lock if the count is still `seen`. */
    async countAndLock(key: string, seen: number, failures: number, until: Date) {
      const r = await row.updateMany({
        where: { key, failures: seen },
        data: { failures, lockedUntil: until },
      });
      return r.count === 1;
    },
    async clear(key: string) {
      await row.deleteMany({ where: { key } });
    },
    /** Gives back one counted attempt, then lifts the lock if the count is under `free` again. */
    async refund(key: string, free: number) {
      await row.updateMany({ where: { key, failures: { gt: 0 } }, data: { failures: { decrement: 1 } } });
      await row.updateMany({ where: { key, failures: { lt: free } }, data: { lockedUntil: null } });
    },
    /** Starts the next window with one hit if the window is still the one that began at `windowStart`. */
    async restartWindow(key: string, windowStart: Date, now: Date) {
      const r = await row.updateMany({
        where: { key, windowStart },
        data: { failures: 1, windowStart: now },
      });
      return r.count === 1;
    },
    /** Counts one hit if fewer than `max` were counted in a window that began after `startedAfter`. */
    async hitInWindow(key: string, max: number, startedAfter: Date) {
      const r = await row.updateMany({
        where: { key, failures: { lt: max }, windowStart: { gt: startedAfter } },
        data: { failures: { increment: 1 } },
      });
      return r.count === 1;
    },
    /** Counts one hit if fewer than `max` were counted. */
    async hitBelow(key: string, max: number) {
      const r = await row.updateMany({
        where: { key, failures: { lt: max } },
        data: { failures: { increment: 1 } },
      });
      return r.count === 1;
    },
  };
}
