/**
 * What a field's name says its number is, for display (issue 14: "money only with a currency;
 * counts, ids and years never formatted as money or with thousands separators where wrong"). Read
 * from the name's words (./words.ts), so `totalSize`, `total_count` and `items_count` are counts,
 * `order_number` and `invoiceNo` identifiers, `fiscal_year` a year, and `unitPrice` or
 * `total_amount` money — which is still shown as money only when a currency is known.
 */
import { ABBREVIATIONS, GROUPS } from "./synonym-table";
import {
  DATE_FIELD_WORDS,
  identifierWords,
  isUnit,
  sameRoot,
  singular,
  stem,
  unitWord,
  YEAR_WORDS,
} from "./words";

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

/**
 * What a field's number is: by its name (`nameRole`), else — given what else is known of it — by its
 * values and description (issue 14): a whole number whose every value lies in a plausible range of
 * years, under a name or description that says a year (`YEAR_WORDS`: `born`, `yearBuilt`, `founded`,
 * `season`, "Year the club was founded"), is a year — shown as written ("1606", never "1,606") and
 * never summed as a measure. A name that says a count or money keeps its role whatever the values
 * (`total: 1500` is still a number with separators).
 */
export function fieldRole(
  key: string,
  evidence?: { values?: readonly unknown[]; description?: unknown },
): FieldRole | undefined {
  const named = nameRole(key);
  if (named !== undefined || !evidence?.values) return named;
  return yearSaid(key, evidence.description) && yearValues(evidence.values) ? "year" : undefined;
}

/** The years a year field's values lie in: a museum's artists born in 1606, a building from 1890, a season 2031. */
const YEAR_FIRST = 1000;
const YEAR_LAST = 2199;
/** A description that says its number counts or adds up something ("Number of seats built", "total per year"). */
const COUNTED_TEXT = /\b(?:number|count|how many|total|amount|sum|average|per)\b/i;

/** Whether a field's name, or else its description, says its number is a year (`YEAR_WORDS`). */
function yearSaid(key: string, description: unknown): boolean {
  if (identifierWords(key).some((w) => YEAR_WORDS.has(w))) return true;
  if (typeof description !== "string" || COUNTED_TEXT.test(description)) return false;
  return (description.toLowerCase().match(/[a-z]+/g) ?? []).some((w) => YEAR_WORDS.has(singular(w)));
}

/** Whether every value present is a whole number in the years' range (numbers or digits as text), and one is. */
function yearValues(values: readonly unknown[]): boolean {
  let seen = false;
  for (const v of values) {
    if (v === null || v === undefined || v === "") continue;
    const n =
      typeof v === "number" ? v : typeof v === "string" && /^\d{4}$/.test(v.trim()) ? Number(v) : Number.NaN;
    if (!Number.isInteger(n) || n < YEAR_FIRST || n > YEAR_LAST) return false;
    seen = true;
  }
  return seen;
}

