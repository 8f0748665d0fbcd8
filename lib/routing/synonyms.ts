/**
 * Hand-curated paraphrase layer (DESIGN.md §8: paraphrase is the main failure of lexical routing).
 * People say "unpaid bills", catalogs say "open invoices". Expansions are query-side only and always
 * weigh less than the words the person typed, so an exact match still wins over a paraphrase.
 * Entries are plain words; they are stemmed once at load, so the table reads like English.
 */

import { ABBREVIATIONS, GROUPS, PARAPHRASES, PHRASES, SERVICE_ALIASES } from "@/lib/semantics/synonym-table";
import { stem } from "./stem";
import { STOPWORDS, type Token } from "./text";

/** Weight of a table expansion relative to an exact query term (1). */
export const SYNONYM_WEIGHT = 0.5;
/** Abbreviations are the same word spelled short, so they weigh almost as much as the word itself. */
export const ABBREVIATION_WEIGHT = 0.9;

/**
 * First person ("stuff I starred", "my tickets") points at the caller's own records, which catalogs
 * name "authenticated user", "viewer", "current user". Weak: most questions say "my" in passing.
 */
const FIRST_PERSON = new Set(["i", "me", "my", "mine", "myself"]);
const SELF_TERMS = ["authenticated", "viewer", "myself"];
const SELF_WEIGHT = 0.3;

export interface Expansion {
  term: string;
  weight: number;
  /** The question word or phrase that produced the expansion (for reasons). */
  from: string;
}

type Table = Map<string, Map<string, number>>;

function buildTable(): Table {
  const table: Table = new Map();
  const add = (from: string, to: string, weight: number) => {
    const a = stem(from);
    const b = stem(to);
    if (a === b || STOPWORDS.has(to)) return;
    const row = table.get(a) ?? new Map<string, number>();
    table.set(a, row);
    row.set(b, Math.max(row.get(b) ?? 0, weight));
  };
  for (const group of GROUPS) for (const a of group) for (const b of group) add(a, b, SYNONYM_WEIGHT);
  for (const [from, tos] of Object.entries(PARAPHRASES)) for (const to of tos) add(from, to, SYNONYM_WEIGHT);
  for (const [from, tos] of Object.entries(ABBREVIATIONS))
    for (const to of tos) add(from, to, ABBREVIATION_WEIGHT);
  return table;
}

const TABLE = buildTable();
const PHRASE_TABLE = Object.entries(PHRASES).map(([phrase, tos]) => ({
  words: phrase.split(" "),
  terms: tos.map(stem),
}));

/**
 * Expansions for a question. `tokens` are its routing tokens; `rawWords` all its lowercase words in
 * order (stopwords included) so phrases such as "on my team" can match.
 */
export function expandSynonyms(tokens: readonly Token[], rawWords: readonly string[]): Expansion[] {
  const out: Expansion[] = [];
  for (const t of tokens) {
    const row = TABLE.get(t.term);
    if (row) for (const [term, weight] of row) out.push({ term, weight, from: t.word });
  }
  for (const p of PHRASE_TABLE) {
    for (let i = 0; i + p.words.length <= rawWords.length; i++) {
      if (p.words.every((w, j) => rawWords[i + j] === w)) {
        for (const term of p.terms) out.push({ term, weight: SYNONYM_WEIGHT, from: p.words.join(" ") });
        break;
      }
    }
  }
  const self = rawWords.find((w) => FIRST_PERSON.has(w));
  if (self) for (const term of SELF_TERMS) out.push({ term: stem(term), weight: SELF_WEIGHT, from: self });
  return out;
}

/** Whether the table has expansions for a stemmed word (lower layers defer to it). */
export function curatedTerm(term: string): boolean {
  return TABLE.has(term);
}

/** Own keys only: a question word such as "constructor" must not reach Object.prototype. */
export function serviceAliases(word: string): readonly string[] {
  return Object.hasOwn(SERVICE_ALIASES, word) ? SERVICE_ALIASES[word] : [];
}
