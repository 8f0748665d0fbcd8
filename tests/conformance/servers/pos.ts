/**
 * Conformance fixture "pos": a point-of-sale REST API in the shape of Square's, described by an
 * OpenAPI 3.0 document written the way Square's own is — not tuned to the planner:
 * - `/v2/<things>` lists `{ <things>: [...], cursor }` paged by an opaque `cursor` and `limit`, no
 *   total (the customer list returns `count` only when asked with `count=true`);
 * - ids as Square writes them (`L1DTWN7XG0R4A` locations, 26-character customer ids, 27-character
 *   order ids …), retrieve endpoints with the id in the path (`/v2/orders/{order_id}`);
 * - money as objects `{ amount: <cents>, currency: "USD" }`, times as RFC 3339 strings, enum values
 *   in UPPER_SNAKE (`OPEN`, `COMPLETED`, `CANCELED`), payments filtered by `begin_time`/`end_time`
 *   and `location_id`;
 * - orders, team members and catalog searches and customer filters exist only as POST search
 *   operations taking NESTED JSON bodies (`query.filter.state_filter.states`,
 *   `query.filter.email_address.fuzzy` …). The project reads OpenAPI GET/HEAD only, so these stay
 *   excluded, like the mutative operations (`POST /v2/payments`, `POST /v2/refunds`,
 *   `POST /v2/orders`, `PUT /v2/orders/{order_id}`, `DELETE /v2/customers/{customer_id}`).
 * Deterministic data: 3 locations, 60 customers (two named Chris Lopez; Dana Kim with a fixed
 * history), 800 orders with line items, their payments, refunds, 24 catalog items, 10 team members,
 * June to September 2025 ("today" is 2025-10-01). `startPosServer()` serves it on 127.0.0.1 and
 * records every request.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createRng } from "@/demo/commerce/prng";

// ---------------------------------------------------------------- data

export interface Money {
  amount: number;
  currency: "USD";
}
export interface PosLocation {
  id: string;
  name: string;
  business_name: string;
  status: "ACTIVE" | "INACTIVE";
  timezone: string;
  currency: "USD";
  country: "US";
  address: {
    address_line_1: string;
    locality: string;
    administrative_district_level_1: string;
    postal_code: string;
  };
  created_at: string;
  type: "PHYSICAL";
}
export interface PosCustomer {
  id: string;
  given_name: string;
  family_name: string;
  email_address: string | null;
  phone_number: string | null;
  reference_id: string | null;
  note: string | null;
  created_at: string;
  updated_at: string;
  version: number;
}
export interface PosLineItem {
  uid: string;
  name: string;
  quantity: string;
  catalog_object_id: string;
  base_price_money: Money;
  total_money: Money;
}
export interface PosOrder {
  id: string;
  location_id: string;
  customer_id: string | null;
  state: "OPEN" | "COMPLETED" | "CANCELED" | "DRAFT";
  line_items: PosLineItem[];
  total_money: Money;
  total_tax_money: Money;
  total_discount_money: Money;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  source: { name: string };
  version: number;
}
export interface PosPayment {
  id: string;
  created_at: string;
  updated_at: string;
  amount_money: Money;
  tip_money: Money;
  total_money: Money;
  refunded_money: Money;
  status: "APPROVED" | "PENDING" | "COMPLETED" | "CANCELED" | "FAILED";
  source_type: "CARD" | "CASH" | "WALLET";
  card_details: { status: string; card: { card_brand: string; last_4: string } } | null;
  location_id: string;
  order_id: string;
  customer_id: string | null;
  team_member_id: string;
  receipt_number: string;
}
export interface PosRefund {
  id: string;
  status: "PENDING" | "COMPLETED" | "REJECTED" | "FAILED";
  amount_money: Money;
  payment_id: string;
  order_id: string;
  location_id: string;
  reason: string;
  created_at: string;
  updated_at: string;
}
export interface PosCatalogObject {
  type: "ITEM" | "CATEGORY";
  id: string;
  updated_at: string;
  version: number;
  is_deleted: false;
  present_at_all_locations: true;
  item_data?: {
    name: string;
    description: string;
    category_id: string;
    variations: {
      type: "ITEM_VARIATION";
      id: string;
      item_variation_data: { item_id: string; name: string; sku: string; price_money: Money };
    }[];
  };
  category_data?: { name: string };
}
export interface PosTeamMember {
  id: string;
  given_name: string;
  family_name: string;
  email_address: string;
  status: "ACTIVE" | "INACTIVE";
  is_owner: boolean;
  assigned_locations: { assignment_type: "EXPLICIT_LOCATIONS"; location_ids: string[] };
  created_at: string;
  updated_at: string;
}

export const POS_LOCATIONS = [
  { id: "L1DTWN7XG0R4A", name: "Downtown", street: "120 Market Street" },
  { id: "LRVSD8K2P6QJM", name: "Riverside", street: "48 River Road" },
  { id: "LARPT3Z9C5WHN", name: "Airport Kiosk", street: "Terminal B, Gate 12" },
] as const;
export const POS_CUSTOMER_COUNT = 60;
export const POS_ORDER_COUNT = 800;
/** Dana Kim: a known customer with a fixed history. */
export const POS_KNOWN = {
  index: 7,
  id: "JDKYHBWT1D4F8MFH63DBMEN8Y4",
  given: "Dana",
  family: "Kim",
  email: "dana.kim@gmail.com",
  order: "CAISENgvlJ6jLWAzERDzjyHVybY",
  payment: "R2B3Z8WMVt3EAmzYWLZvz7Y69EbZY",
  refund: "R2B3Z8WMVt3EAmzYWLZvz7Y69EbZY_OLJc2FhwfT2NGY4YWr8hXo0bxVGRdlqyjQgPr0ZqEY",
};
/** Two customers share this name. */
export const POS_NAMESAKE = { given: "Chris", family: "Lopez", indexes: [21, 44] as const };

const FIRST = [
  "Olivia",
  "Liam",
  "Emma",
  "Noah",
  "Ava",
  "Mateo",
  "Sophia",
  "Lucas",
  "Mia",
  "Ethan",
  "Harper",
  "Aiden",
  "Ella",
  "Leo",
  "Grace",
  "Owen",
  "Zoe",
  "Caleb",
  "Nora",
  "Isaac",
];
const LAST = [
  "Nguyen",
  "Patel",
  "Garcia",
  "Okafor",
  "Schmidt",
  "Rossi",
  "Haddad",
  "Murphy",
  "Tanaka",
  "Silva",
  "Johansson",
  "Chen",
  "Dubois",
  "Kowalski",
  "Reyes",
  "Ibrahim",
  "Walsh",
  "Moreau",
  "Novak",
  "Bianchi",
];
const DOMAINS = ["gmail.com", "gmail.com", "yahoo.com", "outlook.com", "icloud.com", "fastmail.com"];
const ITEMS: [string, string, number][] = [
  ["Drinks", "Espresso", 325],
  ["Drinks", "Cappuccino", 475],
  ["Drinks", "Flat White", 495],
  ["Drinks", "Cold Brew", 450],
  ["Drinks", "Chai Latte", 525],
  ["Drinks", "Hot Chocolate", 425],
  ["Drinks", "Matcha Latte", 575],
  ["Drinks", "Orange Juice", 395],
  ["Bakery", "Butter Croissant", 375],
  ["Bakery", "Almond Croissant", 450],
  ["Bakery", "Blueberry Muffin", 350],
  ["Bakery", "Cinnamon Roll", 425],
  ["Bakery", "Banana Bread", 395],
  ["Food", "Avocado Toast", 1150],
  ["Food", "Breakfast Burrito", 1095],
  ["Food", "Turkey Sandwich", 1250],
  ["Food", "Caprese Panini", 1195],
  ["Food", "Greek Salad", 1095],
  ["Food", "Tomato Soup", 795],
  ["Retail", "House Blend Beans 12oz", 1695],
  ["Retail", "Decaf Beans 12oz", 1795],
  ["Retail", "Ceramic Mug", 1800],
  ["Retail", "Travel Tumbler", 2800],
  ["Retail", "Gift Card $25", 2500],
];
const ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const UPPER = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