/** What a field's name alone says its number is (`fieldRole` without values). */
function nameRole(key: string): FieldRole | undefined {
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

/** Last words of a field that holds a currency code: `currency`, `currency_code`, `currencyIso`. */
const CURRENCY_TAIL = new Set(["currency", "code", "iso"]);

/** The words that qualify a currency field (`price` of `price_currency`), or undefined for no currency field. */
function currencyQualifier(key: string): string[] | undefined {
  const words = identifierWords(key);
  if (!words.includes("currency") || !CURRENCY_TAIL.has(words.at(-1) ?? "")) return undefined;
  return words.filter((w) => !CURRENCY_TAIL.has(w));
}

/**
 * The field beside a money field that holds its currency code (issue 14: money only with a
 * currency, from a sibling currency column whatever the API calls it): the one currency field named
 * for that money field (`price_currency` beside `price`), else the record's one currency field with
 * no other words (`currency`, `currency_code`, `currencyCode`) — `currency` itself among several.
 * Undefined when there is none or the choice would be a guess (`settlement_currency` alone prices
 * no `amount`).
 */
export function currencyFieldFor(keys: readonly string[], moneyKey?: string): string | undefined {
  const own = new Set(moneyKey ? identifierWords(moneyKey) : []);
  const fields = keys.flatMap((key) => {
    const qualifier = currencyQualifier(key);
    return qualifier ? [{ key, qualifier }] : [];
  });
  const named = fields.filter((f) => f.qualifier.length > 0 && f.qualifier.every((w) => own.has(w)));
  if (named.length === 1) return named[0]?.key;
  if (named.length > 1) return undefined;
  const plain = fields.filter((f) => f.qualifier.length === 0);
  if (plain.length === 1) return plain[0]?.key;
  return plain.find((f) => f.key === "currency")?.key;
}

/** Last words of an amount held in a money object (`amount`, `value`, `amount_cents`, `units`). */
const AMOUNT_WORDS = new Set(["amount", "value", "cent", "unit", "minor"]);
/** Words of a key, or of a schema's description, that say an amount is in minor units (cents). */
const MINOR_KEY = new Set(["cent", "minor", "penny", "pence"]);
const MINOR_TEXT =
  /\b(?:cents?|pence|penny|centimes?|minor (?:currency )?units?|smallest (?:currency )?unit|subunits?)\b/i;

/** Whether a schema's description says amounts are in minor units ("amount in cents", Stripe's "smallest currency unit"). */
export function minorUnitsSaid(text: string | undefined): boolean {
  return typeof text === "string" && MINOR_TEXT.test(text);
}

/**
 * Whether a connection's own schemas (any tool's input or output, write tools included) say its
 * money amounts are in minor units (issue 14): a money field (`amount`, `unit_amount`,
 * `application_fee_amount` — `fieldRole` or an amount's name) or a money object described "in cents",
 * "in the smallest currency unit", "minor units". One API prices its amounts in one unit: Stripe's
 * OpenAPI says "smallest currency unit" / "in cents (or local equivalent)" on `amount`,
 * `unit_amount` and the fees, never on an invoice's `amount_due`, which is in cents all the same.
 * Decided once per connection when its capabilities are derived (lib/capabilities/derive-connection.ts).
 */
export function minorUnitsStated(schemas: readonly unknown[]): boolean {
  const seen = new Set<unknown>();
  const visit = (node: unknown, key: string | undefined, depth: number): boolean => {
    if (depth > 12 || typeof node !== "object" || node === null || seen.has(node)) return false;
    seen.add(node);
    if (Array.isArray(node)) return node.some((n) => visit(n, key, depth + 1));
    const schema = node as Record<string, unknown>;
    const text = typeof schema.description === "string" ? schema.description : undefined;
    if (key !== undefined && minorUnitsSaid(text) && moneyNamed(key, schema)) return true;
    const props = schema.properties;
    if (typeof props === "object" && props !== null && !Array.isArray(props)) {
      for (const [k, child] of Object.entries(props)) if (visit(child, k, depth + 1)) return true;
    }
    for (const part of ["items", "anyOf", "oneOf", "allOf", "additionalProperties"] as const)
      if (visit(schema[part], key, depth + 1)) return true;
    for (const defs of ["$defs", "definitions"] as const) {
      const d = schema[defs];
      if (typeof d === "object" && d !== null)
        for (const child of Object.values(d)) if (visit(child, undefined, depth + 1)) return true;
    }
    return false;
  };
  return schemas.some((s) => visit(s, undefined, 0));
}

/** A number field named as money or an amount (`amount`, `unit_amount`, `price_cents`), or an object holding one. */
function moneyNamed(key: string, schema: Record<string, unknown>): boolean {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (type === "object") return true;
  if (type !== undefined && type !== "integer" && type !== "number") return false;
  return fieldRole(key) === "money" || identifierWords(key).some((w) => AMOUNT_WORDS.has(w));
}

/** Number formats that say an amount is a decimal in major units (OData's `Edm.Decimal`, OpenAPI's `decimal`, `double`). */
const MAJOR_FORMAT = /^(?:decimal|double|float|decimal128)$/i;

/**
 * The unit one money field counts in (issue 14: decided per field, never per connection):
 * - "major" when the field says so itself: a value with a fraction in the first result (1249.5),
 *   a decimal format (`format: decimal`, OData), or a name ending in a currency code (`price_usd`);
 * - "minor" when its own name or description says minor units (`amount_cents`, "in cents", "the
 *   smallest currency unit") and its values are whole, or when the connection says its amounts are
 *   minor units (`Capability.minorUnits`) and this field is integer-typed — declared `integer`, or
 *   undeclared with whole values only (a declared `number` is not: nothing says cents);
 * - undefined when nothing says (a caller may still show "unit not stated", `minorUnitsLikely`).
 * `schema` is the field's own schema (nullable/union branches read), `values` its values in the
 * first real result, if any (a planner's bound has none). The table's columns, the record card and the
 * planner's money bounds (lib/semantics/params.ts) all ask this one rule.
 */
export function amountUnit(
  key: string,
  schema: unknown,
  options: { connectionMinor?: boolean; values?: readonly unknown[] } = {},
): "minor" | "major" | undefined {
  const branches = schemaBranches(schema);
  const types = new Set(branches.flatMap((b) => (Array.isArray(b.type) ? b.type : [b.type])));
  types.delete("null");
  types.delete(undefined);
  const numbers = (options.values ?? []).flatMap((v) => {
    const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : Number.NaN;
    return Number.isFinite(n) ? [n] : [];
  });
  if (numbers.some((n) => !Number.isInteger(n))) return "major";
  if (branches.some((b) => typeof b.format === "string" && MAJOR_FORMAT.test(b.format))) return "major";
  const words = identifierWords(key);
  const last = words.at(-1) ?? "";
  if (words.length > 1 && last.length === 3 && isCurrencyCode(last)) return "major";
  const described = branches.map((b) => (typeof b.description === "string" ? b.description : ""));
  if (words.some((w) => MINOR_KEY.has(w)) || described.some(minorUnitsSaid)) return "minor";
  if (!options.connectionMinor) return undefined;
  if (types.has("integer")) return "minor";
  return types.size === 0 && numbers.length > 0 ? "minor" : undefined;
}

/** A field's schema and its non-null `anyOf`/`oneOf` branches (`nullable`, OData's `oneOf: [number, string]`). */
function schemaBranches(schema: unknown): Record<string, unknown>[] {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return [];
  const node = schema as Record<string, unknown>;
  const out = [node];
  for (const part of ["anyOf", "oneOf", "allOf"] as const) {
    const list = node[part];
    if (Array.isArray(list))
      for (const b of list)
        if (typeof b === "object" && b !== null && !Array.isArray(b)) out.push(b as Record<string, unknown>);
  }
  return out;
}

/**
 * The amounts of a money column whose unit is not stated but reads as minor units (issue 14): every
 * amount a whole number and every currency a lower-case code (`eur`, `usd`). ISO 4217 codes are
 * upper-case; the APIs that write them in lower case (Stripe and the billing APIs modelled on it)
 * give amounts in the smallest unit, so `194999` beside `eur` may well be €1,949.99 — showing it as
 * "€ 194,999.00" would be a confident wrong figure. Such a column shows the plain number and says its
 * unit is not stated.
 */
export function minorUnitsLikely(amounts: readonly unknown[], currencies: readonly unknown[]): boolean {
  const numbers = amounts.filter((v) => v !== null && v !== undefined && v !== "");
  const codes = currencies.filter((v) => v !== null && v !== undefined && v !== "");
  return (
    numbers.length > 0 &&
    codes.length > 0 &&
    numbers.every((v) => Number.isInteger(Number(v))) &&
    codes.every((c) => typeof c === "string" && /^[a-z]{3}$/.test(c))
  );
}

/** An amount in minor units in major units: 194999 EUR cents are 1949.99, 500 JPY stay 500. */
export function minorAmount(amount: number, currency: string): number {
  return amount / 10 ** fractionDigits(currency.toUpperCase());
}

/**
 * An enum value written as a code (issue 14: `WATER_DAMAGE`, `PENDING_RENEWAL`, `INDIVIDUAL`):
 * upper-case words joined by underscores, or one upper-case word of four letters or more — not an
 * acronym or a code people read as is (`ACH`, `USD`, `OH`). Shown readable ("Water damage");
 * filters and sorting keep the raw value.
 */
export function enumCode(value: unknown): value is string {
  return (
    typeof value === "string" &&
    /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/.test(value) &&
    /[A-Z]/.test(value) &&
    (value.includes("_") || /^[A-Z]{4,}$/.test(value))
  );
}

/**
 * An id no person reads (issue 14): a GraphQL global id (`gid://claims/Claim/1042`, base64
 * `Q2xhaW06MTA0Mg==`), a URN, a UUID, or a prefixed random token (`in_NoffshmEizo6Uxgs`). A record
 * known by one is titled by its name or number field instead, the id kept as a field.
 */
export function opaqueIdentifier(value: unknown): boolean {
  if (typeof value !== "string") return false;
  const v = value.trim();
  return (
    /^(?:gid|urn):/i.test(v) ||
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v) ||
    // Mixed-case letters and digits in one run: base64 or a random token, alone or after a short prefix.
    /^(?:[a-z]{1,8}_)?(?=[^a-z]*[a-z])(?=[^A-Z]*[A-Z])(?=\D*\d)[A-Za-z0-9+/]{10,}={0,2}$/.test(v)
  );
}

