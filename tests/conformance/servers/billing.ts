/**
 * Conformance fixture "billing": a payments server in the style of the big hosted billing APIs,
 * written after the planner to check that the turn understands conventions it was not tuned on —
 * snake_case tools, `{ object: "list", data, has_more }` lists paged by `starting_after` (the last
 * id seen) with no total, ids like `cus_…`/`in_…`, a foreign key named after its entity alone
 * (`customer`), amounts in cents, Unix-second timestamps, a nested `created: { gte, lte }` range and
 * a boolean filter. Results are JSON text (no output schemas). Run over stdio:
 * `node --import tsx tests/conformance/servers/billing.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { billingData } from "./data";

const READ = { readOnlyHint: true };
/** The tools an admin approves as reads, and the ones that change data (never approved). */
export const BILLING_READ_TOOLS = [
  "search_customers",
  "list_customers",
  "retrieve_customer",
  "list_invoices",
  "retrieve_invoice",
  "list_subscriptions",
  "list_products",
];
export const BILLING_WRITE_TOOLS = ["create_refund", "cancel_subscription"];
const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const fail = (message: string) => ({
  isError: true,
  content: [
    { type: "text" as const, text: JSON.stringify({ error: { type: "invalid_request_error", message } }) },
  ],
});

/** A list page after the object `starting_after` names, like the hosted APIs: no total count. */
function list<T extends { id: string }>(url: string, items: T[], limit = 10, startingAfter?: string) {
  const from = startingAfter ? items.findIndex((x) => x.id === startingAfter) + 1 : 0;
  if (startingAfter && from === 0) return undefined;
  const data = items.slice(from, from + limit);
  return { object: "list", url, has_more: from + limit < items.length, data };
}

const paging = {
  limit: z
    .number()
    .int()
    .min(1)
    .max(100)
    .optional()
    .describe("A limit on the number of objects to be returned, between 1 and 100 (default 10)."),
  starting_after: z
    .string()
    .optional()
    .describe("A cursor for pagination: the ID of the last object of the previous page."),
};

