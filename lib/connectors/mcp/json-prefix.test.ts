import { describe, expect, it } from "vitest";
import { repairJsonPrefix, repairJsonPrefixSliced } from "./json-prefix";

const full = JSON.stringify({
  total: 3,
  data: { people: [{ id: "p1", name: 'Ann "A" \\ Lee' }, { id: "p2", tags: ["x", "y"] }, { id: "p3" }] },
});

describe("repairJsonPrefix", () => {
  it("returns the whole value when nothing was cut", () => {
    expect(repairJsonPrefix(full)).toEqual(JSON.parse(full));
  });

  it("keeps whole records only, at every cut position, and never invents a field", () => {
    for (let n = 1; n < full.length; n++) {
      const v = repairJsonPrefix(full.slice(0, n)) as { total?: number; data?: { people?: unknown[] } };
      if (v === undefined) continue;
      const people = v.data?.people ?? [];
      const original = (JSON.parse(full) as { data: { people: unknown[] } }).data.people;
      expect(people).toEqual(original.slice(0, people.length));
      if (v.total !== undefined) expect(v.total).toBe(3);
    }
  });

  it("gives the same value in slices (a cut answer) as in one go, at every cut position", async () => {
    const msg = JSON.stringify({
      id: 4,
      result: { content: [{ type: "text", text: full }], _meta: { n: 1 } },
    });
    const path = { openStringPath: ["result", "content", "*", "text"] };
    for (let n = 1; n <= msg.length; n++) {
      expect(await repairJsonPrefixSliced(msg.slice(0, n), path)).toEqual(
        repairJsonPrefix(msg.slice(0, n), path),
      );
      if (n <= full.length)
        expect(await repairJsonPrefixSliced(full.slice(0, n))).toEqual(repairJsonPrefix(full.slice(0, n)));
    }
  });

  it("cuts a number only when something followed it (12 of 1234 is not a number that arrived)", () => {
    expect(repairJsonPrefix('{"items":[1,2],"total":12')).toEqual({ items: [1, 2] });
  });

  it("cuts inside the one string its path allows, never inside an escape", () => {
    const msg = '{"id":4,"result":{"content":[{"type":"text","text":"{\\"a\\":[1,2\\u00';
    const v = repairJsonPrefix(msg, { openStringPath: ["result", "content", "*", "text"] }) as {
      result: { content: Array<{ text: string }> };
    };
    expect(v.result.content[0]?.text).toBe('{"a":[1,2');
    expect(repairJsonPrefix(v.result.content[0]?.text ?? "")).toEqual({ a: [1] });
  });

  it("does not cut a string of the same name elsewhere (a record's own text field)", () => {
    const msg = '{"result":{"structuredContent":{"rows":[{"text":"whole"},{"text":"ha';
    const v = repairJsonPrefix(msg, { openStringPath: ["result", "content", "*", "text"] });
    expect(v).toEqual({ result: { structuredContent: { rows: [{ text: "whole" }] } } });
  });

  it("gives an empty container, or undefined, when no complete value arrived", () => {
    expect(repairJsonPrefix('{"na')).toEqual({});
    expect(repairJsonPrefix("nonsense")).toBeUndefined();
  });
});