/**
 * The field a person knows a record by when its id is opaque (`claimNumber: "CLM-1042"`,
 * `number: "ELOK29-0002"`, `policy_no`, `order_ref`): a text identifier that is no id itself and no
 * foreign key — the one named for the entity (any entity's when none is given: a nested
 * `policy: {id, policyNumber}`), and only one. Undefined when none or a guess.
 */
export function recordNumberField(
  record: Readonly<Record<string, unknown>>,
  entity?: string,
): string | undefined {
  const own = new Set(entity ? identifierWords(entity) : []);
  const fields = Object.keys(record).filter((key) => {
    const value = record[key];
    if (typeof value !== "string" || value.trim() === "" || opaqueIdentifier(value)) return false;
    const words = identifierWords(key);
    return (
      NUMBER_LAST.has(words.at(-1) ?? "") &&
      fieldRole(key) === "identifier" &&
      (words.length === 1 || (words.length === 2 && (entity === undefined || own.has(words[0] ?? ""))))
    );
  });
  return fields.length === 1 ? fields[0] : undefined;
}
/** Last words of a record's own human identifier (a number, a code, a reference). */
export const NUMBER_LAST: ReadonlySet<string> = new Set(["number", "no", "num", "code", "ref", "sku"]);

/** A schema's description or format that says a number counts time since the Unix epoch. */
export const EPOCH_TEXT = /\b(?:unix|epoch|posix)\b|\bseconds since\b|\bunix[-_ ]?time(?:stamp)?\b/i;
/** … and that it counts milliseconds. */
export const EPOCH_MS_TEXT = /\bmilli(?:second)?s?\b|\bms since\b/i;

