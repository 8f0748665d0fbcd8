/**
 * Conversations and messages, always scoped to the actor's tenant, project and user
 * (CONVENTIONS.md #4). An id from anywhere else is simply not found.
 */
import type { Actor } from "@/lib/actor";
import { BoundedMap } from "@/lib/bounded-map";
import { messagePartsSchema, messageRoleSchema } from "@/lib/chat/message-schema";
import type { ChatMessage, MessagePart, MessageRole } from "@/lib/chat/types";
import { AppError } from "@/lib/errors";
import type { Db } from "../client";
import { fromJson, toJson } from "../json";

/**
 * The last message number this process wrote or read per conversation: the next message tries the
 * one after it without reading first. Another instance (or tab) having taken it makes the insert fail
 * on the unique (conversation, seq) key, and the number is then read. Bounded; oldest forgotten first.
 */
const lastSeq = new BoundedMap<string, number>(10_000);
function rememberSeq(conversationId: string, seq: number) {
  lastSeq.set(conversationId, seq);
}

const prismaCode = (e: unknown) =>
  typeof e === "object" && e !== null ? (e as { code?: unknown }).code : undefined;

export function conversationRepo(db: Db, actor: Pick<Actor, "tenantId" | "projectId" | "userId">) {
  const scope = { tenantId: actor.tenantId, projectId: actor.projectId, userId: actor.userId };
  const notFound = (id: string) => new AppError("not_found:conversation", `conversation ${id} not in scope`);

  async function get(id: string) {
    const c = await db.conversation.findFirst({ where: { id, ...scope } });
    if (!c) throw notFound(id);
    return c;
  }

  /**
   * The scope check and the conversation's updatedAt in one statement, before a message is added to
   * it: a conversation of another tenant, project or user is not found and nothing is written.
   */
  async function touch(id: string) {
    try {
      // Only what a turn reads of it (its title, the selection version): the row is not read back whole.
      return await db.conversation.update({
        where: { id, ...scope },
        data: { updatedAt: new Date() },
        select: { id: true, title: true, selectionVersion: true },
      });
    } catch (e) {
      if (prismaCode(e) === "P2025") throw notFound(id);
      throw e;
    }
  }

  /**
   * Inserts a message with the next sequence number (the conversation already checked in scope). A
   * concurrent writer taking the number (or the idempotency key) makes the insert fail: look again,
   * up to `retries` times; a number remembered by this process that turned out taken is not counted.
   * `found` returns a message that already stands for this one (an earlier submission with the same
   * key), asked only when an insert failed.
   */
  const insertNext = async (
    id: string,
    role: MessageRole,
    parts: MessagePart[],
    extra: { turnId?: string; clientKey?: string },
    retries: number,
    found?: () => Promise<Awaited<ReturnType<typeof db.message.findFirst>>>,
  ) => {
    for (let attempt = 0; ; ) {
      const known = lastSeq.get(id);
      const seq =
        known ??
        (
          await db.message.findFirst({
            where: { conversationId: id },
            orderBy: { seq: "desc" },
            select: { seq: true },
          })
        )?.seq ??
        0;
      try {
        const msg = await db.message.create({
          data: {
            conversationId: id,
            tenantId: scope.tenantId,
            projectId: scope.projectId,
            seq: seq + 1,
            role,
            parts: toJson(parts),
            ...extra,
          },
          // What the callers show of it: its parts are theirs already, not parsed back from the row.
          select: { id: true, seq: true, createdAt: true },
        });
        rememberSeq(id, msg.seq);
        return msg;
      } catch (e) {
        lastSeq.delete(id);
        const existing = prismaCode(e) === "P2002" ? await found?.() : null;
        if (existing) return existing;
        if (known !== undefined && prismaCode(e) === "P2002") continue;
        if (attempt++ >= retries) throw e;
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
      const r = await db.conversation.updateMany({ where: { id, ...scope }, data: { title } });
      if (r.count === 0) throw notFound(id);
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
     * Also returns the conversation as read (in scope) before the insert. The key is looked up only
     * when the insert fails (the unique key on conversation + key is what refuses a second one).
     */
    async appendOnce(id: string, role: MessageRole, parts: MessagePart[], clientKey: string) {
      const conversation = await touch(id);
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
      await touch(id);
      return insertNext(id, role, parts, { turnId }, 2);
    },
    /**
     * Appends to a conversation this request has already checked in scope and whose updatedAt it has
     * written (a selection stored: storeSelection; a turn's answer after its question), without
     * checking and writing it again.
     */
    appendChecked: (checked: { id: string }, role: MessageRole, parts: MessagePart[], turnId?: string) =>
      insertNext(checked.id, role, parts, { turnId }, 2),
  };
}

export type ConversationRepo = ReturnType<typeof conversationRepo>;
