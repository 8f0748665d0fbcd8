import { calledKind } from "@/lib/capabilities/kind-listers";
import type { Capability, JsonSchema } from "@/lib/capabilities/types";
import { ERRORS } from "@/lib/errors";
import type { PlanAction } from "@/lib/planning/types";
import { listOfOne, readFieldPath } from "@/lib/semantics/declared-paths";
import { asIdText, paramInfos } from "@/lib/semantics/params";
import { identifierParts } from "@/lib/semantics/words";
import { authorizeCall, gateAction } from "./authorization";
import {
  describeShape,
  displayRecord,
  type Extraction,
  extractCollection,
  sampleKeysOf,
  withTextError,
} from "./collection";
import { buildEvidence, normalizeError } from "./evidence";
import { followPages, planPaging } from "./paging";
import { betrayedReference } from "./reference-roles";
import { isFromReference, isPlainObject, type ReferenceSource, resolveArgs } from "./references";
import type {
  ActionResult,
  Evidence,
  ExecutionDeps,
  ExecutionOutcome,
  JsonRecord,
  Loading,
  NormalizedError,
  ObservedShape,
  PriorAction,
  Suspension,
  ToolResult,
} from "./types";

export interface RunState {
  prior: Map<string, PriorAction>;
  evidence: Evidence[];
  results: ActionResult[];
  externalCalls: number;
  /**
   * The lookup whose matches are offered even when there is only one: another source has matches
   * for the same entity and the person picks among both (lib/agent/side-by-side.ts).
   */
  offerAt?: string;
}

type Outcome<S extends ExecutionOutcome["status"]> = Extract<ExecutionOutcome, { status: S }>;

/** The most records an action runs once for each of (`PlanAction.each`); more suspend for a pick. */
export const MAX_EACH = 10;

/**
 * The executor loop. Actions run in plan order: validation guarantees every dependency points to
 * an earlier action. Stops early only for "no match" (expect one, zero rows), ambiguity
 * (suspend) and an unresolvable reference (re-plan); a failure elsewhere skips only dependents.
 */
