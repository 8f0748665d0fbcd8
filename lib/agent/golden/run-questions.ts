import "server-only";
import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import { buildSnapshot } from "@/lib/agent/build-snapshot";
/**
 * Runs the question suite (golden/questions.jsonl) through the real turn — the same pipeline as the
 * golden scenarios — one fresh conversation per question, and classifies each recorded turn
 * (./classify.ts). The arguments actually sent come from the gateway's tool-call audit events
 * (values the audit masks are taken from the executed plan's literal arguments).
 */
import type { Actor } from "@/lib/auth/actor";
import type { MessagePart } from "@/lib/chat/types";
import { toolCallsSince } from "@/lib/db/audit";
import type { Db } from "@/lib/db/client";
import { artifactRepo } from "@/lib/db/repositories/artifacts";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { currentSelection, storeSelection } from "@/lib/db/repositories/selections";
import type { PlannerMode } from "@/lib/db/repositories/settings";
import { turnRepo } from "@/lib/db/repositories/turns";
import { env } from "@/lib/env";
import type { Plan } from "@/lib/planning/types";
import { MASK } from "@/lib/security/mask";
import { readFieldPath } from "@/lib/semantics/declared-paths";
import { runTurnEvents } from "../turn-events";
import { harnessLimits } from "../turn-limits";
import { type Classification, classify, type RecordedCall, type RecordedTurn } from "./classify";
import { type Question, type Split, splitOf } from "./questions";

/** A world questions can be asked in: an actor whose project holds that world's sources. */
export interface QuestionWorld {
  name: string;
  actor: Actor;
}

export interface QuestionResult extends Classification {
  id: string;
  world: string;
  split: Split;
  q: string;
  expect: Question["expect"];
  status: string;
  decision: string;
  calls: { tool: string; args: Record<string, unknown>; status: string; records: number }[];
  text: string;
  /** Route candidates and validation issues, for diagnosis. */
  routed: string[];
  issues: string[];
  ms: number;
}

export interface SkippedQuestion {
  id: string;
  world: string;
  split: Split;
  reason: string;
}

interface Setup {
  ok: boolean;
  problem?: string;
}

async function collect(
  db: Db,
  actor: Actor,
  conversationId: string,
  text: string,
  mode: PlannerMode,
  onPlan?: (plan: Plan) => void,
) {
  const sel = await currentSelection(db, actor, conversationId);
  let parts: MessagePart[] = [];
  for await (const ev of runTurnEvents(
    actor,
    { conversationId, text, selection: sel ? { id: sel.id, version: sel.version } : null, mode },
    db,
    { limits: harnessLimits(env()), onPlan },
  )) {
    if (ev.kind === "assistant") parts = ev.message.parts;
  }
  return parts;
}

async function setUpSelection(
  db: Db,
  actor: Actor,
  conversationId: string,
  q: Question,
  mode: PlannerMode,
): Promise<Setup> {
  const s = q.selection;
  if (!s) return { ok: true };
  if ("rows" in s) {
    const keys = [...new Set(s.rows.flatMap((r) => Object.keys(r)))];
    const a = await artifactRepo(db, actor).create({
      conversationId,
      entity: s.entity,
      title: `${s.entity} (question setup)`,
      sourceTool: s.tool,
      args: {},
      columns: keys.map((key) => ({ key, label: key, type: "string", declared: false })),
      identityFields: s.identityFields ?? ["id"],
      rows: s.rows,
      rowCount: s.rows.length,
      truncated: false,
      snapshotHash: "",
    });
    await storeSelection(db, actor, {
      artifactId: a.id,
      rowIndexes: s.rows.map((_, i) => i),
      conversationId,
    });
    return { ok: true };
  }
  const parts = await collect(db, actor, conversationId, s.ask, mode);
  const art = parts.find((p) => p.type === "artifact");
  if (!art) return { ok: false, problem: `setup "${s.ask}" produced no table` };
  const a = await artifactRepo(db, actor).getWithRows(art.artifactId);
  const rows = a.rows;
  const where = s.where;
  const index = where
    ? rows.findIndex((r) => Object.entries(where).every(([k, v]) => r[k] === v))
    : (s.index ?? 0);
  if (index < 0 || !rows[index])
    return { ok: false, problem: `setup: no row matches ${JSON.stringify(where)}` };
  await storeSelection(db, actor, {
    artifactId: a.id,
    rowIndexes: [index],
    single: art.purpose === "pick-one",
    conversationId,
  });
  return { ok: true };
}

/** A tool-call audit event's data: the arguments the call was made with (masked), if recorded. */
const auditArgsSchema = z.object({ args: z.record(z.string(), z.unknown()).optional() }).catch({});

/**
 * Audit args with masked values restored from the plan's literal arguments for the same tool — or,
 * for an argument the plan takes from the selection (`{ $from: "selection", path }`), from the
 * selected rows when they all hold one value there.
 */
