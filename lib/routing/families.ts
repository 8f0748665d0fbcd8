/**
 * Families: a service or server name in the question ("in Stripe", "on GitHub", "our wiki") is a
 * strong family signal (DESIGN.md §8), and the router reasons about whole families when the catalog
 * exceeds 40. Mentions are matched on plain lowercase words, not split identifiers, so "GitHub"
 * matches the family `api:github`.
 */
import { serviceAliases } from "./synonyms";

/** Slug words that name no particular service. */
const GENERIC = new Set([
  "api",
  "apis",
  "mcp",
  "kb",
  "server",
  "servers",
  "service",
  "services",
  "app",
  "rest",
  "http",
  "tools",
  "tool",
  "default",
  "official",
  "openapi",
  "spec",
  "the",
  "v1",
  "v2",
  "v3",
  "public",
  "internal",
  "demo",
]);

export interface FamilyKeys {
  /** family → distinctive lowercase words of its slug. */
  tokens: Map<string, string[]>;
  /** family → its slug with separators removed (`googlecalendar`). */
  compact: Map<string, string>;
  /**
   * family → slug words that work as a brand: rarely used by tools outside the family (`stripe`, `jira`),
   * unlike a namespace that is an ordinary word other tools use too (`museum`, `probability`).
   */
  brands: Map<string, Set<string>>;
}

/** A slug word is a brand when at most this share of the tools whose text uses it sit outside the family. */
export const BRAND_MAX_OUTSIDE = 0.2;

/** `outsideShare(word, family)`: share of tools using `word` that are not in `family` (0 when unused). */
export type OutsideShare = (word: string, family: string) => number;

export interface FamilyMention {
  /**
   * `brand`: a word only this family's tools use, written as a name ("in Stripe"); `name`: the same
   * word unemphasized ("stripe invoices"); `alias`: a nickname ("our wiki"); `word`: an ordinary word
   * that happens to be the namespace ("math functions").
   */
  kind: "brand" | "name" | "alias" | "word";
  /** Share of the family's slug words the question used (1 for the whole slug). */
  coverage: number;
  reason: string;
}

function slugWords(family: string): string[] {
  const slug = family.slice(family.indexOf(":") + 1);
  return slug
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1);
}

/**
 * `families`: family → number of tools. A family of fewer than MIN_FAMILY_SIZE tools gets no mention
 * keys: such a namespace is just part of a tool's name (`solve.quadratic_equation`), which the text
 * score already counts; the family signal is for picking a server among servers.
 */
export const MIN_FAMILY_SIZE = 3;

export function buildFamilyKeys(
  families: ReadonlyMap<string, number>,
  outsideShare: OutsideShare = () => 0,
): FamilyKeys {
  const list = [...families].filter(([, size]) => size >= MIN_FAMILY_SIZE).map(([f]) => f);
  const wordFamilies = new Map<string, number>();
  for (const f of list)
    for (const w of new Set(slugWords(f))) wordFamilies.set(w, (wordFamilies.get(w) ?? 0) + 1);
  const tokens = new Map<string, string[]>();
  const compact = new Map<string, string>();
  const brands = new Map<string, Set<string>>();
  for (const f of list) {
    const words = slugWords(f);
    // A word shared by many families (`github` in `github/repos`, `github/issues`) names none of them.
    const distinctive = words.filter((w) => !GENERIC.has(w) && (wordFamilies.get(w) ?? 0) <= 2);
    tokens.set(f, distinctive);
    compact.set(f, words.join(""));
    brands.set(
      f,
      new Set([...distinctive, words.join("")].filter((w) => outsideShare(w, f) <= BRAND_MAX_OUTSIDE)),
    );
  }
  return { tokens, compact, brands };
}

const PREPOSITIONS = new Set([
  "in",
  "on",
  "from",
  "via",
  "at",
  "using",
  "through",
  "with",
  "our",
  "my",
  "into",
]);
const WORD_RE = /[\p{L}\p{N}]+/gu;

export interface FamilyMentions {
  byFamily: Map<string, FamilyMention>;
  /**
   * Character spans of emphasized brand words ("in Stripe"). The text score ignores them: they say which
   * server, not which tool, and left in they reward every tool whose description repeats the brand.
   */
  brandSpans: [number, number][];
}

export function mentionedFamilies(keys: FamilyKeys, question: string): FamilyMentions {
  const found = [...question.matchAll(WORD_RE)];
  const original = found.map((m) => m[0]);
  const lower = original.map((w) => w.toLowerCase());
  const positions = new Map<string, number[][]>();
  const note = (w: string, at: number[]) => {
    const list = positions.get(w);
    if (list) list.push(at);
    else positions.set(w, [at]);
  };
  lower.forEach((w, i) => {
    note(w, [i]);
    if (i + 1 < lower.length) note(w + lower[i + 1], [i, i + 1]);
  });
  // A capital letter marks a brand ("in Stripe") except on the first word, where it marks a sentence.
  const emphasized = (i: number) =>
    i > 0 && (/\p{Lu}/u.test(original[i] ?? "") || PREPOSITIONS.has(lower[i - 1] ?? ""));

  const byFamily = new Map<string, FamilyMention>();
  const brandWords = new Set<number>();
  for (const [family, words] of keys.tokens) {
    const compact = keys.compact.get(family) ?? "";
    const compactHit = compact.length > 3 ? positions.get(compact) : undefined;
    const hits = words.filter((w) => positions.has(w));
    if (!compactHit && hits.length === 0) continue;
    const at = (compactHit ?? hits.flatMap((w) => positions.get(w) ?? [])).flat();
    const coverage = compactHit ? 1 : hits.length / Math.max(1, words.length);
    const brand = keys.brands.get(family);
    const named = compactHit ? [compact] : hits;
    // Strong: written as a name ("in Stripe") and a word only this family's tools use.
    const brandLike = named.some((w) => brand?.has(w));
    const strong = brandLike && at.some(emphasized);
    if (strong) for (const i of at) brandWords.add(i);
    byFamily.set(family, {
      kind: strong ? "brand" : brandLike ? "name" : "word",
      coverage,
      reason: `family ${family} named ("${named.join(" ")}")`,
    });
  }
  lower.forEach((w) => {
    for (const target of serviceAliases(w)) {
      for (const [family, words] of keys.tokens) {
        if (byFamily.has(family) || !(words.includes(target) || keys.compact.get(family) === target))
          continue;
        byFamily.set(family, { kind: "alias", coverage: 1, reason: `family ${family} via alias "${w}"` });
      }
    }
  });
  const brandSpans = [...brandWords].map((i): [number, number] => {
    const m = found[i];
    const start = m?.index ?? 0;
    return [start, start + (m?.[0].length ?? 0)];
  });
  return { byFamily, brandSpans };
}

/** The question with brand words blanked, for the text score. */
export function withoutBrands(question: string, spans: readonly [number, number][]): string {
  let out = question;
  for (const [a, b] of spans) out = out.slice(0, a) + " ".repeat(b - a) + out.slice(b);
  return out;
}
