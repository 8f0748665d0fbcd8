/**
 * Conformance fixture "assets": an IT asset management REST API described by an OpenAPI 3.0
 * document, written the way such vendors write them — not tuned to the planner. Two conventions:
 * - Stripe-style for people, purchases and licences (`/v1/...`): `{ object: "list", data, has_more,
 *   url }` with no total, paging by `limit` + `starting_after=<last id>`, prefixed ids (`usr_…`,
 *   `po_…`, `lic_…`), Unix-second timestamps, a `created` range as a real deepObject parameter
 *   (`created[gte]=…`), amount bounds as bracketed parameters in minor units (`amount[gte]`, cents),
 *   `expand[]`, operation ids in the generated `GetPurchasesPurchase` style, a search endpoint whose
 *   only filter is a query-language string;
 * - OData v4 for devices and repair orders (`/odata/...`): `{ "@odata.context", "@odata.count"
 *   (only with `$count=true`), value, "@odata.nextLink" }`, `$top`/`$skip`/`$orderby`/`$select`/
 *   `$count` and a free-form `$filter` expression as the only filter; keys in parentheses
 *   (`/odata/Devices('AT-10234')`); prices in major units (decimal euros).
 * Two mutative operations (`POST /v1/purchases`, `DELETE /odata/RepairOrders('{Id}')`) stay excluded.
 * Deterministic data: 140 people (one name shared by two, one with a fixed history), ~260 purchases,
 * ~210 licences, 300 devices, ~130 repair orders, dates through September 2025.
 * `startAssetsServer()` serves it on 127.0.0.1 and records every request.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createRng } from "@/demo/commerce/prng";

// ---------------------------------------------------------------- data

export interface AsUser {
  id: string;
  object: "user";
  name: string;
  email: string;
  department: "engineering" | "sales" | "finance" | "support" | "operations" | "design";
  status: "active" | "on_leave" | "offboarded";
  created: number;
}
export interface AsPurchase {
  id: string;
  object: "purchase";
  vendor: string;
  description: string;
  amount: number;
  currency: "eur";
  status: "pending" | "approved" | "ordered" | "received" | "cancelled";
  requested_by: string;
  created: number;
  received_at: number | null;
}
export interface AsLicense {
  id: string;
  object: "license";
  product: string;
  user: string;
  status: "active" | "expired" | "revoked";
  annual_cost: number;
  currency: "eur";
  renews_at: number;
  created: number;
}
export interface AsDevice {
  Id: string;
  SerialNumber: string;
  Category: "Laptop" | "Desktop" | "Monitor" | "Phone" | "Tablet" | "Printer";
  Manufacturer: string;
  Model: string;
  Status: "InUse" | "InStock" | "InRepair" | "Retired";
  AssignedToUserId: string | null;
  Location: "Berlin" | "Lisbon" | "Dublin" | "Remote";
  PurchaseDate: string;
  WarrantyExpires: string;
  PurchasePrice: number;
}
export interface AsRepairOrder {
  Id: string;
  DeviceId: string;
  ReportedByUserId: string;
  Issue: string;
  Priority: "Low" | "Normal" | "High" | "Critical";
  State: "Open" | "InProgress" | "AwaitingParts" | "Closed";
  OpenedAt: string;
  ClosedAt: string | null;
  Cost: number | null;
}

const FIRST = [
  "Lena",
  "Tomás",
  "Aoife",
  "Jonas",
  "Inês",
  "Mateo",
  "Sofia",
  "Niamh",
  "Felix",
  "Chiara",
  "Rui",
  "Hannah",
  "Kai",
  "Beatriz",
  "Oisín",
  "Clara",
  "Emil",
  "Nadia",
  "Luca",
  "Ida",
];
const LAST = [
  "Schneider",
  "Ferreira",
  "Byrne",
  "Hoffmann",
  "Costa",
  "Murphy",
  "Wagner",
  "Silva",
  "Kelly",
  "Becker",
  "Almeida",
  "Doyle",
  "Krüger",
  "Santos",
  "Walsh",
  "Richter",
  "Pereira",
  "Nolan",
];
const DEPARTMENTS: AsUser["department"][] = [
  "engineering",
  "sales",
  "finance",
  "support",
  "operations",
  "design",
];

/** One name shared by two people (the pick), and one person with a fixed history. */
export const AS_NAMESAKE_NAME = "Jordan Lee";
export const AS_NAMESAKE_INDEXES = [14, 97] as const;
export const AS_KNOWN_NAME = "Marta Kowalczyk";
export const AS_KNOWN_INDEX = 41;
export const AS_USER_COUNT = 140;
export const AS_PAGE_MAX = 100;
export const AS_ODATA_PAGE_MAX = 50;

const DAY = 86_400_000;
const unix = (iso: string) => Math.floor(Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso) / 1000);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Marta Kowalczyk's purchases and licences, fixed for the questions. */
export const AS_KNOWN_PURCHASES: Pick<
  AsPurchase,
  "id" | "vendor" | "description" | "amount" | "status" | "created" | "received_at"
>[] = [
  {
    id: "po_1Q2mKowa7001",
    vendor: "Apple",
    description: 'MacBook Pro 16" M3 Max',
    amount: 389900,
    status: "received",
    created: unix("2025-02-11T09:30:00Z"),
    received_at: unix("2025-02-20T14:00:00Z"),
  },
  {
    id: "po_1Q2mKowa7002",
    vendor: "Dell",
    description: "UltraSharp U2723QE monitor",
    amount: 62900,
    status: "received",
    created: unix("2025-02-11T09:40:00Z"),
    received_at: unix("2025-02-18T11:00:00Z"),
  },
  {
    id: "po_1Q2mKowa7003",
    vendor: "Logitech",
    description: "MX Keys keyboard",
    amount: 11990,
    status: "cancelled",
    created: unix("2025-06-03T08:15:00Z"),
    received_at: null,
  },
  {
    id: "po_1Q2mKowa7004",
    vendor: "Apple",
    description: "iPhone 16 Pro",
    amount: 129900,
    status: "approved",
    created: unix("2025-09-22T10:05:00Z"),
    received_at: null,
  },
];
export const AS_KNOWN_LICENSES: Pick<
  AsLicense,
  "id" | "product" | "status" | "annual_cost" | "renews_at" | "created"
