import { describe, expect, it } from "vitest";
import { commerceCaps } from "./__fixtures__/commerce";
import { buildRoutingIndex } from "./build-index";
import { expandFamily, MAX_CANDIDATES, MAX_CARDS, route } from "./router";
import type { RoutableTool } from "./types";

const TOPICS = [
  "apples",
  "bananas",
  "cherries",
  "dates",
  "figs",
  "grapes",
  "kiwis",
  "lemons",
  "mangos",
  "olives",
];

/** `families` × `perFamily` tools that all match "records", so every family competes. */
function bigCatalog(families: string[], perFamily: number): RoutableTool[] {
  return families.flatMap((family) =>
    Array.from({ length: perFamily }, (_, i) => ({
      id: `mcp:${family}/records.tool_${i}`,
      family: `mcp:${family}`,
      entity: "record",
      operation: i % 2 === 0 ? "search" : "get",
      localName: `records.tool_${i}`,
      description: `Search ${family} records about ${TOPICS[i % TOPICS.length]}.`,
      inputSchema: { type: "object", properties: { query: { type: "string" } } },
    })),
  );
}

describe("route", () => {
  it("holds at most 8 candidates, each with a score and reasons", () => {
    const caps = bigCatalog(["alpha", "beta"], 10);
    const r = route(caps, "search records");
    expect(r.candidates.length).toBe(MAX_CANDIDATES);
    for (const c of r.candidates) {
      expect(c.score).toBeGreaterThan(0);
      expect(c.reasons.length).toBeGreaterThan(0);
    }
  });

  it("shows every eligible card when the catalog has ≤ 40, and no omitted families", () => {
    const r = route(commerceCaps, "orders of a customer");
    const eligible = commerceCaps.filter((c) => c.eligible);
    expect(r.cards).toHaveLength(eligible.length);
    expect(r.cards.map((c) => c.id)).not.toContain("mcp:commerce/orders.cancel");
    expect(r.omittedFamilies).toEqual([]);
  });

  it("above 40 shows the strongest 40 cards plus counts and operations of what was left out", () => {
    const caps = bigCatalog(["alpha", "beta", "gamma"], 20); // 60 eligible
    const r = route(caps, "search alpha records");
    expect(r.cards).toHaveLength(MAX_CARDS);
    const omittedCount = r.omittedFamilies.reduce((s, f) => s + f.count, 0);
    expect(omittedCount).toBe(60 - MAX_CARDS);
    for (const f of r.omittedFamilies) {
      const shown = r.cards.filter((c) => c.family === f.family).length;
      expect(f.count).toBe(20 - shown);
      expect(f.operations.every((op) => op === "search" || op === "get")).toBe(true);
    }
    // the family the question is about is shown first, not omitted
    expect(r.cards.slice(0, 20).every((c) => c.family === "mcp:alpha")).toBe(true);
  });

  it("ranks only eligible capabilities even when the snapshot holds others", () => {
    const r = route(commerceCaps, "cancel order O-100001");
    expect(r.candidates.map((c) => c.id)).not.toContain("mcp:commerce/orders.cancel");
  });

  it("reports an empty catalog and a question that matches nothing as diagnostics", () => {
    expect(route([], "anything").diagnostics[0].code).toBe("routing:empty_catalog");
    const r = route(commerceCaps, "zzz qqq");
    expect(r.candidates).toEqual([]);
    expect(r.diagnostics.map((d) => d.code)).toContain("routing:no_match");
  });

  it("drops the weakest candidates when their schemas exceed the planner budget", () => {
    const r = route(commerceCaps, "orders of customer C-1042 by status", {}, { budgetBytes: 700 });
    const diag = r.diagnostics.find((d) => d.code === "routing:schema_budget");
    expect(diag?.dropped?.length).toBeGreaterThan(0);
    expect(r.candidates.length).toBeGreaterThan(0);
    expect(r.candidates.map((c) => c.id)).not.toEqual(expect.arrayContaining(diag?.dropped ?? []));
  });
});

