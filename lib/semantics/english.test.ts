import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { render } from "../../scripts/build-english-words";
import { agentNoun, agentVerbOf, agentVerbRoots, isEnglishWord, isNoVerb } from "./english";
import { leadingName, withNamesCased } from "./names";
import { tokenize } from "./tokens";

describe("English words, told from names", () => {
  it("knows common words in their inflections, and no name WordNet only writes capitalized", () => {
    for (const w of ["baker", "orders", "shipped", "the", "anything", "unpaid", "planning", "companies"])
      expect(isEnglishWord(w), w).toBe(true);
    for (const w of ["globex", "lindqvist", "laura", "tokyo", "okafor", "le"])
      expect(isEnglishWord(w), w).toBe(false);
  });
  it("tells a word with no verb sense from a verb", () => {
    expect(isNoVerb("doe")).toBe(true);
    expect(isNoVerb("traders")).toBe(true);
    expect(isNoVerb("owe")).toBe(false);
    expect(isNoVerb("open")).toBe(false);
  });
});

describe("names typed in lower case", () => {
  const records = new Set(["invoice", "ticket", "book", "employee"]);
  const known = (w: string) => ["open", "status", "available", "direct", "report"].includes(w);
  it.each([
    ["invoices for globex", "invoices for Globex"],
    ["globex invoices", "Globex invoices"],
    ["does hanna idris have any direct reports?", "does Hanna Idris have any direct reports?"],
    ["le guin books available?", "Le Guin books available?"],
    ["list jane doe's direct reports", "list Jane Doe's direct reports"],
    ["does globex owe us anything", "does Globex owe us anything"],
    // English words and the tools' own words stay as typed.
    ["does tom baker have anything overdue?", "does tom baker have anything overdue?"],
    ["globex unpaid invoices", "globex unpaid invoices"],
    ["open tickets about the printr", "open tickets about the printr"],
    ["tickets of acme/web", "tickets of acme/web"],
  ])("%s → %s", (q, want) => {
    expect(withNamesCased(q, known, records)).toBe(want);
  });
  it("reads a capitalized first word before the records' noun as a name, never an English one", () => {
    expect(leadingName(tokenize("Initech invoices"), records)).toBe("Initech");
    expect(leadingName(tokenize("Open invoices"), records)).toBeUndefined();
    expect(leadingName(tokenize("Initech said"), records)).toBeUndefined();
  });

  it("the committed word list is what scripts/build-english-words.ts builds", () => {
    const text = readFileSync(new URL("./data/english-words.json", import.meta.url), "utf8");
    expect(text === render()).toBe(true); // no 600 KB diff in the failure message
  }, 30_000);
});

describe("an agent noun's verb (one rule for the noun and its deeds)", () => {
  it.each([
    ["supplies", "supplier"],
    ["supplied", "supplier"],
    ["owns", "owner"],
    ["teaches", "teacher"],
    ["taught", "teacher"],
    ["drove", "driver"],
    ["managed", "manager"],
    ["managing", "manager"],
    ["shipped", "shipper"],
    ["shipping", "shipper"],
    ["instructs", "instructor"],
    ["wrote", "writer"],
    ["approved", "approver"],
    ["carries", "carrier"],
  ])("%s is what a %s does", (word, noun) => {
    expect(agentVerbOf(word, noun)).toBe(true);
  });
  it.each([
    ["orders", "order"],
    ["produces", "product"],
    ["pets", "pet"],
  ])("%s is no deed of %s", (word, noun) => {
    expect(agentVerbOf(word, noun)).toBe(false);
    expect(agentNoun(noun)).toBe(false);
  });
  it("reads the root WordNet knows as a verb", () => {
    expect(agentVerbRoots("driver")).toEqual(["drive"]);
    expect(agentVerbRoots("shipper")).toEqual(["ship"]);
    expect(agentVerbRoots("supplier")).toEqual(["supply"]);
    expect(agentNoun("instructor")).toBe(true);
  });
});

describe("isEnglishWord asked again", () => {
  it("gives the same answer on every ask, in any case", () => {
    const words = ["Shipped", "shipped", "baker", "Zorblat", "zorblat", "the", "unshipped", "qwxv"];
    const first = words.map((w) => isEnglishWord(w));
    expect(first).toEqual([true, true, true, false, false, true, true, false]);
    expect(words.map((w) => isEnglishWord(w))).toEqual(first);
  });
});
