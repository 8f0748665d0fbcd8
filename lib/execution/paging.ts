/**
 * Complete collections (issue 14 item 1): when an action lists a collection, the host asks for the
 * largest page size the schema allows and follows the pagination the schema declares or the first
 * result shows (page token / cursor, offset, page number), up to the artifact row limit, within a
 * time budget and the output-bytes bound. Every follow-up page is the same call with the page
 * argument only: validated against the input schema, re-authorized, and made through the same
 * `callTool` (so the gateway audits and counts it). Roles come from the one schema-semantics module.
 */
import type { Capability } from "@/lib/capabilities/types";
import { validator } from "@/lib/security";
import { identityField, type ParamInfo, paramInfos, paramValue, withParam } from "@/lib/semantics/params";
import {
  continuationFor,
  findCollection,
  hasMoreOf,
  type NextPage,
  nextPageOf,
} from "@/lib/semantics/results";
import { identifierParts, singular } from "@/lib/semantics/words";
import { authorizeCall } from "./authorization";
import { extractCollection } from "./collection";
import { normalizeError } from "./evidence";
import type {
  CollectionLimits,
  ExecutionDeps,
  JsonRecord,
  Loading,
  LoadingStop,
  NormalizedError,
  ToolResult,
} from "./types";

/** Offset and page-number pages asked for at once when the total is known (cursors are sequential). */
const PARALLEL_PAGES = 4;

/** Operations whose result is one entity: never paged. */
const RECORD_OPERATIONS = new Set(["get", "detail", "summary", "count", "check"]);

export interface PagingPlan {
  /** The page-size parameter, when the schema has one. */
  limit?: ParamInfo;
  /** The page size asked for (the schema maximum, bounded by the row limit), when known. */
  pageSize?: number;
  cursors: ParamInfo[];
  offset?: ParamInfo;
  page?: ParamInfo;
  /** Argument names the host sets or reads as paging (never filters in prose). */
  hostArgs: string[];
}

/**
 * Whether an action asks for a whole collection, and the first call's arguments. A list (`expect:
 * many`) of a collection operation is loaded completely unless the plan asked for a number of rows
 * below the page-size maximum ("the last 5 orders") or already chose a page.
 */
export function planPaging(
  cap: Readonly<Capability>,
  args: JsonRecord,
  expect: "one" | "many",
  limits: CollectionLimits,
): { args: JsonRecord; plan?: PagingPlan } {
  if (expect !== "many" || cap.sourceKind === "kb" || RECORD_OPERATIONS.has(cap.operation)) return { args };
  const infos = paramInfos(cap);
  const paging = infos.filter((p) => p.paging);
  if (paging.some((p) => paramValue(args, p) !== undefined && paramValue(args, p) !== null)) return { args };
  const limit = infos.find((p) => p.limit);
  let pageSize: number | undefined;
  let first = args;
  if (limit) {
    const max = finite(limit.limit?.max);
    const given = paramValue(args, limit);
    if (given === undefined || given === null) {
      if (max !== undefined) {
        pageSize = Math.max(Math.min(max, limits.maxRows), finite(limit.limit?.min) ?? 1);
        first = withParam(args, limit, pageSize);
      }
    } else if (typeof given === "number") {
      // A number below the maximum is the person's ("the 10 biggest"): that many rows, no paging.
      if (max === undefined || (given < max && given < limits.maxRows)) return { args };
      pageSize = given;
    } else return { args };
  }
  const cursors = paging.filter((p) => p.paging === "cursor" && !/before|prev/i.test(p.name));
  const plan: PagingPlan = {
    limit,
    pageSize,
    cursors,
    offset: paging.find((p) => p.paging === "offset"),
    page: paging.find((p) => p.paging === "page"),
    hostArgs: [...(limit ? [limit.name] : []), ...paging.map((p) => p.name)],
  };
  return { args: first, plan };
}

const finite = (v: unknown): number | undefined =>
  typeof v === "number" && Number.isFinite(v) ? v : undefined;