/** 2000-01-01 and 2100-01-01 in Unix seconds: the span a timestamp in business data falls in. */
const EPOCH_FIRST = 946_684_800;
const EPOCH_LAST = 4_102_444_800;
/** Below this a Unix time counts seconds (year 5138), above it milliseconds (1973 on). */
const EPOCH_MS_FROM = 100_000_000_000;

/**
 * The milliseconds of a Unix time in seconds or milliseconds, told apart by magnitude (a time in
 * seconds reaches 1e11 only in the year 5138; one in milliseconds passed it in 1973).
 */
export function epochMillis(n: number): number {
  return Math.abs(n) < EPOCH_MS_FROM ? n * 1000 : n;
}

/** A number that reads as a Unix time of this century, in seconds or milliseconds. */
export function epochValue(value: unknown): value is number {
  if (typeof value !== "number" || !Number.isInteger(value)) return false;
  const seconds = Math.abs(value) < EPOCH_MS_FROM ? value : value / 1000;
  return seconds >= EPOCH_FIRST && seconds < EPOCH_LAST;
}

/**
 * A field that holds a point in time as a Unix timestamp (`created: 1735689600`, `updated_at` in
 * milliseconds): its name is a date's (`created`, `paid_at`, `period_start`, `trial_end` — not a year, a day of
 * the month or a duration) and its value a Unix time of this century. Shown and grouped as a date.
 */
