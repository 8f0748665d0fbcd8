/**
 * Conversations and messages, always scoped to the actor's tenant, project and user
 * (CONVENTIONS.md #4). An id from anywhere else is simply not found.
 */
import type { Actor } from "@/lib/actor";
import { messagePartsSchema, messageRoleSchema } from "@/lib/chat/message-schema";
import type { ChatMessage, MessagePart, MessageRole } from "@/lib/chat/types";
import { AppError } from "@/lib/errors";
import type { Db } from "../client";
import { fromJson, toJson } from "../json";

export function conversationRepo(db: Db, actor: Pick<Actor, "tenantId" | "projectId" | "userId">) {
  const scope = { tenantId: actor.tenantId, projectId: actor.projectId, userId: actor.userId };

  async function get(id: string) {
    const c = await db.conversation.findFirst({ where: { id, ...scope } });
    if (!c) throw new AppError("not_found:conversation", `conversation ${id} not in scope`);
    return c;
  }

  /**
   * Inserts a message with the next sequence number. A concurrent writer taking the number (or
   * the idempotency key) makes the insert fail: look again, up to `retries` times. `found` returns
   * a message that already stands for this one (an earlier submission with the same key).
   */
  const insertNext = async (
    id: string,
    role: MessageRole,
    parts: MessagePart[],
    extra: { turnId?: string; clientKey?: string },
    retries: number,
    found?: () => Promise<Awaited<ReturnType<typeof db.message.findFirst>>>,
  ) => {
    for (let attempt = 0; ; attempt++) {
      const existing = await found?.();
      if (existing) return existing;
      const last = await db.message.findFirst({ where: { conversationId: id }, orderBy: { seq: "desc" } });
      try {
        const msg = await db.message.create({
          data: {
            conversationId: id,
            tenantId: scope.tenantId,
            projectId: scope.projectId,
            seq: (last?.seq ?? 0) + 1,
            role,
            parts: toJson(parts),
            ...extra,
          },
        });
        await db.conversation.update({ where: { id }, data: { updatedAt: new Date() } });
        return msg;
      } catch (e) {
        if (attempt >= retries) throw e;
      }
    }
  };
  return {
    list: () =>
      db.conversation.findMany({
        where: scope,
        orderBy: { updatedAt: "desc" },
        select: { id: true, title: true, updatedAt: true },
        take: 200,
      }),
    get,
    find: (id: string) => db.conversation.findFirst({ where: { id, ...scope } }),
    create: (title = "New conversation") => db.conversation.create({ data: { ...scope, title } }),
    async rename(id: string, title: string) {
      await get(id);
      return db.conversation.update({ where: { id }, data: { title } });
    },
    async remove(id: string) {
      await get(id);
      await db.conversation.delete({ where: { id } });
    },
    /**
     * Removes the conversation with its turns, artifacts and selections: a golden run leaves no
     * live-traffic records behind (its tool-call audit events stay: they happened).
     */
    async purge(id: string) {
      await get(id);
      const where = { conversationId: id, tenantId: scope.tenantId };
      await db.turn.deleteMany({ where });
      await db.artifact.deleteMany({ where });
      await db.selection.deleteMany({ where });
      await db.conversation.delete({ where: { id } });
    },
    async messages(id: string): Promise<ChatMessage[]> {
      await get(id);
      const rows = await db.message.findMany({ where: { conversationId: id }, orderBy: { seq: "asc" } });
      return rows.map((m) => ({
        id: m.id,
        role: fromJson(messageRoleSchema, m.role, "message.role"),
        seq: m.seq,
        parts: fromJson(messagePartsSchema, m.parts, "message.parts"),
        createdAt: m.createdAt.toISOString(),
      }));
    },
    /**
     * Appends a message carrying the sender's idempotency key, once: a second call with the same
     * key (a double submission, a replayed request) stores nothing and returns the first message.
     * Also returns the conversation as read (in scope) before the insert.
     */
    async appendOnce(id: string, role: MessageRole, parts: MessagePart[], clientKey: string) {
      const conversation = await get(id);
      let duplicate = false;
      const message = await insertNext(id, role, parts, { clientKey }, 4, async () => {
        const existing = await db.message.findFirst({ where: { conversationId: id, clientKey } });
        duplicate = existing !== null;
        return existing;
      });
      return { message, duplicate, conversation };
    },
    /** Appends with the next sequence number; retries on a concurrent writer. */
    async append(id: string, role: MessageRole, parts: MessagePart[], turnId?: string) {
      await get(id);
      return insertNext(id, role, parts, { turnId }, 2);
    },
  };
}

export type ConversationRepo = ReturnType<typeof conversationRepo>;
