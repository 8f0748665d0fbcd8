/**
 * The JSON a Turn row stores, one zod schema per column (issue 11 item 1), checked against the one
 * type of each concept (`Plan` and `ValidationIssue` of lib/planning, `Suspension` of lib/execution)
 * so the schema cannot drift from it. Two kinds of column:
 * - `suspended` is operational state, kept whole: parsed strictly (a pick runs from it);
 * - `plans`, `validation` are the turn's record, masked and size-bounded (lib/security/mask.ts):
 *   an array may end with a `{ _truncated: true }` marker, which is dropped on read.
 */
import { z } from "zod";
import type { Evidence, EvidenceStatus, PriorAction, Suspension } from "@/lib/execution/types";
import { PLAN_DECISIONS, type Plan, type PlanAction, type ValidationIssue } from "@/lib/planning/types";
import { TRUNCATED_KEY } from "@/lib/security";
import type { StoredSelection } from "@/lib/selection";

const record = z.record(z.string(), z.unknown());
// (an element without the marker's key set is none: the record schema is asked only of one that has it)
const isMarker = (v: unknown) =>
  typeof v === "object" &&
  v !== null &&
  (v as Record<string, unknown>)[TRUNCATED_KEY] === true &&
  record.safeParse(v).data?.[TRUNCATED_KEY] === true &&
  Object.keys(v).length <= 2;

/** An array of a masked record: the size bound's marker element is not an item. */
export const boundedArray = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (Array.isArray(v) ? v.filter((x) => !isMarker(x)) : v), z.array(item));

export const planActionSchema: z.ZodType<PlanAction> = z.looseObject({
  id: z.string(),
  tool: z.string(),
  args: record,
  dependsOn: boundedArray(z.string()),
  expect: z.enum(["one", "many"]),
});

export const planSchema: z.ZodType<Plan> = z.looseObject({
  decision: z.enum(PLAN_DECISIONS),
  reason: z.string(),
  actions: boundedArray(planActionSchema),
  expandFamily: z.string().optional(),
  choices: boundedArray(planActionSchema).optional(),
  reasonCode: z.string().optional(),
});

export const validationIssueSchema: z.ZodType<ValidationIssue> = z.object({
  code: z.string(),
  actionId: z.string().optional(),
  path: z.string().optional(),
  message: z.string(),
});

/** A selection as a turn refers to it: which one, at which version. */
export const selectionRefSchema: z.ZodType<Pick<StoredSelection, "id" | "version">> = z.object({
  id: z.string(),
  version: z.number(),
});

/** Why the last continuation of a pick failed (turn.plans.resumeFailure); cleared when one succeeds. */
export const resumeFailureSchema = z.object({
  selection: selectionRefSchema,
  artifactId: z.string(),
  code: z.string(),
  message: z.string(),
  at: z.string(),
});
export type ResumeFailure = z.infer<typeof resumeFailureSchema>;

/** A continuation of a suspended turn, recorded under turn.plans.continuations. */
export const continuationSchema = z.looseObject({
  artifactId: z.string().optional(),
  selection: selectionRefSchema.optional(),
  /** The picked row's identity fields and values. */
  picked: record.optional(),
});
export type Continuation = z.infer<typeof continuationSchema>;

/** `turn.plans`: the masked record of what was planned (the executed plan, the selection in use, …). */
export const turnPlansSchema = z.looseObject({
  executed: planSchema.optional(),
  selection: selectionRefSchema.nullable().optional(),
  continuations: boundedArray(continuationSchema).optional(),
  resumeFailure: resumeFailureSchema.optional(),
  /** Planning steps the turn has spent, its continuations' included (a pick's budget starts from them). */
  steps: z.number().int().nonnegative().optional(),
});
export type TurnPlans = z.infer<typeof turnPlansSchema>;

/** `turn.validation`: the issues of each planning attempt and whether the safe fallback ran. */
export const turnValidationSchema = z.looseObject({
  issuesPerAttempt: boundedArray(boundedArray(validationIssueSchema)).optional(),
  fallback: z.boolean().optional(),
});

const evidenceStatusSchema: z.ZodType<EvidenceStatus> = z.enum([
  "ok",
  "error",
  "empty",
  "ambiguous",
  "skipped",
  "refused",
]);

/** A recorded evidence item as it is read back: the one `Evidence`, less what masking may have cut. */
export type RecordedEvidence = Pick<Evidence, "tool" | "status"> &
  Partial<Pick<Evidence, "actionId" | "recordCount">> & { error?: { code: string; message: string } };
const recordedEvidenceSchema: z.ZodType<RecordedEvidence> = z.looseObject({
  tool: z.string(),
  status: evidenceStatusSchema,
  actionId: z.string().optional(),
  recordCount: z.number().optional(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
/** `turn.evidence`: the masked record of each executed action. */
export const turnEvidenceSchema = boundedArray(recordedEvidenceSchema);

/**
 * `turn.timings`: milliseconds per phase of the turn (`snapshot`, `routing`, `planning`, `shadow`,
 * `execute`, and their `total`), written once the answer is stored. It is the operator's record of
 * where a turn's time went (DESIGN.md §1 step 10): no screen reads it — the planner dashboard's
 * latencies compare both sides and come from ShadowReports — and `turnRepo.latest` reads it back
 * through this schema for the harnesses that check a recorded turn.
 */
export const turnTimingsSchema = z.record(z.string(), z.number());
export type TurnTimings = z.infer<typeof turnTimingsSchema>;

/** `turn.route`: the routed candidates (ids first; scores and reasons as recorded). */
export const turnRouteSchema = z.looseObject({
  candidates: boundedArray(z.looseObject({ id: z.string() })).optional(),
});

const priorActionSchema: z.ZodType<PriorAction> = z.looseObject({
  status: evidenceStatusSchema,
  entity: z.string(),
  record: record.optional(),
  collectionPath: z.string().optional(),
});

export const suspensionSchema: z.ZodType<Suspension> = z.lazy(() =>
  z.looseObject({
    actionId: z.string(),
    tool: z.string(),
    entity: z.string(),
    rows: z.array(record),
    identityFields: z.array(z.string()),
    args: record,
    collectionPath: z.string().optional(),
    remainingPlan: z.array(planActionSchema),
    prior: z.record(z.string(), priorActionSchema),
    alongside: z
      .array(z.object({ source: z.string(), plan: planSchema, suspension: suspensionSchema }))
      .optional(),
    source: z.string().optional(),
    sourceField: z.string().optional(),
  }),
);

/**
 * `turn.suspended`: a suspended step with the plan it belongs to, or — for a clarify turn that
 * offers choices — that plan alone (lib/agent/turn-record.ts writes it).
 */
export type PendingPick = (Suspension & { plan?: Plan }) | { plan: Plan };
export const pendingPickSchema: z.ZodType<PendingPick> = z.union([
  z.intersection(suspensionSchema, z.object({ plan: planSchema.optional() })),
  z.object({ plan: planSchema }),
]);
