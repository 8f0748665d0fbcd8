import { describe, expect, it } from "vitest";
import { getCommerceData } from "../commerce/data";
import { FIRST_SHIPMENT_NUMBER, generateLogisticsData, getLogisticsData, SHIPMENT_COUNT } from "./data";

describe("logistics demo data", () => {
  const data = getLogisticsData();

  it("is deterministic for a seed and differs for another seed", () => {
    const again = generateLogisticsData(42);
    expect(JSON.stringify(again.shipments.slice(0, 50))).toBe(JSON.stringify(data.shipments.slice(0, 50)));
    expect(again.inventoryBySku.get("SKU-0042")).toEqual(data.inventoryBySku.get("SKU-0042"));
    const other = generateLogisticsData(7);
    expect(other.shipments.map((s) => s.warehouse_id).join()).not.toBe(
      data.shipments.map((s) => s.warehouse_id).join(),
    );
  });

  it("has ~3,000 shipments S-50001… ascending in time, and eight warehouses W-01…W-08", () => {
    expect(data.shipments).toHaveLength(SHIPMENT_COUNT);
    expect(data.shipments[0].id).toBe(`S-${FIRST_SHIPMENT_NUMBER}`);
    expect(data.shipments.at(-1)?.id).toBe("S-53000");
    const created = data.shipments.map((s) => s.created_at);
    expect([...created].sort()).toEqual(created);
    expect(data.warehouses.map((w) => `${w.id} ${w.city}`)).toEqual([
      "W-01 Milano",
      "W-02 Torino",
      "W-03 Roma",
      "W-04 Bologna",
      "W-05 Napoli",
      "W-06 Verona",
      "W-07 Genova",
      "W-08 Bari",
    ]);
    for (const w of data.warehouses) expect(data.shipments.some((s) => s.warehouse_id === w.id)).toBe(true);
  });

  it("agrees with the commerce world: order, tracking number, carrier, status and dates", () => {
    const commerce = getCommerceData();
    for (const s of data.shipments.filter((_, i) => i % 97 === 0)) {
      const order = commerce.ordersById.get(s.order_id);
      expect(order, s.order_id).toBeDefined();
      const twin = commerce.shipmentsByTracking.get(s.tracking_number);
      expect(twin).toMatchObject({
        order_id: s.order_id,
        carrier: s.carrier,
        status: s.status,
        shipped_at: s.shipped_at,
      });
      expect(s.destination_city).toBe(order?.shipping_address.city);
    }
    expect(data.shipments.every((s) => /^O-1\d{5}$/.test(s.order_id))).toBe(true);
  });

  it("has every status, open shipments counted per warehouse", () => {
    const statuses = new Set(data.shipments.map((s) => s.status));
    expect([...statuses].sort()).toEqual(["delivered", "exception", "in_transit", "label_created"]);
    const open = data.shipments.filter((s) => s.status !== "delivered").length;
    expect(data.warehouses.reduce((sum, w) => sum + w.open_shipments, 0)).toBe(open);
  });

  it("stocks SKU-0001…SKU-0200 in every warehouse, summing to the commerce product stock", () => {
    const commerce = getCommerceData();
    expect(data.inventoryBySku.size).toBe(200);
    for (const product of commerce.products) {
      const inv = data.inventoryBySku.get(product.sku);
      expect(inv?.warehouses).toHaveLength(8);
      expect(inv?.total_on_hand).toBe(product.stock);
      for (const level of inv?.warehouses ?? []) {
        expect(level.available).toBe(level.on_hand - level.reserved);
        expect(level.available).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
