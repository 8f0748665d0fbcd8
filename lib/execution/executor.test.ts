import { describe, expect, it, vi } from "vitest";
import type { Plan, PlanAction } from "@/lib/planning/types";
import {
  customersSearch,
  LORINI_MILANO,
  LORINI_TORINO,
  ordersCancel,
  ordersGet,
  ordersOf,
  ordersSearch,
  productsSearch,
  snapshotOf,
} from "./__fixtures__/commerce";
import { executePlan, resumeAfterSelection } from "./executor";
import type { ExecutionDeps, NormalizedError, ToolResult } from "./types";

const ok = (data: unknown): ToolResult => ({ ok: true, data, truncated: false, bytes: 100 });
const plan = (...actions: PlanAction[]): Plan => ({ decision: "tools", reason: "test", actions });
const act = (
  id: string,
  tool: string,
  args: PlanAction["args"],
  more: Partial<PlanAction> = {},
): PlanAction => ({
  id,
  tool,
  args,
  dependsOn: [],
  expect: "many",
  ...more,
});

const findCustomer = act("a1", customersSearch.id, { query: "Riccardo Lorini" }, { expect: "one" });
const ordersOfCustomer = act(
  "a2",
  ordersSearch.id,
  { customer_id: { $from: "a1", path: "id" } },
  { dependsOn: ["a1"] },
);

function depsWith(responses: Record<string, ToolResult | Error>, more: Partial<ExecutionDeps> = {}) {
  const callTool = vi.fn<ExecutionDeps["callTool"]>(async (cap) => {
    const response = responses[cap.id];
    if (response instanceof Error) throw response;
    return response ?? ok(null);
  });
  const authorize = vi.fn<ExecutionDeps["authorize"]>(async () => ({ ok: true }));
  const deps: ExecutionDeps = {
    snapshot: snapshotOf(),
    selectedIds: new Set([
      customersSearch.id,
      ordersSearch.id,
      ordersGet.id,
      productsSearch.id,
      ordersCancel.id,
    ]),
    authorize,
    callTool,
    now: () => 0,
    ...more,
  };
  return { deps, callTool, authorize };
}