export function epochField(key: string, value: unknown): boolean {
  if (!epochValue(value)) return false;
  const role = fieldRole(key);
  if (role === "year" || role === "identifier") return false;
  const words = identifierWords(key);
  const dated = (w: string | undefined) =>
    w !== undefined &&
    ((DATE_FIELD_WORDS.has(w) && w !== "year" && w !== "day") || w === "start" || w === "end");
  // The head word decides (`paid_at` is a date, `amount_due` money), then any word.
  if (dated(words.at(-1))) return true;
  return role === undefined && words.some(dated);
}

/** The keys of a money object: its one amount field, its one currency field, and whether the amount is in minor units. */
export interface MoneyShape {
  amountKey: string;
  currencyKey: string;
  minor: boolean;
}

/**
 * A money object by structure (issue 14: `{amount, currency}`, `{value, currency_code}`,
 * `{amount_cents, currency}`, Stripe's `{amount: 1999, currency: "eur"}`): the object's one
 * currency field (`currencyFieldFor`) beside exactly one amount field — named an amount, a value
 * or a money word (`fieldRole`) — and no other number. `types` are the fields' JSON types
 * (declared or observed); `minor` says the schema's description puts amounts in minor units, as an
 * amount's own name may (`amount_cents`). Undefined for any other object: a guess prices nothing.
 */
export function moneyShape(
  types: Readonly<Record<string, string | undefined>>,
  minor = false,
): MoneyShape | undefined {
  const keys = Object.keys(types);
  const currencyKey = currencyFieldFor(keys.filter((k) => types[k] === "string"));
  if (!currencyKey) return undefined;
  const numbers = keys.filter((k) => types[k] === "number" || types[k] === "integer");
  if (numbers.length !== 1) return undefined;
  const [amountKey] = numbers;
  const words = identifierWords(amountKey);
  if (!words.some((w) => AMOUNT_WORDS.has(w)) && fieldRole(amountKey) !== "money") return undefined;
  return { amountKey, currencyKey, minor: minor || words.some((w) => MINOR_KEY.has(w)) };
}

/** The currency codes Intl knows (ISO 4217), read once; empty where the runtime cannot list them. */
let knownCodes: ReadonlySet<string> | undefined;
const isCurrencyCode = (code: string): boolean => {
  knownCodes ??= new Set(
    typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("currency") : [],
  );
  return knownCodes.has(code.toUpperCase());
};

/** Digits after the decimal point of a currency (EUR 2, JPY 0); 2 for a code Intl does not know. */
function fractionDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/**
 * An amount the person said, in its currency's minor unit, for a money value counted so ("over
 * 1,000 euros" → 100000 cents; 19.99 → 1999, whole). The one rule the binder, the provenance of a
 * turn's numbers and the stated-constraint check share. Undefined when `currency` is a code whose
 * minor unit is not a hundredth (yen 0 digits, dinars 3): such an amount is asked about, never sent
 * 100× off. A unit that is no currency code (none said, "items") counts in hundredths, as most do.
 */
export function inMinorUnits(amount: number, currency?: string): number | undefined {
  if (currency && isCurrencyCode(currency) && fractionDigits(currency.toUpperCase()) !== 2) return undefined;
  return Math.round(amount * 100);
}

