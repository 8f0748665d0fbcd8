/**
 * Prepared SQLite statements kept per connection. Prisma's better-sqlite3 adapter prepares every
 * statement again for each query (`client.prepare(sql).bind(args)`): SQLite parses and plans the SQL
 * each time, 3 % of the server's CPU in the 50-user load profile, though a turn's ≈ 40 statements
 * are a few dozen distinct SQL texts (Prisma's SQL carries its values as `?` parameters). Here the
 * connection's `prepare` gives back, for a SQL text it prepared before, the same prepared statement,
 * and each execution passes its own arguments (better-sqlite3 allows `bind` once per statement, so
 * the adapter's `bind(args)` is kept on the execution, never on the statement).
 *
 * What a query returns is unchanged: the key is the whole SQL text, arguments are never cached, and
 * SQLite re-prepares a statement itself when the schema changed. better-sqlite3 runs a statement to
 * its end synchronously (`run`, `all`), so one statement is never used by two executions at once.
 * Bounded: at most STATEMENT_CACHE_MAX statements per connection, the least recently used dropped
 * first (and finalized when collected).
 */
import type BetterSqlite3 from "better-sqlite3";
import { BoundedMap } from "@/lib/bounded-map";

export const STATEMENT_CACHE_MAX = 500;

type Statement = BetterSqlite3.Statement<unknown[]>;

/** Sets a statement's row mode for the next execution (only a statement that returns rows has one). */
function mode(stmt: Statement, raw: boolean): Statement {
  return stmt.reader ? stmt.raw(raw) : stmt;
}

/**
 * One execution of a cached statement with its own arguments (what the adapter's `bind(args)`
 * returns); rows as objects unless `raw()` asked for arrays, whatever an earlier execution asked.
 */
class Execution {
  #raw = false;
  private readonly stmt: Statement;
  constructor(
    private readonly cached: CachedStatement,
    private readonly args: unknown[],
  ) {
    this.stmt = cached.stmt;
  }
  get reader(): boolean {
    return this.stmt.reader;
  }
  columns() {
    return this.cached.columns();
  }
  raw(on = true) {
    if (!this.stmt.reader) this.stmt.raw(on); // throws as better-sqlite3 does
    this.#raw = on;
    return this;
  }
  run() {
    return this.stmt.run(...this.args);
  }
  get() {
    return mode(this.stmt, this.#raw).get(...this.args);
  }
  all() {
    return mode(this.stmt, this.#raw).all(...this.args);
  }
}

/**
 * A cached statement: executed with arguments given per call, or bound to them for one execution.
 * Its result columns (names and declared types, which the adapter reads before every query's rows)
 * are read once: they are fixed by the SQL text and the schema, which migrations change before the
 * app starts, never under it. The array is frozen (shared by every execution).
 */
class CachedStatement {
  #columns: readonly BetterSqlite3.ColumnDefinition[] | undefined;
  constructor(readonly stmt: Statement) {}
  get reader(): boolean {
    return this.stmt.reader;
  }
  bind(...params: unknown[]) {
    return new Execution(this, params);
  }
  columns(): BetterSqlite3.ColumnDefinition[] {
    this.#columns ??= Object.freeze(this.stmt.columns().map((c) => Object.freeze(c)));
    return this.#columns as BetterSqlite3.ColumnDefinition[];
  }
  run(...params: unknown[]) {
    return this.stmt.run(...params);
  }
  get(...params: unknown[]) {
    return mode(this.stmt, false).get(...params);
  }
  all(...params: unknown[]) {
    return mode(this.stmt, false).all(...params);
  }
}

export interface StatementCacheStats {
  hits: number;
  misses: number;
  size: number;
}

/** Every connection's statements served from a cache and prepared, since the process started. */
const totals = { hits: 0, misses: 0 };
export const statementCacheStats = () => ({ ...totals });

/**
 * Makes `client.prepare` give back the statement it prepared before for the same SQL text. Installed
 * once per connection; returns its counters (for tests).
 */
export function cacheStatements(
  client: Pick<BetterSqlite3.Database, "prepare">,
  max = STATEMENT_CACHE_MAX,
): StatementCacheStats {
  const c = client as typeof client & { __ttStatements?: StatementCacheStats };
  if (c.__ttStatements) return c.__ttStatements;
  const cache = new BoundedMap<string, CachedStatement>(max);
  const stats: StatementCacheStats = { hits: 0, misses: 0, size: 0 };
  const prepare = client.prepare.bind(client);
  c.prepare = ((sql: string) => {
    let hit = cache.get(sql);
    if (hit) {
      stats.hits++;
      totals.hits++;
    } else {
      stats.misses++;
      totals.misses++;
      hit = new CachedStatement(prepare(sql) as Statement); // SQL that does not prepare throws: nothing kept
      cache.set(sql, hit);
    }
    stats.size = cache.size;
    return hit;
  }) as unknown as typeof client.prepare;
  c.__ttStatements = stats;
  return stats;
}
