import { describe, expect, it } from "vitest";
import {
  amountUnit,
  currencyFieldFor,
  enumCode,
  epochField,
  epochMillis,
  epochValue,
  fieldRole,
  inMinorUnits,
  minorAmount,
  minorUnitsLikely,
  minorUnitsSaid,
  minorUnitsStated,
  moneyOf,
  moneyShape,
  opaqueIdentifier,
  orderField,
  recordNumberField,
} from "./fields";

describe("fieldRole: what a field's name says its number is", () => {
  it.each([
    // The case: a page size is a count, never money.
    ["totalSize", "count"],
    ["total_count", "count"],
    ["items_count", "count"],
    ["number_of_items", "count"],
    ["quantity", "count"],
    ["total", "money"],
    ["total_amount", "money"],
    ["totalAmount", "money"],
    ["unitPrice", "money"],
    ["order_number", "identifier"],
    ["invoiceNumber", "identifier"],
    ["customer_id", "identifier"],
    ["postal_code", "identifier"],
    ["year", "year"],
    ["fiscal_year", "year"],
    ["modelYear", "year"],
    ["city", undefined],
  ])("%s → %s", (key, role) => expect(fieldRole(key)).toBe(role));
});

describe("fieldRole with values: a year by its values and its name or description (issue 14)", () => {
  it("a year word in the name or the description, and every value a year", () => {
    expect(fieldRole("yearBuilt", { values: [1606, 1890, null] })).toBe("year");
    expect(fieldRole("season", { values: [2031] })).toBe("year");
    expect(fieldRole("est", { values: [1887], description: "Year the club was established" })).toBe("year");
    // Without values the name alone decides, as before.
    expect(fieldRole("yearBuilt")).toBeUndefined();
  });

  it("never a year: a value out of range, a count's description, a name that says a count or money", () => {
    expect(fieldRole("founded", { values: [1887, 12] })).toBeUndefined();
    expect(fieldRole("seats", { values: [1500] })).toBe("count");
    expect(
      fieldRole("capacity", { values: [1500], description: "Number of seats built into the stand" }),
    ).toBe(undefined);
    expect(fieldRole("total", { values: [1500] })).toBe("money");
    expect(fieldRole("visitors", { values: [1500, 1800] })).toBeUndefined();
  });
});

describe("currencyFieldFor: the sibling field that holds a money field's currency", () => {
  it.each([
    // Whatever the API calls it: snake, camel, ISO-suffixed.
    [["amount", "currency"], "amount", "currency"],
    [["amount", "currency_code"], "amount", "currency_code"],
    [["amountTotal", "currencyCode"], "amountTotal", "currencyCode"],
    [["total", "isoCurrencyCode"], "total", "isoCurrencyCode"],
    [["total", "currency_iso"], "total", "currency_iso"],
    // One named for the money field wins over the record's general one.
    [["price", "price_currency", "currency"], "price", "price_currency"],
    [["price", "fee", "fee_currency", "currency"], "price", "currency"],
    // `currency` itself among several unqualified ones.
    [["total", "currency", "currency_code"], "total", "currency"],
    // No currency field, or only one that qualifies another amount: none (never a guess).
    [["total", "country_code"], "total", undefined],
    [["amount", "settlement_currency"], "amount", undefined],
    [["amount", "currency_symbol"], "amount", undefined],
    [["amount", "currency_code", "currencyIso"], "amount", undefined],
  ])("%j, %s → %s", (keys, money, want) => expect(currencyFieldFor(keys, money)).toBe(want));
});

