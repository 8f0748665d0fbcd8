import { describe, expect, it } from "vitest";
import { capability } from "@/lib/capabilities/__fixtures__/capability";
import type { Code } from "@/lib/errors";
import {
  type ActionResult,
  type ExecutionDeps,
  executePlan,
  resumeAfterSelection,
  type ToolResult,
} from "@/lib/execution";
import {
  customersSearch,
  LORINI_MILANO,
  LORINI_TORINO,
  ordersGet,
  ordersOf,
  ordersSearch,
  productsSearch,
  snapshotOf,
} from "@/lib/execution/__fixtures__/commerce";
import type { PlanAction } from "@/lib/planning/types";
import { present } from "./present";
import { cardLabel } from "./prose";
import type { MessagePartDraft } from "./types";

const options = { question: "orders of Riccardo Lorini", snapshotHash: "snap-hash" };

function depsFor(responses: Record<string, unknown>, selection?: ExecutionDeps["selection"]): ExecutionDeps {
  return {
    snapshot: snapshotOf(),
    selectedIds: new Set(Object.keys(responses)),
    authorize: async () => ({ ok: true }),
    callTool: async (cap): Promise<ToolResult> => ({
      ok: true,
      data: responses[cap.id],
      truncated: false,
      bytes: 1,
    }),
    selection,
    now: () => 0,
  };
}

function run(
  actions: PlanAction[],
  responses: Record<string, unknown>,
  selection?: ExecutionDeps["selection"],
) {
  return executePlan({ decision: "tools", reason: "t", actions }, depsFor(responses, selection));
}

const findCustomer: PlanAction = {
  id: "a1",
  tool: customersSearch.id,
  args: { query: "Riccardo Lorini" },
  dependsOn: [],
  expect: "one",
};
const ordersOfCustomer: PlanAction = {
  id: "a2",
  tool: ordersSearch.id,
  args: { customer_id: { $from: "a1", path: "id" } },
  dependsOn: ["a1"],
  expect: "many",
};

const textOf = (parts: MessagePartDraft[]) =>
  parts.flatMap((p) => (p.type === "text" ? [p.text] : [])).join(" ");

