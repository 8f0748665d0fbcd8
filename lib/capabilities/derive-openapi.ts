/**
 * OpenAPI operation index cards → Capabilities (DESIGN.md §3 "Routing and budgets"): broad sources
 * are indexed as lightweight cards; the full tool schema is materialized only for operations that
 * are selected. `materialize(operationId)` returns the full schemas when the caller has (or wants)
 * them; otherwise the capability carries a *light* input schema built from the card's field names,
 * marked `schemaState: "light"`. Light schemas are for routing and cards only: the planner and the
 * plan validator must ask for the materialized schema of a selected operation.
 *
 * The card includes `schemaDigest` (a fingerprint of the full operation), so the definition hash —
 * sha256 of the card's canonical JSON — changes whenever the operation's schema does, whether or not
 * it has been materialized.
 */
import { canonicalHash, sanitizeDescription, schemaProblem } from "@/lib/security";
import { isObject, plainInputSchema } from "@/lib/semantics/schema-walk";
import { identifierParts, singular } from "@/lib/semantics/words";
import { inferFromName, inferShape, RUNTIME_SHAPE_DIAGNOSTIC } from "./infer";
import { decideOpenApiEligibility, type ToolApproval } from "./policy";
import {
  MAX_INPUT_SCHEMA_BYTES,
  MAX_INPUT_SCHEMA_TEXT,
  MAX_OUTPUT_SCHEMA_BYTES,
  sanitizeSchemaText,
  schemaBytes,
} from "./schema-text";
import type { Capability, JsonSchema, Operation } from "./types";

/** Lightweight index entry of one OpenAPI operation (written by lib/connectors/openapi). */
export interface OpenApiOperationCard {
  operationId: string;
  method: string;
  path: string;
  tag?: string;
  summary: string;
  readOnly: boolean;
  /** Parameter and body field names; a trailing `*` marks a required field. */
  inputFields: string[];
  /** Declared values of inputs, by field name (see OperationCard.inputEnums): read by routing. */
  inputEnums?: Record<string, string[]>;
  schemaDigest: string;
}

export interface MaterializedOperation {
  inputSchema: JsonSchema;
  outputSchema?: JsonSchema;
}

export interface OpenApiSourceRef {
  id?: string;
  slug: string;
}

const OPERATION_ID = /^[A-Za-z0-9_./-]{1,128}$/;
export const LIGHT_SCHEMA_DIAGNOSTIC =
  "light input schema from the operation index; the full schema is materialized when the operation is selected";

export function apiFamily(slug: string): string {
  return `api:${slug}`;
}

export function apiCapabilityId(slug: string, operationId: string): string {
  return `api:${slug}/${operationId}`;
}

export function apiDefinitionHash(card: OpenApiOperationCard): string {
  // The declared values are read from the operation `schemaDigest` already covers: an approval
  // given before cards carried them stays valid.
  const { inputEnums: _, ...hashed } = card;
  return canonicalHash(hashed);
}

/** Names of `{param}` segments of a path template: always required. */
function pathParams(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
}

/**
 * Input schema from field names alone: each field accepts any JSON value, or one of its declared
 * values when the card carries them (`inputEnums`); path parameters and `*`-marked fields are
 * required; unknown fields are rejected.
 */
