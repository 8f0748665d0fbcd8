import { describe, expect, it } from "vitest";
import { entityOfIdentifier, looksLikeIdentifier, PROPER_NAME } from "./names";

describe("names and identifiers people write", () => {
  it("finds proper names and identifiers people type", () => {
    expect(PROPER_NAME.exec("where does Giulia Marino live")?.[0]).toBe("Giulia Marino");
    expect(PROPER_NAME.test("show pending orders")).toBe(false);
    expect(["1Z0004011446", "TCK-004211", "123456"].every(looksLikeIdentifier)).toBe(true);
    expect(["20", "2025"].some(looksLikeIdentifier)).toBe(false);
  });

  it.each([
    ["TCK-004211", ["user", "ticket"], "ticket"],
    ["INV-2024-88", ["member", "invoice", "account"], "invoice"],
    ["usr_1117", ["user", "ticket"], "user"],
    ["BK-7Q2M9X", ["account", "booking"], "booking"],
    ["mbr_8f2k", ["member", "invoice"], "member"],
    ["C-1042", ["customer", "order"], undefined],
    ["SKU-0001", ["product", "inventory"], undefined],
    ["1Z0004011446", ["shipment"], undefined],
  ])("%s abbreviates %s → %s", (token, entities, entity) => {
    expect(entityOfIdentifier(token, entities)).toBe(entity);
  });
});
