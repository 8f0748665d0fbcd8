/**
 * Turns a CallToolResult into a bounded value. Prefers structuredContent, else JSON text content,
 * else the plain text. Over the bound it shortens the collection (the largest array, at the top
 * level or one object below) so the result stays valid JSON with its other fields (`total`) intact,
 * instead of cutting a string in the middle of a record.
 */
import { parseJsonSteps } from "./json-steps";
import { runSliced, runSync, type Sliced } from "./sliced";

/** The parts of a tools/call result read here, typed loosely: the SDK's result type is a union. */
export interface RawToolResult {
  content?: unknown;
  structuredContent?: unknown;
  /** Pre-2025 servers (protocol 2024-10-07) answered with a bare `toolResult`. */
  toolResult?: unknown;
}

export const jsonBytes = (value: unknown): number =>
  value === undefined ? 0 : Buffer.byteLength(JSON.stringify(value) ?? "", "utf8");

/** Items sized between two points where the work may pause. */
const PAUSE_ITEMS = 128;
/** Left out of an object, null in an array (JSON.stringify). */
const unserializable = (value: unknown) =>
  value === undefined || typeof value === "function" || typeof value === "symbol";

/**
 * jsonBytes, summed part by part down to `depth` levels of plain arrays and objects (the UTF-8
 * length of a JSON text is the sum of its parts'): a 2 MB collection is sized item by item.
 */
function* jsonBytesSteps(value: unknown, depth = 2): Sliced<number> {
  if (depth < 0 || value === null || typeof value !== "object" || "toJSON" in value) return jsonBytes(value);
  if (Array.isArray(value)) {
    let bytes = 2 + Math.max(0, value.length - 1);
    for (let k = 0; k < value.length; k++) {
      const item: unknown = value[k];
      bytes += unserializable(item) ? 4 : yield* jsonBytesSteps(item, depth - 1);
      if (k % PAUSE_ITEMS === PAUSE_ITEMS - 1) yield;
    }
    return bytes;
  }
  let bytes = 2;
  let count = 0;
  for (const [key, child] of Object.entries(value)) {
    if (unserializable(child)) continue;
    bytes += jsonBytes(key) + 1 + (yield* jsonBytesSteps(child, depth - 1)) + (count > 0 ? 1 : 0);
    count += 1;
  }
  return bytes;
}

/** Text of all text items, joined; tool errors and non-JSON answers are reported with it. */
export function textOf(result: RawToolResult): string {
  if (!Array.isArray(result.content)) return "";
  return result.content
    .flatMap((item: { type?: unknown; text?: unknown }) =>
      item?.type === "text" && typeof item.text === "string" ? [item.text] : [],
    )
    .join("\n");
}

/** Longest text block read as a caption beside JSON blocks ("Found 3 invoice(s):", "Customer:"). */
const CAPTION_CHARS = 200;

/**
 * Several text blocks where the JSON ones are the answer and the rest are short captions — a server
 * that writes "Found 3 invoice(s):" and then the array, or "Customer:" and then the object, or one
 * block per record: the one JSON value, or several as an array. Undefined when any block is neither
 * JSON (an object or an array) nor a caption.
 */
function* captionedJsonSteps(result: RawToolResult, sliced: boolean): Sliced<unknown> {
  if (!Array.isArray(result.content)) return undefined;
  const texts = (result.content as Array<{ type?: unknown; text?: unknown }>).flatMap((item) =>
    item?.type === "text" && typeof item.text === "string" ? [item.text.trim()] : [],
  );
  if (texts.length < 2) return undefined;
  const values: unknown[] = [];
  for (const t of texts) {
    if (t === "") continue;
    if (t.startsWith("{") || t.startsWith("[")) {
      try {
        values.push(sliced ? yield* parseJsonSteps(t) : JSON.parse(t));
        continue;
      } catch {
        return undefined;
      }
    }
    if (t.length > CAPTION_CHARS) return undefined;
  }
  if (values.length === 0) return undefined;
  return values.length === 1 ? values[0] : values;
}

/** A CSV header cell: a column name without spaces ("UserID", "real_name", "Member Count" is not one). */
const CSV_COLUMN = /^[A-Za-z_][A-Za-z0-9_.]*$/;

/** The rows of a CSV text (RFC 4180: quoted cells, doubled quotes, line breaks inside quotes). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === "") quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += ch;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/**
 * A text answer that is a CSV table — a header of two or more distinct column names, then rows of
 * exactly that many cells (a server that answers `UserID,RealName,Email` and one line per record):
 * the records as objects, an empty cell as null; a header alone is no records. Undefined for
 * anything else (prose, a sentence with commas, ragged lines).
 */
export function csvTable(text: string): Record<string, string | null>[] | undefined {
  const body = text.trim();
  const firstBreak = body.search(/\r?\n/);
  const headerLine = firstBreak < 0 ? body : body.slice(0, firstBreak);
  const header = headerLine.split(",").map((h) => h.trim());
  if (header.length < 2 || !header.every((h) => CSV_COLUMN.test(h))) return undefined;
  if (new Set(header.map((h) => h.toLowerCase())).size !== header.length) return undefined;
  const rows = csvRows(body).slice(1);
  if (rows.some((r) => r.length !== header.length)) return undefined;
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] === "" ? null : r[i]])));
}

