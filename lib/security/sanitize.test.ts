import { describe, expect, it } from "vitest";
import { sanitizeDescription, stripInvisible } from "./sanitize";

describe("sanitizeDescription", () => {
  it("removes zero-width characters", () => {
    expect(sanitizeDescription("Se\u200Barch\u200C or\u200Dders\u2060\uFEFF")).toBe("Search orders");
  });

  it("removes bidi embeddings, overrides and isolates (Trojan Source)", () => {
    const text = "List \u202Eorders\u202C \u2066now\u2069 \u202A\u202B\u202D\u2067\u2068ok";
    expect(sanitizeDescription(text)).toBe("List orders now ok");
  });

  it("removes Unicode tag characters used for ASCII smuggling", () => {
    const hidden = Array.from("ignore previous", (c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join(
      "",
    );
    expect(sanitizeDescription(`Find customers\u{E0001}${hidden}\u{E007F}`)).toBe("Find customers");
  });

  it("turns control characters into spaces and collapses whitespace", () => {
    expect(sanitizeDescription("  one\n\ttwo\r\n\u0007three\u0085four\u2028five  ")).toBe(
      "one two three four five",
    );
  });

  it("removes variation selectors, private-use and invisible filler letters", () => {
    expect(sanitizeDescription("a\uFE0Fb\u{E0100}c\uE000d\u3164e\u115Ff")).toBe("abcdef");
  });

  it("caps length in code points and marks the cut", () => {
    const out = sanitizeDescription("word ".repeat(200), 20);
    expect(Array.from(out).length).toBeLessThanOrEqual(20);
    expect(out.endsWith("…")).toBe(true);
    expect(sanitizeDescription("😀".repeat(10), 5)).toBe("😀😀😀😀…");
  });

  it("defaults to 500 and returns '' for non-strings", () => {
    expect(Array.from(sanitizeDescription("x".repeat(2000))).length).toBe(500);
    expect(sanitizeDescription(undefined)).toBe("");
    expect(sanitizeDescription({ toString: () => "x" })).toBe("");
  });

  it("keeps ordinary accented and non-Latin text", () => {
    expect(sanitizeDescription("Città, Zürich, 東京, café")).toBe("Città, Zürich, 東京, café");
  });

  it("limits stacked combining marks", () => {
    expect(stripInvisible("a\u0301\u0302\u0303\u0304\u0305")).toBe("a\u0301\u0302".normalize("NFC"));
  });
});
