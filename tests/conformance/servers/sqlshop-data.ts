/**
 * Data of the fixture "sqlshop" (./sqlshop.ts): a small shop database — clients, purchases, purchase
 * lines and articles — generated deterministically, relative to the question suite's today
 * (2025-10-01). Amounts in pence (`amount_cents`, `price_cents`), dates as ISO text (`joined_on` a
 * day, `placed_at` a UTC datetime), purchase states as lowercase words. Two clients share the name
 * "Sam Patel" (Leeds and Bristol); one is "Niamh O'Neill" (a quote in a value). Written before the
 * planner ran on it.
 */
import { createRng } from "@/demo/commerce/prng";

export interface Client {
  client_no: number;
  full_name: string;
  city: string;
  joined_on: string;
}
export interface Purchase {
  purchase_no: number;
  client_no: number;
  placed_at: string;
  amount_cents: number;
  state: string;
}
export interface PurchaseLine {
  line_no: number;
  purchase_no: number;
  sku: string;
  quantity: number;
  unit_price_cents: number;
}
export interface Article {
  sku: string;
  title: string;
  category: string;
  price_cents: number;
}

export const SQLSHOP_TODAY = "2025-10-01";
export const SQLSHOP_STATES = ["pending", "paid", "shipped", "delivered", "refunded", "cancelled"] as const;
export const SQLSHOP_CATEGORIES = ["kitchen", "garden", "stationery", "lighting", "textiles"] as const;

const CLIENT_NAMES: [string, string][] = [
  ["Sam Patel", "Leeds"],
  ["Harriet Cole", "York"],
  ["Owen Price", "Leeds"],
  ["Niamh O'Neill", "Belfast"],
  ["Tomasz Nowak", "Manchester"],
  ["Grace Adeyemi", "London"],
  ["Ewan McLeod", "Glasgow"],
  ["Priya Shah", "Leicester"],
  ["Ben Hughes", "Cardiff"],
  ["Lucy Fairweather", "Bristol"],
  ["Aisha Rahman", "Leeds"],
  ["Daniel Okafor", "London"],
  ["Fiona Grant", "Edinburgh"],
  ["George Whitaker", "York"],
  ["Hannah Lowe", "Manchester"],
  ["Isaac Brennan", "Bristol"],
  ["Jade Turner", "Leeds"],
  ["Kieran Doyle", "Belfast"],
  ["Laura Jenkins", "Cardiff"],
  ["Mohammed Ali", "Birmingham"],
  ["Nora Lindqvist", "London"],
  ["Oliver Bates", "Birmingham"],
  ["Rosa Martinez", "Manchester"],
  ["Sam Patel", "Bristol"],
  ["Tariq Hussain", "Bradford"],
  ["Ursula Kent", "York"],
  ["Victor Osei", "London"],
  ["Wendy Clarke", "Leeds"],
  ["Xavier Dunn", "Glasgow"],
  ["Yasmin Begum", "Bradford"],
  ["Zoe Carter", "Leicester"],
  ["Alfie Moss", "Bristol"],
  ["Bethany Rowe", "Edinburgh"],
  ["Callum Reid", "Glasgow"],
  ["Delia Fox", "London"],
  ["Elliot Shaw", "Birmingham"],
];

const ARTICLES: [string, string, (typeof SQLSHOP_CATEGORIES)[number], number][] = [
  ["KT-1001", "Cast Iron Skillet", "kitchen", 3499],
  ["KT-1002", "Chef's Knife 20cm", "kitchen", 5900],
  ["KT-1003", "Bamboo Chopping Board", "kitchen", 1850],
  ["KT-1004", "Enamel Casserole Dish", "kitchen", 8900],
  ["KT-1005", "Stovetop Espresso Maker", "kitchen", 2750],
  ["KT-1006", "Linen Tea Towel Set", "kitchen", 1200],
  ["GD-2001", "Stainless Trowel", "garden", 1499],
  ["GD-2002", "Bypass Secateurs", "garden", 2400],
  ["GD-2003", "Galvanised Watering Can", "garden", 3200],
  ["GD-2004", "Cedar Raised Bed", "garden", 14900],
  ["GD-2005", "Terracotta Pot Large", "garden", 2600],
  ["ST-3001", "Dot Grid Notebook", "stationery", 1400],
  ["ST-3002", "Fountain Pen", "stationery", 4500],
  ["ST-3003", "Brass Desk Stapler", "stationery", 3800],
  ["ST-3004", "Recycled Envelopes 50", "stationery", 650],
  ["LT-4001", "Opal Table Lamp", "lighting", 7900],
  ["LT-4002", "Brass Floor Lamp", "lighting", 18900],
  ["LT-4003", "Rattan Pendant Shade", "lighting", 4200],
  ["LT-4004", "LED Filament Bulb", "lighting", 600],
  ["TX-5001", "Wool Throw", "textiles", 6900],
  ["TX-5002", "Linen Cushion Cover", "textiles", 2200],
  ["TX-5003", "Cotton Bath Towel", "textiles", 1600],
  ["TX-5004", "Jute Doormat", "textiles", 2900],
];

const DAY_MS = 86_400_000;
const TODAY_MS = Date.parse(`${SQLSHOP_TODAY}T00:00:00Z`);

export interface SqlshopData {
  clients: Client[];
  purchases: Purchase[];
  purchase_lines: PurchaseLine[];
  articles: Article[];
}

let cached: SqlshopData | undefined;

export function sqlshopData(): SqlshopData {
  if (cached) return cached;
  const r = createRng(4141);
  const clients: Client[] = CLIENT_NAMES.map(([full_name, city], i) => ({
    client_no: i + 1,
    full_name,
    city,
    joined_on: new Date(TODAY_MS - r.int(20, 1400) * DAY_MS).toISOString().slice(0, 10),
  }));
  const articles: Article[] = ARTICLES.map(([sku, title, category, price_cents]) => ({
    sku,
    title,
    category,
    price_cents,
  }));
  const purchases: Purchase[] = [];
  const purchase_lines: PurchaseLine[] = [];
  let lineNo = 1;
  for (let i = 0; i < 160; i++) {
    const purchase_no = 10001 + i;
    // Purchases spread over the last ~14 months, newer numbers placed later.
    const daysAgo = Math.max(0, Math.round(((159 - i) / 159) * 420) - r.int(0, 3));
    const client = clients[r.int(0, clients.length - 1)];
    const placedMs = TODAY_MS - daysAgo * DAY_MS + r.int(8, 21) * 3_600_000 + r.int(0, 59) * 60_000;
    const lines = r.int(1, 3);
    let amount = 0;
    const used = new Set<string>();
    for (let l = 0; l < lines; l++) {
      const a = articles[r.int(0, articles.length - 1)];
      if (used.has(a.sku)) continue;
      used.add(a.sku);
      const quantity = r.int(1, 4);
      amount += quantity * a.price_cents;
      purchase_lines.push({
        line_no: lineNo++,
        purchase_no,
        sku: a.sku,
        quantity,
        unit_price_cents: a.price_cents,
      });
    }
    const state =
      daysAgo < 3
        ? "pending"
        : daysAgo < 8
          ? (["paid", "shipped"] as const)[r.int(0, 1)]
          : (["delivered", "delivered", "delivered", "refunded", "cancelled", "shipped"] as const)[
              r.int(0, 5)
            ];
    purchases.push({
      purchase_no,
      client_no: client.client_no,
      placed_at: new Date(placedMs).toISOString().slice(0, 19).replace("T", " "),
      amount_cents: amount,
      state,
    });
  }
  cached = { clients, purchases, purchase_lines, articles };
  return cached;
}
