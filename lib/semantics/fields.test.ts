import { describe, expect, it } from "vitest";
import { currencyFieldFor, fieldRole } from "./fields";

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
