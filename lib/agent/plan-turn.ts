/**
 * Steps 3–6 of a turn, without executing anything: route (capability) or take the flat catalog
 * (classic), then plan and validate with one structured correction attempt. Pure of I/O except the
 * injected `materialize` (full schemas for selected OpenAPI operations only) and the planner.
 */
import type { Capability, Snapshot } from "@/lib/capabilities";
import {
  type CorrectionRecord,
  changeWordsOf,
  type Planner,
  type PlannerInput,
  planWithCorrection,
  renderSystemPrompt,
  selectionShapeOf,
  toPromptCard,
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

async function planOver(
  deps: PlanDeps,
  snapshotCaps: Capability[],
  question: string,
  ctx: TurnContext,
  candidates: RouteCandidate[],
  omitted: OmittedFamily[],
  materializeSelected: boolean,
) {
  const byIdAll = new Map(snapshotCaps.map((c) => [c.id, c]));
  const picked = candidates.map((c) => byIdAll.get(c.id)).filter((c) => c !== undefined);
  // Full schemas are materialized only for routed candidates; the classic baseline keeps index cards.
  const caps = materializeSelected ? await Promise.all(picked.map(deps.materialize)) : picked;
  // Validation sees the materialized schemas of the candidates and the rest of the snapshot as is.
  const byId = new Map(caps.map((c) => [c.id, c]));
  const validationCaps = snapshotCaps.map((c) => byId.get(c.id) ?? c);
  const input = plannerInputOf(question, ctx, caps, omitted, snapshotCaps);
  const result = await planWithCorrection(deps.planner, input, {
    snapshotCaps: validationCaps,
    routeIds: caps.map((c) => c.id),
    selection: ctx.selection ? selectionShapeOf(ctx.selection) : undefined,
    untriedRelevant: relevantOf(candidates),
    omittedFamilies: omitted.map((f) => f.family),
    question,
    today: deps.today?.() ?? new Date(),
    userText: [question, ...ctx.recent.map((r) => r.question)],
  });
  const prompt = renderSystemPrompt({
    candidates: caps.map(toPromptCard),
    omittedFamilies: omitted,
    selectionEnabled: (ctx.selection?.rows.length ?? 0) > 0,
    kbEnabled: caps.some((c) => c.sourceKind === "kb"),
    familyExpansionEnabled: omitted.length > 0,
  });
  return { caps, result, promptBytes: result.record.promptBytes || prompt.bytes };
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

export async function planTurn(
  side: PlanSide,
  deps: PlanDeps,
  snapshot: Snapshot,
  question: string,
  ctx: TurnContext,
): Promise<PlanningResult> {
  const now = deps.now ?? (() => performance.now());
  const t0 = now();
  const all = snapshot.capabilities as Capability[];
  const eligible = eligibleOf(snapshot);
  let candidates: RouteCandidate[];
  let omitted: OmittedFamily[] = [];
  let diagnostics: RouteDiagnostic[] = [];
  if (side === "classic") {
    // The baseline: one planner call over the flat eligible catalog, no prefilter or router.
    candidates = eligible.map((c) => ({ id: c.id, score: 0, reasons: ["classic: flat catalog"] }));
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
    candidates = r.candidates;
    omitted = r.omittedFamilies;
    diagnostics = r.diagnostics;
  }
  if (ctx.exhausted?.length) candidates = candidates.filter((c) => !ctx.exhausted?.includes(c.id));
  const t1 = now();
  let { caps, result, promptBytes } = await planOver(
    deps,
    all,
    question,
    ctx,
    candidates,
    omitted,
    side === "capability",
  );
  let expandedFamily: string | undefined;
  let tokens = result.record.tokens;
  if (side === "capability" && result.plan.expandFamily) {
    // Deterministic second lookup against the full trusted index, then one more planning round.
    expandedFamily = result.plan.expandFamily;
    const extra = expandFamily(indexFor(eligible), expandedFamily, question, {
      selection: ctx.selection
        ? { entity: ctx.selection.entity, row: ctx.selection.rows[0] ?? {} }
        : undefined,
    });
    candidates = extra.map((t) => ({ id: t.id, score: t.score, reasons: t.reasons }));
    omitted = omitted.filter((f) => f.family !== expandedFamily);
    ({ caps, result, promptBytes } = await planOver(deps, all, question, ctx, candidates, omitted, true));
    tokens += result.record.tokens;
  }
  const t2 = now();
  return {
    side,
    candidates,
    candidateCaps: caps,
    omittedFamilies: omitted,
    diagnostics,
    plan: result.plan,
    record: result.record,
    expandedFamily,
    promptBytes,
    tokens,
    timings: { routing: Math.round(t1 - t0), planning: Math.round(t2 - t1) },
  };
}
