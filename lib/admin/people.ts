import "server-only";
import type { Db } from "@/lib/db/client";

export interface Person {
  id: string;
  name: string;
  email: string;
}

/** Members of the tenant, by user id: only people of this tenant are ever named on admin pages. */
export async function tenantPeople(db: Db, tenantId: string): Promise<Map<string, Person>> {
  const memberships = await db.membership.findMany({
    where: { tenantId },
    select: { user: { select: { id: true, name: true, email: true } } },
    orderBy: { createdAt: "asc" },
  });
  return new Map(memberships.map((m) => [m.user.id, m.user]));
}

export function personLabel(people: Map<string, Person>, id: string | null | undefined): string {
  if (!id) return "system";
  const p = people.get(id);
  return p ? p.name : "someone outside this tenant";
}
