/**
 * Deterministic data of the "warehouse" conformance world: an inventory system behind an OData v4
 * API (PascalCase properties, integer keys, SKUs like `WH-30412`, warehouse codes like `FRA1`).
 * Fixed points the questions name: the product "Chai" (WH-30412, supplier Exotic Liquids), supplier
 * "Exotic Liquids" (SupplierID 1) with purchase orders every year, two suppliers both named
 * "Pacific Traders" (namesakes), two products both named "Gravad Lax", purchase order 10248, the
 * stock of WH-30412 in FRA1. Dates end just before the suite's fixed today (AGENT_TODAY 2025-10-01).
 * Everything else is seeded noise. No Math.random.
 */
import { createRng } from "@/demo/commerce/prng";

export interface WhSupplier {
  SupplierID: number;
  CompanyName: string;
  ContactName: string;
  Country: string;
  City: string;
  Phone: string;
}
export const WH_CATEGORIES = [
  "Beverages",
  "Condiments",
  "Confections",
  "Dairy Products",
  "Grains/Cereals",
  "Meat/Poultry",
  "Produce",
  "Seafood",
] as const;
export type WhCategory = (typeof WH_CATEGORIES)[number];
export interface WhProduct {
  ProductID: number;
  SKU: string;
  Name: string;
  Category: WhCategory;
  QuantityPerUnit: string;
  UnitPrice: number;
  UnitsInStock: number;
  UnitsOnOrder: number;
  ReorderLevel: number;
  Discontinued: boolean;
  SupplierID: number;
}
export interface WhWarehouse {
  WarehouseCode: string;
  Name: string;
  City: string;
  Country: string;
}
export interface WhStockLevel {
  SKU: string;
  WarehouseCode: string;
  QuantityOnHand: number;
  QuantityReserved: number;
  BinLocation: string;
  LastCountedAt: string;
}
export const WH_PO_STATUSES = ["Draft", "Submitted", "Received", "Cancelled"] as const;
export type WhPoStatus = (typeof WH_PO_STATUSES)[number];
export interface WhPurchaseOrderLine {
  LineNumber: number;
  ProductID: number;
  SKU: string;
  Quantity: number;
  UnitCost: number;
}
export interface WhPurchaseOrder {
  PurchaseOrderID: number;
  OrderDate: string;
  ExpectedDate: string | null;
  Status: WhPoStatus;
  SupplierID: number;
  WarehouseCode: string;
  TotalAmount: number;
  Currency: "EUR" | "USD" | "GBP";
  Lines: WhPurchaseOrderLine[];
}

export const WH_WAREHOUSES: WhWarehouse[] = [
  { WarehouseCode: "FRA1", Name: "Frankfurt Central", City: "Frankfurt", Country: "Germany" },
  { WarehouseCode: "AMS2", Name: "Amsterdam Port", City: "Amsterdam", Country: "Netherlands" },
  { WarehouseCode: "MAD1", Name: "Madrid South", City: "Madrid", Country: "Spain" },
  { WarehouseCode: "WAW1", Name: "Warsaw East", City: "Warsaw", Country: "Poland" },
  { WarehouseCode: "DUB1", Name: "Dublin North", City: "Dublin", Country: "Ireland" },
];

export const WH_KNOWN_SUPPLIER = { SupplierID: 1, CompanyName: "Exotic Liquids" };
/** Two suppliers share this company name (one in Australia, one in Canada). */
export const WH_NAMESAKE_SUPPLIER = "Pacific Traders";
export const WH_NAMESAKE_SUPPLIER_IDS = [7, 19] as const;
export const WH_KNOWN_SKU = "WH-30412";
/** Two products share this name (different suppliers and SKUs). */
export const WH_NAMESAKE_PRODUCT = "Gravad Lax";
export const WH_KNOWN_PO = 10248;

