/**
 * Load with faults (issue 13 item 4): 50 signed-in users of two tenants chat for 60 s against the
 * built server, calling the server actions the way the browser does (POST with `Next-Action`, the
 * RSC stream read to its end), while the demo MCP commerce server — a stdio child of the app — is
 * killed (SIGKILL) twice and restarted by the app's MCP pool on the next call. Measured and checked:
 * - the scenario ran: every user, both tenants, each kill killed the app's running MCP server(s);
 * - no lost messages: every send has its user message and an assistant answer stored after it (a
 *   send whose connection failed before any answer is sent again with its key, as the browser does);
 * - no cross-tenant data: every stored conversation, message, turn, artifact and tool-call audit of
 *   a user is in that user's tenant; no answer names another tenant's conversation or table; a
 *   table of one tenant is not found from the other;
 * - errors only inside the outage windows, and only on data-source turns: a tenant's window runs from
 *   a kill until the data source answered that tenant again (measured from the turns, see
 *   bench/faults-checks.ts); a turn is inside when its span overlaps one. Reported beside it: when the
 *   app spawned a new server process;
 * - full recovery: every kill is followed by a new server process and an answer from it for each
 *   tenant, turns started after a tenant's last window succeed, and once the load has ended one
 *   data-source question per tenant is answered.
 * The verdicts (bench/faults-checks.ts, unit-tested) are written with the figures as `checks`.
 * Writes bench/results/faults.json. Run: `BENCH_ONLY=faults npm run bench` (bench/run.ts spawns this
 * with the react-server condition). It is also a CI check: scripts/test.sh runs this file on the build
 * the Playwright journeys used, with BENCH_FAULTS_OUT=test-results/faults.json, and counts each check
 * as a passed or failed test. Knobs: BENCH_PORT, BENCH_DIST_DIR, BENCH_SKIP_BUILD=1,
 * BENCH_FAULT_USERS (50), BENCH_FAULT_SECONDS (60), BENCH_FAULTS_OUT (where the JSON goes; the
 * server's log goes beside it as faults-server.log).
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createDb, type Db } from "../lib/db/client";
import { type FaultCheck, type FaultWindow, judgeFaults } from "./faults-checks";
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
  /** Connection failures (no answer) before the last attempt, each resent with the same key. */
  resent: string[];
}

/**
 * Sends as the browser does: when the connection fails before an answer, the composer keeps the
 * message with its idempotency key and the person sends it again (components/chat/composer.tsx) —
 * the server stores one turn per key, so a send it had received is not doubled. Two resends at most.
 */
