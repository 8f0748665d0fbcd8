/**
 * Structural signals the text cannot give (DESIGN.md §8): entity named, operation intent, required
 * inputs available, selection entity, family named, family used recently.
 * Bonuses are fractions of the question's best text score, so they mean the same on a 10-tool and a
 * 2,000-tool catalog and never swamp a strong lexical match with structure alone.
 */
import type { DocInfo } from "./build-index";
import type { FamilyMention } from "./families";
import type { IntentGroup, QuestionIntent } from "./intent";
import type { RankContext } from "./types";
import { availability, type QuestionValues, selectionSupplies } from "./values";

export const SIGNAL = {
  entityExact: 0.2,
  entityPartial: 0.12,
  entitySynonym: 0.1,
  intent: 0.1,
  /** The question asks for one answer shape and the tool gives another (count vs list vs record). */
  intentMismatch: -0.05,
  /** A question word is a value an input accepts (`shipped` for `status`): the tool can filter by it. */
  enumValue: 0.1,
  inputsAvailable: 0.08,
  inputMissing: -0.08,
  inputMissingFloor: -0.16,
  selectionIdentity: 0.12,
  selectionField: 0.04,
  /** Multiplier when the question points at the selection ("their", "this"). */
  anaphoraBoost: 2.2,
  /** "in Stripe": close to a filter — the person said which server. */
  familyBrand: 0.8,
  familyName: 0.2,
  familyAlias: 0.4,
  /** An ordinary word that is also a namespace ("math functions"): the text score already counts it. */
  familyWord: 0,
  recent: [0.1, 0.07, 0.05],
} as const;

const BASE_REACH = SIGNAL.entityExact + SIGNAL.intent + SIGNAL.inputsAvailable + SIGNAL.enumValue;

/**
 * Upper bound of the bonus `doc` can collect for this question, cheap to compute: lets rank() skip
 * signals for tools that cannot reach the returned list anyway (exact pruning).
 */
export function signalReach(doc: DocInfo, q: QuestionFacts): number {
  let reach = BASE_REACH;
  if (q.ctx.selection) reach += SIGNAL.selectionIdentity * SIGNAL.anaphoraBoost;
  if (q.mentions.has(doc.tool.family))
    reach += Math.max(SIGNAL.familyBrand, SIGNAL.familyName, SIGNAL.familyAlias);
  if (q.ctx.recentFamilies?.includes(doc.tool.family)) reach += Math.max(...SIGNAL.recent);
  return reach;
}

export interface QuestionFacts {
  intent: QuestionIntent;
  values: QuestionValues;
  exactTerms: ReadonlySet<string>;
  expandedTerms: ReadonlySet<string>;
  /** Stems the question used in plural form ("orders"): a collection is wanted. */
  pluralTerms: ReadonlySet<string>;
  mentions: ReadonlyMap<string, FamilyMention>;
  ctx: RankContext;
}

export interface SignalResult {
  bonus: number;
  reasons: string[];
}

const fmt = (x: number) => (x >= 0 ? `+${x.toFixed(2)}` : x.toFixed(2));

function entitySignal(doc: DocInfo, q: QuestionFacts, out: SignalResult): boolean {
  const e = doc.entityTerms;
  if (e.length === 0) return false;
  const last = e[e.length - 1];
  let w = 0;
  if (e.every((t) => q.exactTerms.has(t))) w = SIGNAL.entityExact;
  else if (q.exactTerms.has(last)) w = SIGNAL.entityPartial;
  else if (e.every((t) => q.exactTerms.has(t) || q.expandedTerms.has(t))) w = SIGNAL.entitySynonym;
  if (w === 0) return false;
  out.bonus += w;
  out.reasons.push(`entity "${doc.tool.entity}" named ${fmt(w)}`);
  return q.pluralTerms.has(last);
}

function intentSignal(doc: DocInfo, q: QuestionFacts, pluralEntity: boolean, out: SignalResult): void {
  if (!doc.group) return;
  const groups = new Set<IntentGroup>(q.intent.groups);
  if (pluralEntity && !groups.has("count")) groups.add("collection");
  if (!groups.has(doc.group)) {
    if (q.intent.groups.size > 0) {
      out.bonus += SIGNAL.intentMismatch;
      out.reasons.push(
        `intent mismatch: ${doc.tool.operation} vs ${[...q.intent.groups].join("/")} ${fmt(SIGNAL.intentMismatch)}`,
      );
    }
    return;
  }
  out.bonus += SIGNAL.intent;
  const cue = q.intent.cues.find((c) => c.endsWith(`→${doc.group}`)) ?? "plural entity";
  out.reasons.push(`intent ${doc.tool.operation} (${cue}) ${fmt(SIGNAL.intent)}`);
}

