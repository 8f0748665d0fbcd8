/**
 * How a turn hands a plan to the executor: over the snapshot with the routed tools' full
 * (materialized) schemas, only those tools selectable, the gateway's authorization re-check before
 * every call, the collection bounds, and progress as the chat shows it. One place for a new turn
 * (runTurn) and for a suspended turn's continuation (continueTurn).
 */
import type { Capability, Snapshot } from "@/lib/capabilities";
import type { ProgressPhase } from "@/lib/chat/types";
import { env } from "@/lib/env";
import type { ExecutionDeps, ExecutionSelection } from "@/lib/execution/types";
import { detectIntent } from "@/lib/planning/builtin/intent";
import { plural } from "@/lib/semantics/words";
import type { Gateway } from "./gateway";

export interface ExecutionDepsInput {
  snapshot: Snapshot;
  /** The routed candidates with full schemas; anything else is refused by the executor. */
  routed: readonly Capability[];
  gateway: Pick<Gateway, "authorize" | "callTool">;
  selection?: ExecutionSelection;
  question: string;
  emit: (phase: ProgressPhase, detail?: string) => void;
  signal: AbortSignal;
}

export function executionDeps(i: ExecutionDepsInput): ExecutionDeps {
  const e = env();
  const full = new Map(i.routed.map((c) => [c.id, c]));
  return {
    snapshot: { ...i.snapshot, capabilities: i.snapshot.capabilities.map((c) => full.get(c.id) ?? c) },
    selectedIds: new Set(i.routed.map((c) => c.id)),
    authorize: i.gateway.authorize,
    callTool: i.gateway.callTool,
    selection: i.selection,
    collection: {
      maxRows: e.ARTIFACT_MAX_ROWS,
      timeBudgetMs: Math.min(e.COLLECTION_TIME_BUDGET_MS, e.TURN_TIMEOUT_MS),
      maxBytes: e.TOOL_MAX_OUTPUT_BYTES,
      totalSuffices: detectIntent(i.question).op === "count",
    },
    onProgress: (ev) =>
      ev.phase === "loading"
        ? i.emit("loading", loadingDetail(ev))
        : i.emit("calling", ev.tool.split("/").pop()),
    signal: i.signal,
  };
}

/** "2,000 of 12,000 orders" while a listed collection loads page by page. */
function loadingDetail(ev: { entity: string; loaded: number; total?: number }): string {
  const n = (v: number) => v.toLocaleString("en-US");
  const things = plural(ev.entity.trim() || "record");
  return ev.total !== undefined && ev.total >= ev.loaded
    ? `${n(ev.loaded)} of ${n(ev.total)} ${things}`
    : `${n(ev.loaded)} ${things}`;
}
