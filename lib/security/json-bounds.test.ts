import { describe, expect, it } from "vitest";
import { describeJsonBounds, exceedsJsonBounds, expandedJsonSize } from "./json-bounds";

const nested = (levels: number) => JSON.parse(`${'{"x":'.repeat(levels)}1${"}".repeat(levels)}`) as object;

describe("exceedsJsonBounds", () => {
  it("measures depth and size without recursion, stopping at the first exceeded bound", () => {
    expect(exceedsJsonBounds(nested(60_000), { maxNodes: 1e6, maxDepth: 256 })).toEqual({
      limit: "maxDepth",
      max: 256,
    });
    expect(exceedsJsonBounds(nested(256), { maxNodes: 1e6, maxDepth: 256 })).toBeUndefined();
    expect(exceedsJsonBounds({ a: [], b: {} }, { maxNodes: 10, maxDepth: 1 })).toBeUndefined();
    expect(
      exceedsJsonBounds(
        Array.from({ length: 11 }, () => 1),
        { maxNodes: 10, maxDepth: 5 },
      ),
    ).toEqual({
      limit: "maxNodes",
      max: 10,
    });
    expect(describeJsonBounds({ limit: "maxDepth", max: 64 })).toBe(
      "nested deeper than 64 levels (limit maxDepth = 64)",
    );
  });
});

describe("expandedJsonSize", () => {
  it("counts a $ref as its target: linear for shared definitions, 2^N for anyOf [$ref, $ref] chains", () => {
    const chain = (levels: number) => {
      const $defs: Record<string, unknown> = { [`L${levels}`]: { type: "string" } };
      for (let i = 0; i < levels; i++)
        $defs[`L${i}`] = { anyOf: [{ $ref: `#/$defs/L${i + 1}` }, { $ref: `#/$defs/L${i + 1}` }] };
      return { $ref: "#/$defs/L0", $defs };
    };
    const small = expandedJsonSize(chain(4), 1e9);
    const bigger = expandedJsonSize(chain(8), 1e9);
    expect(bigger / small).toBeGreaterThan(10);
    expect(expandedJsonSize(chain(60), 200_000)).toBe(200_001);
  });

  it("counts a cycle once and survives a 50,000-long chain of $refs", () => {
    const tree = {
      $ref: "#/$defs/n",
      $defs: { n: { properties: { kids: { items: { $ref: "#/$defs/n" } } } } },
    };
    expect(expandedJsonSize(tree, 1e6)).toBeLessThan(30);
    const $defs: Record<string, unknown> = {};
    for (let i = 0; i < 50_000; i++) $defs[`C${i}`] = { $ref: `#/$defs/C${i + 1}` };
    expect(expandedJsonSize({ $ref: "#/$defs/C0", $defs }, 1e9)).toBeGreaterThan(50_000);
  });
});
