/**
 * JSON.parse written as steps (sliced.ts), for the megabytes of a cut answer, where one JSON.parse
 * holds the event loop for tens of milliseconds. The same value as JSON.parse for valid JSON
 * (every string is decoded by JSON.parse itself, a long one piece by piece, cut only between two
 * escapes), a SyntaxError for anything JSON.parse refuses.
 */
import type { Sliced } from "./sliced";

const PAUSE_CHARS = 32 * 1024;
/** Longest piece of a string decoded by one JSON.parse. */
const PIECE_CHARS = 64 * 1024;
const LITERAL = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?|true|false|null/y;
const BLANK = " \t\n\r";

type Container = unknown[] | Record<string, unknown>;
/** What may come next: a value, a value or `]`, a key, a key or `}`, `:`, `,` or the close, nothing. */
type Expect = "value" | "value]" | "key" | "key}" | ":" | "next" | "end";

const fail = (at: number): never => {
  throw new SyntaxError(`Unexpected token in JSON at position ${at}`);
};

/** Sets a property the way JSON.parse does: `__proto__` becomes an own property, never the prototype. */
function define(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  } else target[key] = value;
}

/**
 * The position of the next backslash at or after a scan position, or Infinity: each is found once
 * by a native indexOf and kept while the scan has not passed it (linear over the whole text).
 */
export function backslashes(text: string): (at: number) => number {
  let next = -1;
  return (at) => {
    if (next < at) {
      next = text.indexOf("\\", at);
      if (next < 0) next = Number.POSITIVE_INFINITY;
    }
    return next;
  };
}

export function* parseJsonSteps(text: string): Sliced<unknown> {
  const stack: Array<{ value: Container; key?: string }> = [];
  let root: unknown;
  let expect: Expect = "value";
  let i = 0;
  let pause = PAUSE_CHARS;
  const nextBackslash = backslashes(text);

  const attach = (value: unknown) => {
    const top = stack[stack.length - 1];
    if (!top) root = value;
    else if (Array.isArray(top.value)) top.value.push(value);
    else define(top.value, top.key ?? "", value);
  };

  /** The string whose opening quote is at i; i ends past its closing quote. */
  function* readString(): Sliced<string> {
    let piece = i + 1;
    let at = piece;
    let out = "";
    for (;;) {
      if (at >= pause) {
        yield;
        pause = at + PAUSE_CHARS;
      }
      const backslash = nextBackslash(at);
      const quote = text.indexOf('"', at);
      if (quote < 0) return fail(text.length);
      const plainEnd = Math.min(quote, backslash);
      // Every position of a run without escapes is a safe place to cut a piece.
      while (plainEnd - piece > PIECE_CHARS) {
        const cut = Math.max(at, piece + PIECE_CHARS);
        out += decode(text.slice(piece, cut), piece);
        piece = cut;
        yield;
      }
      if (quote < backslash) {
        out += decode(text.slice(piece, quote), piece);
        i = quote + 1;
        return out;
      }
      at = backslash + (text[backslash + 1] === "u" ? 6 : 2);
    }
  }

  while (i < text.length) {
    if (i >= pause) {
      yield;
      pause = i + PAUSE_CHARS;
    }
    const c = text[i] as string;
    if (BLANK.includes(c)) {
      i += 1;
      continue;
    }
    if (c === '"' && (expect === "key" || expect === "key}")) {
      const top = stack[stack.length - 1];
      if (top) top.key = yield* readString();
      expect = ":";
      continue;
    }
    if (c === ":" && expect === ":") {
      expect = "value";
      i += 1;
      continue;
    }
    if (c === "," && expect === "next") {
      expect = Array.isArray(stack[stack.length - 1]?.value) ? "value" : "key";
      i += 1;
      continue;
    }
    if (
      (c === "]" && (expect === "value]" || expect === "next")) ||
      (c === "}" && (expect === "key}" || expect === "next"))
    ) {
      const closed = stack.pop();
      if (Array.isArray(closed?.value) !== (c === "]")) fail(i);
      i += 1;
      expect = stack.length === 0 ? "end" : "next";
      continue;
    }
    if (expect !== "value" && expect !== "value]") fail(i);
    if (c === "{" || c === "[") {
      const value: Container = c === "[" ? [] : {};
      attach(value);
      stack.push({ value });
      expect = c === "[" ? "value]" : "key}";
      i += 1;
      continue;
    }
    if (c === '"') {
      attach(yield* readString());
      expect = stack.length === 0 ? "end" : "next";
      continue;
    }
    LITERAL.lastIndex = i;
    const literal = LITERAL.exec(text)?.[0] ?? fail(i);
    attach(
      literal === "true" ? true : literal === "false" ? false : literal === "null" ? null : Number(literal),
    );
    i += literal.length;
    expect = stack.length === 0 ? "end" : "next";
  }
  if (expect !== "end") fail(text.length);
  return root;
}

/** One piece of a string's inside, decoded by JSON.parse (which refuses what it would refuse whole). */
function decode(piece: string, at: number): string {
  if (piece === "") return "";
  try {
    return JSON.parse(`"${piece}"`) as string;
  } catch {
    return fail(at);
  }
}
