/**
 * Table artifacts: a collection result stored once server-side with all its rows. Reads are
 * scoped to the actor's tenant, project and own conversations; a forged id is not found.
 */
import type { Actor } from "@/lib/actor";
import {
  argsSchema,
  identityFieldsSchema,
  rowsSchema,
  type StoredArtifactFields,
  storedColumnsSchema,
} from "@/lib/chat/artifact";
import { AppError } from "@/lib/errors";
import type { Db } from "../client";
import { fromJson, toJson } from "../json";

/** What the repository stores: the artifact's fields of the one `ArtifactDraft`, and where it belongs. */
export interface NewArtifact extends StoredArtifactFields {
  conversationId: string;
  turnId?: string;
}

type Scope = Pick<Actor, "tenantId" | "projectId" | "userId">;

export function artifactRepo(db: Db, actor: Scope) {
  /** The artifact in scope with (or without) its rows; owned by the actor's conversation, else not found. */
  async function read<R extends boolean>(id: string, withRows: R) {
    const a = await db.artifact.findFirst({
      where: { id, tenantId: actor.tenantId, projectId: actor.projectId },
      omit: { rows: !withRows },
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
    return {
      ...a,
      args: fromJson(argsSchema, a.args, "artifact.args"),
      columns: fromJson(storedColumnsSchema, a.columns, "artifact.columns"),
      identityFields: fromJson(identityFieldsSchema, a.identityFields, "artifact.identityFields"),
    };
  }
  async function getMeta(id: string) {
    const { rows: _, ...meta } = await read(id, false);
    return meta;
  }

  return {
    async create(d: NewArtifact) {
      return db.artifact.create({
        data: {
          tenantId: actor.tenantId,
          projectId: actor.projectId,
          conversationId: d.conversationId,
          turnId: d.turnId,
          entity: d.entity,
          title: d.title,
          sourceTool: d.sourceTool,
          args: toJson(d.args),
          columns: toJson(d.columns),
          identityFields: d.identityFields,
          rows: toJson(d.rows),
          rowCount: d.rowCount,
          totalCount: d.totalCount ?? null,
          truncated: d.truncated,
          snapshotHash: d.snapshotHash,
        },
        select: { id: true },
      });
    },
    getMeta,
    /** The arguments each artifact of a turn was loaded with. */
    async argsOfTurn(turnId: string) {
      const rows = await db.artifact.findMany({
        where: { turnId, tenantId: actor.tenantId, projectId: actor.projectId },
        select: { args: true },
      });
      return rows.map((a) => fromJson(argsSchema, a.args, "artifact.args"));
    },
    /** The turn each of these artifacts of a conversation came from (ids out of scope are left out). */
    turnsOf: (conversationId: string, ids: string[]) =>
      db.artifact.findMany({
        where: { id: { in: ids }, conversationId, tenantId: actor.tenantId, projectId: actor.projectId },
        select: { id: true, turnId: true },
      }),
    async getWithRows(id: string) {
      // One read with the rows (the meta and the rows were two).
      const a = await read(id, true);
      return { ...a, rows: fromJson(rowsSchema, a.rows, "artifact.rows") };
    },
  };
}
