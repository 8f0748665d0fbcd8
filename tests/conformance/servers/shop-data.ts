/**
 * Deterministic data of the "shop" fixture world: an online outdoor-gear store (Fjell & Co, EUR) as a
 * Shopify Admin MCP server sees it — customers, orders, products with variants, three locations with
 * inventory levels, collections. Global ids (`gid://shopify/Order/5012345678`), order names `#1043`,
 * ISO 8601 UTC times, money as decimal strings.
 * Fixed points the questions name:
 * - two customers named Jane Doe (jane.doe@example.com, Berlin, tag vip; jane.doe@mailbox.org, Vienna);
 *   Liam Becker (liam.becker@bergsport-becker.de, tag wholesale, many orders); Sofia Rossi
 *   (sofia.rossi@example.it, tag vip); Noah Schmidt (noah.schmidt@example.de, no orders);
 * - order #1043 (gid://shopify/Order/5012345678): Jane Doe (example.com), 2025-02-14, PAID, FULFILLED,
 *   129.90 EUR, tag gift; #1287: Liam Becker, 2025-09-29, PAID, UNFULFILLED, 1240.00 EUR, tag wholesale;
 *   #1299: Jane Doe (mailbox.org), 2025-10-01, PENDING, UNFULFILLED; orders run #1001 (2025-01-02) to
 *   #1300 (2025-10-01);
 * - products: "Alpine Trail Boot" (Acme, Shoes, ACTIVE, gid://shopify/Product/8800000001), "Storm
 *   Shell Jacket" (Nordlicht, Jackets); vendors Acme, Nordlicht, Trailhead, Bergwerk, Fjellsko; types
 *   Shoes, Jackets, Backpacks, Tents, Accessories; a few DRAFT and ARCHIVED;
 * - locations gid://shopify/Location/6001 "Berlin Warehouse", 6002 "Munich Store", 6003 "Hamburg
 *   Pop-up" (does not fulfil online orders);
 * - collections "Summer Sale", "New Arrivals", "Winter Essentials", "Best Sellers", "Wholesale",
 *   "Gift Ideas".
 * Everything else is seeded noise. "Today" is 2025-10-01, the question suite's fixed date.
 */
import { createRng } from "@/demo/commerce/prng";

export const SH_TODAY = "2025-10-01";
export const SH_CURRENCY = "EUR";

export const FINANCIAL = [
  "PAID",
  "PENDING",
  "AUTHORIZED",
  "PARTIALLY_REFUNDED",
  "REFUNDED",
  "VOIDED",
] as const;
export const FULFILLMENT = ["FULFILLED", "UNFULFILLED", "PARTIALLY_FULFILLED"] as const;

export interface ShCustomer {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  city: string;
  country: string;
  countryCode: string;
  tags: string[];
  state: "ENABLED" | "DISABLED" | "INVITED";
  createdAt: string;
  acceptsMarketing: boolean;
}
export interface ShVariant {
  id: string;
  inventoryItemId: string;
  title: string;
  sku: string;
  price: string;
}
export interface ShProduct {
  id: string;
  title: string;
  handle: string;
  vendor: string;
  productType: string;
  status: "ACTIVE" | "DRAFT" | "ARCHIVED";
  tags: string[];
  createdAt: string;
  variants: ShVariant[];
}
export interface ShLineItem {
  productId: string;
  variantId: string;
  title: string;
  sku: string;
  quantity: number;
  unitPrice: string;
}
export interface ShOrder {
  id: string;
  number: number;
  name: string;
  createdAt: string;
  updatedAt: string;
  customerId: string | null;
  email: string | null;
  financial: (typeof FINANCIAL)[number];
  fulfillment: (typeof FULFILLMENT)[number];
  cancelledAt: string | null;
  closedAt: string | null;
  tags: string[];
  lineItems: ShLineItem[];
  shipping: string;
  total: string;
  note: string | null;
  discountCode: string | null;
  locationId: string;
}
export interface ShLocation {
  id: string;
  name: string;
  city: string;
  country: string;
  isActive: boolean;
  fulfillsOnlineOrders: boolean;
}
export interface ShLevel {
  id: string;
  locationId: string;
  inventoryItemId: string;
  available: number;
  onHand: number;
}
export interface ShCollection {
  id: string;
  title: string;
  handle: string;
  productIds: string[];
  updatedAt: string;
  sortOrder: string;
}
export interface ShopData {
  customers: ShCustomer[];
  products: ShProduct[];
  orders: ShOrder[];
  locations: ShLocation[];
  levels: ShLevel[];
  collections: ShCollection[];
}

