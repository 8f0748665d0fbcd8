import { describe, expect, it } from "vitest";
import { messagePartSchema } from "./message-schema";

describe("a stored error part (issue 11 item 2: one error vocabulary)", () => {
  const part = (code: string) => ({
    type: "error",
    code,
    message: "A data source had an error.",
    retryable: true,
  });

  it("reads back a code of the vocabulary as written, an upstream status included", () => {
    expect(messagePartSchema.parse(part("unavailable:connector"))).toEqual(part("unavailable:connector"));
    expect(messagePartSchema.parse(part("upstream:http_502"))).toEqual(part("upstream:http_502"));
  });

  it("reads a code outside the vocabulary as internal:server, its message kept", () => {
    expect(messagePartSchema.parse(part("made_up:code"))).toEqual(part("internal:server"));
  });
});
