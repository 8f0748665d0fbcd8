/**
 * Classifies one recorded turn against a question's expectation. Pure.
 * - right: the expected outcome (or an accepted alternative), the expected tools called with the key
 *   arguments, the expected entity, and a non-empty result where the true answer has rows.
 * - wrong: a result presented as the answer when it is not: another entity's tool, a stated
 *   constraint dropped or changed (another person, id, status, date …), data shown for a question no
 *   tool can answer, a false "none", a cited policy that is not the one asked about, or any call
 *   outside the snapshot's eligible read-only tools (mutative, unauthorized).
 * - non-answer: clarify / insufficient / error / a pick where an answer was expected (and not
 *   accepted), or a result that claims nothing (an empty lookup of another entity, bare documents).
 */
import { singular } from "@/lib/semantics/words";
import type { ArgMatcher, ArgsExpectation, Outcome, QuestionExpect } from "./questions";

export type Verdict = "right" | "wrong" | "non-answer";
export type ObservedOutcome = Outcome | "error";

export interface RecordedCall {
  /** Capability id (`mcp:commerce/orders.search`). */
  tool: string;
  /** Entity of the capability, as the snapshot declares it. */
  entity?: string;
  kb: boolean;
  /** Evidence status: ok | empty | ambiguous | error (refused and skipped calls are not listed). */
  status: string;
  records: number;
  /** Arguments actually sent. */
  args: Record<string, unknown>;
  error?: string;
}

export interface RecordedTurn {
  /** Turn status: done | failed | suspended | clarify | insufficient | answer | … */
  status: string;
  /** Decision of the executed plan. */
  decision: string;
  reasonCode?: string;
  /** The validator fell back to a safe plan that runs nothing. */
  fallback?: boolean;
  /** Physical calls in order. */
  calls: RecordedCall[];
  /** Tools called or attempted outside the snapshot's eligible read-only set (mutative, unknown, refused). */
  disallowed: string[];
  /** Titles of the documents cited. */
  citations: string[];
  /** Error part codes. */
  errors: string[];
  /** The reply's first text. */
  text: string;
  /** The turn itself threw. */
  crashed?: string;
  /** Route candidates (capability ids), when recorded: tells "not routed" from "routed, not planned". */
  routed?: string[];
  /** Validation issues of the planning attempts (`code: message`), when recorded. */
  issues?: string[];
  /** The question the turn answered, when recorded. */
  question?: string;
  /** A table was shown grouped (a summary or chart view: counts or totals per group). */
  grouped?: boolean;
}

export interface Classification {
  verdict: Verdict;
  observed: ObservedOutcome;
  /** Why, in the suite's vocabulary ("constraint dropped: status", "answered with order data", …). */
  reasons: string[];
}

