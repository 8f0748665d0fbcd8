/**
 * `npm run bench`: the routing bench, then the chat performance bench against a production build
 * it builds, serves and stops itself (fresh SQLite database, own dist dir and port). Writes
 * bench/results/routing.json and bench/results/chat.json and prints a summary with the targets of
 * issue 5. Benchmarks report; they do not pass or fail on timings.
 *
 * Knobs: BENCH_PORT (3300), BENCH_DIST_DIR (.next-bench), BENCH_SKIP_BUILD=1 (reuse that build),
 * BENCH_ROWS_REQUESTS (30), BENCH_TABLE_RUNS (7), BENCH_SELECTIONS (20), BENCH_COLLECTION_RUNS (5),
 * BENCH_SQLITE_WAL=1 (collection bench in WAL mode), BENCH_HUGE_RUNS (5),
 * BENCH_CHART_RUNS (15), BENCH_CHART_CPU_RUNS (7: traced runs, main-thread CPU time),
 * BENCH_ONLY=routing|turns|collection|huge|chat|chart|faults|load|pipeline|payload|mcp|coldstart
 * (faults: BENCH_FAULT_USERS, BENCH_FAULT_SECONDS; load: BENCH_LOAD_USERS, BENCH_LOAD_SECONDS,
 * BENCH_LOAD_SETUPS, BENCH_LOAD_DB; the host-side parts' knobs are in bench/host-benches.ts's modules).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type ChartBenchResult, runChartBench } from "./chart";
import { type ChatPerfResult, runChatPerf } from "./chat-perf";
import type { CollectionBenchResult } from "./collection";
import type { FaultsBenchResult } from "./faults";
import { coldstart, mcp, payload, pipeline } from "./host-benches";
import type { HugeBenchResult } from "./huge";
import type { LoadBenchResult } from "./load";
import { routingSummary, runRoutingBench } from "./routing";
import { buildApp, envInt, machine, prepareDatabase, ROOT, type RunningServer, startServer } from "./server";
import { formatSummary } from "./stats";
import { runTurnsBench, type TurnsBenchSide } from "./turns";

const TARGETS = { tableInteractiveMs: 300, selectionP95Ms: 150, rowsServerMs: 100, chartMs: 100 } as const;
const RESULTS = path.join(ROOT, "bench/results");
const int = envInt;
const ratio = (value: number, target: number) => `${(value / target).toFixed(2)}× target`;
const verdict = (value: number, target: number) => (value <= target ? "within" : "OVER");

function routing() {
  const result = runRoutingBench();
  console.log("\n== Routing (bench/results/routing.json): recall@1/@8/@40, all-golds@8/@40");
  for (const line of routingSummary(result)) console.log(`  ${line}`);
}

function printChat(r: ChatPerfResult) {
  const rows = r.rowsEndpoint;
  const table = r.tableInteractive;
  const { large, small } = r.selection;
  console.log("\n== Chat performance (bench/results/chat.json)");
  console.log(
    `  artifact: ${r.artifact.rows.toLocaleString("en")} rows, ${(r.artifact.bytes / 1024 / 1024).toFixed(2)} MiB JSON; Chromium ${r.chromium}`,
  );
  console.log(`  rows endpoint, server time (Server-Timing)   ${formatSummary(rows.serverMs)}`);
  console.log(
    `      target ≤ ${TARGETS.rowsServerMs} ms: median ${ratio(rows.serverMs.median, TARGETS.rowsServerMs)}, p95 ${ratio(rows.serverMs.p95, TARGETS.rowsServerMs)} → ${verdict(rows.serverMs.p95, TARGETS.rowsServerMs)}`,
  );
  console.log(`  rows endpoint, wall time (client, full body) ${formatSummary(rows.wallMs)}`);
  console.log(`  rows endpoint, time to first byte           ${formatSummary(rows.ttfbMs)}`);
  console.log(`  table: rows arrived → first rows in DOM      ${formatSummary(table.renderedMs)}`);
  console.log(`  table: rows arrived → interactive (painted)  ${formatSummary(table.interactiveMs)}`);
  console.log(
    `      target ≤ ${TARGETS.tableInteractiveMs} ms: median ${ratio(table.interactiveMs.median, TARGETS.tableInteractiveMs)} → ${verdict(table.interactiveMs.median, TARGETS.tableInteractiveMs)}; DOM rows ${Math.max(...table.samples.map((s) => s.domRows))}`,
  );
  console.log(
    `  selection, ${large.rows.toLocaleString("en")}-row table: click → card painted ${formatSummary(large.roundTripMs)}`,
  );
  console.log(
    `      target p95 ≤ ${TARGETS.selectionP95Ms} ms: ${ratio(large.roundTripMs.p95, TARGETS.selectionP95Ms)} → ${verdict(large.roundTripMs.p95, TARGETS.selectionP95Ms)}`,
  );
  console.log(
    `  selection, ${small.rows}-row table: click → card painted   ${formatSummary(small.roundTripMs)}`,
  );
  console.log(
    `      target p95 ≤ ${TARGETS.selectionP95Ms} ms: ${ratio(small.roundTripMs.p95, TARGETS.selectionP95Ms)} → ${verdict(small.roundTripMs.p95, TARGETS.selectionP95Ms)}`,
  );
}

/** Builds (or reuses) the app, serves it on a fresh database, runs `fn` against it and stops it. */
async function withBenchServer<T>(name: string, fn: (baseUrl: string) => Promise<T>): Promise<T> {
  const port = int("BENCH_PORT", 3300);
  const distDir = process.env.BENCH_DIST_DIR ?? ".next-bench";
  mkdirSync(path.join(ROOT, "data"), { recursive: true });
  console.log(`\n== ${name} bench setup: database, build (${distDir}), server on :${port}`);
  const databaseUrl = prepareDatabase(path.join(ROOT, "data/bench.db"));
  const build = buildApp(distDir);
  console.log(
    build.skipped ? "  build reused (BENCH_SKIP_BUILD=1)" : `  built in ${(build.ms / 1000).toFixed(1)} s`,
  );
  lastSetup = { port, distDir, build, database: "SQLite, fresh migrate + demo seed" };

  let server: RunningServer | undefined;
  const stop = async () => {
    const s = server;
    server = undefined;
    await s?.stop();
  };
  const onSignal = (sig: NodeJS.Signals) => {
    void stop().finally(() => process.exit(sig === "SIGINT" ? 130 : 143));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    server = await startServer({
      port,
      distDir,
      databaseUrl,
      logFile: path.join(ROOT, "data/bench-server.log"),
    });
    return await fn(server.baseUrl);
  } finally {
    await stop();
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}

let lastSetup: Record<string, unknown> = {};

async function chat() {
  const result = await withBenchServer("Chat", (baseUrl) =>
    runChatPerf({
      baseUrl,
      rowsRequests: int("BENCH_ROWS_REQUESTS", 30),
      tableRuns: Math.max(5, int("BENCH_TABLE_RUNS", 7)),
      selections: Math.max(20, int("BENCH_SELECTIONS", 20)),
      warmup: 2,
    }),
  );
  const out = {
    generatedAt: new Date().toISOString(),
    machine: machine(),
    setup: lastSetup,
    targets: TARGETS,
    ...result,
  };
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(path.join(RESULTS, "chat.json"), `${JSON.stringify(out, null, 2)}\n`);
  printChat(result);
}

function printChart(r: ChartBenchResult) {
  console.log("\n== Chart performance (bench/results/chart.json)");
  console.log(
    `  "${r.question}": ${r.artifact.rows.toLocaleString("en")} rows in ${r.artifact.groups} groups; Chromium ${r.chromium}`,
  );
  console.log(`  chart's request sent → chart painted          ${formatSummary(r.sentToPaintedMs)}`);
  console.log(`  rows arrived → chart and numbers in the DOM   ${formatSummary(r.renderedMs)}`);
  console.log(`  rows arrived → chart painted                  ${formatSummary(r.paintedMs)}`);
  console.log(
    `      target ≤ ${TARGETS.chartMs} ms: median ${ratio(r.paintedMs.median, TARGETS.chartMs)}, p95 ${ratio(r.paintedMs.p95, TARGETS.chartMs)} → ${verdict(r.paintedMs.median, TARGETS.chartMs)}`,
  );
  console.log(
    `  main-thread CPU in that window (${r.mainThreadCpu.runs} traced runs) ${formatSummary(r.mainThreadCpu.cpuMs)}`,
  );
  console.log(`      of which receiving the rows' body          ${formatSummary(r.mainThreadCpu.bodyMs)}`);
  console.log(`      of which script (parse, group, render)     ${formatSummary(r.mainThreadCpu.scriptMs)}`);
  console.log(`      of which other (style, layout, paint…)     ${formatSummary(r.mainThreadCpu.otherMs)}`);
  console.log(`  main-thread CPU from the request sent         ${formatSummary(r.mainThreadCpu.sentCpuMs)}`);
}

async function chart() {
  let loadBefore: number[] = [];
  const result = await withBenchServer("Chart", (baseUrl) => {
    // The load as the runs start (the server is up, the build done); machine() has it as they end.
    loadBefore = machine().loadAverage;
    return runChartBench({
      baseUrl,
      runs: Math.max(5, int("BENCH_CHART_RUNS", 15)),
      warmup: 2,
      cpuRuns: int("BENCH_CHART_CPU_RUNS", 7),
    });
  });
  const out = {
    generatedAt: new Date().toISOString(),
    machine: { ...machine(), loadAverageAtStart: loadBefore },
    setup: lastSetup,
    target: { chartPaintedMs: TARGETS.chartMs },
    ...result,
  };
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(path.join(RESULTS, "chart.json"), `${JSON.stringify(out, null, 2)}\n`);
  printChart(result);
}

async function turns() {
  const r = (await runTurnsBench()) as Record<string, { eligible: number } & Record<string, TurnsBenchSide>>;
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(
    path.join(RESULTS, "turns.json"),
    `${JSON.stringify({ generatedAt: new Date().toISOString(), ...r }, null, 2)}\n`,
  );
  console.log("\n== Planner input, classic vs capability (bench/results/turns.json; medians)");
  for (const [name, v] of Object.entries(r)) {
    const c = v.classic;
    const k = v.capability;
    console.log(
      `  ${name.padEnd(12)} eligible=${v.eligible}  candidates ${c.candidates.median} → ${k.candidates.median}` +
        `  schema bytes ${c.schemaBytes.median} → ${k.schemaBytes.median} (${(c.schemaBytes.median / Math.max(1, k.schemaBytes.median)).toFixed(1)}×)` +
        `  routing ${k.routingMs.median} ms  planning ${c.planningMs.median} → ${k.planningMs.median} ms`,
    );
  }
}

/**
 * Loading 10,000 rows through 100 pages from the demo MCP server (issue 14): bench/collection.ts in a
 * child process (the gateway is server-only: react-server condition), on its own seeded database.
 */
function collection() {
  mkdirSync(path.join(ROOT, "data"), { recursive: true });
  console.log("\n== Complete collections (bench/results/collection.json)");
  const databaseUrl = prepareDatabase(path.join(ROOT, "data/bench-collection.db"));
  execFileSync(process.execPath, ["--conditions=react-server", "--import", "tsx", "bench/collection.ts"], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const r = JSON.parse(readFileSync(path.join(RESULTS, "collection.json"), "utf8")) as CollectionBenchResult;
  console.log(
    `  ${r.rows.toLocaleString("en")} rows through ${r.pages} pages of ${r.pageSize} (authorized + audited each; ${r.database}), server time ${formatSummary(r.serverMs)}`,
  );
  console.log(`      per page ${formatSummary(r.perPageMs)}; app CPU ${formatSummary(r.appCpuMs)}`);
  console.log(
    `      target ≤ ${r.targetMs} ms: median ${ratio(r.serverMs.median, r.targetMs)} → ${verdict(r.serverMs.median, r.targetMs)} (load average ${r.loadAverage.join(" ")})`,
  );
}

/**
 * A 50 MB answer cut while it arrives (issue 13 item 5), stdio and Streamable HTTP: bench/huge.ts
 * in a child process, so nothing else runs on the event loop it measures.
 */
function huge() {
  console.log("\n== Huge answers cut while they arrive (bench/results/huge.json)");
  execFileSync(process.execPath, ["--import", "tsx", "bench/huge.ts"], {
    cwd: ROOT,
    env: process.env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const r = JSON.parse(readFileSync(path.join(RESULTS, "huge.json"), "utf8")) as HugeBenchResult;
  for (const s of r.sides) {
    console.log(`  ${s.transport}, ${r.answerMb} MB answer → ${s.outcome} (${s.keptItems} records)`);
    console.log(`      cap reached → call returned ${formatSummary(s.capToReturnMs)}`);
    console.log(
      `      target ≤ ${r.targets.capToReturnMs} ms: p95 ${ratio(s.capToReturnMs.p95, r.targets.capToReturnMs)} → ${verdict(s.capToReturnMs.p95, r.targets.capToReturnMs)}`,
    );
    console.log(`      longest event-loop block during the call ${formatSummary(s.eventLoopBlockMs)}`);
    console.log(
      `      target ≤ ${r.targets.eventLoopBlockMs} ms: p95 ${ratio(s.eventLoopBlockMs.p95, r.targets.eventLoopBlockMs)} → ${verdict(s.eventLoopBlockMs.p95, r.targets.eventLoopBlockMs)}; longest GC pause ${formatSummary(s.gcPauseMs)}`,
    );
  }
  console.log(`  load average ${r.loadAverage.join(" ")}`);
}

/**
 * A bench against its own build and server, in a child process with the react-server condition (it
 * creates users through the server-only database client): runs bench/<name>.ts, returns its JSON.
 * In a full run the build is reused from the chat bench.
 */
function serverBench<T>(name: string, reuseBuild: boolean): T {
  execFileSync(process.execPath, ["--conditions=react-server", "--import", "tsx", `bench/${name}.ts`], {
    cwd: ROOT,
    env: { ...process.env, ...(reuseBuild ? { BENCH_SKIP_BUILD: "1" } : {}) },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return JSON.parse(readFileSync(path.join(RESULTS, `${name}.json`), "utf8")) as T;
}

/** Load with faults (issue 13 item 4): bench/faults.ts. */
function faults(reuseBuild: boolean) {
  console.log("\n== Load with faults (bench/results/faults.json)");
  const r = serverBench<FaultsBenchResult>("faults", reuseBuild);
  console.log(`  ${r.turns} turns by ${r.users} users in ${r.seconds} s; ${r.limited} refused by a limit`);
  const windows = (m: Record<string, number | null>) =>
    Object.entries(m)
      .map(([t, v]) => `${t} ${v === null ? "never" : `+${v} ms`}`)
      .join(", ");
  for (const o of r.outages)
    console.log(
      `  killed at ${(o.killedAt / 1000).toFixed(1)} s (${o.pids.length} processes), new process +${o.restartedAt === undefined ? "never" : `${o.restartedAt - o.killedAt} ms`}, answered again: ${windows(o.windowMs)}`,
    );
  console.log(
    `  errors inside windows ${r.errors.inside} ${JSON.stringify(r.errors.codesInside)} (${r.errors.insideNotDataSource} on knowledge-base turns), outside ${r.errors.outside} ${JSON.stringify(r.errors.codesOutside)}; after recovery ${r.afterRecovery.errors} errors in ${r.afterRecovery.turns} turns; recovery probes ${r.recoveryProbes.filter((p) => p.ok).length}/${r.recoveryProbes.length} ok`,
  );
  console.log(`  turn latency, all         ${formatSummary(r.latencyMs.all)}`);
  console.log(`  turn latency, MCP ok      ${formatSummary(r.latencyMs.mcpOk)}`);
  console.log(`  turn latency, outside     ${formatSummary(r.latencyMs.outsideWindows)}`);
  console.log(
    `  lost messages ${r.lostMessages.count}; cross-tenant problems ${r.crossTenant.problems.length} (${r.crossTenant.probes} probes)`,
  );
  console.log(
    `  checks (the CI test): ${r.checks.filter((c) => c.ok).length} passed, ${r.checks.filter((c) => !c.ok).length} failed${r.checks
      .filter((c) => !c.ok)
      .map((c) => `\n      ✘ ${c.name}: ${c.detail}`)
      .join("")}`,
  );
}

/** Load (issue 12 benchmark 4): bench/load.ts — SQLite, PostgreSQL, two instances on PostgreSQL. */
function load(reuseBuild: boolean) {
  console.log("\n== Load: list → select → detail (bench/results/load.json)");
  const r = serverBench<LoadBenchResult>("load", reuseBuild);
  const t = r.targets;
  for (const s of r.setups)
    for (const l of s.levels) {
      const rss = Math.max(...l.rssMb.map((m) => m.server));
      const checked = l.users === t.users;
      console.log(
        `  ${s.name.padEnd(13)} ${String(l.users).padStart(3)} users  ${l.turnsPerSecond} turns/s  turn ${formatSummary(l.turnLatencyMs)}  errors ${l.errors}/${l.requests}  RSS ${l.rssMb.map((m) => m.server).join(" + ")} MB  app CPU ${l.serverCpuMsPerTurn} ms/turn` +
          (checked
            ? `\n      targets: p95 ≤ ${t.p95Ms} ms → ${verdict(l.turnLatencyMs.p95, t.p95Ms)}; errors ${l.errors === t.errors ? "0" : "OVER"}; RSS ≤ ${t.rssMb} MB → ${verdict(rss, t.rssMb)}`
            : ""),
      );
    }
  const one = r.setups.find((s) => s.name === "postgresql");
  const two = r.setups.find((s) => s.name === "postgresql-x2");
  if (one && two)
    for (const l of two.levels) {
      const single = one.levels.find((x) => x.users === l.users);
      if (single)
        console.log(
          `  ${l.users} users: two instances ${l.turnsPerSecond} vs one ${single.turnsPerSecond} turns/s → ${l.turnsPerSecond > single.turnsPerSecond ? "more" : "NOT more"}`,
        );
    }
}

const PARTS = [
  "routing",
  "turns",
  "collection",
  "huge",
  "chat",
  "chart",
  "faults",
  "load",
  "pipeline",
  "payload",
  "mcp",
  "coldstart",
] as const;

async function main() {
  const only = process.env.BENCH_ONLY;
  if (only !== undefined && !(PARTS as readonly string[]).includes(only)) {
    console.error(`BENCH_ONLY must be one of ${PARTS.join(", ")} (got "${only}")`);
    process.exitCode = 2;
    return;
  }
  if (only === undefined || only === "routing") routing();
  if (only === undefined || only === "turns") await turns();
  if (only === undefined || only === "collection") collection();
  if (only === undefined || only === "huge") huge();
  if (only === undefined || only === "chat") await chat();
  if (only === undefined || only === "chart") await chart();
  if (only === undefined || only === "faults") faults(only === undefined);
  if (only === undefined || only === "load") load(only === undefined);
  if (only === undefined || only === "pipeline") pipeline(only === undefined);
  if (only === undefined || only === "payload") payload(only === undefined);
  if (only === undefined || only === "mcp") mcp();
  if (only === undefined || only === "coldstart") coldstart(only === undefined);
}

main().catch((e) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exitCode = 1;
});
