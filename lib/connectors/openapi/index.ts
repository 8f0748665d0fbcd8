/** Public surface of the OpenAPI connector (CONVENTIONS.md §5: other folders import only this). */
export { hasPathPrefix, isAllowed, isEmptyAllowList } from "./allow-list";
export { canonicalJson, sha256Hex } from "./canonical";
export { isOpenApiError, OPENAPI_ERROR_CODES, OpenApiError, type OpenApiErrorCode } from "./errors";
export { type ExecuteOptions, executeOperation } from "./execute";
export { type FetchDocumentOptions, fetchOpenApiDocument } from "./fetch-document";
export { type ImportOptions, type ImportResult, importOpenApi, tryImportOpenApi } from "./import";
export {
  IMPORT_LIMITS,
  ImportLimitError,
  type ImportLimitName,
  type ImportLimits,
  isImportLimitError,
} from "./limits";
export { type MaterializeOptions, materialize } from "./materialize";
export { sanitizeText } from "./sanitize";
export { truncateJson } from "./truncate";
export type {
  AllowList,
  HttpMethod,
  MaterializedOperation,
  OpenApiSource,
  OperationCard,
  OperationEntry,
  OperationParam,
} from "./types";
