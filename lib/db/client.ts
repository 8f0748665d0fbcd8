/**
 * One database entry for both providers (STACK.md): `file:` → SQLite via better-sqlite3,
 * `postgresql://` → PostgreSQL via pg. Both generated clients expose the same model API.
 */
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient as PgClient } from "@/generated/postgresql/client";
import { PrismaClient as SqliteClient } from "@/generated/sqlite/client";
// Plans of queries compiled before are reused (Prisma 6 compiles every operation again).
import { knowModels } from "./plan-cache";
import { cacheStatements } from "./statement-cache";
import { wellFormed } from "./well-formed";

export type Db = InstanceType<typeof SqliteClient>;
export type DbProvider = "sqlite" | "postgresql";

export function providerOf(url: string): DbProvider {
  return url.startsWith("postgres") ? "postgresql" : "sqlite";
}

/**
 * How SQLite makes a commit durable (`SQLITE_SYNCHRONOUS`). The database runs in WAL mode, where
 * "normal" syncs the log at checkpoints only: a committed transaction survives a crash of the app,
 * and a power loss or OS crash can roll back the last commits but never corrupts the file. "full"
 * syncs the log on every commit. better-sqlite3 is synchronous, so a sync stalls the whole server:
 * with the rollback journal SQLite used before, every write waited for about three of them.
 */
export type SqliteSynchronous = "normal" | "full";

/** The statements every new SQLite connection runs first (journal_mode is stored in the file). */
export const sqlitePragmas = (synchronous: SqliteSynchronous) =>
  `PRAGMA journal_mode = WAL; PRAGMA synchronous = ${synchronous === "full" ? "FULL" : "NORMAL"};`;

/** The better-sqlite3 adapter, each connection set to WAL mode and `synchronous` before its first query. */
class SqliteWal extends PrismaBetterSQLite3 {
  constructor(
    url: string,
    private readonly synchronous: SqliteSynchronous,
  ) {
    super({ url, timeout: 10_000 });
  }
  override async connect() {
    const adapter = await super.connect();
    await adapter.executeScript(sqlitePragmas(this.synchronous));
    // Each SQL text is prepared once per connection, not once per query (lib/db/statement-cache.ts).
    const client = (adapter as unknown as { client?: Parameters<typeof cacheStatements>[0] }).client;
    // SQLITE_STATEMENT_CACHE=off prepares every query again, as the adapter does (to compare).
    if (typeof client?.prepare === "function" && process.env.SQLITE_STATEMENT_CACHE !== "off")
      cacheStatements(client);
    return adapter;
  }
}

/** One SQL statement the client sent (its text and how long the database took, ms). */
export interface StatementEvent {
  query: string;
  duration: number;
}

export interface CreateDbOptions {
  sqliteSynchronous?: SqliteSynchronous;
  /** Told of every SQL statement sent (a measurement: bench/turn-queries.ts, the per-turn query budget test). */
  onStatement?: (e: StatementEvent) => void;
}

/**
 * How Prisma words its errors. With `colorless` or `pretty` (Prisma's default) every operation
 * captures a stack (`new Error()`) before it runs, to name the calling line should it fail — ≈ 0.08 ms
 * of CPU per query, a turn's ≈ 15 queries' worth whether or not one fails. `minimal` (the default
 * here) keeps the error's message, code and meta (what lib/errors.ts and the repositories read) and
 * leaves out the calling line; PRISMA_ERROR_FORMAT=colorless brings it back when debugging.
 */
function errorFormat(): "minimal" | "colorless" | "pretty" {
  const f = process.env.PRISMA_ERROR_FORMAT;
  return f === "colorless" || f === "pretty" ? f : "minimal";
}

/** The models' fields, which the plan cache needs to share a plan among queries of one shape. */
const runtimeDataModelOf = (client: object) =>
  (client as { _runtimeDataModel?: Parameters<typeof knowModels>[0] })._runtimeDataModel;

export function createDb(url: string, opts: CreateDbOptions = {}): Db {
  const log = opts.onStatement ? [{ emit: "event" as const, level: "query" as const }] : undefined;
  if (providerOf(url) === "postgresql") {
    const adapter = new PrismaPg({ connectionString: url, max: 10 });
    const client = new PgClient({ adapter, log, errorFormat: errorFormat() });
    knowModels(runtimeDataModelOf(client));
    if (opts.onStatement) client.$on("query" as never, opts.onStatement as never);
    return withWellFormedStrings(client as unknown as Db);
  }
  const adapter = new SqliteWal(url, opts.sqliteSynchronous ?? "normal");
  const client = new SqliteClient({ adapter, log, errorFormat: errorFormat() });
  knowModels(runtimeDataModelOf(client));
  if (opts.onStatement) client.$on("query" as never, opts.onStatement as never);
  return withWellFormedStrings(client);
}

/** Every query's arguments carry well-formed Unicode only (lib/db/well-formed.ts). */
function withWellFormedStrings(client: Db): Db {
  return client.$extends({
    query: {
      $allModels: {
        $allOperations({ args, query }) {
          return query(wellFormed(args));
        },
      },
    },
  }) as unknown as Db;
}
