/**
 * Load (issue 12 benchmark 4): 10, 50 and 100 concurrent signed-in users of two tenants run
 * list → select → detail against the built server over HTTP, calling the server actions the way the
 * browser does (bench/http-users.ts): "Show the orders of customer C-1042" (a table), a row of it
 * selected (`selectRowsAction`, the selection stored server-side), then "show me the details of this
 * order" with that selection (a record card). Three setups, each on a fresh seeded database: SQLite
 * with one app instance, PostgreSQL with one, and PostgreSQL with two instances sharing it (users
 * split between them). Measured per level: turns per second (list and detail turns answered), turn
 * latency p50/p95, select latency, error rate over every request, and the RSS of each instance
 * (next-server, and its whole process group with the MCP servers it spawned), sampled every second.
 * A list turn that shows no table, or a detail turn that shows no record card, counts as an error.
 *
 * Writes bench/results/load.json. Run: `BENCH_ONLY=load npm run bench` (bench/run.ts spawns this with
 * the react-server condition). Knobs: BENCH_PORT (3300; the second instance uses the next port),
 * BENCH_DIST_DIR (.next-bench), BENCH_SKIP_BUILD=1, BENCH_LOAD_USERS ("10,50,100"),
 * BENCH_LOAD_SECONDS (20 per level), BENCH_LOAD_DB (data/bench-load.db; the PostgreSQL database is
 * named after it), BENCH_LOAD_SETUPS ("sqlite,postgresql,postgresql-x2"), BENCH_LOAD_TENANT_CAP (the
 * per-tenant cap of turns at once; default raised to 1,000 so nothing is refused), TEST_POSTGRES_URL
 * (else scripts/pg-start.sh starts one).
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDb, type Db } from "../lib/db/client";
import {
  actionIds,
  addUsers,
  answered,
  type BenchUser,
  callAction,
  codesOf,
  groupProcesses,
  LOAD_SERVER_ENV,
  newConversation,
  signIn,
} from "./http-users";
import { buildApp, envInt, machine, prepareDatabase, ROOT, type RunningServer, startServer } from "./server";
import { type Summary, summarize } from "./stats";

const LEVELS = (process.env.BENCH_LOAD_USERS ?? "10,50,100")
  .split(",")
  .map(Number)
  .filter((n) => n > 0);
const SECONDS = envInt("BENCH_LOAD_SECONDS", 20);
const LIST = "Show the orders of customer C-1042";
const DETAIL = "show me the details of this order";
const ACTIONS = ["createConversationAction", "sendMessageAction", "selectRowsAction"];
const SETUPS = {
  sqlite: { database: "sqlite", instances: 1 },
  postgresql: { database: "postgresql", instances: 1 },
  "postgresql-x2": { database: "postgresql", instances: 2 },
} as const;
type SetupName = keyof typeof SETUPS;
/** BENCH_LOAD_TENANT_CAP: run with this per-tenant cap instead of the raised one (to watch it hold). */
/**
 * BENCH_LOAD_PROFILE=DIR: each app instance's processes write a CPU profile and their highest
 * process.memoryUsage() to DIR (bench/profile-preload.cjs).
 */
const SERVER_ENV: Record<string, string> = {
  ...LOAD_SERVER_ENV,
  ...(process.env.BENCH_LOAD_TENANT_CAP
    ? { TURN_CONCURRENCY_PER_TENANT: process.env.BENCH_LOAD_TENANT_CAP }
    : {}),
  ...(process.env.BENCH_LOAD_PROFILE
    ? {
        NODE_OPTIONS: `--require ${path.join(ROOT, "bench/profile-preload.cjs")}`,
        BENCH_PROFILE_DIR: path.resolve(process.env.BENCH_LOAD_PROFILE),
      }
    : {}),
};
const TARGETS = { users: 50, p95Ms: 500, errors: 0, rssMb: 500 } as const;

type Step = "list" | "select" | "detail";
interface Sample {
  step: Step;
  start: number;
  end: number;
  outcome: "ok" | "error" | "limited";
  codes: string[];
}

