/**
 * Summaries asked for in words ("orders by status", "orders per month in 2025", "revenue by city",
 * "average total per customer"): which column to group by, in which date buckets, and what to
 * measure. Part of the schema-semantics module: the question is read here once (planning keeps the
 * phrase out of filters and search text), and the group and measure are matched to a result's
 * fields by their words (./words.ts), never by a vocabulary's names. A field the result lacks is
 * reported as missing, so the caller shows the table and says so instead of inventing a number.
 */
import { moneyOf } from "./fields";
import { AUXILIARY } from "./names";
import { REQUEST_LEAD } from "./question-kind";
import { identifierWords, singular } from "./words";

export const AGGREGATES = ["count", "sum", "avg", "min", "max"] as const;
export type Aggregate = (typeof AGGREGATES)[number];
export const DATE_BUCKETS = ["day", "week", "month", "year"] as const;
export type DateBucket = (typeof DATE_BUCKETS)[number];

/** How a measured aggregate reads: "average total", "total" (not "total total") for the sum of `total`. */
export const AGGREGATE_WORDS: Record<Exclude<Aggregate, "count">, string> = {
  sum: "total",
  avg: "average",
  min: "lowest",
  max: "highest",
};

export function measureLabel(aggregate: Exclude<Aggregate, "count">, columnLabel: string): string {
  const label = columnLabel.toLowerCase();
  const word = AGGREGATE_WORDS[aggregate];
  return label.split(/\s+/).includes(word) ? label : `${word} ${label}`;
}

/** What the question asks to summarise, with the span of the phrase that says it. */
export interface GroupingAsk {
  start: number;
  end: number;
  /** Singular words naming the group field ("status", "city"); empty when only a date bucket is named. */
  by: string[];
  bucket?: DateBucket;
  aggregate: Aggregate;
  /** Singular words naming the measured field for sum/avg/min/max ("revenue", "total"). */
  measure: string[];
  /**
   * The words that command the summary apart from its phrase: "break … down", "split", "group",
   * "broken down" before "by" — spans of the question, never search text (`groupingSpans`).
   */
  command?: { start: number; end: number }[];
}

/** The spans of the question a summary's words take: its phrase and the words commanding it. */
export function groupingSpans(ask: GroupingAsk): { start: number; end: number }[] {
  return [{ start: ask.start, end: ask.end }, ...(ask.command ?? [])];
}

/** The summary an artifact is shown with; stored on the artifact's message part. */
export interface GroupSpec {
  /** Column key the rows are grouped by. */
  by: string;
  /** Date columns only: the rows' dates are grouped by this calendar unit (UTC). */
  bucket?: DateBucket;
  aggregate: Aggregate;
  /** Column key measured by sum/avg/min/max; absent for count. */
  measure?: string;
  chart: "bar" | "line";
}

/** The column facts grouping needs (a presentation column satisfies it). */
export interface GroupColumn {
  key: string;
  type: "string" | "number" | "integer" | "boolean" | "json";
  format?: string;
  currencyKey?: string;
}

/** `missing`: the words no field answers; `currencies`: money priced in several currencies. */
export type GroupResolution = { spec: GroupSpec } | { missing: string; currencies?: true };

const BUCKET_WORDS: Record<string, DateBucket> = {
  day: "day",
  daily: "day",
  date: "day",
  week: "week",
  weekly: "week",
  month: "month",
  monthly: "month",
  year: "year",
  yearly: "year",
  annual: "year",
  annually: "year",
};
const AGGREGATE_CUES: [RegExp, Aggregate][] = [
  [/^(?:total|sum(?: of)?|overall)$/, "sum"],
  [/^(?:average|avg|mean)$/, "avg"],
  [/^(?:minimum|min|lowest|smallest)$/, "min"],
  [/^(?:maximum|max|highest|largest|biggest)$/, "max"],
];
/**
 * Nouns that name money moving over time, not a field ("revenue", "sales", "spend"): with no
 * records named, they ask for the records that carry such money (`moneyFlowAsked`).
 */
const MONEY_FLOW_NOUNS = new Set("revenue sale spend spending turnover income billing earning".split(" "));
/** Nouns that name an amount of money: "revenue by city" sums the money column. */
const MONEY_NOUNS = new Set([...MONEY_FLOW_NOUNS, ..."value amount total price cost".split(" ")]);

/** The words of a request that may stand right before a summary ("show me our monthly revenue"). */
const REQUEST_WORDS = new Set(
  `show list give get see chart plot graph draw display what what's whats how much was were is are me us my
  your their all`.split(/\s+/),
);

