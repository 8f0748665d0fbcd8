/**
 * Load with faults (issue 13 item 4): 50 signed-in users of two tenants chat for 60 s against the
 * built server, calling the server actions the way the browser does (POST with `Next-Action`, the
 * RSC stream read to its end), while the demo MCP commerce server — a stdio child of the app — is
 * killed (SIGKILL) twice and restarted by the app's MCP pool on the next call. Measured and checked:
 * - no lost messages: every send has its user message and an assistant answer stored after it;
 * - no cross-tenant data: every stored conversation, message, turn, artifact and tool-call audit of
 *   a user is in that user's tenant; no answer names another tenant's conversation or table; a
 *   table of one tenant is not found from the other;
 * - errors only inside the outage windows: a window runs from a kill until the app has started the
 *   server again (a new child process); a turn is inside when its span overlaps a window. Reported
 *   beside it: the time to the first successful data-source turn started after the kill;
 * - full recovery: turns started after the last restart succeed, and once the load has ended one
 *   data-source question per tenant is answered.
 * Writes bench/results/faults.json. Run: `BENCH_ONLY=faults npm run bench` (bench/run.ts spawns this
 * with the react-server condition). Knobs: BENCH_PORT, BENCH_DIST_DIR, BENCH_SKIP_BUILD=1,
 * BENCH_FAULT_USERS (50), BENCH_FAULT_SECONDS (60).
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createDb, type Db } from "../lib/db/client";
import {
  actionIds,
  addUsers,
  type BenchUser,
  callAction,
  codesOf,
  cookieHeader,
  groupProcesses,
  LOAD_SERVER_ENV,
  newConversation,
  signIn,
} from "./http-users";
import { buildApp, envInt, machine, prepareDatabase, ROOT, startServer } from "./server";
import { type Summary, summarize } from "./stats";

const USERS = envInt("BENCH_FAULT_USERS", 50);
const SECONDS = envInt("BENCH_FAULT_SECONDS", 60);
/** Kills at these fractions of the run (two outages, each followed by recovery). */
const KILLS_AT = [0.25, 0.6];
/** The demo world's questions: three answered by the MCP commerce server, one by the knowledge base. */
const QUESTIONS = [
  { text: "Show the orders of customer C-1042", mcp: true },
  { text: "How many orders are there?", mcp: true },
  { text: "List customers in Milano", mcp: true },
  { text: "What is the returns policy?", mcp: false },
];

interface Sample {
  user: number;
  tenant: string;
  conversationId: string;
  clientKey: string;
  question: string;
  mcp: boolean;
  start: number;
  end: number;
  status: number;
  outcome: "ok" | "error" | "limited";
  codes: string[];
  artifacts: string[];
}

// --- the MCP child ------------------------------------------------------------------------------

/** The demo commerce servers spawned by the app under test (its process group only). */
const commerceChildren = (serverPid: number): number[] =>
  groupProcesses(serverPid)
    .filter((p) => p.args.includes("demo/commerce/server"))
    .map((p) => p.pid);

// --- checks after the run -------------------------------------------------------------------------

async function lostMessages(db: Db, samples: Sample[]) {
  const lost: { clientKey: string; why: string }[] = [];
  for (const s of samples) {
    const um = await db.message.findFirst({
      where: { conversationId: s.conversationId, clientKey: s.clientKey },
    });
    if (!um) {
      lost.push({ clientKey: s.clientKey, why: "user message not stored" });
      continue;
    }
    const next = await db.message.findFirst({
      where: { conversationId: s.conversationId, seq: { gt: um.seq } },
      orderBy: { seq: "asc" },
    });
    if (next?.role !== "assistant") lost.push({ clientKey: s.clientKey, why: "no answer stored after it" });
  }
  return lost;
}

