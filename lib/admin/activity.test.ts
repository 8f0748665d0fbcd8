import { describe, expect, it } from "vitest";
import { activityQuery, PAGE_SIZE, parseActivityFilters, redactData } from "./activity";

describe("activity filters", () => {
  it("parses kind, outcome, actor, date range and page, ignoring malformed values", () => {
    const f = parseActivityFilters({
      kind: "tool.call",
      outcome: "refused",
      actor: "cku123",
      from: "2026-01-01",
      to: "2026-01-31",
      page: "3",
    });
    expect(f).toEqual({
      kind: "tool.call",
      outcome: "refused",
      actorId: "cku123",
      from: new Date("2026-01-01T00:00:00Z"),
      to: new Date("2026-02-01T00:00:00Z"),
      page: 3,
    });
    expect(
      parseActivityFilters({ kind: "x' or 1=1", outcome: "maybe", from: "yesterday", page: "-2" }),
    ).toEqual({
      kind: null,
      outcome: null,
      actorId: null,
      from: null,
      to: null,
      page: 1,
    });
    expect(parseActivityFilters({ page: "999999" }).page).toBe(1000);
    expect(PAGE_SIZE).toBe(50);
  });

  it("round-trips filters into page links", () => {
    const f = parseActivityFilters({ kind: "setting.change", to: "2026-01-31" });
    expect(activityQuery(f, 2)).toBe("?kind=setting.change&to=2026-01-31&page=2");
    expect(activityQuery(parseActivityFilters({}), 1)).toBe("");
  });
});

describe("activity data redaction", () => {
  it("masks sensitive keys and values and truncates the preview", () => {
    const r = redactData({
      args: { email: "riccardo.lorini@example.com", note: "call +39 333 123 4567" },
      headers: { authorization: "Bearer abcdefghijkl" },
      rows: Array.from({ length: 50 }, (_, i) => ({ id: `O-${i}` })),
    });
    expect(r?.full).not.toContain("riccardo.lorini@example.com");
    expect(r?.full).not.toContain("abcdefghijkl");
    expect(r?.full).not.toContain("333 123 4567");
    expect(r?.truncated).toBe(true);
    expect(r?.preview.length).toBeLessThanOrEqual(161);
    expect(Buffer.byteLength(r?.full ?? "")).toBeLessThan(4096);
    expect(redactData(null)).toBeNull();
  });
});
