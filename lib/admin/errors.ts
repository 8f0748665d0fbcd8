/**
 * Admin-surface failures. They extend AppError so lib/action-result.ts treats them as expected
 * (no "unexpected error" log); `adminAction` then returns their precise code and message. The
 * shared list in lib/errors.ts has no `not_found:report` / `not_found:tool` / `conflict:gate` yet.
 */
import { AppError } from "@/lib/errors";

export const ADMIN_ERRORS = {
  "not_found:connection": "Connection not found.",
  "not_found:report": "Shadow report not found.",
  "not_found:tool": "That tool is not in the connection's catalog. Re-sync and try again.",
  "conflict:connection": "A connection with that name already exists in this project.",
  "conflict:gate": "The promotion gate is not all green. Force the promotion with a written reason.",
  "invalid:openapi": "The OpenAPI document could not be read.",
  "invalid:input": "The request was not valid.",
} as const;

export type AdminErrorCode = keyof typeof ADMIN_ERRORS;

export class AdminError extends AppError {
  readonly adminCode: AdminErrorCode;
  /** Safe to show: written for the admin, never an internal detail. */
  readonly adminMessage: string;
  constructor(code: AdminErrorCode, message?: string) {
    super("bad_request:input", message ?? ADMIN_ERRORS[code]);
    this.adminCode = code;
    this.adminMessage = message ?? ADMIN_ERRORS[code];
  }
  /** `invalid:*` codes are the admin's input (a form message), the rest are failures. */
  get isInvalidData(): boolean {
    return this.adminCode.startsWith("invalid:");
  }
}
