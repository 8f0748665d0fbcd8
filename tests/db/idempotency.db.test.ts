import { beforeAll, describe, expect, it } from "vitest";
import { runTurnEvents } from "@/lib/agent/turn-events";
import type { Actor } from "@/lib/auth/actor";
import type { TurnEvent } from "@/lib/chat/events";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { testDb } from "../helpers/db";
import { isolatedWorld } from "../helpers/world";

// Issue 10 item 7: the same message sent twice at once created two turns.
const db = testDb();
let actor: Actor;
beforeAll(async () => {
  ({ actor } = await isolatedWorld(db, "idempotency"));
});

async function drain(it: AsyncIterable<TurnEvent>): Promise<TurnEvent[]> {
  const out: TurnEvent[] = [];
  for await (const ev of it) out.push(ev);
  return out;
}

describe("one turn per composer send", () => {
  it("two identical submissions at once with one key are one user message and one turn", async () => {
    const c = await conversationRepo(db, actor).create();
    const req = {
      conversationId: c.id,
      text: "What is the returns policy?",
      selection: null,
      clientKey: "k-0123456789",
    };
    const [a, b] = await Promise.all([
      drain(runTurnEvents(actor, req, db)),
      drain(runTurnEvents(actor, req, db)),
    ]);
    const users = await db.message.count({ where: { conversationId: c.id, role: "user" } });
    const turns = await db.turn.count({ where: { conversationId: c.id } });
    expect(users).toBe(1);
    expect(turns).toBe(1);
    const kinds = [a, b].map((evs) => evs.map((e) => e.kind));
    expect(kinds.filter((k) => k.includes("assistant"))).toHaveLength(1);
    expect(kinds.find((k) => !k.includes("assistant"))).toEqual(["notice"]);
    // Sent again later (a replayed request): still one turn.
    expect((await drain(runTurnEvents(actor, req, db))).map((e) => e.kind)).toEqual(["notice"]);
    expect(await db.turn.count({ where: { conversationId: c.id } })).toBe(1);
  });

  it("another key, or none, is another turn", async () => {
    const c = await conversationRepo(db, actor).create();
    const base = { conversationId: c.id, text: "What is the returns policy?", selection: null };
    await drain(runTurnEvents(actor, { ...base, clientKey: "k-aaaaaaaaaa" }, db));
    await drain(runTurnEvents(actor, { ...base, clientKey: "k-bbbbbbbbbb" }, db));
    await drain(runTurnEvents(actor, base, db));
    expect(await db.turn.count({ where: { conversationId: c.id } })).toBe(3);
  });
});
