/**
 * Turns running now, per tenant, shared by every app instance on the database (issue 13 item 3):
 * a lease row per running turn in one of the tenant's slots 0 … cap−1. The unique (tenant, slot) key
 * is what makes admission atomic on SQLite and PostgreSQL alike — two instances racing for the last
 * slot both insert and exactly one insert succeeds — so no transaction isolation level or lock is
 * relied on. A lease carries an expiry that its holder renews while the turn runs; a lease past its
 * expiry (its instance crashed or stalled) holds nothing and is deleted by the next admission.
 */
import type { Db } from "../client";

export interface TurnLease {
  id: string;
  slot: number;
  expiresAt: Date;
}

/** Free slots tried per read of the tenant's leases, in random order (parallel admissions spread). */
const TRIES_PER_READ = 4;
const READS = 3;

function randomFree(cap: number, taken: Set<number>, count: number): number[] {
  const free: number[] = [];
  for (let s = 0; s < cap; s++) if (!taken.has(s)) free.push(s);
  for (let i = free.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [free[i], free[j]] = [free[j], free[i]];
  }
  return free.slice(0, count);
}

const isUniqueViolation = (e: unknown) =>
  typeof e === "object" && e !== null && (e as { code?: unknown }).code === "P2002";

export function turnLeaseRepo(db: Db, scope: { tenantId: string }) {
  const { tenantId } = scope;
  return {
    /**
     * Takes a slot for one turn until `now + ttlMs`, or returns null when `cap` turns of the tenant
     * hold live leases. Leases counted are every live one of the tenant (also slots ≥ a cap lowered
     * since they were taken); a slot lost to a parallel admission is retried on another.
     */
    async acquire(opts: { cap: number; ttlMs: number; now?: Date }): Promise<TurnLease | null> {
      const now = opts.now ?? new Date();
      const expiresAt = new Date(now.getTime() + opts.ttlMs);
      for (let read = 0; read < READS; read++) {
        const rows = await db.turnLease.findMany({
          where: { tenantId },
          select: { slot: true, expiresAt: true },
        });
        const held = rows.filter((l) => l.expiresAt > now);
        // Expired leases (their instance died) are deleted only when there are any.
        if (held.length < rows.length)
          await db.turnLease.deleteMany({ where: { tenantId, expiresAt: { lte: now } } });
        if (held.length >= opts.cap) return null;
        const slots = randomFree(opts.cap, new Set(held.map((l) => l.slot)), TRIES_PER_READ);
        for (const slot of slots) {
          try {
            return await db.turnLease.create({
              data: { tenantId, slot, expiresAt },
              select: { id: true, slot: true, expiresAt: true },
            });
          } catch (e) {
            if (!isUniqueViolation(e)) throw e;
            // Taken in parallel (or an expired lease not yet deleted): try another slot.
            await db.turnLease.deleteMany({ where: { tenantId, slot, expiresAt: { lte: now } } });
          }
        }
      }
      return null;
    },

    /** Extends a running turn's lease; false when it was lost (expired and reclaimed). */
    async renew(id: string, opts: { ttlMs: number; now?: Date }): Promise<boolean> {
      const now = opts.now ?? new Date();
      const r = await db.turnLease.updateMany({
        where: { id, tenantId, expiresAt: { gt: now } },
        data: { expiresAt: new Date(now.getTime() + opts.ttlMs) },
      });
      return r.count === 1;
    },

    /**
     * Frees the slot (only this lease: a slot reclaimed after expiry has a new row). Standard SQL,
     * bound by Prisma for SQLite and PostgreSQL: a Prisma delete carries its lease id in its query
     * text, so its plan was compiled again on every turn (≈ 1 ms of CPU); a raw statement's is trivial.
     */
    async release(id: string): Promise<void> {
      await db.$executeRaw`DELETE FROM "TurnLease" WHERE "id" = ${id} AND "tenantId" = ${tenantId}`;
    },

    /** Turns of the tenant holding a live lease at `now`. */
    running(now: Date = new Date()): Promise<number> {
      return db.turnLease.count({ where: { tenantId, expiresAt: { gt: now } } });
    },
  };
}
