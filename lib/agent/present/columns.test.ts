import { describe, expect, it } from "vitest";
import { displayText, inferType } from "@/components/artifacts/format";
import { capability } from "@/lib/capabilities/__fixtures__/capability";
import { deepFreeze } from "@/lib/capabilities/snapshot";
import type { Capability } from "@/lib/capabilities/types";
import { displayType } from "@/lib/chat/columns";
import { productsSearch } from "@/lib/execution/__fixtures__/commerce";
import { deriveColumns, humanize, minorFieldsOf } from "./columns";

/** Observed rows (no declared schema): the column typing a table shows. */
const typed = (rows: Record<string, unknown>[]) =>
  Object.fromEntries(deriveColumns(productsSearch, undefined, rows).map((c) => [c.key, displayType(c)]));

describe("column typing: money only with a currency; counts, ids and years as such", () => {
  it("a count field next to a currency is a count, not money (issue 14: `totalSize: 4`)", () => {
    const types = typed([{ totalSize: 4, total_count: 12, total: 19.5, currency: "EUR", items_count: 3 }]);
    expect(types).toMatchObject({
      totalSize: "integer",
      total_count: "integer",
      items_count: "integer",
      total: "money",
    });
    expect(displayText(4, "integer")).toBe("4");
  });

  it("money without a currency is a plain number", () => {
    expect(typed([{ total: 19.5 }]).total).toBe("number");
  });

  it("a sibling currency column counts whatever the API calls it (`currency_code`, `currencyCode`, `price_currency`)", () => {
    const columns = (rows: Record<string, unknown>[]) =>
      Object.fromEntries(deriveColumns(productsSearch, undefined, rows).map((c) => [c.key, c]));
    expect(columns([{ amount: 12.5, currency_code: "USD" }]).amount).toMatchObject({
      format: "money",
      currencyKey: "currency_code",
    });
    expect(columns([{ amountTotal: 12.5, currencyCode: "USD" }]).amountTotal).toMatchObject({
      format: "money",
      currencyKey: "currencyCode",
    });
    const two = columns([{ price: 3, price_currency: "GBP", fee: 1, currency: "EUR" }]);
    expect(two.price).toMatchObject({ format: "money", currencyKey: "price_currency" });
    expect(two.fee).toMatchObject({ format: "money", currencyKey: "currency" });
    // A currency field that qualifies something else prices nothing here.
    expect(columns([{ amount: 12.5, settlement_currency: "USD" }]).amount?.format).toBeUndefined();
  });

  it("years and identifiers are shown as written, without thousands separators", () => {
    const types = typed([{ year: 2025, order_number: 100234, customer_id: 10042, count: 12000 }]);
    expect(types).toMatchObject({
      year: "string",
      order_number: "string",
      customer_id: "string",
      count: "integer",
    });
    expect(displayText(2025, types.year)).toBe("2025");
    expect(displayText(100234, types.order_number)).toBe("100234");
    expect(displayText(12000, types.count)).toBe("12,000");
  });

  it("record cards read the same rules", () => {
    expect(inferType("totalSize", 4)).toBe("integer");
    expect(inferType("fiscal_year", 2025)).toBe("string");
    expect(inferType("unitPrice", 9.5)).toBe("money");
    expect(displayText(4, inferType("totalSize", 4), { row: { totalSize: 4, currency: "EUR" } })).toBe("4");
  });
});

