/**
 * Pure query functions over the demo data: the tools are thin wrappers around these,
 * so filters and sorting are testable without a transport.
 */
import { pageOf } from "./cursor";
import type { CommerceData } from "./data";
import type { Customer, OrderSort, OrderStatus, OrderSummary, Product, Shipment } from "./schemas";

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const tokens = (s: string) => fold(s).split(/\s+/).filter(Boolean);

/** Where a page starts (decoded from the tool's `cursor`); 0 = the first page. */
interface Paged {
  limit: number;
  offset?: number;
}

export interface CustomerQuery extends Paged {
  query?: string;
  city?: string;
}

/** Every query token must appear in name, email or city ("riccardo lorini", "lorini torino"). */
export function searchCustomers(
  data: CommerceData,
  q: CustomerQuery,
): { customers: Customer[]; total: number; next_cursor?: string } {
  const wanted = q.query ? tokens(q.query) : [];
  const city = q.city ? fold(q.city) : undefined;
  const matches = data.customers.filter((c) => {
    if (city && fold(c.city) !== city) return false;
    const haystack = fold(`${c.name} ${c.email} ${c.city}`);
    return wanted.every((t) => haystack.includes(t));
  });
  const { items, ...page } = pageOf(matches, q.offset ?? 0, q.limit);
  return { customers: items, ...page };
}

export interface OrderQuery extends Paged {
  customer_id?: string;
  status?: OrderStatus;
  date_from?: string;
  date_to?: string;
  sort: OrderSort;
}

function filterOrders(data: CommerceData, q: Omit<OrderQuery, "sort" | "limit" | "offset">): OrderSummary[] {
  return data.orderSummaries.filter(
    (o) =>
      (!q.customer_id || o.customer_id === q.customer_id) &&
      (!q.status || o.status === q.status) &&
      // ISO dates compare correctly as strings; both bounds inclusive.
      (!q.date_from || o.order_date >= q.date_from) &&
      (!q.date_to || o.order_date <= q.date_to),
  );
}

const byId = (a: OrderSummary, b: OrderSummary) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const SORTS: Record<OrderSort, (a: OrderSummary, b: OrderSummary) => number> = {
  // Ties break on id so every sort is total and the output deterministic.
  date_desc: (a, b) => b.order_date.localeCompare(a.order_date) || -byId(a, b),
  date_asc: (a, b) => a.order_date.localeCompare(b.order_date) || byId(a, b),
  total_desc: (a, b) => b.total - a.total || byId(a, b),
  total_asc: (a, b) => a.total - b.total || byId(a, b),
};

/**
 * The sorted matches of the last few order queries, per data set: following a query's pages (the
 * same filters and sort, a later cursor) reads the same sorted list instead of sorting 12,000 orders
 * again for every page, as a real API keeps a cursor's result set.
 */
const sortedCache = new WeakMap<CommerceData, Map<string, OrderSummary[]>>();
const CACHED_QUERIES = 8;

function sortedOrders(data: CommerceData, q: OrderQuery): OrderSummary[] {
  const key = JSON.stringify([q.customer_id, q.status, q.date_from, q.date_to, q.sort]);
  let cache = sortedCache.get(data);
  if (!cache) {
    cache = new Map();
    sortedCache.set(data, cache);
  }
  const hit = cache.get(key);
  if (hit) return hit;
  const matches = filterOrders(data, q).sort(SORTS[q.sort]);
  if (cache.size >= CACHED_QUERIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, matches);
  return matches;
}

export function searchOrders(
  data: CommerceData,
  q: OrderQuery,
): { orders: OrderSummary[]; total: number; next_cursor?: string } {
  const matches = sortedOrders(data, q);
  const { items, ...page } = pageOf(matches, q.offset ?? 0, q.limit);
  return { orders: items, ...page };
}

export function countOrders(
  data: CommerceData,
  q: { customer_id?: string; status?: OrderStatus },
): { count: number } {
  return { count: filterOrders(data, q).length };
}

export interface ProductQuery extends Paged {
  query?: string;
  category?: string;
}

export function searchProducts(
  data: CommerceData,
  q: ProductQuery,
): { products: Product[]; total: number; next_cursor?: string } {
  const wanted = q.query ? tokens(q.query) : [];
  const category = q.category ? fold(q.category) : undefined;
  const matches = data.products.filter(
    (p) =>
      (!category || fold(p.category) === category) &&
      wanted.every((t) => fold(`${p.sku} ${p.name} ${p.category}`).includes(t)),
  );
  const { items, ...page } = pageOf(matches, q.offset ?? 0, q.limit);
  return { products: items, ...page };
}

export function trackShipments(
  data: CommerceData,
  q: { tracking_number?: string; order_id?: string },
): { shipments: Shipment[] } {
  if (q.tracking_number) {
    const hit = data.shipmentsByTracking.get(q.tracking_number);
    return { shipments: hit && (!q.order_id || hit.order_id === q.order_id) ? [hit] : [] };
  }
  return { shipments: q.order_id ? (data.shipmentsByOrder.get(q.order_id) ?? []) : [] };
}
