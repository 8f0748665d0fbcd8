import { describe, expect, it } from "vitest";
import { extractValues } from "./values";

describe("identifiers a question carries", () => {
  it.each([
    ["is U-102-10 occupied?", "U-102-10"],
    ["where is trip TRP-25-03100 now?", "TRP-25-03100"],
    ["show invoice INV_2024_0042", "INV_2024_0042"],
    ["ticket C-1042", "C-1042"],
  ])("a prefixed id with several number groups is one id (%s)", (question, id) => {
    expect(extractValues(question).ids).toEqual([id]);
  });
});
