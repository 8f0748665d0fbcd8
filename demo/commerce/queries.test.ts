import { describe, expect, it } from "vitest";
import { getCommerceData } from "./data";
import { countOrders, searchCustomers, searchOrders, searchProducts, trackShipments } from "./queries";

const data = getCommerceData();
const base = { sort: "date_desc" as const, limit: 50 };

describe("customer search", () => {
  it("finds both Riccardo Lorini by name, one by city", () => {
    expect(searchCustomers(data, { query: "Riccardo Lorini", limit: 20 }).customers.map((c) => c.id)).toEqual(
      ["C-1042", "C-1377"],
    );
    expect(
      searchCustomers(data, { query: "riccardo lorini torino", limit: 20 }).customers.map((c) => c.id),
    ).toEqual(["C-1377"]);
    expect(
      searchCustomers(data, { query: "lorini", city: "milano", limit: 20 }).customers.map((c) => c.id),
    ).toContain("C-1042");
    expect(searchCustomers(data, { query: "r.lorini@example.net", limit: 20 }).total).toBe(1);
  });

  it("limits results but reports the full total", () => {
    const r = searchCustomers(data, { city: "Milano", limit: 5 });
    expect(r.customers).toHaveLength(5);
    expect(r.total).toBeGreaterThan(5);
    expect(r.next_cursor).toBeDefined();
  });

  it("pages from an offset; the last page has no next cursor", () => {
    const all = searchCustomers(data, { city: "Milano", limit: 100 });
    const second = searchCustomers(data, { city: "Milano", limit: 5, offset: 5 });
    expect(second.customers).toEqual(all.customers.slice(5, 10));
    const last = searchCustomers(data, { city: "Milano", limit: 5, offset: all.total - 2 });
    expect(last.customers).toHaveLength(2);
    expect(last.next_cursor).toBeUndefined();
  });
});

describe("order search", () => {
  it("filters by customer, status and inclusive date range", () => {
    const mine = searchOrders(data, { ...base, customer_id: "C-1042" });
    expect(mine.orders.length).toBe(mine.total);
    expect(mine.orders.every((o) => o.customer_id === "C-1042")).toBe(true);

    const r = searchOrders(data, {
      ...base,
      status: "delivered",
      date_from: "2024-03-01",
      date_to: "2024-03-31",
      limit: 10_000,
    });
    expect(r.total).toBeGreaterThan(0);
    expect(
      r.orders.every(
        (o) => o.status === "delivered" && o.order_date >= "2024-03-01" && o.order_date <= "2024-03-31",
      ),
    ).toBe(true);
    const oneDay = searchOrders(data, {
      ...base,
      date_from: "2024-03-05",
      date_to: "2024-03-05",
      limit: 10_000,
    });
    expect(oneDay.total).toBeGreaterThan(0);
    expect(oneDay.orders.every((o) => o.order_date === "2024-03-05")).toBe(true);
  });

  it("sorts by date and total in both directions, deterministically", () => {
    const dates = (s: typeof base.sort | "date_asc") =>
      searchOrders(data, { ...base, sort: s, limit: 500 }).orders.map((o) => o.order_date);
    const desc = dates("date_desc");
    expect([...desc].sort().reverse()).toEqual(desc);
    const asc = dates("date_asc");
    expect([...asc].sort()).toEqual(asc);
    const totals = searchOrders(data, { ...base, sort: "total_desc", limit: 300 }).orders.map((o) => o.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const up = searchOrders(data, { ...base, sort: "total_asc", limit: 300 }).orders.map((o) => o.total);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(searchOrders(data, { ...base, limit: 20 })).toEqual(searchOrders(data, { ...base, limit: 20 }));
  });

  it("returns up to 10,000 orders with the full total", () => {
    const r = searchOrders(data, { ...base, limit: 10_000 });
    expect(r.orders).toHaveLength(10_000);
    expect(r.total).toBe(12_000);
  });

  it("counts consistently with search", () => {
    const all = searchOrders(data, { ...base, customer_id: "C-1377", limit: 10_000 });
    expect(countOrders(data, { customer_id: "C-1377" }).count).toBe(all.total);
    expect(countOrders(data, {}).count).toBe(12_000);
  });
});

describe("products and shipments", () => {
  it("searches products by words and category", () => {
    const r = searchProducts(data, { category: "outdoor", limit: 100 });
    expect(r.total).toBe(40);
    expect(searchProducts(data, { query: "SKU-0001", limit: 5 }).products[0].sku).toBe("SKU-0001");
  });

  it("tracks by order and by tracking number", () => {
    const shipped = data.orders.find((o) => o.shipments.length > 0);
    expect(shipped).toBeDefined();
    const byOrder = trackShipments(data, { order_id: shipped?.id });
    expect(byOrder.shipments.length).toBe(shipped?.shipments.length);
    const tn = byOrder.shipments[0].tracking_number;
    expect(trackShipments(data, { tracking_number: tn }).shipments[0].order_id).toBe(shipped?.id);
    expect(trackShipments(data, { tracking_number: "nope" }).shipments).toEqual([]);
  });
});
