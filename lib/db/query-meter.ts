/**
 * A database client that counts what it is asked (a measurement, never used by the app): Prisma
 * operations (each one compiled by Prisma's query compiler, the CPU cost per query) with the time
 * each took as the caller saw it (compile + execute + read back), and the SQL statements they
 * became (an include or a transaction is several). bench/turn-queries.ts and the per-turn query
 * budget test (tests/db/turn-queries.db.test.ts) read it.
 */
import { createDb, type Db, type SqliteSynchronous } from "./client";

export interface QueryTally {
  /** Prisma operations (model calls and raw queries). */
  operations: number;
  /** SQL statements sent to the database (BEGIN/COMMIT of a transaction included). */
  statements: number;
  /** Time inside Prisma operations as the caller awaited them, ms. */
  ms: number;
  /** `model.operation` per operation, in order. */
  names: string[];
}

export interface QueryMeter {
  db: Db;
  /** What was counted since the last take (or since the meter was made), and starts counting afresh. */
  take(): QueryTally;
}

const empty = (): QueryTally => ({ operations: 0, statements: 0, ms: 0, names: [] });

export function meteredDb(url: string, opts: { sqliteSynchronous?: SqliteSynchronous } = {}): QueryMeter {
  let tally = empty();
  const base = createDb(url, {
    ...opts,
    onStatement: () => {
      tally.statements++;
    },
  });
  const db = base.$extends({
    query: {
      async $allOperations({ model, operation, args, query }) {
        const t0 = performance.now();
        try {
          return await query(args);
        } finally {
          tally.operations++;
          tally.ms += performance.now() - t0;
          tally.names.push(model ? `${model}.${operation}` : operation);
        }
      },
    },
  }) as unknown as Db;
  return {
    db,
    take() {
      const t = tally;
      tally = empty();
      return t;
    },
  };
}