export interface LoadLevel {
  users: number;
  seconds: number;
  journeys: number;
  turns: number;
  turnsPerSecond: number;
  requests: number;
  errors: number;
  errorRate: number;
  limited: number;
  /** The most turns of one tenant running at once across the instances (their stored leases). */
  leasesMaxPerTenant: number;
  errorCodes: Record<string, number>;
  turnLatencyMs: Summary;
  listLatencyMs: Summary;
  selectLatencyMs: Summary;
  detailLatencyMs: Summary;
  /** Per instance: highest RSS sampled during the level, MB (next-server; the whole process group). */
  rssMb: { server: number; group: number }[];
  /** Per instance: CPU time next-server used during the level, ms. */
  serverCpuMs: number[];
  /** All instances' CPU time over the turns answered (select requests included in the time). */
  serverCpuMsPerTurn: number;
  loadAverage: number[];
  /** CPU the load generator itself used, ms (it shares the 2 cores with the app). */
  clientCpuMs: number;
}

export interface LoadBenchResult {
  targets: typeof TARGETS;
  setups: { name: SetupName; database: string; instances: number; levels: LoadLevel[] }[];
}

const mb = (kb: number) => Math.round(kb / 1024);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** CPU time a process has used, ms (utime + stime from /proc, clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // gone
  }
}

/**
 * Per instance while a level runs: the highest RSS sampled every second — next-server alone and its
 * whole group (MCP servers too) — and the CPU time next-server used.
 */
function instanceSampler(servers: RunningServer[]) {
  const max = servers.map(() => ({ server: 0, group: 0 }));
  const nextServers = (s: RunningServer) =>
    groupProcesses(s.pid).filter((p) => p.args.includes("next-server"));
  const cpu0 = servers.map((s) => nextServers(s).reduce((a, p) => a + cpuMsOf(p.pid), 0));
  const sample = () =>
    servers.forEach((s, i) => {
      const procs = groupProcesses(s.pid);
      const server = procs.filter((p) => p.args.includes("next-server")).reduce((a, p) => a + p.rssKb, 0);
      const group = procs.reduce((a, p) => a + p.rssKb, 0);
      max[i] = { server: Math.max(max[i].server, server), group: Math.max(max[i].group, group) };
    });
  sample();
  const timer = setInterval(sample, 1_000);
  return () => {
    clearInterval(timer);
    sample();
    return {
      rssMb: max.map((m) => ({ server: mb(m.server), group: mb(m.group) })),
      serverCpuMs: servers.map((s, i) => nextServers(s).reduce((a, p) => a + cpuMsOf(p.pid), 0) - cpu0[i]),
    };
  };
}

interface Client {
  user: BenchUser;
  base: string;
}

/**
 * The most turns of one tenant holding a lease at once, from the database every 250 ms: what the
 * per-tenant cap counts across every instance (lib/db/repositories/turn-leases.ts).
 */
function leaseSampler(db: Db) {
  let max = 0;
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      const rows = await db.turnLease.groupBy({
        by: ["tenantId"],
        where: { expiresAt: { gt: new Date() } },
        _count: { _all: true },
      });
      for (const r of rows) max = Math.max(max, r._count._all);
    } finally {
      busy = false;
    }
  }, 250);
  return () => {
    clearInterval(timer);
    return max;
  };
}