describe('a year by its values and its name or description (issue 14: a museum\'s `born: 1606` showed "1,606")', () => {
  // Two made-up vocabularies: a heritage register of buildings and a league's clubs.
  const register = capability({
    id: "mcp:heritage/list_buildings",
    entity: "building",
    collectionPath: "buildings",
    outputSchema: {
      type: "object",
      properties: {
        buildings: {
          type: "array",
          items: {
            type: "object",
            properties: {
              ref: { type: "string" },
              yearBuilt: { type: "integer" },
              restored: { type: "integer", description: "Year of the last restoration" },
              total: { type: "integer" },
              storeys: { type: "integer" },
            },
          },
        },
      },
    },
  });
  const buildings = [
    { ref: "HB-1", yearBuilt: 1606, restored: 1998, total: 1500, storeys: 3 },
    { ref: "HB-2", yearBuilt: 1890, restored: 2011, total: 12000, storeys: 2 },
  ];

  it("a declared integer under a year's name or description is a year: no separators, not a number", () => {
    const columns = Object.fromEntries(
      deriveColumns(register, "buildings", buildings).map((c) => [c.key, c]),
    );
    expect(displayType(columns.yearBuilt)).toBe("string");
    expect(displayType(columns.restored)).toBe("string");
    expect(displayText(1606, displayType(columns.yearBuilt))).toBe("1606");
    expect(displayText(1998, displayType(columns.restored))).toBe("1998");
    // A count named `total` keeps its separators, whatever its values; a small count stays a number.
    expect(displayType(columns.total)).toBe("integer");
    expect(displayText(1500, displayType(columns.total))).toBe("1,500");
    expect(displayType(columns.storeys)).toBe("integer");
  });

  it("observed rows: `founded`, `season`, `born`/`died` are years; out of the years' range they are numbers", () => {
    const types = typed([
      { club: "Rovers", founded: 1887, season: 2031, born: 1606, died: 1669, total: 2400, seasons: 14 },
    ]);
    expect(types).toMatchObject({
      founded: "string",
      season: "string",
      born: "string",
      died: "string",
      // Money by its name but no currency beside it: a plain number, with separators.
      total: "number",
      seasons: "integer",
    });
    expect(displayText(1887, types.founded)).toBe("1887");
    expect(displayText(2400, types.total)).toBe("2,400");
    // A value that is no year (a count of founding members) keeps the column a number.
    expect(typed([{ founded: 1887 }, { founded: 12 }]).founded).toBe("integer");
  });

  it("record cards read the same rule", () => {
    expect(inferType("yearBuilt", 1606)).toBe("string");
    expect(displayText(1887, inferType("founded", 1887))).toBe("1887");
    expect(displayText(2031, inferType("season", 2031))).toBe("2031");
    expect(displayText(1500, inferType("total", 1500))).toBe("1,500");
  });
});

describe("names shown for keys", () => {
  it("a bracketed parameter is named by the key inside ('filter[due-before]' → 'Due before')", () => {
    expect(humanize("filter[due-before]")).toBe("Due before");
    expect(humanize("filter[status]")).toBe("Status");
    expect(humanize("customer_name")).toBe("Customer name");
    expect(humanize("createdAt")).toBe("Created at");
  });
});

describe("money objects are money columns by their structure (issue 14)", () => {
  it("observed {amount, currency} and {value, currency_code} are money, shown formatted, never '2 fields'", () => {
    const columns = Object.fromEntries(
      deriveColumns(productsSearch, undefined, [
        { id: "A", price: { amount: 12.5, currency: "USD" }, fee: { value: "3", currency_code: "EUR" } },
      ]).map((c) => [c.key, c]),
    );
    expect(columns.price).toMatchObject({ type: "json", format: "money" });
    expect(columns.fee).toMatchObject({ type: "json", format: "money" });
    expect(displayType(columns.price)).toBe("money");
    expect(displayText({ amount: 12.5, currency: "USD" }, displayType(columns.price))).toBe("US$ 12.50");
  });

  it("a declared money object whose schema says cents keeps minor units: 1999 is € 19.99", () => {
    const cap = {
      ...productsSearch,
      collectionPath: "payments",
      outputSchema: {
        type: "object",
        properties: {
          payments: {
            type: "array",
            items: {
              type: "object",
              properties: {
                id: { type: "string" },
                amount: {
                  type: "object",
                  description: "Amount in the smallest currency unit (cents)",
                  properties: { amount: { type: "integer" }, currency: { type: "string" } },
                },
                address: {
                  type: "object",
                  properties: { city: { type: "string" }, zip: { type: "string" } },
                },
              },
            },
          },
        },
      },
    };
    const columns = Object.fromEntries(deriveColumns(cap, "payments", []).map((c) => [c.key, c]));
    expect(columns.amount).toMatchObject({ format: "money", minorUnits: true });
    expect(columns.address.format).toBeUndefined();
    expect(
      displayText({ amount: 1999, currency: "eur" }, "money", { minorUnits: columns.amount.minorUnits }),
    ).toBe("€ 19.99");
  });

  it("record cards type a money object as money", () => {
    expect(inferType("balance", { amount_cents: 1250, currency: "GBP" })).toBe("money");
    expect(displayText({ amount_cents: 1250, currency: "GBP" }, "money")).toBe("£ 12.50");
    expect(inferType("address", { city: "Milano", zip: "20100" })).toBe("json");
  });
});

