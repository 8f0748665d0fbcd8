/**
 * The query language a search text documents by example (issue 9): `is:issue is:open label:bug
 * repo:acme/web`, `type:ticket status:open`, `is:unresolved level:error`. The qualifiers are read
 * from the parameter's description and examples and from its tool's description — each `key:value`
 * the text shows, with the values it shows for that key. Nothing here is trusted: a key is written
 * only because the description shows it, and a value only because the person said it (a word that
 * is a shown value, in any number or spelling, or a reference they typed in the shown value's shape).
 */
import type { JsonSchema } from "@/lib/json-schema";
import { ISO_DAY, shiftDay } from "./calendar";
import { isClosedClass } from "./english";
import { AUXILIARY } from "./names";
import { boundSide, type ParamInfo, toolLabelledCodes } from "./params";
import type { Token } from "./tokens";
import {
  FIRST_PERSON_WORDS,
  identifierParts,
  isPossessive,
  MAKER_ROLES,
  PERSON_ROLES,
  sameRoot,
  singular,
  stem,
  verbForms,
  withoutPossessive,
} from "./words";

export interface Qualifier {
  /** The key as the description writes it (`label`, `firstSeen`). */
  key: string;
  /** The values the description shows for it, as written, without quotes (`bug`, `Acme Corp`). */
  values: string[];
  /**
   * A comparison language's field whose codes the tool's description labels under the field's own
   * name (`priority: 1=Critical, 2=High`): each code with its label — the label is said, the code written.
   */
  labels?: { value: string; label: string }[];
}

/**
 * How a comparison language writes a clause (`status = 'In Progress' AND project = PROJ`, `Status eq
 * 'Open' and Amount gt 5`), learned from its examples: the comparison its examples write between a
 * field and a value, how they join clauses, and how they quote a value.
 */
export interface QueryStyle {
  /** The equality the examples write (`=`, `eq`). */
  op: string;
  /** What the examples write between two clauses (` AND `, ` and `); absent when none shows two. */
  join?: string;
  /**
   * The quote the examples put around a value of several words (`"`, `'`); empty where they quote
   * none and join clauses with a symbol (`active=true^assigned_to.name=Beth Anglin`): a value runs
   * to the next join.
   */
  quote: string;
  /** The examples write the comparison without spaces (`priority=1`, not `priority = 1`). */
  tight?: true;
  /** The examples quote every word value (`Status eq 'Open'`), not only one of several words. */
  quoteAll: boolean;
}

export interface QuerySyntax {
  qualifiers: Qualifier[];
  /** Absent for a `key:value` language; the clause style of a comparison language. */
  style?: QueryStyle;
  /** A comparison language's fields shown equal to a function (`assignee = currentUser()`), with it. */
  functions?: { key: string; value: string }[];
  /**
   * A comparison language's window back from now (`updated >= -7d`): the comparison and the unit it
   * is shown with, and the fields shown so compared.
   */
  relative?: { op: string; unit: string; keys: string[] };
  /** A comparison language's fields shown ordered by (`ORDER BY created DESC`). */
  ordered?: string[];
}

/**
 * `key:value` or `key:"two words"` standing alone (not inside a URL, an address or a word). A value
 * starting with `/` is a URL's (`https://…`); trailing sentence punctuation is not part of it.
 */
const QUALIFIER = /(?<![\w@./:-])-?([A-Za-z][\w.]*):(?:"([^"\n]+)"|([^\s`'",;()[\]{}]+))/g;

function textsOf(schema: JsonSchema, toolDescription?: string): string[] {
  const own = typeof schema.description === "string" ? [schema.description] : [];
  const examples = Array.isArray(schema.examples) ? schema.examples.filter((e) => typeof e === "string") : [];
  return [...own, ...(examples as string[]), ...(toolDescription ? [toolDescription] : [])];
}

/**
 * `field = value`, `field eq 'value'`, `updated >= -7d`, `assignee = currentUser()`: one comparison of
 * a field with a value — quoted (either quote), a function of no arguments, or one bare word.
 */
const CLAUSE =
  /(?<![\w.$@/:-])([A-Za-z_][\w.]*)(?:\s*(!=|>=|<=|=|~|>|<)\s*|\s+(eq|ne|gt|ge|lt|le)\s+)(?:"([^"\n]+)"|'([^'\n]+)'|([A-Za-z_]\w*\(\)|-?[\p{L}\p{N}_][\p{L}\p{N}_.-]*))/gu;
const EQUALITY = new Set(["=", "eq"]);
/**
 * What joins two clauses of an example: a word or `&&` between spaces (`AND`, `and`, `&&`), or a
 * symbol written tight (`^` of an encoded query `active=true^priority=1`).
 */
const JOIN = /^\s+(AND|and|&&)\s+$|^(\^)$/;
const FUNCTION_VALUE = /^[A-Za-z_]\w*\(\)$/;
/** `-7d`, `-2w`: a window counted back from now, in one unit. */
const RELATIVE_VALUE = /^-(\d+)([a-z])$/;
const ORDER_BY = /\bORDER\s+BY\s+([A-Za-z_][\w.]*)/gi;

/**
 * The comparison language a string parameter's texts show by example: at least two fields compared
 * for equality in one way (`status = 'In Progress' AND project = PROJ`). Each field's shown values,
 * and how clauses are joined and quoted.
 */
function comparisonSyntax(texts: readonly string[], anyComparison = false): QuerySyntax | undefined {
  const clauses: { key: string; op: string; value: string; quote?: string; tight: boolean }[] = [];
  const joins = new Map<string, number>();
  for (const text of texts) {
    let end = -1;
    for (const m of text.matchAll(CLAUSE)) {
      const key = m[1] ?? "";
      const op = m[2] ?? m[3] ?? "";
      const quote = m[4] !== undefined ? '"' : m[5] !== undefined ? "'" : undefined;
      const value = (m[4] ?? m[5] ?? m[6] ?? "").trim();
      if (!key || !value) continue;
      // `AND` of `status = X AND project = Y`: the words between two clauses of one example.
      const between = end >= 0 ? text.slice(end, m.index) : "";
      const joined = JOIN.exec(between);
      const join = joined?.[1] ? ` ${joined[1]} ` : joined?.[2];
      if (join) joins.set(join, (joins.get(join) ?? 0) + 1);
      end = (m.index ?? 0) + m[0].length;
      clauses.push({
        key,
        op,
        value,
        quote,
        tight: m[2] !== undefined && !/\s/.test(m[0].slice(key.length, key.length + 1)),
      });
    }
  }
  const ops = new Map<string, number>();
  for (const c of clauses) if (EQUALITY.has(c.op)) ops.set(c.op, (ops.get(c.op) ?? 0) + 1);
  const op = [...ops].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!op) return undefined;
  const equal = clauses.filter((c) => c.op === op);
  const byKey = new Map<string, Qualifier>();
  for (const c of equal) {
    // `assignee = currentUser()`: a function is no value a person says.
    if (FUNCTION_VALUE.test(c.value)) continue;
    const q = byKey.get(c.key.toLowerCase()) ?? { key: c.key, values: [] };
    if (!q.values.includes(c.value)) q.values.push(c.value);
    byKey.set(c.key.toLowerCase(), q);
  }
  const keys = new Set((anyComparison ? clauses : equal).map((c) => c.key.toLowerCase()));
  if (keys.size < 2) return undefined;
  const quoted = equal.filter((c) => c.quote);
  const words = equal.filter((c) => /^\p{L}/u.test(c.value) && !FUNCTION_VALUE.test(c.value));
  const join = [...joins].sort((a, b) => b[1] - a[1])[0]?.[0];
  // `active=true^assigned_to.name=Beth Anglin`: clauses joined by a tight symbol and no value quoted —
  // a value runs to the next join, unquoted.
  const unquoted = quoted.length === 0 && join !== undefined && !/\s/.test(join);
  const quote = unquoted ? "" : (quoted.find((c) => /\s/.test(c.value))?.quote ?? quoted[0]?.quote ?? '"');
  const tight = equal.every((c) => c.tight);
  const functions: { key: string; value: string }[] = [];
  for (const c of equal)
    if (FUNCTION_VALUE.test(c.value) && !functions.some((f) => f.key === c.key && f.value === c.value))
      functions.push({ key: c.key, value: c.value });
  // `updated >= -7d`: the one comparison and unit the examples write a window back from now with.
  const windows = clauses.filter((c) => /^>=?$/.test(c.op) && !c.quote && RELATIVE_VALUE.test(c.value));
  const shapes = new Set(windows.map((c) => `${c.op} ${RELATIVE_VALUE.exec(c.value)?.[2]}`));
  const [wop, unit] = shapes.size === 1 ? ([...shapes][0] ?? "").split(" ") : [];
  const relative = wop && unit ? { op: wop, unit, keys: [...new Set(windows.map((c) => c.key))] } : undefined;
  const ordered = [
    ...new Set(texts.flatMap((t) => [...t.matchAll(ORDER_BY)].map((m) => m[1] ?? "").filter(Boolean))),
  ];
  return {
    qualifiers: [...byKey.values()],
    style: {
      op,
      join,
      quote,
      quoteAll: words.length > 0 && words.every((c) => c.quote),
      ...(tight ? { tight: true as const } : {}),
    },
    ...(functions.length > 0 ? { functions } : {}),
    ...(relative ? { relative } : {}),
    ...(ordered.length > 0 ? { ordered } : {}),
  };
}