describe("moneyOf: money held as an object, recognised by its structure (issue 14)", () => {
  it.each([
    // Vocabulary 1: {amount, currency}; vocabulary 2: {value, currency_code}; 3: cents in the name.
    [{ amount: 12.5, currency: "USD" }, false, { amount: 12.5, currency: "USD" }],
    [{ value: "99.90", currency_code: "eur" }, false, { amount: 99.9, currency: "EUR" }],
    [{ amount_cents: 1999, currency: "GBP" }, false, { amount: 19.99, currency: "GBP" }],
    [{ amountMinor: 500, currencyCode: "JPY" }, false, { amount: 500, currency: "JPY" }],
    // Stripe-style minor units only when the schema says so (the caller's `minor`).
    [{ amount: 1999, currency: "eur" }, true, { amount: 19.99, currency: "EUR" }],
    [{ amount: 1999, currency: "eur" }, false, { amount: 1999, currency: "EUR" }],
    [{ unitPrice: 3, currency: "CHF" }, false, { amount: 3, currency: "CHF" }],
  ])("%j (minor %s) → %j", (value, minor, want) => expect(moneyOf(value, minor)).toEqual(want));

  it.each([
    [{ street: "Via Roma 1", city: "Milano" }],
    [{ lat: 45.4, lng: 9.2 }],
    // A quantity is no amount; two numbers are a guess; no currency code prices nothing.
    [{ quantity: 4, currency: "EUR" }],
    [{ amount: 10, tax: 2, currency: "EUR" }],
    [{ amount: 10, currency: "euro" }],
    [{ amount: 10 }],
    [[{ amount: 1, currency: "EUR" }]],
  ])("%j is no money object", (value) => expect(moneyOf(value)).toBeUndefined());

  it("reads a declared shape and what its description says of minor units", () => {
    expect(moneyShape({ amount: "integer", currency: "string" })).toEqual({
      amountKey: "amount",
      currencyKey: "currency",
      minor: false,
    });
    expect(moneyShape({ amount_cents: "integer", currency: "string" })?.minor).toBe(true);
    expect(moneyShape({ id: "string", name: "string" })).toBeUndefined();
    expect(minorUnitsSaid("Amount in cents")).toBe(true);
    expect(minorUnitsSaid("A positive integer in the smallest currency unit")).toBe(true);
    expect(minorUnitsSaid("The invoice total")).toBe(false);
  });
});

describe("epochField: a date held as a Unix time (issue 14: invoices dated by Unix seconds)", () => {
  it("a date's field with a Unix time of this century, in seconds or milliseconds, whatever the API calls it", () => {
    expect(epochField("created", 1_735_689_600)).toBe(true);
    expect(epochField("paid_at", 1_735_689_600)).toBe(true);
    expect(epochField("updatedAt", 1_735_689_600_000)).toBe(true);
    expect(epochField("period_end", 1_738_368_000)).toBe(true);
    expect(epochField("trialStart", 1_738_368_000)).toBe(true);
    expect(epochField("issueDate", 1_700_000_000)).toBe(true);
  });

  it("not a number of another kind: money, ids, counts, years, durations, or a value out of range", () => {
    expect(epochField("amount_due", 1_735_689_600)).toBe(false);
    expect(epochField("customer_id", 1_735_689_600)).toBe(false);
    expect(epochField("invoice_number", 1_735_689_600)).toBe(false);
    expect(epochField("total_count", 1_735_689_600)).toBe(false);
    expect(epochField("views", 1_735_689_600)).toBe(false);
    expect(epochField("created", 2025)).toBe(false);
    expect(epochField("created", 86_400)).toBe(false);
    expect(epochField("created", "2025-01-01")).toBe(false);
    expect(epochField("created", 1_735_689_600.5)).toBe(false);
  });

  it("seconds and milliseconds told apart by magnitude", () => {
    expect(new Date(epochMillis(1_735_689_600)).toISOString()).toBe("2025-01-01T00:00:00.000Z");
    expect(new Date(epochMillis(1_735_689_600_000)).toISOString()).toBe("2025-01-01T00:00:00.000Z");
    expect(epochValue(4_200_000_000)).toBe(false);
    expect(epochValue(900_000_000)).toBe(false);
  });
});

