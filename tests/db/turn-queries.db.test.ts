/**
 * Queries per turn (issue 12): Prisma's query compiler compiles every operation (≈ 1.4 ms of CPU
 * each, about half of a turn's CPU), so the number of operations a turn makes is pinned here for the
 * load benchmark's three steps — a list turn ("Show the orders of customer C-1042"), a row of its
 * table selected, a detail turn over that selection ("show me the details of this order") — each
 * counted as the server action runs it (runTurnEvents / selectRows; the request's session check and
 * actor resolution are counted apart). A change that adds a query to a turn fails here: lower the
 * bound when queries are removed, never raise it without saying why in the commit.
 * bench/turn-queries.ts measures the same journey's CPU and database time.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSnapshot } from "@/lib/agent/build-snapshot";
import { createGateway } from "@/lib/agent/gateway";
import { selectRows } from "@/lib/agent/select-rows";
import { runTurnEvents } from "@/lib/agent/turn-events";
import type { Actor } from "@/lib/auth/actor";
import { meteredDb } from "@/lib/db/query-meter";
import { callAuthorization, setConnectionFlag } from "@/lib/db/repositories/connections";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { testDbUrl } from "../helpers/db";
import { collect } from "../helpers/events";
import { addCommerce, isolatedWorld } from "../helpers/world";

/** The most Prisma operations each step may make (measured, see the commit that set them). */
const BOUNDS = { list: 14, select: 5, detail: 13 } as const;

const meter = meteredDb(testDbUrl());
const db = meter.db;
let actor: Actor;
let conversationId: string;

beforeAll(async () => {
  ({ actor } = await isolatedWorld(db, "turn-queries"));
  await addCommerce(db, actor);
  conversationId = (await conversationRepo(db, actor).create()).id;
}, 60_000);

afterAll(async () => {
  await db.$disconnect();
});

/** One message sent the way sendMessageAction sends it (runTurnEvents checks the conversation in scope). */
async function send(text: string, selection: { id: string; version: number } | null, key: string) {
  return collect(runTurnEvents(actor, { conversationId, text, selection, clientKey: key }, db));
}

describe("queries per turn", () => {
  it("list, select and detail stay within their bounds, every time", async () => {
    const counts: Record<string, number[]> = { list: [], select: [], detail: [] };
    // The first journey warms the process caches (snapshot, MCP session); the second is steady state.
    for (let n = 0; n < 3; n++) {
      meter.take();
      const list = await send("Show the orders of customer C-1042", null, `tq-list-${n}-${Date.now()}`);
      counts.list.push(meter.take().operations);
      const artifactId = JSON.stringify(list).match(/"artifactId":"([^"]+)"/)?.[1];
      expect(artifactId, "the list turn shows a table").toBeTruthy();
      const picked = await selectRows(db, actor, {
        conversationId,
        artifactId: artifactId as string,
        rowIndexes: [0],
      });
      counts.select.push(meter.take().operations);
      const detail = await send(
        "show me the details of this order",
        { id: picked.selection.id, version: picked.selection.version },
        `tq-detail-${n}-${Date.now()}`,
      );
      counts.detail.push(meter.take().operations);
      expect(JSON.stringify(detail)).toContain('"type":"record-card"');
    }
    // Steady state (after the first journey): at most the bound.
    for (const step of ["list", "select", "detail"] as const)
      for (const c of counts[step].slice(1))
        expect(c, `${step}: ${counts[step].join(", ")}`).toBeLessThanOrEqual(BOUNDS[step]);
  }, 60_000);
});

describe("a message to a conversation out of scope", () => {
  it("is one error event and stores nothing (the action no longer checks it first)", async () => {
    const { actor: other } = await isolatedWorld(db, "turn-queries-other");
    const before = await conversationRepo(db, actor).messages(conversationId);
    const events = await collect(
      runTurnEvents(
        other,
        { conversationId, text: "Show all orders", selection: null, clientKey: "tq-foreign-1" },
        db,
      ),
    );
    expect(events).toEqual([expect.objectContaining({ kind: "error", code: "not_found:conversation" })]);
    expect(await conversationRepo(db, actor).messages(conversationId)).toEqual(before);
  });
});

describe("authorization before every call, in one statement", () => {
  it("sees a revoked membership, a disabled connection and a changed connection row at once", async () => {
    const { actor: me, project } = await isolatedWorld(db, "turn-queries-auth");
    const { conn } = await addCommerce(db, me);
    const snapshot = await buildSnapshot(db, me);
    const cap = snapshot.capabilities.find((c) => c.sourceKind === "mcp" && c.eligible);
    if (!cap) throw new Error("no eligible tool");
    const gateway = createGateway(db, me, snapshot);
    expect(await gateway.authorize(cap)).toEqual({ ok: true });

    await setConnectionFlag(db, me, conn.id, "enabled", false);
    expect(await gateway.authorize(cap)).toMatchObject({
      ok: false,
      reason: "connection is disabled or removed",
    });
    await setConnectionFlag(db, me, conn.id, "enabled", true);
    expect(await gateway.authorize(cap)).toEqual({ ok: true });

    // A connection row changed since it was cached (its updatedAt moved) is read again.
    const first = await callAuthorization(db, me, conn.slug, cap.localName);
    await db.connection.update({
      where: { id: conn.id },
      data: { name: "renamed", secrets: { env: { X: "1" } } },
    });
    const second = await callAuthorization(db, me, conn.slug, cap.localName);
    expect(first.conn?.secrets).toEqual({});
    expect(second.conn?.secrets).toEqual({ env: { X: "1" } });

    await db.projectAccess.deleteMany({ where: { projectId: project.id } });
    expect(await gateway.authorize(cap)).toMatchObject({
      ok: false,
      reason: "actor no longer has access to this project",
    });
  });
});
