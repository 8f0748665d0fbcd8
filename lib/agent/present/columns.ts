import type { Capability, JsonSchema } from "@/lib/capabilities/types";
import type { JsonRecord } from "@/lib/execution";
import {
  amountUnit,
  currencyFieldFor,
  EPOCH_TEXT,
  enumCode,
  epochField,
  fieldRole,
  minorUnitsLikely,
  minorUnitsSaid,
  moneyOf,
  moneyShape,
  typeDiscriminator,
} from "@/lib/semantics/fields";
import { edgeNode } from "@/lib/semantics/schema-walk";
import type { Column, ColumnFormat, ColumnType } from "./types";

const STATUS_NAME = /(^|_)status$|Status$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const SCHEMA_FORMATS = new Set<ColumnFormat>(["date", "date-time", "email", "uri"]);
const MAX_COLUMNS = 60;
const SAMPLE_ROWS = 500;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** "customer_name" → "Customer name", "createdAt" → "Created at", "filter[due-before]" → "Due before". */
export function humanize(key: string): string {
  // A bracketed parameter (`filter[status]`, JSON:API style) is named by the key inside.
  const inner = /^[A-Za-z_]+\[([^\]]+)\]$/.exec(key)?.[1];
  if (inner) return humanize(inner);
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_\-.]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The declared schema of one item at the collection path (or of a top-level array). */
export function itemSchemaOf(
  capability: Readonly<Capability>,
  collectionPath?: string,
): JsonSchema | undefined {
  let schema: unknown = capability.outputSchema;
  for (const segment of collectionPath ? collectionPath.split(".") : []) {
    schema = isObject(schema) && isObject(schema.properties) ? schema.properties[segment] : undefined;
  }
  const items = isObject(schema) && schema.type === "array" ? schema.items : undefined;
  if (!isObject(items) || !isObject(items.properties)) return undefined;
  // A Relay edge `{ node, cursor }` or a wrapper holding its record under one key: the record's
  // schema, as the result reader unwraps the rows (lib/semantics/results.ts) — never `node`/`cursor` columns.
  const record = capability.outputSchema ? edgeNode(capability.outputSchema, items) : items;
  return isObject(record) && isObject(record.properties) ? record : items;
}

/** Years and identifiers are shown as written (2025, 100234), never "2,025": they are text to the reader. */
function displayType(key: string, type: ColumnType): ColumnType {
  const role = fieldRole(key);
  return (type === "integer" || type === "number") && (role === "year" || role === "identifier")
    ? "string"
    : type;
}

function nameFormat(key: string, type: ColumnType): ColumnFormat | undefined {
  if ((type === "number" || type === "integer") && fieldRole(key) === "money") return "money";
  if (type === "string" && STATUS_NAME.test(key)) return "status";
  return undefined;
}

/**
 * A declared money object (`{amount, currency}` and its kin, `moneyShape`): a money column priced by
 * its own currency, in minor units when the object's or its amount's description says cents.
 */
function moneyObjectColumn(key: string, schema: Record<string, unknown>): Column | undefined {
  if (schema.type !== "object" || !isObject(schema.properties)) return undefined;
  const props = schema.properties;
  const types = Object.fromEntries(
    Object.entries(props).map(([k, p]) => {
      const t = isObject(p) ? (Array.isArray(p.type) ? p.type.find((x) => x !== "null") : p.type) : undefined;
      return [k, typeof t === "string" ? t : undefined];
    }),
  );
  const described = (s: unknown) => (isObject(s) && typeof s.description === "string" ? s.description : "");
  const probe = moneyShape(types);
  if (!probe) return undefined;
  const minor = minorUnitsSaid(`${described(schema)} ${described(props[probe.amountKey])}`);
  const column: Column = { key, label: humanize(key), type: "json", format: "money", declared: true };
  if (minor || probe.minor) column.minorUnits = true;
  return column;
}

/**
 * The unit of a money object's amount (`{amount, currency}`): what the object's or its amount's
 * schema says, else the amounts observed in the first result (`amountUnit`).
 */
