/**
 * The steps of planning a turn, without executing anything; lib/agent/run-turn.ts (`planTurn`) runs
 * them in order: route the question (capability) or take the flat catalog (classic), build the
 * planner's request over the routed candidates, plan → validate → correct (planWithCorrection), and
 * route an omitted family the plan asks for. Pure of I/O except the injected `materialize` (full
 * schemas for selected OpenAPI operations only), the embedder and the planner.
 */
import type { Capability, Snapshot } from "@/lib/capabilities";
import {
  type CorrectionRecord,
  changeWordsOf,
  type Planner,
  type PlannerInput,
  renderSystemPrompt,
  type SelectionShape,
  selectionShapeOf,
  type TurnProvenance,
  toPromptCard,
  turnProvenance,
  type ValidatePlanContext,
} from "@/lib/planning";
import type { Plan } from "@/lib/planning/types";
import type { OmittedFamily } from "@/lib/routing";
import {
  type Embedder,
  type EmbeddingCache,
  expandFamily,
  indexFor,
  type RouteCandidate,
  type RouteDiagnostic,
  route,
  routeHybrid,
} from "@/lib/routing";
import type { TurnContext } from "./context";

export type PlanSide = "capability" | "classic";

export interface PlanningResult {
  side: PlanSide;
  candidates: RouteCandidate[];
  candidateCaps: Capability[];
  omittedFamilies: OmittedFamily[];
  diagnostics: RouteDiagnostic[];
  plan: Plan;
  record: CorrectionRecord;
  expandedFamily?: string;
  promptBytes: number;
  tokens: number;
  timings: { routing: number; planning: number };
}

export interface PlanDeps {
  planner: Planner;
  /** Full schemas for a capability whose schema is a light index card (OpenAPI); identity otherwise. */
  materialize: (cap: Readonly<Capability>) => Promise<Capability>;
  budgetBytes: number;
  /** Configured embedding model: hybrid routing (lexical + embedding). Absent: lexical `route` only. */
  embedder?: Embedder;
  now?: () => number;
  /** Clock for relative dates, the planner's own: the never-widen check resolves "last week" the same way. */
  today?: () => Date;
}

/** Card vectors per embedder, for the life of the process (bounded inside routeHybrid). */
const embeddingCaches = new WeakMap<Embedder, EmbeddingCache>();
function cacheFor(embedder: Embedder): EmbeddingCache {
  let cache = embeddingCaches.get(embedder);
  if (!cache) {
    cache = new Map();
    embeddingCaches.set(embedder, cache);
  }
  return cache;
}

/** A direct signal: an exact (not synonym-only) term match, or the tool's entity named in the question. */
const directSignal = (c: RouteCandidate) =>
  c.reasons.some((r) => (r.startsWith("term ") && !r.includes("(synonym)")) || /^entity ".*" named/.test(r));

/**
 * Relevant routed tools: strong candidates with a direct signal, which the planner may not dismiss
 * with `insufficient` while untried. Synonym-only matches are too weak to overrule the planner.
 */
export function relevantOf(candidates: RouteCandidate[]): string[] {
  const top = candidates[0]?.score ?? 0;
  // When the question names an entity, only that entity's tools could answer it: a count of
  // customers is never owed to an orders tool.
  const namesEntity = (c: RouteCandidate) => c.reasons.some((r) => /^entity ".*" named/.test(r));
  const someNamed = candidates.some(namesEntity);
  return candidates
    .filter(
      (c) =>
        top > 0 &&
        c.score >= top * 0.6 &&
        !c.id.startsWith("kb:") &&
        directSignal(c) &&
        (!someNamed || namesEntity(c)),
    )
    .map((c) => c.id);
}

function plannerInputOf(
  question: string,
  ctx: TurnContext,
  caps: Capability[],
  omitted: OmittedFamily[],
  snapshotCaps: Capability[],
): PlannerInput {
  const sel = ctx.selection;
  return {
    question,
    corrections: ctx.observed ? [ctx.observed] : undefined,
    candidates: caps,
    selection: sel
      ? { entity: sel.entity, sourceTool: sel.sourceTool, identityFields: sel.identityFields, rows: sel.rows }
      : undefined,
    recent: ctx.recent,
    omittedFamilies: omitted.length ? omitted : undefined,
    changeWords: changeWordsOf(snapshotCaps),
  };
}

/** What routing gave the planner: the candidates in rank order, the families left out, diagnostics. */
export interface Routed {
  candidates: RouteCandidate[];
  omitted: OmittedFamily[];
  diagnostics: RouteDiagnostic[];
}

/**
 * One planning request over routed candidates: the candidates' capabilities (full schemas for the
 * capability side), the planner's input, what its plan is validated against, and the prompt size.
 */
/**
 * A turn's argument provenance, computed once per turn (its context and question): every planning
 * step and correction of the turn validates against the same host-normalized values.
 */
const provenanceByTurn = new WeakMap<TurnContext, { question: string; provenance: TurnProvenance }>();
function provenanceOf(
  ctx: TurnContext,
  question: string,
  userText: readonly string[],
  today: Date,
  selection: SelectionShape | undefined,
): TurnProvenance {
  const known = provenanceByTurn.get(ctx);
  if (known?.question === question) return known.provenance;
  const provenance = turnProvenance(userText, today, selection);
  provenanceByTurn.set(ctx, { question, provenance });
  return provenance;
}

