import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { runTurn } from "@/lib/agent/run-turn";
import type { Actor } from "@/lib/auth/actor";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { createLlmPlanner } from "@/lib/planning";
import { testDb } from "../helpers/db";
import { scriptedModel } from "../helpers/mock-model";
import { addConnection, isolatedWorld } from "../helpers/world";

// Above 40 eligible capabilities the router shows the strongest 40 and summarizes the rest by family;
// a plan may ask for an omitted family, and the host performs a deterministic second lookup.
const db = testDb();
let actor: Actor;
let server: Server;
let hits = 0;

const op = (name: string, noun: string) => ({
  get: {
    operationId: name,
    summary: `List ${noun}`,
    responses: {
      "200": {
        description: "ok",
        content: {
          "application/json": {
            schema: {
              type: "object",
              properties: {
                items: { type: "array", items: { type: "object", properties: { id: { type: "string" } } } },
              },
            },
          },
        },
      },
    },
  },
});

function doc(prefix: string, nouns: string[]) {
  return {
    openapi: "3.1.0",
    info: { title: prefix, version: "1" },
    paths: Object.fromEntries(nouns.map((n) => [`/${n}`, op(`list_${n}`, n)])),
  };
}

beforeAll(async () => {
  server = createServer((_req, res) => {
    hits++;
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ items: [{ id: "X-1" }] }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ({ actor } = await isolatedWorld(db, "expansion"));
  const widgets = Array.from({ length: 45 }, (_, i) => `widgets${i}`);
  await addConnection(db, actor, {
    slug: "widgets",
    kind: "openapi",
    config: { baseUrl },
    trusted: false,
    catalog: { document: doc("w", widgets) },
  });
  await addConnection(db, actor, {
    slug: "payroll",
    kind: "openapi",
    config: { baseUrl },
    trusted: false,
    catalog: { document: doc("p", ["salaries", "payslips", "bonuses"]) },
  });
}, 60_000);

afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
});

it("a family-expansion request re-routes to the omitted family and the follow-up plan runs", async () => {
  const model = scriptedModel([
    JSON.stringify({
      decision: "insufficient",
      reason: "need payroll",
      actions: [],
      expandFamily: "api:payroll",
    }),
    JSON.stringify({
      decision: "tools",
      reason: "list payslips",
      actions: [{ id: "a1", tool: "api:payroll/list_payslips", args: {}, dependsOn: [], expect: "many" }],
    }),
  ]);
  const conv = await conversationRepo(db, actor).create();
  const r = await runTurn(db, actor, createLlmPlanner(model), {
    conversationId: conv.id,
    question: "widgets widgets widgets",
    selection: null,
    emit: () => {},
  });
  const turn = await db.turn.findUniqueOrThrow({ where: { id: r.turnId } });
  const route = turn.route as { expandedFamily?: string; candidates: { id: string }[] };
  expect(route.expandedFamily).toBe("api:payroll");
  expect(route.candidates.every((c) => c.id.startsWith("api:payroll/"))).toBe(true);
  expect(route.candidates.length).toBeLessThanOrEqual(8);
  expect(r.status).toBe("done");
  expect(hits).toBe(1);
  // The first planner call saw at most 40 cards and the omitted family summarized, not its tools.
  const firstPrompt = JSON.stringify(model.doGenerateCalls[0].prompt);
  expect(firstPrompt).toContain("api:payroll");
  expect(firstPrompt).not.toContain("api:payroll/list_payslips");
});
