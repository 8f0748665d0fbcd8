/**
 * The demo commerce tools and kb:search (docs/demo-contract.md) as the host derives them, through the
 * one shared builder (lib/capabilities/__fixtures__/demo.ts), enough for executor and present tests.
 * Nothing here is written by hand; test-only tools are built in the tests with `capability()`.
 */
import { capability } from "@/lib/capabilities/__fixtures__/capability";
import { demoCapability, deriveDemoCommerce } from "@/lib/capabilities/__fixtures__/demo";
import type { Capability, Snapshot } from "@/lib/capabilities/types";

export { capability };

const demo = deriveDemoCommerce();
const tool = (id: string) => demoCapability(demo, id);

export const customersSearch = tool("mcp:commerce/customers.search");
export const customersGet = tool("mcp:commerce/customers.get");
export const ordersSearch = tool("mcp:commerce/orders.search");
export const ordersGet = tool("mcp:commerce/orders.get");
/** No output schema and no hint: the shape must be observed. */
export const productsSearch = tool("mcp:commerce/products.search");
/** Mutative: listed, never eligible. */
export const ordersCancel = tool("mcp:commerce/orders.cancel");
/** The knowledge base's tool as the host derives it. */
export const kbSearch = tool("kb:search");

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
