import "server-only";
/**
 * runTurn(actor, conversation, text): DESIGN.md §1 steps 1–10, each one call from here. Snapshot
 * (buildSnapshot) → context (loadTurnContext) → route (routeQuestion) → plan → validate → correct
 * (planWithCorrection, in planTurn below) → execute with re-authorization (executePlan) → present →
 * record. In shadow mode the classic side executes and the capability side only routes and plans; a
 * ShadowReport compares them.
 */
import { buildSnapshot, buildTurnInputs } from "@/lib/agent/build-snapshot";
import type { Actor } from "@/lib/auth/actor";
import { type Capability, deepFreeze, inferShape, type Snapshot } from "@/lib/capabilities";
import { recordObservedShape } from "@/lib/capabilities/observed";
import type { MessagePart, ProgressPhase } from "@/lib/chat/types";
import { materialize } from "@/lib/connectors/openapi";
import { openApiSource } from "@/lib/connectors/runtime";
import type { Db } from "@/lib/db/client";
import { catalogOf, connectionBySlug } from "@/lib/db/repositories/connections";
import type { PlannerMode } from "@/lib/db/repositories/settings";
import { type TurnTimings, turnRepo } from "@/lib/db/repositories/turns";
import { env } from "@/lib/env";
import { executePlan } from "@/lib/execution";
import type { ExecutionOutcome, ObservedShape } from "@/lib/execution/types";
import { type Planner, planWithCorrection } from "@/lib/planning";
import { LISTED_VALUE, unlistedWord } from "@/lib/planning/builtin/listed-value";
import { createEmbedder } from "@/lib/planning/embeddings";
import type { Plan } from "@/lib/planning/types";
import type { Embedder } from "@/lib/routing";
import { referenceRoleWords } from "@/lib/semantics/params";
import { choicesPart } from "./choices";
import { agentToday } from "./clock";
import { loadTurnContext, type TurnContext } from "./context";
import { emptyNameSearch } from "./empty-name";
import { executionDeps } from "./execution-deps";
import { failedAfterLookup } from "./failed-after-lookup";
import { createGateway } from "./gateway";
import { planGiven } from "./given-plan";
import { listedPluralQuestion, matchesListed } from "./listed-plural";
import { namedReadingTurn } from "./named-reading";
import { storePresentation } from "./persist";
import {
  expandRoute,
  type PlanDeps,
  type PlanningResult,
  type PlanSide,
  planRequest,
  routeQuestion,
} from "./plan-turn";
import { present } from "./present";
import { decisionText } from "./prose";
import { recordShadowReport } from "./shadow";
import { continueWithOnlyMatch, lookupStep, searchesElsewhere, sideBySide } from "./side-by-side";
import { sqlComposedTurn } from "./sql-schema";
import { budgeted, type TurnBudget } from "./turn-limits";
import { maskedRecord, pendingPick } from "./turn-record";

/** "Jane Doe (E-10000) has no manager on record.": the field said in words, of the record found. */
function emptyReference(observed: ObservedShape): Plan {
  const field = referenceRoleWords(observed.missingPath).join(" ");
  return {
    decision: "answer",
    reason: `${observed.empty?.label ?? "The record found"} has no ${field || "such reference"} on record.`,
    reasonCode: "empty_reference",
    actions: [],
  };
}

/**
 * The records a lookup found on the way, when the question could not go on from them: never
 * presented as the answer — the re-plan's own question back, or one saying what was found.
 */
function foundOnTheWay(outcome: ExecutionOutcome, again: Plan): Plan {
  if (again.decision === "clarify" || again.decision === "insufficient") return again;
  const found = outcome.results.find((r) => r.status === "ok")?.capability.entity ?? "record";
  return {
    decision: "clarify",
    reason: `I found the ${found}, but could not go on from it to answer this. Select it in a table and ask again, or rephrase the question.`,
    reasonCode: "missing_input",
    actions: [],
  };
}

