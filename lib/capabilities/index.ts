export { schemaAtPath } from "@/lib/semantics/schema-walk";
export { type CatalogConnection, deriveConnectionCapabilities } from "./derive-connection";
export {
  deriveKbCapability,
  KB_CAPABILITY_ID,
  KB_FAMILY,
  KB_INPUT_SCHEMA,
  KB_OUTPUT_SCHEMA,
} from "./derive-kb";
export {
  deriveMcpCapabilities,
  MCP_TOOL_BOUNDS,
  type McpConnectionRef,
  type McpToolDefinition,
  mcpCapabilityId,
  mcpDefinitionHash,
  mcpFamily,
  mcpToolProblem,
  wrappedArguments,
} from "./derive-mcp";
export {
  apiCapabilityId,
  apiDefinitionHash,
  apiFamily,
  deriveOpenApiCapabilities,
  LIGHT_SCHEMA_DIAGNOSTIC,
  lightInputSchema,
  type MaterializedOperation,
  type OpenApiOperationCard,
  type OpenApiSourceRef,
} from "./derive-openapi";
export {
  type CapabilityHint,
  HINT_FIELDS,
  HINT_META_KEY,
  HINT_SCHEMA,
  type HintReading,
  readHint,
} from "./hint";
export {
  type InferredShape,
  inferCollectionPath,
  inferFromName,
  inferIdentityFields,
  inferShape,
  itemSchemaOf,
  nameNouns,
  RUNTIME_SHAPE_DIAGNOSTIC,
} from "./infer";
export { mcpToolSchema, readToolListing } from "./mcp-listing";
export {
  type ApprovalStatus,
  type Classification,
  decideMcpEligibility,
  decideOpenApiEligibility,
  type McpToolAnnotations,
  type PolicyDecision,
  type PolicyStatus,
  REASON,
  type ToolApproval,
} from "./policy";
export { sanitizeSchemaText } from "./schema-text";
export { deepFreeze, eligibleCapabilities, findCapability, freezeSnapshot } from "./snapshot";
export * from "./types";
