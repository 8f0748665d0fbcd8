import { describe, expect, it } from "vitest";
import { looksLikeIdentifier, nameLookups, properName } from "./names";

const tool = (id: string, entity: string, operation: string, properties: Record<string, unknown>) => ({
  id,
  entity,
  operation,
  inputSchema: { type: "object", properties },
});

describe("names and the parties they are looked up in", () => {
  it("finds proper names and identifiers people type", () => {
    expect(properName("where does Giulia Marino live")).toBe("Giulia Marino");
    expect(properName("find Tobias Lindqvist's tickets")).toBe("Tobias Lindqvist");
    expect(properName("show pending orders")).toBeUndefined();
    expect(["1Z0004011446", "TCK-004211", "123456"].every(looksLikeIdentifier)).toBe(true);
    expect(["20", "2025"].some(looksLikeIdentifier)).toBe(false);
  });

  it.each([
    [
      "snake_case",
      [
        tool("users", "user", "search", { query: { type: "string" } }),
        tool("items", "item", "search", { query: { type: "string" } }),
        tool("tickets", "ticket", "list", { user_id: { type: "string" } }),
      ],
      ["users"],
    ],
    [
      "camelCase",
      [
        tool("products", "product", "search", { q: { type: "string" } }),
        tool("members", "member", "search", { nameContains: { type: "string" } }),
        tool("invoices", "invoice", "list", { memberRef: { type: "string" } }),
      ],
      ["members"],
    ],
  ])("%s: the entity other tools point at is where names are looked up", (_v, tools, ids) => {
    expect(nameLookups(tools).map((t) => t.id)).toEqual(ids);
  });
});