/** A value's JSON type as a schema would name it ("1999" as written by an API is a number too). */
function jsonType(v: unknown): string | undefined {
  if (typeof v === "number") return Number.isFinite(v) ? "number" : undefined;
  if (typeof v === "string") return /^[-+]?\d*\.?\d+$/.test(v.trim()) ? "number" : "string";
  return undefined;
}

/**
 * The amount (in major units: 1999 cents are 19.99) and currency code of a money object, or
 * undefined when the value is none (`moneyShape`) or its currency is no three-letter code.
 */
export function moneyOf(value: unknown, minor = false): { amount: number; currency: string } | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const types = Object.fromEntries(Object.entries(record).map(([k, v]) => [k, jsonType(v)]));
  const shape = moneyShape(types, minor);
  if (!shape) return undefined;
  const currency = record[shape.currencyKey];
  if (typeof currency !== "string" || !/^[A-Za-z]{3}$/.test(currency)) return undefined;
  const amount = Number(record[shape.amountKey]);
  if (!Number.isFinite(amount)) return undefined;
  const code = currency.toUpperCase();
  // Minor units are whole: a fractional amount (620.5) is in major units whatever was said.
  return {
    amount: shape.minor && Number.isInteger(amount) ? minorAmount(amount, code) : amount,
    currency: code,
  };
}

const FIRST_DATES = new Set(["created", "date", "placed", "issued", "ordered"]);
/** Words of a date field that dates one occurrence of something recurring (`lastServiceDate`). */
const OCCURRENCE_WORDS = new Set(["last", "next", "previous"]);

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
  entity?: string,
): string | undefined {
  if (by === "amount") {
    const money = fields.filter((f) => f.money || fieldRole(f.key) === "money");
    if (money.length === 1) return money[0]?.key;
    const named = money.filter((f) => /^(total|amount|total_?amount|grand_?total)$/i.test(f.key));
    return named.length === 1 ? named[0]?.key : undefined;
  }
  // `lastServiceDate`, `nextInspectionDate`, `last_login`: when something that recurs last or next
  // happened — never the record's own age ("the oldest vehicle" is not the longest unserviced).
  const dates = fields.filter(
    (f) =>
      (f.date || identifierWords(f.key).some((w) => DATE_FIELD_WORDS.has(w))) &&
      !identifierWords(f.key).some((w) => OCCURRENCE_WORDS.has(w)),
  );
  if (dates.length === 1) return dates[0]?.key;
  const first = dates.filter((f) => identifierWords(f.key).some((w) => FIRST_DATES.has(w)));
  if (first.length === 1) return first[0]?.key;
  // `CreatedDate` beside `ClosedDate`: a word of the record's making outranks the bare word "date".
  const making = first.filter((f) => identifierWords(f.key).some((w) => w !== "date" && FIRST_DATES.has(w)));
  if (making.length === 1) return making[0]?.key;
  // `OrderDate` beside `ExpectedDate` of purchase orders: the date named by the record's own noun
  // is the one it is made on.
  const own = new Set(identifierWords(entity ?? ""));
  const named = first.filter((f) => {
    const rest = identifierWords(f.key).filter((w) => !DATE_FIELD_WORDS.has(w));
    return rest.length > 0 && rest.every((w) => own.has(w));
  });
  return named.length === 1 ? named[0]?.key : undefined;
}

/** Words of a ranking that say only that it is a measure ("odometer reading", "mileage figure"). */
const MEASURE_NOUNS = new Set([
  "reading",
  "figure",
  "value",
  "level",
  "number",
  "count",
  "amount",
  "total",
  "of",
]);

/** Two words the curated paraphrase table puts in one row ("mileage", "odometer"). */
export function synonymous(a: string, b: string): boolean {
  return GROUPS.some((row) => row.includes(a) && row.includes(b));
}

/**
 * The one record field a ranking names ("highest mileage", "top 5 by odometer reading", "by model
 * year"): a field whose name has each word the person wrote — by root, by unit spelling ("kilometres"
 * of `odometerKm`) or by the curated paraphrase table — leaving out only words that say it is a
 * measure ("reading"). Among several, the one with the most words said directly, then the one with
 * the fewest words not said (`name` before `customerName` for "by name"); a tie is a guess and gives
 * nothing. Identifiers, objects and lists never rank; `numeric` ("highest", "fewest") also leaves out
 * fields known to hold no number. `fields` carry their JSON type when it is known.
 */