export async function runActions(
  planned: PlanAction[],
  state: RunState,
  deps: ExecutionDeps,
): Promise<ExecutionOutcome> {
  // Actions run for each record of an earlier one are expanded in place when reached.
  const actions = [...planned];
  const perRecord = new Map<string, { from: string; row: JsonRecord }>();
  const now = deps.now ?? (() => performance.now());
  const signal = deps.signal ?? new AbortController().signal;
  const base = () => ({
    evidence: state.evidence,
    results: state.results,
    externalCalls: state.externalCalls,
  });
  const note = (action: PlanAction, status: Evidence["status"], error?: NormalizedError) => {
    state.evidence.push(buildEvidence({ actionId: action.id, tool: action.tool, status, error }));
    const entity = deps.snapshot.capabilities.find((cap) => cap.id === action.tool)?.entity ?? "";
    state.prior.set(action.id, { status, entity });
  };
  const skipRest = (from: number, error: NormalizedError) => {
    for (const action of actions.slice(from)) note(action, "skipped", error);
  };

  for (let i = 0; i < actions.length; i++) {
    const action = actions[i];
    if (signal.aborted) {
      skipRest(i, { code: "timeout:turn", message: ERRORS["timeout:turn"].message });
      return { ...base(), status: "failed" };
    }
    const blocked = action.dependsOn.find((id) => state.prior.get(id)?.status !== "ok");
    if (blocked !== undefined) {
      note(action, "skipped", {
        code: "skipped:dependency",
        message: `Depends on ${blocked}, which did not succeed.`,
      });
      continue;
    }
    if (action.each !== undefined) {
      const { each, ...one } = action;
      const listed = state.results.find((r) => r.actionId === each);
      const rows = listed?.records ?? [];
      if (listed && rows.length > MAX_EACH) {
        // Too many to run for one by one: the person picks one of them — never the first few.
        const suspension = pickAmong(listed, [one, ...actions.slice(i + 1)], state);
        return { ...base(), status: "suspended", suspension } satisfies Outcome<"suspended">;
      }
      const copies = rows.map((row, k) => {
        const id = k === 0 ? action.id : `${action.id}-${k + 1}`;
        perRecord.set(id, { from: each, row });
        return { ...one, id };
      });
      actions.splice(i, 1, ...copies);
      i--;
      continue;
    }
    const gate = gateAction(action, deps);
    if (!gate.ok) {
      note(action, "refused", gate.error);
      continue;
    }

    const sources = new Map<string, ReferenceSource>();
    for (const [id, prior] of state.prior) if (prior.record) sources.set(id, prior);
    const fan = perRecord.get(action.id);
    if (fan)
      sources.set(fan.from, { record: fan.row, collectionPath: state.prior.get(fan.from)?.collectionPath });
    const resolved = resolveArgs(action.args, { results: sources, selection: deps.selection });
    if (!resolved.ok) {
      // The source does not expose the declared path: stop after the safe calls already made and
      // hand the observed shape back for re-planning — never invent `items.0.id`.
      const observed = observe(resolved.from, resolved.path, state, deps);
      // The field is there and empty ("no manager on record"): nothing to follow, and nothing to re-plan.
      if (resolved.reason === "empty_path") observed.empty = { label: emptyLabel(resolved.from, state) };
      skipRest(i, {
        code: "bad_request:reference",
        message: `No value at "${resolved.path}" of ${resolved.from}.`,
      });
      return { ...base(), status: "replan", observed } satisfies Outcome<"replan">;
    }

    const betrayed = betrayedReference(action, resolved.args, actions, state.prior, deps);
    if (betrayed !== undefined) {
      note(action, "refused", {
        code: "bad_request:reference",
        message: `The value referenced for "${betrayed}" is not the kind of value its field claims; nothing was sent.`,
      });
      continue;
    }

    // A whole-argument reference to one value where the parameter takes a list: sent as its list.
    for (const [name, value] of Object.entries(action.args))
      if (isFromReference(value) && Object.hasOwn(resolved.args, name)) {
        const schema = (gate.capability.inputSchema.properties as Record<string, JsonSchema> | undefined)?.[
          name
        ];
        // A whole-number id where the parameter takes ids as text: sent as its digits.
        resolved.args[name] = listOfOne(schema, asIdText(name, schema, resolved.args[name]));
      }
    const auth = await authorizeCall(gate.capability, deps.authorize);
    if (!auth.ok) {
      note(action, "refused", auth.error);
      continue;
    }
    // A listed collection: the largest page size allowed, then every page (issue 14 item 1).
    const paging = deps.collection
      ? planPaging(gate.capability, resolved.args, action.match ? "many" : action.expect, deps.collection)
      : { args: resolved.args };
    let args = paging.args;
    deps.onProgress?.({ phase: "calling", tool: action.tool, actionId: action.id });
    const started = now();
    const call = async (callArgs: JsonRecord): Promise<ToolResult> => {
      try {
        state.externalCalls++;
        return withTextError(await deps.callTool(gate.capability, callArgs, { signal }), action.tool);
      } catch (error) {
        return { ok: false, error: normalizeError(error), truncated: false, bytes: 0 };
      }
    };
    let response = await call(args);
    const byKey = isLookupByKey(gate.capability, args);
    if (!response.ok && byKey && isNotFound(normalizeError(response.error)) && !signal.aborted) {
      // Codes are typed in lower case and stored in upper case ("tck-003795"): one retry, the same
      // validated call with only the code's case changed.
      const upper = upperCasedCodes(args);
      if (upper) {
        const retried = await call(upper);
        if (retried.ok || !isNotFound(normalizeError(retried.error))) [response, args] = [retried, upper];
      }
    }
    if (!response.ok) {
      const durationMs = Math.max(0, now() - started);
      const error = normalizeError(response.error);
      // The source says the key names nothing. Said as the source's answer, never as "no such
      // record": a key bound to the wrong lookup also answers "not found" (measured: presenting it as
      // an empty result made false "none" answers).
      const reported: NormalizedError =
        byKey && isNotFound(error) ? { code: "upstream:not_found", message: error.message } : error;
      state.evidence.push(
        buildEvidence({
          actionId: action.id,
          tool: action.tool,
          status: "error",
          error: reported,
          durationMs,
        }),
      );
      state.prior.set(action.id, { status: "error", entity: gate.capability.entity });
      continue;
    }

    // A generic tool's records are of the kind the call chose (`type: "artist"`): read as those.
    const returned = calledKind(gate.capability, args);
    let extraction = extractCollection(response.data, returned);
    let loading: Loading | undefined;
    const counted = !action.match && deps.collection?.totalSuffices && extraction.total !== undefined;
    if (paging.plan && deps.collection && extraction.kind === "collection" && !counted) {
      const pages = await followPages({
        actionId: action.id,
        cap: gate.capability,
        args,
        plan: paging.plan,
        first: {
          data: response.data,
          records: extraction.records,
          collectionPath: extraction.collectionPath,
          total: extraction.total,
          bytes: response.bytes,
          truncated: response.truncated,
        },
        limits: deps.collection,
        startedAt: started,
        deps,
        signal,
        onCall: () => state.externalCalls++,
      });
      extraction = { ...extraction, records: pages.records, total: pages.total };
      loading = pages.loading;
    } else if (counted && paging.plan && extraction.total !== undefined) {
      // A count read from the first page's total: the page size is the host's, never "the first N" asked.
      loading = {
        pages: 1,
        loaded: extraction.records.length,
        total: extraction.total,
        complete: extraction.records.length >= extraction.total,
        bytes: response.bytes,
        hostArgs: paging.plan.hostArgs,
      };
    }
    // A name the tool takes no argument for: only the records it names are the result.
    if (action.match && extraction.kind === "collection") {
      const { field, value } = action.match;
      const records = extraction.records.filter((r) => sameName(readFieldPath(r, field), value));
      extraction = { ...extraction, records, total: records.length };
    }
    const durationMs = Math.max(0, now() - started);
    // Run for one of several records: that record is whose these are ("Biscuit has 3 vaccinations").
    const subject =
      fan && resolved.sources.includes(fan.from)
        ? {
            actionId: fan.from,
            entity: state.prior.get(fan.from)?.entity ?? "",
            record: displayRecord(fan.row),
          }
        : subjectOf(resolved.sources[0], state, deps);
    const result = record(action, returned, args, response, extraction, loading, durationMs, subject, state);
    if (action.expect === "one" && result.status === "empty") {
      skipRest(i + 1, { code: "skipped:no_match", message: `${action.id} found no match.` });
      return { ...base(), status: "done" };
    }
    const offered = state.offerAt === action.id && result.status === "ok" && result.kind === "collection";
    if (result.status === "ambiguous" || offered) {
      // Several matches where one is needed: the person picks; the first is never chosen for them.
      const suspension = {
        actionId: action.id,
        tool: action.tool,
        entity: returned.entity,
        rows: result.records,
        identityFields: [...returned.identityFields],
        args: resolved.args,
        collectionPath: result.collectionPath,
        remainingPlan: actions.slice(i + 1),
        prior: Object.fromEntries(state.prior),
      };
      return { ...base(), status: "suspended", suspension } satisfies Outcome<"suspended">;
    }
  }
  const usable = state.evidence.some((e) => e.status === "ok" || e.status === "empty");
  const failure = state.evidence.some((e) => e.status === "error" || e.status === "refused");
  return { ...base(), status: failure && !usable ? "failed" : "done" };
}

