/**
 * The demo MCP commerce listing (docs/demo-contract.md) exactly as demo/commerce/server.ts publishes it
 * in tools/list, stored so that tests can derive from it without starting the server.
 * tests/architecture/fixtures.test.ts fails when the stored listing and the server's differ
 * (`UPDATE_DEMO_LISTING=1 npx vitest run tests/architecture/fixtures.test.ts` rewrites it).
 */
import type { McpToolDefinition } from "../derive-mcp";
import listing from "./commerce-tools.json";

/** A fresh copy of the listing (tests may change what they get). */
export function commerceTools(): McpToolDefinition[] {
  return structuredClone(listing) as unknown as McpToolDefinition[];
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
