/**
 * The turn's AbortSignal reaches every outbound call (issue 11 item 5): a REST upstream that never
 * answers is cut when the turn reaches TURN_TIMEOUT_MS — long before the per-call timeout — and a
 * knowledge-base search of a cancelled turn is not run.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { buildSnapshot } from "@/lib/agent/build-snapshot";
import { createGateway } from "@/lib/agent/gateway";
import { runTurn } from "@/lib/agent/run-turn";
import type { Actor } from "@/lib/auth/actor";
import { deriveKbCapability } from "@/lib/capabilities";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { createBuiltinPlanner } from "@/lib/planning";
import { testDb } from "../helpers/db";
import { addConnection, isolatedWorld } from "../helpers/world";

// Read once by env() on first use: the turn may last 1 s, one call 30 s.
process.env.TURN_TIMEOUT_MS = "1000";
process.env.TOOL_CALL_TIMEOUT_MS = "30000";

const db = testDb();
let actor: Actor;
let upstream: Server;
const requests: { openedAt: number; closedAt?: number }[] = [];

const slowDoc = (baseUrl: string) => ({
  openapi: "3.1.0",
  info: { title: "Sleepy", version: "1" },
  servers: [{ url: baseUrl }],
  paths: {
    "/sleepers": {
      get: {
        operationId: "listSleepers",
        summary: "List sleepers",
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    sleepers: {
                      type: "array",
                      items: {
                        type: "object",
                        properties: { id: { type: "string" }, name: { type: "string" } },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});

beforeAll(async () => {
  // Never answers: only the client closing the request ends it.
  upstream = createServer((_req, res) => {
    const r: { openedAt: number; closedAt?: number } = { openedAt: Date.now() };
    requests.push(r);
    res.on("close", () => {
      r.closedAt = Date.now();
    });
  });
  await new Promise<void>((r) => upstream.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  ({ actor } = await isolatedWorld(db, "turn-abort"));
  await addConnection(db, actor, {
    slug: "sleepy",
    kind: "openapi",
    config: { baseUrl: url, allowList: {} },
    trusted: false,
    catalog: { document: slowDoc(url) },
  });
}, 60_000);

afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise<void>((r) => upstream.close(() => r()));
});

it("a slow REST upstream is aborted when the turn reaches TURN_TIMEOUT_MS", async () => {
  const conv = await conversationRepo(db, actor).create();
  const started = Date.now();
  const r = await runTurn(db, actor, createBuiltinPlanner(), {
    conversationId: conv.id,
    question: "list sleepers",
    selection: null,
    emit: () => {},
  });
  const elapsed = Date.now() - started;
  expect(requests).toHaveLength(1);
  const [request] = requests;
  // The request was closed by the turn's signal at ≈ 1 s, not by the 30 s call timeout (the server
  // sees the closed socket a moment after the client drops it).
  await vi.waitFor(() => expect(request.closedAt).toBeDefined(), { timeout: 3_000 });
  expect((request.closedAt ?? Infinity) - request.openedAt).toBeLessThan(5_000);
  expect(elapsed).toBeLessThan(10_000);
  const turn = await db.turn.findUniqueOrThrow({ where: { id: r.turnId } });
  const evidence = turn.evidence as { tool: string; status: string; error?: { code: string } }[];
  expect(evidence.find((e) => e.tool.endsWith("listSleepers"))?.error?.code).toBe("cancelled:connector");
});

it("a knowledge-base search of a cancelled turn is not run", async () => {
  const snapshot = await buildSnapshot(db, actor);
  const gateway = createGateway(db, actor, snapshot);
  const controller = new AbortController();
  controller.abort();
  const result = await gateway.callTool(
    deriveKbCapability(),
    { query: "returns policy" },
    { signal: controller.signal },
  );
  expect(result.ok).toBe(false);
  expect(result.error?.code).toBe("cancelled:connector");
});