function moneyObjectUnit(
  prop: unknown,
  sample: readonly unknown[],
  connectionMinor: boolean,
): "minor" | "major" | undefined {
  const schema = nonNull(prop);
  const props = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  const amountKeys = sample.flatMap((v) => {
    if (!isObject(v)) return [];
    const shape = moneyShape(
      Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === "number" ? "number" : typeof x])),
    );
    return shape ? [shape.amountKey] : [];
  });
  const amountKey =
    amountKeys[0] ?? Object.keys(props).find((k) => moneyShape({ [k]: "number", currency: "string" }));
  if (amountKey === undefined) return undefined;
  const amounts = sample.map((v) => (isObject(v) ? v[amountKey] : undefined));
  const own = isObject(schema) && typeof schema.description === "string" ? schema.description : "";
  const unit = amountUnit(amountKey, props[amountKey], { connectionMinor, values: amounts });
  return unit === undefined &&
    minorUnitsSaid(own) &&
    amounts.every((a) => a === undefined || Number.isInteger(Number(a)))
    ? "minor"
    : unit;
}

/** A nullable property's schema (`anyOf: [{…}, {type: "null"}]`, as zod and GraphQL write it): its one non-null branch. */
function nonNull(prop: unknown): unknown {
  if (!isObject(prop)) return prop;
  const branches = Array.isArray(prop.anyOf)
    ? prop.anyOf
    : Array.isArray(prop.oneOf)
      ? prop.oneOf
      : undefined;
  const real = branches?.filter((b) => !(isObject(b) && b.type === "null"));
  return real?.length === 1 && isObject(real[0])
    ? { ...real[0], ...(prop.description ? { description: prop.description } : {}) }
    : prop;
}

function fromSchema(key: string, prop: unknown): Column {
  const schema = isObject(prop) ? (nonNull(prop) as Record<string, unknown>) : {};
  const money = moneyObjectColumn(key, schema);
  if (money) return money;
  const declaredType = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  const type: ColumnType =
    declaredType === "number" ||
    declaredType === "integer" ||
    declaredType === "boolean" ||
    declaredType === "string"
      ? declaredType
      : declaredType === "object" || declaredType === "array"
        ? "json"
        : "string";
  const values = Array.isArray(schema.enum)
    ? schema.enum.filter((v): v is string => typeof v === "string")
    : [];
  // A number its schema says counts time since the epoch ("Unix timestamp", `format: unix-time`).
  const epoch =
    (type === "integer" || type === "number") &&
    EPOCH_TEXT.test(`${typeof schema.format === "string" ? schema.format : ""} ${schema.description ?? ""}`);
  const format =
    typeof schema.format === "string" && SCHEMA_FORMATS.has(schema.format as ColumnFormat)
      ? (schema.format as ColumnFormat)
      : epoch
        ? "date-time"
        : (nameFormat(key, type) ?? (values.length > 0 && type === "string" ? "status" : undefined));
  const column: Column = { key, label: humanize(key), type: displayType(key, type), declared: true };
  if (format) column.format = format;
  if (values.length > 0) column.enum = values.slice(0, 50);
  return column;
}

/**
 * {@link fromSchema} of a declared field: a snapshot's schemas are deep-frozen and the same on every
 * turn, so a frozen field schema's column is read once per key, and each table gets its own copy
 * (columns are changed afterwards: hidden, relabelled). A schema built for one call is read afresh.
 */
function declaredColumn(key: string, prop: unknown): Column {
  if (!isObject(prop) || !Object.isFrozen(prop)) return fromSchema(key, prop);
  let byKey = columnOfFrozen.get(prop);
  if (!byKey) {
    byKey = new Map();
    columnOfFrozen.set(prop, byKey);
  }
  let column = byKey.get(key);
  if (!column) {
    column = fromSchema(key, prop);
    byKey.set(key, column);
  }
  return column.enum ? { ...column, enum: [...column.enum] } : { ...column };
}
const columnOfFrozen = new WeakMap<object, Map<string, Column>>();

function fromValue(key: string, value: unknown): Column {
  let type: ColumnType = "string";
  if (typeof value === "number")
    type = displayType(key, Number.isInteger(value) && fieldRole(key) !== "money" ? "integer" : "number");
  else if (typeof value === "boolean") type = "boolean";
  else if (typeof value === "object" && value !== null) type = "json";
  // A date's field holding a Unix time (`created: 1735689600`) is a date, not a number.
  let format: ColumnFormat | undefined = epochField(key, value) ? "date-time" : nameFormat(key, type);
  // An observed money object (`{amount, currency}`): money by its structure.
  if (type === "json" && moneyOf(value)) format = "money";
  if (!format && typeof value === "string")
    format = DATE.test(value) ? "date" : DATE_TIME.test(value) ? "date-time" : undefined;
  const column: Column = { key, label: humanize(key), type, declared: false };
  if (format) column.format = format;
  return column;
}

/**
 * Columns in the declared item schema's property order, then any observed keys the schema does
 * not declare (rows are shown completely). Without a schema, the observed rows decide; nested
 * objects and arrays are flagged `json`.
 */
