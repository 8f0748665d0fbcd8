/**
 * Conformance fixture "payments": a payments REST API in the shape of Stripe's, described by an
 * OpenAPI 3.0 document written the way Stripe's own is — not tuned to the planner:
 * - `/v1/<things>` lists `{ object: "list", data, has_more, url }` with no total, paged by `limit`
 *   (1–100, default 10) + `starting_after` / `ending_before` (object ids);
 * - prefixed ids (`cus_NffrFeUfNV2Hib`, `ch_…`, `in_…`, `sub_…`, `re_…`, `dp_…`, `po_…`, `prod_…`,
 *   `price_…`), retrieve endpoints with the id in the path (`/v1/customers/{customer}`,
 *   `/v1/subscriptions/{subscription_exposed_id}`);
 * - amounts in the currency's minor unit (`amount: 12990`, `currency: "eur"`), timestamps in Unix
 *   seconds; date filters as Stripe's deepObject parameters whose schema is `anyOf` a range object
 *   (`gt`/`gte`/`lt`/`lte`) or an integer (`created[gte]=…`, `due_date[lt]=…`, `arrival_date[…]`);
 * - `customer` on charges, invoices and subscriptions is the customer's id string; the customer list
 *   has no name filter — names are found by the search endpoints, whose only filter is a query in
 *   Stripe's search language documented by example (`email:'jenny@example.com'`,
 *   `name~'jane' AND metadata['tier']:'gold'`, `status:'failed' AND amount>1000`);
 * - subscriptions listed without `status` leave out canceled ones (`status=all` includes them);
 * - two mutative operations (`POST /v1/refunds`, `POST /v1/customers`) that must stay excluded.
 * Deterministic data: 80 customers (one name shared by two, Jenny Rosen and Acme Corp with fixed
 * histories), ~420 charges, ~300 invoices, 20 subscriptions, refunds, disputes, payouts, through
 * September 2025. `startPaymentsServer()` serves it on 127.0.0.1 and records every request.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createRng } from "@/demo/commerce/prng";

// ---------------------------------------------------------------- data

export interface PyCustomer {
  id: string;
  object: "customer";
  name: string;
  email: string;
  phone: string | null;
  description: string | null;
  currency: "eur" | "usd";
  balance: number;
  delinquent: boolean;
  created: number;
  address: { city: string; country: string };
  metadata: { tier: "gold" | "silver" | "bronze" };
}
export interface PyCharge {
  id: string;
  object: "charge";
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  currency: "eur" | "usd";
  customer: string;
  description: string;
  status: "succeeded" | "pending" | "failed";
  paid: boolean;
  refunded: boolean;
  disputed: boolean;
  failure_code: string | null;
  failure_message: string | null;
  payment_intent: string;
  invoice: string | null;
  receipt_email: string;
  created: number;
  payment_method_details: { type: "card"; card: { brand: string; last4: string } };
}
export interface PyInvoice {
  id: string;
  object: "invoice";
  number: string;
  customer: string;
  customer_email: string;
  customer_name: string;
  subscription: string | null;
  status: "draft" | "open" | "paid" | "uncollectible" | "void";
  collection_method: "charge_automatically" | "send_invoice";
  currency: "eur" | "usd";
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  total: number;
  created: number;
  due_date: number | null;
  period_start: number;
  period_end: number;
}
export interface PyProduct {
  id: string;
  object: "product";
  name: string;
  description: string;
  active: boolean;
  created: number;
}
export interface PyPrice {
  id: string;
  object: "price";
  product: string;
  active: boolean;
  currency: "eur";
  unit_amount: number;
  type: "recurring" | "one_time";
  recurring: { interval: "month" | "year" } | null;
  nickname: string | null;
  created: number;
}
export interface PySubscription {
  id: string;
  object: "subscription";
  customer: string;
  status: "active" | "past_due" | "canceled" | "trialing" | "unpaid" | "incomplete" | "paused";
  items: { object: "list"; data: { id: string; price: PyPrice; quantity: number }[] };
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  current_period_start: number;
  current_period_end: number;
  trial_end: number | null;
  created: number;
}
export interface PyRefund {
  id: string;
  object: "refund";
  amount: number;
  currency: "eur" | "usd";
  charge: string;
  payment_intent: string;
  reason: "duplicate" | "fraudulent" | "requested_by_customer" | null;
  status: "succeeded" | "pending" | "failed" | "canceled";
  created: number;
}
export interface PyDispute {
  id: string;
  object: "dispute";
  amount: number;
  currency: "eur" | "usd";
  charge: string;
  payment_intent: string;
  reason: "fraudulent" | "product_not_received" | "duplicate" | "subscription_canceled" | "general";
  status: "warning_needs_response" | "needs_response" | "under_review" | "won" | "lost";
  created: number;
  evidence_details: { due_by: number };
}
export interface PyPayout {
  id: string;
  object: "payout";
  amount: number;
  currency: "eur";
  arrival_date: number;
  status: "paid" | "pending" | "in_transit" | "canceled" | "failed";
  method: "standard" | "instant";
  description: string;
  created: number;
}

/** Seconds since the epoch at 00:00 UTC of an ISO day. */
export const unix = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / 1000;
const DAY = 86_400;

export const PY_CUSTOMER_COUNT = 80;
export const PY_PAGE_MAX = 100;
/** Jenny Rosen: Stripe's own example customer, with a fixed charge and invoice. */
export const PY_KNOWN = {
  index: 23,
  id: "cus_NffrFeUfNV2Hib",
  name: "Jenny Rosen",
  email: "jennyrosen@example.com",
  charge: "ch_3MmlLrLkdIwHu7ix0snN0B15",
  invoice: "in_1MtHbELkdIwHu7ixl4OzzPMv",
};
/** A company customer with charges in March 2025. */
export const PY_ACME = { index: 5, name: "Acme Corp", email: "billing@acme.example" };
/** One name shared by two customers (the pick). */
export const PY_NAMESAKE = { name: "Daniel Brooks", indexes: [31, 64] as const };

const FIRST = [
  "Olivia",
  "Liam",
  "Emma",
  "Noah",
  "Sofia",
  "Lucas",
  "Mila",
  "Mateo",
  "Hana",
  "Arjun",
  "Chloe",
  "Tariq",
  "Ingrid",
  "Pablo",
  "Yuki",
  "Amara",
];
const LAST = [
  "Schmidt",
  "Martin",
  "Rossi",
  "Novak",
  "Dubois",
  "Jensen",
  "Garcia",
  "Okonkwo",
  "Larsen",
  "Moreau",
  "Weber",
  "Silva",
  "Kaur",
  "Fischer",
];
const COMPANIES = [
  "Globex Ltd",
  "Initech GmbH",
  "Umbrella Retail",
  "Hooli Labs",
  "Stark Logistics",
  "Wayne Foods",
  "Soylent BV",
  "Vandelay Imports",
];
const CITIES: [string, string][] = [
  ["Berlin", "DE"],
  ["Paris", "FR"],
  ["Amsterdam", "NL"],
  ["Dublin", "IE"],
  ["Madrid", "ES"],
  ["Milan", "IT"],
];
const ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export const PY_PRODUCTS: {
  name: string;
  description: string;
  active: boolean;
  prices: [number, "month" | "year" | null, boolean][];
}[] = [
  {
    name: "Starter plan",
    description: "Up to 3 seats",
    active: true,
    prices: [
      [1900, "month", true],
      [19000, "year", true],
      [1500, "month", false],
    ],
  },
  {
    name: "Pro plan",
    description: "Up to 20 seats",
    active: true,
    prices: [
      [4900, "month", true],
      [49000, "year", true],
    ],
  },
  { name: "Enterprise plan", description: "Unlimited seats", active: true, prices: [[29900, "month", true]] },
  {
    name: "Onboarding workshop",
    description: "Half-day remote session",
    active: true,
    prices: [[45000, null, true]],
  },
  { name: "Legacy plan", description: "Retired in 2024", active: false, prices: [[990, "month", false]] },
  { name: "Extra storage", description: "100 GB add-on", active: true, prices: [[500, "month", true]] },
];

