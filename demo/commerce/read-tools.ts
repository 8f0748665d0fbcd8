/**
 * Read tools of the demo commerce server (docs/demo-contract.md, "Read tools").
 * Schemas are zod shapes; the SDK publishes them as JSON Schema (draft-07) in tools/list.
 */
import type { McpServer, RegisteredTool } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { decodeCursor } from "./cursor";
import type { CommerceData } from "./data";
import { hintMeta } from "./hints";
import { countOrders, searchCustomers, searchOrders, searchProducts, trackShipments } from "./queries";
import { jsonText, structured, toolError } from "./results";
import {
  customerSchema,
  isoDate,
  ORDER_SORTS,
  ORDER_STATUSES,
  orderDetailSchema,
  orderSummarySchema,
  shipmentSchema,
} from "./schemas";
import type { Wrap } from "./tools";

/** The largest page of orders one call returns, as real APIs cap it: 10,000 orders take 100 pages. */
export const ORDERS_PAGE_MAX = 100;

const READ = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
} as const;
const customerId = z
  .string()
  .regex(/^C-\d{4}$/)
  .describe("Customer id, e.g. C-1042");
const orderId = z
  .string()
  .regex(/^O-\d{6}$/)
  .describe("Order id, e.g. O-100533");
const count = z.number().int().nonnegative();
const status = z.enum(ORDER_STATUSES).describe("Order status");
/** Real-API paging: an opaque cursor from the previous page's `next_cursor`; absent = the first page. */
const cursor = z.string().max(64).optional().describe("next_cursor from the previous page");
const nextCursor = z.string().optional();
const badCursor = () =>
  toolError("Invalid cursor: pass next_cursor from the previous page of the same search");

/** Runs a paged query from the decoded cursor, or answers a tool error for a cursor this server never issued. */
function paged<A extends { cursor?: string }>(args: A, run: (offset: number) => Record<string, unknown>) {
  const offset = decodeCursor(args.cursor);
  return offset === undefined ? badCursor() : structured(run(offset));
}

export function registerReadTools(
  server: McpServer,
  data: CommerceData,
  wrap: Wrap,
): Record<string, RegisteredTool> {
  const tools: Record<string, RegisteredTool> = {};

  tools["customers.search"] = server.registerTool(
    "customers.search",
    {
      title: "Search customers",
      description: "Find customers by name, email or city text. Several customers may share a name.",
      inputSchema: {
        query: z.string().optional().describe("Name, email or city text; every word must match"),
        city: z.string().optional().describe("Exact city, e.g. Milano"),
        limit: z
          .number()
          .int()
          .min(1)
          .max(100)
          .default(20)
          .describe("Maximum customers returned (page size)"),
        cursor,
      },
      outputSchema: { customers: z.array(customerSchema), total: count, next_cursor: nextCursor },
      annotations: READ,
      _meta: hintMeta("customers.search"),
    },
    wrap("customers.search", async (args) =>
      paged(args, (offset) => searchCustomers(data, { ...args, offset })),
    ),
  );

  tools["customers.get"] = server.registerTool(
    "customers.get",
    {
      title: "Get customer",
      description: "One customer's profile by id.",
      inputSchema: { customer_id: customerId },
      outputSchema: { customer: customerSchema },
      annotations: READ,
      _meta: hintMeta("customers.get"),
    },
    wrap("customers.get", async ({ customer_id }) => {
      const customer = data.customersById.get(customer_id);
      return customer ? structured({ customer }) : toolError(`Customer ${customer_id} not found`);
    }),
  );

  tools["orders.search"] = server.registerTool(
    "orders.search",
    {
      title: "Search orders",
      description: "List order summaries filtered by customer, status and order date range, sorted.",
      inputSchema: {
        customer_id: customerId.optional(),
        status: status.optional(),
        date_from: isoDate.optional().describe("First order date included (YYYY-MM-DD)"),
        date_to: isoDate.optional().describe("Last order date included (YYYY-MM-DD)"),
        sort: z.enum(ORDER_SORTS).default("date_desc").describe("Result order"),
        limit: z
          .number()
          .int()
          .min(1)
          .max(ORDERS_PAGE_MAX)
          .default(50)
          .describe("Maximum orders returned (page size)"),
        cursor,
      },
      outputSchema: { orders: z.array(orderSummarySchema), total: count, next_cursor: nextCursor },
      annotations: READ,
      _meta: hintMeta("orders.search"),
    },
    wrap("orders.search", async (args) => paged(args, (offset) => searchOrders(data, { ...args, offset }))),
  );

  tools["orders.get"] = server.registerTool(
    "orders.get",
    {
      title: "Get order details",
      description: "One order with shipping address, lines and shipments.",
      inputSchema: { order_id: orderId },
      outputSchema: { order: orderDetailSchema },
      annotations: READ,
      _meta: hintMeta("orders.get"),
    },
    wrap("orders.get", async ({ order_id }) => {
      const order = data.ordersById.get(order_id);
      return order ? structured({ order }) : toolError(`Order ${order_id} not found`);
    }),
  );

  tools["orders.count"] = server.registerTool(
    "orders.count",
    {
      title: "Count orders",
      description: "Number of orders, optionally for one customer and/or status.",
      inputSchema: { customer_id: customerId.optional(), status: status.optional() },
      outputSchema: { count },
      annotations: READ,
      _meta: hintMeta("orders.count"),
    },
    wrap("orders.count", async (args) => structured(countOrders(data, args))),
  );

  // Contract: no outputSchema and no hint, so the host has to infer the shape from the text.
  tools["products.search"] = server.registerTool(
    "products.search",
    {
      title: "Search products",
      description: "Find catalog products by text or category; returns JSON text.",
      inputSchema: {
        query: z.string().optional().describe("Words in the SKU, name or category"),
        category: z.string().optional().describe("electronics, home, apparel, outdoor or office"),
        limit: z.number().int().min(1).max(100).default(20).describe("Maximum products returned (page size)"),
        cursor,
      },
      annotations: READ,
    },
    wrap("products.search", async (args) => {
      const offset = decodeCursor(args.cursor);
      return offset === undefined ? badCursor() : jsonText(searchProducts(data, { ...args, offset }));
    }),
  );

  tools["shipments.track"] = server.registerTool(
    "shipments.track",
    {
      title: "Track shipments",
      description: "Shipment status and tracking events by tracking number or order id.",
      inputSchema: {
        tracking_number: z.string().optional().describe("Carrier tracking number"),
        order_id: orderId.optional(),
      },
      outputSchema: { shipments: z.array(shipmentSchema) },
      annotations: READ,
    },
    wrap("shipments.track", async (args) =>
      args.tracking_number || args.order_id
        ? structured(trackShipments(data, args))
        : toolError("Provide tracking_number or order_id"),
    ),
  );

  return tools;
}
