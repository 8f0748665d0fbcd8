import type { Capability, Snapshot, ToolResult } from "@/lib/capabilities/types";
import type { Plan, PlanAction } from "@/lib/planning/types";

/** Evidence per executed action (DESIGN.md §2). */
export type EvidenceStatus = "ok" | "error" | "empty" | "ambiguous" | "skipped" | "refused";

import type { Code, NormalizedError } from "@/lib/errors";
import type { SelectionRows } from "@/lib/selection";

// Shared with the connectors, which may not import the executor: declared in the lower layers.
export type { NormalizedError, ToolResult };

export interface Evidence {
  actionId: string;
  tool: string;
  status: EvidenceStatus;
  recordCount: number;
  identifiers: string[];
  collectionPath?: string;
  selectedRow?: Record<string, unknown>;
  error?: NormalizedError;
  truncated?: boolean;
  durationMs?: number;
  /** How a listed collection was loaded: pages followed, rows loaded, why it stopped. */
  loading?: Loading;
}

/* ---- Executor vocabulary (additive; lib/execution/executor.ts) ---- */

export type JsonRecord = Record<string, unknown>;

/** The conversation's current_selection as the executor needs it: complete rows, server-resolved. */
export type ExecutionSelection = Pick<SelectionRows, "rows"> & Partial<Pick<SelectionRows, "entity">>;

export type AuthorizeResult = { ok: true } | { ok: false; reason: string; code?: Code };

export type ProgressEvent =
  | { phase: "calling"; tool: string; actionId: string }
  /** A listed collection is being loaded page by page ("loaded 2,000 of 12,000 orders"). */
  | { phase: "loading"; tool: string; actionId: string; entity: string; loaded: number; total?: number };

/** Bounds of loading one listed collection (issue 14 item 1). */
export interface CollectionLimits {
  /** Rows kept for one table (ARTIFACT_MAX_ROWS). */
  maxRows: number;
  /** Wall time for all pages of one collection, from its first call. */
  timeBudgetMs: number;
  /** Output bytes of all pages together (TOOL_MAX_OUTPUT_BYTES). */
  maxBytes: number;
  /**
   * The question asks how many: a first page that reports the total answers it, and no further
   * pages are loaded (without a total, the pages are followed to count the rows).
   */
  totalSuffices?: boolean;
}

/**
 * Why loading stopped before the collection was complete: the row limit of one table, the time
 * budget, the output-bytes bound, a failed or refused later page, a source that offers no way to
 * ask for the rest, a source that repeats its page, or a cancelled turn.
 */
export type LoadingStop =
  | "limit"
  | "time"
  | "bytes"
  | "error"
  | "refused"
  | "unsupported"
  | "stalled"
  | "cancelled";

export interface Loading {
  /** Pages called (the first included). */
  pages: number;
  /** Rows kept (distinct, at most the row limit). */
  loaded: number;
  /** What the source reported in all, when it did. */
  total?: number;
  /** Every page was followed and every row kept. */
  complete: boolean;
  stoppedBy?: LoadingStop;
  /** The bound that stopped it: rows for `limit`, ms for `time`, bytes for `bytes`. */
  bound?: number;
  bytes: number;
  error?: NormalizedError;
  /** Arguments the host set or reads as paging (page size, page, offset, cursor): never filters. */
  hostArgs?: string[];
}

export interface ExecutionDeps {
  snapshot: Snapshot;
  /** The turn's routed candidate ids; anything else is refused before any I/O. */
  selectedIds: ReadonlySet<string>;
  /** Tenant, project, availability and authorization re-check; called right before every physical call. */
  authorize: (cap: Readonly<Capability>) => Promise<AuthorizeResult>;
  callTool: (
    cap: Readonly<Capability>,
    args: JsonRecord,
    opts: { signal: AbortSignal },
  ) => Promise<ToolResult>;
  selection?: ExecutionSelection;
  /**
   * Listed collections are loaded completely within these bounds (pages followed). Absent: one
   * call per action, as planned.
   */
  collection?: CollectionLimits;
  onProgress?: (event: ProgressEvent) => void;
  signal?: AbortSignal;
  /** Injected clock (ms) so evidence durations are deterministic in tests. */
  now?: () => number;
}

export type ResultKind = "collection" | "record" | "none";

export interface ActionResult {
  actionId: string;
  tool: string;
  capability: Readonly<Capability>;
  /** Arguments actually sent, after `$from` resolution. */
  args: JsonRecord;
  expect: "one" | "many";
  status: EvidenceStatus;
  /** Raw (bounded) tool output. Data, never instructions. */
  data: unknown;
  /** Collection items, or `[record]` (wrapper like `{ order: {...} }` unwrapped), or `[]`. */
  records: JsonRecord[];
  kind: ResultKind;
  collectionPath?: string;
  /** Envelope total (`total`, `total_count`, `totalCount`) when the source reports more than it returned. */
  total?: number;
  truncated: boolean;
  /** Set when the collection was loaded through the host's paging. */
  loading?: Loading;
  /** The record chosen for an `expect: 'one'` action (single match or the user's pick). */
  chosen?: JsonRecord;
  /** The record whose fields fed this action's `$from` arguments (first source: an action id or `selection`), for prose. */
  subject?: { actionId: string; entity: string; record: JsonRecord };
  /**
   * The sources a pick table's rows came from, when it offers several, and the row field naming
   * each row's source (lib/agent/side-by-side.ts).
   */
  sources?: { names: string[]; field: string };
}

/** What a dependent action may read from an executed one (JSON-serializable, kept across a suspension). */
export interface PriorAction {
  status: EvidenceStatus;
  entity: string;
  record?: JsonRecord;
  collectionPath?: string;
}

export interface Suspension {
  actionId: string;
  tool: string;
  entity: string;
  rows: JsonRecord[];
  identityFields: string[];
  /** Arguments the suspended action was called with (resolved). */
  args: JsonRecord;
  collectionPath?: string;
  /** Actions after the suspended one, still to run once the user picks a row. */
  remainingPlan: PlanAction[];
  prior: Record<string, PriorAction>;
  /**
   * Matches of the same entity from other sources, offered in the same pick table (issue 9 item 4):
   * each with the plan a pick of one of its rows continues. `source` names where the rows came
   * from, in the table column `sourceField`.
   */
  alongside?: { source: string; plan: Plan; suspension: Suspension }[];
  source?: string;
  sourceField?: string;
}

export interface ObservedShape {
  actionId: string;
  tool: string;
  /** The reference that could not be resolved. */
  from: string;
  missingPath: string;
  /** Top-level keys, then item keys; keys only — values never reach a prompt. */
  sampleKeys: string[];
  /** Compact structural description, e.g. `object{customers:array<object{id,name}>,total:number}`. */
  shape: string;
  /**
   * The source record has the field and it is empty (`ManagerId: null`): there is nothing to follow —
   * "Jane Doe has no manager on record" — and re-planning would not change that. `label` names the record.
   */
  empty?: { label: string };
}

interface ExecutionBase {
  evidence: Evidence[];
  results: ActionResult[];
  externalCalls: number;
}

export type ExecutionOutcome =
  | (ExecutionBase & { status: "done" | "failed" })
  | (ExecutionBase & { status: "suspended"; suspension: Suspension })
  | (ExecutionBase & { status: "replan"; observed: ObservedShape });
