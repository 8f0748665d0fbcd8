import { describe, expect, it } from "vitest";
import { parseJsonSteps } from "./json-steps";
import { runSliced, runSync } from "./sliced";

const parse = (text: string) => runSync(parseJsonSteps(text));

/** A deterministic pseudo-random JSON value with escapes, surrogates, numbers of every form. */
function sample(seed: number, depth = 0): unknown {
  let s = seed;
  const next = () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s;
  };
  const pick = next() % (depth > 3 ? 4 : 6);
  if (pick === 0) return [1, -0, 1.5e-7, -12.25, 0, 1e21][next() % 6];
  if (pick === 1) return ['a"b\\c', "é😀\u0001", "\ud800", "line\nbreak\ttab", "", "__proto__"][next() % 6];
  if (pick === 2) return [true, false, null][next() % 3];
  if (pick === 3) return "x".repeat(next() % 50);
  if (pick === 4) return Array.from({ length: next() % 5 }, (_, k) => sample(next() + k, depth + 1));
  return Object.fromEntries(
    Array.from({ length: next() % 5 }, (_, k) => [
      ["id", "__proto__", "a b", "é", "id"][k] ?? `k${k}`,
      sample(next(), depth + 1),
    ]),
  );
}

describe("parseJsonSteps", () => {
  it("gives what JSON.parse gives, for values of every kind", () => {
    for (let seed = 1; seed < 400; seed++) {
      const text = JSON.stringify(sample(seed), null, seed % 3 === 0 ? 2 : undefined);
      expect(parse(text)).toEqual(JSON.parse(text));
    }
  });

  it("keeps duplicate keys and __proto__ the way JSON.parse does", () => {
    const text = '{"a":1,"__proto__":{"polluted":true},"b":2,"a":3}';
    const value = parse(text) as Record<string, unknown>;
    expect(value).toEqual(JSON.parse(text));
    expect(Object.keys(value)).toEqual(["a", "__proto__", "b"]);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("decodes a string of megabytes piece by piece, escapes and surrogate pairs intact", async () => {
    const long = `${'é\\"😀\n'.repeat(40_000)}${"y".repeat(300_000)}\u2028\ud83d`;
    const text = JSON.stringify({ items: [{ text: long }], n: 1 });
    expect(await runSliced(parseJsonSteps(text))).toEqual(JSON.parse(text));
  });

  it("refuses what JSON.parse refuses", () => {
    const bad = [
      "",
      "[1,]",
      '{"a":1,}',
      "[1 2]",
      '{"a" 1}',
      "01",
      "1.",
      "-",
      "[1}",
      '{"a":1]',
      '"a\u0001"',
      '"\\x"',
      '"\\u12"',
      "[",
      '{"a":[1,2]',
      "tru",
      "nul",
      "1 2",
      '"abc',
      "{,}",
      '{"a"}',
    ];
    for (const text of bad) {
      expect(() => JSON.parse(text), text).toThrow();
      expect(() => parse(text), text).toThrow(SyntaxError);
    }
  });
});