/**
 * The qualifiers a string parameter's texts show; `undefined` unless they show at least two keys (one
 * `Note: x` is prose, two qualifiers are a language). `toolDescription` counts for the tool's one
 * search text only — the caller decides which parameter that is. Texts that show no `key:value`
 * language may show a comparison one (`project = PROJ AND status = "In Progress"`).
 */
export function querySyntax(schema: JsonSchema, toolDescription?: string): QuerySyntax | undefined {
  // Read of every candidate's text parameters on each turn (binding, validation): a snapshot's
  // schemas are deep-frozen and the same on every turn, so a frozen one is read once per tool
  // description (the answer is shared: read-only). A schema built for one call is read afresh.
  if (!Object.isFrozen(schema)) return readQuerySyntax(schema, toolDescription);
  let byDescription = syntaxOfFrozen.get(schema);
  if (!byDescription) {
    byDescription = new Map();
    syntaxOfFrozen.set(schema, byDescription);
  }
  const key = toolDescription ?? NO_DESCRIPTION;
  const known = byDescription.get(key);
  if (known !== undefined) return known ?? undefined;
  const read = readQuerySyntax(schema, toolDescription);
  byDescription.set(key, read ?? null);
  return read;
}
/** A frozen schema's syntax per tool description (null: none); the key of no description is a symbol. */
const syntaxOfFrozen = new WeakMap<object, Map<string | symbol, QuerySyntax | null>>();
const NO_DESCRIPTION = Symbol("no description");

function readQuerySyntax(schema: JsonSchema, toolDescription?: string): QuerySyntax | undefined {
  if (schema.type !== undefined && schema.type !== "string") return undefined;
  if (Array.isArray(schema.enum)) return undefined;
  const byKey = new Map<string, Qualifier>();
  for (const text of textsOf(schema, toolDescription)) {
    for (const m of text.matchAll(QUALIFIER)) {
      const key = m[1] ?? "";
      const value = (m[2] ?? m[3] ?? "").replace(/[.:]+$/, "");
      if (!key || !value || value.startsWith("/") || /^\d+$/.test(key)) continue;
      const q = byKey.get(key.toLowerCase()) ?? { key, values: [] };
      if (!q.values.includes(value)) q.values.push(value);
      byKey.set(key.toLowerCase(), q);
    }
  }
  return byKey.size >= 2
    ? { qualifiers: [...byKey.values()] }
    : comparisonSyntax(textsOf(schema, toolDescription));
}

/**
 * The filter language of a parameter that takes nothing else (a WHERE clause beside an object's name
 * and fields): its own texts show two fields compared in one example joined as the language joins
 * clauses (`Industry = 'Technology' AND AnnualRevenue > 1000000`) — one equality among them, not two.
 * A search text of words is read by `querySyntax`, which asks for two equalities.
 */
export function filterSyntax(schema: JsonSchema): QuerySyntax | undefined {
  if (schema.type !== "string" || Array.isArray(schema.enum)) return undefined;
  const syntax = comparisonSyntax(textsOf(schema), true);
  return syntax?.style?.join ? syntax : undefined;
}

/** Texts saying a search also matches words (`Bare words match ticket subjects`, `words plus modifiers`). */
const WORDS_SEARCHED =
  /\b(?:bare|plain|free|loose|other|any)[ -](?:words?|text|terms?)\b|\bwords,? plus\b|\bfull[- ]text\b|\bkeywords?\b/i;
/** A quoted example (`'Jane'`, `` `refund in:#support` ``): its parts, qualifiers or words. */
const QUOTED_EXAMPLE = /'([^'\n]+)'|`([^`\n]+)`|"([^"\n]+)"/g;

/**
 * Whether a `key:value` language's texts say it also searches words beside its qualifiers: they
 * say so, or an example shows a bare word (`'Jane'`, `'marketing report in:#general'`). Where they
 * show only qualifiers, a word no key takes is no part of the language the text documents.
 */
export function wordsSearched(schema: JsonSchema, toolDescription?: string): boolean {
  const texts = textsOf(schema, toolDescription);
  if (texts.some((t) => WORDS_SEARCHED.test(t))) return true;
  const examples = Array.isArray(schema.examples) ? schema.examples.filter((e) => typeof e === "string") : [];
  const quoted = texts.flatMap((t) => [...t.matchAll(QUOTED_EXAMPLE)].map((m) => m[1] ?? m[2] ?? m[3] ?? ""));
  return [...(examples as string[]), ...quoted].some((e) =>
    e
      .replace(QUALIFIER, " ")
      .split(/\s+/)
      .some((w) => /^\p{L}{2,}$/u.test(w) && !/^(?:AND|OR|NOT)$/.test(w)),
  );
}

/**
 * The keys of a `key:value` language that take a person by role and are shown with an address
 * (`from:alice@x.com`, `requester:jane@example.com`) — not a key that names the address itself
 * (`email:jane@example.com`).
 */
export function addressedKeys(syntax: QuerySyntax): string[] {
  if (syntax.style) return [];
  return syntax.qualifiers
    .filter(
      (q) =>
        q.values.some((v) => ADDRESS_VALUE.test(v)) &&
        !identifierParts(q.key).some((w) => /^(?:e?mail|address)$/.test(w)),
    )
    .map((q) => q.key);
}

/**
 * The tool's one search text, when it documents a query language by example (`label:bug`,
 * `type:ticket status:open`): the parameter and the qualifiers it and the tool's description show.
 */