/** Words a summary's phrase may hold beside its measure and group ("monthly revenue per city"). */
const SUMMARY_WORDS = new Set(["by", "per", "each", "a", "the", "our", "in", "of"]);

/**
 * "monthly revenue", "spend per month", "sales by status": a summary that measures money moving over
 * time, said by money words alone — "monthly recurring revenue" (MRR) or "net revenue" names a
 * metric of its own, not a sum any list of records adds up.
 */
export function moneyFlowAsked(ask: GroupingAsk | undefined, question: string): boolean {
  if (!ask || ask.aggregate === "count" || ask.measure.length === 0) return false;
  if (!ask.measure.every((w) => MONEY_FLOW_NOUNS.has(w))) return false;
  const said = new Set([...ask.measure, ...ask.by]);
  // "net revenue by month", "recurring revenue per month": a word qualifying the phrase from right
  // before it names another metric too — only a request's own words may stand there.
  const before = wordsOf(question.slice(0, ask.start)).at(-1)?.lower;
  if (before && !REQUEST_WORDS.has(before) && !SUMMARY_WORDS.has(before) && !(before in BUCKET_WORDS))
    if (!AGGREGATE_CUES.some(([cue]) => cue.test(before))) return false;
  return wordsOf(question.slice(ask.start, ask.end)).every((w) => {
    const word = singular(w.lower);
    return (
      said.has(word) ||
      SUMMARY_WORDS.has(w.lower) ||
      w.lower in BUCKET_WORDS ||
      AGGREGATE_CUES.some(([cue]) => cue.test(w.lower))
    );
  });
}

/** Words that end the group phrase: a date range, a filter or the next clause follows. */
const STOP = new Set(
  `in from during for since between over on at this last next of and or with without where that which
  who whose as to only please`.split(/\s+/),
);
const COUNT_CUE = /^(?:number|count|how many|amount)$/;
/** Prepositions before "each"/"every" that, after a count or a measure, name the group counted per member. */
const MEMBER_PREPOSITIONS = new Set(["of", "at", "on", "from", "across", "within", "under"]);
/** A count or a measure asked before the verb phrase: "how many …", "the total …". */
const MEASURE_ASKED = /\b(?:how\s+(?:many|much)|number|count|total|average|sum|mean)\b/i;
/** "came in by", "arrived by": a verb of arriving, then "by" — the way the records came follows. */
const ARRIVED_BY = /\b(?:came|come|comes|coming|arrived|arrive|arrives|arriving)(?:\s+in)?\s+by\s*$/i;
/**
 * Before "by", these verbs look a record up or order a list, and a verb of arriving ("came in by
 * email", "arrived by post") names the way the records came — a condition; none of them groups.
 */
const NOT_GROUPING_BEFORE_BY = new RegExp(
  `\\b(?:sort(?:ed)?|rank(?:ed)?|filter(?:ed)?|search(?:ed)?|find|look(?:ed)? ?up|lookup|identified|keyed|indexed)\\s+(?:\\w+\\s+){0,3}by\\s*$|\\border(?:ed)?\\s+by\\s*$|${ARRIVED_BY.source}`,
  "i",
);
/** Whether the text ends in a verb of arriving and "by" ("cases that came in by"): the way named next is a condition. */
export const arrivedBy = (textBefore: string) => ARRIVED_BY.test(textBefore);
/** A participle just before "by" names who did something ("placed by", "driven by"), except grouping verbs. */
const PARTICIPLE = /\b(\w+(?:ed|en)|made|sold|done|run|held|bought|paid|sent|won|lost|built|owned)\s+by\s*$/i;
const GROUPING_PARTICIPLE =
  /^(?:grouped|broken|split|bucketed|aggregated|summari[sz]ed|broken down|broken out)$/i;
/**
 * Verbs that command a summary ("break down the tickets by priority", "break the tickets down by
 * priority", "split the claims by loss type", "group employees by location"), the particle a
 * separated "break … down" ends with, and the noun "breakdown".
 */
const GROUPING_VERB = /^(?:break|breakdown|split|group|bucket|divide|segment|tally)$/;
const GROUPING_PARTICLE = /^(?:down|out|up)$/;
/** Words that may stand between the request's courtesy (REQUEST_LEAD) and a commanding verb. */
const COMMAND_FILLERS = new Set(["just", "quickly", "also", "a", "the"]);
/** A top-N orders a list: "top 10 orders by value" sorts, it does not group. */
const TOP_N =
  /\b(?:top|first|last|latest|newest|oldest|biggest|largest)\s+\d+\b|\b\d+\s+(?:most|least|biggest|largest|smallest|highest|lowest)\b/i;

