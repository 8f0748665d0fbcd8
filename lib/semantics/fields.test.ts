import { describe, expect, it } from "vitest";
import { fieldRole } from "./fields";

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