export function searchSyntax(
  params: readonly ParamInfo[],
  toolDescription?: string,
): { p: ParamInfo; syntax: QuerySyntax } | undefined {
  const texts = params.filter((p) => p.freeText === "primary");
  const p = texts.length === 1 ? texts[0] : undefined;
  const syntax = p ? querySyntax(p.schema, toolDescription) : undefined;
  if (p && syntax) return { p, syntax: labelled(syntax, toolDescription, params) };
  // `jql`, `$filter`: a string that takes a language (no free text of words) — the one whose own
  // texts show a comparison language by example (`project = PROJ AND status = "In Progress"`).
  const languages = params.flatMap((x) => {
    const own = x.enumValues || x.path ? undefined : querySyntax(x.schema);
    return own?.style ? [{ p: x, syntax: own }] : [];
  });
  const one = languages.length === 1 ? languages[0] : undefined;
  return one ? { p: one.p, syntax: labelled(one.syntax, toolDescription, params) } : undefined;
}

/**
 * A comparison language's fields with the codes the tool's description labels under each one's name
 * (`priority=1` shown, "priority: 1=Critical, 2=High" told): the labels a person says for the codes.
 * Only fields the examples show compared take labels; a `key:value` language is left as it is. A
 * field the tool also takes as a parameter of its own (`state` beside `sysparm_query`) is that
 * parameter's: its labels are bound there.
 */
function labelled(
  syntax: QuerySyntax,
  toolDescription: string | undefined,
  params: readonly ParamInfo[],
): QuerySyntax {
  if (!syntax.style || !toolDescription) return syntax;
  let any = false;
  const qualifiers = syntax.qualifiers.map((q) => {
    if (params.some((p) => p.name.toLowerCase() === q.key.toLowerCase())) return q;
    const labels = toolLabelledCodes(toolDescription, q.key);
    if (!labels) return q;
    any = true;
    return { ...q, labels };
  });
  return any ? { ...syntax, qualifiers } : syntax;
}

/** `>=2025-01-01`, `>100`: a value the text shows compared, its comparison and what it is compared with. */
const COMPARED = /^(>=|<=|>|<)(.+)$/;
const NUMBER_VALUE = /^-?\d+(?:\.\d+)?$/;

/**
 * The keys of a `key:value` language whose shown values compare (`created_at:>=2025-01-01`,
 * `current_total_price:>100`, `orders_count:>5`), each with what it compares: a date (an ISO day
 * shown) or a number. A key is compared only where the text shows it compared.
 */
export function comparedKeys(syntax: QuerySyntax): { key: string; kind: "date" | "number" }[] {
  if (syntax.style) return [];
  return syntax.qualifiers.flatMap((q) => {
    const shown = q.values.map((v) => COMPARED.exec(v)?.[2]).filter((v): v is string => v !== undefined);
    const kind = shown.some((v) => ISO_DAY.test(v))
      ? "date"
      : shown.some((v) => NUMBER_VALUE.test(v))
        ? "number"
        : undefined;
    return kind ? [{ key: q.key, kind }] : [];
  });
}

/** A day as an example writes it: `2024-01-01`, `2024/01/01`, or the placeholder `YYYY-MM-DD`, `YYYY/MM/DD`. */
const SHOWN_DAY = /^(?:\d{4}|YYYY)([-/])(?:\d{2}|MM)\1(?:\d{2}|DD)$/;
/** Bound words that leave their own day out of an upper bound (`before:2024-02-01` holds nothing of 1 February). */
const EXCLUSIVE_UPPER = new Set(["before", "lt"]);

export interface DateBound {
  key: string;
  side: "from" | "to";
  /** The upper bound leaves its day out: the day after the range's last is written. */
  exclusive: boolean;
  /** The separator of the shown day (`/` of `2024/01/01`). */
  sep: string;
}

/**
 * The keys of a `key:value` language that bound a date by their own word (`after:2024/01/01`,
 * `before:2024/02/01`, `since:YYYY-MM-DD`): a key of one word that says a side ({@link boundSide}),
 * shown with a bare day — no comparison sign (those are {@link comparedKeys}). Each with the day's
 * separator as shown. None for a comparison language.
 */
export function dateBoundKeys(syntax: QuerySyntax): DateBound[] {
  if (syntax.style) return [];
  return syntax.qualifiers.flatMap((q) => {
    const words = identifierParts(q.key);
    const side = words.length === 1 ? boundSide(words) : undefined;
    const sep = q.values.map((v) => SHOWN_DAY.exec(v)?.[1]).find((x) => x !== undefined);
    if (!side || !sep) return [];
    return [{ key: q.key, side, exclusive: side === "to" && EXCLUSIVE_UPPER.has(words[0] ?? ""), sep }];
  });
}

/**
 * A range of days (ISO, either end open) as the terms of the language's date-bound keys: the first
 * day after the lower key, the last (or the day after it, where the key leaves its day out) before
 * the upper one. `undefined` where a stated end has no key, or a side has several (which one, the
 * text does not say).
 */
export function dateBoundTerms(
  syntax: QuerySyntax,
  from: string | undefined,
  to: string | undefined,
): { key: string; value: string }[] | undefined {
  const keys = dateBoundKeys(syntax);
  const one = (side: "from" | "to") => {
    const all = keys.filter((k) => k.side === side);
    return all.length === 1 ? all[0] : undefined;
  };
  const lower = one("from");
  const upper = one("to");
  if ((!from && !to) || (from && !lower) || (to && !upper)) return undefined;
  const written = (iso: string, k: DateBound) => iso.replaceAll("-", k.sep);
  const out: { key: string; value: string }[] = [];
  if (from && lower) out.push({ key: lower.key, value: written(from, lower) });
  if (to && upper) {
    out.push({ key: upper.key, value: written(upper.exclusive ? shiftDay(to, 1) : to, upper) });
  }
  return out;
}

/** One word said as another: the same word in either number (`bugs`/`bug`), or a past form spelled otherwise (`cancelled`/`canceled`). */
export function sameWord(said: string, shown: string): boolean {
  const a = said.toLowerCase();
  const b = shown.toLowerCase();
  if (a === b || singular(a) === singular(b)) return true;
  return /ed$/.test(a) && /ed$/.test(b) && stem(a) === stem(b);
}

/** A shown value made of words (`bug`, `Acme Corp`, `good first issue`), not a date, an address or a version. */
const WORD_VALUE = /^\p{L}[\p{L}\p{N}]*(?:[ _-]\p{L}[\p{L}\p{N}]*)*$/u;
/** A shown value that is a path (`acme/web`): a reference the person types as theirs. */
const PATH_VALUE = /^[\p{L}\p{N}_.-]+(?:\/[\p{L}\p{N}_.-]+)+$/u;

export interface Term {
  key: string;
  value: string;
  /** The comparison, where it is not the language's equality (`>=` of `created >= -7d`). */
  op?: string;
  /**
   * A term of a value the examples do not show (a project's key, a word beside a field's name, the
   * asker's function, a window): written only where every other word of the question is read.
   */
  inferred?: true;
  /** The words of the question the term was written from (its value and the words naming its key). */
  start: number;
  end: number;
}

export interface WriteInput {
  tokens: readonly Token[];
  /** Slash-joined references the person typed ("acme/web"), with their parts. */
  paths: readonly { start: number; end: number; value: string[] }[];
  /** A span other rules already read (a date, an id, a value bound elsewhere). */
  taken: (span: { start: number; end: number }) => boolean;
  /** Words that never stand for a value (pronouns, "show", "me"). */
  wording: (token: Token) => boolean;
  /** Participles that say a record was made ("opened", "filed", "raised"). */
  made: (word: string) => boolean;
  /** Words naming the records asked for ("tickets", "issues"): never a value. */
  records?: (token: Token) => boolean;
}

const quoteIfSpaced = (v: string) => (/\s/.test(v) ? `"${v}"` : v);

