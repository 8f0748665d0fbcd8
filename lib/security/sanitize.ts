/**
 * Remote text (tool descriptions, summaries, hint strings) is untrusted data (DESIGN.md §3 "Trust
 * boundary"). Before it is stored or shown to a router it is stripped of characters a person cannot
 * see but a model reads: zero-width and bidi controls (Trojan Source), Unicode tag characters
 * (ASCII smuggling), variation selectors, private-use and unassigned code points.
 */

/** Control characters (C0, DEL, C1) become spaces so words they separated stay separated. */
const CONTROL = /\p{Cc}/gu;

/**
 * Invisible or direction-changing code points, removed outright:
 * - `\p{Cf}` format chars: U+200B–U+200F (zero-width, LRM/RLM), U+202A–U+202E (bidi embeddings and
 *   overrides), U+2060–U+2064, U+2066–U+2069 (bidi isolates), U+FEFF, U+00AD, U+061C, U+180E, and the
 *   tags block U+E0001, U+E0020–U+E007F;
 * - variation selectors U+FE00–U+FE0F and U+E0100–U+E01EF;
 * - Hangul and Braille blanks used as invisible letters (U+115F, U+1160, U+3164, U+FFA0, U+2800);
 * - the remainder of the tags block, private use, lone surrogates and unassigned code points.
 */
const INVISIBLE =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: each selector is removed on its own, on purpose.
  /[\p{Cf}\p{Co}\p{Cs}\p{Cn}\u{FE00}-\u{FE0F}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}\u{115F}\u{1160}\u{3164}\u{FFA0}\u{2800}]/gu;

/** More than two stacked combining marks only serve to obscure text ("Zalgo"). */
const MARK_STACK = /(\p{M}{2})\p{M}+/gu;

/** Strips control and invisible characters without collapsing whitespace or bounding length. */
export function stripInvisible(text: string): string {
  return text.replace(CONTROL, " ").replace(INVISIBLE, "").replace(MARK_STACK, "$1").normalize("NFC");
}

/**
 * One-line, visible-only, length-bounded form of untrusted remote text.
 * `max` counts code points; a cut text ends with `…` and stays within `max`.
 */
export function sanitizeDescription(text: unknown, max = 500): string {
  if (typeof text !== "string" || max <= 0) return "";
  const clean = stripInvisible(text).replace(/\s+/gu, " ").trim();
  const points = Array.from(clean);
  if (points.length <= max) return clean;
  return `${points
    .slice(0, Math.max(0, max - 1))
    .join("")
    .trimEnd()}…`;
}
