/**
 * Shadow reports and the turns the planner dashboard reads, scoped to the actor's tenant and
 * project (admin views read every user's turns of the project). Writes are `updateMany` on
 * (id, tenantId, projectId): an id from elsewhere matches nothing.
 */
import type { Prisma } from "@/generated/sqlite/client";
import type { Actor } from "@/lib/actor";
import type { Db } from "../client";
import { toJson } from "../json";

type Scope = Pick<Actor, "tenantId" | "projectId">;

/** A report as the shadow side records it; `data` is the masked, bounded body. */
export type NewShadowReport = Omit<
  Prisma.ShadowReportUncheckedCreateInput,
  "id" | "tenantId" | "projectId" | "data" | "createdAt"
> & { data: unknown };

/** The Turn columns the dashboard reads. */
const TURN_ROW_SELECT = {
  id: true,
  mode: true,
  status: true,
  question: true,
  createdAt: true,
  corrections: true,
  tokens: true,
  plans: true,
  validation: true,
} as const;

export function shadowReportRepo(db: Db, scope: Scope) {
  const where = { tenantId: scope.tenantId, projectId: scope.projectId };
  return {
    create: ({ data, ...report }: NewShadowReport) =>
      db.shadowReport.create({ data: { ...report, ...where, data: toJson(data) } }),
    /** Reports since `since`, newest first, at most `take`. */
    since: (since: Date, take: number) =>
      db.shadowReport.findMany({
        where: { ...where, createdAt: { gte: since } },
        orderBy: { createdAt: "desc" },
        take,
      }),
    /** Sets review fields or the live-data label of one report; false when the id is not in scope. */
    async update(id: string, data: Prisma.ShadowReportUpdateManyMutationInput): Promise<boolean> {
      const { count } = await db.shadowReport.updateMany({ where: { id, ...where }, data });
      return count === 1;
    },
    /** Turns of the project since `since`, newest first, at most `take`. */
    turnsSince: (since: Date, take: number) =>
      db.turn.findMany({
        where: { ...where, createdAt: { gte: since } },
        orderBy: { createdAt: "desc" },
        take,
        select: TURN_ROW_SELECT,
      }),
    turnsByIds: (ids: string[]) =>
      db.turn.findMany({ where: { ...where, id: { in: ids } }, select: TURN_ROW_SELECT }),
  };
}