export function deriveColumns(
  capability: Readonly<Capability>,
  collectionPath: string | undefined,
  rows: readonly JsonRecord[],
): Column[] {
  const columns: Column[] = [];
  const seen = new Set<string>();
  const schema = itemSchemaOf(capability, collectionPath);
  if (schema && isObject(schema.properties)) {
    for (const [key, prop] of Object.entries(schema.properties)) {
      columns.push(declaredColumn(key, prop));
      seen.add(key);
    }
  }
  const nullOnly = new Set<string>();
  for (const row of rows.slice(0, SAMPLE_ROWS)) {
    for (const [key, value] of Object.entries(row)) {
      if (seen.has(key)) continue;
      // The type is read from the first non-null value; a key that is always null still gets a column.
      if (value === null || value === undefined) {
        nullOnly.add(key);
        continue;
      }
      seen.add(key);
      nullOnly.delete(key);
      columns.push(fromValue(key, value));
    }
  }
  for (const key of nullOnly) columns.push(fromValue(key, null));
  // A declared number with no format whose values are Unix times under a date's name is a date.
  for (const column of columns) {
    if (!column.declared || column.format || (column.type !== "integer" && column.type !== "number"))
      continue;
    const sample = rows
      .slice(0, SAMPLE_ROWS)
      .map((r) => r[column.key])
      .filter((v) => v !== null && v !== undefined);
    if (sample.length > 0 && sample.every((v) => epochField(column.key, v))) column.format = "date-time";
  }
  const bounded = columns.slice(0, MAX_COLUMNS);
  const sampleOf = (key: string) =>
    rows
      .slice(0, SAMPLE_ROWS)
      .map((r) => r[key])
      .filter((v) => v !== null && v !== undefined);
  const props = schema && isObject(schema.properties) ? schema.properties : {};
  // A whole number that is a year by its values and its name or description (`born: 1606`,
  // `yearBuilt`, "Year the club was founded"): shown as written and never measured, as a year's name makes it.
  for (const column of bounded) {
    if (column.format || (column.type !== "integer" && column.type !== "number")) continue;
    const prop = nonNull(props[column.key]);
    const description = isObject(prop) ? prop.description : undefined;
    if (fieldRole(column.key, { values: sampleOf(column.key), description }) === "year")
      column.type = "string";
  }
  // A declared text with no format whose values are all dates (`incidentDate: "2025-09-16"`) is a date.
  for (const column of bounded) {
    if (!column.declared || column.format || column.type !== "string" || column.enum) continue;
    const sample = sampleOf(column.key);
    if (sample.length === 0 || !sample.every((v) => typeof v === "string")) continue;
    if (sample.every((v) => DATE.test(String(v)))) column.format = "date";
    else if (sample.every((v) => DATE_TIME.test(String(v)))) column.format = "date-time";
  }
  // An observed text column of enum codes (`WATER_DAMAGE`, `INDIVIDUAL`) reads as a status: shown
  // readable ("Water damage"), filtered and sorted by its raw value.
  for (const column of bounded) {
    if (column.declared || column.format || column.type !== "string" || fieldRole(column.key)) continue;
    const sample = sampleOf(column.key);
    if (sample.length > 0 && sample.every(enumCode)) column.format = "status";
  }
  const textKeys = bounded.filter((column) => column.type === "string").map((column) => column.key);
  const connectionMinor = capability.minorUnits === true;
  // Money only with a currency column beside it; otherwise the number is shown as a number.
  for (const column of bounded) {
    if (column.format !== "money") continue;
    const sample = sampleOf(column.key);
    // A money object carries its own currency; its amount field's schema and values decide its unit.
    if (column.type === "json") {
      const unit = moneyObjectUnit(props[column.key], sample, connectionMinor);
      if (unit === "minor") column.minorUnits = true;
      else if (unit === "major") column.minorUnits = undefined;
      continue;
    }
    // Minor units per field (`amountUnit`): the field's own schema, name and values, and the
    // connection's word only for an integer field — a decimal `price` beside `amount` cents stays whole.
    const unit = amountUnit(column.key, props[column.key], { connectionMinor, values: sample });
    const currencyKey = currencyFieldFor(textKeys, column.key);
    if (!currencyKey) column.format = undefined;
    else if (unit === "minor") {
      column.currencyKey = currencyKey;
      column.minorUnits = true;
    } else if (unit === undefined && minorUnitsLikely(sample, sampleOf(currencyKey))) {
      // Unit not stated and the amounts read as cents: the plain number, never a wrong figure.
      column.format = undefined;
      column.label = `${column.label} (unit not stated)`;
    } else column.currencyKey = currencyKey;
  }
  hideConstantDiscriminators(bounded, rows);
  hidePricingCurrencies(bounded);
  return bounded;
}

