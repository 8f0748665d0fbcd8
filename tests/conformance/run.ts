/**
 * Runs one filled-in journey through the real turn (runTurnEvents, capability mode, the planner
 * from env — builtin by default) and compares what was recorded with what the journey expects:
 * the gateway's audited calls and their arguments, the stored artifacts and their rows, record
 * cards, the turn's status and prose. Returns readable problems and a one-line summary per turn.
 */

import { runResumeEvents } from "@/lib/agent/run-resume";
import { selectRows } from "@/lib/agent/select-rows";
import { runTurnEvents } from "@/lib/agent/turn-events";
import { harnessLimits } from "@/lib/agent/turn-limits";
import type { Actor } from "@/lib/auth/actor";
import type { TurnEvent } from "@/lib/chat/events";
import type { MessagePart } from "@/lib/chat/types";
import type { Db } from "@/lib/db/client";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { currentSelection } from "@/lib/db/repositories/selections";
import { env } from "@/lib/env";
import { getPath } from "@/lib/execution/references";
import type { Matcher, RowCheck, Step, TurnExpect } from "./journeys";

type Row = Record<string, unknown>;

export interface ObservedTurn {
  ask: string;
  status: string;
  decision: string;
  calls: { tool: string; outcome: string; args: Row }[];
  externalCalls: number;
  artifacts: {
    id: string;
    entity: string;
    purpose: string;
    rowCount: number;
    truncated: boolean;
    rows: Row[];
  }[];
  cards: { entity: string; record: Row }[];
  text: string;
  errors: string[];
  citations: boolean;
  selectionRow?: Row;
}

export interface JourneyRun {
  problems: string[];
  turns: ObservedTurn[];
}

/**
 * What a failed journey's last turn amounts to for the person asking: `wrong` when it presented a
 * result (done, suspended) that does not answer the question, `non-answer` when it asked back, said it
 * cannot, or nothing valid was planned, `error` when an error was shown, `incomplete` when the only
 * problem is a list whose further pages were not loaded (the prose says it is capped).
 */
export function verdict(run: JourneyRun): "right" | "wrong" | "incomplete" | "non-answer" | "error" {
  if (run.problems.length === 0) return "right";
  if (run.problems.every((p) => p.split("; ").every((x) => /pages not followed/.test(x))))
    return "incomplete";
  const last = run.turns.at(-1);
  if (!last) return "non-answer";
  if (last.errors.length) return "error";
  return last.status === "done" || last.status === "suspended" ? "wrong" : "non-answer";
}

// ---------------------------------------------------------------------------------------------
// Matching

const DAY = 86_400_000;
const numeric = (x: unknown) =>
  (typeof x === "number" || (typeof x === "string" && x.trim() !== "")) && Number.isFinite(Number(x));
const looseEqual = (a: unknown, b: unknown) =>
  a === b ||
  (a !== undefined && a !== null && String(a) === String(b)) ||
  (numeric(a) && numeric(b) && Number(a) === Number(b));
const show = (x: unknown) => (typeof x === "string" ? JSON.stringify(x) : (JSON.stringify(x) ?? "undefined"));

/** A row's field by its name, or by its dotted path into nested objects (`attributes.status`). */
const fieldOf = (row: Row, field: string): unknown => row[field] ?? getPath(row, field);

/** Undefined when `actual` satisfies `m`, else what was wrong. */
export function mismatch(m: Matcher, actual: unknown, selection?: Row): string | undefined {
  if (m === null || typeof m !== "object")
    return looseEqual(actual, m) ? undefined : `${show(actual)} ≠ ${show(m)}`;
  if ("$fromSelection" in m) {
    const want = selection && fieldOf(selection, m.$fromSelection);
    if (want === undefined) return `no selected row field ${m.$fromSelection}`;
    return looseEqual(actual, want)
      ? undefined
      : `${show(actual)} ≠ selection.${m.$fromSelection} ${show(want)}`;
  }
  if ("$date" in m) {
    const got = typeof actual === "string" ? Date.parse(`${actual.slice(0, 10)}T00:00:00Z`) : Number.NaN;
    const want = Date.parse(`${m.$date}T00:00:00Z`);
    if (Number.isNaN(got)) return `${show(actual)} is not a date (want ${m.$date})`;
    return Math.abs(got - want) <= (m.$slackDays ?? 0) * DAY ? undefined : `${show(actual)} ≠ ${m.$date}`;
  }
  if ("$number" in m)
    return numeric(actual) && Number(actual) === Number(m.$number)
      ? undefined
      : `${show(actual)} ≠ ${m.$number}`;
  if ("$contains" in m)
    return typeof actual === "string" && actual.toLowerCase().includes(m.$contains.toLowerCase())
      ? undefined
      : `${show(actual)} does not contain ${show(m.$contains)}`;
  return "unknown matcher";
}