>[] = [
  {
    id: "lic_1PkKowa9001",
    product: "Figma Professional",
    status: "active",
    annual_cost: 18000,
    renews_at: unix("2026-01-15"),
    created: unix("2023-01-15"),
  },
  {
    id: "lic_1PkKowa9002",
    product: "JetBrains All Products",
    status: "expired",
    annual_cost: 77900,
    renews_at: unix("2025-03-01"),
    created: unix("2022-03-01"),
  },
];
/** A device and a repair order fixed for the questions. */
export const AS_KNOWN_DEVICE = "AT-10150";
export const AS_KNOWN_REPAIR = "RO-5077";

const CATALOG: {
  vendor: string;
  description: string;
  cents: [number, number];
  category?: AsDevice["Category"];
  model?: string;
}[] = [
  {
    vendor: "Apple",
    description: 'MacBook Pro 14" M3',
    cents: [199900, 259900],
    category: "Laptop",
    model: 'MacBook Pro 14"',
  },
  {
    vendor: "Apple",
    description: 'MacBook Air 13" M3',
    cents: [119900, 149900],
    category: "Laptop",
    model: 'MacBook Air 13"',
  },
  {
    vendor: "Lenovo",
    description: "ThinkPad X1 Carbon Gen 12",
    cents: [169900, 219900],
    category: "Laptop",
    model: "ThinkPad X1 Carbon",
  },
  {
    vendor: "Dell",
    description: "Latitude 7450",
    cents: [129900, 169900],
    category: "Laptop",
    model: "Latitude 7450",
  },
  {
    vendor: "Dell",
    description: "OptiPlex 7010 tower",
    cents: [84900, 109900],
    category: "Desktop",
    model: "OptiPlex 7010",
  },
  {
    vendor: "Dell",
    description: "UltraSharp U2723QE monitor",
    cents: [54900, 64900],
    category: "Monitor",
    model: "UltraSharp U2723QE",
  },
  {
    vendor: "LG",
    description: "27UP850 4K monitor",
    cents: [39900, 46900],
    category: "Monitor",
    model: "27UP850",
  },
  { vendor: "Apple", description: "iPhone 15", cents: [79900, 94900], category: "Phone", model: "iPhone 15" },
  {
    vendor: "Samsung",
    description: "Galaxy S24",
    cents: [69900, 89900],
    category: "Phone",
    model: "Galaxy S24",
  },
  {
    vendor: "Apple",
    description: 'iPad Air 11"',
    cents: [69900, 79900],
    category: "Tablet",
    model: "iPad Air",
  },
  {
    vendor: "Brother",
    description: "HL-L8360CDW printer",
    cents: [44900, 52900],
    category: "Printer",
    model: "HL-L8360CDW",
  },
  { vendor: "Logitech", description: "MX Master 3S mouse", cents: [9990, 11990] },
  { vendor: "Logitech", description: "Brio 4K webcam", cents: [17990, 21990] },
  { vendor: "Jabra", description: "Evolve2 65 headset", cents: [19900, 24900] },
  { vendor: "Anker", description: "USB-C docking station", cents: [14990, 22990] },
];
const PRODUCTS: { product: string; cents: number }[] = [
  { product: "Figma Professional", cents: 18000 },
  { product: "Adobe Creative Cloud", cents: 83988 },
  { product: "JetBrains All Products", cents: 77900 },
  { product: "Microsoft 365 E3", cents: 43200 },
  { product: "Slack Pro", cents: 10500 },
  { product: "Zoom Pro", cents: 14990 },
  { product: "1Password Business", cents: 9600 },
];
const ISSUES = [
  "Battery swelling",
  "Cracked screen",
  "Keyboard keys unresponsive",
  "Will not power on",
  "Overheating under load",
  "Dead pixels",
  "Charging port loose",
  "Paper jam sensor fault",
  "Fan noise",
  "Wi-Fi drops",
];

