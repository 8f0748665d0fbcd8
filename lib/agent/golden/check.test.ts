import { describe, expect, it } from "vitest";
import { checkTurn, type ObservedTurn } from "./check";

const turn = (parts: ObservedTurn["parts"]): ObservedTurn => ({
  status: "done",
  decision: "tools",
  called: ["api:logistics/listWarehouses"],
  parts,
  artifactArgs: [],
});

describe("checkTurn", () => {
  it("a missing table names what the turn answered instead, so a failed gate run is readable", () => {
    const f = checkTurn(
      { artifacts: [{ entity: "warehouse", purpose: "browse" }] },
      turn([{ type: "text", text: "The logistics API answered 503:\n  try again later." }]),
    );
    expect(f).toEqual([
      '0 artifacts, expected 1 (answered: "The logistics API answered 503: try again later.")',
    ]);
  });

  it("passes a turn that shows the expected table and calls", () => {
    expect(
      checkTurn({ called: ["api:logistics/listWarehouses"] }, turn([{ type: "text", text: "8 warehouses" }])),
    ).toEqual([]);
  });
});
