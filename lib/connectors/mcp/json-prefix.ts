/**
 * Repairs the prefix of a JSON text that was cut while it arrived, in one linear pass. The result
 * keeps every complete value of the prefix and closes the containers that were open: an array cut
 * after its 300th element becomes the first 300 elements. A string is never cut in the middle
 * (a record with half a field is a wrong record) unless it is the value of a key in `openStringKeys`
 * — used for MCP's `content[].text`, whose string holds the tool's own (also cut) JSON.
 */

import { backslashes, parseJsonSteps } from "./json-steps";
import { runSliced, runSync, type Sliced } from "./sliced";

export interface RepairOptions {
  /**
   * The one string that may be cut (it keeps what arrived), by its path of keys from the root,
   * `*` for an array element: `["result", "content", "*", "text"]`.
   */
  openStringPath?: readonly string[];
}

/** `under`: the key (or `*` for an array element) this container sits under in its parent. */
type Frame = { kind: "{" | "["; key?: string; expectKey: boolean; under: string };

/** The repaired value, or undefined when not even one complete value of the top container arrived. */
export function repairJsonPrefix(text: string, options: RepairOptions = {}): unknown {
  return runSync(repairedValueSteps(text, options, false));
}

/** repairJsonPrefix in slices of a few milliseconds, the event loop let run between them. */
export function repairJsonPrefixSliced(text: string, options: RepairOptions = {}): Promise<unknown> {
  return runSliced(repairedValueSteps(text, options, true));
}

/** `sliced`: parsed in steps; otherwise by the native JSON.parse, faster in one go. */
function* repairedValueSteps(text: string, options: RepairOptions, sliced: boolean): Sliced<unknown> {
  const repaired = yield* repairSteps(text, options);
  if (repaired === undefined) return undefined;
  try {
    return sliced ? yield* parseJsonSteps(repaired) : JSON.parse(repaired);
  } catch {
    return undefined;
  }
}

/**
 * The repaired JSON text, unparsed (a cut tool text stays text: parsing and serializing 6 MB again
 * would block the event loop for nothing). Valid JSON by construction; callers that need the value
 * use repairJsonPrefix, which parses it.
 */
export function repairJsonPrefixText(text: string, options: RepairOptions = {}): string | undefined {
  return runSync(repairSteps(text, options));
}

/** repairJsonPrefixText in slices of a few milliseconds. */
export function repairJsonPrefixTextSliced(
  text: string,
  options: RepairOptions = {},
): Promise<string | undefined> {
  return runSliced(repairSteps(text, options));
}

/** Characters scanned between two points where the scan may pause. */
const PAUSE_CHARS = 32 * 1024;

function* repairSteps(text: string, options: RepairOptions): Sliced<string | undefined> {
  const openPath = options.openStringPath?.join("\u0000");
  const stack: Frame[] = [];
  // Last position where every open container holds only complete values: text[0, cut) + closers.
  let cut = -1;
  let cutDepth = 0;
  let i = 0;
  const closers = (depth: number) =>
    stack
      .slice(0, depth)
      .reverse()
      .map((f) => (f.kind === "{" ? "}" : "]"))
      .join("");
  let arrays = 0;
  const nextBackslash = backslashes(text);
  let pause = PAUSE_CHARS;
  // A cut point keeps whole records: either no array is open (an envelope object), or the only
  // open array is the innermost container (cut between two of its elements).
  const markComplete = () => {
    if (stack.length === 0) return;
    if (arrays > 1 || (arrays === 1 && stack[stack.length - 1]?.kind !== "[")) return;
    cut = i;
    cutDepth = stack.length;
  };
  while (i < text.length) {
    if (i >= pause) {
      yield;
      pause = i + PAUSE_CHARS;
    }
    const c = text[i];
    if (c === '"') {
      const top = stack[stack.length - 1];
      const isKey = top?.kind === "{" && top.expectKey;
      const cuttable =
        !isKey &&
        openPath !== undefined &&
        top?.kind === "{" &&
        [...stack.slice(1).map((f) => f.under), top.key].join("\u0000") === openPath;
      const start = i;
      i += 1;
      let closed = false;
      // Jumps from quote to backslash with indexOf (native, linear overall): 6 MB in milliseconds.
      while (i < text.length) {
        if (i >= pause) {
          yield;
          pause = i + PAUSE_CHARS;
        }
        const backslash = nextBackslash(i);
        const quote = text.indexOf('"', i);
        if (backslash < (quote < 0 ? text.length : quote)) {
          // A cut inside an escape (`\u12`) is not a safe place: skip the whole escape.
          const len = text[backslash + 1] === "u" ? 6 : 2;
          if (backslash + len > text.length) {
            i = backslash;
            break;
          }
          i = backslash + len;
          continue;
        }
        if (quote < 0) {
          i = text.length;
          break;
        }
        i = quote;
        closed = true;
        break;
      }
      if (!closed) {
        if (cuttable && top) {
          // What arrived of the string (a torn multi-byte character dropped), closed, then its containers.
          const kept = text.slice(0, text[i - 1] === "\uFFFD" ? i - 1 : i);
          return `${kept}"${closers(stack.length)}`;
        }
        break;
      }
      i += 1; // past the closing quote
      if (isKey && top) {
        top.key = JSON.parse(text.slice(start, i)) as string;
        top.expectKey = false;
      } else {
        markComplete();
      }
      continue;
    }
    if (c === "{" || c === "[") {
      const parent = stack[stack.length - 1];
      stack.push({ kind: c, expectKey: c === "{", under: parent?.kind === "[" ? "*" : (parent?.key ?? "") });
      if (c === "[") arrays += 1;
      i += 1;
      // An empty container is complete as soon as it is open (closed by the closers).
      markComplete();
      continue;
    }
    if (c === "}" || c === "]") {
      if (stack.pop()?.kind === "[") arrays -= 1;
      i += 1;
      if (stack.length === 0) return text.slice(0, i);
      markComplete();
      continue;
    }
    if (c === ",") {
      const top = stack[stack.length - 1];
      if (top?.kind === "{") {
        top.expectKey = true;
        top.key = undefined;
      }
      i += 1;
      continue;
    }
    if (c === ":" || c === " " || c === "\n" || c === "\r" || c === "\t") {
      i += 1;
      continue;
    }
    // A bare literal (number, true, false, null): complete only when something follows it.
    const m = /^-?[0-9.eE+-]+|^true|^false|^null/.exec(text.slice(i, i + 40));
    if (!m) return undefined;
    i += m[0].length;
    if (i >= text.length) break;
    markComplete();
  }
  if (cut < 0) return undefined;
  return trimTrailingComma(text.slice(0, cut)) + closers(cutDepth);
}

/** Without its trailing commas and blanks (a loop from the end: a regex would scan all 6 MB). */
function trimTrailingComma(text: string): string {
  let end = text.length;
  while (end > 0 && ", \n\r\t".includes(text[end - 1] ?? "")) end -= 1;
  return text.slice(0, end);
}
