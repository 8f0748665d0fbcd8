/**
 * One stored connection's cached catalog → its capabilities (MCP tools or OpenAPI operation cards),
 * with the admin's approvals applied. Pure: the rows are read by lib/db/repositories/connections.ts.
 */

import { minorUnitsStated } from "@/lib/semantics/fields";
import { deriveMcpCapabilities, type McpToolDefinition } from "./derive-mcp";
import { deriveOpenApiCapabilities, documentSchemas, type OpenApiOperationCard } from "./derive-openapi";
import type { ToolApproval } from "./policy";
import type { Capability } from "./types";

/** What derivation reads of a stored connection (parsed on read: lib/db/schemas/connection.ts). */
export type CatalogConnection = { id: string; slug: string; trusted: boolean } & (
  | { kind: "mcp"; catalog: { tools: McpToolDefinition[] } | null }
  | { kind: "openapi"; catalog: { cards: OpenApiOperationCard[]; document?: unknown } | null }
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
    return withMinorUnits(caps, minor);
  }
  const cards = conn.catalog?.cards ?? [];
  const caps = deriveOpenApiCapabilities({ source: { id: conn.id, slug: conn.slug }, cards, approvals });
  // The same rule for an OpenAPI source, light cards included: the stored document's own schemas
  // (components, parameters, bodies, responses) say whether its amounts are minor units.
  return withMinorUnits(caps, openApiMinorUnits(conn.catalog?.document));
}

/** One API, one unit: every capability of a connection that states minor units carries the flag. */
const withMinorUnits = (caps: Capability[], minor: boolean): Capability[] =>
  minor ? caps.map((c) => ({ ...c, minorUnits: true as const })) : caps;

/** Decided once per stored document (a large one is read whole only when nothing says cents early). */
const minorByDocument = new WeakMap<object, boolean>();
function openApiMinorUnits(document: unknown): boolean {
  if (typeof document !== "object" || document === null) return false;
  let minor = minorByDocument.get(document);
  if (minor === undefined) {
    minor = minorUnitsStated(documentSchemas(document));
    minorByDocument.set(document, minor);
  }
  return minor;
}
