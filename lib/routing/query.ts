/**
 * Turns a question into weighted query terms: the person's own words at weight 1, then the
 * paraphrase table, the catalog-derived vocabulary and (when switched on) WordNet at lower weights.
 * A term keeps its highest weight, so a paraphrase never outweighs a word the person actually typed.
 * A value's kind also speaks: a file path in the question (`save it to /root/markdown/cv.md`) means a
 * file, as plainly as the word would.
 */

import { isLanguageName, LANGUAGE_FIELD_WORDS } from "@/lib/semantics/words";
import type { RoutingIndex } from "./build-index";
import { stem } from "./stem";
import { type Expansion, expandSynonyms } from "./synonyms";
import { tokenize, words } from "./text";
import { filePath } from "./values";
import { derivedExpansions, initialismExpansions } from "./vocabulary";
import { WORDNET_DEFAULT, wordnetExpansions } from "./wordnet";

export type TermSource = "exact" | "synonym" | "derived" | "wordnet" | "value";

export interface QueryTerm {
  term: string;
  weight: number;
  source: TermSource;
  /** The question word the term came from. */
  from: string;
}

export interface ParsedQuestion {
  terms: QueryTerm[];
  /** Lowercase words in order, stopwords kept (phrases, intent cues, anaphora). */
  rawWords: string[];
  /** Stems of the person's own words. */
  exactTerms: Set<string>;
}

/**
 * Which expansion layers to apply; all on by default except WordNet (WORDNET_DEFAULT). Switches
 * exist for ablations and the admin's "why" view.
 */
export interface ExpansionSwitches {
  synonyms?: boolean;
  derived?: boolean;
  /** WordNet paraphrases; default WORDNET_DEFAULT (off: see lib/routing/wordnet.ts). */
  wordnet?: boolean;
}

/** Weight of two question words written together in the catalog ("on call" → `oncall`, "free busy" → `freebusy`). */
export const COMPOUND_WEIGHT = 1;
export const COMPOUND_PART_WEIGHT = 0.5;
/** Words a file path in the question stands for, at the weight of a typed word. */
export const PATH_TERMS = ["file", "path"] as const;
export const PATH_WEIGHT = 1;

/**
 * Words a language's name in the question stands for ("anything in Spanish" asks by language): the
 * words that make a parameter a language (`LANGUAGE_FIELD_WORDS`), weaker than a typed word — the
 * same name is often a nationality ("Spanish authors").
 */
export const LANGUAGE_WEIGHT = 0.5;

/**
 * The words a value's kind implies, when the catalog uses them: a file path is a file, a language's
 * name a language.
 */
function valueKindTerms(index: RoutingIndex, question: string, rawWords: readonly string[]): Expansion[] {
  const out: Expansion[] = [];
  const path = filePath(question);
  if (path !== undefined)
    out.push(...PATH_TERMS.map((w) => ({ term: stem(w), weight: PATH_WEIGHT, from: path })));
  const language = rawWords.find(isLanguageName);
  if (language !== undefined)
    out.push(
      ...[...LANGUAGE_FIELD_WORDS].map((w) => ({ term: stem(w), weight: LANGUAGE_WEIGHT, from: language })),
    );
  return out.filter((e) => index.postings.has(e.term));
}

function compounds(index: RoutingIndex, rawWords: readonly string[]): Expansion[] {
  const out: Expansion[] = [];
  for (let i = 0; i + 1 < rawWords.length; i++) {
    const joined = rawWords[i] + rawWords[i + 1];
    if (joined.length < 5 || /\d/.test(joined)) continue;
    const term = stem(joined);
    if (index.postings.has(term))
      out.push({ term, weight: COMPOUND_WEIGHT, from: `${rawWords[i]} ${rawWords[i + 1]}` });
  }
  return out;
}

export function parseQuestion(
  index: RoutingIndex,
  question: string,
  use: ExpansionSwitches = {},
): ParsedQuestion {
  const tokens = tokenize(question);
  const rawWords = words(question);
  const byTerm = new Map<string, QueryTerm>();
  const offer = (q: QueryTerm) => {
    const prev = byTerm.get(q.term);
    if (!prev || prev.weight < q.weight) byTerm.set(q.term, q);
  };
  for (const t of tokens) offer({ term: t.term, weight: 1, source: "exact", from: t.word });
  if (use.synonyms !== false)
    for (const e of expandSynonyms(tokens, rawWords)) offer({ ...e, source: "synonym" });
  if (use.derived !== false) {
    for (const t of tokens)
      for (const e of derivedExpansions(index, t.term)) offer({ ...e, source: "derived" });
    for (const e of initialismExpansions(index, question)) offer({ ...e, source: "derived" });
    for (const e of compounds(index, rawWords)) {
      offer({ ...e, source: "derived" });
      // The pair means the compound ("on call" is `oncall`, not any call): its parts count for less.
      for (const part of e.from.split(" ")) {
        const t = byTerm.get(stem(part));
        if (t?.source === "exact") t.weight = Math.min(t.weight, COMPOUND_PART_WEIGHT);
      }
    }
  }
  for (const e of valueKindTerms(index, question, rawWords)) offer({ ...e, source: "value" });
  if (use.wordnet ?? WORDNET_DEFAULT)
    for (const t of tokens)
      for (const e of wordnetExpansions(index, t.term, t.word, use.synonyms !== false))
        offer({ ...e, source: "wordnet" });
  return { terms: [...byTerm.values()], rawWords, exactTerms: new Set(tokens.map((t) => t.term)) };
}