function rowProblem(row: Row, c: RowCheck, selection?: Row): string | undefined {
  const v = fieldOf(row, c.field);
  if (c.equals !== undefined) {
    const p = mismatch(c.equals, v, selection);
    if (p) return `${c.field} ${p}`;
  }
  if (c.dateFrom !== undefined || c.dateTo !== undefined) {
    const d = typeof v === "string" ? v.slice(0, 10) : "";
    if (!d || (c.dateFrom && d < c.dateFrom) || (c.dateTo && d > c.dateTo))
      return `${c.field} ${show(v)} outside ${c.dateFrom ?? "…"}–${c.dateTo ?? "…"}`;
  }
  if (c.gt !== undefined && !(numeric(v) && Number(v) > Number(c.gt)))
    return `${c.field} ${show(v)} ≤ ${c.gt}`;
  if (
    c.endsWith !== undefined &&
    !(typeof v === "string" && v.toLowerCase().endsWith(c.endsWith.toLowerCase()))
  )
    return `${c.field} ${show(v)} does not end with ${c.endsWith}`;
  return undefined;
}

/** A regular expression for `n` as prose writes it: 2000, 2,000, 2.000, 2 000 — not 2000.5 or 12000. */
export function numberPattern(n: number): RegExp {
  const digits = String(Math.trunc(n));
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return new RegExp(`(?<![\\d.,])${groups.join("[,.\\s\\u00a0\\u202f]?")}(?![\\d]|[.,]\\d)`);
}

export function checkTurn(exp: TurnExpect, t: ObservedTurn): string[] {
  const f: string[] = [];
  const sel = t.selectionRow;
  if (exp.status && !exp.status.includes(t.status))
    f.push(`status ${t.status}, expected ${exp.status.join(" or ")}`);
  if (t.errors.length) f.push(`error shown: ${t.errors.join(" | ").slice(0, 200)}`);
  const tools = t.calls.map((c) => c.tool);
  if (exp.noCalls && (t.calls.length > 0 || t.externalCalls > 0))
    f.push(`expected no call, got ${tools.join(", ") || `${t.externalCalls} external calls`}`);
  if (exp.calls) {
    let from = 0;
    for (const c of exp.calls) {
      const at = tools.indexOf(c.tool, from);
      if (at < 0) {
        f.push(`${c.tool} not called${tools.includes(c.tool) ? " in order" : ""}`);
        continue;
      }
      from = at + 1;
      for (const call of t.calls.filter((x) => x.tool === c.tool)) {
        if (call.outcome !== "ok") f.push(`${c.tool} ended ${call.outcome}`);
        for (const [arg, m] of Object.entries(c.args ?? {})) {
          const p = mismatch(m, call.args[arg], sel);
          if (p) f.push(`${c.tool} ${arg}: ${p}`);
        }
      }
    }
  }
  if (exp.onlyTools) {
    const other = [...new Set(tools.filter((x) => !exp.onlyTools?.includes(x)))];
    if (other.length) f.push(`also called ${other.join(", ")}`);
  }
  if (exp.noArtifact && t.artifacts.length)
    f.push(`unexpected table: ${t.artifacts.map((a) => `${a.entity}×${a.rowCount}`).join(", ")}`);
  if (exp.noResultOf) {
    const shown = [...t.artifacts.map((a) => a.entity), ...t.cards.map((c) => c.entity)];
    if (shown.includes(exp.noResultOf))
      f.push(`shows ${exp.noResultOf} results although it cannot filter them`);
  }
  if (exp.artifact) {
    const a = exp.artifact;
    const got = t.artifacts.find((x) => x.entity === a.entity) ?? t.artifacts[0];
    if (!got) f.push(`no table (expected ${a.purpose} ${a.entity})`);
    else {
      if (got.entity !== a.entity) f.push(`table of ${got.entity}, expected ${a.entity}`);
      if (got.purpose !== a.purpose) f.push(`table purpose ${got.purpose}, expected ${a.purpose}`);
      if (a.rowCount !== undefined && got.rowCount !== Number(a.rowCount))
        f.push(`table has ${got.rowCount} rows, expected ${a.rowCount}`);
      if (a.total !== undefined) {
        const total = Number(a.total);
        const complete = a.complete === true || a.complete === "true";
        if (got.rowCount > total) f.push(`table has ${got.rowCount} rows, only ${total} exist`);
        else if (got.rowCount < total) {
          if (complete) f.push(`table has ${got.rowCount} of ${total} rows (pages not followed)`);
          else if (!got.truncated && !/first|showing|of \d/i.test(t.text))
            f.push(`table has ${got.rowCount} of ${total} rows and does not say it is capped`);
        }
      }
      for (const c of a.rowsAll ?? []) {
        const bad = got.rows.map((r) => rowProblem(r, c, sel)).filter(Boolean);
        if (bad.length) f.push(`${bad.length}/${got.rows.length} rows wrong: ${bad[0]}`);
      }
    }
  }
  if (exp.recordCard) {
    const card = t.cards.find((c) => c.entity === exp.recordCard?.entity) ?? t.cards[0];
    if (!card) f.push(`no record card (expected ${exp.recordCard.entity})`);
    else {
      if (card.entity !== exp.recordCard.entity) f.push(`record card of ${card.entity}`);
      const p = mismatch(exp.recordCard.equals, fieldOf(card.record, exp.recordCard.field), sel);
      if (p) f.push(`record card ${exp.recordCard.field}: ${p}`);
    }
  }
  if (exp.citations && !t.citations) f.push("no citations");
  if (exp.statesNumber !== undefined && !numberPattern(Number(exp.statesNumber)).test(t.text))
    f.push(`prose does not state ${exp.statesNumber}`);
  if (exp.text && !new RegExp(exp.text, "i").test(t.text)) f.push(`prose does not match /${exp.text}/`);
  return f;
}