const DATA_OK = new Set(["ok", "empty", "ambiguous"]);
const REFUSAL_TEXT =
  /read[- ]only|only reads|can(?:not|'t) (?:change|modify|cancel|update|delete|refund|create|edit|reroute)/i;

export function observedOutcome(t: RecordedTurn): ObservedOutcome {
  if (t.crashed) return "error";
  if (t.status === "suspended" || t.calls.some((c) => c.status === "ambiguous")) return "pick";
  if (t.calls.some((c) => !c.kb && DATA_OK.has(c.status))) return "tools";
  if (t.calls.some((c) => c.kb && DATA_OK.has(c.status))) return t.citations.length ? "kb" : "insufficient";
  if (t.fallback || t.calls.length > 0) return "error";
  switch (t.decision) {
    case "clarify":
      return "clarify";
    case "insufficient":
      return "insufficient";
    case "answer":
      return t.reasonCode === "read_only_refusal" || REFUSAL_TEXT.test(t.text) ? "refused" : "answer";
    default:
      return "error";
  }
}

/* ---------- matching helpers ---------- */

const localName = (id: string) => id.slice(id.indexOf("/") + 1);
const alternatives = (s: string) =>
  s
    .split("|")
    .map((x) => x.trim())
    .filter(Boolean);

export function toolMatches(expected: string, tool: string): boolean {
  return alternatives(expected).some((e) => e === tool || e === localName(tool));
}

/** " (routed)" / " (not routed)" for an expected tool, when the route was recorded. */
export function routeNote(expected: string, t: Pick<RecordedTurn, "routed">): string {
  if (!t.routed) return "";
  return t.routed.some((id) => toolMatches(expected, id)) ? " (routed, not planned)" : " (not routed)";
}

const norm = (s: string) => s.trim().toLowerCase();
export function entityMatches(expected: string, entity: string | undefined): boolean {
  return (
    entity !== undefined && alternatives(expected).some((e) => singular(norm(e)) === singular(norm(entity)))
  );
}

function equal(want: unknown, got: unknown): boolean {
  if (got === undefined || got === null || got === "") return want === null;
  if (want === null) return false;
  if (typeof want === "string" && typeof got === "string") return norm(want) === norm(got);
  if (typeof want === "number" && (typeof got === "number" || typeof got === "string"))
    return Number(got) === want;
  if (typeof want === "boolean") return got === want || String(got) === String(want);
  return JSON.stringify(want) === JSON.stringify(got);
}

function compare(a: unknown, b: number | string): number | undefined {
  if (typeof b === "number") {
    const n = typeof a === "number" ? a : typeof a === "string" && a.trim() !== "" ? Number(a) : Number.NaN;
    return Number.isNaN(n) ? undefined : n - b;
  }
  return typeof a === "string" ? a.localeCompare(b) : undefined;
}

export function argMatches(m: ArgMatcher, got: unknown): boolean {
  if (m === null || typeof m !== "object") return equal(m, got);
  const present = got !== undefined && got !== null && got !== "";
  if (m.$present !== undefined && m.$present !== present) return false;
  if (m.$has !== undefined) {
    const elements = Array.isArray(got) ? got : [];
    const wanted = Array.isArray(m.$has) ? m.$has : [m.$has];
    const held = (want: Record<string, ArgMatcher>) =>
      elements.some(
        (e) =>
          e !== null &&
          typeof e === "object" &&
          Object.entries(want).every(([k, w]) => argMatches(w, argValue(e as Record<string, unknown>, k))),
      );
    if (!wanted.every(held)) return false;
  }
  if (m.$contains !== undefined && !(present && norm(String(got)).includes(norm(m.$contains)))) return false;
  if (
    m.$containsAll !== undefined &&
    !(
      present &&
      m.$containsAll.every((part) =>
        (Array.isArray(part) ? part : [part]).some((p) => norm(String(got)).includes(norm(p))),
      )
    )
  )
    return false;
  if (m.$oneOf !== undefined && !m.$oneOf.some((v) => equal(v, got))) return false;
  if (m.$gte !== undefined) {
    const c = compare(got, m.$gte);
    if (c === undefined || c < 0) return false;
  }
  if (m.$lte !== undefined) {
    const c = compare(got, m.$lte);
    if (c === undefined || c > 0) return false;
  }
  return true;
}

const show = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));
const showMatcher = (m: ArgMatcher) => (m === null ? "absent" : show(m));

/**
 * The value of an argument: `key` itself, or — when no argument has that name — a dotted path into
 * nested object arguments (`filter.status` reaches `{ filter: { status } }`).
 */
