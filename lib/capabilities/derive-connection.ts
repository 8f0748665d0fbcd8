/**
 * One stored connection's cached catalog → its capabilities (MCP tools or OpenAPI operation cards),
 * with the admin's approvals applied. Pure: the rows are read by lib/db/repositories/connections.ts.
 */

import { minorUnitsStated } from "@/lib/semantics/fields";
import { deriveMcpCapabilities, type McpToolDefinition } from "./derive-mcp";
import { deriveOpenApiCapabilities, type OpenApiOperationCard } from "./derive-openapi";
import type { ToolApproval } from "./policy";
import type { Capability } from "./types";

/** What derivation reads of a stored connection (parsed on read: lib/db/schemas/connection.ts). */
export type CatalogConnection = { id: string; slug: string; trusted: boolean } & (
  | { kind: "mcp"; catalog: { tools: McpToolDefinition[] } | null }
  | { kind: "openapi"; catalog: { cards: OpenApiOperationCard[] } | null }
);

export function deriveConnectionCapabilities(
  conn: CatalogConnection,
  approvals: Map<string, ToolApproval>,
): Capability[] {
  if (conn.kind === "mcp") {
    const tools = conn.catalog?.tools ?? [];
    const caps = deriveMcpCapabilities({
      connection: { id: conn.id, slug: conn.slug, trusted: conn.trusted },
      tools,
      approvals,
    });
    // One API, one unit: a connection that says anywhere (a write tool's "Amount in cents"
    // included) that its amounts are minor units has them in minor units in every result.
    const minor = minorUnitsStated(tools.flatMap((t) => [t.inputSchema, t.outputSchema]));
    return minor ? caps.map((c) => ({ ...c, minorUnits: true as const })) : caps;
  }
  const cards = conn.catalog?.cards ?? [];
  return deriveOpenApiCapabilities({ source: { id: conn.id, slug: conn.slug }, cards, approvals });
}