async function runLevel(clients: Client[], servers: RunningServer[], ids: Record<string, string>, db: Db) {
  const conversations: string[] = [];
  for (const c of clients)
    conversations.push(await newConversation(c.base, c.user, ids.createConversationAction));
  const samples: Sample[] = [];
  let journeys = 0;
  const stopSampling = instanceSampler(servers);
  const stopLeases = leaseSampler(db);
  const cpu0 = process.cpuUsage();
  const mono0 = process.hrtime.bigint() / 1000n;
  const t0 = performance.now();
  const now = () => performance.now() - t0;
  const endAt = SECONDS * 1000;

  const step = async (
    s: Step,
    call: () => Promise<{ status: number; text: string }>,
    ok: (r: { status: number; text: string }) => boolean,
  ) => {
    const start = now();
    let r = { status: 0, text: "" };
    try {
      r = await call();
    } catch (e) {
      r.text = String(e);
    }
    const codes = codesOf(r.text);
    const limited = codes.length > 0 && codes.every((c) => c.startsWith("rate_limited:"));
    const good = r.status === 200 && codes.length === 0 && ok(r);
    samples.push({
      step: s,
      start,
      end: now(),
      outcome: limited ? "limited" : good ? "ok" : "error",
      codes: codes.length
        ? codes
        : good
          ? []
          : [r.status === 200 ? `missing:${s}` : `http:${r.status || "failed"}`],
    });
    return good ? r.text : undefined;
  };

  const loops = clients.map(async ({ user, base }, i) => {
    const conversationId = conversations[i];
    const page = `/c/${conversationId}`;
    const send = (text: string, selection: { id: string; version: number } | null) =>
      callAction(base, user, page, ids.sendMessageAction, [
        { conversationId, text, selection, clientKey: `load-${i}-${randomBytes(6).toString("hex")}` },
      ]);
    // Users start spread over the first second, then think 250–750 ms between steps (as faults.ts).
    await pause((i * 997) % 1000);
    let n = 0;
    while (now() < endAt) {
      n++;
      const think = () => pause(250 + ((i * 37 + n * 11) % 500));
      const list = await step(
        "list",
        () => send(LIST, null),
        (r) => answered(r) && r.text.includes('"artifactId":"'),
      );
      const artifactId = list?.match(/"artifactId":"([^"]+)"/)?.[1];
      if (!artifactId || now() >= endAt) {
        await think();
        continue;
      }
      await think();
      const picked = await step(
        "select",
        () =>
          callAction(base, user, page, ids.selectRowsAction, [
            { conversationId, artifactId, rowIndexes: [n % 2] },
          ]),
        (r) => r.text.includes('"status":"success"'),
      );
      const sel = picked?.match(/"selection":\{"id":"([^"]+)","version":(\d+)/);
      if (!sel || now() >= endAt) {
        await think();
        continue;
      }
      await think();
      await step(
        "detail",
        () => send(DETAIL, { id: sel[1], version: Number(sel[2]) }),
        (r) => answered(r) && r.text.includes('"type":"record-card"'),
      );
      journeys++;
      await think();
    }
  });
  await Promise.all(loops);
  const elapsed = now() / 1000;
  // The level's window on the monotonic clock (µs), as V8 CPU profiles time their samples: a profile of
  // the server (NODE_OPTIONS=--cpu-prof) is cut to it by PROFILE_WINDOW=from-to bench/profile-summary.mjs.
  const window = `${mono0}-${process.hrtime.bigint() / 1000n}`;
  const cpu = process.cpuUsage(cpu0);
  const { rssMb, serverCpuMs } = stopSampling();
  const leasesMaxPerTenant = stopLeases();

  const turns = samples.filter((s) => s.step !== "select");
  const okTurns = turns.filter((s) => s.outcome === "ok");
  const errors = samples.filter((s) => s.outcome === "error");
  const errorCodes: Record<string, number> = {};
  for (const s of errors) for (const c of s.codes) errorCodes[c] = (errorCodes[c] ?? 0) + 1;
  const ms = (list: Sample[]) => summarize(list.map((s) => s.end - s.start));
  const level: LoadLevel = {
    users: clients.length,
    seconds: Math.round(elapsed * 10) / 10,
    journeys,
    turns: okTurns.length,
    turnsPerSecond: Math.round((okTurns.length / elapsed) * 100) / 100,
    requests: samples.length,
    errors: errors.length,
    errorRate: Math.round((errors.length / Math.max(1, samples.length)) * 10_000) / 10_000,
    limited: samples.filter((s) => s.outcome === "limited").length,
    leasesMaxPerTenant,
    errorCodes,
    turnLatencyMs: ms(turns),
    listLatencyMs: ms(samples.filter((s) => s.step === "list")),
    selectLatencyMs: ms(samples.filter((s) => s.step === "select")),
    detailLatencyMs: ms(samples.filter((s) => s.step === "detail")),
    rssMb,
    serverCpuMs,
    serverCpuMsPerTurn: Math.round(serverCpuMs.reduce((a, b) => a + b, 0) / Math.max(1, okTurns.length)),
    loadAverage: os.loadavg().map((v) => Math.round(v * 100) / 100),
    clientCpuMs: Math.round((cpu.user + cpu.system) / 1000),
  };
  const pids = servers.flatMap((s) => groupProcesses(s.pid).filter((p) => p.args.includes("next-server")));
  console.log(`  window ${window} (µs, monotonic), next-server pid ${pids.map((p) => p.pid).join(", ")}`);
  return level;
}

function postgresUrl(name: string): string {
  const server =
    process.env.TEST_POSTGRES_URL ??
    execFileSync("bash", ["scripts/pg-start.sh"], { cwd: ROOT, encoding: "utf8" }).trim();
  return `${server.slice(0, server.lastIndexOf("/"))}/${name}`;
}

