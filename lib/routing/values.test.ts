import { describe, expect, it } from "vitest";
import { extractValues, selectionSupplies } from "./values";

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

describe("what a selected row supplies, asked again", () => {
  it("reads the row's fields once per selection and again when the row changes", () => {
    const row: Record<string, unknown> = { kennel_code: "K-1", breed: "corgi" };
    const selection = { entity: "kennel", row };
    expect(selectionSupplies("kennelId", "dog", selection)).toBe("identity");
    expect(selectionSupplies("kennelCode", "dog", selection)).toBe("field");
    expect(selectionSupplies("Breed", "dog", selection)).toBe("field");
    expect(selectionSupplies("colour", "dog", selection)).toBeUndefined();
    expect(selectionSupplies("id", "kennel", selection)).toBe("identity");
    row.colour = "red";
    expect(selectionSupplies("colour", "dog", selection)).toBe("field");
    selection.row = { parcel_no: 3 };
    expect(selectionSupplies("breed", "dog", selection)).toBeUndefined();
    selection.entity = "parcel";
    expect(selectionSupplies("parcelId", "dog", selection)).toBe("identity");
  });
});