export function assetsData(): {
  users: AsUser[];
  purchases: AsPurchase[];
  licenses: AsLicense[];
  devices: AsDevice[];
  repairs: AsRepairOrder[];
} {
  const { next, int, pick } = createRng(4242);
  const dayBetween = (from: string, to: string) =>
    Date.parse(`${from}T00:00:00Z`) +
    int(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY)) * DAY;
  const idChars = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
  const token = (n: number) => Array.from({ length: n }, () => idChars[int(0, idChars.length - 1)]).join("");

  const users: AsUser[] = [];
  for (let n = 0; n < AS_USER_COUNT; n++) {
    const namesake = (AS_NAMESAKE_INDEXES as readonly number[]).includes(n);
    const name = namesake
      ? AS_NAMESAKE_NAME
      : n === AS_KNOWN_INDEX
        ? AS_KNOWN_NAME
        : `${FIRST[n % FIRST.length]} ${LAST[(n * 5 + Math.floor(n / FIRST.length)) % LAST.length]}`;
    const [first, last] = name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .split(" ");
    const createdMs = dayBetween("2019-03-01", "2025-09-15");
    users.push({
      id: `usr_${token(14)}`,
      object: "user",
      name,
      email: `${first}.${last}${namesake ? (n === AS_NAMESAKE_INDEXES[0] ? "" : "2") : n % 9 === 0 ? n : ""}@northwind-it.example`,
      department: n === AS_KNOWN_INDEX ? "design" : DEPARTMENTS[int(0, DEPARTMENTS.length - 1)],
      status:
        n === AS_KNOWN_INDEX || namesake
          ? "active"
          : next() < 0.1
            ? "offboarded"
            : next() < 0.06
              ? "on_leave"
              : "active",
      created: Math.floor(createdMs / 1000),
    });
  }
  const known = users[AS_KNOWN_INDEX];
  const staff = users.filter((u) => u !== known);

  const purchases: AsPurchase[] = [];
  for (let i = 0; i < 256; i++) {
    const item = pick(CATALOG);
    const createdMs = dayBetween("2024-01-02", "2025-09-30") + int(8, 17) * 3_600_000 + int(0, 59) * 60_000;
    const age = (Date.parse("2025-10-01T00:00:00Z") - createdMs) / DAY;
    const status: AsPurchase["status"] =
      age > 40
        ? pick(["received", "received", "received", "received", "cancelled"])
        : pick(["pending", "pending", "approved", "ordered", "received", "cancelled"]);
    const quantity =
      item.category === "Monitor" || !item.category ? pick([1, 1, 2, 4, 10]) : pick([1, 1, 1, 2, 5]);
    const unitCents = Math.round(int(item.cents[0], item.cents[1]) / 100) * 100;
    purchases.push({
      id: `po_${token(14)}`,
      object: "purchase",
      vendor: item.vendor,
      description: quantity > 1 ? `${quantity} × ${item.description}` : item.description,
      amount: unitCents * quantity,
      currency: "eur",
      status,
      requested_by: pick(staff).id,
      created: Math.floor(createdMs / 1000),
      received_at: status === "received" ? Math.floor((createdMs + int(3, 15) * DAY) / 1000) : null,
    });
  }
  for (const p of AS_KNOWN_PURCHASES)
    purchases.push({ ...p, object: "purchase", currency: "eur", requested_by: known.id });
  // Newest first, as the hosted list endpoints return them.
  purchases.sort((a, b) => b.created - a.created);

  const licenses: AsLicense[] = [];
  for (let i = 0; i < 210; i++) {
    const p = pick(PRODUCTS);
    const createdMs = dayBetween("2021-01-04", "2025-09-20");
    let renewMs = createdMs;
    while (renewMs < Date.parse("2025-10-01T00:00:00Z") - 200 * DAY) renewMs += 365 * DAY;
    const status: AsLicense["status"] =
      renewMs < Date.parse("2025-10-01T00:00:00Z")
        ? next() < 0.7
          ? "expired"
          : "revoked"
        : next() < 0.08
          ? "revoked"
          : "active";
    if (status === "active" && renewMs < Date.parse("2025-10-01T00:00:00Z")) renewMs += 365 * DAY;
    licenses.push({
      id: `lic_${token(14)}`,
      object: "license",
      product: p.product,
      user: pick(staff).id,
      status,
      annual_cost: p.cents,
      currency: "eur",
      renews_at: Math.floor(renewMs / 1000),
      created: Math.floor(createdMs / 1000),
    });
  }
  for (const l of AS_KNOWN_LICENSES)
    licenses.push({ ...l, object: "license", currency: "eur", user: known.id });
  licenses.sort((a, b) => b.created - a.created);

  const devices: AsDevice[] = [];
  const hardware = CATALOG.filter((c) => c.category);
  for (let i = 0; i < 300; i++) {
    const item = hardware[int(0, hardware.length - 1)];
    const bought = dayBetween("2020-06-01", "2025-09-25");
    const age = (Date.parse("2025-10-01T00:00:00Z") - bought) / DAY;
    const status: AsDevice["Status"] =
      age > 4 * 365
        ? pick(["Retired", "Retired", "InUse"])
        : pick(["InUse", "InUse", "InUse", "InUse", "InStock", "InRepair"]);
    const years = item.category === "Laptop" || item.category === "Phone" ? 3 : 2;
    const id = `AT-${10001 + i}`;
    devices.push({
      Id: id,
      SerialNumber: `${item.vendor.slice(0, 2).toUpperCase()}${token(8).toUpperCase()}`,
      Category: item.category as AsDevice["Category"],
      Manufacturer: item.vendor,
      Model: item.model as string,
      Status: id === AS_KNOWN_DEVICE ? "InRepair" : status,
      AssignedToUserId:
        status === "InUse" || id === AS_KNOWN_DEVICE
          ? id === AS_KNOWN_DEVICE
            ? known.id
            : pick(staff).id
          : null,
      Location: pick(["Berlin", "Berlin", "Lisbon", "Dublin", "Remote"]),
      PurchaseDate: isoDay(bought),
      WarrantyExpires: isoDay(bought + years * 365 * DAY),
      PurchasePrice: int(item.cents[0], item.cents[1]) / 100,
    });
  }

  const repairs: AsRepairOrder[] = [];
  const candidates = devices.filter((d) => d.Status !== "Retired");
  for (let i = 0; i < 130; i++) {
    const d = i === 76 ? (devices.find((x) => x.Id === AS_KNOWN_DEVICE) as AsDevice) : pick(candidates);
    const drawn = dayBetween("2024-09-01", "2025-09-29") + int(8, 18) * 3_600_000;
    const opened = i === 76 ? Date.parse("2025-09-12T09:30:00Z") : drawn;
    const age = (Date.parse("2025-10-01T00:00:00Z") - opened) / DAY;
    const state: AsRepairOrder["State"] =
      i === 76
        ? "AwaitingParts"
        : age > 30
          ? pick(["Closed", "Closed", "Closed", "Open"])
          : pick(["Open", "InProgress", "AwaitingParts", "Closed"]);
    repairs.push({
      Id: `RO-${5001 + i}`,
      DeviceId: d.Id,
      ReportedByUserId: d.AssignedToUserId ?? pick(staff).id,
      Issue: i === 76 ? "Battery swelling" : pick(ISSUES),
      Priority: i === 76 ? "High" : pick(["Low", "Normal", "Normal", "Normal", "High", "Critical"]),
      State: state,
      OpenedAt: new Date(opened).toISOString().replace(".000Z", "Z"),
      ClosedAt:
        state === "Closed" ? new Date(opened + int(1, 21) * DAY).toISOString().replace(".000Z", "Z") : null,
      Cost: state === "Closed" ? int(2, 60) * 10 + 0.5 * int(0, 1) : null,
    });
  }
  return { users, purchases, licenses, devices, repairs };
}

