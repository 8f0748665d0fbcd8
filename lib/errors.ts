/**
 * One typed error list (CONVENTIONS.md #3): `type:surface` codes mapped to a status and a
 * user-facing message — for actions and routes (AppError, toPublic) and for tool calls (connectors,
 * the executor, the turn's answer: `answer`). Internal details are logged, never shown; a detail is
 * shown only when it was written for the person (userError).
 */

/** How a turn's answer states a failed tool call. */
interface Answer {
  message: string;
  retryable: boolean;
}
const REJECTED: Answer = { message: "A data source rejected the request.", retryable: false };

export const ERRORS = {
  "unauthorized:auth": { status: 401, message: "Please sign in to continue." },
  "forbidden:admin": { status: 403, message: "This page is for tenant administrators." },
  "forbidden:tenant": { status: 403, message: "You do not have access to that workspace." },
  "forbidden:tool": {
    status: 403,
    message: "That tool is not available to you.",
    answer: { message: "A tool needed for this answer is not available to you.", retryable: false },
  },
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
  "conflict:named_change": {
    status: 409,
    message:
      "This tool's name says it changes data. Check that it only reads, then confirm to approve it as read.",
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
  // The pick's plan no longer validates (a tool it needs changed or went away): nothing ran.
  "conflict:stale_resume": {
    status: 409,
    message:
      "This question can no longer continue as it was asked: a tool it needs has changed or is no longer available, so nothing was run. Your selection is saved: ask the question again.",
  },
  "conflict:resuming": {
    status: 409,
    message: "This question is already continuing with your pick. Its answer will appear here.",
  },
  "unavailable:connector": {
    status: 503,
    message: "A data source is not reachable right now.",
    answer: { message: "A data source did not respond. Try again in a moment.", retryable: true },
  },
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
  // Tool calls: what connectors and the executor report in evidence (lib/execution/evidence.ts).
  "bad_request:arguments": { status: 400, message: "A data source rejected the request.", answer: REJECTED },
  "bad_request:reference": {
    status: 400,
    message: "A step of the plan referred to a value it does not have.",
  },
  "not_found:operation": { status: 404, message: "That operation is not in the data source's catalog." },
  "timeout:connector": {
    status: 504,
    message: "A data source took too long to answer.",
    answer: { message: "A data source took too long to answer. Try again.", retryable: true },
  },
  "timeout:tool": { status: 504, message: "The tool call was cancelled or timed out." },
  "timeout:turn": { status: 504, message: "The turn was cancelled." },
  "cancelled:connector": {
    status: 504,
    message: "A data source call was cancelled: the turn ran out of time.",
  },
  "upstream:tool": {
    status: 502,
    message: "A data source reported an error.",
    answer: { message: "A data source reported an error for this request.", retryable: true },
  },
  "upstream:not_found": {
    status: 404,
    message: "The data source answered that the record asked for was not found.",
    answer: {
      message:
        "The data source answered that it has no record with that key. Check the key, or search instead.",
      retryable: false,
    },
  },
  "upstream:protocol": { status: 502, message: "A data source answered outside its protocol." },
  "upstream:malformed": {
    status: 502,
    message: "A data source returned an answer that could not be read.",
    answer: { message: "A data source returned an answer that could not be read.", retryable: true },
  },
  "upstream:too_large": { status: 502, message: "A data source answered more than can be read." },
  "too_large:output": { status: 502, message: "A data source answered more than can be kept." },
  "skipped:dependency": { status: 424, message: "A step was skipped because an earlier one failed." },
  "skipped:no_match": { status: 424, message: "A step was skipped because an earlier one found nothing." },
  "internal:server": { status: 500, message: "Something went wrong on our side." },
  // A stored row that does not match its schema (lib/db/json.ts): corrupt data, never cast.
  "internal:stored": { status: 500, message: "Something went wrong on our side." },
} as const;

export type ErrorCode = keyof typeof ERRORS;

/** An upstream HTTP status is open-ended: the one family of codes the table states by status class. */
export type UpstreamHttpCode = `upstream:http_${number}`;

/** Every code the app reports: the table's, and an upstream's HTTP status. */
export type Code = ErrorCode | UpstreamHttpCode;

const CODE_FORM = /^[a-z_]+:[a-z0-9_]+$/;

/** A code of the vocabulary (evidence read back, an error thrown by a connector). */
export function isCode(code: unknown): code is Code {
  return (
    typeof code === "string" && (code in ERRORS || /^upstream:http_\d{3}$/.test(code)) && CODE_FORM.test(code)
  );
}

/** A code of a type the table does not list by itself is stated as its type's first code is. */
const ANSWER_OF_TYPE: Record<string, ErrorCode> = {
  unavailable: "unavailable:connector",
  timeout: "timeout:connector",
  forbidden: "forbidden:tool",
  bad_request: "bad_request:arguments",
};

const answerOf = (code: string | undefined): Answer | undefined => {
  const entry = code && code in ERRORS ? ERRORS[code as ErrorCode] : undefined;
  return entry && "answer" in entry ? entry.answer : undefined;
};

/** How a turn's answer states a tool call that ended with `code` (connector details stay in the evidence). */
export function toolErrorAnswer(code: string): Answer {
  const status = /^upstream:http_(\d{3})$/.exec(code)?.[1];
  if (status === "404") return { message: "Nothing was found for that request.", retryable: false };
  if (status?.startsWith("5"))
    return { message: "A data source had an error. Try again in a moment.", retryable: true };
  if (status) return REJECTED;
  if (isTurnLimitCode(code)) return { message: ERRORS[code].message, retryable: false };
  return (
    answerOf(code) ??
    answerOf(ANSWER_OF_TYPE[code.split(":")[0]]) ?? {
      message: "Part of the answer could not be retrieved.",
      retryable: false,
    }
  );
}

/** An error as a tool call reports it (evidence, connectors): a code and a message. */
export interface NormalizedError {
  code: Code;
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

/** A route handler's failure: the public error with the status the table gives its code. */
export function errorResponse(e: unknown): Response {
  const p = toPublic(e);
  return Response.json({ error: p }, { status: ERRORS[p.code].status });
}
