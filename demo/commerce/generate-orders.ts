/**
 * Orders (with lines and shipments). Ids grow with dates, as in a real shop; the two Riccardo Lorini
 * get 3–8 orders each, which the disambiguation journey relies on.
 */
import { CUSTOMER_COUNT, DEMO_TODAY, FIRST_ORDER_NUMBER, LORINI, ORDER_COUNT, pad } from "./constants";
import { fromDay, toDay } from "./dates";
import { shipmentsFor } from "./generate-shipments";
import type { Rng } from "./prng";
import type { Customer, OrderDetail, OrderStatus, Product, Shipment } from "./schemas";
import { CITIES, STREETS } from "./vocab";

const round2 = (x: number) => Math.round(x * 100) / 100;

/** Owner per order index. Lorini customers get 3–8 orders each (contract); nobody else picks them. */
function assignOwners(rng: Rng): number[] {
  const reserved = new Set(LORINI.map((l) => Number(l.id.slice(2))));
  const owners: number[] = [];
  for (let i = 0; i < ORDER_COUNT; i++) {
    let n: number;
    do n = rng.int(1, CUSTOMER_COUNT);
    while (reserved.has(n));
    owners.push(n);
  }
  const taken = new Set<number>();
  for (const n of reserved) {
    const count = rng.int(3, 8);
    for (let k = 0; k < count; ) {
      const index = rng.int(0, ORDER_COUNT - 1);
      if (taken.has(index)) continue;
      taken.add(index);
      owners[index] = n;
      k++;
    }
  }
  return owners;
}

/** Recent orders are still moving; old ones are mostly delivered. */
function pickStatus(rng: Rng, ageDays: number): OrderStatus {
  if (ageDays < 3) return rng.weighted(["pending", "paid", "cancelled"] as const, [50, 45, 5]);
  if (ageDays < 14)
    return rng.weighted(["paid", "shipped", "delivered", "cancelled"] as const, [15, 50, 30, 5]);
  return rng.weighted(["delivered", "cancelled", "refunded", "shipped"] as const, [86, 6, 6, 2]);
}

export function generateOrders(rng: Rng, customers: Customer[], products: Product[]) {
  const owners = assignOwners(rng);
  const firstDay = toDay("2023-01-01");
  const today = toDay(DEMO_TODAY);
  // Ids grow with dates, as in a real shop.
  const days = Array.from({ length: ORDER_COUNT }, () => rng.int(firstDay, today)).sort((a, b) => a - b);
  const orders: OrderDetail[] = [];
  const shipments: Shipment[] = [];
  let seq = 4_000_000;
  const nextSeq = () => ++seq;
  for (let i = 0; i < ORDER_COUNT; i++) {
    const customer = customers[owners[i] - 1];
    const place = CITIES.find((c) => c.city === customer.city) ?? CITIES[0];
    const lineCount = rng.weighted([1, 2, 3, 4, 5], [35, 30, 18, 10, 7]);
    const skus = new Set<number>();
    while (skus.size < lineCount) skus.add(rng.int(0, products.length - 1));
    const lines = [...skus].map((p) => ({
      sku: products[p].sku,
      product_name: products[p].name,
      quantity: rng.weighted([1, 2, 3, 4], [70, 20, 7, 3]),
      unit_price: products[p].price,
    }));
    const order: OrderDetail = {
      id: `O-${FIRST_ORDER_NUMBER + i}`,
      customer_id: customer.id,
      customer_name: customer.name,
      status: pickStatus(rng, today - days[i]),
      order_date: fromDay(days[i]),
      total: round2(lines.reduce((sum, l) => sum + l.quantity * l.unit_price, 0)),
      currency: "EUR",
      items_count: lines.reduce((sum, l) => sum + l.quantity, 0),
      shipping_address: {
        street: `${rng.pick(STREETS)} ${rng.int(1, 180)}`,
        city: customer.city,
        postal_code: `${place.postal}${pad(rng.int(0, 99), 2)}`,
        country: customer.country,
      },
      lines,
      shipments: [],
    };
    const own = shipmentsFor(rng, order, days[i], nextSeq);
    order.shipments = own.map(({ tracking_number, carrier, status, shipped_at, delivered_at }) => ({
      tracking_number,
      carrier,
      status,
      shipped_at,
      delivered_at,
    }));
    orders.push(order);
    shipments.push(...own);
  }
  return { orders, shipments };
}
