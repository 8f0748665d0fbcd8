// `npm run golden`: the golden scenarios, then the question suite (golden/questions.jsonl), on a fresh,
// seeded SQLite database, through the real turn (builtin planner, demo MCP server over stdio, the
// logistics API on a local port).
//   npm run golden [-- [ids…] [--split dev|holdout|all] [--questions-only] [--no-questions]
//                     [--questions <file.jsonl>]]
// --questions runs another question file (probes written while developing) instead of the suite.
// The exit code is the scenarios' (pass/fail); question-suite misses are reported, not failed, and
// summarized in bench/results/questions.json. Holdout details print only with --split holdout|all.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const argv = process.argv.slice(2);
const flag = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const split = (flag("--split") ?? "dev") as "dev" | "holdout" | "all";
if (!["dev", "holdout", "all"].includes(split)) {
  console.error("--split must be dev, holdout or all");
  process.exit(2);
}
const questionsOnly = argv.includes("--questions-only");
const noQuestions = argv.includes("--no-questions");
const questionFile = flag("--questions");
const only = argv.filter(
  (a, i) => !a.startsWith("-") && argv[i - 1] !== "--split" && argv[i - 1] !== "--questions",
);

// The fixture worlds' stdio servers join the operator registry before anything reads the environment.
const { registerFixtureServers, setUpFixtureWorlds } = await import("./golden-worlds");
const fixturesRegistered = noQuestions ? false : await registerFixtureServers();

const dir = mkdtempSync(path.join(tmpdir(), "tt-golden-"));
// GOLDEN_POSTGRES_URL=postgresql://user@host:port runs on a fresh PostgreSQL database made for the run
// (and dropped after it) instead of SQLite: the answers must not depend on the database.
const pgServer = process.env.GOLDEN_POSTGRES_URL?.replace(/\/+$/, "");
const pgName = `tt_golden_${process.pid}`;
const pgAdmin = async (sql: string) => {
  const { default: pg } = await import("pg");
  const c = new pg.Client({ connectionString: `${pgServer}/postgres` });
  await c.connect();
  await c.query(sql);
  await c.end();
};
if (pgServer) await pgAdmin(`CREATE DATABASE ${pgName}`);
const url = pgServer ? `${pgServer}/${pgName}` : `file:${path.join(dir, "golden.db")}`;
process.env.DATABASE_URL = url;
// Relative dates ("last month") resolve against the demo world's fixed today.
process.env.AGENT_TODAY ??= "2025-10-01";
// Twenty-odd fixture servers start and list their tools at once: on a busy 2-core machine the
// app's 15 s would skip whole worlds, so the suite waits longer (the turns' own timeouts are unchanged).
process.env.MCP_CONNECT_TIMEOUT_MS ??= "60000";
// One scripted user asks every question in a row: the per-person turn rate limit is not under test here.
process.env.TURN_RATE_LIMIT ??= "100000";
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

let failed = 0;
if (!questionsOnly) {
  const results = await runGolden(db, actor, { only: only.length ? only : undefined });
  for (const r of results) {
    console.log(`${r.passed ? "✔" : "✘"} ${r.id} — ${r.title} (${r.ms} ms)`);
    for (const f of r.failures) console.log(`    ${f}`);
  }
  failed = results.filter((r) => !r.passed).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
}

if (!noQuestions) {
  const { loadQuestions } = await import("@/lib/agent/golden/questions");
  const { runQuestions, countBySplit } = await import("@/lib/agent/golden/run-questions");
  const { formatQuestionReport } = await import("@/lib/agent/golden/report");
  const all = loadQuestions(questionFile ? path.resolve(questionFile) : undefined);
  const questions = only.length ? all.filter((q) => only.some((o) => q.id.startsWith(o))) : all;
  const wanted = new Set(questions.map((q) => q.world).filter((w) => w !== "demo"));
  const fixtures = fixturesRegistered
    ? await setUpFixtureWorlds(db, wanted)
    : {
        worlds: [],
        problems: [...wanted].map((world) => ({ world, reason: "fixture servers not found" })),
        close: async () => {},
      };
  const t0 = performance.now();
  const { results, skipped } = await runQuestions(
    db,
    [{ name: "demo", actor }, ...fixtures.worlds],
    questions,
    {
      unavailable: Object.fromEntries(fixtures.problems.map((p) => [p.world, p.reason])),
    },
  );
  await fixtures.close();
  const counts = countBySplit(results, skipped);
  console.log("");
  console.log(formatQuestionReport(results, skipped, counts, split));
  console.log(`(${results.length} questions in ${Math.round((performance.now() - t0) / 1000)} s)`);
  const shown = (s: string) => split === "all" || split === s;
  const outDir = path.join(process.cwd(), "bench", "results");
  mkdirSync(outDir, { recursive: true });
  const summary = {
    generatedAt: new Date().toISOString(),
    planner: "builtin",
    today: process.env.AGENT_TODAY,
    counts,
    byWorld: Object.fromEntries(
      [...new Set(all.map((q) => q.world))].map((w) => [
        w,
        countBySplit(
          results.filter((r) => r.world === w),
          skipped.filter((s) => s.world === w),
        ),
      ]),
    ),
    // Holdout details stay out unless asked for: tune on dev only.
    results: results.filter((r) => shown(r.split)),
    skipped: skipped.filter((s) => shown(s.split)),
  };
  writeFileSync(path.join(outDir, "questions.json"), `${JSON.stringify(summary, null, 2)}\n`);
  console.log("Summary written to bench/results/questions.json");
}

await mcpPool().close();
await server.close();
await db.$disconnect();
if (pgServer) await pgAdmin(`DROP DATABASE IF EXISTS ${pgName}`);
rmSync(dir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