export function paymentsData() {
  const { next, int, pick, chance } = createRng(2812);
  const id = (prefix: string, n = 14) => {
    let s = "";
    for (let i = 0; i < n; i++) s += ALNUM[int(0, ALNUM.length - 1)];
    return `${prefix}_${s}`;
  };
  const between = (from: string, to: string) => unix(from) + int(0, unix(to) - unix(from)) + 0;

  const customers: PyCustomer[] = [];
  for (let n = 0; n < PY_CUSTOMER_COUNT; n++) {
    const company = n === PY_ACME.index ? PY_ACME.name : n % 9 === 2 ? COMPANIES[(n / 9) | 0] : undefined;
    const name =
      n === PY_KNOWN.index
        ? PY_KNOWN.name
        : (PY_NAMESAKE.indexes as readonly number[]).includes(n)
          ? PY_NAMESAKE.name
          : (company ??
            `${FIRST[n % FIRST.length]} ${LAST[(n * 5 + ((n / FIRST.length) | 0)) % LAST.length]}`);
    const slug = name.toLowerCase().replace(/[^a-z ]/g, "");
    const [first, last = "co"] = slug.split(" ");
    const email =
      n === PY_KNOWN.index
        ? PY_KNOWN.email
        : n === PY_ACME.index
          ? PY_ACME.email
          : company
            ? `accounts@${first}.example`
            : `${first}.${last}${(PY_NAMESAKE.indexes as readonly number[]).includes(n) ? n : ""}@${pick(["gmail.com", "outlook.com", "example.com", "proton.me"])}`;
    const [city, country] = pick(CITIES);
    customers.push({
      id: n === PY_KNOWN.index ? PY_KNOWN.id : id("cus"),
      object: "customer",
      name,
      email,
      phone: chance(0.6) ? `+${int(30, 49)} ${int(100, 999)} ${int(1000000, 9999999)}` : null,
      description: company ? "Business account" : null,
      currency: chance(0.85) ? "eur" : "usd",
      balance: chance(0.1) ? -int(1, 50) * 100 : 0,
      delinquent: false,
      created: between("2023-01-01", "2025-09-20"),
      address: { city, country },
      metadata: {
        tier: n === PY_KNOWN.index ? "gold" : pick(["gold", "silver", "silver", "bronze", "bronze"]),
      },
    });
  }
  customers[PY_KNOWN.index].created = unix("2023-03-14") + 41_000;
  customers[PY_ACME.index].created = unix("2023-06-02") + 30_000;

  const products: PyProduct[] = [];
  const prices: PyPrice[] = [];
  for (const p of PY_PRODUCTS) {
    const product: PyProduct = {
      id: id("prod"),
      object: "product",
      name: p.name,
      description: p.description,
      active: p.active,
      created: between("2022-06-01", "2023-01-01"),
    };
    products.push(product);
    for (const [amount, interval, active] of p.prices)
      prices.push({
        id: id("price", 24),
        object: "price",
        product: product.id,
        active,
        currency: "eur",
        unit_amount: amount,
        type: interval ? "recurring" : "one_time",
        recurring: interval ? { interval } : null,
        nickname: interval ? `${p.name} ${interval === "month" ? "monthly" : "yearly"}` : null,
        created: product.created + int(0, 90) * DAY,
      });
  }
  const recurring = prices.filter((p) => p.type === "recurring" && p.active);

  // Subscriptions: 20 customers, one each (Jenny Rosen and Acme Corp among them).
  const statuses: PySubscription["status"][] = [
    "active",
    "active",
    "active",
    "active",
    "active",
    "active",
    "active",
    "active",
    "past_due",
    "past_due",
    "past_due",
    "canceled",
    "canceled",
    "canceled",
    "trialing",
    "trialing",
    "unpaid",
    "incomplete",
    "active",
    "paused",
  ];
  const subscriptions: PySubscription[] = [];
  const subCustomers = [PY_KNOWN.index, PY_ACME.index];
  for (let n = 0; subCustomers.length < 20; n++) {
    const c = (n * 7 + 3) % PY_CUSTOMER_COUNT;
    if (!subCustomers.includes(c)) subCustomers.push(c);
  }
  for (const [i, c] of subCustomers.entries()) {
    const price = i === 0 ? recurring[2] : i === 1 ? recurring[4] : pick(recurring);
    const status = statuses[i];
    const created = between("2024-01-01", "2025-08-01");
    const periodStart = unix("2025-09-01") + int(0, 29) * DAY;
    subscriptions.push({
      id: id("sub", 24),
      object: "subscription",
      customer: customers[c].id,
      status,
      items: { object: "list", data: [{ id: id("si"), price, quantity: int(1, 5) }] },
      cancel_at_period_end: status === "active" && chance(0.15),
      canceled_at: status === "canceled" ? between("2025-03-01", "2025-09-25") : null,
      current_period_start: periodStart,
      current_period_end: periodStart + (price.recurring?.interval === "year" ? 365 : 30) * DAY,
      trial_end: status === "trialing" ? unix("2025-10-10") + int(0, 20) * DAY : null,
      created,
    });
  }

  // Invoices: monthly for subscriptions since they started, plus one-off ones.
  const invoices: PyInvoice[] = [];
  let invoiceNo = 1;
  const invoice = (
    c: PyCustomer,
    total: number,
    created: number,
    subscription: string | null,
    send: boolean,
  ): PyInvoice => {
    const age = (unix("2025-10-01") - created) / DAY;
    const status: PyInvoice["status"] =
      age < 3
        ? pick(["draft", "open", "paid"])
        : age < 40
          ? pick(["open", "open", "paid", "paid", "paid"])
          : pick(["paid", "paid", "paid", "paid", "paid", "paid", "uncollectible", "void", "open"]);
    const paid = status === "paid" ? total : 0;
    return {
      id: id("in", 24),
      object: "invoice",
      number: `${c.id.slice(4, 12).toUpperCase()}-${String(invoiceNo++).padStart(4, "0")}`,
      customer: c.id,
      customer_email: c.email,
      customer_name: c.name,
      subscription,
      status,
      collection_method: send ? "send_invoice" : "charge_automatically",
      currency: c.currency,
      amount_due: status === "void" ? 0 : total,
      amount_paid: paid,
      amount_remaining: status === "void" || status === "paid" ? 0 : total,
      total,
      created,
      due_date: send ? created + 30 * DAY : null,
      period_start: created - 30 * DAY,
      period_end: created,
    };
  };
  for (const s of subscriptions) {
    const c = customers.find((x) => x.id === s.customer) as PyCustomer;
    const price = s.items.data[0].price;
    const monthly = price.recurring?.interval === "month";
    const end = s.canceled_at ?? unix("2025-09-30");
    for (let t = s.created + 30 * DAY; t <= end; t += (monthly ? 30 : 365) * DAY)
      invoices.push(invoice(c, price.unit_amount * s.items.data[0].quantity, t, s.id, false));
  }
  while (invoices.length < 300) {
    const c = pick(customers);
    invoices.push(
      invoice(c, int(20, 900) * 100 + pick([0, 0, 50, 90]), between("2024-10-01", "2025-09-30"), null, true),
    );
  }
  // Past-due subscriptions' latest invoice is open and overdue.
  for (const s of subscriptions.filter((x) => x.status === "past_due" || x.status === "unpaid")) {
    const last = invoices.filter((i) => i.subscription === s.id).sort((a, b) => b.created - a.created)[0];
    if (last) {
      last.status = "open";
      last.amount_paid = 0;
      last.amount_remaining = last.total;
    }
  }
  const known = customers[PY_KNOWN.index];
  invoices.push({
    ...invoice(known, 2900, unix("2025-09-12") + 3600, null, true),
    id: PY_KNOWN.invoice,
    status: "open",
    amount_paid: 0,
    amount_remaining: 2900,
    amount_due: 2900,
  });

  // Charges: one per paid invoice, plus one-off charges.
  const charges: PyCharge[] = [];
  const charge = (c: PyCustomer, amount: number, created: number, inv: string | null): PyCharge => {
    const status: PyCharge["status"] = chance(0.1) ? "failed" : chance(0.04) ? "pending" : "succeeded";
    const failure =
      status === "failed" ? pick(["card_declined", "insufficient_funds", "expired_card"]) : null;
    return {
      id: id("ch", 24),
      object: "charge",
      amount,
      amount_captured: status === "succeeded" ? amount : 0,
      amount_refunded: 0,
      currency: c.currency,
      customer: c.id,
      description: inv
        ? "Subscription update"
        : pick(["Onboarding workshop", "Extra seats", "Consulting hours", "Annual prepayment"]),
      status,
      paid: status === "succeeded",
      refunded: false,
      disputed: false,
      failure_code: failure,
      failure_message:
        failure === "card_declined"
          ? "Your card was declined."
          : failure === "insufficient_funds"
            ? "Your card has insufficient funds."
            : failure
              ? "Your card has expired."
              : null,
      payment_intent: id("pi", 24),
      invoice: inv,
      receipt_email: c.email,
      created,
      payment_method_details: {
        type: "card",
        card: { brand: pick(["visa", "visa", "mastercard", "amex"]), last4: String(int(1000, 9999)) },
      },
    };
  };
  for (const i of invoices)
    if (i.status === "paid" && i.created >= unix("2024-10-01")) {
      const c = customers.find((x) => x.id === i.customer) as PyCustomer;
      const ch = charge(c, i.total, i.created + 3600, i.id);
      ch.status = "succeeded";
      ch.paid = true;
      ch.amount_captured = ch.amount;
      ch.failure_code = null;
      ch.failure_message = null;
      charges.push(ch);
    }
  while (charges.length < 420) {
    const c = pick(customers);
    charges.push(
      charge(c, int(5, 1500) * 100 + pick([0, 0, 50, 99]), between("2024-10-01", "2025-09-30"), null),
    );
  }
  const acme = customers[PY_ACME.index];
  for (const [day, amount] of [
    ["2025-03-04", 125000],
    ["2025-03-18", 48000],
    ["2025-03-27", 9900],
  ] as const) {
    const ch = charge(acme, amount, unix(day) + 36_000, null);
    ch.status = "succeeded";
    ch.paid = true;
    ch.amount_captured = amount;
    ch.failure_code = null;
    ch.failure_message = null;
    charges.push(ch);
  }
  const jenny = charge(known, 12990, unix("2025-09-24") + 50_000, null);
  charges.push({
    ...jenny,
    id: PY_KNOWN.charge,
    status: "succeeded",
    paid: true,
    amount_captured: 12990,
    failure_code: null,
    failure_message: null,
    description: "Onboarding workshop",
  });
  for (const [day, amount, status] of [
    ["2025-05-02", 4900, "succeeded"],
    ["2025-08-19", 4900, "failed"],
  ] as const) {
    const ch = charge(known, amount, unix(day) + 40_000, null);
    ch.status = status;
    ch.paid = status === "succeeded";
    ch.amount_captured = status === "succeeded" ? amount : 0;
    ch.failure_code = status === "failed" ? "card_declined" : null;
    ch.failure_message = status === "failed" ? "Your card was declined." : null;
    charges.push(ch);
  }

  // Refunds and disputes on succeeded charges.
  const succeeded = charges.filter((c) => c.status === "succeeded" && c.id !== PY_KNOWN.charge);
  const refunds: PyRefund[] = [];
  for (let i = 0; i < 34; i++) {
    const ch = succeeded[(i * 11 + 4) % succeeded.length];
    if (ch.refunded) continue;
    const full = chance(0.6);
    const amount = full ? ch.amount : Math.round(ch.amount * pick([0.25, 0.5]));
    ch.amount_refunded = amount;
    ch.refunded = full;
    refunds.push({
      id: id("re", 24),
      object: "refund",
      amount,
      currency: ch.currency,
      charge: ch.id,
      payment_intent: ch.payment_intent,
      reason: pick(["requested_by_customer", "requested_by_customer", "duplicate", "fraudulent", null]),
      status: chance(0.9) ? "succeeded" : "pending",
      created: Math.min(ch.created + int(1, 20) * DAY, unix("2025-09-30") + int(0, 80_000)),
    });
  }
  // Two refunds fixed in the week of 22 September 2025.
  for (const [k, day] of [
    [7, "2025-09-23"],
    [19, "2025-09-26"],
  ] as const)
    if (refunds[k]) refunds[k].created = unix(day) + 30_000;
  const disputes: PyDispute[] = [];
  for (let i = 0; i < 12; i++) {
    const ch = succeeded[(i * 29 + 17) % succeeded.length];
    if (ch.disputed || ch.refunded) continue;
    ch.disputed = true;
    const created = Math.min(ch.created + int(5, 40) * DAY, unix("2025-09-29"));
    disputes.push({
      id: id("dp", 24),
      object: "dispute",
      amount: ch.amount,
      currency: ch.currency,
      charge: ch.id,
      payment_intent: ch.payment_intent,
      reason: pick(["fraudulent", "product_not_received", "duplicate", "subscription_canceled", "general"]),
      status:
        created > unix("2025-09-01")
          ? pick(["needs_response", "warning_needs_response", "under_review"])
          : pick(["won", "lost", "won", "under_review"]),
      created,
      evidence_details: { due_by: created + 21 * DAY },
    });
  }

  // Payouts: twice a week to the bank account.
  const payouts: PyPayout[] = [];
  for (let t = unix("2025-01-06"); t <= unix("2025-10-02"); t += (next() < 0.5 ? 3 : 4) * DAY) {
    const arrival = t + 2 * DAY;
    payouts.push({
      id: id("po", 24),
      object: "payout",
      amount: int(800, 9000) * 100 + int(0, 99),
      currency: "eur",
      arrival_date: arrival,
      status:
        arrival > unix("2025-10-01")
          ? t > unix("2025-09-30")
            ? "pending"
            : "in_transit"
          : chance(0.04)
            ? "failed"
            : chance(0.03)
              ? "canceled"
              : "paid",
      method: chance(0.1) ? "instant" : "standard",
      description: "STRIPE PAYOUT",
      created: t,
    });
  }

  const newest = <T extends { created: number }>(xs: T[]) => xs.sort((a, b) => b.created - a.created);
  return {
    customers: newest(customers),
    charges: newest(charges),
    invoices: newest(invoices),
    subscriptions: newest(subscriptions),
    products: newest(products),
    prices: newest(prices),
    refunds: newest(refunds),
    disputes: newest(disputes),
    payouts: newest(payouts),
    balance: {
      object: "balance",
      livemode: false,
      available: [
        { amount: 1843210, currency: "eur", source_types: { card: 1843210 } },
        { amount: 120455, currency: "usd", source_types: { card: 120455 } },
      ],
      pending: [
        { amount: 392040, currency: "eur", source_types: { card: 392040 } },
        { amount: 0, currency: "usd", source_types: { card: 0 } },
      ],
    },
  };
}