// ---------------------------------------------------------------- OpenAPI document

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown, type = "application/json") => ({
  "200": { description: "Successful response.", content: { [type]: { schema } } },
  default: { $ref: "#/components/responses/Error" },
});
const stripeList = (item: string, url: string) => ({
  type: "object",
  title: `${item}List`,
  required: ["object", "data", "has_more", "url"],
  properties: {
    object: {
      type: "string",
      enum: ["list"],
      description: 'String representing the object\'s type. Always "list".',
    },
    data: { type: "array", items: ref(item) },
    has_more: { type: "boolean", description: "True if this list has another page of items after this one." },
    url: { type: "string", description: "The URL where this list can be accessed.", pattern: `^${url}` },
  },
});
const stripePaging = [
  {
    name: "limit",
    in: "query",
    required: false,
    description:
      "A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 10.",
    schema: { type: "integer" },
  },
  {
    name: "starting_after",
    in: "query",
    required: false,
    description:
      "A cursor for use in pagination. `starting_after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with `obj_foo`, your subsequent call can include `starting_after=obj_foo` in order to fetch the next page of the list.",
    schema: { type: "string", maxLength: 5000 },
  },
  {
    name: "ending_before",
    in: "query",
    required: false,
    description:
      "A cursor for use in pagination. `ending_before` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, starting with `obj_bar`, your subsequent call can include `ending_before=obj_bar` in order to fetch the previous page of the list.",
    schema: { type: "string", maxLength: 5000 },
  },
];
const createdRange = (what: string) => ({
  name: "created",
  in: "query",
  required: false,
  description: `Only return ${what} that were created during the given date interval.`,
  style: "deepObject",
  explode: true,
  schema: {
    type: "object",
    title: "range_query_specs",
    properties: {
      gt: { type: "integer", description: "Minimum value to filter by (exclusive)" },
      gte: { type: "integer", description: "Minimum value to filter by (inclusive)" },
      lt: { type: "integer", description: "Maximum value to filter by (exclusive)" },
      lte: { type: "integer", description: "Maximum value to filter by (inclusive)" },
    },
  },
});
const expand = (fields: string[]) => ({
  name: "expand[]",
  in: "query",
  required: false,
  description: "Specifies which fields in the response should be expanded.",
  style: "form",
  explode: true,
  schema: { type: "array", items: { type: "string", enum: fields } },
});
const odataList = (item: string) => ({
  type: "object",
  title: `Collection of ${item}`,
  properties: {
    "@odata.context": { type: "string" },
    "@odata.count": { type: "integer", format: "int64", nullable: true },
    value: { type: "array", items: ref(item) },
    "@odata.nextLink": { type: "string", nullable: true },
  },
});
const odataParams = (orderby: string[], select: string[]) => [
  { $ref: "#/components/parameters/top" },
  { $ref: "#/components/parameters/skip" },
  { $ref: "#/components/parameters/filter" },
  { $ref: "#/components/parameters/count" },
  {
    name: "$orderby",
    in: "query",
    description: "Order items by property values",
    style: "form",
    explode: false,
    schema: {
      uniqueItems: true,
      type: "array",
      items: { type: "string", enum: orderby.flatMap((o) => [o, `${o} desc`]) },
    },
  },
  {
    name: "$select",
    in: "query",
    description: "Select properties to be returned",
    style: "form",
    explode: false,
    schema: { uniqueItems: true, type: "array", items: { type: "string", enum: select } },
  },
];
const idPath = (name: string, description: string, pattern: string) => ({
  name,
  in: "path",
  required: true,
  description,
  schema: { type: "string", maxLength: 5000, pattern },
});

const DEVICE_FIELDS = [
  "Id",
  "SerialNumber",
  "Category",
  "Manufacturer",
  "Model",
  "Status",
  "AssignedToUserId",
  "Location",
  "PurchaseDate",
  "WarrantyExpires",
  "PurchasePrice",
];
const REPAIR_FIELDS = [
  "Id",
  "DeviceId",
  "ReportedByUserId",
  "Issue",
  "Priority",
  "State",
  "OpenedAt",
  "ClosedAt",
  "Cost",
];