describe("a date held as a Unix time is a date column (issue 14)", () => {
  it("observed: `created: 1735689600` and `updated_at` in milliseconds are dates, shown as such; amounts and ids stay numbers", () => {
    const columns = Object.fromEntries(
      deriveColumns(productsSearch, undefined, [
        {
          id: "in_1",
          created: 1_735_689_600,
          updated_at: 1_738_368_000_000,
          amount_due: 1_735_689_600,
          customer: 42,
        },
      ]).map((c) => [c.key, c]),
    );
    expect(columns.created).toMatchObject({ type: "integer", format: "date-time" });
    expect(displayType(columns.created as never)).toBe("datetime");
    expect(displayType(columns.updated_at as never)).toBe("datetime");
    expect(columns.amount_due?.format).not.toBe("date-time");
    expect(displayText(1_735_689_600, "datetime", { timeZone: "UTC" })).toBe("1 Jan 2025, 00:00");
    expect(displayText(1_738_368_000_000, "datetime", { timeZone: "UTC" })).toBe("1 Feb 2025, 00:00");
  });

  it("declared: an integer its schema calls a Unix timestamp, and a declared date-named integer whose values are Unix times", () => {
    const capability = {
      ...productsSearch,
      outputSchema: {
        type: "object",
        properties: {
          data: {
            type: "array",
            items: {
              type: "object",
              properties: {
                id: { type: "string" },
                due: { type: "integer", description: "Measured in seconds since the Unix epoch." },
                created: { type: "integer" },
                attempt_count: { type: "integer" },
              },
            },
          },
        },
      },
    };
    const rows = [{ id: "in_1", due: 1_735_689_600, created: 1_735_000_000, attempt_count: 2 }];
    const columns = Object.fromEntries(deriveColumns(capability, "data", rows).map((c) => [c.key, c]));
    expect(columns.due?.format).toBe("date-time");
    expect(columns.created?.format).toBe("date-time");
    expect(columns.attempt_count?.format).toBeUndefined();
  });

  it("record cards read the same rule", () => {
    expect(inferType("created", 1_735_689_600)).toBe("datetime");
    expect(inferType("amount", 1_735_689_600)).toBe("money");
  });
});

describe("money whose unit the connection states or does not (issue 14)", () => {
  const minorCap = capability({ id: "mcp:paydesk/list_invoices", entity: "invoice", minorUnits: true });
  const plainCap = capability({ id: "mcp:paydesk/list_invoices", entity: "invoice" });
  const byKey = (cap: Capability, rows: Record<string, unknown>[]) =>
    Object.fromEntries(deriveColumns(cap, undefined, rows).map((c) => [c.key, c]));

  it("a connection that says cents: its whole amounts are minor units, whatever the field is called", () => {
    // Stripe-style invoices and a shop's orders priced with a currency code.
    const invoices = byKey(minorCap, [{ id: "in_1", amount_due: 194999, amount_paid: 0, currency: "eur" }]);
    expect(invoices.amount_due).toMatchObject({ format: "money", currencyKey: "currency", minorUnits: true });
    const orders = byKey(minorCap, [{ id: "o1", total_price: 2599, currency_code: "USD" }]);
    expect(orders.total_price).toMatchObject({
      format: "money",
      currencyKey: "currency_code",
      minorUnits: true,
    });
    // Money objects of such a connection too.
    const refunds = byKey(minorCap, [{ id: "r1", amount: { value: 1250, currency: "GBP" } }]);
    expect(refunds.amount).toMatchObject({ format: "money", minorUnits: true });
    // A fractional amount is in major units, whatever the connection said elsewhere.
    expect(byKey(minorCap, [{ id: "o2", total: 25.5, currency: "eur" }]).total.minorUnits).toBeUndefined();
    expect(displayText(194999, "money", { row: { currency: "eur" }, minorUnits: true })).toBe("€ 1,949.99");
  });

  it("unit not stated, whole amounts beside lower-case codes: the plain number, never a confident wrong figure", () => {
    const invoices = byKey(plainCap, [
      { id: "in_1", amount_due: 194999, currency: "eur" },
      { id: "in_2", amount_due: 2500, currency: "usd" },
    ]);
    expect(invoices.amount_due.format).toBeUndefined();
    expect(invoices.amount_due.label).toBe("Amount due (unit not stated)");
    // Upper-case ISO codes, or decimals: major units as before.
    expect(byKey(plainCap, [{ id: "o", total: 120, currency: "EUR" }]).total).toMatchObject({
      format: "money",
    });
    expect(byKey(plainCap, [{ id: "o", price: 19.99, currency: "eur" }]).price).toMatchObject({
      format: "money",
    });
  });
});

