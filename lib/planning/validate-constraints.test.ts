import { describe, expect, it } from "vitest";
import { CANDIDATES, kbSearch, ordersSearch, SNAPSHOT, shipmentsTrack } from "./__fixtures__/commerce";
import { planWithCorrection } from "./correct";
import type { Planner } from "./planner";
import type { Plan } from "./types";
import { validatePlan } from "./validate";

// Never widen, as a validator rule: whatever planned the call (builtin or a model), a constraint the
// question states must reach an argument, or the plan is not executed as is.
const today = new Date("2025-10-01T12:00:00Z");
const ctx = (question: string) => ({
  snapshotCaps: SNAPSHOT,
  routeIds: CANDIDATES.map((c) => c.id),
  question,
  today,
});
const tools = (tool: string, args: Record<string, unknown>): Plan => ({
  decision: "tools",
  reason: "r",
  actions: [{ id: "a1", tool, args, dependsOn: [], expect: "many" }],
});
const codes = (question: string, plan: Plan) => {
  const r = validatePlan(plan, ctx(question));
  return r.valid ? [] : r.issues.map((i) => i.code);
};

describe("never widen", () => {
  it("refuses a call that drops a stated status, id, email or date, and accepts it when carried", () => {
    expect(codes("pending orders", tools(ordersSearch.id, {}))).toEqual(["widened"]);
    expect(codes("pending orders", tools(ordersSearch.id, { status: "pending" }))).toEqual([]);
    expect(codes("track 1Z0004011446", tools(shipmentsTrack.id, {}))).toEqual(["widened"]);
    expect(
      codes("track 1Z0004011446", tools(shipmentsTrack.id, { tracking_number: "1Z0004011446" })),
    ).toEqual([]);
    expect(codes("orders since 2025-09-01", tools(ordersSearch.id, {}))).toEqual(["widened"]);
    expect(codes("orders since 2025-09-01", tools(ordersSearch.id, { date_from: "2025-09-01" }))).toEqual([]);
  });

  it("a question about the selection must use it: never everyone's records", () => {
    const selection = { entity: "customer", row: { id: "C-1042", name: "Ann" } };
    const check = (plan: Plan) => {
      const r = validatePlan(plan, { ...ctx("show their orders"), selection });
      return r.valid ? [] : r.issues.map((i) => i.code);
    };
    expect(check(tools(ordersSearch.id, {}))).toEqual(["widened"]);
    expect(check(tools(ordersSearch.id, { customer_id: { $from: "selection", path: "id" } }))).toEqual([]);
    expect(check(tools(ordersSearch.id, { customer_id: "C-1042" }))).toEqual([]);
  });

  it("does not judge clarify, answers, or knowledge-base searches", () => {
    const clarify: Plan = { decision: "clarify", reason: "which filter?", actions: [] };
    expect(codes("pending orders over 2000 euros", clarify)).toEqual([]);
    expect(codes("can I return pending orders?", tools(kbSearch.id, { query: "return" }))).toEqual([]);
  });

  it("a model that widens gets one correction, and its corrected plan runs", async () => {
    const plans: Plan[] = [tools(ordersSearch.id, {}), tools(ordersSearch.id, { status: "pending" })];
    const seen: unknown[] = [];
    const planner: Planner = {
      kind: "llm",
      async plan(input) {
        seen.push(input.corrections);
        return { plan: plans[seen.length - 1] };
      },
    };
    const out = await planWithCorrection(
      planner,
      { question: "pending orders", candidates: CANDIDATES },
      ctx("pending orders"),
    );
    expect(out.record.issuesPerAttempt[0]?.map((i) => i.code)).toEqual(["widened"]);
    expect(out.plan.actions[0]?.args).toEqual({ status: "pending" });
    expect(out.record.fallback).toBe(false);
  });

  it("a model that keeps widening gets the safe fallback: nothing runs", async () => {
    const planner: Planner = { kind: "llm", plan: async () => ({ plan: tools(ordersSearch.id, {}) }) };
    const out = await planWithCorrection(
      planner,
      { question: "pending orders", candidates: CANDIDATES },
      ctx("pending orders"),
    );
    expect(out.record.fallback).toBe(true);
    expect(out.plan.actions).toEqual([]);
  });
});