const usd = (amount: number): Money => ({ amount, currency: "USD" });
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
const DAY_MS = 86_400_000;

export function posData() {
  const rng = createRng(3838);
  const { int, pick, chance } = rng;
  const code = (n: number, alphabet = ALNUM) =>
    Array.from({ length: n }, () => alphabet[int(0, alphabet.length - 1)]).join("");
  const between = (from: string, to: string) =>
    Date.parse(`${from}T00:00:00Z`) + int(0, Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`));

  const locations: PosLocation[] = POS_LOCATIONS.map((l) => ({
    id: l.id,
    name: l.name,
    business_name: "Bluebird Coffee",
    status: "ACTIVE",
    timezone: "America/Los_Angeles",
    currency: "USD",
    country: "US",
    address: {
      address_line_1: l.street,
      locality: "Portland",
      administrative_district_level_1: "OR",
      postal_code: "97204",
    },
    created_at: "2021-04-12T17:03:11Z",
    type: "PHYSICAL",
  }));

  const customers: PosCustomer[] = [];
  for (let n = 0; n < POS_CUSTOMER_COUNT; n++) {
    let given = FIRST[(n * 7) % FIRST.length];
    let family = LAST[(n * 3 + Math.floor(n / FIRST.length)) % LAST.length];
    if (n === POS_KNOWN.index) [given, family] = [POS_KNOWN.given, POS_KNOWN.family];
    if ((POS_NAMESAKE.indexes as readonly number[]).includes(n))
      [given, family] = [POS_NAMESAKE.given, POS_NAMESAKE.family];
    const created = between("2023-02-01", "2025-09-28");
    const email =
      n === POS_KNOWN.index
        ? POS_KNOWN.email
        : chance(0.9)
          ? `${given}.${family}${n === POS_NAMESAKE.indexes[1] ? "77" : ""}@${pick(DOMAINS)}`.toLowerCase()
          : null;
    customers.push({
      id: n === POS_KNOWN.index ? POS_KNOWN.id : code(26, UPPER),
      given_name: given,
      family_name: family,
      email_address: email,
      phone_number: chance(0.8) ? `+1-503-555-${String(1000 + n * 37).slice(-4)}` : null,
      reference_id: chance(0.3) ? `LOYALTY-${1000 + n}` : null,
      note: chance(0.15)
        ? pick(["Prefers oat milk", "Regular at the window seat", "Corporate account"])
        : null,
      created_at: iso(created),
      updated_at: iso(created + int(0, 30) * DAY_MS),
      version: int(1, 6),
    });
  }

  const categories: PosCatalogObject[] = ["Drinks", "Bakery", "Food", "Retail"].map((name) => ({
    type: "CATEGORY",
    id: code(24, UPPER),
    updated_at: "2025-03-02T18:11:40Z",
    version: 1709403100000,
    is_deleted: false,
    present_at_all_locations: true,
    category_data: { name },
  }));
  const items: PosCatalogObject[] = ITEMS.map(([category, name, price], i) => {
    const id = code(24, UPPER);
    return {
      type: "ITEM",
      id,
      updated_at: iso(between("2025-01-05", "2025-08-30")),
      version: 1709403100000 + i,
      is_deleted: false,
      present_at_all_locations: true,
      item_data: {
        name,
        description: `${name} — ${category.toLowerCase()}`,
        category_id: categories.find((c) => c.category_data?.name === category)?.id ?? "",
        variations: [
          {
            type: "ITEM_VARIATION",
            id: code(24, UPPER),
            item_variation_data: {
              item_id: id,
              name: "Regular",
              sku: `BB-${100 + i}`,
              price_money: usd(price),
            },
          },
        ],
      },
    };
  });

  const team: PosTeamMember[] = [
    ["Sam", "Ortega", true, "ACTIVE", [0, 1, 2]],
    ["Priya", "Raman", false, "ACTIVE", [0]],
    ["Jonah", "Weiss", false, "ACTIVE", [0]],
    ["Alma", "Cruz", false, "ACTIVE", [1]],
    ["Theo", "Park", false, "ACTIVE", [1]],
    ["Wren", "Adler", false, "INACTIVE", [1]],
    ["Kofi", "Mensah", false, "ACTIVE", [2]],
    ["Lena", "Voss", false, "ACTIVE", [2]],
    ["Marco", "Bellini", false, "INACTIVE", [0]],
    ["Ruth", "Abebe", false, "ACTIVE", [0, 2]],
  ].map(([given, family, owner, status, locs]) => ({
    id: `TM${code(18, UPPER)}`,
    given_name: given as string,
    family_name: family as string,
    email_address: `${String(given).toLowerCase()}@bluebirdcoffee.example`,
    status: status as PosTeamMember["status"],
    is_owner: owner as boolean,
    assigned_locations: {
      assignment_type: "EXPLICIT_LOCATIONS" as const,
      location_ids: (locs as number[]).map((i) => locations[i].id),
    },
    created_at: "2022-01-10T16:00:00Z",
    updated_at: "2025-05-01T16:00:00Z",
  }));

  const orders: PosOrder[] = [];
  const payments: PosPayment[] = [];
  const refunds: PosRefund[] = [];
  const now = Date.parse("2025-10-01T00:00:00Z");
  for (let n = 0; n < POS_ORDER_COUNT; n++) {
    const known = n === 0;
    const created = known
      ? Date.parse("2025-09-30T15:42:10Z")
      : n < 40
        ? now - int(1, 36 * 3600) * 1000
        : between("2025-06-01", "2025-09-30");
    const recent = now - created < 2 * DAY_MS;
    const state: PosOrder["state"] = known
      ? "COMPLETED"
      : recent && chance(0.5)
        ? "OPEN"
        : rng.weighted(["COMPLETED", "CANCELED", "OPEN", "DRAFT"], [86, 6, 5, 3]);
    const location = known ? locations[0] : rng.weighted(locations, [5, 3, 2]);
    const customer = known
      ? customers[POS_KNOWN.index]
      : chance(0.55)
        ? customers[n % 9 === 0 ? POS_KNOWN.index : int(0, customers.length - 1)]
        : null;
    const lines: PosLineItem[] = [];
    const count = known ? 2 : int(1, 4);
    for (let k = 0; k < count; k++) {
      const item = known ? items[k === 0 ? 2 : 9] : pick(items);
      const variation = item.item_data?.variations[0];
      const price = variation?.item_variation_data.price_money.amount ?? 0;
      const qty = known ? 1 : int(1, 3);
      lines.push({
        uid: code(22),
        name: item.item_data?.name ?? "",
        quantity: String(qty),
        catalog_object_id: variation?.id ?? "",
        base_price_money: usd(price),
        total_money: usd(price * qty),
      });
    }
    const subtotal = lines.reduce((s, l) => s + l.total_money.amount, 0);
    const tax = Math.round(subtotal * 0.08);
    const id = known ? POS_KNOWN.order : code(27);
    const closed = state === "COMPLETED" || state === "CANCELED" ? created + int(60, 1800) * 1000 : null;
    orders.push({
      id,
      location_id: location.id,
      customer_id: customer?.id ?? null,
      state,
      line_items: lines,
      total_money: usd(subtotal + tax),
      total_tax_money: usd(tax),
      total_discount_money: usd(0),
      created_at: iso(created),
      updated_at: iso(closed ?? created),
      closed_at: closed === null ? null : iso(closed),
      source: { name: location.id === locations[2].id ? "Square Kiosk" : "Point of Sale" },
      version: state === "OPEN" ? 1 : int(2, 5),
    });
    if (state !== "COMPLETED" && !(state === "CANCELED" && chance(0.5))) continue;
    const tip = chance(0.4) ? int(1, 5) * 50 : 0;
    const source: PosPayment["source_type"] = known
      ? "CARD"
      : rng.weighted<PosPayment["source_type"]>(["CARD", "CASH", "WALLET"], [70, 18, 12]);
    const pid = known ? POS_KNOWN.payment : code(29);
    const payment: PosPayment = {
      id: pid,
      created_at: iso(created + 20_000),
      updated_at: iso(closed ?? created),
      amount_money: usd(subtotal + tax),
      tip_money: usd(tip),
      total_money: usd(subtotal + tax + tip),
      refunded_money: usd(0),
      status: state === "CANCELED" ? "CANCELED" : chance(0.03) ? "FAILED" : "COMPLETED",
      source_type: source,
      card_details:
        source === "CARD"
          ? {
              status: "CAPTURED",
              card: {
                card_brand: known
                  ? "VISA"
                  : rng.weighted(["VISA", "MASTERCARD", "AMERICAN_EXPRESS", "DISCOVER"], [50, 30, 14, 6]),
                last_4: known ? "4242" : String(int(1000, 9999)),
              },
            }
          : null,
      location_id: location.id,
      order_id: id,
      customer_id: customer?.id ?? null,
      team_member_id: pick(team.filter((t) => t.assigned_locations.location_ids.includes(location.id))).id,
      receipt_number: pid.slice(0, 4),
    };
    payments.push(payment);
    if (payment.status === "COMPLETED" && (known || chance(0.05))) {
      const amount = known ? 450 : Math.min(payment.amount_money.amount, int(1, 4) * 250);
      payment.refunded_money = usd(amount);
      const at = known
        ? Date.parse("2025-09-30T16:05:00Z")
        : Math.min(created + int(1, 6) * DAY_MS, now - 3600_000);
      refunds.push({
        id: known ? POS_KNOWN.refund : `${pid}_${code(40)}`,
        status: known
          ? "COMPLETED"
          : rng.weighted(["COMPLETED", "PENDING", "REJECTED", "FAILED"], [80, 10, 5, 5]),
        amount_money: usd(amount),
        payment_id: pid,
        order_id: id,
        location_id: location.id,
        reason: known
          ? "Wrong pastry"
          : pick(["Customer changed mind", "Wrong order", "Item unavailable", "Quality"]),
        created_at: iso(at),
        updated_at: iso(at + 600_000),
      });
    }
  }
  const desc = <T extends { created_at: string }>(a: T, b: T) => b.created_at.localeCompare(a.created_at);
  orders.sort(desc);
  payments.sort(desc);
  refunds.sort(desc);
  return { locations, customers, catalog: [...categories, ...items], team, orders, payments, refunds };
}
type Data = ReturnType<typeof posData>;

// ---------------------------------------------------------------- OpenAPI document

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({
  "200": { description: "Success", content: { "application/json": { schema } } },
});
const listOf = (key: string, item: string, extra: Record<string, unknown> = {}) =>
  json({
    type: "object",
    description: `Defines the fields that are included in the response body of a request to the list endpoint. Either \`errors\` or \`${key}\` is present in a given response (never both).`,
    properties: {
      errors: {
        type: "array",
        items: ref("Error"),
        description: "Information about errors encountered during the request.",
      },
      [key]: {
        type: "array",
        items: ref(item),
        description: `The requested list of ${key.replace(/_/g, " ")}.`,
      },
      cursor: {
        type: "string",
        description:
          "The pagination cursor to be used in a subsequent request. If unset, this is the final response. For more information, see Pagination.",
      },
      ...extra,
    },
  });
