import "server-only";
import { cookies } from "next/headers";
import { getServerSession } from "next-auth";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { type Actor, resolveActor } from "./actor";
import { authOptions } from "./options";

export type { Actor, ActorContext, Role } from "./actor";
export { assertAdmin } from "./actor";
export { authOptions } from "./options";

export const CONTEXT_COOKIE = "tt_ctx";

/** The signed-in actor for this request, with tenant/project validated against memberships. */
export async function requireActor(): Promise<Actor> {
  const session = await getServerSession(authOptions);
  const userId = (session?.user as { id?: string } | undefined)?.id;
  if (!userId) throw new AppError("unauthorized:auth");
  const raw = (await cookies()).get(CONTEXT_COOKIE)?.value ?? "";
  const [tenantId, projectId] = raw.split(":");
  return resolveActor(db(), { userId, tenantId, projectId });
}

export async function getActorOrNull(): Promise<Actor | null> {
  try {
    return await requireActor();
  } catch {
    return null;
  }
}