export function rankedField(
  fields: readonly { key: string; type?: string }[],
  words: readonly string[],
  numeric = false,
): string | undefined {
  const said = words.map((w) => singular(w));
  const content = said.filter((w) => !MEASURE_NOUNS.has(w));
  if (content.length === 0) return undefined;
  const scored = fields.flatMap(({ key, type }) => {
    if (type === "object" || type === "array" || fieldRole(key) === "identifier") return [];
    if (numeric && type !== undefined && type !== "integer" && type !== "number") return [];
    const own = identifierWords(key).map(unitWord);
    const direct = (w: string) => own.some((f) => f === unitWord(w) || sameRoot(f, w));
    const near = (w: string) => own.some((f) => synonymous(f, w));
    if (!content.every((w) => direct(w) || near(w))) return [];
    // What the field measures is its last word before a unit or a word of measure (`odometerKm`,
    // `viewCount`): the person named that, not only a word beside it (`UnitPrice` for "units").
    const head = [...own].reverse().find((f) => !isUnit(f) && !MEASURE_NOUNS.has(f));
    // "the fewest kilometres": a unit alone names the field measured in it.
    const inUnit = content.every((w) => isUnit(w) && own.includes(unitWord(w)));
    const headSaid = said.some(
      (w) => head === unitWord(w) || sameRoot(head ?? "", w) || synonymous(head ?? "", w),
    );
    if (!inUnit && (!head || !headSaid)) return [];
    const hits = said.filter(direct).length;
    const unsaid = own.filter((f) => !said.some((w) => f === unitWord(w) || sameRoot(f, w))).length;
    return [{ key, hits, unsaid }];
  });
  scored.sort((a, b) => b.hits - a.hits || a.unsaid - b.unsaid);
  const [best, next] = scored;
  if (!best || (next && next.hits === best.hits && next.unsaid === best.unsaid)) return undefined;
  return best.key;
}

/**
 * Field names that say which kind of record a row is — a type discriminator (`object: "invoice"`
 * in the hosted billing APIs, `type`, `kind`, FHIR's `resourceType`, OData's `@odata.type`,
 * `_type`, GraphQL's `__typename`, JSON-LD's `@type`). The one list: a table hides such a column by
 * default when every row holds the same value (issue 14: no "Object: invoice" column).
 */
export const TYPE_DISCRIMINATORS: readonly string[] = [
  "object",
  "type",
  "kind",
  "resourceType",
  "@odata.type",
  "_type",
  "__typename",
  "@type",
];
const DISCRIMINATOR_KEYS = new Set(TYPE_DISCRIMINATORS.map((k) => k.toLowerCase()));

/** Whether a field's name is a type discriminator (`TYPE_DISCRIMINATORS`; any case: `Type`, `resource_type` is not). */
export function typeDiscriminator(key: string): boolean {
  return DISCRIMINATOR_KEYS.has(key.toLowerCase());
}

/**
 * Whether a question word names one of a record's field words (`fields`: the words of its declared or
 * observed field names, singular): the word itself or its singular ("lines" of `lines`), the word an
 * abbreviation stands for ("qty" → `quantity`, "prio" → `priority`), or a form of the same root
 * ("estimated" of `estimate`, "serviced" of `lastServiceDate`'s `service`).
 */
export function namesField(word: string, fields: ReadonlySet<string>): boolean {
  const w = word.toLowerCase();
  const forms = [w, singular(w), ...(Object.hasOwn(ABBREVIATIONS, w) ? ABBREVIATIONS[w] : [])];
  if (forms.some((f) => fields.has(f))) return true;
  return stem(w).length >= 5 && [...fields].some((f) => stem(f).length >= 5 && sameRoot(w, f));
}