const oneOf = (key: string, item: string) =>
  json({
    type: "object",
    properties: {
      errors: { type: "array", items: ref("Error") },
      [key]: ref(item),
    },
  });
const q = (name: string, description: string, schema: Record<string, unknown> = { type: "string" }) => ({
  name,
  description,
  schema,
  in: "query",
  required: false,
});
const pathId = (name: string, description: string) => ({
  name,
  description,
  schema: { type: "string" },
  in: "path",
  required: true,
});
const cursorParam = q(
  "cursor",
  "A pagination cursor returned by a previous call to this endpoint. Provide this cursor to retrieve the next set of results for the original query. For more information, see Pagination.",
);
const limitParam = (max: number) =>
  q(
    "limit",
    `The maximum number of results to be returned in a single page. It is possible to receive fewer results than the specified limit on a given page. The default value of ${max} is also the maximum allowed value. If the provided value is greater than ${max}, it is ignored and the default value is used instead.`,
    { type: "integer" },
  );
const sortOrder = q(
  "sort_order",
  "The order in which results are listed by their created_at date: `ASC` - Oldest to newest. `DESC` - Newest to oldest (default).",
);
const get = (
  operationId: string,
  tag: string,
  summary: string,
  description: string,
  parameters: unknown[],
  responses: unknown,
) => ({
  get: {
    tags: [tag],
    summary,
    operationId,
    description,
    "x-release-status": "PUBLIC",
    parameters,
    responses,
  },
});
const post = (
  operationId: string,
  tag: string,
  summary: string,
  description: string,
  body: string,
  responses: unknown,
) => ({
  tags: [tag],
  summary,
  operationId,
  description,
  "x-release-status": "PUBLIC",
  parameters: [],
  requestBody: {
    required: true,
    description:
      "An object containing the fields to POST for the request. See the corresponding object definition for field details.",
    content: { "application/json": { schema: ref(body) } },
  },
  responses,
});
const money = (description: string) => ({ ...ref("Money"), description });
const time = (description: string) => ({ type: "string", description, readOnly: true });
const timeRange = {
  type: "object",
  description:
    "Represents a generic time range. The start and end values are represented in RFC 3339 format. Time ranges are customized to be inclusive or exclusive based on the needs of a particular endpoint. Refer to the relevant endpoint-specific documentation to determine how time ranges are handled.",
  properties: {
    start_at: {
      type: "string",
      nullable: true,
      description: "A datetime value in RFC 3339 format indicating when the time range starts.",
    },
    end_at: {
      type: "string",
      nullable: true,
      description: "A datetime value in RFC 3339 format indicating when the time range ends.",
    },
  },
};

