import "server-only";
/**
 * Runs the golden scenarios (golden/scenarios.json) through the real turn — builtin planner, demo
 * world, real MCP stdio and logistics API — and checks what was recorded. Used by `npm run golden`,
 * the tests, and the promotion gate.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Actor } from "@/lib/auth/actor";
import type { Capability } from "@/lib/capabilities";
import type { MessagePart } from "@/lib/chat/types";
import type { Db } from "@/lib/db/client";
import { artifactRepo } from "@/lib/db/repositories/artifacts";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { currentSelection, storeSelection } from "@/lib/db/repositories/selections";
import type { PlannerMode } from "@/lib/db/repositories/settings";
import { turnRepo } from "@/lib/db/repositories/turns";
import { env } from "@/lib/env";
import { route } from "@/lib/routing";
import { runTurnEvents } from "../turn-events";
import { harnessLimits } from "../turn-limits";
import { checkTurn } from "./check";
import type { GoldenResult, GoldenScenario } from "./types";

export function loadScenarios(): GoldenScenario[] {
  return JSON.parse(readFileSync(path.join(process.cwd(), "golden", "scenarios.json"), "utf8"));
}

async function runSteps(db: Db, actor: Actor, s: GoldenScenario, mode: PlannerMode): Promise<string[]> {
  const repo = conversationRepo(db, actor);
  const conv = await repo.create(`Golden: ${s.title}`);
  const failures: string[] = [];
  let lastParts: MessagePart[] = [];
  try {
    for (const [i, step] of (s.steps ?? []).entries()) {
      if ("select" in step) {
        const art = lastParts.find((p) => p.type === "artifact");
        if (!art) {
          failures.push(`step ${i}: nothing to select from`);
          break;
        }
        const a = await artifactRepo(db, actor).getWithRows(art.artifactId);
        const rows = a.rows;
        const where = step.select.where;
        const index = where
          ? rows.findIndex((r) => Object.entries(where).every(([k, v]) => r[k] === v))
          : (step.select.index ?? 0);
        if (index < 0) {
          failures.push(`step ${i}: no row matches ${JSON.stringify(where)}`);
          break;
        }
        await storeSelection(db, actor, {
          artifactId: a.id,
          rowIndexes: [index],
          single: art.purpose === "pick-one",
        });
        continue;
      }
      const sel = await currentSelection(db, actor, conv.id);
      let parts: MessagePart[] = [];
      for await (const ev of runTurnEvents(
        actor,
        {
          conversationId: conv.id,
          text: step.ask,
          selection: sel ? { id: sel.id, version: sel.version } : null,
          mode,
        },
        db,
        { limits: harnessLimits(env()) },
      )) {
        if (ev.kind === "assistant") parts = ev.message.parts;
      }
      lastParts = parts;
      const turn = await turnRepo(db, actor).latest(conv.id);
      const evidence = turn?.evidence ?? [];
      const artifactArgs = turn ? await artifactRepo(db, actor).argsOfTurn(turn.id) : [];
      const problems = checkTurn(step.expect, {
        status: turn?.status ?? "none",
        decision: turn?.plans.executed?.decision ?? "none",
        called: evidence.filter((e) => e.status !== "refused" && e.status !== "skipped").map((e) => e.tool),
        parts,
        artifactArgs,
        selectionRow: sel?.rows[0],
      });
      failures.push(...problems.map((p) => `step ${i} "${step.ask}": ${p}`));
      if (problems.length) break;
    }
  } finally {
    await repo.purge(conv.id);
  }
  return failures;
}

/** A synthetic catalog of n read tools over many families, to check the route bound. */
export function syntheticCatalog(n: number): Capability[] {
  const entities = [
    "invoice",
    "customer",
    "order",
    "payment",
    "ticket",
    "release",
    "member",
    "repo",
    "shipment",
    "product",
    "refund",
    "coupon",
  ];
  const ops = ["search", "list", "get", "count"] as const;
  return Array.from({ length: n }, (_, i) => {
    const entity = entities[i % entities.length];
    const op = ops[Math.floor(i / entities.length) % ops.length];
    const family = `mcp:service${i % 15}`;
    return {
      id: `${family}/${entity}s.${op}${i}`,
      family,
      sourceKind: "mcp",
      sourceId: `service${i % 15}`,
      localName: `${entity}s.${op}${i}`,
      entity,
      operation: op,
      inputSchema: {
        type: "object",
        properties: {
          query: { type: "string" },
          status: { type: "string", enum: ["open", "paid", "void"] },
          customer_id: { type: "string" },
        },
      },
      identityFields: ["id"],
      nextTools: [],
      readOnly: true,
      risk: "low",
      eligible: true,
      definitionHash: String(i),
      description: `${op} ${entity}s by status or customer`,
    } satisfies Capability;
  });
}

export async function runGolden(
  db: Db,
  actor: Actor,
  opts: { only?: string[]; mode?: PlannerMode } = {},
): Promise<GoldenResult[]> {
  const { only, mode = "capability" } = opts;
  const results: GoldenResult[] = [];
  for (const s of loadScenarios()) {
    if (only && !only.includes(s.id)) continue;
    const t0 = performance.now();
    let failures: string[];
    try {
      if (s.routing) {
        const r = route(syntheticCatalog(s.routing.syntheticTools), s.routing.question);
        failures = [];
        if (r.candidates.length > s.routing.maxCandidates) failures.push(`${r.candidates.length} candidates`);
        if (r.candidates.length === 0) failures.push("no candidate routed");
        if (r.cards.length > 40) failures.push(`${r.cards.length} cards shown to the router`);
        if (r.omittedFamilies.length === 0) failures.push("no omitted families reported above 40 tools");
      } else {
        failures = await runSteps(db, actor, s, mode);
      }
    } catch (e) {
      failures = [`crashed: ${e instanceof Error ? e.message : String(e)}`];
    }
    results.push({
      id: s.id,
      title: s.title,
      passed: failures.length === 0,
      failures,
      ms: Math.round(performance.now() - t0),
    });
  }
  return results;
}
