import type { DigestIndex } from "./digest";
import { jsonRequestBody, successResponse } from "./media";
import { sanitizeText } from "./sanitize";
import { type OperationCard, type OperationEntry, READ_ONLY_METHODS } from "./types";

/**
 * Builds the cheap index card of one allow-listed operation. No schema is converted here:
 * cards are built for every indexed operation, full schemas only for selected ones
 * (DESIGN.md §3: broad sources are indexed as lightweight operation cards).
 */
export function buildCard(entry: OperationEntry, digests: DigestIndex): OperationCard {
  const { operation } = entry;
  const card: OperationCard = {
    operationId: entry.operationId,
    method: entry.method.toUpperCase() as OperationCard["method"],
    path: entry.path,
    summary: summaryOf(entry),
    readOnly: READ_ONLY_METHODS.includes(entry.method),
    inputFields: inputFieldsOf(entry),
    returns: returnsOf(operation),
    schemaDigest: digests.operationDigest(entry.path, entry.method),
  };
  const enums = inputEnumsOf(entry);
  if (enums) card.inputEnums = enums;
  if (entry.tags[0] !== undefined) card.tag = sanitizeText(entry.tags[0], 60);
  if (operation.deprecated === true) card.deprecated = true;
  return card;
}

function summaryOf(entry: OperationEntry): string {
  const { summary, description } = entry.operation;
  const text =
    sanitizeText(summary) ||
    sanitizeText(typeof description === "string" ? description.split(/\n\s*\n/)[0] : "");
  return text || `${entry.method.toUpperCase()} ${entry.path}`;
}

/** Model-settable inputs only: header and cookie parameters are filled server-side, never by the model. */
export function inputFieldsOf(entry: OperationEntry): string[] {
  const fields = entry.params
    .filter((p) => p.in === "path" || p.in === "query")
    .map((p) => (p.required ? `${p.name}*` : p.name));
  const body = jsonRequestBody(entry.operation);
  if (body) fields.push(body.required ? "body*" : "body");
  return fields;
}

/** At most this many declared values per parameter, each at most ENUM_VALUE_MAX_CHARS, on a card. */
export const ENUM_VALUES_MAX = 40;
const ENUM_VALUE_MAX_CHARS = 60;

/**
 * The declared string values (`enum`) of each path and query parameter, bounded; a value sanitizing would change is left out (the light schema must accept what
 * the API accepts). Undefined when no parameter declares any.
 */
export function inputEnumsOf(entry: OperationEntry): Record<string, string[]> | undefined {
  const out: Record<string, string[]> = {};
  for (const p of entry.params) {
    if (p.in !== "path" && p.in !== "query") continue;
    const declared: unknown[] = Array.isArray(p.schema.enum) ? p.schema.enum : [];
    const values = [
      ...new Set(
        declared
          .filter((v): v is string => typeof v === "string" && v !== "")
          .filter((v) => sanitizeText(v, ENUM_VALUE_MAX_CHARS) === v),
      ),
    ].slice(0, ENUM_VALUES_MAX);
    if (values.length > 0 && !Object.hasOwn(out, p.name))
      Object.defineProperty(out, p.name, {
        value: values,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function returnsOf(operation: Record<string, unknown>): OperationCard["returns"] {
  const success = successResponse(operation);
  if (!success) return "unknown";
  const schema = success.schema;
  if (!schema) return "none";
  // 3.1 allows `type: ["array", "null"]`.
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes("array") || schema.items !== undefined) return "array";
  if (types.includes("object") || schema.properties !== undefined || Array.isArray(schema.allOf))
    return "object";
  return "unknown";
}
