/**
 * Fixture "shop": an online store behind an MCP server in the style of the Shopify Admin MCP servers —
 * snake_case tools (`get_orders`, `get_order`, `get_customers`, `get_products`,
 * `get_inventory_levels` …) passing the GraphQL Admin API through as JSON text (`{ "data": { "orders":
 * { "edges": [ { "node": { … } } ], "pageInfo": { "hasNextPage", "endCursor" } } } }`), global ids
 * (`gid://shopify/Order/5012345678`) and order names (`#1043`), lists filtered by a `query` string in
 * Shopify search syntax documented only by example (`financial_status:paid created_at:>=2025-01-01
 * tag:wholesale`), `first`/`after` cursor paging, `sortKey`/`reverse` on orders, no output schemas.
 * Unknown search fields are ignored with a warning in `extensions.search`, as Shopify does. Two tools
 * change things (`update_order`, `create_discount_code`): never approved. Written before the planner
 * ran on it. Run over stdio: `node --import tsx tests/conformance/servers/shop.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import {
  addDays,
  SH_CURRENCY,
  SH_TODAY,
  type ShCustomer,
  type ShOrder,
  type ShProduct,
  shopData,
} from "./shop-data";

const READ = { readOnlyHint: true };
/** The tools an admin approves as reads. */
export const SHOP_READ_TOOLS = [
  "get_orders",
  "get_order",
  "get_customers",
  "get_customer",
  "get_customer_orders",
  "get_products",
  "get_product",
  "get_inventory_levels",
  "get_locations",
  "get_collections",
];
export const SHOP_WRITE_TOOLS = ["update_order", "create_discount_code"];

const text = (value: unknown) => ({
  content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }],
});
const fail = (message: string) => ({ isError: true, content: [{ type: "text" as const, text: message }] });
const gqlError = (message: string, path: string[]) =>
  fail(JSON.stringify({ errors: [{ message, locations: [{ line: 2, column: 3 }], path }] }, null, 2));
const shopMoney = (amount: string) => ({ shopMoney: { amount, currencyCode: SH_CURRENCY } });

// ---------------------------------------------------------------------------------------------
// Shopify search syntax: terms joined by spaces (AND) or `OR`, `-` / `NOT` negation, `field:value`,
// comparators `field:>=value`, quoted values, a trailing `*` prefix match, free text otherwise.
// ---------------------------------------------------------------------------------------------
type FieldValue = string | number | null;
type Term = { field?: string; op: string; value: string; neg: boolean };