describe("inMinorUnits: an amount said, in its currency's minor unit", () => {
  it.each([
    [1000, "eur", 100000],
    [19.99, "usd", 1999],
    [50, undefined, 5000],
    [3, "item", 300],
    [5000, "yen", 500000],
    [5000, "jpy", undefined],
    [5000, "KRW", undefined],
    [500, "bhd", undefined],
    [5000, "isk", undefined],
  ] as const)("%s %s → %s", (amount, currency, minor) => {
    expect(inMinorUnits(amount, currency)).toBe(minor);
  });

  it("agrees with moneyOf, which reads minor units back", () => {
    for (const currency of ["EUR", "USD", "GBP", "CHF"])
      expect(moneyOf({ amount: inMinorUnits(12.34, currency), currency }, true)?.amount).toBe(12.34);
  });
});

describe("money in minor units, told once per connection (issue 14)", () => {
  const prop = (description: string, type = "integer") => ({ type, description });
  it("a connection whose own schemas say an amount is in cents or the smallest unit has minor units", () => {
    // Stripe's OpenAPI wording, on a fee and a price (never on an invoice's `amount_due`).
    expect(
      minorUnitsStated([
        { type: "object", properties: { amount_due: { type: "integer" } } },
        {
          type: "object",
          properties: {
            application_fee_amount: prop("A fee in cents (or local equivalent) that will be applied."),
          },
        },
      ]),
    ).toBe(true);
    expect(
      minorUnitsStated([
        {
          type: "object",
          properties: {
            price: {
              type: "object",
              properties: {
                unit_amount: prop("A positive integer in the smallest currency unit (e.g., 100 cents)."),
              },
            },
          },
        },
      ]),
    ).toBe(true);
    // A write tool's parameter (the billing server's refund) counts: one API, one unit.
    expect(
      minorUnitsStated([undefined, { type: "object", properties: { amount: prop("Amount in cents") } }]),
    ).toBe(true);
  });

  it("says nothing when no money field is described in minor units", () => {
    expect(
      minorUnitsStated([{ type: "object", properties: { amount: prop("Amount in dollars", "number") } }]),
    ).toBe(false);
    // "cents" on a field that is no amount (a text) says nothing about the amounts.
    expect(
      minorUnitsStated([{ type: "object", properties: { note: prop("Rounded to cents", "string") } }]),
    ).toBe(false);
    expect(minorUnitsStated([{ type: "object", properties: { discount_rate: prop("A percent") } }])).toBe(
      false,
    );
  });

  it("an amount in minor units in major units, by the currency's digits", () => {
    expect(minorAmount(194999, "eur")).toBe(1949.99);
    expect(minorAmount(500, "JPY")).toBe(500);
  });

  it("amounts that read as minor units when the unit is not stated: whole numbers beside lower-case codes", () => {
    expect(minorUnitsLikely([194999, 2500], ["eur", "usd"])).toBe(true);
    expect(minorUnitsLikely([1949.99, 25], ["eur", "eur"])).toBe(false);
    expect(minorUnitsLikely([120, 80], ["EUR", "EUR"])).toBe(false);
  });
});

