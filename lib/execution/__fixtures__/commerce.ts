/** Demo-contract shaped capabilities (docs/demo-contract.md), enough for executor and present tests. */
import { capability } from "@/lib/capabilities/__fixtures__/capability";
import { deriveKbCapability } from "@/lib/capabilities/derive-kb";
import type { Capability, Snapshot } from "@/lib/capabilities/types";

export { capability };

const customer = {
  type: "object",
  properties: {
    id: { type: "string" },
    name: { type: "string" },
    email: { type: "string", format: "email" },
    city: { type: "string" },
    country: { type: "string" },
    segment: { type: "string", enum: ["consumer", "business", "vip"] },
    created_at: { type: "string", format: "date" },
  },
};

const orderSummary = {
  type: "object",
  properties: {
    id: { type: "string" },
    customer_id: { type: "string" },
    customer_name: { type: "string" },
    status: { type: "string" },
    order_date: { type: "string", format: "date" },
    total: { type: "number" },
    currency: { type: "string" },
    items_count: { type: "integer" },
  },
};

export const customersSearch = capability({
  id: "mcp:commerce/customers.search",
  entity: "customer",
  collectionPath: "customers",
  outputSchema: {
    type: "object",
    properties: { customers: { type: "array", items: customer }, total: { type: "integer" } },
  },
});
export const customersGet = capability({
  id: "mcp:commerce/customers.get",
  entity: "customer",
  operation: "get",
  outputSchema: { type: "object", properties: { customer } },
});
export const ordersSearch = capability({
  id: "mcp:commerce/orders.search",
  entity: "order",
  collectionPath: "orders",
  outputSchema: {
    type: "object",
    properties: { orders: { type: "array", items: orderSummary }, total: { type: "integer" } },
  },
});
export const ordersGet = capability({ id: "mcp:commerce/orders.get", entity: "order", operation: "detail" });
/** No output schema and no hint: the shape must be observed. */
export const productsSearch = capability({
  id: "mcp:commerce/products.search",
  entity: "product",
  identityFields: [],
});
export const ordersCancel = capability({
  id: "mcp:commerce/orders.cancel",
  entity: "order",
  operation: "check",
  readOnly: false,
  eligible: false,
  exclusionReason: "mutative",
});
/** The knowledge base's tool as the host derives it (one derivation, never a look-alike). */
export const kbSearch = deriveKbCapability();

export const ALL = [
  customersSearch,
  customersGet,
  ordersSearch,
  ordersGet,
  productsSearch,
  ordersCancel,
  kbSearch,
];

export function snapshotOf(capabilities: Capability[] = ALL): Snapshot {
  return {
    hash: "snap-hash",
    size: { count: capabilities.length, bytes: 1000 },
    tenantId: "t1",
    projectId: "p1",
    createdAt: "2026-01-01T00:00:00.000Z",
    capabilities,
  };
}

export const LORINI_MILANO = {
  id: "C-1042",
  name: "Riccardo Lorini",
  email: "riccardo.lorini@example.com",
  city: "Milano",
  country: "IT",
  segment: "consumer",
  created_at: "2021-03-04",
};
export const LORINI_TORINO = {
  ...LORINI_MILANO,
  id: "C-1377",
  city: "Torino",
  email: "r.lorini@example.net",
};

export function ordersOf(customerId: string, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: `O-10${String(1000 + i).padStart(4, "0")}`,
    customer_id: customerId,
    customer_name: "Riccardo Lorini",
    status: i % 2 ? "shipped" : "delivered",
    order_date: `2025-0${(i % 9) + 1}-1${i % 9}`,
    total: 100 + i,
    currency: "EUR",
    items_count: i + 1,
  }));
}
