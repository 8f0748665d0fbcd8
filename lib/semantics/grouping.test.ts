import { describe, expect, it } from "vitest";
import { deskData } from "@/tests/conformance/servers/data";
import { type GroupColumn, groupingAsked, resolveGrouping } from "./grouping";

const ask = (q: string) => {
  const a = groupingAsked(q);
  return (
    a && {
      by: a.by,
      bucket: a.bucket,
      aggregate: a.aggregate,
      measure: a.measure,
      phrase: q.slice(a.start, a.end),
    }
  );
};

describe("groupingAsked: a summary in the question's words", () => {
  it.each([
    ["orders by status", { by: ["status"], aggregate: "count", phrase: "by status" }],
    ["Show me tickets by priority", { by: ["priority"], aggregate: "count", phrase: "by priority" }],
    ["how many users per plan?", { by: ["plan"], aggregate: "count", phrase: "per plan" }],
    ["number of invoices in each state", { by: ["state"], aggregate: "count", phrase: "in each state" }],
    ["orders per month in 2025", { by: [], bucket: "month", aggregate: "count", phrase: "per month" }],
    ["bookings by week", { by: [], bucket: "week", aggregate: "count", phrase: "by week" }],
    ["revenue by city", { by: ["city"], aggregate: "sum", measure: ["revenue"], phrase: "revenue by city" }],
    [
      "average order total per customer",
      {
        by: ["customer"],
        aggregate: "avg",
        measure: ["order", "total"],
        phrase: "average order total per customer",
      },
    ],
    ["total orders by status", { by: ["status"], aggregate: "sum", measure: ["order"] }],
    ["monthly revenue", { by: [], bucket: "month", aggregate: "sum", measure: ["revenue"] }],
    ["invoices grouped by state", { by: ["state"], aggregate: "count" }],
    [
      "order revenue by city",
      { by: ["city"], aggregate: "sum", measure: ["revenue"], phrase: "revenue by city" },
    ],
    [
      "revenue of orders by status",
      { by: ["status"], aggregate: "sum", measure: ["revenue"], phrase: "revenue of orders by status" },
    ],
    ["the number of tickets per priority", { by: ["priority"], aggregate: "count" }],
    ["tickets broken down by channel", { by: ["channel"], aggregate: "count" }],
  ])("%s", (q, expected) => expect(ask(q)).toMatchObject(expected));

  it.each([
    "trips driven by Mehmet Yilmaz",
    "orders placed by Riccardo Lorini",
    "top 10 orders by value",
    "sort orders by date",
    "orders ordered by date",
    "find customers by email anna@example.com",
    "orders by customer C-1042",
    "show 5 per page",
    "customers in Milano",
    "show the orders from last week",
  ])("not a grouping: %s", (q) => expect(groupingAsked(q)).toBeUndefined());
});

describe("groupingAsked: 'each' as the subject of a count (issue 9)", () => {
  it.each([
    [
      "how many applications does each job have?",
      { by: ["job"], aggregate: "count", phrase: "does each job have" },
    ],
    [
      "how many visits did each vet do last month?",
      { by: ["vet"], aggregate: "count", phrase: "did each vet do" },
    ],
    ["how many open tickets has every agent got?", { by: ["agent"], aggregate: "count" }],
    ["how many loans does each hiring manager own", { by: ["hiring", "manager"], aggregate: "count" }],
    ["how much did each customer spend in 2025?", { by: ["customer"], aggregate: "sum", measure: ["spend"] }],
  ])("%s", (q, expected) => expect(ask(q)).toMatchObject(expected));

  it.each([
    "is each driver licensed?",
    "does each order have a tracking number?",
    "how many orders does each customer C-1042 have",
    "show each order's status",
  ])("not a grouping: %s", (q) => expect(groupingAsked(q)).toBeUndefined());
});

/** The demo's order rows and the helpdesk fixture's ticket rows, as presentation types them. */
const ORDER_COLUMNS: GroupColumn[] = [
  { key: "id", type: "string" },
  { key: "customer_id", type: "string" },
  { key: "customer_name", type: "string" },
  { key: "status", type: "string", format: "status" },
  { key: "order_date", type: "string", format: "date" },
  { key: "total", type: "number", format: "money", currencyKey: "currency" },
  { key: "currency", type: "string" },
  { key: "items_count", type: "integer" },
];
const TICKET_COLUMNS: GroupColumn[] = [
  { key: "ticket_id", type: "string" },
  { key: "user_id", type: "string" },
  { key: "subject", type: "string" },
  { key: "status", type: "string", format: "status" },
  { key: "priority", type: "string" },
  { key: "created_at", type: "string", format: "date-time" },
  { key: "updated_at", type: "string", format: "date-time" },
  { key: "channel", type: "string" },
];
const INVOICE_COLUMNS: GroupColumn[] = [
  { key: "invoiceRef", type: "string" },
  { key: "memberRef", type: "string" },
  { key: "state", type: "string" },
  { key: "totalAmount", type: "number", format: "money", currencyKey: "currency" },
  { key: "currency", type: "string" },
  { key: "issuedOn", type: "string", format: "date" },
  { key: "dueOn", type: "string", format: "date" },
];

