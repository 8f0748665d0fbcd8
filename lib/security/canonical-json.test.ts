import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonical-json";
import { canonicalHash, sha256 } from "./hash";

describe("canonicalJson", () => {
  it("sorts keys at every depth and keeps array order", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, 1], c: "x" } })).toBe('{"a":{"c":"x","d":[3,1]},"b":1}');
  });

  it("gives the same text for objects built in different key orders", () => {
    const one = { name: "orders.search", inputSchema: { type: "object", properties: { q: {}, a: {} } } };
    const two = { inputSchema: { properties: { a: {}, q: {} }, type: "object" }, name: "orders.search" };
    expect(canonicalJson(one)).toBe(canonicalJson(two));
    expect(canonicalHash(one)).toBe(canonicalHash(two));
  });

  it("follows JSON.stringify for undefined, non-finite numbers and toJSON", () => {
    expect(canonicalJson({ a: undefined, b: [undefined, Number.NaN], c: new Date(0) })).toBe(
      '{"b":[null,null],"c":"1970-01-01T00:00:00.000Z"}',
    );
    expect(canonicalJson(undefined)).toBe("null");
  });

  it("escapes strings like JSON and keeps unicode", () => {
    expect(canonicalJson({ é: 'a"b\n' })).toBe('{"é":"a\\"b\\n"}');
  });

  it("refuses cycles and BigInt instead of hashing something ambiguous", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => canonicalJson(cyclic)).toThrow(/circular/);
    expect(() => canonicalJson({ n: 1n })).toThrow(/BigInt/);
  });

  it("allows shared (non-cyclic) references", () => {
    const shared = { x: 1 };
    expect(canonicalJson({ a: shared, b: shared })).toBe('{"a":{"x":1},"b":{"x":1}}');
  });
});

describe("sha256", () => {
  it("matches the standard test vector", () => {
    expect(sha256("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