async function runSetup(name: SetupName, distDir: string, port: number, ids: Record<string, string>) {
  const setup = SETUPS[name];
  const file = path.join(ROOT, process.env.BENCH_LOAD_DB ?? "data/bench-load.db");
  const pgName = `tabletalk_${path
    .basename(file, ".db")
    .replace(/[^a-z0-9]+/gi, "_")
    .toLowerCase()}`;
  const databaseUrl = prepareDatabase(setup.database === "sqlite" ? file : postgresUrl(pgName));
  const db = createDb(databaseUrl);
  const users = await addUsers(db, Math.max(...LEVELS));
  const servers: RunningServer[] = [];
  try {
    for (let k = 0; k < setup.instances; k++)
      servers.push(
        await startServer({
          port: port + k,
          distDir,
          databaseUrl,
          logFile: file.replace(/\.db$/, `-${name}-${k}.log`),
          env: SERVER_ENV,
        }),
      );
    // Pairs of users (one per tenant) go to the instances in turn, so each serves both tenants.
    const clients = users.map((user, i) => ({
      user,
      base: servers[Math.floor(i / 2) % servers.length].baseUrl,
    }));
    for (const c of clients) await signIn(c.base, c.user);
    // Warm-up: one journey per tenant per instance (MCP servers spawned, routes compiled) before the clock.
    await warmUp(clients.slice(0, 2 * servers.length), ids);
    const levels: LoadLevel[] = [];
    for (const n of LEVELS) {
      const level = await runLevel(clients.slice(0, n), servers, ids, db);
      console.log(
        `  ${name} ${n} users: ${level.turnsPerSecond} turns/s, turn p50 ${level.turnLatencyMs.median} ms p95 ${level.turnLatencyMs.p95} ms, errors ${level.errors}/${level.requests}, RSS ${level.rssMb.map((r) => `${r.server} MB`).join(" + ")}, app CPU ${level.serverCpuMsPerTurn} ms/turn, refused ${level.limited}, most turns of a tenant at once ${level.leasesMaxPerTenant}`,
      );
      levels.push(level);
      await pause(2_000);
    }
    return { name, database: setup.database, instances: setup.instances, levels };
  } finally {
    for (const s of servers) await s.stop();
    await db.$disconnect();
  }
}

async function warmUp(clients: Client[], ids: Record<string, string>) {
  await Promise.all(
    clients.map(async ({ user, base }) => {
      const conversationId = await newConversation(base, user, ids.createConversationAction);
      await callAction(base, user, `/c/${conversationId}`, ids.sendMessageAction, [
        { conversationId, text: LIST, selection: null },
      ]);
    }),
  );
}

async function main() {
  const port = envInt("BENCH_PORT", 3300);
  const distDir = process.env.BENCH_DIST_DIR ?? ".next-bench";
  mkdirSync(path.join(ROOT, "data"), { recursive: true });
  const build = buildApp(distDir);
  const ids = actionIds(distDir, ACTIONS);
  const names = (process.env.BENCH_LOAD_SETUPS ?? Object.keys(SETUPS).join(",")).split(",") as SetupName[];
  const loadBefore = os.loadavg().map((v) => Math.round(v * 100) / 100);
  const setups: LoadBenchResult["setups"] = [];
  for (const name of names) {
    if (!(name in SETUPS)) throw new Error(`unknown setup ${name}`);
    setups.push(await runSetup(name, distDir, port, ids));
  }
  const out = {
    generatedAt: new Date().toISOString(),
    machine: { ...machine(), loadAverageBefore: loadBefore },
    setup: {
      ports: [port, port + 1],
      distDir,
      build,
      journey: [LIST, "select one row (selectRowsAction)", DETAIL],
      secondsPerLevel: SECONDS,
      thinkTimeMs: "250–750 between a user's steps",
      serverEnv: SERVER_ENV,
      tenants: ["acme", "globex"],
    },
    targets: TARGETS,
    setups,
  };
  mkdirSync(path.join(ROOT, "bench/results"), { recursive: true });
  writeFileSync(path.join(ROOT, "bench/results/load.json"), `${JSON.stringify(out, null, 2)}\n`);
}

main().catch((e) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exitCode = 1;
});
