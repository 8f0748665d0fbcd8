/**
 * OpenAPI 3.1 document of the demo logistics API, served at `/api/demo/logistics/openapi.json`.
 * The server URL is relative: the app serves the API itself, and the connector's base URL comes
 * from server-side configuration, never from this document.
 * `rerouteShipment` is mutative on purpose: it exists to prove POST operations are excluded.
 */
import { SHIPMENT_STATUSES } from "./types";

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const errors = {
  "400": { $ref: "#/components/responses/BadRequest" },
  "404": { $ref: "#/components/responses/NotFound" },
};

export const LOGISTICS_BASE_PATH = "/api/demo/logistics";

export const logisticsOpenApi = {
  openapi: "3.1.0",
  info: {
    title: "Acme Logistics API",
    version: "1.0.0",
    description:
      "Shipments, warehouses and stock levels of Acme's Italian fulfilment network (demo, read-only).",
  },
  servers: [{ url: LOGISTICS_BASE_PATH }],
  tags: [
    { name: "shipments", description: "Parcels leaving Acme warehouses and their tracking history" },
    { name: "warehouses", description: "The eight Acme fulfilment warehouses" },
    { name: "inventory", description: "Stock on hand per SKU and warehouse" },
  ],
  paths: {
    "/shipments": {
      get: {
        operationId: "listShipments",
        tags: ["shipments"],
        summary: "List shipments, newest first, filtered by status, warehouse or order",
        parameters: [
          {
            name: "status",
            in: "query",
            description: "Delivery status",
            schema: { type: "string", enum: [...SHIPMENT_STATUSES] },
          },
          { $ref: "#/components/parameters/WarehouseIdQuery" },
          {
            name: "order_id",
            in: "query",
            description: "Commerce order id, e.g. O-100123",
            schema: { type: "string", pattern: "^O-\\d{6}$" },
          },
          {
            name: "limit",
            in: "query",
            description: "Maximum number of shipments returned (default 50)",
            schema: { type: "integer", minimum: 1, maximum: 500, default: 50 },
          },
          {
            name: "offset",
            in: "query",
            description: "Shipments to skip before the first one returned (default 0)",
            schema: { type: "integer", minimum: 0, default: 0 },
          },
        ],
        responses: {
          "200": json(
            {
              type: "object",
              required: ["shipments", "total"],
              properties: {
                shipments: { type: "array", items: ref("ShipmentSummary") },
                total: { type: "integer", description: "Matching shipments before the limit" },
              },
            },
            "Matching shipments",
          ),
          "400": errors["400"],
        },
      },
    },
    "/shipments/{shipmentId}": {
      parameters: [{ $ref: "#/components/parameters/ShipmentId" }],
      get: {
        operationId: "getShipment",
        tags: ["shipments"],
        summary: "Get one shipment with its tracking events",
        responses: { "200": json(ref("ShipmentDetail"), "The shipment"), ...errors },
      },
    },
    "/shipments/{shipmentId}/reroute": {
      parameters: [{ $ref: "#/components/parameters/ShipmentId" }],
      post: {
        operationId: "rerouteShipment",
        tags: ["shipments"],
        summary: "Reroute a shipment to another warehouse (mutative)",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["warehouse_id"],
                properties: {
                  warehouse_id: { type: "string", pattern: "^W-0[1-8]$" },
                  reason: { type: "string" },
                },
              },
            },
          },
        },
        responses: {
          "200": json(ref("ShipmentDetail"), "The rerouted shipment"),
          "403": json(ref("Error"), "The demo is read-only"),
          "404": errors["404"],
        },
      },
    },
    "/warehouses": {
      get: {
        operationId: "listWarehouses",
        tags: ["warehouses"],
        summary: "List warehouses with location, capacity and open shipments",
        responses: {
          "200": json(
            {
              type: "object",
              required: ["warehouses", "total"],
              properties: {
                warehouses: { type: "array", items: ref("Warehouse") },
                total: { type: "integer" },
              },
            },
            "All warehouses",
          ),
        },
      },
    },
    "/warehouses/{warehouseId}": {
      get: {
        operationId: "getWarehouse",
        tags: ["warehouses"],
        summary: "Get one warehouse",
        parameters: [
          {
            name: "warehouseId",
            in: "path",
            required: true,
            description: "Warehouse id, W-01 … W-08",
            schema: { type: "string", pattern: "^W-\\d{2}$" },
          },
        ],
        responses: { "200": json(ref("Warehouse"), "The warehouse"), ...errors },
      },
    },
    "/inventory/{sku}": {
      get: {
        operationId: "getInventoryBySku",
        tags: ["inventory"],
        summary: "Stock of one product (SKU) in every warehouse",
        parameters: [
          {
            name: "sku",
            in: "path",
            required: true,
            description: "Product SKU, e.g. SKU-0042",
            schema: { type: "string", pattern: "^SKU-\\d{4}$" },
          },
        ],
        responses: { "200": json(ref("SkuInventory"), "Stock levels"), ...errors },
      },
    },
  },
  components: {
    parameters: {
      ShipmentId: {
        name: "shipmentId",
        in: "path",
        required: true,
        description: "Shipment id, e.g. S-50001",
        schema: { type: "string", pattern: "^S-\\d{5}$" },
      },
      WarehouseIdQuery: {
        name: "warehouse_id",
        in: "query",
        description: "Only shipments leaving this warehouse (W-01 … W-08)",
        schema: { type: "string", pattern: "^W-\\d{2}$" },
      },
    },
    responses: {
      BadRequest: json(ref("Error"), "Invalid parameter"),
      NotFound: json(ref("Error"), "No such resource"),
    },
    schemas: {
      ShipmentSummary: {
        type: "object",
        required: [
          "id",
          "tracking_number",
          "order_id",
          "carrier",
          "service",
          "status",
          "warehouse_id",
          "created_at",
          "promised_by",
        ],
        properties: {
          id: { type: "string", description: "Shipment id (S-50001 …)" },
          tracking_number: { type: "string" },
          order_id: { type: "string", description: "Commerce order id" },
          carrier: { type: "string" },
          service: { type: "string", enum: ["standard", "express"] },
          status: { type: "string", enum: [...SHIPMENT_STATUSES] },
          warehouse_id: { type: "string" },
          destination_city: { type: "string" },
          destination_country: { type: "string" },
          created_at: { type: "string", format: "date-time" },
          shipped_at: { type: ["string", "null"], format: "date-time" },
          delivered_at: { type: ["string", "null"], format: "date-time" },
          promised_by: { type: "string", format: "date" },
          weight_kg: { type: "number" },
        },
      },
      ShipmentDetail: {
        allOf: [
          ref("ShipmentSummary"),
          {
            type: "object",
            required: ["events"],
            properties: {
              warehouse_name: { type: "string" },
              destination_postal_code: { type: "string" },
              events: { type: "array", items: ref("ShipmentEvent") },
            },
          },
        ],
      },
      ShipmentEvent: {
        type: "object",
        required: ["at", "location", "description"],
        properties: {
          at: { type: "string", format: "date-time" },
          location: { type: "string" },
          description: { type: "string" },
        },
      },
      Warehouse: {
        type: "object",
        required: ["id", "name", "city"],
        properties: {
          id: { type: "string" },
          name: { type: "string" },
          city: { type: "string" },
          region: { type: "string" },
          address: { type: "string" },
          capacity_units: { type: "integer" },
          opened_at: { type: "string", format: "date" },
          open_shipments: { type: "integer", description: "Shipments not yet delivered" },
        },
      },
      InventoryLevel: {
        type: "object",
        required: ["warehouse_id", "on_hand", "available"],
        properties: {
          warehouse_id: { type: "string" },
          warehouse_name: { type: "string" },
          city: { type: "string" },
          on_hand: { type: "integer" },
          reserved: { type: "integer" },
          available: { type: "integer" },
          reorder_point: { type: "integer" },
        },
      },
      SkuInventory: {
        type: "object",
        required: ["sku", "warehouses"],
        properties: {
          sku: { type: "string" },
          product_name: { type: "string" },
          category: { type: "string" },
          total_on_hand: { type: "integer" },
          total_available: { type: "integer" },
          warehouses: { type: "array", items: ref("InventoryLevel") },
        },
      },
      Error: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: { code: { type: "string" }, message: { type: "string" } },
          },
        },
      },
    },
  },
};
