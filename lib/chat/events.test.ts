import { describe, expect, it } from "vitest";
import { ERRORS, isCode } from "@/lib/errors";
import type { TurnEvent } from "./events";

// One error vocabulary (issue 11 item 2): what the chat streams when a turn cannot run is a code of
// lib/errors.ts, never a free string. The type is the check (tsc fails on the line below if a free
// code were accepted); the test states it.
describe("a streamed turn error", () => {
  it("carries a code of the one vocabulary", () => {
    const ok: TurnEvent = {
      kind: "error",
      code: "bad_request:input",
      message: ERRORS["bad_request:input"].message,
    };
    // @ts-expect-error a code outside lib/errors.ts is not a turn error
    const free: TurnEvent = { kind: "error", code: "oops:anything", message: "x" };
    expect(ok.kind === "error" && isCode(ok.code)).toBe(true);
    expect(free.kind === "error" && isCode(free.code)).toBe(false);
  });
});