describe("records a person reads: Relay edges, enum codes, references (issue 14)", () => {
  const object = (properties: Record<string, unknown>) => ({ type: "object", properties });
  it("a declared Relay edge or hit wrapper gives the record's columns, not `node`/`cursor`", () => {
    const claims = capability({
      id: "mcp:claims/claims.search",
      entity: "claim",
      outputSchema: object({
        claims: object({
          edges: {
            type: "array",
            items: object({
              node: object({ id: { type: "string" }, claimNumber: { type: "string" } }),
              cursor: { type: "string" },
            }),
          },
        }),
      }),
    });
    const rows = [{ id: "gid://claims/Claim/1", claimNumber: "CLM-1" }];
    expect(deriveColumns(claims, "claims.edges", rows).map((c) => c.key)).toEqual(["id", "claimNumber"]);
    const search = capability({
      id: "mcp:docs/search",
      entity: "document",
      outputSchema: object({
        hits: {
          type: "array",
          items: object({
            document: object({ id: { type: "string" }, title: { type: "string" } }),
            text_match: { type: "number" },
          }),
        },
      }),
    });
    expect(deriveColumns(search, "hits", [{ id: "d1", title: "Leave" }]).map((c) => c.key)).toEqual([
      "id",
      "title",
    ]);
  });

  it("observed enum codes read as statuses (shown readable); acronyms and codes stay as written", () => {
    const columns = Object.fromEntries(
      deriveColumns(productsSearch, undefined, [
        { lossType: "WATER_DAMAGE", type: "INDIVIDUAL", method: "ACH", state: "OH", currencyCode: "USD" },
        { lossType: "THEFT", type: "BUSINESS", method: "WIRE", state: "NY", currencyCode: "USD" },
      ]).map((c) => [c.key, c.format]),
    );
    expect(columns).toMatchObject({ lossType: "status", type: "status" });
    expect(columns.method).toBeUndefined();
    expect(columns.state).toBeUndefined();
    expect(columns.currencyCode).toBeUndefined();
    expect(displayText("WATER_DAMAGE", "status")).toBe("Water damage");
    // A card has no column: the value's shape decides.
    expect(inferType("lossType", "WATER_DAMAGE")).toBe("status");
    expect(inferType("product", "BUSINESS_PROPERTY")).toBe("status");
    expect(inferType("method", "ACH")).toBe("string");
  });

  it("a reference to another record shows its number or name in the cell, not 'N fields'", () => {
    expect(displayText({ id: "gid://claims/Policy/3", policyNumber: "POL-2024-00111" }, "json")).toBe(
      "POL-2024-00111",
    );
    expect(displayText({ id: "17", order_no: "SO-2291", placed: "2025-01-02" }, "json")).toBe("SO-2291");
    expect(displayText({ id: "x", a: 1 }, "json")).toBe("2 fields");
  });
});

describe("a declared record's nullable fields and text dates keep their display (issue 14)", () => {
  it("a nullable money object is money; a declared text holding dates is a date", () => {
    const money = {
      type: "object",
      properties: { amount: { type: "number" }, currencyCode: { type: "string" } },
    };
    const cap = capability({
      id: "mcp:claims/claims.list",
      entity: "claim",
      outputSchema: {
        type: "object",
        properties: {
          claims: {
            type: "array",
            items: {
              type: "object",
              properties: {
                id: { type: "string" },
                amountApproved: { anyOf: [money, { type: "null" }] },
                incidentDate: { type: "string" },
                reportedAt: { type: "string" },
              },
            },
          },
        },
      },
    });
    const columns = Object.fromEntries(
      deriveColumns(cap, "claims", [
        { id: "1", amountApproved: null, incidentDate: "2025-09-16", reportedAt: "2025-09-29T14:08:00Z" },
        {
          id: "2",
          amountApproved: { amount: 10, currencyCode: "USD" },
          incidentDate: "2025-01-02",
          reportedAt: "2025-01-03T10:00:00Z",
        },
      ]).map((c) => [c.key, c]),
    );
    expect(columns.amountApproved).toMatchObject({ type: "json", format: "money" });
    expect(columns.incidentDate.format).toBe("date");
    expect(columns.reportedAt.format).toBe("date-time");
  });
});