describe("present", () => {
  it("renders a collection once, with columns from the declared item schema, and prose without rows", async () => {
    const orders = ordersOf("C-1042", 6);
    const out = await run([findCustomer, ordersOfCustomer], {
      [customersSearch.id]: { customers: [LORINI_MILANO], total: 1 },
      [ordersSearch.id]: { orders, total: 6 },
    });
    const { parts, artifacts } = present(out.results, options);

    expect(artifacts).toHaveLength(1);
    const [table] = artifacts;
    expect(table).toMatchObject({
      kind: "table",
      entity: "order",
      title: "Orders of Riccardo Lorini (C-1042)",
      sourceTool: ordersSearch.id,
      args: { customer_id: "C-1042" },
      identityFields: ["id"],
      rowCount: 6,
      truncated: false,
      purpose: "browse",
      snapshotHash: "snap-hash",
    });
    expect(table.rows).toEqual(orders);
    expect(table.columns.map((c) => c.key)).toEqual([
      "id",
      "customer_id",
      "customer_name",
      "status",
      "order_date",
      "total",
      "currency",
      "items_count",
    ]);
    const byKey = Object.fromEntries(table.columns.map((c) => [c.key, c]));
    expect(byKey.order_date).toMatchObject({ type: "string", format: "date", label: "Order date" });
    expect(byKey.total).toMatchObject({ type: "number", format: "money", currencyKey: "currency" });
    expect(byKey.status).toMatchObject({ format: "status" });
    expect(byKey.items_count).toMatchObject({ type: "integer" });
    expect(byKey.items_count.format).toBeUndefined();

    expect(parts.filter((p) => p.type === "artifact")).toHaveLength(1);
    expect(parts.some((p) => p.type === "record-card")).toBe(false);
    const prose = textOf(parts);
    expect(prose).toBe("Riccardo Lorini (C-1042) has 6 orders, listed in the table.");
    for (const order of orders) expect(prose).not.toContain(order.id);
  });

  it("offers several matches as a pick-one table and never names the rows in prose", async () => {
    const out = await run([findCustomer, ordersOfCustomer], {
      [customersSearch.id]: { customers: [LORINI_MILANO, LORINI_TORINO], total: 2 },
      [ordersSearch.id]: { orders: [] },
    });
    const { parts, artifacts } = present(out.results, options);
    expect(artifacts).toHaveLength(1);
    expect(artifacts[0]).toMatchObject({
      purpose: "pick-one",
      rowCount: 2,
      title: "Customers named Riccardo Lorini",
    });
    expect(artifacts[0].columns.find((c) => c.key === "segment")).toMatchObject({
      format: "status",
      enum: ["consumer", "business", "vip"],
    });
    expect(parts[1]).toMatchObject({
      type: "artifact",
      artifactId: "draft:a1",
      purpose: "pick-one",
      rowCount: 2,
    });
    const prose = textOf(parts);
    expect(prose).toBe("Found 2 customers named Riccardo Lorini. Pick one in the table to continue.");
    expect(prose).not.toMatch(/C-1042|C-1377|Milano|Torino/);
  });

  it("shows a single record as a record card, even when a selection exists", async () => {
    const detail = {
      order: { id: "O-100001", status: "shipped", total: 120, lines: [{ sku: "SKU-0001", quantity: 1 }] },
    };
    const action: PlanAction = {
      id: "a1",
      tool: ordersGet.id,
      args: { order_id: { $from: "selection", path: "id" } },
      dependsOn: [],
      expect: "one",
    };
    const selection = { rows: [{ id: "O-100001", status: "shipped" }], entity: "order" };
    const out = await run([action], { [ordersGet.id]: detail }, selection);
    const { parts, artifacts } = present(out.results, options);
    expect(artifacts).toHaveLength(0);
    expect(parts).toContainEqual({
      type: "record-card",
      entity: "order",
      title: "Order O-100001",
      record: detail.order,
      sourceTool: ordersGet.id,
    });
    expect(textOf(parts)).toBe("Here is order O-100001.");
  });

  it("a record whose own title starts with its entity's name is not named twice (session 42)", async () => {
    // A key-value text record whose first line is "Order O-100001" (its title), as a server writes it.
    const detail = { order: { id: "O-100001", title: "Order O-100001", status: "shipped" } };
    const action: PlanAction = {
      id: "a1",
      tool: ordersGet.id,
      args: { order_id: "O-100001" },
      dependsOn: [],
      expect: "one",
    };
    const out = await run([action], { [ordersGet.id]: detail });
    const { parts } = present(out.results, options);
    const card = parts.find((p) => p.type === "record-card");
    expect(card).toMatchObject({ type: "record-card", title: "Order O-100001" });
    expect(textOf(parts)).toBe("Here is Order O-100001.");
  });

  it("after a pick, names the picked record as the subject and shows only the dependent table", async () => {
    const first = await run([findCustomer, ordersOfCustomer], {
      [customersSearch.id]: { customers: [LORINI_MILANO, LORINI_TORINO] },
    });
    if (first.status !== "suspended") throw new Error("expected suspension");
    const deps = depsFor({ [ordersSearch.id]: { orders: ordersOf("C-1377", 3), total: 3 } });
    const out = await resumeAfterSelection(first.suspension, LORINI_TORINO, deps);
    const { parts, artifacts } = present(out.results, options);
    expect(artifacts.map((a) => a.actionId)).toEqual(["a2"]);
    expect(parts.filter((p) => p.type === "record-card")).toHaveLength(0);
    expect(textOf(parts)).toBe("Riccardo Lorini (C-1377) has 3 orders, listed in the table.");
  });

  it("bounds rows by maxRows and flags truncation, reporting the full count", () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({
      sku: `SKU-${i}`,
      name: `P${i}`,
      price: 9.5,
      meta: { a: 1 },
    }));
    const result: ActionResult = {
      actionId: "a1",
      tool: productsSearch.id,
      capability: productsSearch,
      args: { query: "lamp" },
      expect: "many",
      status: "ok",
      data: { products: rows },
      records: rows,
      kind: "collection",
      collectionPath: "products",
      truncated: false,
    };
    const { parts, artifacts } = present([result], { ...options, maxRows: 10 });
    expect(artifacts[0]).toMatchObject({ rowCount: 10, totalCount: 25, truncated: true });
    expect(artifacts[0].rows).toHaveLength(10);
    // No declared schema: columns come from the observed rows; nested objects are json; a price
    // without a currency column is a number, never money in a guessed currency.
    expect(artifacts[0].columns.map((c) => [c.key, c.type, c.format])).toEqual([
      ["sku", "string", undefined],
      ["name", "string", undefined],
      ["price", "number", undefined],
      ["meta", "json", undefined],
    ]);
    expect(parts[1]).toMatchObject({ type: "artifact", truncated: true, rowCount: 10 });
    expect(textOf(parts)).toBe(
      "Found 25 products matching “lamp”, listed in the table. The table shows the first 10.",
    );
  });

  it("reports no match without an artifact", async () => {
    const out = await run([findCustomer, ordersOfCustomer], {
      [customersSearch.id]: { customers: [] },
      [ordersSearch.id]: {},
    });
    const { parts, artifacts } = present(out.results, { ...options, evidence: out.evidence });
    expect(artifacts).toHaveLength(0);
    expect(parts).toEqual([{ type: "text", text: "No customer named Riccardo Lorini found." }]);
  });

  it("turns failed or refused evidence into error parts with user-facing messages", () => {
    const { parts } = present([], {
      ...options,
      evidence: [
        {
          actionId: "a1",
          tool: "x",
          status: "error",
          recordCount: 0,
          identifiers: [],
          error: { code: "unavailable:connector", message: "ECONNREFUSED" },
        },
        {
          actionId: "a2",
          tool: "y",
          status: "refused",
          recordCount: 0,
          identifiers: [],
          error: { code: "forbidden:tool", message: "no" },
        },
      ],
    });
    expect(parts).toEqual([
      {
        type: "error",
        code: "unavailable:connector",
        message: "A data source did not respond. Try again in a moment.",
        retryable: true,
      },
      {
        type: "error",
        code: "forbidden:tool",
        message: "A tool needed for this answer is not available to you.",
        retryable: false,
      },
    ]);
  });
});

