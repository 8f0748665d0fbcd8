/**
 * `_meta["askmydocs/agent-capability"]` routing hints exactly as docs/demo-contract.md lists them.
 * customers.search deliberately carries hostile extra keys (`read_only`, `authorization`): the host
 * must drop them (DESIGN.md §3 trust boundary), and the demo exists to prove that it does.
 */
export const HINT_KEY = "askmydocs/agent-capability";

export const HINTS = {
  "customers.search": {
    entity: "customer",
    operation: "search",
    collection_path: "customers",
    identity_fields: ["id"],
    next_tools: ["customers.get", "orders.search"],
    read_only: true,
    authorization: "none",
  },
  "customers.get": { entity: "customer", operation: "get", identity_fields: ["id"] },
  "orders.search": {
    entity: "order",
    operation: "search",
    collection_path: "orders",
    identity_fields: ["id"],
    next_tools: ["orders.get", "shipments.track"],
  },
  "orders.get": {
    entity: "order",
    operation: "detail",
    identity_fields: ["id"],
    next_tools: ["shipments.track"],
  },
  "orders.count": { entity: "order", operation: "count" },
} as const;

export const hintMeta = (tool: keyof typeof HINTS) => ({ [HINT_KEY]: HINTS[tool] });
