import type { ActionResult, JsonRecord } from "@/lib/execution";
import { terms } from "@/lib/routing";
import { sentences } from "@/lib/semantics/sentences";
import { echo } from "./prose";
import type { Citation, MessagePartDraft } from "./types";

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
}

/**
 * The sentences that answer the question, best first. Every whole sentence of every passage is
 * scored by the question's terms (the routing tokenizer's stems and stopwords, built on
 * lib/semantics/words), each weighted by how rare it is among the candidates:
 *   - a term in the passage's document title is the document's topic ("return" and "policy" in
 *     "Returns policy"): every sentence of that document has it, so it ranks documents, not
 *     sentences — a sentence that merely repeats the word "policy" does not lead;
 *   - otherwise a term counts fully in the sentence, half in the passage's section heading;
 *   - the search's passage order and bold text in the sentence break what the words leave open.
 * Ties keep the search's order, then the document's.
 */
export function rankSentences(
  question: string,
  passages: readonly { text: string; title?: string; section?: string }[],
  max = MAX_ANSWER_SENTENCES,
): RankedSentence[] {
  const asked = [...new Set(terms(question))];
  const seen = new Set<string>();
  const candidates = passages.flatMap((p, passage) => {
    const title = new Set(terms(p.title ?? ""));
    const section = new Set(terms(p.section ?? ""));
    return sentences(p.text)
      .filter((text) => {
        const key = text.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map((text, order) => ({ text, passage, order, words: new Set(terms(text)), title, section }));
  });
  if (candidates.length === 0) return [];
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
        else if (c.section.has(t)) score += SECTION_WEIGHT * w;
      }
      if (score > 0) {
        score += SEARCH_PRIOR * unit * (1 - c.passage / passages.length);
        if (/\*\*[^*]+\*\*|__[^_]+__/.test(c.text)) score += EMPHASIS_BONUS * unit;
      }
      return { ...c, score };
    })
    .sort((a, b) => b.score - a.score || a.passage - b.passage || a.order - b.order);
  const best = scored[0].score;
  const kept =
    best === 0 ? scored.slice(0, Math.min(2, max)) : scored.filter((c) => c.score >= best * KEEP_RATIO);
  // Nothing matched the question's words (another phrasing found the passage): the passage leads.
  return kept
    .slice(0, max)
    .map(({ text, passage, score }) => ({ text, passage, score: Math.round(score * 1000) / 1000 }));
}

/**
 * A knowledge-base answer (issue 14 item 4): the whole sentences that answer the question, best
 * first, then each source once as a citation the chat opens in a side panel — no bracketed source
 * after every line, no table: a person reads policy text, they do not select it.
 */
export function kbPart(result: ActionResult, question: string): MessagePartDraft {
  const passages = result.records.map(passageOf).filter((p) => p.text.trim() !== "");
  const lead = rankSentences(question, passages);
  if (lead.length === 0) return { type: "text", text: "The knowledge base has no passage on this." };
  const citations: Citation[] = [];
  const cited = new Set<string>();
  for (const { passage } of lead) {
    const c = passages[passage].citation;
    const key = `${c.documentId ?? c.document}#${c.section ?? ""}`;
    if (cited.has(key)) continue;
    cited.add(key);
    citations.push(c);
  }
  return { type: "text", text: lead.map((s) => `- ${s.text}`).join("\n"), citations };
}
