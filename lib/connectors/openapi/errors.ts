/**
 * Typed errors of the OpenAPI connector. Codes follow the project-wide `type:surface` form
 * (CONVENTIONS.md §3), each one of `lib/errors.ts`'s vocabulary (its status and user-facing message).
 */
import type { Code } from "@/lib/errors";

export const OPENAPI_ERROR_CODES = [
  "bad_request:openapi",
  "not_found:operation",
  "bad_request:arguments",
  "forbidden:tool",
  "unavailable:connector",
  /** The turn was cancelled or ran out of time (TURN_TIMEOUT_MS) while the request was open. */
  "cancelled:connector",
  "upstream:malformed",
  "upstream:too_large",
] as const satisfies readonly Code[];

/** `upstream:http_<status>` is open-ended, so it is typed as a template literal. */
export type OpenApiErrorCode = (typeof OPENAPI_ERROR_CODES)[number] | `upstream:http_${number}`;

export class OpenApiError extends Error {
  readonly code: OpenApiErrorCode;

  constructor(code: OpenApiErrorCode, message: string) {
    super(message);
    this.name = "OpenApiError";
    this.code = code;
  }
}

export function isOpenApiError(error: unknown): error is OpenApiError {
  return error instanceof OpenApiError;
}
