import { describe, expect, it } from "vitest";
import { tokenize } from "./tokens";

describe("tokenize", () => {
  it("a phone number in international form keeps its plus; a signed small number or a sum does not", () => {
    expect(tokenize("who owns +447700900123?").map((t) => [t.text, t.start])).toEqual([
      ["who", 0],
      ["owns", 4],
      ["+447700900123", 9],
    ]);
    expect(tokenize("+5 days").map((t) => t.text)).toEqual(["5", "days"]);
    expect(tokenize("12+34567890").map((t) => t.text)).toEqual(["12", "34567890"]);
  });
});
