/**
 * Planner payload vs catalog size (issue 12 benchmark 2): for the worlds of the pipeline bench
 * (bench/worlds.ts), what an LLM planner is sent per request — `buildPlannerPrompt(input)` of
 * lib/planning/llm-planner.ts: the system prompt (tool cards) plus the user message (question and
 * the candidates' full input schemas, referenceable paths, descriptions) — for the very inputs the
 * turn's planning hands the planner (a recording planner wraps the builtin one inside `planTurn`,
 * correction attempts included). Beside it the naive payload: every eligible tool as a candidate at
 * full detail (full schemas; GitHub's operations materialized; no bound applied). Bytes are
 * deterministic, so one pass over the questions suffices. Where the bytes go is recorded too:
 * system prompt, user message, the tools' part of it and the largest single tool.
 * Writes bench/results/payload.json. Run alone: `BENCH_ONLY=payload npm run bench`; in a full run the
 * pipeline bench measures it over its own worlds (BENCH_WITH_PAYLOAD=1: one seeding, one cold derive).
 * Needs the react-server condition (server-only modules), so bench/run.ts spawns it.
 */
import { buildSnapshot } from "../lib/agent/build-snapshot";
import { planningDeps, planTurn } from "../lib/agent/run-turn";
import type { Capability } from "../lib/capabilities";
import { importOpenApi } from "../lib/connectors/openapi";
import { createDb, type Db } from "../lib/db/client";
import {
  buildPlannerPrompt,
  createBuiltinPlanner,
  type Planner,
  type PlannerInput,
  renderSystemPrompt,
  renderUserMessage,
  toPromptCard,
} from "../lib/planning";
import { githubDescription } from "./catalogs";
import { machine, runAsChild, writeResult } from "./child";
import { type Summary, sampleLists, summarize } from "./stats";
import { materializer } from "./turns";
import { githubWorld, SYNTHETIC_SIZES, syntheticWorld, type World } from "./worlds";

export const PAYLOAD_TARGET_BYTES = 16 * 1024;

export interface PayloadWorldResult {
  name: string;
  eligible: number;
  questions: number;
  /** Planner requests recorded (a correction attempt is a second request). */
  requests: number;
  candidates: Summary;
  /** Everything sent: system prompt + user message, UTF-8 bytes. */
  payloadBytes: Summary;
  systemBytes: Summary;
  userBytes: Summary;
  /** The tools' JSON inside the user message (schemas, paths, descriptions). */
  toolsBytes: Summary;
  /** The largest single candidate's share of the user message. */
  largestToolBytes: Summary;
  /** Every eligible tool as a candidate at full detail (unbounded). */
  naiveBytes: Summary;
  /** naive median / payload median. */
  ratio: number;
  /** The request with the largest payload: its question and its three largest candidates. */
  largest: { question: string; bytes: number; tools: { id: string; bytes: number }[] };
}

export interface PayloadBenchResult {
  generatedAt: string;
  machine: ReturnType<typeof machine>;
  github: string;
  targetBytes: number;
  worlds: PayloadWorldResult[];
}

const ctx = { selection: null, recent: [], recentFamilies: [] };
const bytes = (s: string) => Buffer.byteLength(s, "utf8");
/** One tool's bytes in the user message (full detail when alone): the message with it minus without tools. */
const toolBytes = (question: string, cap: Capability) =>
  bytes(renderUserMessage({ question, candidates: [cap] })) -
  bytes(renderUserMessage({ question, candidates: [] }));

/**
 * The naive payload's fixed part: the system prompt listing every tool (itself bounded) plus every
 * tool at full detail in the user message (each rendered alone, so no bound trims it); a question's
 * naive payload adds the user message without tools.
 */
function naiveTools(all: Capability[]): number {
  const system = renderSystemPrompt({
    candidates: all.map(toPromptCard),
    selectionEnabled: false,
    kbEnabled: all.some((c) => c.sourceKind === "kb"),
    familyExpansionEnabled: false,
  }).bytes;
  // Commas between the tools of the JSON array.
  return system + all.reduce((n, c) => n + toolBytes("", c) + 1, 0);
}