const COMPANIES: [string, string, string][] = [
  ["Exotic Liquids", "United Kingdom", "London"],
  ["New Orleans Cajun Delights", "USA", "New Orleans"],
  ["Grandma Kelly's Homestead", "USA", "Ann Arbor"],
  ["Tokyo Traders", "Japan", "Tokyo"],
  ["Cooperativa de Quesos 'Las Cabras'", "Spain", "Oviedo"],
  ["Mayumi's", "Japan", "Osaka"],
  ["Pacific Traders", "Australia", "Melbourne"],
  ["Specialty Biscuits, Ltd.", "United Kingdom", "Manchester"],
  ["PB Knäckebröd AB", "Sweden", "Göteborg"],
  ["Refrescos Americanas LTDA", "Brazil", "São Paulo"],
  ["Heli Süßwaren GmbH & Co. KG", "Germany", "Berlin"],
  ["Plutzer Lebensmittelgroßmärkte AG", "Germany", "Frankfurt"],
  ["Nord-Ost-Fisch Handelsgesellschaft mbH", "Germany", "Cuxhaven"],
  ["Formaggi Fortini s.r.l.", "Italy", "Ravenna"],
  ["Norske Meierier", "Norway", "Sandvika"],
  ["Bigfoot Breweries", "USA", "Bend"],
  ["Svensk Sjöföda AB", "Sweden", "Stockholm"],
  ["Aux joyeux ecclésiastiques", "France", "Paris"],
  ["Pacific Traders", "Canada", "Vancouver"],
  ["Leka Trading", "Singapore", "Singapore"],
  ["Lyngbysild", "Denmark", "Lyngby"],
  ["Zaanse Snoepfabriek", "Netherlands", "Zaandam"],
  ["Karkki Oy", "Finland", "Lappeenranta"],
  ["G'day, Mate", "Australia", "Sydney"],
  ["Ma Maison", "Canada", "Montréal"],
  ["Pasta Buttini s.r.l.", "Italy", "Salerno"],
  ["Escargots Nouveaux", "France", "Montceau"],
  ["Gai pâturage", "France", "Annecy"],
  ["Forêts d'érables", "Canada", "Ste-Hyacinthe"],
  ["Andes Harvest S.A.", "Chile", "Santiago"],
  ["Danube Dairy Kft.", "Hungary", "Budapest"],
  ["Atlas Spice Company", "Morocco", "Casablanca"],
];
const CONTACT_FIRST = [
  "Charlotte",
  "Shelley",
  "Regina",
  "Yoshi",
  "Antonio",
  "Mayumi",
  "Ian",
  "Peter",
  "Lars",
  "Carlos",
  "Petra",
  "Martin",
  "Sven",
  "Elio",
  "Beate",
  "Cheryl",
  "Michael",
  "Guylène",
  "Chandra",
  "Niels",
  "Dirk",
  "Anne",
  "Wendy",
  "Jean-Guy",
  "Giovanni",
  "Marie",
  "Eliane",
];
const CONTACT_LAST = [
  "Cooper",
  "Burke",
  "Murphy",
  "Nagase",
  "del Valle",
  "Ohno",
  "Devling",
  "Wilson",
  "Petersson",
  "Diaz",
  "Winkler",
  "Bein",
  "Petersen",
  "Rossi",
  "Vileid",
  "Saylor",
  "Björn",
  "Nodier",
  "Leka",
  "Larsen",
  "Luisa",
  "Heikkonen",
  "Mendel",
  "Lauzon",
  "Giudici",
  "Delamare",
  "Noz",
];

const NOUNS: Record<WhCategory, string[]> = {
  Beverages: [
    "Chai",
    "Chang",
    "Lager",
    "Stout",
    "Cola",
    "Espresso",
    "Green Tea",
    "Lemonade",
    "Ginger Ale",
    "Root Beer",
    "Cider",
    "Mineral Water",
  ],
  Condiments: [
    "Aniseed Syrup",
    "Cajun Seasoning",
    "Gumbo Mix",
    "Boysenberry Spread",
    "Cranberry Sauce",
    "Hot Pepper Sauce",
    "Soy Sauce",
    "Mustard",
    "Curry Paste",
    "Chutney",
  ],
  Confections: [
    "Chocolate",
    "Biscuits",
    "Marmalade",
    "Gummibärchen",
    "Licorice",
    "Scones",
    "Toffee",
    "Nougat",
    "Pralines",
    "Fudge",
  ],
  "Dairy Products": [
    "Cheddar",
    "Mozzarella",
    "Gorgonzola",
    "Camembert",
    "Mascarpone",
    "Gjetost",
    "Butter",
    "Yogurt",
    "Feta",
    "Brie",
  ],
  "Grains/Cereals": [
    "Knäckebröd",
    "Gnocchi",
    "Ravioli",
    "Tagliatelle",
    "Couscous",
    "Rye Bread",
    "Oatmeal",
    "Basmati Rice",
    "Polenta",
    "Muesli",
  ],
  "Meat/Poultry": [
    "Beef Jerky",
    "Pâté",
    "Tourtière",
    "Sausages",
    "Chicken Breast",
    "Lamb Shoulder",
    "Duck Confit",
    "Salami",
    "Pork Ribs",
    "Turkey Ham",
  ],
  Produce: [
    "Dried Apples",
    "Tofu",
    "Dried Pears",
    "Rössle Sauerkraut",
    "Dates",
    "Figs",
    "Sun-dried Tomatoes",
    "Chickpeas",
    "Lentils",
    "Olives",
  ],
  Seafood: [
    "Ikura",
    "Konbu",
    "Carnarvon Tigers",
    "Nord-Ost Matjeshering",
    "Crab Meat",
    "Clam Chowder",
    "Spegesild",
    "Escargots",
    "Röd Kaviar",
    "Smoked Salmon",
    "Rogede sild",
  ],
};
const ADJECTIVES = [
  "Organic",
  "Classic",
  "Premium",
  "Alpine",
  "Golden",
  "Rustic",
  "Royal",
  "Old Town",
  "Coastal",
  "Highland",
  "Country",
  "Sunny",
  "Imperial",
  "Nordic",
  "Valley",
];
const PACKS = [
  "10 boxes x 20 bags",
  "24 - 12 oz bottles",
  "12 - 550 ml bottles",
  "48 - 6 oz jars",
  "36 boxes",
  "12 - 8 oz jars",
  "20 - 1 kg tins",
  "10 - 500 g pkgs.",
  "40 - 100 g pkgs.",
  "24 - 250 g jars",
  "1 kg pkg.",
  "5 kg pkg.",
];
const PRICE_RANGE: Record<WhCategory, [number, number]> = {
  Beverages: [2.5, 60],
  Condiments: [4, 45],
  Confections: [3, 80],
  "Dairy Products": [2.5, 55],
  "Grains/Cereals": [3.5, 40],
  "Meat/Poultry": [7, 125],
  Produce: [4, 55],
  Seafood: [4, 90],
};