/** A shown value that is a short code in capitals (`PROJ`): a placeholder, never quoted as a word. */
const CODE_VALUE = /^[A-Z][A-Z0-9]{1,9}$/;

/**
 * A value as the syntax writes it: quoted where it has several words (or where the language quotes
 * every word). `undefined` for a value the language could not carry as one value: a quote or a
 * backslash (the examples show no escape), a line break, a comparison sign, or — where values run
 * unquoted to the next join — the join itself (`^` inside `Network^active=false` would be a clause).
 */
export function writeValue(syntax: QuerySyntax, value: string): string | undefined {
  const style = syntax.style;
  if (!style) return /["\\\n]/.test(value) ? undefined : quoteIfSpaced(value);
  if (FUNCTION_VALUE.test(value)) return value;
  if (/["'`\\\n\r=<>!]/.test(value) || (style.join && value.includes(style.join.trim()))) return undefined;
  if (!style.quote) return value;
  const word = /^\p{L}/u.test(value) && !CODE_VALUE.test(value);
  return /\s/.test(value) || (style.quoteAll && word) ? `${style.quote}${value}${style.quote}` : value;
}

/**
 * The terms a question's words write in the syntax, in the question's order: a run of words that is
 * a value shown for exactly one key (`bugs` → `label:bug`, `tickets` → `type:ticket`), and a path
 * typed where one key shows a path (`acme/web` → `repo:acme/web`). A word naming the key right beside
 * its value ("tagged refund", "the Billing group") is part of the term. A word shown under several
 * keys is no term: which one it is, the text does not say.
 */
export function writeTerms(syntax: QuerySyntax, input: WriteInput): Term[] {
  const { tokens } = input;
  const terms: (Term & { first: number; last: number; unnamed?: boolean })[] = [];
  const claimed = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    if (claimed.has(i)) continue;
    const hits: { key: string; value: string; width: number }[] = [];
    for (const q of syntax.qualifiers)
      for (const value of q.values) {
        if (!WORD_VALUE.test(value)) continue;
        const words = value.split(/[ _-]/);
        const run = tokens.slice(i, i + words.length);
        if (run.length < words.length) continue;
        if (words.length === 1 && (value.length < 2 || run[0] === undefined || input.wording(run[0])))
          continue;
        // A word of a typed path ("acme" of "acme/web") is part of that one reference, never a value alone.
        if (run.some((t) => input.taken(t) || inPath(input, t))) continue;
        if (run.every((t, j) => sameWord(t.lower, words[j] ?? "")))
          hits.push({ key: q.key, value, width: words.length });
      }
    const keys = new Set(hits.map((h) => h.key.toLowerCase()));
    const hit = keys.size === 1 ? hits.sort((a, b) => b.width - a.width)[0] : undefined;
    const shown = hit ? writeValue(syntax, hit.value) : undefined;
    if (!hit || shown === undefined) continue;
    const last = i + hit.width - 1;
    // "the North Meadow site" where `apiary_site.name=North` is shown: the name runs on to the
    // referenced record's noun — one name, written whole by `namedTerms`.
    if (syntax.style && nameRunsToNoun(tokens, last, referencedNoun(hit.key))) continue;
    for (let j = i; j <= last; j++) claimed.add(j);
    // A value the text shows as a name (`group:Billing`, `organization:"Acme Corp"`) is that name only
    // when the person writes it as one (capitalized) or names its key beside it ("billing group"):
    // "billing questions" may be a topic as well.
    // A comparison language writes every field's values capitalized (`priority = High`, `issuetype =
    // Epic`): there the capital marks no name.
    const unnamed =
      !syntax.style &&
      /^\p{Lu}/u.test(hit.value) &&
      tokens.slice(i, last + 1).some((t) => !/^\p{Lu}/u.test(t.text));
    terms.push({
      key: hit.key,
      value: shown,
      start: tokens[i]?.start ?? 0,
      end: tokens[last]?.end ?? 0,
      first: i,
      last,
      unnamed,
    });
  }
  for (const path of input.paths) {
    if (input.taken(path)) continue;
    const keys = syntax.qualifiers.filter((q) =>
      q.values.some((v) => PATH_VALUE.test(v) && v.split("/").length === path.value.length),
    );
    if (keys.length !== 1 || !keys[0]) continue;
    const first = tokens.findIndex((t) => t.start >= path.start);
    const last = tokens.findLastIndex((t) => t.end <= path.end);
    terms.push({
      key: keys[0].key,
      value: path.value.join("/"),
      start: path.start,
      end: path.end,
      first,
      last,
    });
  }
  if (syntax.style)
    terms.push(...labelledTerms(syntax, input, claimed), ...namedTerms(syntax, input, claimed));
  else
    terms.push(
      ...addressedTerms(syntax, input, claimed),
      ...senderTerms(syntax, input, claimed),
      ...keyedTerms(syntax, input, claimed),
    );
  // "tagged refund", "in the Billing group": the word naming the key beside its value is the term's.
  // A person's key (`author`, `assignee`) takes a person only as the words relating them say: its
  // own word ("assigned to praman", "authored by mlopez"), or, of whoever made the records, a verb
  // of making ("opened by mlopez", "mlopez opened"). A person named with no such words ("tickets
  // for Priya Raman", "issues assigned to mlopez" beside `author`) is no term: which role, asked.
  const kept: typeof terms = [];
  for (const t of terms) {
    const noun = referencedNoun(t.key);
    // "the Network group" of `assignment_group.name`: the referenced record's noun names the key too.
    const names = (tok?: Token) =>
      tok !== undefined &&
      !input.taken(tok) &&
      (sameWord(tok.lower, t.key) ||
        sameRoot(tok.lower, t.key) ||
        (noun !== undefined && sameWord(tok.lower, noun)));
    const words = identifierParts(t.key);
    // `assigned` of assignee, `author`; never `repo` of reporter (a root is five letters at least).
    const role = (roles: ReadonlySet<string>) =>
      words.some((w) => roles.has(w) || (stem(w).length >= 5 && [...roles].some((r) => sameRoot(w, r))));
    const person = role(PERSON_ROLES);
    const maker = role(MAKER_ROLES);
    const making = (tok?: Token) => tok !== undefined && !input.taken(tok) && maker && input.made(tok.lower);
    const before = tokens[t.first - 1];
    const after = tokens[t.last + 1];
    const verb = /^(?:by|to)$/.test(before?.lower ?? "") ? tokens[t.first - 2] : undefined;
    if (names(before) && before) t.start = before.start;
    else if (names(after) && after) t.end = after.end;
    else if (noun && names(tokens[t.last])) {
      // "the Database group": the term already spans the referenced record's noun.
    } else if (t.unnamed) continue;
    else if (person && verb && (names(verb) || making(verb))) t.start = verb.start;
    else if (person && making(after) && after) t.end = after.end;
    else if (person) continue;
    kept.push(t);
  }
  return kept
    .sort((a, b) => a.start - b.start)
    .map(({ key, value, op, inferred, start, end }) => ({
      key,
      value,
      ...(op ? { op } : {}),
      ...(inferred ? { inferred } : {}),
      start,
      end,
    }));
}

/** A word before a field's name that is no value of it ("top priority", "which status", "higher priority"). */
const NO_VALUE =
  /^(?:top|any|all|what|which|whose|each|every|no|same|other|this|that|these|those|current|new|its|their|our|your|my|more|most|less|least|\p{L}+er)$/u;

/** A word of a name as people write one: capitalized, not all in capitals ("Maria", "McKay", "SkyJet"). */
const NAME_WORD = /^\p{Lu}\p{L}*\p{Ll}\p{L}*$/u;
/** A shown value that is an email address (`alice@x.com`): its key takes a person. */
const ADDRESS_VALUE = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/;

/** The name that starts at token `i`: it and up to two more free capitalized words ("Harriet Vane"). */
function nameFrom(
  tokens: readonly Token[],
  i: number,
  free: (i: number) => boolean,
): { last: number; name: string } {
  let last = i;
  while (last - i < 2 && NAME_WORD.test(tokens[last + 1]?.text ?? "") && free(last + 1)) last++;
  const name = tokens
    .slice(i, last + 1)
    .map((x) => x.text)
    .join(" ");
  return { last, name };
}

/** Whether the question's token at `i` is still free: not claimed by a term, not taken, not in a path. */
function freeToken(input: WriteInput, claimed: ReadonlySet<number>): (i: number) => boolean {
  return (i) => {
    const t = input.tokens[i];
    return t !== undefined && !claimed.has(i) && !input.taken(t) && !inPath(input, t);
  };
}

/** Whether a token is a word of a path the question types ("acme" of "acme/web"). */
function inPath(input: WriteInput, t: Token): boolean {
  return input.paths.some((p) => p.start <= t.start && t.end <= p.end);
}

/**
 * The terms of a comparison language's labelled fields (`priority=1` shown, "priority: 1=Critical,
 * 2=High" told): the code whose label the person says, written where the field is named beside it
 * ("high priority", "priority high") or the label stands right before the records' word ("critical
 * incidents", "critical network incidents" where "network" is read) or after "are"/"is" of them
 * ("incidents that are critical"); the code after the field's initial ("P1s") or its name ("priority
 * 2"). A label shared by two fields is no term: which one, the text does not say. Nothing else — a
 * label word anywhere else ("about low disk space") is no filter.
 */
function labelledTerms(
  syntax: QuerySyntax,
  input: WriteInput,
  claimed: Set<number>,
): (Term & { first: number; last: number })[] {
  const { tokens } = input;
  const out: (Term & { first: number; last: number })[] = [];
  const free = freeToken(input, claimed);
  const fields = syntax.qualifiers.filter((q) => q.labels && q.labels.length > 0);
  if (fields.length === 0) return out;
  const names = (t: Token | undefined, key: string) =>
    t !== undefined && input.records?.(t) !== true && identifierParts(key).some((w) => sameWord(t.lower, w));
  const records = (t: Token | undefined) => t !== undefined && input.records?.(t) === true;
  for (let i = 0; i < tokens.length; i++) {
    if (!free(i)) continue;
    const t = tokens[i] as Token;
    const hits: { q: Qualifier; value: string; last: number; named: boolean }[] = [];
    for (const q of fields) {
      // "P1", "p2s": the code after the field's initial.
      const initial = /^(\p{L})(\d{1,2})s?$/u.exec(t.text);
      const initialOf = identifierParts(q.key).at(-1)?.[0];
      if (initial && initial[1]?.toLowerCase() === initialOf && q.labels?.some((c) => c.value === initial[2]))
        hits.push({ q, value: initial[2] as string, last: i, named: true });
      // "priority 2": the field's name, then one of its codes.
      const next = tokens[i + 1];
      if (names(t, q.key) && next && free(i + 1) && q.labels?.some((c) => c.value === next.text))
        hits.push({ q, value: next.text, last: i + 1, named: true });
      for (const c of q.labels ?? []) {
        const words = c.label.split(/\s+/);
        const run = tokens.slice(i, i + words.length);
        if (
          run.length < words.length ||
          run.some((x, j) => !free(i + j) || !sameWord(x.lower, words[j] ?? ""))
        )
          continue;
        const last = i + words.length - 1;
        if (run.some((x) => input.wording(x))) continue;
        // "high priority", "priority high": the field's own name beside its label.
        if (names(tokens[last + 1], q.key) && free(last + 1))
          hits.push({ q, value: c.value, last: last + 1, named: true });
        else if (names(tokens[i - 1], q.key) && free(i - 1))
          hits.push({ q, value: c.value, last, named: true });
        else hits.push({ q, value: c.value, last, named: false });
      }
    }
    const keys = new Set(hits.map((h) => h.q.key.toLowerCase()));
    const hit = keys.size === 1 ? hits.sort((a, b) => Number(b.named) - Number(a.named))[0] : undefined;
    if (!hit) continue;
    let first = i;
    if (
      hit.named &&
      names(tokens[i - 1], hit.q.key) &&
      free(i - 1) &&
      hit.last === i + (hit.value.split(/\s+/).length - 1)
    )
      first = i - 1;
    if (!hit.named) {
      // Right before the records' word, past words other rules read ("critical network incidents").
      let j = hit.last + 1;
      while (j < tokens.length && !records(tokens[j]) && (claimed.has(j) || input.taken(tokens[j] as Token)))
        j++;
      const before = records(tokens[j]);
      // "incidents that are critical": after "are"/"is", the records named before.
      const after = /^(?:are|is)$/.test(tokens[i - 1]?.lower ?? "") && tokens.slice(0, i).some(records);
      if (!before && !after) continue;
    }
    const value = writeValue(syntax, hit.value);
    if (value === undefined) continue;
    for (let j = first; j <= hit.last; j++) claimed.add(j);
    out.push({
      key: hit.q.key,
      value,
      start: tokens[first]?.start ?? t.start,
      end: tokens[hit.last]?.end ?? t.end,
      first,
      last: hit.last,
    });
  }
  return out;
}

/**
 * The terms of a comparison language a question says beyond the values its examples show:
 * - a short code in capitals ("MOB tickets", "the WEB project") where exactly one field shows such
 *   a placeholder (`project = PROJ`) — beside the records' word or the field's name;
 * - a word right before a field's name ("highest priority", "blocked status") where that field shows
 *   word values: the word is the value, written as the examples write theirs (`priority = Highest`).
 * Nothing else: a word no field shows and no field's name stands beside is no term.
 */
function namedTerms(
  syntax: QuerySyntax,
  input: WriteInput,
  claimed: Set<number>,
): (Term & { first: number; last: number })[] {
  const { tokens } = input;
  const out: (Term & { first: number; last: number })[] = [];
  const free = freeToken(input, claimed);
  // The field's own name, as a word ("priority", "labels"): never the records' word ("issues" of `issuetype`).
  const names = (t: Token | undefined, key: string) =>
    t !== undefined && input.records?.(t) !== true && sameWord(t.lower, key);
  const coded = syntax.qualifiers.filter((q) => q.values.some((v) => CODE_VALUE.test(v)));
  const code = coded.length === 1 ? coded[0] : undefined;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t || !free(i) || !code || !CODE_VALUE.test(t.text)) continue;
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    // "WEB tickets", "the WEB project's issues": beside the records' word or the field's name. After
    // a preposition alone ("in WEB") it may be a board, a team, a place: a new wrong answer — unless
    // right behind the records' word, ending the question ("issues in WEB").
    const placed =
      (after !== undefined && input.records?.(after) === true) ||
      names(before, code.key) ||
      names(after, code.key) ||
      closingIn(tokens, i, input);
    if (!placed) continue;
    claimed.add(i);
    out.push({ key: code.key, value: t.text, start: t.start, end: t.end, first: i, last: i, inferred: true });
  }
  const worded = syntax.qualifiers.filter(
    (q) => q.values.length > 0 && q.values.every((v) => WORD_VALUE.test(v) && !CODE_VALUE.test(v)),
  );
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i];
    const next = tokens[i + 1];
    if (!t || !next || !free(i) || claimed.has(i + 1) || input.taken(next)) continue;
    // "the Database group", "the Service Desk group" of `assignment_group.name`: the name said right
    // before the referenced record's noun — its capitalized words (a name even where the word is
    // generic: "Database"), or one word in lower case after a closed-class word ("the network
    // group"; "service desk group" says no one name).
    const byNoun = worded.filter((q) => {
      const noun = referencedNoun(q.key);
      return noun !== undefined && sameWord(next.lower, noun);
    });
    const named = byNoun.length > 0 && NAME_WORD.test(t.text);
    if (!/^\p{L}{3,}$/u.test(t.text) || NO_VALUE.test(t.lower) || (input.wording(t) && !named)) continue;
    if (input.records?.(t)) continue;
    const keys = worded.filter((q) => names(next, q.key));
    const q = keys.length === 1 ? keys[0] : keys.length === 0 && byNoun.length === 1 ? byNoun[0] : undefined;
    if (!q) continue;
    let first = i;
    if (keys.length === 0) {
      if (NAME_WORD.test(t.text)) {
        // Back over the name's capitalized words — never a word that only shapes the question ("Show").
        const more = (x?: Token) =>
          x !== undefined && NAME_WORD.test(x.text) && !input.wording(x) && !isClosedClass(x.lower);
        while (i - first < 2 && first > 0 && more(tokens[first - 1]) && free(first - 1)) first--;
      } else {
        const prev = tokens[i - 1];
        if (prev && !isClosedClass(prev.lower) && free(i - 1)) continue;
      }
    }
    const said = tokens
      .slice(first, i + 1)
      .map((x) => x.text)
      .join(" ");
    const capital = q.values.every((v) => /^\p{Lu}/u.test(v));
    const word = writeValue(
      syntax,
      first < i ? said : capital ? t.lower.charAt(0).toUpperCase() + t.lower.slice(1) : t.lower,
    );
    if (word === undefined) continue;
    for (let j = first; j <= i + 1; j++) claimed.add(j);
    out.push({
      key: q.key,
      value: word,
      start: tokens[first]?.start ?? t.start,
      end: next.end,
      first,
      last: i + 1,
      inferred: true,
    });
  }
  // "issues assigned to Maria Gonzalez" where the examples show `assignee = currentUser()`: a person's
  // field shown compared with the asker takes another person too — the name as written (capitalized
  // words, quoted as the examples quote several words), right after "to"/"by". Whether the field's
  // own word says so ("assigned to", not "reported by") is judged where the terms are kept.
  const people = (syntax.functions ?? []).filter((f) =>
    identifierParts(f.key).some((w) => PERSON_ROLES.has(w)),
  );
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t || !NAME_WORD.test(t.text) || !free(i) || !/^(?:to|by)$/.test(tokens[i - 1]?.lower ?? ""))
      continue;
    const { last, name } = nameFrom(tokens, i, free);
    // A name ends the question or its clause: never the first words of a longer phrase ("to Data Team's board").
    const next = tokens[last + 1];
    if (next && !/^(?:in|on|and|with|from|since|this|last|that|which)$/.test(next.lower)) continue;
    const written = writeValue(syntax, name);
    if (written === undefined) continue;
    for (const f of people) {
      out.push({
        key: f.key,
        value: written,
        start: t.start,
        end: tokens[last]?.end ?? t.end,
        first: i,
        last,
        inferred: true,
      });
    }
    for (let j = i; j <= last; j++) claimed.add(j);
  }
  return out;
}

