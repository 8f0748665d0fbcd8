/**
 * The demo commerce tools (docs/demo-contract.md) as the host derives them, through the one shared
 * builder (lib/capabilities/__fixtures__/demo.ts), so tests also prove that a Capability is assignable
 * to RoutableTool. Nothing here is written by hand.
 */
import { demoCapability, deriveDemoCommerce } from "@/lib/capabilities/__fixtures__/demo";
import type { Capability } from "../../capabilities/types";

const demo = deriveDemoCommerce();

export const commerceCaps: Capability[] = [
  "customers.search",
  "customers.get",
  "orders.search",
  "orders.get",
  "orders.count",
  "products.search",
  "shipments.track",
  "orders.cancel",
].map((name) => demoCapability(demo, `mcp:commerce/${name}`));