export const posOpenApi = {
  openapi: "3.0.0",
  info: {
    title: "Square Connect API",
    version: "2.0",
    description: "Client library for accessing the Square Connect APIs",
    termsOfService: "https://connect.squareup.com/tos",
    contact: {
      name: "Square Developer Platform",
      email: "developers@squareup.com",
      url: "https://squareup.com/developers",
    },
  },
  servers: [{ url: "https://connect.squareup.com" }],
  externalDocs: {
    description: "Read the official documentation here:",
    url: "https://docs.connect.squareup.com/",
  },
  security: [{ oauth2: [] }],
  paths: {
    "/v2/locations": get(
      "ListLocations",
      "Locations",
      "ListLocations",
      "Provides details about all of the seller's locations, including those with an inactive status. Locations are listed alphabetically by `name`.",
      [],
      listOf("locations", "Location"),
    ),
    "/v2/locations/{location_id}": get(
      "RetrieveLocation",
      "Locations",
      "RetrieveLocation",
      'Retrieves details of a single location. Specify "main" as the location ID to retrieve details of the main location.',
      [
        pathId(
          "location_id",
          'The ID of the location to retrieve. Specify the string "main" to return the main location.',
        ),
      ],
      oneOf("location", "Location"),
    ),
    "/v2/customers": {
      ...get(
        "ListCustomers",
        "Customers",
        "ListCustomers",
        "Lists customer profiles associated with a Square account. Under normal operating conditions, newly created or updated customer profiles become available for the listing operation in well under 30 seconds. Occasionally, propagation of the new or updated profiles can take closer to one minute or longer, especially during network incidents and outages.",
        [
          cursorParam,
          limitParam(100),
          q(
            "sort_field",
            "Indicates how customers should be sorted. The default value is `DEFAULT`. `DEFAULT` sorts alphabetically by given name and family name; `CREATED_AT` sorts by the date the profile was created.",
          ),
          q(
            "sort_order",
            "Indicates whether customers should be sorted in ascending (`ASC`) or descending (`DESC`) order. The default value is `ASC`.",
          ),
          q(
            "count",
            "Indicates whether to return the total count of customers in the `count` field of the response. The default value is `false`.",
            { type: "boolean" },
          ),
        ],
        listOf("customers", "Customer", {
          count: {
            type: "integer",
            format: "int64",
            description:
              "The total count of customers associated with the Square account. Only customer profiles with public information (`given_name`, `family_name`, `company_name`, `email_address`, or `phone_number`) are counted. This field is present only if `count` is set to `true` in the request.",
          },
        }),
      ),
    },
    "/v2/customers/search": {
      post: post(
        "SearchCustomers",
        "Customers",
        "SearchCustomers",
        "Searches the customer profiles associated with a Square account using one or more supported query filters. Calling `SearchCustomers` without any explicit query filter returns all customer profiles ordered alphabetically based on `given_name` and `family_name`.",
        "SearchCustomersRequest",
        listOf("customers", "Customer"),
      ),
    },
    "/v2/customers/{customer_id}": {
      ...get(
        "RetrieveCustomer",
        "Customers",
        "RetrieveCustomer",
        "Returns details for a single customer.",
        [pathId("customer_id", "The ID of the customer to retrieve.")],
        oneOf("customer", "Customer"),
      ),
      delete: {
        tags: ["Customers"],
        summary: "DeleteCustomer",
        operationId: "DeleteCustomer",
        description: "Deletes a customer profile from a business.",
        parameters: [pathId("customer_id", "The ID of the customer to delete.")],
        responses: json({ type: "object", properties: { errors: { type: "array", items: ref("Error") } } }),
      },
    },
    "/v2/orders": {
      post: post(
        "CreateOrder",
        "Orders",
        "CreateOrder",
        "Creates a new order that can include information about products for purchase and settings to apply to the purchase.",
        "CreateOrderRequest",
        oneOf("order", "Order"),
      ),
    },
    "/v2/orders/search": {
      post: post(
        "SearchOrders",
        "Orders",
        "SearchOrders",
        "Search all orders for one or more locations. Orders include all sales, returns, and exchanges regardless of how or when they entered the Square ecosystem (such as Point of Sale, Invoices, and Connect APIs). `SearchOrders` requests need to specify which locations to search and define a `SearchOrdersQuery` object that controls how to sort or filter the results.",
        "SearchOrdersRequest",
        listOf("orders", "Order"),
      ),
    },
    "/v2/orders/{order_id}": {
      ...get(
        "RetrieveOrder",
        "Orders",
        "RetrieveOrder",
        "Retrieves an `Order` by ID.",
        [pathId("order_id", "The ID of the order to retrieve.")],
        oneOf("order", "Order"),
      ),
      put: {
        ...post(
          "UpdateOrder",
          "Orders",
          "UpdateOrder",
          "Updates an open order by adding, replacing, or deleting fields. Orders with a `COMPLETED` or `CANCELED` state cannot be updated.",
          "CreateOrderRequest",
          oneOf("order", "Order"),
        ),
        parameters: [pathId("order_id", "The ID of the order to update.")],
      },
    },
    "/v2/payments": {
      ...get(
        "ListPayments",
        "Payments",
        "ListPayments",
        "Retrieves a list of payments taken by the account making the request. Results are eventually consistent, and new payments or changes to payments might take several seconds to appear. The maximum results per page is 100.",
        [
          q(
            "begin_time",
            "Indicates the start of the time range to retrieve payments for, in RFC 3339 format. The range is determined using the `created_at` field for each Payment. Inclusive. Default: The current time minus one year.",
          ),
          q(
            "end_time",
            "Indicates the end of the time range to retrieve payments for, in RFC 3339 format. The range is determined using the `created_at` field for each Payment. Default: The current time.",
          ),
          sortOrder,
          cursorParam,
          q(
            "location_id",
            "Limit results to the location supplied. By default, results are returned for all locations associated with the seller.",
          ),
          q("total", "The exact amount in the `total_money` for a payment.", {
            type: "integer",
            format: "int64",
          }),
          q("last_4", "The last four digits of a payment card."),
          q("card_brand", "The brand of the payment card (for example, VISA)."),
          limitParam(100),
        ],
        listOf("payments", "Payment"),
      ),
      post: post(
        "CreatePayment",
        "Payments",
        "CreatePayment",
        "Creates a payment using the provided source.",
        "CreatePaymentRequest",
        oneOf("payment", "Payment"),
      ),
    },
    "/v2/payments/{payment_id}": get(
      "GetPayment",
      "Payments",
      "GetPayment",
      "Retrieves details for a specific payment.",
      [pathId("payment_id", "A unique ID for the desired payment.")],
      oneOf("payment", "Payment"),
    ),
    "/v2/refunds": {
      ...get(
        "ListPaymentRefunds",
        "Refunds",
        "ListPaymentRefunds",
        "Retrieves a list of refunds for the account making the request. Results are eventually consistent, and new refunds or changes to refunds might take several seconds to appear. The maximum results per page is 100.",
        [
          q(
            "begin_time",
            "Indicates the start of the time range to retrieve each `PaymentRefund` for, in RFC 3339 format. The range is determined using the `created_at` field for each `PaymentRefund`. Default: The current time minus one year.",
          ),
          q(
            "end_time",
            "Indicates the end of the time range to retrieve each `PaymentRefund` for, in RFC 3339 format. The range is determined using the `created_at` field for each `PaymentRefund`. Default: The current time.",
          ),
          sortOrder,
          cursorParam,
          q(
            "location_id",
            "Limit results to the location supplied. By default, results are returned for all locations associated with the seller.",
          ),
          q(
            "status",
            "If provided, only refunds with the given status are returned. For a list of refund status values, see PaymentRefund. Default: If omitted, refunds are returned regardless of their status.",
          ),
          q(
            "source_type",
            "If provided, only returns refunds whose payments have the indicated source type. Current values include `CARD`, `BANK_ACCOUNT`, `WALLET`, `CASH`, and `EXTERNAL`. For information about these payment source types, see Take Payments. Default: If omitted, refunds are returned regardless of the source type.",
          ),
          limitParam(100),
        ],
        listOf("refunds", "PaymentRefund"),
      ),
      post: post(
        "RefundPayment",
        "Refunds",
        "RefundPayment",
        "Refunds a payment. You can refund the entire payment amount or a portion of it.",
        "RefundPaymentRequest",
        oneOf("refund", "PaymentRefund"),
      ),
    },
    "/v2/refunds/{refund_id}": get(
      "GetPaymentRefund",
      "Refunds",
      "GetPaymentRefund",
      "Retrieves a specific refund using the `refund_id`.",
      [pathId("refund_id", "The unique ID for the desired `PaymentRefund`.")],
      oneOf("refund", "PaymentRefund"),
    ),
    "/v2/catalog/list": get(
      "ListCatalog",
      "Catalog",
      "ListCatalog",
      'Returns a list of all CatalogObjects of the specified types found in the catalog. The types parameter is specified as a comma-separated list of the CatalogObjectType values, for example, "`ITEM`, `ITEM_VARIATION`, `MODIFIER`, `MODIFIER_LIST`, `CATEGORY`, `DISCOUNT`, `TAX`, `IMAGE`".',
      [
        cursorParam,
        q(
          "types",
          "An optional case-insensitive, comma-separated list of object types to retrieve. The valid values are defined in the CatalogObjectType enum, for example, `ITEM`, `ITEM_VARIATION`, `CATEGORY`, `DISCOUNT`, `TAX`, `MODIFIER`, `MODIFIER_LIST`, `IMAGE`, etc. If this is unspecified, the operation returns objects of all the top level types at the version of the Square API used to make the request.",
        ),
        q(
          "catalog_version",
          "The specific version of the catalog objects to be included in the response. This allows you to retrieve historical versions of objects.",
          { type: "integer", format: "int64" },
        ),
      ],
      listOf("objects", "CatalogObject"),
    ),
    "/v2/catalog/search": {
      post: post(
        "SearchCatalogObjects",
        "Catalog",
        "SearchCatalogObjects",
        "Searches for CatalogObject of any type by matching supported search attribute values, excluding custom attribute values on items or item variations, against one or more of the specified query filters.",
        "SearchCatalogObjectsRequest",
        listOf("objects", "CatalogObject"),
      ),
    },
    "/v2/catalog/object/{object_id}": get(
      "RetrieveCatalogObject",
      "Catalog",
      "RetrieveCatalogObject",
      "Returns a single CatalogItem as a CatalogObject based on the provided ID.",
      [pathId("object_id", "The object ID of any type of catalog objects to be retrieved.")],
      oneOf("object", "CatalogObject"),
    ),
    "/v2/team-members/search": {
      post: post(
        "SearchTeamMembers",
        "Team",
        "SearchTeamMembers",
        "Returns a paginated list of `TeamMember` objects for a business. The list can be filtered by location IDs, `ACTIVE` or `INACTIVE` status, or whether the team member is the Square account owner.",
        "SearchTeamMembersRequest",
        listOf("team_members", "TeamMember"),
      ),
    },
    "/v2/team-members/{team_member_id}": get(
      "RetrieveTeamMember",
      "Team",
      "RetrieveTeamMember",
      "Retrieves a `TeamMember` object for the given `TeamMember.id`.",
      [pathId("team_member_id", "The ID of the team member to retrieve.")],
      oneOf("team_member", "TeamMember"),
    ),
  },
  components: {
    securitySchemes: {
      oauth2: {
        type: "oauth2",
        flows: {
          authorizationCode: {
            authorizationUrl: "https://connect.squareup.com/oauth2/authorize",
            tokenUrl: "https://connect.squareup.com/oauth2/token",
            scopes: {},
          },
        },
      },
    },
    schemas: {
      Error: {
        type: "object",
        required: ["category", "code"],
        properties: {
          category: { type: "string" },
          code: { type: "string" },
          detail: { type: "string" },
          field: { type: "string" },
        },
      },
      Money: {
        type: "object",
        description:
          "Represents an amount of money. `Money` fields can be signed or unsigned. Fields that do not explicitly define whether they are signed or unsigned are considered unsigned and can only hold positive amounts.",
        properties: {
          amount: {
            type: "integer",
            format: "int64",
            nullable: true,
            description:
              "The amount of money, in the smallest denomination of the currency indicated by `currency`. For example, when `currency` is `USD`, `amount` is in cents. Monetary amounts can be positive or negative.",
          },
          currency: {
            type: "string",
            description:
              "The type of currency, in ISO 4217 format. For example, the currency code for US dollars is `USD`.",
          },
        },
      },
      Location: {
        type: "object",
        description: "Represents one of a business' locations.",
        properties: {
          id: {
            type: "string",
            description:
              "A short generated string of letters and numbers that uniquely identifies this location instance.",
            readOnly: true,
          },
          name: {
            type: "string",
            nullable: true,
            description:
              "The name of the location. This information appears in the Seller Dashboard as the nickname. A location name must be unique within a seller account.",
          },
          business_name: { type: "string", nullable: true },
          status: {
            type: "string",
            description: "The status of the location. See LocationStatus for possible values",
          },
          timezone: { type: "string", nullable: true },
          currency: { type: "string" },
          country: { type: "string" },
          address: {
            type: "object",
            properties: {
              address_line_1: { type: "string" },
              locality: { type: "string" },
              administrative_district_level_1: { type: "string" },
              postal_code: { type: "string" },
            },
          },
          type: {
            type: "string",
            description: "The type of the location. See LocationType for possible values",
          },
          created_at: time("The time when the location was created, in RFC 3339 format."),
        },
      },
      Customer: {
        type: "object",
        description: "Represents a Square customer profile in the Customer Directory of a Square seller.",
        properties: {
          id: {
            type: "string",
            description:
              "A unique Square-assigned ID for the customer profile. If you need this ID for an API request, use the ID returned when you created the customer profile or call the SearchCustomers or ListCustomers endpoint.",
          },
          created_at: time("The timestamp when the customer profile was created, in RFC 3339 format."),
          updated_at: time("The timestamp when the customer profile was last updated, in RFC 3339 format."),
          given_name: {
            type: "string",
            nullable: true,
            description: "The given name (that is, the first name) associated with the customer profile.",
          },
          family_name: {
            type: "string",
            nullable: true,
            description: "The family name (that is, the last name) associated with the customer profile.",
          },
          email_address: {
            type: "string",
            nullable: true,
            description: "The email address associated with the customer profile.",
          },
          phone_number: {
            type: "string",
            nullable: true,
            description: "The phone number associated with the customer profile.",
          },
          reference_id: {
            type: "string",
            nullable: true,
            description:
              "An optional second ID used to associate the customer profile with an entity in another system.",
          },
          note: {
            type: "string",
            nullable: true,
            description: "A custom note associated with the customer profile.",
          },
          version: { type: "integer", format: "int64" },
        },
      },
      OrderLineItem: {
        type: "object",
        properties: {
          uid: { type: "string" },
          name: { type: "string", nullable: true, description: "The name of the line item." },
          quantity: {
            type: "string",
            description: "The count, or measurement, of a line item being purchased.",
          },
          catalog_object_id: {
            type: "string",
            nullable: true,
            description: "The CatalogItemVariation ID applied to this line item.",
          },
          base_price_money: money("The base price for a single unit of the line item."),
          total_money: money("The total amount of money to collect for this line item."),
        },
      },
      Order: {
        type: "object",
        description:
          "Contains all information related to a single order to process with Square, including line items that specify the products to purchase.",
        required: ["location_id"],
        properties: {
          id: { type: "string", description: "The order's unique ID.", readOnly: true },
          location_id: {
            type: "string",
            description: "The ID of the seller location that this order is associated with.",
          },
          customer_id: {
            type: "string",
            nullable: true,
            description: "The ID of the customer associated with the order.",
          },
          state: {
            type: "string",
            description:
              "The current state of the order. See OrderState for possible values (`OPEN`, `COMPLETED`, `CANCELED`, `DRAFT`).",
          },
          line_items: {
            type: "array",
            items: ref("OrderLineItem"),
            nullable: true,
            description: "The line items included in the order.",
          },
          total_money: money("The total amount of money to collect for the order."),
          total_tax_money: money("The total amount of tax money to collect for the order."),
          total_discount_money: money("The total amount of discount money to collect for the order."),
          created_at: time(
            "The timestamp for when the order was created, at server side, in RFC 3339 format.",
          ),
          updated_at: time(
            "The timestamp for when the order was last updated, at server side, in RFC 3339 format.",
          ),
          closed_at: time("The timestamp for when the order reached a terminal state, in RFC 3339 format."),
          source: { type: "object", properties: { name: { type: "string", nullable: true } } },
          version: { type: "integer" },
        },
      },
      Payment: {
        type: "object",
        description: "Represents a payment processed by the Square API.",
        properties: {
          id: { type: "string", description: "A unique ID for the payment.", readOnly: true },
          created_at: time("The timestamp of when the payment was created, in RFC 3339 format."),
          updated_at: time("The timestamp of when the payment was last updated, in RFC 3339 format."),
          amount_money: money("The amount processed for this payment, not including `tip_money`."),
          tip_money: money("The amount designated as a tip."),
          total_money: money("The total amount for the payment, including `amount_money` and `tip_money`."),
          refunded_money: money("The total amount of the payment refunded to date."),
          status: {
            type: "string",
            description:
              "Indicates whether the payment is APPROVED, PENDING, COMPLETED, CANCELED, or FAILED.",
            readOnly: true,
          },
          source_type: {
            type: "string",
            description:
              "The source type for this payment. Current values include `CARD`, `BANK_ACCOUNT`, `WALLET`, `BUY_NOW_PAY_LATER`, `SQUARE_ACCOUNT`, `CASH` and `EXTERNAL`.",
            readOnly: true,
          },
          card_details: {
            type: "object",
            nullable: true,
            properties: {
              status: { type: "string" },
              card: {
                type: "object",
                properties: { card_brand: { type: "string" }, last_4: { type: "string" } },
              },
            },
          },
          location_id: {
            type: "string",
            description: "The ID of the location associated with the payment.",
            readOnly: true,
          },
          order_id: {
            type: "string",
            description: "The ID of the order associated with the payment.",
            readOnly: true,
          },
          customer_id: {
            type: "string",
            nullable: true,
            description: "The ID of the customer associated with the payment.",
          },
          team_member_id: {
            type: "string",
            nullable: true,
            description: "An optional ID of the TeamMember associated with taking the payment.",
          },
          receipt_number: { type: "string", readOnly: true },
        },
      },
      PaymentRefund: {
        type: "object",
        description:
          "Represents a refund of a payment made using Square. Contains information about the original payment and the amount of money refunded.",
        required: ["id", "amount_money"],
        properties: {
          id: { type: "string", description: "The unique ID for this refund, generated by Square." },
          status: {
            type: "string",
            nullable: true,
            description: "The refund's status: `PENDING`, `COMPLETED`, `REJECTED`, `FAILED`.",
          },
          amount_money: money(
            "The amount of money refunded. This amount is specified in the smallest denomination of the applicable currency (for example, US dollar amounts are specified in cents).",
          ),
          payment_id: {
            type: "string",
            nullable: true,
            description: "The ID of the payment associated with this refund.",
          },
          order_id: {
            type: "string",
            nullable: true,
            description: "The ID of the order associated with the refund.",
            readOnly: true,
          },
          location_id: {
            type: "string",
            nullable: true,
            description: "The location ID associated with the payment this refund is attached to.",
          },
          reason: { type: "string", nullable: true, description: "The reason for the refund." },
          created_at: time("The timestamp of when the refund was created, in RFC 3339 format."),
          updated_at: time("The timestamp of when the refund was last updated, in RFC 3339 format."),
        },
      },
      CatalogObject: {
        type: "object",
        description: "The wrapper object for the catalog entries of a given object type.",
        required: ["type", "id"],
        properties: {
          type: {
            type: "string",
            description:
              "The type of this object. Each object type has expected properties expressed in a structured format within its corresponding `*_data` field below.",
          },
          id: { type: "string", description: "An identifier to reference this object in the catalog." },
          updated_at: time("Last modification timestamp in RFC 3339 format."),
          version: { type: "integer", format: "int64" },
          is_deleted: { type: "boolean" },
          present_at_all_locations: { type: "boolean" },
          item_data: {
            type: "object",
            properties: {
              name: { type: "string", description: "The item's name." },
              description: { type: "string" },
              category_id: { type: "string" },
              variations: { type: "array", items: { type: "object" } },
            },
          },
          category_data: { type: "object", properties: { name: { type: "string" } } },
        },
      },
      TeamMember: {
        type: "object",
        description: "A record representing an individual team member for a business.",
        properties: {
          id: { type: "string", description: "The unique ID for the team member.", readOnly: true },
          given_name: { type: "string", nullable: true },
          family_name: { type: "string", nullable: true },
          email_address: { type: "string", nullable: true },
          status: {
            type: "string",
            description:
              "Describes the status of the team member. See TeamMemberStatus for possible values (`ACTIVE`, `INACTIVE`).",
          },
          is_owner: { type: "boolean", readOnly: true },
          assigned_locations: {
            type: "object",
            properties: {
              assignment_type: { type: "string" },
              location_ids: { type: "array", items: { type: "string" } },
            },
          },
          created_at: time("The timestamp when the team member was created, in RFC 3339 format."),
          updated_at: time("The timestamp when the team member was last updated, in RFC 3339 format."),
        },
      },
      SearchOrdersRequest: {
        type: "object",
        properties: {
          location_ids: {
            type: "array",
            items: { type: "string" },
            description:
              "The location IDs for the orders to query. All locations must belong to the same merchant. Max: 10 location IDs.",
          },
          cursor: {
            type: "string",
            description: "A pagination cursor returned by a previous call to this endpoint.",
          },
          query: {
            type: "object",
            description:
              "Query conditions used to filter or sort the results. Note that when retrieving additional pages using a cursor, you must use the original query.",
            properties: {
              filter: {
                type: "object",
                description: "Criteria to filter results by.",
                properties: {
                  state_filter: {
                    type: "object",
                    properties: {
                      states: {
                        type: "array",
                        items: { type: "string", enum: ["OPEN", "COMPLETED", "CANCELED", "DRAFT"] },
                        description: "States to filter for.",
                      },
                    },
                  },
                  date_time_filter: {
                    type: "object",
                    properties: { created_at: timeRange, updated_at: timeRange, closed_at: timeRange },
                  },
                  customer_filter: {
                    type: "object",
                    properties: {
                      customer_ids: {
                        type: "array",
                        items: { type: "string" },
                        description: "A list of customer IDs to filter by.",
                      },
                    },
                  },
                },
              },
              sort: {
                type: "object",
                properties: {
                  sort_field: { type: "string", enum: ["CREATED_AT", "UPDATED_AT", "CLOSED_AT"] },
                  sort_order: { type: "string", enum: ["DESC", "ASC"] },
                },
              },
            },
          },
          limit: {
            type: "integer",
            description:
              "The maximum number of results to be returned in a single page. Default: 500 Max: 1000",
          },
          return_entries: { type: "boolean" },
        },
      },
      SearchCustomersRequest: {
        type: "object",
        properties: {
          cursor: { type: "string" },
          limit: { type: "integer", format: "int64", minimum: 1, maximum: 100 },
          query: {
            type: "object",
            properties: {
              filter: {
                type: "object",
                properties: {
                  email_address: {
                    type: "object",
                    properties: { exact: { type: "string" }, fuzzy: { type: "string" } },
                  },
                  phone_number: {
                    type: "object",
                    properties: { exact: { type: "string" }, fuzzy: { type: "string" } },
                  },
                  reference_id: {
                    type: "object",
                    properties: { exact: { type: "string" }, fuzzy: { type: "string" } },
                  },
                  created_at: timeRange,
                  updated_at: timeRange,
                },
              },
              sort: { type: "object", properties: { field: { type: "string" }, order: { type: "string" } } },
            },
          },
          count: { type: "boolean" },
        },
      },
      SearchCatalogObjectsRequest: {
        type: "object",
        properties: {
          cursor: { type: "string" },
          object_types: { type: "array", items: { type: "string" } },
          query: {
            type: "object",
            properties: {
              text_query: {
                type: "object",
                properties: { keywords: { type: "array", items: { type: "string" }, maxItems: 3 } },
              },
            },
          },
          limit: { type: "integer" },
        },
      },
      SearchTeamMembersRequest: {
        type: "object",
        properties: {
          query: {
            type: "object",
            properties: {
              filter: {
                type: "object",
                properties: {
                  location_ids: { type: "array", items: { type: "string" } },
                  status: { type: "string", enum: ["ACTIVE", "INACTIVE"] },
                  is_owner: { type: "boolean" },
                },
              },
            },
          },
          limit: { type: "integer", minimum: 1, maximum: 200 },
          cursor: { type: "string" },
        },
      },
      CreateOrderRequest: {
        type: "object",
        properties: { order: ref("Order"), idempotency_key: { type: "string" } },
      },
      CreatePaymentRequest: {
        type: "object",
        required: ["source_id", "idempotency_key"],
        properties: {
          source_id: { type: "string" },
          idempotency_key: { type: "string" },
          amount_money: ref("Money"),
          order_id: { type: "string" },
        },
      },
      RefundPaymentRequest: {
        type: "object",
        required: ["idempotency_key", "amount_money"],
        properties: {
          idempotency_key: { type: "string" },
          amount_money: ref("Money"),
          payment_id: { type: "string" },
          reason: { type: "string" },
        },
      },
    },
  },
};