export interface PlanRequest {
  caps: Capability[];
  input: PlannerInput;
  validation: ValidatePlanContext;
  promptBytes: number;
}

export async function planRequest(
  deps: PlanDeps,
  snapshot: Snapshot,
  question: string,
  ctx: TurnContext,
  routed: Routed,
  materializeSelected: boolean,
): Promise<PlanRequest> {
  const snapshotCaps = snapshot.capabilities as Capability[];
  const { candidates, omitted } = routed;
  const byIdAll = new Map(snapshotCaps.map((c) => [c.id, c]));
  const picked = candidates.map((c) => byIdAll.get(c.id)).filter((c) => c !== undefined);
  // Full schemas are materialized only for routed candidates; the classic baseline keeps index cards.
  const caps = materializeSelected ? await Promise.all(picked.map(deps.materialize)) : picked;
  // Validation sees the materialized schemas of the candidates and the rest of the snapshot as is.
  const byId = new Map(caps.map((c) => [c.id, c]));
  const validationCaps = snapshotCaps.map((c) => byId.get(c.id) ?? c);
  const prompt = renderSystemPrompt({
    candidates: caps.map(toPromptCard),
    omittedFamilies: omitted,
    selectionEnabled: (ctx.selection?.rows.length ?? 0) > 0,
    kbEnabled: caps.some((c) => c.sourceKind === "kb"),
    familyExpansionEnabled: omitted.length > 0,
  });
  const today = deps.today?.() ?? new Date();
  const userText = [question, ...ctx.recent.map((r) => r.question)];
  const selection = ctx.selection ? selectionShapeOf(ctx.selection) : undefined;
  return {
    caps,
    input: plannerInputOf(question, ctx, caps, omitted, snapshotCaps),
    validation: {
      snapshotCaps: validationCaps,
      routeIds: caps.map((c) => c.id),
      selection,
      untriedRelevant: relevantOf(candidates),
      omittedFamilies: omitted.map((f) => f.family),
      question,
      today,
      userText,
      provenance: provenanceOf(ctx, question, userText, today, selection),
    },
    promptBytes: prompt.bytes,
  };
}

/**
 * The eligible capabilities of a snapshot, one array per snapshot: the routing index is cached by
 * that array's identity, so an unchanged catalog is indexed once, not on every turn.
 */
const eligibleBySnapshot = new WeakMap<Snapshot, Capability[]>();
export function eligibleOf(snapshot: Snapshot): Capability[] {
  let list = eligibleBySnapshot.get(snapshot);
  if (!list) {
    list = (snapshot.capabilities as Capability[]).filter((c) => c.eligible);
    eligibleBySnapshot.set(snapshot, list);
  }
  return list;
}

/** Step 4: the capability side routes the question; the classic baseline takes the flat catalog. */
export async function routeQuestion(
  side: PlanSide,
  deps: PlanDeps,
  snapshot: Snapshot,
  question: string,
  ctx: TurnContext,
): Promise<Routed> {
  const eligible = eligibleOf(snapshot);
  let routed: Routed;
  if (side === "classic") {
    // The baseline: one planner call over the flat eligible catalog, no prefilter or router.
    routed = {
      candidates: eligible.map((c) => ({ id: c.id, score: 0, reasons: ["classic: flat catalog"] })),
      omitted: [],
      diagnostics: [],
    };
  } else {
    const rankCtx = {
      selection: ctx.selection
        ? { entity: ctx.selection.entity, row: ctx.selection.rows[0] ?? {} }
        : undefined,
      recentFamilies: ctx.recentFamilies,
    };
    const routeOpts = { budgetBytes: deps.budgetBytes, index: indexFor(eligible) };
    const r = deps.embedder
      ? await routeHybrid(eligible, question, rankCtx, {
          ...routeOpts,
          embedder: deps.embedder,
          cache: cacheFor(deps.embedder),
        })
      : route(eligible, question, rankCtx, routeOpts);
    routed = { candidates: r.candidates, omitted: r.omittedFamilies, diagnostics: r.diagnostics };
  }
  const exhausted = ctx.exhausted;
  if (exhausted?.length) routed.candidates = routed.candidates.filter((c) => !exhausted.includes(c.id));
  return routed;
}

/**
 * A plan that asks for an omitted family: a deterministic second lookup against the full trusted
 * index, whose tools replace the candidates (that family is no longer omitted).
 */
export function expandRoute(
  snapshot: Snapshot,
  family: string,
  question: string,
  ctx: TurnContext,
  routed: Routed,
): Routed {
  const extra = expandFamily(indexFor(eligibleOf(snapshot)), family, question, {
    selection: ctx.selection ? { entity: ctx.selection.entity, row: ctx.selection.rows[0] ?? {} } : undefined,
  });
  return {
    candidates: extra.map((t) => ({ id: t.id, score: t.score, reasons: t.reasons })),
    omitted: routed.omitted.filter((f) => f.family !== family),
    diagnostics: routed.diagnostics,
  };
}
