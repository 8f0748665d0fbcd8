import { describe, expect, it } from "vitest";
import { displayText, inferType } from "@/components/artifacts/format";
import { displayType } from "@/lib/chat/columns";
import { productsSearch } from "@/lib/execution/__fixtures__/commerce";
import { deriveColumns, humanize } from "./columns";

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
