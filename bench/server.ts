/**
 * What the chat benchmark runs against, set up and torn down by the bench itself: a fresh SQLite
 * database (migrate + seed), a production build in its own dist dir, and `next start` in its own
 * process group (next start spawns a child next-server; stopping the group stops both).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function run(cmd: string, args: string[], env: Record<string, string>, what: string) {
  const r = spawnSync(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, encoding: "utf8" });
  if (r.status !== 0) {
    process.stderr.write(`${r.stdout ?? ""}${r.stderr ?? ""}`);
    throw new Error(`${what} failed (exit ${r.status ?? r.signal})`);
  }
  return r.stdout;
}

/** The machine a bench ran on, for its JSON. */
export const machine = () => ({
  node: process.version,
  platform: `${os.platform()} ${os.release()}`,
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? "unknown",
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  // Other work on the machine skews timings: the 1/5/15-minute load when the bench ran.
  loadAverage: os.loadavg().map((v) => Math.round(v * 10) / 10),
});

/** A positive integer knob from the environment. */
export const envInt = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isInteger(v) && v > 0 ? v : fallback;
};

/**
 * A fresh database, migrated and seeded with the demo world: a SQLite file (removed first; returns
 * its `file:` URL), or a `postgresql://…/<name>` URL whose database is dropped and created again
 * through the server's `postgres` database (returns the URL).
 */
export function prepareDatabase(fileOrUrl: string): string {
  let url = `file:${fileOrUrl}`;
  if (fileOrUrl.startsWith("postgres")) {
    url = fileOrUrl;
    const name = new URL(url).pathname.slice(1);
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
    const admin = `${url.slice(0, url.lastIndexOf("/"))}/postgres`;
    run(
      "psql",
      [admin, "-qc", `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, "-c", `CREATE DATABASE ${name}`],
      {},
      "psql",
    );
  } else
    for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(`${fileOrUrl}${suffix}`, { force: true });
  run("npx", ["prisma", "migrate", "deploy"], { DATABASE_URL: url }, "prisma migrate deploy");
  run("npm", ["run", "--silent", "db:seed"], { DATABASE_URL: url }, "db:seed");
  return url;
}

/** `next build` into `distDir`; BENCH_SKIP_BUILD=1 reuses an existing build of that dir. */
export function buildApp(distDir: string): { skipped: boolean; ms: number } {
  const t0 = performance.now();
  if (process.env.BENCH_SKIP_BUILD === "1" && existsSync(path.join(ROOT, distDir, "BUILD_ID")))
    return { skipped: true, ms: 0 };
  run("npx", ["next", "build"], { NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1" }, "next build");
  return { skipped: false, ms: Math.round(performance.now() - t0) };
}

export interface RunningServer {
  baseUrl: string;
  /** The `next start` process, leader of the group the app's children (MCP servers) run in. */
  pid: number;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    const r = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(2_000) });
    return r.status > 0;
  } catch {
    return false;
  }
}

/** Starts `next start` in its own process group and waits until /sign-in answers. */
export async function startServer(opts: {
  port: number;
  distDir: string;
  databaseUrl: string;
  logFile: string;
  /** Extra variables for the app (a bench's own limits). */
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  // Never reuse (or kill) a server someone else left on the port: its env would not be ours.
  if (await answers(`${baseUrl}/sign-in`)) throw new Error(`port ${opts.port} is already in use`);
  const log = openSync(opts.logFile, "w");
  const child: ChildProcess = spawn("npx", ["next", "start", "-H", "127.0.0.1", "-p", String(opts.port)], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      DATABASE_URL: opts.databaseUrl,
      NEXT_DIST_DIR: opts.distDir,
      NEXTAUTH_URL: baseUrl,
      NEXTAUTH_SECRET: "bench-secret-not-for-production",
      NEXT_TELEMETRY_DISABLED: "1",
      DEMO_LOGISTICS_BASE_URL: `${baseUrl}/api/demo/logistics`,
      // As scripts/start.sh serves the app: two glibc malloc arenas (its RSS ≈ 85 MB lower at 50 users).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
      ...opts.env,
    },
  });
  closeSync(log);
  let exited = false;
  const exitedPromise = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true;
      resolve();
    }),
  );

  const stop = async () => {
    if (exited || child.pid === undefined) return;
    const signalGroup = (sig: NodeJS.Signals) => {
      try {
        process.kill(-(child.pid as number), sig);
      } catch {
        // the group is already gone
      }
    };
    signalGroup("SIGTERM");
    const timeout = new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 5_000).unref());
    if ((await Promise.race([exitedPromise, timeout])) === "timeout") signalGroup("SIGKILL");
    // next-server may outlive the npx parent for a moment: make sure the port is released.
    for (let i = 0; i < 50 && (await answers(`${baseUrl}/sign-in`)); i++) {
      signalGroup("SIGKILL");
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`next start exited early; see ${opts.logFile}`);
    try {
      const r = await fetch(`${baseUrl}/sign-in`, { signal: AbortSignal.timeout(5_000) });
      if (r.ok) return { baseUrl, pid: child.pid as number, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`next start did not answer within 90 s; see ${opts.logFile}`);
}
