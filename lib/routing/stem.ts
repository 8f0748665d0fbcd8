/**
 * Porter (1980) stemmer, steps 1–5, written out so the prefilter has no dependency.
 * Why Porter and not an S-stemmer: tool texts say "calculate"/"calculation", "shipments"/"shipping";
 * conflating derivations is worth more to recall than the rare over-stem costs in precision.
 * Words of ≤ 2 letters and anything with a digit are returned unchanged.
 */

const cache = new Map<string, string>();
const CACHE_LIMIT = 50_000;

function isConsonant(w: string, i: number): boolean {
  const c = w[i];
  if (c === "a" || c === "e" || c === "i" || c === "o" || c === "u") return false;
  if (c === "y") return i === 0 ? true : !isConsonant(w, i - 1);
  return true;
}

/** m() of Porter: the number of VC sequences in w[0..end). */
function measure(w: string, end: number): number {
  let n = 0;
  let i = 0;
  while (i < end && isConsonant(w, i)) i++;
  while (i < end) {
    while (i < end && !isConsonant(w, i)) i++;
    if (i >= end) break;
    n++;
    while (i < end && isConsonant(w, i)) i++;
  }
  return n;
}

function hasVowel(w: string, end: number): boolean {
  for (let i = 0; i < end; i++) if (!isConsonant(w, i)) return true;
  return false;
}

function doubleConsonant(w: string): boolean {
  const n = w.length;
  return n >= 2 && w[n - 1] === w[n - 2] && isConsonant(w, n - 1);
}

/** *o: stem ends consonant-vowel-consonant, the last not w, x or y. */
function cvc(w: string): boolean {
  const n = w.length;
  if (n < 3) return false;
  if (!isConsonant(w, n - 1) || isConsonant(w, n - 2) || !isConsonant(w, n - 3)) return false;
  const c = w[n - 1];
  return c !== "w" && c !== "x" && c !== "y";
}

/** Replaces `suffix` by `repl` when the remaining stem has measure > `minM`; returns null if no suffix match. */
function replaceIf(w: string, suffix: string, repl: string, minM: number): string | null {
  if (!w.endsWith(suffix)) return null;
  const base = w.length - suffix.length;
  return measure(w, base) > minM ? w.slice(0, base) + repl : w;
}

const STEP2: [string, string][] = [
  ["ational", "ate"],
  ["tional", "tion"],
  ["enci", "ence"],
  ["anci", "ance"],
  ["izer", "ize"],
  ["bli", "ble"],
  ["alli", "al"],
  ["entli", "ent"],
  ["eli", "e"],
  ["ousli", "ous"],
  ["ization", "ize"],
  ["ation", "ate"],
  ["ator", "ate"],
  ["alism", "al"],
  ["iveness", "ive"],
  ["fulness", "ful"],
  ["ousness", "ous"],
  ["aliti", "al"],
  ["iviti", "ive"],
  ["biliti", "ble"],
  ["logi", "log"],
];
const STEP3: [string, string][] = [
  ["icate", "ic"],
  ["ative", ""],
  ["alize", "al"],
  ["iciti", "ic"],
  ["ical", "ic"],
  ["ful", ""],
  ["ness", ""],
];
const STEP4 = [
  "al",
  "ance",
  "ence",
  "er",
  "ic",
  "able",
  "ible",
  "ant",
  "ement",
  "ment",
  "ent",
  "ion",
  "ou",
  "ism",
  "ate",
  "iti",
  "ous",
  "ive",
  "ize",
];

function step1(w0: string): string {
  let w = w0;
  if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("ies")) w = w.slice(0, -2);
  // Deviation from Porter: "-us"/"-is" words (status, analysis) keep their s, so status/statuses agree.
  else if (w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);

  let stripped = false;
  if (w.endsWith("eed")) {
    if (measure(w, w.length - 3) > 0) w = w.slice(0, -1);
  } else if (w.endsWith("ed") && hasVowel(w, w.length - 2)) {
    w = w.slice(0, -2);
    stripped = true;
  } else if (w.endsWith("ing") && hasVowel(w, w.length - 3)) {
    w = w.slice(0, -3);
    stripped = true;
  }
  if (stripped) {
    if (w.endsWith("at") || w.endsWith("bl") || w.endsWith("iz")) w += "e";
    else if (doubleConsonant(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
    else if (measure(w, w.length) === 1 && cvc(w)) w += "e";
  }
  if (w.endsWith("y") && hasVowel(w, w.length - 1)) w = `${w.slice(0, -1)}i`;
  return w;
}

function applyList(w: string, list: [string, string][]): string {
  for (const [suffix, repl] of list) {
    const r = replaceIf(w, suffix, repl, 0);
    if (r !== null) return r;
  }
  return w;
}

function step4(w: string): string {
  for (const suffix of STEP4) {
    if (!w.endsWith(suffix)) continue;
    const base = w.length - suffix.length;
    if (measure(w, base) <= 1) return w;
    if (suffix === "ion" && !/[st]$/.test(w.slice(0, base))) return w;
    return w.slice(0, base);
  }
  return w;
}

function step5(w0: string): string {
  let w = w0;
  if (w.endsWith("e")) {
    const m = measure(w, w.length - 1);
    if (m > 1 || (m === 1 && !cvc(w.slice(0, -1)))) w = w.slice(0, -1);
  }
  if (measure(w, w.length) > 1 && doubleConsonant(w) && w.endsWith("l")) w = w.slice(0, -1);
  return w;
}

/** Porter over-stems a few words business APIs lean on (customer → custom, organization → organ). */
const EXCEPTIONS = new Map<string, string>([
  ["customer", "customer"],
  ["customers", "customer"],
  ["organization", "organiz"],
  ["organizations", "organiz"],
  ["organisation", "organiz"],
  ["organisations", "organiz"],
  ["organize", "organiz"],
  ["general", "general"],
]);

export function stem(word: string): string {
  if (word.length <= 2 || /[^a-z]/.test(word)) return word;
  const fixed = EXCEPTIONS.get(word);
  if (fixed !== undefined) return fixed;
  const hit = cache.get(word);
  if (hit !== undefined) return hit;
  const out = step5(step4(applyList(applyList(step1(word), STEP2), STEP3)));
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, out);
  return out;
}