describe("executePlan", () => {
  it("refuses a tool outside the turn's selected set without calling it", async () => {
    const { deps, callTool, authorize } = depsWith({}, { selectedIds: new Set([ordersSearch.id]) });
    const out = await executePlan(plan(act("a1", customersSearch.id, {})), deps);
    expect(callTool).not.toHaveBeenCalled();
    expect(authorize).not.toHaveBeenCalled();
    expect(out.status).toBe("failed");
    expect(out.evidence[0]).toMatchObject({ status: "refused", error: { code: "forbidden:tool" } });
    expect(out.externalCalls).toBe(0);
  });

  it("refuses an ineligible (mutative) tool even when it was selected", async () => {
    const { deps, callTool } = depsWith({});
    const out = await executePlan(plan(act("a1", ordersCancel.id, { order_id: "O-100001" })), deps);
    expect(callTool).not.toHaveBeenCalled();
    expect(out.evidence[0]).toMatchObject({ status: "refused", error: { code: "forbidden:tool" } });
  });

  it("re-authorizes immediately before every call; a refusal stops only that call", async () => {
    const order: string[] = [];
    const { deps, callTool } = depsWith({ [ordersSearch.id]: ok({ orders: [] }) });
    deps.authorize = vi.fn(async (cap) => {
      order.push(`authorize ${cap.id}`);
      return cap.id === customersSearch.id
        ? { ok: false as const, reason: "Connection disabled." }
        : { ok: true as const };
    });
    const inner = deps.callTool;
    deps.callTool = async (cap, args, opts) => {
      order.push(`call ${cap.id}`);
      return inner(cap, args, opts);
    };
    const out = await executePlan(
      plan(act("a1", customersSearch.id, {}), act("a2", ordersSearch.id, {})),
      deps,
    );
    expect(order).toEqual([
      `authorize ${customersSearch.id}`,
      `authorize ${ordersSearch.id}`,
      `call ${ordersSearch.id}`,
    ]);
    expect(callTool).toHaveBeenCalledTimes(1);
    expect(out.evidence[0]).toMatchObject({ status: "refused", error: { message: "Connection disabled." } });
    expect(out.evidence[1]).toMatchObject({ status: "empty", recordCount: 0 });
    expect(out.externalCalls).toBe(1);
  });

  it("fails closed when authorization throws", async () => {
    const { deps, callTool } = depsWith({});
    deps.authorize = async () => {
      throw new Error("db down");
    };
    const out = await executePlan(plan(act("a1", customersSearch.id, {})), deps);
    expect(callTool).not.toHaveBeenCalled();
    expect(out.evidence[0].status).toBe("refused");
  });

  it("finds one customer then resolves $from into the orders call", async () => {
    const orders = ordersOf("C-1042", 6);
    const progress = vi.fn();
    const { deps, callTool } = depsWith(
      {
        [customersSearch.id]: ok({ customers: [LORINI_MILANO], total: 1 }),
        [ordersSearch.id]: ok({ orders, total: 6 }),
      },
      { onProgress: progress },
    );
    const out = await executePlan(plan(findCustomer, ordersOfCustomer), deps);
    expect(out.status).toBe("done");
    expect(callTool.mock.calls[1][1]).toEqual({ customer_id: "C-1042" });
    expect(out.evidence[0]).toMatchObject({
      status: "ok",
      recordCount: 1,
      selectedRow: LORINI_MILANO,
      collectionPath: "customers",
    });
    expect(out.evidence[1]).toMatchObject({
      status: "ok",
      recordCount: 6,
      identifiers: orders.map((o) => o.id),
    });
    expect(out.results[1]).toMatchObject({
      kind: "collection",
      subject: { entity: "customer", record: LORINI_MILANO },
    });
    expect(progress).toHaveBeenCalledWith({ phase: "calling", tool: ordersSearch.id, actionId: "a2" });
    expect(out.externalCalls).toBe(2);
  });

  it("suspends on two matches where one is needed, returning both rows and never picking the first", async () => {
    const { deps, callTool } = depsWith({
      [customersSearch.id]: ok({ customers: [LORINI_MILANO, LORINI_TORINO], total: 2 }),
    });
    const out = await executePlan(plan(findCustomer, ordersOfCustomer), deps);
    expect(out.status).toBe("suspended");
    expect(callTool).toHaveBeenCalledTimes(1);
    if (out.status !== "suspended") return;
    expect(out.suspension).toMatchObject({ actionId: "a1", entity: "customer", identityFields: ["id"] });
    expect(out.suspension.rows).toEqual([LORINI_MILANO, LORINI_TORINO]);
    expect(out.suspension.remainingPlan.map((a) => a.id)).toEqual(["a2"]);
    expect(out.evidence[0]).toMatchObject({
      status: "ambiguous",
      recordCount: 2,
      identifiers: ["C-1042", "C-1377"],
    });
    expect(out.evidence[0].selectedRow).toBeUndefined();
    expect(JSON.parse(JSON.stringify(out.suspension))).toEqual(out.suspension);
  });

  it("stops with 'empty' when one is needed and none match; later steps are skipped", async () => {
    const { deps, callTool } = depsWith({ [customersSearch.id]: ok({ customers: [], total: 0 }) });
    const out = await executePlan(
      plan(findCustomer, ordersOfCustomer, act("a3", productsSearch.id, {})),
      deps,
    );
    expect(out.status).toBe("done");
    expect(callTool).toHaveBeenCalledTimes(1);
    expect(out.evidence.map((e) => e.status)).toEqual(["empty", "skipped", "skipped"]);
  });

  // A lookup of one order by its own key (the executor reads the parameters' roles from the schema).
  const orderById: typeof ordersGet = {
    ...ordersGet,
    inputSchema: {
      type: "object",
      properties: { order_id: { type: "string" }, organization: { type: "string" } },
      required: ["order_id"],
    },
  };
  const byKey = (more: Partial<ExecutionDeps> = {}, responses: Record<string, ToolResult> = {}) =>
    depsWith(responses, { snapshot: snapshotOf([orderById, productsSearch, customersSearch]), ...more });

  it("an upstream 'not found' for a record's own key is reported as the source's answer (upstream:not_found), never as an empty result", async () => {
    const notFound = (code: string, message: string): ToolResult => ({
      ok: false,
      error: { code, message } as NormalizedError,
      truncated: false,
      bytes: 0,
    });
    for (const [code, message] of [
      ["upstream:tool", "get-work-order: Work order WO-2024-9999 not found"],
      ["upstream:http_404", "GET /orders/O-999999 answered 404"],
      ["upstream:tool", "repository acme/billing does not exist"],
    ]) {
      const { deps, callTool } = byKey({}, { [ordersGet.id]: notFound(code, message) });
      const out = await executePlan(
        plan(
          act("a1", ordersGet.id, { order_id: "O-999999" }, { expect: "one" }),
          act("a2", productsSearch.id, {}, { dependsOn: ["a1"] }),
        ),
        deps,
      );
      expect(out.status).toBe("failed");
      expect(callTool).toHaveBeenCalledTimes(1);
      expect(out.evidence.map((e) => e.status)).toEqual(["error", "skipped"]);
      expect(out.evidence[0].error).toEqual({ code: "upstream:not_found", message });
      expect(out.results).toEqual([]);
    }
    // Any other failure stays a failure; so does "not found" for an argument that is not the record's key.
    const { deps: other } = byKey(
      {},
      { [ordersGet.id]: notFound("upstream:tool", "organization QTDH3 not found") },
    );
    const wrongKey = await executePlan(
      plan(act("a1", ordersGet.id, { order_id: "O-1", organization: "QTDH3" }, { expect: "one" })),
      other,
    );
    expect(wrongKey.evidence[0].error?.code).toBe("upstream:tool");
    const { deps } = byKey(
      {},
      {
        [ordersGet.id]: notFound("upstream:tool", "Either issueUrl, or organizationSlug and issueId"),
      },
    );
    const out = await executePlan(
      plan(act("a1", ordersGet.id, { order_id: "O-1" }, { expect: "one" })),
      deps,
    );
    expect(out.status).toBe("failed");
    expect(out.evidence[0].error?.code).toBe("upstream:tool");
  });

  it("a code typed in lower case that the source does not know is tried once in upper case, only the case changed", async () => {
    const record = { order_id: "TCK-003795", status: "open" };
    const callTool = vi.fn<ExecutionDeps["callTool"]>(async (_cap, args) =>
      args.order_id === "TCK-003795"
        ? ok(record)
        : {
            ok: false,
            error: { code: "upstream:tool", message: `ticket ${String(args.order_id)} not found` },
            truncated: false,
            bytes: 0,
          },
    );
    const { deps } = byKey({ callTool });
    const out = await executePlan(
      plan(act("a1", ordersGet.id, { order_id: "tck-003795" }, { expect: "one" })),
      deps,
    );
    expect(callTool.mock.calls.map(([, a]) => a)).toEqual([
      { order_id: "tck-003795" },
      { order_id: "TCK-003795" },
    ]);
    expect(out.externalCalls).toBe(2);
    expect(out.results[0]).toMatchObject({ status: "ok", chosen: record, args: { order_id: "TCK-003795" } });
    // Words and mixed-case keys are never retried: the first "not found" is the answer.
    const words = vi.fn<ExecutionDeps["callTool"]>(async () => ({
      ok: false,
      error: { code: "upstream:tool", message: "not found" },
      truncated: false,
      bytes: 0,
    }));
    const { deps: d2 } = byKey({ callTool: words });
    await executePlan(
      plan(act("a1", ordersGet.id, { order_id: "recHvJUIa5ynmtkgf" }, { expect: "one" })),
      d2,
    );
    await executePlan(plan(act("a1", customersSearch.id, { query: "lorini" }, { expect: "one" })), d2);
    expect(words).toHaveBeenCalledTimes(2);
  });

  it("skips dependents of a failed call while independent actions still run", async () => {
    const { deps } = depsWith({
      [customersSearch.id]: {
        ok: false,
        error: { code: "unavailable:connector", message: "down" },
        truncated: false,
        bytes: 0,
      },
      [productsSearch.id]: ok({ products: [{ sku: "SKU-0001", name: "Lamp" }], total: 1 }),
    });
    const out = await executePlan(
      plan(findCustomer, ordersOfCustomer, act("a3", productsSearch.id, { query: "lamp" })),
      deps,
    );
    expect(out.status).toBe("done");
    expect(out.evidence.map((e) => [e.actionId, e.status])).toEqual([
      ["a1", "error"],
      ["a2", "skipped"],
      ["a3", "ok"],
    ]);
    expect(out.evidence[0].error).toEqual({ code: "unavailable:connector", message: "down" });
    // Observed shape: no declared collection path, one array-of-objects field.
    expect(out.results[0]).toMatchObject({ actionId: "a3", kind: "collection", collectionPath: "products" });
  });

  it("normalizes a thrown connector error without leaking its message", async () => {
    const { deps } = depsWith({ [productsSearch.id]: new Error("ECONNREFUSED 10.0.0.5:7777") });
    const out = await executePlan(plan(act("a1", productsSearch.id, {})), deps);
    expect(out.status).toBe("failed");
    expect(out.evidence[0].error).toEqual({
      code: "unavailable:connector",
      message: "The tool call failed.",
    });
  });

  it("stops after the first safe call and asks for a re-plan when the declared path is not in the result", async () => {
    const { deps, callTool } = depsWith({
      [productsSearch.id]: ok({ data: { rows: [{ sku: "SKU-0001", name: "Lamp" }] } }),
    });
    const out = await executePlan(
      plan(
        act("a1", productsSearch.id, { query: "lamp" }, { expect: "one" }),
        act("a2", ordersSearch.id, { sku: { $from: "a1", path: "product.sku" } }, { dependsOn: ["a1"] }),
      ),
      deps,
    );
    expect(out.status).toBe("replan");
    expect(callTool).toHaveBeenCalledTimes(1);
    if (out.status !== "replan") return;
    expect(out.observed).toMatchObject({ actionId: "a1", missingPath: "product.sku" });
    expect(out.observed.sampleKeys).toEqual(expect.arrayContaining(["data", "rows"]));
    expect(out.observed.shape).toBe("object{data:object{rows:array}}");
    expect(out.evidence[1]).toMatchObject({ status: "skipped", error: { code: "bad_request:reference" } });
  });

  it("resumes with the person's pick as the suspended action's record", async () => {
    const responses = { [customersSearch.id]: ok({ customers: [LORINI_MILANO, LORINI_TORINO], total: 2 }) };
    const { deps } = depsWith(responses);
    const first = await executePlan(plan(findCustomer, ordersOfCustomer), deps);
    if (first.status !== "suspended") throw new Error("expected suspension");

    const next = depsWith({ [ordersSearch.id]: ok({ orders: ordersOf("C-1377", 3), total: 3 }) });
    const out = await resumeAfterSelection(first.suspension, LORINI_TORINO, next.deps);
    expect(out.status).toBe("done");
    expect(next.callTool).toHaveBeenCalledTimes(1);
    expect(next.authorize).toHaveBeenCalledTimes(1);
    expect(next.callTool.mock.calls[0][1]).toEqual({ customer_id: "C-1377" });
    expect(out.evidence[0]).toMatchObject({ actionId: "a1", status: "ok", selectedRow: LORINI_TORINO });
    expect(out.results[1].subject?.record).toEqual(LORINI_TORINO);
  });

  it("refuses a resume with a row that was not offered", async () => {
    const { deps } = depsWith({ [customersSearch.id]: ok({ customers: [LORINI_MILANO, LORINI_TORINO] }) });
    const first = await executePlan(plan(findCustomer, ordersOfCustomer), deps);
    if (first.status !== "suspended") throw new Error("expected suspension");
    const next = depsWith({});
    const out = await resumeAfterSelection(first.suspension, { ...LORINI_MILANO, id: "C-9999" }, next.deps);
    expect(out.status).toBe("failed");
    expect(next.callTool).not.toHaveBeenCalled();
  });

  it("treats a detail result as a single record and reads wrapped fields", async () => {
    const detail = { order: { id: "O-100001", status: "shipped", lines: [{ sku: "SKU-0001" }] } };
    const { deps } = depsWith({ [ordersGet.id]: ok(detail) });
    const out = await executePlan(
      plan(act("a1", ordersGet.id, { order_id: "O-100001" }, { expect: "one" })),
      deps,
    );
    expect(out.results[0]).toMatchObject({ kind: "record", records: [detail.order], chosen: detail.order });
    expect(out.evidence[0]).toMatchObject({ status: "ok", recordCount: 1, identifiers: ["O-100001"] });
  });
});

