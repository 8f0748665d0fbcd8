/**
 * Operation intent: what kind of answer the question asks for (DESIGN.md §8 structural signals).
 * Capability operations fold into four answer shapes; a question may ask for more than one
 * ("how many open orders and which ones").
 */

export type IntentGroup = "collection" | "record" | "count" | "summary" | "check";

/** Answer shape of a capability operation; unknown verbs (raw `action`) get no intent signal. */
export function operationGroup(operation: string): IntentGroup | undefined {
  switch (operation) {
    case "list":
    case "search":
      return "collection";
    case "get":
    case "detail":
      return "record";
    case "count":
      return "count";
    case "summary":
      return "summary";
    case "check":
      return "check";
    default:
      return undefined;
  }
}

const COLLECTION_WORDS = new Set([
  "list",
  "lists",
  "show",
  "all",
  "find",
  "search",
  "which",
  "browse",
  "recent",
  "latest",
  "any",
  "every",
  "filter",
  "top",
  "last",
  "upcoming",
  "history",
]);
const RECORD_WORDS = new Set(["detail", "details", "info", "information", "profile", "specific", "exact"]);
const SUMMARY_WORDS = new Set([
  "summary",
  "summarize",
  "summarise",
  "overview",
  "stats",
  "statistics",
  "breakdown",
  "trend",
  "trends",
  "average",
  "report",
]);
const CHECK_WORDS = new Set(["check", "verify", "whether", "exist", "exists", "valid", "available"]);
const COUNT_WORDS = new Set(["count", "number", "total", "many"]);
/** Anaphora pointing at the current selection ("their orders", "this invoice"). */
export const ANAPHORA = new Set([
  "this",
  "that",
  "these",
  "those",
  "their",
  "them",
  "its",
  "it",
  "his",
  "her",
  "they",
  "selected",
  "selection",
  "same",
  "above",
]);

export interface QuestionIntent {
  groups: Set<IntentGroup>;
  /** Words that produced the groups, for reasons. */
  cues: string[];
  anaphora: boolean;
}

/**
 * `rawWords`: lowercase words in order, stopwords kept. `hasIdentifier`: the question carries an id-like
 * value, which makes a single-record answer likely ("order O-100001").
 */
export function questionIntent(rawWords: readonly string[], hasIdentifier: boolean): QuestionIntent {
  const groups = new Set<IntentGroup>();
  const cues: string[] = [];
  const cue = (g: IntentGroup, w: string) => {
    groups.add(g);
    cues.push(`${w}→${g}`);
  };
  rawWords.forEach((w, i) => {
    const next = rawWords[i + 1];
    if (w === "how" && (next === "many" || next === "much"))
      cue(next === "many" ? "count" : "summary", `how ${next}`);
    else if (COUNT_WORDS.has(w) && (w !== "number" || next === "of") && w !== "many") cue("count", w);
    else if (COLLECTION_WORDS.has(w)) cue("collection", w);
    else if (RECORD_WORDS.has(w)) cue("record", w);
    else if (SUMMARY_WORDS.has(w)) cue("summary", w);
    else if (CHECK_WORDS.has(w)) cue("check", w);
    else if ((w === "is" || w === "are" || w === "does" || w === "do" || w === "did") && i === 0)
      cue("check", w);
  });
  if (hasIdentifier) cue("record", "identifier");
  return { groups, cues, anaphora: rawWords.some((w) => ANAPHORA.has(w)) };
}