async function measure(db: Db, world: World, allFull: Capability[]): Promise<PayloadWorldResult> {
  const inner = createBuiltinPlanner({ now: () => new Date("2025-10-01T12:00:00Z") });
  let seen: PlannerInput[] = [];
  const planner: Planner = {
    kind: inner.kind,
    plan: (input) => {
      seen.push(input);
      return inner.plan(input);
    },
  };
  const deps = planningDeps(db, world.actor, planner);
  const s = sampleLists("candidates", "payload", "system", "user", "tools", "largestTool", "naive");
  let largest: PayloadWorldResult["largest"] = { question: "", bytes: 0, tools: [] };
  const naiveFixed = naiveTools(allFull);
  for (const { q } of world.questions) {
    seen = [];
    await planTurn("capability", deps, await buildSnapshot(db, world.actor), q, ctx);
    for (const input of seen) {
      const prompt = buildPlannerPrompt(input);
      const user = bytes(prompt.prompt);
      const perTool = input.candidates
        .map((c) => ({ id: c.id, bytes: toolBytes(input.question, c) }))
        .sort((a, b) => b.bytes - a.bytes);
      s.candidates.push(input.candidates.length);
      s.payload.push(prompt.promptBytes);
      s.system.push(prompt.promptBytes - user);
      s.user.push(user);
      s.tools.push(user - bytes(renderUserMessage({ ...input, candidates: [] })));
      s.largestTool.push(perTool[0]?.bytes ?? 0);
      if (prompt.promptBytes > largest.bytes)
        largest = { question: q, bytes: prompt.promptBytes, tools: perTool.slice(0, 3) };
    }
    s.naive.push(naiveFixed + bytes(renderUserMessage({ question: q, candidates: [] })));
  }
  const payloadBytes = summarize(s.payload);
  const naiveBytes = summarize(s.naive);
  return {
    name: world.name,
    eligible: allFull.length,
    questions: world.questions.length,
    requests: s.payload.length,
    candidates: summarize(s.candidates),
    payloadBytes,
    systemBytes: summarize(s.system),
    userBytes: summarize(s.user),
    toolsBytes: summarize(s.tools),
    largestToolBytes: summarize(s.largestTool),
    naiveBytes,
    ratio: Math.round((naiveBytes.median / payloadBytes.median) * 10) / 10,
    largest,
  };
}

/** One world's payload figures; GitHub's eligible operations are materialized for the naive side. */
export async function payloadOf(db: Db, world: World): Promise<PayloadWorldResult> {
  const snapshot = await buildSnapshot(db, world.actor);
  // MCP capabilities carry their full schemas already.
  const eligible = snapshot.capabilities.filter((c) => c.eligible) as Capability[];
  if (world.name !== "github") return measure(db, world, eligible);
  const document = githubDescription().document as object;
  const full = materializer(new Map([["github", await importOpenApi(document)]]));
  return measure(db, world, await Promise.all(eligible.map(full)));
}

export function writePayload(worlds: PayloadWorldResult[], github: string): void {
  const result: PayloadBenchResult = {
    generatedAt: new Date().toISOString(),
    machine: machine(),
    github,
    targetBytes: PAYLOAD_TARGET_BYTES,
    worlds,
  };
  writeResult("payload.json", result);
}

async function main() {
  const db = createDb(process.env.DATABASE_URL ?? "file:./data/bench-payload.db");
  const questions = Number(process.env.BENCH_PIPELINE_QUESTIONS) || 20;
  const worlds: PayloadWorldResult[] = [];
  for (const size of SYNTHETIC_SIZES)
    worlds.push(await payloadOf(db, await syntheticWorld(db, size, questions)));
  const gh = await githubWorld(db);
  if (gh.world) worlds.push(await payloadOf(db, gh.world));
  writePayload(worlds, gh.world ? gh.source : `not measured: ${gh.source}`);
  await db.$disconnect();
}

runAsChild(import.meta.filename, main);
