"use server";

import { cookies } from "next/headers";
import { z } from "zod";
import { type ActionResult, runAction } from "@/lib/action-result";
import { runChoiceEvents, runResumeEvents, runTurnEvents, selectRows } from "@/lib/agent";
import { CONTEXT_COOKIE, requireActor } from "@/lib/auth";
import type { Actor } from "@/lib/auth/actor";
import type { TurnEvent } from "@/lib/chat/events";
import type { ChatMessage } from "@/lib/chat/types";
import { db } from "@/lib/db";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { clearSelection } from "@/lib/db/repositories/selections";
import { AppError, toPublic } from "@/lib/errors";

const id = z.string().min(1).max(64);

export async function createConversationAction(): Promise<ActionResult<{ id: string }>> {
  return runAction(z.undefined(), undefined, async () => {
    const actor = await requireActor();
    const c = await conversationRepo(db(), actor).create();
    return { id: c.id };
  });
}

export async function renameConversationAction(input: { id: string; title: string }): Promise<ActionResult> {
  return runAction(
    z.object({ id, title: z.string().trim().min(1, "Title is required").max(120) }),
    input,
    async (d) => {
      const actor = await requireActor();
      await conversationRepo(db(), actor).rename(d.id, d.title);
      return undefined;
    },
  );
}

export async function deleteConversationAction(input: { id: string }): Promise<ActionResult> {
  return runAction(z.object({ id }), input, async (d) => {
    const actor = await requireActor();
    await conversationRepo(db(), actor).remove(d.id);
    return undefined;
  });
}

/** Switches the active tenant/project; validated against the user's memberships. */
export async function switchContextAction(input: {
  tenantId: string;
  projectId: string;
}): Promise<ActionResult> {
  return runAction(z.object({ tenantId: id, projectId: id }), input, async (d) => {
    const actor = await requireActor();
    const ctx = actor.contexts.find((c) => c.tenantId === d.tenantId);
    if (!ctx?.projects.some((p) => p.id === d.projectId)) throw new AppError("forbidden:tenant");
    (await cookies()).set(CONTEXT_COOKIE, `${d.tenantId}:${d.projectId}`, {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
    });
    return undefined;
  });
}

const selectionRef = z
  .object({ id, version: z.number().int().min(0) })
  .nullable()
  .optional();

/**
 * Runs one turn and streams its events (user message stored first, progress, answer). Returns an
 * async iterable; every failure becomes an `error` event — the sent message is never lost.
 */
export async function sendMessageAction(input: {
  conversationId: string;
  text: string;
  selection?: { id: string; version: number } | null;
  /** One per composer send: the same key twice is one turn (a double submission, a replay). */
  clientKey?: string;
}): Promise<AsyncIterable<TurnEvent>> {
  return streamed(
    z.object({
      conversationId: id,
      text: z.string().max(60_000),
      selection: selectionRef,
      clientKey: z
        .string()
        .regex(/^[A-Za-z0-9_-]{8,64}$/)
        .optional(),
    }),
    input,
    // The conversation is checked in scope where the message is stored (runTurnEvents): one out of
    // scope is one error event, nothing stored.
    async (actor, d) =>
      runTurnEvents(actor, {
        conversationId: d.conversationId,
        text: d.text,
        selection: d.selection ?? null,
        clientKey: d.clientKey,
      }),
  );
}

/**
 * Runs one offered clarify choice as a new turn and streams its events. The browser names the turn
 * and the option only; the server runs the call that turn stored (never arguments from the page).
 */
export async function runChoiceAction(input: {
  conversationId: string;
  turnId: string;
  index: number;
}): Promise<AsyncIterable<TurnEvent>> {
  return streamed(
    z.object({ conversationId: id, turnId: id, index: z.number().int().min(0).max(9) }),
    input,
    async (actor, d) => runChoiceEvents(actor, d),
  );
}

/**
 * Continues the question a pick-one table suspended, with the selection just stored for it, and
 * streams the continuation's events. The browser names the selection (id + version) only; the row
 * is the stored one and must be one the suspended step offered.
 */
export async function resumeAfterPickAction(input: {
  conversationId: string;
  selectionId: string;
  version: number;
}): Promise<AsyncIterable<TurnEvent>> {
  return streamed(
    z.object({ conversationId: id, selectionId: id, version: z.number().int().min(1) }),
    input,
    async (actor, d) => runResumeEvents(actor, d),
  );
}

/**
 * The entry of a streamed action: parse, sign in, start. An invalid request or a failure before the
 * stream starts is one `error` event, never a thrown action.
 */
async function streamed<T>(
  schema: z.ZodType<T>,
  input: unknown,
  start: (actor: Actor, data: T) => Promise<AsyncIterable<TurnEvent>>,
): Promise<AsyncIterable<TurnEvent>> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return single({ kind: "error", ...toPublic(new AppError("bad_request:input")) });
  try {
    return await start(await requireActor(), parsed.data);
  } catch (e) {
    const p = toPublic(e);
    return single({ kind: "error", code: p.code, message: p.message });
  }
}

async function* single(ev: TurnEvent): AsyncGenerator<TurnEvent> {
  yield ev;
}

/** Stores the complete selected rows server-side and appends a compact selection card. */
export async function selectRowsAction(input: {
  conversationId: string;
  artifactId: string;
  rowIndexes: number[];
  single?: boolean;
}): Promise<
  ActionResult<{
    selection: { id: string; version: number; label: string; entity: string };
    message: ChatMessage;
  }>
> {
  return runAction(
    z.object({
      conversationId: id,
      artifactId: id,
      rowIndexes: z.array(z.number().int().min(0)).min(1).max(10_000),
      single: z.boolean().optional(),
    }),
    input,
    async (d) => {
      const actor = await requireActor();
      return selectRows(db(), actor, d);
    },
  );
}

export async function clearSelectionAction(input: {
  conversationId: string;
}): Promise<ActionResult<{ version: number }>> {
  return runAction(z.object({ conversationId: id }), input, async (d) => {
    const actor = await requireActor();
    return { version: await clearSelection(db(), actor, d.conversationId) };
  });
}
