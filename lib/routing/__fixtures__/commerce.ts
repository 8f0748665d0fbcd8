/**
 * Demo-world capabilities (docs/demo-contract.md) as full `Capability` objects, so tests also prove that
 * a Capability is assignable to RoutableTool.
 */
import type { Capability, Operation } from "../../capabilities/types";

function cap(
  localName: string,
  entity: string,
  operation: Operation,
  description: string,
  properties: Record<string, unknown>,
  required: string[] = [],
  extra: Partial<Capability> = {},
): Capability {
  return {
    id: `mcp:commerce/${localName}`,
    family: "mcp:commerce",
    sourceKind: "mcp",
    sourceId: "commerce",
    localName,
    entity,
    operation,
    inputSchema: { type: "object", properties, required },
    identityFields: ["id"],
    nextTools: [],
    readOnly: true,
    risk: "low",
    eligible: true,
    definitionHash: `sha256:${localName}`,
    description,
    ...extra,
  };
}

const str = (description: string, more: Record<string, unknown> = {}) => ({
  type: "string",
  description,
  ...more,
});

export const commerceCaps: Capability[] = [
  cap(
    "customers.search",
    "customer",
    "search",
    "Search customers by name, email or city.",
    {
      query: str("Name, email or city text"),
      city: str("City"),
      limit: { type: "integer", minimum: 1, maximum: 100 },
    },
    [],
    {
      collectionPath: "customers",
      outputSchema: { type: "object", properties: { customers: { type: "array" } } },
    },
  ),
  cap(
    "customers.get",
    "customer",
    "get",
    "Get one customer by id.",
    {
      customer_id: str("Customer id", { pattern: "^C-\\d{4}$" }),
    },
    ["customer_id"],
  ),
  cap(
    "orders.search",
    "order",
    "search",
    "Search orders, optionally for one customer, by status and date range.",
    {
      customer_id: str("Customer id", { pattern: "^C-\\d{4}$" }),
      status: str("Order status", {
        enum: ["pending", "paid", "shipped", "delivered", "cancelled", "refunded"],
      }),
      date_from: str("From date", { format: "date" }),
      date_to: str("To date", { format: "date" }),
      sort: str("Sort order", { enum: ["date_desc", "date_asc", "total_desc", "total_asc"] }),
      limit: { type: "integer" },
    },
    [],
    { collectionPath: "orders" },
  ),
  cap(
    "orders.get",
    "order",
    "detail",
    "Get the full detail of one order: lines, shipping address, shipments.",
    {
      order_id: str("Order id", { pattern: "^O-\\d{6}$" }),
    },
    ["order_id"],
  ),
  cap("orders.count", "order", "count", "Count orders, optionally for one customer or status.", {
    customer_id: str("Customer id"),
    status: str("Order status", {
      enum: ["pending", "paid", "shipped", "delivered", "cancelled", "refunded"],
    }),
  }),
  cap("products.search", "product", "search", "Search products by name or category.", {
    query: str("Product name text"),
    category: str("Category"),
    limit: { type: "integer" },
  }),
  cap("shipments.track", "shipment", "search", "Track shipments by tracking number or order id.", {
    tracking_number: str("Carrier tracking number"),
    order_id: str("Order id"),
  }),
  cap(
    "orders.cancel",
    "order",
    "get",
    "Cancel an order.",
    { order_id: str("Order id"), reason: str("Reason") },
    ["order_id", "reason"],
    {
      readOnly: false,
      risk: "high",
      eligible: false,
      exclusionReason: "mutative",
    },
  ),
];