describe("an action run for each record of an earlier one (PlanAction.each)", () => {
  const eachOrder = act(
    "a3",
    ordersGet.id,
    { order_id: { $from: "a2", path: "id" } },
    { dependsOn: ["a2"], expect: "one", each: "a2" },
  );
  it("runs once per record, each call reading its record and naming it as the subject", async () => {
    const orders = ordersOf("C-1042", 3);
    const { deps, callTool } = depsWith({
      [customersSearch.id]: ok({ customers: [LORINI_MILANO], total: 1 }),
      [ordersSearch.id]: ok({ orders, total: 3 }),
      [ordersGet.id]: ok({ order: orders[0] }),
    });
    const out = await executePlan(plan(findCustomer, ordersOfCustomer, eachOrder), deps);
    expect(out.status).toBe("done");
    expect(callTool.mock.calls.slice(2).map((c) => c[1])).toEqual(orders.map((o) => ({ order_id: o.id })));
    expect(out.results.slice(2).map((r) => r.actionId)).toEqual(["a3", "a3-2", "a3-3"]);
    expect(out.results.slice(2).map((r) => r.subject?.record.id)).toEqual(orders.map((o) => o.id));
  });
  it("runs for none when there are none, and suspends for a pick above MAX_EACH — never the first few", async () => {
    const none = depsWith({
      [customersSearch.id]: ok({ customers: [LORINI_MILANO], total: 1 }),
      [ordersSearch.id]: ok({ orders: [], total: 0 }),
    });
    const empty = await executePlan(plan(findCustomer, ordersOfCustomer, eachOrder), none.deps);
    expect(none.callTool).toHaveBeenCalledTimes(2);
    expect(empty.evidence.at(-1)).toMatchObject({ actionId: "a3", status: "skipped" });

    const orders = ordersOf("C-1042", 11);
    const { deps, callTool } = depsWith({
      [customersSearch.id]: ok({ customers: [LORINI_MILANO], total: 1 }),
      [ordersSearch.id]: ok({ orders, total: 11 }),
    });
    const out = await executePlan(plan(findCustomer, ordersOfCustomer, eachOrder), deps);
    expect(callTool).toHaveBeenCalledTimes(2);
    expect(out.status).toBe("suspended");
    if (out.status !== "suspended") return;
    expect(out.suspension).toMatchObject({ actionId: "a2", entity: "order" });
    expect(out.suspension.rows).toHaveLength(11);
    expect(out.suspension.remainingPlan).toEqual([
      { id: "a3", tool: ordersGet.id, args: eachOrder.args, dependsOn: ["a2"], expect: "one" },
    ]);
    expect(out.evidence[1]).toMatchObject({ actionId: "a2", status: "ambiguous" });
    expect(JSON.parse(JSON.stringify(out.suspension))).toEqual(out.suspension);
  });
});

