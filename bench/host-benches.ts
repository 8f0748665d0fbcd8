/**
 * The host-side parts of `npm run bench` (issue 12 benchmarks 1, 2, 3 and 5), each run in a child
 * process (server-only modules need the react-server condition; a child keeps the event loop it
 * measures to itself) and summarized from its JSON: pipeline vs catalog size, planner payload vs
 * catalog size, MCP call overhead, cold start.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ColdstartBenchResult } from "./coldstart";
import type { McpBenchResult } from "./mcp";
import type { PayloadBenchResult } from "./payload";
import type { PipelineBenchResult } from "./pipeline";
import { prepareDatabase, ROOT } from "./server";
import { formatSummary } from "./stats";

const RESULTS = path.join(ROOT, "bench/results");
const verdict = (ok: boolean) => (ok ? "within" : "OVER");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function child(script: string, env: Record<string, string> = {}, serverOnly = true) {
  execFileSync(
    process.execPath,
    [...(serverOnly ? ["--conditions=react-server"] : []), "--import", "tsx", script],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "inherit", "inherit"] },
  );
}
const read = <T>(name: string) => JSON.parse(readFileSync(path.join(RESULTS, name), "utf8")) as T;

/** A fresh database for a catalog bench (migrate + demo seed; the bench adds its own worlds). */
function database(name: string) {
  mkdirSync(path.join(ROOT, "data"), { recursive: true });
  return prepareDatabase(path.join(ROOT, `data/${name}.db`));
}

/** `withPayload`: the payload bench runs in the same child over the same worlds (seeded and derived once). */
export function pipeline(withPayload: boolean) {
  console.log(
    "\n== Host pipeline vs catalog size (bench/results/pipeline.json): snapshot + route + plan + validate",
  );
  child("bench/pipeline.ts", {
    DATABASE_URL: database("bench-pipeline"),
    ...(withPayload ? { BENCH_WITH_PAYLOAD: "1" } : {}),
  });
  const r = read<PipelineBenchResult>("pipeline.json");
  for (const w of r.worlds) {
    console.log(
      `  ${w.name.padEnd(12)} ${String(w.eligible).padStart(6)} eligible  ${formatSummary(w.totalMs)}; cold first turn ${w.cold.snapshotMs} + ${w.cold.turnMs} ms`,
    );
    console.log(
      `      medians: CPU ${w.cpuMs.median} ms (p95 ${w.cpuMs.p95}); snapshot ${w.snapshotMs.median} ms, routing ${w.routingMs.median} ms, planning + validation ${w.planningMs.median} ms; gold tool routed ${Math.round(w.goldRouted * 100)} %`,
    );
    const t = r.targets[w.name as keyof typeof r.targets] as { p50Ms: number; p95Ms?: number } | undefined;
    if (t)
      console.log(
        `      target p50 ≤ ${t.p50Ms} ms → ${verdict(w.totalMs.median <= t.p50Ms)}` +
          (t.p95Ms ? `; p95 ≤ ${t.p95Ms} ms → ${verdict(w.totalMs.p95 <= t.p95Ms)}` : ""),
      );
  }
  console.log(`  GitHub: ${r.github}; load average ${r.machine.loadAverage.join(" ")}`);
}

/** `measured`: the pipeline bench already wrote payload.json (a full run); only the summary is printed. */
export function payload(measured: boolean) {
  console.log(
    "\n== Planner payload vs catalog size (bench/results/payload.json): system prompt + user message",
  );
  if (!measured) child("bench/payload.ts", { DATABASE_URL: database("bench-payload") });
  const r = read<PayloadBenchResult>("payload.json");
  for (const w of r.worlds)
    console.log(
      `  ${w.name.padEnd(12)} median ${kb(w.payloadBytes.median)}, max ${kb(w.payloadBytes.max)} (tools ${kb(w.toolsBytes.median)}) vs naive ${kb(w.naiveBytes.median)} = ${w.ratio}× smaller; target ≤ ${kb(r.targetBytes)} → ${verdict(w.payloadBytes.max <= r.targetBytes)}`,
    );
  console.log(`  GitHub: ${r.github}`);
}

export function mcp() {
  console.log("\n== MCP call overhead (bench/results/mcp.json): warm pooled call vs the handler's own time");
  child("bench/mcp.ts", {}, false);
  const r = read<McpBenchResult>("mcp.json");
  for (const s of r.sides) {
    const w = s.warm;
    console.log(
      `  ${(s.answers ? `${s.transport} ${s.answers}` : s.transport).padEnd(9)} ${s.tool} (${s.resultBytes} B): overhead ${formatSummary(w.overheadMs)}`,
    );
    console.log(
      `      wall ${w.wallMs.median} ms, handler ${w.handlerMs.median} ms, client CPU ${w.clientCpuMs.median} ms; requests per warm call: client ${w.clientRequests.max} JSON-RPC / ${w.clientHttpRequests.max} HTTP, server ${w.serverMessages.max} messages / ${w.serverHttpRequests.max} HTTP on ${w.serverConnections.median} new TCP connections`,
    );
    console.log(
      `      fresh client per call ${w.wallMs.median} → ${s.fresh.wallMs.median} ms (${s.freshToWarm}×, ${s.fresh.clientRequests.median} JSON-RPC / ${s.fresh.clientHttpRequests.median} HTTP requests); targets overhead p50 ≤ ${r.targets.overheadP50Ms} ms → ${verdict(w.overheadMs.median <= r.targets.overheadP50Ms)}, 1 request → ${verdict(w.clientRequests.max === 1 && w.serverMessages.max === 1)}`,
    );
  }
  console.log(`  load average ${r.machine.loadAverage.join(" ")}`);
}

export function coldstart(reuseBuild: boolean) {
  console.log("\n== Cold start (bench/results/coldstart.json): next start → ready; first sign-in + turn");
  child("bench/coldstart.ts", reuseBuild ? { BENCH_SKIP_BUILD: "1" } : {});
  const r = read<ColdstartBenchResult>("coldstart.json");
  console.log(`  start → ready            ${formatSummary(r.readyMs)}`);
  console.log(`  sign-in                  ${formatSummary(r.signInMs)}`);
  console.log(`  first turn ("${r.question}") ${formatSummary(r.firstTurnMs)}`);
  console.log(`  second turn              ${formatSummary(r.secondTurnMs)}`);
  console.log(`  load average ${r.machine.loadAverage.join(" ")}`);
}
