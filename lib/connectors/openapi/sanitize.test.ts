import { describe, expect, it } from "vitest";
import { canonicalJson, sanitizeText, truncateJson } from "./index";
import { synthesizeOperationId } from "./operation-id";

describe("sanitizeText", () => {
  it("removes control, bidi, zero-width and tag characters and collapses whitespace", () => {
    const hostile = "Get\u200b a\u202e repo\u2066\u0007\n\n  now\u{E0041}\u{E0042}\u00ad!";
    expect(sanitizeText(hostile)).toBe("Get a repo now!");
  });

  it("caps by code points without splitting a surrogate pair", () => {
    const text = "😀".repeat(300);
    const out = sanitizeText(text, 200);
    expect(Array.from(out)).toHaveLength(200);
    expect(out.endsWith("…")).toBe(true);
    expect(out).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it("returns an empty string for non-strings", () => {
    expect(sanitizeText(undefined)).toBe("");
    expect(sanitizeText(42)).toBe("");
  });
});

describe("synthesizeOperationId", () => {
  it("derives a stable snake name from method and path", () => {
    expect(synthesizeOperationId("get", "/repos/{owner}/{repo}")).toBe("get_repos_owner_repo");
    expect(synthesizeOperationId("head", "/")).toBe("head_root");
    expect(synthesizeOperationId("get", "/v1/users/{user-id}/e-mails")).toBe("get_v1_users_user_id_e_mails");
  });
});

describe("canonicalJson", () => {
  it("sorts keys at every level and drops undefined members", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[1,{"y":2,"z":1}]},"b":1}',
    );
  });
});

describe("truncateJson", () => {
  const rows = Array.from({ length: 50 }, (_, i) => ({ id: i, text: "x".repeat(20) }));

  it("leaves small values alone", () => {
    expect(truncateJson({ a: 1 }, 100)).toEqual({ value: { a: 1 }, truncated: false, bytes: 7 });
  });

  it("keeps the longest fitting prefix of a top-level array", () => {
    const out = truncateJson(rows, 500);
    expect(out?.truncated).toBe(true);
    expect(out?.bytes).toBeLessThanOrEqual(500);
    expect(out?.kept).toBe((out?.value as unknown[] | undefined)?.length);
    expect(JSON.stringify(rows.slice(0, (out?.kept ?? 0) + 1)).length).toBeGreaterThan(500);
  });

  it("cuts the largest array field of an object and keeps the other fields", () => {
    const out = truncateJson({ total: 50, tags: ["a"], items: rows }, 600);
    expect(out?.value).toMatchObject({ total: 50, tags: ["a"] });
    expect(out?.total).toBe(50);
    expect(out?.bytes).toBeLessThanOrEqual(600);
  });

  it("gives up on values no array cut can shrink", () => {
    expect(truncateJson({ blob: "x".repeat(1_000) }, 100)).toBeUndefined();
    expect(truncateJson("x".repeat(1_000), 100)).toBeUndefined();
  });
});
