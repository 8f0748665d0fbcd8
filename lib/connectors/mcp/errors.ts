/**
 * Maps whatever the SDK or a transport throws to a NormalizedError, and says whether the session
 * is still usable. Rule: anything that may have broken the channel drops the session, so the
 * next call reconnects instead of failing forever on a dead process.
 */
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import type { Code, NormalizedError } from "@/lib/errors";
import { TOO_LARGE_ERROR_CODE } from "./cut";

export const MCP_ERROR_CODES = {
  /** The tool answered `isError: true`. */
  tool: "upstream:tool",
  /** The server answered with a JSON-RPC error, or a result that breaks the protocol or its own output schema. */
  protocol: "upstream:protocol",
  timeout: "timeout:connector",
  cancelled: "cancelled:connector",
  /** Spawn failure, crash, closed or unreachable transport. */
  unavailable: "unavailable:connector",
  /** The result cannot be bounded to maxBytes while staying valid. */
  tooLarge: "too_large:output",
} as const satisfies Record<string, Code>;

export interface ClassifiedError {
  error: NormalizedError;
  dropSession: boolean;
}

export interface FailureContext {
  what: string;
  timedOut: boolean;
  timeoutMs: number;
  cancelled: boolean;
}

const isZodError = (e: unknown) => e instanceof Error && e.name === "ZodError";

export function classifyError(e: unknown, ctx: FailureContext): ClassifiedError {
  // Checked first: the SDK rejects a caller's abort as McpError(RequestTimeout) too.
  if (ctx.cancelled && !ctx.timedOut) {
    return {
      error: { code: MCP_ERROR_CODES.cancelled, message: `${ctx.what} was cancelled` },
      dropSession: false,
    };
  }
  if (ctx.timedOut || (e instanceof McpError && e.code === ErrorCode.RequestTimeout)) {
    return {
      error: { code: MCP_ERROR_CODES.timeout, message: `${ctx.what} timed out after ${ctx.timeoutMs} ms` },
      dropSession: false,
    };
  }
  if (e instanceof McpError && e.code === TOO_LARGE_ERROR_CODE) {
    return {
      error: { code: MCP_ERROR_CODES.tooLarge, message: `${ctx.what} answered more than the size limit` },
      dropSession: false,
    };
  }
  if (e instanceof McpError && e.code !== ErrorCode.ConnectionClosed) {
    return {
      error: { code: MCP_ERROR_CODES.protocol, message: `${ctx.what} failed: ${e.message}` },
      dropSession: false,
    };
  }
  if (isZodError(e)) {
    return {
      error: { code: MCP_ERROR_CODES.protocol, message: `${ctx.what} returned a malformed result` },
      dropSession: false,
    };
  }
  const detail = e instanceof Error ? e.message : String(e);
  return {
    error: {
      code: MCP_ERROR_CODES.unavailable,
      message: `${ctx.what} failed: connector unavailable (${detail})`,
    },
    dropSession: true,
  };
}

/** Thrown by the pool's throwing APIs (getSession, listTools); callTool returns the error instead. */
export class McpConnectorError extends Error {
  readonly code: Code;
  constructor(error: NormalizedError) {
    super(error.message);
    this.name = "McpConnectorError";
    this.code = error.code;
  }
  toJSON(): NormalizedError {
    return { code: this.code, message: this.message };
  }
}
