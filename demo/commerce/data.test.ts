import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CUSTOMER_COUNT, generateCommerceData, getCommerceData, ORDER_COUNT, PRODUCT_COUNT } from "./data";
import { createRng } from "./prng";
import { customerSchema, orderDetailSchema, productSchema, shipmentSchema } from "./schemas";

describe("demo commerce data", () => {
  const data = getCommerceData();

  it("is deterministic for a seed and differs across seeds", () => {
    const again = generateCommerceData(42);
    expect(JSON.stringify(again.orders)).toBe(JSON.stringify(data.orders));
    expect(JSON.stringify(again.customers)).toBe(JSON.stringify(data.customers));
    expect(JSON.stringify(generateCommerceData(7).orders.slice(0, 50))).not.toBe(
      JSON.stringify(data.orders.slice(0, 50)),
    );
    expect(createRng(1).next()).toBe(createRng(1).next());
  });

  it("is pinned: golden scenarios and e2e journeys name these ids (change only on purpose)", () => {
    const hash = (value: unknown) =>
      createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 16);
    expect([hash(data.customers), hash(data.products), hash(data.orders), hash(data.shipments)]).toEqual([
      "2ffdc015410a63a2",
      "807d295d3e45cccc",
      "f2674aa80667a241",
      "ec2e3f55a609e18f",
    ]);
    expect(data.orders.filter((o) => o.customer_id === "C-1042").map((o) => o.id)).toEqual([
      "O-100533",
      "O-104356",
      "O-104598",
      "O-107157",
      "O-107365",
      "O-109461",
      "O-111310",
      "O-111681",
    ]);
  });

  // Generation time is a benchmark's to measure, not a timed test's (shared, noisy machines).
  it("is generated once per process, and a seed always gives the same data", () => {
    expect(getCommerceData()).toBe(data);
    const a = generateCommerceData(99);
    const b = generateCommerceData(99);
    expect(b.customers.slice(0, 20)).toEqual(a.customers.slice(0, 20));
    expect(b.orders.slice(-20)).toEqual(a.orders.slice(-20));
  });

  it("has the contract's sizes and id ranges", () => {
    expect(data.customers).toHaveLength(CUSTOMER_COUNT);
    expect(CUSTOMER_COUNT).toBeGreaterThanOrEqual(2_000);
    expect(data.customers[0].id).toBe("C-0001");
    expect(data.customers.at(-1)?.id).toBe("C-2000");
    expect(data.orders).toHaveLength(ORDER_COUNT);
    expect(data.orders[0].id).toBe("O-100001");
    expect(data.orders.at(-1)?.id).toBe("O-112000");
    expect(data.products).toHaveLength(PRODUCT_COUNT);
    expect(data.products.at(-1)?.sku).toBe("SKU-0200");
  });

  it("has exactly two Riccardo Lorini with 3–8 orders each", () => {
    const lorini = data.customers.filter((c) => c.name === "Riccardo Lorini");
    expect(lorini.map((c) => [c.id, c.city, c.email])).toEqual([
      ["C-1042", "Milano", "riccardo.lorini@example.com"],
      ["C-1377", "Torino", "r.lorini@example.net"],
    ]);
    for (const c of lorini) {
      const count = data.orders.filter((o) => o.customer_id === c.id).length;
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(8);
    }
    for (const seed of [1, 2, 3]) {
      expect(generateCommerceData(seed).customers.filter((c) => c.name === "Riccardo Lorini")).toHaveLength(
        2,
      );
    }
  });

  it("has other duplicate names (disambiguation is a normal case)", () => {
    const names = new Map<string, number>();
    for (const c of data.customers) names.set(c.name, (names.get(c.name) ?? 0) + 1);
    expect([...names.values()].filter((n) => n > 1).length).toBeGreaterThan(50);
  });

  it("matches the published record schemas and is internally consistent", () => {
    for (const c of data.customers.slice(0, 200)) customerSchema.parse(c);
    for (const p of data.products) productSchema.parse(p);
    for (const o of data.orders.slice(0, 500)) {
      orderDetailSchema.parse(o);
      const total = o.lines.reduce((sum, l) => sum + l.quantity * l.unit_price, 0);
      expect(o.total).toBeCloseTo(total, 2);
      expect(o.customer_name).toBe(data.customersById.get(o.customer_id)?.name);
    }
    for (const s of data.shipments.slice(0, 500)) shipmentSchema.parse(s);
    expect(new Set(data.shipments.map((s) => s.tracking_number)).size).toBe(data.shipments.length);
  });

  it("ships every shipped or delivered order", () => {
    for (const o of data.orders) {
      if (o.status === "shipped" || o.status === "delivered") expect(o.shipments.length).toBeGreaterThan(0);
      if (o.status === "pending" || o.status === "cancelled") expect(o.shipments).toEqual([]);
    }
    const statuses = new Set(data.shipments.map((s) => s.status));
    expect([...statuses].sort()).toEqual(["delivered", "exception", "in_transit", "label_created"]);
  });
});
