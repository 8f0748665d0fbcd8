import "server-only";
/**
 * Reviews and labels on shadow reports. Every write is scoped by tenant and project through
 * `updateMany` on (id, tenantId, projectId): an id from elsewhere matches nothing and is "not found".
 */
import type { Actor } from "@/lib/auth";
import { recordAudit } from "@/lib/db/audit";
import type { Db } from "@/lib/db/client";
import { userError } from "@/lib/errors";
import type { Verdict } from "./planner-metrics";

export async function reviewShadowReport(
  db: Db,
  actor: Actor,
  input: { reportId: string; verdict: Verdict; note: string },
): Promise<{ reviewedAt: string }> {
  const note = input.note.trim();
  if (input.verdict === "note" && !note) throw userError("bad_request:input", "Write the note first.");
  const reviewedAt = new Date();
  const { count } = await db.shadowReport.updateMany({
    where: { id: input.reportId, tenantId: actor.tenantId, projectId: actor.projectId },
    data: { review: input.verdict, reviewNote: note || null, reviewerId: actor.userId, reviewedAt },
  });
  if (count !== 1) throw userError("not_found:report");
  await recordAudit(db, {
    tenantId: actor.tenantId,
    projectId: actor.projectId,
    actorId: actor.userId,
    kind: "shadow.review",
    target: input.reportId,
    reason: note.slice(0, 500),
    data: { verdict: input.verdict },
  });
  return { reviewedAt: reviewedAt.toISOString() };
}

export async function labelLiveData(
  db: Db,
  actor: Actor,
  input: { reportId: string; value: boolean },
): Promise<void> {
  const { count } = await db.shadowReport.updateMany({
    where: { id: input.reportId, tenantId: actor.tenantId, projectId: actor.projectId },
    data: { liveDataLabel: input.value },
  });
  if (count !== 1) throw userError("not_found:report");
  await recordAudit(db, {
    tenantId: actor.tenantId,
    projectId: actor.projectId,
    actorId: actor.userId,
    kind: "shadow.label",
    target: input.reportId,
    data: { liveDataLabel: input.value },
  });
}