export interface RunTurnInput {
  conversationId: string;
  question: string;
  /**
   * The selection the browser showed (id + version). The turn uses the conversation's current
   * selection, resolved server-side; a different one is used with a notice.
   */
  selection: { id: string; version: number } | null;
  emit: (phase: ProgressPhase, detail?: string) => void;
  /** Told at once when the turn's context comes with a notice (the selection changed in another tab). */
  notify?: (text: string) => void;
  /** Forces a mode for this turn (the golden suite checks the capability pipeline); else the governed setting. */
  mode?: PlannerMode;
  /**
   * A plan the host already holds (a picked clarify choice): routing and planning are skipped, the
   * plan is re-validated over the fresh snapshot and runs through the same gateway.
   */
  plan?: Plan;
  /** The turn's caps on calls (steps and tokens are counted by the planner it is given). */
  budget?: TurnBudget;
  /**
   * The conversation as this request already read it in scope (storing the question): its selection
   * version is not read again.
   */
  conversation?: { id: string; selectionVersion: number };
  /** A harness (the golden suite) reads the executed plan whole: the turn row keeps it masked. */
  onPlan?: (plan: Plan) => void;
}

export interface RunTurnResult {
  turnId: string;
  parts: MessagePart[];
  status: string;
  mode: PlannerMode;
}

/**
 * Materialized capabilities by the snapshot's (frozen) index card, with the connection row and the
 * imported source they came from: while both are the same objects (the connection's cached row and
 * its imported document, re-read when the connection changes), the card's full schemas are the same,
 * so they are built once — and frozen, as the snapshot's are, so the schema caches keyed by a frozen
 * capability (parameters, shapes, cards, validators) hold across turns. Gone with the snapshot.
 */
const materializedCache = new WeakMap<
  Readonly<Capability>,
  { conn: object; source: object; cap: Capability }
>();

export function materializer(db: Db, actor: Actor) {
  return async (cap: Readonly<Capability>): Promise<Capability> => {
    if (cap.sourceKind !== "api" || cap.schemaState !== "light") return cap as Capability;
    // The row without its catalog: the stored document is read only if this version is not imported yet.
    const conn = await connectionBySlug(db, actor, cap.sourceId);
    if (!conn) return cap as Capability;
    const source = await openApiSource(conn, () => catalogOf(db, actor, conn.id));
    const hit = materializedCache.get(cap);
    if (hit && hit.conn === conn && hit.source === source) return hit.cap;
    const full = materializeFull(cap, source);
    if (Object.isFrozen(cap)) {
      const frozen = deepFreeze(structuredClone(full)) as Capability;
      materializedCache.set(cap, { conn, source, cap: frozen });
      return frozen;
    }
    return full;
  };
}

function materializeFull(
  cap: Readonly<Capability>,
  source: Awaited<ReturnType<typeof openApiSource>>,
): Capability {
  const m = materialize(source, cap.localName);
  // The index card knew no output shape: collection path and identity come from the full schema.
  const shape = inferShape({
    name: cap.localName,
    inputSchema: m.inputSchema,
    outputSchema: m.outputSchema,
    entity: cap.entity,
    operation: cap.operation,
  });
  return {
    ...(cap as Capability),
    inputSchema: m.inputSchema,
    outputSchema: m.outputSchema,
    collectionPath: cap.collectionPath ?? shape.collectionPath,
    identityFields: cap.identityFields.length ? cap.identityFields : shape.identityFields,
    schemaState: "full",
  };
}

/** The tool of an empty lookup (`expect: one`) when another source routed a search for the same entity. */
function emptyLookupWithAlternative(
  outcome: ExecutionOutcome,
  routed: readonly Capability[],
): string | undefined {
  return outcome.results.find(
    (r) => r.status === "empty" && r.expect === "one" && searchesElsewhere(r.capability, routed),
  )?.tool;
}

/**
 * Tools that declare no output schema are understood from their first result (shape only). Several
 * matches are a result too: a pick continues the question from the shape they showed.
 */