async function crossTenant(db: Db, users: BenchUser[], samples: Sample[], base: string) {
  const problems: string[] = [];
  for (const u of users) {
    const convs = await db.conversation.findMany({ where: { userId: u.userId } });
    for (const c of convs) if (c.tenantId !== u.tenantId) problems.push(`conversation ${c.id} of ${u.email}`);
    const ids = convs.map((c) => c.id);
    const turns = await db.turn.count({
      where: { conversationId: { in: ids }, tenantId: { not: u.tenantId } },
    });
    const arts = await db.artifact.count({
      where: { conversationId: { in: ids }, tenantId: { not: u.tenantId } },
    });
    const audits = await db.auditEvent.count({ where: { actorId: u.userId, tenantId: { not: u.tenantId } } });
    if (turns + arts + audits > 0)
      problems.push(`${u.email}: ${turns} turns, ${arts} tables, ${audits} audits elsewhere`);
  }
  // What one tenant was shown never names the other tenant's conversations or tables.
  const byTenant = new Map<string, Set<string>>();
  for (const s of samples) {
    const set = byTenant.get(s.tenant) ?? new Set<string>();
    set.add(s.conversationId);
    for (const a of s.artifacts) set.add(a);
    byTenant.set(s.tenant, set);
  }
  for (const s of samples)
    for (const [tenant, ids] of byTenant)
      if (tenant !== s.tenant)
        for (const a of s.artifacts) if (ids.has(a)) problems.push(`${s.tenant} was shown ${tenant}'s ${a}`);
  // A table of one tenant is not found with the other tenant's session.
  let probes = 0;
  for (const [tenant, mine] of [
    ["acme", "globex"],
    ["globex", "acme"],
  ] as const) {
    const artifact = samples.find((s) => s.tenant === tenant && s.artifacts.length)?.artifacts[0];
    const other = users.find((u) => u.tenant === mine);
    if (!artifact || !other) continue;
    const r = await fetch(`${base}/api/artifacts/${artifact}/rows`, {
      headers: { cookie: cookieHeader(other) },
    });
    probes++;
    if (r.status !== 404) problems.push(`${mine} read ${tenant}'s table ${artifact}: HTTP ${r.status}`);
  }
  return { problems, probes };
}

// --- the run --------------------------------------------------------------------------------------

export interface FaultsBenchResult {
  users: number;
  tenants: string[];
  seconds: number;
  turns: number;
  outages: {
    killedAt: number;
    pids: number[];
    restartedAt?: number;
    /** End of the first successful data-source turn started after the kill. */
    firstOkAt?: number;
    windowMs?: number;
  }[];
  errors: {
    inside: number;
    outside: number;
    codesInside: Record<string, number>;
    codesOutside: Record<string, number>;
  };
  limited: number;
  afterLastRestart: { turns: number; errors: number };
  recoveryProbes: { tenant: string; ok: boolean; codes: string[] }[];
  latencyMs: { all: Summary; mcpOk: Summary; kbOk: Summary; outsideWindows: Summary; insideWindows: Summary };
  lostMessages: { count: number; examples: { clientKey: string; why: string }[] };
  crossTenant: { problems: string[]; probes: number };
  /** Every turn: [start ms, end ms, 1 = data-source question, outcome, error codes]. */
  timeline: [number, number, number, string, string[]][];
}

