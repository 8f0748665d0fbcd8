import type { ActionResult, JsonRecord } from "@/lib/execution";
import { terms } from "@/lib/routing";
import { looksLikeIdentifier } from "@/lib/semantics/names";
import { contextOf, type Unit, type UnitKind, units } from "@/lib/semantics/sentences";
import { tokenize } from "@/lib/semantics/tokens";
import { echo } from "./prose";
import type { Citation, MessagePartDraft } from "./types";

/** What a knowledge-base answer says when no passage found answers the question. */
export const NO_PASSAGE = "The knowledge base has no passage on this.";
/** Sentences that lead a knowledge-base answer; more would be a document, not an answer. */
export const MAX_ANSWER_SENTENCES = 4;
/** A sentence far weaker than the best one is left to the source panel. */
const KEEP_RATIO = 0.4;
/** A passage's section heading says what it is about, but less than the sentence's own words. */
const SECTION_WEIGHT = 0.5;
/** The search ranked the passages; its order counts for up to this share of a term's weight. */
const SEARCH_PRIOR = 0.5;
/** Authors bold the facts a reader must not miss ("**30 days from the delivery date**"). */
const EMPHASIS_BONUS = 0.25;
type PassageText = { text: string; title?: string; section?: string };

/**
 * Passages answer a question only when they hold what it names: a name or an identifier the
 * search was given ("is Dune available?", "is U-102-10 occupied?") that no passage found mentions
 * makes every passage an answer to another question — one sharing "available" with a shipping
 * passage would answer wrongly. Common words ("how do returns work?") never decide this.
 */
function answers(question: string, passages: readonly PassageText[], from: 0 | 1): boolean {
  const texts = passages.map((p) => `${p.title ?? ""} ${p.section ?? ""} ${p.text}`);
  const held = new Set(texts.flatMap((t) => terms(t)));
  const written = texts.join("\n").toLowerCase();
  return tokenize(question).every((t, i) => {
    if (looksLikeIdentifier(t.text)) return written.includes(t.lower);
    // A sentence's first word is capitalized anyway; a search's words are as the planner wrote them.
    if (i < from || !/^\p{Lu}/u.test(t.text) || t.text === "I") return true;
    return terms(t.text).every((term) => held.has(term));
  });
}

/**
 * The quoted sentences answer only when they hold what the question is about: at least half of its
 * words (stems, stopwords and numbers left out), in the sentences, what they need to be read, or
 * their passage's title and section. The search matches any one word, so "is any seafood below
 * reorder level?" finds a payment passage listing methods "below" — quoting it would answer another
 * question; "how do I get a VAT invoice?" quoting "…a VAT invoice…" answers it.
 */
function covers(
  question: string,
  lead: readonly RankedSentence[],
  passages: readonly PassageText[],
): boolean {
  const asked = [...new Set(terms(question))];
  if (asked.length === 0) return true;
  const held = new Set(
    lead.flatMap((r) => {
      const p = passages[r.passage];
      return terms([r.text, ...r.context, p?.title ?? "", p?.section ?? ""].join(" \n "));
    }),
  );
  const found = asked.filter((t) => held.has(t)).length;
  return found * 2 >= asked.length;
}

function firstString(record: JsonRecord, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return undefined;
}

interface Passage {
  citation: Citation;
  title: string;
  section?: string;
  text: string;
}

function passageOf(record: JsonRecord): Passage {
  const document = echo(
    firstString(record, ["document", "title", "doc", "source", "path"]) ?? "Untitled document",
  );
  const section = firstString(record, ["section", "heading", "anchor"]);
  const documentId = firstString(record, ["document_id", "documentId"]);
  const passageId = firstString(record, ["chunk_id", "chunkId", "passage_id"]);
  const citation: Citation = {
    document,
    ...(section ? { section: echo(section) } : {}),
    ...(documentId ? { documentId } : {}),
    ...(passageId ? { passageId } : {}),
  };
  return {
    citation,
    title: document,
    section,
    text: firstString(record, ["text", "snippet", "content", "chunk", "excerpt"]) ?? "",
  };
}

