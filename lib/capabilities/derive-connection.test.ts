import { describe, expect, it } from "vitest";
import { type CatalogConnection, deriveConnectionCapabilities } from "./derive-connection";
import type { McpToolDefinition } from "./derive-mcp";

const connection = (tools: McpToolDefinition[]): CatalogConnection => ({
  id: "c1",
  slug: "paydesk",
  trusted: true,
  kind: "mcp",
  catalog: { tools },
});
const READ = { readOnlyHint: true };
const listInvoices: McpToolDefinition = {
  name: "list_invoices",
  description: "List invoices.",
  inputSchema: { type: "object", properties: { customer: { type: "string" } } },
  annotations: READ,
};

describe("a connection's money unit, decided once at derivation (issue 14)", () => {
  it("a write tool's 'Amount in cents' puts every capability of the connection in minor units", () => {
    const refund: McpToolDefinition = {
      name: "create_refund",
      inputSchema: {
        type: "object",
        properties: {
          invoice: { type: "string" },
          amount: { type: "integer", description: "Amount in cents" },
        },
      },
      annotations: { destructiveHint: true },
    };
    const caps = deriveConnectionCapabilities(connection([listInvoices, refund]), new Map());
    const list = caps.find((c) => c.localName === "list_invoices");
    expect(list?.eligible).toBe(true);
    expect(list?.minorUnits).toBe(true);
  });

  it("an output schema in another vocabulary ('smallest currency unit') counts; silence leaves the unit unknown", () => {
    const charges: McpToolDefinition = {
      name: "listCharges",
      inputSchema: { type: "object", properties: {} },
      outputSchema: {
        type: "object",
        properties: {
          charges: {
            type: "array",
            items: {
              type: "object",
              properties: {
                amount: { type: "integer", description: "Amount charged, in the smallest currency unit." },
              },
            },
          },
        },
      },
      annotations: READ,
    };
    expect(deriveConnectionCapabilities(connection([charges]), new Map())[0]?.minorUnits).toBe(true);
    expect(
      deriveConnectionCapabilities(connection([listInvoices]), new Map())[0]?.minorUnits,
    ).toBeUndefined();
  });
});
