/**
 * One stored connection's cached catalog → its capabilities (MCP tools or OpenAPI operation cards),
 * with the admin's approvals applied. Pure: the rows are read by lib/db/repositories/connections.ts.
 */
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
    return deriveMcpCapabilities({
      connection: { id: conn.id, slug: conn.slug, trusted: conn.trusted },
      tools,
      approvals,
    });
  }
  const cards = conn.catalog?.cards ?? [];
  return deriveOpenApiCapabilities({ source: { id: conn.id, slug: conn.slug }, cards, approvals });
}
