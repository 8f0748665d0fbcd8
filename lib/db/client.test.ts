import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "./client";

const dir = mkdtempSync(path.join(os.tmpdir(), "tt-client-"));
const opened: Db[] = [];
afterAll(async () => {
  for (const db of opened) await db.$disconnect();
  rmSync(dir, { recursive: true, force: true });
});

const open = (file: string, opts?: Parameters<typeof createDb>[1]) => {
  const db = createDb(`file:${path.join(dir, file)}`, opts);
  opened.push(db);
  return db;
};
const pragma = async (db: Db, name: string) =>
  Object.values((await db.$queryRawUnsafe<Record<string, unknown>[]>(`PRAGMA ${name}`))[0])[0];

describe("createDb (SQLite)", () => {
  it("opens the database in WAL mode, syncing at checkpoints by default (a write never waits for a sync)", async () => {
    const db = open("default.db");
    expect(await pragma(db, "journal_mode")).toBe("wal");
    expect(Number(await pragma(db, "synchronous"))).toBe(1); // NORMAL
  });

  it("syncs every commit when asked for full durability (SQLITE_SYNCHRONOUS=full)", async () => {
    const db = open("full.db", { sqliteSynchronous: "full" });
    expect(await pragma(db, "journal_mode")).toBe("wal");
    expect(Number(await pragma(db, "synchronous"))).toBe(2); // FULL
  });

  it("keeps what was committed: a second client of the same file reads it", async () => {
    const a = open("shared.db");
    await a.$executeRawUnsafe("CREATE TABLE t (v TEXT)");
    await a.$executeRawUnsafe("INSERT INTO t (v) VALUES ('kept')");
    const b = open("shared.db");
    expect(await b.$queryRawUnsafe("SELECT v FROM t")).toEqual([{ v: "kept" }]);
  });
});

describe("createDb: Prisma's error format", () => {
  const failure = async (db: Db) =>
    db.user.findFirst({ where: { email: "x@y.test" } }).then(
      () => undefined,
      (e: unknown) => e as { message: string; code?: string },
    );

  it("is minimal by default: no stack captured per query; the error keeps its code, not the calling line", async () => {
    const e = await failure(open("minimal.db")); // no tables: the query fails
    expect(e?.code).toBe("P2021");
    expect(e?.message).toMatch(/does not exist/);
    expect(e?.message).not.toMatch(/client\.test\.ts/);
  });

  it("names the calling line again with PRISMA_ERROR_FORMAT=colorless", async () => {
    const before = process.env.PRISMA_ERROR_FORMAT;
    process.env.PRISMA_ERROR_FORMAT = "colorless";
    try {
      const e = await failure(open("colorless.db"));
      expect(e?.code).toBe("P2021");
      expect(e?.message).toMatch(/invocation in\n.*client\.test\.ts:\d+/);
    } finally {
      if (before === undefined) delete process.env.PRISMA_ERROR_FORMAT;
      else process.env.PRISMA_ERROR_FORMAT = before;
    }
  });
});