const pad = (n: number, w: number) => String(n).padStart(w, "0");
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
const at = (date: string, hh: number, mm: number) => `${date}T${pad(hh, 2)}:${pad(mm, 2)}:00Z`;
const money = (n: number) => n.toFixed(2);
const handleOf = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const FIRST = [
  "Anna",
  "Ben",
  "Clara",
  "David",
  "Elena",
  "Felix",
  "Greta",
  "Hugo",
  "Ida",
  "Jonas",
  "Katrin",
  "Lukas",
  "Mia",
  "Nils",
  "Olivia",
  "Paul",
  "Rosa",
  "Simon",
  "Tara",
  "Viktor",
];
const LAST = [
  "Meyer",
  "Wagner",
  "Hoffmann",
  "Koch",
  "Richter",
  "Klein",
  "Wolf",
  "Neumann",
  "Schwarz",
  "Zimmermann",
  "Braun",
  "Hartmann",
  "Lange",
  "Werner",
  "Krause",
];
const PLACES: [string, string, string][] = [
  ["Berlin", "Germany", "DE"],
  ["Munich", "Germany", "DE"],
  ["Hamburg", "Germany", "DE"],
  ["Cologne", "Germany", "DE"],
  ["Vienna", "Austria", "AT"],
  ["Zurich", "Switzerland", "CH"],
  ["Amsterdam", "Netherlands", "NL"],
  ["Copenhagen", "Denmark", "DK"],
  ["Lyon", "France", "FR"],
  ["Milan", "Italy", "IT"],
];

/** [title, vendor, productType, base price, sizes]. */
const CATALOG: [string, string, string, number, string[]][] = [
  ["Alpine Trail Boot", "Acme", "Shoes", 149.9, ["41", "42", "43", "44"]],
  ["Storm Shell Jacket", "Nordlicht", "Jackets", 229.0, ["S", "M", "L"]],
  ["Ridge Runner Shoe", "Acme", "Shoes", 119.0, ["40", "42", "44"]],
  ["Summit Down Jacket", "Nordlicht", "Jackets", 289.0, ["S", "M", "L"]],
  ["Daypack 22", "Trailhead", "Backpacks", 79.9, ["One size"]],
  ["Expedition Pack 65", "Trailhead", "Backpacks", 249.0, ["M", "L"]],
  ["Dome Tent 2P", "Bergwerk", "Tents", 319.0, ["One size"]],
  ["Tunnel Tent 3P", "Bergwerk", "Tents", 429.0, ["One size"]],
  ["Merino Beanie", "Fjellsko", "Accessories", 29.9, ["One size"]],
  ["Trekking Poles Pair", "Bergwerk", "Accessories", 89.0, ["One size"]],
  ["Approach Shoe", "Fjellsko", "Shoes", 139.0, ["41", "43"]],
  ["Rain Pants", "Nordlicht", "Jackets", 99.0, ["S", "M", "L"]],
  ["Hydration Bladder 2L", "Trailhead", "Accessories", 34.9, ["One size"]],
  ["Winter Mitts", "Fjellsko", "Accessories", 49.0, ["S", "L"]],
  ["Fleece Midlayer", "Nordlicht", "Jackets", 119.0, ["S", "M", "L"]],
  ["Camp Stove", "Bergwerk", "Accessories", 69.0, ["One size"]],
  ["Gaiter Set", "Acme", "Accessories", 39.0, ["One size"]],
  ["Trail Sandal", "Acme", "Shoes", 79.0, ["40", "42", "44"]],
  ["Bivy Sack", "Bergwerk", "Tents", 189.0, ["One size"]],
  ["Climbing Harness", "Fjellsko", "Accessories", 74.0, ["S", "M"]],
];
const VARIANT_WORDS = ["", "Pro", "Lite", "Kids", ""];

