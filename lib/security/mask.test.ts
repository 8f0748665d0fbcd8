import { describe, expect, it } from "vitest";
import { isSensitiveKey, luhnValid, MASK, maskPayload, maskSensitive, TRUNCATED_KEY } from "./mask";

const bytes = (v: unknown) => Buffer.byteLength(JSON.stringify(v));

describe("maskSensitive — keys", () => {
  it("masks values under sensitive keys at any depth, nested structures included", () => {
    const input = {
      user: {
        name: "Riccardo Lorini",
        password: "hunter2",
        profile: { customer_email: "r.lorini@example.net", phone_number: 390212345678 },
      },
      headers: { Authorization: "Basic abc", "x-api-key": "k-123", accept: "json" },
      apiKey: "AAA",
      client_secret: "s",
      refresh_token: "t",
      cardNumber: "4111111111111111",
      credentials: { user: "u", pass: "p", expires: 3600 },
      secrets: ["a", "b"],
    };
    expect(maskSensitive(input)).toEqual({
      user: {
        name: "Riccardo Lorini",
        password: MASK,
        profile: { customer_email: MASK, phone_number: MASK },
      },
      headers: { Authorization: MASK, "x-api-key": MASK, accept: "json" },
      apiKey: MASK,
      client_secret: MASK,
      refresh_token: MASK,
      cardNumber: MASK,
      credentials: { user: MASK, pass: MASK, expires: MASK },
      secrets: [MASK, MASK],
    });
  });

  it("matches words, not substrings, and spares metadata about secrets", () => {
    for (const key of [
      "email",
      "Email",
      "billing_email",
      "phone",
      "card",
      "card_number",
      "api_key",
      "X-Auth-Token",
      "cvv",
    ]) {
      expect(isSensitiveKey(key), key).toBe(true);
    }
    for (const key of [
      "tokens",
      "input_tokens",
      "maxTokens",
      "token_count",
      "discard",
      "scorecard",
      "cards",
      "emailVerified",
      "id",
    ]) {
      expect(isSensitiveKey(key), key).toBe(false);
    }
    expect(maskSensitive({ tokens: { input: 120, output: 40 }, email_verified: true })).toEqual({
      tokens: { input: 120, output: 40 },
      email_verified: true,
    });
  });

  it("answers a key asked again as the first time, also after more keys than it remembers", () => {
    const keys = ["customer_email", "emailVerified", "apiKey", "items_count", "X-Auth-Token", "scorecard"];
    const first = keys.map(isSensitiveKey);
    expect(first).toEqual([true, false, true, false, true, false]);
    for (let i = 0; i < 10_050; i++) isSensitiveKey(`field_${i}`);
    expect(keys.map(isSensitiveKey)).toEqual(first);
    expect(keys.map(isSensitiveKey)).toEqual(first);
  });

  it("keeps booleans and null under sensitive keys (no information to hide)", () => {
    expect(maskSensitive({ password: null, secret: false })).toEqual({ password: null, secret: false });
  });
});

