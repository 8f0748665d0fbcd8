import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { isAppError } from "@/lib/errors";
import { testDb } from "../helpers/db";
import { isolatedWorld } from "../helpers/world";

// Issue 11 item 1: a stored message is parsed on read, its role as well as its parts, never cast.
const db = testDb();
let actor: Actor;
beforeAll(async () => {
  ({ actor } = await isolatedWorld(db, "messages"));
});

describe("messages read back", () => {
  it("keep each message's role and parts as written", async () => {
    const repo = conversationRepo(db, actor);
    const c = await repo.create();
    await repo.append(c.id, "user", [{ type: "text", text: "how many orders?" }]);
    await repo.append(c.id, "assistant", [{ type: "text", text: "There are 12 orders." }]);
    const stored = await repo.messages(c.id);
    expect(stored.map((m) => [m.role, m.parts])).toEqual([
      ["user", [{ type: "text", text: "how many orders?" }]],
      ["assistant", [{ type: "text", text: "There are 12 orders." }]],
    ]);
  });

  it("a row whose role is neither user nor assistant is a corrupt row (internal:stored), not a message", async () => {
    const repo = conversationRepo(db, actor);
    const c = await repo.create();
    const m = await repo.append(c.id, "user", [{ type: "text", text: "hi" }]);
    await db.message.update({ where: { id: m.id }, data: { role: "system" } });
    const error = await repo.messages(c.id).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isAppError(error) && error.code).toBe("internal:stored");
    expect(isAppError(error) && error.publicMessage).toBe("Something went wrong on our side.");
  });
});