describe("expandFamily", () => {
  const caps = bigCatalog(["alpha", "beta", "gamma"], 20);
  const index = buildRoutingIndex(caps);

  it("returns tools from that family only, ranked for the question", () => {
    const tools = expandFamily(index, "mcp:beta", "search records about dates");
    expect(tools.length).toBe(MAX_CANDIDATES);
    expect(tools.every((t) => t.family === "mcp:beta")).toBe(true);
    expect(
      tools
        .slice(0, 2)
        .map((t) => t.id)
        .sort(),
    ).toEqual(["mcp:beta/records.tool_13", "mcp:beta/records.tool_3"]);
  });

  it("accepts the family without its kind prefix and fills up with the family's other tools", () => {
    const tools = expandFamily(index, "gamma", "zzz", {}, 5);
    expect(tools.map((t) => t.id)).toEqual([0, 1, 2, 3, 4].map((i) => `mcp:gamma/records.tool_${i}`));
  });

  it("returns nothing for an unknown family", () => {
    expect(expandFamily(index, "mcp:delta", "search records")).toEqual([]);
  });
});

/** A search tool of `family` over `entity` with the given input properties. */
const tool = (family: string, localName: string, entity: string, properties: Record<string, unknown>) => ({
  id: `mcp:${family}/${localName}`,
  family: `mcp:${family}`,
  entity,
  operation: "search",
  localName,
  description: "",
  inputSchema: { type: "object", properties },
});

describe("what the question gives routes where no word matches", () => {
  const lettings = [
    tool("lettings", "listTenants", "tenant", { email: { type: "string", format: "email" } }),
    tool("lettings", "listUnits", "unit", { floor: { type: "integer" } }),
  ];
  const staff = [
    tool("staff", "ListEmployees", "employee", {
      NameContains: { type: "string", description: "Part of the employee's name" },
    }),
    tool("staff", "ListDepartments", "department", { code: { type: "string" } }),
  ];
  it("an email address: the searches that filter by email", () => {
    expect(route(lettings, "who is dokafor@gmail.com?").candidates.map((c) => c.id)).toEqual([
      "mcp:lettings/listTenants",
    ]);
    expect(route(lettings, "who is dokafor?").candidates).toEqual([]);
  });
  it("a first name where a person stands: the searches by name", () => {
    expect(route(staff, "what is Sofia working on?").candidates.map((c) => c.id)).toEqual([
      "mcp:staff/ListEmployees",
    ]);
    expect(route(staff, "what is sofia working on?").candidates).toEqual([]);
  });
});

describe("s24 route0: a lookup of a name alone routes to the searches by name", () => {
  const helpdesk = [
    tool("helpdesk", "search_users", "user", { query: { type: "string", description: "Name or email" } }),
    tool("helpdesk", "list_macros", "macro", { active: { type: "boolean" } }),
  ];
  const clinic = [
    tool("clinic", "search_practitioner", "practitioner", {
      name: { type: "string", description: "Part of the practitioner's name" },
    }),
    tool("clinic", "list_rooms", "room", { floor: { type: "integer" } }),
  ];
  it.each([
    [helpdesk, "find Arjun", "mcp:helpdesk/search_users"],
    [helpdesk, "look up Arjun?", "mcp:helpdesk/search_users"],
    [clinic, "find Dr. Okafor", "mcp:clinic/search_practitioner"],
    [clinic, "search for Prof Nakamura", "mcp:clinic/search_practitioner"],
  ] as const)("%#: %s", (caps, q, id) => {
    expect(route([...caps], q).candidates.map((c) => c.id)).toContain(id);
  });
  it.each([
    [helpdesk, "find arjun"],
    [clinic, "find Dr."],
    [clinic, "find December"],
    [helpdesk, "Arjun"],
  ] as const)("not a looked-up name: %#: %s", (caps, q) => {
    expect(route([...caps], q).candidates).toEqual([]);
  });
});