export function createBillingServer(): McpServer {
  const { customers, invoices, subscriptions, products } = billingData();
  const server = new McpServer({ name: "paydesk", version: "2025.09.1" });

  server.registerTool(
    "search_customers",
    {
      description: "Search for customers by name or email.",
      inputSchema: {
        query: z.string().describe("Text to match against the customer's name or email"),
        limit: paging.limit,
      },
      annotations: READ,
    },
    async ({ query, limit }) => {
      const words = query.toLowerCase().split(/\s+/).filter(Boolean);
      const hits = customers.filter((c) =>
        words.every((w) => c.name.toLowerCase().includes(w) || c.email.toLowerCase().includes(w)),
      );
      return text({
        object: "search_result",
        data: hits.slice(0, limit ?? 10),
        has_more: hits.length > (limit ?? 10),
      });
    },
  );

  server.registerTool(
    "list_customers",
    {
      description: "Returns a list of your customers, most recently created first.",
      inputSchema: {
        email: z
          .string()
          .optional()
          .describe("A case-sensitive filter on the list based on the customer's email field."),
        ...paging,
      },
      annotations: READ,
    },
    async ({ email, limit, starting_after }) => {
      const newest = [...customers]
        .sort((a, b) => b.created - a.created)
        .filter((c) => !email || c.email === email);
      return text(
        list("/v1/customers", newest, limit, starting_after) ?? fail(`No such customer: '${starting_after}'`),
      );
    },
  );

  server.registerTool(
    "retrieve_customer",
    {
      description: "Retrieves a Customer object.",
      inputSchema: {
        customer: z.string().describe("The identifier of the customer to be retrieved (cus_…)."),
      },
      annotations: READ,
    },
    async ({ customer }) => {
      const c = customers.find((x) => x.id === customer);
      return c ? text(c) : fail(`No such customer: '${customer}'`);
    },
  );

  server.registerTool(
    "list_invoices",
    {
      description:
        "You can list all invoices, or list the invoices for a specific customer. The invoices are returned sorted by creation date, with the most recently created invoices appearing first.",
      inputSchema: {
        customer: z
          .string()
          .optional()
          .describe("Only return invoices for the customer specified by this customer ID."),
        status: z
          .enum(["draft", "open", "paid", "uncollectible", "void"])
          .optional()
          .describe("The status of the invoice."),
        created: z
          .object({
            gte: z
              .number()
              .int()
              .optional()
              .describe("Minimum value to filter by (inclusive), a Unix timestamp"),
            lte: z
              .number()
              .int()
              .optional()
              .describe("Maximum value to filter by (inclusive), a Unix timestamp"),
          })
          .optional()
          .describe("Only return invoices that were created during the given date interval."),
        ...paging,
      },
      annotations: READ,
    },
    async ({ customer, status, created, limit, starting_after }) => {
      const hits = invoices.filter(
        (i) =>
          (!customer || i.customer === customer) &&
          (!status || i.status === status) &&
          (created?.gte === undefined || i.created >= created.gte) &&
          (created?.lte === undefined || i.created <= created.lte),
      );
      return text(
        list("/v1/invoices", hits, limit, starting_after) ?? fail(`No such invoice: '${starting_after}'`),
      );
    },
  );

  server.registerTool(
    "retrieve_invoice",
    {
      description: "Retrieves the invoice with the given ID.",
      inputSchema: { invoice: z.string().describe("The identifier of the invoice (in_…).") },
      annotations: READ,
    },
    async ({ invoice }) => {
      const i = invoices.find((x) => x.id === invoice);
      return i ? text(i) : fail(`No such invoice: '${invoice}'`);
    },
  );

  server.registerTool(
    "list_subscriptions",
    {
      description: "By default, returns a list of subscriptions that have not been canceled.",
      inputSchema: {
        customer: z
          .string()
          .optional()
          .describe("The ID of the customer whose subscriptions will be retrieved."),
        status: z
          .enum(["active", "past_due", "canceled", "trialing", "all"])
          .optional()
          .describe(
            "The status of the subscriptions to retrieve. Pass `all` to list subscriptions of any status.",
          ),
        ...paging,
      },
      annotations: READ,
    },
    async ({ customer, status, limit, starting_after }) => {
      const hits = subscriptions.filter(
        (s) =>
          (!customer || s.customer === customer) &&
          (status === "all" || (status ? s.status === status : s.status !== "canceled")),
      );
      return text(
        list("/v1/subscriptions", hits, limit, starting_after) ??
          fail(`No such subscription: '${starting_after}'`),
      );
    },
  );

  server.registerTool(
    "list_products",
    {
      description: "Returns a list of your products.",
      inputSchema: {
        active: z
          .boolean()
          .optional()
          .describe(
            "Only return products that are active or inactive (e.g., pass `false` to list all archived products).",
          ),
        ...paging,
      },
      annotations: READ,
    },
    async ({ active, limit, starting_after }) => {
      const hits = products.filter((p) => active === undefined || p.active === active);
      return text(
        list("/v1/products", hits, limit, starting_after) ?? fail(`No such product: '${starting_after}'`),
      );
    },
  );

  server.registerTool(
    "create_refund",
    {
      description: "Refund a paid invoice, in full or in part.",
      inputSchema: { invoice: z.string(), amount: z.number().int().optional().describe("Amount in cents") },
      annotations: { destructiveHint: true },
    },
    async ({ invoice, amount }) =>
      text({ object: "refund", id: "re_x", invoice, amount, status: "succeeded" }),
  );

  server.registerTool(
    "cancel_subscription",
    {
      description: "Cancels a customer's subscription immediately.",
      inputSchema: { subscription: z.string() },
      annotations: { destructiveHint: true },
    },
    async ({ subscription }) => text({ object: "subscription", id: subscription, status: "canceled" }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createBillingServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("billing fixture server failed:", e);
      process.exit(1);
    });
}
