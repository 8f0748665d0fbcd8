/** Builds the pool's McpToolResult from a raw tools/call result: tool errors normalized, value bounded. */
import type { NormalizedError } from "@/lib/errors";
import { type Bounded, boundValue, type RawToolResult, resultValue, textOf } from "./bound-output";
import { CUT_META } from "./cut";
import { MCP_ERROR_CODES } from "./errors";
import type { McpToolResult } from "./types";

/** Tool error text is untrusted data: keep enough to explain, not enough to flood a prompt or a log. */
const MAX_ERROR_TEXT = 1_000;

export function failedResult(error: NormalizedError, durationMs: number, truncated = false): McpToolResult {
  return { ok: false, error, truncated, bytes: 0, originalBytes: 0, durationMs };
}

export function toToolResult(
  name: string,
  raw: RawToolResult & { isError?: unknown; _meta?: Record<string, unknown> },
  maxBytes: number,
  durationMs: number,
  /** boundValue(resultValue(raw)), when the caller already computed it (a cut answer, in slices). */
  precomputed?: Bounded | null,
): McpToolResult {
  if (raw.isError === true) {
    const message = textOf(raw).slice(0, MAX_ERROR_TEXT) || "tool reported an error";
    return failedResult({ code: MCP_ERROR_CODES.tool, message: `${name}: ${message}` }, durationMs);
  }
  const bounded = precomputed === undefined ? boundValue(resultValue(raw), maxBytes) : precomputed;
  if (!bounded) {
    const message = `${name} returned more than ${maxBytes} bytes that cannot be shortened`;
    return failedResult({ code: MCP_ERROR_CODES.tooLarge, message }, durationMs, true);
  }
  const { value, truncated, bytes, originalBytes } = bounded;
  // Cut by the transport while arriving: the bytes received are a lower bound of the original size.
  const cut = raw._meta?.[CUT_META] as { receivedBytes?: number } | undefined;
  if (cut) {
    const received = Math.max(originalBytes, cut.receivedBytes ?? 0);
    return { ok: true, data: value, truncated: true, bytes, originalBytes: received, durationMs };
  }
  return { ok: true, data: value, truncated, bytes, originalBytes, durationMs };
}