export interface RankedSentence {
  text: string;
  /** Index of the passage (search order) the sentence comes from. */
  passage: number;
  score: number;
  /** What the sentence needs to be read, in reading order: its antecedent, its list's lead-in or heading. */
  context: string[];
}

interface Ranked extends RankedSentence {
  /** The sentence's unit in its passage (`units` of the passage's section heading and text). */
  unit: number;
  kind: UnitKind;
}

/** A passage's units, its section heading first: a list right under the heading is introduced by it. */
function passageUnits(p: { text: string; section?: string }): Unit[] {
  return units(p.section ? `## ${p.section}\n\n${p.text}` : p.text);
}

/**
 * The sentences that answer the question, best first. Every whole sentence of every passage is
 * scored by the question's terms (the routing tokenizer's stems and stopwords, built on
 * lib/semantics/words), each weighted by how rare it is among the candidates:
 *   - a term in the passage's document title is the document's topic ("return" and "policy" in
 *     "Returns policy"): every sentence of that document has it, so it ranks documents, not
 *     sentences — a sentence that merely repeats the word "policy" does not lead;
 *   - otherwise a term counts fully in the sentence, half in the passage's section heading or in
 *     what the sentence needs to be read (a list item's lead-in: "Price protection does not apply
 *     to:" is what "coupons" is about);
 *   - the search's passage order and bold text in the sentence break what the words leave open.
 * Ties keep the search's order, then the document's.
 */
export function rankSentences(
  question: string,
  passages: readonly { text: string; title?: string; section?: string }[],
  max = MAX_ANSWER_SENTENCES,
): RankedSentence[] {
  return rank(question, passages, max).ranked.map(({ text, passage, score, context }) => ({
    text,
    passage,
    score,
    context,
  }));
}

function rank(
  question: string,
  passages: readonly { text: string; title?: string; section?: string }[],
  max: number,
): { ranked: Ranked[]; unitsOf: Unit[][] } {
  const asked = [...new Set(terms(question))];
  const seen = new Set<string>();
  const unitsOf = passages.map(passageUnits);
  const candidates = passages.flatMap((p, passage) => {
    const title = new Set(terms(p.title ?? ""));
    const section = new Set(terms(p.section ?? ""));
    const all = unitsOf[passage];
    return all.flatMap((u, unit) => {
      const key = u.text.toLowerCase();
      if (u.kind === "heading" || seen.has(key)) return [];
      seen.add(key);
      const needs = contextOf(all, unit);
      const around = new Set(needs.flatMap((c) => terms(all[c].text)));
      return [
        {
          text: u.text,
          kind: u.kind,
          passage,
          unit,
          needs,
          words: new Set(terms(u.text)),
          title,
          section,
          around,
        },
      ];
    });
  });
  if (candidates.length === 0) return { ranked: [], unitsOf };
  const idf = new Map(
    asked.map((t) => {
      const df = candidates.filter((c) => c.words.has(t) || c.title.has(t)).length;
      return [t, Math.log(1 + candidates.length / Math.max(df, 1))];
    }),
  );
  const unit = Math.max(0, ...idf.values()) || 1;
  const scored = candidates
    .map((c) => {
      let score = 0;
      for (const t of asked) {
        const w = idf.get(t) ?? 0;
        if (c.title.has(t) || c.words.has(t)) score += w;
        else if (c.section.has(t) || c.around.has(t)) score += SECTION_WEIGHT * w;
      }
      if (score > 0) {
        score += SEARCH_PRIOR * unit * (1 - c.passage / passages.length);
        if (/\*\*[^*]+\*\*|__[^_]+__/.test(c.text)) score += EMPHASIS_BONUS * unit;
      }
      return { ...c, score };
    })
    .sort((a, b) => b.score - a.score || a.passage - b.passage || a.unit - b.unit);
  const best = scored[0].score;
  const kept =
    best === 0 ? scored.slice(0, Math.min(2, max)) : scored.filter((c) => c.score >= best * KEEP_RATIO);
  // Nothing matched the question's words (another phrasing found the passage): the passage leads.
  const ranked = kept.slice(0, max).map(
    ({ text, passage, score, unit: at, kind, needs }): Ranked => ({
      text,
      passage,
      score: Math.round(score * 1000) / 1000,
      context: [...needs].reverse().map((c) => unitsOf[passage][c].text),
      unit: at,
      kind,
    }),
  );
  return { ranked, unitsOf };
}

