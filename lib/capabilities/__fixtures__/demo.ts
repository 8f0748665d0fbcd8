/**
 * The demo world's capabilities (docs/demo-contract.md) exactly as the host derives them: the commerce
 * server's tools/list (stored in ./commerce-tools.json, pinned to the server) through
 * `deriveMcpCapabilities`, the logistics OpenAPI document through the importer and
 * `deriveOpenApiCapabilities` (schemas materialized, as a routed candidate has them), the knowledge
 * base through `deriveKbCapability`. The one place test fixtures get a demo capability from: a fixture
 * never writes a demo tool by hand, and tests/architecture/fixtures.test.ts fails if one differs.
 */
import { logisticsOpenApi } from "@/demo/logistics/openapi";
import { deriveKbCapability } from "@/lib/capabilities/derive-kb";
import { deriveMcpCapabilities } from "@/lib/capabilities/derive-mcp";
import { deriveOpenApiCapabilities } from "@/lib/capabilities/derive-openapi";
import type { Capability } from "@/lib/capabilities/types";
import { importOpenApi, materialize } from "@/lib/connectors/openapi";
import { commerceTools } from "./commerce-tools";

/** The demo commerce connection as the seed registers it: slug `commerce`, trusted by an admin. */
export const DEMO_COMMERCE_CONNECTION = { id: "c", slug: "commerce", trusted: true } as const;
export const DEMO_LOGISTICS_SOURCE = { slug: "logistics" } as const;

/** Every commerce tool (read and mutative) and the knowledge base's tool, derived afresh. */
export function deriveDemoCommerce(): Capability[] {
  return [
    ...deriveMcpCapabilities({ connection: DEMO_COMMERCE_CONNECTION, tools: commerceTools() }),
    deriveKbCapability(),
  ];
}

/** Every logistics operation, derived afresh from the demo OpenAPI document with full schemas. */
export async function deriveDemoLogistics(): Promise<Capability[]> {
  const source = await importOpenApi(logisticsOpenApi, { inThread: true });
  return deriveOpenApiCapabilities({
    source: DEMO_LOGISTICS_SOURCE,
    cards: source.cards,
    materialize: (operationId) => materialize(source, operationId),
  });
}

/** The demo capability with this id from a derived list; a fixture naming a tool the demo lacks fails. */
export function demoCapability(derived: readonly Capability[], id: string): Capability {
  const found = derived.find((c) => c.id === id);
  if (!found) throw new Error(`the demo world derives no capability "${id}"`);
  return structuredClone(found);
}
