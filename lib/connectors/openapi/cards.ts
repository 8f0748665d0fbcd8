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
