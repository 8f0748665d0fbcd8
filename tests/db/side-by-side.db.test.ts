import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCommerceData } from "@/demo/commerce/data";
import { type CommerceHttpServer, startCommerceHttpServer } from "@/demo/commerce/http";
import { runResumeEvents } from "@/lib/agent/run-resume";
import { runTurn } from "@/lib/agent/run-turn";
import { selectRows } from "@/lib/agent/select-rows";
import type { Actor } from "@/lib/auth/actor";
import type { MessagePart } from "@/lib/chat/types";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { createBuiltinPlanner } from "@/lib/planning";
import { testDb } from "../helpers/db";
import { collect } from "../helpers/events";
import { addCommerce, addConnection, isolatedWorld } from "../helpers/world";

// Sources side by side (issue 9 item 4): two servers both know customers (the demo over stdio,
// seed 42, and a second commerce server over HTTP with other people, seed 7). A person only the
// second one knows is looked up there after the first finds nobody — never "not found" while a
// routed source is untried; a person both know is offered from both in one pick table that names
// each row's source, and the pick continues with the tools of the source it came from.
const db = testDb();
let actor: Actor;
let other: CommerceHttpServer;

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
      selection: null,
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

type Row = Record<string, unknown>;
type ArtifactPart = Extract<MessagePart, { type: "artifact" }>;
const A = generateCommerceData(42);
const B = generateCommerceData(7);
const idsNamed = (data: typeof A, name: string) =>
  data.customers.filter((c) => c.name === name).map((c) => c.id);

async function ask(question: string) {
  const conv = await conversationRepo(db, actor).create();
  const since = new Date();
  const r = await runTurn(db, actor, createBuiltinPlanner(), {
    conversationId: conv.id,
    question,
    selection: null,
    emit: () => {},
  });
  const part = r.parts.find((p): p is ArtifactPart => p.type === "artifact");
  const artifact = part ? await db.artifact.findUniqueOrThrow({ where: { id: part.artifactId } }) : undefined;
  const calls = await db.auditEvent.findMany({
    where: { tenantId: actor.tenantId, kind: "tool.call", createdAt: { gte: since } },
    orderBy: { createdAt: "asc" },
  });
  return {
    conv,
    r,
    part,
    artifact,
    rows: (artifact?.rows ?? []) as Row[],
    targets: calls.map((c) => c.target),
  };
}

/** Stores the pick of the first row from `source`, as the table's "Use this customer" does. */
async function pickFrom(s: Awaited<ReturnType<typeof ask>>, source: string) {
  const index = s.rows.findIndex((r) => r.source === source);
  const { selection } = await selectRows(db, actor, {
    conversationId: s.conv.id,
    artifactId: String(s.artifact?.id),
    rowIndexes: [index],
    single: true,
  });
  return selection;
}
const selectionRef = (sel: { id: string; version: number }) => ({
  selectionId: sel.id,
  version: sel.version,
});