// ---------------------------------------------------------------- handler

type Query = Record<string, string[]>;
export interface PosRequestLog {
  method: string;
  path: string;
  query: Query;
  body?: unknown;
}
interface Result {
  status: number;
  body: unknown;
}

const squareError = (status: number, code: string, detail: string, field?: string): Result => ({
  status,
  body: { errors: [{ category: "INVALID_REQUEST_ERROR", code, detail, ...(field ? { field } : {}) }] },
});

function page<T>(
  key: string,
  rows: T[],
  cursor: string | undefined,
  limit: number,
  extra: Record<string, unknown> = {},
): Result {
  let start = 0;
  if (cursor) {
    const m = /^c(\d+)$/.exec(Buffer.from(cursor, "base64url").toString());
    if (!m) return squareError(400, "INVALID_CURSOR", "The pagination cursor is invalid.", "cursor");
    start = Number(m[1]);
  }
  const slice = rows.slice(start, start + limit);
  const next =
    start + limit < rows.length ? Buffer.from(`c${start + limit}`).toString("base64url") : undefined;
  return { status: 200, body: { [key]: slice, ...(next ? { cursor: next } : {}), ...extra } };
}

function inRange(at: string, range: { start_at?: string; end_at?: string } | undefined) {
  if (!range) return true;
  const t = Date.parse(at);
  if (range.start_at && t < Date.parse(range.start_at)) return false;
  if (range.end_at && t > Date.parse(range.end_at)) return false;
  return true;
}