async function send(
  base: string,
  user: BenchUser,
  actionId: string,
  conversationId: string,
  text: string,
  clientKey: string,
) {
  const resent: string[] = [];
  for (;;) {
    try {
      const r = await callAction(base, user, `/c/${conversationId}`, actionId, [
        { conversationId, text, selection: null, clientKey },
      ]);
      return { ...r, resent, failure: undefined };
    } catch (e) {
      const cause = (e as { cause?: { code?: string; name?: string } }).cause;
      const failure = `fetch:${cause?.code ?? cause?.name ?? String(e)}`;
      if (resent.length === 2) return { status: 0, text: "", resent, failure };
      resent.push(failure);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
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
    // A connection the server closed as it was reused fails before any answer: asked again, not judged.
    let status = 0;
    for (let attempt = 0; attempt < 3 && status === 0; attempt++)
      status = await fetch(`${base}/api/artifacts/${artifact}/rows`, {
        headers: { cookie: cookieHeader(other) },
      })
        .then(async (r) => {
          await r.arrayBuffer();
          return r.status;
        })
        .catch((e) => (attempt === 2 ? Promise.reject(e) : 0));
    probes++;
    if (status !== 404) problems.push(`${mine} read ${tenant}'s table ${artifact}: HTTP ${status}`);
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
    /** A new MCP server process of the app first seen (the app restarts it on the next call). */
    restartedAt?: number;
    /** Per tenant: the window's end, when the data source answered the tenant again (ms of the run). */
    backAt: Record<string, number | null>;
    /** Per tenant: the window's length. */
    windowMs: Record<string, number | null>;
  }[];
  windows: FaultWindow[];
  errors: {
    inside: number;
    outside: number;
    /** Errors inside the windows on knowledge-base turns (the check wants 0). */
    insideNotDataSource: number;
    codesInside: Record<string, number>;
    codesOutside: Record<string, number>;
  };
  limited: number;
  /** Sends whose connection failed before an answer and that were sent again with the same key. */
  resent: { sends: number; causes: Record<string, number> };
  /** Turns started after their tenant's last window. */
  afterRecovery: { turns: number; errors: number };
  recoveryProbes: { tenant: string; ok: boolean; codes: string[]; end: number }[];
  latencyMs: { all: Summary; mcpOk: Summary; kbOk: Summary; outsideWindows: Summary; insideWindows: Summary };
  lostMessages: { count: number; examples: { clientKey: string; why: string }[] };
  crossTenant: { problems: string[]; probes: number };
  /** The verdicts: each one passed or failed test in CI. */
  checks: FaultCheck[];
  /** Every turn: [start ms, end ms, 1 = data-source question, outcome, error codes, tenant]. */
  timeline: [number, number, number, string, string[], string][];
}

async function main() {
  const port = envInt("BENCH_PORT", 3300);
  const distDir = process.env.BENCH_DIST_DIR ?? ".next-bench";
  const outFile = path.resolve(ROOT, process.env.BENCH_FAULTS_OUT ?? "bench/results/faults.json");
  mkdirSync(path.join(ROOT, "data"), { recursive: true });
  mkdirSync(path.dirname(outFile), { recursive: true });
  // Where the wall time goes (CI keeps this check within a few minutes).
  const phasesMs: Record<string, number> = {};
  let last = performance.now();
  const phase = (name: string) => {
    const t = performance.now();
    phasesMs[name] = Math.round(t - last);
    last = t;
  };
  const databaseUrl = prepareDatabase(path.join(ROOT, "data/bench-faults.db"));
  const db = createDb(databaseUrl);
  const users = await addUsers(db, USERS);
  const build = buildApp(distDir);
  const ids = actionIds(distDir, ["createConversationAction", "sendMessageAction"]);
  const server = await startServer({
    port,
    distDir,
    databaseUrl,
    logFile: process.env.BENCH_FAULTS_OUT
      ? path.join(path.dirname(outFile), "faults-server.log")
      : path.join(ROOT, "data/bench-faults-server.log"),
    env: LOAD_SERVER_ENV,
  });
  phase("setup");
  // Stopped from outside (CI's time limit): the server's process group goes too.
  const onSignal = (sig: NodeJS.Signals) => {
    void server.stop().finally(() => process.exit(sig === "SIGINT" ? 130 : 143));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const base = server.baseUrl;
  try {
    // Sign-in and a conversation per user, a few users at a time (setup, not measured).
    const conversations: string[] = [];
    for (let from = 0; from < users.length; from += 8)
      await Promise.all(
        users.slice(from, from + 8).map(async (u, k) => {
          await signIn(base, u);
          conversations[from + k] = await newConversation(base, u, ids.createConversationAction);
        }),
      );
    // Warm-up: one turn per tenant, so the MCP children exist before the clock starts.
    await Promise.all(
      [0, 1].map((i) =>
        callAction(base, users[i], `/c/${conversations[i]}`, ids.sendMessageAction, [
          { conversationId: conversations[i], text: QUESTIONS[1].text, selection: null },
        ]),
      ),
    );
    phase("signInAndWarmUp");

    const t0 = performance.now();
    const now = () => performance.now() - t0;
    const endAt = SECONDS * 1000;
    const samples: Sample[] = [];
    const kills: { killedAt: number; pids: number[]; restartedAt?: number }[] = [];
    const killer = (async () => {
      for (const at of KILLS_AT) {
        while (now() < at * endAt) await new Promise((r) => setTimeout(r, 50));
        const before = commerceChildren(server.pid);
        for (const pid of before) process.kill(pid, "SIGKILL");
        const kill: (typeof kills)[number] = { killedAt: Math.round(now()), pids: before };
        kills.push(kill);
        // The app restarts the server on the next call that needs it.
        while (now() < endAt + 30_000) {
          const after = commerceChildren(server.pid).filter((p) => !before.includes(p));
          if (after.length) {
            kill.restartedAt = Math.round(now());
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
        // No answer at all after the resends: the connection failure is the error code.
        const { status, text, failure, resent } = await send(
          base,
          u,
          ids.sendMessageAction,
          conversations[i],
          q.text,
          clientKey,
        );
        const end = now();
        const codes = failure ? [failure] : codesOf(text);
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
          resent,
        });
        await new Promise((r) => setTimeout(r, 250 + ((i * 37 + n * 11) % 500)));
      }
    });
    await Promise.all(loops);
    await killer;
    phase("load");

    // Once the load has ended: the data source answers each tenant again.
    const recoveryProbes: FaultsBenchResult["recoveryProbes"] = await Promise.all(
      [0, 1].map(async (i) => {
        const r = await callAction(base, users[i], `/c/${conversations[i]}`, ids.sendMessageAction, [
          { conversationId: conversations[i], text: QUESTIONS[0].text, selection: null },
        ]);
        const codes = codesOf(r.text);
        return {
          tenant: users[i].tenant,
          ok: r.status === 200 && r.text.includes('"kind":"assistant"') && codes.length === 0,
          codes,
          end: Math.round(now()),
        };
      }),
    );

    phase("probes");
    const lost = await lostMessages(db, samples);
    const cross = await crossTenant(db, users, samples, base);
    const tenants = ["acme", "globex"];
    const verdict = judgeFaults({
      expected: { users: USERS, seconds: SECONDS, kills: KILLS_AT.length },
      users: users.length,
      tenants,
      turns: samples,
      kills,
      probes: recoveryProbes,
      lostMessages: lost.length,
      sendsChecked: samples.length,
      crossTenant: cross,
    });
    phase("checks");
    const inside = (s: Sample) =>
      verdict.windows.some(
        (w) =>
          w.tenant === s.tenant && s.end >= w.killedAt && s.start <= (w.backAt ?? Number.POSITIVE_INFINITY),
      );
    const tally = (list: Sample[]) => {
      const out: Record<string, number> = {};
      for (const s of list) for (const c of s.codes) out[c] = (out[c] ?? 0) + 1;
      return out;
    };
    const ms = (list: Sample[]) => summarize(list.map((s) => s.end - s.start));
    const perTenant = (kill: number, f: (w: FaultWindow) => number | null) =>
      Object.fromEntries(verdict.windows.filter((w) => w.kill === kill).map((w) => [w.tenant, f(w)]));
    const result: FaultsBenchResult = {
      users: users.length,
      tenants,
      seconds: SECONDS,
      turns: samples.length,
      outages: kills.map((k, kill) => ({
        ...k,
        backAt: perTenant(kill, (w) => (w.backAt === undefined ? null : Math.round(w.backAt))),
        windowMs: perTenant(kill, (w) => (w.backAt === undefined ? null : Math.round(w.backAt - w.killedAt))),
      })),
      windows: verdict.windows,
      errors: {
        ...verdict.errors,
        codesInside: tally(samples.filter((s) => s.outcome === "error" && inside(s))),
        codesOutside: tally(samples.filter((s) => s.outcome === "error" && !inside(s))),
      },
      limited: samples.filter((s) => s.outcome === "limited").length,
      resent: {
        sends: samples.filter((s) => s.resent.length).length,
        causes: tally(samples.map((s) => ({ ...s, codes: s.resent }))),
      },
      afterRecovery: verdict.afterRecovery,
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
      checks: verdict.checks,
      timeline: samples
        .sort((a, b) => a.start - b.start)
        .map((s) => [Math.round(s.start), Math.round(s.end), s.mcp ? 1 : 0, s.outcome, s.codes, s.tenant]),
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
      phasesMs,
      ...result,
    };
    writeFileSync(outFile, `${JSON.stringify(out, null, 2)}\n`);
    for (const c of verdict.checks) console.log(`${c.ok ? "✔" : "✘"} faults: ${c.name} — ${c.detail}`);
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await server.stop();
    await db.$disconnect();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  if (e instanceof Error && e.cause) console.error("cause:", e.cause);
  process.exitCode = 1;
});
