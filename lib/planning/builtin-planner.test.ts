import { describe, expect, it } from "vitest";
import { ORDERS_PAGE_MAX } from "@/demo/commerce/read-tools";
import { entityVocabulary } from "@/lib/semantics/params";
import {
  CANDIDATES,
  customerRow,
  customersSearch,
  kbSearch,
  orderRow,
  ordersCount,
  ordersGet,
  ordersSearch,
  ROUTE_IDS,
  SNAPSHOT,
  shipmentsTrack,
} from "./__fixtures__/commerce";
import { cannotFilter, planBuiltin } from "./builtin-planner";
import type { PlannerInput, PlannerSelection } from "./planner";
import type { Plan } from "./types";
import { selectionShapeOf, validatePlan } from "./validate";

const NOW = new Date("2026-04-15T10:00:00Z");
const customerSel: PlannerSelection = {
  entity: "customer",
  sourceTool: customersSearch.id,
  identityFields: ["id"],
  rows: [customerRow],
};
const orderSel: PlannerSelection = {
  entity: "order",
  sourceTool: ordersSearch.id,
  identityFields: ["id"],
  rows: [orderRow],
};

/** Plans a question and asserts the plan passes the same validator every plan passes. */
function run(question: string, extra: Partial<PlannerInput> = {}): Plan {
  const input: PlannerInput = { question, candidates: CANDIDATES, ...extra };
  const plan = planBuiltin(input, NOW);
  const result = validatePlan(plan, {
    snapshotCaps: SNAPSHOT,
    routeIds: ROUTE_IDS,
    selection: input.selection ? selectionShapeOf(input.selection) : undefined,
  });
  if (!result.valid)
    throw new Error(
      `invalid plan for "${question}": ${JSON.stringify(result.issues)}\n${JSON.stringify(plan)}`,
    );
  return result.plan;
}
const calls = (p: Plan) =>
  p.actions.map((a) => ({ tool: a.tool, args: a.args, dependsOn: a.dependsOn, expect: a.expect }));

describe("builtin planner — demo journeys", () => {
  it("looks the person up first, then lists their orders by reference", () => {
    const p = run("Show the orders for Riccardo Lorini");
    expect(p.decision).toBe("tools");
    expect(calls(p)).toEqual([
      { tool: customersSearch.id, args: { query: "Riccardo Lorini" }, dependsOn: [], expect: "one" },
      {
        tool: ordersSearch.id,
        args: { customer_id: { $from: "a1", path: "id" } },
        dependsOn: ["a1"],
        expect: "many",
      },
    ]);
  });

  it("binds the selected customer's id for 'show their orders'", () => {
    const p = run("show their orders", { selection: customerSel });
    expect(calls(p)).toEqual([
      {
        tool: ordersSearch.id,
        args: { customer_id: { $from: "selection", path: "id" } },
        dependsOn: [],
        expect: "many",
      },
    ]);
  });

  it("gets the detail of the selected order", () => {
    const p = run("show me the details of this order", { selection: orderSel });
    expect(calls(p)).toEqual([
      {
        tool: ordersGet.id,
        args: { order_id: { $from: "selection", path: "id" } },
        dependsOn: [],
        expect: "one",
      },
    ]);
  });

  it("searches the knowledge base for a policy question", () => {
    const p = run("what is the return policy?");
    expect(calls(p)).toEqual([
      { tool: kbSearch.id, args: { query: "return policy" }, dependsOn: [], expect: "many" },
    ]);
  });

  it("answers from kbEvidence when it already covers the policy question", () => {
    const p = run("what is the return policy?", {
      kbEvidence: [
        {
          document: "returns.md",
          section: "Return window",
          snippet: "Items can be returned within 30 days.",
        },
      ],
    });
    expect(p).toMatchObject({ decision: "answer", reasonCode: "kb_answer", actions: [] });
  });

  it("counts pending orders with the status enum", () => {
    const p = run("how many orders are pending?");
    expect(calls(p)).toEqual([
      { tool: ordersCount.id, args: { status: "pending" }, dependsOn: [], expect: "one" },
    ]);
  });

  it("asks for the maximum limit for 'show all orders'", () => {
    expect(calls(run("show all orders"))).toEqual([
      { tool: ordersSearch.id, args: { limit: ORDERS_PAGE_MAX }, dependsOn: [], expect: "many" },
    ]);
  });

  it("tracks an order by its id", () => {
    const p = run("track order O-100123");
    expect(calls(p)).toEqual([
      { tool: shipmentsTrack.id, args: { order_id: "O-100123" }, dependsOn: [], expect: "many" },
    ]);
  });

  it("refuses to change data, with a read_only_refusal reason code", () => {
    for (const q of [
      "cancel this order",
      "Please refund order O-100123",
      "could you update the email of this customer?",
    ]) {
      const p = run(q, { selection: orderSel });
      expect(p).toMatchObject({ decision: "answer", reasonCode: "read_only_refusal", actions: [] });
    }
  });
});

