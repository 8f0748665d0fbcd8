/**
 * Names and identifiers as people write them: a proper name is two or more capitalized words
 * ("Tobias Lindqvist", "Acme Industries"); an identifier mixes letters and digits or is a long number.
 */
import { isCalendarWord } from "./calendar";
import { isEnglishWord, isNoVerb } from "./english";
import { type Token, tokenize } from "./tokens";
import {
  contactFieldWords,
  identifierParts,
  isPlural,
  isPossessive,
  PERSONAL_VERBS,
  singular,
  withoutPossessive,
} from "./words";

/** An identifier people type: letters and digits together (`1Z0004011446`, `TCK-004211`) or a long number — not `20` of "20 kg". */
export function looksLikeIdentifier(text: string): boolean {
  return (/\p{L}/u.test(text) && /\d/.test(text)) || /^\d{5,}$/.test(text);
}

/**
 * A namespaced name: snake_case words, a dot, snake_case words, with an underscore somewhere
 * (`sensor.attic_humidity`, `checkout.retry_limit`, `binary_sensor.front_door`) — the key of an entity
 * or a setting, typed whole. A web domain, a file name or an abbreviation (`booking.com`, `notes.txt`,
 * `e.g.`) has no underscore; an address's parts (`jane.doe@…`) and a longer dotted run are none.
 */
const DOTTED_NAME_BODY = String.raw`[a-z][a-z0-9]*(?:_[a-z0-9]+)*\.[a-z][a-z0-9]*(?:_[a-z0-9]+)*`;
export const DOTTED_NAME = new RegExp(`^${DOTTED_NAME_BODY}$`, "i");
const DOTTED_NAME_IN_TEXT = new RegExp(
  String.raw`(?<![\p{L}\p{N}_.@/:-])${DOTTED_NAME_BODY}(?![\p{L}\p{N}_@/-]|\.[\p{L}\p{N}])`,
  "giu",
);

export function isDottedName(text: string): boolean {
  return DOTTED_NAME.test(text) && text.includes("_");
}