/**
 * A currency column whose codes every money column it prices already shows ("€ 1,949.99" beside
 * "Currency: eur") repeats them: hidden by default, kept in the rows and in the column menu. A currency
 * column that prices no shown amount (amounts in an unstated unit are plain numbers) stays shown.
 */
function hidePricingCurrencies(columns: Column[]): void {
  for (const column of columns) {
    if (column.hidden) continue;
    const prices = columns.some((c) => c.currencyKey === column.key && c.format === "money" && !c.hidden);
    if (prices && columns.filter((c) => !c.hidden).length > 1) column.hidden = true;
  }
}

/**
 * A type discriminator (`object`, `type`, `kind`, `resourceType`, … — `typeDiscriminator`) holding
 * the same value in every row says nothing a reader needs ("Object: invoice" on each line): hidden
 * by default, still stored with the rows and offered in the column menu. Never the only column shown.
 */
function hideConstantDiscriminators(columns: Column[], rows: readonly JsonRecord[]): void {
  if (rows.length === 0) return;
  for (const column of columns) {
    if (!typeDiscriminator(column.key) || column.type === "json") continue;
    const first = rows[0]?.[column.key];
    if (first === null || first === undefined || typeof first === "object") continue;
    if (!rows.every((r) => r[column.key] === first)) continue;
    if (columns.filter((c) => !c.hidden).length > 1) column.hidden = true;
  }
}

/** The schema of each field name in a capability's output, at any depth (first one found by name). */
function fieldSchemas(schema: unknown, into = new Map<string, unknown>(), depth = 0): Map<string, unknown> {
  if (depth > 8 || !isObject(schema)) return into;
  if (isObject(schema.properties))
    for (const [key, prop] of Object.entries(schema.properties)) {
      if (!into.has(key)) into.set(key, prop);
      fieldSchemas(prop, into, depth + 1);
    }
  for (const part of ["items", "anyOf", "oneOf", "allOf"] as const) {
    const sub = schema[part];
    for (const s of Array.isArray(sub) ? sub : [sub]) fieldSchemas(s, into, depth + 1);
  }
  return into;
}

/**
 * {@link fieldSchemas} of a capability's output schema: a snapshot's schemas are deep-frozen and the
 * same on every turn, so a frozen one is walked once (the map is shared: read-only). A schema built
 * for one call is walked afresh.
 */
function outputFieldSchemas(schema: unknown): ReadonlyMap<string, unknown> {
  if (!isObject(schema) || !Object.isFrozen(schema)) return fieldSchemas(schema);
  let known = fieldSchemasOfFrozen.get(schema);
  if (!known) {
    known = fieldSchemas(schema);
    fieldSchemasOfFrozen.set(schema, known);
  }
  return known;
}
const fieldSchemasOfFrozen = new WeakMap<object, ReadonlyMap<string, unknown>>();

/**
 * The money fields of one record (a record card: its own fields, nested objects and lists) whose
 * amounts are in minor units, each decided by its own schema, name and values (`amountUnit`) —
 * never the whole card because the connection says cents (issue 14).
 */
export function minorFieldsOf(capability: Readonly<Capability>, record: JsonRecord): string[] {
  const values = new Map<string, unknown[]>();
  const visit = (node: unknown, depth: number) => {
    if (depth > 3) return;
    if (Array.isArray(node)) {
      for (const item of node.slice(0, SAMPLE_ROWS)) visit(item, depth + 1);
      return;
    }
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const money = isObject(value) ? moneyOf(value) : undefined;
      if (typeof value === "number" || (typeof value === "string" && fieldRole(key) === "money"))
        values.set(key, [...(values.get(key) ?? []), value]);
      else if (money) values.set(key, [...(values.get(key) ?? []), value]);
      else visit(value, depth + 1);
    }
  };
  visit(record, 0);
  if (values.size === 0) return [];
  const schemas = outputFieldSchemas(capability.outputSchema);
  const connectionMinor = capability.minorUnits === true;
  const minor: string[] = [];
  for (const [key, sample] of values) {
    const unit = sample.some(isObject)
      ? moneyObjectUnit(schemas.get(key), sample, connectionMinor)
      : amountUnit(key, schemas.get(key), { connectionMinor, values: sample });
    if (unit === "minor") minor.push(key);
  }
  return minor;
}