async function main() {
  const port = envInt("BENCH_PORT", 3300);
  const distDir = process.env.BENCH_DIST_DIR ?? ".next-bench";
  mkdirSync(path.join(ROOT, "data"), { recursive: true });
  const databaseUrl = prepareDatabase(path.join(ROOT, "data/bench-faults.db"));
  const db = createDb(databaseUrl);
  const users = await addUsers(db, USERS);
  const build = buildApp(distDir);
  const ids = actionIds(distDir, ["createConversationAction", "sendMessageAction"]);
  const server = await startServer({
    port,
    distDir,
    databaseUrl,
    logFile: path.join(ROOT, "data/bench-faults-server.log"),
    env: LOAD_SERVER_ENV,
  });
  const base = server.baseUrl;
  try {
    for (const u of users) await signIn(base, u);
    const conversations: string[] = [];
    for (const u of users) conversations.push(await newConversation(base, u, ids.createConversationAction));
    // Warm-up: one turn per tenant, so the MCP children exist before the clock starts.
    for (const i of [0, 1]) {
      await callAction(base, users[i], `/c/${conversations[i]}`, ids.sendMessageAction, [
        { conversationId: conversations[i], text: QUESTIONS[1].text, selection: null },
      ]);
    }

    const t0 = performance.now();
    const now = () => performance.now() - t0;
    const endAt = SECONDS * 1000;
    const samples: Sample[] = [];
    const outages: FaultsBenchResult["outages"] = [];
    const killer = (async () => {
      for (const at of KILLS_AT) {
        while (now() < at * endAt) await new Promise((r) => setTimeout(r, 50));
        const before = commerceChildren(server.pid);
        for (const pid of before) process.kill(pid, "SIGKILL");
        const outage: FaultsBenchResult["outages"][number] = { killedAt: Math.round(now()), pids: before };
        outages.push(outage);
        // The app restarts the server on the next call that needs it.
        while (now() < endAt + 30_000) {
          const after = commerceChildren(server.pid).filter((p) => !before.includes(p));
          if (after.length) {
            outage.restartedAt = Math.round(now());
            break;
          }
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    })();

    let seq = 0;
    const loops = users.map(async (u, i) => {
      let n = i;
      while (now() < endAt) {
        const q = QUESTIONS[n++ % QUESTIONS.length];
        const clientKey = `load-${i}-${seq++}-${randomBytes(4).toString("hex")}`;
        const start = now();
        let status = 0;
        let text = "";
        try {
          ({ status, text } = await callAction(base, u, `/c/${conversations[i]}`, ids.sendMessageAction, [
            { conversationId: conversations[i], text: q.text, selection: null, clientKey },
          ]));
        } catch (e) {
          text = String(e);
        }
        const end = now();
        const codes = codesOf(text);
        const answered = text.includes('"kind":"assistant"');
        const limited = codes.length > 0 && codes.every((c) => c.startsWith("rate_limited:"));
        samples.push({
          user: i,
          tenant: u.tenant,
          conversationId: conversations[i],
          clientKey,
          question: q.text,
          mcp: q.mcp,
          start,
          end,
          status,
          outcome: limited ? "limited" : status === 200 && answered && codes.length === 0 ? "ok" : "error",
          codes: codes.length ? codes : status === 200 && answered ? [] : [`http:${status || "failed"}`],
          artifacts: [...new Set([...text.matchAll(/"artifactId":"([^"]+)"/g)].map((m) => m[1]))],
        });
        await new Promise((r) => setTimeout(r, 250 + ((i * 37 + n * 11) % 500)));
      }
    });
    await Promise.all(loops);
    await killer;

    // Once the load has ended: the data source answers each tenant again.
    const recoveryProbes: FaultsBenchResult["recoveryProbes"] = [];
    for (const i of [0, 1]) {
      const r = await callAction(base, users[i], `/c/${conversations[i]}`, ids.sendMessageAction, [
        { conversationId: conversations[i], text: QUESTIONS[0].text, selection: null },
      ]);
      const codes = codesOf(r.text);
      recoveryProbes.push({
        tenant: users[i].tenant,
        ok: r.status === 200 && r.text.includes('"kind":"assistant"') && codes.length === 0,
        codes,
      });
    }

    for (const o of outages) {
      const first = samples
        .filter((s) => s.mcp && s.outcome === "ok" && s.start > o.killedAt)
        .sort((a, b) => a.end - b.end)[0];
      if (first) o.firstOkAt = Math.round(first.end);
      if (o.restartedAt !== undefined) o.windowMs = o.restartedAt - o.killedAt;
    }
    const inside = (s: Sample) =>
      outages.some((o) => s.end >= o.killedAt && s.start <= (o.restartedAt ?? Number.POSITIVE_INFINITY));
    const tally = (list: Sample[]) => {
      const out: Record<string, number> = {};
      for (const s of list) for (const c of s.codes) out[c] = (out[c] ?? 0) + 1;
      return out;
    };
    const errorsIn = samples.filter((s) => s.outcome === "error" && inside(s));
    const errorsOut = samples.filter((s) => s.outcome === "error" && !inside(s));
    const lastRestart = Math.max(...outages.map((o) => o.restartedAt ?? Number.POSITIVE_INFINITY));
    const after = samples.filter((s) => s.start > lastRestart);
    const ms = (list: Sample[]) => summarize(list.map((s) => s.end - s.start));
    const lost = await lostMessages(db, samples);
    const cross = await crossTenant(db, users, samples, base);
    const result: FaultsBenchResult = {
      users: users.length,
      tenants: ["acme", "globex"],
      seconds: SECONDS,
      turns: samples.length,
      outages,
      errors: {
        inside: errorsIn.length,
        outside: errorsOut.length,
        codesInside: tally(errorsIn),
        codesOutside: tally(errorsOut),
      },
      limited: samples.filter((s) => s.outcome === "limited").length,
      afterLastRestart: { turns: after.length, errors: after.filter((s) => s.outcome === "error").length },
      recoveryProbes,
      latencyMs: {
        all: ms(samples),
        mcpOk: ms(samples.filter((s) => s.mcp && s.outcome === "ok")),
        kbOk: ms(samples.filter((s) => !s.mcp && s.outcome === "ok")),
        outsideWindows: ms(samples.filter((s) => !inside(s))),
        insideWindows: ms(samples.filter(inside)),
      },
      lostMessages: { count: lost.length, examples: lost.slice(0, 10) },
      crossTenant: cross,
      timeline: samples
        .sort((a, b) => a.start - b.start)
        .map((s) => [Math.round(s.start), Math.round(s.end), s.mcp ? 1 : 0, s.outcome, s.codes]),
    };
    const out = {
      generatedAt: new Date().toISOString(),
      machine: machine(),
      setup: {
        port,
        distDir,
        build,
        database: "SQLite, fresh migrate + demo seed",
        questions: QUESTIONS,
        killsAt: KILLS_AT.map((f) => f * SECONDS),
        serverEnv: LOAD_SERVER_ENV,
        thinkTimeMs: "250–750 between a user's turns",
      },
      ...result,
    };
    mkdirSync(path.join(ROOT, "bench/results"), { recursive: true });
    writeFileSync(path.join(ROOT, "bench/results/faults.json"), `${JSON.stringify(out, null, 2)}\n`);
  } finally {
    await server.stop();
    await db.$disconnect();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exitCode = 1;
});
