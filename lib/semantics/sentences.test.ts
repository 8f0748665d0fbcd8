import { describe, expect, it } from "vitest";
import { contextOf, sentences, units } from "./sentences";

describe("sentences", () => {
  it("keeps amounts, domains, abbreviations and times inside their sentence", () => {
    expect(
      sentences(
        "Returns cost **€4.90** on acme.example, e.g. for shoes. Call us before 3 p.m. on weekdays. Done!",
      ),
    ).toEqual([
      "Returns cost **€4.90** on acme.example, e.g. for shoes.",
      "Call us before 3 p.m. on weekdays.",
      "Done!",
    ]);
  });

  it("joins the lines of a paragraph and never crosses a paragraph or list item", () => {
    const text = [
      "Our warehouse inspects returned parcels",
      "within 3 business days of arrival. Refunds follow",
      "",
      "- The item must be unused",
      "- Labels must still be attached.",
      "1. Sign in and open **Account → Orders**.",
    ].join("\n");
    expect(sentences(text)).toEqual([
      "Our warehouse inspects returned parcels within 3 business days of arrival.",
      "Refunds follow",
      "The item must be unused",
      "Labels must still be attached.",
      "Sign in and open **Account → Orders**.",
    ]);
  });

  it("skips headings, fenced code and table rules; a table row reads as one unit, with its header's names", () => {
    const text =
      "## Return window\n\n```\ncurl x. y.\n```\n| Tier | Days |\n| --- | --- |\n| Gold | 60 |\n| Silver | |";
    expect(sentences(text)).toEqual(["Tier: Gold; Days: 60", "Tier: Silver"]);
    // A table without a header rule keeps its cells as they are.
    expect(sentences("| Gold | 60 |\n| Silver | 30 |")).toEqual(["Gold — 60", "Silver — 30"]);
  });
});

/** Each quotable unit with the text of what it needs, as `units` + `contextOf` give them. */
const needs = (text: string) => {
  const all = units(text);
  return all
    .map((u, i) => ({ u, i }))
    .filter(({ u }) => u.kind !== "heading")
    .map(({ u, i }) => [u.text, contextOf(all, i).map((c) => all[c].text)]);
};

describe("units: what a quoted sentence needs to be read", () => {
  it("a sentence opening with This, It or They points back at the sentence before it", () => {
    const warranty = [
      "Consumers are protected by a **2-year legal guarantee** from the delivery date. It covers defects that existed at delivery.",
      "Business customers have a 12-month guarantee.",
      "",
      "Acme Care extends cover by two years. They can buy it at checkout. This page explains the rest.",
    ].join("\n");
    expect(needs(warranty)).toEqual([
      ["Consumers are protected by a **2-year legal guarantee** from the delivery date.", []],
      [
        "It covers defects that existed at delivery.",
        ["Consumers are protected by a **2-year legal guarantee** from the delivery date."],
      ],
      ["Business customers have a 12-month guarantee.", []],
      ["Acme Care extends cover by two years.", []],
      ["They can buy it at checkout.", ["Acme Care extends cover by two years."]],
      // "This page" names the document itself: it stands alone.
      ["This page explains the rest.", []],
    ]);
  });

  it("an opening anaphor reaches into the paragraph before, never across a heading, and chains", () => {
    const text = [
      "Some products cannot be shipped abroad: lithium batteries and aerosols.",
      "",
      '**These items** are marked "Italy only". In that case the checkout says so.',
      "",
      "## Customs",
      "",
      "They are paid by the recipient.",
    ].join("\n");
    const all = units(text);
    const inThatCase = all.findIndex((u) => u.text.startsWith("In that case"));
    expect(contextOf(all, inThatCase).map((c) => all[c].text)).toEqual([
      '**These items** are marked "Italy only".',
      "Some products cannot be shipped abroad: lithium batteries and aerosols.",
    ]);
    const customs = all.findIndex((u) => u.text.startsWith("They are paid"));
    expect(all[customs].context).toBeUndefined();
  });

  it("list items need the sentence that introduces them, or the heading right above them", () => {
    const priceMatch = [
      "## Price protection",
      "If the price drops within **14 days**, we refund the difference.",
      "Price protection does not apply to:",
      "",
      "- flash sales lasting less than 24 hours;",
      "- prices reduced because of vouchers",
      "  or coupons;",
      "",
      "Each item can be protected once.",
      "",
      "## What is not covered",
      "",
      "1. Damage from accidents.",
      "2. Normal wear of batteries.",
      "",
      "Our team reviews every claim.",
      "",
      "- A list after a sentence without a colon stands alone.",
    ].join("\n");
    expect(needs(priceMatch)).toEqual([
      ["If the price drops within **14 days**, we refund the difference.", []],
      ["Price protection does not apply to:", []],
      ["flash sales lasting less than 24 hours;", ["Price protection does not apply to:"]],
      ["prices reduced because of vouchers or coupons;", ["Price protection does not apply to:"]],
      ["Each item can be protected once.", []],
      ["Damage from accidents.", ["What is not covered"]],
      ["Normal wear of batteries.", ["What is not covered"]],
      ["Our team reviews every claim.", []],
      ["A list after a sentence without a colon stands alone.", []],
    ]);
  });

  it("table rows need the sentence that introduces the table", () => {
    const tiers = [
      "Your tier depends on what you spent in the previous calendar year:",
      "",
      "| Tier | Annual spend | Benefits |",
      "| ---- | ------------ | -------- |",
      "| Silver | €500 – €1,499 | Free returns |",
      "| Gold | €1,500 and more | Free returns, priority support |",
      "Tiers are reviewed every year.",
    ].join("\n");
    expect(needs(tiers)).toEqual([
      ["Your tier depends on what you spent in the previous calendar year:", []],
      [
        "Tier: Silver; Annual spend: €500 – €1,499; Benefits: Free returns",
        ["Your tier depends on what you spent in the previous calendar year:"],
      ],
      [
        "Tier: Gold; Annual spend: €1,500 and more; Benefits: Free returns, priority support",
        ["Your tier depends on what you spent in the previous calendar year:"],
      ],
      ["Tiers are reviewed every year.", []],
    ]);
  });
});
