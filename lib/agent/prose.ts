/** Template prose for turns that executed nothing (refusals, clarifications, insufficient). */
import type { Capability } from "@/lib/capabilities";
import type { Plan } from "@/lib/planning/types";
import { plural } from "@/lib/semantics/words";
import type { PlanningResult } from "./plan-turn";

/**
 * A greeting that names what this person can ask about: the record kinds of the tools they may call
 * (those most tools serve first) and the knowledge base when they have one — never another
 * deployment's vocabulary.
 */
export function greeting(capabilities: readonly Readonly<Capability>[]): string {
  const tools = new Map<string, number>();
  let documents = false;
  for (const c of capabilities) {
    if (!c.eligible) continue;
    if (c.sourceKind === "kb") documents = true;
    else if (c.entity.trim()) tools.set(c.entity, (tools.get(c.entity) ?? 0) + 1);
  }
  const topics = [...tools]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([entity]) => plural(entity));
  if (documents) topics.push("the documents in the knowledge base");
  if (!topics.length) return "Hello! No data sources are connected for you yet; an admin can connect one.";
  const said = topics.length > 1 ? `${topics.slice(0, -1).join(", ")} or ${topics.at(-1)}` : topics[0];
  return `Hello! Ask me about ${said}.`;
}

export function decisionText(
  plan: Plan,
  planning: Pick<PlanningResult, "candidateCaps" | "record">,
  capabilities: readonly Readonly<Capability>[],
): string {
  if (planning.record.fallback && plan.reasonCode === "plan_fallback")
    return "I could not turn this question into a safe, valid request, so I did not run anything. Could you rephrase it?";
  switch (plan.decision) {
    case "answer":
      if (plan.reasonCode === "conversational") return greeting(capabilities);
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
