import "server-only";
import { type Actor, getActorOrNull } from "@/lib/auth";

/**
 * The admin actor for a page, or null. Pages render in parallel with the admin layout, which shows
 * members "Administrators only"; a page therefore loads nothing (and renders nothing) for them
 * instead of throwing into an error boundary.
 */
export async function pageAdmin(): Promise<Actor | null> {
  const actor = await getActorOrNull();
  return actor?.role === "admin" ? actor : null;
}
