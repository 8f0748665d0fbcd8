import type { ToolResult } from "@/lib/capabilities/types";
import { connectorFetch } from "@/lib/connectors/outbound";
import type { NormalizedError } from "@/lib/errors";
import { isOpenApiError, type OpenApiError } from "./errors";
import { readBounded } from "./read-body";
import { buildRequestUrl } from "./request";
import { sanitizeText } from "./sanitize";
import { truncateJson } from "./truncate";
import { type OpenApiSource, READ_ONLY_METHODS } from "./types";

export interface ExecuteOptions {
  /** From server-side connection config, never from the model. */
  baseUrl: string;
  fetchImpl?: typeof fetch;
  timeoutMs: number;
  /** The turn's signal: when the turn is cancelled or reaches TURN_TIMEOUT_MS, the request stops. */
  signal?: AbortSignal;
  /** Upper bound of the returned data's JSON size; larger results are cut (truncated: true). */
  maxBytes: number;
  /**
   * Most bytes read from the wire before giving up. A result must be read whole to be cut into
   * valid JSON, so this is larger than maxBytes; default 8 × maxBytes, at least 1 MiB.
   */
  maxReadBytes?: number;
  /** Server-side secrets (Authorization, API keys). Applied last, so nothing can override them. */
  headers?: Record<string, string>;
}

const MESSAGE_CHARS = 200;

/**
 * Executes one allow-listed, read-only operation and returns a bounded `ToolResult`. Never throws:
 * every failure is a normalized error (`forbidden:tool`, `bad_request:arguments`,
 * `unavailable:connector`, `cancelled:connector`, `upstream:http_<status>`, `upstream:malformed`,
 * `upstream:too_large`).
 */
export async function executeOperation(
  source: OpenApiSource,
  operationId: string,
  args: Record<string, unknown>,
  options: ExecuteOptions,
): Promise<ToolResult> {
  const entry = source.operations.get(operationId);
  if (!entry)
    return failure(
      "forbidden:tool",
      `Operation "${operationId.slice(0, 80)}" is not allowed for this source`,
    );
  // This release is strictly read-only: only GET/HEAD ever reach the network (DESIGN.md §3).
  if (!READ_ONLY_METHODS.includes(entry.method)) {
    return failure("forbidden:tool", `${entry.method.toUpperCase()} operations are not executed (read-only)`);
  }
  if (typeof args !== "object" || args === null || Array.isArray(args)) {
    return failure("bad_request:arguments", "Arguments must be an object");
  }

  let url: URL;
  try {
    url = buildRequestUrl(entry, args, options.baseUrl);
  } catch (error) {
    return fromError(error);
  }

  const turn = options.signal;
  if (turn?.aborted)
    return failure("cancelled:connector", "The turn was cancelled before the request was sent");
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const cancel = () => controller.abort(turn?.reason);
  turn?.addEventListener("abort", cancel, { once: true });
  // Default: public addresses only unless the operator allowed the host (lib/connectors/outbound.ts).
  const fetchImpl = options.fetchImpl ?? connectorFetch;
  try {
    const response = await fetchImpl(url, {
      method: entry.method.toUpperCase(),
      headers: { accept: "application/json", ...options.headers },
      signal: controller.signal,
      // A redirect could carry server-side credentials to another host; surface it as a status instead.
      redirect: "manual",
    });
    const readLimit = options.maxReadBytes ?? Math.max(options.maxBytes * 8, 1 << 20);
    const body = await readBounded(response, readLimit);
    if (!response.ok) return httpFailure(response, body.text);
    if (body.overflow) {
      return failure(
        "upstream:too_large",
        `Response exceeded ${readLimit} bytes and was not read`,
        body.bytes,
      );
    }
    return parseAndBound(body.text, options.maxBytes);
  } catch (error) {
    if (turn?.aborted)
      return failure("cancelled:connector", "The request was cancelled: the turn ran out of time");
    if (controller.signal.aborted) {
      return failure("unavailable:connector", `Upstream did not answer within ${options.timeoutMs} ms`);
    }
    return failure(
      "unavailable:connector",
      `Upstream request failed: ${sanitizeText(messageOf(error), MESSAGE_CHARS)}`,
    );
  } finally {
    clearTimeout(timer);
    turn?.removeEventListener("abort", cancel);
  }
}

function parseAndBound(text: string, maxBytes: number): ToolResult {
  if (text.trim() === "") return { ok: true, data: null, truncated: false, bytes: 0 };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return failure(
      "upstream:malformed",
      "Upstream returned a body that is not valid JSON",
      Buffer.byteLength(text),
    );
  }
  const bounded = truncateJson(data, maxBytes);
  if (!bounded)
    return failure("upstream:too_large", `Result does not fit in ${maxBytes} bytes`, Buffer.byteLength(text));
  return { ok: true, data: bounded.value, truncated: bounded.truncated, bytes: bounded.bytes };
}

/** Upstream text is untrusted: only a sanitized, capped `message` field is kept. */
function httpFailure(response: Response, text: string): ToolResult {
  let detail = "";
  try {
    const parsed = JSON.parse(text) as { message?: unknown; error?: { message?: unknown } | unknown };
    const nested =
      typeof parsed.error === "object" && parsed.error !== null
        ? (parsed.error as { message?: unknown }).message
        : parsed.error;
    detail = sanitizeText(typeof parsed.message === "string" ? parsed.message : nested, MESSAGE_CHARS);
  } catch {
    // Non-JSON error bodies (HTML error pages) are not echoed.
  }
  const head = `Upstream responded ${response.status}${response.statusText ? ` ${sanitizeText(response.statusText, 60)}` : ""}`;
  return failure(
    `upstream:http_${response.status}`,
    detail ? `${head}: ${detail}` : head,
    Buffer.byteLength(text),
  );
}

function fromError(error: unknown): ToolResult {
  if (isOpenApiError(error)) return failure(error.code, error.message);
  return failure("unavailable:connector", sanitizeText(messageOf(error), MESSAGE_CHARS));
}

function failure(code: OpenApiError["code"], message: string, bytes = 0): ToolResult {
  const error: NormalizedError = { code, message };
  return { ok: false, error, truncated: false, bytes };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
