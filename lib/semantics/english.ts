/**
 * Ordinary English words, to tell them from names typed in lower case: WordNet's common words
 * (lib/semantics/data/english-words.json, built by scripts/build-english-words.ts — a lemma WordNet
 * only writes capitalized, "Tokyo", "Laura", is a name and not listed) with their inflections, plus
 * the closed-class words WordNet leaves out (articles, pronouns, prepositions, auxiliaries).
 * The list is split into a Set on first use.
 */
import data from "./data/english-words.json" with { type: "json" };
import { negatedParticiple, singular, verbForms, withoutPossessive, wordMemo } from "./words";

const CLOSED_CLASS = new Set(
  `a an the this that these those my our your their his her its it them they he she we i me us you him
  what which who whom whose where when why how whatever whoever is are was were be been being am do does did
  done doing has have had having can could would will should shall may might must ought not no nor yes
  of for to in on at by from with within without about and or but into onto over under than then so as if
  up down out off via per upon across among around after before between during since until till through
  all any some every each both either neither none anything something everything nothing anyone anybody
  someone somebody everyone everybody nobody other others another such same more most less least
  much many few several own please pls plz hey hello hi thanks thank thx ok okay s t whats what's`.split(
    /\s+/,
  ),
);

let nouns: Set<string> | undefined;
let verbs: Set<string> | undefined;

function lists(): { nouns: Set<string>; verbs: Set<string> } {
  nouns ??= new Set(data.nouns.split(" "));
  verbs ??= new Set(data.verbs.split(" "));
  return { nouns, verbs };
}

/** The forms a word may come from: itself, its singular, and its stem before -ed, -ing, -er, -est, -ly. */
function bases(word: string): string[] {
  const w = withoutPossessive(word.toLowerCase());
  const out = [w, singular(w)];
  for (const [ending, ...repl] of [
    ["ied", "y"],
    ["ies", "y"],
    ["ed", "", "e"],
    ["ing", "", "e"],
    ["er", "", "e"],
    ["est", "", "e"],
    ["ly", ""],
  ] as const) {
    if (!w.endsWith(ending) || w.length - ending.length < 2) continue;
    const root = w.slice(0, -ending.length);
    for (const r of repl) out.push(root + r);
    // "shipped", "planning": a doubled last consonant.
    if (/([b-df-hj-np-tv-z])\1$/.test(root)) out.push(root.slice(0, -1));
  }
  return out;
}

/**
 * "baker", "orders", "shipped", "the", "unshipped": a word of ordinary English (in any case). Asked
 * of the same words for every parameter a turn binds: the lists are fixed at load, so a word is read once.
 */
export const isEnglishWord: (word: string) => boolean = wordMemo((word) => readEnglishWord(word));

function readEnglishWord(word: string): boolean {
  const { nouns, verbs } = lists();
  return (
    negatedParticiple(word) || bases(word).some((b) => CLOSED_CLASS.has(b) || nouns.has(b) || verbs.has(b))
  );
}

/** "the", "on", "what's", "anything": a closed-class word (article, pronoun, preposition, auxiliary). */
export const isClosedClass = (word: string): boolean => CLOSED_CLASS.has(word.toLowerCase());

/** "baker", "doe", "gentile": an English word with no verb sense — a family name may be one; "owe", "open" are verbs. */
export function isNoVerb(word: string): boolean {
  const { nouns } = lists();
  const w = withoutPossessive(word.toLowerCase());
  return !CLOSED_CLASS.has(w) && (nouns.has(w) || nouns.has(singular(w)));
}

/**
 * "cancelling" → cancel, "checking" → check, "retrying" → retry: the verb (as WordNet knows it) an -ing
 * form is of; none for a word that is no -ing form of a listed verb ("spring", "ceiling").
 */
export function gerundOf(word: string): string | undefined {
  const w = word.toLowerCase();
  if (!/\p{L}{2,}ing$/u.test(w)) return undefined;
  const { verbs } = lists();
  return bases(w).find((b) => b !== w && b.length >= 3 && !b.endsWith("ing") && verbs.has(b));
}

/** "drop", "call", "let": a word WordNet knows as a verb, in its base form. */
export function isVerbLemma(word: string): boolean {
  return lists().verbs.has(word.toLowerCase());
}

/**
 * The verbs an agent noun is made from by -er/-or/-ist, as WordNet knows them: "driver" → drive,
 * "shipper" → ship, "supplier" → supply, "instructor" → instruct, "teacher" → teach. None for a noun
 * that is no agent ("order", "product", "pet"). The one rule for an agent noun's verb.
 */
export function agentVerbRoots(noun: string): string[] {
  const { verbs } = lists();
  const w = singular(noun.toLowerCase());
  const m = /^(\p{L}{3,}?)(?:er|or|ist)$/u.exec(w);
  if (!m) return [];
  const root = m[1];
  const roots = [root, `${root}e`];
  if (/([b-df-hj-np-tv-z])\1$/u.test(root)) roots.push(root.slice(0, -1));
  if (root.endsWith("i")) roots.push(`${root.slice(0, -1)}y`);
  return roots.filter((r) => verbs.has(r));
}

/**
 * "instructor", "adjuster", "teacher": a noun made from a verb by -er/-or/-ist — one who does it,
 * possibly a person (or a machine: "container", "printer"). "order", "product", "pet" are none.
 */
export function agentNoun(word: string): boolean {
  return agentVerbRoots(word).length > 0;
}

