/**
 * Cold start (issue 12 benchmark 5): from a built checkout, `next start` on the built dist dir (as
 * bench/server.ts starts it, in its own process group) until the app answers `/sign-in` (seconds,
 * polled every 250 ms; next's own "Ready in" line is recorded beside it), then the first turn of a
 * user who has never signed in: sign in through next-auth's endpoints, create a conversation and
 * send one data-source question through the server actions, as the browser does — the demo MCP
 * server is spawned by that turn. A second question in the same conversation shows the warm turn.
 * The server is stopped between runs; the database (fresh migrate + demo seed) is kept.
 * Writes bench/results/coldstart.json. Run alone: `BENCH_ONLY=coldstart npm run bench`; knobs
 * BENCH_PORT, BENCH_DIST_DIR, BENCH_SKIP_BUILD=1, BENCH_COLDSTART_RUNS (5), BENCH_COLDSTART_DB
 * (data/bench-coldstart.db). Needs the react-server condition (it adds users through the database client).
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createDb } from "../lib/db/client";
import { machine, runAsChild, writeResult } from "./child";
import { actionIds, addUsers, answered, callAction, newConversation, signIn } from "./http-users";
import { buildApp, envInt, prepareDatabase, ROOT, startServer } from "./server";
import { type Summary, summarize } from "./stats";

const QUESTION = "How many orders are there?";
const SECOND = "Show the orders of customer C-1042";

export interface ColdstartRun {
  readyMs: number;
  /** next's own "Ready in" figure (listening; before the first page is loaded). */
  nextReadyMs?: number;
  signInMs: number;
  /** Create the conversation + the first question answered. */
  firstTurnMs: number;
  secondTurnMs: number;
  ok: boolean;
}

export interface ColdstartBenchResult {
  generatedAt: string;
  machine: ReturnType<typeof machine>;
  setup: Record<string, unknown>;
  question: string;
  readyMs: Summary;
  nextReadyMs: Summary;
  signInMs: Summary;
  firstTurnMs: Summary;
  /** Sign-in + first turn: what the first user waits for once the server is ready. */
  signInAndFirstTurnMs: Summary;
  secondTurnMs: Summary;
  runs: ColdstartRun[];
}

async function main() {
  const port = envInt("BENCH_PORT", 3300);
  const distDir = process.env.BENCH_DIST_DIR ?? ".next-bench";
  const runs = envInt("BENCH_COLDSTART_RUNS", 5);
  mkdirSync(path.join(ROOT, "data"), { recursive: true });
  const databaseUrl = prepareDatabase(
    path.join(ROOT, process.env.BENCH_COLDSTART_DB ?? "data/bench-coldstart.db"),
  );
  const db = createDb(databaseUrl);
  // A user per run, so every run's sign-in is that user's first.
  const users = await addUsers(db, runs);
  await db.$disconnect();
  const build = buildApp(distDir);
  const ids = actionIds(distDir, ["createConversationAction", "sendMessageAction"]);
  const logFile = path.join(ROOT, "data/bench-coldstart-server.log");
  const samples: ColdstartRun[] = [];
  for (const user of users) {
    const t0 = performance.now();
    const server = await startServer({ port, distDir, databaseUrl, logFile });
    const readyMs = performance.now() - t0;
    try {
      const base = server.baseUrl;
      const t1 = performance.now();
      await signIn(base, user);
      const t2 = performance.now();
      const conversationId = await newConversation(base, user, ids.createConversationAction);
      const first = await callAction(base, user, `/c/${conversationId}`, ids.sendMessageAction, [
        { conversationId, text: QUESTION, selection: null },
      ]);
      const t3 = performance.now();
      const second = await callAction(base, user, `/c/${conversationId}`, ids.sendMessageAction, [
        { conversationId, text: SECOND, selection: null },
      ]);
      const t4 = performance.now();
      const nextReady = readFileSync(logFile, "utf8").match(/Ready in ([\d.]+)\s*(ms|s)\b/);
      samples.push({
        readyMs: Math.round(readyMs),
        nextReadyMs: nextReady ? Number(nextReady[1]) * (nextReady[2] === "s" ? 1000 : 1) : undefined,
        signInMs: Math.round(t2 - t1),
        firstTurnMs: Math.round(t3 - t2),
        secondTurnMs: Math.round(t4 - t3),
        ok: answered(first) && answered(second),
      });
    } finally {
      await server.stop();
    }
    console.error(`  coldstart run ${samples.length}: ${JSON.stringify(samples[samples.length - 1])}`);
  }
  const pick = (f: (r: ColdstartRun) => number | undefined) =>
    summarize(samples.map(f).filter((v): v is number => v !== undefined));
  const result: ColdstartBenchResult = {
    generatedAt: new Date().toISOString(),
    machine: machine(),
    setup: { port, distDir, build, database: "SQLite, fresh migrate + demo seed", command: "next start" },
    question: QUESTION,
    readyMs: pick((r) => r.readyMs),
    nextReadyMs: pick((r) => r.nextReadyMs),
    signInMs: pick((r) => r.signInMs),
    firstTurnMs: pick((r) => r.firstTurnMs),
    signInAndFirstTurnMs: pick((r) => r.signInMs + r.firstTurnMs),
    secondTurnMs: pick((r) => r.secondTurnMs),
    runs: samples,
  };
  writeResult("coldstart.json", result);
}

runAsChild(import.meta.filename, main);
