/** Template prose for turns that executed nothing (refusals, clarifications, insufficient). */
import type { Plan } from "@/lib/planning/types";
import type { PlanningResult } from "./plan-turn";

export function decisionText(plan: Plan, planning: Pick<PlanningResult, "candidateCaps" | "record">): string {
  if (planning.record.fallback && plan.reasonCode === "plan_fallback")
    return "I could not turn this question into a safe, valid request, so I did not run anything. Could you rephrase it?";
  switch (plan.decision) {
    case "answer":
      if (plan.reasonCode === "conversational")
        return "Hello! Ask me about customers, orders, shipments, inventory or company policies.";
      return plan.reason;
    case "clarify":
      return plan.reason;
    case "insufficient": {
      const entities = [...new Set(planning.candidateCaps.map((c) => c.entity))].slice(0, 6);
      return entities.length
        ? `I could not find data that answers this. I can look up ${entities.join(", ")}.`
        : "I could not find a data source or document that answers this question.";
    }
    case "tools":
      return "Nothing needed to be looked up.";
  }
}
