import { describe, expect, it } from "vitest";
import { MCP_ERROR_CODES } from "@/lib/connectors/mcp/errors";
import { OPENAPI_ERROR_CODES } from "@/lib/connectors/openapi/errors";
import { ERRORS, isCode, toolErrorAnswer } from "./errors";

describe("one error vocabulary", () => {
  it("covers every code a connector reports", () => {
    for (const code of [...Object.values(MCP_ERROR_CODES), ...OPENAPI_ERROR_CODES])
      expect(isCode(code)).toBe(true);
    expect(isCode("upstream:http_502")).toBe(true);
    expect(isCode("upstream:http_abc")).toBe(false);
    expect(isCode("made_up:code")).toBe(false);
  });

  it("states a failed tool call by its code, its type, or not at all", () => {
    expect(toolErrorAnswer("upstream:http_404")).toEqual({
      message: "Nothing was found for that request.",
      retryable: false,
    });
    expect(toolErrorAnswer("upstream:http_503").retryable).toBe(true);
    // A lookup by key the source does not know: said as the source's answer, not as a failure to retry.
    expect(toolErrorAnswer("upstream:not_found")).toEqual({
      message:
        "The data source answered that it has no record with that key. Check the key, or search instead.",
      retryable: false,
    });
    expect(toolErrorAnswer("timeout:turn")).toEqual(toolErrorAnswer("timeout:connector"));
    expect(toolErrorAnswer("forbidden:admin")).toEqual(ERRORS["forbidden:tool"].answer);
    expect(toolErrorAnswer("limit:calls")).toEqual({
      message: ERRORS["limit:calls"].message,
      retryable: false,
    });
    expect(toolErrorAnswer("too_large:output")).toEqual({
      message: "Part of the answer could not be retrieved.",
      retryable: false,
    });
  });
});
