import { seedIdentities } from "@/demo/seed";
import type { Actor } from "@/lib/auth/actor";
import { resolveActor } from "@/lib/auth/actor";
import { createDb, type Db } from "@/lib/db/client";

/** The test database (migrated by scripts/test.sh): SQLite by default, PostgreSQL when DATABASE_URL says so. */
export function testDbUrl(): string {
  return process.env.DATABASE_URL ?? "file:./data/test-unit.db";
}

let shared: Db | undefined;
export function testDb(): Db {
  shared ??= createDb(testDbUrl());
  return shared;
}

export async function seededActors(db: Db = testDb()) {
  const ids = await seedIdentities(db);
  const actor = (email: string, tenant?: string): Promise<Actor> =>
    resolveActor(db, { userId: ids.users[email], tenantId: tenant ? ids.tenants[tenant].id : undefined });
  return {
    ids,
    acmeAdmin: await actor("admin@acme.test"),
    acmeMember: await actor("member@acme.test"),
    globex: await actor("user@globex.test"),
    consultant: await actor("consultant@demo.test"),
    actor,
  };
}
