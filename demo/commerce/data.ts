/**
 * Deterministic demo commerce world (docs/demo-contract.md). Same seed ⇒ byte-identical data,
 * because golden scenarios and e2e journeys name concrete ids (C-1042, O-1000xx, …).
 * Generated lazily once per process and seed; all fixed points below are contract, not taste.
 */
import { CUSTOMER_COUNT, DEFAULT_SEED, LORINI, PRODUCT_COUNT, pad } from "./constants";
import { fromDay, toDay } from "./dates";
import { generateOrders } from "./generate-orders";
import { createRng, type Rng } from "./prng";
import type { Customer, OrderDetail, OrderSummary, Product, Shipment } from "./schemas";
import { SEGMENTS } from "./schemas";
import {
  CITIES,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  PRODUCT_ADJECTIVES,
  PRODUCT_CATEGORIES,
} from "./vocab";

export * from "./constants";

export interface CommerceData {
  seed: number;
  customers: Customer[];
  customersById: Map<string, Customer>;
  products: Product[];
  /** Ascending by id (and therefore by order_date). */
  orders: OrderDetail[];
  /** Aligned with `orders`; precomputed so searches never re-project 12,000 records. */
  orderSummaries: OrderSummary[];
  ordersById: Map<string, OrderDetail>;
  shipments: Shipment[];
  shipmentsByTracking: Map<string, Shipment>;
  shipmentsByOrder: Map<string, Shipment[]>;
}

const slug = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[^A-Za-z]/g, "")
    .toLowerCase();
const customerId = (n: number) => `C-${pad(n, 4)}`;

function generateCustomers(rng: Rng): Customer[] {
  const customers: Customer[] = [];
  const firstDay = toDay("2019-01-01");
  const lastDay = toDay("2022-12-31");
  for (let n = 1; n <= CUSTOMER_COUNT; n++) {
    const id = customerId(n);
    const place = rng.weighted(
      CITIES,
      CITIES.map((c) => c.weight),
    );
    const segment = rng.weighted(SEGMENTS, [70, 24, 6]);
    const created_at = fromDay(rng.int(firstDay, lastDay));
    const fixed = LORINI.find((l) => l.id === id);
    if (fixed) {
      customers.push({
        id,
        name: fixed.name,
        email: fixed.email,
        city: fixed.city,
        country: "IT",
        segment,
        created_at,
      });
      continue;
    }
    let first: string;
    let last: string;
    // Invariant: nobody else is named Riccardo Lorini (the journey expects exactly two matches).
    do {
      first = rng.pick(FIRST_NAMES);
      last = rng.pick(LAST_NAMES);
    } while (first === "Riccardo" && last === "Lorini");
    const email = `${slug(first)}.${slug(last)}.${pad(n, 4)}@${rng.pick(EMAIL_DOMAINS)}`;
    customers.push({
      id,
      name: `${first} ${last}`,
      email,
      city: place.city,
      country: place.country,
      segment,
      created_at,
    });
  }
  return customers;
}

function generateProducts(rng: Rng): Product[] {
  const categories = Object.keys(PRODUCT_CATEGORIES) as (keyof typeof PRODUCT_CATEGORIES)[];
  const products: Product[] = [];
  for (let n = 1; n <= PRODUCT_COUNT; n++) {
    const category = categories[(n - 1) % categories.length];
    const noun = rng.pick(PRODUCT_CATEGORIES[category]);
    const name = `${rng.pick(PRODUCT_ADJECTIVES)} ${noun}`;
    const stock = rng.chance(0.05) ? 0 : rng.int(1, 400);
    products.push({ sku: `SKU-${pad(n, 4)}`, name, category, price: rng.int(500, 49_900) / 100, stock });
  }
  return products;
}

/** The summary is the detail minus its nested parts (same field order as the contract). */
const summarize = ({
  shipping_address: _address,
  lines: _lines,
  shipments: _shipments,
  ...summary
}: OrderDetail): OrderSummary => summary;

export function generateCommerceData(seed: number = DEFAULT_SEED): CommerceData {
  // One stream per entity kind: adding a product field must not reshuffle every order.
  const customers = generateCustomers(createRng(seed));
  const products = generateProducts(createRng(seed ^ 0x5eed0001));
  const { orders, shipments } = generateOrders(createRng(seed ^ 0x5eed0002), customers, products);
  const shipmentsByOrder = new Map<string, Shipment[]>();
  for (const s of shipments)
    shipmentsByOrder.set(s.order_id, [...(shipmentsByOrder.get(s.order_id) ?? []), s]);
  return {
    seed,
    customers,
    customersById: new Map(customers.map((c) => [c.id, c])),
    products,
    orders,
    orderSummaries: orders.map(summarize),
    ordersById: new Map(orders.map((o) => [o.id, o])),
    shipments,
    shipmentsByTracking: new Map(shipments.map((s) => [s.tracking_number, s])),
    shipmentsByOrder,
  };
}

const cache = new Map<number, CommerceData>();

/** Lazily generated once per process and seed; callers must treat the result as read-only. */
export function getCommerceData(seed: number = DEFAULT_SEED): CommerceData {
  let data = cache.get(seed);
  if (!data) {
    data = generateCommerceData(seed);
    cache.set(seed, data);
  }
  return data;
}
