/**
 * Queries, CPU and database time per turn, in-process (issue 12): the load benchmark's journey —
 * "Show the orders of customer C-1042" (list), one row of it selected (select), "show me the details
 * of this order" with that selection (detail) — run one at a time against a seeded SQLite database,
 * through the same code as the server actions (the session check and the actor as every request
 * resolves them, then runTurnEvents / selectRows as sendMessageAction / selectRowsAction call them), with a
 * metered client (lib/db/query-meter.ts). Per step: Prisma operations, SQL statements, time inside
 * Prisma (ms), this process's CPU (ms, the MCP server's own process excluded) and wall time.
 * One user at a time so a turn's CPU is its own; reports medians over the measured journeys.
 *
 * Run: `node --conditions=react-server --import tsx bench/turn-queries.ts`. Knobs: BENCH_TQ_DB
 * (data/bench-tq.db; migrated and seeded when missing or BENCH_TQ_FRESH=1), BENCH_TQ_JOURNEYS (30),
 * BENCH_TQ_WARMUP (5), BENCH_TQ_OUT (bench/results/turn-queries.json), BENCH_TQ_LIST=1 (print each
 * step's operations once), BENCH_TQ_PROFILE=FILE (a V8 CPU profile of the measured journeys only, warm-up
 * excluded; summarize it with `node bench/profile-summary.mjs FILE`), BENCH_TQ_HEAP=1 (memory figures
 * after the run, garbage collected first when node runs with --expose-gc; =FILE.heapsnapshot also writes a
 * heap snapshot, summarized by `node bench/heap-summary.mjs FILE`).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import { LOAD_SERVER_ENV } from "./http-users";
import { envInt, machine, prepareDatabase, ROOT } from "./server";

Object.assign(process.env, LOAD_SERVER_ENV);
const file = path.join(ROOT, process.env.BENCH_TQ_DB ?? "data/bench-tq.db");
mkdirSync(path.dirname(file), { recursive: true });
const url = existsSync(file) && process.env.BENCH_TQ_FRESH !== "1" ? `file:${file}` : prepareDatabase(file);
process.env.DATABASE_URL = url;

const LIST = "Show the orders of customer C-1042";
const DETAIL = "show me the details of this order";
type Step = "list" | "select" | "detail";

async function main() {
  // Imported after DATABASE_URL is set: env() reads it once.
  const { meteredDb } = await import("../lib/db/query-meter");
  const { resolveActor } = await import("../lib/auth/actor");
  const { sessionVersionOf } = await import("../lib/db/repositories/users");
  const { conversationRepo } = await import("../lib/db/repositories/conversations");
  const { runTurnEvents } = await import("../lib/agent/turn-events");
  const { selectRows } = await import("../lib/agent/select-rows");
  const { hashPassword } = await import("../lib/auth/password");
  const { summarize } = await import("./stats");

  const meter = meteredDb(url);
  const db = meter.db;
  const tag = `tq-${Date.now().toString(36)}`;
  const t = await db.tenant.findUniqueOrThrow({ where: { slug: "acme" }, include: { projects: true } });
  const project = t.projects.find((p) => p.slug === "sales");
  if (!project) throw new Error("no sales project in acme");
  const u = await db.user.create({
    data: { email: `${tag}@acme.test`, name: "Turn queries", passwordHash: await hashPassword("x") },
  });
  const m = await db.membership.create({ data: { userId: u.id, tenantId: t.id, role: "member" } });
  await db.projectAccess.create({ data: { membershipId: m.id, projectId: project.id } });

  /** What every request does before its action: the session's version and the actor. */
  const request = async () => {
    if ((await sessionVersionOf(db, u.id)) === null) throw new Error("no user");
    return resolveActor(db, { userId: u.id, tenantId: t.id, projectId: project.id });
  };
  const first = await request();
  const conversationId = (await conversationRepo(db, first).create()).id;

  const send = async (text: string, selection: { id: string; version: number } | null, n: number) => {
    const actor = await request();
    let out = "";
    for await (const ev of runTurnEvents(
      actor,
      { conversationId, text, selection, clientKey: `${tag}-${n}-${text.length}` },
      db,
    ))
      out += JSON.stringify(ev);
    return out;
  };

  interface Sample {
    step: Step;
    operations: number;
    statements: number;
    dbMs: number;
    cpuMs: number;
    wallMs: number;
    names: string[];
  }
  const samples: Sample[] = [];
  const measure = async <T>(step: Step, keep: boolean, fn: () => Promise<T>): Promise<T> => {
    meter.take();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const r = await fn();
    const wallMs = performance.now() - t0;
    const c = process.cpuUsage(cpu0);
    const q = meter.take();
    if (keep)
      samples.push({
        step,
        operations: q.operations,
        statements: q.statements,
        dbMs: q.ms,
        cpuMs: (c.user + c.system) / 1000,
        wallMs,
        names: q.names,
      });
    return r;
  };

  const warmup = envInt("BENCH_TQ_WARMUP", 5);
  const journeys = envInt("BENCH_TQ_JOURNEYS", 30);
  const profileFile = process.env.BENCH_TQ_PROFILE;
  const inspector = profileFile ? new Session() : null;
  for (let n = 0; n < warmup + journeys; n++) {
    const keep = n >= warmup;
    if (inspector && n === warmup) {
      inspector.connect();
      await inspector.post("Profiler.enable");
      await inspector.post("Profiler.setSamplingInterval", { interval: 200 });
      await inspector.post("Profiler.start");
    }
    const list = await measure("list", keep, () => send(LIST, null, n));
    const artifactId = list.match(/"artifactId":"([^"]+)"/)?.[1];
    if (!artifactId) throw new Error(`the list turn showed no table: ${list.slice(0, 400)}`);
    const picked = await measure("select", keep, async () =>
      selectRows(db, await request(), { conversationId, artifactId, rowIndexes: [n % 2] }),
    );
    const detail = await measure("detail", keep, () =>
      send(DETAIL, { id: picked.selection.id, version: picked.selection.version }, n),
    );
    if (!detail.includes('"type":"record-card"'))
      throw new Error(`the detail turn showed no record card: ${detail.slice(0, 400)}`);
  }

  if (inspector && profileFile) {
    const { profile } = await inspector.post("Profiler.stop");
    writeFileSync(path.resolve(profileFile), JSON.stringify(profile));
    inspector.disconnect();
    console.log(`profile ${path.resolve(profileFile)}`);
  }
  const heap = process.env.BENCH_TQ_HEAP;
  if (heap) {
    (globalThis as { gc?: () => void }).gc?.();
    const mb = (v: number) => `${(v / 1048576).toFixed(1)} MB`;
    const m = process.memoryUsage();
    console.log(
      `memory rss ${mb(m.rss)}, heap used ${mb(m.heapUsed)} of ${mb(m.heapTotal)}, external ${mb(m.external)}, array buffers ${mb(m.arrayBuffers)}`,
    );
    console.log(`resident by mapping: ${residentByMapping().join(", ")}`);
    if (heap !== "1") console.log(`heap snapshot ${v8.writeHeapSnapshot(path.resolve(heap))}`);
  }

  const steps: Step[] = ["list", "select", "detail"];
  const result = Object.fromEntries(
    steps.map((s) => {
      const of = samples.filter((x) => x.step === s);
      return [
        s,
        {
          operations: summarize(of.map((x) => x.operations)),
          statements: summarize(of.map((x) => x.statements)),
          dbMs: summarize(of.map((x) => x.dbMs)),
          cpuMs: summarize(of.map((x) => x.cpuMs)),
          wallMs: summarize(of.map((x) => x.wallMs)),
          operationNames: of[of.length - 1]?.names ?? [],
        },
      ];
    }),
  );
  for (const s of steps) {
    const r = result[s];
    console.log(
      `${s.padEnd(6)} operations ${r.operations.median} (max ${r.operations.max}), statements ${r.statements.median}, db ${r.dbMs.median.toFixed(1)} ms, cpu ${r.cpuMs.median.toFixed(1)} ms, wall ${r.wallMs.median.toFixed(1)} ms (medians of ${journeys})`,
    );
    if (process.env.BENCH_TQ_LIST === "1") console.log(`   ${r.operationNames.join("\n   ")}`);
  }
  const { planCacheStats } = await import("../lib/db/plan-cache");
  const plans = planCacheStats();
  console.log(
    `query plans (whole run): ${plans.hits} reused, ${plans.shaped} filled from a shape, ${plans.misses} compiled`,
  );
  const load = os.loadavg().map((v) => Math.round(v * 100) / 100);
  console.log(`load average ${load.join(" ")}`);
  const out = path.resolve(ROOT, process.env.BENCH_TQ_OUT ?? "bench/results/turn-queries.json");
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify({ generatedAt: new Date().toISOString(), machine: machine(), loadAverageAfter: load, journeys, warmup, plans, steps: result }, null, 2)}\n`,
  );
  await db.$disconnect();
}

/**
 * Where the resident memory is (Linux /proc/self/smaps): the V8 heap is only part of the RSS. A
 * WebAssembly memory is a reservation of several GiB (guard regions) of which only the touched part
 * is resident: the query compiler's. Other anonymous mappings are malloc arenas, code and the heap.
 */
function residentByMapping(): string[] {
  const file = "/proc/self/smaps";
  if (!existsSync(file)) return [];
  const by = new Map<string, number>();
  let kind = "";
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const size = Number.parseInt(head[2], 16) - Number.parseInt(head[1], 16);
      const name = head[3];
      kind = name
        ? name.startsWith("/")
          ? name.endsWith(".node") || name.includes(".so")
            ? "native libraries"
            : name.endsWith("/node")
              ? "node binary"
              : "files"
          : name
        : size >= 4 * 2 ** 30
          ? "wasm memory (≥ 4 GiB reserved)"
          : "anonymous (heap, malloc, code)";
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) by.set(kind, (by.get(kind) ?? 0) + Number(rss[1]) * 1024);
  }
  return [...by]
    .sort((a, b) => b[1] - a[1])
    .filter(([, v]) => v >= 1048576)
    .map(([k, v]) => `${k} ${(v / 1048576).toFixed(1)} MB`);
}

main()
  .catch((e) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : e);
    process.exitCode = 1;
  })
  .finally(() => setTimeout(() => process.exit(), 100));