describe("upstream errors say what happened", () => {
  const failed = (code: Code) =>
    present([], {
      question: "q",
      snapshotHash: "h",
      evidence: [
        {
          actionId: "a1",
          tool: "api:x/y",
          status: "error",
          recordCount: 0,
          identifiers: [],
          error: { code, message: "raw" },
        },
      ],
    }).parts.find((p) => p.type === "error");
  it("404 is not found, 5xx is retryable, malformed is unreadable; raw upstream text is never shown", () => {
    expect(failed("upstream:http_404")).toMatchObject({
      message: "Nothing was found for that request.",
      retryable: false,
    });
    expect(failed("upstream:http_503")).toMatchObject({ retryable: true });
    expect(failed("upstream:malformed")?.type === "error" && failed("upstream:malformed")?.message).toMatch(
      /could not be read/,
    );
    expect(JSON.stringify(failed("upstream:http_500"))).not.toContain("raw");
  });
});

describe("identity of records from a tool that declares none", () => {
  it("labels rows and records by their own identifier field, not by another column", () => {
    const rows = [
      { ticket_id: "TCK-1", status: "closed", subject: "Late" },
      { ticket_id: "TCK-2", status: "open", subject: "Broken" },
    ];
    const tickets = {
      ...productsSearch,
      id: "mcp:people/list_tickets",
      entity: "ticket",
      identityFields: [],
    };
    const result: ActionResult = {
      actionId: "a1",
      tool: tickets.id,
      capability: tickets,
      args: {},
      expect: "many",
      status: "ok",
      data: { tickets: rows },
      records: rows,
      kind: "collection",
      collectionPath: "tickets",
      truncated: false,
    };
    const { artifacts } = present([result], options);
    expect(artifacts[0]?.identityFields).toEqual(["ticket_id"]);
  });
});

describe("a top-N the person asked for", () => {
  it("says which rows these are: the 5 most recent orders, of all", () => {
    const rows = Array.from({ length: 5 }, (_, i) => ({ id: `O-${i}`, total: 10, currency: "EUR" }));
    const sorted = {
      ...ordersSearch,
      inputSchema: {
        type: "object",
        properties: {
          sort: { type: "string", enum: ["date_desc", "date_asc", "total_desc"] },
          limit: { type: "integer", minimum: 1, maximum: 100 },
        },
      },
    };
    const result: ActionResult = {
      actionId: "a1",
      tool: sorted.id,
      capability: sorted,
      args: { sort: "date_desc", limit: 5 },
      expect: "many",
      status: "ok",
      data: { orders: rows, total: 12_000 },
      records: rows,
      kind: "collection",
      collectionPath: "orders",
      total: 12_000,
      truncated: true,
    };
    const { parts, artifacts } = present([result], options);
    expect(textOf(parts)).toBe("The 5 most recent orders (of 12,000), listed in the table.");
    // The 5 asked for are the whole answer: the table does not call itself cut short.
    expect(artifacts[0]).toMatchObject({ rowCount: 5, truncated: false });
    expect(parts.find((p) => p.type === "artifact")).toMatchObject({ truncated: false });
  });
});

