/**
 * Masks sensitive values and bounds payload size before anything is recorded (ShadowReport, turn
 * evidence, logs). DESIGN.md §4: shadow reports store plans and results "with sensitive values
 * masked". Two independent signals mask a value:
 * - the key it sits under names a secret or personal datum (password, token, secret, authorization,
 *   api key, email, phone, card number, …) — the whole value is replaced, nested values included;
 * - the string itself looks like an email address, a phone number, a payment card number (Luhn-valid,
 *   13–19 digits), a bearer credential or a well-known API token format.
 * Size is bounded afterwards: strings are cut, arrays end with a `{ _truncated: true, omitted }`
 * marker element, and every object on the path to a cut carries `_truncated: true`.
 */
import { wordMemo } from "@/lib/semantics/words";
import { boundJson, byteLength, defineKey, TRUNCATED_KEY } from "./limits";

export { TRUNCATED_KEY };
export const MASK = "[masked]";
export const DEFAULT_MAX_BYTES = 64 * 1024;

export interface MaskOptions {
  /** Upper bound of the UTF-8 JSON size of the result. Default 64 KiB. */
  maxBytes?: number;
  /** Nesting deeper than this is replaced by a marker. Default 32. */
  maxDepth?: number;
}

export interface MaskReport {
  value: unknown;
  /** Number of values replaced by a mask. */
  masked: number;
  /** True when anything was cut to respect maxBytes or maxDepth. */
  truncated: boolean;
  /** UTF-8 bytes of `JSON.stringify(value)`. */
  bytes: number;
}

/** Masked, size-bounded copy of `value` (JSON-compatible). The input is never mutated. */
export function maskSensitive(value: unknown, options: MaskOptions = {}): unknown {
  return maskPayload(value, options).value;
}

/** Like maskSensitive, with counts for the caller to record. */
export function maskPayload(value: unknown, options: MaskOptions = {}): MaskReport {
  const maxBytes = Math.max(64, Math.floor(options.maxBytes ?? DEFAULT_MAX_BYTES));
  const state: MaskState = { masked: 0, truncated: false, maxBytes, maxDepth: options.maxDepth ?? 32 };
  const masked = maskValue(value, false, 0, state, new WeakSet());
  const fitted = boundJson(masked, maxBytes);
  const text = JSON.stringify(fitted.value) ?? "null";
  return {
    value: fitted.value,
    masked: state.masked,
    truncated: state.truncated || fitted.truncated,
    bytes: byteLength(text),
  };
}

// ---------------------------------------------------------------------------------------------
// Keys

/** Words that make a key sensitive on their own (`customer_email`, `accessToken`, `X-Auth-Token`). */
const SENSITIVE_WORDS = new Set([
  "password",
  "passwd",
  "passphrase",
  "pwd",
  "secret",
  "secrets",
  "token",
  "authorization",
  "auth",
  "cookie",
  "cookies",
  "credential",
  "credentials",
  "apikey",
  "email",
  "emails",
  "mail",
  "phone",
  "phones",
  "telephone",
  "card",
  "cardnumber",
  "cvv",
  "cvc",
  "iban",
  "ssn",
]);
/** Multi-word spellings, matched on the joined words (`api_key`, `x-api-key`, `credit_card`). */
const SENSITIVE_COMPOUNDS = [
  "apikey",
  "cardnumber",
  "creditcard",
  "privatekey",
  "emailaddress",
  "phonenumber",
];
/** A trailing word that makes the key describe metadata, not the secret (`token_count`, `max_tokens`). */
const METADATA_SUFFIX = new Set([
  "count",
  "counts",
  "total",
  "usage",
  "used",
  "limit",
  "budget",
  "length",
  "size",
  "type",
  "kind",
  "verified",
  "enabled",
]);

function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * True when a value stored under `key` must be masked whatever it looks like. Answered once per key as
 * written (`wordMemo`): every row of a result carries the same field names, and each one was split into
 * words and compared again for every row masked. The word lists are fixed above, so an answer never
 * goes stale.
 */
export const isSensitiveKey: (key: string) => boolean = wordMemo((key) => keyIsSensitive(key));

function keyIsSensitive(key: string): boolean {
  const words = keyWords(key);
  if (words.length === 0) return false;
  if (METADATA_SUFFIX.has(words[words.length - 1])) return false;
  if (words.some((w) => SENSITIVE_WORDS.has(w))) return true;
  const joined = words.join("");
  return SENSITIVE_COMPOUNDS.some((c) => joined.includes(c));
}

// ---------------------------------------------------------------------------------------------
// Values

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const BEARER = /\b(Bearer|Basic|Token)\s+[A-Za-z0-9._~+/=-]{8,}/gi;
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;
const KNOWN_TOKEN =
  /\b(?:sk-[A-Za-z0-9_-]{16,}|sk_(?:live|test)_[A-Za-z0-9]{10,}|gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|xox[abprs]-[A-Za-z0-9-]{10,}|AKIA[0-9A-Z]{16})\b/g;