export function handlePosRequest(
  method: string,
  path: string,
  query: Query,
  body: unknown,
  data: Data = posData(),
): Result {
  const one = (k: string) => query[k]?.[0];
  const seg = path.split("/").filter(Boolean);
  // biome-ignore lint/suspicious/noExplicitAny: a request body of any shape, read as Square reads it
  const b = (body && typeof body === "object" ? body : {}) as Record<string, any>;
  const limitOf = (max: number, def = max): number | Result => {
    const v = one("limit") ?? (b.limit === undefined ? undefined : String(b.limit));
    if (v === undefined || v === "") return def;
    if (!/^\d+$/.test(v) || Number(v) < 1)
      return squareError(400, "INVALID_VALUE", "`limit` must be a positive integer.", "limit");
    return Math.min(Number(v), max);
  };
  // Mutations: accepted by the server, never reachable from the project (excluded).
  if (method === "POST" && path === "/v2/payments")
    return { status: 200, body: { payment: { id: "NEWPAYMENT", status: "COMPLETED" } } };
  if (method === "POST" && path === "/v2/refunds")
    return { status: 200, body: { refund: { id: "NEWREFUND", status: "PENDING" } } };
  if (method === "POST" && path === "/v2/orders")
    return { status: 200, body: { order: { id: "NEWORDER", state: "OPEN" } } };
  if (method === "PUT" || method === "DELETE") return { status: 200, body: {} };

  if (method === "POST" && path === "/v2/orders/search") {
    const f = b.query?.filter ?? {};
    const locs: string[] = Array.isArray(b.location_ids) ? b.location_ids : [];
    if (!locs.length)
      return squareError(
        400,
        "MISSING_REQUIRED_PARAMETER",
        "Must provide at least 1 location_id.",
        "location_ids",
      );
    const states: string[] | undefined = f.state_filter?.states;
    const custs: string[] | undefined = f.customer_filter?.customer_ids;
    let rows = data.orders.filter(
      (o) =>
        locs.includes(o.location_id) &&
        (!states || states.includes(o.state)) &&
        (!custs || (o.customer_id !== null && custs.includes(o.customer_id))) &&
        inRange(o.created_at, f.date_time_filter?.created_at) &&
        inRange(o.closed_at ?? "", f.date_time_filter?.closed_at ?? undefined),
    );
    if (b.query?.sort?.sort_order === "ASC") rows = [...rows].reverse();
    const lim = limitOf(1000, 500);
    return typeof lim === "number" ? page("orders", rows, b.cursor, lim) : lim;
  }
  if (method === "POST" && path === "/v2/customers/search") {
    const f = b.query?.filter ?? {};
    const fuzzy = (v: string | null, m: { exact?: string; fuzzy?: string } | undefined) =>
      !m || (m.exact ? v === m.exact : !m.fuzzy || (v ?? "").toLowerCase().includes(m.fuzzy.toLowerCase()));
    const rows = data.customers.filter(
      (c) =>
        fuzzy(c.email_address, f.email_address) &&
        fuzzy(c.phone_number, f.phone_number) &&
        inRange(c.created_at, f.created_at),
    );
    const lim = limitOf(100);
    return typeof lim === "number" ? page("customers", rows, b.cursor, lim) : lim;
  }
  if (method === "POST" && path === "/v2/catalog/search") {
    const kw: string[] = b.query?.text_query?.keywords ?? [];
    const types: string[] = b.object_types ?? ["ITEM", "CATEGORY"];
    const rows = data.catalog.filter(
      (o) =>
        types.includes(o.type) &&
        kw.every((k) =>
          (o.item_data?.name ?? o.category_data?.name ?? "").toLowerCase().includes(k.toLowerCase()),
        ),
    );
    return page("objects", rows, b.cursor, 100);
  }
  if (method === "POST" && path === "/v2/team-members/search") {
    const f = b.query?.filter ?? {};
    const rows = data.team.filter(
      (t) =>
        (!f.status || t.status === f.status) &&
        (!f.location_ids ||
          t.assigned_locations.location_ids.some((l: string) => f.location_ids.includes(l))),
    );
    return page("team_members", rows, b.cursor, 200);
  }
  if (method !== "GET" && method !== "HEAD")
    return squareError(404, "NOT_FOUND", `Resource not found: ${method} ${path}`);

  const byId = <T extends { id: string }>(rows: T[], id: string, key: string, what: string): Result => {
    const row = rows.find((r) => r.id === id);
    return row
      ? { status: 200, body: { [key]: row } }
      : squareError(404, "NOT_FOUND", `${what} not found for id ${id}`);
  };
  const timeFilter = (begin: string | undefined, end: string | undefined) => {
    for (const [k, v] of [
      ["begin_time", begin],
      ["end_time", end],
    ] as const)
      if (v !== undefined && Number.isNaN(Date.parse(v)))
        return squareError(400, "INVALID_TIME", `The \`${k}\` is not a valid RFC 3339 timestamp: ${v}`, k);
    return undefined;
  };
  const sorted = <T>(rows: T[]) => (one("sort_order") === "ASC" ? [...rows].reverse() : rows);

  if (seg[0] !== "v2") return squareError(404, "NOT_FOUND", `Resource not found: ${path}`);
  const [, kind, id] = seg;
  if (kind === "locations") {
    if (id) return byId(data.locations, id === "main" ? data.locations[0].id : id, "location", "Location");
    return {
      status: 200,
      body: { locations: [...data.locations].sort((a, b) => a.name.localeCompare(b.name)) },
    };
  }
  if (kind === "customers") {
    if (id) return byId(data.customers, id, "customer", "Customer");
    let rows = [...data.customers];
    const field = one("sort_field") ?? "DEFAULT";
    if (field === "CREATED_AT") rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
    else if (field === "DEFAULT")
      rows.sort((a, b) =>
        `${a.given_name} ${a.family_name}`.localeCompare(`${b.given_name} ${b.family_name}`),
      );
    else return squareError(400, "INVALID_ENUM_VALUE", `Invalid sort_field: ${field}`, "sort_field");
    if (one("sort_order") === "DESC") rows = rows.reverse();
    const lim = limitOf(100);
    if (typeof lim !== "number") return lim;
    return page("customers", rows, one("cursor"), lim, one("count") === "true" ? { count: rows.length } : {});
  }
  if (kind === "orders") {
    if (id) return byId(data.orders, id, "order", "Order");
    return squareError(404, "NOT_FOUND", "Resource not found: GET /v2/orders");
  }
  if (kind === "payments" || kind === "refunds") {
    if (id)
      return kind === "payments"
        ? byId(data.payments, id, "payment", "Payment")
        : byId(data.refunds, id, "refund", "Refund");
    const begin = one("begin_time");
    const end = one("end_time");
    const bad = timeFilter(begin, end);
    if (bad) return bad;
    const now = Date.parse("2025-10-01T00:00:00Z");
    const from = begin ? Date.parse(begin) : now - 365 * DAY_MS;
    const to = end ? Date.parse(end) : now + DAY_MS;
    const location = one("location_id");
    if (location && !data.locations.some((l) => l.id === location))
      return squareError(400, "NOT_FOUND", `Location \`${location}\` not found.`, "location_id");
    const lim = limitOf(100);
    if (typeof lim !== "number") return lim;
    const when = (r: { created_at: string }) =>
      Date.parse(r.created_at) >= from && Date.parse(r.created_at) < to;
    if (kind === "payments") {
      const total = one("total");
      const rows = data.payments.filter(
        (p) =>
          when(p) &&
          (!location || p.location_id === location) &&
          (total === undefined || String(p.total_money.amount) === total) &&
          (!one("last_4") || p.card_details?.card.last_4 === one("last_4")) &&
          (!one("card_brand") || p.card_details?.card.card_brand === one("card_brand")?.toUpperCase()),
      );
      return page("payments", sorted(rows), one("cursor"), lim);
    }
    const status = one("status")?.toUpperCase();
    const source = one("source_type")?.toUpperCase();
    const rows = data.refunds.filter(
      (r) =>
        when(r) &&
        (!location || r.location_id === location) &&
        (!status || r.status === status) &&
        (!source || data.payments.find((p) => p.id === r.payment_id)?.source_type === source),
    );
    return page("refunds", sorted(rows), one("cursor"), lim);
  }
  if (kind === "catalog") {
    if (id === "object" && seg[3]) return byId(data.catalog, seg[3], "object", "Catalog object");
    if (id !== "list") return squareError(404, "NOT_FOUND", `Resource not found: ${path}`);
    const types = one("types")
      ?.split(",")
      .map((t) => t.trim().toUpperCase())
      .filter(Boolean);
    const rows = data.catalog.filter((o) => !types?.length || types.includes(o.type));
    return page("objects", rows, one("cursor"), 100);
  }
  if (kind === "team-members" && id) return byId(data.team, id, "team_member", "Team member");
  return squareError(404, "NOT_FOUND", `Resource not found: ${path}`);
}

export async function startPosServer(): Promise<{
  url: string;
  requests: PosRequestLog[];
  close: () => Promise<void>;
}> {
  const data = posData();
  const requests: PosRequestLog[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const query: Query = {};
      for (const [k, v] of url.searchParams) query[k] = [...(query[k] ?? []), v];
      const method = req.method ?? "GET";
      let body: unknown;
      try {
        body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : undefined;
      } catch {
        body = undefined;
      }
      requests.push({ method, path: url.pathname, query, body });
      const r = handlePosRequest(method, url.pathname, query, body, data);
      res.writeHead(r.status, { "content-type": "application/json", "square-version": "2025-09-24" });
      res.end(method === "HEAD" ? undefined : JSON.stringify(r.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