/**
 * "lowest priority issues in WEB", "how many issues are there in WEB?": a code in capitals right after
 * "in" after the records' word (past words that only shape the question), ending the question — the scope the records are asked within, like "WEB issues"; no word after it to make
 * it a board's or a team's name ("issues in WEB board"). Only where no other rule read a word of the
 * question (a date, a count, an id): the key's clause alone would answer without it.
 */
function closingIn(tokens: readonly Token[], i: number, input: WriteInput): boolean {
  if (i !== tokens.length - 1 || tokens[i - 1]?.lower !== "in" || tokens.some((t) => input.taken(t)))
    return false;
  // "how many issues are there in WEB?": past words that only shape the question.
  let j = i - 2;
  while (
    j > 0 &&
    tokens[j] !== undefined &&
    input.wording(tokens[j] as Token) &&
    !input.records?.(tokens[j] as Token)
  )
    j--;
  return tokens[j] !== undefined && input.records?.(tokens[j] as Token) === true;
}

/**
 * "emails from Ben Carter", "anything from Stripe": a key of one word shown with an address
 * (`from:alice@x.com`) takes the person the question names right after that very word — a name as
 * written (up to three capitalized words), quoted where it has several. A word in lower case after
 * it ("from work", "from the bank") may be anything: no term.
 */
