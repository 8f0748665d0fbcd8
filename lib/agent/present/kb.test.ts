import { describe, expect, it } from "vitest";
import type { ActionResult } from "@/lib/execution";
import { kbSearch } from "@/lib/execution/__fixtures__/commerce";
import { kbPart, MAX_ANSWER_SENTENCES, rankSentences } from "./kb";
import { present } from "./present";

const RETURN_WINDOW =
  'You have **30 days from the delivery date** to request a return. The date shown in your order\'s tracking history as "Delivered" starts the clock. Items bought during the Christmas period (1 November – 24 December) can be returned until 15 January of the following year.';
const SHIPPING_COSTS =
  "Returns are free for Acme Club Silver and Gold members and for faulty, damaged or wrong items. In all other cases a flat fee of **€4.90** is deducted from the refund.";
const WARRANTY =
  "Every product carries the legal guarantee of conformity for 24 months from delivery. Acme Club Gold members get one extra year on electronics.";

function kbResult(records: Record<string, unknown>[]): ActionResult {
  return {
    actionId: "a1",
    tool: kbSearch.id,
    capability: kbSearch,
    args: { query: "x" },
    expect: "many",
    status: "ok",
    data: { results: records },
    records,
    kind: "collection",
    collectionPath: "results",
    truncated: false,
  };
}

const hit = (
  document_id: string,
  title: string,
  section: string,
  text: string,
  chunk_id = `${document_id}#${section}`,
) => ({
  chunk_id,
  document_id,
  title,
  section,
  text,
});

describe("rankSentences", () => {
  it("puts the sentences that carry the question's rarer terms first, whole", () => {
    const ranked = rankSentences("How much does a return cost for a gold member?", [
      { text: RETURN_WINDOW, title: "Returns policy", section: "Return window" },
      { text: SHIPPING_COSTS, title: "Returns policy", section: "Return shipping costs" },
    ]);
    expect(ranked[0].text).toBe(
      "Returns are free for Acme Club Silver and Gold members and for faulty, damaged or wrong items.",
    );
    // Every quoted sentence is a sentence of the source, never a cut.
    const source = `${RETURN_WINDOW} ${SHIPPING_COSTS}`;
    for (const s of ranked) {
      expect(source).toContain(s.text);
      expect(s.text).toMatch(/[.!?]$/);
    }
  });

  it("a word of the document's title ranks documents, not sentences: 'policy' alone never leads", () => {
    const intro =
      "Acme wants you to be happy with every order. This policy applies to purchases made by consumers in Italy.";
    const after = "Once the return is accepted, the refund is issued as described in the Refunds policy.";
    const ranked = rankSentences("What is the return policy?", [
      { text: RETURN_WINDOW, title: "Returns policy", section: "Return window" },
      { text: after, title: "Returns policy", section: "After we receive your return" },
      { text: intro, title: "Returns policy", section: "Returns policy" },
    ]);
    expect(ranked[0].text).toBe("You have **30 days from the delivery date** to request a return.");
    expect(ranked.slice(0, 3).every((s) => s.passage === 0)).toBe(true);
  });

  it("ranks by the question, not by the search order", () => {
    const ranked = rankSentences("how long is the warranty on electronics", [
      { text: RETURN_WINDOW, title: "Returns policy", section: "Return window" },
      { text: WARRANTY, title: "Warranty", section: "Legal guarantee" },
    ]);
    expect(ranked[0]).toMatchObject({ passage: 1, text: expect.stringContaining("electronics") });
    expect(ranked.every((s) => s.passage === 1)).toBe(true);
  });

  it("keeps at most the answer's share of sentences and drops repeated ones", () => {
    const many = Array.from({ length: 10 }, (_, i) => `Refund rule ${i} applies to refunds.`).join(" ");
    const ranked = rankSentences("refunds", [{ text: many }, { text: many }]);
    expect(ranked).toHaveLength(MAX_ANSWER_SENTENCES);
    expect(new Set(ranked.map((s) => s.text)).size).toBe(ranked.length);
  });

  it("falls back to the best passage's opening when no word matches", () => {
    const ranked = rankSentences("zzz", [{ text: WARRANTY }, { text: RETURN_WINDOW }]);
    expect(ranked.map((s) => s.passage)).toEqual([0, 0]);
  });
});

describe("kbPart", () => {
  it("leads with the answering sentences as markdown, then lists each source once with its id", () => {
    const part = kbPart(
      kbResult([
        hit("returns-policy", "Returns policy", "Return window", RETURN_WINDOW, "c1"),
        hit("returns-policy", "Returns policy", "Return shipping costs", SHIPPING_COSTS, "c2"),
        hit("warranty", "Warranty", "Legal guarantee", WARRANTY, "c3"),
      ]),
      "When can I request a return, and until when for Christmas purchases?",
    );
    if (part.type !== "text") throw new Error("expected text");
    const lines = part.text.split("\n");
    expect(lines[0]).toBe(
      "- Items bought during the Christmas period (1 November – 24 December) can be returned until 15 January of the following year.",
    );
    expect(part.text).not.toMatch(/\[[^\]]*›/);
    expect(part.text).not.toContain("…");
    const keys = (part.citations ?? []).map((c) => `${c.documentId}#${c.section}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(part.citations?.[0]).toEqual({
      document: "Returns policy",
      section: "Return window",
      documentId: "returns-policy",
      passageId: "c1",
    });
    // Only the sources of quoted sentences are cited.
    expect(part.citations?.some((c) => c.documentId === "warranty")).toBe(false);
  });

  it("is what present() shows for a knowledge-base result: text with citations, never a table", () => {
    const result = kbResult([hit("returns-policy", "Returns policy", "Return window", RETURN_WINDOW, "c1")]);
    const question = "How many days do I have for a return?";
    const { parts, artifacts } = present([result], { question, snapshotHash: "snap" });
    expect(artifacts).toHaveLength(0);
    expect(parts).toEqual([kbPart(result, question)]);
  });

  it("says so when the knowledge base has no passage", () => {
    expect(kbPart(kbResult([]), "return policy")).toEqual({
      type: "text",
      text: "The knowledge base has no passage on this.",
    });
  });
});
