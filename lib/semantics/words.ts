/**
 * The one place for word rules (DESIGN.md §3, "one concept, one place"): identifier splitting
 * (snake, kebab, dot, camelCase, letter/digit runs) and grammatical number. Capabilities, routing,
 * planning, execution and presentation all import these; none keeps its own.
 */
import pluralize from "pluralize";
import { CHAT_SHORTHAND } from "./synonym-table";

// Words the English rules get wrong in data vocabularies.
pluralize.addUncountableRule("data");
pluralize.addUncountableRule("metadata");
pluralize.addUncountableRule("info");
pluralize.addUncountableRule("inventory");
pluralize.addSingularRule(/(sku|faq|api|url|id)s$/i, "$1");
pluralize.addSingularRule(/^(canvas|atlas|alias|status|bus|us)$/i, "$1");

const CAMEL = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+|\p{L}+/gu;

/**
 * Answers of a rule on one word, for the rules below that the planner asks of the same words (field
 * names, the question's words) many times a turn. The rules are fixed at load, so an answer never
 * goes stale; cleared when full, as the singulars are.
 */
export function wordMemo<T>(rule: (word: string) => T): (word: string) => T {
  const answers = new Map<string, T>();
  return (word) => {
    const hit = answers.get(word);
    if (hit !== undefined) return hit;
    const out = rule(word);
    if (answers.size >= SINGULAR_CACHE_LIMIT) answers.clear();
    answers.set(word, out);
    return out;
  };
}

const partsOf = wordMemo((name: string): readonly string[] =>
  (name.match(CAMEL) ?? []).map((p) => p.toLowerCase()),
);

/** `getUserById` → get user by id; `HTTPServer2` → http server 2; `list_open-items.v2` → list open items v 2. */
export function identifierParts(name: string): string[] {
  return [...partsOf(name)];
}

/**
 * Answers of `singular`, per word as given: pluralize tries its rules one by one, and the same
 * words (entities, field names, the question's words) are asked on every turn. The rules are fixed
 * above, at load, so an answer never goes stale; cleared when full (as lib/routing/stem.ts).
 */
