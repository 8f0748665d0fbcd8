/**
 * A question over a described database (issue 9): the host composes one SELECT from the tables the
 * server describes; one whose column is the host's guess ("in Leeds" read as the one place column)
 * is offered as the clarify's one choice, its text shown — never run unasked. Picking it runs
 * exactly that SELECT through the validator and the gateway, recorded as a turn.
 */
import "../conformance/register-servers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decideTool } from "@/lib/admin/connection-admin";
import { runChoiceEvents } from "@/lib/agent/run-choice";
import { runTurnEvents } from "@/lib/agent/turn-events";
import type { Actor } from "@/lib/auth/actor";
import type { MessagePart } from "@/lib/chat/types";
import { mcpPool } from "@/lib/connectors/runtime";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { SQLSHOP_READ_TOOLS } from "../conformance/servers/sqlshop";
import { testDb } from "../helpers/db";
import { collect } from "../helpers/events";
import { addConnection, isolatedWorld } from "../helpers/world";

const db = testDb();
let actor: Actor;

beforeAll(async () => {
  ({ actor } = await isolatedWorld(db, "sql-choice"));
  const { conn } = await addConnection(db, actor, {
    slug: "sqlite-db",
    kind: "mcp",
    name: "shop database",
    config: {
      transport: {
        kind: "stdio",
        serverId: "conformance-sqlshop",
        command: "node",
        args: ["--import", "tsx", "tests/conformance/servers/sqlshop.ts"],
      },
    },
    trusted: false,
  });
  for (const toolName of SQLSHOP_READ_TOOLS)
    await decideTool(db, actor, {
      connectionId: conn.id,
      toolName,
      decision: "approve",
      classification: "read",
    });
}, 60_000);

afterAll(async () => {
  await mcpPool().close();
});

type ChoicesPart = Extract<MessagePart, { type: "choices" }>;
const textOf = (parts: MessagePart[]) => parts.map((p) => (p.type === "text" ? p.text : "")).join(" ");

describe("a composed SELECT is offered, shown and run only when picked", () => {
  it("asks with the query as the one choice, runs nothing, then runs exactly it when picked", async () => {
    const conv = await conversationRepo(db, actor).create();
    const events = await collect(
      runTurnEvents(
        actor,
        { conversationId: conv.id, text: "how many clients are in Leeds?", selection: null },
        db,
      ),
    );
    const answer = events.find((e) => e.kind === "assistant");
    if (answer?.kind !== "assistant") throw new Error("no answer");
    expect(textOf(answer.message.parts)).toMatch(/SELECT COUNT\(\*\).* FROM clients WHERE .*leeds/i);
    const part = answer.message.parts.find((p): p is ChoicesPart => p.type === "choices");
    if (!part) throw new Error(`no choices in ${JSON.stringify(answer.message.parts)}`);
    expect(part.options).toHaveLength(1);
    // Nothing ran but the schema reads: no read_query call was made for the question.
    const queried = async () =>
      (await db.auditEvent.findMany({ where: { tenantId: actor.tenantId, kind: "tool.call" } })).filter((c) =>
        c.target.endsWith("/read_query"),
      );
    expect(await queried()).toHaveLength(0);

    const picked = await collect(
      runChoiceEvents(actor, { conversationId: conv.id, turnId: part.turnId, index: 0 }, db),
    );
    const done = picked.find((e) => e.kind === "assistant");
    if (done?.kind !== "assistant") throw new Error(`no answer after the pick: ${JSON.stringify(picked)}`);
    const queries = await queried();
    expect(queries).toHaveLength(1);
    expect(queries[0]?.outcome).toBe("ok");
    // The five clients in Leeds, counted by the query that was offered.
    expect(textOf(done.message.parts)).toContain("The result: count 5.");
  }, 60_000);
});
