// Must come first: registers the fixture stdio servers before anything reads the environment.
import "./register-servers";

import { writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logisticsOpenApi } from "@/demo/logistics/openapi";
import { startLogisticsServer } from "@/demo/logistics/serve";
import { LOGISTICS_CONNECTION, seedKb } from "@/demo/seed-all";
import { decideTool } from "@/lib/admin/connection-admin";
import { buildSnapshot } from "@/lib/agent/build-snapshot";
import type { Actor } from "@/lib/auth/actor";
import { mcpPool } from "@/lib/connectors/runtime";
import type { Db } from "@/lib/db/client";
import { testDb } from "../helpers/db";
import { addCommerce, addConnection, isolatedWorld } from "../helpers/world";
import { fill, JOURNEYS, type Journey, keysOf, type Step } from "./journeys";
import { KNOWN_GAPS } from "./known-gaps";
import { type JourneyRun, runJourney, summarize, verdict } from "./run";
import { bookingsOpenApi, startBookingsServer } from "./servers/bookings";
import { WORLDS, type World } from "./worlds";

/*
 * The conformance matrix (issue 9 item 7): the same journeys (journeys.ts) over the demo world, three
 * fixture servers with vocabularies of their own (servers/), and the people server next to the demo
 * (worlds.ts). Each world is a test tenant/project of its own with its sources connected the way an
 * admin would (untrusted MCP server, read tools approved; OpenAPI GETs eligible by policy) and the
 * demo knowledge base loaded; every turn is the real one (runTurnEvents, capability mode).
 *   CONFORMANCE_ALL=1     also run the journeys listed in known-gaps.ts
 *   CONFORMANCE_REPORT=f  write a markdown table of every journey run to f
 *   -t "people"           one world; -t "workspace status-filter" one journey
 * Journeys listed in known-gaps.ts are skipped by default with what they do today in the test name.
 */
const db = testDb();
const ALL = process.env.CONFORMANCE_ALL === "1";
const servers: { close: () => Promise<void> }[] = [];
const report: { world: string; journey: string; passed: boolean; gap: boolean; run: JourneyRun }[] = [];

const loadKb = (actor: Actor) => seedKb(db, actor.tenantId, actor.projectId);

/** A tenant/project with the world's sources connected as an admin would, and the knowledge base. */
async function setupWorld(database: Db, world: World): Promise<Actor> {
  const { actor } = await isolatedWorld(database, `conformance-${world.id}`);
  await loadKb(actor);
  const s = world.source;
  const synced = <T extends { sync: { ok: boolean; error?: string } }>(r: T, what: string): T => {
    if (!r.sync.ok) throw new Error(`${what} did not sync: ${r.sync.error}`);
    return r;
  };
  if (s.kind === "demo") {
    synced(await addCommerce(database, actor), "demo commerce");
    const logistics = await startLogisticsServer();
    servers.push(logistics);
    synced(
      await addConnection(database, actor, {
        ...LOGISTICS_CONNECTION,
        config: { ...LOGISTICS_CONNECTION.config, baseUrl: logistics.url },
        catalog: { document: logisticsOpenApi },
      }),
      "demo logistics",
    );
  } else if (s.kind === "mcp") {
    if (s.withDemo) synced(await addCommerce(database, actor), "demo commerce");
    const { conn } = synced(
      await addConnection(database, actor, {
        slug: s.slug,
        kind: "mcp",
        name: world.title,
        // A registered server (register-servers.ts), as the admin form stores it.
        config: { transport: { kind: "stdio", serverId: s.serverId } },
        trusted: false,
      }),
      world.id,
    );
    for (const toolName of s.readTools)
      await decideTool(database, actor, {
        connectionId: conn.id,
        toolName,
        decision: "approve",
        classification: "read",
      });
  } else {
    const api = await startBookingsServer();
    servers.push(api);
    synced(
      await addConnection(database, actor, {
        slug: s.slug,
        kind: "openapi",
        name: world.title,
        config: { baseUrl: api.url, allowList: {} },
        trusted: false,
        catalog: { document: bookingsOpenApi },
      }),
      world.id,
    );
  }
  return actor;
}