const resolve = (q: string, columns: GroupColumn[], entity: string, rows: Record<string, unknown>[] = []) => {
  const a = groupingAsked(q);
  if (!a) throw new Error(`no grouping in "${q}"`);
  return resolveGrouping(a, columns, entity, rows);
};

describe("resolveGrouping: the group and measure matched to a result's fields by their words", () => {
  it("demo orders", () => {
    expect(resolve("orders by status", ORDER_COLUMNS, "order")).toEqual({
      spec: { by: "status", aggregate: "count", chart: "bar" },
    });
    expect(resolve("orders per month in 2025", ORDER_COLUMNS, "order")).toEqual({
      spec: { by: "order_date", bucket: "month", aggregate: "count", chart: "line" },
    });
    // The customer's name reads better than its id; both make the same groups.
    expect(resolve("average order total per customer", ORDER_COLUMNS, "order")).toEqual({
      spec: { by: "customer_name", aggregate: "avg", measure: "total", chart: "bar" },
    });
    // "total orders" counts orders: the entity is not a field to sum.
    expect(resolve("total orders by status", ORDER_COLUMNS, "order")).toEqual({
      spec: { by: "status", aggregate: "count", chart: "bar" },
    });
    // The README's example: revenue is the one money field, summed per month of the order date.
    expect(resolve("monthly order revenue", ORDER_COLUMNS, "order", [{ currency: "EUR" }])).toEqual({
      spec: { by: "order_date", bucket: "month", aggregate: "sum", measure: "total", chart: "line" },
    });
  });

  it("helpdesk tickets: another vocabulary, the same rules", () => {
    expect(resolve("tickets by priority", TICKET_COLUMNS, "ticket")).toEqual({
      spec: { by: "priority", aggregate: "count", chart: "bar" },
    });
    // The ticket's own creation date, not when it was last touched.
    expect(resolve("tickets per week", TICKET_COLUMNS, "ticket")).toEqual({
      spec: { by: "created_at", bucket: "week", aggregate: "count", chart: "line" },
    });
  });

  it("camelCase invoices: `state` answers 'status', the issue date buckets months", () => {
    expect(resolve("invoices by status", INVOICE_COLUMNS, "invoice")).toEqual({
      spec: { by: "state", aggregate: "count", chart: "bar" },
    });
    expect(resolve("monthly revenue", INVOICE_COLUMNS, "invoice", [{ currency: "EUR" }])).toEqual({
      spec: { by: "issuedOn", bucket: "month", aggregate: "sum", measure: "totalAmount", chart: "line" },
    });
  });

  it("a field the result lacks is missing, never another field", () => {
    expect(resolve("revenue by city", ORDER_COLUMNS, "order")).toEqual({ missing: "city" });
    expect(resolve("tickets by region", TICKET_COLUMNS, "ticket")).toEqual({ missing: "region" });
    // A free-text subject or a date is no category; a month of a text field is not a date.
    expect(resolve("orders per weight", ORDER_COLUMNS, "order")).toEqual({ missing: "weight" });
  });

  it("money in several currencies is not summed into one number", () => {
    const rows = [{ currency: "EUR" }, { currency: "USD" }];
    expect(resolve("revenue by status", ORDER_COLUMNS, "order", rows)).toEqual({
      missing: "revenue",
      currencies: true,
    });
    expect(resolve("orders by status", ORDER_COLUMNS, "order", rows)).toMatchObject({
      spec: { by: "status" },
    });
  });

  it("groups the helpdesk fixture's real ticket rows by a field they carry", () => {
    const tickets: Record<string, unknown>[] = deskData().tickets.map((t) => ({ ...t }));
    const keys = Object.keys(tickets[0]);
    expect(keys).toContain("priority");
    const columns = TICKET_COLUMNS.filter((c) => keys.includes(c.key));
    expect(resolve("tickets by priority", columns, "ticket", tickets)).toMatchObject({
      spec: { by: "priority" },
    });
  });
});

describe("resolveGrouping over money objects (issue 14)", () => {
  const columns: GroupColumn[] = [
    { key: "id", type: "string" },
    { key: "status", type: "string", format: "status" },
    { key: "amount", type: "json", format: "money" },
    { key: "created", type: "string", format: "date" },
  ];
  it("a money object is the measure of 'revenue by status' and 'monthly revenue'", () => {
    const rows = [{ amount: { amount: 3, currency: "EUR" } }, { amount: { value: 4, currency_code: "EUR" } }];
    expect(resolve("revenue by status", columns, "payment", rows)).toEqual({
      spec: { by: "status", aggregate: "sum", measure: "amount", chart: "bar" },
    });
    expect(resolve("monthly revenue", columns, "payment", rows)).toMatchObject({
      spec: { by: "created", bucket: "month", measure: "amount" },
    });
  });
  it("money objects in several currencies are refused in words, never added up", () => {
    const rows = [{ amount: { amount: 3, currency: "EUR" } }, { amount: { amount: 4, currency: "USD" } }];
    expect(resolve("revenue by status", columns, "payment", rows)).toEqual({
      missing: "revenue",
      currencies: true,
    });
  });
});
