// `npm run golden`: the golden scenarios on a fresh, seeded SQLite database, through the real turn
// (builtin planner, demo MCP server over stdio, the logistics API on a local port).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dir = mkdtempSync(path.join(tmpdir(), "tt-golden-"));
const url = `file:${path.join(dir, "golden.db")}`;
process.env.DATABASE_URL = url;
execFileSync("npx", ["prisma", "migrate", "deploy"], {
  env: { ...process.env, DATABASE_URL: url },
  stdio: "ignore",
});

const { startLogisticsServer } = await import("@/demo/logistics/serve");
const server = await startLogisticsServer();
process.env.DEMO_LOGISTICS_BASE_URL = server.url;
const { createDb } = await import("@/lib/db/client");
const { seedDemo } = await import("@/demo/seed-all");
const { resolveActor } = await import("@/lib/auth/actor");
const { runGolden } = await import("@/lib/agent/golden/run");
const { mcpPool } = await import("@/lib/connectors/runtime");

const db = createDb(url);
const ids = await seedDemo(db);
const actor = await resolveActor(db, { userId: ids.users["member@acme.test"] });
const only = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const results = await runGolden(db, actor, { only: only.length ? only : undefined });
for (const r of results) {
  console.log(`${r.passed ? "✔" : "✘"} ${r.id} — ${r.title} (${r.ms} ms)`);
  for (const f of r.failures) console.log(`    ${f}`);
}
const failed = results.filter((r) => !r.passed).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
await mcpPool().close();
await server.close();
await db.$disconnect();
rmSync(dir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