function unmask(
  args: Record<string, unknown>,
  tool: string,
  plan: Partial<Plan>,
  selected: readonly Record<string, unknown>[] = [],
): Record<string, unknown> {
  const out = { ...args };
  const fromSelection = (x: unknown): unknown => {
    if (!x || typeof x !== "object" || (x as { $from?: unknown }).$from !== "selection") return x;
    const path = (x as { path?: unknown }).path;
    if (typeof path !== "string") return x;
    const values = new Set(selected.map((r) => readFieldPath(r, path)));
    const [only] = values;
    return values.size === 1 && (typeof only === "string" || typeof only === "number") ? only : x;
  };
  const masked = (v: unknown) => v === MASK || (typeof v === "string" && v.includes("[masked:"));
  // A masked value inside an array or object argument (`criteria: [{ value: "[masked:email]" }]`):
  // the plan's literal at the same place.
  const restore = (v: unknown, literal: unknown): unknown => {
    if (masked(v)) return typeof literal === "string" || typeof literal === "number" ? literal : v;
    if (Array.isArray(v)) return v.map((x, i) => restore(x, Array.isArray(literal) ? literal[i] : undefined));
    if (v && typeof v === "object")
      return Object.fromEntries(
        Object.entries(v).map(([k, x]) => [
          k,
          restore(
            x,
            literal && typeof literal === "object" ? (literal as Record<string, unknown>)[k] : undefined,
          ),
        ]),
      );
    return v;
  };
  for (const [k, v] of Object.entries(out)) {
    // Whole values (`[masked]`) and masked parts of text (`[masked:email]`) alike.
    if (!masked(v)) {
      if (v && typeof v === "object") {
        const literal = (plan.actions ?? []).filter((a) => a.tool === tool).map((a) => a.args?.[k])[0];
        out[k] = restore(v, literal);
      }
      continue;
    }
    const literal = (plan.actions ?? [])
      .filter((a) => a.tool === tool)
      .map((a) => fromSelection(a.args?.[k]))
      .find((x) => typeof x === "string" || typeof x === "number");
    if (literal !== undefined) out[k] = literal;
  }
  return out;
}

async function record(
  db: Db,
  actor: Actor,
  conversationId: string,
  since: Date,
  parts: MessagePart[],
  entities: Map<string, { entity: string; allowed: boolean }>,
  executed?: Plan,
): Promise<RecordedTurn> {
  const turn = await turnRepo(db, actor).latest(conversationId);
  const texts = parts.filter((p) => p.type === "text");
  const errors = parts.filter((p) => p.type === "error");
  const text = texts[0]?.text ?? errors[0]?.message ?? "";
  if (!turn)
    return {
      status: "none",
      decision: "none",
      calls: [],
      disallowed: [],
      citations: [],
      errors: errors.map((e) => e.code),
      text,
      crashed: errors[0]?.message ?? "no turn recorded",
    };
  const plan: Partial<Plan> = turn.plans.executed ?? {};
  const validation = turn.validation;
  const fallback = Boolean(validation.fallback);
  const issues = [
    ...new Set(
      (validation.issuesPerAttempt ?? []).flat().map((i) => `${i.code}: ${i.message.slice(0, 160)}`),
    ),
  ];
  const routed = (turn.route.candidates ?? []).map((c) => c.id);
  const evidence = turn.evidence;
  const audits = await toolCallsSince(db, actor, since);
  const selected = (await currentSelection(db, actor, conversationId))?.rows ?? [];
  const pending = audits.filter((a) => a.outcome !== "refused");
  const calls: RecordedCall[] = [];
  for (const e of evidence) {
    if (e.status === "skipped" || e.status === "refused") continue;
    // The call the answer made, not a read the host made on the way with other arguments (the
    // objects a question names, described before one query is composed): the audit of the same
    // tool whose arguments are the executed action's, else the first of that tool.
    const action = (executed ?? plan).actions?.find((a) => a.id === e.actionId);
    const sent = (a: (typeof pending)[number]) =>
      action !== undefined && isDeepStrictEqual(auditArgsSchema.parse(a.data).args ?? {}, action.args);
    const exact = pending.findIndex((a) => a.target === e.tool && sent(a));
    const i = exact >= 0 ? exact : pending.findIndex((a) => a.target === e.tool);
    const audit = i >= 0 ? pending.splice(i, 1)[0] : undefined;
    const args = auditArgsSchema.parse(audit?.data).args ?? {};
    const cap = entities.get(e.tool);
    calls.push({
      tool: e.tool,
      entity: cap?.entity,
      kb: e.tool.startsWith("kb:"),
      status: e.status,
      records: e.recordCount ?? 0,
      args: unmask(args, e.tool, executed ?? plan, selected),
      error: e.error
        ? `${e.error.code}${e.error.message ? ` ${e.error.message.slice(0, 120)}` : ""}`
        : undefined,
    });
  }
  const attempted = [
    ...audits.map((a) => a.target),
    ...evidence.map((e) => e.tool),
    ...(plan.actions ?? []).map((a) => a.tool),
  ];
  const disallowed = [
    ...attempted.filter((tool) => !entities.get(tool)?.allowed),
    ...audits.filter((a) => a.outcome === "refused").map((a) => a.target),
  ];
  return {
    status: turn.status,
    decision: plan.decision ?? "none",
    reasonCode: plan.reasonCode,
    fallback,
    routed,
    issues,
    calls,
    disallowed,
    citations: texts.flatMap((p) => (p.citations ?? []).map((c) => c.document)),
    errors: errors.map((e) => e.code),
    text,
    grouped: parts.some((p) => p.type === "artifact" && p.view !== undefined),
  };
}

