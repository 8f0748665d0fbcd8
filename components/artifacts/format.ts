/**
 * Pure display formatting for artifact values (table cells, record cards, CSV). No React, no DOM:
 * every function is a deterministic function of its inputs so server and browser render alike
 * (the default locale is fixed rather than read from the environment for that reason).
 */
import { DISPLAY_COLUMN_TYPES, type DisplayColumnType } from "@/lib/chat/columns";
import {
  currencyFieldFor,
  enumCode,
  epochField,
  epochMillis,
  epochValue,
  fieldRole,
  minorAmount,
  moneyOf,
  recordNumberField,
} from "@/lib/semantics/fields";
import { plural } from "@/lib/semantics/words";

export type ColumnType = DisplayColumnType;
export const COLUMN_TYPES = DISPLAY_COLUMN_TYPES;

export type StatusTone = "success" | "info" | "warning" | "danger" | "neutral";

export interface FormatOptions {
  locale?: string;
  /** Applies to datetimes only: a date-only value has no time zone and is always shown as written. */
  timeZone?: string;
  /** The row or record the value belongs to; its currency field prices money values. */
  row?: Record<string, unknown>;
  /** The row's field holding the currency code (a money column's `currencyKey`); `currency` when unset. */
  currencyKey?: string;
  /** Currency when neither the value nor the row names one. */
  currency?: string;
  /** Money of this column is in minor units (the connection says cents): 1999 is 19.99. */
  minorUnits?: boolean;
}

export type FormattedValue =
  | { kind: "empty"; text: string }
  | { kind: "text"; text: string; title?: string }
  | { kind: "number"; text: string }
  | { kind: "date"; text: string; title: string }
  | { kind: "boolean"; text: string; value: boolean }
  | { kind: "status"; text: string; tone: StatusTone; raw: string }
  | { kind: "nested"; text: string; title: string };

