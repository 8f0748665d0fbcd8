/**
 * Mutative tools with honest annotations (docs/demo-contract.md). They exist so the host can prove
 * it excludes them; if one is ever called anyway, the demo refuses instead of pretending to act.
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { toolError } from "./results";
import type { Wrap } from "./tools";

const refuse = (tool: string) => async () =>
  toolError(
    `The demo commerce server refuses to mutate data: ${tool} is not available in this read-only demo.`,
  );

export function registerMutativeTools(server: McpServer, wrap: Wrap): void {
  server.registerTool(
    "orders.cancel",
    {
      title: "Cancel order",
      description: "Cancel an order that has not shipped yet.",
      inputSchema: { order_id: z.string().regex(/^O-\d{6}$/), reason: z.string().min(1) },
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    wrap("orders.cancel", refuse("orders.cancel")),
  );

  server.registerTool(
    "customers.update",
    {
      title: "Update customer",
      description: "Change a customer's email or city.",
      inputSchema: {
        customer_id: z.string().regex(/^C-\d{4}$/),
        email: z.string().optional(),
        city: z.string().optional(),
      },
      // Overwrites existing values: destructive in the MCP sense.
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    wrap("customers.update", refuse("customers.update")),
  );

  server.registerTool(
    "refunds.create",
    {
      title: "Create refund",
      description: "Refund an amount on an order.",
      inputSchema: { order_id: z.string().regex(/^O-\d{6}$/), amount: z.number().positive() },
      // Additive (a new refund record) but moves money and is not idempotent.
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: true,
      },
    },
    wrap("refunds.create", refuse("refunds.create")),
  );
}