// ---------------------------------------------------------------- OpenAPI document

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({
  "200": { description: "Successful response.", content: { "application/json": { schema } } },
  default: {
    description: "Error response.",
    content: { "application/json": { schema: ref("error") } },
  },
});
const list = (item: string, url: string) =>
  json({
    type: "object",
    title: `${item[0].toUpperCase()}${item.slice(1)}List`,
    required: ["data", "has_more", "object", "url"],
    properties: {
      data: { type: "array", items: ref(item), description: "Details about each object." },
      has_more: {
        type: "boolean",
        description: "True if this list has another page of items after this one that can be fetched.",
      },
      object: {
        type: "string",
        enum: ["list"],
        description:
          "String representing the object's type. Objects of the same type share the same value. Always has the value `list`.",
      },
      url: {
        type: "string",
        maxLength: 5000,
        pattern: `^${url}`,
        description: "The URL where this list can be accessed.",
      },
    },
  });
const searchResult = (item: string) =>
  json({
    type: "object",
    title: "SearchResult",
    required: ["data", "has_more", "object", "url"],
    properties: {
      data: { type: "array", items: ref(item) },
      has_more: { type: "boolean" },
      next_page: { type: "string", maxLength: 5000, nullable: true },
      object: { type: "string", enum: ["search_result"] },
      total_count: {
        type: "integer",
        description: "The total number of objects that match the query, only accurate up to 10,000.",
      },
      url: { type: "string", maxLength: 5000 },
    },
  });
