/** CallToolResult builders: one place decides how the demo server shapes its answers. */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

/** For tools with an outputSchema: structuredContent plus the same JSON as text for older clients (MCP spec). */
export function structured(value: Record<string, unknown>): CallToolResult {
  return { structuredContent: value, content: [{ type: "text", text: JSON.stringify(value) }] };
}

/** For tools without an outputSchema (products.search): JSON text only, the host must infer the shape. */
export function jsonText(value: unknown): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(value) }] };
}

export function toolError(message: string): CallToolResult {
  return { isError: true, content: [{ type: "text", text: message }] };
}

/** Resolves after `ms`, or rejects early when the client cancels the request. */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
