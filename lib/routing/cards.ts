/**
 * CapabilityCard: the compact router view (DESIGN.md §2). The description is untrusted remote text,
 * so the summary is sanitized to one plain line (no markup, links, control characters or
 * instruction-like sentences) and every card is bytes-bounded, whatever the remote side sent.
 */
import type { CapabilityCard, Operation } from "../capabilities/types";
import { topLevelInputs } from "./schema-fields";
import type { RoutableTool } from "./types";

export const SUMMARY_MAX_CHARS = 160;
export const CARD_MAX_BYTES = 600;
const MAX_INPUTS = 12;

/** Sentences that address the model rather than describe the tool are dropped, not escaped. */
const INSTRUCTION_RE =
  /\b(ignore|disregard|forget)\b.{0,40}\b(instructions?|previous|above|prior|rules)\b|\bsystem prompt\b|\byou (must|should|are now)\b|\b(always|never) (call|use|choose|select)\b/i;

export function sanitizeSummary(text: string, max = SUMMARY_MAX_CHARS): string {
  const plain = text
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/<[^>]{0,200}>/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/[`*_#>|~]+/g, " ")
    .replace(/[\p{Cc}\p{Cf}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const sentences = plain.split(/(?<=[.!?])\s+/).filter((s) => s && !INSTRUCTION_RE.test(s));
  const first = sentences[0] ?? "";
  // One line: the first sentence, or as much of it as fits.
  if (first.length <= max) return first;
  const cut = first.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

function returnsOf(cap: RoutableTool): string {
  const collection =
    cap.collectionPath !== undefined || cap.operation === "list" || cap.operation === "search";
  return `${collection ? "collection" : "record"}<${cap.entity || "item"}>`;
}

function inputNames(cap: RoutableTool): string[] {
  const inputs = topLevelInputs(cap.inputSchema);
  // Required first: the router must see what a call cannot do without.
  const ordered = [...inputs.filter((i) => i.required), ...inputs.filter((i) => !i.required)];
  return ordered.map((i) => `${i.name.slice(0, 64)}${i.required ? "*" : ""}`);
}

function withInputs(all: string[], keep: number): string[] {
  return all.length > keep ? [...all.slice(0, keep), `+${all.length - keep} more`] : all;
}

const bytes = (card: CapabilityCard) => Buffer.byteLength(JSON.stringify(card), "utf8");

/** The cards of frozen capabilities (a snapshot's): a catalog's cards are built once, a copy handed out. */
const cardCache = new WeakMap<RoutableTool, CapabilityCard>();

export function toCard(cap: RoutableTool): CapabilityCard {
  if (!Object.isFrozen(cap)) return buildCard(cap);
  let card = cardCache.get(cap);
  if (!card) {
    card = buildCard(cap);
    cardCache.set(cap, card);
  }
  return { ...card, inputs: [...card.inputs] };
}

function buildCard(cap: RoutableTool): CapabilityCard {
  const all = inputNames(cap);
  const card: CapabilityCard = {
    id: cap.id,
    family: cap.family,
    entity: cap.entity,
    // Raw verbs (`action`) are shown as they are; host capabilities always carry an Operation.
    operation: cap.operation as Operation,
    inputs: withInputs(all, MAX_INPUTS),
    returns: returnsOf(cap),
    summary: sanitizeSummary(cap.description ?? ""),
  };
  // Bound: shed optional inputs, then shorten the summary, then shed required inputs.
  const required = all.filter((i) => i.endsWith("*")).length;
  let keep = Math.min(MAX_INPUTS, all.length);
  const shed = (floor: number) => {
    while (bytes(card) > CARD_MAX_BYTES && keep > floor) card.inputs = withInputs(all, --keep);
  };
  shed(Math.min(required, MAX_INPUTS));
  if (bytes(card) > CARD_MAX_BYTES) card.summary = sanitizeSummary(card.summary, 40);
  shed(0);
  if (bytes(card) > CARD_MAX_BYTES) card.summary = "";
  return card;
}
