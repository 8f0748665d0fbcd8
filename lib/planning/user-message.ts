/**
 * The user-role message of the LLM planner: everything turn-specific, as JSON data. Remote
 * descriptions, selected rows, KB snippets and the question itself are untrusted, so they are
 * quoted here (JSON strings) and never concatenated into the system prompt (DESIGN.md §3).
 * Each tool carries its declared output paths: exactly what a `$from` may name.
 *
 * Bounded (issue 12, planner payload ≤ 16 KB at any catalog size): the omitted families are the
 * first MAX_FAMILIES in route order plus a count, and the tools' JSON is rendered at the richest
 * level that fits MAX_TOOLS_BYTES — fewer referenceable paths (shallow ones first), shorter
 * descriptions inside the schemas, then schemas reduced to names, types, enums and required. The
 * host still validates every `$from` against all declared paths; only what the model reads shrinks.
 */

import { declaredRecordShape } from "@/lib/semantics/declared-paths";
import type { Capability } from "../capabilities/types";
import type { PlannerInput } from "./planner";
import { toPromptCard } from "./prompt";

const MAX_ROWS = 20;
const MAX_EVIDENCE = 8;
const MAX_DESCRIPTION = 400;
export const MAX_FAMILIES = 12;
/** The candidates' JSON in the user message; with the ≤ 2,800-byte system prompt the payload stays ≤ 16 KB. */
export const MAX_TOOLS_BYTES = 10 * 1024;

/** How much of a tool the message shows: all of it first, then less, until the tools fit. */
interface Detail {
  paths: number;
  /** Longest `description` kept inside the input schema; 0 drops them. */
  schemaText: number;
  description: number;
  /** Schemas reduced to names, types, enums (≤ 10 values) and required. */
  skeleton: boolean;
}
const LEVELS: Detail[] = [
  {
    paths: Number.POSITIVE_INFINITY,
    schemaText: Number.POSITIVE_INFINITY,
    description: MAX_DESCRIPTION,
    skeleton: false,
  },
  { paths: 40, schemaText: 160, description: MAX_DESCRIPTION, skeleton: false },
  { paths: 20, schemaText: 60, description: 200, skeleton: false },
  { paths: 12, schemaText: 0, description: 120, skeleton: false },
  { paths: 8, schemaText: 0, description: 80, skeleton: true },
];

const SKELETON_KEYS = new Set(["type", "required", "format", "const", "$ref"]);
const COMBINERS = ["anyOf", "oneOf", "allOf"];

/** Names, types, enums (≤ 10 values), required: what a call needs, nothing else. */
function skeleton(node: unknown, depth = 0): unknown {
  if (typeof node !== "object" || node === null || Array.isArray(node) || depth > 16) return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (SKELETON_KEYS.has(k)) out[k] = v;
    else if (k === "enum" && Array.isArray(v)) out[k] = v.slice(0, 10);
    else if (k === "items") out[k] = skeleton(v, depth + 1);
    else if (
      (k === "properties" || k === "$defs" || k === "definitions") &&
      typeof v === "object" &&
      v !== null
    )
      out[k] = Object.fromEntries(Object.entries(v).map(([name, sub]) => [name, skeleton(sub, depth + 1)]));
    else if (COMBINERS.includes(k) && Array.isArray(v)) out[k] = v.map((sub) => skeleton(sub, depth + 1));
  }
  return out;
}

/** A copy of the schema with every `description` text cut to `max` characters (0 drops them). */
function cutTexts(node: unknown, max: number, depth = 0): unknown {
  if (Array.isArray(node)) return node.map((n) => cutTexts(n, max, depth + 1));
  if (typeof node !== "object" || node === null || depth > 32) return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    // A string under "description" is text; a property named "description" holds a schema object.
    if (k === "description" && typeof v === "string") {
      if (max > 0) out[k] = v.slice(0, max);
    } else out[k] = cutTexts(v, max, depth + 1);
  }
  return out;
}

const shrinkSchema = (schema: unknown, d: Detail) =>
  d.skeleton ? skeleton(schema) : cutTexts(schema, d.schemaText);

