import "server-only";
/**
 * Reviews and labels on shadow reports. Every write is scoped by tenant and project
 * (lib/db/repositories/shadow-reports.ts): an id from elsewhere matches nothing and is "not found".
 */
import type { Actor } from "@/lib/auth";
import { recordAudit } from "@/lib/db/audit";
import type { Db } from "@/lib/db/client";
import { shadowReportRepo } from "@/lib/db/repositories/shadow-reports";
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
  const found = await shadowReportRepo(db, actor).update(input.reportId, {
    review: input.verdict,
    reviewNote: note || null,
    reviewerId: actor.userId,
    reviewedAt,
  });
  if (!found) throw userError("not_found:report");
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
  const found = await shadowReportRepo(db, actor).update(input.reportId, { liveDataLabel: input.value });
  if (!found) throw userError("not_found:report");
  await recordAudit(db, {
    tenantId: actor.tenantId,
    projectId: actor.projectId,
    actorId: actor.userId,
    kind: "shadow.label",
    target: input.reportId,
    data: { liveDataLabel: input.value },
  });
}
