/**
 * Host pipeline vs catalog size (issue 12 benchmark 1): synthetic read-only catalogs of 100, 1,000
 * and 10,000 tools and GitHub's REST description (bench/worlds.ts), each stored in a fresh SQLite
 * database as the app stores synced catalogs. Per question, what a turn does before executing:
 * `buildSnapshot` (from the cached catalogs; the frozen snapshot is reused while the catalog version
 * is unchanged) + `planTurn("capability", planningDeps(…))` — route, builtin plan, validate (with
 * its one correction attempt) and materialization of the candidates' full schemas — the app's own
 * functions and dependencies, nothing stubbed. The first question of a world pays for deriving the
 * snapshot and building the routing index; it is reported apart as the cold turn.
 * Writes bench/results/pipeline.json. Run alone: `BENCH_ONLY=pipeline npm run bench`;
 * BENCH_PIPELINE_ROUNDS (3 rounds over the questions), BENCH_PIPELINE_QUESTIONS (20 per synthetic size),
 * BENCH_PIPELINE_WORLDS (a comma-separated subset: 100-tools,1000-tools,10000-tools,github),
 * BENCH_WITH_PAYLOAD=1 (also the payload bench over the same worlds: bench/payload.ts).
 * Needs the react-server condition (server-only modules), so bench/run.ts spawns it.
 */
import { buildSnapshot } from "../lib/agent/build-snapshot";
import { planningDeps, planTurn } from "../lib/agent/run-turn";
import { createDb, type Db } from "../lib/db/client";
import { createBuiltinPlanner } from "../lib/planning";
import { machine, runAsChild, writeResult } from "./child";
import { type PayloadWorldResult, payloadOf, writePayload } from "./payload";
import { type Summary, sampleLists, summarize } from "./stats";
import { githubWorld, SYNTHETIC_SIZES, syntheticWorld, type World } from "./worlds";

export const PIPELINE_TARGETS = {
  "1000-tools": { p50Ms: 20, p95Ms: 50 },
  "10000-tools": { p50Ms: 60 },
} as const;

export interface PipelineWorldResult {
  name: string;
  tools: number;
  eligible: number;
  connections: number;
  questions: number;
  rounds: number;
  /** snapshot + route + plan + validate, per question (warm: snapshot and index reused). */
  totalMs: Summary;
  /** CPU time of the process (user + system) per question: the host's own work, free of waiting for a core. */
  cpuMs: Summary;
  snapshotMs: Summary;
  routingMs: Summary;
  /** Planning, validation and the candidates' materialization. */
  planningMs: Summary;
  /** First question of the world: snapshot derived from the stored catalogs, index built. */
  cold: { snapshotMs: number; turnMs: number };
  /** Share of questions whose tool is among the routed candidates (a sanity check of the catalog). */
  goldRouted: number;
  decisions: Record<string, number>;
}

export interface PipelineBenchResult {
  generatedAt: string;
  machine: ReturnType<typeof machine>;
  database: string;
  github: string;
  targets: typeof PIPELINE_TARGETS;
  worlds: PipelineWorldResult[];
}

const ctx = { selection: null, recent: [], recentFamilies: [] };

async function measure(db: Db, world: World, rounds: number): Promise<PipelineWorldResult> {
  const planner = createBuiltinPlanner({ now: () => new Date("2025-10-01T12:00:00Z") });
  // planTurn rounds its timings to whole units: a microsecond clock keeps sub-millisecond detail.
  const deps = { ...planningDeps(db, world.actor, planner), now: () => performance.now() * 1000 };
  const c0 = performance.now();
  const first = await buildSnapshot(db, world.actor);
  const c1 = performance.now();
  await planTurn("capability", deps, first, world.questions[0].q, ctx);
  const c2 = performance.now();

  const samples = sampleLists("total", "cpu", "snapshot", "routing", "planning");
  const decisions: Record<string, number> = {};
  let routed = 0;
  for (let round = 0; round < rounds; round++) {
    for (const { q, gold } of world.questions) {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const snapshot = await buildSnapshot(db, world.actor);
      const t1 = performance.now();
      const r = await planTurn("capability", deps, snapshot, q, ctx);
      const t2 = performance.now();
      const cpu = process.cpuUsage(cpu0);
      samples.total.push(t2 - t0);
      samples.cpu.push((cpu.user + cpu.system) / 1000);
      samples.snapshot.push(t1 - t0);
      samples.routing.push(r.timings.routing / 1000);
      samples.planning.push(r.timings.planning / 1000);
      if (round === 0) {
        decisions[r.plan.decision] = (decisions[r.plan.decision] ?? 0) + 1;
        if (r.candidates.some((c) => c.id === gold)) routed += 1;
      }
    }
  }
  return {
    name: world.name,
    tools: world.tools,
    eligible: first.capabilities.filter((c) => c.eligible).length,
    connections: world.connections,
    questions: world.questions.length,
    rounds,
    totalMs: summarize(samples.total),
    cpuMs: summarize(samples.cpu),
    snapshotMs: summarize(samples.snapshot),
    routingMs: summarize(samples.routing),
    planningMs: summarize(samples.planning),
    cold: { snapshotMs: Math.round(c1 - c0), turnMs: Math.round(c2 - c1) },
    goldRouted: Math.round((routed / world.questions.length) * 100) / 100,
    decisions,
  };
}

async function main() {
  const db = createDb(process.env.DATABASE_URL ?? "file:./data/bench-pipeline.db");
  const rounds = Number(process.env.BENCH_PIPELINE_ROUNDS) || 3;
  const questions = Number(process.env.BENCH_PIPELINE_QUESTIONS) || 20;
  // BENCH_PIPELINE_WORLDS=10000-tools,github: only these (for profiling one size).
  const only = process.env.BENCH_PIPELINE_WORLDS?.split(",");
  const wanted = (name: string) => !only || only.includes(name);
  // BENCH_WITH_PAYLOAD=1 (a full `npm run bench`): the payload bench over the same worlds, after each.
  const withPayload = process.env.BENCH_WITH_PAYLOAD === "1";
  const payloads: PayloadWorldResult[] = [];
  const worlds: PipelineWorldResult[] = [];
  const run = async (world: World) => {
    worlds.push(await measure(db, world, rounds));
    if (withPayload) payloads.push(await payloadOf(db, world));
    console.error(`  pipeline: ${world.name} measured`);
  };
  for (const size of SYNTHETIC_SIZES.filter((s) => wanted(`${s}-tools`)))
    await run(await syntheticWorld(db, size, questions));
  const gh: { world?: World; source: string } = wanted("github")
    ? await githubWorld(db)
    : { source: "not requested (BENCH_PIPELINE_WORLDS)" };
  if (gh.world) await run(gh.world);
  const github = gh.world ? gh.source : `not measured: ${gh.source}`;
  if (withPayload) writePayload(payloads, github);
  const result: PipelineBenchResult = {
    generatedAt: new Date().toISOString(),
    machine: machine(),
    database: "SQLite, fresh migrate; one tenant/project per catalog",
    github,
    targets: PIPELINE_TARGETS,
    worlds,
  };
  writeResult("pipeline.json", result);
  await db.$disconnect();
}

runAsChild(import.meta.filename, main);
