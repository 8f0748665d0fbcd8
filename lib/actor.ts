/**
 * The actor: who is asking, in which tenant and project, with which role. Resolved from the session
 * by lib/auth/actor.ts; declared here, below lib/db, because every repository is scoped by it.
 */
import { AppError } from "@/lib/errors";

export type Role = "admin" | "member";

export interface ActorContext {
  tenantId: string;
  tenantName: string;
  role: Role;
  projects: { id: string; name: string }[];
}

export interface Actor {
  userId: string;
  email: string;
  name: string;
  tenantId: string;
  tenantName: string;
  projectId: string;
  projectName: string;
  role: Role;
  contexts: ActorContext[];
}

export function assertAdmin(actor: Actor): void {
  if (actor.role !== "admin") throw new AppError("forbidden:admin");
}