/** The namespaced names (see {@link isDottedName}) written in a text, with their offsets. */
export function dottedNamesIn(text: string): { text: string; start: number; end: number }[] {
  return [...text.matchAll(DOTTED_NAME_IN_TEXT)]
    .filter((m) => m[0].includes("_"))
    .map((m) => ({ text: m[0], start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
}

/** "Tom's" → "Tom": a capitalised name written as a possessive, without its ending; else undefined. */
function ownerName(text: string): string | undefined {
  const name = withoutPossessive(text);
  return isPossessive(text) && /^\p{Lu}\p{Ll}+$/u.test(name) ? name : undefined;
}

export const PROPER_NAME = /\p{Lu}[\p{L}'’-]*(?:(?:\s+&)?\s+\p{Lu}[\p{L}'’-]*)+/u;
const PROPER_NAMES = new RegExp(PROPER_NAME.source, "gu");
/** Every full name of a text (two capitalized words or more, `PROPER_NAME`), as written. */
export function properNamesIn(text: string): string[] {
  return text.match(PROPER_NAMES) ?? [];
}

/**
 * The entity an identifier's letter prefix abbreviates: `TCK-004211` → ticket, `INV-88` → invoice,
 * `usr_1117` → user, `BK-7Q2M9X` → booking. The prefix (2–4 letters before a separator or digit)
 * must start like the entity and appear in it in order; only one entity may fit.
 */
export function entityOfIdentifier(token: string, entities: Iterable<string>): string | undefined {
  const fits = entitiesOfIdentifier(token, entities);
  if (fits.length <= 1) return fits[0];
  // Of several, the one the letters abbreviate most surely ("pi_…": payment intent's initials, not
  // the letters of price; "prod_…": product's first letters).
  const prefix = identifierPrefix(token) ?? "";
  const best = Math.max(...fits.map((e) => abbreviationRank(prefix, e)));
  const surest = fits.filter((e) => abbreviationRank(prefix, e) === best);
  return best > 1 && surest.length === 1 ? surest[0] : undefined;
}

/** The letters an identifier starts with before a separator or its digits (`pi` of `pi_W27o…`, `TCK` of `TCK-004211`). */
const identifierPrefix = (token: string) =>
  /^([A-Za-z]{2,4})(?=[-_:#]?\d|[-_:#])/.exec(token)?.[1]?.toLowerCase();

/** Every entity an identifier's letter prefix may abbreviate (`PET-000512` → pet, patient); none for `D-0107`. */
export function entitiesOfIdentifier(token: string, entities: Iterable<string>): string[] {
  if (!looksLikeIdentifier(token)) return [];
  const prefix = identifierPrefix(token);
  if (!prefix) return [];
  return [...entities].filter((e) => abbreviationRank(prefix, e) > 0);
}

/**
 * How surely lower-case letters abbreviate an entity: 3 — its words' initials ("pi" payment intent,
 * "po" purchase order); 2 — its first letters ("prod" product, "cus" customer, "ch" charge); 1 —
 * letters of it in order from its first ("dp" dispute, "tck" ticket); 0 — none.
 */
export function abbreviationRank(letters: string, entity: string): number {
  const words = entity.split(/\s+/);
  const squashed = words.join("");
  if (!letters || squashed[0] !== letters[0] || !isSubsequence(letters, squashed)) return 0;
  if (words.length > 1 && words.map((w) => w[0]).join("") === letters) return 3;
  return squashed.startsWith(letters) ? 2 : 1;
}

/**
 * A GraphQL global id names its entity: by the object identification convention it is the base64
 * of "<Type>:<key>" (`Q291cnNlOjEy` = Course:12, `U3R1ZGVudDoxMDQy` = Student:1042). The decoded
 * type, when it is one of `entities` (`PurchaseOrder` → purchase order); undefined otherwise.
 */
export function entityOfGlobalId(token: string, entities: Iterable<string>): string | undefined {
  if (!/^[A-Za-z0-9+/]{8,}={0,2}$/.test(token) || token.replace(/=+$/, "").length % 4 === 1) return undefined;
  let text: string;
  try {
    text = atob(token.padEnd(Math.ceil(token.length / 4) * 4, "="));
  } catch {
    return undefined;
  }
  const type = /^([A-Za-z][A-Za-z0-9]*):[\x21-\x7e]+$/.exec(text)?.[1];
  if (!type) return undefined;
  const parts = identifierParts(type);
  const named = new Set([singular(parts.join(" ")), singular(parts.join(""))]);
  return [...entities].find((e) => named.has(e) || named.has(e.replace(/\s+/g, "")));
}

function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (const ch of long) if (ch === short[i]) i += 1;
  return i === short.length;
}

const LINK_WORDS = /^(about|in|on|at|for|of|with|to|like|by|from|the|a|an|not|still|also|really)$/;
/** A word that opens a question's verb phrase before its subject ("does Tom have", "did each vet do"). */
export const AUXILIARY = /^(is|was|does|did|do|has|had|will|would|can|could)$/;
/** "what's Sam Okoro working on?", "whats": a question word with "is" written onto it — the auxiliary "is". */
const CONTRACTED_IS = /^(?:what|where|how)['’]s$|^whats$/;

/**
 * "what is Rosa working on?", "who does Luca report to?", "pull up Bella's record": one
 * capitalized word where a person stands — the subject between an auxiliary and its verb, or a
 * possessive. Never the question's first word, an acronym (all capitals), a month or weekday, or
 * a word of the records (`entityWords`); only when the question holds no other capitalized word
 * past its first, so a title ("Dune by Frank Herbert") is never split.
 */
export function firstNameWord(
  tokens: readonly Token[],
  entityWords: ReadonlySet<string>,
): string | undefined {
  // The question's first word is capitalized as any sentence's is — a name there only as a possessive
  // that is no English word ("Noor's tickets in review", never "Today's orders").
  const capitalized = tokens.filter(
    (t, i) =>
      /^\p{Lu}/u.test(t.text) &&
      (i > 0 || (ownerName(t.text) !== undefined && !isEnglishWord(withoutPossessive(t.lower)))),
  );
  if (capitalized.length !== 1) return undefined;
  const t = capitalized[0];
  const i = tokens.indexOf(t);
  const possessive = ownerName(t.text);
  const word = possessive ?? (/^\p{Lu}\p{Ll}+$/u.test(t.text) ? t.text : undefined);
  if (!word || isCalendarWord(word) || entityWords.has(singular(word.toLowerCase()))) return undefined;
  return possessive || subjectOfVerb(tokens, i, 1) || subjectOfRecords(tokens, i) ? word : undefined;
}

/**
 * "issues Rosa is working on", "loans Grace has", "tickets Sam Okoro owns": the name right after the
 * records named in the plural, with a verb right after it, is the subject of a clause about those
 * records — a person, never words of their text.
 */
function subjectOfRecords(tokens: readonly Token[], at: number, length = 1): boolean {
  const prev = tokens[at - 1]?.lower ?? "";
  const next = tokens[at + length]?.text ?? "";
  // (the records' plural, or another noun for them: "tickets" of issues, "people" of employees)
  if (!isPlural(prev) || LINK_WORDS.test(prev) || AUXILIARY.test(prev)) return false;
  return AUXILIARY.test(next) || (/^[a-z]{3,}(?:s|ed)$/.test(next) && !LINK_WORDS.test(next));
}

/** An imperative that asks to look someone up ("find …", "look up …", "search for …"). */
const LOOKUP_IMPERATIVE = /^(?:please\s+)?(?:find|locate|look\s*up|search\s+for)\s+/i;
/**
 * Professional titles written before a name ("Dr. Okafor", "Prof. Lindqvist", "Nurse Ortiz"), each
 * with the words of the roles whose people bear it: the records a titled person is one of.
 */
const PROFESSIONAL_TITLES: ReadonlyMap<string, readonly string[]> = (() => {
  const doctor = `doctor physician practitioner clinician provider vet veterinarian surgeon dentist`;
  const teacher = `professor teacher instructor lecturer tutor faculty`;
  const nurse = `nurse practitioner clinician caregiver`;
  const roles = (words: string) => words.split(/\s+/);
  return new Map([
    // A doctor of medicine, or one of a university ("Dr. Park" teaching a course).
    ["dr", roles(`${doctor} ${teacher}`)],
    ["doctor", roles(doctor)],
    ["prof", roles(teacher)],
    ["professor", roles(teacher)],
    ["nurse", roles(nurse)],
  ]);
})();
/** A courtesy title written before a surname ("Dr. Okafor", "Ms Lund"). */
const NAME_TITLE = new RegExp(`^(?:mr|mrs|ms|mx|${[...PROFESSIONAL_TITLES.keys()].join("|")})\\.?$`, "i");
export const isNameTitle = (word: string): boolean => NAME_TITLE.test(word);

/**
 * "Dr Daniel Okafor", "Prof. Ines Lund": a name written after a professional title — the name
 * without it, and the words of the roles the title says the person has (`doctor`, `physician`,
 * `vet`… of "Dr"). Undefined when the text opens with no such title before a capitalized word.
 */
export function titledName(text: string): { name: string; roles: readonly string[] } | undefined {
  const m = /^(\p{L}+)\.?\s+(?=\p{Lu})/u.exec(text.trim());
  const roles = m ? PROFESSIONAL_TITLES.get(m[1].toLowerCase()) : undefined;
  if (!m || !roles || !/^\p{Lu}/u.test(m[1])) return undefined;
  return { name: text.trim().slice(m[0].length), roles };
}

/**
 * "how many encounters did Dr. Daniel Okafor have?", "Prof. Lund's courses": the first name in a
 * question written after a professional title (`titledName`) — without the title or a possessive.
 */
export function titledPersonIn(question: string): { name: string; roles: readonly string[] } | undefined {
  for (const m of question.matchAll(
    /(?<![\p{L}'’])\p{Lu}\p{Ll}*\.?\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*/gu,
  )) {
    const titled = titledName(m[0]);
    if (titled) return { ...titled, name: titled.name.replace(/['’]s?$/, "") };
  }
  return undefined;
}

/**
 * The records of `entity` are people of one of `roles` (`practitioner`, `vets`): by the entity's
 * own words, or — a step behind (2) — by what its description calls them ("Search Practitioner
 * resources (doctors, nurses)", "The practice's veterinarians"). 0 when neither says so.
 */
export function roleFit(roles: readonly string[], entity: string, description = ""): 0 | 1 | 2 {
  const has = (words: readonly string[]) => words.some((w) => roles.includes(singular(w.toLowerCase())));
  if (has(identifierParts(entity))) return 1;
  return has(description.match(/\p{L}+/gu) ?? []) ? 2 : 0;
}

/**
 * "find Arjun", "look up Dr. Okafor", "search for Ines Lund": a question that is only a lookup
 * imperative and a name (one to three capitalized words, an optional courtesy title first) asks
 * for that person or thing by name. The name, or undefined when the object is anything else — a
 * word of the records (`entityWords`), an acronym, a month, lower case words, an identifier.
 */
export function lookedUpName(question: string, entityWords: ReadonlySet<string>): string | undefined {
  const text = question.trim().replace(/[?!.]+$/, "");
  const m = LOOKUP_IMPERATIVE.exec(text);
  if (!m) return undefined;
  const words = text.slice(m[0].length).split(/\s+/).filter(Boolean);
  if (words.length > 0 && NAME_TITLE.test(words[0])) words.shift();
  if (words.length < 1 || words.length > 3) return undefined;
  const nameLike = (w: string) =>
    /^\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)*$/u.test(w) &&
    !isCalendarWord(w) &&
    !entityWords.has(singular(w.toLowerCase()));
  return words.every(nameLike) ? words.join(" ") : undefined;
}

/**
 * The `length` tokens from `start` stand as the subject between an auxiliary and its verb ("does
 * Luca report", "has Daniel Okafor raised"); after a form of "be", only a participle is a verb of
 * the person ("is Rosa working", "was Luca hired").
 */
function subjectOfVerb(tokens: readonly Token[], start: number, length: number): boolean {
  const before = tokens[start - 1]?.lower ?? "";
  const prev = CONTRACTED_IS.test(before) ? "is" : before;
  const next = tokens[start + length];
  if (!AUXILIARY.test(prev) || !next || !/^[a-z]{2,}$/.test(next.text) || LINK_WORDS.test(next.text))
    return false;
  return !(/^(is|was)$/.test(prev) && !/(?:ing|ed)$/.test(next.text));
}

/**
 * "Sam Taylor's email address", "what has Daniel Okafor raised?": a full name (two or three
 * capitalized words) where a person stands — a possessive, or the subject between an auxiliary and
 * its verb — asks about one person, as `firstNameWord` does for a first name. Only when the question
 * holds no other capitalized word.
 */
export function fullNameWords(
  tokens: readonly Token[],
  entityWords: ReadonlySet<string>,
): string | undefined {
  const upper = (t: Token | undefined) => t !== undefined && /^\p{Lu}/u.test(t.text);
  // The question's first word is one of the name only when the name goes on right after it ("Sam Taylor's email").
  const capitalized = tokens.filter(
    (t, i) => upper(t) && (i > 0 || (upper(tokens[1]) && !CONTRACTED_IS.test(t.lower))),
  );
  if (capitalized.length < 2 || capitalized.length > 3) return undefined;
  const first = tokens.indexOf(capitalized[0]);
  if (capitalized.some((t, j) => tokens.indexOf(t) !== first + j)) return undefined;
  const last = capitalized[capitalized.length - 1];
  const possessive = ownerName(last.text);
  const words = [...capitalized.slice(0, -1).map((t) => t.text), possessive ?? last.text];
  if (
    !words.every((w) => /^\p{Lu}\p{Ll}+$/u.test(w)) ||
    words.some((w) => isCalendarWord(w) || entityWords.has(singular(w.toLowerCase())))
  )
    return undefined;
  return possessive ||
    subjectOfVerb(tokens, first, capitalized.length) ||
    subjectOfRecords(tokens, first, capitalized.length)
    ? words.join(" ")
    : undefined;
}

/**
 * "email for Sam Patel", "contact details of Rosa Martinez": a full name ending the question right after
 * "of" / "for", with words asking how to reach someone before it (`contactFieldWords`) — one person's
 * field is asked, as by a possessive ("Sam Patel's email").
 */
export function contactedName(
  tokens: readonly Token[],
  entityWords: ReadonlySet<string>,
): string | undefined {
  const at = tokens.findIndex((t) => t.lower === "of" || t.lower === "for");
  const contact = contactFieldWords(
    tokens.map((t) => t.lower),
    entityWords,
  );
  if (at < 1 || ![...contact].some((i) => i < at)) return undefined;
  const name = tokens.slice(at + 1);
  if (name.length < 2 || name.length > 3 || !name.every((t) => /^\p{Lu}\p{Ll}+$/u.test(t.text)))
    return undefined;
  if (name.some((t) => isCalendarWord(t.text) || entityWords.has(singular(t.lower)))) return undefined;
  return name.map((t) => t.text).join(" ");
}

/**
 * "where does Giulia Marino live?", "where does Daniel Kim work?": a full name (`fullNameWords`)
 * standing as the subject of a verb only people do, of themselves (`PERSONAL_VERBS`), is a person —
 * not a product or a record's title. A possessive ("Aurora Lamp's price"), an object ("look up
 * Daniel Kim") or a verb of records ("has Fabio Moretti bought") says nothing of the kind.
 */
export function personSubject(
  tokens: readonly Token[],
  entityWords: ReadonlySet<string>,
): string | undefined {
  const name = fullNameWords(tokens, entityWords);
  if (!name) return undefined;
  const words = name.split(" ");
  const first = tokens.findIndex(
    (t, i) => t.text === words[0] && words.every((w, j) => tokens[i + j]?.text === w),
  );
  const verb = tokens[first + words.length]?.lower;
  return first >= 0 &&
    verb !== undefined &&
    PERSONAL_VERBS.has(verb) &&
    subjectOfVerb(tokens, first, words.length)
    ? name
    : undefined;
}

// "tickets assigned to tariq": "to" says to whom, as "by" says by whom.
const NAME_PREPOSITIONS = /^(?:for|of|from|by|with|at|to)$/;

/**
 * "emma collins' pets", "Ana Reyes' invoices": a full name whose last word ends in s takes the
 * possessive as a bare apostrophe — written here as "'s", the one possessive form the readers of
 * names know. Only after a word that can be a first name (capitalized, or in lower case no word of
 * the tools' vocabulary, `known`, and no English word): "the customers' orders" stays as written.
 */
export function withNamePossessives(question: string, known: (word: string) => boolean): string {
  const tokens = tokenize(question);
  let out = question;
  for (let i = tokens.length - 1; i > 0; i--) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    if (!/^\p{L}+s$/iu.test(t.text) || !/^['’](?=\s|$)/u.test(question.slice(t.end))) continue;
    if (!/^ +$/.test(question.slice(prev.end, t.start))) continue;
    const firstName =
      /^\p{Lu}\p{Ll}+$/u.test(prev.text) ||
      (/^\p{Ll}{2,}$/u.test(prev.text) && !known(prev.lower) && !isEnglishWord(prev.lower));
    if (!firstName || (/^\p{Lu}/u.test(prev.text) && !/^\p{Lu}/u.test(t.text) && isEnglishWord(t.lower)))
      continue;
    out = `${out.slice(0, t.end + 1)}s${out.slice(t.end + 1)}`;
  }
  return out;
}

/**
 * "invoices for globex", "does hanna idris have any direct reports?", "le guin books available?",
 * "show tobias lindqvist's tickets": names typed in lower case are written back capitalized, so every
 * reading of names downstream (`PROPER_NAME`, `firstNameWord`, `fullNameWords`) sees them as names.
 * Lower case never turns an ordinary word into a name: a word of the tools' own vocabulary (`known`),
 * of the records' nouns (`records`), a calendar word or an English word is none. A name's first word
 * is no English word; a second may be one WordNet knows as no verb ("jane doe", "laura gentile" —
 * never "globex owe"), unless a records' noun follows it ("globex unpaid invoices"); a third is again
 * no English word.
 * Two or three such words are a full name wherever they stand; one alone only where a name stands —
 * possessive ("globex's email"), the first word before a records' noun ("globex invoices"), after
 * for/of/from/by/with/at at the end of the question or before a records' noun or a function word
 * ("invoices for globex in september"), or the subject between an auxiliary and its verb ("does
 * globex owe us anything").
 */
export function withNamesCased(
  question: string,
  known: (word: string) => boolean,
  records: ReadonlySet<string>,
): string {
  const tokens = tokenize(question);
  const base = (t: Token) => withoutPossessive(t.lower);
  const possessive = (t: Token) => isPossessive(t.text);
  const lowerWord = (t: Token | undefined): t is Token => {
    if (!t || !/^\p{Ll}{2,}(?:['’]s)?$/u.test(t.text)) return false;
    const before = question[t.start - 1];
    return (
      (before === undefined || /[\s("“]/.test(before)) &&
      /^(?:$|[\s?!,;:)"”]|\.(?:\s|$))/.test(question.slice(t.end))
    );
  };
  const ordinary = (w: string) =>
    known(w) || known(singular(w)) || records.has(singular(w)) || isCalendarWord(w);
  const nameWord = (t: Token | undefined): t is Token =>
    lowerWord(t) && !ordinary(base(t)) && !isEnglishWord(base(t));
  const adjacent = (a: Token, b: Token | undefined): b is Token =>
    b !== undefined && /^ +$/.test(question.slice(a.end, b.start));
  const recordNoun = (t: Token | undefined) => t !== undefined && records.has(t.norm);
  const cased = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i];
    if (!nameWord(first) || cased.has(i)) continue;
    const run = [i];
    const second = tokens[i + 1];
    if (!possessive(first) && adjacent(first, second) && lowerWord(second)) {
      const plain = !ordinary(base(second)) && !isEnglishWord(base(second));
      // "emma collins's pets": a possessive second word is the name's end, whatever noun follows.
      const noun =
        !ordinary(base(second)) &&
        isNoVerb(base(second)) &&
        (possessive(second) || !recordNoun(tokens[i + 2]));
      if (plain || noun) run.push(i + 1);
      const third = tokens[i + 2];
      if (run.length === 2 && !possessive(second) && adjacent(second, third) && nameWord(third))
        run.push(i + 2);
    }
    const last = tokens[run[run.length - 1]];
    const next = tokens[run[run.length - 1] + 1];
    const prev = tokens[i - 1]?.lower ?? "";
    const nextFree = next === undefined || !adjacent(last, next) || isEnglishWord(next.lower);
    const standsAsName =
      run.length > 1 ||
      possessive(last) ||
      (i === 0 && adjacent(last, next) && recordNoun(next)) ||
      (NAME_PREPOSITIONS.test(prev) && (nextFree || recordNoun(next))) ||
      subjectOfVerb(tokens, i, 1);
    if (standsAsName) for (const j of run) cased.add(j);
  }
  if (cased.size === 0) return question;
  let out = question;
  for (const j of cased) {
    const t = tokens[j];
    out = out.slice(0, t.start) + t.text[0].toUpperCase() + out.slice(t.start + 1);
  }
  return out;
}

/**
 * "Globex invoices", "Initech estimates": the question's first word, capitalized and no English word,
 * right before a records' noun, is the name of whose records they are — not the sentence's capital.
 */
export function leadingName(tokens: readonly Token[], records: ReadonlySet<string>): string | undefined {
  const [first, next] = tokens;
  if (!first || !next || !/^\p{Lu}\p{Ll}+$/u.test(first.text) || !records.has(next.norm)) return undefined;
  return isEnglishWord(first.text) || isCalendarWord(first.text) ? undefined : first.text;
}
