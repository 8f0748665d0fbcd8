import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { testDb } from "../helpers/db";
import { isolatedWorld } from "../helpers/world";

// Issue 10 item 7: a lone surrogate in a message or a title failed the write and the message was lost.
const db = testDb();
let actor: Actor;
beforeAll(async () => {
  ({ actor } = await isolatedWorld(db, "unicode"));
});

describe("strings are stored as well-formed Unicode", () => {
  it("a title and a message with lone surrogates are kept, each lone surrogate as U+FFFD", async () => {
    const repo = conversationRepo(db, actor);
    const c = await repo.create("Orders \uD800 report");
    expect((await repo.get(c.id)).title).toBe("Orders \uFFFD report");
    await repo.rename(c.id, "\uDC00 renamed 😀");
    expect((await repo.get(c.id)).title).toBe("\uFFFD renamed 😀");
    const m = await repo.append(c.id, "user", [{ type: "text", text: "where is order \uD83D 42? 😀" }]);
    expect(m.id).toBeTruthy();
    const stored = await repo.messages(c.id);
    expect(stored.at(-1)?.parts).toEqual([{ type: "text", text: "where is order \uFFFD 42? 😀" }]);
  });

  it("a lookup by a string with a lone surrogate answers instead of failing", async () => {
    expect(await db.user.findUnique({ where: { email: "nobody\uD800@test.local" } })).toBeNull();
  });
});