describe("matches in several sources: one pick table with their source", () => {
  it("offers both sources' namesakes in one table, and a pick continues with the source it came from", async () => {
    const name = "Giorgio Greco";
    expect(idsNamed(A, name)).toHaveLength(2);
    expect(idsNamed(B, name)).toHaveLength(1);
    const s = await ask(`Show the orders for ${name}`);
    expect(s.r.status).toBe("suspended");
    expect(s.part?.purpose).toBe("pick-one");
    // One table, every row naming its source; each source's namesakes are all there.
    expect(s.r.parts.filter((p) => p.type === "artifact")).toHaveLength(1);
    const prose = s.r.parts.flatMap((p) => (p.type === "text" ? [p.text] : [])).join(" ");
    expect(prose).toMatch(/^Found 3 customers named Giorgio Greco in 2 sources \(commerce, crm\)\. Pick one/);
    // Where each row comes from is the table's first column.
    expect(((s.artifact?.columns ?? []) as { key: string }[])[0]?.key).toBe("source");
    const from = (source: string) => s.rows.filter((r) => r.source === source).map((r) => r.id);
    expect(from("commerce")).toEqual(expect.arrayContaining(idsNamed(A, name)));
    expect(from("crm")).toEqual(expect.arrayContaining(idsNamed(B, name)));
    expect(s.rows.every((r) => r.source === "commerce" || r.source === "crm")).toBe(true);
    // Nothing beyond the two lookups ran before the person picked.
    expect(new Set(s.targets)).toEqual(
      new Set(["mcp:commerce/customers.search", "mcp:crm/customers.search"]),
    );

    // The person picks the second source's customer: that source's orders are listed, for them.
    const selection = await pickFrom(s, "crm");
    const since = new Date();
    const events = await collect(
      runResumeEvents(actor, { conversationId: s.conv.id, ...selectionRef(selection) }, db),
    );
    expect(events.find((e) => e.kind === "error")).toBeUndefined();
    const calls = await db.auditEvent.findMany({
      where: { tenantId: actor.tenantId, kind: "tool.call", createdAt: { gte: since } },
    });
    const picked = idsNamed(B, name)[0];
    expect(calls.map((c) => c.target)).toContain("mcp:crm/orders.search");
    expect(calls.map((c) => c.target)).not.toContain("mcp:commerce/orders.search");
    const answer = events.at(-1);
    if (answer?.kind !== "assistant") throw new Error("no answer");
    const table = answer.message.parts.find((p): p is ArtifactPart => p.type === "artifact");
    const orders = (await db.artifact.findUniqueOrThrow({ where: { id: String(table?.artifactId) } }))
      .rows as Row[];
    const expected = B.orders.filter((o) => o.customer_id === picked).length;
    expect(expected).toBeGreaterThan(0);
    expect(orders.length).toBe(expected);
    expect(orders.every((o) => o.customer_id === picked)).toBe(true);
  }, 90_000);

  it("one match in each source is still a choice: the first source's match is not taken for the person", async () => {
    const name = "Tommaso Santoro";
    expect(idsNamed(A, name)).toHaveLength(1);
    expect(idsNamed(B, name)).toHaveLength(1);
    const s = await ask(`Show the orders for ${name}`);
    expect(s.r.status).toBe("suspended");
    expect(
      s.rows
        .filter((r) => r.name === name)
        .map((r) => r.source)
        .sort(),
    ).toEqual(["commerce", "crm"]);
    expect(s.targets.filter((t) => t.endsWith("orders.search"))).toEqual([]);
  }, 60_000);

  it("one match in one source and none in the other: the question goes on with that match", async () => {
    const only = A.customers.find(
      (c) =>
        /\s/.test(c.name) &&
        idsNamed(A, c.name).length === 1 &&
        !B.customers.some((b) => b.name.toLowerCase().includes(c.name.toLowerCase())),
    );
    if (!only) throw new Error("fixture: no customer only the first source knows");
    const s = await ask(`Show the orders for ${only.name}`);
    expect(s.r.status).toBe("done");
    expect(s.targets).toEqual([
      "mcp:commerce/customers.search",
      "mcp:crm/customers.search",
      "mcp:commerce/orders.search",
    ]);
    expect(s.rows.length).toBe(A.orders.filter((o) => o.customer_id === only.id).length);
    expect(s.rows.every((o) => o.customer_id === only.id)).toBe(true);
  }, 60_000);

  it("a forged row (an offered row under another source's name) continues nothing", async () => {
    const s = await ask("Show the orders for Giorgio Greco");
    const selection = await pickFrom(s, "crm");
    // The stored selection is rewritten as if the crm customer had come from the first source.
    const stored = await db.selection.findUniqueOrThrow({ where: { id: selection.id } });
    const rows = (stored.rows as Row[]).map((r) => ({ ...r, source: "commerce" }));
    await db.selection.update({ where: { id: selection.id }, data: { rows } });
    const since = new Date();
    const events = await collect(
      runResumeEvents(actor, { conversationId: s.conv.id, ...selectionRef(selection) }, db),
    );
    expect(events.find((e) => e.kind === "error")).toMatchObject({ code: "bad_request:selection" });
    const calls = await db.auditEvent.count({
      where: { tenantId: actor.tenantId, kind: "tool.call", createdAt: { gte: since } },
    });
    expect(calls).toBe(0);
  }, 60_000);
});