function addressedTerms(
  syntax: QuerySyntax,
  input: WriteInput,
  claimed: Set<number>,
): (Term & { first: number; last: number })[] {
  const { tokens } = input;
  const out: (Term & { first: number; last: number })[] = [];
  const free = freeToken(input, claimed);
  const keys = syntax.qualifiers.filter(
    (q) => identifierParts(q.key).length === 1 && q.values.some((v) => ADDRESS_VALUE.test(v)),
  );
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i];
    const word = tokens[i - 1];
    if (!t || !word || !free(i) || !free(i - 1) || !NAME_WORD.test(t.text)) continue;
    const named = keys.filter((q) => q.key.toLowerCase() === word.lower);
    const q = named.length === 1 ? named[0] : undefined;
    if (!q) continue;
    const { last, name } = nameFrom(tokens, i, free);
    const value = writeValue(syntax, name);
    if (value === undefined) continue;
    for (let j = i - 1; j <= last; j++) claimed.add(j);
    out.push({
      key: q.key,
      value,
      start: word.start,
      end: tokens[last]?.end ?? t.end,
      first: i - 1,
      last,
      inferred: true,
    });
  }
  return out;
}

/** A key's word that says who sent a record (`from:alice@x.com`, `sender:bob@y.org`). */
const SENDER_KEYS: ReadonlySet<string> = new Set(["from", "sender"]);
/** Verbs that say who sent a message ("did Lucia send", "Priya emailed", "has Tom replied"), in any form. */
const SENDING_VERBS: ReadonlySet<string> = new Set(
  ["send", "email", "mail", "write", "message", "reply"].flatMap((v) => [
    ...verbForms(v),
    `${v}s`,
    v === "reply" ? "replied" : v,
  ]),
);
/** Words between a sender and the verb of sending ("when did Priya *last* email me"). */
const SENDING_ADVERBS = /^(?:last|ever|already|just|recently|finally)$/;

/**
 * "Lucia's latest email", "did Marco send anything", "when did Priya last email me": where the
 * language shows one key of a sender with an address (`from:alice@x.com`), the person whose records
 * they are — a possessive name right before the records' word (past words other rules read: "most
 * recent") — or the subject of a verb of sending after an auxiliary, is that key's value. Written as
 * the name is (up to three capitalized words). Another key shown with an address (`to:`, `cc:`) or
 * none: no term.
 */