describe("builtin planner — argument binding", () => {
  it("binds an id by pattern to a get tool", () => {
    expect(calls(run("details of order O-100123"))[0]).toMatchObject({
      tool: ordersGet.id,
      args: { order_id: "O-100123" },
    });
  });

  it("binds dates, status, sort and limit without copying generic words into a query", () => {
    const p = run("show me the latest 5 shipped orders last week");
    expect(calls(p)).toEqual([
      {
        tool: ordersSearch.id,
        args: {
          status: "shipped",
          date_from: "2026-04-06",
          date_to: "2026-04-12",
          sort: "date_desc",
          limit: 5,
        },
        dependsOn: [],
        expect: "many",
      },
    ]);
  });

  it("maps 'most expensive' to the amount-descending sort and a month to a date range", () => {
    const p = run("most expensive orders in March 2026");
    expect(p.actions[0].args).toEqual({ sort: "total_desc", date_from: "2026-03-01", date_to: "2026-03-31" });
  });

  it("ignores 'any status' and binds a customer id given literally", () => {
    expect(run("list orders for C-1042 with any status").actions[0].args).toEqual({ customer_id: "C-1042" });
  });

  it("uses an email as the lookup text of a chained customer search", () => {
    const p = run("orders of riccardo.lorini@example.com");
    expect(calls(p)[0]).toMatchObject({
      tool: customersSearch.id,
      args: { query: "riccardo.lorini@example.com" },
    });
    expect(calls(p)[1]).toMatchObject({ tool: ordersSearch.id, dependsOn: ["a1"] });
  });

  it("combines a chained lookup with other stated filters", () => {
    const p = run('show the pending orders for "Lorini"');
    expect(calls(p)).toEqual([
      { tool: customersSearch.id, args: { query: "Lorini" }, dependsOn: [], expect: "one" },
      {
        tool: ordersSearch.id,
        args: { status: "pending", customer_id: { $from: "a1", path: "id" } },
        dependsOn: ["a1"],
        expect: "many",
      },
    ]);
  });

  it("puts a person's name into a query property directly when the tool has one", () => {
    expect(calls(run("find customers named Riccardo Lorini"))).toEqual([
      { tool: customersSearch.id, args: { query: "Riccardo Lorini" }, dependsOn: [], expect: "many" },
    ]);
  });

  it("plans one detail call per selected row (never a reference to 'the first')", () => {
    const rows = [orderRow, { ...orderRow, id: "O-100124" }];
    const p = run("show the details of these orders", { selection: { ...orderSel, rows } });
    expect(p.actions.map((a) => a.args)).toEqual([{ order_id: "O-100123" }, { order_id: "O-100124" }]);
  });
});

describe("builtin planner — current_selection", () => {
  it("reads a foreign key of the selected row: 'other orders from this customer' with an order selected", () => {
    expect(calls(run("show other orders from this customer", { selection: orderSel }))).toEqual([
      {
        tool: ordersSearch.id,
        args: { customer_id: { $from: "selection", path: "customer_id" } },
        dependsOn: [],
        expect: "many",
      },
    ]);
  });

  it("never feeds a selected customer into an order parameter: 'this order' with a customer selected", () => {
    expect(run("show me the details of this order", { selection: customerSel })).toMatchObject({
      decision: "clarify",
      reasonCode: "missing_input",
    });
  });

  it("does not use the selection when the question does not point at it", () => {
    expect(calls(run("show all orders", { selection: customerSel }))[0].args).toEqual({
      limit: ORDERS_PAGE_MAX,
    });
  });

  it("tracks the selected order", () => {
    expect(calls(run("track it", { selection: orderSel }))).toEqual([
      {
        tool: shipmentsTrack.id,
        args: { order_id: { $from: "selection", path: "id" } },
        dependsOn: [],
        expect: "many",
      },
    ]);
  });
});

