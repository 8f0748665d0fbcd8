/**
 * The actor: who is asking, in which tenant and project, with which role. Resolved on every
 * request from the session's user id and the requested context, validated against memberships
 * (a forged or stale context cookie falls back to a context the user really has).
 */

import type { Actor, ActorContext, Role } from "@/lib/actor";
import type { Db } from "@/lib/db/client";
import { userWithContexts } from "@/lib/db/repositories/users";
import { AppError } from "@/lib/errors";

// Declared below lib/db, which scopes every query by it; re-exported for the callers of auth.
export { type Actor, type ActorContext, assertAdmin, type Role } from "@/lib/actor";

export async function resolveActor(
  db: Db,
  input: { userId: string; tenantId?: string; projectId?: string },
): Promise<Actor> {
  const user = await userWithContexts(db, input.userId);
  if (!user) throw new AppError("unauthorized:auth", "user no longer exists");
  const contexts: ActorContext[] = user.memberships
    .map((m) => ({
      tenantId: m.tenantId,
      tenantName: m.tenant.name,
      role: m.role as Role,
      projects: m.projects
        .map((pa) => ({ id: pa.project.id, name: pa.project.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .filter((c) => c.projects.length > 0);
  if (contexts.length === 0) throw new AppError("forbidden:tenant", "user has no project access");
  const ctx = contexts.find((c) => c.tenantId === input.tenantId) ?? contexts[0];
  const project = ctx.projects.find((p) => p.id === input.projectId) ?? ctx.projects[0];
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    tenantId: ctx.tenantId,
    tenantName: ctx.tenantName,
    projectId: project.id,
    projectName: project.name,
    role: ctx.role,
    contexts,
  };
}