function senderTerms(
  syntax: QuerySyntax,
  input: WriteInput,
  claimed: Set<number>,
): (Term & { first: number; last: number })[] {
  const { tokens } = input;
  const out: (Term & { first: number; last: number })[] = [];
  const addressed = addressedKeys(syntax).filter((k) => identifierParts(k).length === 1);
  const key =
    addressed.length === 1 && SENDER_KEYS.has(addressed[0]?.toLowerCase() ?? "") ? addressed[0] : undefined;
  if (!key) return out;
  const free = freeToken(input, claimed);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t || !free(i)) continue;
    const named = nameFrom(tokens, i, free).last;
    // "Anna Schmidt's emails": the name's last word carries the possessive.
    const next = tokens[named + 1];
    const end =
      named - i < 2 &&
      next &&
      free(named + 1) &&
      isPossessive(next.text) &&
      NAME_WORD.test(withoutPossessive(next.text))
        ? named + 1
        : named;
    let last = -1;
    for (let j = i; j <= end; j++)
      if (isPossessive(tokens[j]?.text ?? "")) {
        last = j;
        break;
      }
    const word = (x: Token) => (isPossessive(x.text) ? withoutPossessive(x.text) : x.text);
    const words = tokens.slice(i, (last >= 0 ? last : end) + 1);
    if (!words.every((x) => NAME_WORD.test(word(x)))) continue;
    let ok = false;
    if (last >= 0) {
      // Right before the records' word, past words other rules read ("Lucia's most recent email").
      let j = last + 1;
      while (j < tokens.length && j - last <= 3 && !input.records?.(tokens[j] as Token) && !free(j)) j++;
      ok = tokens[j] !== undefined && input.records?.(tokens[j] as Token) === true;
    } else {
      last = end;
      // "did Lucia send", "has Marco sent me", "when did Priya last email me".
      let j = last + 1;
      if (SENDING_ADVERBS.test(tokens[j]?.lower ?? "")) j++;
      ok =
        i > 0 &&
        AUXILIARY.test(tokens[i - 1]?.lower ?? "") &&
        SENDING_VERBS.has(tokens[j]?.lower ?? "") &&
        !claimed.has(j);
      if (ok) last = j;
    }
    if (!ok) continue;
    const name = words.map(word).join(" ");
    const value = writeValue(syntax, name);
    if (value === undefined) continue;
    for (let j = i; j <= last; j++) claimed.add(j);
    out.push({
      key,
      value,
      start: t.start,
      end: tokens[last]?.end ?? t.end,
      first: i,
      last,
      inferred: true,
    });
    i = last;
  }
  return out;
}

/**
 * The terms of a `key:value` language a question says beyond the values its examples show: a word
 * naming a key right before a word in lower case ("tagged gift", "tag rush") — or right after one
 * ("the finance label", "in the rush tag") — where that key shows only such one-word values
 * (`tag:wholesale`): the word is its value, as said. Before the key, never a closed-class word or
 * one that asks which ("per label", "which tag", "every label"). Nothing else.
 */
function keyedTerms(
  syntax: QuerySyntax,
  input: WriteInput,
  claimed: Set<number>,
): (Term & { first: number; last: number })[] {
  const { tokens } = input;
  const out: (Term & { first: number; last: number })[] = [];
  const free = freeToken(input, claimed);
  const worded = syntax.qualifiers.filter(
    (q) => q.values.length > 0 && q.values.every((v) => /^\p{Ll}+$/u.test(v)),
  );
  // The key's word and its value, tokens `i` and `i + 1` in either order: one term.
  const take = (i: number, q: Qualifier, value: Token) => {
    claimed.add(i);
    claimed.add(i + 1);
    const [a, b] = [tokens[i] as Token, tokens[i + 1] as Token];
    out.push({
      key: q.key,
      value: value.lower,
      start: a.start,
      end: b.end,
      first: i,
      last: i + 1,
      inferred: true,
    });
  };
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i];
    const next = tokens[i + 1];
    if (!t || !next || !free(i) || !free(i + 1)) continue;
    if (!/^\p{Ll}{3,}$/u.test(next.text) || input.wording(next) || input.records?.(next)) continue;
    const keys = worded.filter((q) => {
      const words = identifierParts(q.key);
      return words.length === 1 && (sameWord(t.lower, q.key) || stem(t.lower) === stem(q.key));
    });
    const q = keys.length === 1 ? keys[0] : undefined;
    if (q) take(i, q, next);
  }
  // "the finance label": the word in lower case right before the key's own word.
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i];
    const key = tokens[i + 1];
    if (!t || !key || !free(i) || !free(i + 1)) continue;
    if (!/^\p{Ll}{3,}$/u.test(t.text) || input.wording(t) || input.records?.(t)) continue;
    if (NO_VALUE.test(t.lower) || isClosedClass(t.lower)) continue;
    const keys = worded.filter((q) => identifierParts(q.key).length === 1 && sameWord(key.lower, q.key));
    const q = keys.length === 1 ? keys[0] : undefined;
    if (q) take(i, q, t);
  }
  return out;
}

/** Whether capitalized words follow token `last` (one or two) and then the noun `noun` ("North *Meadow site*"). */
function nameRunsToNoun(tokens: readonly Token[], last: number, noun: string | undefined): boolean {
  if (!noun || !NAME_WORD.test(tokens[last]?.text ?? "")) return false;
  for (let j = last + 1; j <= last + 2 && NAME_WORD.test(tokens[j]?.text ?? ""); j++)
    if (sameWord(tokens[j + 1]?.lower ?? "", noun)) return true;
  return false;
}

/**
 * The noun of the record a dotted key reads a field of (`assignment_group.name` → `group`,
 * `project.key` → `project`): "the Network group" names that key. None for a key of one part, or
 * whose last word before the dot is no noun (`assigned_to.name`, `caller_id.name`).
 */
function referencedNoun(key: string): string | undefined {
  const dot = key.lastIndexOf(".");
  if (dot <= 0) return undefined;
  const word = identifierParts(key.slice(0, dot)).at(-1);
  return word && word.length >= 3 && !isClosedClass(word) ? word : undefined;
}

/**
 * The person asking, in a comparison language that shows a function for them (`assignee =
 * currentUser()`): the one person's field shown equal to a function, and that function.
 */
export function callerTerm(syntax: QuerySyntax): { key: string; value: string } | undefined {
  const people = (syntax.functions ?? []).filter((f) =>
    identifierParts(f.key).some((w) => PERSON_ROLES.has(w)),
  );
  return people.length === 1 ? people[0] : undefined;
}

/**
 * A window back from today ("created in the last 7 days") in a comparison language that shows one
 * (`updated >= -7d`): the field the participle names — one shown so compared, or one shown ordered
 * by (`ORDER BY created`) — compared as the examples compare, counted in their unit. `undefined`
 * when the examples show no such window, no field the participle names, or a unit the days do not fill.
 */
export function windowTerm(
  syntax: QuerySyntax,
  days: number,
  participle: string,
): { key: string; op: string; value: string } | undefined {
  const w = syntax.relative;
  if (!w || !syntax.style || days < 1) return undefined;
  const per = w.unit === "d" ? 1 : w.unit === "w" ? 7 : undefined;
  if (!per || days % per !== 0) return undefined;
  const fields = [...new Set([...w.keys, ...(syntax.ordered ?? [])])];
  const keys = fields.filter((k) => {
    const words = identifierParts(k);
    return words.length === 1 && (sameWord(participle, k) || stem(participle) === stem(k));
  });
  const key = keys.length === 1 ? keys[0] : undefined;
  return key ? { key, op: w.op, value: `-${days / per}${w.unit}` } : undefined;
}

/**
 * The windows back from now an expression compares a field with (`created >= -7d`, `updated>=-2w`),
 * in days — how a query string carries "the last 7 days" without a date.
 */
export function windowDays(expression: string): number[] {
  return [...expression.matchAll(/>=?\s*-(\d+)([dw])\b/g)].map((m) => Number(m[1]) * (m[2] === "w" ? 7 : 1));
}