describe("enum codes, opaque ids and a record's own number (issue 14)", () => {
  it.each([
    ["WATER_DAMAGE", true],
    ["PENDING_RENEWAL", true],
    ["INDIVIDUAL", true],
    ["ACH", false],
    ["USD", false],
    ["OH", false],
    ["Water damage", false],
    ["in_progress", false],
  ])("enumCode(%s) is %s", (value, expected) => {
    expect(enumCode(value)).toBe(expected);
  });

  it.each([
    ["gid://claims/Claim/1042", true],
    ["Q2xhaW06MTA0Mg==", true],
    ["in_NoffshmEizo6Uxgs", true],
    ["3f2b8c1e-9a4d-4e2b-8f1a-0c9d2e7b6a51", true],
    ["C-1042", false],
    ["O-100001", false],
    ["CLM-1042", false],
    ["12345", false],
  ])("opaqueIdentifier(%s) is %s", (value, expected) => {
    expect(opaqueIdentifier(value)).toBe(expected);
  });

  it("the field a person knows a record by: its entity's number, or the one number field", () => {
    const claim = { id: "gid://claims/Claim/1042", claimNumber: "CLM-1042", policyNumber: "POL-1" };
    expect(recordNumberField(claim, "claim")).toBe("claimNumber");
    expect(
      recordNumberField({ id: "in_NoffshmEizo6Uxgs", number: "ELOK29-0002", customer: "cus_x" }, "invoice"),
    ).toBe("number");
    expect(recordNumberField({ id: "gid://claims/Policy/3", policyNumber: "POL-2024-00111" })).toBe(
      "policyNumber",
    );
    // Two candidates and no entity to choose by: no guess.
    expect(recordNumberField(claim)).toBeUndefined();
    expect(recordNumberField({ id: "x", phone: "+1 555", zip: "10001" })).toBeUndefined();
  });
});

describe("amountUnit: minor units decided per field, never per connection (issue 14)", () => {
  const minor = { connectionMinor: true };
  it("a connection that says cents: its integer fields are minor, a decimal one is not", () => {
    expect(amountUnit("amount", { type: "integer" }, { ...minor, values: [194999] })).toBe("minor");
    expect(amountUnit("amount_due", undefined, { ...minor, values: [2500, 0] })).toBe("minor");
    // A decimal `number`, `format: decimal` (OData's Edm.Decimal), or a name ending in a currency code.
    expect(amountUnit("price", { type: "number" }, { ...minor, values: [1299] })).toBeUndefined();
    expect(
      amountUnit(
        "PurchasePrice",
        { oneOf: [{ type: "number", format: "decimal" }, { type: "string" }] },
        minor,
      ),
    ).toBe("major");
    expect(amountUnit("price_usd", { type: "integer" }, { ...minor, values: [1299] })).toBe("major");
    // A value with a fraction in the first result is major, whatever the schema says.
    expect(amountUnit("total", { type: "integer" }, { ...minor, values: [120, 1249.5] })).toBe("major");
    expect(amountUnit("total", undefined, { ...minor, values: [] })).toBeUndefined();
  });

  it("a field's own name or description says minor without the connection", () => {
    expect(amountUnit("amount_cents", undefined, { values: [1999] })).toBe("minor");
    expect(amountUnit("fee", { type: "integer", description: "In the smallest currency unit." })).toBe(
      "minor",
    );
    expect(amountUnit("fee", { type: "integer" }, { values: [1999] })).toBeUndefined();
    expect(amountUnit("price_cents", undefined, { values: [19.5] })).toBe("major");
  });
});

describe("orderField: the date a record's age is ordered by, never one occurrence of a recurring event", () => {
  it.each([
    // a fleet: "the oldest vehicle" is no vehicle's last service — its model year is what dates it
    [[{ key: "lastServiceDate", date: true }, { key: "modelYear" }], "modelYear"],
    // a members' club: "our newest members" are not the ones who logged in last
    [[{ key: "last_login_at", date: true }, { key: "name" }], undefined],
    [[{ key: "next_inspection_on", date: true }], undefined],
    // beside the record's own date, the occurrence is left out rather than making a tie
    [
      [
        { key: "lastServiceDate", date: true },
        { key: "purchasedOn", date: true },
      ],
      "purchasedOn",
    ],
    [
      [
        { key: "joined_at", date: true },
        { key: "last_login_at", date: true },
      ],
      "joined_at",
    ],
    // one date of the record's own is used as before
    [[{ key: "createdAt", date: true }], "createdAt"],
  ] as const)("%j → %s", (fields, expected) => {
    expect(orderField(fields, "date")).toBe(expected);
  });
});
