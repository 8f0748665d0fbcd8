/**
 * Strings are stored as well-formed Unicode (issue 10 item 7): a lone surrogate (`"\uD800"`, which
 * a browser can send) becomes U+FFFD instead of failing the write — Prisma's engine refuses such a
 * string, so a message or a title carrying one used to be lost. Applied to every query's arguments
 * by the client (lib/db/client.ts), Json values included. Returns the same reference when nothing
 * changed, so large rows are not copied.
 */
export function wellFormed<T>(value: T): T {
  return fix(value, 0) as T;
}

const MAX_DEPTH = 256;
/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The string with every lone surrogate replaced by U+FFFD (String.prototype.toWellFormed). */
export function wellFormedString(s: string): string {
  LONE_SURROGATE.lastIndex = 0;
  return LONE_SURROGATE.test(s) ? s.replace(LONE_SURROGATE, "\uFFFD") : s;
}

function fix(value: unknown, depth: number): unknown {
  if (typeof value === "string") return wellFormedString(value);
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const v = fix(value[i], depth + 1);
      if (v !== value[i]) {
        out ??= value.slice();
        out[i] = v;
      }
    }
    return out ?? value;
  }
  // Only plain objects: Dates, Buffers, Decimals and Prisma's null markers pass through untouched.
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  let out: Record<string, unknown> | undefined;
  for (const [k, v] of Object.entries(value)) {
    const key = fix(k, depth + 1) as string;
    const fixed = fix(v, depth + 1);
    if (fixed !== v || key !== k) {
      out ??= { ...(value as Record<string, unknown>) };
      if (key !== k) delete out[k];
      out[key] = fixed;
    }
  }
  return out ?? value;
}
