import { describe, expect, it } from "vitest";
import { selectionStamp } from "./selection-stamp";

describe("selectionStamp", () => {
  it("orders none < first pick < its clear < the next pick", () => {
    const none = selectionStamp(0, false);
    const first = selectionStamp(1, true);
    const cleared = selectionStamp(1, false);
    const second = selectionStamp(2, true);
    expect([none, first, cleared, second]).toEqual([...[none, first, cleared, second]].sort((a, b) => a - b));
    expect(new Set([none, first, cleared, second]).size).toBe(4);
  });

  it("a refresh showing the selection this tab just cleared is older knowledge", () => {
    // The stale snapshot still shows version 1 active; this tab cleared version 1.
    expect(selectionStamp(1, true) > selectionStamp(1, false)).toBe(false);
    // Another tab's newer pick is newer knowledge.
    expect(selectionStamp(2, true) > selectionStamp(1, false)).toBe(true);
  });
});
