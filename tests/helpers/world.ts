/**
 * An isolated tenant/project for turn tests (so parallel test files never see each other's
 * connections), with the demo commerce MCP connection and, optionally, extra OpenAPI sources.
 */

import { COMMERCE_CONNECTION } from "@/demo/seed-all";
import type { Prisma } from "@/generated/sqlite/client";
import { type Actor, resolveActor } from "@/lib/auth/actor";
import { hashPassword } from "@/lib/auth/password";
import { allowOutboundUrl } from "@/lib/connectors/outbound";
import { syncConnection } from "@/lib/connectors/sync";
import type { Db } from "@/lib/db/client";
import { readConnection } from "@/lib/db/schemas/connection";

export async function isolatedWorld(db: Db, name: string, opts: { role?: "admin" | "member" } = {}) {
  const slug = `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const tenant = await db.tenant.create({ data: { slug, name } });
  const project = await db.project.create({ data: { tenantId: tenant.id, slug: "p", name: "P" } });
  const user = await db.user.create({
    data: { email: `${slug}@test.local`, name: `${name} user`, passwordHash: await hashPassword("x") },
  });
  const m = await db.membership.create({
    data: { userId: user.id, tenantId: tenant.id, role: opts.role ?? "admin" },
  });
  await db.projectAccess.create({ data: { membershipId: m.id, projectId: project.id } });
  const actor: Actor = await resolveActor(db, { userId: user.id });
  return { tenant, project, user, actor };
}

export async function addConnection(
  db: Db,
  actor: Actor,
  def: { slug: string; kind: string; name?: string; config: object; trusted: boolean; catalog?: unknown },
) {
  // A test world's fixture servers on 127.0.0.1 are the operator's: allow exactly their URL, the way
  // OUTBOUND_ALLOW_HOSTS would (the public-address rule itself stays on).
  const cfg = def.config as { baseUrl?: unknown; transport?: { url?: unknown } };
  for (const url of [cfg.baseUrl, cfg.transport?.url])
    if (typeof url === "string" && /^https?:\/\/127\.0\.0\.1:\d+(\/|$)/.test(url)) allowOutboundUrl(url);
  const conn = await db.connection.create({
    data: {
      tenantId: actor.tenantId,
      projectId: actor.projectId,
      slug: def.slug,
      kind: def.kind,
      name: def.name ?? def.slug,
      config: def.config as Prisma.InputJsonValue,
      trusted: def.trusted,
      catalog: (def.catalog ?? undefined) as Prisma.InputJsonValue | undefined,
    },
  });
  const r = await syncConnection(db, readConnection(conn));
  return { conn, sync: r };
}

export const addCommerce = (db: Db, actor: Actor) => addConnection(db, actor, { ...COMMERCE_CONNECTION });
