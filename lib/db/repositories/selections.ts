/**
 * current_selection: the complete selected rows of an artifact, stored server-side. Last write
 * wins (version increments); history is kept; the browser only ever sends id + version.
 */
import type { Actor } from "@/lib/actor";
import { identityFieldsSchema, rowsSchema } from "@/lib/chat/artifact";
import { AppError } from "@/lib/errors";
import type { StoredSelection } from "@/lib/selection";
import type { Db } from "../client";
import { fromJson, toJson } from "../json";
import { artifactRepo } from "./artifacts";
import { conversationRepo } from "./conversations";

type Scope = Pick<Actor, "tenantId" | "projectId" | "userId">;

export type { StoredSelection };

const NAME_KEYS = ["name", "title", "customer_name", "product_name", "full_name", "login", "email"];
const PLACE_KEYS = ["city", "location", "order_date", "date", "status"];

/** "Riccardo Lorini · Milano · #C-1042" — compact, human, from the row itself. */
export function selectionLabel(
  entity: string,
  rows: Record<string, unknown>[],
  identityFields: string[],
): string {
  if (rows.length !== 1) return `${rows.length} ${entity}s`;
  const row = rows[0];
  const pick = (keys: string[]) => keys.map((k) => row[k]).find((v) => typeof v === "string" && v.length > 0);
  const idKey = identityFields.find((k) => row[k] != null);
  const parts = [pick(NAME_KEYS), pick(PLACE_KEYS), idKey ? `#${String(row[idKey])}` : undefined].filter(
    Boolean,
  );
  return parts.length ? parts.join(" · ") : entity;
}

function toStored(s: {
  id: string;
  version: number;
  conversationId: string;
  artifactId: string;
  entity: string;
  sourceTool: string;
  identityFields: unknown;
  rows: unknown;
  label: string;
}): StoredSelection {
  return {
    ...s,
    identityFields: fromJson(identityFieldsSchema, s.identityFields, "selection.identityFields"),
    rows: fromJson(rowsSchema, s.rows, "selection.rows"),
  };
}

/**
 * The conversation's current selection. `read`: the conversation as this request already read it in
 * scope (its selection version), so it is not read again.
 */
export async function currentSelection(
  db: Db,
  actor: Scope,
  conversationId: string,
  read?: { id: string; selectionVersion: number },
) {
  const conv = read?.id === conversationId ? read : await conversationRepo(db, actor).get(conversationId);
  if (conv.selectionVersion === 0) return null;
  const s = await db.selection.findFirst({
    where: { conversationId, version: conv.selectionVersion, clearedAt: null, tenantId: actor.tenantId },
  });
  return s ? toStored(s) : null;
}

/** One stored selection of the actor's conversation (any version); another scope's id is null. */
export async function selectionById(db: Db, actor: Scope, conversationId: string, id: string) {
  const conv = await conversationRepo(db, actor).get(conversationId);
  const s = await db.selection.findFirst({
    where: { id, conversationId: conv.id, tenantId: actor.tenantId, projectId: actor.projectId },
  });
  return s ? toStored(s) : null;
}

/** The labels of these selections of the actor's conversation, by id. */
export async function selectionLabels(
  db: Db,
  actor: Scope,
  conversationId: string,
  ids: string[],
): Promise<Map<string, string>> {
  const rows = await db.selection.findMany({
    where: { id: { in: ids }, conversationId, tenantId: actor.tenantId, projectId: actor.projectId },
    select: { id: true, label: true },
  });
  return new Map(rows.map((s) => [s.id, s.label]));
}

/** Stores the complete rows at `rowIndexes` of the artifact as the conversation's current_selection. */
export async function storeSelection(
  db: Db,
  actor: Scope,
  input: { artifactId: string; rowIndexes: number[]; single?: boolean; conversationId?: string },
): Promise<StoredSelection> {
  const artifact = await artifactRepo(db, actor).getWithRows(input.artifactId);
  // Checked before anything is written: an artifact of another conversation is simply not found.
  if (input.conversationId !== undefined && artifact.conversationId !== input.conversationId)
    throw new AppError("not_found:artifact", "artifact of another conversation");
  const unique = [...new Set(input.rowIndexes)];
  if (unique.length === 0) throw new AppError("bad_request:input", "no rows selected");
  if (input.single && unique.length !== 1)
    throw new AppError("bad_request:input", "exactly one row required");
  const rows = unique.map((i) => {
    const row = artifact.rows[i];
    if (!row) throw new AppError("bad_request:input", `row ${i} does not exist`);
    return row;
  });
  const identityFields = artifact.identityFields;
  const label = selectionLabel(artifact.entity, rows, identityFields);
  // Last write wins: the version bump and the insert happen together.
  return db.$transaction(async (tx) => {
    // The conversation's updatedAt too: the selection card appended next (appendChecked) writes no other.
    const conv = await tx.conversation.update({
      where: { id: artifact.conversationId },
      data: { selectionVersion: { increment: 1 }, updatedAt: new Date() },
      select: { selectionVersion: true },
    });
    const s = await tx.selection.create({
      data: {
        tenantId: actor.tenantId,
        projectId: actor.projectId,
        conversationId: artifact.conversationId,
        artifactId: artifact.id,
        version: conv.selectionVersion,
        entity: artifact.entity,
        sourceTool: artifact.sourceTool,
        identityFields,
        rows: toJson(rows),
        label,
        createdBy: actor.userId,
      },
    });
    return toStored(s);
  });
}

/** Clears the conversation's selection; returns the selection version it cleared (0: none yet). */
export async function clearSelection(db: Db, actor: Scope, conversationId: string): Promise<number> {
  const conv = await conversationRepo(db, actor).get(conversationId);
  await db.selection.updateMany({
    where: { conversationId: conv.id, clearedAt: null },
    data: { clearedAt: new Date() },
  });
  return conv.selectionVersion;
}