export function lightInputSchema(
  card: Pick<OpenApiOperationCard, "inputFields" | "path" | "inputEnums">,
): JsonSchema {
  const required = new Set(pathParams(card.path));
  const properties: Record<string, JsonSchema> = {};
  for (const raw of card.inputFields) {
    const name = raw.endsWith("*") ? raw.slice(0, -1) : raw;
    if (!name) continue;
    if (raw.endsWith("*")) required.add(name);
    const values =
      card.inputEnums && Object.hasOwn(card.inputEnums, name) ? card.inputEnums[name] : undefined;
    Object.defineProperty(properties, name, {
      value: Array.isArray(values) && values.length > 0 ? { enum: [...values] } : {},
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  for (const name of required) {
    if (!Object.hasOwn(properties, name)) {
      Object.defineProperty(properties, name, {
        value: { type: "string" },
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return {
    type: "object",
    properties,
    ...(required.size > 0 ? { required: [...required].sort() } : {}),
    additionalProperties: false,
  };
}

/**
 * The schemas of an OpenAPI document (3.x or Swagger 2), each a node `minorUnitsStated` can read:
 * the named component schemas, and each operation's parameters (as an object of their names —
 * a parameter's description is its schema's), request bodies and responses. `$ref`s are not
 * followed: what they point at is a component, read once. The light cards of a large document
 * carry field names only; this is how their connection's money unit is read all the same.
 */
export function documentSchemas(document: unknown): unknown[] {
  if (!isObject(document)) return [];
  const out: unknown[] = [];
  const values = (v: unknown) => (isObject(v) ? Object.values(v) : []);
  const components = isObject(document.components) ? document.components : {};
  // Keyed by their names, so a component that is itself an amount (`Amount`: "in cents") counts.
  for (const named of [components.schemas, document.definitions])
    if (isObject(named)) out.push({ type: "object", properties: named });
  const parameter = (p: unknown) => {
    if (!isObject(p) || typeof p.name !== "string") return;
    const schema = isObject(p.schema) ? p.schema : p;
    const description = typeof p.description === "string" ? p.description : schema.description;
    out.push({ type: "object", properties: { [p.name]: { ...schema, description } } });
  };
  const content = (c: unknown) => {
    if (!isObject(c)) return;
    if (isObject(c.schema)) out.push(c.schema);
    for (const media of values(c.content)) if (isObject(media)) out.push(media.schema);
  };
  for (const p of values(components.parameters)) parameter(p);
  for (const p of values(document.parameters)) parameter(p);
  for (const item of values(document.paths)) {
    if (!isObject(item)) continue;
    for (const op of [item, ...Object.values(item)]) {
      if (!isObject(op)) continue;
      if (Array.isArray(op.parameters)) for (const p of op.parameters) parameter(p);
      content(op.requestBody);
      for (const r of values(op.responses)) content(r);
    }
  }
  return out;
}

/** `/shipments/{id}` → shipment/get; `/warehouses` → warehouse/list. */
function fromPath(path: string): { entity?: string; operation: Operation } {
  const segments = path.split("/").filter(Boolean);
  const endsWithParam = /^\{.+\}$/.test(segments[segments.length - 1] ?? "");
  const literal = segments.filter((s) => !/^\{.+\}$/.test(s));
  const last = literal[literal.length - 1];
  const words = last ? identifierParts(last) : [];
  const noun = words[words.length - 1];
  return { entity: noun ? singular(noun) : undefined, operation: endsWithParam ? "get" : "list" };
}

export function deriveOpenApiCapabilities(input: {
  source: OpenApiSourceRef;
  cards: readonly OpenApiOperationCard[];
  materialize?: (operationId: string) => MaterializedOperation | undefined;
  approvals?: ReadonlyMap<string, ToolApproval>;
}): Capability[] {
  const seen = new Set<string>();
  const out: Capability[] = [];
  for (const card of input.cards) {
    if (seen.has(card.operationId)) {
      const kept = out.find((c) => c.localName === card.operationId);
      if (kept)
        kept.diagnostics = [
          ...(kept.diagnostics ?? []),
          `duplicate operationId "${card.operationId}": later operation ignored`,
        ];
      continue;
    }
    seen.add(card.operationId);
    out.push(deriveOne(input.source, card, input.materialize, input.approvals?.get(card.operationId)));
  }
  return out;
}

function deriveOne(
  source: OpenApiSourceRef,
  card: OpenApiOperationCard,
  materialize: ((operationId: string) => MaterializedOperation | undefined) | undefined,
  approval: ToolApproval | undefined,
): Capability {
  const diagnostics: string[] = [];
  const definitionHash = apiDefinitionHash(card);
  const validId = OPERATION_ID.test(card.operationId);
  const localName = validId ? card.operationId : `invalid-operation-${definitionHash.slice(0, 12)}`;
  const policy = decideOpenApiEligibility({
    method: card.method,
    readOnly: card.readOnly,
    approval,
    definitionHash,
  });
  let eligible = policy.eligible;
  let exclusionReason = policy.exclusionReason;
  diagnostics.push(...policy.notes.map((note) => `policy: ${note}`));
  if (!validId && eligible) [eligible, exclusionReason] = [false, "invalid operationId"];

  const full = materialize?.(card.operationId);
  let inputSchema = lightInputSchema(card);
  let outputSchema: JsonSchema | undefined;
  let schemaState: "full" | "light" = "light";
  if (full && isObject(full.inputSchema) && schemaBytes(full.inputSchema) <= MAX_INPUT_SCHEMA_BYTES) {
    inputSchema = plainInputSchema(sanitizeSchemaText(full.inputSchema, MAX_INPUT_SCHEMA_TEXT));
    schemaState = "full";
    if (isObject(full.outputSchema) && schemaBytes(full.outputSchema) <= MAX_OUTPUT_SCHEMA_BYTES) {
      outputSchema = sanitizeSchemaText(full.outputSchema);
    } else if (full.outputSchema !== undefined) {
      diagnostics.push("materialized output schema unusable or too large; ignored");
    }
  } else {
    if (full) diagnostics.push("materialized input schema unusable or too large; light schema kept");
    diagnostics.push(LIGHT_SCHEMA_DIAGNOSTIC);
  }
  const problem = schemaProblem(inputSchema);
  if (problem && eligible) [eligible, exclusionReason] = [false, `input schema unusable: ${problem}`];

  const named = inferFromName(card.operationId);
  const pathShape = fromPath(card.path);
  const shape = inferShape({
    name: card.operationId,
    inputSchema,
    outputSchema,
    entity:
      named.entity ??
      pathShape.entity ??
      (card.tag ? singular(identifierParts(card.tag).pop() ?? "") : undefined),
    operation: named.operation ?? pathShape.operation,
  });
  diagnostics.push(...shape.diagnostics);
  if (schemaState === "full" && !policy.mutative && !outputSchema && shape.collectionPath === undefined) {
    diagnostics.push(RUNTIME_SHAPE_DIAGNOSTIC);
  }

  const capability: Capability = {
    id: apiCapabilityId(source.slug, localName),
    family: apiFamily(source.slug),
    sourceKind: "api",
    sourceId: source.slug,
    localName,
    entity: shape.entity,
    operation: shape.operation,
    inputSchema,
    identityFields: shape.identityFields,
    nextTools: [],
    readOnly: policy.readOnly,
    risk: policy.risk,
    eligible,
    definitionHash,
    description: sanitizeDescription(card.summary),
    schemaState,
  };
  if (outputSchema) capability.outputSchema = outputSchema;
  if (shape.collectionPath !== undefined) capability.collectionPath = shape.collectionPath;
  if (!eligible) capability.exclusionReason = exclusionReason ?? "excluded";
  if (card.tag) capability.intentTags = [sanitizeDescription(card.tag, 64).toLowerCase()].filter(Boolean);
  if (diagnostics.length > 0) capability.diagnostics = diagnostics;
  return capability;
}
