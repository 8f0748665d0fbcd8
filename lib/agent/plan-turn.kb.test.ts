import { describe, expect, it } from "vitest";
import { freezeSnapshot } from "@/lib/capabilities";
import { createBuiltinPlanner } from "@/lib/planning";
import { SNAPSHOT } from "@/lib/planning/__fixtures__/commerce";
import { planTurn } from "./run-turn";

// Documents and data together: a question asking how, why, whether or about a rule reaches the
// knowledge base even when its words also match data tools ("return", "invoice", "customer").
const snapshot = freezeSnapshot({ tenantId: "t", projectId: "p", capabilities: SNAPSHOT });
const ctx = { selection: null, recent: [], recentFamilies: [] };
const deps = {
  planner: createBuiltinPlanner({ now: () => new Date("2025-10-01T10:00:00Z") }),
  materialize: async <T>(c: T) => c,
  budgetBytes: 49_152,
};

describe("guidance questions reach the knowledge base", () => {
  it.each([
    "How do I get a VAT invoice?",
    "Can I return something after 45 days?",
    "why was my order split into two shipments?",
    "Is it possible to change the delivery address?",
  ])("%s → routed to and planned on the knowledge base", async (question) => {
    const r = await planTurn("capability", deps, snapshot, question, ctx);
    expect(r.candidates.map((c) => c.id)).toContain("kb:search");
    expect(r.plan.decision).toBe("tools");
    expect(r.plan.actions.map((a) => a.tool)).toEqual(["kb:search"]);
  });

  it("a data question keeps its data tools and does not add the knowledge base", async () => {
    const r = await planTurn("capability", deps, snapshot, "show the orders of customer C-1042", ctx);
    expect(r.plan.actions.map((a) => a.tool)).not.toContain("kb:search");
  });
});
