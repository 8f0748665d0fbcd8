import { describe, expect, it } from "vitest";
import { ERRORS, toolErrorAnswer } from "@/lib/errors";
import { normalizeError } from "./evidence";

describe("normalizeError: every tool failure in the one vocabulary (lib/errors.ts)", () => {
  it("an aborted call is timeout:tool with the table's message, and answered as a timeout", () => {
    const aborted = Object.assign(new Error("This operation was aborted"), { name: "AbortError" });
    expect(normalizeError(aborted)).toEqual({
      code: "timeout:tool",
      message: ERRORS["timeout:tool"].message,
    });
    expect(toolErrorAnswer("timeout:tool")).toEqual({
      message: "A data source took too long to answer. Try again.",
      retryable: true,
    });
  });

  it("a connector's coded error keeps its code; anything else is unavailable:connector, details unshown", () => {
    expect(normalizeError({ code: "upstream:http_404", message: "GET /orders/9 → 404" })).toEqual({
      code: "upstream:http_404",
      message: "GET /orders/9 → 404",
    });
    expect(normalizeError(new Error("ECONNRESET at 10.0.0.7:5432"))).toEqual({
      code: "unavailable:connector",
      message: "The tool call failed.",
    });
    expect(normalizeError({ code: "made:up", message: "x" }).code).toBe("unavailable:connector");
  });
});