describe("s26 lookup: a listed lookup matched by name (issue 9)", () => {
  const OTHER = { ...LORINI_MILANO, id: "C-2001", name: "Ada Byron" };
  const listed = (...customers: unknown[]) =>
    depsWith({
      [customersSearch.id]: ok({ customers, total: customers.length }),
      [ordersSearch.id]: ok({ orders: [], total: 0 }),
    });
  const byName = (value: string) =>
    act("a1", customersSearch.id, {}, { expect: "one", match: { field: "name", value } });

  it("keeps only the record of that name (case, punctuation and a leading 'the' aside) and goes on", async () => {
    const { deps, callTool } = listed(OTHER, LORINI_MILANO);
    const out = await executePlan(plan(byName("the riccardo lorini"), ordersOfCustomer), deps);
    expect(out.status).toBe("done");
    expect(callTool).toHaveBeenCalledTimes(2);
    expect(callTool.mock.calls[1]?.[1]).toMatchObject({ customer_id: "C-1042" });
  });

  it("none of that name stops the plan (never runs the next tool unfiltered)", async () => {
    const { deps, callTool } = listed(OTHER, LORINI_MILANO);
    const out = await executePlan(plan(byName("Grace Hopper"), ordersOfCustomer), deps);
    expect(callTool).toHaveBeenCalledTimes(1);
    expect(out.evidence[0]).toMatchObject({ status: "empty" });
  });

  it("two of that name suspend for a pick among them only", async () => {
    const { deps } = listed(OTHER, LORINI_MILANO, LORINI_TORINO);
    const out = await executePlan(plan(byName("Riccardo Lorini"), ordersOfCustomer), deps);
    expect(out.status).toBe("suspended");
    if (out.status !== "suspended") return;
    expect(out.suspension.rows).toEqual([LORINI_MILANO, LORINI_TORINO]);
  });
});

describe("s35 oncall: a whole reference's one value where the parameter takes a list (issue 9)", () => {
  it("sends the selected row's id as a list of that one id", async () => {
    const props = (ordersSearch.inputSchema.properties ?? {}) as Record<string, unknown>;
    const listed = {
      ...ordersSearch,
      inputSchema: {
        ...ordersSearch.inputSchema,
        properties: { ...props, customer_id: { type: "array", items: { type: "string" } } },
      },
    };
    const { deps, callTool } = depsWith(
      { [listed.id]: ok({ orders: [], total: 0 }) },
      {
        snapshot: snapshotOf([customersSearch, listed]),
        selection: { entity: "customer", rows: [LORINI_MILANO] },
      },
    );
    const out = await executePlan(
      plan(act("a1", listed.id, { customer_id: { $from: "selection", path: "id" } })),
      deps,
    );
    expect(out.status).toBe("done");
    expect(callTool.mock.calls[0]?.[1]).toMatchObject({ customer_id: ["C-1042"] });
  });
});