export function learnShapes(tenantId: string, outcome: ExecutionOutcome): void {
  for (const r of outcome.results)
    if ((r.status === "ok" || r.status === "ambiguous") && r.data !== undefined)
      recordObservedShape(tenantId, r.capability, r.data, r.args);
}

/** One embedder per process, so its card-vector cache outlives a turn; undefined = lexical routing. */
let embedder: { value: Embedder | undefined } | undefined;

/** What planning a question needs besides the snapshot: the planner, schemas, budget, embedder, today. */
export function planningDeps(db: Db, actor: Actor, planner: Planner) {
  embedder ??= { value: createEmbedder(env()) };
  return {
    planner,
    materialize: materializer(db, actor),
    budgetBytes: env().PLANNER_SCHEMA_BUDGET_BYTES,
    embedder: embedder.value,
    today: agentToday(),
  };
}

/**
 * Steps 4–6 of a turn, executing nothing: route the question (or take the flat catalog), then
 * plan → validate → one structured correction → safe fallback (planWithCorrection, DESIGN.md §3).
 * A plan that asks for an omitted family routes that family and is planned once more.
 */
export async function planTurn(
  side: PlanSide,
  deps: PlanDeps,
  snapshot: Snapshot,
  question: string,
  ctx: TurnContext,
): Promise<PlanningResult> {
  const now = deps.now ?? (() => performance.now());
  const t0 = now();
  let routed = await routeQuestion(side, deps, snapshot, question, ctx);
  const t1 = now();
  let request = await planRequest(deps, snapshot, question, ctx, routed, side === "capability");
  let { plan, record } = await planWithCorrection(deps.planner, request.input, request.validation);
  let tokens = record.tokens;
  let expandedFamily: string | undefined;
  if (side === "capability" && plan.expandFamily) {
    expandedFamily = plan.expandFamily;
    routed = expandRoute(snapshot, expandedFamily, question, ctx, routed);
    request = await planRequest(deps, snapshot, question, ctx, routed, true);
    ({ plan, record } = await planWithCorrection(deps.planner, request.input, request.validation));
    tokens += record.tokens;
  }
  const t2 = now();
  return {
    side,
    candidates: routed.candidates,
    candidateCaps: request.caps,
    omittedFamilies: routed.omitted,
    diagnostics: routed.diagnostics,
    plan,
    record,
    expandedFamily,
    promptBytes: record.promptBytes || request.promptBytes,
    tokens,
    timings: { routing: Math.round(t1 - t0), planning: Math.round(t2 - t1) },
  };
}

