import "server-only";
import type { Db } from "@/lib/db/client";
import { tenantMembers } from "@/lib/db/repositories/users";

export interface Person {
  id: string;
  name: string;
  email: string;
}

/** Members of the tenant, by user id: only people of this tenant are ever named on admin pages. */
export async function tenantPeople(db: Db, tenantId: string): Promise<Map<string, Person>> {
  const members = await tenantMembers(db, tenantId);
  return new Map(members.map((u) => [u.id, u]));
}

export function personLabel(people: Map<string, Person>, id: string | null | undefined): string {
  if (!id) return "system";
  const p = people.get(id);
  return p ? p.name : "someone outside this tenant";
}