describe("minor units per field on a connection that says cents (issue 14)", () => {
  const object = (properties: Record<string, unknown>) => ({ type: "object", properties });
  // One connection (its schemas say cents somewhere), one record type with both kinds of money.
  const orders = capability({
    id: "mcp:shopdesk/list_orders",
    entity: "order",
    minorUnits: true,
    outputSchema: object({
      data: {
        type: "array",
        items: object({
          id: { type: "string" },
          amount: { type: "integer" },
          price: { type: "number" },
          list_price: { type: "number", format: "decimal" },
          price_usd: { type: "integer" },
          currency: { type: "string" },
        }),
      },
    }),
    collectionPath: "data",
  });
  const rows = [
    { id: "o1", amount: 194999, price: 1249.5, list_price: 1300, price_usd: 1300, currency: "eur" },
    { id: "o2", amount: 2500, price: 25, list_price: 25, price_usd: 25, currency: "eur" },
  ];
  const byKey = Object.fromEntries(deriveColumns(orders, "data", rows).map((c) => [c.key, c]));

  it("the integer amount is in cents; a decimal number, `format: decimal` or `price_usd` is not", () => {
    expect(byKey.amount).toMatchObject({ format: "money", currencyKey: "currency", minorUnits: true });
    for (const key of ["price", "list_price", "price_usd"])
      expect(byKey[key]?.minorUnits, key).toBeUndefined();
    // Read as written: 1,249.50 and 1,300.00, never 12.50 or 13.00.
    expect(displayText(1249.5, "money", { row: rows[0], minorUnits: byKey.price?.minorUnits })).toBe(
      "€ 1,249.50",
    );
    expect(displayText(1300, "money", { row: rows[0], minorUnits: byKey.list_price?.minorUnits })).toBe(
      "€ 1,300.00",
    );
    expect(byKey.list_price?.format).toBe("money");
    expect(byKey.price_usd?.format).toBe("money");
  });

  it("a field without a schema: whole values in cents, a fractional value in major units", () => {
    const cap = capability({ id: "mcp:shopdesk/list_refunds", entity: "refund", minorUnits: true });
    const cols = Object.fromEntries(
      deriveColumns(cap, undefined, [{ id: "r1", amount: 1250, fee: 2.5, currency: "eur" }]).map((c) => [
        c.key,
        c,
      ]),
    );
    expect(cols.amount?.minorUnits).toBe(true);
    expect(cols.fee?.minorUnits).toBeUndefined();
  });

  it("a record card: only its minor fields, at any depth", () => {
    const record = {
      id: "o1",
      amount: 194999,
      price: 1249.5,
      list_price: 1300,
      currency: "eur",
      lines: [{ sku: "A", amount: 500 }],
    };
    expect(minorFieldsOf(orders, record)).toEqual(["amount"]);
    const plain = capability({ id: "mcp:shopdesk/get_order", entity: "order" });
    expect(minorFieldsOf(plain, record)).toEqual([]);
  });
});

describe("a constant type discriminator is hidden by default, kept in the rows (issue 14)", () => {
  const invoices = capability({ id: "mcp:paydesk/list_invoices", entity: "invoice" });
  const rows = [
    { id: "in_1", object: "invoice", amount_due: 2500, currency: "EUR" },
    { id: "in_2", object: "invoice", amount_due: 990, currency: "EUR" },
  ];
  const byKey = (cap: Capability, r: Record<string, unknown>[]) =>
    Object.fromEntries(deriveColumns(cap, undefined, r).map((c) => [c.key, c]));

  it("`object: invoice` on every row: a hidden column; the rows keep the field, the other columns show", () => {
    const cols = byKey(invoices, rows);
    expect(cols.object).toMatchObject({ key: "object", hidden: true });
    expect(cols.id?.hidden).toBeUndefined();
    expect(cols.amount_due?.hidden).toBeUndefined();
    expect(rows.every((r) => r.object === "invoice")).toBe(true);
  });

  it("other vocabularies: FHIR's `resourceType`, OData's `@odata.type`, `kind`", () => {
    const fhir = capability({ id: "mcp:fhir/search_patients", entity: "patient" });
    expect(
      byKey(fhir, [
        { resourceType: "Patient", id: "p1", name: "Ana" },
        { resourceType: "Patient", id: "p2", name: "Bo" },
      ]).resourceType?.hidden,
    ).toBe(true);
    expect(byKey(fhir, [{ "@odata.type": "#Assetline.Device", Id: "AT-1" }])["@odata.type"]?.hidden).toBe(
      true,
    );
    expect(byKey(fhir, [{ kind: "drive#file", name: "a" }]).kind?.hidden).toBe(true);
  });

  it("a discriminator whose values differ, or a constant column of another name, stays shown", () => {
    const mixed = byKey(invoices, [
      { id: "1", type: "credit_note", total: 5 },
      { id: "2", type: "invoice", total: 7 },
    ]);
    expect(mixed.type?.hidden).toBeUndefined();
    const open = [
      { id: "1", status: "open", total: 5 },
      { id: "2", status: "open", total: 7 },
    ];
    expect(byKey(invoices, open).status?.hidden).toBeUndefined();
    // Never the only column.
    expect(byKey(invoices, [{ object: "invoice" }]).object?.hidden).toBeUndefined();
  });
});