/** A name as people write it: case, spaces, punctuation, a possessive `'s` and a leading "the" aside. */
const nameKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/['\u2019]s\b/g, "")
    .replace(/^\s*the\s+/, "")
    .replace(/[^\p{L}\p{N}]+/gu, "");

export function sameName(field: unknown, value: string): boolean {
  return typeof field === "string" && field !== "" && nameKey(field) === nameKey(value);
}

/**
 * A listed result with more records than an action may run for each of, turned into a pick: its
 * result and evidence become "ambiguous" and the rest of the plan continues with the one picked.
 */
function pickAmong(listed: ActionResult, remainingPlan: PlanAction[], state: RunState): Suspension {
  listed.status = "ambiguous";
  state.evidence = state.evidence.map((e) =>
    e.actionId === listed.actionId && e.status === "ok" ? { ...e, status: "ambiguous" } : e,
  );
  return {
    actionId: listed.actionId,
    tool: listed.tool,
    entity: listed.capability.entity,
    rows: listed.records,
    identityFields: [...listed.capability.identityFields],
    args: listed.args,
    collectionPath: listed.collectionPath,
    remainingPlan,
    prior: Object.fromEntries(state.prior),
  };
}

/** Stores the result, its evidence and what dependents may reference; returns the stored result. */
function record(
  action: PlanAction,
  capability: Readonly<Capability>,
  args: JsonRecord,
  response: ToolResult,
  extraction: Extraction,
  loading: Loading | undefined,
  durationMs: number,
  subject: ActionResult["subject"],
  state: RunState,
): ActionResult {
  const { records, kind, collectionPath, total } = extraction;
  const truncated = loading
    ? !loading.complete || (total !== undefined && total > records.length)
    : response.truncated || (total !== undefined && total > records.length);
  const isCollection = kind === "collection";
  let status: Evidence["status"] = kind === "none" || records.length === 0 ? "empty" : "ok";
  if (action.expect === "one" && isCollection && records.length > 1) status = "ambiguous";
  const single = action.expect === "one" && isCollection && records.length === 1 ? records[0] : undefined;
  // References read the single matching item, or the whole result of a record (`customer.id`).
  const referenceable =
    single ?? (kind === "record" && isPlainObject(response.data) ? response.data : undefined);

  const result: ActionResult = {
    actionId: action.id,
    tool: action.tool,
    capability,
    args,
    expect: action.expect,
    status,
    data: response.data,
    records,
    kind,
    collectionPath,
    total,
    truncated,
    chosen: kind === "record" ? records[0] : single,
    subject,
  };
  if (loading) result.loading = loading;
  state.results.push(result);
  state.evidence.push(
    buildEvidence({
      actionId: action.id,
      tool: action.tool,
      status,
      records,
      identityFields: capability.identityFields,
      collectionPath,
      selectedRow: single,
      truncated,
      durationMs,
      loading,
    }),
  );
  state.prior.set(action.id, {
    status,
    entity: capability.entity,
    record: referenceable,
    collectionPath: isCollection ? collectionPath : undefined,
  });
  return result;
}

/** The record whose fields fed an action's arguments, for prose like "Riccardo Lorini has 6 orders". */
function subjectOf(
  sourceId: string | undefined,
  state: RunState,
  deps: ExecutionDeps,
): ActionResult["subject"] {
  if (sourceId === undefined) return undefined;
  const fromSelection = sourceId === "selection";
  const row = fromSelection ? deps.selection?.rows[0] : state.prior.get(sourceId)?.record;
  if (!isPlainObject(row)) return undefined;
  const entity = fromSelection ? (deps.selection?.entity ?? "") : (state.prior.get(sourceId)?.entity ?? "");
  return { actionId: sourceId, entity, record: displayRecord(row) };
}

/** The record whose field was empty: its name and key as the record writes them ("Jane Doe (E-10000)"). */
function emptyLabel(from: string, state: RunState): string {
  const source = state.results.find((result) => result.actionId === from);
  const record = source?.chosen ?? {};
  const key = source?.capability.identityFields.map((f) => record[f]).find((v) => v != null);
  const nameKey = Object.keys(record).find(
    (k) => typeof record[k] === "string" && identifierParts(k).at(-1)?.toLowerCase() === "name",
  );
  const name = nameKey ? String(record[nameKey]).slice(0, 80) : undefined;
  if (name && key != null) return `${name} (${String(key)})`;
  return name ?? (key != null ? String(key) : `the ${source?.capability.entity ?? "record"} found`);
}

function observe(from: string, missingPath: string, state: RunState, deps: ExecutionDeps): ObservedShape {
  const source = state.results.find((result) => result.actionId === from);
  // A resumed pick has no raw data of its own; its row is what was observed.
  const data = from === "selection" ? deps.selection?.rows[0] : (source?.data ?? source?.chosen);
  return {
    actionId: from,
    tool: source?.tool ?? from,
    from,
    missingPath,
    sampleKeys: sampleKeysOf(data),
    shape: describeShape(data),
  };
}

/**
 * An upstream's answer that the record asked for does not exist: HTTP 404, or a tool error saying
 * so. The text is untrusted data; it only decides between "no such record" and "failed".
 */
const NOT_FOUND_TEXT = /\b(?:not found|does(?: not|n't) exist|no such)\b/i;
export function isNotFound(error: NormalizedError): boolean {
  if (error.code === "upstream:http_404") return true;
  return error.code === "upstream:tool" && NOT_FOUND_TEXT.test(error.message);
}

/**
 * A lookup of one record by its own key: a `get`/`detail` whose every argument is a required
 * parameter or an identifier of the record's own entity. Only then does "not found" mean the record
 * does not exist; a 404 on another argument (an organization, a parent) may be a wrong binding.
 */
function isLookupByKey(cap: Readonly<Capability>, args: JsonRecord): boolean {
  if (cap.operation !== "get" && cap.operation !== "detail") return false;
  const infos = paramInfos(cap);
  const names = Object.keys(args);
  return (
    names.length > 0 &&
    names.every((name) => {
      const info = infos.find((p) => p.name === name);
      return info !== undefined && (info.required || info.entity === cap.entity);
    })
  );
}

/** A code-like key (letters and digits, no spaces: "tck-003795", "wo-2024-9999") in lower case. */
const LOWER_CODE = /^(?=[^\s]*\d)(?=[^\s]*[a-z])[a-z0-9][a-z0-9._/-]*$/;
function upperCasedCodes(args: JsonRecord): JsonRecord | undefined {
  let changed = false;
  const out: JsonRecord = {};
  for (const [key, value] of Object.entries(args)) {
    if (typeof value === "string" && LOWER_CODE.test(value)) {
      out[key] = value.toUpperCase();
      changed = true;
    } else out[key] = value;
  }
  return changed ? out : undefined;
}
