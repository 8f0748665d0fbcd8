import { env } from "@/lib/env";

/**
 * "Today" for relative dates ("last week"): AGENT_TODAY when set (the demo's data ends on a fixed
 * day), else the real date. The planner and the validator read the same clock, so a date the
 * planner resolved is the date the validator expects.
 */
export function agentToday(): () => Date {
  const today = env().AGENT_TODAY;
  return today ? () => new Date(`${today}T12:00:00Z`) : () => new Date();
}