/**
 * "supplies" of supplier, "owns" of owner, "teaches" of teacher, "drove" of driver, "manages" of
 * manager: what the agent noun's records do.
 */
export function agentVerbOf(word: string, entity: string): boolean {
  return agentVerbRoots(entity).some((verb) => {
    // "manage" → managed, managing; "ship" → shipped, shipping (one syllable ending vowel-consonant).
    const base = verb.endsWith("e")
      ? verb.slice(0, -1)
      : /^[^aeiou]*[aeiou][b-df-hj-np-tv-z]$/.test(verb)
        ? verb + verb.at(-1)
        : verb;
    const forms = [verb, `${verb}s`, `${verb}es`, `${base}ed`, `${base}ing`, ...verbForms(verb)];
    if (verb.endsWith("y")) forms.push(`${verb.slice(0, -1)}ies`, `${verb.slice(0, -1)}ied`);
    return forms.includes(word);
  });
}

/**
 * "approved" → approve, "closed" → close, "denied" → deny, "cancelled" → cancel: the verbs a word
 * ending in -ed is the past form of, as WordNet knows them. None for a word that is no such form
 * ("need", "red", "speed" → none: the word itself is no -ed form of a listed verb).
 */
export function pastFormOf(word: string): string[] {
  const w = word.toLowerCase();
  if (!/\p{L}{2,}ed$/u.test(w)) return [];
  const { verbs } = lists();
  return [...new Set(bases(w).filter((b) => b !== w && b.length >= 3 && verbs.has(b)))];
}

/**
 * "enrolled" of enrollment, "submitted" of submission, "vaccinated" of vaccination, "approved" of
 * approval, "analysed" of analysis: a form of the verb whose act a record of `noun` is (the noun
 * made from the verb by -ment, -ion, -al, -ure, or -ysis of a verb in -yse). "ordered" of order is `verbOf`'s (the noun is the verb itself).
 */
export function actOfVerb(word: string, noun: string): boolean {
  // "analysis" of analysed: a Greek noun in -ysis is the act of its verb in -yse (-yze) too.
  const m = /^(\p{L}{5,}?)(?:ment|ation|ition|ssion|sion|tion|ion|al|ure|(?<=ys)is)$/u.exec(
    singular(noun.toLowerCase()),
  );
  const root = m?.[1];
  if (!root) return false;
  const w = word.toLowerCase();
  const { verbs } = lists();
  // "analyzed" of analysis: the verb of an -ysis noun is spelled -yze as well.
  const roots = root.endsWith("ys") ? [root, `${root.slice(0, -1)}z`] : [root];
  return bases(w).some((b) => roots.some((r) => b.length >= r.length && b.startsWith(r)) && verbs.has(b));
}

/** "inspected" of inspection, "calibrated" of calibration: the past form of the verb whose act `noun` is. */
export function pastActOf(word: string, noun: string): boolean {
  return /\p{L}{3,}ed$/u.test(word) && actOfVerb(word, noun);
}

/**
 * "approvedBy", "closed_by" (one who did it) or "approver", "reviewers" (its agent noun): a field
 * whose name says which person did `verb`. "amountApproved", "closedAt" say how much or when, not who.
 */
export function namesDoerOf(fieldWords: readonly string[], verb: string): boolean {
  const words = fieldWords.map((w) => w.toLowerCase());
  const agent = words.some((w) => agentVerbRoots(w).includes(verb));
  const byWhom = words.some((w, i) => words[i + 1] === "by" && bases(w).includes(verb));
  return agent || byWhom;
}

/** "approves", "closed", "approver", "approval": a word that is a form of `verb` or made from it. */
export function formOfVerb(word: string, verb: string): boolean {
  const w = word.toLowerCase();
  if (w === verb || bases(w).includes(verb) || agentVerbRoots(w).includes(verb)) return true;
  // "approval", "closure": a noun of the act, made from the verb's stem.
  const stem = verb.replace(/e$/, "");
  return (
    stem.length >= 4 && w.startsWith(stem) && /^(?:al|als|ure|ures|ion|ions)$/.test(w.slice(stem.length))
  );
}

/**
 * "handle", "own", "work", "run", "lead": verbs of being responsible for a record — what its
 * assignee or owner is, so any record answers "who handled #87"; other deeds ("approved",
 * "closed") are answered only by a field that names who did them.
 */
export const RESPONSIBILITY_VERBS: ReadonlySet<string> = new Set([
  "handle",
  "own",
  "work",
  "run",
  "lead",
  "assign",
  "manage",
  "oversee",
  "supervise",
]);

/**
 * "engineering" of `ENG`, "design" of `DES`: a code of three or four capitals that a word of five
 * letters or more begins — keys are made of names that way. A code that is itself an English word
 * (`CAT`, `DECK`) is no shortening of the words it begins.
 */
export function codeBegunBy(code: string, word: string): boolean {
  const lower = code.toLowerCase();
  return (
    /^[A-Z]{3,4}$/.test(code) && /^[a-z]{5,}$/.test(word) && word.startsWith(lower) && !isEnglishWord(lower)
  );
}

/**
 * "rigging" of `RIG`, "design" of `DES`: a code of three to five capitals the word begins — enough
 * for the turn to ask which record is meant, never to send the code (`codeBegunBy` is the reading
 * sure enough for that).
 */
export function codeMayShorten(code: string, word: string): boolean {
  return /^[A-Z]{3,5}$/.test(code) && word.startsWith(code.toLowerCase());
}