// ---------------------------------------------------------------------------------------------
// Observing

const brief = (args: Row) =>
  Object.entries(args)
    .map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`)
    .join(", ");
const local = (tool: string) => tool.replace(/^[a-z]+:[^/]+\//, "");

/** One line: what the turn did. */
export function summarize(t: ObservedTurn): string {
  const calls = t.calls.map(
    (c) => `${local(c.tool)}(${brief(c.args)})${c.outcome === "ok" ? "" : `!${c.outcome}`}`,
  );
  const arts = t.artifacts.map(
    (a) => `${a.purpose} ${a.entity}×${a.rowCount}${a.truncated ? " truncated" : ""}`,
  );
  const cards = t.cards.map((c) => `card ${c.entity}{${Object.keys(c.record).slice(0, 4).join(",")}}`);
  const text = t.text.replace(/\s+/g, " ").slice(0, 160);
  return `[${t.status}] ${calls.join(" → ") || "no call"}${arts.length || cards.length ? ` ⇒ ${[...arts, ...cards].join(", ")}` : ""}${text ? ` — “${text}”` : ""}`;
}

/** Runs one turn's events (a question, or a pick that resumes one) and observes what it did. */
async function observe(
  db: Db,
  actor: Actor,
  conversationId: string,
  label: string,
  run: () => AsyncIterable<TurnEvent>,
): Promise<ObservedTurn> {
  const sel = await currentSelection(db, actor, conversationId);
  const before = new Set(
    (
      await db.auditEvent.findMany({
        where: { tenantId: actor.tenantId, kind: "tool.call" },
        select: { id: true },
      })
    ).map((a) => a.id),
  );
  let parts: MessagePart[] = [];
  let answerId: string | undefined;
  const failed: string[] = [];
  for await (const ev of run()) {
    if (ev.kind === "assistant") {
      parts = ev.message.parts;
      answerId = ev.message.id;
    } else if (ev.kind === "error") failed.push(`${ev.code}: ${ev.message}`);
  }
  // The turn the answer belongs to: a new one for a question, the suspended one for a pick.
  const answered = answerId
    ? await db.message.findUnique({ where: { id: answerId }, select: { turnId: true } })
    : null;
  const turn = answered?.turnId
    ? await db.turn.findUnique({ where: { id: answered.turnId } })
    : await db.turn.findFirst({ where: { conversationId }, orderBy: { createdAt: "desc" } });
  const audits = (
    await db.auditEvent.findMany({
      where: { tenantId: actor.tenantId, kind: "tool.call" },
      orderBy: { createdAt: "asc" },
    })
  ).filter((a) => !before.has(a.id));
  const artifacts = [];
  for (const p of parts) {
    if (p.type !== "artifact") continue;
    const a = await db.artifact.findUniqueOrThrow({ where: { id: p.artifactId } });
    artifacts.push({
      id: p.artifactId,
      entity: p.entity,
      purpose: p.purpose,
      rowCount: p.rowCount,
      truncated: p.truncated,
      rows: a.rows as Row[],
    });
  }
  return {
    ask: label,
    status: turn?.status ?? "none",
    decision: (turn?.plans as { executed?: { decision?: string } } | null)?.executed?.decision ?? "none",
    calls: audits.map((a) => ({
      tool: a.target,
      outcome: a.outcome,
      args: ((a.data as { args?: Row } | null)?.args ?? {}) as Row,
    })),
    externalCalls: turn?.externalCalls ?? 0,
    artifacts,
    cards: parts.flatMap((p) => (p.type === "record-card" ? [{ entity: p.entity, record: p.record }] : [])),
    text: parts
      .map((p) => (p.type === "text" || p.type === "notice" ? p.text : p.type === "error" ? p.message : ""))
      .filter(Boolean)
      .join(" "),
    errors: [...failed, ...parts.flatMap((p) => (p.type === "error" ? [`${p.code}: ${p.message}`] : []))],
    citations: parts.some((p) => p.type === "text" && (p.citations?.length ?? 0) > 0),
    selectionRow: sel?.rows[0] as Row | undefined,
  };
}

/** Runs the steps in one new conversation; stops at the first turn that does not meet its expectation. */
export async function runJourney(db: Db, actor: Actor, title: string, steps: Step[]): Promise<JourneyRun> {
  const conv = await conversationRepo(db, actor).create(`Conformance: ${title}`.slice(0, 120));
  const turns: ObservedTurn[] = [];
  const problems: string[] = [];
  let last: ObservedTurn | undefined;
  for (const [i, step] of steps.entries()) {
    if ("select" in step || "pick" in step) {
      const a = last?.artifacts[0];
      if (!a) {
        problems.push(`step ${i}: nothing to select from`);
        break;
      }
      const rows = a.rows;
      const which = "select" in step ? step.select : step.pick;
      const where = which.where;
      const index = where
        ? rows.findIndex((r) => Object.entries(where).every(([k, v]) => looseEqual(fieldOf(r, k), v)))
        : (which.index ?? 0);
      if (index < 0) {
        problems.push(`step ${i}: no row with ${JSON.stringify(where)}`);
        break;
      }
      // As the table's button does: the complete row stored server-side, its card in the chat.
      const { selection } = await selectRows(db, actor, {
        conversationId: conv.id,
        artifactId: a.id,
        rowIndexes: [index],
        single: a.purpose === "pick-one",
      });
      if ("select" in step) continue;
      const label = `(picks ${where ? JSON.stringify(where) : `row ${index}`})`;
      const t = await observe(db, actor, conv.id, label, () =>
        runResumeEvents(
          actor,
          { conversationId: conv.id, selectionId: selection.id, version: selection.version },
          db,
        ),
      );
      turns.push(t);
      last = t;
      const p = checkTurn(step.expect, t);
      if (p.length) {
        problems.push(`${label}: ${p.join("; ")}`);
        break;
      }
      continue;
    }
    const text = step.ask;
    const t = await observe(db, actor, conv.id, text, async function* () {
      const sel = await currentSelection(db, actor, conv.id);
      yield* runTurnEvents(
        actor,
        {
          conversationId: conv.id,
          text,
          selection: sel ? { id: sel.id, version: sel.version } : null,
          mode: "capability",
        },
        db,
        { limits: harnessLimits(env()) },
      );
    });
    turns.push(t);
    last = t;
    const p = checkTurn(step.expect, t);
    if (p.length) {
      problems.push(`“${step.ask}”: ${p.join("; ")}`);
      break;
    }
  }
  return { problems, turns };
}
