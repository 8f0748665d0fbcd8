/**
 * A huge answer is cut while it arrives (issue 13 item 5): for stdio and Streamable HTTP (SSE and
 * JSON answers), a tool answering ~50 MB through the pool with its default bounds (maxBytes 2 MiB,
 * message cap 6.06 MiB). Per run: time from the cap being reached (the transport's own timestamp)
 * to the call returning, and the longest event-loop block during the whole call
 * (perf_hooks.monitorEventLoopDelay, max; the post-cap window lies inside it, so this is an upper
 * bound). On a shared machine that wall-clock figure is mostly the time the OS ran other processes
 * instead of this one, so the main thread's own CPU time between two 1 ms timer ticks is measured
 * too (Linux /proc schedstat): the longest synchronous run whatever the load, to the kernel's
 * accounting granularity. Servers run in their own processes. Writes bench/results/huge.json.
 * Run alone: `BENCH_ONLY=huge npm run bench`; BENCH_HUGE_RUNS (5), BENCH_HUGE_MB (50).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";
import { ROOT } from "../lib/connectors/mcp/__fixtures__/connections";
import { startHugeHttpServer } from "../lib/connectors/mcp/__fixtures__/huge-http";
import { McpPool } from "../lib/connectors/mcp/pool";
import type { McpConnection } from "../lib/connectors/mcp/types";
import { type Summary, summarize } from "./stats";

export const HUGE_TARGETS = { capToReturnMs: 2_000, eventLoopBlockMs: 50 } as const;

export interface HugeSide {
  transport: string;
  runs: number;
  /** Cap reached → callTool returned. */
  capToReturnMs: Summary;
  /** Longest event-loop block during the call (monitorEventLoopDelay max, resolution 5 ms). */
  eventLoopBlockMs: Summary;
  /** Most main-thread CPU time between two 1 ms timer ticks during the call (Linux only). */
  eventLoopBlockCpuMs?: Summary;
  /** Longest garbage-collection pause during the call (part of any block above). */
  gcPauseMs: Summary;
  /** The whole call, first byte to last included (server's own JSON.stringify too). */
  callMs: Summary;
  outcome: string;
  keptItems: number;
}

export interface HugeBenchResult {
  generatedAt: string;
  answerMb: number;
  maxBytes: number;
  machine: { node: string; cpus: number; cpuModel: string };
  targets: typeof HUGE_TARGETS;
  sides: HugeSide[];
  loadAverage: number[];
}

const MAX_BYTES = 2 * 1024 * 1024;
const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;

/**
 * The most CPU time the main thread spent between two ticks of a 1 ms timer while `on`: a tick
 * that comes late because the OS ran another process costs no CPU here, one held up by this
 * process's own synchronous work does. undefined where /proc is not there.
 */
function cpuBlockMeter() {
  if (!existsSync(SCHEDSTAT)) return undefined;
  const cpuMs = () => Number(readFileSync(SCHEDSTAT, "utf8").split(" ")[0]) / 1e6;
  let last = cpuMs();
  let max = 0;
  const timer = setInterval(() => {
    const now = cpuMs();
    max = Math.max(max, now - last);
    last = now;
  }, 1);
  return {
    max: () => max,
    stop: () => clearInterval(timer),
  };
}

async function measure(pool: McpPool, conn: McpConnection, label: string, runs: number, mb: number) {
  const capToReturn: number[] = [];
  const blocks: number[] = [];
  const cpuBlocks: number[] = [];
  const calls: number[] = [];
  const gcs: number[] = [];
  let gcMax = 0;
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMax = Math.max(gcMax, entry.duration);
  });
  gc.observe({ entryTypes: ["gc"] });
  let outcome = "";
  let keptItems = 0;
  for (let i = 0; i <= runs; i++) {
    const session = await pool.getSession(conn);
    const histogram = monitorEventLoopDelay({ resolution: 5 });
    histogram.enable();
    const meter = cpuBlockMeter();
    gcMax = 0;
    const t0 = performance.now();
    const r = await pool.callTool(conn, "dump", { mb }, { timeoutMs: 120_000 });
    const t1 = performance.now();
    // A block is recorded when the next timer fires: let one fire after the call returned.
    await new Promise((resolve) => setTimeout(resolve, 20));
    histogram.disable();
    meter?.stop();
    const cap = session.io.capReachedAt();
    outcome = r.ok ? `ok, truncated=${r.truncated}, ${r.bytes} bytes kept` : `error ${r.error?.code}`;
    keptItems = r.ok ? ((r.data as { items?: unknown[] }).items?.length ?? 0) : 0;
    if (cap === undefined || cap < t0) throw new Error(`${label}: the answer was not cut (${outcome})`);
    // The first run opens the session and warms the code paths; it is not counted.
    if (i === 0) continue;
    capToReturn.push(t1 - cap);
    blocks.push(histogram.max / 1e6);
    if (meter) cpuBlocks.push(meter.max());
    calls.push(t1 - t0);
    gcs.push(gcMax);
    const ping = await pool.callTool(conn, "ping", {});
    if (!ping.ok) throw new Error(`${label}: the session did not survive the cut`);
  }
  gc.disconnect();
  const side: HugeSide = {
    transport: label,
    runs,
    capToReturnMs: summarize(capToReturn),
    eventLoopBlockMs: summarize(blocks),
    eventLoopBlockCpuMs: cpuBlocks.length > 0 ? summarize(cpuBlocks) : undefined,
    gcPauseMs: summarize(gcs),
    callMs: summarize(calls),
    outcome,
    keptItems,
  };
  return side;
}

export async function runHugeBench(): Promise<HugeBenchResult> {
  const runs = Number(process.env.BENCH_HUGE_RUNS) || 5;
  const mb = Number(process.env.BENCH_HUGE_MB) || 50;
  const pool = new McpPool({ maxBytes: MAX_BYTES });
  const http = await startHugeHttpServer();
  const stdio: McpConnection = {
    id: "huge-stdio",
    tenantId: "bench",
    transport: {
      kind: "stdio",
      command: process.execPath,
      args: ["--import", "tsx", "lib/connectors/mcp/__fixtures__/huge-server.ts"],
      cwd: ROOT,
    },
  };
  try {
    const sides = [
      await measure(pool, stdio, "stdio", runs, mb),
      await measure(pool, http.connection("sse"), "http (SSE answer)", runs, mb),
      await measure(pool, http.connection("json"), "http (JSON answer)", runs, mb),
    ];
    return {
      generatedAt: new Date().toISOString(),
      answerMb: mb,
      maxBytes: MAX_BYTES,
      machine: { node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? "unknown" },
      targets: HUGE_TARGETS,
      sides,
      loadAverage: os.loadavg().map((v) => Math.round(v * 100) / 100),
    };
  } finally {
    await pool.close();
    await http.close();
  }
}

async function main() {
  const result = await runHugeBench();
  const dir = path.join(ROOT, "bench/results");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "huge.json"), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