const limit = {
  name: "limit",
  in: "query",
  required: false,
  description:
    "A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 10.",
  style: "form",
  schema: { type: "integer" },
};
const paging = [
  {
    name: "ending_before",
    in: "query",
    required: false,
    description:
      "A cursor for use in pagination. `ending_before` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, starting with `obj_bar`, your subsequent call can include `ending_before=obj_bar` in order to fetch the previous page of the list.",
    style: "form",
    schema: { type: "string", maxLength: 5000 },
  },
  {
    name: "expand",
    in: "query",
    required: false,
    description: "Specifies which fields in the response should be expanded.",
    style: "deepObject",
    explode: true,
    schema: { type: "array", items: { type: "string", maxLength: 5000 } },
  },
  limit,
  {
    name: "starting_after",
    in: "query",
    required: false,
    description:
      "A cursor for use in pagination. `starting_after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with `obj_foo`, your subsequent call can include `starting_after=obj_foo` in order to fetch the next page of the list.",
    style: "form",
    schema: { type: "string", maxLength: 5000 },
  },
];
const range = (name: string, description: string) => ({
  name,
  in: "query",
  required: false,
  description,
  explode: true,
  style: "deepObject",
  schema: {
    anyOf: [
      {
        type: "object",
        title: "range_query_specs",
        properties: {
          gt: { type: "integer", description: "Minimum value to filter by (exclusive)" },
          gte: { type: "integer", description: "Minimum value to filter by (inclusive)" },
          lt: { type: "integer", description: "Maximum value to filter by (exclusive)" },
          lte: { type: "integer", description: "Maximum value to filter by (inclusive)" },
        },
      },
      { type: "integer" },
    ],
  },
});
const created = (what: string) =>
  range("created", `Only return ${what} that were created during the given date interval.`);
const str = (name: string, description: string, extra: Record<string, unknown> = {}) => ({
  name,
  in: "query",
  required: false,
  description,
  style: "form",
  schema: { type: "string", maxLength: 5000, ...extra },
});
const bool = (name: string, description: string) => ({
  name,
  in: "query",
  required: false,
  description,
  style: "form",
  schema: { type: "boolean" },
});
const pathId = (name: string) => ({
  name,
  in: "path",
  required: true,
  style: "simple",
  schema: { type: "string", maxLength: 5000 },
});
const op = (
  operationId: string,
  summary: string,
  description: string,
  parameters: unknown[],
  responses: unknown,
) => ({
  get: { operationId, summary, description, parameters, responses },
});
const search = (operationId: string, what: string, item: string, example: string, fields: string) => ({
  get: {
    operationId,
    summary: `Search ${what}`,
    description: `Search for ${what} you've previously created using Stripe's Search Query Language. Don't use search in read-after-write flows where strict consistency is necessary. Under normal operating conditions, data is searchable in less than a minute.`,
    parameters: [
      {
        name: "expand",
        in: "query",
        required: false,
        description: "Specifies which fields in the response should be expanded.",
        style: "deepObject",
        explode: true,
        schema: { type: "array", items: { type: "string", maxLength: 5000 } },
      },
      limit,
      {
        name: "page",
        in: "query",
        required: false,
        description:
          "A cursor for pagination across multiple pages of results. Don't include this parameter on the first call. Use the next_page value returned in a previous response to request subsequent results.",
        style: "form",
        schema: { type: "string", maxLength: 5000 },
      },
      {
        name: "query",
        in: "query",
        required: true,
        description: `The search query string. See search query language and the list of supported query fields for ${what}${fields}, e.g. ${example}.`,
        style: "form",
        schema: { type: "string", maxLength: 5000 },
      },
    ],
    responses: searchResult(item),
  },
});
const nullableString = { type: "string", maxLength: 5000, nullable: true };
const ts = (description: string, nullable = false) => ({
  type: "integer",
  format: "unix-time",
  description,
  ...(nullable ? { nullable: true } : {}),
});
const money = (description: string) => ({ type: "integer", description });
const currency = {
  type: "string",
  format: "currency",
  description:
    "Three-letter [ISO currency code](https://www.iso.org/iso-4217-currency-codes.html), in lowercase. Must be a [supported currency](https://stripe.com/docs/currencies).",
};
const expandable = (what: string, description: string) => ({
  anyOf: [{ type: "string", maxLength: 5000 }, ref(what)],
  description,
  "x-expansionResources": { oneOf: [ref(what)] },
});

