import "server-only";
import type { Actor } from "@/lib/auth/actor";
import type { TurnEvent } from "@/lib/chat/events";
import { MAX_MESSAGE_CHARS, type MessagePart, type ProgressPhase } from "@/lib/chat/types";
import { db } from "@/lib/db";
import type { Db } from "@/lib/db/client";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import type { PlannerMode } from "@/lib/db/repositories/settings";
import { toPublic } from "@/lib/errors";
import { createPlannerFromEnv, type Planner } from "@/lib/planning";
import type { Plan } from "@/lib/planning/types";
import { agentToday } from "./clock";
import { loadTurnContext } from "./context";
import { runTurn } from "./run-turn";

export interface TurnRequest {
  conversationId: string;
  text: string;
  selection: { id: string; version: number } | null;
  mode?: PlannerMode;
  /** A host-held plan (a picked clarify choice) runs instead of routing and planning `text`. */
  plan?: Plan;
  /** The composer's idempotency key: a second request with the same key starts no second turn. */
  clientKey?: string;
}

const g = globalThis as unknown as { __ttPlanner?: Planner };
function planner(): Planner {
  g.__ttPlanner ??= createPlannerFromEnv(process.env, { now: agentToday() });
  return g.__ttPlanner;
}

/** A small push-to-pull channel: the turn emits progress while the generator yields it. */
function channel<T>() {
  const queue: T[] = [];
  let wake: (() => void) | undefined;
  return {
    push(v: T) {
      queue.push(v);
      wake?.();
    },
    async next(done: () => boolean): Promise<T | undefined> {
      while (queue.length === 0 && !done()) await new Promise<void>((r) => (wake = r));
      wake = undefined;
      return queue.shift();
    },
  };
}

/** Stores the user's message first (it is never lost), then runs the turn and streams its events. */
export async function* runTurnEvents(
  actor: Actor,
  req: TurnRequest,
  database: Db = db(),
): AsyncGenerator<TurnEvent> {
  const repo = conversationRepo(database, actor);
  const text = req.text.trim();
  if (!text) {
    yield { kind: "error", code: "bad_request:input", message: "Type a question first." };
    return;
  }
  const tooLong = text.length > MAX_MESSAGE_CHARS;
  const stored = tooLong ? `${text.slice(0, MAX_MESSAGE_CHARS)}…` : text;
  const userParts: MessagePart[] = [{ type: "text", text: stored }];
  let um: Awaited<ReturnType<typeof repo.append>>;
  if (req.clientKey) {
    const once = await repo.appendOnce(req.conversationId, "user", userParts, req.clientKey);
    if (once.duplicate) {
      yield {
        kind: "notice",
        text: "This message was already sent; its answer appears in the conversation.",
      };
      return;
    }
    um = once.message;
  } else {
    um = await repo.append(req.conversationId, "user", userParts);
  }
  const conv = await repo.get(req.conversationId);
  if (conv.title === "New conversation") await repo.rename(conv.id, stored.slice(0, 60));
  yield {
    kind: "user",
    message: {
      id: um.id,
      role: "user",
      seq: um.seq,
      parts: userParts,
      createdAt: um.createdAt.toISOString(),
    },
  };

  let parts: MessagePart[];
  let turnId: string | undefined;
  if (tooLong) {
    parts = [
      {
        type: "error",
        code: "bad_request:input",
        message: `Messages are limited to ${MAX_MESSAGE_CHARS.toLocaleString("en")} characters. Please shorten your question.`,
        retryable: false,
      },
    ];
    const t = await database.turn.create({
      data: {
        tenantId: actor.tenantId,
        projectId: actor.projectId,
        conversationId: req.conversationId,
        userId: actor.userId,
        mode: "n/a",
        status: "rejected",
        question: stored,
        snapshotHash: "",
        snapshotCount: 0,
        snapshotBytes: 0,
      },
    });
    turnId = t.id;
  } else {
    const ctx = await loadTurnContext(database, actor, req.conversationId, req.selection);
    if (ctx.notice) yield { kind: "notice", text: ctx.notice };
    const events = channel<{ phase: ProgressPhase; detail?: string }>();
    let finished = false;
    const running = runTurn(database, actor, planner(), {
      conversationId: req.conversationId,
      question: text,
      ctx,
      mode: req.mode,
      plan: req.plan,
      emit: (phase, detail) => events.push({ phase, detail }),
    }).finally(() => {
      finished = true;
      events.push({ phase: "answering" });
    });
    running.catch(() => {});
    for (;;) {
      const ev = await events.next(() => finished);
      if (!ev || finished) break;
      yield { kind: "progress", phase: ev.phase, detail: ev.detail };
    }
    try {
      const r = await running;
      parts = ctx.notice ? [{ type: "notice", text: ctx.notice }, ...r.parts] : r.parts;
      turnId = r.turnId;
    } catch (e) {
      const p = toPublic(e);
      parts = [
        {
          type: "error",
          code: p.code,
          message: `${p.message} Your message was kept; you can retry.`,
          retryable: true,
        },
      ];
    }
  }
  const am = await repo.append(req.conversationId, "assistant", parts, turnId);
  yield {
    kind: "assistant",
    message: { id: am.id, role: "assistant", seq: am.seq, parts, createdAt: am.createdAt.toISOString() },
  };
}
