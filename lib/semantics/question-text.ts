/**
 * Word handling for the builtin planner: tokens with positions (so recognised phrases can be cut
 * out of free text), a light singularizer, identifier splitting, and the generic vocabulary that
 * must never be copied into a `query` argument ("show me the latest orders" carries no search text).
 */
import { PROPER_NAME } from "@/lib/semantics/names";
import type { Token } from "@/lib/semantics/tokens";
import { identifierWords, isDenyingWord, ordinalPlace, singular } from "@/lib/semantics/words";

export { agentVerbOf } from "@/lib/semantics/english";
export { firstNameWord } from "@/lib/semantics/names";
export { type Token, tokenize } from "@/lib/semantics/tokens";
export { identifierWords, singular };

export interface Span {
  start: number;
  end: number;
}

/** "ordered" of order, "booked" of booking's stem `book`… : the entity word used as a verb. */
export const verbOf = (word: string, entity: string) =>
  entity.length >= 4 &&
  (word === `${entity}ed` ||
    word === `${entity}d` ||
    word === `${entity}ing` ||
    `${word.replace(/ed$/, "")}ing` === entity);

export const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;
export const insideAny = (t: Span, spans: readonly Span[]) => spans.some((s) => overlaps(t, s));

/** Verbs a request opens with: "show me …", "pull up …", "look up …". */
export const REQUEST_VERBS: readonly string[] =
  "show list display give get find fetch see view look lookup search tell bring pull check".split(" ");

/**
 * Words a question opens with before the records it asks for: "show me all the …", "how many",
 * "where is the …", "are there any …". The first word after them is the question's head noun.
 */
export const QUESTION_OPENERS: ReadonlySet<string> = new Set([
  ...REQUEST_VERBS,
  ..."me us all the any every our my your which what whats what's how many much where when is are was were do does did there a an other others please pls".split(
    " ",
  ),
]);

/** Prepositions that tie a record to another ("in Berlin", "from Acme", "on ENG-12", "under 4001"). */
export const RELATION_PREPOSITIONS: ReadonlySet<string> = new Set([
  "in",
  "at",
  "from",
  "on",
  "by",
  "with",
  "to",
  "for",
  "near",
  "since",
  "under",
]);
/**
 * Words that shape a request but are never its search text: articles, pronouns, question words,
 * polite and command verbs, prepositions, quantifiers, and words about records in general.
 */
export const GENERIC = new Set(
  `a an the this that these those my our your their his her its it them they he she we i me us you
  what which who whom whose where when why how is are was were be been being am do does did done
  can could would will should shall may might must please pls plz kindly want need like let lets
  hey hello u ur thanks thank thx cheers ok okay
  ${REQUEST_VERBS.join(" ")}
  of for to in on at by from with within about and or but not any all some every each only just also
  there here now currently moment right up down out into over under than then so as if
  detail details info information data record records entry entries item items result results
  row rows list lists one ones many much number count counts headcount total amount how
  latest newest recent recently most top first last oldest earliest soonest previous next
  placed made named called having has have had use uses used using belong belongs belonging
  status state type kind
  anything something everything thing things stuff anyone anybody someone somebody everyone everybody
  got gotten been profile across via through among throughout going happening already
  catalog catalogue collection workspace database system store shop company business lately ever yet overall altogether
  sell sells sold selling offer offers carry carries stocked ordered bought purchased filed opened submitted created
  whats during
  selected selection current other others another similar same more else too`.split(/\s+/),
);

/** Particles that, said as what something is, state its condition: "the lights are on", "is the pump off?". */
const STATE_PARTICLES = new Set(["on", "off", "out", "in", "up", "down"]);
/** Words that may close a clause after such a particle: "are on right now", "is it still out today?". */
const CLAUSE_CLOSERS = new Set([
  "right",
  "now",
  "currently",
  "still",
  "today",
  "tonight",
  "anymore",
  "again",
  "yet",
]);
const COPULAS = new Set(["is", "are", "was", "were", "am", "be", "'re", "’re"]);

/**
 * "how many lights are on?", "which pumps are off right now", "is the porch lamp on?": a particle
 * ending a clause whose verb is a copula (right before it, or opening the question) states a condition
 * of the records — never a preposition (nothing follows it as its object), so never wording.
 */
