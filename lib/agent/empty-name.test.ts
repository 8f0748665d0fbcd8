import { describe, expect, it } from "vitest";
import type { Capability } from "@/lib/capabilities/types";
import type { ActionResult } from "@/lib/execution/types";
import type { Plan } from "@/lib/planning/types";
import { emptyNameSearch } from "./empty-name";

// Two made-up vocabularies: a record shop (albums searched by title, artists by name) and a
// cookbook site (recipes found by text, chefs by name).
const cap = (id: string, entity: string, operation: string) =>
  ({ id, entity, operation, localName: id.split("/")[1] }) as unknown as Capability;
const shop = [
  cap("mcp:shop/find_albums", "album", "search"),
  cap("mcp:shop/find_artists", "artist", "search"),
];
const cookbook = [
  cap("mcp:cook/searchRecipes", "recipe", "search"),
  cap("mcp:cook/searchChefs", "chef", "search"),
  cap("mcp:cook/searchCustomers", "customer", "search"),
];
const planOf = (tool: string, args: Record<string, unknown>): Plan => ({
  decision: "tools",
  reason: "",
  actions: [{ id: "a1", tool, args, dependsOn: [], expect: "many" }],
});
const result = (c: Capability, args: Record<string, unknown>, status = "empty") =>
  ({ actionId: "a1", tool: c.id, capability: c, args, expect: "many", status }) as unknown as ActionResult;

describe("s45 an empty search of things by a person's full name is asked about, never a none", () => {
  it.each([
    ["Nina Holloway", cookbook, "mcp:cook/searchRecipes", { q: "Nina Holloway" }, "recipes"],
    ["Marcus De Vries", cookbook, "mcp:cook/searchRecipes", { q: "Marcus De Vries", page: 1 }, "recipes"],
  ] as const)(
    "%s among recipes, customers searched beside them: asked",
    (name, caps, tool, args, records) => {
      const c = caps.find((x) => x.id === tool) as Capability;
      const p = emptyNameSearch(planOf(tool, args), [result(c, args)], caps);
      expect(p?.decision).toBe("clarify");
      expect(p?.reason).toContain(`No ${records} are named “${name}”`);
    },
  );

  it("without a search of people routed beside it the none stands", () => {
    const c = shop[0] as Capability;
    const args = { title: "Nina Holloway" };
    expect(emptyNameSearch(planOf(c.id, args), [result(c, args)], shop)).toBeUndefined();
    const withPeople = [...shop, cap("mcp:shop/find_members", "member", "search")];
    expect(emptyNameSearch(planOf(c.id, args), [result(c, args)], withPeople)?.decision).toBe("clarify");
  });

  it.each([["The Lost Harbour"], ["midnight harbour"], ["Harbour"], ["Songs Of The Long Night Sky"]])(
    "%s reads as a title (or one word): its none stands",
    (name) => {
      const c = cookbook[0] as Capability;
      const args = { q: name };
      expect(emptyNameSearch(planOf(c.id, args), [result(c, args)], cookbook)).toBeUndefined();
    },
  );

  it("a search that found something, or a search of people itself, is left alone", () => {
    const recipes = cookbook[0] as Capability;
    const customers = cookbook[2] as Capability;
    const args = { q: "Nina Holloway" };
    expect(
      emptyNameSearch(planOf(recipes.id, args), [result(recipes, args, "ok")], cookbook),
    ).toBeUndefined();
    expect(emptyNameSearch(planOf(customers.id, args), [result(customers, args)], cookbook)).toBeUndefined();
  });
});
