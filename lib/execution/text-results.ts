/**
 * Reading a tool's answer written as TEXT for a model to read (issue 9): many community MCP servers
 * (Python, FastMCP) answer a list with a markdown table or bullet lines under a "Found 23 … (page 1 of
 * 2):" line, a record with "Key: value" lines, an empty result with "No … match." and an error with
 * "Error: …" — without isError, without JSON. Only lib/execution/collection.ts reads this module.
 * Shapes read, nothing else guessed:
 * - a markdown table (a header row, a `|---|` row): one record per row, the header cells as fields;
 * - bullet or numbered lines (`- …`, `* …`, `• …`, `1. …`): one record per line, holding its text and
 *   the id it leads with or names (`#4812 …`, `… (id: 42)`, `… id=PX12 …`); indented lines continue it;
 * - "Key: value" lines (most of the text): one record, a key with no value and indented items under
 *   it is a list, a heading line above them its `title` (and its id: "Pipeline #4812");
 * - a first line "Found 23 pipelines (page 1 of 7):" / "Showing 1-20 of 340": the total;
 * - one line "No pipelines match." / "Found 0 …" / "There are no …": an honest empty answer;
 * - a short text opening with "Error:": an error, never data.
 */
import { identifierParts } from "@/lib/semantics/words";
import type { JsonRecord } from "./types";

export type TextReading =
  | { shape: "error"; message: string }
  | { shape: "empty"; total: 0 }
  | { shape: "rows"; records: JsonRecord[]; total?: number }
  | { shape: "record"; record: JsonRecord }
  | { shape: "text" };

const ERROR_LINE = /^(?:error|err)\b\s*(?:\(\w+\)\s*)?:\s*\S/i;
/** A whole answer saying nothing matched: "No pipelines match.", "Found 0 runners", "There are no users". */
const EMPTY_LINE =
  /^(?:no\b[^.\n]{0,80}?\b(?:match(?:es|ed)?|found|results?|exist)\b|no (?:results?|matches|records|items|data)\b|found\s+0\b|0\s+(?:results?|matches|records|items)\b|there (?:are|were|is) no\b|nothing (?:found|matche[sd]|to show)\b)/i;
