import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCommerceData } from "@/demo/commerce/data";
import { type CommerceHttpServer, startCommerceHttpServer } from "@/demo/commerce/http";
import type { TurnContext } from "@/lib/agent/context";
import { runTurn } from "@/lib/agent/run-turn";
import type { Actor } from "@/lib/auth/actor";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { createBuiltinPlanner } from "@/lib/planning";
import { testDb } from "../helpers/db";
import { addCommerce, addConnection, isolatedWorld } from "../helpers/world";

// Sources side by side: two servers both know customers (the demo over stdio, seed 42, and a second
// commerce server over HTTP with other people, seed 7). A person only the second one knows is looked
// up there after the first finds nobody — never "not found" while a routed source is untried.
const db = testDb();
let actor: Actor;
let other: CommerceHttpServer;
const ctx: TurnContext = { selection: null, recent: [], recentFamilies: [] };

beforeAll(async () => {
  ({ actor } = await isolatedWorld(db, "sidebyside"));
  await addCommerce(db, actor);
  other = await startCommerceHttpServer({ seed: 7 });
  await addConnection(db, actor, {
    slug: "crm",
    kind: "mcp",
    config: { transport: { kind: "http", url: other.url } },
    trusted: true,
  });
}, 60_000);

afterAll(async () => {
  await other?.close();
});

describe("sources side by side", () => {
  it("an empty lookup in one source tries the other source's tool for the same entity", async () => {
    const known = new Set(generateCommerceData(42).customers.map((c) => c.name));
    const only = generateCommerceData(7).customers.find((c) => !known.has(c.name) && /\s/.test(c.name));
    if (!only) throw new Error("fixture: no customer only the second source knows");
    const conv = await conversationRepo(db, actor).create();
    const r = await runTurn(db, actor, createBuiltinPlanner(), {
      conversationId: conv.id,
      question: `Show the orders for ${only.name}`,
      ctx,
      emit: () => {},
    });
    const calls = await db.auditEvent.findMany({
      where: { tenantId: actor.tenantId, kind: "tool.call" },
      orderBy: { createdAt: "asc" },
    });
    const targets = calls.map((c) => c.target);
    expect(targets).toContain("mcp:commerce/customers.search");
    expect(targets).toContain("mcp:crm/customers.search");
    expect(targets.indexOf("mcp:commerce/customers.search")).toBeLessThan(
      targets.indexOf("mcp:crm/customers.search"),
    );
    const text = r.parts.flatMap((p) => (p.type === "text" ? [p.text] : [])).join(" ");
    expect(text).not.toMatch(/no customer/i);
  }, 60_000);
});