describe("a currency column the amounts already show is hidden by default (issue 14)", () => {
  const byKey = (cap: Capability, r: Record<string, unknown>[]) =>
    Object.fromEntries(deriveColumns(cap, undefined, r).map((c) => [c.key, c]));

  it("`total` priced by `currency`: the amounts carry the code, the currency column is hidden, rows keep it", () => {
    const orders = capability({ id: "mcp:shop/list_orders", entity: "order" });
    const rows = [
      { id: "o1", total: 12.5, currency: "EUR" },
      { id: "o2", total: 7.25, currency: "USD" },
    ];
    const cols = byKey(orders, rows);
    expect(cols.total).toMatchObject({ format: "money", currencyKey: "currency" });
    expect(cols.total?.hidden).toBeUndefined();
    expect(cols.currency?.hidden).toBe(true);
    expect(rows.map((r) => r.currency)).toEqual(["EUR", "USD"]);
  });

  it("another vocabulary: `price_amount` priced by `price_currency`", () => {
    const products = capability({ id: "openapi:catalog/listProducts", entity: "product" });
    const cols = byKey(products, [{ sku: "A-1", price_amount: 9.99, price_currency: "GBP" }]);
    expect(cols.price_amount?.currencyKey).toBe("price_currency");
    expect(cols.price_currency?.hidden).toBe(true);
  });

  it("a currency column that prices no shown amount stays shown, and never the only column", () => {
    const trips = capability({ id: "mcp:fleet/list_trips", entity: "trip" });
    expect(byKey(trips, [{ id: "t1", distance_km: 12, currency: "EUR" }]).currency?.hidden).toBeUndefined();
    expect(byKey(trips, [{ currency: "EUR" }]).currency?.hidden).toBeUndefined();
  });
});

describe("a frozen capability's declared columns and money fields, asked again", () => {
  const build = () =>
    capability({
      id: "mcp:kennels/list_boardings",
      entity: "boarding",
      outputSchema: {
        type: "object",
        properties: {
          boardings: {
            type: "array",
            items: {
              type: "object",
              properties: {
                id: { type: "string" },
                state: { type: "string", enum: ["booked", "checked_in", "gone_home"] },
                nightly_fee: { type: "integer", description: "Fee per night in cents" },
                arrived: { type: "integer", description: "Unix timestamp of arrival" },
              },
            },
          },
        },
      },
    }) as Capability;
  const rows = [{ id: "b1", state: "booked", nightly_fee: 4500, arrived: 1735689600, kennel: "K-2" }];
  const record = { id: "b1", nightly_fee: 4500, lodging: { deposit_cents: 1000 } };

  it("gives what an unfrozen capability gives, every time, each table its own columns", () => {
    const expected = deriveColumns(build(), "boardings", rows);
    const frozen = deepFreeze(build()) as Capability;
    const first = deriveColumns(frozen, "boardings", rows);
    expect(first).toEqual(expected);
    first[1].hidden = true;
    first[1].enum?.push("lost");
    expect(deriveColumns(frozen, "boardings", rows)).toEqual(expected);
    expect(minorFieldsOf(frozen, record)).toEqual(minorFieldsOf(build(), record));
    expect(minorFieldsOf(frozen, record)).toEqual(minorFieldsOf(build(), record));
    expect(minorFieldsOf(frozen, { id: "b2" })).toEqual([]);
  });
});