export function argValue(args: Record<string, unknown>, key: string): unknown {
  if (key in args || !key.includes(".")) return args[key];
  let v: unknown = args;
  for (const part of key.split(".")) {
    if (v === null || typeof v !== "object" || Array.isArray(v)) return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

/** Problems of one args alternative against the calls: each key must be satisfied by some call. */
function argProblems(want: ArgsExpectation, calls: RecordedCall[]): string[] {
  const problems: string[] = [];
  for (const [key, m] of Object.entries(want)) {
    if (calls.some((c) => argMatches(m, argValue(c.args, key)))) continue;
    const got = calls
      .map((c) => argValue(c.args, key))
      .filter((v) => v !== undefined && v !== null && v !== "");
    if (got.length === 0 && m !== null)
      problems.push(`constraint dropped: ${key} (expected ${showMatcher(m)})`);
    else problems.push(`${key} = ${got.map(show).join(", ")} (expected ${showMatcher(m)})`);
  }
  return problems;
}

/** The problems of the best-matching alternative (empty when one alternative holds). */
export function argsCheck(
  args: QuestionExpect["args"],
  calls: RecordedCall[],
): { ok: boolean; problems: string[] } {
  if (!args) return { ok: true, problems: [] };
  const alts = Array.isArray(args) ? args : [args];
  let best: string[] | undefined;
  for (const alt of alts) {
    const p = argProblems(alt, calls);
    if (p.length === 0) return { ok: true, problems: [] };
    if (!best || p.length < best.length) best = p;
  }
  return { ok: false, problems: best ?? [] };
}

/* ---------- classification ---------- */

/**
 * A figure per member of a group asked for ("how many loans does each book have?", "visits per
 * vet") — the grader's own reading, independent of the planner's: "each"/"every"/"per" before a
 * word, after a count or a measure. ("per 100 km" is a rate, not a group.)
 */
const PER_GROUP =
  /\b(?:how (?:many|much)|number of|count|total|sum|average)\b.*\b(?:each|every|per)\s+(?!\d)[a-z]/i;
/** A reply that states one total of all the records ("There are 350 applications."). */
const ONE_TOTAL = /^There (?:are|is|were|was) (?:no |[\d,.]+ )/;

/** One total presented where a figure per group was asked: a wrong answer, not a partial one. */
export function totalForGroups(t: Pick<RecordedTurn, "question" | "grouped" | "text">): boolean {
  return !t.grouped && t.question !== undefined && PER_GROUP.test(t.question) && ONE_TOTAL.test(t.text);
}

const presents = (c: RecordedCall) => (c.status === "ok" && c.records > 0) || c.status === "ambiguous";

export function classify(exp: QuestionExpect, t: RecordedTurn): Classification {
  const observed = observedOutcome(t);
  const reasons: string[] = [];
  const accepted = (o: ObservedOutcome) => o === exp.outcome || (exp.accept ?? []).includes(o as Outcome);
  const result = (verdict: Verdict): Classification => ({ verdict, observed, reasons });

  if (t.disallowed.length > 0) {
    reasons.push(`called a tool outside the read-only snapshot: ${[...new Set(t.disallowed)].join(", ")}`);
    return result("wrong");
  }
  const data = t.calls.filter((c) => !c.kb && DATA_OK.has(c.status));
  // A pick table asks back; it is not presented as the answer.
  const shown = data.filter((c) => c.status === "ok" && c.records > 0);
  const failed = t.calls.filter((c) => c.status === "error");
  for (const c of failed) reasons.push(`${localName(c.tool)} failed: ${c.error ?? "error"}`);
  if (t.fallback)
    reasons.push(`plan fallback after validation: ${(t.issues ?? []).join(" | ") || "no issue recorded"}`);
  const describeData = (calls: RecordedCall[]) =>
    [...new Set(calls.map((c) => `${c.entity ?? "?"} (${localName(c.tool)})`))].join(", ");

  switch (exp.outcome) {
    case "tools":
    case "pick":
      return classifyData(exp, t, observed, data, reasons, accepted);
    case "kb": {
      const kbCalled = t.calls.some((c) => c.kb && DATA_OK.has(c.status));
      const foreign = shown.filter((c) => !(exp.tools ?? []).some((e) => toolMatches(e, c.tool)));
      if (foreign.length > 0) {
        reasons.push(`presented ${describeData(foreign)} for a knowledge-base question`);
        return result("wrong");
      }
      if (!kbCalled || t.citations.length === 0) {
        if (observed !== "tools" && observed !== "pick" && accepted(observed)) return result("right");
        reasons.push(
          kbCalled
            ? "knowledge base searched, no passage"
            : `knowledge base not searched${routeNote("kb:search", t)}`,
        );
        if (data.length > 0) reasons.push(`looked up ${describeData(data)} instead`);
        return result("non-answer");
      }
      if (exp.doc && !t.citations.some((c) => norm(c).includes(norm(exp.doc as string)))) {
        reasons.push(`cited ${[...new Set(t.citations)].join("; ")} (expected “${exp.doc}”)`);
        return result("wrong");
      }
      const dataTools = (exp.tools ?? []).filter((e) => !alternatives(e).some((a) => a.startsWith("kb:")));
      if (dataTools.length > 0) {
        const missing = dataTools.filter((e) => !data.some((c) => toolMatches(e, c.tool)));
        if (missing.length > 0) {
          reasons.push(`documents only; did not call ${missing.join(", ")}`);
          return result("non-answer");
        }
        const a = argsCheck(
          exp.args,
          data.filter((c) => dataTools.some((e) => toolMatches(e, c.tool))),
        );
        if (!a.ok) {
          reasons.push(...a.problems);
          return result("wrong");
        }
      }
      return result("right");
    }
    default: {
      // clarify | insufficient | refused | answer: nothing should be presented as the answer.
      if (accepted(observed)) return result("right");
      if (shown.length > 0) {
        if (exp.outcome === "refused") {
          reasons.push(`looked up ${describeData(shown)} instead of explaining it only reads`);
          return result("non-answer");
        }
        reasons.push(`presented ${describeData(shown)} for a question expecting ${exp.outcome}`);
        return result("wrong");
      }
      const picks = data.filter((c) => c.status === "ambiguous");
      if (picks.length > 0) reasons.push(`asked to pick a ${describeData(picks)}`);
      else if (data.length > 0) reasons.push(`empty lookup of ${describeData(data)}`);
      else if (observed === "kb") reasons.push("answered from documents");
      else reasons.push(`${observed} instead of ${exp.outcome}`);
      return result("non-answer");
    }
  }
}

function classifyData(
  exp: QuestionExpect,
  t: RecordedTurn,
  observed: ObservedOutcome,
  data: RecordedCall[],
  reasons: string[],
  accepted: (o: ObservedOutcome) => boolean,
): Classification {
  const result = (verdict: Verdict): Classification => ({ verdict, observed, reasons });
  const failed = t.calls.filter((c) => c.status === "error");
  const what = (calls: RecordedCall[]) =>
    [...new Set(calls.map((c) => `${c.entity ?? "?"} (${localName(c.tool)})`))].join(", ");

  if (observed !== "tools" && observed !== "pick") {
    if (accepted(observed)) return result("right");
    reasons.push(observed === "kb" ? "answered from documents" : `${observed} instead of ${exp.outcome}`);
    for (const e of exp.tools ?? []) {
      const note = routeNote(e, t);
      if (note) reasons.push(`${e}${note}`);
    }
    return result("non-answer");
  }
  if (observed === "pick" && exp.outcome === "tools" && !accepted("pick")) {
    const amb = t.calls.filter((c) => c.status === "ambiguous");
    reasons.push(`asked to pick a ${what(amb)} instead of answering`);
    return result("non-answer");
  }
  if (observed === "tools" && exp.outcome === "pick" && !accepted("tools")) {
    const other = data.filter((c) => presents(c) && !(exp.entity && entityMatches(exp.entity, c.entity)));
    if (other.length > 0) {
      reasons.push(
        `chose for the user: answered with ${what(other)} instead of asking which ${exp.entity ?? "one"}`,
      );
      return result("wrong");
    }
    reasons.push(`listed ${what(data)} without asking which one`);
    return result("non-answer");
  }
  // The calls that answer: for a pick, the suspended lookup; otherwise every successful data call.
  const answering = observed === "pick" ? data.filter((c) => c.status === "ambiguous") : data;

  if (exp.entity && !answering.some((c) => entityMatches(exp.entity as string, c.entity))) {
    if (failed.some((c) => entityMatches(exp.entity as string, c.entity))) return result("non-answer");
    const notes = (exp.tools ?? []).map((e) => `${e}${routeNote(e, t)}`).filter((n) => n.includes("("));
    if (answering.some(presents)) {
      reasons.push(`answered with ${what(answering)} instead of ${exp.entity}`, ...notes);
      return result("wrong");
    }
    reasons.push(`only an empty lookup of ${what(answering)}`, ...notes);
    return result("non-answer");
  }
  const problems: string[] = [];
  for (const e of exp.tools ?? []) {
    if (t.calls.some((c) => DATA_OK.has(c.status) && toolMatches(e, c.tool))) continue;
    if (failed.some((c) => toolMatches(e, c.tool))) return result("non-answer");
    problems.push(
      `did not call ${e}${routeNote(e, t)} (called ${data.map((c) => localName(c.tool)).join(", ") || "nothing"})`,
    );
  }
  const relevant = (exp.tools ?? []).length
    ? data.filter((c) => (exp.tools ?? []).some((e) => toolMatches(e, c.tool)))
    : data;
  problems.push(...argsCheck(exp.args, relevant.length ? relevant : data).problems);
  if (problems.length > 0) {
    reasons.push(...problems);
    return result("wrong");
  }
  if (observed === "tools" && totalForGroups(t)) {
    reasons.push("one total of all the records where a figure per group was asked");
    return result("wrong");
  }
  if (exp.nonEmpty && observed === "tools") {
    const finals = exp.entity ? data.filter((c) => entityMatches(exp.entity as string, c.entity)) : data;
    if (finals.length > 0 && finals.every((c) => c.records === 0)) {
      reasons.push(`said there are no ${exp.entity ?? "results"}, but there are`);
      return result("wrong");
    }
  }
  if (observed !== exp.outcome) reasons.push(`accepted: ${observed}`);
  return result("right");
}
