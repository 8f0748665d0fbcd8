/**
 * Remote text (summaries, descriptions, upstream error messages) is untrusted data
 * (DESIGN.md §3 trust boundary). Before it is shown to a router or planner it loses control
 * characters and invisible Unicode (zero-width, bidi overrides, tag characters) that can hide
 * instructions, whitespace is collapsed to one line, and the length is capped.
 */

// Cc: control, Cf: format (ZWSP, ZWJ, bidi embeddings/overrides/isolates, soft hyphen, tag chars),
// Zl/Zp: line/paragraph separators, plus variation selectors and the Hangul/Braille fillers
// that render as blanks.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Variation_Selector}\u115F\u1160\u3164\uFFA0\u2800]/gu;

export const SUMMARY_MAX_CHARS = 200;

export function sanitizeText(text: unknown, maxChars: number = SUMMARY_MAX_CHARS): string {
  if (typeof text !== "string") return "";
  const cleaned = text
    .replace(/[\r\n\t]+/g, " ")
    .replace(INVISIBLE, "")
    .replace(/\s+/g, " ")
    .trim();
  // Cap by code points so a surrogate pair is never split into a lone half.
  const points = Array.from(cleaned);
  if (points.length <= maxChars) return cleaned;
  return `${points
    .slice(0, maxChars - 1)
    .join("")
    .trimEnd()}…`;
}