export function resultValue(result: RawToolResult): unknown {
  return runSync(resultValueSteps(result, false));
}

/** resultValue in slices of a few milliseconds (a cut answer's megabytes of text). */
export function resultValueSliced(result: RawToolResult): Promise<unknown> {
  return runSliced(resultValueSteps(result, true));
}

/** `sliced`: parsed in steps (a cut answer); otherwise by the native JSON.parse, faster in one go. */
function* resultValueSteps(result: RawToolResult, sliced: boolean): Sliced<unknown> {
  if (result.structuredContent !== undefined) return result.structuredContent;
  if (result.content === undefined && result.toolResult !== undefined) return result.toolResult;
  const text = textOf(result);
  if (text === "") return null;
  try {
    return sliced ? yield* parseJsonSteps(text) : JSON.parse(text);
  } catch {
    return (yield* captionedJsonSteps(result, sliced)) ?? csvTable(text) ?? text;
  }
}

export interface Bounded {
  value: unknown;
  truncated: boolean;
  bytes: number;
  originalBytes: number;
}

type Slot = { array: unknown[]; replace: (items: unknown[]) => unknown };

/** Candidate collections: the value itself, its array fields, and array fields of its object fields. */
function collectionSlots(value: unknown): Slot[] {
  if (Array.isArray(value)) return [{ array: value, replace: (items) => items }];
  if (!value || typeof value !== "object") return [];
  const slots: Slot[] = [];
  const record = value as Record<string, unknown>;
  for (const [key, child] of Object.entries(record)) {
    if (Array.isArray(child)) {
      slots.push({ array: child, replace: (items) => ({ ...record, [key]: items }) });
    } else if (child && typeof child === "object") {
      for (const [inner, grandchild] of Object.entries(child as Record<string, unknown>)) {
        if (Array.isArray(grandchild)) {
          slots.push({
            array: grandchild,
            replace: (items) => ({ ...record, [key]: { ...(child as object), [inner]: items } }),
          });
        }
      }
    }
  }
  return slots;
}

/** Longest prefix of the slot's array that fits: sizes are summed once, no repeated stringify. */
function* truncateSlot(slot: Slot, maxBytes: number): Sliced<{ value: unknown; bytes: number } | null> {
  const base = jsonBytes(slot.replace([]));
  if (base > maxBytes) return null;
  let bytes = base;
  let count = 0;
  for (const item of slot.array) {
    const next = bytes + jsonBytes(item) + (count > 0 ? 1 : 0); // +1 for the separating comma
    if (next > maxBytes) break;
    bytes = next;
    count += 1;
    if (count % PAUSE_ITEMS === 0) yield;
  }
  return { value: slot.replace(slot.array.slice(0, count)), bytes };
}

function truncateText(text: string, maxBytes: number): { value: string; bytes: number } | null {
  if (maxBytes < 2) return null;
  let cut = Buffer.from(text, "utf8")
    .subarray(0, maxBytes - 2)
    .toString("utf8")
    .replace(/\uFFFD$/, "");
  // Escapes (quotes, newlines) make the JSON form longer than the raw bytes: shrink until it fits.
  while (cut.length > 0 && jsonBytes(cut) > maxBytes)
    cut = cut.slice(0, Math.max(0, cut.length - (jsonBytes(cut) - maxBytes)));
  return { value: cut, bytes: jsonBytes(cut) };
}

/** null when no valid value fits (nothing to shorten, or the non-collection part alone is too big). */
export function boundValue(value: unknown, maxBytes: number): Bounded | null {
  return runSync(boundSteps(value, maxBytes, false));
}

/** boundValue in slices of a few milliseconds (a cut answer's megabytes), the event loop let run between them. */
export function boundValueSliced(value: unknown, maxBytes: number): Promise<Bounded | null> {
  return runSliced(boundSteps(value, maxBytes, true));
}

/** `sliced`: sized part by part (a cut answer); otherwise by one native JSON.stringify, faster in one go. */
function* boundSteps(value: unknown, maxBytes: number, sliced: boolean): Sliced<Bounded | null> {
  const size = (v: unknown) => (sliced ? jsonBytesSteps(v) : jsonBytesSteps(v, -1));
  const originalBytes = yield* size(value);
  if (originalBytes <= maxBytes) return { value, truncated: false, bytes: originalBytes, originalBytes };
  if (typeof value === "string") {
    const cut = truncateText(value, maxBytes);
    return cut && { ...cut, truncated: true, originalBytes };
  }
  let largest: Slot | undefined;
  let largestBytes = -1;
  const slots = collectionSlots(value);
  // One candidate needs no sizing (a 6 MB cut answer is then stringified once less).
  if (slots.length === 1) largest = slots[0];
  else
    for (const slot of slots) {
      const bytes = yield* size(slot.array);
      if (bytes > largestBytes) [largest, largestBytes] = [slot, bytes];
    }
  const cut = largest ? yield* truncateSlot(largest, maxBytes) : null;
  return cut && { ...cut, truncated: true, originalBytes };
}