export const assetsOpenApi = {
  openapi: "3.0.1",
  info: {
    title: "Assetline IT Asset Management API",
    version: "2025-06-30",
    description:
      "People, purchases and licences follow the /v1 list-object conventions (amounts in the smallest currency unit, timestamps in Unix seconds). Devices and repair orders are served by the OData v4 service under /odata.",
  },
  servers: [{ url: "https://api.assetline.example" }],
  tags: [
    { name: "Users" },
    { name: "Purchases" },
    { name: "Licenses" },
    { name: "Devices" },
    { name: "RepairOrders" },
  ],
  paths: {
    "/v1/users": {
      get: {
        operationId: "GetUsers",
        tags: ["Users"],
        summary: "List all users",
        description:
          "Returns a list of your users. The users are returned sorted by creation date, with the most recent users appearing first.",
        parameters: [
          {
            name: "name",
            in: "query",
            required: false,
            description: "A case-insensitive filter on the user's full name.",
            schema: { type: "string", maxLength: 512 },
          },
          {
            name: "email",
            in: "query",
            required: false,
            description:
              "A case-sensitive filter on the list based on the user's `email` field. The value must be a string.",
            schema: { type: "string", maxLength: 512 },
          },
          {
            name: "department",
            in: "query",
            required: false,
            description: "Only return users in this department.",
            schema: { type: "string", enum: DEPARTMENTS },
          },
          {
            name: "status",
            in: "query",
            required: false,
            description: "Only return users with the given status.",
            schema: { type: "string", enum: ["active", "on_leave", "offboarded"] },
          },
          createdRange("users"),
          ...stripePaging,
        ],
        responses: json(stripeList("user", "/v1/users")),
      },
    },
    "/v1/users/search": {
      get: {
        operationId: "GetUsersSearch",
        tags: ["Users"],
        summary: "Search users",
        description:
          "Search for users you've previously created using the Search Query Language. Don't use search in read-after-write flows where strict consistency is necessary.",
        parameters: [
          {
            name: "query",
            in: "query",
            required: true,
            description:
              "The search query string. See search query language and the list of supported query fields for users, e.g. `name:'Jane Doe' AND department:'sales'`.",
            schema: { type: "string", maxLength: 5000 },
          },
          {
            name: "limit",
            in: "query",
            required: false,
            description:
              "A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 10.",
            schema: { type: "integer" },
          },
          {
            name: "page",
            in: "query",
            required: false,
            description:
              "A cursor for pagination across multiple pages of results. Don't include this parameter on the first call. Use the next_page value returned in a previous response to request subsequent results.",
            schema: { type: "string", maxLength: 5000 },
          },
        ],
        responses: json({
          type: "object",
          title: "SearchResult",
          properties: {
            object: { type: "string", enum: ["search_result"] },
            data: { type: "array", items: ref("user") },
            has_more: { type: "boolean" },
            next_page: { type: "string", nullable: true },
            url: { type: "string" },
          },
        }),
      },
    },
    "/v1/users/{user}": {
      get: {
        operationId: "GetUsersUser",
        tags: ["Users"],
        summary: "Retrieve a user",
        parameters: [idPath("user", "", "^usr_")],
        responses: json(ref("user")),
      },
    },
    "/v1/purchases": {
      get: {
        operationId: "GetPurchases",
        tags: ["Purchases"],
        summary: "List all purchases",
        description:
          "Returns a list of purchase requests. The purchases are returned sorted by creation date, with the most recent purchases appearing first.",
        parameters: [
          {
            name: "status",
            in: "query",
            required: false,
            description: "Only return purchases with the given status.",
            schema: { type: "string", enum: ["pending", "approved", "ordered", "received", "cancelled"] },
          },
          {
            name: "requested_by",
            in: "query",
            required: false,
            description: "Only return purchases requested by the user with this ID.",
            schema: { type: "string", maxLength: 5000 },
          },
          {
            name: "vendor",
            in: "query",
            required: false,
            description: "Only return purchases from this vendor.",
            schema: { type: "string", maxLength: 5000 },
          },
          {
            name: "amount[gte]",
            in: "query",
            required: false,
            description:
              "Only return purchases whose amount is greater than or equal to this value, in cents (the smallest currency unit).",
            schema: { type: "integer" },
          },
          {
            name: "amount[lte]",
            in: "query",
            required: false,
            description:
              "Only return purchases whose amount is less than or equal to this value, in cents (the smallest currency unit).",
            schema: { type: "integer" },
          },
          createdRange("purchases"),
          ...stripePaging,
          expand(["data.requested_by"]),
        ],
        responses: json(stripeList("purchase", "/v1/purchases")),
      },
      post: {
        operationId: "PostPurchases",
        tags: ["Purchases"],
        summary: "Create a purchase request",
        requestBody: {
          required: true,
          content: {
            "application/x-www-form-urlencoded": {
              schema: {
                type: "object",
                required: ["vendor", "amount", "currency"],
                properties: {
                  vendor: { type: "string" },
                  description: { type: "string" },
                  amount: { type: "integer" },
                  currency: { type: "string" },
                },
              },
            },
          },
        },
        responses: json(ref("purchase")),
      },
    },
    "/v1/purchases/{purchase}": {
      get: {
        operationId: "GetPurchasesPurchase",
        tags: ["Purchases"],
        summary: "Retrieve a purchase",
        parameters: [idPath("purchase", "", "^po_"), expand(["requested_by"])],
        responses: json(ref("purchase")),
      },
    },
    "/v1/licenses": {
      get: {
        operationId: "GetLicenses",
        tags: ["Licenses"],
        summary: "List all licenses",
        description: "Returns a list of software licenses, most recently created first.",
        parameters: [
          {
            name: "user",
            in: "query",
            required: false,
            description: "Only return licenses assigned to the user with this ID.",
            schema: { type: "string", maxLength: 5000 },
          },
          {
            name: "status",
            in: "query",
            required: false,
            description: "Only return licenses with the given status.",
            schema: { type: "string", enum: ["active", "expired", "revoked"] },
          },
          {
            name: "product",
            in: "query",
            required: false,
            description: "Only return licenses for this product.",
            schema: { type: "string", enum: PRODUCTS.map((p) => p.product) },
          },
          ...stripePaging,
          expand(["data.user"]),
        ],
        responses: json(stripeList("license", "/v1/licenses")),
      },
    },
    "/v1/licenses/{license}": {
      get: {
        operationId: "GetLicensesLicense",
        tags: ["Licenses"],
        summary: "Retrieve a license",
        parameters: [idPath("license", "", "^lic_"), expand(["user"])],
        responses: json(ref("license")),
      },
    },
    "/odata/Devices": {
      get: {
        operationId: "Devices_ListDevice",
        tags: ["Devices"],
        summary: "Get entities from Devices",
        parameters: odataParams(["PurchaseDate", "WarrantyExpires", "PurchasePrice", "Model"], DEVICE_FIELDS),
        responses: json(odataList("Assetline.Device"), "application/json;odata.metadata=minimal"),
      },
    },
    "/odata/Devices('{Id}')": {
      get: {
        operationId: "Devices_GetDevice",
        tags: ["Devices"],
        summary: "Get entity from Devices by key",
        parameters: [
          {
            name: "Id",
            in: "path",
            required: true,
            description: "key: Id of Device",
            schema: { type: "string", pattern: "^AT-[0-9]{5}$" },
          },
          {
            name: "$select",
            in: "query",
            description: "Select properties to be returned",
            style: "form",
            explode: false,
            schema: { uniqueItems: true, type: "array", items: { type: "string", enum: DEVICE_FIELDS } },
          },
        ],
        responses: json(ref("Assetline.Device"), "application/json;odata.metadata=minimal"),
      },
    },
    "/odata/RepairOrders": {
      get: {
        operationId: "RepairOrders_ListRepairOrder",
        tags: ["RepairOrders"],
        summary: "Get entities from RepairOrders",
        parameters: odataParams(["OpenedAt", "ClosedAt", "Cost", "Priority"], REPAIR_FIELDS),
        responses: json(odataList("Assetline.RepairOrder"), "application/json;odata.metadata=minimal"),
      },
    },
    "/odata/RepairOrders('{Id}')": {
      get: {
        operationId: "RepairOrders_GetRepairOrder",
        tags: ["RepairOrders"],
        summary: "Get entity from RepairOrders by key",
        parameters: [
          {
            name: "Id",
            in: "path",
            required: true,
            description: "key: Id of RepairOrder",
            schema: { type: "string", pattern: "^RO-[0-9]{4}$" },
          },
        ],
        responses: json(ref("Assetline.RepairOrder"), "application/json;odata.metadata=minimal"),
      },
      delete: {
        operationId: "RepairOrders_DeleteRepairOrder",
        tags: ["RepairOrders"],
        summary: "Delete entity from RepairOrders",
        parameters: [
          {
            name: "Id",
            in: "path",
            required: true,
            description: "key: Id of RepairOrder",
            schema: { type: "string" },
          },
          { name: "If-Match", in: "header", description: "ETag", schema: { type: "string" } },
        ],
        responses: { "204": { description: "Success" }, default: { $ref: "#/components/responses/Error" } },
      },
    },
  },
  components: {
    parameters: {
      top: {
        name: "$top",
        in: "query",
        description: "Show only the first n items",
        schema: { minimum: 0, type: "integer" },
        example: 50,
      },
      skip: {
        name: "$skip",
        in: "query",
        description: "Skip the first n items",
        schema: { minimum: 0, type: "integer" },
      },
      filter: {
        name: "$filter",
        in: "query",
        description:
          "Filter items by property values, e.g. `Status eq 'InUse' and PurchaseDate ge 2025-01-01`",
        schema: { type: "string" },
      },
      count: {
        name: "$count",
        in: "query",
        description: "Include count of items",
        schema: { type: "boolean" },
      },
    },
    responses: {
      Error: {
        description: "Error response.",
        content: {
          "application/json": {
            schema: {
              type: "object",
              properties: {
                error: {
                  type: "object",
                  properties: {
                    code: { type: "string" },
                    message: { type: "string" },
                    type: { type: "string" },
                  },
                },
              },
            },
          },
        },
      },
    },
    schemas: {
      user: {
        type: "object",
        title: "User",
        description: "A person in your organisation who can be assigned devices and licenses.",
        required: ["id", "object", "name", "email", "status", "created"],
        properties: {
          id: { type: "string", description: "Unique identifier for the object.", maxLength: 5000 },
          object: { type: "string", enum: ["user"], description: "String representing the object's type." },
          name: { type: "string", description: "The user's full name.", maxLength: 5000 },
          email: { type: "string", maxLength: 5000 },
          department: { type: "string", enum: DEPARTMENTS },
          status: { type: "string", enum: ["active", "on_leave", "offboarded"] },
          created: {
            type: "integer",
            format: "unix-time",
            description: "Time at which the object was created. Measured in seconds since the Unix epoch.",
          },
        },
      },
      purchase: {
        type: "object",
        title: "Purchase",
        description: "A purchase request for hardware, accessories or services.",
        required: ["id", "object", "amount", "currency", "status", "created"],
        properties: {
          id: { type: "string", description: "Unique identifier for the object.", maxLength: 5000 },
          object: { type: "string", enum: ["purchase"] },
          vendor: { type: "string", maxLength: 5000 },
          description: { type: "string", nullable: true, maxLength: 5000 },
          amount: {
            type: "integer",
            description:
              "Amount intended to be paid, in the smallest currency unit (e.g., 100 cents to pay €1.00).",
          },
          currency: {
            type: "string",
            format: "currency",
            description: "Three-letter ISO currency code, in lowercase.",
          },
          status: { type: "string", enum: ["pending", "approved", "ordered", "received", "cancelled"] },
          requested_by: {
            description: "ID of the user who requested the purchase.",
            anyOf: [{ maxLength: 5000, type: "string" }, ref("user")],
            "x-expansionResources": { oneOf: [ref("user")] },
          },
          created: {
            type: "integer",
            format: "unix-time",
            description: "Time at which the object was created. Measured in seconds since the Unix epoch.",
          },
          received_at: {
            type: "integer",
            format: "unix-time",
            nullable: true,
            description: "Time at which the goods were received. Measured in seconds since the Unix epoch.",
          },
        },
      },
      license: {
        type: "object",
        title: "License",
        description: "A software license seat assigned to a user.",
        required: ["id", "object", "product", "status"],
        properties: {
          id: { type: "string", maxLength: 5000 },
          object: { type: "string", enum: ["license"] },
          product: { type: "string", maxLength: 5000 },
          user: {
            description: "ID of the user the seat is assigned to.",
            anyOf: [{ maxLength: 5000, type: "string" }, ref("user")],
          },
          status: { type: "string", enum: ["active", "expired", "revoked"] },
          annual_cost: {
            type: "integer",
            description: "Yearly cost of the seat, in the smallest currency unit.",
          },
          currency: { type: "string", format: "currency" },
          renews_at: {
            type: "integer",
            format: "unix-time",
            description: "Time at which the seat renews (or expired), in Unix seconds.",
          },
          created: { type: "integer", format: "unix-time" },
        },
      },
      "Assetline.Device": {
        title: "Device",
        type: "object",
        properties: {
          Id: { type: "string" },
          SerialNumber: { type: "string", nullable: true },
          Category: { type: "string", enum: ["Laptop", "Desktop", "Monitor", "Phone", "Tablet", "Printer"] },
          Manufacturer: { type: "string", nullable: true },
          Model: { type: "string", nullable: true },
          Status: { type: "string", enum: ["InUse", "InStock", "InRepair", "Retired"] },
          AssignedToUserId: { type: "string", nullable: true },
          Location: { type: "string", nullable: true },
          PurchaseDate: { type: "string", format: "date", pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" },
          WarrantyExpires: { type: "string", format: "date", nullable: true },
          PurchasePrice: {
            oneOf: [{ type: "number", format: "decimal" }, { type: "string" }],
            description: "Purchase price in EUR.",
          },
        },
      },
      "Assetline.RepairOrder": {
        title: "RepairOrder",
        type: "object",
        properties: {
          Id: { type: "string" },
          DeviceId: { type: "string" },
          ReportedByUserId: { type: "string", nullable: true },
          Issue: { type: "string", nullable: true },
          Priority: { type: "string", enum: ["Low", "Normal", "High", "Critical"] },
          State: { type: "string", enum: ["Open", "InProgress", "AwaitingParts", "Closed"] },
          OpenedAt: { type: "string", format: "date-time" },
          ClosedAt: { type: "string", format: "date-time", nullable: true },
          Cost: { oneOf: [{ type: "number", format: "decimal" }, { type: "string" }], nullable: true },
        },
      },
    },
  },
} as const;

// ---------------------------------------------------------------- server

export interface AssetsRequestLog {
  method: string;
  path: string;
  query: Record<string, string[]>;
}

type Result = { status: number; body: unknown; type?: string };
type Data = ReturnType<typeof assetsData>;
type Query = Record<string, string[]>;

const ODATA = "application/json;odata.metadata=minimal;odata.streaming=true";

export function handleAssetsRequest(
  method: string,
  path: string,
  query: Query,
  data: Data = assetsData(),
  base = "http://127.0.0.1",
): Result {
  const one = (k: string) => query[k]?.[0];
  const stripeError = (status: number, message: string, param?: string): Result => ({
    status,
    body: { error: { type: "invalid_request_error", message, ...(param ? { param } : {}) } },
  });
  const odataError = (status: number, message: string): Result => ({
    status,
    type: ODATA,
    body: { error: { code: status === 404 ? "NotFound" : "BadRequest", message } },
  });

  if (method === "POST" && path === "/v1/purchases")
    return { status: 200, body: { id: "po_NEW", object: "purchase", status: "pending" } };
  if (method === "DELETE" && path.startsWith("/odata/RepairOrders(")) return { status: 204, body: null };
  if (method !== "GET" && method !== "HEAD") return stripeError(405, "Method not allowed");

  // ---- /v1: list objects, starting_after paging, no totals
  const int = (k: string): number | undefined | "bad" => {
    const v = one(k);
    if (v === undefined || v === "") return undefined;
    return /^-?\d+$/.test(v) ? Number(v) : "bad";
  };
  const list = <T extends { id: string; created: number }>(items: T[], url: string): Result => {
    const limit = int("limit");
    if (limit === "bad" || (limit !== undefined && (limit < 1 || limit > AS_PAGE_MAX)))
      return stripeError(400, "Invalid integer: limit must be between 1 and 100", "limit");
    for (const op of ["gt", "gte", "lt", "lte"] as const) {
      const v = int(`created[${op}]`);
      if (v === "bad")
        return stripeError(
          400,
          `Invalid timestamp: created[${op}] must be an integer Unix timestamp`,
          `created[${op}]`,
        );
    }
    if (one("created") !== undefined)
      return stripeError(400, "Invalid created: must be an integer or a hash of gt/gte/lt/lte", "created");
    const c = (op: string) => int(`created[${op}]`) as number | undefined;
    let rows = items.filter(
      (x) =>
        (c("gt") === undefined || x.created > (c("gt") as number)) &&
        (c("gte") === undefined || x.created >= (c("gte") as number)) &&
        (c("lt") === undefined || x.created < (c("lt") as number)) &&
        (c("lte") === undefined || x.created <= (c("lte") as number)),
    );
    const after = one("starting_after");
    if (after) {
      const at = rows.findIndex((x) => x.id === after);
      if (at < 0) return stripeError(400, `No such object: '${after}'`, "starting_after");
      rows = rows.slice(at + 1);
    }
    const size = limit ?? 10;
    return {
      status: 200,
      body: { object: "list", data: rows.slice(0, size), has_more: rows.length > size, url },
    };
  };
  const bad = (k: string, allowed: readonly string[]) => {
    const v = one(k);
    return v !== undefined && !allowed.includes(v)
      ? stripeError(400, `Invalid ${k}: must be one of ${allowed.join(", ")}`, k)
      : undefined;
  };

  if (path === "/v1/users") {
    const e = bad("department", DEPARTMENTS) ?? bad("status", ["active", "on_leave", "offboarded"]);
    if (e) return e;
    const words = (one("name") ?? "").toLowerCase().split(/\s+/).filter(Boolean);
    return list(
      [...data.users]
        .sort((a, b) => b.created - a.created)
        .filter(
          (u) =>
            words.every((w) => u.name.toLowerCase().includes(w)) &&
            (!one("email") || u.email === one("email")) &&
            (!one("department") || u.department === one("department")) &&
            (!one("status") || u.status === one("status")),
        ),
      "/v1/users",
    );
  }
  if (path === "/v1/users/search") {
    const q = one("query") ?? "";
    const m = /^\s*(name|email|department|status)\s*:\s*'([^']*)'\s*$/.exec(q);
    if (!m) return stripeError(400, "Invalid search query: expected field:'value'", "query");
    const field = m[1] as "name" | "email" | "department" | "status";
    const rows = data.users.filter((u) => u[field].toLowerCase() === m[2].toLowerCase());
    return {
      status: 200,
      body: {
        object: "search_result",
        data: rows.slice(0, 10),
        has_more: rows.length > 10,
        next_page: null,
        url: "/v1/users/search",
      },
    };
  }
  const byId = <T extends { id: string }>(items: T[], prefix: string, what: string): Result | undefined => {
    if (!path.startsWith(`${prefix}/`)) return undefined;
    const id = decodeURIComponent(path.slice(prefix.length + 1));
    const x = items.find((i) => i.id === id);
    return x ? { status: 200, body: x } : stripeError(404, `No such ${what}: '${id}'`, "id");
  };
  if (path === "/v1/purchases") {
    const e = bad("status", ["pending", "approved", "ordered", "received", "cancelled"]);
    if (e) return e;
    const gte = int("amount[gte]");
    const lte = int("amount[lte]");
    if (gte === "bad" || lte === "bad")
      return stripeError(400, "Invalid integer: amount bounds are integers in cents", "amount");
    return list(
      data.purchases.filter(
        (p) =>
          (!one("status") || p.status === one("status")) &&
          (!one("requested_by") || p.requested_by === one("requested_by")) &&
          (!one("vendor") || p.vendor.toLowerCase() === (one("vendor") ?? "").toLowerCase()) &&
          (gte === undefined || p.amount >= gte) &&
          (lte === undefined || p.amount <= lte),
      ),
      "/v1/purchases",
    );
  }
  if (path === "/v1/licenses") {
    const e =
      bad("status", ["active", "expired", "revoked"]) ??
      bad(
        "product",
        PRODUCTS.map((p) => p.product),
      );
    if (e) return e;
    return list(
      data.licenses.filter(
        (l) =>
          (!one("status") || l.status === one("status")) &&
          (!one("user") || l.user === one("user")) &&
          (!one("product") || l.product === one("product")),
      ),
      "/v1/licenses",
    );
  }
  const single =
    byId(data.users, "/v1/users", "user") ??
    byId(data.purchases, "/v1/purchases", "purchase") ??
    byId(data.licenses, "/v1/licenses", "license");
  if (single) return single;

  // ---- /odata: value lists, $top/$skip/$orderby/$count, nextLink while more
  const odataList = <T extends object>(set: string, items: T[], fields: string[]): Result => {
    const top = one("$top") === undefined ? undefined : Number(one("$top"));
    const skip = Number(one("$skip") ?? 0);
    if ((top !== undefined && !(Number.isInteger(top) && top >= 0)) || !(Number.isInteger(skip) && skip >= 0))
      return odataError(400, "The query parameter '$top' or '$skip' is not a non-negative integer.");
    if (one("$filter") !== undefined) {
      // Only simple `Field eq 'value'` comparisons joined by `and` are understood.
      const parts = (one("$filter") ?? "").split(/\s+and\s+/i);
      const tests: ((x: T) => boolean)[] = [];
      for (const part of parts) {
        const m = /^\s*(\w+)\s+(eq|ne|gt|ge|lt|le)\s+('([^']*)'|[\d.-]+)\s*$/.exec(part);
        if (!m || !fields.includes(m[1]))
          return odataError(400, `Syntax error in $filter: could not parse '${part.slice(0, 60)}'.`);
        const [, field, op, raw, quoted] = m;
        const want: string | number = quoted !== undefined ? quoted : Number(raw);
        tests.push((x) => {
          const v = (x as Record<string, unknown>)[field] as string | number | null;
          if (v === null) return op === "ne";
          const cmp = typeof want === "number" ? Number(v) - want : String(v).localeCompare(want);
          return { eq: cmp === 0, ne: cmp !== 0, gt: cmp > 0, ge: cmp >= 0, lt: cmp < 0, le: cmp <= 0 }[
            op
          ] as boolean;
        });
      }
      items = items.filter((x) => tests.every((t) => t(x)));
    }
    const orderby = (query.$orderby ?? [])
      .flatMap((o) => o.split(","))
      .map((o) => o.trim())
      .filter(Boolean);
    for (const o of orderby.reverse()) {
      const [field, dir] = o.split(/\s+/);
      if (!fields.includes(field)) return odataError(400, `Could not find a property named '${field}'.`);
      const sign = dir?.toLowerCase() === "desc" ? -1 : 1;
      items = [...items].sort((a, b) => {
        const x = (a as Record<string, unknown>)[field] as string | number | null;
        const y = (b as Record<string, unknown>)[field] as string | number | null;
        if (x === y) return 0;
        if (x === null) return 1;
        if (y === null) return -1;
        return (x < y ? -1 : 1) * sign;
      });
    }
    const select = (query.$select ?? [])
      .flatMap((s) => s.split(","))
      .map((s) => s.trim())
      .filter(Boolean);
    const pageSize = Math.min(top ?? AS_ODATA_PAGE_MAX, AS_ODATA_PAGE_MAX);
    const end = top !== undefined ? Math.min(items.length, top + skip) : items.length;
    const page = items.slice(skip, Math.min(end, skip + pageSize));
    const body: Record<string, unknown> = {
      "@odata.context": `${base}/odata/$metadata#${set}${select.length ? `(${select.join(",")})` : ""}`,
    };
    if (one("$count") === "true") body["@odata.count"] = items.length;
    body.value = page.map((x) =>
      select.length
        ? Object.fromEntries(Object.entries(x).filter(([k]) => select.includes(k) || k === "Id"))
        : x,
    );
    if (skip + page.length < end) {
      const u = new URL(`${base}/odata/${set}`);
      for (const [k, vs] of Object.entries(query))
        if (k !== "$skip") for (const v of vs) u.searchParams.append(k, v);
      if (top !== undefined) u.searchParams.set("$top", String(top - (skip + page.length - skip)));
      u.searchParams.set("$skip", String(skip + page.length));
      body["@odata.nextLink"] = u.toString();
    }
    return { status: 200, type: ODATA, body };
  };
  if (path === "/odata/Devices") return odataList("Devices", data.devices, DEVICE_FIELDS);
  if (path === "/odata/RepairOrders") return odataList("RepairOrders", data.repairs, REPAIR_FIELDS);
  const key = /^\/odata\/(Devices|RepairOrders)\('([^']*)'\)$/.exec(decodeURIComponent(path));
  if (key) {
    const items: { Id: string }[] = key[1] === "Devices" ? data.devices : data.repairs;
    const x = items.find((i) => i.Id === key[2]);
    return x
      ? {
          status: 200,
          type: ODATA,
          body: { "@odata.context": `${base}/odata/$metadata#${key[1]}/$entity`, ...x },
        }
      : odataError(
          404,
          `No ${key[1] === "Devices" ? "Device" : "RepairOrder"} with key '${key[2]}' was found.`,
        );
  }
  return stripeError(404, `Unrecognized request URL (GET: ${path}).`);
}

/** Serves the API at `<url>` (= `http://127.0.0.1:<port>`) and records every request. */
export async function startAssetsServer(): Promise<{
  url: string;
  requests: AssetsRequestLog[];
  close: () => Promise<void>;
}> {
  const data = assetsData();
  const requests: AssetsRequestLog[] = [];
  let base = "";
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const query: Query = {};
    for (const [k, v] of url.searchParams) query[k] = [...(query[k] ?? []), v];
    const method = req.method ?? "GET";
    requests.push({ method, path: url.pathname, query });
    const r = handleAssetsRequest(method, url.pathname, query, data, base);
    res.writeHead(r.status, { "content-type": r.type ?? "application/json" });
    res.end(method === "HEAD" || r.body === null ? undefined : JSON.stringify(r.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
