import "server-only";
/** Scoped query behind /admin/activity: this tenant, this project's events and tenant-wide ones. */
import type { Actor } from "@/lib/auth";
import { auditEvents, auditKinds } from "@/lib/db/audit";
import type { Db } from "@/lib/db/client";
import { maskSensitive } from "@/lib/security";
import { type ActivityFilters, PAGE_SIZE, redactData } from "./activity";
import { personLabel, tenantPeople } from "./people";

export interface ActivityRow {
  id: string;
  at: string;
  kind: string;
  outcome: string;
  actor: string;
  target: string;
  reason: string;
  data: ReturnType<typeof redactData>;
}

export interface ActivityPage {
  rows: ActivityRow[];
  page: number;
  hasNext: boolean;
  kinds: string[];
  people: { id: string; name: string }[];
}

export async function loadActivity(db: Db, actor: Actor, f: ActivityFilters): Promise<ActivityPage> {
  const [events, kinds, people] = await Promise.all([
    auditEvents(db, actor, f, { skip: (f.page - 1) * PAGE_SIZE, take: PAGE_SIZE + 1 }),
    auditKinds(db, actor),
    tenantPeople(db, actor.tenantId),
  ]);
  return {
    rows: events.slice(0, PAGE_SIZE).map((e) => ({
      id: e.id,
      at: e.createdAt.toISOString(),
      kind: e.kind,
      outcome: e.outcome,
      actor: personLabel(people, e.actorId),
      target: e.target.slice(0, 200),
      reason: String(maskSensitive(e.reason, { maxBytes: 600 })),
      data: redactData(e.data),
    })),
    page: f.page,
    hasNext: events.length > PAGE_SIZE,
    kinds,
    people: [...people.values()].map((p) => ({ id: p.id, name: p.name })),
  };
}