/** The possessive ending, with a straight or a curly apostrophe: "Tom's", "E-10013’s". */
const POSSESSIVE = /['’]s$/;
/** Written as a possessive ("Tom's", "E-10013’s"). */
/** "acme/web", "team/project/dataset": a compound key written as its path (no spaces, a letter in some part). */
const KEY_PATH = /^[A-Za-z0-9][\w.-]*(?:\/[A-Za-z0-9][\w.-]*)+$/;

/** The parts of a compound key written as a path ("acme/web" → acme, web), or undefined for any other text. */
export function keyPathParts(value: string): string[] | undefined {
  if (value.length > 500 || !KEY_PATH.test(value)) return undefined;
  const parts = value.split("/");
  return parts.some((x) => /\p{L}/u.test(x)) ? parts : undefined;
}

/** The path segments of a web address (`https://host/acme/web/issues/12` → acme, web, issues, 12), or undefined. */
export function webPathSegments(value: string): string[] | undefined {
  if (value.length > 2000 || !/^https?:\/\/\S+$/i.test(value)) return undefined;
  try {
    return new URL(value).pathname.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

export const isPossessive = (text: string): boolean => POSSESSIVE.test(text);
/** The word without its possessive ending: "Tom's" → "Tom"; other words unchanged. */
export const withoutPossessive = (text: string): string => text.replace(POSSESSIVE, "");

const singulars = new Map<string, string>();
export const SINGULAR_CACHE_LIMIT = 50_000;

/** Singular lower-case form: `categories` → category, `people` → person, `C-1042` and `its` unchanged. */
export function singular(word: string): string {
  const hit = singulars.get(word);
  if (hit !== undefined) return hit;
  const w = withoutPossessive(word.toLowerCase());
  const out = w.length <= 3 || /\d/.test(w) ? w : pluralize.singular(w);
  if (singulars.size >= SINGULAR_CACHE_LIMIT) singulars.clear();
  singulars.set(word, out);
  return out;
}

/** `order` → orders, `Person` → People, `category` → categories (the first letter's case is kept). */
export function plural(word: string): string {
  return plurals(word);
}

const plurals = wordMemo((word: string): string => {
  if (word === "") return word;
  const out = pluralize.plural(word.toLowerCase());
  return /^\p{Lu}/u.test(word) ? out[0].toUpperCase() + out.slice(1) : out;
});

/**
 * A noun with its indefinite article: "an instructor", "a student", "a user", "an update", "an hour".
 * By sound, as far as the spelling tells it: a vowel letter takes "an", except a "u" said "you"
 * (a user, a unit); a silent "h" (hour, honest, heir) takes "an".
 */
export function withArticle(noun: string): string {
  const w = noun.toLowerCase();
  const an =
    /^[aeio]/.test(w) ||
    (/^u/.test(w) && !/^u[^aeiou][aeiou]/.test(w)) ||
    /^(hour|honou?r|honest|heir)/.test(w);
  return `${an ? "an" : "a"} ${noun}`;
}

/** Initialisms a parameter's name writes in lower case, said as people write them. */
const INITIALISMS = new Set(["id", "ids", "url", "uri", "api", "ip", "sku", "uuid", "vat", "iban"]);

/**
 * Parameter names said in words, as a person would say what to give (never `objectId`): the words a
 * name opens with that name the record asked about are dropped, and the rest listed —
 * (`objectId`, object) → "ID"; (`apiVersion`, `kind`; resource) → "API version, kind";
 * (`owner`, `repo`; repository) → "owner, repo".
 */
export function namesInWords(names: readonly string[], record: string): string {
  const own = record.toLowerCase().split(/\s+/).filter(Boolean).map(singular);
  const said = names.map((name) => {
    const parts = identifierParts(name);
    let i = 0;
    while (i < parts.length - 1 && i < own.length && singular(parts[i] ?? "") === own[i]) i++;
    return parts
      .slice(i)
      .map((w) => (INITIALISMS.has(w) ? w.toUpperCase().replace(/S$/, "s") : w))
      .join(" ");
  });
  return said.join(", ");
}

export function isPlural(word: string): boolean {
  const w = word.toLowerCase();
  return w.length > 3 && !/\d/.test(w) && singular(w) !== w;
}

/** `orders.search`, `listShipments`, `date_from`, `mcp:commerce/orders.get` → singular lower words. */
export function identifierWords(id: string): string[] {
  return identifierParts(id).map(singular);
}

/** Units as people write them and as names abbreviate them: kilometres, kms → km; kilograms → kg. */
const UNIT_ALIASES: Record<string, string> = {
  kilometre: "km",
  kilometer: "km",
  kms: "km",
  mile: "mi",
  metre: "m",
  meter: "m",
  kilogram: "kg",
  kilo: "kg",
  kgs: "kg",
  gram: "g",
  pound: "lb",
  lbs: "lb",
  tonne: "t",
  ton: "t",
  hour: "h",
  hr: "h",
  hrs: "h",
  minute: "min",
  mins: "min",
  second: "s",
  sec: "s",
  litre: "l",
  liter: "l",
  percent: "pct",
  "%": "pct",
};

const UNITS: ReadonlySet<string> = new Set(Object.values(UNIT_ALIASES));

/**
 * Units of one measure, each as a multiple of the measure's base (as {@link unitWord} writes them):
 * "delayed more than 2 hours" is 120 for a bound counted in minutes.
 */
const UNIT_SCALES: readonly Readonly<Record<string, number>>[] = [
  { ms: 0.001, s: 1, min: 60, h: 3600, day: 86_400, week: 604_800 },
  { m: 1, km: 1000, mi: 1609.344 },
  { g: 1, kg: 1000, lb: 453.59237, t: 1_000_000 },
];

/**
 * `value` said in unit `from`, written in unit `to` of the same measure (both as {@link unitWord}
 * writes them); undefined when the two are not units of one measure.
 */
export function convertUnit(value: number, from: string, to: string): number | undefined {
  const scale = UNIT_SCALES.find((s) => s[from] !== undefined && s[to] !== undefined);
  const a = scale?.[from];
  const b = scale?.[to];
  return a === undefined || b === undefined ? undefined : (value * a) / b;
}

/** Whether `unit` (as {@link unitWord} writes it) counts time: seconds, minutes, hours, days, weeks. */
export function isTimeUnit(unit: string): boolean {
  return UNIT_SCALES[0]?.[unit] !== undefined;
}

/** Verbs that say how long something went on: "runs that took longer than 5 minutes", "calls lasting over an hour". */
const DURATION_VERBS = new Set([
  "take",
  "takes",
  "took",
  "taken",
  "taking",
  "last",
  "lasts",
  "lasted",
  "lasting",
]);

/** Whether `word` says how long something went on (a verb of {@link DURATION_VERBS}). */
export function isDurationVerb(word: string): boolean {
  return DURATION_VERBS.has(word.toLowerCase());
}

/** The units {@link convertUnit} can write a value said in `unit` in (itself excluded). */
export function convertibleUnits(unit: string): string[] {
  const scale = UNIT_SCALES.find((s) => s[unit] !== undefined);
  return scale ? Object.keys(scale).filter((u) => u !== unit) : [];
}

/** Currencies as people write them (a symbol, a code, a name) → their code: "euros" → eur, "$" → usd. */
export const CURRENCY_WORDS: Readonly<Record<string, string>> = {
  "€": "eur",
  eur: "eur",
  euro: "eur",
  euros: "eur",
  $: "usd",
  usd: "usd",
  dollar: "usd",
  dollars: "usd",
  buck: "usd",
  bucks: "usd",
  "£": "gbp",
  gbp: "gbp",
  pound: "gbp",
  pounds: "gbp",
  quid: "gbp",
  chf: "chf",
};

/** A unit in its one spelling (`km`, `kg`, `h`): what a field's name ends in after what it measures. */
export function isUnit(word: string): boolean {
  return UNITS.has(unitWord(word));
}

/** One spelling per unit: `kilometres` → km, `kg` → kg, `nights` → night. */
export function unitWord(word: string): string {
  const w = singular(word);
  return UNIT_ALIASES[w] ?? UNIT_ALIASES[word.toLowerCase()] ?? w;
}

/**
 * The verb stem shared by a value's inflections, for matching declared values to what people
 * write: `voided`/`void`, `trialing`/`trial`, `cancelled`/`canceled`/`cancel`, `completed`/`complete`.
 * Only `-ed`/`-ing` and a final `e` come off, and only from words of five letters or more.
 */
export function stem(word: string): string {
  return stems(word);
}

const stems = wordMemo((word: string): string => {
  let w = word.toLowerCase();
  if (w.length < 5) return w;
  const cut = /^(.{3,}?)(?:ing|ed)$/.exec(w)?.[1];
  if (cut) w = cut.replace(/([^aeiouls])\1$/, "$1").replace(/ll$/, "l");
  return w.replace(/e$/, "");
});

/** Two words of one root: "reports"/"report", "assigned"/"assignee", "managed"/"manager", "owned"/"owner". */
export function sameRoot(a: string, b: string): boolean {
  const x = stem(a);
  const y = stem(b);
  const n = Math.min(x.length, y.length);
  return n >= 3 && x.slice(0, Math.min(n, 5)) === y.slice(0, Math.min(n, 5));
}

// English verbs whose past forms are not the stem plus -ed ("won" of win, "sent" of send).
const IRREGULAR_PAST: Readonly<Record<string, readonly string[]>> = {
  win: ["won"],
  lose: ["lost"],
  sell: ["sold"],
  buy: ["bought"],
  send: ["sent"],
  pay: ["paid"],
  lend: ["lent"],
  spend: ["spent"],
  build: ["built"],
  hold: ["held"],
  keep: ["kept"],
  find: ["found"],
  make: ["made"],
  bring: ["brought"],
  leave: ["left"],
  meet: ["met"],
  get: ["got", "gotten"],
  give: ["gave", "given"],
  take: ["took", "taken"],
  write: ["wrote", "written"],
  break: ["broke", "broken"],
  choose: ["chose", "chosen"],
  freeze: ["froze", "frozen"],
  steal: ["stole", "stolen"],
  ship: ["shipped"],
  drive: ["drove", "driven"],
  ride: ["rode", "ridden"],
  teach: ["taught"],
  lead: ["led"],
  bear: ["bore", "born", "borne"],
};

/**
 * "called *off*", "wrapped *up*", "turned *down*", "let *go*": the word that completes a phrasal verb
 * after its participle — with it, the participle says what became of a record, not a word of its text.
 */
export const VERB_PARTICLES: ReadonlySet<string> = new Set(
  "up down off out away back over aside through go".split(" "),
);

/** "won", "lost", "sent": a past form that is not the stem plus -ed. */
export function irregularPast(word: string): boolean {
  return Object.values(IRREGULAR_PAST).some((forms) => forms.includes(word));
}

/** The forms a verb is written in as a state: `win` → win, won; `close` → close, closed. */
export function verbForms(word: string): string[] {
  return [...formsOf(word)];
}

const formsOf = wordMemo((word: string): readonly string[] => {
  const w = word.toLowerCase();
  const base = Object.entries(IRREGULAR_PAST).find(([k, v]) => k === w || v.includes(w))?.[0];
  if (base) return [...new Set([w, base, ...(IRREGULAR_PAST[base] ?? [])])];
  return [...new Set([w, `${stem(w)}ed`])];
});

/**
 * "unsolved", "unresolved", "unpaid", "unassigned": a participle negated by its "un-" prefix states
 * a condition records are in (they lack the event), never the event a date or an order is of.
 */
export function negatedParticiple(word: string): boolean {
  const w = word.toLowerCase();
  return /^un[a-z]{3,}ed$/.test(w) || (w.startsWith("un") && irregularPast(w.slice(2)));
}

/**
 * Words that deny what follows them: "not", "never", "nor", and every "…n't" ("aren't", "haven't").
 * One list for every reading of a negation (a denied value, person, date or residual word); callers
 * add the words their reading also takes ("without", "no").
 */
const DENYING_WORDS: ReadonlySet<string> = new Set(["not", "never", "nor"]);
export function isDenyingWord(word: string, also: readonly string[] = []): boolean {
  const w = word.toLowerCase();
  return DENYING_WORDS.has(w) || /n['’]t$/.test(w) || also.includes(w);
}

/** Some word of a text (hyphenated parts apart: "no-show", "non-urgent") denies: see `isDenyingWord`. */
export function textDenies(text: string, also: readonly string[] = []): boolean {
  return text.split(/[^\p{L}\p{N}'’]+/u).some((w) => w !== "" && isDenyingWord(w, also));
}

/** Prefixes that deny an English word: "inactive", "unpaid", "nonbillable", "non-active". */
const NEGATION_PREFIXES = ["non-", "non", "un", "in", "im", "dis"] as const;

/**
 * "inactive" → active, "unpaid" → paid, "unfinished" → finished, "non-billable" → billable: the word a
 * negation prefix denies, when the rest is `known` (a word the caller has in hand — a flag's name, a
 * state word); else undefined. Never a guess from the letters alone ("index", "interest", "union").
 */
export function deniedWord(word: string, known: (base: string) => boolean): string | undefined {
  const w = word.toLowerCase();
  for (const prefix of NEGATION_PREFIXES) {
    const base = w.slice(prefix.length);
    if (w.startsWith(prefix) && base.length >= 4 && known(base)) return base;
  }
  return undefined;
}

/** The noun of the event a participle dates when its stem does not show it: "born" → birth (`birthDate`). */
export const EVENT_NOUNS: Readonly<Record<string, string>> = { born: "birth" };

/** Declared values that mean "no filter" (`status: all`): never a constraint a person stated. */
export const EVERYTHING_VALUES: ReadonlySet<string> = new Set(["all", "any", "every", "both", "*"]);
/** Declared catch-all values spelled like a determiner ("any *other* contacts"): never read from plain words. */
export const CATCH_ALL_VALUES: ReadonlySet<string> = new Set(["other", "others"]);

/**
 * Tool-name words of a view that measures records rather than listing them (`pods_top`,
 * `node_metrics`, `host_usage`): the records' figures (CPU, memory, counts), not the records.
 */
export const MEASURE_NAME_WORDS: ReadonlySet<string> = new Set(
  "top metric metrics usage utilization utilisation consumption telemetry".split(" "),
);

/** "how many *different* customers": words that ask for distinct things, not a kind of them. */
export const DISTINCT_WORDS: ReadonlySet<string> = new Set([
  "different",
  "distinct",
  "unique",
  "separate",
  "individual",
]);

/** Nouns that denote people: "how many people…" asks about the one such entity a source has. */
export const PERSON_NOUNS: ReadonlySet<string> = new Set(
  `user member customer client employee staff driver guest contact patient student agent worker teammate
  colleague subscriber passenger traveller traveler holder person`.split(/\s+/),
);

/** Words by which the person asking speaks of themselves ("my tasks", "assigned to me", "do I have"). */
export const FIRST_PERSON_WORDS: readonly string[] = ["i", "me", "my", "mine", "myself"];
/** Roles people play in records: `assigneeId`, `owner_ref`, `author` point at the people entity. */
export const PERSON_ROLES: ReadonlySet<string> = new Set(
  `assignee owner author reporter creator requester approver reviewer manager lead responsible`.split(/\s+/),
);

/**
 * What a person in a managing role has (`manager`, `lead`, `supervisor`): "Jane Doe's team", "his
 * subordinates" are the people whose manager that person is.
 */
export function managedWords(role: readonly string[]): string[] {
  return role.some((w) => MANAGING_ROLES.has(w)) ? ["team", "subordinate", "underling"] : [];
}
const MANAGING_ROLES: ReadonlySet<string> = new Set(["manager", "lead", "supervisor", "boss"]);

/** A word naming a role: the role's own word, or another word of managing ("boss" of `ManagerId`). */
export function saysRole(word: string, role: readonly string[]): boolean {
  return role.includes(word) || (MANAGING_ROLES.has(word) && role.some((w) => MANAGING_ROLES.has(w)));
}

/** Fields that reach whoever a record names (`email`, `phoneNumber`): a record with one names a party. */
export const CONTACT_WORDS: ReadonlySet<string> = new Set(["email", "phone", "mobile"]);

/** The head nouns a contact word takes ("phone number", "email address", "contact details"): part of its field's name. */
const CONTACT_HEADS: ReadonlySet<string> = new Set([
  "number",
  "address",
  "detail",
  "details",
  "info",
  "information",
]);

/**
 * "Priya Raman's mobile number", "contact info for Rosa Martinez", "email for Sam Patel": the indexes of the
 * words asking how to reach a record — a contact word, or "contact" before a head noun (not itself one of
 * `entities`), with the head noun after it — a field of that record asked to see, never a condition on which records.
 */
export function contactFieldWords(
  words: readonly string[],
  entities: ReadonlySet<string> = new Set(),
): Set<number> {
  const out = new Set<number>();
  words.forEach((w, i) => {
    const word = w.toLowerCase();
    const head = CONTACT_HEADS.has(words[i + 1]?.toLowerCase() ?? "");
    // "our contact at Exotic Liquids" is a person; "contact details" are fields.
    if (!(CONTACT_WORDS.has(word) || (word === "contact" && head)) || entities.has(word)) return;
    out.add(i);
    if (head) out.add(i + 1);
  });
  return out;
}

/** A word naming people: as people are named (`customer`, `student`) or by a role people play (`owner`, `author`). */
export const isPersonWord = (word: string): boolean => PERSON_NOUNS.has(word) || PERSON_ROLES.has(word);

/**
 * An entity whose records are people: named as people are (`customers`, `students`), by a role people
 * play (`owners`, `authors`), or by a compound ending in one (`policyholders`, `cardholders`).
 */
export function personLike(entity: string): boolean {
  if (isPersonWord(entity)) return true;
  return [...PERSON_NOUNS, ...PERSON_ROLES].some((n) => entity.length >= n.length + 3 && entity.endsWith(n));
}

/** Verbs only people do, said of themselves rather than of records they made: "where does Giulia Marino live?". */
export const PERSONAL_VERBS: ReadonlySet<string> = new Set(["live", "reside", "work", "stay"]);

/** Of those, the roles of whoever made the record (it was opened, filed, raised by them), not of whoever handles it. */
export const MAKER_ROLES: ReadonlySet<string> = new Set(
  "author creator reporter requester submitter".split(" "),
);

/**
 * Words of a field's name or description that say its whole number is a calendar year (issue 14: a
 * museum's `born: 1606`, `yearBuilt`, `founded`, a league's `season`): the one list. A number under
 * such a name is a year only when every value is one (`fieldRole` in ./fields.ts reads the values).
 */
export const YEAR_WORDS: ReadonlySet<string> = new Set(
  "year yr born died birth death founded founding built established inception season vintage".split(" "),
);

/** Words that make a field (or a sort value) a date: `createdAt`, `order_date`, `placedOn`, `date_desc`. */
export const DATE_FIELD_WORDS: ReadonlySet<string> = new Set(
  "date created updated time timestamp day year at on issued placed departed recent newest".split(" "),
);

/**
 * Particular events in a record's life after it is made, as participles ("closed", "shipped",
 * "paid"): a date filter that does not name what it dates is of the record's making or of its last
 * change ("since": updated since), never of such an event. Matched by `stem`.
 */
export const LATER_EVENTS: ReadonlySet<string> = new Set(
  `closed resolved completed finished shipped dispatched delivered paid refunded returned cancelled
  canceled merged fixed approved rejected ended expired archived deleted fulfilled settled renewed acknowledged`
    .split(/\s+/)
    .map(stem),
);

/** Participles that date a later edit of a record, not one of its own events. Matched by `stem`. */
export const EDIT_EVENTS: ReadonlySet<string> = new Set(
  ["updated", "modified", "changed", "edited"].map(stem),
);

/**
 * Verbs of one event in a person's records — their beginning at an organization: someone hired has
 * joined, has started, was onboarded. A date filter naming one (`HiredAfter`, `joinedSince`) dates
 * the event a question says with another ("who joined in the last 6 months?"). Matched by `stem`.
 */
const JOINING_EVENTS: ReadonlySet<string> = new Set(
  "hire hired hiring join joined joining start started starting onboard onboarded onboarding"
    .split(" ")
    .map((w) => stem(w)),
);

/** Two words of one event: the same stem, or both a person's joining ("joined" of `HiredAfter`). */
export function sameEvent(a: string, b: string): boolean {
  const x = stem(a);
  const y = stem(b);
  return x === y || (JOINING_EVENTS.has(x) && JOINING_EVENTS.has(y));
}

/**
 * Yes/no flags whose name says a record's run has ended (`discontinued`, `retired`, `deprecated`) or
 * goes on (`active`, `current`): "products we still sell" asks for the ones whose run goes on, "which
 * courses do we no longer offer?" for the ended ones. Matched by `stem`.
 */
export const ENDED_FLAGS: ReadonlySet<string> = new Set(
  "discontinued ceased retired deprecated terminated withdrawn sunset sunsetted".split(" ").map(stem),
);
export const ONGOING_FLAGS: ReadonlySet<string> = new Set("active current ongoing".split(" ").map(stem));

/** Words that make a field (or a parameter) a place: `country`, `shipCity`, `region_code`, `village`. */
export const PLACE_FIELD_WORDS: ReadonlySet<string> = new Set(
  `country city region location town province locality nation place area village hamlet district county
  suburb neighbourhood neighborhood borough municipality parish territory island site campus`.split(/\s+/),
);

/**
 * Verbs that say where a record is, before the place ("keepers *live* in Millbrook", "which vendors
 * are *located* in Oslo"): wording of the place filter, never a constraint of their own.
 */
export const RESIDENCE_VERBS: ReadonlySet<string> = new Set(
  "live lives living lived reside resides residing resided located based situated stay stays staying".split(
    " ",
  ),
);

/**
 * Languages by their ISO 639-1 code, named as people write them ("French poetry", "books in
 * German"): a parameter about a language whose values are these codes takes the name for the code.
 */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  ar: "arabic",
  da: "danish",
  de: "german",
  el: "greek",
  en: "english",
  es: "spanish",
  fi: "finnish",
  fr: "french",
  he: "hebrew",
  hi: "hindi",
  it: "italian",
  ja: "japanese",
  ko: "korean",
  nl: "dutch",
  no: "norwegian",
  pl: "polish",
  pt: "portuguese",
  ru: "russian",
  sv: "swedish",
  tr: "turkish",
  uk: "ukrainian",
  zh: "chinese",
};
/** Words that make a parameter a language: `language`, `lang`, `locale`. */
export const LANGUAGE_FIELD_WORDS: ReadonlySet<string> = new Set(["language", "lang", "locale"]);
const LANGUAGE_NAME_SET: ReadonlySet<string> = new Set(Object.values(LANGUAGE_NAMES));
/** "Spanish", "german": a language as people name it (one of the names `languageNameOf` gives). */
export function isLanguageName(word: string): boolean {
  return LANGUAGE_NAME_SET.has(word.toLowerCase());
}
/** The two-letter code of a language named as people write it ("Korean" → "ko"), or undefined. */
export function languageCodeOf(word: string): string | undefined {
  const name = word.toLowerCase();
  return Object.keys(LANGUAGE_NAMES).find((code) => LANGUAGE_NAMES[code] === name);
}
/** The language a two-letter code stands for ("fr" → "french"), or undefined. */
export function languageNameOf(code: string): string | undefined {
  return Object.hasOwn(LANGUAGE_NAMES, code.toLowerCase()) ? LANGUAGE_NAMES[code.toLowerCase()] : undefined;
}

/**
 * Countries as people name where someone or something is from ("American writers", "Irish
 * authors", "authors from Ireland"): the ISO 3166-1 alpha-2 code, the demonyms and the one-word names
 * (a name of several words, "United States", is written several ways: not guessed).
 */
const COUNTRIES: readonly { code: string; demonyms: readonly string[]; names: readonly string[] }[] = [
  { code: "US", demonyms: ["american"], names: ["usa"] },
  {
    code: "GB",
    demonyms: ["british", "english", "scottish", "welsh"],
    names: ["uk", "britain", "england", "scotland", "wales"],
  },
  { code: "IE", demonyms: ["irish"], names: ["ireland"] },
  { code: "FR", demonyms: ["french"], names: ["france"] },
  { code: "DE", demonyms: ["german"], names: ["germany"] },
  { code: "ES", demonyms: ["spanish"], names: ["spain"] },
  { code: "IT", demonyms: ["italian"], names: ["italy"] },
  { code: "PT", demonyms: ["portuguese"], names: ["portugal"] },
  { code: "NL", demonyms: ["dutch"], names: ["netherlands", "holland"] },
  { code: "BE", demonyms: ["belgian"], names: ["belgium"] },
  { code: "SE", demonyms: ["swedish"], names: ["sweden"] },
  { code: "NO", demonyms: ["norwegian"], names: ["norway"] },
  { code: "DK", demonyms: ["danish"], names: ["denmark"] },
  { code: "FI", demonyms: ["finnish"], names: ["finland"] },
  { code: "PL", demonyms: ["polish"], names: ["poland"] },
  { code: "GR", demonyms: ["greek"], names: ["greece"] },
  { code: "CA", demonyms: ["canadian"], names: ["canada"] },
  { code: "MX", demonyms: ["mexican"], names: ["mexico"] },
  { code: "BR", demonyms: ["brazilian"], names: ["brazil"] },
  { code: "AR", demonyms: ["argentine", "argentinian"], names: ["argentina"] },
  { code: "CL", demonyms: ["chilean"], names: ["chile"] },
  { code: "JP", demonyms: ["japanese"], names: ["japan"] },
  { code: "CN", demonyms: ["chinese"], names: ["china"] },
  { code: "IN", demonyms: ["indian"], names: ["india"] },
  { code: "AU", demonyms: ["australian"], names: ["australia"] },
  { code: "NG", demonyms: ["nigerian"], names: ["nigeria"] },
  { code: "MA", demonyms: ["moroccan"], names: ["morocco"] },
  { code: "RU", demonyms: ["russian"], names: ["russia"] },
];
/** The country a demonym names ("american" → US), or undefined. */
export function countryOfDemonym(word: string): { code: string } | undefined {
  const w = word.toLowerCase();
  return COUNTRIES.find((c) => c.demonyms.includes(w));
}
/** The country a one-word name names ("ireland" → IE, "uk" → GB), or undefined. */
export function countryOfName(word: string): { code: string; demonyms: readonly string[] } | undefined {
  const w = word.toLowerCase();
  return COUNTRIES.find((c) => c.names.includes(w));
}

/** A place said by its ordinal ("first", "2nd", "third"): its index from 0, up to the fifth. */
const ORDINAL_PLACES: Readonly<Record<string, number>> = {
  first: 0,
  "1st": 0,
  second: 1,
  "2nd": 1,
  third: 2,
  "3rd": 2,
  fourth: 3,
  "4th": 3,
  fifth: 4,
  "5th": 4,
};
/** The index from 0 of the place an ordinal word says ("second" → 1, "3rd" → 2), or undefined. */
export function ordinalPlace(word: string): number | undefined {
  return ORDINAL_PLACES[word.toLowerCase()];
}

const DIGIT_WORDS = "two three four five six seven eight nine".split(" ");
const TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split(" ");
/**
 * Counts written as words ("the five newest members", "top ten", "between twenty and thirty
 * dollars", "over fifty"): two to ninety-nine — the tens alone and joined to a unit by a hyphen
 * ("twenty-five"), never "one" (a pronoun as often as a number) — and a dozen.
 */
const NUMBER_WORDS: Readonly<Record<string, number>> = Object.fromEntries([
  ...`two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen
  seventeen eighteen nineteen`
    .split(/\s+/)
    .map((w, i) => [w, i + 2] as const),
  ...TENS.flatMap((tens, t) => [
    [tens, (t + 2) * 10] as const,
    ...["one", ...DIGIT_WORDS].map((unit, u) => [`${tens}-${unit}`, (t + 2) * 10 + u + 1] as const),
  ]),
  ["dozen", 12] as const,
]);
/** A regex alternative matching the number words of `countOf` (the longest first: "twenty-five" before "twenty"). */
export const NUMBER_WORD_PATTERN = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join("|");

/** "5" → 5, "five" → 5, "dozen" → 12; anything else → undefined. */
export function countOf(word: string): number | undefined {
  const w = word.toLowerCase();
  return /^\d+$/.test(w) ? Number(w) : NUMBER_WORDS[w];
}

/**
 * A count people say without a number, of periods counted back ("the last couple of weeks", "the
 * past few days"): "couple (of)" is two, "few" three. Only for a count of calendar units.
 */
export const VAGUE_COUNT_PATTERN = "couple(?:\\s+of)?|few";
export function vagueCountOf(words: string): number | undefined {
  const w = words.toLowerCase();
  return /^couple\b/.test(w) ? 2 : w === "few" ? 3 : undefined;
}

/**
 * A typed word that is `word` with one inner letter left out ("employes" of "employees", "isues"
 * of "issues", "cancled" of "canceled"): the commonest slip of a hurried typist. Never the first
 * or the last letter (those change the word — "close"/"closed") and never for words under five
 * letters typed (too many real words are one letter apart there), and never a verb's "-s" form
 * for its agent noun's plural ("supplies" is no slip of "suppliers").
 */
export function missesOneLetter(typed: string, word: string): boolean {
  const t = typed.toLowerCase();
  const w = word.toLowerCase();
  if (t.length < 5 || w.length !== t.length + 1 || t[0] !== w[0] || t.at(-1) !== w.at(-1)) return false;
  // "supplies" of "suppliers", "drives" of "drivers": a verb's -s form beside its agent noun's plural.
  if (/rs$/.test(w) && t === `${w.slice(0, -2)}s`) return false;
  for (let i = 1; i < w.length - 1; i++) if (w.slice(0, i) + w.slice(i + 1) === t) return true;
  return false;
}

/**
 * "custmers", "recieved", "licences" where the tools say "customers", "received", "licenses": a typed
 * word that is `word` but for one slip of a hurried or a British typist — one inner letter left out
 * ({@link missesOneLetter}), two neighbouring inner letters swapped (words of five letters or more),
 * or the other side's spelling of the same word ("licence"/"license", "colour"/"color",
 * "centre"/"center", "catalogue"/"catalog").
 */
export function slipOf(typed: string, word: string): boolean {
  const t = typed.toLowerCase();
  const w = word.toLowerCase();
  if (t === w) return false;
  if (missesOneLetter(t, w)) return true;
  // Six letters or more: "trial"/"trail", "diary"/"dairy" are two words.
  if (t.length >= 6 && t.length === w.length && t[0] === w[0] && t.at(-1) === w.at(-1)) {
    const diff = [...t].flatMap((c, i) => (c === w[i] ? [] : [i]));
    const [a, b] = diff;
    if (diff.length === 2 && a !== undefined && b === a + 1 && t[a] === w[b] && t[b] === w[a]) return true;
  }
  return t.length >= 5 && otherSpellings(t).includes(w);
}

/** The same word in the other side's spelling: "licences" → "licenses", "colours" → "colors". */
function otherSpellings(w: string): string[] {
  return [
    w.replace(/([aeiou]n)ce(s|d)?$/, "$1se$2"),
    w.replace(/([aeiou]n)se(s|d)?$/, "$1ce$2"),
    w.replace(/([^aeiou])our(s|ed)?$/, "$1or$2"),
    w.replace(/([^aeiou])or(s|ed)?$/, "$1our$2"),
    w.replace(/([^aeiou])tre(s)?$/, "$1ter$2"),
    w.replace(/([^aeiou])ter(s)?$/, "$1tre$2"),
    w.replace(/ogue(s)?$/, "og$1"),
    w.replace(/([^g])og(s)?$/, "$1ogue$2"),
  ].filter((x) => x !== w);
}

/**
 * A question with each lower-case word the vocabulary lacks read as the one vocabulary word it is a
 * {@link slipOf} ("employes in berlin" → "employees in berlin"). A word the vocabulary has (or whose
 * singular it has), or one `known` otherwise (a word of the catalog's text), stays, and so does one
 * that fits no word or several.
 */
export function readSlips(
  question: string,
  vocabulary: ReadonlySet<string>,
  known: (word: string) => boolean = () => false,
): string {
  return question.replace(/(?<![\p{L}\d@./#-])\p{Ll}+(?![\p{L}\d@/#-])/gu, (typed) => {
    if (typed.length < 5 || vocabulary.has(typed) || vocabulary.has(singular(typed)) || known(typed))
      return typed;
    const fits = [...vocabulary].filter((w) => slipOf(typed, w));
    return fits.length === 1 && fits[0] ? fits[0] : typed;
  });
}

/**
 * "Oak & Ember Bakery", "Procter & Gamble": an ampersand right after a capitalized word (`before` is
 * the text up to the ampersand) is part of a name — kept in the question and in searched names.
 */
export const ampersandOfName = (before: string) => /\p{Lu}[\p{L}'’.]*\s*$/u.test(before);

/**
 * A question with its abbreviations written out: "no." before "of" as the word it clips ("no. of
 * overdue loans" → "number of overdue loans"), "mo"/"mos" after a period word or a number as month(s)
 * ("last mo", "3 mos"; alone it is as often Monday), and the chat shorthand of `CHAT_SHORTHAND`
 * ("which rooms r dirty" → "which rooms are dirty"; "so far", "asap" say nothing and go). A shorthand
 * that is a word of the tools' own vocabulary (`known`: "hr" of a department `HR`, "atm" of an `ATM`
 * transaction type) is that word, never read away — as a word of the catalog is no slip (readSlips).
 */
export function readAbbreviations(question: string, known?: (word: string) => boolean): string {
  const out = question
    .replace(/\b([Nn])o\.\s*(?=of\b)/g, (_, n: string) => `${n}umber `)
    .replace(
      /\b(last|this|next|past|prior|previous|per|\d+)\s*(mos?)\b(?!\.)/gi,
      (_, w: string, mo: string) => `${w} month${mo.toLowerCase() === "mos" || Number(w) > 1 ? "s" : ""}`,
    )
    // "so far this year", "this month to date" keep their words: there they say where the period ends (today).
    .replace(SHORTHAND_RE, (typed: string, at: number, text: string) =>
      known?.(typed) ||
      (typed === "&" && ampersandOfName(text.slice(0, at))) ||
      (CHAT_SHORTHAND[typed] === "" &&
        (/^\s+(?:this|in|since|for)\b/i.test(text.slice(at + typed.length)) ||
          /\b(?:year|month|week|quarter|term|season)\s+$/i.test(text.slice(0, at))))
        ? typed
        : (CHAT_SHORTHAND[typed] ?? typed),
    );
  return out === question
    ? question
    : out
        .replace(/ {2,}/g, " ")
        .replace(/ ([?!.,])/g, "$1")
        .trim();
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
/** A shorthand of `CHAT_SHORTHAND`, whole: never inside a word, an address, a path or an identifier. */
const SHORTHAND_RE = new RegExp(
  `(?<![\\p{L}\\d@./#_-])(?:${Object.keys(CHAT_SHORTHAND)
    .sort((a, b) => b.length - a.length)
    .map(escapeRe)
    .join("|")})(?![\\p{L}\\d@/#_-]|\\.\\p{L})`,
  "gu",
);
