import { describe, expect, it } from "vitest";
import { buildRoutingIndex } from "./build-index";
import { routableTools } from "./catalog";
import { parseQuestion } from "./query";
import { rank } from "./rank";
import { route } from "./router";
import { expandSynonyms } from "./synonyms";
import { tokenize, words } from "./text";
import type { RoutableTool } from "./types";

// Paraphrase questions share no word with the tool they want (DESIGN.md §8).
const catalog = routableTools([
  {
    name: "billing.list_invoices",
    description: "Returns a list of invoices.",
    inputSchema: {
      type: "object",
      properties: { status: { type: "string", enum: ["draft", "open", "paid", "void"] } },
    },
  },
  { name: "billing.list_products", description: "Returns a list of products." },
  { name: "code.list_releases", description: "Lists the published releases of a repository." },
  { name: "code.list_branches", description: "Lists branches." },
  { name: "workspace.list_members", description: "Lists the members of the workspace." },
  { name: "workspace.list_channels", description: "Lists channels." },
  { name: "workspace.list_saved_items", description: "Lists saved items of the current user." },
  { name: "shop.list_orders", description: "Retrieves a list of orders." },
]);
const index = buildRoutingIndex(catalog);
const top = (q: string) => rank(index, q).tools[0]?.id;

describe("paraphrase layer", () => {
  it.each([
    ["unpaid bills", "billing.list_invoices"],
    ["what shipped last week", "code.list_releases"],
    ["people on my team", "workspace.list_members"],
    ["stuff I starred", "workspace.list_saved_items"],
    ["purchases from last month", "shop.list_orders"],
  ])("%s → %s", (question, tool) => {
    expect(top(question)).toBe(tool);
  });

  it("weighs expansions below the words the person typed", () => {
    const q = "unpaid bills";
    const expansions = expandSynonyms(tokenize(q), words(q));
    expect(expansions.map((e) => e.term)).toEqual(expect.arrayContaining(["invoic", "open"]));
    for (const e of expansions) expect(e.weight).toBeLessThan(1);
  });

  it("says in the reasons that a match came through a synonym", () => {
    const [first] = rank(index, "unpaid bills").tools;
    expect(first.reasons.some((r) => r.includes('"bills"→invoic (synonym)'))).toBe(true);
  });

  it("an exact match still beats a paraphrase", () => {
    const idx = buildRoutingIndex(
      routableTools([
        { name: "a.list_bills", description: "Lists vendor bills." },
        { name: "a.list_invoices", description: "Lists invoices." },
      ]),
    );
    expect(rank(idx, "bills").tools.map((t) => t.id)).toEqual(["a.list_bills", "a.list_invoices"]);
  });

  it("matches two question words the catalog writes as one (derived vocabulary)", () => {
    const idx = buildRoutingIndex(
      routableTools([
        { name: "pd.list_oncalls", description: "List the entries." },
        { name: "pd.list_calls", description: "List phone calls." },
        { name: "pd.list_services", description: "List services." },
      ]),
    );
    expect(rank(idx, "who is on call").tools[0].id).toBe("pd.list_oncalls");
  });
});

describe("initialisms of a catalog's compound names", () => {
  const tool = (localName: string, entity: string): RoutableTool => ({
    id: `mcp:x/${localName}`,
    family: "mcp:x",
    entity,
    operation: /_Get$|^get/.test(localName) ? "get" : "list",
    localName,
    description: `${localName.replace(/_/g, " ")} records.`,
    inputSchema: { type: "object", properties: { id: { type: "integer" } } },
  });
  const expanded = (tools: RoutableTool[], q: string) =>
    parseQuestion(buildRoutingIndex(tools), q)
      .terms.filter((t) => t.source === "derived" && /^[A-Z]/.test(t.from))
      .map((t) => t.term)
      .sort();

  it("'PO', 'POs', 'WO' in capitals stand for the words of the one tool name they spell", () => {
    const inventory = [
      tool("PurchaseOrders_List", "order"),
      tool("PurchaseOrders_Get", "order"),
      tool("Products_List", "product"),
    ];
    expect(expanded(inventory, "show PO 10248")).toEqual(["order", "purchas"]);
    expect(route(inventory, "cancelled POs in 2024").candidates[0]?.id).toMatch(/PurchaseOrders/);
    const shop = [
      tool("WorkOrders_Get", "order"),
      tool("Vehicles_List", "vehicle"),
      tool("Drivers_List", "driver"),
    ];
    expect(expanded(shop, "WO 5512 status")).toEqual(["order", "work"]);
    expect(route(shop, "WO 5512 status").candidates[0]?.id).toBe("mcp:x/WorkOrders_Get");
  });

  it("lower-case words, catalog words and initials two names share expand to nothing", () => {
    const two = [tool("PurchaseOrders_List", "order"), tool("ProductOptions_List", "option")];
    expect(expanded(two, "show PO 10248")).toEqual([]);
    const one = [tool("PurchaseOrders_List", "order"), tool("Products_List", "product")];
    expect(expanded(one, "show po 10248")).toEqual([]);
  });
});
