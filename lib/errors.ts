/**
 * One typed error list (CONVENTIONS.md #3): `type:surface` codes mapped to a status and a
 * user-facing message. Internal details are logged, never shown.
 */
export const ERRORS = {
  "unauthorized:auth": { status: 401, message: "Please sign in to continue." },
  "forbidden:admin": { status: 403, message: "This page is for tenant administrators." },
  "forbidden:tenant": { status: 403, message: "You do not have access to that workspace." },
  "forbidden:tool": { status: 403, message: "That tool is not available to you." },
  "not_found:conversation": { status: 404, message: "Conversation not found." },
  "not_found:artifact": { status: 404, message: "Table not found." },
  "not_found:selection": { status: 404, message: "Selection not found." },
  "not_found:connection": { status: 404, message: "Connection not found." },
  "not_found:report": { status: 404, message: "Shadow report not found." },
  "not_found:document": { status: 404, message: "That document is not in this project's knowledge base." },
  "not_found:choice": { status: 404, message: "That choice is no longer available. Ask again." },
  "not_found:tool": {
    status: 404,
    message: "That tool is not in the connection's catalog. Re-sync and try again.",
  },
  "conflict:connection": {
    status: 409,
    message: "A connection with that name already exists in this project.",
  },
  "conflict:gate": {
    status: 409,
    message: "The promotion gate is not all green. Force the promotion with a written reason.",
  },
  "bad_request:input": { status: 400, message: "The request was not valid." },
  "forbidden:origin": { status: 403, message: "This request came from another site." },
  "too_large:input": { status: 413, message: "The request is too large." },
  "bad_request:plan": { status: 400, message: "The plan was not valid." },
  "bad_request:openapi": { status: 400, message: "The OpenAPI document could not be read." },
  "conflict:selection": { status: 409, message: "Your selection changed in another tab." },
  "conflict:choice": {
    status: 409,
    message: "The selection changed since these choices were offered. Ask again to get choices for it.",
  },
  // Resume after a pick (issue 14 item 6): the selection is kept whatever happens to the question.
  "not_found:resume": { status: 404, message: "No question is waiting for this pick." },
  "bad_request:selection": { status: 400, message: "That row was not one of the offered matches." },
  "conflict:resume": {
    status: 409,
    message:
      "This question already continued with an earlier pick. Your selection is saved: ask about it to continue.",
  },
  "unavailable:connector": { status: 503, message: "A data source is not reachable right now." },
  // Limits (issue 13 item 3): the person's message is kept; these are the answer.
  "rate_limited:turns": {
    status: 429,
    message: "You are sending questions faster than allowed. Wait a moment, then ask again.",
  },
  "rate_limited:tenant": {
    status: 429,
    message: "Your workspace is answering as many questions as it can at once. Ask again in a moment.",
  },
  "limit:steps": {
    status: 422,
    message: "This question needed more planning steps than one turn allows, so it was stopped.",
  },
  "limit:calls": {
    status: 422,
    message: "This question needed more tool calls than one turn allows, so it was stopped.",
  },
  "limit:tokens": {
    status: 422,
    message: "This question used more of the model's tokens than one turn allows, so it was stopped.",
  },
  "internal:server": { status: 500, message: "Something went wrong on our side." },
} as const;

export type ErrorCode = keyof typeof ERRORS;

/** An error as a tool call reports it (evidence, connectors): a code and a message. */
export interface NormalizedError {
  code: string; // `unavailable:connector`, `bad_request:arguments`, `forbidden:tool`, …
  message: string;
}

/** A turn stopped by one of its caps (lib/agent/turn-limits.ts): not retryable as asked. */
export const isTurnLimitCode = (code: string): code is ErrorCode & `limit:${string}` =>
  code.startsWith("limit:") && code in ERRORS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Set only when the detail was written for the person (a form message), never for internals. */
  private readonly safeDetail?: string;
  constructor(code: ErrorCode, detail?: string, opts: { public?: boolean } = {}) {
    super(detail ?? ERRORS[code].message);
    this.code = code;
    this.status = ERRORS[code].status;
    if (opts.public && detail) this.safeDetail = detail;
  }
  /** The message a person may see: never an internal detail. */
  get publicMessage(): string {
    return this.safeDetail ?? ERRORS[this.code].message;
  }
}

/** An error whose message is written for the person who made the request. */
export function userError(code: ErrorCode, message?: string): AppError {
  return new AppError(code, message, { public: true });
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}

export function toPublic(e: unknown): { code: ErrorCode; message: string } {
  if (isAppError(e)) return { code: e.code, message: e.publicMessage };
  console.error("[tabletalk] unexpected error", e);
  return { code: "internal:server", message: ERRORS["internal:server"].message };
}
