/**
 * Complete collections through the real turn (issue 14 item 1): the demo MCP server over stdio, the
 * gateway (re-authorization and audit of every page), the artifact store, progress and prose.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runTurn } from "@/lib/agent/run-turn";
import type { Actor } from "@/lib/auth/actor";
import type { MessagePart } from "@/lib/chat/types";
import { mcpPool } from "@/lib/connectors/runtime";
import { artifactRepo } from "@/lib/db/repositories/artifacts";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { createBuiltinPlanner } from "@/lib/planning";
import { testDb } from "../helpers/db";
import { addCommerce, isolatedWorld } from "../helpers/world";

const db = testDb();
let actor: Actor;

beforeAll(async () => {
  ({ actor } = await isolatedWorld(db, "collections"));
  await addCommerce(db, actor);
}, 60_000);

afterAll(async () => {
  await mcpPool().close();
});

async function ask(question: string) {
  const conv = await conversationRepo(db, actor).create();
  const progress: { phase: string; detail?: string }[] = [];
  const since = new Date();
  const r = await runTurn(db, actor, createBuiltinPlanner(), {
    conversationId: conv.id,
    question,
    selection: null,
    emit: (phase, detail) => progress.push({ phase, detail }),
    mode: "capability",
  });
  const text = r.parts.flatMap((p: MessagePart) => (p.type === "text" ? [p.text] : [])).join(" ");
  const art = r.parts.find((p) => p.type === "artifact");
  const stored =
    art?.type === "artifact" ? await artifactRepo(db, actor).getWithRows(art.artifactId) : undefined;
  const calls = await db.auditEvent.findMany({
    where: { tenantId: actor.tenantId, kind: "tool.call", createdAt: { gte: since } },
    orderBy: { createdAt: "asc" },
  });
  const turn = await db.turn.findUniqueOrThrow({ where: { id: r.turnId } });
  return { r, text, stored, calls, progress, turn };
}

describe("a listed collection is loaded completely, up to the limit of one table", () => {
  it("“show all orders”: 100 pages of 100 through the gateway, capped at 10,000 and saying so", async () => {
    const { text, stored, calls, progress, turn } = await ask("show all orders");
    // The source's total is stored with the rows: the table's note can say "10,000 of 12,000".
    expect(stored).toMatchObject({ entity: "order", rowCount: 10_000, totalCount: 12_000, truncated: true });
    expect(new Set(stored?.rows.map((row) => row.id)).size).toBe(10_000);
    expect(text).toBe(
      "Found 12,000 orders. 10,000 of 12,000 loaded into the table — the limit for one table.",
    );
    // Every page is the same audited call with the page argument only.
    const pages = calls.filter((c) => c.target === "mcp:commerce/orders.search");
    expect(pages).toHaveLength(100);
    expect(pages.every((c) => c.outcome === "ok")).toBe(true);
    const args = pages.map((c) => (c.data as { args: Record<string, unknown> }).args);
    expect(args[0]).toEqual({ limit: 100 });
    for (const a of args.slice(1)) expect(Object.keys(a).sort()).toEqual(["cursor", "limit"]);
    expect(turn.externalCalls).toBe(100);
    // Progress streams while pages load.
    const loading = progress.filter((p) => p.phase === "loading").map((p) => p.detail);
    expect(loading).toContain("2,000 of 12,000 orders");
    expect(loading.at(-1)).toBe("10,000 of 12,000 orders");
    const evidence = turn.evidence as { loading?: { pages: number; stoppedBy?: string } }[];
    expect(evidence[0].loading).toMatchObject({ pages: 100, stoppedBy: "limit" });
  }, 60_000);

  it("“Find customers in Milano”: every customer in Milano, all loaded, no page size in the words", async () => {
    const { text, stored, calls } = await ask("Find customers in Milano");
    const pages = calls.filter((c) => c.target === "mcp:commerce/customers.search");
    expect(pages.length).toBeGreaterThan(1);
    expect(stored?.truncated).toBe(false);
    expect(stored?.rows.every((row) => row.city === "Milano")).toBe(true);
    expect(text).toMatch(/^Found [\d,]+ customers .*all loaded in the table\.$/);
    expect(text).not.toMatch(/limit|page/i);
    expect(stored?.rowCount).toBe(Number(/Found ([\d,]+)/.exec(text)?.[1].replace(/,/g, "")));
  }, 60_000);

  it("a number the person asked for is that many rows, one call", async () => {
    const { stored, calls } = await ask("show the last 5 orders");
    const pages = calls.filter((c) => c.target === "mcp:commerce/orders.search");
    expect(pages).toHaveLength(1);
    expect(stored?.rowCount).toBe(5);
  }, 60_000);
});
