/**
 * One database entry for both providers (STACK.md): `file:` → SQLite via better-sqlite3,
 * `postgresql://` → PostgreSQL via pg. Both generated clients expose the same model API.
 */
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient as PgClient } from "@/generated/postgresql/client";
import { PrismaClient as SqliteClient } from "@/generated/sqlite/client";
import { wellFormed } from "./well-formed";

export type Db = InstanceType<typeof SqliteClient>;
export type DbProvider = "sqlite" | "postgresql";

export function providerOf(url: string): DbProvider {
  return url.startsWith("postgres") ? "postgresql" : "sqlite";
}

export function createDb(url: string): Db {
  if (providerOf(url) === "postgresql") {
    const adapter = new PrismaPg({ connectionString: url, max: 10 });
    return withWellFormedStrings(new PgClient({ adapter }) as unknown as Db);
  }
  const adapter = new PrismaBetterSQLite3({ url, timeout: 10_000 });
  return withWellFormedStrings(new SqliteClient({ adapter }));
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
