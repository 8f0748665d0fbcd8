import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inferShape } from "../capabilities/infer";
import { routableTools } from "./catalog";
import { deriveFamilies } from "./catalog-names";

const fixture = (name: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, "__fixtures__", name), "utf8"));

describe("routableTools", () => {
  it("reads a tools/list array, with families from namespaces and only allow-listed hint fields", () => {
    const tools = routableTools(fixture("tools.json"));
    const search = tools.find((t) => t.id === "customers.search");
    expect(search).toMatchObject({ family: "customers", entity: "customer", operation: "search" });
    expect(Object.keys(search ?? {})).not.toContain("_meta");
    // every tool is ranked as approved: the mutative one is there too
    expect(tools.map((t) => t.id)).toContain("orders.cancel");
  });

  it("accepts the { tools } wrapper", () => {
    expect(routableTools({ tools: fixture("tools.json") })).toHaveLength(fixture("tools.json").length);
  });

  it("converts an OpenAPI document: operationId or METHOD path, params + JSON body, local $refs", () => {
    const tools = routableTools(fixture("logistics.openapi.json"));
    expect(tools.map((t) => t.id)).toEqual([
      "listShipments",
      "getShipment",
      "listWarehouses",
      "GET /inventory/{sku}",
      "rerouteShipment",
    ]);
    const list = tools[0];
    expect(Object.keys((list.inputSchema.properties ?? {}) as object)).toEqual([
      "status",
      "warehouse_id",
      "limit",
    ]);
    expect(list).toMatchObject({
      family: "shipments",
      entity: "shipment",
      operation: "list",
      description: "List shipments",
    });
    expect(tools[1]).toMatchObject({ operation: "get", inputSchema: { required: ["shipmentId"] } });
    expect(tools[4]).toMatchObject({
      operation: "action",
      inputSchema: { required: ["shipmentId", "warehouse_id"] },
    });
  });

  it("rejects a file that is none of these", () => {
    expect(() => routableTools({ nope: true })).toThrow(/expected an array/);
  });
});

describe("names", () => {
  it("derives families from namespaces, or a shared non-verb leading word", () => {
    expect(
      deriveFamilies([
        "github.list_repos",
        "stripe__list_invoices",
        "slack_a",
        "slack_b",
        "slack_c",
        "get_weather",
      ]),
    ).toEqual(["github", "stripe", "slack", "slack", "slack", "default"]);
  });

  it("takes entity and operation from the app's own inference, hint first", () => {
    const tools = routableTools([
      { name: "stripe.list_invoices", inputSchema: { type: "object" } },
      { name: "get_invoices", inputSchema: { type: "object" } },
      { name: "orders.get", inputSchema: { type: "object", properties: { id: { type: "string" } } } },
      {
        name: "lookup",
        inputSchema: { type: "object" },
        _meta: { "askmydocs/agent-capability": { entity: "parcel", operation: "search" } },
      },
    ]);
    for (const t of tools) {
      const app = inferShape({
        name: t.id,
        inputSchema: t.inputSchema,
        ...(t.id === "lookup" ? { entity: "parcel", operation: "search" as const } : {}),
      });
      expect({ entity: t.entity, operation: t.operation }).toEqual({
        entity: app.entity,
        operation: app.operation,
      });
    }
    expect(tools.map((t) => `${t.entity}/${t.operation}`)).toEqual([
      "invoice/list",
      "invoice/list",
      "order/get",
      "parcel/search",
    ]);
  });
});
