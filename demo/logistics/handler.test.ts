import { describe, expect, it } from "vitest";
import { DEFAULT_LIMIT, handleLogisticsRequest } from "./handler";
import type { ShipmentDetail, ShipmentSummary, SkuInventory, Warehouse } from "./types";

const get = (path: string, query?: Record<string, string | string[] | undefined>) =>
  handleLogisticsRequest({ method: "GET", path, query });
type List = { shipments: ShipmentSummary[]; total: number };

describe("handleLogisticsRequest", () => {
  it("lists shipments newest first with the default limit and a total", () => {
    const res = get("/shipments");
    const body = res.body as List;
    expect(res.status).toBe(200);
    expect(body.total).toBe(3_000);
    expect(body.shipments).toHaveLength(DEFAULT_LIMIT);
    expect(body.shipments[0].id).toBe("S-53000");
    expect(body.shipments[0]).not.toHaveProperty("events");
  });

  it("filters by status, warehouse and order, and honours limit", () => {
    const exceptions = get("/shipments", { status: "exception", limit: "500" }).body as List;
    expect(exceptions.total).toBeGreaterThan(0);
    expect(exceptions.shipments.every((s) => s.status === "exception")).toBe(true);

    const w5 = get("/shipments", { warehouse_id: "W-05", limit: "3" }).body as List;
    expect(w5.shipments).toHaveLength(3);
    expect(w5.shipments.every((s) => s.warehouse_id === "W-05")).toBe(true);
    expect(w5.total).toBeGreaterThan(3);

    const someOrder = (get("/shipments", { limit: "1" }).body as List).shipments[0].order_id;
    const byOrder = get("/shipments", { order_id: someOrder }).body as List;
    expect(byOrder.shipments.length).toBeGreaterThanOrEqual(1);
    expect(byOrder.shipments.every((s) => s.order_id === someOrder)).toBe(true);

    const none = get("/shipments", { order_id: "O-100001" }).body as List;
    expect(none).toEqual({ shipments: [], total: 0 });
  });

  it("pages like a real API: an offset and the total; every shipment once, newest first", () => {
    const seen: string[] = [];
    for (let offset = 0; ; offset += 500) {
      const body = get("/shipments", { limit: "500", offset: String(offset) }).body as List;
      expect(body.total).toBe(3_000);
      if (body.shipments.length === 0) break;
      seen.push(...body.shipments.map((s) => s.id));
    }
    expect(seen).toHaveLength(3_000);
    expect(new Set(seen).size).toBe(3_000);
    expect(seen[0]).toBe("S-53000");
    const w5 = get("/shipments", { warehouse_id: "W-05", limit: "2", offset: "2" }).body as List;
    const first4 = (get("/shipments", { warehouse_id: "W-05", limit: "4" }).body as List).shipments;
    expect(w5.shipments).toEqual(first4.slice(2, 4));
    expect(get("/shipments", { offset: "-1" }).status).toBe(400);
  });

  it("accepts URLSearchParams and the full app path", () => {
    const res = handleLogisticsRequest({
      method: "GET",
      path: "/api/demo/logistics/shipments/",
      query: new URLSearchParams("status=in_transit&limit=2"),
    });
    expect((res.body as List).shipments).toHaveLength(2);
  });

  it("rejects invalid parameters with 400", () => {
    for (const query of [
      { limit: "0" },
      { limit: "501" },
      { limit: "ten" },
      { status: "lost" },
      { warehouse_id: "Milano" },
      { order_id: "123" },
    ]) {
      const res = get("/shipments", query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatchObject({ error: { code: "bad_request" } });
    }
  });

  it("gets one shipment with events, one warehouse and inventory for a SKU", () => {
    const shipment = get("/shipments/S-50001");
    expect(shipment.status).toBe(200);
    expect((shipment.body as ShipmentDetail).events[0].description).toBe("Packed and handed to carrier");

    const warehouse = get("/warehouses/W-03").body as Warehouse;
    expect(warehouse).toMatchObject({ id: "W-03", city: "Roma" });
    expect((get("/warehouses").body as { total: number }).total).toBe(8);

    const inv = get("/inventory/SKU-0200").body as SkuInventory;
    expect(inv.sku).toBe("SKU-0200");
    expect(inv.warehouses.map((w) => w.warehouse_id)).toEqual([
      "W-01",
      "W-02",
      "W-03",
      "W-04",
      "W-05",
      "W-06",
      "W-07",
      "W-08",
    ]);
  });

  it("answers 404 for unknown resources and endpoints", () => {
    expect(get("/shipments/S-99999").status).toBe(404);
    expect(get("/shipments/S-49999").status).toBe(404);
    expect(get("/warehouses/W-09").status).toBe(404);
    expect(get("/inventory/SKU-0201").status).toBe(404);
    expect(get("/trucks").status).toBe(404);
    expect(get("/shipments/S-50001/events").status).toBe(404);
  });

  it("answers 405 with an Allow header for unsupported methods", () => {
    const res = handleLogisticsRequest({ method: "DELETE", path: "/shipments/S-50001" });
    expect(res).toMatchObject({ status: 405, headers: { allow: "GET, HEAD" } });
    expect(handleLogisticsRequest({ method: "POST", path: "/shipments" }).status).toBe(405);
    expect(handleLogisticsRequest({ method: "GET", path: "/shipments/S-50001/reroute" }).status).toBe(405);
  });

  it("refuses the mutative reroute: the demo is read-only", () => {
    const res = handleLogisticsRequest({
      method: "POST",
      path: "/shipments/S-50001/reroute",
      body: { warehouse_id: "W-02" },
    });
    expect(res).toEqual({
      status: 403,
      body: { error: { code: "forbidden", message: "demo is read-only" } },
    });
    expect(handleLogisticsRequest({ method: "POST", path: "/shipments/S-1/reroute" }).status).toBe(404);
  });

  it("answers HEAD like GET without a body, and serves its OpenAPI document", () => {
    expect(handleLogisticsRequest({ method: "HEAD", path: "/warehouses" })).toEqual({
      status: 200,
      body: null,
    });
    expect((get("/openapi.json").body as { openapi: string }).openapi).toBe("3.1.0");
  });

  it("rejects malformed percent-encoding", () => {
    expect(get("/shipments/%E0%A4%A").status).toBe(400);
  });
});