const TOTAL_PATTERNS = [
  /^(?:found|returned|showing|listing)\s+(\d[\d,]*)\b(?!\s*[-–]\s*\d)/i,
  /^(\d[\d,]*)\s+(?:\w+\s+){0,2}?(?:found|matche[sd]|results?|in total)\b/i,
  /\b(?:showing|displaying|results?)\s+\d[\d,]*\s*[-–]\s*\d[\d,]*\s+of\s+(\d[\d,]*)\b/i,
  /\btotal(?:\s+count)?\s*[:=]?\s*(\d[\d,]*)\b/i,
];
const BULLET = /^(?:[-*•+]|\d{1,4}[.)])\s+(\S.*)$/;
const KEY_VALUE = /^([A-Za-z][\w .'’()/-]{0,40}?)\s*:(?:\s+(\S.*))?$/;
const TABLE_RULE = /^\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?$/;
const NONE_CELLS = new Set(["", "—", "–", "-", "n/a", "N/A", "null", "None"]);

const isIndented = (line: string) => /^\s+\S/.test(line);
const fieldName = (label: string) => identifierParts(label).join("_") || label.trim();

/** A cell or a value as written: a whole number as a number, an empty mark as null, else the text. */
function cellValue(raw: string): string | number | null {
  const text = raw.trim();
  if (NONE_CELLS.has(text)) return null;
  if (/^-?(?:0|[1-9]\d{0,14})(?:\.\d+)?$/.test(text)) return Number(text);
  return text;
}

function totalOf(line: string): number | undefined {
  for (const pattern of TOTAL_PATTERNS) {
    const m = pattern.exec(line);
    if (m) return Number(m[1].replace(/,/g, ""));
  }
  return undefined;
}

/** The id a line leads with (`#4812`, `#A-12`) or names (`(id: 42)`, `id=PX12`). */
function idOf(text: string): string | number | undefined {
  const lead = /^#([A-Za-z0-9][\w-]*)\b/.exec(text);
  const named = /(?:^|[\s(,[;])(?:id|ID|Id)\s*[:=#]\s*([A-Za-z0-9][\w.-]*)/.exec(text);
  const raw = lead?.[1] ?? named?.[1];
  if (raw === undefined) return undefined;
  return /^(?:0|[1-9]\d{0,14})$/.test(raw) ? Number(raw) : raw;
}

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\|/, "")
    .replace(/(?<!\\)\|$/, "")
    .split(/(?<!\\)\|/)
    .map((c) => c.replace(/\\\|/g, "|").trim());

function readTable(lines: string[]): JsonRecord[] | undefined {
  const at = lines.findIndex(
    (l, i) => l.trim().startsWith("|") && TABLE_RULE.test(lines[i + 1]?.trim() ?? ""),
  );
  if (at < 0) return undefined;
  const header = cellsOf(lines[at]).map(fieldName);
  if (header.length < 2 || header.some((h) => h === "")) return undefined;
  const records: JsonRecord[] = [];
  for (const line of lines.slice(at + 2)) {
    const t = line.trim();
    if (!t.startsWith("|")) continue;
    if (TABLE_RULE.test(t)) continue;
    const cells = cellsOf(t);
    // A repeated header (a second table of the same kind) is no row.
    if (cells.map(fieldName).join("|") === header.join("|")) continue;
    const record: JsonRecord = {};
    header.forEach((key, i) => {
      record[key] = cellValue(cells[i] ?? "");
    });
    records.push(record);
  }
  return records;
}

function readBullets(lines: string[]): JsonRecord[] | undefined {
  const records: JsonRecord[] = [];
  let top = 0;
  let bullets = 0;
  for (const line of lines) {
    if (!isIndented(line)) {
      top++;
      const m = BULLET.exec(line.trim());
      if (m) {
        bullets++;
        const text = m[1].trim();
        const id = idOf(text);
        records.push(id === undefined ? { text } : { id, text });
      }
      continue;
    }
    // An indented line continues the item above it.
    const last = records.at(-1);
    if (last) last.text = `${last.text}; ${line.trim().replace(BULLET, "$1")}`;
  }
  // Bullet lines are the answer: all top-level lines but a heading or a closing remark.
  if (bullets === 0 || bullets < top - 2) return undefined;
  return records;
}

function readKeyValues(lines: string[]): JsonRecord | undefined {
  const record: JsonRecord = {};
  let top = 0;
  let keyed = 0;
  let listKey: string | undefined;
  let title: string | undefined;
  for (const line of lines) {
    if (isIndented(line)) {
      if (listKey !== undefined) {
        const item = line.trim().replace(BULLET, "$1");
        (record[listKey] as string[]).push(item);
      }
      continue;
    }
    top++;
    listKey = undefined;
    const m = KEY_VALUE.exec(line.trim());
    if (!m || /^https?$/i.test(m[1])) {
      // A heading above the fields ("Pipeline #4812") names the record.
      if (keyed === 0 && title === undefined) title = line.trim();
      continue;
    }
    keyed++;
    const key = fieldName(m[1]);
    if (key in record) continue;
    if (m[2] === undefined) {
      record[key] = [];
      listKey = key;
    } else record[key] = cellValue(m[2]);
  }
  // Mostly "Key: value" lines (a title line and a remark aside).
  if (keyed < 2 || keyed < top * 0.6) return undefined;
  if (title === undefined) return record;
  const id = "id" in record ? undefined : idOf(title.replace(/^[^#]*(?=#)/, ""));
  // "Pipeline #4812" says no more than its id: no title of its own.
  const bare = id !== undefined && /^\p{L}+(?:\s\p{L}+)?\s+#\S+$/u.test(title);
  return { ...(id !== undefined ? { id } : {}), ...(bare ? {} : { title }), ...record };
}

/**
 * The message of a text answer that is an error — a short text (three lines at most) opening with
 * "Error:" — else undefined. Reads only the first lines, so every call's answer can be checked.
 */
export function textError(text: string): string | undefined {
  const lines: string[] = [];
  let at = 0;
  while (at <= text.length && lines.length <= 3) {
    const end = text.indexOf("\n", at);
    const line = text.slice(at, end < 0 ? text.length : end).trim();
    if (line !== "") lines.push(line);
    if (end < 0) break;
    at = end + 1;
  }
  return lines[0] !== undefined && ERROR_LINE.test(lines[0]) && lines.length <= 3
    ? text.trim().slice(0, 1000)
    : undefined;
}

/** Reads a text answer; `text` when no shape above is the answer's. */
export function readTextResult(text: string): TextReading {
  const message = textError(text);
  if (message !== undefined) return { shape: "error", message };
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "");
  if (lines.length === 0) return { shape: "text" };
  const first = lines[0].trim();
  const total = totalOf(first);
  if (lines.length === 1 && (EMPTY_LINE.test(first) || total === 0)) return { shape: "empty", total: 0 };
  const table = readTable(lines);
  if (table) return { shape: "rows", records: table, ...(total !== undefined ? { total } : {}) };
  const bullets = readBullets(lines);
  if (bullets) return { shape: "rows", records: bullets, ...(total !== undefined ? { total } : {}) };
  const record = readKeyValues(lines);
  if (record) return { shape: "record", record };
  return { shape: "text" };
}