export function statedParticle(tokens: readonly Token[], t: Token): boolean {
  if (!STATE_PARTICLES.has(t.lower)) return false;
  const i = tokens.indexOf(t);
  const rest = tokens.slice(i + 1);
  if (!rest.every((x) => CLAUSE_CLOSERS.has(x.lower))) return false;
  const before = tokens[i - 1];
  return (before !== undefined && COPULAS.has(before.lower)) || COPULAS.has(tokens[0]?.lower ?? "");
}

/** Verbs of keeping on: "we still *sell*", "do they still *carry* stout?". */
const KEEPS_ON = new Set(
  "sell sells carry carries offer offers stock stocks have has make makes use uses run runs".split(" "),
);

/** Verbs of offering something: what a run of records that may end ("discontinued") is said by. */
const OFFERED = /^(?:sell|sells|sold|carry|carries|carried|offer|offers|offered|make|makes|made)$/;

/** What follows a verb of arriving when the way the records arrived is named next ("came through"). */
const ARRIVED_BY = /^(?:through|thru|via|from)$/;

/** Words that end a noun phrase: "current price *of* the chai" names no records after "current". */
const PHRASE_END = /^(?:of|in|for|at|on|to|from|by|with|and|or|is|are|was|were|that|which|who|than)$/;

/** Whether a word naming the records follows within the noun phrase ("current *music courses*"), up to three words on. */
function recordsWordAhead(tokens: readonly Token[], from: number, entityWords: ReadonlySet<string>): boolean {
  for (const t of tokens.slice(from, from + 3)) {
    if (entityWords.has(t.norm)) return true;
    if (PHRASE_END.test(t.lower)) return false;
  }
  return false;
}

/**
 * "products we still sell", "do they still carry stout?" (goes on), "which beverages do we no longer
 * sell?", "courses we don't offer anymore" (ended): whether the records' run is said to go on, with
 * the words saying it; undefined when the question says neither. "current products", "our current
 * suppliers": "current" right before a word naming the records (`entityWords`) says their run goes on.
 */
export function runStated(
  tokens: readonly Token[],
  entityWords: ReadonlySet<string> = new Set(),
): { goesOn: boolean; span: Span } | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const next = tokens[i + 1];
    if (t?.lower === "current" && recordsWordAhead(tokens, i + 1, entityWords))
      return { goesOn: true, span: { start: t.start, end: t.end } };
    if (!t || !next || !OFFERED.test(next.lower)) continue;
    if (t.lower === "still") return { goesOn: true, span: { start: t.start, end: next.end } };
    const no = tokens[i - 1];
    if (t.lower === "longer" && no?.lower === "no")
      return { goesOn: false, span: { start: no.start, end: next.end } };
    const after = tokens[i + 2];
    if (isDenyingWord(t.lower) && after && /^(?:anymore|any)$/.test(after.lower)) {
      const end = after.lower === "any" && tokens[i + 3]?.lower === "more" ? tokens[i + 3] : after;
      return { goesOn: false, span: { start: t.start, end: end?.end ?? after.end } };
    }
  }
  return undefined;
}

/** What may follow "on file" as the clause ends: a time, a conjunction, a preposition. */
const ON_FILE_AFTER = /^(?:now|today|currently|right|yet|at|for|with|in|and|or|but|since)$/;
/** A question word right after a frame: "any idea *how* many", "I'd like to know *whether*…". */
const ASKED_NEXT = /^(?:how|what|whats|which|who|whom|whose|when|where|why|whether|if|about)$/;
/** Words that hedge a figure asked for: "*approx* how many", "roughly how much", "how many, roughly?". */
const HEDGE = /^(?:approx|approximately|roughly|ballpark|about|around|estimate|estimated)$/;

/**
 * The frame a request is wrapped in, not its content: "I need to *know* …", "anything we should *know*
 * about?", "any *idea* how many …", "would you *mind* listing …", "*approx* how many …", "*quick* one:",
 * "quick *question*", "I was *wondering* …". Read from the words around it: "know" after "to", a
 * person or a modal, or before a question word; "idea" after "any"/"no" or before a question word;
 * "mind" after "you" and the verb after it ("listing"); a hedge next to "how"/"many"/"much"; "quick" before "one"/"question".
 */