/** One term as the syntax writes it: `label:bug`, `status = "In Progress"`, `Status eq 'Open'`. */
export const termText = (t: Pick<Term, "key" | "value" | "op">, syntax?: QuerySyntax) =>
  !syntax?.style
    ? `${t.key}:${t.value}`
    : syntax.style.tight && !/^\p{L}/u.test(t.op ?? syntax.style.op)
      ? `${t.key}${t.op ?? syntax.style.op}${t.value}`
      : `${t.key} ${t.op ?? syntax.style.op} ${t.value}`;

/**
 * The terms joined as the syntax joins them; `undefined` for several terms where the examples never
 * show two clauses joined (how they combine, the text does not say).
 */
export function joinTerms(
  terms: readonly Pick<Term, "key" | "value" | "op">[],
  syntax: QuerySyntax,
): string | undefined {
  const texts = terms.map((t) => termText(t, syntax));
  if (!syntax.style) return texts.join(" ");
  if (texts.length > 1 && !syntax.style.join) return undefined;
  return texts.join(syntax.style.join ?? " ");
}

/**
 * An expression made only of plain `key:value` terms (`is:open label:bug repo:acme/web`), as its
 * terms with unquoted values — for reading it back in a sentence; `undefined` for anything else
 * (bare words, a negated or compared term).
 */
export function readTerms(expression: string): { key: string; value: string }[] | undefined {
  const parts = expression.trim().match(/(?:[^\s"]+|"[^"]*")+/g) ?? [];
  const out: { key: string; value: string }[] = [];
  for (const part of parts) {
    const m = /^([A-Za-z][\w.]*):(?:"([^"]+)"|([^\s"<>=]+))$/.exec(part);
    if (!m?.[1]) return undefined;
    out.push({ key: m[1], value: m[2] ?? m[3] ?? "" });
  }
  return out.length > 0 ? out : undefined;
}

/**
 * Whether an expression is made only of what the syntax shows and the person said: every `key:value`
 * term's key is a shown one and its value's words were said (in any number or spelling: `label:bug`
 * of "bugs"); bare words were said; a negated term (`-label:bug`) is no one's words unless written
 * as they were. The validator's provenance rule for a search text that documents its syntax.
 */
export function writtenFromWords(
  expression: string,
  syntax: QuerySyntax,
  said: ReadonlySet<string>,
  stated?: (value: string) => boolean,
): boolean {
  const saidWord = (w: string) => said.has(w) || [...said].some((s) => sameWord(s, w));
  if (syntax.style) return writtenClauses(expression, syntax, said, saidWord);
  const compared = comparedKeys(syntax);
  const bounds = dateBoundKeys(syntax);
  const rest = expression.replace(QUALIFIER, (whole, key: string, quoted?: string, plain?: string) => {
    const q = syntax.qualifiers.find((x) => x.key.toLowerCase() === key.toLowerCase());
    // `after:2025/09/15`, `before:2025/10/01`: a key whose word bounds a date, with a day the host
    // stated (or, where the key leaves its day out, the day before it).
    const bound = bounds.find((b) => b.key.toLowerCase() === key.toLowerCase());
    const day = bound && plain ? plain.replaceAll(bound.sep, "-") : undefined;
    if (
      bound &&
      day &&
      !whole.startsWith("-") &&
      ISO_DAY.test(day) &&
      (stated?.(day) || (bound.exclusive && stated?.(shiftDay(day, -1))))
    )
      return " ";
    // `created_at:>=2025-09-24`, `total_price:>200`: a key the text shows compared, with a date or a
    // number the host stated from the person's words.
    const comparison = COMPARED.exec(plain ?? "");
    const kind = compared.find((c) => c.key.toLowerCase() === key.toLowerCase())?.kind;
    if (
      comparison?.[2] &&
      kind &&
      !whole.startsWith("-") &&
      (kind === "date" ? ISO_DAY : NUMBER_VALUE).test(comparison[2]) &&
      stated?.(comparison[2])
    )
      return " ";
    const value = (quoted ?? plain ?? "").toLowerCase();
    const words = value.match(/[\p{L}\p{N}]+/gu) ?? [];
    const ok = q !== undefined && !whole.startsWith("-") && words.length > 0 && words.every(saidWord);
    return ok ? " " : whole;
  });
  const left = rest.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return !/:/.test(rest) && left.every((w) => said.has(w));
}

/** `created >= -7d` of "the last 7 days" / "the past week": a window the examples show, of the days said. */
function saidWindow(
  syntax: QuerySyntax,
  key: string,
  op: string | undefined,
  bare: string | undefined,
  said: ReadonlySet<string>,
): boolean {
  const w = syntax.relative;
  const m = RELATIVE_VALUE.exec(bare ?? "");
  if (!w || !m || op !== w.op || m[2] !== w.unit) return false;
  if (![...w.keys, ...(syntax.ordered ?? [])].some((k) => k === key)) return false;
  const days = Number(m[1]) * (w.unit === "w" ? 7 : 1);
  const counts = [...said].map(Number).filter((n) => Number.isInteger(n) && n > 0);
  const weeks = said.has("week") || said.has("weeks");
  const dayWord = said.has("day") || said.has("days");
  return (
    (dayWord && counts.includes(days)) ||
    (weeks && (counts.some((n) => n * 7 === days) || days === 7)) ||
    (dayWord && days === 1)
  );
}

/**
 * `priority=1` of "critical incidents" or "P1s": a code of a labelled field whose label's words were
 * said, or said after the field's initial (`p1`).
 */
function labelSaid(
  syntax: QuerySyntax,
  key: string,
  value: string,
  said: ReadonlySet<string>,
  saidWord: (w: string) => boolean,
): boolean {
  const q = syntax.qualifiers.find((x) => x.key.toLowerCase() === key.toLowerCase());
  const code = q?.labels?.find((c) => c.value === value);
  if (!q || !code) return false;
  const initial = identifierParts(q.key).at(-1)?.[0];
  if (initial && [...said].some((w) => w === `${initial}${value}` || w === `${initial}${value}s`))
    return true;
  const words = code.label.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 0 && words.every(saidWord);
}

/**
 * `writtenFromWords` for a comparison language: each clause compares a shown field, by the equality
 * the examples show, with a value whose words were said; between clauses, only the join they show.
 */
function writtenClauses(
  expression: string,
  syntax: QuerySyntax,
  said: ReadonlySet<string>,
  saidWord: (w: string) => boolean,
): boolean {
  const style = syntax.style;
  if (!style) return false;
  let bad = false;
  const rest = expression.replace(
    CLAUSE,
    (_whole, key: string, op1?: string, op2?: string, dq?: string, sq?: string, bare?: string) => {
      const value = dq ?? sq ?? bare ?? "";
      const op = op1 ?? op2;
      const shown =
        syntax.qualifiers.some((q) => q.key.toLowerCase() === key.toLowerCase()) ||
        (syntax.functions ?? []).some((f) => f.key.toLowerCase() === key.toLowerCase());
      const words = value.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
      const plain =
        op === style.op &&
        shown &&
        !FUNCTION_VALUE.test(value) &&
        words.length > 0 &&
        (words.every(saidWord) || labelSaid(syntax, key, value, said, saidWord));
      // `assignee = currentUser()` of "my tickets": the function the examples show for the asker.
      const caller = callerTerm(syntax);
      const asker =
        op === style.op &&
        dq === undefined &&
        sq === undefined &&
        caller?.key === key &&
        caller.value === value &&
        FIRST_PERSON_WORDS.some((w) => said.has(w));
      if (!plain && !asker && !saidWindow(syntax, key, op, bare, said)) bad = true;
      return " ";
    },
  );
  const join = style.join?.trim().toLowerCase();
  const left = rest.toLowerCase().match(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]+/gu) ?? [];
  return !bad && left.every((w) => w === join || said.has(w));
}