function tokenize(query: string): string[] {
  const out: string[] = [];
  const re = /(-?[\w.]+:(?:[<>]=?)?(?:"[^"]*"|'[^']*'|[^\s()]+))|("[^"]*"|'[^']*')|([^\s()]+)/g;
  for (const m of query.matchAll(re)) out.push(m[0]);
  return out;
}

function parseTerm(tok: string, neg: boolean): Term {
  let t = tok;
  if (t.startsWith("-") && t.length > 1) {
    neg = !neg;
    t = t.slice(1);
  }
  const m = /^([\w.]+):((?:[<>]=?)?)(.*)$/.exec(t);
  const unquote = (s: string) => s.replace(/^["']|["']$/g, "");
  if (!m) return { op: ":", value: unquote(t), neg };
  return { field: (m[1] as string).toLowerCase(), op: m[2] || ":", value: unquote(m[3] as string), neg };
}

/** OR-groups of AND-ed terms. */
function parseQuery(query: string): Term[][] {
  const groups: Term[][] = [[]];
  let neg = false;
  for (const tok of tokenize(query)) {
    if (tok === "OR") {
      groups.push([]);
      continue;
    }
    if (tok === "AND") continue;
    if (tok === "NOT") {
      neg = true;
      continue;
    }
    groups[groups.length - 1]?.push(parseTerm(tok, neg));
    neg = false;
  }
  return groups.filter((g) => g.length > 0);
}

function dayValue(v: string): string {
  const s = v.trim().toLowerCase();
  if (s === "today" || s === "now") return SH_TODAY;
  if (s === "yesterday") return addDays(SH_TODAY, -1);
  const rel = /^-(\d+)([dw])$/.exec(s);
  if (rel) return addDays(SH_TODAY, -Number(rel[1]) * (rel[2] === "w" ? 7 : 1));
  return v.trim();
}

interface Fields<T> {
  /** Field name → the record's values (an array field: any of them). */
  get: Record<string, (r: T) => FieldValue[]>;
  dates: Set<string>;
  numbers: Set<string>;
  /** What free text searches. */
  text: (r: T) => string;
}

function matchTerm<T>(t: Term, r: T, f: Fields<T>): boolean {
  if (!t.field) {
    const words = t.value.toLowerCase().replace(/\*/g, "").split(/\s+/).filter(Boolean);
    const hay = f.text(r).toLowerCase();
    return words.every((w) => hay.includes(w));
  }
  const get = f.get[t.field];
  if (!get) return true;
  const values = get(r);
  const want = t.value;
  if (f.dates.has(t.field)) {
    const day = dayValue(want);
    const full = day.length > 10;
    return values.some((x) => {
      if (x === null) return false;
      const got = full ? String(x) : String(x).slice(0, 10);
      switch (t.op) {
        case ">":
          return got > day;
        case ">=":
          return got >= day;
        case "<":
          return got < day;
        case "<=":
          return got <= day;
        default:
          return got === day;
      }
    });
  }
  if (f.numbers.has(t.field)) {
    const n = Number(want);
    if (Number.isNaN(n)) return false;
    return values.some((x) => {
      if (x === null) return false;
      const v = Number(x);
      switch (t.op) {
        case ">":
          return v > n;
        case ">=":
          return v >= n;
        case "<":
          return v < n;
        case "<=":
          return v <= n;
        default:
          return v === n;
      }
    });
  }
  const w = want.toLowerCase();
  return values.some((x) => {
    if (x === null) return false;
    const s = String(x).toLowerCase();
    return w.endsWith("*") ? s.startsWith(w.slice(0, -1)) : s === w;
  });
}

/** The records the query keeps, and the fields it named that this resource does not have. */
function search<T>(rows: T[], query: string | undefined, f: Fields<T>): { hits: T[]; unknown: string[] } {
  if (!query?.trim()) return { hits: rows, unknown: [] };
  const groups = parseQuery(query);
  const unknown = [
    ...new Set(groups.flatMap((g) => g.map((t) => t.field).filter((x): x is string => !!x && !f.get[x]))),
  ];
  const hits = rows.filter((r) =>
    groups.some((g) => g.every((t) => matchTerm(t, r, f) !== t.neg || (!!t.field && !f.get[t.field]))),
  );
  return { hits, unknown };
}

const encodeCursor = (i: number) => Buffer.from(JSON.stringify({ last_index: i })).toString("base64");
function decodeCursor(c: string | undefined): number {
  if (!c) return 0;
  try {
    const v = JSON.parse(Buffer.from(c, "base64").toString("utf8")) as { last_index?: number };
    return typeof v.last_index === "number" ? v.last_index + 1 : 0;
  } catch {
    return -1;
  }
}

function connection<T>(rows: T[], first: number, after: string | undefined, node: (r: T) => unknown) {
  const start = decodeCursor(after);
  const page = rows.slice(start, start + first);
  return {
    edges: page.map((r, i) => ({ cursor: encodeCursor(start + i), node: node(r) })),
    pageInfo: {
      hasNextPage: start + first < rows.length,
      hasPreviousPage: start > 0,
      startCursor: page.length ? encodeCursor(start) : null,
      endCursor: page.length ? encodeCursor(start + page.length - 1) : null,
    },
  };
}

function withWarnings(data: unknown, resource: string, query: string | undefined, unknown: string[]) {
  if (unknown.length === 0) return { data };
  return {
    data,
    extensions: {
      search: [
        {
          path: [resource],
          query,
          warnings: unknown.map((field) => ({ field, message: "Invalid search field for this query." })),
        },
      ],
    },
  };
}

// ---------------------------------------------------------------------------------------------

export function createShopServer(): McpServer {
  const { customers, products, orders, locations, levels, collections } = shopData();
  const server = new McpServer({ name: "shopify-mcp-server", version: "1.0.3" });
  const customerOf = (id: string | null) => customers.find((c) => c.id === id);
  const displayName = (c: ShCustomer) => `${c.firstName} ${c.lastName}`;
  const ordersOf = (c: ShCustomer) => orders.filter((o) => o.customerId === c.id && !o.cancelledAt);
  const spent = (c: ShCustomer) =>
    ordersOf(c)
      .filter((o) => o.financial !== "REFUNDED" && o.financial !== "VOIDED")
      .reduce((s, o) => s + Number(o.total), 0);
  const totalInventory = (p: ShProduct) =>
    levels
      .filter((l) => p.variants.some((v) => v.inventoryItemId === l.inventoryItemId))
      .reduce((s, l) => s + l.available, 0);
  const variantQty = (inventoryItemId: string) =>
    levels.filter((l) => l.inventoryItemId === inventoryItemId).reduce((s, l) => s + l.available, 0);

  const orderStatus = (o: ShOrder) => (o.cancelledAt ? "cancelled" : o.closedAt ? "closed" : "open");
  const ORDER_FIELDS: Fields<ShOrder> = {
    get: {
      name: (o) => [o.name, String(o.number)],
      id: (o) => [o.id.split("/").pop() ?? ""],
      email: (o) => [o.email],
      customer_id: (o) => [o.customerId?.split("/").pop() ?? null],
      financial_status: (o) => [o.financial.toLowerCase()],
      fulfillment_status: (o) => {
        const f = o.fulfillment;
        return f === "FULFILLED"
          ? ["fulfilled", "shipped"]
          : f === "UNFULFILLED"
            ? ["unfulfilled", "unshipped"]
            : ["partial", "partially_fulfilled", "unfulfilled"];
      },
      status: (o) => [orderStatus(o), ...(o.cancelledAt ? [] : ["any"])],
      tag: (o) => (o.tags.length ? o.tags : [null]),
      tag_not: (o) => [o.tags.join(" ")],
      created_at: (o) => [o.createdAt],
      updated_at: (o) => [o.updatedAt],
      processed_at: (o) => [o.createdAt],
      current_total_price: (o) => [o.total],
      discount_code: (o) => [o.discountCode],
      sku: (o) => o.lineItems.map((l) => l.sku),
      location_id: (o) => [o.locationId.split("/").pop() ?? null],
    },
    dates: new Set(["created_at", "updated_at", "processed_at"]),
    numbers: new Set(["current_total_price"]),
    text: (o) => {
      const c = customerOf(o.customerId);
      return [o.name, o.email, c ? displayName(c) : "", o.tags.join(" ")].join(" ");
    },
  };
  const CUSTOMER_FIELDS: Fields<ShCustomer> = {
    get: {
      email: (c) => [c.email],
      first_name: (c) => [c.firstName],
      last_name: (c) => [c.lastName],
      phone: (c) => [c.phone],
      country: (c) => [c.country, c.countryCode],
      city: (c) => [c.city],
      tag: (c) => (c.tags.length ? c.tags : [null]),
      state: (c) => [c.state.toLowerCase()],
      accepts_marketing: (c) => [String(c.acceptsMarketing)],
      orders_count: (c) => [ordersOf(c).length],
      amount_spent: (c) => [spent(c)],
      total_spent: (c) => [spent(c)],
      created_at: (c) => [c.createdAt],
      customer_date: (c) => [c.createdAt],
      id: (c) => [c.id.split("/").pop() ?? ""],
    },
    dates: new Set(["created_at", "customer_date"]),
    numbers: new Set(["orders_count", "amount_spent", "total_spent"]),
    text: (c) => `${displayName(c)} ${c.email} ${c.city}`,
  };
  const PRODUCT_FIELDS: Fields<ShProduct> = {
    get: {
      title: (p) => [p.title],
      vendor: (p) => [p.vendor],
      product_type: (p) => [p.productType],
      status: (p) => [p.status.toLowerCase()],
      tag: (p) => (p.tags.length ? p.tags : [null]),
      sku: (p) => p.variants.map((v) => v.sku),
      handle: (p) => [p.handle],
      inventory_total: (p) => [totalInventory(p)],
      created_at: (p) => [p.createdAt],
      price: (p) => p.variants.map((v) => v.price),
      id: (p) => [p.id.split("/").pop() ?? ""],
    },
    dates: new Set(["created_at"]),
    numbers: new Set(["inventory_total", "price"]),
    text: (p) => `${p.title} ${p.vendor} ${p.productType} ${p.tags.join(" ")}`,
  };

  const customerRef = (c: ShCustomer | undefined) =>
    c ? { id: c.id, displayName: displayName(c), email: c.email } : null;
  const orderNode = (o: ShOrder) => ({
    id: o.id,
    name: o.name,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    cancelledAt: o.cancelledAt,
    displayFinancialStatus: o.financial,
    displayFulfillmentStatus: o.fulfillment,
    totalPriceSet: shopMoney(o.total),
    customer: customerRef(customerOf(o.customerId)),
    email: o.email,
    tags: o.tags,
  });
  const orderDetail = (o: ShOrder) => {
    const c = customerOf(o.customerId);
    const subtotal = o.lineItems.reduce((s, l) => s + Number(l.unitPrice) * l.quantity, 0);
    return {
      ...orderNode(o),
      closedAt: o.closedAt,
      processedAt: o.createdAt,
      note: o.note,
      discountCode: o.discountCode,
      subtotalPriceSet: shopMoney(subtotal.toFixed(2)),
      totalShippingPriceSet: shopMoney(o.shipping),
      shippingAddress: c
        ? { name: displayName(c), city: c.city, country: c.country, countryCodeV2: c.countryCode }
        : null,
      lineItems: {
        edges: o.lineItems.map((l, i) => ({
          node: {
            id: `gid://shopify/LineItem/${Number(o.id.split("/").pop()) * 10 + i}`,
            title: l.title,
            quantity: l.quantity,
            sku: l.sku,
            originalUnitPriceSet: shopMoney(l.unitPrice),
            variant: { id: l.variantId },
            product: { id: l.productId },
          },
        })),
      },
      fulfillments:
        o.fulfillment === "UNFULFILLED"
          ? []
          : [
              {
                status: "SUCCESS",
                createdAt: o.updatedAt,
                location: { name: locations.find((x) => x.id === o.locationId)?.name },
                trackingInfo: [{ company: "DHL Express", number: `JD01460000${o.number}` }],
              },
            ],
    };
  };
  const customerNode = (c: ShCustomer) => ({
    id: c.id,
    displayName: displayName(c),
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phone: c.phone,
    state: c.state,
    numberOfOrders: String(ordersOf(c).length),
    amountSpent: { amount: spent(c).toFixed(2), currencyCode: SH_CURRENCY },
    tags: c.tags,
    createdAt: c.createdAt,
    defaultAddress: { city: c.city, country: c.country, countryCodeV2: c.countryCode },
  });
  const productNode = (p: ShProduct) => {
    const prices = p.variants.map((v) => Number(v.price));
    return {
      id: p.id,
      title: p.title,
      handle: p.handle,
      status: p.status,
      vendor: p.vendor,
      productType: p.productType,
      tags: p.tags,
      createdAt: p.createdAt,
      totalInventory: totalInventory(p),
      priceRangeV2: {
        minVariantPrice: { amount: Math.min(...prices).toFixed(2), currencyCode: SH_CURRENCY },
        maxVariantPrice: { amount: Math.max(...prices).toFixed(2), currencyCode: SH_CURRENCY },
      },
    };
  };
  const gidOf = (kind: string, raw: string) => {
    const s = raw.trim();
    return /^\d+$/.test(s) ? `gid://shopify/${kind}/${s}` : s;
  };

  const first = (def: number) =>
    z
      .number()
      .int()
      .min(1)
      .max(250)
      .optional()
      .describe(`Number of results to return (1-250, default ${def})`);
  const after = z.string().optional().describe("Cursor for pagination: the endCursor of the previous page");

  server.registerTool(
    "get_orders",
    {
      description:
        "Get orders from the Shopify store, with optional filtering by a search query, sorting and cursor pagination.",
      inputSchema: {
        first: first(10),
        after,
        query: z
          .string()
          .optional()
          .describe(
            [
              "Filter orders using Shopify search syntax. Examples:",
              "- financial_status:paid fulfillment_status:unfulfilled",
              "- created_at:>=2025-01-01 created_at:<2025-02-01",
              "- email:x@y.com",
              "- tag:wholesale",
              "- status:open",
              "- current_total_price:>100",
              "- name:#1043",
            ].join("\n"),
          ),
        sortKey: z
          .enum([
            "CREATED_AT",
            "CUSTOMER_NAME",
            "FINANCIAL_STATUS",
            "FULFILLMENT_STATUS",
            "ID",
            "ORDER_NUMBER",
            "PROCESSED_AT",
            "TOTAL_PRICE",
            "UPDATED_AT",
          ])
          .optional()
          .describe("Sort orders by this key (default ID)"),
        reverse: z.boolean().optional().describe("Reverse the order of the list (default false)"),
      },
      annotations: READ,
    },
    async ({ first: n = 10, after: cursor, query, sortKey = "ID", reverse = false }) => {
      if (decodeCursor(cursor) < 0) return gqlError("Invalid cursor for current pagination.", ["orders"]);
      const { hits, unknown } = search(orders, query, ORDER_FIELDS);
      const key = (o: ShOrder): string | number => {
        switch (sortKey) {
          case "TOTAL_PRICE":
            return Number(o.total);
          case "CUSTOMER_NAME": {
            const c = customerOf(o.customerId);
            return c ? displayName(c) : "";
          }
          case "FINANCIAL_STATUS":
            return o.financial;
          case "FULFILLMENT_STATUS":
            return o.fulfillment;
          case "UPDATED_AT":
            return o.updatedAt;
          case "CREATED_AT":
          case "PROCESSED_AT":
            return o.createdAt;
          default:
            return o.number;
        }
      };
      const sorted = [...hits].sort((a, b) => {
        const x = key(a);
        const y = key(b);
        const c = x < y ? -1 : x > y ? 1 : a.number - b.number;
        return reverse ? -c : c;
      });
      return text(
        withWarnings({ orders: connection(sorted, n, cursor, orderNode) }, "orders", query, unknown),
      );
    },
  );

  server.registerTool(
    "get_order",
    {
      description:
        "Get a single order by its ID, with line items, shipping address, fulfillments and totals.",
      inputSchema: {
        id: z
          .string()
          .describe("The order's global ID (e.g. gid://shopify/Order/5012345678) or its name (e.g. #1043)"),
      },
      annotations: READ,
    },
    async ({ id }) => {
      const s = id.trim();
      const o =
        orders.find((x) => x.id === gidOf("Order", s)) ??
        orders.find((x) => x.name === (s.startsWith("#") ? s : `#${s}`));
      return o ? text({ data: { order: orderDetail(o) } }) : fail(`Order not found: ${id}`);
    },
  );

  server.registerTool(
    "get_customers",
    {
      description: "Get customers, optionally filtered by a search query, with cursor pagination.",
      inputSchema: {
        first: first(10),
        after,
        query: z
          .string()
          .optional()
          .describe(
            "Filter customers using Shopify search syntax, e.g. 'Jane', 'email:jane@example.com', 'tag:vip', 'country:Germany', 'orders_count:>5', 'amount_spent:>=500'",
          ),
      },
      annotations: READ,
    },
    async ({ first: n = 10, after: cursor, query }) => {
      if (decodeCursor(cursor) < 0) return gqlError("Invalid cursor for current pagination.", ["customers"]);
      const { hits, unknown } = search(customers, query, CUSTOMER_FIELDS);
      return text(
        withWarnings({ customers: connection(hits, n, cursor, customerNode) }, "customers", query, unknown),
      );
    },
  );

  server.registerTool(
    "get_customer",
    {
      description: "Get a single customer by ID, with their default address, tags and order totals.",
      inputSchema: {
        id: z.string().describe("The customer's global ID (e.g. gid://shopify/Customer/7100000001)"),
      },
      annotations: READ,
    },
    async ({ id }) => {
      const c = customers.find((x) => x.id === gidOf("Customer", id));
      return c
        ? text({
            data: {
              customer: {
                ...customerNode(c),
                emailMarketingConsent: {
                  marketingState: c.acceptsMarketing ? "SUBSCRIBED" : "NOT_SUBSCRIBED",
                },
                lastOrder: (() => {
                  const last = ordersOf(c).at(-1);
                  return last ? { id: last.id, name: last.name, createdAt: last.createdAt } : null;
                })(),
              },
            },
          })
        : gqlError(`Invalid id: ${id}`, ["customer"]);
    },
  );

  server.registerTool(
    "get_customer_orders",
    {
      description: "Get the orders of one customer, newest first.",
      inputSchema: {
        customerId: z.string().describe("The customer's global ID (e.g. gid://shopify/Customer/7100000001)"),
        first: first(10),
      },
      annotations: READ,
    },
    async ({ customerId, first: n = 10 }) => {
      const c = customers.find((x) => x.id === gidOf("Customer", customerId));
      if (!c) return gqlError(`Invalid id: ${customerId}`, ["customer"]);
      const hits = orders.filter((o) => o.customerId === c.id).sort((a, b) => b.number - a.number);
      return text({
        data: {
          customer: {
            id: c.id,
            displayName: displayName(c),
            orders: connection(hits, n, undefined, orderNode),
          },
        },
      });
    },
  );

  server.registerTool(
    "get_products",
    {
      description: "Get products from the store catalog, optionally filtered by a search query.",
      inputSchema: {
        first: first(10),
        query: z
          .string()
          .optional()
          .describe(
            "Filter products using Shopify search syntax, e.g. 'status:active vendor:Acme product_type:Shoes', 'title:boot*', 'tag:sale', 'inventory_total:<10'",
          ),
      },
      annotations: READ,
    },
    async ({ first: n = 10, query }) => {
      const { hits, unknown } = search(products, query, PRODUCT_FIELDS);
      return text(
        withWarnings({ products: connection(hits, n, undefined, productNode) }, "products", query, unknown),
      );
    },
  );

  server.registerTool(
    "get_product",
    {
      description: "Get a single product by ID, with its variants, prices, SKUs and inventory.",
      inputSchema: {
        id: z.string().describe("The product's global ID (e.g. gid://shopify/Product/8800000001)"),
      },
      annotations: READ,
    },
    async ({ id }) => {
      const p = products.find((x) => x.id === gidOf("Product", id));
      if (!p) return gqlError(`Invalid id: ${id}`, ["product"]);
      return text({
        data: {
          product: {
            ...productNode(p),
            collections: {
              edges: collections
                .filter((c) => c.productIds.includes(p.id))
                .map((c) => ({ node: { id: c.id, title: c.title } })),
            },
            variants: {
              edges: p.variants.map((v) => ({
                node: {
                  id: v.id,
                  title: v.title,
                  sku: v.sku,
                  price: v.price,
                  inventoryQuantity: variantQty(v.inventoryItemId),
                  inventoryItem: { id: v.inventoryItemId },
                },
              })),
            },
          },
        },
      });
    },
  );

  server.registerTool(
    "get_inventory_levels",
    {
      description:
        "Get the inventory levels of every inventory item stocked at one location (available and on-hand quantities).",
      inputSchema: {
        locationId: z.string().describe("The location's global ID (e.g. gid://shopify/Location/6001)"),
        first: first(50),
        after,
      },
      annotations: READ,
    },
    async ({ locationId, first: n = 50, after: cursor }) => {
      const loc = locations.find((x) => x.id === gidOf("Location", locationId));
      if (!loc) return gqlError(`Invalid id: ${locationId}`, ["location"]);
      if (decodeCursor(cursor) < 0)
        return gqlError("Invalid cursor for current pagination.", ["location", "inventoryLevels"]);
      const rows = levels.filter((l) => l.locationId === loc.id);
      const variantOf = (itemId: string) => {
        for (const p of products)
          for (const v of p.variants) if (v.inventoryItemId === itemId) return { p, v };
        return undefined;
      };
      return text({
        data: {
          location: {
            id: loc.id,
            name: loc.name,
            inventoryLevels: connection(rows, n, cursor, (l) => {
              const pv = variantOf(l.inventoryItemId);
              return {
                id: l.id,
                quantities: [
                  { name: "available", quantity: l.available },
                  { name: "on_hand", quantity: l.onHand },
                ],
                item: {
                  id: l.inventoryItemId,
                  sku: pv?.v.sku ?? null,
                  variant: pv
                    ? {
                        id: pv.v.id,
                        displayName: `${pv.p.title} - ${pv.v.title}`,
                        product: { id: pv.p.id, title: pv.p.title },
                      }
                    : null,
                },
              };
            }),
          },
        },
      });
    },
  );

  server.registerTool(
    "get_locations",
    {
      description: "Get the store's locations (warehouses, shops) where inventory is stocked.",
      inputSchema: {},
      annotations: READ,
    },
    async () =>
      text({
        data: {
          locations: connection(locations, 250, undefined, (l) => ({
            id: l.id,
            name: l.name,
            isActive: l.isActive,
            fulfillsOnlineOrders: l.fulfillsOnlineOrders,
            address: { city: l.city, country: l.country },
          })),
        },
      }),
  );

  server.registerTool(
    "get_collections",
    {
      description: "Get the store's product collections.",
      inputSchema: {
        first: first(10),
        query: z.string().optional().describe("Filter collections by title, e.g. 'title:Summer*'"),
      },
      annotations: READ,
    },
    async ({ first: n = 10, query }) => {
      const { hits, unknown } = search(collections, query, {
        get: {
          title: (c) => [c.title],
          handle: (c) => [c.handle],
          updated_at: (c) => [c.updatedAt],
        },
        dates: new Set(["updated_at"]),
        numbers: new Set(),
        text: (c) => c.title,
      });
      return text(
        withWarnings(
          {
            collections: connection(hits, n, undefined, (c) => ({
              id: c.id,
              title: c.title,
              handle: c.handle,
              updatedAt: c.updatedAt,
              sortOrder: c.sortOrder,
              productsCount: { count: c.productIds.length },
            })),
          },
          "collections",
          query,
          unknown,
        ),
      );
    },
  );

  server.registerTool(
    "update_order",
    {
      description: "Update an order's tags, note, email or shipping address.",
      inputSchema: {
        id: z.string().describe("The order's global ID (e.g. gid://shopify/Order/5012345678)"),
        tags: z.array(z.string()).optional().describe("New tags for the order (replaces existing tags)"),
        note: z.string().optional().describe("A note on the order"),
        email: z.string().optional().describe("The customer's email for this order"),
      },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    async ({ id }) => text({ data: { orderUpdate: { order: { id }, userErrors: [] } } }),
  );

  server.registerTool(
    "create_discount_code",
    {
      description: "Create a basic percentage discount code for the store.",
      inputSchema: {
        title: z.string().describe("Title of the discount"),
        code: z.string().describe("The code customers enter at checkout (e.g. SUMMER25)"),
        percentage: z.number().min(0).max(100).describe("Percentage off (e.g. 15 for 15%)"),
        startsAt: z.string().optional().describe("ISO date the discount starts (default now)"),
        endsAt: z.string().optional().describe("ISO date the discount ends"),
      },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    async ({ code }) =>
      text({
        data: {
          discountCodeBasicCreate: {
            codeDiscountNode: { id: "gid://shopify/DiscountCodeNode/1999", code },
            userErrors: [],
          },
        },
      }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createShopServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("shop fixture server failed:", e);
      process.exit(1);
    });
}
