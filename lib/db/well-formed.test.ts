import { describe, expect, it } from "vitest";
import { wellFormed, wellFormedString } from "./well-formed";

describe("wellFormed", () => {
  it("replaces lone surrogates only, keeping pairs (emoji) and ordinary text", () => {
    expect(wellFormedString("a\uD800b")).toBe("a\uFFFDb");
    expect(wellFormedString("\uDC00x\uD83D")).toBe("\uFFFDx\uFFFD");
    expect(wellFormedString("ok 😀 ✓")).toBe("ok 😀 ✓");
    expect(wellFormedString("\uD83D\uDE00\uD800")).toBe("😀\uFFFD");
  });
  it("walks plain objects and arrays (Json values too), keys included, and copies only what changed", () => {
    const date = new Date(0);
    const clean = { rows: [{ a: "x" }], when: date };
    expect(wellFormed(clean)).toBe(clean);
    const dirty = {
      data: { title: "t\uD800", parts: [{ type: "text", text: "\uDFFF" }], n: 1, when: date, "k\uD800": 1 },
    };
    expect(wellFormed(dirty)).toEqual({
      data: { title: "t\uFFFD", parts: [{ type: "text", text: "\uFFFD" }], n: 1, when: date, "k\uFFFD": 1 },
    });
    expect(dirty.data.title).toBe("t\uD800");
  });
});