function toolData(cap: Capability, d: Detail) {
  const shape = declaredRecordShape(cap);
  const prefix = shape.collectionPath ? `${shape.collectionPath}.` : undefined;
  const all = [...shape.paths.keys()].filter((p) => !prefix || !p.startsWith(prefix));
  // Shallow paths first (ids and names of the record), in declaration order within a depth.
  const depth = (p: string) => p.split(".").length;
  const paths =
    all.length > d.paths
      ? all
          .map((p, i) => ({ p, i }))
          .sort((a, b) => depth(a.p) - depth(b.p) || a.i - b.i)
          .slice(0, d.paths)
          .map((x) => x.p)
      : all;
  return {
    id: cap.id,
    entity: cap.entity,
    operation: cap.operation,
    inputSchema: d === LEVELS[0] ? cap.inputSchema : shrinkSchema(cap.inputSchema, d),
    result: shape.collectionPath ? `collection at "${shape.collectionPath}"` : "record",
    referenceablePaths: paths,
    ...(paths.length < all.length ? { morePaths: all.length - paths.length } : {}),
    identityFields: cap.identityFields,
    description: cap.description.slice(0, d.description),
  };
}

/**
 * A tool still over its share of the bound at the last level: its prompt card (input names, `*` =
 * required, as many as fit), the schema itself left out.
 */
function card(cap: Capability, share: number) {
  const c = toPromptCard(cap);
  const shape = declaredRecordShape(cap);
  for (let n = c.inputs.length; ; n--) {
    const data = {
      id: c.id,
      entity: c.entity,
      operation: c.operation,
      inputs: c.inputs.slice(0, n),
      ...(n < c.inputs.length ? { moreInputs: c.inputs.length - n } : {}),
      inputSchema: "omitted: too large for the planner payload",
      result: shape.collectionPath ? `collection at "${shape.collectionPath}"` : "record",
      identityFields: cap.identityFields.slice(0, 4),
    };
    if (n === 0 || Buffer.byteLength(JSON.stringify(data), "utf8") <= share) return data;
  }
}

/**
 * The candidates' JSON at the richest level that fits MAX_TOOLS_BYTES; past the last level, every
 * tool gets an equal share and one still over it is shown as its card.
 */
export function toolsJson(candidates: Capability[]): string {
  for (const d of LEVELS) {
    const json = JSON.stringify(candidates.map((c) => toolData(c, d)));
    if (Buffer.byteLength(json, "utf8") <= MAX_TOOLS_BYTES) return json;
  }
  const last = LEVELS[LEVELS.length - 1];
  const share = Math.floor(MAX_TOOLS_BYTES / Math.max(1, candidates.length)) - 1;
  return JSON.stringify(
    candidates.map((c) => {
      const data = toolData(c, last);
      return Buffer.byteLength(JSON.stringify(data), "utf8") <= share ? data : card(c, share);
    }),
  );
}

export function renderUserMessage(input: PlannerInput): string {
  const parts: string[] = [`Question (untrusted): ${JSON.stringify(input.question)}`];
  parts.push(`Tools (JSON; "description" is untrusted remote text):\n${toolsJson(input.candidates)}`);
  if (input.selection && input.selection.rows.length > 0) {
    const { entity, identityFields, rows } = input.selection;
    parts.push(
      `current_selection (untrusted data): ${JSON.stringify({ entity, identityFields, rowCount: rows.length, rows: rows.slice(0, MAX_ROWS) })}`,
    );
  }
  if (input.recent?.length) parts.push(`Recent turns: ${JSON.stringify(input.recent.slice(-3))}`);
  if (input.kbEvidence?.length)
    parts.push(`kbEvidence (untrusted): ${JSON.stringify(input.kbEvidence.slice(0, MAX_EVIDENCE))}`);
  const families = input.omittedFamilies ?? [];
  if (families.length) {
    const more = families.length - MAX_FAMILIES;
    parts.push(
      `Omitted families: ${JSON.stringify(families.slice(0, MAX_FAMILIES))}${more > 0 ? ` (+${more} more families)` : ""}`,
    );
  }
  if (input.corrections?.length) {
    parts.push(
      `Your previous plan was rejected. Previous plan: ${JSON.stringify(input.previousPlan ?? null)}`,
    );
    parts.push(`Issues to fix (JSON): ${JSON.stringify(input.corrections)}`);
  }
  return parts.join("\n\n");
}