export const DEFAULT_LOCALE = "en-GB";
export const DEFAULT_CURRENCY = "EUR";
const EMPTY = "—";
const LONG_TEXT = 40;
const MAX_TITLE_CHARS = 4_000;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(locale: string, opts: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(opts)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, opts);
    formatters.set(key, f);
  }
  return f as Intl.NumberFormat;
}
function dateFormat(locale: string, opts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(opts)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, opts);
    formatters.set(key, f);
  }
  return f as Intl.DateTimeFormat;
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** A finite number from a number or a numeric string ("1234.5"); otherwise null. */
export function toNumber(v: unknown): number | null {
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (typeof v === "string" && v.trim() !== "" && /^[-+]?\d*\.?\d+(e[-+]?\d+)?$/i.test(v.trim())) {
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/**
 * The number inside a value: a number, a numeric string, or a money object's amount in major units
 * (`moneyOf`: `{amount_cents: 1999, currency}` is 19.99), else an object's `amount`/`value`.
 */
export function numericValue(v: unknown, minorUnits = false, currency?: unknown): number | null {
  if (!isPlainObject(v)) {
    const n = toNumber(v);
    // A whole amount in minor units, priced by its row's currency (JPY has none: 500 stays 500).
    return n !== null &&
      minorUnits &&
      Number.isInteger(n) &&
      typeof currency === "string" &&
      /^[A-Za-z]{3}$/.test(currency)
      ? minorAmount(n, currency)
      : n;
  }
  return moneyOf(v, minorUnits)?.amount ?? toNumber(v.amount ?? v.value);
}

export function formatNumber(n: number, integer = false, locale = DEFAULT_LOCALE): string {
  return numberFormat(locale, integer ? { maximumFractionDigits: 0 } : { maximumFractionDigits: 3 }).format(
    n,
  );
}

/** "€ 1,234.50": symbol, a space, then the amount (sign before the symbol). Unknown codes print the code. */
export function formatMoney(amount: number, currency = DEFAULT_CURRENCY, locale = DEFAULT_LOCALE): string {
  const code = currency.trim().toUpperCase();
  const sign = amount < 0 ? "-" : "";
  try {
    const parts = numberFormat(locale, { style: "currency", currency: code }).formatToParts(Math.abs(amount));
    const symbol = parts
      .filter((p) => p.type === "currency")
      .map((p) => p.value)
      .join("");
    const digits = parts
      .filter((p) => p.type !== "currency" && p.type !== "literal")
      .map((p) => p.value)
      .join("");
    return `${sign}${symbol} ${digits}`;
  } catch {
    // RangeError for a code Intl does not know: keep the amount readable rather than failing the cell.
    const digits = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      Math.abs(amount),
    );
    return `${sign}${code} ${digits}`;
  }
}

/** "YYYY-MM-DD" → "14 Mar 2024". Read as a calendar date (UTC) so no time zone shifts the day. */
export function formatDate(value: string, locale = DEFAULT_LOCALE): string | null {
  const m = DATE_ONLY.exec(value);
  const t = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Date.parse(value);
  if (Number.isNaN(t)) return null;
  return dateFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(t);
}

export function formatDateTime(value: string, locale = DEFAULT_LOCALE, timeZone?: string): string | null {
  if (DATE_ONLY.test(value)) return formatDate(value, locale);
  const t = Date.parse(value);
  if (Number.isNaN(t)) return null;
  return dateFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(t);
}

const TONES: Record<string, StatusTone> = {};
for (const [tone, words] of [
  [
    "success",
    "active delivered paid completed complete done succeeded success ok resolved approved fulfilled in_stock available healthy",
  ],
  ["info", "shipped in_transit processing open in_progress new sent confirmed scheduled out_for_delivery"],
  [
    "warning",
    "pending on_hold awaiting awaiting_payment partially_shipped backorder backordered low_stock draft label_created review",
  ],
  [
    "danger",
    "cancelled canceled failed error exception rejected overdue blocked lost returned declined out_of_stock",
  ],
] as const) {
  for (const w of words.split(" ")) TONES[w] = tone;
}

export function statusTone(status: string): StatusTone {
  const key = status
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  return TONES[key] ?? "neutral";
}

/** "in_transit" → "In transit". */
export function humanizeStatus(status: string): string {
  const s = status.replace(/[_-]+/g, " ").trim();
  return s ? s[0].toUpperCase() + s.slice(1).toLowerCase() : s;
}

const ACRONYMS = new Set(["id", "sku", "url", "vat", "iban", "eta", "api", "ip", "uuid"]);
/** "customer_id" → "Customer ID", "orderDate" → "Order date". */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  return words
    .map((w, i) => (ACRONYMS.has(w) ? w.toUpperCase() : i === 0 ? w[0].toUpperCase() + w.slice(1) : w))
    .join(" ");
}

/** English plural of a (singular) entity name; count 1 keeps it singular. */
export function pluralize(word: string, count = 2): string {
  return count === 1 ? word : plural(word);
}

/** "2 customers", or "Showing 1,234 of 10,000 orders" when a filter hides some. */
export function countLabel(shown: number, total: number, entity: string, locale = DEFAULT_LOCALE): string {
  const n = (v: number) => formatNumber(v, true, locale);
  if (shown === total) return `${n(total)} ${pluralize(entity, total)}`;
  return `Showing ${n(shown)} of ${n(total)} ${pluralize(entity, total)}`;
}

const LABEL_KEYS = [
  "name",
  "full_name",
  "display_name",
  "title",
  "label",
  "customer_name",
  "product_name",
  "code",
];

/** "3 items", "Milano" (an object's own name), "a, b, c" for a short list of primitives. */
export function summarizeNested(value: unknown): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return "No items";
    if (value.every((v) => v === null || ["string", "number", "boolean"].includes(typeof v))) {
      const joined = value.map((v) => String(v ?? EMPTY)).join(", ");
      if (joined.length <= LONG_TEXT) return joined;
    }
    return `${value.length} ${value.length === 1 ? "item" : "items"}`;
  }
  if (isPlainObject(value)) {
    for (const k of LABEL_KEYS) {
      const v = value[k];
      if (typeof v === "string" && v) return v;
    }
    // A reference to another record (`policy: {id, policyNumber}`) reads as its number, not "2 fields".
    const numberKey = recordNumberField(value);
    if (numberKey) return String(value[numberKey]);
    const n = Object.keys(value).length;
    return n === 0 ? "Empty" : `${n} ${n === 1 ? "field" : "fields"}`;
  }
  return String(value);
}

