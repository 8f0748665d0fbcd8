/**
 * Repairs the prefix of a JSON text that was cut while it arrived, in one linear pass. The result
 * keeps every complete value of the prefix and closes the containers that were open: an array cut
 * after its 300th element becomes the first 300 elements. A string is never cut in the middle
 * (a record with half a field is a wrong record) unless it is the value of a key in `openStringKeys`
 * — used for MCP's `content[].text`, whose string holds the tool's own (also cut) JSON.
 */

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
  // A cut point keeps whole records: either no array is open (an envelope object), or the only
  // open array is the innermost container (cut between two of its elements).
  const markComplete = () => {
    if (stack.length === 0) return;
    if (arrays > 1 || (arrays === 1 && stack[stack.length - 1]?.kind !== "[")) return;
    cut = i;
    cutDepth = stack.length;
  };
  while (i < text.length) {
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
      while (i < text.length) {
        const ch = text[i];
        if (ch === "\\") {
          // A cut inside an escape (`\u12`) is not a safe place: skip the whole escape.
          const len = text[i + 1] === "u" ? 6 : 2;
          if (i + len > text.length) break;
          i += len;
          continue;
        }
        if (ch === '"') {
          closed = true;
          break;
        }
        i += 1;
      }
      if (!closed) {
        if (cuttable && top) {
          // What arrived of the string (a torn multi-byte character dropped), closed, then its containers.
          return parse(`${text.slice(0, i).replace(/\uFFFD$/, "")}"${closers(stack.length)}`);
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
      if (stack.length === 0) return parse(text.slice(0, i));
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
  return parse(trimTrailingComma(text.slice(0, cut)) + closers(cutDepth));
}

function trimTrailingComma(text: string): string {
  return text.replace(/[\s,]+$/, "");
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
