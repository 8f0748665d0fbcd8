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

describe("an OpenAPI source's money unit, read from its stored document: light cards included (issue 14)", () => {
  const cards = [
    {
      operationId: "ListCharges",
      method: "GET",
      path: "/v1/charges",
      summary: "List all charges",
      readOnly: true,
      inputFields: ["amount_gte", "amount_lte", "limit"],
      schemaDigest: "d1",
    },
    {
      operationId: "GetCharge",
      method: "GET",
      path: "/v1/charges/{charge}",
      summary: "Retrieve a charge",
      readOnly: true,
      inputFields: ["charge*"],
      schemaDigest: "d2",
    },
  ];
  const api = (document: unknown): CatalogConnection => ({
    id: "c2",
    slug: "payapi",
    trusted: true,
    kind: "openapi",
    catalog: { cards, document },
  });
  const derive = (document: unknown) => deriveConnectionCapabilities(api(document), new Map());
  const paths = (operation: Record<string, unknown>) => ({ "/v1/charges": { get: operation } });

  it("a component's amount 'in the smallest currency unit' puts every light card in minor units", () => {
    const caps = derive({
      openapi: "3.0.0",
      paths: paths({ operationId: "ListCharges" }),
      components: {
        schemas: {
          Charge: {
            type: "object",
            properties: {
              id: { type: "string" },
              amount: { type: "integer", description: "Amount charged, in the smallest currency unit." },
            },
          },
        },
      },
    });
    expect(caps.map((c) => c.schemaState)).toEqual(["light", "light"]);
    expect(caps.every((c) => c.minorUnits)).toBe(true);
  });

  it("a query parameter, a request body's field (another vocabulary), a Swagger 2 definition: the same rule", () => {
    const parameter = derive({
      openapi: "3.1.0",
      paths: paths({
        parameters: [
          {
            name: "amount_gte",
            in: "query",
            description: "Minimum amount, in cents.",
            schema: { type: "integer" },
          },
        ],
      }),
    });
    expect(parameter.every((c) => c.minorUnits)).toBe(true);
    const body = derive({
      openapi: "3.0.0",
      paths: {
        "/v1/refunds": {
          post: {
            requestBody: {
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    properties: { refundValue: { type: "integer", description: "Value in minor units." } },
                  },
                },
              },
            },
          },
        },
      },
    });
    expect(body.every((c) => c.minorUnits)).toBe(true);
    const swagger = derive({
      swagger: "2.0",
      paths: {},
      definitions: { Price: { type: "integer", description: "A price in pence." } },
    });
    expect(swagger.every((c) => c.minorUnits)).toBe(true);
  });

  it("a document that says nothing of units, or says it of no amount, or none stored: the unit stays unknown", () => {
    const silent = derive({
      openapi: "3.0.0",
      paths: paths({
        parameters: [{ name: "amount_gte", in: "query", schema: { type: "integer" } }],
        responses: {
          "200": {
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    amount: { type: "number", description: "Amount in euros." },
                    fragment: { type: "string", description: "Sent in 100-cent bundles." },
                  },
                },
              },
            },
          },
        },
      }),
    });
    expect(silent.some((c) => c.minorUnits)).toBe(false);
    expect(derive(undefined).some((c) => c.minorUnits)).toBe(false);
  });
});