export async function runTurn(
  db: Db,
  actor: Actor,
  planner: Planner,
  input: RunTurnInput,
): Promise<RunTurnResult> {
  const e = env();
  const timings: TurnTimings = {};
  let t = performance.now();
  const lap = (name: string) => {
    const n = performance.now();
    timings[name] = Math.round(n - t);
    t = n;
  };
  input.emit("snapshot");
  // The snapshot and the planner mode from one read of what they derive from.
  const inputs = await buildTurnInputs(db, actor);
  const snapshot = inputs.snapshot;
  const mode = input.mode ?? inputs.mode;
  lap("snapshot");
  const ctx = await loadTurnContext(db, actor, input.conversationId, input.selection, input.conversation);
  if (ctx.notice) input.notify?.(ctx.notice);
  lap("context");

  const deps = planningDeps(db, actor, planner);
  input.emit("routing");
  const executedSide = mode === "capability" ? "capability" : "classic";
  const planning = input.plan
    ? await planGiven(deps.materialize, snapshot, input.plan, ctx)
    : await planTurn(executedSide, deps, snapshot, input.question, ctx);
  timings.routing = planning.timings.routing;
  timings.planning = planning.timings.planning;
  input.emit("planning");

  // Shadow: the capability pipeline routes and plans only. It is given no gateway at all.
  let shadow: PlanningResult | undefined;
  if (mode === "shadow" && !input.plan) {
    const s0 = performance.now();
    shadow = await planTurn("capability", deps, snapshot, input.question, ctx);
    timings.shadow = Math.round(performance.now() - s0);
  }
  t = performance.now();

  const gateway = budgeted(createGateway(db, actor, snapshot), input.budget);
  let outcome: ExecutionOutcome | undefined;
  let plan = planning.plan;
  let replanned = false;
  let notTheAnswer: Plan | undefined;
  if (!input.plan && (plan.decision === "insufficient" || plan.decision === "clarify")) {
    // A question over a described database: one SELECT composed from its tables' columns (./sql-schema.ts).
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), e.TURN_TIMEOUT_MS);
    // Read calls the host makes on the way (never shown as the answer), over the given routed tools.
    const reads = (p: Plan, routed: readonly Capability[]) =>
      executePlan(
        p,
        executionDeps({
          snapshot,
          routed,
          gateway,
          question: input.question,
          emit: input.emit,
          signal: controller.signal,
        }),
      );
    try {
      const composed = await sqlComposedTurn(
        input.question,
        plan,
        snapshot.capabilities,
        planningDeps(db, actor, planner).today(),
        reads,
      );
      if (composed) {
        plan = composed.plan;
        planning.candidateCaps = [...planning.candidateCaps, ...composed.caps];
      }
      // "issues in Engineering": which kind of record the name is, as the records say (./named-reading.ts).
      const settled = await namedReadingTurn(plan, planning.candidateCaps, reads);
      if (settled) plan = settled;
      // "show me some comedies": a listed category's plural names the records (./listed-plural.ts).
      const said = await listedPluralQuestion(input.question, plan, snapshot.capabilities, reads);
      const again = said ? await planTurn(executedSide, deps, snapshot, said.question, ctx) : undefined;
      if (said && again && matchesListed(again.plan, said)) {
        plan = again.plan;
        planning.candidateCaps = again.candidateCaps;
      }
    } finally {
      clearTimeout(timer);
    }
  }
  if (plan.decision === "tools" && plan.actions.length > 0) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), e.TURN_TIMEOUT_MS);
    try {
      // Executes over the snapshot with the routed candidates' full (materialized) schemas.
      const depsOver = (snap: Snapshot, routed: readonly Capability[]) =>
        executionDeps({
          snapshot: snap,
          routed,
          gateway,
          selection: ctx.selection ? { rows: ctx.selection.rows, entity: ctx.selection.entity } : undefined,
          question: input.question,
          emit: input.emit,
          signal: controller.signal,
        });
      const run = (p: typeof plan, snap = snapshot, routed = planning.candidateCaps, offerAt?: string) =>
        executePlan(p, depsOver(snap, routed), { offerAt });
      // Sources side by side: a lookup another routed source could make too offers what it found
      // even when that is one match, so the person can pick among both sources' matches.
      const lookupHere = (p: typeof plan, routed: readonly Capability[]) => {
        const l = input.plan || p.reasonCode === "lookup_first" ? undefined : lookupStep(p, routed);
        return l && searchesElsewhere(l.capability, planning.candidateCaps) ? l : undefined;
      };
      let lookup = lookupHere(plan, planning.candidateCaps);
      let over = { snapshot, routed: planning.candidateCaps };
      outcome = await run(plan, snapshot, planning.candidateCaps, lookup?.action.id);
      learnShapes(actor.tenantId, outcome);
      if (outcome.status === "done" && plan.reasonCode === "lookup_first") {
        // The lookup's shape was unknown and is now observed: plan the question again over a
        // snapshot that declares it (one more round; the lookup itself is repeated, never guessed).
        replanned = true;
        const learned = await buildSnapshot(db, actor);
        const again = await planTurn(executedSide, deps, learned, input.question, ctx);
        if (
          again.plan.decision === "tools" &&
          again.plan.actions.length > 0 &&
          again.plan.reasonCode !== "lookup_first"
        ) {
          plan = again.plan;
          over = { snapshot: learned, routed: again.candidateCaps };
          lookup = lookupHere(plan, again.candidateCaps);
          outcome = await run(plan, learned, again.candidateCaps, lookup?.action.id);
        } else if (outcome.results.some((r) => r.status === "ok")) {
          // The lookup found its record, but the question could not go on from it: the record
          // found on the way is not the answer, so it is never presented as one.
          notTheAnswer = foundOnTheWay(outcome, again.plan);
        }
      }
      const mine =
        lookup && outcome.status === "suspended" && outcome.suspension.actionId === lookup.action.id
          ? outcome.suspension
          : undefined;
      if (lookup && mine) {
        const again = await planTurn(executedSide, deps, snapshot, input.question, {
          ...ctx,
          exhausted: [lookup.capability.id],
        });
        const theirs = lookupStep(again.plan, again.candidateCaps);
        const other =
          theirs && searchesElsewhere(theirs.capability, [lookup.capability])
            ? await run(again.plan, snapshot, again.candidateCaps, theirs.action.id)
            : undefined;
        if (theirs && other?.status === "suspended" && other.suspension.actionId === theirs.action.id)
          outcome = sideBySide({ plan, outcome, suspension: mine }, [
            { plan: again.plan, outcome: other, suspension: other.suspension },
          ]);
        else if (mine.rows.length === 1)
          // Only this source knows them: the question goes on with its one match.
          outcome = await continueWithOnlyMatch(outcome, mine, depsOver(over.snapshot, over.routed));
      }
      // Sources side by side: a lookup that found nobody in one source, while another routed source
      // has a tool for the same entity, tries that one before saying "not found".
      const empty =
        outcome.status === "done" && !input.plan
          ? emptyLookupWithAlternative(outcome, planning.candidateCaps)
          : undefined;
      if (empty) {
        const again = await planTurn(executedSide, deps, snapshot, input.question, {
          ...ctx,
          exhausted: [empty],
        });
        if (again.plan.decision === "tools" && again.plan.actions.length > 0) {
          replanned = true;
          plan = again.plan;
          outcome = await run(plan, snapshot, again.candidateCaps);
          learnShapes(actor.tenantId, outcome);
        }
      }
      // "Batman movies" where a word before the records' noun was looked up among a lister's records
      // (genres) and none is named so: that was a reading, not what the person said — the question is
      // planned again without the lister, as before; never "no genre named Batman".
      const missed =
        outcome.status === "done" && !input.plan && plan.reasonCode === LISTED_VALUE
          ? outcome.results.find((r) => r.status === "empty" && r.expect === "one")?.tool
          : undefined;
      const unlisted = missed
        ? unlistedWord(
            plan,
            missed,
            planning.candidateCaps.find((c) => c.id === missed)?.entity ?? "",
            input.question,
          )
        : undefined;
      if (unlisted) {
        notTheAnswer = unlisted;
        replanned = true;
      } else if (missed) {
        const again = await planTurn(executedSide, deps, snapshot, input.question, {
          ...ctx,
          exhausted: [missed],
        });
        replanned = true;
        if (again.plan.decision === "tools" && again.plan.actions.length > 0) {
          plan = again.plan;
          outcome = await run(plan, snapshot, again.candidateCaps);
          learnShapes(actor.tenantId, outcome);
        } else notTheAnswer = again.plan;
      }
      // "Greta Gerwig movies" where the title search found none: the name is likely a person's — asked, never "none".
      const nameless =
        !notTheAnswer && outcome.status === "done" && !input.plan
          ? emptyNameSearch(plan, outcome.results, planning.candidateCaps, input.question)
          : undefined;
      if (nameless) notTheAnswer = nameless;
      if (outcome.status === "replan" && outcome.observed.empty) {
        // "who is Jane Doe's manager?" where her manager field is empty: she has none on record —
        // said so, never her own record (or another) shown as the answer, and nothing re-planned.
        notTheAnswer = emptyReference(outcome.observed);
      } else if (outcome.status === "replan" && !input.plan) {
        // The result did not expose a declared path: re-plan once from the observed shape (keys only).
        replanned = true;
        const o = outcome.observed;
        const again = await planTurn(executedSide, deps, snapshot, input.question, {
          ...ctx,
          observed: {
            code: "observed_shape",
            actionId: o.actionId,
            message: `${o.tool} returned ${o.shape}; "${o.missingPath}" is not there. Keys: ${o.sampleKeys.join(", ")}`,
          },
        });
        if (again.plan.decision === "tools" && again.plan.actions.length > 0) {
          plan = again.plan;
          outcome = await run(plan);
        }
        // The calls made before the reference failed found records on the way, not the answer:
        // never presented as one ("Here is loan 5521" for its member).
        if (outcome.status === "replan" && outcome.results.some((r) => r.status === "ok"))
          notTheAnswer = foundOnTheWay(outcome, again.plan);
      }
    } finally {
      clearTimeout(timer);
    }
  }
  const failedOnTheWay = !notTheAnswer && outcome ? failedAfterLookup(outcome, plan) : undefined;
  if (failedOnTheWay) notTheAnswer = failedOnTheWay;
  if (notTheAnswer) {
    plan = notTheAnswer;
    outcome = undefined;
  }
  lap("execute");

  input.emit("answering");
  const presentation = outcome
    ? present(outcome.results, {
        question: input.question,
        snapshotHash: snapshot.hash,
        maxRows: e.ARTIFACT_MAX_ROWS,
        evidence: outcome.evidence,
      })
    : { parts: [], artifacts: [] };

  const status = outcome?.status ?? plan.decision;
  const turns = turnRepo(db, actor);
  // Every phase is timed by now: the row is written once, with its total.
  timings.total = Object.values(timings).reduce((a, b) => a + b, 0);
  const turn = await turns.create({
    conversationId: input.conversationId,
    mode,
    status,
    question: input.question.slice(0, 4000),
    snapshotHash: snapshot.hash,
    snapshotCount: snapshot.size.count,
    snapshotBytes: snapshot.size.bytes,
    route: {
      candidates: planning.candidates.slice(0, 40),
      omittedFamilies: planning.omittedFamilies,
      diagnostics: planning.diagnostics,
      expandedFamily: planning.expandedFamily,
    },
    plans: maskedRecord({
      executed: plan,
      attempts: planning.record.issuesPerAttempt.length,
      replanned,
      // A choice that reads the selection runs only against the selection it was offered with.
      selection: ctx.selection ? { id: ctx.selection.id, version: ctx.selection.version } : null,
      // What a pick's continuation of this turn starts its step budget from (issue 13 item 3).
      ...(input.budget ? { steps: input.budget.steps } : {}),
    }),
    validation: {
      issuesPerAttempt: planning.record.issuesPerAttempt,
      fallback: planning.record.fallback,
    },
    corrections: Math.max(0, planning.record.attempts - 1),
    evidence: maskedRecord(outcome?.evidence ?? []),
    timings,
    promptBytes: planning.promptBytes,
    tokens: planning.tokens || null,
    externalCalls: gateway.counters.external,
    suspended: pendingPick(plan, outcome?.status === "suspended" ? outcome.suspension : undefined),
  });
  const stored = await storePresentation(db, actor, input.conversationId, turn.id, presentation);
  const parts: MessagePart[] = stored.parts.length ? stored.parts : [];
  if (!outcome) parts.unshift({ type: "text", text: decisionText(plan, planning, snapshot.capabilities) });
  // The answer carries its context's notice first (the live one gives way to it).
  if (ctx.notice) parts.unshift({ type: "notice", text: ctx.notice });
  const offer = choicesPart(plan, turn.id, planning.candidateCaps, ctx.selection);
  if (offer) parts.push(offer);
  if (planning.record.fallback)
    parts.push({
      type: "notice",
      text: "No valid plan could be produced for this question, so nothing was run.",
    });
  if (shadow)
    await recordShadowReport(db, actor, turn.id, snapshot, planning, shadow, gateway.counters.external, 0);
  input.onPlan?.(plan);
  return { turnId: turn.id, parts, status, mode };
}
