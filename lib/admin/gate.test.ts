import { describe, expect, it } from "vitest";
import { plan, report } from "./__fixtures__/reports";
import { computeGate, type GoldenRecord, readGoldenEvent } from "./gate";

const green: GoldenRecord = { at: new Date(), passed: 7, failed: 0, results: [] };
const many = (n: number, over: Parameters<typeof report>[0] = {}) =>
  Array.from({ length: n }, () => report(over));
const byId = (g: ReturnType<typeof computeGate>, id: string) => {
  const c = g.criteria.find((x) => x.id === id);
  if (!c) throw new Error(`no criterion ${id}`);
  return c;
};
const labelled = () =>
  report({
    liveDataLabel: true,
    body: {
      plans: { classic: plan("insufficient"), capability: plan("tools", ["mcp:commerce/orders.search"]) },
    },
  });

describe("promotion gate", () => {
  it("is all green with golden passing, 50 clean eligible turns, a labelled case, no calls, all reviewed", () => {
    const g = computeGate({
      golden: green,
      reports: [
        ...many(49),
        labelled(),
        report({ agreement: false, reviewedAt: new Date(), review: "capability" }),
      ],
    });
    expect(g.criteria.map((c) => [c.id, c.pass])).toEqual([
      ["golden", true],
      ["safe_proposals", true],
      ["eligible_turns", true],
      ["live_data", true],
      ["shadow_calls", true],
      ["divergences_reviewed", true],
    ]);
    expect(g.allGreen).toBe(true);
    expect(byId(g, "eligible_turns").figure).toBe("51/50 eligible turns, 0 with an invalid plan");
    expect(byId(g, "divergences_reviewed").figure).toBe("1/1 reviewed");
  });

  it("is red without a golden run, and red when any golden scenario failed", () => {
    const reports = [...many(50), labelled()];
    expect(byId(computeGate({ golden: null, reports }), "golden")).toMatchObject({
      pass: false,
      figure: "not run yet",
    });
    const failed = computeGate({
      golden: {
        at: new Date(),
        passed: 6,
        failed: 1,
        results: [
          { id: "x", title: "List → select → detail", passed: false, failures: ["step 2: no artifact"] },
        ],
      },
      reports,
    });
    expect(byId(failed, "golden")).toMatchObject({ pass: false, figure: "6/7 passed" });
    expect(byId(failed, "golden").detail[0]).toContain("List → select → detail");
    expect(failed.allGreen).toBe(false);
  });

  it("goes red on any mutative or unauthorized proposal and names the tool", () => {
    const g = computeGate({
      golden: green,
      reports: [
        ...many(50),
        labelled(),
        report({ body: { comparison: { unsafeProposals: ["mcp:commerce/orders.cancel"] } } }),
      ],
    });
    expect(byId(g, "safe_proposals")).toMatchObject({
      pass: false,
      figure: "1 unsafe proposal in 52 reports",
    });
    expect(byId(g, "safe_proposals").detail).toEqual(["proposed: mcp:commerce/orders.cancel"]);
  });

  it("needs at least 50 eligible turns (candidates > 0) and no invalid capability plan", () => {
    const few = computeGate({
      golden: green,
      reports: [...many(30), ...many(30, { candidates: 0 }), labelled()],
    });
    expect(byId(few, "eligible_turns")).toMatchObject({
      pass: false,
      figure: "31/50 eligible turns, 0 with an invalid plan",
    });
    const invalid = computeGate({
      golden: green,
      reports: [...many(60), report({ invalidPlan: true }), labelled()],
    });
    expect(byId(invalid, "eligible_turns").pass).toBe(false);
    expect(byId(invalid, "eligible_turns").figure).toContain("1 with an invalid plan");
    expect(byId(computeGate({ golden: green, reports: [...many(50)] }), "eligible_turns").pass).toBe(true);
  });

  it("is red when a labelled live-data case got an insufficient capability plan, or none is labelled", () => {
    const none = computeGate({ golden: green, reports: many(50) });
    expect(byId(none, "live_data")).toMatchObject({
      pass: false,
      figure: "0 labelled cases, 0 insufficient",
    });
    const bad = report({
      liveDataLabel: true,
      body: { plans: { classic: plan("insufficient"), capability: plan("insufficient") } },
    });
    const g = computeGate({ golden: green, reports: [...many(50), labelled(), bad] });
    expect(byId(g, "live_data")).toMatchObject({ pass: false, figure: "2 labelled cases, 1 insufficient" });
    expect(byId(g, "live_data").detail).toEqual([`turn ${bad.turnId}: capability plan said insufficient`]);
  });

  it("is red when the shadow side made any external call (column or body)", () => {
    const a = computeGate({ golden: green, reports: [...many(50), labelled(), report({ shadowCalls: 2 })] });
    expect(byId(a, "shadow_calls")).toMatchObject({ pass: false, figure: "2 calls from the shadow side" });
    const b = computeGate({
      golden: green,
      reports: [...many(50), labelled(), report({ body: { externalCalls: { classic: 1, shadow: 1 } } })],
    });
    expect(byId(b, "shadow_calls").pass).toBe(false);
  });

  it("is red while any divergence is unreviewed", () => {
    const g = computeGate({
      golden: green,
      reports: [
        ...many(50),
        labelled(),
        report({ agreement: false }),
        report({ agreement: false, reviewedAt: new Date() }),
      ],
    });
    expect(byId(g, "divergences_reviewed")).toMatchObject({ pass: false, figure: "1/2 reviewed" });
  });

  it("reads the golden.run audit event defensively", () => {
    const at = new Date();
    expect(readGoldenEvent(null)).toBeNull();
    expect(readGoldenEvent({ createdAt: at, data: { passed: "7" } })).toBeNull();
    expect(
      readGoldenEvent({
        createdAt: at,
        data: {
          passed: 1,
          failed: 1,
          results: [
            { id: "a", title: "A", passed: true, failures: [] },
            null,
            { id: "b", passed: false, failures: ["x"] },
          ],
        },
      }),
    ).toEqual({
      at,
      passed: 1,
      failed: 1,
      results: [
        { id: "a", title: "A", passed: true, failures: [] },
        { id: "b", title: "b", passed: false, failures: ["x"] },
      ],
    });
  });
});