/**
 * A missing id only argues against a tool when the id picks the tool's own record (`ticket_id` on a
 * ticket tool: a get-by-id). A required scope id (`calendarId` on an events list) is often implicit
 * ("my calendar") and says nothing against the tool.
 */
function namesOwnRecord(input: string, doc: DocInfo): boolean {
  const name = input.toLowerCase().replace(/[^a-z0-9]/g, "");
  if (name === "id" || name === "ids" || name === "key") return true;
  const entity = doc.tool.entity.toLowerCase().replace(/[^a-z0-9]/g, "");
  return entity.length > 1 && name.startsWith(entity);
}

function inputSignal(doc: DocInfo, q: QuestionFacts, out: SignalResult): void {
  const required = doc.inputs.filter((i) => i.required);
  if (required.length === 0) return;
  const found: string[] = [];
  const missing: string[] = [];
  for (const input of required) {
    const a = availability(input, doc.tool.entity, q.values, q.ctx.selection);
    if (a === "question" || a === "selection") found.push(`${input.name} (${a})`);
    else if (a === "missing" && namesOwnRecord(input.name, doc)) missing.push(input.name);
  }
  if (missing.length > 0) {
    const w = Math.max(SIGNAL.inputMissingFloor, SIGNAL.inputMissing * missing.length);
    out.bonus += w;
    out.reasons.push(`required input unavailable: ${missing.join(", ")} ${fmt(w)}`);
  } else if (found.length === required.length) {
    out.bonus += SIGNAL.inputsAvailable;
    out.reasons.push(`required inputs available: ${found.join(", ")} ${fmt(SIGNAL.inputsAvailable)}`);
  }
}

function enumSignal(doc: DocInfo, q: QuestionFacts, out: SignalResult): void {
  const hit = doc.enumTerms.find((e) => q.exactTerms.has(e.term));
  if (!hit) return;
  out.bonus += SIGNAL.enumValue;
  out.reasons.push(`filter value named: ${hit.input}=${hit.value} ${fmt(SIGNAL.enumValue)}`);
}

function selectionSignal(doc: DocInfo, q: QuestionFacts, out: SignalResult): void {
  const selection = q.ctx.selection;
  if (!selection) return;
  let best: { input: string; kind: "identity" | "field" } | undefined;
  for (const input of doc.inputs) {
    const kind = selectionSupplies(input.name, doc.tool.entity, selection);
    if (kind === "identity" || (kind === "field" && !best)) best = { input: input.name, kind };
    if (kind === "identity") break;
  }
  if (!best) return;
  const base = best.kind === "identity" ? SIGNAL.selectionIdentity : SIGNAL.selectionField;
  const w = q.intent.anaphora ? base * SIGNAL.anaphoraBoost : base;
  out.bonus += w;
  const how =
    best.kind === "identity" ? `takes the ${selection.entity}'s id` : "takes a field of the selected row";
  out.reasons.push(`selection: ${best.input} ${how}${q.intent.anaphora ? " (referred to)" : ""} ${fmt(w)}`);
}

function familySignals(doc: DocInfo, q: QuestionFacts, out: SignalResult): void {
  const mention = q.mentions.get(doc.tool.family);
  if (mention) {
    const base = {
      brand: SIGNAL.familyBrand,
      name: SIGNAL.familyName,
      alias: SIGNAL.familyAlias,
      word: SIGNAL.familyWord,
    }[mention.kind];
    const w = base * (0.5 + 0.5 * mention.coverage);
    out.bonus += w;
    out.reasons.push(`${mention.reason} ${fmt(w)}`);
  }
  const recentAt = q.ctx.recentFamilies?.indexOf(doc.tool.family) ?? -1;
  if (recentAt >= 0) {
    const w = SIGNAL.recent[Math.min(recentAt, SIGNAL.recent.length - 1)];
    out.bonus += w;
    out.reasons.push(`family used ${recentAt === 0 ? "in the last turn" : "recently"} ${fmt(w)}`);
  }
}

export function structuralSignals(doc: DocInfo, q: QuestionFacts): SignalResult {
  const out: SignalResult = { bonus: 0, reasons: [] };
  const pluralEntity = entitySignal(doc, q, out);
  intentSignal(doc, q, pluralEntity, out);
  inputSignal(doc, q, out);
  enumSignal(doc, q, out);
  selectionSignal(doc, q, out);
  familySignals(doc, q, out);
  return out;
}
