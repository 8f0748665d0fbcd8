import { describe, expect, it } from "vitest";
import { executeOperation, importOpenApi, materialize } from "@/lib/connectors/openapi";
import { handleLogisticsRequest } from "./handler";
import { logisticsOpenApi } from "./openapi";

/** The app's own API as the OpenAPI connector sees it: imported, indexed, executed through the handler. */
const fetchViaHandler: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  const res = handleLogisticsRequest({
    method: init?.method ?? "GET",
    path: url.pathname,
    query: url.searchParams,
  });
  return new Response(res.body === null ? null : JSON.stringify(res.body), {
    status: res.status,
    headers: res.headers,
  });
};
const options = {
  baseUrl: "http://127.0.0.1:3000/api/demo/logistics",
  fetchImpl: fetchViaHandler,
  timeoutMs: 5_000,
  maxBytes: 64_000,
};

describe("logistics OpenAPI document", () => {
  it("is a valid 3.1 document with the contract's operations and tags", async () => {
    const source = await importOpenApi(logisticsOpenApi);
    expect(source.dialect).toBe("3.1");
    expect(source.cards.map((c) => [c.operationId, c.method, c.path, c.tag, c.readOnly])).toEqual([
      ["listShipments", "GET", "/shipments", "shipments", true],
      ["getShipment", "GET", "/shipments/{shipmentId}", "shipments", true],
      ["rerouteShipment", "POST", "/shipments/{shipmentId}/reroute", "shipments", false],
      ["listWarehouses", "GET", "/warehouses", "warehouses", true],
      ["getWarehouse", "GET", "/warehouses/{warehouseId}", "warehouses", true],
      ["getInventoryBySku", "GET", "/inventory/{sku}", "inventory", true],
    ]);
    expect(source.cards[0].inputFields).toEqual(["status", "warehouse_id", "order_id", "limit", "offset"]);
    expect(logisticsOpenApi.servers).toEqual([{ url: "/api/demo/logistics" }]);
  });

  it("declares output shapes the handler actually returns", async () => {
    const source = await importOpenApi(logisticsOpenApi);
    const list = materialize(source, "listShipments");
    expect(list.outputSchema).toMatchObject({
      properties: { shipments: { type: "array", items: { properties: { id: {}, order_id: {} } } } },
    });
    const detail = materialize(source, "getShipment");
    expect(detail.outputSchema).toMatchObject({
      type: "object",
      properties: { events: { type: "array" }, id: { type: "string" } },
    });

    const listed = await executeOperation(
      source,
      "listShipments",
      { status: "in_transit", limit: 5 },
      options,
    );
    expect(listed.ok).toBe(true);
    const rows = (listed.data as { shipments: Record<string, unknown>[] }).shipments;
    expect(rows).toHaveLength(5);
    type Props = { properties: Record<string, { items: { properties: Record<string, unknown> } }> };
    const declared = Object.keys((list.outputSchema as Props).properties.shipments.items.properties).sort();
    expect(Object.keys(rows[0]).sort()).toEqual(declared);

    const one = await executeOperation(source, "getShipment", { shipmentId: String(rows[0].id) }, options);
    expect(one.data).toMatchObject({ id: rows[0].id, events: expect.any(Array) });
  });

  it("end to end: read operations work, reroute is refused before any call, errors are normalized", async () => {
    const source = await importOpenApi(logisticsOpenApi);
    expect(
      (await executeOperation(source, "rerouteShipment", { shipmentId: "S-50001" }, options)).error?.code,
    ).toBe("forbidden:tool");
    const missing = await executeOperation(source, "getWarehouse", { warehouseId: "W-09" }, options);
    expect(missing.error).toEqual({
      code: "upstream:http_404",
      message: "Upstream responded 404: Warehouse W-09 not found",
    });
    const inv = await executeOperation(source, "getInventoryBySku", { sku: "SKU-0001" }, options);
    expect(inv).toMatchObject({ ok: true, data: { sku: "SKU-0001" } });
  });
});
