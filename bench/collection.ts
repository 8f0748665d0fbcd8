/**
 * Complete collections (issue 14, Performance): loading 10,000 rows through 100 pages from the demo
 * MCP server, the way a turn does it — the executor's paging over the real gateway (authorize and
 * audit on every page, the pooled stdio MCP client, the bounded output validator), on a fresh SQLite
 * database seeded with the demo. "Server time" is the executor's wall time for the whole collection.
 * Writes bench/results/collection.json. Run alone: `BENCH_ONLY=collection npm run bench`.
 * Needs the react-server condition (lib/agent/gateway is server-only), so bench/run.ts spawns it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { seedDemo } from "../demo/seed-all";
import { buildSnapshot } from "../lib/agent/build-snapshot";
import { createGateway } from "../lib/agent/gateway";
import { resolveActor } from "../lib/auth/actor";
import { mcpPool } from "../lib/connectors/runtime";
import { createDb } from "../lib/db/client";
import { env } from "../lib/env";
import { executePlan } from "../lib/execution";
import { ROOT } from "./server";
import { type Summary, summarize } from "./stats";

export const COLLECTION_TARGET_MS = 2_000;

export interface CollectionBenchResult {
  rows: number;
  pages: number;
  pageSize: number;
  runs: number;
  serverMs: Summary;
  perPageMs: Summary;
  /** CPU time of the app process (user + system) per collection: the host's own share of the work. */
  appCpuMs: Summary;
  loadAverage: number[];
  database: string;
  auditedCalls: number;
  targetMs: number;
}

async function main() {
  const db = createDb(process.env.DATABASE_URL ?? "file:./data/bench-collection.db");
  // BENCH_SQLITE_WAL=1: the same run with SQLite in WAL mode (the audit insert of every page then
  // costs no fsync of its own), to show how much of the time is the database's journal.
  const wal =
    process.env.BENCH_SQLITE_WAL === "1" && !(process.env.DATABASE_URL ?? "").startsWith("postgres");
  if (wal) await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  const ids = await seedDemo(db);
  const actor = await resolveActor(db, { userId: ids.users["admin@acme.test"] });
  const snapshot = await buildSnapshot(db, actor);
  const cap = snapshot.capabilities.find((c) => c.id.endsWith("/orders.search"));
  if (!cap) throw new Error("orders.search is not in the demo snapshot");
  const e = env();
  const runs = Number(process.env.BENCH_COLLECTION_RUNS) || 5;
  const serverMs: number[] = [];
  const perPageMs: number[] = [];
  const appCpuMs: number[] = [];
  let pages = 0;
  let rows = 0;
  let audited = 0;
  for (let i = 0; i <= runs; i++) {
    const gateway = createGateway(db, actor, snapshot);
    const before = await db.auditEvent.count({ where: { kind: "tool.call", target: cap.id } });
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const out = await executePlan(
      {
        decision: "tools",
        reason: "bench",
        actions: [{ id: "a1", tool: cap.id, args: {}, dependsOn: [], expect: "many" }],
      },
      {
        snapshot,
        selectedIds: new Set([cap.id]),
        authorize: gateway.authorize,
        callTool: gateway.callTool,
        collection: { maxRows: 10_000, timeBudgetMs: 60_000, maxBytes: e.TOOL_MAX_OUTPUT_BYTES },
      },
    );
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const loading = out.results[0]?.loading;
    if (!loading) throw new Error(`no collection loaded: ${JSON.stringify(out.evidence)}`);
    // The first run warms the pooled MCP process and the validator cache; it is not counted.
    if (i === 0) continue;
    serverMs.push(ms);
    perPageMs.push(ms / loading.pages);
    appCpuMs.push((cpu.user + cpu.system) / 1000);
    pages = loading.pages;
    rows = loading.loaded;
    audited = (await db.auditEvent.count({ where: { kind: "tool.call", target: cap.id } })) - before;
  }
  const result: CollectionBenchResult = {
    rows,
    pages,
    pageSize: rows / pages,
    runs,
    serverMs: summarize(serverMs),
    perPageMs: summarize(perPageMs),
    appCpuMs: summarize(appCpuMs),
    loadAverage: os.loadavg().map((v) => Math.round(v * 100) / 100),
    database: (process.env.DATABASE_URL ?? "").startsWith("postgres")
      ? "PostgreSQL"
      : `SQLite (${wal ? "WAL" : "rollback journal, the default"})`,
    auditedCalls: audited,
    targetMs: COLLECTION_TARGET_MS,
  };
  const dir = path.join(ROOT, "bench/results");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "collection.json"), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result));
  await mcpPool().close();
  await db.$disconnect();
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
