import { describe, expect, it } from "vitest";
import type { Capability } from "@/lib/capabilities/types";
import {
  type CollectionLimits,
  type ExecutionDeps,
  executePlan,
  type JsonRecord,
  type ToolResult,
} from "@/lib/execution";
import { capability, snapshotOf } from "@/lib/execution/__fixtures__/commerce";
import { present } from "./present";
import type { MessagePartDraft } from "./types";

/* Prose of complete and capped collections (issue 14 item 1), over two vocabularies. */

const findMembers = capability({
  id: "mcp:ledgerly/findMembers",
  family: "mcp:ledgerly",
  entity: "member",
  identityFields: ["memberRef"],
  inputSchema: {
    type: "object",
    properties: {
      nameContains: { type: "string" },
      pageSize: { type: "integer", minimum: 1, maximum: 50 },
      pageToken: { type: "string" },
    },
  },
});
const members = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ memberRef: `mb_${i}`, displayName: `M ${i}` }));
const workspace = (all: JsonRecord[]) => (args: JsonRecord) => {
  const size = Number(args.pageSize ?? 20);
  const offset = Number(String(args.pageToken ?? "0"));
  const next = offset + size < all.length ? { nextPageToken: String(offset + size) } : {};
  return { data: { members: all.slice(offset, offset + size) }, ...next, totalSize: all.length };
};

const ordersList = capability({
  id: "mcp:shop/orders.list",
  family: "mcp:shop",
  entity: "order",
  operation: "list",
  inputSchema: {
    type: "object",
    properties: {
      status: { type: "string" },
      per_page: { type: "integer", minimum: 1, maximum: 100 },
      page: { type: "integer", minimum: 1 },
    },
  },
});
const orders = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `O-${i}`, status: "paid" }));
const shop =
  (all: JsonRecord[], reportTotal = true) =>
  (args: JsonRecord) => {
    const per = Number(args.per_page ?? 20);
    const page = Number(args.page ?? 1);
    const items = all.slice((page - 1) * per, page * per);
    return reportTotal ? { orders: items, total: all.length } : { orders: items };
  };

const LIMITS: CollectionLimits = { maxRows: 10_000, timeBudgetMs: 20_000, maxBytes: 8 * 1024 * 1024 };

async function say(
  cap: Capability,
  server: (args: JsonRecord) => unknown,
  args: JsonRecord = {},
  more: Partial<ExecutionDeps> = {},
) {
  const deps: ExecutionDeps = {
    snapshot: snapshotOf([cap]),
    selectedIds: new Set([cap.id]),
    authorize: async () => ({ ok: true }),
    callTool: async (_c, a): Promise<ToolResult> => ({
      ok: true,
      data: server(a),
      truncated: false,
      bytes: 10,
    }),
    collection: LIMITS,
    now: () => 0,
    ...more,
  };
  const out = await executePlan(
    {
      decision: "tools",
      reason: "t",
      actions: [{ id: "a1", tool: cap.id, args, dependsOn: [], expect: "many" }],
    },
    deps,
  );
  const p = present(out.results, { question: "q", snapshotHash: "h", maxRows: deps.collection?.maxRows });
  const text = p.parts.flatMap((x: MessagePartDraft) => (x.type === "text" ? [x.text] : [])).join(" ");
  return { text, artifact: p.artifacts[0] };
}

