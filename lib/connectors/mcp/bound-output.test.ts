import { describe, expect, it } from "vitest";
import { boundValue, boundValueSliced, jsonBytes, resultValue, resultValueSliced } from "./bound-output";

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `O-${100_001 + i}`, note: "x".repeat(40) }));

describe("resultValue", () => {
  it("prefers structuredContent, then JSON text, then plain text", () => {
    expect(
      resultValue({ structuredContent: { a: 1 }, content: [{ type: "text", text: '{"a":2}' }] }),
    ).toEqual({ a: 1 });
    expect(resultValue({ content: [{ type: "text", text: '{"products":[],"total":0}' }] })).toEqual({
      products: [],
      total: 0,
    });
    expect(resultValue({ content: [{ type: "text", text: "Echo: hi" }] })).toBe("Echo: hi");
    expect(resultValue({ content: [{ type: "image", data: "…" }] })).toBeNull();
    expect(resultValue({ toolResult: { legacy: true } })).toEqual({ legacy: true });
  });

  it("reads JSON text blocks beside short captions as the value", async () => {
    const t = (text: string) => ({ type: "text", text });
    expect(resultValue({ content: [t("Found 2 invoice(s):"), t('[{"Id":"1"},{"Id":"2"}]')] })).toEqual([
      { Id: "1" },
      { Id: "2" },
    ]);
    expect(resultValue({ content: [t("Customer:"), t('{"Id":"7","DisplayName":"Daniel Park"}')] })).toEqual({
      Id: "7",
      DisplayName: "Daniel Park",
    });
    // One block per record after the caption: an array of them.
    expect(resultValue({ content: [t("Found 2 bills:"), t('{"Id":"5"}'), t('{"Id":"6"}')] })).toEqual([
      { Id: "5" },
      { Id: "6" },
    ]);
    expect(await resultValueSliced({ content: [t("Results:"), t('{"tickets":[]}')] })).toEqual({
      tickets: [],
    });
    // Prose beside JSON, or a lone caption, stays text.
    expect(resultValue({ content: [t("x".repeat(300)), t("{}")] })).toBe(`${"x".repeat(300)}\n{}`);
    expect(resultValue({ content: [t("Count: 12")] })).toBe("Count: 12");
    expect(resultValue({ content: [t("Note:"), t("{not json")] })).toBe("Note:\n{not json");
  });
});

describe("boundValue", () => {
  it("returns small values untouched", () => {
    const value = { orders: rows(3), total: 3 };
    expect(boundValue(value, 10_000)).toEqual({
      value,
      truncated: false,
      bytes: jsonBytes(value),
      originalBytes: jsonBytes(value),
    });
  });

  it("shortens the collection, keeps the other fields and stays valid JSON within the bound", () => {
    const value = { orders: rows(1_000), total: 12_000, meta: { note: "kept" } };
    const bounded = boundValue(value, 5_000);
    expect(bounded?.truncated).toBe(true);
    const out = bounded?.value as typeof value;
    expect(out.total).toBe(12_000);
    expect(out.meta).toEqual({ note: "kept" });
    expect(out.orders.length).toBeGreaterThan(0);
    expect(out.orders).toEqual(value.orders.slice(0, out.orders.length));
    expect(bounded?.bytes).toBe(jsonBytes(out));
    expect(bounded?.bytes).toBeLessThanOrEqual(5_000);
    // Maximal: one more row would not fit.
    expect(jsonBytes({ ...value, orders: value.orders.slice(0, out.orders.length + 1) })).toBeGreaterThan(
      5_000,
    );
    expect(bounded?.originalBytes).toBe(jsonBytes(value));
  });

  it("truncates the largest collection, also one level down and for bare arrays", () => {
    const nested = { data: { items: rows(500), cursor: "c" }, tags: ["a", "b"] };
    const out = boundValue(nested, 3_000)?.value as typeof nested;
    expect(out.tags).toEqual(["a", "b"]);
    expect(out.data.cursor).toBe("c");
    expect(out.data.items.length).toBeLessThan(500);
    const bare = boundValue(rows(500), 2_000);
    expect((bare?.value as unknown[] | undefined)?.length).toBeGreaterThan(0);
    expect(bare?.bytes).toBeLessThanOrEqual(2_000);
  });

  it("cuts long text on a character boundary", () => {
    const bounded = boundValue('é"'.repeat(1_000), 101);
    expect(bounded?.truncated).toBe(true);
    expect(bounded?.bytes).toBeLessThanOrEqual(101);
    expect(typeof bounded?.value).toBe("string");
  });

  it("gives up when nothing can be shortened", () => {
    expect(boundValue({ blob: "y".repeat(10_000) }, 100)).toBeNull();
    expect(boundValue({ header: "y".repeat(10_000), items: rows(10) }, 100)).toBeNull();
  });
});

describe("boundValue in slices (a cut answer's megabytes)", () => {
  const values = [
    { items: rows(300), total: 300, note: 'é"😀\n', skipped: undefined },
    { data: { people: rows(50), next: null }, meta: [1, "two", { three: [undefined, 3] }] },
    rows(20),
    "plain text",
  ];

  it("sizes a value exactly as JSON.stringify does, part by part", () => {
    for (const value of values) expect(boundValue(value, 1e9)?.originalBytes).toBe(jsonBytes(value));
  });

  it("parses a result's text to what the one-shot parse gives", async () => {
    for (const text of [JSON.stringify(values[0]), JSON.stringify(values[1]), "Echo: hi", "[1,", ""])
      expect(await resultValueSliced({ content: [{ type: "text", text }] })).toEqual(
        resultValue({ content: [{ type: "text", text }] }),
      );
  });

  it("gives what the one-shot bound gives", async () => {
    for (const value of values)
      for (const max of [100, 2_000, 1_000_000])
        expect(await boundValueSliced(value, max)).toEqual(boundValue(value, max));
  });
});
