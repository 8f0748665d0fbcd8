import { describe, expect, it } from "vitest";
import type { Capability } from "../capabilities/types";
import { commerceCaps } from "./__fixtures__/commerce";
import { buildRoutingIndex } from "./build-index";
import { routableTools } from "./catalog";
import { rank } from "./rank";
import type { RoutableTool } from "./types";

// Type-level: a Capability is a RoutableTool (compile error otherwise, under `npm run typecheck`).
const _assignable: RoutableTool = commerceCaps[0] satisfies Capability;

const index = buildRoutingIndex(commerceCaps);
const ids = (question: string, ctx = {}) => rank(index, question, ctx).tools.map((t) => t.id);

describe("rank", () => {
  it("never ranks an ineligible capability", () => {
    expect(index.byId.has("mcp:commerce/orders.cancel")).toBe(false);
    expect(ids("cancel the order")).not.toContain("mcp:commerce/orders.cancel");
  });

  it("scores only tools that share a query term", () => {
    expect(ids("products in the kitchen category")).toEqual(["mcp:commerce/products.search"]);
  });

  it("routes by operation intent: count vs detail vs list", () => {
    expect(ids("how many orders are pending?")[0]).toBe("mcp:commerce/orders.count");
    expect(ids("show me the details of order O-100001")[0]).toBe("mcp:commerce/orders.get");
    expect(ids("list the orders shipped in March")[0]).toBe("mcp:commerce/orders.search");
  });

  it("with a customer selected, 'show their orders' prefers the orders tool that takes customer_id", () => {
    const selection = { entity: "customer", row: { id: "C-1042", name: "Riccardo Lorini", city: "Milano" } };
    const ranked = rank(index, "show their orders", { selection }).tools;
    const at = (id: string) => ranked.findIndex((t) => t.id === `mcp:commerce/${id}`);
    expect(at("orders.search")).toBeGreaterThanOrEqual(0);
    expect(at("orders.search")).toBeLessThan(
      at("customers.search") === -1 ? Number.POSITIVE_INFINITY : at("customers.search"),
    );
    expect(ranked[0].reasons.some((r) => r.startsWith("selection: customer_id"))).toBe(true);
  });

  it("the selection signal is what lifts the tool that takes the selection's id", () => {
    const selection = { entity: "order", row: { id: "O-100001", customer_id: "C-1042", status: "shipped" } };
    const withSelection = rank(index, "show me the details of this order", { selection }).tools;
    expect(withSelection[0].id).toBe("mcp:commerce/orders.get");
    expect(withSelection[0].reasons.join(" ")).toMatch(/order_id takes the order's id \(referred to\)/);
  });

  it("gives every score its reasons: terms and signals", () => {
    const [top] = rank(index, "how many orders are pending?").tools;
    expect(top.reasons.some((r) => r.startsWith('term "orders"'))).toBe(true);
    expect(top.reasons.some((r) => r.startsWith("intent count"))).toBe(true);
  });

  it("favours families used in recent turns", () => {
    const tools = routableTools([
      { name: "crm.search_contacts", description: "Search contacts by name." },
      { name: "crm.get_contact", description: "Get a contact." },
      { name: "crm.list_deals", description: "List deals." },
      { name: "mail.search_contacts", description: "Search contacts by name." },
      { name: "mail.list_messages", description: "List messages." },
      { name: "mail.get_message", description: "Get a message." },
    ]);
    const idx = buildRoutingIndex(tools);
    expect(rank(idx, "search contacts", { recentFamilies: ["mail"] }).tools[0].id).toBe(
      "mail.search_contacts",
    );
    expect(rank(idx, "search contacts", { recentFamilies: ["crm"] }).tools[0].id).toBe("crm.search_contacts");
  });

  it("treats a service named in the question as a strong family signal", () => {
    const tools = routableTools([
      { name: "stripe.list_invoices", description: "Returns a list of invoices." },
      { name: "stripe.list_customers", description: "Returns a list of customers." },
      { name: "stripe.retrieve_balance", description: "Retrieves the current account balance." },
      { name: "quickbooks.list_invoices", description: "Returns a list of invoices in QuickBooks." },
      { name: "quickbooks.list_bills", description: "Returns a list of vendor bills." },
      { name: "quickbooks.get_company", description: "Company info." },
    ]);
    const idx = buildRoutingIndex(tools);
    const [top] = rank(idx, "invoices in Stripe").tools;
    expect(top.id).toBe("stripe.list_invoices");
    expect(top.reasons.some((r) => r.includes("family stripe named"))).toBe(true);
    expect(rank(idx, "invoices in QuickBooks").tools[0].id).toBe("quickbooks.list_invoices");
  });

  it("aggregates scores by family", () => {
    const { families } = rank(index, "orders for customer");
    expect(families).toHaveLength(1);
    expect(families[0]).toMatchObject({ family: "mcp:commerce" });
    expect(families[0].matched).toBeGreaterThan(1);
  });
});
