/**
 * Deterministic demo logistics world (docs/demo-contract.md). It is DERIVED from the commerce demo
 * rather than invented beside it, so both sources tell the same story: a logistics shipment has
 * the same order id, tracking number, carrier, status and dates as the commerce shipment it is,
 * and a SKU's stock across the eight warehouses adds up to the commerce product's `stock`.
 * What commerce does not know (warehouse, service level, weight) comes from a seeded PRNG.
 */
import { DEFAULT_SEED, getCommerceData } from "../commerce/data";
import { createRng, type Rng } from "../commerce/prng";
import type { Shipment as CommerceShipment } from "../commerce/schemas";
import type { InventoryLevel, ShipmentDetail, SkuInventory, Warehouse } from "./types";
import { WAREHOUSE_SITES } from "./warehouses";

/** The most recent commerce shipments become S-50001 … (ascending with time). */
export const SHIPMENT_COUNT = 3_000;
export const FIRST_SHIPMENT_NUMBER = 50_001;

export interface LogisticsData {
  seed: number;
  warehouses: Warehouse[];
  warehousesById: Map<string, Warehouse>;
  /** Ascending by id, which is also ascending by creation time. */
  shipments: ShipmentDetail[];
  shipmentsById: Map<string, ShipmentDetail>;
  inventoryBySku: Map<string, SkuInventory>;
}

type Site = (typeof WAREHOUSE_SITES)[number];
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const OPEN = new Set(["label_created", "in_transit", "exception"]);

const shiftIso = (iso: string, ms: number) =>
  new Date(Date.parse(iso) + ms).toISOString().replace(/\.\d{3}Z$/, "Z");
const round1 = (x: number) => Math.round(x * 10) / 10;

function toShipment(rng: Rng, source: CommerceShipment, n: number, orderInfo: OrderInfo): ShipmentDetail {
  const site = rng.weighted(
    WAREHOUSE_SITES,
    WAREHOUSE_SITES.map((w) => w.weight),
  ) as Site;
  const service = rng.chance(0.15) ? "express" : "standard";
  const created_at = source.events[0]?.at ?? source.shipped_at ?? "2025-01-01T09:00:00Z";
  const promised_by = shiftIso(created_at, (service === "express" ? 1 : 3) * DAY_MS).slice(0, 10);
  const weight_kg = round1(Math.max(0.2, orderInfo.items * (0.3 + rng.next() * 2.2)));
  const packed = {
    at: shiftIso(created_at, -HOUR_MS),
    location: `${site.name} (${site.id})`,
    description: "Packed and handed to carrier",
  };
  return {
    id: `S-${FIRST_SHIPMENT_NUMBER + n}`,
    tracking_number: source.tracking_number,
    order_id: source.order_id,
    carrier: source.carrier,
    service,
    status: source.status,
    warehouse_id: site.id,
    destination_city: orderInfo.city,
    destination_country: orderInfo.country,
    created_at,
    shipped_at: source.shipped_at,
    delivered_at: source.delivered_at,
    promised_by,
    weight_kg,
    warehouse_name: site.name,
    destination_postal_code: orderInfo.postal_code,
    events: [packed, ...source.events.map((e) => ({ ...e }))],
  };
}

interface OrderInfo {
  city: string;
  country: string;
  postal_code: string;
  items: number;
}

/** Splits a product's commerce stock across warehouses; the parts always sum to `stock`. */
function splitStock(rng: Rng, stock: number): number[] {
  const weights = WAREHOUSE_SITES.map(() => (rng.chance(0.25) ? 0 : rng.int(1, 10)));
  if (!weights.some((w) => w > 0)) weights[0] = 1;
  const total = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.floor((stock * w) / total));
  const heaviest = weights.indexOf(Math.max(...weights));
  parts[heaviest] += stock - parts.reduce((a, b) => a + b, 0);
  return parts;
}

function inventoryFor(
  rng: Rng,
  product: { sku: string; name: string; category: string; stock: number },
): SkuInventory {
  const parts = splitStock(rng, product.stock);
  const warehouses: InventoryLevel[] = WAREHOUSE_SITES.map((site, i) => {
    const on_hand = parts[i];
    const reserved = on_hand > 0 ? rng.int(0, Math.min(on_hand, 12)) : 0;
    return {
      warehouse_id: site.id,
      warehouse_name: site.name,
      city: site.city,
      on_hand,
      reserved,
      available: on_hand - reserved,
      reorder_point: rng.int(5, 40),
    };
  });
  return {
    sku: product.sku,
    product_name: product.name,
    category: product.category,
    total_on_hand: warehouses.reduce((sum, w) => sum + w.on_hand, 0),
    total_available: warehouses.reduce((sum, w) => sum + w.available, 0),
    warehouses,
  };
}

export function generateLogisticsData(seed: number = DEFAULT_SEED): LogisticsData {
  const commerce = getCommerceData(seed);
  // Own streams, so a change here never reshuffles the commerce world or the other entity kind.
  const shipRng = createRng(seed ^ 0x1061_0001);
  const stockRng = createRng(seed ^ 0x1061_0002);

  // Sorted by label time (ties by tracking number) so ids ascend with time, as the API promises.
  const createdAt = (s: CommerceShipment) => s.events[0]?.at ?? "";
  const recent = commerce.shipments
    .slice(-SHIPMENT_COUNT)
    .sort(
      (a, b) =>
        createdAt(a).localeCompare(createdAt(b)) || a.tracking_number.localeCompare(b.tracking_number),
    );
  const shipments = recent.map((s, n) => {
    const order = commerce.ordersById.get(s.order_id);
    const info: OrderInfo = {
      city: order?.shipping_address.city ?? "Milano",
      country: order?.shipping_address.country ?? "IT",
      postal_code: order?.shipping_address.postal_code ?? "20100",
      items: order?.items_count ?? 1,
    };
    return toShipment(shipRng, s, n, info);
  });

  const warehouses: Warehouse[] = WAREHOUSE_SITES.map(({ weight: _w, ...site }) => ({
    ...site,
    open_shipments: shipments.filter((s) => s.warehouse_id === site.id && OPEN.has(s.status)).length,
  }));
  const inventory = commerce.products.map((p) => inventoryFor(stockRng, p));

  return {
    seed,
    warehouses,
    warehousesById: new Map(warehouses.map((w) => [w.id, w])),
    shipments,
    shipmentsById: new Map(shipments.map((s) => [s.id, s])),
    inventoryBySku: new Map(inventory.map((i) => [i.sku, i])),
  };
}

const cache = new Map<number, LogisticsData>();

/** Lazily generated once per process and seed; callers must treat the result as read-only. */
export function getLogisticsData(seed: number = DEFAULT_SEED): LogisticsData {
  let data = cache.get(seed);
  if (!data) {
    data = generateLogisticsData(seed);
    cache.set(seed, data);
  }
  return data;
}