describe("a top-N from a tool that sorts but takes no count (session 41)", () => {
  // A berths search whose filters and order are grouped objects, with no page size to ask for N.
  const berths = capability({
    id: "mcp:moorings/lookup_berths",
    entity: "berth",
    operation: "search",
    inputSchema: {
      type: "object",
      properties: {
        criteria: {
          type: "object",
          properties: { berth_class: { type: "string", enum: ["visitor", "seasonal", "under repair"] } },
        },
        order: {
          type: "object",
          properties: {
            by: { type: "string", enum: ["fee", "length"] },
            dir: { type: "string", enum: ["asc", "desc"] },
          },
        },
      },
    },
  });
  const rows = [
    { code: "QX-1", fee: 40 },
    { code: "QX-2", fee: 55 },
    { code: "QX-3", fee: 70 },
    { code: "QX-4", fee: 90 },
  ];
  const result = (args: Record<string, unknown>): ActionResult => ({
    actionId: "a1",
    tool: berths.id,
    capability: berths,
    args,
    expect: "many",
    status: "ok",
    data: { berths: rows, total: 9 },
    records: rows,
    kind: "collection",
    collectionPath: "berths",
    total: 9,
    truncated: false,
  });

  it("keeps the first N of the tool's own order and says which rows they are", () => {
    const sorted = result({ criteria: { berth_class: "visitor" }, order: { by: "fee", dir: "asc" } });
    const { parts, artifacts } = present([sorted], { ...options, question: "the 2 cheapest visitor berths" });
    expect(artifacts[0]?.rows.map((r) => r.code)).toEqual(["QX-1", "QX-2"]);
    expect(artifacts[0]).toMatchObject({ rowCount: 2, truncated: false });
    expect(textOf(parts)).toBe("The 2 cheapest berths with berth class visitor (of 9), listed in the table.");
  });

  it("says a grouped filter the count was taken with ('under repair'), not a bare total", () => {
    const filtered = result({ criteria: { berth_class: "under repair" } });
    const { parts } = present([filtered], { ...options, question: "how many berths are under repair?" });
    expect(textOf(parts)).toMatch(/under repair/);
  });
});

describe("an order the tool could not give, made by the host over the rows it loaded", () => {
  const unsorted = {
    ...ordersSearch,
    description: "Search orders.",
    inputSchema: { type: "object", properties: { status: { type: "string" } } },
  };
  const rows = [
    { id: "O-1", total: 120, currency: "EUR", order_date: "2025-03-02" },
    { id: "O-2", total: 2400, currency: "EUR", order_date: "2025-01-15" },
    { id: "O-3", total: 75, currency: "EUR", order_date: "2025-06-30" },
    { id: "O-4", total: 980, currency: "EUR", order_date: "2025-02-11" },
  ];
  const listed = (): ActionResult => ({
    actionId: "a1",
    tool: unsorted.id,
    capability: unsorted,
    args: {},
    expect: "many",
    status: "ok",
    data: { orders: rows },
    records: rows,
    kind: "collection",
    collectionPath: "orders",
    truncated: false,
  });

  it("'the 2 biggest orders': sorted by the money field, the first 2 kept, and said so", () => {
    const { parts, artifacts } = present([listed()], { ...options, question: "the 2 biggest orders" });
    expect(artifacts[0]?.rows.map((r) => r.id)).toEqual(["O-2", "O-4"]);
    expect(artifacts[0]).toMatchObject({ rowCount: 2 });
    expect(textOf(parts)).toBe("The 2 biggest orders by total (of 4), listed in the table.");
  });

  it("amounts written as strings order as numbers ('980.00' is below '2400.00')", () => {
    const text = rows.map((r) => ({ ...r, total: r.total.toFixed(2) }));
    const result = { ...listed(), data: { orders: text }, records: text };
    const { artifacts } = present([result], { ...options, question: "the 2 biggest orders" });
    expect(artifacts[0]?.rows.map((r) => r.id)).toEqual(["O-2", "O-4"]);
  });

  it("'our oldest orders': every row, oldest first by the one date field", () => {
    const { parts, artifacts } = present([listed()], { ...options, question: "our oldest orders" });
    expect(artifacts[0]?.rows.map((r) => r.id)).toEqual(["O-2", "O-4", "O-1", "O-3"]);
    expect(textOf(parts)).toBe("The oldest orders by order date, listed in the table.");
  });

  it("a ranking by a field the question names: ordered by that field, the first N kept", () => {
    const { parts, artifacts } = present([listed()], {
      ...options,
      question: "the 3 orders sorted by order date descending",
    });
    expect(artifacts[0]?.rows.map((r) => r.id)).toEqual(["O-3", "O-1", "O-4"]);
    expect(textOf(parts)).toBe("The 3 orders by order date, descending (of 4), listed in the table.");
    const few = present([listed()], { ...options, question: "orders with the lowest total" });
    expect(few.artifacts[0]?.rows.map((r) => r.id)).toEqual(["O-3", "O-1", "O-4", "O-2"]);
  });

  it("leaves the rows alone when the field named is none of theirs", () => {
    const { artifacts } = present([listed()], { ...options, question: "orders sorted by shoe size" });
    expect(artifacts[0]?.rows.map((r) => r.id)).toEqual(["O-1", "O-2", "O-3", "O-4"]);
  });

  it("leaves the rows alone when the question asks no order", () => {
    const { artifacts } = present([listed()], { ...options, question: "show orders" });
    expect(artifacts[0]?.rows.map((r) => r.id)).toEqual(["O-1", "O-2", "O-3", "O-4"]);
  });
});

