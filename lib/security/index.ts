export { canonicalJson } from "./canonical-json";
export { canonicalHash, sha256 } from "./hash";
export {
  describeJsonBounds,
  exceedsJsonBounds,
  type JsonBounds,
  type JsonBoundsExceeded,
} from "./json-bounds";
export { boundJson, jsonBytes } from "./limits";
export {
  DEFAULT_MAX_BYTES,
  isSensitiveKey,
  luhnValid,
  MASK,
  type MaskOptions,
  type MaskReport,
  maskPayload,
  maskSensitive,
  TRUNCATED_KEY,
} from "./mask";
export { sanitizeDescription, stripInvisible } from "./sanitize";
export {
  formatSchemaErrors,
  mcpJsonSchemaValidator,
  SCHEMA_BOUNDS,
  type SchemaError,
  schemaProblem,
  type Validator,
  type ValidatorResult,
  validator,
} from "./validator";
