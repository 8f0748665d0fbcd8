/**
 * The bench's server on its own, for bench/chart-profile.ts and the like: a fresh SQLite database
 * seeded with the demo (data/bench.db), the build in BENCH_DIST_DIR (.next-bench, built first unless
 * BENCH_SKIP_BUILD=1), `next start` on BENCH_PORT (3300) until this process gets SIGINT/SIGTERM.
 *   BENCH_SKIP_BUILD=1 BENCH_PORT=3321 node --conditions=react-server --import tsx bench/serve-bench.ts
 */
import path from "node:path";
import { buildApp, envInt, prepareDatabase, ROOT, startServer } from "./server";

const port = envInt("BENCH_PORT", 3300);
const distDir = process.env.BENCH_DIST_DIR ?? ".next-bench";
const databaseUrl = prepareDatabase(path.join(ROOT, "data/bench.db"));
buildApp(distDir);
const server = await startServer({
  port,
  distDir,
  databaseUrl,
  logFile: path.join(ROOT, "data/bench-server.log"),
});
console.log(`serving ${server.baseUrl} (next start pid ${server.pid})`);
const stop = () => void server.stop().finally(() => process.exit(0));
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
setInterval(() => {}, 1 << 30);
