import type { Capability } from "../types";

/**
 * A capability as the host derives one from the demo commerce server (docs/demo-contract.md), with
 * `overrides` for what a test is about. The one factory the planning and execution fixtures share.
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