export function askingFrame(prev: string, word: string, next: string): boolean {
  switch (word) {
    case "know":
    case "knows":
      return (
        /^(?:to|i|you|u|we|me|should|must|might|would|could|do|does|don['’]t|dont)$/.test(prev) ||
        ASKED_NEXT.test(next)
      );
    case "idea":
      return /^(?:any|no)$/.test(prev) || ASKED_NEXT.test(next);
    case "mind":
      return /^(?:you|u)$/.test(prev);
    case "wondering":
    case "wonder":
    case "curious":
      return /^(?:i|i['’]m|im|was|am|just|were|we)$/.test(prev);
    case "quick":
      return /^(?:one|question|q)$/.test(next);
    case "question":
      return prev === "quick";
    default:
      // "would you mind *listing* …": the request's verb after the frame.
      if (prev === "mind" && /^[a-z]{3,}ing$/.test(word)) return true;
      return HEDGE.test(word) && (/^(?:how|what)$/.test(next) || /^(?:many|much)$/.test(prev));
  }
}

/** Ordinals past the first ("second", "3rd"): a place in a ranking, never text of the records. */
const ORDINAL =
  /^(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d*(?:1st|2nd|3rd|[04-9]th|1[1-3]th))$/;
/** The ranking an ordinal counts in: "the second *most* recent", "the 3rd *cheapest*", "second *newest*". */
const RANKED_NEXT =
  /^(?:most|least|fewest|top|best|worst|latest|newest|oldest|earliest|soonest|recent|last|biggest|largest|smallest|cheapest|priciest|highest|lowest|greatest|heaviest|lightest|longest|shortest)$/;

/**
 * Words that are wording only in a phrase. "the second most recent", "the 3rd cheapest": an ordinal
 * before a ranking's word places a record in that ranking — the ranking is read, the ordinal searches
 * for nothing. "still in draft", "anything still in transit": "still"
 * says a state holds now, as "yet" and "already" do — but before a verb of keeping on ("products we
 * still sell") it asks that something has not ended, a condition. "came in during Q2", "tickets
 * that come in": records arriving, said of their dates — while "came over on the pro plan" says
 * something of its own. "on file", "on record": kept in the records, no condition; "fall due", "come due": are due.
 */
export function phraseWording(tokens: readonly Token[], t: Token): boolean {
  const at = tokens.indexOf(t);
  const next = tokens[at + 1]?.lower ?? "";
  if (ORDINAL.test(t.lower)) return RANKED_NEXT.test(next);
  if (askingFrame(tokens[at - 1]?.lower ?? "", t.lower, next)) return true;
  if (t.lower === "still") return !KEEPS_ON.has(next);
  // "how many patients are on file?", "tenants we have on record": kept in the records at all —
  // the phrase ends the clause; "on file 12" or "on record type X" name something.
  if ((t.lower === "file" || t.lower === "record") && tokens[at - 1]?.lower === "on")
    return next === "" || ON_FILE_AFTER.test(next);
  // "reservations that came through booking.com", "bookings that came via Expedia": the way records
  // arrived, said right before what names that way ("came from Expedia") — the value after it is the condition, the verb is
  // wording. "came back", "came over" say something of their own and stay.
  if (t.lower === "came" || t.lower === "come" || t.lower === "comes")
    return next === "in" || next === "due" || ARRIVED_BY.test(next);
  // "loans that fall due before 20 October": falling due is being due — the date says when.
  if (/^(?:fall|falls|fell|falling|become|becomes|became)$/.test(t.lower)) return next === "due";
  return false;
}

/**
 * Personal pronouns. Written in lower case they stand for someone or something already named ("is *it*
 * available?", "what does *he* have?"), never for a code that is spelled the same: the language `it`,
 * `he`. A code the person means is written as one (`IT`, `HE`). ("us" is left out: "in the us" is a place.)
 */
export const PERSONAL_PRONOUNS: ReadonlySet<string> = new Set(
  "i me my you your he him his she her it its we our they them their".split(" "),
);
/**
 * "list our payouts", "which rooms do we have?": the words by which the person speaks for the business
 * whose data it is — its records, all of them, not those of a record selected ("us" is left out: "in
 * the us" is a place).
 */
export const BUSINESS_WORDS: ReadonlySet<string> = new Set(["we", "our", "ours"]);
/** A lower-case personal pronoun as the person wrote it (not `IT`, `HE`). */
export const isPronounWord = (text: string) => text === text.toLowerCase() && PERSONAL_PRONOUNS.has(text);

/**
 * "which vehicles are in the shop?", "laptops in the shop right now": *in the shop* said of the
 * records (after a form of "be" or their own noun, `records`) is where they are — in for repair — a
 * condition of them, never the business the data belongs to ("what does the shop sell?").
 */
export function inTheShop(tokens: readonly Token[], t: Token, records?: ReadonlySet<string>): boolean {
  const at = tokens.indexOf(t);
  if (t.lower !== "shop" || tokens[at - 1]?.lower !== "the" || tokens[at - 2]?.lower !== "in") return false;
  const before = tokens[at - 3];
  if (!before) return false;
  return (
    /^(?:is|are|was|were|be|been|being|still|currently|now)$/.test(before.lower) ||
    (records?.has(before.norm) ?? false)
  );
}

/** Words of a question that only shape it (GENERIC, deictic, a pronoun, a phrase's wording): never a search term. */
export const isWordingIn =
  (tokens: readonly Token[]) =>
  (t: Token): boolean =>
    GENERIC.has(t.lower) || DEICTIC.has(t.lower) || isPronounWord(t.lower) || phraseWording(tokens, t);

/**
 * Words of records in general a team or project is often named by, written in capitals as a code
 * ("the DATA project", "INFO tickets"): then a code, never wording — as `IT` is no pronoun.
 */
const CODE_NOUNS = new Set([
  "data",
  "info",
  "record",
  "records",
  "item",
  "items",
  "list",
  "detail",
  "details",
]);
export const codeWord = (text: string) => /^\p{Lu}{3,}$/u.test(text) && CODE_NOUNS.has(text.toLowerCase());

/** `what's` → `what`, `Lorini's` → `Lorini`: possessives and contractions carry no search text. */
export const bare = (word: string) => word.replace(/['’](s|d|m|ll|re|ve)$/i, "");

/** Words before an entity that point at a record already shown: "this order", "the same customer". */
export const DEMONSTRATIVE = /^(this|these|that|those|same|selected)$/;

/**
 * "that one", "this one", "those ones": a demonstrative before "one(s)" stands for a record already
 * named or shown, as a pronoun does ("anything paid on *that one* yet?") — never for the records in
 * general. Not before a noun: "orders *that one* customer placed" counts, it points at nothing.
 */
/**
 * "the second one's purchases", "what about the first one?": an ordinal before "one" is a place among
 * the selected rows — the row it counts to, as "its" points at a single selected one. Its index from
 * 0, or undefined ("the last one" is left out: as often the latest record as the last row).
 */
const PLACED_ONE = /\bthe\s+(\p{L}+|\d+(?:st|nd|rd|th))\s+one(?:['’]s)?\b(?!\s+(?:of|in|on|from)\b)/iu;
export function placedOne(q: string): { place: number; pointed: string } | undefined {
  const m = PLACED_ONE.exec(q);
  const place = m ? ordinalPlace(m[1]) : undefined;
  if (!m || place === undefined) return undefined;
  // The question as it reads of that row alone: "the second one's harvests" → "its harvests".
  const pointed = `${q.slice(0, m.index)}${/s$/i.test(m[0]) ? "its" : "it"}${q.slice(m.index + m[0].length)}`;
  return { place, pointed };
}
export const POINTED_ONE =
  /\b(?:this|that|these|those)\s+ones?\b(?!\s+(?!(?:yet|please|pls|too|again|instead|is|was|are|were|has|have|had|for|on|in|of|with|from|to|at|by|and|or|then|now|here|there)\b)\p{L})/iu;

/**
 * "any open bugs there?", "who works there?": "there" as a place points at the selected record, as "in
 * it" does. Not the existential "there" ("are there any …", "there is", "there's", "how many r
 * there") nor a greeting's ("hi there").
 */
export const POINTED_THERE =
  /(?<!\b(?:is|are|r|was|were|be|been|being|isn['’]t|aren['’]t|wasn['’]t|weren['’]t|hi|hello|hey)\s+)\bthere\b(?!['’]|\s+(?:is|are|r|was|were|isn['’]t|aren['’]t|wasn['’]t|weren['’]t|has|have|had|hasn['’]t|haven['’]t|will|would|should|could|can|might|may|must|seems?|exists?|used|be|remains?)\b)/i;

/**
 * Deictic words: the question points at current_selection. "that"/"those" are left out: they are
 * usually relative pronouns ("orders that are late"); the scorer accepts them before an entity word.
 */
export const DEICTIC = new Set([
  "she",
  "he",
  // "anything overdue for *him*?": the object form points as "her" and "them" do.
  "him",
  "they",
  "this",
  "these",
  "their",
  "theirs",
  "them",
  "it",
  "its",
  "his",
  "her",
  // "any drafts of *hers*?": the possessive said alone points as "theirs" does.
  "hers",
  "selected",
  "selection",
]);

/**
 * "went to Vienna", "users in Berlin": text whose only capitalized word follows a place preposition
 * names a place, not a person — never a name to search people by.
 */
const PLACE_BEFORE = new Set(["to", "in", "at", "into", "near", "via", "towards", "toward"]);

/**
 * "the Alex Moreau in Sales", "Lucas Ferreira from Rotterdam": a full name, then a place preposition
 * and more capitalized words. Those words say where the person is (a team, a city, an office), they
 * are not part of the name: searching "Alex Moreau Sales" finds nobody. Undefined unless the residual
 * is exactly the name and the qualifier as the question writes them.
 */
export function placeQualified(
  residual: string,
  tokens: readonly Token[],
): { name: string; qualifier: string } | undefined {
  const words = residual.split(" ");
  const capital = (t?: Token) => t !== undefined && /^\p{Lu}/u.test(t.text);
  for (let i = 0; i + 1 < tokens.length; i++) {
    let end = i;
    while (capital(tokens[end])) end++;
    if (end - i < 2) continue;
    let at = end;
    if (!PLACE_BEFORE.has(tokens[at]?.lower ?? "") && tokens[at]?.lower !== "from") continue;
    at++;
    while (/^(the|a|an|our)$/.test(tokens[at]?.lower ?? "")) at++;
    let last = at;
    while (capital(tokens[last])) last++;
    if (last === at) continue;
    const name = tokens.slice(i, end).map((t) => bare(t.text));
    const qualifier = tokens.slice(at, last).map((t) => bare(t.text));
    const all = [...name, ...qualifier];
    if (all.length !== words.length || !all.every((w, k) => w === words[k])) continue;
    return { name: name.join(" "), qualifier: qualifier.join(" ") };
  }
  return undefined;
}
export function placeOnly(text: string, tokens: readonly Token[]): boolean {
  const before = (word: string | undefined) => {
    let at = tokens.findIndex((t) => t.text === word) - 1;
    while (at >= 0 && /^(the|a|an)$/.test(tokens[at]?.lower ?? "")) at--;
    return tokens[at]?.lower;
  };
  // "contacts at Acme Corp", "who works at Blue Harbor?": people are never "at" a person — the
  // capitalized words after "at" name where they are (a company, a site), not whom to search.
  if (PROPER_NAME.test(text))
    return PROPER_NAME.exec(text)?.[0] === text && before(text.split(" ")[0]) === "at";
  const capitalized = text.split(" ").filter((w) => /^\p{Lu}/u.test(w));
  if (capitalized.length !== 1) return false;
  return PLACE_BEFORE.has(before(capitalized[0]) ?? "");
}

/** Possessive pronouns that point at the selected record: "his phone", "its status". */
const SELECTED_POSSESSIVES = new Set(["his", "her", "their", "its"]);

/**
 * "anyone else in their department on leave?": the words right after a possessive pronoun pointing at
 * the selected record, a kind of record included (`selectedFieldSpans` leaves those out) — which of
 * the selected record's references the question goes through.
 */
export function possessedWords(tokens: readonly Token[]): string[] {
  return tokens.flatMap((t, i) => (SELECTED_POSSESSIVES.has(tokens[i - 1]?.lower ?? "") ? [t.norm] : []));
}

/**
 * "what's his phone number?", "her email": right after a possessive pronoun, a word naming a key of
 * the selected rows asks to see that field of the selected record — neither a value to filter by
 * (`phone` of a reservation's `channel`) nor a command. A word naming records stays that entity.
 */
export function selectedFieldSpans(
  tokens: readonly Token[],
  rows: readonly Record<string, unknown>[],
  kinds: ReadonlySet<string>,
): Span[] {
  if (rows.length === 0) return [];
  const fields = new Set(rows.flatMap((r) => Object.keys(r)).flatMap((k) => identifierWords(k)));
  return tokens.flatMap((t, i) => {
    const before = tokens[i - 1]?.lower;
    if (!before || !SELECTED_POSSESSIVES.has(before) || kinds.has(t.norm)) return [];
    return fields.has(singular(t.lower)) ? [{ start: t.start, end: t.end }] : [];
  });
}