export async function runQuestions(
  db: Db,
  worlds: QuestionWorld[],
  questions: Question[],
  opts: {
    mode?: PlannerMode;
    onResult?: (r: QuestionResult) => void;
    /** Why a world is missing (its questions are skipped with this reason). */
    unavailable?: Record<string, string>;
  } = {},
): Promise<{ results: QuestionResult[]; skipped: SkippedQuestion[] }> {
  const mode = opts.mode ?? "capability";
  const results: QuestionResult[] = [];
  const skipped: SkippedQuestion[] = [];
  const catalogs = new Map<string, Map<string, { entity: string; allowed: boolean }>>();
  for (const w of worlds) {
    const snap = await buildSnapshot(db, w.actor);
    catalogs.set(
      w.name,
      new Map(snap.capabilities.map((c) => [c.id, { entity: c.entity, allowed: c.eligible && c.readOnly }])),
    );
  }
  for (const q of questions) {
    const split = splitOf(q.id);
    const world = worlds.find((w) => w.name === q.world);
    if (!world) {
      const why = opts.unavailable?.[q.world] ?? "not set up";
      skipped.push({ id: q.id, world: q.world, split, reason: `world "${q.world}": ${why}` });
      continue;
    }
    const { actor } = world;
    const repo = conversationRepo(db, actor);
    const conv = await repo.create(`Question: ${q.id}`);
    const t0 = performance.now();
    let recorded: RecordedTurn;
    try {
      const setup = await setUpSelection(db, actor, conv.id, q, mode);
      if (!setup.ok) {
        recorded = {
          status: "setup",
          decision: "none",
          calls: [],
          disallowed: [],
          citations: [],
          errors: [],
          text: "",
          crashed: setup.problem,
        };
      } else {
        const since = new Date();
        // The executed plan whole: the turn row keeps it masked, and unmask() needs its literals.
        let executed: Plan | undefined;
        const parts = await collect(db, actor, conv.id, q.q, mode, (p) => {
          executed = p;
        });
        recorded = await record(
          db,
          actor,
          conv.id,
          since,
          parts,
          catalogs.get(q.world) ?? new Map(),
          executed,
        );
      }
    } catch (e) {
      recorded = {
        status: "crashed",
        decision: "none",
        calls: [],
        disallowed: [],
        citations: [],
        errors: [],
        text: "",
        crashed: e instanceof Error ? e.message : String(e),
      };
    } finally {
      await repo.purge(conv.id);
    }
    const c = classify(q.expect, { ...recorded, question: q.q });
    if (recorded.crashed) c.reasons.unshift(`crashed: ${recorded.crashed}`);
    const r: QuestionResult = {
      id: q.id,
      world: q.world,
      split,
      q: q.q,
      expect: q.expect,
      ...c,
      status: recorded.status,
      decision: recorded.decision,
      calls: recorded.calls.map(({ tool, args, status, records }) => ({ tool, args, status, records })),
      text: recorded.text,
      routed: recorded.routed ?? [],
      issues: recorded.issues ?? [],
      ms: Math.round(performance.now() - t0),
    };
    results.push(r);
    opts.onResult?.(r);
  }
  return { results, skipped };
}

export interface SplitCounts {
  right: number;
  wrong: number;
  nonAnswer: number;
  total: number;
  skipped: number;
}

export function countBySplit(
  results: readonly QuestionResult[],
  skipped: readonly SkippedQuestion[],
): Record<Split, SplitCounts> {
  const empty = (): SplitCounts => ({ right: 0, wrong: 0, nonAnswer: 0, total: 0, skipped: 0 });
  const out: Record<Split, SplitCounts> = { dev: empty(), holdout: empty() };
  for (const r of results) {
    const c = out[r.split];
    c.total++;
    if (r.verdict === "right") c.right++;
    else if (r.verdict === "wrong") c.wrong++;
    else c.nonAnswer++;
  }
  for (const s of skipped) out[s.split].skipped++;
  return out;
}
