import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { cacheStatements } from "./statement-cache";

/** An in-memory database as Prisma's adapter opens one (safe integers), with two tenants' rows. */
function database() {
  const db = new Database(":memory:");
  db.defaultSafeIntegers(true);
  db.exec(
    "CREATE TABLE t (id TEXT PRIMARY KEY, tenantId TEXT NOT NULL, n INTEGER); " +
      "INSERT INTO t VALUES ('a', 't1', 1), ('b', 't1', 2), ('c', 't2', 3);",
  );
  return db;
}

/** What the adapter does per query (performIO / executeIO in @prisma/adapter-better-sqlite3). */
function adapterQuery(db: Pick<Database.Database, "prepare">, sql: string, args: unknown[]) {
  const stmt = db.prepare(sql).bind(args);
  if (!stmt.reader) return { changes: stmt.run().changes };
  return { columns: stmt.columns().map((c) => c.name), rows: stmt.raw().all() };
}

const SELECT = "SELECT id, n FROM t WHERE tenantId = ? ORDER BY id";

describe("prepared statement cache", () => {
  it("the same SQL is prepared once and returns what a fresh statement returns", () => {
    const plain = database();
    const cached = database();
    const stats = cacheStatements(cached);
    for (const tenant of ["t1", "t2", "t1"])
      expect(adapterQuery(cached, SELECT, [tenant])).toEqual(adapterQuery(plain, SELECT, [tenant]));
    expect(stats).toMatchObject({ hits: 2, misses: 1, size: 1 });
  });

  it("each execution has its own arguments: another tenant's value never sees the first one's rows", () => {
    const db = database();
    cacheStatements(db);
    expect(adapterQuery(db, SELECT, ["t1"]).rows).toEqual([
      ["a", 1n],
      ["b", 2n],
    ]);
    expect(adapterQuery(db, SELECT, ["t2"]).rows).toEqual([["c", 3n]]);
    expect(adapterQuery(db, SELECT, ["t3"]).rows).toEqual([]);
  });

  it("another SQL text misses; a write through a cached statement stores what it would store", () => {
    const db = database();
    const stats = cacheStatements(db);
    const insert = "INSERT INTO t (id, tenantId, n) VALUES (?, ?, ?)";
    expect(adapterQuery(db, insert, ["d", "t2", 4])).toEqual({ changes: 1 });
    expect(adapterQuery(db, insert, ["e", "t2", 5])).toEqual({ changes: 1 });
    expect(adapterQuery(db, SELECT, ["t2"]).rows).toEqual([
      ["c", 3n],
      ["d", 4n],
      ["e", 5n],
    ]);
    expect(stats).toMatchObject({ hits: 1, misses: 2, size: 2 });
    // A failing execution (a duplicate key) throws and leaves the statement usable.
    expect(() => adapterQuery(db, insert, ["e", "t2", 6])).toThrow(/UNIQUE/);
    expect(adapterQuery(db, insert, ["f", "t1", 6])).toEqual({ changes: 1 });
  });

  it("rows come as objects unless an execution asked for arrays, whatever an earlier one asked", () => {
    const db = database();
    cacheStatements(db);
    expect(adapterQuery(db, SELECT, ["t2"]).rows).toEqual([["c", 3n]]);
    expect(db.prepare(SELECT).all("t2")).toEqual([{ id: "c", n: 3n }]);
    expect(db.prepare(SELECT).bind(["t2"]).all()).toEqual([{ id: "c", n: 3n }]);
    expect(db.prepare("BEGIN").run().changes).toBe(0);
    expect(db.prepare("COMMIT").run().changes).toBe(0);
  });

  it("is bounded: beyond max statements the least recently used is dropped and prepared again", () => {
    const db = database();
    const stats = cacheStatements(db, 2);
    const q = (col: string) => `SELECT ${col} FROM t WHERE id = ?`;
    adapterQuery(db, q("id"), ["a"]);
    adapterQuery(db, q("n"), ["a"]);
    adapterQuery(db, q("tenantId"), ["a"]);
    expect(stats.size).toBe(2);
    expect(adapterQuery(db, q("id"), ["b"]).rows).toEqual([["b"]]);
    expect(stats).toMatchObject({ hits: 0, misses: 4, size: 2 });
  });

  it("SQL that does not prepare throws and is not kept; installing twice wraps once", () => {
    const db = database();
    const stats = cacheStatements(db);
    expect(() => db.prepare("SELECT nope FROM t")).toThrow(/no such column/);
    expect(stats.size).toBe(0);
    expect(cacheStatements(db)).toBe(stats);
  });

  it("a statement's result columns are read once and are what a fresh statement declares", () => {
    const plain = database();
    const db = database();
    cacheStatements(db);
    const fresh = plain.prepare(SELECT).columns();
    const first = db.prepare(SELECT).bind(["t1"]);
    const second = db.prepare(SELECT).bind(["t2"]);
    expect(first.columns()).toEqual(fresh);
    expect(second.columns()).toBe(first.columns());
    expect(db.prepare(SELECT).columns()).toBe(first.columns());
    // Shared by every execution: nobody can change them for the next one.
    expect(Object.isFrozen(first.columns())).toBe(true);
    expect(Object.isFrozen(first.columns()[0])).toBe(true);
    // Another SQL text has its own.
    expect(
      db
        .prepare("SELECT n FROM t")
        .columns()
        .map((c) => c.name),
    ).toEqual(["n"]);
  });
});
