/**
 * WordNet paraphrase layer, the weakest expansion source (after the hand-curated table and the
 * catalog-derived vocabulary): a question word → the other lemmas of its frequent WordNet senses
 * (`syn`: predict → forecast, king → monarch) and their hypernyms / similar adjectives (`rel`).
 * The data is a compact precomputed map (lib/routing/data/wordnet-synonyms.json, built by
 * scripts/build-wordnet-synonyms.ts): one JSON string, split into a Map on first use — the 34 MB
 * WordNet text is never read at run time. An expansion only counts when its term is in the catalog's
 * vocabulary, and the result is memoized per index.
 * WordNet does not know business software (its first "bill" is a statute, its "state" also means
 * "say"), so it weighs less than every other layer, and a word the curated table already covers is
 * left to the table. Only rare catalog words are reached (WORDNET_MAX_DF_SHARE): a paraphrase that
 * lands on a word most tools share ("time", "show", "call") tells no tool apart, costs the longest
 * posting lists, and at a higher weight cost BFCL recall (bench/data/README.md "WordNet layer").
 */
import type { RoutingIndex } from "./build-index";
import data from "./data/wordnet-synonyms.json" with { type: "json" };
import { curatedTerm, type Expansion } from "./synonyms";

/**
 * On by default since session 23, at low weights and rare catalog words only (bench/data/README.md
 * "WordNet layer"): on the tune halves of the shared dev sets recall@8 rose or held on every set
 * (MetaTool +0.4, API-Bank ±0) and it held on the check halves too (MetaTool +0.6, API-Bank +1.0);
 * recall@40 +0.7 to +2.6 points on those two. Session 20 measured it off at the old weights (0.25 /
 * 0.15, every catalog word): BFCL −0.7 points on tune. Switch off per call with
 * `features: { wordnet: false }`.
 */
export const WORDNET_DEFAULT = true;
/** Same-synset lemma of a frequent sense, relative to an exact term (1) and a table synonym (0.5). */
export const WORDNET_SYN_WEIGHT = 0.1;
/** Hypernym or similar adjective: a broader word, weaker evidence. */
export const WORDNET_REL_WEIGHT = 0.05;
/**
 * A WordNet term counts only when at most this share of the catalog's tools holds it. A catalog of
 * fewer than 1 / share tools therefore gets no WordNet at all: there every word is shared by a large
 * part of the catalog, and a loose paraphrase ("list" → database, "user" → person) outranks the tool
 * the person named (measured: lib/routing/structural.test.ts, lib/routing/route-cli.test.ts).
 */
export const WORDNET_MAX_DF_SHARE = 0.05;
/** At most this many WordNet terms per question word reach the query (catalog terms only). */
export const WORDNET_MAX_PER_WORD = 6;

interface Row {
  syn: readonly string[];
  rel: readonly string[];
}

/** key → the rest of its line ("syn …\trel …"), split only when looked up (most keys never are). */
let table: Map<string, string> | undefined;

function lookup(term: string): Row | undefined {
  if (!table) {
    table = new Map();
    for (const line of data.entries.split("\n")) {
      const tab = line.indexOf("\t");
      table.set(line.slice(0, tab), line.slice(tab + 1));
    }
  }
  const rest = table.get(term);
  if (rest === undefined) return undefined;
  const [syn, rel] = rest.split("\t");
  return { syn: syn ? syn.split(" ") : [], rel: rel ? rel.split(" ") : [] };
}

/** The WordNet row of a stemmed term, before the catalog filter; undefined when WordNet has none. */
export function wordnetRow(term: string): Row | undefined {
  return lookup(term);
}

/**
 * WordNet expansions of one stemmed question term that exist in the catalog, best first; `from` is
 * the question word (for reasons). With `curated` (the table layer is on), a term the table knows
 * gets none: the table's domain sense wins over WordNet's general ones.
 */
export function wordnetExpansions(
  index: RoutingIndex,
  term: string,
  from: string,
  curated = true,
): Expansion[] {
  if (curated && curatedTerm(term)) return [];
  const key = `wordnet:${term}`;
  let terms = index.memo.get(key) as { term: string; weight: number }[] | undefined;
  if (!terms) {
    const row = lookup(term);
    terms = [];
    if (row) {
      const maxDf = WORDNET_MAX_DF_SHARE * index.docs.length;
      const rare = (t: string) => {
        const df = index.postings.get(t)?.docs.length ?? 0;
        return df > 0 && df <= maxDf;
      };
      for (const t of row.syn) if (rare(t)) terms.push({ term: t, weight: WORDNET_SYN_WEIGHT });
      for (const t of row.rel) if (rare(t)) terms.push({ term: t, weight: WORDNET_REL_WEIGHT });
      terms = terms.slice(0, WORDNET_MAX_PER_WORD);
    }
    // Questions are unbounded; keep the memo bounded on a long-lived index.
    if (index.memo.size > 20_000) index.memo.clear();
    index.memo.set(key, terms);
  }
  return terms.map((t) => ({ ...t, from }));
}
