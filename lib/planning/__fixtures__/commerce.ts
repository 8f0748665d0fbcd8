/**
 * The demo world's capabilities (docs/demo-contract.md) as the host derives them, through the one
 * shared builder (lib/capabilities/__fixtures__/demo.ts): commerce MCP read tools (with and without
 * output schemas / hints), mutative tools that stay excluded, two logistics REST operations and
 * kb:search. Nothing here is written by hand; test-only tools are built in the tests with `capability()`.
 */

import { capability } from "@/lib/capabilities/__fixtures__/capability";
import {
  demoCapability,
  deriveDemoCommerce,
  deriveDemoLogistics,
} from "@/lib/capabilities/__fixtures__/demo";
import type { Capability } from "@/lib/capabilities/types";

export { capability };

const demo = [...deriveDemoCommerce(), ...(await deriveDemoLogistics())];
const tool = (id: string) => demoCapability(demo, id);

export const customersSearch = tool("mcp:commerce/customers.search");
export const customersGet = tool("mcp:commerce/customers.get");
export const ordersSearch = tool("mcp:commerce/orders.search");
export const ordersGet = tool("mcp:commerce/orders.get");
export const ordersCount = tool("mcp:commerce/orders.count");
/** No outputSchema and no hint: the shape is observed at run time. */
export const productsSearch = tool("mcp:commerce/products.search");
/** No hint: entity/operation inferred by the host from the name and schemas. */
export const shipmentsTrack = tool("mcp:commerce/shipments.track");
/** Mutative: listed, never eligible. */
export const ordersCancel = tool("mcp:commerce/orders.cancel");
export const refundsCreate = tool("mcp:commerce/refunds.create");
export const listShipments = tool("api:logistics/listShipments");
export const getWarehouse = tool("api:logistics/getWarehouse");
/** The knowledge-base capability (output `results`, as searchKb returns). */
export const kbSearch = tool("kb:search");

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
