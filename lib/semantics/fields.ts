/**
 * What a field's name says its number is, for display (issue 14: "money only with a currency;
 * counts, ids and years never formatted as money or with thousands separators where wrong"). Read
 * from the name's words (./words.ts), so `totalSize`, `total_count` and `items_count` are counts,
 * `order_number` and `invoiceNo` identifiers, `fiscal_year` a year, and `unitPrice` or
 * `total_amount` money — which is still shown as money only when a currency is known.
 */
import { DATE_FIELD_WORDS, identifierWords } from "./words";

export type FieldRole = "money" | "count" | "year" | "identifier";

const MONEY = new Set(
  "price total amount cost subtotal revenue balance fee tax discount refund spend paid charge payout".split(
    " ",
  ),
);
const COUNT = new Set(
  `count qty quantity item size page result record row hit match percent pct rate ratio score rating point
  level stock version age day hour minute second ms unit seat member user view visit click`.split(/\s+/),
);
const IDENTIFIER_LAST = new Set([
  "id",
  "ref",
  "code",
  "no",
  "number",
  "num",
  "zip",
  "postcode",
  "phone",
  "ext",
  "sku",
]);

export function fieldRole(key: string): FieldRole | undefined {
  const words = identifierWords(key);
  const last = words.at(-1);
  if (!last) return undefined;
  // "number_of_items", "num_orders": a count; "order_number", "invoiceNo": an identifier.
  if ((words[0] === "number" || words[0] === "num") && words.length > 1) return "count";
  if (IDENTIFIER_LAST.has(last) || (words.includes("postal") && last === "code")) return "identifier";
  if (last === "year" || last === "yr") return "year";
  // The head word decides ("unitPrice" is a price, "totalSize" a size), then any word.
  if (MONEY.has(last)) return "money";
  if (words.some((w) => COUNT.has(w))) return "count";
  if (words.some((w) => MONEY.has(w))) return "money";
  return undefined;
}

const FIRST_DATES = new Set(["created", "date", "placed", "issued", "ordered"]);

/**
 * The one record field an order is by, when the host must order rows itself ("our biggest
 * invoices", "the 5 oldest trips"): for amounts, the one money field (or the one named `total` /
 * `amount` among several); for dates, the one date field (or the one a record is created on among
 * several). `fields` are record keys with what is known of each (a date format, a money format).
 * Undefined when none fits or the choice would be a guess.
 */
export function orderField(
  fields: readonly { key: string; date?: boolean; money?: boolean }[],
  by: "amount" | "date",
): string | undefined {
  if (by === "amount") {
    const money = fields.filter((f) => f.money || fieldRole(f.key) === "money");
    if (money.length === 1) return money[0]?.key;
    const named = money.filter((f) => /^(total|amount|total_?amount|grand_?total)$/i.test(f.key));
    return named.length === 1 ? named[0]?.key : undefined;
  }
  const dates = fields.filter((f) => f.date || identifierWords(f.key).some((w) => DATE_FIELD_WORDS.has(w)));
  if (dates.length === 1) return dates[0]?.key;
  const first = dates.filter((f) => identifierWords(f.key).some((w) => FIRST_DATES.has(w)));
  return first.length === 1 ? first[0]?.key : undefined;
}
