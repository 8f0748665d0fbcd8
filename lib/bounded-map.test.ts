import { describe, expect, it } from "vitest";
import { BoundedMap } from "./bounded-map";

describe("BoundedMap", () => {
  it("never holds more than max entries, forgetting the least recently used first", () => {
    const m = new BoundedMap<string, number>(3);
    for (let i = 0; i < 10; i++) m.set(`t${i}`, i);
    expect(m.size).toBe(3);
    expect(m.has("t6")).toBe(false);
    expect([m.get("t7"), m.get("t8"), m.get("t9")]).toEqual([7, 8, 9]);
  });

  it("a read keeps an entry: the one not read is forgotten", () => {
    const m = new BoundedMap<string, string>(2);
    m.set("a", "A").set("b", "B");
    expect(m.get("a")).toBe("A");
    m.set("c", "C");
    expect(m.has("a")).toBe(true);
    expect(m.has("b")).toBe(false);
  });

  it("writing a key again replaces its value without growing", () => {
    const m = new BoundedMap<string, number>(2);
    m.set("a", 1).set("a", 2).set("b", 3);
    expect(m.size).toBe(2);
    expect(m.get("a")).toBe(2);
    expect(m.get("missing")).toBeUndefined();
  });

  it("refuses a bound that is not a positive integer", () => {
    expect(() => new BoundedMap(0)).toThrow(RangeError);
    expect(() => new BoundedMap(1.5)).toThrow(RangeError);
  });
});
