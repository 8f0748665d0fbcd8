import "server-only";
import type { Actor } from "@/lib/auth/actor";
import type { TurnEvent } from "@/lib/chat/events";
import { MAX_MESSAGE_CHARS, type MessagePart } from "@/lib/chat/types";
import { db } from "@/lib/db";
import type { Db } from "@/lib/db/client";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import type { PlannerMode } from "@/lib/db/repositories/settings";
import { turnRepo } from "@/lib/db/repositories/turns";
import { env } from "@/lib/env";
import { type AppError, toPublic } from "@/lib/errors";
import { createPlannerFromEnv, type Planner } from "@/lib/planning";
import type { Plan } from "@/lib/planning/types";
import { agentToday } from "./clock";
import { withProgress } from "./progress-stream";
import { runTurn } from "./run-turn";
import { admitTurn, isLimitError, TurnBudget, type TurnLimits, turnLimitsOf } from "./turn-limits";

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
/** The configured planner, one per process (a turn and a resumed turn plan with the same one). */
export function planner(): Planner {
  g.__ttPlanner ??= createPlannerFromEnv(process.env, { now: agentToday() });
  return g.__ttPlanner;
}

/**
 * A turn that did not run to an answer (a message over the size limit, a turn refused or stopped by
 * a limit) is still recorded, so the conversation and the activity views show what happened.
 */
async function unrunTurn(
  database: Db,
  actor: Actor,
  conversationId: string,
  question: string,
  status: "rejected" | "limited",
  usage?: { calls: number; tokens: number },
): Promise<string> {
  const t = await turnRepo(database, actor).create({
    conversationId,
    mode: "n/a",
    status,
    question: question.slice(0, 4000),
    snapshotHash: "",
    snapshotCount: 0,
    snapshotBytes: 0,
    tokens: usage?.tokens || null,
    externalCalls: usage?.calls ?? 0,
  });
  return t.id;
}

export interface TurnEventsOptions {
  /** Defaults: the env's limits (lib/env.ts) and the configured planner. */
  limits?: TurnLimits;
  planner?: Planner;
  /** See RunTurnInput.onPlan. */
  onPlan?: (plan: Plan) => void;
}

/** Stores the user's message first (it is never lost), then runs the turn and streams its events. */
export async function* runTurnEvents(
  actor: Actor,
  req: TurnRequest,
  database: Db = db(),
  opts: TurnEventsOptions = {},
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
  let conv: { id: string; title: string; selectionVersion: number };
  try {
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
      // The conversation as appendOnce read it in scope: its title is not read a second time.
      conv = once.conversation;
    } else {
      um = await repo.append(req.conversationId, "user", userParts);
      conv = await repo.get(req.conversationId);
    }
  } catch (e) {
    // Nothing was stored (a conversation out of scope is not found): one error event, as before any turn.
    const p = toPublic(e);
    yield { kind: "error", code: p.code, message: p.message };
    return;
  }
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
  const limits = opts.limits ?? turnLimitsOf(env());
  let admitted: Awaited<ReturnType<typeof admitTurn>> | undefined;
  let refused: AppError | undefined;
  if (!tooLong) {
    try {
      admitted = await admitTurn(database, actor, limits);
    } catch (e) {
      if (!isLimitError(e)) throw e;
      refused = e;
    }
  }
  if (tooLong) {
    parts = [
      {
        type: "error",
        code: "bad_request:input",
        message: `Messages are limited to ${MAX_MESSAGE_CHARS.toLocaleString("en")} characters. Please shorten your question.`,
        retryable: false,
      },
    ];
    turnId = await unrunTurn(database, actor, req.conversationId, stored, "rejected");
  } else if (refused || !admitted) {
    // Refused by a limit: the message is kept above, the refusal is its answer.
    const p = toPublic(refused);
    parts = [{ type: "error", code: p.code, message: p.message, retryable: true }];
    turnId = await unrunTurn(database, actor, req.conversationId, stored, "limited");
  } else {
    const release = admitted.release;
    const budget = new TurnBudget(limits);
    try {
      const r = yield* withProgress((emit, notify) =>
        runTurn(database, actor, budget.planner(opts.planner ?? planner()), {
          conversationId: req.conversationId,
          question: text,
          selection: req.selection,
          conversation: conv,
          mode: req.mode,
          plan: req.plan,
          budget,
          emit,
          notify,
          onPlan: opts.onPlan,
        }).finally(release),
      );
      parts = r.parts;
      turnId = r.turnId;
    } catch (e) {
      const p = toPublic(e);
      if (isLimitError(e)) {
        // A turn stopped by its budget: asking the same again would stop the same way.
        parts = [{ type: "error", code: p.code, message: p.message, retryable: false }];
        turnId = await unrunTurn(database, actor, req.conversationId, text, "limited", budget.usage());
      } else
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
  // The conversation was checked in scope and its updatedAt written when the question was stored.
  const am = await repo.appendChecked(conv, "assistant", parts, turnId);
  yield {
    kind: "assistant",
    message: { id: am.id, role: "assistant", seq: am.seq, parts, createdAt: am.createdAt.toISOString() },
  };
}