export const paymentsOpenApi = {
  openapi: "3.0.0",
  info: {
    title: "Stripe API",
    version: "2025-09-30.clover",
    description: "The Stripe REST API. Please see https://stripe.com/docs/api for more details.",
    contact: {
      email: "dev-platform@stripe.com",
      name: "Stripe Dev Platform Team",
      url: "https://stripe.com",
    },
  },
  servers: [{ url: "https://api.stripe.com/" }],
  security: [{ basicAuth: [] }, { bearerAuth: [] }],
  paths: {
    "/v1/balance": op(
      "GetBalance",
      "Retrieve balance",
      "Retrieves the current account balance, based on the authentication that was used to make the request.",
      [paging[1]],
      json(ref("balance")),
    ),
    "/v1/charges": op(
      "GetCharges",
      "List all charges",
      "Returns a list of charges you've previously created. The charges are returned in sorted order, with the most recent charges appearing first.",
      [
        created("charges"),
        str("customer", "Only return charges for the customer specified by this customer ID."),
        ...paging.slice(0, 1),
        paging[1],
        paging[2],
        str(
          "payment_intent",
          "Only return charges that were created by the PaymentIntent specified by this PaymentIntent ID.",
        ),
        paging[3],
        str("transfer_group", "Only return charges for this transfer group, limited to 100."),
      ],
      list("charge", "/v1/charges"),
    ),
    "/v1/charges/search": search(
      "GetChargesSearch",
      "charges",
      "charge",
      "`status:'failed' AND amount>1000`, `customer:'cus_NffrFeUfNV2Hib' AND created>1727740800`",
      " (amount, created, currency, customer, disputed, metadata, payment_intent, refunded, status)",
    ),
    "/v1/charges/{charge}": op(
      "GetChargesCharge",
      "Retrieve a charge",
      "Retrieves the details of a charge that has previously been created.",
      [pathId("charge"), paging[1]],
      json(ref("charge")),
    ),
    "/v1/customers": {
      ...op(
        "GetCustomers",
        "List all customers",
        "Returns a list of your customers. The customers are returned sorted by creation date, with the most recent customers appearing first.",
        [
          created("customers"),
          str(
            "email",
            "A case-sensitive filter on the list based on the customer's `email` field. The value must be a string.",
            { maxLength: 512 },
          ),
          paging[0],
          paging[1],
          paging[2],
          paging[3],
          str(
            "test_clock",
            "Provides a list of customers that are associated with the specified test clock. The response will not include customers with test clocks if this parameter is not set.",
          ),
        ],
        list("customer", "/v1/customers"),
      ),
      post: {
        operationId: "PostCustomers",
        summary: "Create a customer",
        description: "Creates a new customer object.",
        requestBody: {
          content: {
            "application/x-www-form-urlencoded": {
              schema: {
                type: "object",
                properties: {
                  email: { type: "string", maxLength: 512 },
                  name: { type: "string", maxLength: 256 },
                  description: { type: "string", maxLength: 5000 },
                },
              },
            },
          },
          required: false,
        },
        responses: json(ref("customer")),
      },
    },
    "/v1/customers/search": search(
      "GetCustomersSearch",
      "customers",
      "customer",
      "`email:'jenny@example.com'`, `name~'jane' AND metadata['tier']:'gold'`",
      " (created, email, metadata, name, phone)",
    ),
    "/v1/customers/{customer}": op(
      "GetCustomersCustomer",
      "Retrieve a customer",
      "Retrieves a Customer object.",
      [pathId("customer"), paging[1]],
      json(ref("customer")),
    ),
    "/v1/disputes": op(
      "GetDisputes",
      "List all disputes",
      "Returns a list of your disputes.",
      [
        str("charge", "Only return disputes associated to the charge specified by this charge ID."),
        created("disputes"),
        ...paging.slice(0, 3),
        str(
          "payment_intent",
          "Only return disputes associated to the PaymentIntent specified by this PaymentIntent ID.",
        ),
        paging[3],
      ],
      list("dispute", "/v1/disputes"),
    ),
    "/v1/disputes/{dispute}": op(
      "GetDisputesDispute",
      "Retrieve a dispute",
      "Retrieves the dispute with the given ID.",
      [pathId("dispute"), paging[1]],
      json(ref("dispute")),
    ),
    "/v1/invoices": op(
      "GetInvoices",
      "List all invoices",
      "You can list all invoices, or list the invoices for a specific customer. The invoices are returned sorted by creation date, with the most recently created invoices appearing first.",
      [
        {
          name: "collection_method",
          in: "query",
          required: false,
          description:
            "The collection method of the invoice to retrieve. Either `charge_automatically` or `send_invoice`.",
          style: "form",
          schema: { type: "string", enum: ["charge_automatically", "send_invoice"] },
        },
        created("invoices"),
        str("customer", "Only return invoices for the customer specified by this customer ID."),
        range("due_date", ""),
        ...paging.slice(0, 3),
        paging[3],
        {
          name: "status",
          in: "query",
          required: false,
          description:
            "The status of the invoice, one of `draft`, `open`, `paid`, `uncollectible`, or `void`. [Learn more](https://stripe.com/docs/billing/invoices/workflow#workflow-overview)",
          style: "form",
          schema: { type: "string", enum: ["draft", "open", "paid", "uncollectible", "void"] },
        },
        str("subscription", "Only return invoices for the subscription specified by this subscription ID."),
      ],
      list("invoice", "/v1/invoices"),
    ),
    "/v1/invoices/{invoice}": op(
      "GetInvoicesInvoice",
      "Retrieve an invoice",
      "Retrieves the invoice with the given ID.",
      [pathId("invoice"), paging[1]],
      json(ref("invoice")),
    ),
    "/v1/payouts": op(
      "GetPayouts",
      "List all payouts",
      "Returns a list of existing payouts sent to third-party bank accounts or payouts that Stripe sent to you. The payouts return in sorted order, with the most recently created payouts appearing first.",
      [
        range(
          "arrival_date",
          "Only return payouts that are expected to arrive during the given date interval.",
        ),
        created("payouts"),
        str(
          "destination",
          "The ID of an external account - only return payouts sent to this external account.",
        ),
        ...paging.slice(0, 3),
        paging[3],
        str(
          "status",
          "Only return payouts that have the given status: `pending`, `paid`, `failed`, or `canceled`.",
        ),
      ],
      list("payout", "/v1/payouts"),
    ),
    "/v1/prices": op(
      "GetPrices",
      "List all prices",
      "Returns a list of your active prices, excluding [inline prices](https://stripe.com/docs/products-prices/pricing-models#inline-pricing). For the list of inactive prices, set `active` to false.",
      [
        bool(
          "active",
          "Only return prices that are active or inactive (e.g., pass `false` to list all inactive prices).",
        ),
        created("prices"),
        str("currency", "Only return prices for the given currency."),
        ...paging.slice(0, 3),
        str("product", "Only return prices for the given product."),
        paging[3],
        {
          name: "type",
          in: "query",
          required: false,
          description: "Only return prices of type `recurring` or `one_time`.",
          style: "form",
          schema: { type: "string", enum: ["one_time", "recurring"] },
        },
      ],
      list("price", "/v1/prices"),
    ),
    "/v1/products": op(
      "GetProducts",
      "List all products",
      "Returns a list of your products. The products are returned sorted by creation date, with the most recently created products appearing first.",
      [
        bool(
          "active",
          "Only return products that are active or inactive (e.g., pass `false` to list all inactive products).",
        ),
        created("products"),
        ...paging.slice(0, 3),
        bool("shippable", "Only return products that can be shipped (i.e., physical, not digital products)."),
        paging[3],
      ],
      list("product", "/v1/products"),
    ),
    "/v1/refunds": {
      ...op(
        "GetRefunds",
        "List all refunds",
        "Returns a list of all refunds you created. We return the refunds in sorted order, with the most recent refunds appearing first. The 10 most recent refunds are always available by default on the Charge object.",
        [
          str("charge", "Only return refunds for the charge specified by this charge ID."),
          created("refunds"),
          ...paging.slice(0, 3),
          str("payment_intent", "Only return refunds for the PaymentIntent specified by this ID."),
          paging[3],
        ],
        list("refund", "/v1/refunds"),
      ),
      post: {
        operationId: "PostRefunds",
        summary: "Create customer balance refund",
        description:
          "When you create a new refund, you must specify a Charge or a PaymentIntent object on which to create it.",
        requestBody: {
          content: {
            "application/x-www-form-urlencoded": {
              schema: {
                type: "object",
                properties: {
                  charge: { type: "string", maxLength: 5000 },
                  amount: { type: "integer" },
                  reason: { type: "string", enum: ["duplicate", "fraudulent", "requested_by_customer"] },
                },
              },
            },
          },
          required: false,
        },
        responses: json(ref("refund")),
      },
    },
    "/v1/subscriptions": op(
      "GetSubscriptions",
      "List subscriptions",
      "By default, returns a list of subscriptions that have not been canceled. In order to list canceled subscriptions, specify `status=canceled`.",
      [
        {
          name: "collection_method",
          in: "query",
          required: false,
          description:
            "The collection method of the subscriptions to retrieve. Either `charge_automatically` or `send_invoice`.",
          style: "form",
          schema: { type: "string", enum: ["charge_automatically", "send_invoice"] },
        },
        created("subscriptions"),
        range(
          "current_period_end",
          "Only return subscriptions whose current_period_end falls within the given date interval.",
        ),
        range(
          "current_period_start",
          "Only return subscriptions whose current_period_start falls within the given date interval.",
        ),
        str("customer", "The ID of the customer whose subscriptions will be retrieved."),
        ...paging.slice(0, 3),
        str("price", "Filter for subscriptions that contain this recurring price ID."),
        paging[3],
        {
          name: "status",
          in: "query",
          required: false,
          description:
            "The status of the subscriptions to retrieve. Passing in a value of `canceled` will return all canceled subscriptions, including those belonging to deleted customers. Pass `ended` to find subscriptions that are canceled and subscriptions that are expired due to [incomplete payment](https://stripe.com/docs/billing/subscriptions/overview#subscription-statuses). Passing in a value of `all` will return subscriptions of all statuses. If no value is supplied, all subscriptions that have not been canceled are returned.",
          style: "form",
          schema: {
            type: "string",
            enum: [
              "active",
              "all",
              "canceled",
              "ended",
              "incomplete",
              "incomplete_expired",
              "past_due",
              "paused",
              "trialing",
              "unpaid",
            ],
          },
        },
      ],
      list("subscription", "/v1/subscriptions"),
    ),
    "/v1/subscriptions/{subscription_exposed_id}": op(
      "GetSubscriptionsSubscriptionExposedId",
      "Retrieve a subscription",
      "Retrieves the subscription with the given ID.",
      [pathId("subscription_exposed_id"), paging[1]],
      json(ref("subscription")),
    ),
  },
  components: {
    securitySchemes: {
      basicAuth: {
        type: "http",
        scheme: "basic",
        description:
          "Basic HTTP authentication. Allowed headers-- Authorization: Basic <api_key> | Authorization: Basic <base64 hash of `api_key:`>",
      },
      bearerAuth: {
        type: "http",
        scheme: "bearer",
        bearerFormat: "auth-scheme",
        description: "Bearer HTTP authentication. Allowed headers-- Authorization: Bearer <api_key>",
      },
    },
    schemas: {
      error: {
        type: "object",
        description: "An error response from the Stripe API",
        properties: {
          error: {
            type: "object",
            properties: {
              type: {
                type: "string",
                enum: ["api_error", "card_error", "idempotency_error", "invalid_request_error"],
              },
              message: { type: "string", maxLength: 40000 },
              param: { type: "string", maxLength: 5000 },
            },
          },
        },
        required: ["error"],
      },
      balance: {
        type: "object",
        title: "Balance",
        description: "This is an object representing your Stripe balance.",
        properties: {
          object: { type: "string", enum: ["balance"] },
          livemode: { type: "boolean" },
          available: {
            type: "array",
            description:
              "Available funds that you can transfer or pay out automatically by Stripe or explicitly through the Transfers API or Payouts API.",
            items: ref("balance_amount"),
          },
          pending: {
            type: "array",
            description: "Funds that aren't available in the balance yet.",
            items: ref("balance_amount"),
          },
        },
      },
      balance_amount: {
        type: "object",
        properties: {
          amount: { type: "integer", description: "Balance amount." },
          currency,
          source_types: { type: "object", properties: { card: { type: "integer" } } },
        },
      },
      customer: {
        type: "object",
        title: "Customer",
        description:
          "This object represents a customer of your business. Use it to create recurring charges, save payment and contact information, and track payments that belong to the same customer.",
        required: ["created", "id", "object"],
        properties: {
          id: { type: "string", maxLength: 5000, description: "Unique identifier for the object." },
          object: { type: "string", enum: ["customer"] },
          name: { ...nullableString, description: "The customer's full name or business name." },
          email: { ...nullableString, description: "The customer's email address." },
          phone: { ...nullableString, description: "The customer's phone number." },
          description: nullableString,
          currency: { ...currency, nullable: true },
          balance: {
            type: "integer",
            description:
              "The current balance, if any, that's stored on the customer in their default currency. If negative, the customer has credit to apply to their next invoice.",
          },
          delinquent: {
            type: "boolean",
            nullable: true,
            description: "Tracks the most recent state change on any invoice belonging to the customer.",
          },
          created: ts("Time at which the object was created. Measured in seconds since the Unix epoch."),
          address: {
            type: "object",
            nullable: true,
            properties: { city: nullableString, country: nullableString },
          },
          metadata: {
            type: "object",
            additionalProperties: { type: "string", maxLength: 500 },
            description: "Set of key-value pairs that you can attach to an object.",
          },
        },
      },
      charge: {
        type: "object",
        title: "Charge",
        description:
          "The `Charge` object represents a single attempt to move money into your Stripe account.",
        required: ["amount", "created", "currency", "id", "object", "paid", "status"],
        properties: {
          id: { type: "string", maxLength: 5000 },
          object: { type: "string", enum: ["charge"] },
          amount: money(
            "Amount intended to be collected by this payment. A positive integer representing how much to charge in the smallest currency unit (e.g., 100 cents to charge $1.00 or 100 to charge ¥100, a zero-decimal currency).",
          ),
          amount_captured: money(
            "Amount in cents captured (can be less than the amount attribute on the charge if a partial capture was made).",
          ),
          amount_refunded: money(
            "Amount in cents refunded (can be less than the amount attribute on the charge if a partial refund was issued).",
          ),
          currency,
          customer: expandable("customer", "ID of the customer this charge is for if one exists."),
          description: {
            ...nullableString,
            description: "An arbitrary string attached to the object. Often useful for displaying to users.",
          },
          status: {
            type: "string",
            enum: ["failed", "pending", "succeeded"],
            description: "The status of the payment is either `succeeded`, `pending`, or `failed`.",
          },
          paid: {
            type: "boolean",
            description: "`true` if the charge succeeded, or was successfully authorized for later capture.",
          },
          refunded: {
            type: "boolean",
            description:
              "Whether the charge has been fully refunded. If the charge is only partially refunded, this attribute will still be false.",
          },
          disputed: { type: "boolean", description: "Whether the charge has been disputed." },
          failure_code: {
            ...nullableString,
            description: "Error code explaining reason for charge failure if available.",
          },
          failure_message: {
            ...nullableString,
            description: "Message to user further explaining reason for charge failure if available.",
          },
          payment_intent: expandable(
            "payment_intent",
            "ID of the PaymentIntent associated with this charge, if one exists.",
          ),
          invoice: expandable("invoice", "ID of the invoice this charge is for if one exists."),
          receipt_email: {
            ...nullableString,
            description: "This is the email address that the receipt for this charge was sent to.",
          },
          created: ts("Time at which the object was created. Measured in seconds since the Unix epoch."),
          payment_method_details: {
            type: "object",
            nullable: true,
            properties: {
              type: { type: "string" },
              card: { type: "object", properties: { brand: { type: "string" }, last4: { type: "string" } } },
            },
          },
        },
      },
      payment_intent: {
        type: "object",
        title: "PaymentIntent",
        properties: {
          id: { type: "string" },
          object: { type: "string", enum: ["payment_intent"] },
          amount: { type: "integer" },
        },
      },
      invoice: {
        type: "object",
        title: "Invoice",
        description:
          "Invoices are statements of amounts owed by a customer, and are either generated one-off, or generated periodically from a subscription.",
        required: ["amount_due", "amount_paid", "amount_remaining", "created", "currency", "object"],
        properties: {
          id: { type: "string", maxLength: 5000 },
          object: { type: "string", enum: ["invoice"] },
          number: {
            ...nullableString,
            description:
              "A unique, identifying string that appears on emails sent to the customer for this invoice.",
          },
          customer: expandable("customer", "The ID of the customer who will be billed."),
          customer_email: {
            ...nullableString,
            description:
              "The customer's email. Until the invoice is finalized, this field will equal `customer.email`.",
          },
          customer_name: {
            ...nullableString,
            description:
              "The customer's name. Until the invoice is finalized, this field will equal `customer.name`.",
          },
          subscription: {
            ...expandable("subscription", "The subscription that this invoice was prepared for, if any."),
            nullable: true,
          },
          status: {
            type: "string",
            enum: ["draft", "open", "paid", "uncollectible", "void"],
            nullable: true,
            description:
              "The status of the invoice, one of `draft`, `open`, `paid`, `uncollectible`, or `void`.",
          },
          collection_method: { type: "string", enum: ["charge_automatically", "send_invoice"] },
          currency,
          amount_due: money(
            "Final amount due at this time for this invoice. If the invoice's total is smaller than the minimum charge amount, for example, or if there is account credit that can be applied to the invoice, the `amount_due` may be 0.",
          ),
          amount_paid: money("The amount, in cents, that was paid."),
          amount_remaining: money("The difference between amount_due and amount_paid, in cents."),
          total: money("Total after discounts and taxes."),
          created: ts("Time at which the object was created. Measured in seconds since the Unix epoch."),
          due_date: ts(
            "The date on which payment for this invoice is due. This value will be `null` for invoices where `collection_method=charge_automatically`.",
            true,
          ),
          period_start: ts(
            "Start of the usage period during which invoice items were added to this invoice.",
          ),
          period_end: ts("End of the usage period during which invoice items were added to this invoice."),
        },
      },
      product: {
        type: "object",
        title: "Product",
        description: "Products describe the specific goods or services you offer to your customers.",
        properties: {
          id: { type: "string", maxLength: 5000 },
          object: { type: "string", enum: ["product"] },
          name: {
            type: "string",
            maxLength: 5000,
            description: "The product's name, meant to be displayable to the customer.",
          },
          description: nullableString,
          active: {
            type: "boolean",
            description: "Whether the product is currently available for purchase.",
          },
          created: ts("Time at which the object was created. Measured in seconds since the Unix epoch."),
        },
      },
      price: {
        type: "object",
        title: "Price",
        description:
          "Prices define the unit cost, currency, and (optional) billing cycle for both recurring and one-time purchases of products.",
        properties: {
          id: { type: "string", maxLength: 5000 },
          object: { type: "string", enum: ["price"] },
          product: expandable("product", "The ID of the product this price is associated with."),
          active: { type: "boolean", description: "Whether the price can be used for new purchases." },
          currency,
          unit_amount: {
            type: "integer",
            nullable: true,
            description:
              "The unit amount in cents to be charged, represented as a whole integer if possible.",
          },
          type: { type: "string", enum: ["one_time", "recurring"] },
          recurring: {
            type: "object",
            nullable: true,
            properties: { interval: { type: "string", enum: ["day", "month", "week", "year"] } },
          },
          nickname: {
            ...nullableString,
            description: "A brief description of the price, hidden from customers.",
          },
          created: ts("Time at which the object was created. Measured in seconds since the Unix epoch."),
        },
      },
      subscription: {
        type: "object",
        title: "Subscription",
        description: "Subscriptions allow you to charge a customer on a recurring basis.",
        properties: {
          id: { type: "string", maxLength: 5000 },
          object: { type: "string", enum: ["subscription"] },
          customer: expandable("customer", "ID of the customer who owns the subscription."),
          status: {
            type: "string",
            enum: [
              "active",
              "canceled",
              "incomplete",
              "incomplete_expired",
              "past_due",
              "paused",
              "trialing",
              "unpaid",
            ],
            description:
              "Possible values are `incomplete`, `incomplete_expired`, `trialing`, `active`, `past_due`, `canceled`, `unpaid`, or `paused`.",
          },
          items: {
            type: "object",
            title: "SubscriptionItemList",
            description: "List of subscription items, each with an attached price.",
            properties: {
              object: { type: "string", enum: ["list"] },
              data: {
                type: "array",
                items: {
                  type: "object",
                  properties: { id: { type: "string" }, price: ref("price"), quantity: { type: "integer" } },
                },
              },
            },
          },
          cancel_at_period_end: { type: "boolean" },
          canceled_at: ts("If the subscription has been canceled, the date of that cancellation.", true),
          current_period_start: ts(
            "Start of the current period that the subscription has been invoiced for.",
          ),
          current_period_end: ts("End of the current period that the subscription has been invoiced for."),
          trial_end: ts("If the subscription has a trial, the end of that trial.", true),
          created: ts("Time at which the object was created. Measured in seconds since the Unix epoch."),
        },
      },
      refund: {
        type: "object",
        title: "Refund",
        description:
          "Refund objects allow you to refund a previously created charge that isn't refunded yet.",
        properties: {
          id: { type: "string", maxLength: 5000 },
          object: { type: "string", enum: ["refund"] },
          amount: { type: "integer", description: "Amount, in cents." },
          currency,
          charge: { ...expandable("charge", "ID of the charge that's refunded."), nullable: true },
          payment_intent: { ...nullableString, description: "ID of the PaymentIntent that's refunded." },
          reason: {
            type: "string",
            enum: ["duplicate", "fraudulent", "requested_by_customer"],
            nullable: true,
            description: "Reason for the refund.",
          },
          status: {
            ...nullableString,
            description:
              "Status of the refund. This can be `pending`, `requires_action`, `succeeded`, `failed`, or `canceled`.",
          },
          created: ts("Time at which the object was created. Measured in seconds since the Unix epoch."),
        },
      },
      dispute: {
        type: "object",
        title: "Dispute",
        description: "A dispute occurs when a customer questions your charge with their card issuer.",
        properties: {
          id: { type: "string", maxLength: 5000 },
          object: { type: "string", enum: ["dispute"] },
          amount: {
            type: "integer",
            description: "Disputed amount. Usually the amount of the charge, but it can differ.",
          },
          currency,
          charge: expandable("charge", "ID of the charge that's disputed."),
          payment_intent: nullableString,
          reason: {
            type: "string",
            maxLength: 5000,
            description:
              "Reason given by cardholder for dispute. Possible values are `fraudulent`, `product_not_received`, `duplicate`, `subscription_canceled` or `general`.",
          },
          status: {
            type: "string",
            enum: [
              "lost",
              "needs_response",
              "under_review",
              "warning_closed",
              "warning_needs_response",
              "warning_under_review",
              "won",
            ],
            description: "Current status of dispute.",
          },
          created: ts("Time at which the object was created. Measured in seconds since the Unix epoch."),
          evidence_details: {
            type: "object",
            properties: {
              due_by: ts(
                "Date by which evidence must be submitted in order to successfully challenge dispute.",
                true,
              ),
            },
          },
        },
      },
      payout: {
        type: "object",
        title: "Payout",
        description:
          "A `Payout` object is created when you receive funds from Stripe, or when you initiate a payout to either a bank account or debit card.",
        properties: {
          id: { type: "string", maxLength: 5000 },
          object: { type: "string", enum: ["payout"] },
          amount: {
            type: "integer",
            description:
              "The amount (in cents (or local equivalent)) that transfers to your bank account or debit card.",
          },
          currency,
          arrival_date: ts(
            "Date that you can expect the payout to arrive in the bank. This factors in delays to account for weekends or bank holidays.",
          ),
          status: {
            type: "string",
            maxLength: 5000,
            description:
              "Current status of the payout: `paid`, `pending`, `in_transit`, `canceled` or `failed`.",
          },
          method: {
            type: "string",
            maxLength: 5000,
            description: "The method used to send this payout, which can be `standard` or `instant`.",
          },
          description: nullableString,
          created: ts("Time at which the object was created. Measured in seconds since the Unix epoch."),
        },
      },
    },
  },
} as const;