describe("what was loaded, in words", () => {
  it("a complete collection over several pages: all loaded, and the page size is no filter", async () => {
    const { text, artifact } = await say(findMembers, workspace(members(300)));
    expect(text).toBe("Found 300 members, all loaded in the table.");
    expect(artifact).toMatchObject({ rowCount: 300, truncated: false, title: "Members" });
    expect(artifact.totalCount).toBeUndefined();
  });

  it("the page size the plan asked for is not a filter either", async () => {
    const { text } = await say(findMembers, workspace(members(300)), { pageSize: 50 });
    expect(text).not.toMatch(/page size/i);
    expect(text).toBe("Found 300 members, all loaded in the table.");
  });

  it("a real filter is still said", async () => {
    const { text } = await say(ordersList, shop(orders(120)), { status: "paid" });
    expect(text).toBe("Found 120 paid orders, all loaded in the table.");
  });

  it("capped at the row limit: exactly what was loaded and why", async () => {
    const { text, artifact } = await say(ordersList, shop(orders(12_000)));
    expect(text).toBe(
      "Found 12,000 orders. 10,000 of 12,000 loaded into the table — the limit for one table.",
    );
    expect(artifact).toMatchObject({ rowCount: 10_000, totalCount: 12_000, truncated: true });
  });

  it("stopped by the time budget", async () => {
    let t = 0;
    const { text } = await say(
      ordersList,
      shop(orders(12_000)),
      {},
      {
        now: () => t,
        callTool: async (_c, a) => {
          t += 5_000;
          return { ok: true, data: shop(orders(12_000))(a), truncated: false, bytes: 10 };
        },
      },
    );
    expect(text).toBe("Found 12,000 orders. 500 of 12,000 loaded into the table — stopped after 20 s.");
  });

  it("stopped without a reported total: at least what was loaded", async () => {
    let t = 0;
    const { text } = await say(
      ordersList,
      shop(orders(12_000), false),
      {},
      {
        now: () => t,
        callTool: async (_c, a) => {
          t += 5_000;
          return { ok: true, data: shop(orders(12_000), false)(a), truncated: false, bytes: 10 };
        },
      },
    );
    expect(text).toBe("Found at least 400 orders. 400 loaded into the table — stopped after 20 s.");
  });

  it("a number of rows the person asked for says which rows these are, not that the table is cut", async () => {
    const { text } = await say(ordersList, shop(orders(500)), { per_page: 5 });
    expect(text).toBe("The first 5 orders, in the source's order (of 500), listed in the table.");
  });

  it("one page that holds everything reads as before", async () => {
    const { text } = await say(ordersList, shop(orders(7)));
    expect(text).toBe("Found 7 orders, listed in the table.");
  });
});

/* Every reason a collection stops short is said in words (issue 14 item 1: "what was loaded and why"). */
describe("why a capped collection stopped, for every way loading stops", () => {
  const ok = (data: unknown, bytes = 10): ToolResult => ({ ok: true, data, truncated: false, bytes });

  it("the output-bytes bound", async () => {
    const { text } = await say(
      ordersList,
      shop(orders(12_000)),
      {},
      {
        collection: { ...LIMITS, maxBytes: 250 },
        callTool: async (_c, a) => ok(shop(orders(12_000))(a), 100),
      },
    );
    expect(text).toBe(
      "Found 12,000 orders. 200 of 12,000 loaded into the table — the size limit for one result.",
    );
  });

  it("a later page that failed", async () => {
    const { text } = await say(
      ordersList,
      shop(orders(12_000)),
      {},
      {
        callTool: async (_c, a) =>
          Number(a.page ?? 1) >= 3
            ? { ok: false, error: { code: "upstream:http_500", message: "boom" }, truncated: false, bytes: 0 }
            : ok(shop(orders(12_000))(a)),
      },
    );
    expect(text).toBe("Found 12,000 orders. 200 of 12,000 loaded into the table — a later page failed.");
  });

  it("a later page refused by the re-authorization", async () => {
    let n = 0;
    const { text } = await say(
      ordersList,
      shop(orders(12_000)),
      {},
      {
        authorize: async () => (++n >= 3 ? { ok: false, reason: "revoked" } : { ok: true }),
      },
    );
    expect(text).toBe(
      "Found 12,000 orders. 200 of 12,000 loaded into the table — the next page was refused.",
    );
  });

  it("a source with more rows and no way to ask for them", async () => {
    const fixed = capability({
      id: "mcp:shop/things.list",
      family: "mcp:shop",
      entity: "thing",
      operation: "list",
      inputSchema: { type: "object", properties: { limit: { type: "integer", maximum: 10 } } },
    });
    const things = Array.from({ length: 10 }, (_, i) => ({ id: `T-${i}` }));
    const { text } = await say(fixed, () => ({ things, total: 40 }));
    expect(text).toBe(
      "Found 40 things. 10 of 40 loaded into the table — the source offers no way to ask for the rest.",
    );
  });

  it("a source that kept returning the same page", async () => {
    const { text } = await say(findMembers, () => ({
      data: { members: members(50) },
      nextPageToken: "same",
      totalSize: 300,
    }));
    expect(text).toBe(
      "Found 300 members. 50 of 300 loaded into the table — the source kept returning the same page.",
    );
  });
});