function fullJson(value: unknown): string {
  const s = JSON.stringify(value, null, 2) ?? String(value);
  return s.length > MAX_TITLE_CHARS ? `${s.slice(0, MAX_TITLE_CHARS)}…` : s;
}

/** Money is shown as money only with a currency: the row's (its column's `currencyKey`), or one the caller knows. */
function currencyOf(opts: FormatOptions): string | undefined {
  const key = opts.currencyKey ?? (opts.row ? currencyFieldFor(Object.keys(opts.row)) : undefined);
  const fromRow = key ? opts.row?.[key] : undefined;
  if (typeof fromRow === "string" && /^[A-Za-z]{3}$/.test(fromRow)) return fromRow;
  return opts.currency;
}

export function formatValue(value: unknown, type: ColumnType, opts: FormatOptions = {}): FormattedValue {
  const locale = opts.locale ?? DEFAULT_LOCALE;
  if (value === null || value === undefined || value === "") return { kind: "empty", text: EMPTY };

  // Money may arrive as an object ({amount, currency}, {value, currency_code}, {amount_cents, currency}).
  if (type === "money" && isPlainObject(value)) {
    const money = moneyOf(value, opts.minorUnits);
    if (money) return { kind: "number", text: formatMoney(money.amount, money.currency, locale) };
    const amount = numericValue(value);
    const cur = typeof value.currency === "string" ? value.currency : currencyOf(opts);
    if (amount !== null && cur) return { kind: "number", text: formatMoney(amount, cur, locale) };
  }
  if (typeof value === "object")
    return { kind: "nested", text: summarizeNested(value), title: fullJson(value) };

  switch (type) {
    case "money": {
      const n = toNumber(value);
      const cur = currencyOf(opts);
      // A count or a total without a currency is a number, never "€ 4.00".
      if (n !== null && cur) {
        const amount = opts.minorUnits && Number.isInteger(n) ? minorAmount(n, cur) : n;
        return { kind: "number", text: formatMoney(amount, cur, locale) };
      }
      if (n !== null) return { kind: "number", text: formatNumber(n, false, locale) };
      break;
    }
    case "number":
    case "integer": {
      const n = toNumber(value);
      if (n !== null) return { kind: "number", text: formatNumber(n, type === "integer", locale) };
      break;
    }
    case "date":
    case "datetime": {
      // A Unix time (seconds or milliseconds) is shown as the moment it counts to.
      const raw = epochValue(value) ? new Date(epochMillis(value)).toISOString() : String(value);
      const text = type === "date" ? formatDate(raw, locale) : formatDateTime(raw, locale, opts.timeZone);
      if (text !== null) return { kind: "date", text, title: raw };
      break;
    }
    case "boolean": {
      const b =
        value === true || value === "true" ? true : value === false || value === "false" ? false : null;
      if (b !== null) return { kind: "boolean", text: b ? "Yes" : "No", value: b };
      break;
    }
    case "status": {
      const raw = String(value);
      return { kind: "status", text: humanizeStatus(raw), tone: statusTone(raw), raw };
    }
    case "string":
    case "json":
      break;
  }
  const text = String(value);
  return text.length > LONG_TEXT ? { kind: "text", text, title: text } : { kind: "text", text };
}

/** Plain text of a formatted value (search, labels). */
export function displayText(value: unknown, type: ColumnType, opts: FormatOptions = {}): string {
  const f = formatValue(value, type, opts);
  return f.kind === "empty" ? "" : f.text;
}

