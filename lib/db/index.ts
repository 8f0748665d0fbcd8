import "server-only";
import { env } from "@/lib/env";
import { createDb, type Db, providerOf } from "./client";

export type { Db } from "./client";
export { createDb, providerOf } from "./client";

const globalForDb = globalThis as unknown as { __tabletalkDb?: Db };

/** The process-wide client for DATABASE_URL (one pool per app instance). */
export function db(): Db {
  globalForDb.__tabletalkDb ??= createDb(env().DATABASE_URL, { sqliteSynchronous: env().SQLITE_SYNCHRONOUS });
  return globalForDb.__tabletalkDb;
}

export function dbProvider() {
  return providerOf(env().DATABASE_URL);
}