// ---------------------------------------------------------------- server

export interface PaymentsRequestLog {
  method: string;
  path: string;
  query: Record<string, string[]>;
}

type Result = { status: number; body: unknown };
type Data = ReturnType<typeof paymentsData>;
type Query = Record<string, string[]>;
type Row = { id: string; created: number } & Record<string, unknown>;

/** One clause of Stripe's search language: `field:'v'`, `field~'v'`, `metadata['k']:'v'`, `field>n`. */
function searchClause(clause: string): ((x: Row) => boolean) | undefined {
  const m =
    /^\s*(-)?\s*([a-z_]+)(?:\[\s*['"]([^'"]+)['"]\s*\])?\s*(:|~|>=|<=|>|<|:>=|:<=|:>|:<)\s*(?:'([^']*)'|"([^"]*)"|(-?\d+|true|false|null))\s*$/i.exec(
      clause,
    );
  if (!m) return undefined;
  const [, neg, field, key, rawOp, sq, dq, bare] = m;
  const op = rawOp.replace(/^:(?=[<>])/, "");
  const value = sq ?? dq ?? bare ?? "";
  const get = (x: Row): unknown => {
    const v = x[field.toLowerCase()];
    if (key) return (v as Record<string, unknown> | undefined)?.[key];
    return v;
  };
  const test = (x: Row): boolean => {
    const v = get(x);
    if (op === ":") return String(v ?? "null").toLowerCase() === value.toLowerCase();
    if (op === "~")
      return (
        value.length >= 3 &&
        String(v ?? "")
          .toLowerCase()
          .includes(value.toLowerCase())
      );
    const n = Number(value);
    if (typeof v !== "number" || !Number.isFinite(n)) return false;
    return op === ">" ? v > n : op === "<" ? v < n : op === ">=" ? v >= n : v <= n;
  };
  return neg ? (x) => !test(x) : test;
}

