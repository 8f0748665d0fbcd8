/**
 * Capabilities shaped like the host derives them from the demo world (docs/demo-contract.md):
 * commerce MCP read tools (with and without output schemas / hints), mutative tools that stay
 * excluded, a few logistics REST operations and kb:search.
 */

import { capability } from "@/lib/capabilities/__fixtures__/capability";
import { deriveKbCapability } from "@/lib/capabilities/derive-kb";
import type { Capability, JsonSchema } from "@/lib/capabilities/types";

export { capability };

const obj = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: "object",
  properties,
  required,
  additionalProperties: false,
});
const str: JsonSchema = { type: "string" };
const date: JsonSchema = { type: "string", format: "date" };
const ORDER_STATUS = ["pending", "paid", "shipped", "delivered", "cancelled", "refunded"];

const customer = obj({
  id: { type: "string", pattern: "^C-\\d{4}$" },
  name: str,
  email: { type: "string", format: "email" },
  city: str,
  country: str,
  segment: { type: "string", enum: ["consumer", "business", "vip"] },
  created_at: date,
});
const orderSummary = obj({
  id: { type: "string", pattern: "^O-\\d{6}$" },
  customer_id: str,
  customer_name: str,
  status: { type: "string", enum: ORDER_STATUS },
  order_date: date,
  total: { type: "number" },
  currency: str,
  items_count: { type: "integer" },
});
const orderDetail = {
  ...orderSummary,
  properties: {
    ...(orderSummary.properties as object),
    shipping_address: obj({ street: str, city: str, postal_code: str, country: str }),
    lines: {
      type: "array",
      items: obj({
        sku: str,
        product_name: str,
        quantity: { type: "integer" },
        unit_price: { type: "number" },
      }),
    },
  },
};
const shipment = obj({
  tracking_number: str,
  order_id: str,
  carrier: str,
  status: str,
  shipped_at: str,
  delivered_at: str,
});

export const customersSearch = capability({
  id: "mcp:commerce/customers.search",
  entity: "customer",
  inputSchema: obj({
    query: str,
    city: str,
    limit: { type: "integer", minimum: 1, maximum: 100, default: 20 },
  }),
  outputSchema: obj({ customers: { type: "array", items: customer }, total: { type: "integer" } }),
  collectionPath: "customers",
  nextTools: ["mcp:commerce/customers.get", "mcp:commerce/orders.search"],
});
export const customersGet = capability({
  id: "mcp:commerce/customers.get",
  entity: "customer",
  operation: "get",
  inputSchema: obj({ customer_id: { type: "string", pattern: "^C-\\d{4}$" } }, ["customer_id"]),
  outputSchema: obj({ customer }),
});
export const ordersSearch = capability({
  id: "mcp:commerce/orders.search",
  entity: "order",
  inputSchema: obj({
    customer_id: str,
    status: { type: "string", enum: ORDER_STATUS },
    date_from: date,
    date_to: date,
    sort: {
      type: "string",
      enum: ["date_desc", "date_asc", "total_desc", "total_asc"],
      default: "date_desc",
    },
    limit: { type: "integer", minimum: 1, maximum: 10000, default: 50 },
  }),
  outputSchema: obj({ orders: { type: "array", items: orderSummary }, total: { type: "integer" } }),
  collectionPath: "orders",
  nextTools: ["mcp:commerce/orders.get", "mcp:commerce/shipments.track"],
});
export const ordersGet = capability({
  id: "mcp:commerce/orders.get",
  entity: "order",
  operation: "detail",
  inputSchema: obj({ order_id: { type: "string", pattern: "^O-\\d{6}$" } }, ["order_id"]),
  outputSchema: obj({ order: orderDetail }),
  nextTools: ["mcp:commerce/shipments.track"],
});
export const ordersCount = capability({
  id: "mcp:commerce/orders.count",
  entity: "order",
  operation: "count",
  inputSchema: obj({ customer_id: str, status: { type: "string", enum: ORDER_STATUS } }),
  outputSchema: obj({ count: { type: "integer" } }),
  identityFields: [],
});
/** No outputSchema and no hint: only identity fields are declared paths. */
export const productsSearch = capability({
  id: "mcp:commerce/products.search",
  entity: "product",
  inputSchema: obj({ query: str, category: str, limit: { type: "integer", minimum: 1 } }),
  identityFields: ["sku"],
});
/** No hint: entity/operation inferred by the host from the name. */
export const shipmentsTrack = capability({
  id: "mcp:commerce/shipments.track",
  entity: "shipment",
  inputSchema: obj({ tracking_number: str, order_id: str }),
  outputSchema: obj({ shipments: { type: "array", items: shipment } }),
  collectionPath: "shipments",
  identityFields: ["tracking_number"],
});

const mutative = {
  readOnly: false,
  eligible: false,
  risk: "high" as const,
  exclusionReason: "mutative (readOnlyHint false)",
};
export const ordersCancel = capability({
  id: "mcp:commerce/orders.cancel",
  entity: "order",
  operation: "check",
  inputSchema: obj({ order_id: str, reason: str }, ["order_id", "reason"]),
  ...mutative,
});
export const refundsCreate = capability({
  id: "mcp:commerce/refunds.create",
  entity: "refund",
  operation: "check",
  inputSchema: obj({ order_id: str, amount: { type: "number" } }, ["order_id", "amount"]),
  ...mutative,
});

const logistics = { family: "api:logistics", sourceKind: "api" as const, sourceId: "logistics" };
export const listShipments = capability({
  ...logistics,
  id: "api:logistics/listShipments",
  entity: "shipment",
  operation: "list",
  inputSchema: obj({
    status: str,
    warehouse_id: str,
    order_id: str,
    limit: { type: "integer", minimum: 1, maximum: 500 },
  }),
  collectionPath: "items",
});
export const getWarehouse = capability({
  ...logistics,
  id: "api:logistics/getWarehouse",
  entity: "warehouse",
  operation: "get",
  inputSchema: obj({ warehouseId: { type: "string", pattern: "^W-\\d{2}$" } }, ["warehouseId"]),
});

/** The knowledge-base capability exactly as the host derives it (output `results`, as searchKb returns). */
export const kbSearch = deriveKbCapability();

/** Eight routed candidates, as a route would hand them to the planner. */
export const CANDIDATES: Capability[] = [
  customersSearch,
  customersGet,
  ordersSearch,
  ordersGet,
  ordersCount,
  shipmentsTrack,
  listShipments,
  kbSearch,
];
export const SNAPSHOT: Capability[] = [
  ...CANDIDATES,
  productsSearch,
  getWarehouse,
  ordersCancel,
  refundsCreate,
];
export const ROUTE_IDS = CANDIDATES.map((c) => c.id);

export const customerRow = {
  id: "C-1042",
  name: "Riccardo Lorini",
  email: "riccardo.lorini@example.com",
  city: "Milano",
  country: "IT",
  segment: "consumer",
  created_at: "2024-02-11",
};
export const orderRow = {
  id: "O-100123",
  customer_id: "C-1042",
  customer_name: "Riccardo Lorini",
  status: "shipped",
  order_date: "2026-03-04",
  total: 129.5,
  currency: "EUR",
  items_count: 3,
};
