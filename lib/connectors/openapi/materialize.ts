import type { JsonSchema } from "@/lib/capabilities/types";
import { OpenApiError } from "./errors";
import { toJsonSchema } from "./json-schema";
import { ConversionBudget, type ImportLimits } from "./limits";
import { jsonRequestBody, successResponse } from "./media";
import { sanitizeText } from "./sanitize";
import type { MaterializedOperation, OpenApiSource, OperationEntry } from "./types";

export interface MaterializeOptions {
  /** Output schemas are shrunk (shallower nesting) until they fit, to respect the planner's budget. */
  maxOutputBytes?: number;
  maxDepth?: number;
  /** Work bounds of each conversion (limits.ts); exceeding one throws an ImportLimitError. */
  limits?: Partial<ImportLimits>;
}

const DEFAULTS = { maxOutputBytes: 12_288, maxDepth: 6 };
const DESCRIPTION_CHARS = 160;

/**
 * Full tool schemas for ONE allow-listed operation, built on first use and cached on the source.
 * `source.materialized.size` is the number ever built, which lets callers and tests prove a broad
 * document is never materialized wholesale (DESIGN.md §3).
 */
export function materialize(
  source: OpenApiSource,
  operationId: string,
  options: MaterializeOptions = {},
): MaterializedOperation {
  const cached = source.materialized.get(operationId);
  if (cached) return cached;
  const entry = source.operations.get(operationId);
  if (!entry)
    throw new OpenApiError("not_found:operation", `Operation "${operationId}" is not indexed in this source`);
  const opts = { ...DEFAULTS, ...options };

  const diagnostics: string[] = [];
  const inputSchema = buildInputSchema(
    entry,
    source.dialect,
    opts.maxDepth,
    diagnostics,
    ConversionBudget.forOperation(operationId, opts.limits),
  );
  const outputSchema = buildOutputSchema(entry, source.dialect, opts, diagnostics);
  const built: MaterializedOperation = {
    operationId,
    method: entry.method.toUpperCase() as MaterializedOperation["method"],
    path: entry.path,
    inputSchema,
    outputSchema,
    bytes: byteLength(inputSchema) + (outputSchema ? byteLength(outputSchema) : 0),
    diagnostics,
  };
  source.materialized.set(operationId, built);
  return built;
}

/**
 * Checks, without building or caching anything, that materializing `entry` stays within the work
 * bounds: its input schemas (one budget for all of them) and its output schema at the first, least
 * compact step of the ladder (every later step does less work). Throws an ImportLimitError.
 */
export function checkMaterializable(
  entry: OperationEntry,
  dialect: "3.0" | "3.1",
  limits: Partial<ImportLimits> = {},
): void {
  buildInputSchema(
    entry,
    dialect,
    DEFAULTS.maxDepth,
    [],
    ConversionBudget.forOperation(entry.operationId, limits),
  );
  const success = successResponse(entry.operation);
  if (success?.schema)
    toJsonSchema(success.schema, {
      dialect,
      maxDepth: DEFAULTS.maxDepth,
      descriptionChars: DESCRIPTION_CHARS,
      budget: ConversionBudget.forOperation(entry.operationId, limits),
    });
}

/**
 * Path and query parameters become properties; header and cookie parameters are excluded because
 * the model never sets a header (DESIGN.md §3). A JSON request body becomes `body`.
 */
function buildInputSchema(
  entry: OperationEntry,
  dialect: "3.0" | "3.1",
  maxDepth: number,
  diagnostics: string[],
  budget: ConversionBudget,
): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const ordered = [...entry.params].sort((a, b) => rank(a.in) - rank(b.in));
  for (const param of ordered) {
    if (param.in !== "path" && param.in !== "query") continue;
    if (properties[param.name]) {
      diagnostics.push(`${param.in} parameter "${param.name}" shadowed by a path parameter of the same name`);
      continue;
    }
    const converted = toJsonSchema(param.schema, {
      dialect,
      maxDepth,
      descriptionChars: DESCRIPTION_CHARS,
      budget,
    });
    diagnostics.push(...converted.diagnostics);
    const schema = { ...converted.schema };
    const description = sanitizeText(param.description, DESCRIPTION_CHARS);
    if (schema.description === undefined && description) schema.description = description;
    // An empty path segment would change which resource the URL names.
    if (param.in === "path" && (schema.type === "string" || schema.type === undefined)) {
      schema.type = "string";
      schema.minLength = Math.max(1, typeof schema.minLength === "number" ? schema.minLength : 1);
    }
    properties[param.name] = schema;
    if (param.required) required.push(param.name);
  }
  const body = jsonRequestBody(entry.operation);
  if (body && !properties.body) {
    const converted = toJsonSchema(body.schema, {
      dialect,
      maxDepth,
      descriptionChars: DESCRIPTION_CHARS,
      budget,
    });
    diagnostics.push(...converted.diagnostics);
    properties.body = converted.schema;
    if (body.required) required.push("body");
  } else if (body) {
    diagnostics.push(`request body not exposed: a parameter is already named "body"`);
  }
  const schema: JsonSchema = { type: "object", properties, additionalProperties: false };
  if (required.length > 0) schema.required = required;
  return schema;
}

function rank(location: string): number {
  return location === "path" ? 0 : 1;
}

function buildOutputSchema(
  entry: OperationEntry,
  dialect: "3.0" | "3.1",
  opts: typeof DEFAULTS & Pick<MaterializeOptions, "limits">,
  diagnostics: string[],
): JsonSchema | undefined {
  // Each step of the ladder is one conversion with its own budget.
  const budget = () => ConversionBudget.forOperation(entry.operationId, opts.limits);
  const success = successResponse(entry.operation);
  if (!success?.schema) return undefined;
  // Shrink step by step until the schema fits: first drop annotations, then nesting depth.
  const ladder = [
    { maxDepth: opts.maxDepth, descriptionChars: DESCRIPTION_CHARS, compact: false },
    { maxDepth: opts.maxDepth, descriptionChars: 0, compact: true },
    ...[4, 3, 2, 1, 0]
      .filter((d) => d < opts.maxDepth)
      .map((d) => ({ maxDepth: d, descriptionChars: 0, compact: true })),
  ];
  let result = toJsonSchema(success.schema, { dialect, ...ladder[0], budget: budget() });
  for (const step of ladder.slice(1)) {
    if (byteLength(result.schema) <= opts.maxOutputBytes) break;
    result = toJsonSchema(success.schema, { dialect, ...step, budget: budget() });
    result.diagnostics.push(
      `output schema compacted (depth ${step.maxDepth}, no annotations) to fit ${opts.maxOutputBytes} bytes`,
    );
  }
  diagnostics.push(...result.diagnostics);
  const bytes = byteLength(result.schema);
  if (bytes > opts.maxOutputBytes)
    diagnostics.push(`output schema is ${bytes} bytes even at its most compact`);
  return result.schema;
}

function byteLength(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value));
}
