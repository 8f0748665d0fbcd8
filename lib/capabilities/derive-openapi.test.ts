import { describe, expect, it } from "vitest";
import {
  deriveOpenApiCapabilities,
  LIGHT_SCHEMA_DIAGNOSTIC,
  lightInputSchema,
  type OpenApiOperationCard,
} from "./derive-openapi";
import { RUNTIME_SHAPE_DIAGNOSTIC } from "./infer";

const card = (
  over: Partial<OpenApiOperationCard> & Pick<OpenApiOperationCard, "operationId" | "method" | "path">,
) => ({
  summary: "",
  readOnly: over.method === "GET",
  inputFields: [],
  schemaDigest: `digest-${over.operationId}`,
  ...over,
});

const logistics: OpenApiOperationCard[] = [
  card({
    operationId: "listShipments",
    method: "GET",
    path: "/shipments",
    tag: "shipments",
    summary: "List shipments",
    inputFields: ["status", "warehouse_id", "order_id", "limit"],
  }),
  card({
    operationId: "getShipment",
    method: "GET",
    path: "/shipments/{shipmentId}",
    tag: "shipments",
    inputFields: ["shipmentId"],
  }),
  card({ operationId: "listWarehouses", method: "GET", path: "/warehouses", tag: "warehouses" }),
  card({
    operationId: "getWarehouse",
    method: "GET",
    path: "/warehouses/{warehouseId}",
    tag: "warehouses",
    inputFields: ["warehouseId"],
  }),
  card({
    operationId: "getInventoryBySku",
    method: "GET",
    path: "/inventory/{sku}",
    tag: "inventory",
    inputFields: ["sku"],
  }),
  card({
    operationId: "rerouteShipment",
    method: "POST",
    path: "/shipments/{shipmentId}/reroute",
    tag: "shipments",
    inputFields: ["shipmentId", "warehouse_id*"],
  }),
];

const source = { slug: "logistics" };

describe("deriveOpenApiCapabilities on the demo logistics API", () => {
  const list = deriveOpenApiCapabilities({ source, cards: logistics });
  const get = (id: string) => list.find((c) => c.localName === id);

  it("derives ids, families, entities and operations", () => {
    expect(list.map((c) => [c.id, c.entity, c.operation])).toEqual([
      ["api:logistics/listShipments", "shipment", "list"],
      ["api:logistics/getShipment", "shipment", "get"],
      ["api:logistics/listWarehouses", "warehouse", "list"],
      ["api:logistics/getWarehouse", "warehouse", "get"],
      ["api:logistics/getInventoryBySku", "inventory", "get"],
      ["api:logistics/rerouteShipment", "shipment", expect.any(String)],
    ]);
    expect(get("listShipments")).toMatchObject({
      family: "api:logistics",
      sourceKind: "api",
      sourceId: "logistics",
      description: "List shipments",
    });
  });

  it("excludes POST as a mutative HTTP method; GETs are eligible", () => {
    expect(get("rerouteShipment")).toMatchObject({
      eligible: false,
      readOnly: false,
      risk: "high",
      exclusionReason: "mutative HTTP method",
    });
    expect(list.filter((c) => c.eligible)).toHaveLength(5);
  });

  it("uses light input schemas until an operation is materialized", () => {
    const shipment = get("getShipment");
    expect(shipment?.schemaState).toBe("light");
    expect(shipment?.inputSchema).toEqual({
      type: "object",
      properties: { shipmentId: {} },
      required: ["shipmentId"],
      additionalProperties: false,
    });
    expect(shipment?.diagnostics).toContain(LIGHT_SCHEMA_DIAGNOSTIC);
    expect(shipment?.diagnostics ?? []).not.toContain(RUNTIME_SHAPE_DIAGNOSTIC);
    expect(lightInputSchema({ path: "/a/{x}", inputFields: ["y*", "z"] })).toMatchObject({
      properties: { y: {}, z: {}, x: { type: "string" } },
      required: ["x", "y"],
    });
  });

  it("takes full schemas from materialize() and infers the collection from them", () => {
    const materialized = deriveOpenApiCapabilities({
      source,
      cards: logistics,
      materialize: (id) =>
        id === "listShipments"
          ? {
              inputSchema: {
                type: "object",
                properties: { status: { type: "string" }, limit: { type: "integer" } },
              },
              outputSchema: {
                type: "object",
                properties: {
                  items: {
                    type: "array",
                    items: { type: "object", properties: { id: { type: "string" }, status: {} } },
                  },
                  next_cursor: { type: "string" },
                },
              },
            }
          : id === "listWarehouses"
            ? { inputSchema: { type: "object" } }
            : undefined,
    });
    const shipments = materialized.find((c) => c.localName === "listShipments");
    expect(shipments).toMatchObject({ schemaState: "full", collectionPath: "items", identityFields: ["id"] });
    const warehouses = materialized.find((c) => c.localName === "listWarehouses");
    expect(warehouses?.diagnostics).toContain(RUNTIME_SHAPE_DIAGNOSTIC);
  });

  it("pins the card: a changed schema digest changes the definition hash", () => {
    const changed = deriveOpenApiCapabilities({
      source,
      cards: [{ ...logistics[0], schemaDigest: "other" }],
    });
    expect(changed[0].definitionHash).not.toBe(get("listShipments")?.definitionHash);
    const quarantined = deriveOpenApiCapabilities({
      source,
      cards: [{ ...logistics[0], schemaDigest: "other" }],
      approvals: new Map([
        [
          "listShipments",
          {
            status: "approved",
            classification: "read",
            definitionHash: get("listShipments")?.definitionHash ?? "",
          },
        ],
      ]),
    });
    expect(quarantined[0]).toMatchObject({
      eligible: false,
      exclusionReason: "definition changed since approval; re-approve",
    });
  });
});
