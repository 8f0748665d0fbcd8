/**
 * What a turn row keeps (issue 11 item 5). `plans` and `evidence` are the turn's record — read by the
 * admin pages, the golden suite and later turns' context — and are stored masked like every other
 * record (lib/security/mask.ts: sensitive keys and values, size bounded). What a later pick runs — the
 * plan of a suspended step, a clarify turn's choices — is operational state, kept whole in
 * `turn.suspended` beside the suspended step, as the selection store keeps complete rows.
 */
import type { PendingPick } from "@/lib/db/schemas/turn";
import type { Suspension } from "@/lib/execution/types";
import type { Plan } from "@/lib/planning/types";
import { maskSensitive } from "@/lib/security";

/** A turn's plans and evidence are small; the bound only keeps a hostile result from growing the row. */
const RECORD_MAX_BYTES = 1 << 20;

/** The masked, bounded copy a turn records (read back through lib/db/schemas/turn.ts). */
export function maskedRecord(value: unknown): unknown {
  return maskSensitive(value, { maxBytes: RECORD_MAX_BYTES });
}

/**
 * `turn.suspended`: the suspended step with the plan it belongs to, or — for a clarify turn that
 * offers choices — that plan alone; nothing for a turn no pick continues.
 */
export function pendingPick(plan: Plan, suspension: Suspension | undefined): PendingPick | undefined {
  if (suspension) return { ...suspension, plan };
  if (plan.decision === "clarify" && plan.choices?.length) return { plan };
  return undefined;
}