/** Digit runs of 13–19 digits, optionally grouped by single spaces or dashes. */
const CARD_CANDIDATE = /(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])/g;
/**
 * Phone-shaped text: compact E.164 (`+14155552671`), or optional `+CC`, optional `(area)`, then 2–5 digit groups separated by spaces or
 * dashes. Not preceded or followed by word characters or dashes, so ids like `O-100001` and dashed
 * UUID parts never match.
 */
const PHONE_CANDIDATE =
  /(?<![\w+-])(?:\+\d{8,15}|(?:\+\d{1,3}[ -]?)?(?:\(\d{1,4}\)[ -]?)?\d{2,4}(?:[ -]\d{2,5}){1,4})(?![\w-])/g;
const ISO_DATE = /\d{4}-\d{2}-\d{2}/;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** Payment card numbers start with 2–6 (Mastercard, Amex, Visa, Discover …); this spares ms timestamps. */
function looksLikeCard(digits: string): boolean {
  return digits.length >= 13 && digits.length <= 19 && /^[2-6]/.test(digits) && luhnValid(digits);
}

function looksLikePhone(candidate: string): boolean {
  if (ISO_DATE.test(candidate)) return false;
  const digits = candidate.replace(/\D/g, "");
  if (digits.length < 9 || digits.length > 15) return false;
  if (candidate.startsWith("+") || candidate.includes("(")) return true;
  // Without a country code or area parentheses require a phone-like grouping, so number lists
  // such as "10 20 30 40 50" stay visible.
  const groups = candidate.split(/[ -]+/);
  return groups.length >= 3 && groups.some((g) => g.length >= 3);
}

interface MaskState {
  masked: number;
  truncated: boolean;
  maxBytes: number;
  maxDepth: number;
}

function maskString(text: string, state: MaskState): string {
  let out = text;
  if (out.length > state.maxBytes) {
    // Cheap pre-cut so the scans below never run over megabytes; boundJson does the exact cut.
    out = out.slice(0, state.maxBytes);
    state.truncated = true;
  }
  const count = (replacement: string) => () => {
    state.masked++;
    return replacement;
  };
  out = out.replace(BEARER, (_m, scheme: string) => {
    state.masked++;
    return `${scheme} ${MASK}`;
  });
  out = out.replace(JWT, count("[masked:token]"));
  out = out.replace(KNOWN_TOKEN, count("[masked:token]"));
  out = out.replace(EMAIL, count("[masked:email]"));
  out = out.replace(CARD_CANDIDATE, (m) => {
    if (!looksLikeCard(m.replace(/\D/g, ""))) return m;
    state.masked++;
    return "[masked:card]";
  });
  out = out.replace(PHONE_CANDIDATE, (m) => {
    if (!looksLikePhone(m)) return m;
    state.masked++;
    return "[masked:phone]";
  });
  return out;
}

function maskValue(
  value: unknown,
  forced: boolean,
  depth: number,
  state: MaskState,
  seen: WeakSet<object>,
): unknown {
  switch (typeof value) {
    case "string":
      if (forced) {
        state.masked++;
        return MASK;
      }
      return maskString(value, state);
    case "number":
      if (forced) {
        state.masked++;
        return MASK;
      }
      if (!Number.isFinite(value)) return null;
      if (Number.isInteger(value) && looksLikeCard(String(Math.abs(value)))) {
        state.masked++;
        return "[masked:card]";
      }
      return value;
    case "bigint":
      return forced ? MASK : maskString(value.toString(), state);
    case "boolean":
      return value;
    case "undefined":
    case "function":
    case "symbol":
      return undefined;
  }
  if (value === null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (ArrayBuffer.isView(value)) return `[binary ${value.byteLength} bytes]`;
  const obj = value as object;
  if (seen.has(obj)) return "[circular]";
  if (depth >= state.maxDepth) {
    state.truncated = true;
    return "[depth limit]";
  }
  seen.add(obj);
  try {
    if (Array.isArray(obj)) {
      // Items beyond maxBytes/2 can never fit (each costs at least two bytes); skip masking them.
      const limit = Math.min(obj.length, Math.ceil(state.maxBytes / 2));
      const out: unknown[] = [];
      for (let i = 0; i < limit; i++) out.push(maskValue(obj[i], forced, depth + 1, state, seen) ?? null);
      if (limit < obj.length) {
        state.truncated = true;
        out.push({ [TRUNCATED_KEY]: true, omitted: obj.length - limit });
      }
      return out;
    }
    const source =
      obj instanceof Error ? { name: obj.name, message: obj.message } : (obj as Record<string, unknown>);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(source)) {
      const child = maskValue(source[key], forced || isSensitiveKey(key), depth + 1, state, seen);
      if (child !== undefined) defineKey(out, key, child);
    }
    return out;
  } finally {
    seen.delete(obj);
  }
}