let cached: ShopData | undefined;
export function shopData(): ShopData {
  if (cached) return cached;
  const rng = createRng(20251003);

  // Locations.
  const locations: ShLocation[] = [
    {
      id: "gid://shopify/Location/6001",
      name: "Berlin Warehouse",
      city: "Berlin",
      country: "Germany",
      isActive: true,
      fulfillsOnlineOrders: true,
    },
    {
      id: "gid://shopify/Location/6002",
      name: "Munich Store",
      city: "Munich",
      country: "Germany",
      isActive: true,
      fulfillsOnlineOrders: true,
    },
    {
      id: "gid://shopify/Location/6003",
      name: "Hamburg Pop-up",
      city: "Hamburg",
      country: "Germany",
      isActive: true,
      fulfillsOnlineOrders: false,
    },
  ];

  // Products: the catalogue three times over (a base line, then Pro/Lite/Kids lines), 60 in all.
  const products: ShProduct[] = [];
  let variantSeq = 46000000001;
  for (let round = 0; round < 3; round++) {
    for (const [i, [title0, vendor, productType, price0, sizes]] of CATALOG.entries()) {
      const word = round === 0 ? "" : (VARIANT_WORDS[(i + round) % VARIANT_WORDS.length] ?? "");
      const title = round === 0 ? title0 : word ? `${title0} ${word}` : `${title0} ${2024 + round}`;
      const n = round * CATALOG.length + i + 1;
      const id = `gid://shopify/Product/${8800000000 + n}`;
      const price = price0 * (word === "Pro" ? 1.3 : word === "Lite" ? 0.8 : word === "Kids" ? 0.6 : 1);
      const status: ShProduct["status"] = n % 13 === 0 ? "DRAFT" : n % 17 === 0 ? "ARCHIVED" : "ACTIVE";
      const tags = [
        ...(productType === "Jackets" || title.includes("Winter") || title.includes("Down")
          ? ["winter"]
          : []),
        ...(n % 5 === 0 ? ["sale"] : []),
        ...(round === 2 ? ["new"] : []),
      ];
      const code = title0
        .split(/\s+/)
        .map((w) => w[0])
        .join("")
        .toUpperCase();
      products.push({
        id,
        title,
        handle: handleOf(title),
        vendor,
        productType,
        status,
        tags,
        createdAt: at(addDays("2024-03-01", n * 9), 9, 0),
        variants: sizes.map((size) => {
          const v = variantSeq++;
          return {
            id: `gid://shopify/ProductVariant/${v}`,
            inventoryItemId: `gid://shopify/InventoryItem/${v + 3000000000}`,
            title: size === "One size" ? "Default Title" : size,
            sku: `${code}${round ? `-${round}` : ""}-${size === "One size" ? "OS" : size}`,
            price: money(price),
          };
        }),
      });
    }
  }

  // Inventory levels: every variant at every location.
  const levels: ShLevel[] = [];
  let levelSeq = 1;
  for (const p of products)
    for (const v of p.variants)
      for (const loc of locations) {
        const base = loc.id.endsWith("6001") ? rng.int(0, 60) : rng.int(0, 14);
        const available = p.status === "ARCHIVED" ? 0 : base;
        levels.push({
          id: `gid://shopify/InventoryLevel/${pad(levelSeq++, 6)}?inventory_item_id=${v.inventoryItemId.split("/").pop()}`,
          locationId: loc.id,
          inventoryItemId: v.inventoryItemId,
          available,
          onHand: available + rng.int(0, 3),
        });
      }
  // The Alpine Trail Boot in 42 runs low in Munich.
  const atb42 = products[0]?.variants[1];
  for (const l of levels)
    if (l.inventoryItemId === atb42?.inventoryItemId && l.locationId.endsWith("6002")) {
      l.available = 2;
      l.onHand = 2;
    }

  // Customers: 100, two of them named Jane Doe.
  const customers: ShCustomer[] = [];
  const fixed: [string, string, string, number, string[]][] = [
    ["Jane", "Doe", "jane.doe@example.com", 0, ["vip"]],
    ["Jane", "Doe", "jane.doe@mailbox.org", 4, []],
    ["Liam", "Becker", "liam.becker@bergsport-becker.de", 1, ["wholesale"]],
    ["Sofia", "Rossi", "sofia.rossi@example.it", 9, ["vip"]],
    ["Noah", "Schmidt", "noah.schmidt@example.de", 2, []],
    ["Emma", "Wilson", "emma.wilson@example.co.uk", 6, ["newsletter"]],
  ];
  const used = new Set<string>();
  let cid = 7100000001;
  for (const [first, last, email, place, tags] of fixed) {
    const [city, country, countryCode] = PLACES[place] ?? PLACES[0] ?? ["", "", ""];
    used.add(`${first} ${last}`);
    customers.push({
      id: `gid://shopify/Customer/${cid++}`,
      firstName: first,
      lastName: last,
      email,
      phone: `+49 30 ${pad(cid % 10000000, 7)}`,
      city,
      country,
      countryCode,
      tags,
      state: "ENABLED",
      createdAt: at(addDays("2024-01-10", (cid % 97) * 3), 11, 0),
      acceptsMarketing: tags.includes("newsletter") || tags.includes("vip"),
    });
  }
  while (customers.length < 100) {
    const first = rng.pick(FIRST);
    const last = rng.pick(LAST);
    const name = `${first} ${last}`;
    if (used.has(name)) continue;
    used.add(name);
    const [city, country, countryCode] = rng.pick(PLACES);
    const tags = [
      ...(rng.chance(0.1) ? ["wholesale"] : []),
      ...(rng.chance(0.12) ? ["vip"] : []),
      ...(rng.chance(0.3) ? ["newsletter"] : []),
    ];
    customers.push({
      id: `gid://shopify/Customer/${cid++}`,
      firstName: first,
      lastName: last,
      email: `${first}.${last}@example.${countryCode.toLowerCase()}`.toLowerCase(),
      phone: rng.chance(0.7) ? `+49 ${rng.int(30, 89)} ${pad(rng.int(0, 9999999), 7)}` : null,
      city,
      country,
      countryCode,
      tags,
      state: rng.chance(0.06) ? "DISABLED" : rng.chance(0.05) ? "INVITED" : "ENABLED",
      createdAt: at(addDays("2024-01-10", rng.int(0, 600)), rng.int(8, 20), rng.int(0, 59)),
      acceptsMarketing: tags.includes("newsletter") || rng.chance(0.2),
    });
  }
  const byEmail = (email: string) => customers.find((c) => c.email === email);
  const janeA = byEmail("jane.doe@example.com");
  const janeB = byEmail("jane.doe@mailbox.org");
  const liam = byEmail("liam.becker@bergsport-becker.de");
  const noah = byEmail("noah.schmidt@example.de");

  // Orders: #1001 (2025-01-02) to #1300 (2025-10-01).
  const orders: ShOrder[] = [];
  const buyers = customers.filter((c) => c !== noah);
  const sellable = products.filter((p) => p.status !== "DRAFT");
  const span = 272; // 2025-01-02 → 2025-10-01
  for (let number = 1001; number <= 1300; number++) {
    const k = number - 1001;
    const day = number === 1300 ? SH_TODAY : addDays("2025-01-02", Math.floor((k / 299) * span));
    const age = (Date.parse(SH_TODAY) - Date.parse(day)) / 86_400_000;
    const guest = rng.chance(0.05);
    const customer = guest ? null : number % 11 === 0 && liam ? liam : (rng.pick(buyers) as ShCustomer);
    const lines: ShLineItem[] = [];
    const nLines = rng.int(1, 3);
    for (let j = 0; j < nLines; j++) {
      const p = rng.pick(sellable);
      const v = rng.pick(p.variants);
      lines.push({
        productId: p.id,
        variantId: v.id,
        title: p.title,
        sku: v.sku,
        quantity: customer?.tags.includes("wholesale") ? rng.int(2, 6) : rng.int(1, 2),
        unitPrice: v.price,
      });
    }
    const subtotal = lines.reduce((s, l) => s + Number(l.unitPrice) * l.quantity, 0);
    const shipping = subtotal >= 150 ? 0 : 4.9;
    const cancelled = rng.chance(0.04);
    const financial: ShOrder["financial"] = cancelled
      ? rng.pick(["VOIDED", "REFUNDED"] as const)
      : rng.weighted(FINANCIAL, age > 20 ? [20, 0.5, 0.3, 1.2, 0.8, 0] : [10, 2.5, 1.5, 0.4, 0.2, 0]);
    const fulfillment: ShOrder["fulfillment"] = cancelled
      ? "UNFULFILLED"
      : age > 14
        ? rng.weighted(FULFILLMENT, [30, 0.6, 0.5])
        : rng.weighted(FULFILLMENT, [2, 5, 1]);
    const created = at(day, rng.int(7, 22), rng.int(0, 59));
    const tags = [
      ...(customer?.tags.includes("wholesale") ? ["wholesale"] : []),
      ...(rng.chance(0.08) ? ["gift"] : []),
      ...(rng.chance(0.05) ? ["rush"] : []),
      ...(rng.chance(0.04) ? ["pre-order"] : []),
    ];
    orders.push({
      id: `gid://shopify/Order/${5012344635 + number}`,
      number,
      name: `#${number}`,
      createdAt: created,
      updatedAt: at(addDays(day, Math.min(Math.floor(age), rng.int(0, 6))), rng.int(7, 22), rng.int(0, 59)),
      customerId: customer?.id ?? null,
      email: customer?.email ?? (guest ? `guest${number}@example.net` : null),
      financial,
      fulfillment,
      cancelledAt: cancelled ? at(addDays(day, 1), 10, 0) : null,
      closedAt:
        !cancelled && financial === "PAID" && fulfillment === "FULFILLED" && age > 30
          ? at(addDays(day, 20), 12, 0)
          : null,
      tags,
      lineItems: lines,
      shipping: money(shipping),
      total: money(subtotal + shipping),
      note: rng.chance(0.1)
        ? rng.pick(["Please gift wrap", "Leave at the door", "Call before delivery"])
        : null,
      discountCode: rng.chance(0.12) ? rng.pick(["WELCOME10", "SUMMER25", "VIP15"]) : null,
      locationId: rng.chance(0.8) ? "gid://shopify/Location/6001" : "gid://shopify/Location/6002",
    });
  }
  const set = (name: string, patch: Partial<ShOrder>) => {
    const o = orders.find((x) => x.name === name);
    if (o) Object.assign(o, patch);
  };
  const boot = products[0];
  const jacket = products[1];
  set("#1043", {
    createdAt: at("2025-02-14", 18, 42),
    updatedAt: at("2025-02-17", 9, 5),
    customerId: janeA?.id ?? null,
    email: janeA?.email ?? null,
    financial: "PAID",
    fulfillment: "FULFILLED",
    cancelledAt: null,
    closedAt: at("2025-03-06", 12, 0),
    tags: ["gift"],
    lineItems: [
      {
        productId: boot?.id ?? "",
        variantId: boot?.variants[0]?.id ?? "",
        title: boot?.title ?? "",
        sku: boot?.variants[0]?.sku ?? "",
        quantity: 1,
        unitPrice: "125.00",
      },
    ],
    shipping: "4.90",
    total: "129.90",
    note: "Please gift wrap",
    discountCode: null,
  });
  set("#1287", {
    createdAt: at("2025-09-29", 10, 15),
    updatedAt: at("2025-09-30", 8, 0),
    customerId: liam?.id ?? null,
    email: liam?.email ?? null,
    financial: "PAID",
    fulfillment: "UNFULFILLED",
    cancelledAt: null,
    closedAt: null,
    tags: ["wholesale"],
    lineItems: [
      {
        productId: jacket?.id ?? "",
        variantId: jacket?.variants[1]?.id ?? "",
        title: jacket?.title ?? "",
        sku: jacket?.variants[1]?.sku ?? "",
        quantity: 4,
        unitPrice: "229.00",
      },
      {
        productId: boot?.id ?? "",
        variantId: boot?.variants[2]?.id ?? "",
        title: boot?.title ?? "",
        sku: boot?.variants[2]?.sku ?? "",
        quantity: 2,
        unitPrice: "162.00",
      },
    ],
    shipping: "0.00",
    total: "1240.00",
    discountCode: null,
  });
  set("#1299", {
    createdAt: at(SH_TODAY, 8, 31),
    updatedAt: at(SH_TODAY, 8, 31),
    customerId: janeB?.id ?? null,
    email: janeB?.email ?? null,
    financial: "PENDING",
    fulfillment: "UNFULFILLED",
    cancelledAt: null,
    closedAt: null,
  });
  for (const o of orders) if (o.updatedAt < o.createdAt) o.updatedAt = o.createdAt;

  const ids = (pred: (p: ShProduct) => boolean) => products.filter(pred).map((p) => p.id);
  const collections: ShCollection[] = [
    ["Summer Sale", ids((p) => p.tags.includes("sale")), "BEST_SELLING"],
    ["New Arrivals", ids((p) => p.tags.includes("new")), "CREATED_DESC"],
    ["Winter Essentials", ids((p) => p.tags.includes("winter")), "MANUAL"],
    ["Best Sellers", ids((p) => p.productType === "Shoes" || p.productType === "Backpacks"), "BEST_SELLING"],
    ["Wholesale", ids((p) => p.vendor === "Bergwerk"), "ALPHA_ASC"],
    ["Gift Ideas", ids((p) => p.productType === "Accessories"), "PRICE_ASC"],
  ].map(([title, productIds, sortOrder], i) => ({
    id: `gid://shopify/Collection/${4400000001 + i}`,
    title: title as string,
    handle: handleOf(title as string),
    productIds: productIds as string[],
    updatedAt: at(addDays("2025-06-01", i * 17), 10, 0),
    sortOrder: sortOrder as string,
  }));

  cached = { customers, products, orders, locations, levels, collections };
  return cached;
}