function searchQuery(q: string, fields: readonly string[]): ((x: Row) => boolean) | string {
  if (!q.trim()) return "The query must not be empty.";
  const ors = q.split(/\s+OR\s+/);
  if (ors.length > 1 && /\s+AND\s+/.test(q)) return "Search queries can't mix AND and OR.";
  const clauses = ors.length > 1 ? ors : q.split(/\s+AND\s+/);
  const tests: ((x: Row) => boolean)[] = [];
  for (const c of clauses) {
    const field = /^\s*-?\s*([a-z_]+)/i.exec(c)?.[1]?.toLowerCase();
    if (!field || !fields.includes(field))
      return `Field \`${field ?? c.trim()}\` is an unsupported search field.`;
    const t = searchClause(c);
    if (!t) return `Invalid query: could not parse \`${c.trim()}\`.`;
    tests.push(t);
  }
  return ors.length > 1 ? (x) => tests.some((t) => t(x)) : (x) => tests.every((t) => t(x));
}

export function handlePaymentsRequest(
  method: string,
  path: string,
  query: Query,
  data: Data = paymentsData(),
): Result {
  const one = (k: string) => query[k]?.[0];
  const err = (status: number, message: string, param?: string): Result => ({
    status,
    body: { error: { type: "invalid_request_error", message, ...(param ? { param } : {}) } },
  });
  if (method === "POST" && path === "/v1/refunds")
    return { status: 200, body: { id: "re_NEW", object: "refund", status: "pending" } };
  if (method === "POST" && path === "/v1/customers")
    return { status: 200, body: { id: "cus_NEW", object: "customer" } };
  if (method !== "GET" && method !== "HEAD") return err(405, "Unrecognized request URL (POST).");

  const int = (k: string): number | undefined | "bad" => {
    const v = one(k);
    if (v === undefined || v === "") return undefined;
    return /^-?\d+$/.test(v) ? Number(v) : "bad";
  };
  /** A deepObject range (`created[gte]=…`) or an exact integer (`created=…`). */
  const inRange = (name: string): ((v: number | null) => boolean) | Result => {
    const exact = int(name);
    if (exact === "bad") return err(400, `Invalid integer: ${one(name)}`, name);
    const b: Record<string, number> = {};
    for (const o of ["gt", "gte", "lt", "lte"]) {
      const v = int(`${name}[${o}]`);
      if (v === "bad")
        return err(
          400,
          `Invalid timestamp: ${name}[${o}] must be an integer Unix timestamp`,
          `${name}[${o}]`,
        );
      if (v !== undefined) b[o] = v;
    }
    for (const k of Object.keys(query))
      if (k.startsWith(`${name}[`) && !/\[(gt|gte|lt|lte)\]$/.test(k))
        return err(400, `Received unknown parameter: ${k}`, k);
    return (v) => {
      if (exact === undefined && Object.keys(b).length === 0) return true;
      if (v === null) return false;
      return (
        (exact === undefined || v === exact) &&
        (b.gt === undefined || v > b.gt) &&
        (b.gte === undefined || v >= b.gte) &&
        (b.lt === undefined || v < b.lt) &&
        (b.lte === undefined || v <= b.lte)
      );
    };
  };
  const isResult = (x: unknown): x is Result => typeof x === "object" && x !== null && "status" in x;
  const page = <T extends { id: string }>(rows: T[], url: string): Result => {
    const lim = int("limit");
    if (lim === "bad" || (lim !== undefined && (lim < 1 || lim > PY_PAGE_MAX)))
      return err(400, "Invalid integer: limit must be between 1 and 100", "limit");
    const after = one("starting_after");
    const before = one("ending_before");
    let out = rows;
    if (after) {
      const at = rows.findIndex((x) => x.id === after);
      if (at < 0) return err(400, `No such object: '${after}'`, "starting_after");
      out = rows.slice(at + 1);
    } else if (before) {
      const at = rows.findIndex((x) => x.id === before);
      if (at < 0) return err(400, `No such object: '${before}'`, "ending_before");
      out = rows.slice(Math.max(0, at - (lim ?? 10)), at);
    }
    const size = lim ?? 10;
    return {
      status: 200,
      body: { object: "list", data: out.slice(0, size), has_more: out.length > size, url },
    };
  };
  const enumBad = (k: string, allowed: readonly string[]) => {
    const v = one(k);
    return v !== undefined && !allowed.includes(v)
      ? err(400, `Invalid ${k}: must be one of ${allowed.join(", ")}`, k)
      : undefined;
  };
  const boolParam = (k: string): boolean | undefined | Result => {
    const v = one(k);
    if (v === undefined) return undefined;
    if (v === "true" || v === "false") return v === "true";
    return err(400, `Invalid boolean: ${v}`, k);
  };
  const filtered = <T extends Row>(
    rows: T[],
    url: string,
    eq: string[],
    ranges: { param: string; field: (x: T) => number | null }[] = [],
    extra: (x: T) => boolean = () => true,
  ): Result => {
    const tests: ((x: T) => boolean)[] = [];
    for (const r of [{ param: "created", field: (x: T) => x.created }, ...ranges]) {
      const t = inRange(r.param);
      if (isResult(t)) return t;
      tests.push((x) => t(r.field(x)));
    }
    for (const k of eq) {
      const v = one(k);
      if (v !== undefined) tests.push((x) => String(x[k]) === v);
    }
    return page(
      rows.filter((x) => tests.every((t) => t(x)) && extra(x)),
      url,
    );
  };
  const search = <T extends Row>(rows: T[], fields: readonly string[], url: string): Result => {
    const t = searchQuery(one("query") ?? "", fields);
    if (typeof t === "string") return err(400, t, "query");
    const hits = rows.filter(t);
    const lim = int("limit");
    const size = typeof lim === "number" ? Math.min(PY_PAGE_MAX, Math.max(1, lim)) : 10;
    const token = one("page");
    const from = token ? Number(Buffer.from(token, "base64url").toString().replace(/^off:/, "")) : 0;
    if (!Number.isInteger(from) || from < 0) return err(400, "Invalid page token.", "page");
    const more = hits.length > from + size;
    return {
      status: 200,
      body: {
        object: "search_result",
        data: hits.slice(from, from + size),
        has_more: more,
        next_page: more ? Buffer.from(`off:${from + size}`).toString("base64url") : null,
        total_count: hits.length,
        url,
      },
    };
  };
  const rows = <T>(x: T[]) => x as unknown as Row[];

  if (path === "/v1/balance") return { status: 200, body: data.balance };
  if (path === "/v1/customers") return filtered(rows(data.customers), "/v1/customers", ["email"]);
  if (path === "/v1/customers/search")
    return search(
      rows(data.customers),
      ["created", "email", "metadata", "name", "phone"],
      "/v1/customers/search",
    );
  if (path === "/v1/charges")
    return filtered(rows(data.charges), "/v1/charges", ["customer", "payment_intent"]);
  if (path === "/v1/charges/search")
    return search(
      rows(data.charges),
      [
        "amount",
        "created",
        "currency",
        "customer",
        "disputed",
        "metadata",
        "payment_intent",
        "refunded",
        "status",
      ],
      "/v1/charges/search",
    );
  if (path === "/v1/invoices") {
    const e =
      enumBad("status", ["draft", "open", "paid", "uncollectible", "void"]) ??
      enumBad("collection_method", ["charge_automatically", "send_invoice"]);
    if (e) return e;
    return filtered(
      rows(data.invoices),
      "/v1/invoices",
      ["customer", "status", "subscription", "collection_method"],
      [{ param: "due_date", field: (x) => x.due_date as number | null }],
    );
  }
  if (path === "/v1/subscriptions") {
    const e = enumBad("status", [
      "active",
      "all",
      "canceled",
      "ended",
      "incomplete",
      "incomplete_expired",
      "past_due",
      "paused",
      "trialing",
      "unpaid",
    ]);
    if (e) return e;
    const status = one("status");
    return filtered(
      rows(data.subscriptions),
      "/v1/subscriptions",
      ["customer"],
      [
        { param: "current_period_end", field: (x) => x.current_period_end as number },
        { param: "current_period_start", field: (x) => x.current_period_start as number },
      ],
      (x) => {
        const s = (x as unknown as PySubscription).status;
        const price = one("price");
        if (price && !(x as unknown as PySubscription).items.data.some((i) => i.price.id === price))
          return false;
        if (status === undefined) return s !== "canceled";
        if (status === "all") return true;
        if (status === "ended") return s === "canceled";
        return s === status;
      },
    );
  }
  if (path === "/v1/refunds")
    return filtered(rows(data.refunds), "/v1/refunds", ["charge", "payment_intent"]);
  if (path === "/v1/disputes")
    return filtered(rows(data.disputes), "/v1/disputes", ["charge", "payment_intent"]);
  if (path === "/v1/products") {
    const active = boolParam("active");
    if (isResult(active)) return active;
    return filtered(
      rows(data.products),
      "/v1/products",
      [],
      [],
      (x) => active === undefined || x.active === active,
    );
  }
  if (path === "/v1/prices") {
    const active = boolParam("active");
    if (isResult(active)) return active;
    const e = enumBad("type", ["one_time", "recurring"]);
    if (e) return e;
    return filtered(rows(data.prices), "/v1/prices", ["product", "currency", "type"], [], (x) =>
      active === undefined ? x.active === true : x.active === active,
    );
  }
  if (path === "/v1/payouts")
    return filtered(
      rows(data.payouts),
      "/v1/payouts",
      ["status", "destination"],
      [{ param: "arrival_date", field: (x) => x.arrival_date as number }],
    );
  const byId = (items: Row[], prefix: string, what: string): Result | undefined => {
    if (!path.startsWith(`${prefix}/`)) return undefined;
    const id = decodeURIComponent(path.slice(prefix.length + 1));
    if (id.includes("/")) return undefined;
    const x = items.find((i) => i.id === id);
    return x ? { status: 200, body: x } : err(404, `No such ${what}: '${id}'`, "id");
  };
  return (
    byId(rows(data.customers), "/v1/customers", "customer") ??
    byId(rows(data.charges), "/v1/charges", "charge") ??
    byId(rows(data.invoices), "/v1/invoices", "invoice") ??
    byId(rows(data.subscriptions), "/v1/subscriptions", "subscription") ??
    byId(rows(data.disputes), "/v1/disputes", "dispute") ??
    err(404, `Unrecognized request URL (GET: ${path}).`)
  );
}

/** Serves the API at `<url>` (= `http://127.0.0.1:<port>`) and records every request. */
export async function startPaymentsServer(): Promise<{
  url: string;
  requests: PaymentsRequestLog[];
  close: () => Promise<void>;
}> {
  const data = paymentsData();
  const requests: PaymentsRequestLog[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const query: Query = {};
    for (const [k, v] of url.searchParams) query[k] = [...(query[k] ?? []), v];
    const method = req.method ?? "GET";
    requests.push({ method, path: url.pathname, query });
    const r = handlePaymentsRequest(method, url.pathname, query, data);
    res.writeHead(r.status, { "content-type": "application/json", "request-id": `req_${requests.length}` });
    res.end(method === "HEAD" ? undefined : JSON.stringify(r.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