describe("a year shown as written still ranks as a number (issue 14)", () => {
  // Two made-up vocabularies: a heritage register's buildings and a league's clubs.
  const listed = (entity: string, rows: Record<string, unknown>[]): ActionResult => {
    const cap = capability({ id: `mcp:made-up/list_${entity}s`, entity, collectionPath: `${entity}s` });
    return {
      actionId: "a1",
      tool: cap.id,
      capability: cap,
      args: {},
      expect: "many",
      status: "ok",
      data: { [`${entity}s`]: rows },
      records: rows,
      kind: "collection",
      collectionPath: `${entity}s`,
      truncated: false,
    };
  };

  it("'buildings with the lowest year built': ordered by the year, which the table shows as 1606", () => {
    const rows = [
      { ref: "HB-1", yearBuilt: 1890, visitors: 1500 },
      { ref: "HB-2", yearBuilt: 1606, visitors: 12000 },
      { ref: "HB-3", yearBuilt: 1754, visitors: 300 },
    ];
    const { parts, artifacts } = present([listed("building", rows)], {
      ...options,
      question: "buildings with the lowest year built",
    });
    expect(artifacts[0]?.rows.map((r) => r.ref)).toEqual(["HB-2", "HB-3", "HB-1"]);
    expect(artifacts[0]?.columns.find((c) => c.key === "yearBuilt")?.type).toBe("string");
    expect(artifacts[0]?.columns.find((c) => c.key === "visitors")?.type).toBe("integer");
    expect(textOf(parts)).toBe("The buildings by year built, ascending, listed in the table.");
  });

  it("'the 2 clubs with the highest founded': the latest founded first", () => {
    const rows = [
      { name: "Rovers", founded: 1887, total: 2400 },
      { name: "United", founded: 1902, total: 1800 },
      { name: "Athletic", founded: 1865, total: 3100 },
    ];
    const { artifacts } = present([listed("club", rows)], {
      ...options,
      question: "the 2 clubs with the highest founded",
    });
    expect(artifacts[0]?.rows.map((r) => r.name)).toEqual(["United", "Rovers"]);
    expect(artifacts[0]?.columns.find((c) => c.key === "founded")?.type).toBe("string");
  });
});

