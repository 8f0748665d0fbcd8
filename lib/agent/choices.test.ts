import { describe, expect, it } from "vitest";
import { choiceText } from "@/lib/chat/choice-text";
import type { Plan } from "@/lib/planning/types";
import { choiceOption, choicesPart, toolLabel } from "./choices";

describe("a choice's label is its tool's name in words, verb first", () => {
  it.each([
    ["orders.search", "search", "Search orders"],
    ["list_invoices", "list", "List invoices"],
    ["getUserById", "get", "Get user by id"],
    ["customers.get", "get", "Get customer"],
    ["shipments.track", "check", "Track shipments"],
    ["tickets", "list", "Tickets"],
  ] as const)("%s → %s", (localName, operation, label) => {
    expect(toolLabel({ localName, operation })).toBe(label);
  });
});

describe("a choice's arguments are shown as the call would pass them", () => {
  const cap = { localName: "listInvoices", operation: "list" as const };
  it("humanizes names and formats values", () => {
    const o = choiceOption(
      {
        id: "c1",
        tool: "api:billing/listInvoices",
        args: { minAmount: 2000, status: ["open", "overdue"], paid: false, note: "" },
        dependsOn: [],
        expect: "many",
      },
      0,
      cap,
    );
    expect(choiceText(o)).toBe("List invoices — min amount: 2,000, status: open, overdue, paid: no");
  });

  it("reads a selection reference from the one selected row, and says so", () => {
    const choice = {
      id: "c1",
      tool: "mcp:crm/list_orders",
      args: { user_id: { $from: "selection", path: "user_id" } },
      dependsOn: [],
      expect: "many" as const,
    };
    const one = { entity: "user", rows: [{ user_id: "u-17", name: "Ada" }] };
    expect(choiceOption(choice, 0, { localName: "list_orders", operation: "list" }, one).args).toEqual([
      { name: "user id", value: "u-17 (selected user)" },
    ]);
    const two = { entity: "user", rows: [{ user_id: "u-17" }, { user_id: "u-18" }] };
    expect(choiceOption(choice, 0, undefined, two)).toEqual({
      index: 0,
      label: "List orders",
      args: [{ name: "user id", value: "the selected users" }],
    });
  });

  it("a year or an identifier is written as is, a count with separators (issue 14)", () => {
    const o = choiceOption(
      {
        id: "c1",
        tool: "mcp:heritage/list_buildings",
        args: { built_after: 1600, founded: 1887, owner_id: 100234, total_min: 1500 },
        dependsOn: [],
        expect: "many",
      },
      0,
      { localName: "list_buildings", operation: "list" },
    );
    expect(choiceText(o)).toBe(
      "List buildings — built after: 1600, founded: 1887, owner id: 100234, total min: 1,500",
    );
  });

  it("an empty call says it has no filter", () => {
    expect(choiceText({ label: "Search orders", args: [] })).toBe("Search orders — no filter");
  });
});

describe("choicesPart", () => {
  const caps = [{ id: "mcp:shop/orders.search", localName: "orders.search", operation: "search" as const }];
  const clarify: Plan = {
    decision: "clarify",
    reason: "cannot filter by amount",
    actions: [],
    choices: [
      {
        id: "c1",
        tool: "mcp:shop/orders.search",
        args: { status: "pending" },
        dependsOn: [],
        expect: "many",
      },
    ],
  };
  it("offers a clarify's choices, indexed in stored order", () => {
    expect(choicesPart(clarify, "t1", caps)).toEqual({
      type: "choices",
      turnId: "t1",
      options: [{ index: 0, label: "Search orders", args: [{ name: "status", value: "pending" }] }],
    });
  });
  it("offers nothing for any other plan", () => {
    expect(choicesPart({ ...clarify, choices: [] }, "t1", caps)).toBeUndefined();
    expect(choicesPart({ ...clarify, decision: "insufficient" }, "t1", caps)).toBeUndefined();
  });
});