/** The steps of a journey in a world, or why it does not apply there. */
function stepsFor(world: World, j: Journey): { steps: Step[] } | { na: string } {
  const why = world.unsupported[j.id];
  if (why !== undefined) {
    if (!j.unsupported) return { na: `unsupported here (${why}) and the journey has no fallback` };
    const missing = [...keysOf(j.unsupported)].filter((k) => world.v[k] === undefined);
    if (missing.length) return { na: `no ${missing.join(", ")} in this world` };
    const u = fill(j.unsupported, world.v);
    return {
      steps: [{ ask: u.ask, expect: { status: ["clarify", "insufficient"], noResultOf: u.noResultOf } }],
    };
  }
  const missing = [...keysOf(j.steps)].filter((k) => world.v[k] === undefined);
  if (missing.length) return { na: `no ${missing.join(", ")} in this world` };
  const steps = fill(j.steps, world.v);
  const extra = j.personLookup ? (world.extraLookups ?? []) : [];
  if (extra.length === 0) return { steps };
  return {
    steps: steps.map((st) =>
      "ask" in st && st.expect.onlyTools
        ? { ...st, expect: { ...st.expect, onlyTools: [...st.expect.onlyTools, ...extra] } }
        : st,
    ),
  };
}

afterAll(async () => {
  await mcpPool().close();
  for (const s of servers) await s.close();
  const out = process.env.CONFORMANCE_REPORT;
  if (out && report.length) {
    const lines = ["| world | journey | result | what the turns did |", "|---|---|---|---|"];
    for (const r of report)
      lines.push(
        `| ${r.world} | ${r.journey} | ${r.passed ? "pass" : `FAIL: ${verdict(r.run)}`}${r.gap ? " (known gap)" : ""} | ${[
          ...r.run.problems.map((p) => `**${p}**`),
          ...r.run.turns.map((t) => `${t.ask} ⇒ ${summarize(t)}`),
        ]
          .join("<br>")
          .replace(/\|/g, "\\|")} |`,
      );
    // The failures as KNOWN_GAPS entries, ready to paste into known-gaps.ts.
    const gaps = report
      .filter((r) => !r.passed)
      .map((r) => {
        const last = r.run.turns.at(-1);
        const what = `${verdict(r.run)}: ${last ? `“${last.ask}” ⇒ ${summarize(last)}` : r.run.problems[0]}`;
        return `  ${JSON.stringify(`${r.world}/${r.journey}`)}: ${JSON.stringify(what.slice(0, 300))},`;
      });
    writeFileSync(out, `${lines.join("\n")}\n\n\`\`\`ts\n${gaps.join("\n")}\n\`\`\`\n`);
  }
});

for (const world of WORLDS) {
  describe(world.id, () => {
    let actor: Actor;
    beforeAll(async () => {
      actor = await setupWorld(db, world);
    }, 120_000);

    it("setup: the read tools are eligible, the mutative ones excluded", async () => {
      const snap = await buildSnapshot(db, actor);
      const byLocal = new Map(snap.capabilities.map((c) => [c.id, c]));
      const s = world.source;
      const prefix = s.kind === "mcp" ? `mcp:${s.slug}/` : s.kind === "openapi" ? `api:${s.slug}/` : "";
      const reads = s.kind === "mcp" ? s.readTools : s.kind === "openapi" ? s.readOps : [];
      const writes = s.kind === "mcp" ? s.writeTools : s.kind === "openapi" ? s.writeOps : [];
      for (const r of reads) expect(byLocal.get(prefix + r)?.eligible, `${r} eligible`).toBe(true);
      for (const w of writes) expect(byLocal.get(prefix + w)?.eligible ?? false, `${w} excluded`).toBe(false);
      if (s.kind === "demo" || (s.kind === "mcp" && s.withDemo)) {
        expect(byLocal.get("mcp:commerce/customers.search")?.eligible).toBe(true);
        expect(byLocal.get("mcp:commerce/orders.cancel")?.eligible).toBe(false);
      }
      expect(byLocal.get("kb:search")?.eligible).toBe(true);
    });

    for (const j of JOURNEYS) {
      const key = `${world.id}/${j.id}`;
      const plan = stepsFor(world, j);
      const name = `${j.id}: ${fill(j.title, world.v)}`;
      if ("na" in plan) {
        it.skip(`${name} [n/a: ${plan.na}]`, () => {});
        continue;
      }
      const gap = KNOWN_GAPS[key];
      if (gap && !ALL) {
        it.skip(`${name} [KNOWN GAP: ${gap}]`, () => {});
        continue;
      }
      it(name, async () => {
        const run = await runJourney(db, actor, key, plan.steps);
        report.push({ world: world.id, journey: j.id, passed: run.problems.length === 0, gap: !!gap, run });
        const story = run.turns.map((t) => `  ${t.ask}\n    ⇒ ${summarize(t)}`).join("\n");
        if (gap && run.problems.length === 0) console.info(`${key} now passes: remove it from KNOWN_GAPS`);
        expect(run.problems, `${key}\n${story}`).toEqual([]);
      });
    }
  });
}