interface Word {
  text: string;
  lower: string;
  start: number;
  end: number;
}

function wordsOf(question: string): Word[] {
  return [...question.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu)].map((m) => ({
    text: m[0],
    lower: m[0].toLowerCase(),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
}

/** A word that can name a field: lower-case letters only (a capitalised name or an id is a value). */
const fieldWord = (w: Word | undefined) => w !== undefined && /^[a-z][a-z_-]*$/.test(w.text);

/** The aggregate and measure words written before the group cue: "average order total", "revenue". */
function measureBefore(
  words: Word[],
  cueAt: number,
): Pick<GroupingAsk, "aggregate" | "measure"> & {
  start?: number;
} {
  // The noun phrase right before the cue, at most four words, stopping at a verb-like or stop word.
  let i = cueAt - 1;
  const phrase: Word[] = [];
  while (i >= 0 && phrase.length < 4 && fieldWord(words[i]) && !STOP.has(words[i].lower)) {
    phrase.unshift(words[i]);
    i--;
  }
  // "the number of orders by status", "count of tickets per priority": a count.
  if (i >= 1 && words[i].lower === "of" && COUNT_CUE.test(words[i - 1].lower))
    return { aggregate: "count", measure: [] };
  // "revenue of orders by status", "average total of invoices per month": the measure is before "of".
  if (i >= 1 && words[i].lower === "of") {
    let k = i - 1;
    while (k >= 0 && phrase.length < 6 && fieldWord(words[k]) && !STOP.has(words[k].lower)) {
      phrase.unshift(words[k]);
      k--;
    }
  }
  const cueIndex = phrase.findIndex((w) => AGGREGATE_CUES.some(([re]) => re.test(w.lower)));
  if (cueIndex >= 0) {
    const cue = phrase[cueIndex];
    const aggregate = AGGREGATE_CUES.find(([re]) => re.test(cue.lower))?.[1] ?? "sum";
    const rest = phrase.slice(cueIndex + 1).filter((w) => w.lower !== "of" && w.lower !== "the");
    // "average total of orders" / "total orders": the words after the cue name the measure.
    const measure = rest.length > 0 ? rest.map((w) => singular(w.lower)) : [singular(cue.lower)];
    return { aggregate, measure, start: cue.start };
  }
  const money = phrase.filter((w) => MONEY_NOUNS.has(singular(w.lower)));
  if (money.length > 0)
    return { aggregate: "sum", measure: money.map((w) => singular(w.lower)), start: money[0].start };
  return { aggregate: "count", measure: [] };
}

/**
 * The words commanding the summary whose phrase starts at `phraseStart`: a grouping verb opening the
 * request (after courtesy: "can you break the ENG tickets down by priority?") with the particle that
 * ends a separated "break … down", or a grouping participle right before the cue ("issues split by
 * state", "tickets broken down by channel"). None when the verb stands elsewhere ("why did the build
 * break by the deadline").
 */
function commandWords(
  words: Word[],
  phraseStart: number,
  cueAt: number,
  courtesyEnd: number,
): GroupingAsk["command"] {
  const spans: { start: number; end: number }[] = [];
  const lead = words.findIndex(
    (w) => w.start >= courtesyEnd && !REQUEST_WORDS.has(w.lower) && !COMMAND_FILLERS.has(w.lower),
  );
  const verb = words[lead];
  if (verb && verb.end <= phraseStart && GROUPING_VERB.test(verb.lower)) {
    spans.push({ start: verb.start, end: verb.end });
    // "break down …", "split up …", "break the tickets down by …": the particle before the phrase.
    const particle = words.slice(lead + 1, cueAt).find((w) => GROUPING_PARTICLE.test(w.lower));
    if (particle) spans.push({ start: particle.start, end: particle.end });
  }
  // "issues split by state", "tickets broken down by channel": the participle before "by".
  let k = cueAt - 1;
  if (k >= 0 && GROUPING_PARTICLE.test(words[k].lower)) k--;
  if (k >= 0 && GROUPING_PARTICIPLE.test(words[k].lower) && words[k].end <= phraseStart)
    spans.push({ start: words[k].start, end: words[cueAt - 1].end });
  return spans.length > 0 ? spans : undefined;
}

/**
 * "orders by status", "tickets per priority", "how many users in each plan", "orders per month",
 * "monthly revenue", "breakdown of invoices by state". Not a grouping: "placed by Riccardo",
 * "sort by date", "top 10 orders by value", "find customers by email x@y.z".
 */
export function groupingAsked(question: string): GroupingAsk | undefined {
  const words = wordsOf(question);
  if (TOP_N.test(question)) return undefined;
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    let cueLen = 0;
    if (w.lower === "by" || w.lower === "per") cueLen = 1;
    else if ((w.lower === "for" || w.lower === "in") && words[i + 1]?.lower === "each") cueLen = 2;
    // "how many rooms of each type?", "how many vehicles are out of service at each depot?", "how
    // many products from every supplier": a preposition and "each"/"every" after a count or a
    // measure counts per group ("the price of each product" asks no figure per group).
    else if (
      MEMBER_PREPOSITIONS.has(w.lower) &&
      /^(?:each|every)$/.test(words[i + 1]?.lower ?? "") &&
      MEASURE_ASKED.test(question.slice(0, w.start))
    )
      cueLen = 2;
    // "how many applications does each job have?", "how many visits did each vet do": "each" as the
    // subject after an auxiliary counts per member of the group — the verb after it is no group word.
    // Only after a count or a measure ("is each driver licensed?" asks yes or no).
    const subject =
      (w.lower === "each" || w.lower === "every") &&
      i > 0 &&
      AUXILIARY.test(words[i - 1].lower) &&
      MEASURE_ASKED.test(question.slice(0, words[i - 1].start));
    if (subject) cueLen = 1;
    if (cueLen === 0) continue;
    const before = question.slice(0, w.end);
    if (w.lower === "by") {
      if (NOT_GROUPING_BEFORE_BY.test(before)) continue;
      const participle = PARTICIPLE.exec(before)?.[1];
      if (
        participle &&
        !GROUPING_PARTICIPLE.test(participle) &&
        !/\bbroken (?:down|out) by\s*$/i.test(before)
      )
        continue;
    }
    // "5 per page", "2 per customer": a rate or a page size, not a grouping.
    if (w.lower === "per" && /\d\s*$/.test(question.slice(0, w.start))) continue;
    const group: Word[] = [];
    let j = i + cueLen;
    while (j < words.length && group.length < 3 && fieldWord(words[j]) && !STOP.has(words[j].lower)) {
      group.push(words[j]);
      j++;
    }
    // The subject's verb ends the phrase: "each job have", "each hiring manager own".
    const verb = subject && group.length > 1 ? group.pop() : undefined;
    if (group.length === 0) continue;
    // The phrase must end here: a value after it ("by email x@y.z", "by customer Rossi") is a lookup.
    const next = words[j];
    const last = verb ?? group[group.length - 1];
    const between = next ? question.slice(last.end, next.start) : "";
    if (next && !STOP.has(next.lower) && !/[,;?!.]/.test(between)) continue;
    const lastWord = group[group.length - 1].lower;
    const bucket = BUCKET_WORDS[lastWord];
    const by = bucket && group.length === 1 ? [] : group.map((g) => singular(g.lower));
    const measured =
      verb && MONEY_NOUNS.has(verb.lower)
        ? { aggregate: "sum" as const, measure: [verb.lower], start: undefined }
        : measureBefore(words, subject ? i - 1 : i);
    const start = measured.start ?? (subject ? words[i - 1].start : w.start);
    const trimmed = question.trimStart();
    const courtesyEnd = question.length - trimmed.length + (REQUEST_LEAD.exec(trimmed)?.[0].length ?? 0);
    const command = commandWords(words, start, i, courtesyEnd);
    return {
      start,
      end: last.end,
      by: bucket ? by.slice(0, -1) : by,
      bucket,
      aggregate: measured.aggregate,
      measure: measured.measure,
      ...(command ? { command } : {}),
    };
  }
  // "monthly revenue", "weekly orders": a bucket adjective before the noun.
  for (const w of words) {
    const bucket = /ly$/.test(w.lower) ? BUCKET_WORDS[w.lower] : undefined;
    if (!bucket) continue;
    const after = words.slice(words.indexOf(w) + 1);
    const money = after.find((x) => fieldWord(x) && MONEY_NOUNS.has(singular(x.lower)));
    return {
      start: w.start,
      end: money?.end ?? w.end,
      by: [],
      bucket,
      aggregate: money ? "sum" : "count",
      measure: money ? [singular(money.lower)] : [],
    };
  }
  return undefined;
}

const isDate = (c: GroupColumn) => c.format === "date" || c.format === "date-time";
/**
 * A number, or a money object (`{amount, currency}`: presentation marks it money) whose amounts add
 * up — never a date held as a Unix time (an integer column shown as a date).
 */
const isNumeric = (c: GroupColumn) =>
  !isDate(c) && (c.type === "number" || c.type === "integer" || (c.type === "json" && c.format === "money"));
/** Equivalent words for a field's meaning where APIs differ ("status" / "state"). */
const SAME: Record<string, string> = { state: "status" };
const norm = (w: string) => SAME[w] ?? w;
const columnWords = (c: GroupColumn) => identifierWords(c.key).map(norm);

/** How well `wanted` names the column: 3 exact, 2 all words present, 1 the head word present, 0 none. */
function nameScore(c: GroupColumn, wanted: readonly string[], ignore: ReadonlySet<string>): number {
  const want = wanted.map(norm).filter((w) => !ignore.has(w));
  if (want.length === 0) return 0;
  const have = columnWords(c);
  if (have.join(" ") === want.join(" ")) return 3;
  if (want.every((w) => have.includes(w))) return 2;
  return have.includes(want[want.length - 1]) ? 1 : 0;
}

function best<T>(items: readonly T[], score: (t: T) => number): T | undefined {
  let top: T | undefined;
  let topScore = 0;
  for (const item of items) {
    const s = score(item);
    if (s > topScore) {
      top = item;
      topScore = s;
    }
  }
  return top;
}

const CREATION = new Set([
  "created",
  "create",
  "order",
  "placed",
  "issued",
  "opened",
  "signed",
  "date",
  "booked",
]);

/**
 * Matches the ask to a result's columns. `entity` words are not field names ("total orders" counts
 * orders). Money is summed only in one currency: rows priced in several currencies are `missing`.
 */
export function resolveGrouping(
  ask: GroupingAsk,
  columns: readonly GroupColumn[],
  entity: string,
  rows: readonly Record<string, unknown>[] = [],
): GroupResolution {
  const entityWords = new Set(identifierWords(entity));
  const said = [...ask.by, ...(ask.bucket ? [ask.bucket] : [])].join(" ");

  let by: GroupColumn | undefined;
  if (ask.by.length > 0) {
    const groupable = columns.filter(
      (c) => c.type !== "json" && (!isNumeric(c) || c.type === "integer" || isDate(c)),
    );
    by = best(groupable, (c) => {
      const s = nameScore(c, ask.by, new Set());
      // "by customer": the customer's name reads better than its id; both count the same groups.
      return s === 0
        ? 0
        : s * 2 + (columnWords(c).includes("name") ? 1 : 0) - (columnWords(c).includes("id") ? 0.5 : 0);
    });
    if (!by) return { missing: said };
    if (ask.bucket && !isDate(by)) return { missing: said };
  } else if (ask.bucket) {
    const dates = columns.filter(isDate);
    by =
      best(dates, (c) => {
        const words = columnWords(c);
        return (
          1 + (words.some((w) => entityWords.has(w)) ? 2 : 0) + (words.some((w) => CREATION.has(w)) ? 1 : 0)
        );
      }) ?? undefined;
    if (!by) return { missing: `${ask.bucket} (no date field)` };
  }
  if (!by) return { missing: said };
  const bucket = isDate(by) ? (ask.bucket ?? "month") : undefined;

  let measure: GroupColumn | undefined;
  const measureWords = ask.measure.filter((w) => !entityWords.has(w));
  if (ask.aggregate !== "count" && measureWords.length > 0) {
    const numeric = columns.filter((c) => isNumeric(c) && c.key !== by?.key);
    measure = best(
      numeric,
      (c) => nameScore(c, measureWords, entityWords) * 2 + (c.format === "money" ? 1 : 0),
    );
    if (!measure && measureWords.some((w) => MONEY_NOUNS.has(w))) {
      const money = numeric.filter((c) => c.format === "money");
      if (money.length === 1) measure = money[0];
    }
    if (!measure) return { missing: measureWords.join(" ") };
    // Euros are never added to dollars: money in several currencies (a sibling currency field's, or
    // each money object's own) is refused in words.
    const currencyKey = measure.currencyKey;
    const key = measure.key;
    const currencyOf = (r: Record<string, unknown>) =>
      measure?.type === "json" ? moneyOf(r[key])?.currency : currencyKey ? r[currencyKey] : undefined;
    if (measure.format === "money") {
      const currencies = new Set(
        rows
          .map(currencyOf)
          .filter((v) => v !== null && v !== undefined)
          .map((v) => String(v).toUpperCase()),
      );
      if (currencies.size > 1) return { missing: measureWords.join(" "), currencies: true };
    }
  }
  const aggregate: Aggregate = measure ? ask.aggregate : "count";
  const spec: GroupSpec = { by: by.key, aggregate, chart: bucket ? "line" : "bar" };
  if (bucket) spec.bucket = bucket;
  if (measure) spec.measure = measure.key;
  return { spec };
}
