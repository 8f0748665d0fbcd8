import { describe, expect, it } from "vitest";
import { customersSearch, ordersSearch, ROUTE_IDS, SNAPSHOT } from "./__fixtures__/commerce";
import { createBuiltinPlanner } from "./builtin-planner";
import { planWithCorrection } from "./correct";
import type { Planner, PlannerInput } from "./planner";
import type { Plan } from "./types";
import type { ValidatePlanContext } from "./validate";

const ctx: ValidatePlanContext = { snapshotCaps: SNAPSHOT, routeIds: ROUTE_IDS };
const input: PlannerInput = { question: "Show the orders for Riccardo Lorini", candidates: [] };
const good: Plan = {
  decision: "tools",
  reason: "r",
  actions: [{ id: "a1", tool: ordersSearch.id, args: { status: "paid" }, dependsOn: [], expect: "many" }],
};
const speculative: Plan = {
  decision: "tools",
  reason: "r",
  actions: [
    { id: "a1", tool: customersSearch.id, args: { query: "Lorini" }, dependsOn: [], expect: "many" },
    {
      id: "a2",
      tool: ordersSearch.id,
      args: { customer_id: { $from: "a1", path: "customers.0.id" } },
      dependsOn: ["a1"],
      expect: "many",
    },
  ],
};

/** Returns the scripted plans in order and records what it was asked. */
function scripted(...plans: unknown[]): Planner & { inputs: PlannerInput[] } {
  const inputs: PlannerInput[] = [];
  return {
    kind: "llm",
    inputs,
    async plan(i) {
      inputs.push(i);
      const next = plans[inputs.length - 1];
      if (next instanceof Error) throw next;
      return { plan: next, tokens: 10, promptBytes: 100 };
    },
  };
}

describe("planWithCorrection", () => {
  it("returns a valid first plan after one attempt", async () => {
    const r = await planWithCorrection(scripted(good), input, ctx);
    expect(r.plan).toEqual(good);
    expect(r.record).toEqual({
      attempts: 1,
      issuesPerAttempt: [[]],
      fallback: false,
      tokens: 10,
      promptBytes: 100,
    });
  });

  it("sends the issues back as structured data and accepts the corrected plan", async () => {
    const planner = scripted(speculative, good);
    const r = await planWithCorrection(planner, input, ctx);
    expect(r.plan).toEqual(good);
    expect(r.record.attempts).toBe(2);
    expect(r.record.issuesPerAttempt[0].map((i) => i.code)).toEqual(["speculative_path"]);
    expect(planner.inputs[1].corrections).toEqual(r.record.issuesPerAttempt[0]);
    expect(planner.inputs[1].previousPlan).toEqual(speculative);
    expect(planner.inputs[0].corrections).toBeUndefined();
  });

  it("falls back to a plan that executes nothing after two invalid attempts", async () => {
    const r = await planWithCorrection(
      scripted(speculative, { decision: "tools", reason: "x", actions: [] }),
      input,
      ctx,
    );
    expect(r.plan).toMatchObject({ decision: "clarify", reasonCode: "plan_fallback", actions: [] });
    expect(r.plan.reason).toMatch(/^could not produce a valid plan: no_actions/);
    expect(r.record).toMatchObject({ attempts: 2, fallback: true, tokens: 20 });
  });

  it("treats a throwing planner as an invalid attempt, not an exception", async () => {
    const r = await planWithCorrection(scripted(new Error("provider unavailable"), good), input, ctx);
    expect(r.plan).toEqual(good);
    expect(r.record.issuesPerAttempt[0]).toEqual([
      { code: "planner_error", message: "provider unavailable" },
    ]);
  });

  it("falls back to insufficient only when the route is empty", async () => {
    const r = await planWithCorrection(scripted("x", "y"), input, { ...ctx, routeIds: [] });
    expect(r.plan.decision).toBe("insufficient");
  });

  it("runs the builtin planner end to end through validation", async () => {
    const r = await planWithCorrection(
      createBuiltinPlanner(),
      { ...input, candidates: SNAPSHOT.filter((c) => ROUTE_IDS.includes(c.id)) },
      ctx,
    );
    expect(r.record).toMatchObject({ attempts: 1, fallback: false });
    expect(r.plan.actions.map((a) => a.tool)).toEqual([customersSearch.id, ordersSearch.id]);
  });
});