export const WH_PRODUCT_COUNT = 240;
export const WH_SUPPLIER_COUNT = COMPANIES.length;
export const WH_PO_COUNT = 460;

const DAY = 86_400_000;
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function warehouseData(): {
  suppliers: WhSupplier[];
  products: WhProduct[];
  warehouses: WhWarehouse[];
  stockLevels: WhStockLevel[];
  purchaseOrders: WhPurchaseOrder[];
} {
  const r = createRng(113);
  const money = (min: number, max: number) => Math.round((min + r.next() * (max - min)) * 100) / 100;
  const randomDay = (from: string, to: string) =>
    isoOf(day(from) + r.int(0, Math.round((day(to) - day(from)) / DAY)) * DAY);

  const suppliers: WhSupplier[] = COMPANIES.map(([CompanyName, Country, City], i) => ({
    SupplierID: i + 1,
    CompanyName,
    ContactName: `${CONTACT_FIRST[i % CONTACT_FIRST.length]} ${CONTACT_LAST[(i * 5) % CONTACT_LAST.length]}`,
    Country,
    City,
    Phone: `+${r.int(1, 99)} ${r.int(100, 999)} ${r.int(1000, 9999)}`,
  }));

  const products: WhProduct[] = [];
  const usedNames = new Set<string>();
  for (let n = 0; n < WH_PRODUCT_COUNT; n++) {
    const ProductID = n + 1;
    const Category = WH_CATEGORIES[n % WH_CATEGORIES.length];
    let Name: string;
    let SupplierID = r.int(1, suppliers.length);
    let SKU = `WH-${30001 + n * 7 + r.int(0, 5)}`;
    if (n === 0) {
      Name = "Chai";
      SKU = WH_KNOWN_SKU;
      SupplierID = WH_KNOWN_SUPPLIER.SupplierID;
    } else if (n === 7 || n === 127) {
      Name = WH_NAMESAKE_PRODUCT; // both Seafood (7 % 8 === 7, 127 % 8 === 7)
      SupplierID = n === 7 ? 17 : 21;
    } else {
      const nouns = NOUNS[Category];
      Name = "";
      for (
        let shift = 0;
        !Name || usedNames.has(Name) || Name === "Chai" || Name === WH_NAMESAKE_PRODUCT;
        shift++
      ) {
        const noun = nouns[(Math.floor(n / 8) + shift) % nouns.length];
        const adj = ADJECTIVES[(n * 7 + shift * 3) % ADJECTIVES.length];
        Name = n < 24 && shift === 0 ? noun : `${adj} ${noun}`;
      }
    }
    if (SKU === WH_KNOWN_SKU && n !== 0) SKU = `WH-${30001 + n * 7 + 6}`;
    usedNames.add(Name);
    const [lo, hi] = PRICE_RANGE[Category];
    const UnitPrice = n === 0 ? 18 : money(lo, r.chance(0.25) ? lo + 4 : hi);
    const ReorderLevel = n === 0 ? 10 : r.pick([0, 5, 10, 15, 20, 25, 30]);
    const low = n !== 0 && r.chance(0.16);
    const UnitsInStock =
      n === 0 ? 39 : low ? r.int(0, ReorderLevel) : r.int(ReorderLevel + 1, ReorderLevel + 140);
    products.push({
      ProductID,
      SKU,
      Name,
      Category,
      QuantityPerUnit: n === 0 ? "10 boxes x 20 bags" : r.pick(PACKS),
      UnitPrice,
      UnitsInStock,
      UnitsOnOrder: low ? r.pick([0, 10, 20, 40]) : 0,
      ReorderLevel,
      Discontinued: n !== 0 && r.chance(0.09),
      SupplierID,
    });
  }

  const stockLevels: WhStockLevel[] = [];
  for (const p of products) {
    const codes = WH_WAREHOUSES.map((w) => w.WarehouseCode).filter((code, i) =>
      code === "FRA1" ? p.ProductID % 3 !== 2 || p.SKU === WH_KNOWN_SKU : (p.ProductID + i) % 2 === 0,
    );
    if (!codes.length) codes.push("AMS2");
    let left = p.UnitsInStock;
    codes.forEach((code, i) => {
      const QuantityOnHand =
        p.SKU === WH_KNOWN_SKU && code === "FRA1" ? 24 : i === codes.length - 1 ? left : r.int(0, left);
      left -= QuantityOnHand;
      stockLevels.push({
        SKU: p.SKU,
        WarehouseCode: code,
        QuantityOnHand,
        QuantityReserved: Math.min(QuantityOnHand, r.int(0, 6)),
        BinLocation: `${String.fromCharCode(65 + r.int(0, 7))}-${String(r.int(1, 40)).padStart(2, "0")}-${r.int(1, 6)}`,
        LastCountedAt: `${randomDay("2025-06-01", "2025-09-26")}T0${r.int(6, 9)}:${r.int(10, 59)}:00Z`,
      });
    });
  }

  const purchaseOrders: WhPurchaseOrder[] = [];
  const start = day("2023-01-04");
  const span = (day("2025-09-29") - start) / DAY;
  for (let n = 0; n < WH_PO_COUNT; n++) {
    const PurchaseOrderID = WH_KNOWN_PO + n;
    const OrderDate = isoOf(start + Math.round((n / (WH_PO_COUNT - 1)) * span) * DAY);
    // Exotic Liquids orders regularly (every 9th order); the two Pacific Traders now and then.
    const SupplierID =
      n === 0 || n % 9 === 4
        ? 1
        : n % 23 === 5
          ? WH_NAMESAKE_SUPPLIER_IDS[(n >> 1) % 2]
          : r.int(2, suppliers.length);
    const recent = OrderDate >= "2025-08-15";
    const Status: WhPoStatus =
      n === 0
        ? "Received"
        : recent
          ? r.pick(["Draft", "Submitted", "Submitted", "Received"] as const)
          : r.pick(["Received", "Received", "Received", "Received", "Cancelled", "Submitted"] as const);
    const catalogue = products.filter((p) => p.SupplierID === SupplierID);
    const pool = catalogue.length ? catalogue : products;
    const Lines: WhPurchaseOrderLine[] = [];
    const lineCount = n === 0 ? 2 : r.int(1, 4);
    for (let l = 0; l < lineCount; l++) {
      const p = n === 0 ? (l === 0 ? products[0] : pool[pool.length - 1]) : r.pick(pool);
      const Quantity = n === 0 ? (l === 0 ? 12 : 10) : r.pick([6, 10, 12, 20, 24, 40, 50]);
      const UnitCost = n === 0 ? (l === 0 ? 14.4 : 26.72) : Math.round(p.UnitPrice * 0.8 * 100) / 100;
      Lines.push({ LineNumber: l + 1, ProductID: p.ProductID, SKU: p.SKU, Quantity, UnitCost });
    }
    const TotalAmount = Math.round(Lines.reduce((s, x) => s + x.Quantity * x.UnitCost, 0) * 100) / 100;
    const Currency =
      SupplierID === 1 || [8, 9].includes(SupplierID)
        ? "GBP"
        : [2, 3, 16].includes(SupplierID)
          ? "USD"
          : "EUR";
    purchaseOrders.push({
      PurchaseOrderID,
      OrderDate,
      ExpectedDate: Status === "Draft" ? null : isoOf(day(OrderDate) + r.int(5, 30) * DAY),
      Status,
      SupplierID,
      WarehouseCode: n === 0 ? "FRA1" : r.pick(WH_WAREHOUSES).WarehouseCode,
      TotalAmount,
      Currency,
      Lines,
    });
  }

  return { suppliers, products, warehouses: WH_WAREHOUSES, stockLevels, purchaseOrders };
}
