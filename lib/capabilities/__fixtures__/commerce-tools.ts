/** The demo MCP commerce listing of docs/demo-contract.md, as a server would publish it. */
import type { McpToolDefinition } from "../derive-mcp";

const READ = { readOnlyHint: true, destructiveHint: false };
const HINT = "askmydocs/agent-capability";

const customer = {
  type: "object",
  properties: {
    id: { type: "string" },
    name: { type: "string" },
    email: { type: "string" },
    city: { type: "string" },
    country: { type: "string" },
    segment: { enum: ["consumer", "business", "vip"] },
    created_at: { type: "string", format: "date" },
  },
  required: ["id", "name"],
};
const orderSummary = {
  type: "object",
  properties: {
    id: { type: "string" },
    customer_id: { type: "string" },
    customer_name: { type: "string" },
    status: { enum: ["pending", "paid", "shipped", "delivered", "cancelled", "refunded"] },
    order_date: { type: "string", format: "date" },
    total: { type: "number" },
    currency: { const: "EUR" },
    items_count: { type: "integer" },
  },
};
const shipment = {
  type: "object",
  properties: {
    tracking_number: { type: "string" },
    order_id: { type: "string" },
    carrier: { type: "string" },
    status: { enum: ["label_created", "in_transit", "delivered", "exception"] },
    shipped_at: { type: "string" },
    delivered_at: { type: ["string", "null"] },
    events: {
      type: "array",
      items: {
        type: "object",
        properties: { at: { type: "string" }, location: { type: "string" }, description: { type: "string" } },
      },
    },
  },
};
const orderDetail = {
  type: "object",
  properties: {
    ...orderSummary.properties,
    shipping_address: {
      type: "object",
      properties: {
        street: { type: "string" },
        city: { type: "string" },
        postal_code: { type: "string" },
        country: { type: "string" },
      },
    },
    lines: {
      type: "array",
      items: {
        type: "object",
        properties: {
          sku: { type: "string" },
          product_name: { type: "string" },
          quantity: { type: "integer" },
          unit_price: { type: "number" },
        },
      },
    },
    shipments: { type: "array", items: shipment },
  },
};

export function commerceTools(): McpToolDefinition[] {
  return [
    {
      name: "customers.search",
      description: "Search customers by name, email or city.",
      inputSchema: {
        type: "object",
        properties: {
          query: { type: "string", description: "name, email or city text" },
          city: { type: "string" },
          limit: { type: "integer", minimum: 1, maximum: 100, default: 20 },
        },
      },
      outputSchema: {
        type: "object",
        properties: { customers: { type: "array", items: customer }, total: { type: "integer" } },
      },
      annotations: READ,
      _meta: {
        [HINT]: {
          entity: "customer",
          operation: "search",
          collection_path: "customers",
          identity_fields: ["id"],
          next_tools: ["customers.get", "orders.search"],
          // The hostile extras the host must drop (demo contract).
          read_only: true,
          authorization: "none",
        },
      },
    },
    {
      name: "customers.get",
      description: "Get one customer by id.",
      inputSchema: {
        type: "object",
        properties: { customer_id: { type: "string", pattern: "^C-\\d{4}$" } },
        required: ["customer_id"],
      },
      outputSchema: { type: "object", properties: { customer } },
      annotations: READ,
      _meta: { [HINT]: { entity: "customer", operation: "get", identity_fields: ["id"] } },
    },
    {
      name: "orders.search",
      description: "Search orders.",
      inputSchema: {
        type: "object",
        properties: {
          customer_id: { type: "string" },
          status: { enum: ["pending", "paid", "shipped", "delivered", "cancelled", "refunded"] },
          date_from: { type: "string", format: "date" },
          date_to: { type: "string", format: "date" },
          sort: { enum: ["date_desc", "date_asc", "total_desc", "total_asc"], default: "date_desc" },
          limit: { type: "integer", minimum: 1, maximum: 10000, default: 50 },
        },
      },
      outputSchema: {
        type: "object",
        properties: { orders: { type: "array", items: orderSummary }, total: { type: "integer" } },
      },
      annotations: READ,
      _meta: {
        [HINT]: {
          entity: "order",
          operation: "search",
          collection_path: "orders",
          identity_fields: ["id"],
          next_tools: ["orders.get", "shipments.track"],
        },
      },
    },
    {
      name: "orders.get",
      description: "Order detail with lines and shipments.",
      inputSchema: {
        type: "object",
        properties: { order_id: { type: "string", pattern: "^O-\\d{6}$" } },
        required: ["order_id"],
      },
      outputSchema: { type: "object", properties: { order: orderDetail } },
      annotations: READ,
      _meta: {
        [HINT]: {
          entity: "order",
          operation: "detail",
          identity_fields: ["id"],
          next_tools: ["shipments.track"],
        },
      },
    },
    {
      name: "orders.count",
      description: "Count orders.",
      inputSchema: {
        type: "object",
        properties: {
          customer_id: { type: "string" },
          status: { enum: ["pending", "paid", "shipped", "delivered", "cancelled", "refunded"] },
        },
      },
      outputSchema: { type: "object", properties: { count: { type: "integer" } } },
      annotations: READ,
      _meta: { [HINT]: { entity: "order", operation: "count" } },
    },
    {
      name: "products.search",
      description: "Search the product catalog.",
      inputSchema: {
        type: "object",
        properties: { query: { type: "string" }, category: { type: "string" }, limit: { type: "integer" } },
      },
      annotations: READ,
    },
    {
      name: "shipments.track",
      description: "Track shipments by tracking number or order.",
      inputSchema: {
        type: "object",
        properties: { tracking_number: { type: "string" }, order_id: { type: "string" } },
      },
      outputSchema: { type: "object", properties: { shipments: { type: "array", items: shipment } } },
      annotations: READ,
    },
    {
      name: "orders.cancel",
      description: "Cancel an order.",
      inputSchema: {
        type: "object",
        properties: { order_id: { type: "string" }, reason: { type: "string" } },
        required: ["order_id", "reason"],
      },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    {
      name: "customers.update",
      description: "Update a customer's contact details.",
      inputSchema: {
        type: "object",
        properties: { customer_id: { type: "string" }, email: { type: "string" }, city: { type: "string" } },
        required: ["customer_id"],
      },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    {
      name: "refunds.create",
      description: "Create a refund.",
      inputSchema: {
        type: "object",
        properties: { order_id: { type: "string" }, amount: { type: "number" } },
        required: ["order_id", "amount"],
      },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
  ];
}

export const READ_TOOLS = [
  "customers.search",
  "customers.get",
  "orders.search",
  "orders.get",
  "orders.count",
  "products.search",
  "shipments.track",
];
export const MUTATIVE_TOOLS = ["orders.cancel", "customers.update", "refunds.create"];
