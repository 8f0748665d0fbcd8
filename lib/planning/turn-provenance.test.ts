import { describe, expect, it } from "vitest";
import { hostValue, turnProvenance } from "./turn-provenance";

const TODAY = new Date("2025-10-01T12:00:00Z");

describe("a turn's numbers: money in minor units", () => {
  it("states an amount with cents as the whole cents the binder sends", () => {
    const prov = turnProvenance(["orders over €19.99"], TODAY);
    expect(hostValue("19.99", prov)).toBe(true);
    expect(hostValue("1999", prov)).toBe(true);
  });

  it("states no hundredfold amount of a currency counted in other minor units", () => {
    expect(hostValue("500000", turnProvenance(["charges over 5000 JPY"], TODAY))).toBe(false);
    expect(hostValue("150000", turnProvenance(["payments over 1500 usd"], TODAY))).toBe(true);
  });
});
