import { describe, expect, it } from "vitest";
import { looksLikeIdentifier, PROPER_NAME } from "./names";

describe("names and identifiers people write", () => {
  it("finds proper names and identifiers people type", () => {
    expect(PROPER_NAME.exec("where does Giulia Marino live")?.[0]).toBe("Giulia Marino");
    expect(PROPER_NAME.test("show pending orders")).toBe(false);
    expect(["1Z0004011446", "TCK-004211", "123456"].every(looksLikeIdentifier)).toBe(true);
    expect(["20", "2025"].some(looksLikeIdentifier)).toBe(false);
  });
});