export interface FirstPage {
  data: unknown;
  records: JsonRecord[];
  collectionPath?: string;
  total?: number;
  bytes: number;
  truncated: boolean;
}

export interface PagesInput {
  actionId: string;
  cap: Readonly<Capability>;
  /** The first call's arguments (host page size included); follow-ups add the page argument only. */
  args: JsonRecord;
  plan: PagingPlan;
  first: FirstPage;
  limits: CollectionLimits;
  /** When the first call started (deps.now clock): the time budget counts from there. */
  startedAt: number;
  deps: Pick<ExecutionDeps, "authorize" | "callTool" | "onProgress" | "now">;
  signal: AbortSignal;
  /** Counts one physical call (the executor's external-call counter). */
  onCall: () => void;
}

export interface PagesOutcome {
  records: JsonRecord[];
  total?: number;
  loading: Loading;
}

type Step = { args: JsonRecord; cursor?: string | number } | { done: true } | { stop: LoadingStop };

/** Loads the following pages of a collection whose first page is `first`. */
export async function followPages(input: PagesInput): Promise<PagesOutcome> {
  const { cap, plan, first, limits, deps, actionId } = input;
  const now = deps.now ?? (() => performance.now());
  const pageCap = { ...cap, collectionPath: first.collectionPath ?? cap.collectionPath } as Capability;
  const identity = identityOf(cap, first.records);
  const seen = new Set<string>();
  const records: JsonRecord[] = [];
  let dropped = false;
  const add = (items: JsonRecord[]) => {
    let added = 0;
    for (const item of items) {
      const key = identity ? keyOf(item, identity) : undefined;
      if (key !== undefined) {
        if (seen.has(key)) continue;
        seen.add(key);
      }
      if (records.length < limits.maxRows) records.push(item);
      else dropped = true;
      added++;
    }
    return added;
  };
  add(first.records);

  let total = first.total;
  let received = first.records.length;
  let lastCount = first.records.length;
  let lastBytes = first.bytes;
  let bytes = first.bytes;
  let pages = 1;
  let found = findCollection(first.data, cap.entity, first.collectionPath);
  let error: NormalizedError | undefined;
  const sentCursors = new Set<string | number>();
  let stop: LoadingStop | undefined;
  let complete = false;
  if (first.truncated) stop = "bytes";

  const startOffset = finite(plan.offset && paramValue(input.args, plan.offset)) ?? 0;
  // Page numbers start at 0 or 1: a declared default or minimum is the first page only when it is one
  // of those (a zod `int()` declares the type's range, -2^53 + 1, which is no page number).
  const firstPage = (v: unknown) => (v === 0 || v === 1 ? v : undefined);
  const startPage =
    finite(plan.page && paramValue(input.args, plan.page)) ??
    firstPage(plan.page?.schema.default) ??
    firstPage(plan.page?.schema.minimum) ??
    1;

  const progress = () =>
    deps.onProgress?.({
      phase: "loading",
      tool: cap.id,
      actionId,
      entity: cap.entity,
      loaded: records.length,
      total,
    });

  while (!stop) {
    if (dropped) {
      stop = "limit";
      break;
    }
    const step = nextStep();
    if ("done" in step) {
      complete = true;
      break;
    }
    if ("stop" in step) {
      stop = step.stop;
      break;
    }
    if (records.length >= limits.maxRows) {
      stop = "limit";
      break;
    }
    if (input.signal.aborted) {
      stop = "cancelled";
      break;
    }
    const elapsed = now() - input.startedAt;
    if (elapsed >= limits.timeBudgetMs) {
      stop = "time";
      break;
    }
    if (bytes + lastBytes > limits.maxBytes) {
      stop = "bytes";
      break;
    }
    // Page numbers and offsets with a known total: the next few pages are known, so they are asked
    // for together (each one validated, authorized and audited on its own), then used in order.
    progress();
    const batch: { args: JsonRecord; cursor?: string | number }[] = [step, ...aheadSteps(step)];
    const fetched = await Promise.all(batch.map((s) => fetchPage(s.args, limits.timeBudgetMs - elapsed)));
    for (let k = 0; k < fetched.length && !stop && !complete; k++) {
      const got = fetched[k];
      if ("stop" in got) {
        stop = got.stop;
        error = got.error;
        break;
      }
      const { page, response } = got;
      const cursor = batch[k].cursor;
      if (cursor !== undefined) sentCursors.add(cursor);
      pages++;
      bytes += response.bytes;
      lastBytes = response.bytes;
      received += page.records.length;
      lastCount = page.records.length;
      if (page.total !== undefined) total = page.total;
      found = findCollection(response.data, cap.entity, page.collectionPath ?? first.collectionPath);
      const added = add(page.records);
      if (response.truncated) stop = "bytes";
      else if (page.records.length === 0) complete = true;
      else if (added === 0) stop = "stalled";
      else if (bytes > limits.maxBytes) stop = "bytes";
    }
    if (complete) break;
  }
  if (dropped) stop = "limit";
  if (pages > 1) progress();
  const loading: Loading = { pages, loaded: records.length, complete: complete && !stop, bytes };
  if (total !== undefined) loading.total = total;
  if (stop) {
    loading.stoppedBy = stop;
    loading.bound =
      stop === "limit"
        ? limits.maxRows
        : stop === "time"
          ? limits.timeBudgetMs
          : stop === "bytes"
            ? limits.maxBytes
            : undefined;
    if (loading.bound === undefined) delete loading.bound;
  }
  if (error) loading.error = error;
  loading.hostArgs = plan.hostArgs;
  return { records, total, loading };

  function nextStep(): Step {
    const moreByTotal = total !== undefined ? received < total : undefined;
    const fullPage = plan.pageSize !== undefined ? lastCount >= plan.pageSize : lastCount > 0;
    const token = found ? nextPageOf(found) : undefined;
    if (token) {
      // A string `page_info`-style parameter takes an opaque token too.
      const stringPage = plan.page?.schema.type === "string" ? [plan.page] : [];
      const param = cursorFor(token, plan.cursors.length > 0 ? plan.cursors : stringPage);
      const value = param ? continuationFor(token, param.name) : undefined;
      if (param && value !== undefined) {
        if (sentCursors.has(value)) return { stop: "stalled" };
        return { args: withParam(input.args, param, value), cursor: value };
      }
    }
    // A server may page below the size asked for (OData's server-driven paging): its own word that
    // there is more (a next link, `has_more`) counts over a short page.
    const moreBySource = found ? hasMoreOf(found) : undefined;
    const moreAtAll = moreByTotal ?? moreBySource ?? fullPage;
    if (plan.offset) {
      if (!moreAtAll) return { done: true };
      return { args: withParam(input.args, plan.offset, startOffset + received) };
    }
    if (plan.page && plan.page.schema.type !== "string") {
      if (!moreAtAll) return { done: true };
      return { args: withParam(input.args, plan.page, startPage + pages) };
    }
    // `starting_after`: a cursor that takes the last item's identifier, while the source says there is more.
    const after = plan.cursors.find((p) => /after/i.test(p.name));
    const more = moreByTotal ?? (found ? hasMoreOf(found) : undefined);
    if (after && more && identity) {
      const last = records[records.length - 1]?.[identity];
      if (typeof last === "string" || typeof last === "number") {
        if (sentCursors.has(last)) return { stop: "stalled" };
        return { args: withParam(input.args, after, last), cursor: last };
      }
    }
    if (token || more) return { stop: "unsupported" };
    return { done: true };
  }

  /**
   * Further offset or page-number steps after `step`, while the reported total says they exist and the
   * row limit and the output-bytes bound leave room (at most PARALLEL_PAGES - 1). Cursors are sequential.
   */
  function aheadSteps(step: { args: JsonRecord; cursor?: string | number }): { args: JsonRecord }[] {
    if (step.cursor !== undefined || total === undefined) return [];
    const size = plan.pageSize ?? lastCount;
    if (size <= 0) return [];
    const param = plan.offset ?? plan.page;
    if (!param || paramValue(step.args, param) === undefined) return [];
    const rowRoom = Math.ceil((limits.maxRows - records.length) / size) - 1;
    const totalRoom = Math.ceil((total - received) / size) - 1;
    const byteRoom = lastBytes > 0 ? Math.floor((limits.maxBytes - bytes) / lastBytes) - 1 : 0;
    const n = Math.min(PARALLEL_PAGES - 1, rowRoom, totalRoom, byteRoom);
    const out: { args: JsonRecord }[] = [];
    const base = Number(paramValue(step.args, param));
    for (let k = 1; k <= n; k++) {
      const value = plan.offset ? base + k * size : base + k;
      out.push({ args: withParam(input.args, param, value) });
    }
    return out;
  }

  /** One follow-up page: schema-validated, re-authorized, then called through the gateway. */
  async function fetchPage(
    args: JsonRecord,
    remainingMs: number,
  ): Promise<
    | { page: ReturnType<typeof extractCollection>; response: ToolResult }
    | { stop: LoadingStop; error?: NormalizedError }
  > {
    // The same validated call: the page argument is checked against the declared schema too.
    if (!validator(cap.inputSchema)(args).valid) return { stop: "unsupported" };
    const auth = await authorizeCall(cap, deps.authorize);
    if (!auth.ok) return { stop: "refused", error: auth.error };
    const response = await callWithDeadline(args, remainingMs);
    if (response === "deadline") return { stop: "time" };
    if (!response.ok)
      return { stop: input.signal.aborted ? "cancelled" : "error", error: normalizeError(response.error) };
    const page = extractCollection(response.data, pageCap);
    if (page.kind !== "collection")
      return {
        stop: "error",
        error: { code: "upstream:malformed", message: "A later page was not a collection." },
      };
    return { page, response };
  }

  async function callWithDeadline(args: JsonRecord, remainingMs: number): Promise<ToolResult | "deadline"> {
    const controller = new AbortController();
    const onAbort = () => controller.abort(input.signal.reason);
    input.signal.addEventListener("abort", onAbort, { once: true });
    let expired = false;
    const timer = setTimeout(
      () => {
        expired = true;
        controller.abort();
      },
      Math.max(0, remainingMs),
    );
    try {
      input.onCall();
      const response = await deps.callTool(cap, args, { signal: controller.signal });
      return expired ? "deadline" : response;
    } catch (err) {
      if (expired) return "deadline";
      return { ok: false, error: normalizeError(err), truncated: false, bytes: 0 };
    } finally {
      clearTimeout(timer);
      input.signal.removeEventListener("abort", onAbort);
    }
  }
}

/** The cursor parameter a continuation feeds: the one whose words the result field shares (`nextPageToken` → `pageToken`). */
function cursorFor(token: NextPage, cursors: readonly ParamInfo[]): ParamInfo | undefined {
  if (cursors.length <= 1) return cursors[0];
  const words = new Set(identifierParts(token.field.split(".").pop() ?? "").map(singular));
  let best: ParamInfo | undefined;
  let score = -1;
  for (const p of cursors) {
    const s = p.words.filter((w) => words.has(w)).length;
    if (s > score) {
      best = p;
      score = s;
    }
  }
  return best;
}

function identityOf(cap: Readonly<Capability>, records: readonly JsonRecord[]): string | undefined {
  const first = records[0];
  if (!first) return undefined;
  const declared = cap.identityFields.length === 1 ? cap.identityFields[0] : undefined;
  if (declared && declared in first) return declared;
  return identityField(Object.keys(first), cap.entity);
}

function keyOf(item: JsonRecord, field: string): string | undefined {
  const v = item[field];
  return typeof v === "string" || typeof v === "number" ? `${typeof v}:${v}` : undefined;
}
