import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { classifyError } from "./errors";

const ctx = { what: "MCP tool x", timeoutMs: 100, timedOut: false, cancelled: false };

describe("classifyError", () => {
  it("keeps the session for timeouts, cancellations and server-side errors", () => {
    expect(classifyError(new McpError(ErrorCode.RequestTimeout, "t"), ctx)).toMatchObject({
      error: { code: "timeout:connector" },
      dropSession: false,
    });
    // The SDK reports a caller abort as RequestTimeout: the context decides.
    expect(
      classifyError(new McpError(ErrorCode.RequestTimeout, "aborted"), { ...ctx, cancelled: true }),
    ).toMatchObject({ error: { code: "cancelled:connector" } });
    expect(classifyError(new McpError(ErrorCode.InvalidParams, "bad"), ctx)).toMatchObject({
      error: { code: "upstream:protocol" },
      dropSession: false,
    });
  });

  it("drops the session when the channel may be broken", () => {
    expect(classifyError(new McpError(ErrorCode.ConnectionClosed, "Connection closed"), ctx)).toMatchObject({
      error: { code: "unavailable:connector" },
      dropSession: true,
    });
    expect(classifyError(new Error("Not connected"), ctx)).toMatchObject({
      error: { code: "unavailable:connector" },
      dropSession: true,
    });
    expect(classifyError(new TypeError("fetch failed"), ctx).dropSession).toBe(true);
  });
});
