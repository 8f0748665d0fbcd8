/**
 * Step 9–10 persistence: table artifacts stored once with all their rows (the message only
 * references them), columns whole (format, enum, currency column, declared) as presentation made them.
 */
import type { Actor } from "@/lib/auth/actor";
import type { MessagePart } from "@/lib/chat/types";
import type { Db } from "@/lib/db/client";
import { artifactRepo } from "@/lib/db/repositories/artifacts";
import type { Presentation } from "./present";

export async function storePresentation(
  db: Db,
  actor: Actor,
  conversationId: string,
  turnId: string | undefined,
  p: Presentation,
): Promise<{ parts: MessagePart[]; artifactIds: string[] }> {
  const ids = new Map<string, string>();
  const repo = artifactRepo(db, actor);
  for (const a of p.artifacts) {
    const stored = await repo.create({
      conversationId,
      turnId,
      entity: a.entity,
      title: a.title,
      sourceTool: a.sourceTool,
      args: a.args,
      columns: a.columns,
      identityFields: a.identityFields,
      rows: a.rows,
      rowCount: a.rowCount,
      totalCount: a.totalCount,
      truncated: a.truncated,
      snapshotHash: a.snapshotHash,
    });
    ids.set(a.draftId, stored.id);
  }
  const parts = p.parts.map(
    (d): MessagePart =>
      d.type === "artifact" ? { ...d, artifactId: ids.get(d.artifactId) ?? d.artifactId } : d,
  );
  return { parts, artifactIds: [...ids.values()] };
}
