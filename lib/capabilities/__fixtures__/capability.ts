import type { Capability } from "../types";

/**
 * A test-only capability: a tool the demo world does not have, built with `overrides` for what a test
 * is about (defaults: a read-only, eligible tool of an MCP connection `commerce`). The one such factory;
 * a demo tool is never built here but taken from ./demo.ts, the host's own derivation.
 */
export function capability(overrides: Partial<Capability> & Pick<Capability, "id" | "entity">): Capability {
  return {
    family: "mcp:commerce",
    sourceKind: "mcp",
    sourceId: "commerce",
    localName: overrides.id.split("/").pop() ?? overrides.id,
    operation: "search",
    inputSchema: { type: "object", properties: {} },
    identityFields: ["id"],
    nextTools: [],
    readOnly: true,
    risk: "low",
    eligible: true,
    definitionHash: "0".repeat(64),
    description: "",
    ...overrides,
  };
}
