/**
 * Size bound for JSON payloads that are recorded or shown (DESIGN.md §7 "lib/security (masking,
 * limits)"). The result's UTF-8 JSON never exceeds `maxBytes`: strings are cut with a visible suffix,
 * arrays keep a prefix and end with a `{ _truncated: true, omitted }` marker element, and every object
 * on the path to a cut carries `_truncated: true`, so a reader can tell a partial payload at its root.
 */

export const TRUNCATED_KEY = "_truncated";

/** Own data property even for `__proto__`, so hostile keys cannot reach a prototype. */
export function defineKey(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

const encoder = new TextEncoder();
export function byteLength(text: string): number {
  return encoder.encode(text).length;
}
export function jsonBytes(value: unknown): number {
  return byteLength(JSON.stringify(value) ?? "null");
}

const STRING_CUT = "…[truncated]";
const ARRAY_MARKER_RESERVE = jsonBytes({ [TRUNCATED_KEY]: true, omitted: 1_000_000_000 }) + 1;
const OBJECT_MARKER_RESERVE = byteLength(`,"${TRUNCATED_KEY}":true`);

export interface Fitted {
  value: unknown;
  truncated: boolean;
}

/** Copy of `value` whose JSON is at most `maxBytes` bytes (the value itself when it already fits). */
export function boundJson(value: unknown, maxBytes: number): Fitted {
  if (jsonBytes(value) <= maxBytes) return { value, truncated: false };
  // Accounting below is conservative; the loop only guards against an off-by-a-few estimate.
  for (let budget = maxBytes; budget > 16; budget = Math.floor(budget * 0.9)) {
    const fitted = fitValue(value, budget);
    if (fitted && jsonBytes(fitted.value) <= maxBytes) return fitted;
  }
  return { value: { [TRUNCATED_KEY]: true }, truncated: true };
}

/** A copy of `value` whose JSON is at most `budget` bytes, or undefined when nothing useful fits. */
function fitValue(value: unknown, budget: number): Fitted | undefined {
  const size = jsonBytes(value);
  if (size <= budget) return { value, truncated: false };
  if (typeof value === "string") return fitString(value, budget);
  if (Array.isArray(value)) return fitArray(value, budget);
  if (value !== null && typeof value === "object") return fitObject(value as Record<string, unknown>, budget);
  return undefined;
}

function fitString(text: string, budget: number): Fitted | undefined {
  const points = Array.from(text);
  const render = (n: number) => `${points.slice(0, n).join("")}${STRING_CUT}`;
  if (jsonBytes(render(0)) > budget) return budget >= 2 ? { value: "", truncated: true } : undefined;
  let lo = 0;
  let hi = points.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (jsonBytes(render(mid)) <= budget) lo = mid;
    else hi = mid - 1;
  }
  return { value: render(lo), truncated: true };
}

function isArrayMarker(value: unknown): value is { omitted: number } {
  if (value === null || typeof value !== "object") return false;
  const record = value as Record<string, unknown>;
  return (
    record[TRUNCATED_KEY] === true && typeof record.omitted === "number" && Object.keys(record).length === 2
  );
}

function fitArray(all: unknown[], budget: number): Fitted | undefined {
  // The masking pass may already have cut the array; carry its count instead of treating it as an item.
  const last = all[all.length - 1];
  const alreadyOmitted = isArrayMarker(last) ? last.omitted : 0;
  const items = alreadyOmitted > 0 ? all.slice(0, -1) : all;
  if (budget < 2 + ARRAY_MARKER_RESERVE) return budget >= 2 ? { value: [], truncated: true } : undefined;
  const out: unknown[] = [];
  let used = 2;
  const room = () => budget - used - ARRAY_MARKER_RESERVE - (out.length > 0 ? 1 : 0);
  for (const item of items) {
    const size = jsonBytes(item);
    if (size <= room()) {
      used += size + (out.length > 0 ? 1 : 0);
      out.push(item);
      continue;
    }
    // One partially kept item is more useful than an empty list (a single huge record).
    if (out.length === 0) {
      const partial = fitValue(item, room());
      if (partial) {
        used += jsonBytes(partial.value);
        out.push(partial.value);
      }
    }
    break;
  }
  const omitted = items.length - out.length + alreadyOmitted;
  if (omitted > 0) out.push({ [TRUNCATED_KEY]: true, omitted });
  return { value: out, truncated: true };
}

function fitObject(source: Record<string, unknown>, budget: number): Fitted | undefined {
  if (budget < 2 + OBJECT_MARKER_RESERVE) return undefined;
  const out: Record<string, unknown> = {};
  let used = 2;
  let first = true;
  for (const key of Object.keys(source)) {
    if (key === TRUNCATED_KEY) continue;
    const keyBytes = jsonBytes(key) + 1 + (first ? 0 : 1);
    const room = budget - used - keyBytes - OBJECT_MARKER_RESERVE;
    if (room <= 0) break;
    const child = fitValue(source[key], room);
    if (!child) continue;
    defineKey(out, key, child.value);
    used += keyBytes + jsonBytes(child.value);
    first = false;
  }
  defineKey(out, TRUNCATED_KEY, true);
  return { value: out, truncated: true };
}
