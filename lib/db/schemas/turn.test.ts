import { describe, expect, it } from "vitest";
import { z } from "zod";
import { TRUNCATED_KEY } from "@/lib/security";
import { boundedArray, turnPlansSchema } from "./turn";

describe("boundedArray: the size bound's marker element is not an item", () => {
  const items = boundedArray(z.looseObject({ tool: z.string() }));

  it("drops the marker (its key and at most one other) and keeps every item", () => {
    const marker = { [TRUNCATED_KEY]: true, omitted: 3 };
    expect(items.parse([{ tool: "a" }, marker, { tool: "b" }])).toEqual([{ tool: "a" }, { tool: "b" }]);
    expect(items.parse([{ [TRUNCATED_KEY]: true }])).toEqual([]);
  });

  it("keeps what only looks like one: a third key, a marker key not true, a value that is no object", () => {
    const wide = { tool: "c", [TRUNCATED_KEY]: true, omitted: 1 };
    expect(items.parse([wide])).toEqual([wide]);
    expect(items.safeParse([{ [TRUNCATED_KEY]: "yes" }]).success).toBe(false);
    expect(boundedArray(z.unknown()).parse([null, 1, "x", [TRUNCATED_KEY]])).toEqual([
      null,
      1,
      "x",
      [TRUNCATED_KEY],
    ]);
  });

  it("reads a stored plan record with its truncated actions", () => {
    const plans = {
      executed: {
        decision: "tools",
        reason: "r",
        actions: [
          { id: "a1", tool: "t", args: {}, dependsOn: [], expect: "many" },
          { [TRUNCATED_KEY]: true, omitted: 2 },
        ],
      },
      selection: null,
    };
    expect(turnPlansSchema.parse(plans).executed?.actions.map((a) => a.id)).toEqual(["a1"]);
  });
});