/** A column type for a value without metadata (record cards), from its key and shape. */
export function inferType(key: string, value: unknown): ColumnType {
  // A money object is money by its structure, whatever its key is called.
  if (moneyOf(value)) return "money";
  if (value !== null && typeof value === "object") return "json";
  if (typeof value === "boolean") return "boolean";
  const tokens = key
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .split(/[_\s-]+/);
  if (typeof value === "number") {
    if (epochField(key, value)) return "datetime";
    // Money only by name (and shown as money only with a currency); years (`born: 1606`) and ids as written.
    const role = fieldRole(key, { values: [value] });
    if (role === "money") return "money";
    if (role === "year" || role === "identifier") return "string";
    return Number.isInteger(value) ? "integer" : "number";
  }
  if (typeof value === "string") {
    if (tokens.at(-1) === "status" || tokens.at(-1) === "state") return "status";
    // An enum code (`WATER_DAMAGE`) reads as "Water damage", like a status.
    if (enumCode(value) && !fieldRole(key)) return "status";
    if (DATE_ONLY.test(value)) return "date";
    if (ISO_DATETIME.test(value) && !Number.isNaN(Date.parse(value))) return "datetime";
  }
  return "string";
}

/** The milliseconds of a date value: an ISO text, or a Unix time in seconds or milliseconds. */
const timeOf = (v: unknown) => (typeof v === "number" ? epochMillis(v) : Date.parse(String(v)));

/** Ascending comparison by type; null and undefined sort after every value. */
export function compareValues(a: unknown, b: unknown, type: ColumnType, minorUnits = false): number {
  const aNil = a === null || a === undefined || a === "";
  const bNil = b === null || b === undefined || b === "";
  if (aNil || bNil) return aNil === bNil ? 0 : aNil ? 1 : -1;
  switch (type) {
    case "number":
    case "integer":
    case "money": {
      const x = numericValue(a, minorUnits);
      const y = numericValue(b, minorUnits);
      if (x !== null && y !== null) return x - y;
      break;
    }
    case "date":
    case "datetime": {
      const x = timeOf(a);
      const y = timeOf(b);
      if (!Number.isNaN(x) && !Number.isNaN(y)) return x - y;
      break;
    }
    case "boolean":
      return Number(a === true || a === "true") - Number(b === true || b === "true");
    case "json":
      if (Array.isArray(a) && Array.isArray(b)) return a.length - b.length;
      break;
    case "string":
    case "status":
      break;
  }
  return collator.compare(
    typeof a === "object" ? summarizeNested(a) : String(a),
    typeof b === "object" ? summarizeNested(b) : String(b),
  );
}
const collator = new Intl.Collator(DEFAULT_LOCALE, { numeric: true, sensitivity: "base" });

/** "Riccardo Lorini · #C-1042": a short human label for one row. */
export function rowLabel(
  row: Record<string, unknown>,
  identityFields: string[],
  columns: { key: string; type: ColumnType }[],
): string {
  const name =
    LABEL_KEYS.map((k) => row[k]).find((v): v is string => typeof v === "string" && v.length > 0) ??
    columns
      .filter((c) => c.type === "string" && !identityFields.includes(c.key))
      .map((c) => row[c.key])
      .find((v): v is string => typeof v === "string" && v.length > 0);
  const idKey = identityFields.find((k) => row[k] !== null && row[k] !== undefined && row[k] !== "");
  const id = idKey ? `#${String(row[idKey])}` : undefined;
  return [name, id].filter(Boolean).join(" · ");
}

/* ---------- CSV ---------- */

/** Raw value for a spreadsheet: numbers stay numbers, dates stay ISO, nested values become JSON. */
export function csvValue(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * RFC 4180 quoting (fields with a comma, quote, CR or LF are quoted, quotes doubled). Text that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed with an apostrophe
 * (OWASP CSV injection); real numbers pass through untouched so negatives stay numeric.
 */
export function csvField(value: unknown): string {
  let s = csvValue(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export function toCsv(columns: { key: string; label: string }[], rows: Record<string, unknown>[]): string {
  const lines = [columns.map((c) => csvField(c.label)).join(",")];
  for (const row of rows) lines.push(columns.map((c) => csvField(row[c.key])).join(","));
  return lines.join("\r\n");
}

export function csvFileName(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${slug || "table"}.csv`;
}
