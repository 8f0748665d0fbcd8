// One root config for both providers, chosen by DATABASE_URL (STACK.md "Prisma").
// Used only by the Prisma CLI (generate / migrate deploy); the app builds its client in lib/db.
import path from "node:path";
import { defineConfig } from "prisma/config";

const url = process.env.DATABASE_URL ?? "file:./data/tabletalk.db";
process.env.DATABASE_URL = url;
const provider = url.startsWith("postgres") ? "postgresql" : "sqlite";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", provider, "schema.prisma"),
  migrations: { path: path.join("prisma", provider, "migrations") },
  async adapter() {
    if (provider === "postgresql") {
      // The migrate CLI reads catalog columns of type `name` (OID 19) and `"char"` (OID 18); map them to text.
      const pg = await import("pg");
      const types = pg.default.types as unknown as {
        setTypeParser(oid: number, fn: (v: string) => string): void;
      };
      types.setTypeParser(19, (v) => v);
      types.setTypeParser(18, (v) => v);
      const Result = (await import("pg/lib/result.js" as string)).default as {
        prototype: { addFields(fields: { dataTypeID: number }[]): void };
      };
      const addFields = Result.prototype.addFields;
      Result.prototype.addFields = function (fields) {
        for (const f of fields) if (f.dataTypeID === 19 || f.dataTypeID === 18) f.dataTypeID = 25;
        return addFields.call(this, fields);
      };
      const { PrismaPg } = await import("@prisma/adapter-pg");
      return new PrismaPg({ connectionString: url });
    }
    const { PrismaBetterSQLite3 } = await import("@prisma/adapter-better-sqlite3");
    return new PrismaBetterSQLite3({ url });
  },
});