describe("maskSensitive — values", () => {
  it("masks emails inside free text", () => {
    expect(maskSensitive({ q: "orders for riccardo.lorini@example.com please" })).toEqual({
      q: "orders for [masked:email] please",
    });
  });

  it("masks Luhn-valid card numbers (13–19 digits, grouped or not) and leaves invalid ones", () => {
    expect(luhnValid("4111111111111111")).toBe(true);
    expect(luhnValid("4111111111111112")).toBe(false);
    expect(
      maskSensitive([
        "4111 1111 1111 1111",
        "pay with 5555-5555-5555-4444 now",
        "378282246310005",
        "4111111111111112",
      ]),
    ).toEqual(["[masked:card]", "pay with [masked:card] now", "[masked:card]", "4111111111111112"]);
    expect(maskSensitive({ n: 4111111111111111 })).toEqual({ n: "[masked:card]" });
  });

  it("does not mistake ids, dates, amounts or timestamps for cards or phones", () => {
    const values = {
      order: "O-100001",
      customer: "C-1042",
      sku: "SKU-0001",
      date: "2024-01-15",
      when: "2024-01-15 10:30",
      total: "1234.56",
      ts: 1700000000000,
      tsText: "1700000000000",
      uuid: "550e8400-e29b-41d4-a716-446655440000",
      list: "quantities 10 20 30 40 50",
    };
    expect(maskSensitive(values)).toEqual(values);
  });

  it("masks phone numbers in common formats", () => {
    expect(
      maskSensitive(["+39 02 1234 5678", "call (555) 123-4567 today", "555-123-4567", "+14155552671"]),
    ).toEqual(["[masked:phone]", "call [masked:phone] today", "[masked:phone]", "[masked:phone]"]);
  });

  it("masks bearer credentials and well-known token formats", () => {
    const out = maskSensitive({
      note: "header was Bearer abcdefghijklmnop",
      jwt: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
      gh: "ghp_abcdefghijklmnopqrstuvwxyz0123456789",
    });
    expect(out).toEqual({ note: `header was Bearer ${MASK}`, jwt: "[masked:token]", gh: "[masked:token]" });
  });

  it("never mutates the input and tolerates cycles, dates and hostile keys", () => {
    const input: Record<string, unknown> = { email: "a@b.co", at: new Date(0) };
    input.self = input;
    const hostile = JSON.parse('{"__proto__": {"polluted": true}, "ok": 1}');
    const copy = structuredClone({ email: "a@b.co" });
    expect(maskSensitive(input)).toEqual({ email: MASK, at: "1970-01-01T00:00:00.000Z", self: "[circular]" });
    expect(input.email).toBe(copy.email);
    const masked = maskSensitive(hostile) as Record<string, unknown>;
    expect(Object.hasOwn(masked, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("reports how many values it masked", () => {
    const report = maskPayload({ password: "x", note: "mail a@b.co or c@d.io" });
    expect(report.masked).toBe(3);
    expect(report.truncated).toBe(false);
  });
});

describe("maskSensitive — size bound", () => {
  it("keeps payloads under the default 64 KiB and marks the cut", () => {
    const orders = Array.from({ length: 12_000 }, (_, i) => ({
      id: `O-${100001 + i}`,
      customer_name: "Riccardo Lorini",
      email: "riccardo.lorini@example.com",
      total: 10 + i,
    }));
    const report = maskPayload({ orders, total: orders.length });
    expect(report.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(report.truncated).toBe(true);
    const value = report.value as {
      orders: Record<string, unknown>[];
      total: number;
      [TRUNCATED_KEY]?: boolean;
    };
    expect(value[TRUNCATED_KEY]).toBe(true);
    const marker = value.orders[value.orders.length - 1];
    const kept = value.orders.length - 1;
    expect(marker).toEqual({ [TRUNCATED_KEY]: true, omitted: 12_000 - kept });
    expect(value.orders[0]).toEqual({
      id: "O-100001",
      customer_name: "Riccardo Lorini",
      email: MASK,
      total: 10,
    });
  });

  it("cuts long strings and respects small custom bounds", () => {
    const report = maskPayload({ text: "é".repeat(10_000), other: "x" }, { maxBytes: 1024 });
    expect(bytes(report.value)).toBeLessThanOrEqual(1024);
    expect(report.bytes).toBe(bytes(report.value));
    const value = report.value as { text: string };
    expect(value.text.endsWith("…[truncated]")).toBe(true);
  });

  it("bounds top-level arrays and deep nesting", () => {
    const big = Array.from({ length: 5000 }, (_, i) => ({ i, text: "x".repeat(40) }));
    const out = maskSensitive(big, { maxBytes: 2048 }) as unknown[];
    expect(bytes(out)).toBeLessThanOrEqual(2048);
    expect(out[out.length - 1]).toMatchObject({ [TRUNCATED_KEY]: true });
    let deep: unknown = "leaf";
    for (let i = 0; i < 100; i++) deep = { d: deep };
    const report = maskPayload(deep, { maxDepth: 10 });
    expect(report.truncated).toBe(true);
    expect(JSON.stringify(report.value)).toContain("[depth limit]");
  });

  it("leaves small payloads untouched", () => {
    const small = { id: "O-100001", status: "paid", lines: [{ sku: "SKU-0001", quantity: 2 }] };
    expect(maskPayload(small)).toEqual({ value: small, masked: 0, truncated: false, bytes: bytes(small) });
  });
});
