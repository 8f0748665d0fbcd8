/**
 * The topic a person types first, set off by a dash or a colon, and then the question about it:
 * "Tobias Lindqvist — any open tickets?", "design: who's their hiring manager?", "this quarter -
 * which offers got declined?", "from last week, the failed deploys". The question is read as if the
 * topic stood where it belongs, so a constraint said up front is never dropped:
 * - a pronoun of the question that points back at the topic takes its place ("who's design's hiring
 *   manager?", "what invoices are still open for Globex?");
 * - a period ("this quarter", "from last week") goes to the end of the question, where the verb it
 *   bounds comes first ("which offers got declined this quarter?"); after a comma too;
 * - a name (capitalized words, the first no English word) stands before the question's records
 *   ("Tobias Lindqvist any open tickets?").
 * Anything else before a dash ("quick q - …", "prepping the weekly review — …") is left as written.
 */
import { isEnglishWord } from "@/lib/semantics/english";
import { parseQuestion } from "./question";
import { GENERIC } from "./text";

/** The topic, its separator and the question: at most five words before " — ", " – ", " - ", ": ". */
const TOPIC_FIRST = /^\s*([\p{L}\d][\p{L}\d'’. -]{0,60}?)\s*(?:\s[—–-]\s|[—–]|:\s|(,)\s)\s*(\S.*)$/su;

const POSSESSIVE_PRONOUN = /^(?:his|their|its)$/;
const OBJECT_PRONOUN = /^(?:him|them|he|she|they)$/;
/** Words after which "her" is an object, not a possessive: "what did we send her?", "for her". */
const AFTER_OBJECT =
  /^(?:$|[?!.,;:]|to|for|from|with|about|on|in|at|by|and|or|yet|now|today|this|last|next)$/;

/** A period that spans the whole topic ("this quarter", "from last week", "in September"). */
function isPeriod(topic: string, now: Date): boolean {
  const words = topic.trim().split(/\s+/);
  const body = /^(?:from|in|for|during|since|over|within)$/i.test(words[0] ?? "") ? words.slice(1) : words;
  if (body.length === 0 || body.length > 4) return false;
  const text = body.join(" ");
  const dates = parseQuestion(text, now, new Set()).dates;
  if (!dates || dates.several) return false;
  return text.slice(0, dates.start).trim() === "" && text.slice(dates.end).trim() === "";
}

/** Capitalized words, the first no English word: "Tobias Lindqvist", "Globex". */
function isName(topic: string): boolean {
  const words = topic.trim().split(/\s+/);
  return (
    words.length <= 3 &&
    words.every((w) => /^\p{Lu}[\p{L}'’-]*$/u.test(w)) &&
    !isEnglishWord(words[0] ?? "") &&
    !GENERIC.has((words[0] ?? "").toLowerCase())
  );
}

/**
 * How to read a question whose topic comes first (see the module comment), decided on `question`
 * (names already capitalized) and applied by the returned function to that question or to the same
 * text as typed (only letter case differs); undefined when the question has no such topic.
 */
export function topicFirstReading(question: string, now: Date): ((text: string) => string) | undefined {
  const m = TOPIC_FIRST.exec(question);
  if (!m) return undefined;
  const [, topic = "", comma, rest = ""] = m;
  const topicWords = topic.trim().split(/\s+/);
  if (topicWords.length > 5) return undefined;
  // "I'm meeting Jane Doe tomorrow — …": a clause about the person asking is no topic.
  const plainWords = topic.toLowerCase().split(/[\s'’]+/);
  const split = (text: string) => {
    const r = TOPIC_FIRST.exec(text);
    return r ? { topic: (r[1] ?? "").trim(), rest: r[3] ?? "" } : { topic: "", rest: text };
  };
  if (isPeriod(topic, now))
    return (text) => {
      const p = split(text);
      const end = /[?!.]+\s*$/.exec(p.rest);
      const body = end ? p.rest.slice(0, end.index).trimEnd() : p.rest;
      return `${body} ${p.topic}${end ? end[0].trim() : ""}`;
    };
  if (comma) return undefined;
  // Whose the question is: a topic of ordinary words only when a pronoun points back at it.
  if (topicWords.length > 3 || plainWords.some((w) => GENERIC.has(w) && !/^(?:the|a|an)$/.test(w)))
    return undefined;
  const words = [...rest.matchAll(/[\p{L}'’]+|[?!.,;:]/gu)];
  const at = words.findIndex((w) => {
    const lower = w[0].toLowerCase();
    return POSSESSIVE_PRONOUN.test(lower) || OBJECT_PRONOUN.test(lower) || lower === "her";
  });
  if (at >= 0) {
    const w = words[at];
    const lower = w[0].toLowerCase();
    const next = words[at + 1]?.[0].toLowerCase() ?? "";
    const possessive = POSSESSIVE_PRONOUN.test(lower) || (lower === "her" && !AFTER_OBJECT.test(next));
    const start = w.index ?? 0;
    return (text) => {
      const p = split(text);
      const name = possessive ? `${p.topic}'s` : p.topic;
      return `${p.rest.slice(0, start)}${name}${p.rest.slice(start + w[0].length)}`;
    };
  }
  if (!isName(topic)) return undefined;
  return (text) => {
    const p = split(text);
    return `${p.topic} ${p.rest}`;
  };
}