describe("a count answered from a list", () => {
  it("states the number first: 'There are 350 customers.'", () => {
    const rows = Array.from({ length: 100 }, (_, i) => ({ id: `C-${1000 + i}`, name: `N${i}` }));
    const result: ActionResult = {
      actionId: "a1",
      tool: customersSearch.id,
      capability: customersSearch,
      args: {},
      expect: "many",
      status: "ok",
      data: { customers: rows, total: 350 },
      records: rows,
      kind: "collection",
      collectionPath: "customers",
      total: 350,
      truncated: true,
    };
    const { parts } = present([result], { ...options, question: "How many customers are there?" });
    expect(textOf(parts)).toBe("There are 350 customers. The table shows 100 of them.");
  });

  it("the page size the host asked for is no 'first 100' of the person's, and a state reads as words", () => {
    const rows = Array.from({ length: 100 }, (_, i) => ({ id: `C-${1000 + i}`, name: `N${i}` }));
    const result: ActionResult = {
      actionId: "a1",
      tool: customersSearch.id,
      capability: customersSearch,
      args: { limit: 100, status: "in_transit" },
      expect: "many",
      status: "ok",
      data: { customers: rows, total: 2000 },
      records: rows,
      kind: "collection",
      collectionPath: "customers",
      total: 2000,
      truncated: true,
      loading: { pages: 1, loaded: 100, total: 2000, complete: false, bytes: 1000, hostArgs: ["limit"] },
    };
    const { parts } = present([result], { ...options, question: "how many customers do we have" });
    expect(textOf(parts)).toBe("There are 2,000 in transit customers. The table shows 100 of them.");
  });
});

describe("a record card known by an opaque id is titled by its name or number (issue 14)", () => {
  it("a GraphQL global id or a random token gives way to the record's own number or name", () => {
    const claim = { id: "gid://claims/Claim/1042", claimNumber: "CLM-1042", status: "UNDER_REVIEW" };
    expect(cardLabel(claim, ["id"], "claim")).toBe("CLM-1042");
    const invoice = { id: "in_NoffshmEizo6Uxgs", number: "ELOK29-0002", customer: "cus_pM9de6DP10a9sY" };
    expect(cardLabel(invoice, ["id"], "invoice")).toBe("ELOK29-0002");
    const holder = { id: "UG9saWN5aG9sZGVyOjUwMQ==", name: "Margaret Okafor" };
    expect(cardLabel(holder, ["id"], "policyholder")).toBe("Margaret Okafor");
    // An id people read stays in the title, as before.
    expect(cardLabel({ id: "C-1042", name: "Riccardo Lorini" }, ["id"], "customer")).toBe(
      "Riccardo Lorini (C-1042)",
    );
  });
});

describe("a whole list the tool sorted says its order, read from the field and direction sent (session 46)", () => {
  // Records ordered by a grouped field and a direction beside it: a ferry line's sailings, a beekeeping co-op's hives.
  const orderedBy = (id: string, entity: string, fields: string[]) =>
    capability({
      id,
      entity,
      operation: "search",
      inputSchema: {
        type: "object",
        properties: {
          orderBy: {
            type: "object",
            properties: {
              field: { type: "string", enum: fields },
              direction: { type: "string", enum: ["ASC", "DESC"] },
            },
          },
        },
      },
    });
  const sailings = orderedBy("mcp:ferries/list_sailings", "sailing", ["DEPARTS_AT", "FARE_AMOUNT"]);
  const hives = orderedBy("mcp:apiary/list_hives", "hive", ["INSPECTED_AT", "HIVE_NAME"]);
  const listed = (cap: typeof hives, args: Record<string, unknown>): ActionResult => {
    const rows = [
      { ref: "R-1", honeyYieldKg: 30 },
      { ref: "R-2", honeyYieldKg: 20 },
      { ref: "R-3", honeyYieldKg: 10 },
    ];
    return {
      actionId: "a1",
      tool: cap.id,
      capability: cap,
      args,
      expect: "many",
      status: "ok",
      data: rows,
      records: rows,
      kind: "collection",
      total: 3,
      truncated: false,
    };
  };
  const say = (r: ActionResult, question: string) => textOf(present([r], { ...options, question }).parts);
  it("a ferry line: the direction sent beside the field decides 'biggest' or 'smallest'", () => {
    expect(
      say(listed(sailings, { orderBy: { field: "FARE_AMOUNT", direction: "DESC" } }), "dearest sailing"),
    ).toBe("Found 3 sailings, listed in the table, biggest first.");
    expect(
      say(listed(sailings, { orderBy: { field: "DEPARTS_AT", direction: "ASC" } }), "first sailing"),
    ).toBe("Found 3 sailings, listed in the table, oldest first.");
  });
  it("a beekeeping co-op: a descending date order is 'most recent first'; no order sent, none said", () => {
    expect(
      say(listed(hives, { orderBy: { field: "INSPECTED_AT", direction: "DESC" } }), "show the hives"),
    ).toBe("Found 3 hives, listed in the table, most recent first.");
    expect(say(listed(hives, {}), "list the hives")).toBe("Found 3 hives, listed in the table.");
  });
});
