/**
 * Table artifacts: a collection result stored once server-side with all its rows. Reads are
 * scoped to the actor's tenant, project and own conversations; a forged id is not found.
 */
import type { Prisma } from "@/generated/sqlite/client";
import type { Actor } from "@/lib/actor";
import { AppError } from "@/lib/errors";
import type { Db } from "../client";

export interface ArtifactColumn {
  key: string;
  label: string;
  type: "string" | "number" | "integer" | "boolean" | "date" | "datetime" | "money" | "status" | "json";
}

export interface ArtifactDraft {
  conversationId: string;
  turnId?: string;
  entity: string;
  title: string;
  sourceTool: string;
  args: unknown;
  columns: ArtifactColumn[];
  identityFields: string[];
  rows: Record<string, unknown>[];
  rowCount: number;
  truncated: boolean;
  snapshotHash: string;
}

type Scope = Pick<Actor, "tenantId" | "projectId" | "userId">;

export function artifactRepo(db: Db, actor: Scope) {
  async function getMeta(id: string) {
    const a = await db.artifact.findFirst({
      where: { id, tenantId: actor.tenantId, projectId: actor.projectId },
      omit: { rows: true },
    });
    if (!a) throw new AppError("not_found:artifact", `artifact ${id} not in scope`);
    const owner = await db.conversation.findFirst({
      where: {
        id: a.conversationId,
        tenantId: actor.tenantId,
        projectId: actor.projectId,
        userId: actor.userId,
      },
      select: { id: true },
    });
    if (!owner) throw new AppError("not_found:artifact", `artifact ${id} not owned by actor`);
    return a;
  }

  return {
    async create(d: ArtifactDraft) {
      return db.artifact.create({
        data: {
          tenantId: actor.tenantId,
          projectId: actor.projectId,
          conversationId: d.conversationId,
          turnId: d.turnId,
          entity: d.entity,
          title: d.title,
          sourceTool: d.sourceTool,
          args: (d.args ?? {}) as Prisma.InputJsonValue,
          columns: d.columns as unknown as Prisma.InputJsonValue,
          identityFields: d.identityFields,
          rows: d.rows as unknown as Prisma.InputJsonValue,
          rowCount: d.rowCount,
          truncated: d.truncated,
          snapshotHash: d.snapshotHash,
        },
        select: { id: true },
      });
    },
    getMeta,
    async getWithRows(id: string) {
      const meta = await getMeta(id);
      const full = await db.artifact.findUniqueOrThrow({ where: { id: meta.id }, select: { rows: true } });
      return { ...meta, rows: full.rows as unknown as Record<string, unknown>[] };
    },
  };
}