describe("builtin planner — decisions", () => {
  it("searches the knowledge base when kbEvidence is about another subject", () => {
    const p = run("what is the return policy?", {
      kbEvidence: [
        { document: "shipping.md", section: "Shipping policy", snippet: "Orders ship within 2 days." },
      ],
    });
    expect(p.actions.map((a) => a.tool)).toEqual([kbSearch.id]);
  });

  it("keeps entity words in a knowledge-base query", () => {
    expect(run("How do I return an order?").actions[0].args).toEqual({ query: "return order" });
  });

  it("asks which record when a detail is requested without an id or selection", () => {
    expect(run("show me the details of this order")).toMatchObject({
      decision: "clarify",
      reasonCode: "missing_input",
    });
  });

  it("reports insufficient when nothing fits, and asks for a named omitted family", () => {
    expect(run("what is the weather in Rome?")).toMatchObject({
      decision: "insufficient",
      reasonCode: "no_fit",
    });
    const p = planBuiltin(
      {
        question: "list the logistics warehouses",
        candidates: CANDIDATES.filter((c) => c.family !== "api:logistics"),
        omittedFamilies: [{ family: "api:logistics", count: 6, operations: ["list", "get"] }],
      },
      NOW,
    );
    expect(p).toMatchObject({ decision: "insufficient", expandFamily: "api:logistics", actions: [] });
  });

  it("answers a greeting without tools", () => {
    expect(run("thanks!")).toMatchObject({ decision: "answer", reasonCode: "conversational" });
  });

  it("on a premature-insufficient correction, tries a routed tool the question is about — never another", () => {
    const corrections = [{ code: "premature_insufficient", message: "x" }];
    const about = planBuiltin(
      { question: "any orders lately?", candidates: [ordersSearch], corrections },
      NOW,
    );
    expect(about.decision).toBe("tools");
    expect(about.actions[0].tool).toBe(ordersSearch.id);
    // "How many customers" with only an orders count routed: forcing a tool would answer with orders.
    const other = planBuiltin(
      { question: "How many customers are there?", candidates: [ordersCount], corrections },
      NOW,
    );
    expect(other.actions).toEqual([]);
    expect(other.decision).not.toBe("tools");
  });

  it("is deterministic", () => {
    const input: PlannerInput = { question: "Show the orders for Riccardo Lorini", candidates: CANDIDATES };
    expect(planBuiltin(input, NOW)).toEqual(planBuiltin(input, NOW));
  });
});

describe("a question that points at a selection when there is none", () => {
  it("asks which one instead of listing everyone's records", async () => {
    for (const question of ["show their orders", "show me the details of this order"]) {
      const p = planBuiltin({ question, candidates: CANDIDATES }, new Date("2025-10-01"));
      expect(p.decision, question).toBe("clarify");
      expect(p.actions).toEqual([]);
    }
  });
  it("still answers time phrases with 'this'", async () => {
    const p = planBuiltin(
      { question: "show orders from this month", candidates: CANDIDATES },
      new Date("2025-10-01"),
    );
    expect(p.decision).toBe("tools");
  });
});

describe("a condition no tool can filter by is named once", () => {
  it("the same words left unexpressed twice are said once, whatever their case", () => {
    const text = cannotFilter(
      ordersSearch,
      ["FY25", "fy25", "over 2000 euros"],
      entityVocabulary(CANDIDATES),
    );
    expect(text).toMatch(/^The available tools cannot filter by "FY25", "over 2000 euros", and answering/);
    expect(text).toMatch(/It can filter orders by: .*status \(pending/);
  });
});
