/**
 * Roles of a capability's input parameters, read from the schema only (names, types, formats,
 * patterns, enums, `x-entity`): which one takes free text, a limit, a date bound, an email, a sort
 * order, or the id of some entity. This is what keeps the builtin planner generic over tools.
 */
import type { Capability, JsonSchema } from "../../capabilities/types";
import { propertiesOf, requiredOf } from "../clean-args";
import { identifierWords, singular } from "./text";

export interface SortOption {
  value: string;
  field: "date" | "amount" | "other";
  dir: "asc" | "desc";
}

export interface ParamInfo {
  name: string;
  schema: JsonSchema;
  required: boolean;
  words: string[];
  /** The entity whose identifier this parameter takes (`customer_id` → customer, `id` → own entity). */
  entity?: string;
  pattern?: RegExp;
  freeText?: "primary" | "secondary";
  limit?: { min?: number; max?: number };
  date?: "from" | "to" | "on";
  dateTime?: boolean;
  email?: boolean;
  enumValues?: string[];
  sort?: SortOption[];
}

const FREE_PRIMARY = new Set([
  "query",
  "q",
  "search",
  "text",
  "keyword",
  "term",
  "search_term",
  "searchterm",
  "filter",
]);
const FREE_SECONDARY = new Set(["name", "title", "fullname", "full_name"]);
const LIMIT = /^(limit|max_?results|per_?page|page_?size|size|top|max|first|count_?limit)$/i;
const FROM = new Set(["from", "since", "start", "after", "min", "gte", "begin"]);
const TO = new Set(["to", "until", "end", "before", "max", "lte"]);
const DATEISH = new Set(["date", "day", "time", "created", "updated", "at", "on", "since", "until"]);
const DATE_FIELD = new Set(["date", "created", "time", "day", "updated", "recent", "newest", "at"]);
const AMOUNT_FIELD = new Set(["total", "amount", "price", "value", "cost", "spend", "revenue", "sum"]);

function sortOptions(values: string[]): SortOption[] | undefined {
  const out: SortOption[] = [];
  for (const value of values) {
    const m = /^(-)?([A-Za-z_ ]+?)(?:[_ \-:.](asc|desc|ascending|descending))?$/i.exec(value);
    if (!m || (!m[1] && !m[3])) continue;
    const dir = m[1] || /^desc/i.test(m[3] ?? "") ? "desc" : "asc";
    const words = identifierWords(m[2]);
    const field = words.some((w) => DATE_FIELD.has(w))
      ? "date"
      : words.some((w) => AMOUNT_FIELD.has(w))
        ? "amount"
        : "other";
    out.push({ value, field, dir });
  }
  return out.length > 0 ? out : undefined;
}

function compilePattern(p: unknown): RegExp | undefined {
  if (typeof p !== "string" || p.length > 200) return undefined;
  try {
    return new RegExp(p, "u");
  } catch {
    return undefined;
  }
}

export function paramInfos(cap: Capability): ParamInfo[] {
  const required = new Set(requiredOf(cap.inputSchema));
  const own = singular(cap.entity);
  return Object.entries(propertiesOf(cap.inputSchema)).map(([name, schema]) => {
    const words = identifierWords(name);
    const type = schema.type;
    const numeric = type === "integer" || type === "number";
    const info: ParamInfo = {
      name,
      schema,
      required: required.has(name),
      words,
      pattern: compilePattern(schema.pattern),
    };
    const xEntity = schema["x-entity"];
    if (typeof xEntity === "string") info.entity = singular(xEntity);
    else if (words.length === 1 && words[0] === "id") info.entity = own;
    else if (words.length >= 2 && words[words.length - 1] === "id")
      info.entity = words.slice(0, -1).join(" ");
    if (FREE_PRIMARY.has(name.toLowerCase())) info.freeText = "primary";
    else if (FREE_SECONDARY.has(name.toLowerCase()) && type !== "integer") info.freeText = "secondary";
    if (numeric && LIMIT.test(name)) {
      info.limit = { min: schema.minimum as number | undefined, max: schema.maximum as number | undefined };
    }
    const format = typeof schema.format === "string" ? schema.format : "";
    if (
      format === "date" ||
      format === "date-time" ||
      (type === "string" && words.some((w) => DATEISH.has(w)))
    ) {
      info.date = words.some((w) => FROM.has(w))
        ? "from"
        : words.some((w) => TO.has(w))
          ? "to"
          : format
            ? "on"
            : undefined;
      info.dateTime = format === "date-time";
    }
    info.email = format === "email" || words.includes("email");
    const values = Array.isArray(schema.enum)
      ? schema.enum.filter((v): v is string => typeof v === "string")
      : undefined;
    if (values?.length) {
      const sort = words.some((w) => w === "sort" || w === "order" || w === "orderby")
        ? sortOptions(values)
        : undefined;
      if (sort) info.sort = sort;
      else info.enumValues = values;
    }
    return info;
  });
}

/** Identifier formats known from any candidate: a pattern on an entity's id parameter. */
export interface IdFormat {
  entity: string;
  pattern: RegExp;
}

export function idFormats(caps: readonly Capability[]): IdFormat[] {
  return caps.flatMap((cap) =>
    paramInfos(cap).flatMap((p) => (p.entity && p.pattern ? [{ entity: p.entity, pattern: p.pattern }] : [])),
  );
}
