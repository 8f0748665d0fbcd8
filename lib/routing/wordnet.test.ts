import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { render } from "../../scripts/build-wordnet-synonyms";
import { buildRoutingIndex } from "./build-index";
import { routableTools } from "./catalog";
import { parseQuestion } from "./query";
import { rank } from "./rank";
import { SYNONYM_WEIGHT } from "./synonyms";
import { WORDNET_DEFAULT, wordnetExpansions, wordnetRow } from "./wordnet";

// WordNet only reaches words at most 1 in 20 tools holds (WORDNET_MAX_DF_SHARE): 20 unrelated tools
// make each catalog below large enough for a word one tool holds.
const filler = Array.from({ length: 20 }, (_, i) => ({
  name: `misc.widget_${i}`,
  description: "Counts widgets.",
}));
// "king" is in no catalog text and not in the curated table: only WordNet (king → monarch) links them.
const catalog = routableTools([
  ...filler,
  { name: "history.get_monarch", description: "Returns the monarch who reigned in a given year." },
  { name: "history.get_president", description: "Returns the president in office in a given year." },
  { name: "billing.list_invoices", description: "Returns a list of invoices." },
  { name: "sports.list_champions", description: "Lists tournament champions." },
]);
const index = buildRoutingIndex(catalog);
const on = { features: { wordnet: true } };

describe("WordNet paraphrase layer", () => {
  it("reaches a tool that shares no word with the question", () => {
    expect(rank(index, "which king", {}, { features: { wordnet: false } }).tools).toEqual([]);
    const [first] = rank(index, "which king", {}, on).tools;
    expect(first.id).toBe("history.get_monarch");
    expect(first.reasons).toContainEqual(expect.stringMatching(/^term "king"→monarch \(wordnet\) in /));
  });

  it('is on by default (bench/data/README.md "WordNet layer")', () => {
    expect(WORDNET_DEFAULT).toBe(true);
    expect(rank(index, "which king").tools[0]?.id).toBe("history.get_monarch");
  });

  it("reaches only words few tools share: a word much of the catalog holds tells no tool apart", () => {
    const tools = (n: number, word: string) =>
      Array.from({ length: n }, (_, i) => ({
        name: `${word}.get_${i}`,
        description: `Returns the ${word} ${i}.`,
      }));
    const reached = (list: { name: string; description: string }[]) =>
      wordnetExpansions(buildRoutingIndex(routableTools(list)), "king", "king").map((e) => e.term);
    expect(reached([...tools(1, "monarch"), ...filler])).toContain("monarch");
    expect(reached([...tools(3, "monarch"), ...filler])).not.toContain("monarch");
    // A small catalog: every word is a large share of it, and "list" → database would outrank "list users".
    expect(reached([...tools(1, "monarch"), ...filler.slice(0, 3)])).toEqual([]);
  });

  it("weighs less than an exact term and a curated synonym", () => {
    const wn = parseQuestion(index, "king", { wordnet: true }).terms.filter((t) => t.source === "wordnet");
    expect(wn.map((t) => t.term)).toContain("monarch");
    for (const t of wn) expect(t.weight).toBeLessThan(SYNONYM_WEIGHT);
  });

  it("an exact match beats a WordNet paraphrase", () => {
    const idx = buildRoutingIndex(
      routableTools([
        { name: "a.list_monarchs", description: "Lists monarchs." },
        { name: "a.list_kings", description: "Lists kings." },
        ...filler,
      ]),
    );
    expect(rank(idx, "kings", {}, on).tools.map((t) => t.id)).toEqual(["a.list_kings", "a.list_monarchs"]);
  });

  it("keeps only expansions the catalog contains", () => {
    expect(wordnetRow("king")?.rel).toContain("monarch");
    const other = buildRoutingIndex(routableTools([{ name: "a.list_items", description: "Lists items." }]));
    expect(wordnetExpansions(other, "king", "king")).toEqual([]);
  });

  it("leaves a word the curated table knows to the table", () => {
    const viaWordnet = (features: { synonyms?: boolean; wordnet: boolean }) =>
      rank(index, "bills", {}, { features })
        .tools.flatMap((t) => t.reasons)
        .filter((r) => r.includes("(wordnet)"));
    expect(viaWordnet({ wordnet: true })).toEqual([]);
    expect(viaWordnet({ synonyms: false, wordnet: true })).toContainEqual(
      expect.stringContaining('"bills"→invoic (wordnet)'),
    );
  });

  it("the committed data file is what scripts/build-wordnet-synonyms.ts builds", () => {
    const text = readFileSync(new URL("./data/wordnet-synonyms.json", import.meta.url), "utf8");
    expect(text === render(JSON.parse(text).params)).toBe(true); // no 500 KB diff in the failure message
  }, 30_000);
});
