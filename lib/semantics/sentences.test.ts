import { describe, expect, it } from "vitest";
import { sentences } from "./sentences";

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

  it("skips headings, fenced code and table rules; a table row reads as one unit", () => {
    const text = "## Return window\n\n```\ncurl x. y.\n```\n| Tier | Days |\n| --- | --- |\n| Gold | 60 |";
    expect(sentences(text)).toEqual(["Tier — Days", "Gold — 60"]);
  });
});