const isListed = (u: Unit) => u.kind === "item" || u.kind === "row";
/** A heading or lead-in quoted above its items reads as an introduction. */
const asLeadIn = (u: Unit) => (u.kind === "heading" && !/[.:!?]$/.test(u.text) ? `${u.text}:` : u.text);

/**
 * The answer's markdown lines: each quoted sentence with what it needs, best first. Quotes of one
 * passage that share a unit or sit side by side in a paragraph are one bullet in reading order; a
 * list's items sit under their lead-in (or heading), once, however many of them were chosen.
 */
function answerLines(ranked: readonly Ranked[], unitsOf: readonly Unit[][]): string[] {
  const groups: { passage: number; set: Set<number> }[] = [];
  for (const r of ranked) {
    const all = unitsOf[r.passage];
    const set = new Set([r.unit, ...contextOf(all, r.unit)]);
    const touches = (g: { passage: number; set: Set<number> }) =>
      g.passage === r.passage &&
      [...g.set].some(
        (i) =>
          set.has(i) ||
          [...set].some((j) => Math.abs(i - j) === 1 && all[i].block === all[j].block && !isListed(all[i])),
      );
    const joined = groups.filter(touches);
    if (joined.length === 0) groups.push({ passage: r.passage, set });
    else {
      const [into, ...rest] = joined;
      for (const i of set) into.set.add(i);
      for (const g of rest) {
        for (const i of g.set) into.set.add(i);
        groups.splice(groups.indexOf(g), 1);
      }
    }
  }
  const lines: string[] = [];
  for (const g of groups) {
    const all = unitsOf[g.passage];
    const order = [...g.set].sort((a, b) => a - b);
    const under = (i: number) => {
      const c = all[i].context;
      return isListed(all[i]) && c !== undefined && g.set.has(c);
    };
    let line: string[] = [];
    let lastTop = -1;
    const flush = () => {
      if (line.length > 0) lines.push(`- ${line.join(" ")}`);
      line = [];
    };
    for (const i of order) {
      if (under(i)) continue;
      const u = all[i];
      // Sentences of one paragraph, or a sentence after the one it points back at, read as one quote.
      const continues =
        lastTop >= 0 &&
        u.kind === "sentence" &&
        all[lastTop].kind === "sentence" &&
        (all[lastTop].block === u.block || u.context === lastTop);
      if (!continues) flush();
      line.push(asLeadIn(u));
      lastTop = i;
      const items = order.filter((j) => under(j) && all[j].context === i);
      if (items.length > 0) {
        flush();
        for (const j of items) lines.push(`  - ${all[j].text}`);
        lastTop = -1;
      }
    }
    flush();
  }
  return lines;
}

/**
 * A knowledge-base answer (issue 14 item 4): the whole sentences that answer the question, best
 * first, then each source once as a citation the chat opens in a side panel — no bracketed source
 * after every line, no table: a person reads policy text, they do not select it.
 */
export function kbPart(result: ActionResult, question: string): MessagePartDraft {
  const passages = result.records.map(passageOf).filter((p) => p.text.trim() !== "");
  const { ranked: lead, unitsOf } = rank(question, passages, MAX_ANSWER_SENTENCES);
  // What the documents were searched for (the guidance part of a question joined of two).
  const searched = Object.values(result.args ?? {}).filter((v) => typeof v === "string");
  const holds =
    searched.length > 0 ? answers(searched.join(" "), passages, 0) : answers(question, passages, 1);
  if (
    lead.length === 0 ||
    !holds ||
    !covers(searched.length > 0 ? searched.join(" ") : question, lead, passages)
  )
    return { type: "text", text: NO_PASSAGE };
  const citations: Citation[] = [];
  const cited = new Set<string>();
  for (const { passage } of lead) {
    const c = passages[passage].citation;
    const key = `${c.documentId ?? c.document}#${c.section ?? ""}`;
    if (cited.has(key)) continue;
    cited.add(key);
    citations.push(c);
  }
  return { type: "text", text: answerLines(lead, unitsOf).join("\n"), citations };
}
