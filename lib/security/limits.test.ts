import { describe, expect, it } from "vitest";
import { boundJson, jsonBytes, TRUNCATED_KEY } from "./limits";

describe("boundJson", () => {
  it("returns the same value when it fits", () => {
    const value = { a: [1, 2, 3] };
    expect(boundJson(value, 100)).toEqual({ value, truncated: false });
  });

  it("never exceeds the bound, whatever the shape", () => {
    const shapes: unknown[] = [
      "x".repeat(5000),
      Array.from({ length: 1000 }, (_, i) => i),
      {
        a: "y".repeat(3000),
        b: Array.from({ length: 300 }, () => ({ k: "v".repeat(20) })),
        c: { d: "z".repeat(900) },
      },
      [[["deep".repeat(500)]]],
    ];
    for (const max of [64, 200, 1024]) {
      for (const shape of shapes) {
        const { value, truncated } = boundJson(shape, max);
        expect(jsonBytes(value)).toBeLessThanOrEqual(max);
        expect(truncated).toBe(true);
      }
    }
  });

  it("marks objects on the path to a cut and counts omitted array items", () => {
    const { value } = boundJson({ rows: Array.from({ length: 100 }, (_, i) => ({ i })), name: "n" }, 200);
    const out = value as { rows: unknown[]; [TRUNCATED_KEY]: boolean };
    expect(out[TRUNCATED_KEY]).toBe(true);
    const marker = out.rows[out.rows.length - 1] as { omitted: number };
    expect(marker.omitted).toBe(100 - (out.rows.length - 1));
  });
});
