import { describe, expect, it, vi } from "vitest";
import type { Capability } from "@/lib/capabilities/types";
import type { Plan, PlanAction } from "@/lib/planning/types";
import { capability, snapshotOf } from "./__fixtures__/commerce";
import { executePlan } from "./executor";
import type { CollectionLimits, ExecutionDeps, JsonRecord, ProgressEvent, ToolResult } from "./types";

/* Fake servers in several vocabularies, each paging its own way over `n` rows. */

const rows = (n: number, prefix = "u") =>
  Array.from({ length: n }, (_, i) => ({
    id: `${prefix}${String(i + 1).padStart(5, "0")}`,
    name: `Person ${i}`,
  }));
const ok = (data: unknown, bytes = 1_000): ToolResult => ({ ok: true, data, truncated: false, bytes });

/** people: `search_users(query, limit ≤ 100, offset)` → `{ users, total_count }` (JSON text, no output schema). */
const searchUsers = capability({
  id: "mcp:helpdesk/search_users",
  family: "mcp:helpdesk",
  entity: "user",
  identityFields: [],
  inputSchema: {
    type: "object",
    properties: {
      query: { type: "string" },
      limit: { type: "integer", minimum: 1, maximum: 100 },
      offset: { type: "integer", minimum: 0 },
    },
    additionalProperties: false,
  },
});
const peopleServer = (users: JsonRecord[]) => (args: JsonRecord) => {
  const limit = Number(args.limit ?? 25);
  const offset = Number(args.offset ?? 0);
  return ok({ users: users.slice(offset, offset + limit), total_count: users.length });
};

/** workspace: `findMembers(pageSize ≤ 50, pageToken)` → `{ data: { members }, nextPageToken, totalSize }`. */
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
      pageToken: { type: "string", maxLength: 40 },
    },
    additionalProperties: false,
  },
});
const token = (offset: number) => `pt_${Buffer.from(`o:${offset}`).toString("base64url")}`;
const untoken = (t: unknown) =>
  typeof t === "string" ? Number(Buffer.from(t.slice(3), "base64url").toString().slice(2)) : 0;
const workspaceServer = (members: JsonRecord[]) => (args: JsonRecord) => {
  const size = Number(args.pageSize ?? 20);
  const offset = untoken(args.pageToken);
  const next = offset + size < members.length ? { nextPageToken: token(offset + size) } : {};
  return ok({ data: { members: members.slice(offset, offset + size) }, ...next, totalSize: members.length });
};
const memberRows = (n: number) => rows(n, "m").map(({ id, name }) => ({ memberRef: id, displayName: name }));

/** bookings (OpenAPI): `listAccounts(q, page, per_page ≤ 25)` → `{ accounts, total, page }`. */
const listAccounts = capability({
  id: "api:fjordline/listAccounts",
  family: "api:fjordline",
  sourceKind: "api",
  entity: "account",
  operation: "list",
  identityFields: ["accountId"],
  inputSchema: {
    type: "object",
    properties: {
      q: { type: "string" },
      page: { type: "integer", minimum: 1, default: 1 },
      per_page: { type: "integer", minimum: 1, maximum: 25, default: 20 },
    },
  },
});
const bookingsServer = (accounts: JsonRecord[]) => (args: JsonRecord) => {
  const page = Number(args.page ?? 1);
  const per = Number(args.per_page ?? 20);
  return ok({ accounts: accounts.slice((page - 1) * per, page * per), total: accounts.length, page });
};
const accountRows = (n: number) => rows(n, "a").map(({ id, name }) => ({ accountId: id, holder: name }));

/** Stripe style: `starting_after` (the last id) and `has_more`, no total. */
const listCharges = capability({
  id: "api:stripe/listCharges",
  family: "api:stripe",
  sourceKind: "api",
  entity: "charge",
  operation: "list",
  inputSchema: {
    type: "object",
    properties: {
      limit: { type: "integer", minimum: 1, maximum: 100 },
      starting_after: { type: "string" },
      ending_before: { type: "string" },
    },
  },
});
const stripeServer = (charges: JsonRecord[]) => (args: JsonRecord) => {
  const limit = Number(args.limit ?? 10);
  const start = args.starting_after ? charges.findIndex((c) => c.id === args.starting_after) + 1 : 0;
  const data = charges.slice(start, start + limit);
  return ok({ object: "list", data, has_more: start + limit < charges.length });
};

const LIMITS: CollectionLimits = { maxRows: 10_000, timeBudgetMs: 20_000, maxBytes: 8 * 1024 * 1024 };

function run(
  cap: Capability,
  server: (args: JsonRecord) => ToolResult | Promise<ToolResult>,
  args: JsonRecord = {},
  more: Partial<ExecutionDeps> & { expect?: "one" | "many" } = {},
) {
  const calls: JsonRecord[] = [];
  const progress: ProgressEvent[] = [];
  const callTool = vi.fn<ExecutionDeps["callTool"]>(async (_cap, a) => {
    calls.push(a);
    return server(a);
  });
  const authorize = vi.fn<ExecutionDeps["authorize"]>(async () => ({ ok: true }));
  const action: PlanAction = { id: "a1", tool: cap.id, args, dependsOn: [], expect: more.expect ?? "many" };
  const plan: Plan = { decision: "tools", reason: "test", actions: [action] };
  const deps: ExecutionDeps = {
    snapshot: snapshotOf([cap]),
    selectedIds: new Set([cap.id]),
    authorize,
    callTool,
    collection: LIMITS,
    onProgress: (ev) => progress.push(ev),
    now: () => 0,
    ...more,
  };
  return executePlan(plan, deps).then((out) => ({ out, calls, authorize, progress, result: out.results[0] }));
}

describe("complete collections: the pagination each vocabulary declares", () => {
  it("offset (people): the largest page size, then offsets until the total", async () => {
    const { out, calls, authorize, result, progress } = await run(searchUsers, peopleServer(rows(240)));
    expect(calls).toEqual([{ limit: 100 }, { limit: 100, offset: 100 }, { limit: 100, offset: 200 }]);
    expect(authorize).toHaveBeenCalledTimes(3);
    expect(out.externalCalls).toBe(3);
    expect(result.records).toHaveLength(240);
    expect(result.truncated).toBe(false);
    expect(result.loading).toMatchObject({ pages: 3, loaded: 240, total: 240, complete: true });
    expect(result.loading?.stoppedBy).toBeUndefined();
    expect(out.evidence[0]).toMatchObject({ recordCount: 240, loading: { pages: 3 } });
    // Before the next pages are asked for (the total known: both at once), then when done.
    expect(progress.filter((p) => p.phase === "loading").map((p) => "loaded" in p && p.loaded)).toEqual([
      100, 240,
    ]);
  });

  it("page token (workspace): follows nextPageToken inside a data envelope to the last page", async () => {
    const { calls, result } = await run(findMembers, workspaceServer(memberRows(300)));
    expect(calls).toHaveLength(6);
    expect(calls[0]).toEqual({ pageSize: 50 });
    expect(calls[1]).toEqual({ pageSize: 50, pageToken: token(50) });
    expect(result.records).toHaveLength(300);
    expect(new Set(result.records.map((r) => r.memberRef)).size).toBe(300);
    expect(result.loading).toMatchObject({ complete: true, total: 300, pages: 6 });
  });

  it("page number (bookings OpenAPI): page 2, 3… with the same per_page", async () => {
    const { calls, result } = await run(listAccounts, bookingsServer(accountRows(60)));
    expect(calls).toEqual([{ per_page: 25 }, { per_page: 25, page: 2 }, { per_page: 25, page: 3 }]);
    expect(result.records).toHaveLength(60);
    expect(result.loading?.complete).toBe(true);
  });

  it("page number typed by zod (minimum -2^53 + 1) with the page size's maximum said as a range: page 1, 2, 3…", async () => {
    // A time-tracking server in Harvest's shape: `page` / `per_page` declared by zod's `int()` (the type's
    // range as minimum and maximum), "records per page, 1–2000" only in words, `{ entries, next_page, total_entries }`.
    const listEntries = capability({
      id: "mcp:hours/listEntries",
      family: "mcp:hours",
      sourceKind: "mcp",
      entity: "entry",
      operation: "list",
      inputSchema: {
        type: "object",
        properties: {
          page: { type: "integer", minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER },
          per_page: {
            type: "integer",
            minimum: Number.MIN_SAFE_INTEGER,
            maximum: Number.MAX_SAFE_INTEGER,
            description: "records per page, 1–40 (default 10)",
          },
        },
      },
    });
    const entries = rows(90, "e");
    const server = (args: JsonRecord): ToolResult => {
      const page = Number(args.page ?? 1);
      const per = Number(args.per_page ?? 10);
      if (page < 1)
        return {
          ok: false,
          error: { code: "upstream:tool", message: "page must be >= 1" },
          truncated: false,
          bytes: 0,
        };
      const slice = entries.slice((page - 1) * per, page * per);
      return ok({
        entries: slice,
        next_page: page * per < entries.length ? page + 1 : null,
        total_entries: 90,
      });
    };
    const { calls, result } = await run(listEntries, server);
    expect(calls).toEqual([{ per_page: 40 }, { per_page: 40, page: 2 }, { per_page: 40, page: 3 }]);
    expect(result.records).toHaveLength(90);
    expect(result.loading?.complete).toBe(true);
  });

  it("starting_after (no total): the last id while has_more, never ending_before", async () => {
    const { calls, result } = await run(listCharges, stripeServer(rows(250, "ch_")));
    expect(calls.map((c) => c.starting_after)).toEqual([undefined, "ch_00100", "ch_00200"]);
    expect(calls.every((c) => c.ending_before === undefined && c.limit === 100)).toBe(true);
    expect(result.records).toHaveLength(250);
    expect(result.loading).toMatchObject({ complete: true });
    expect(result.loading?.total).toBeUndefined();
  });

  it("keeps the other arguments of the planned call on every page", async () => {
    const users = rows(150).map((u) => ({ ...u, name: `Ann ${u.id}` }));
    const { calls } = await run(searchUsers, peopleServer(users), { query: "Ann", limit: 100 });
    expect(calls).toEqual([
      { query: "Ann", limit: 100 },
      { query: "Ann", limit: 100, offset: 100 },
    ]);
  });
});

describe("pages asked for together when the total is known", () => {
  it("offsets: up to four pages at once, used in order, each authorized and audited", async () => {
    let inFlight = 0;
    let peak = 0;
    const users = rows(950);
    const { calls, authorize, result } = await run(searchUsers, async (a) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      return peopleServer(users)(a);
    });
    expect(calls).toHaveLength(10);
    expect(authorize).toHaveBeenCalledTimes(10);
    expect(peak).toBeGreaterThan(1);
    expect(peak).toBeLessThanOrEqual(4);
    expect(result.records.map((r) => r.id)).toEqual(users.map((u) => u.id));
    expect(result.loading).toMatchObject({ complete: true, pages: 10 });
  });

  it("a failed page in a batch ends the collection there: no hole, what came before is kept", async () => {
    const { result } = await run(searchUsers, (a) =>
      a.offset === 200
        ? { ok: false, error: { code: "upstream:http_503", message: "busy" }, truncated: false, bytes: 0 }
        : peopleServer(rows(1_000))(a),
    );
    expect(result.records).toHaveLength(200);
    expect(result.records.at(-1)?.id).toBe("u00200");
    expect(result.loading).toMatchObject({ stoppedBy: "error", loaded: 200 });
  });

  it("page numbers: never past the last page the total implies", async () => {
    const { calls } = await run(listAccounts, bookingsServer(accountRows(60)));
    expect(calls.map((c) => c.page)).toEqual([undefined, 2, 3]);
  });
});

describe("continuations given as links or string page parameters", () => {
  it("a `next` link (DRF cursor style): the cursor parameter's value from the link, never the link", async () => {
    const things = rows(120, "t");
    const cap = capability({
      id: "api:drf/listThings",
      sourceKind: "api",
      entity: "thing",
      operation: "list",
      inputSchema: {
        type: "object",
        properties: { cursor: { type: "string" }, page_size: { type: "integer", maximum: 50 } },
      },
    });
    const { calls, result } = await run(cap, (a) => {
      const at = a.cursor ? Number(Buffer.from(String(a.cursor), "base64url").toString()) : 0;
      const next =
        at + 50 < things.length
          ? `https://api.example.com/things/?cursor=${Buffer.from(String(at + 50)).toString("base64url")}&page_size=50`
          : null;
      return ok({ next, previous: null, results: things.slice(at, at + 50) });
    });
    expect(calls).toHaveLength(3);
    expect(calls[1]).toEqual({ page_size: 50, cursor: Buffer.from("50").toString("base64url") });
    expect(result.records).toHaveLength(120);
    expect(result.loading?.complete).toBe(true);
  });

  it("a string page parameter (`page_info`) takes the opaque token", async () => {
    const products = rows(70, "p");
    const cap = capability({
      id: "api:shop/listProducts",
      sourceKind: "api",
      entity: "product",
      operation: "list",
      inputSchema: {
        type: "object",
        properties: { page_info: { type: "string" }, limit: { type: "integer", maximum: 50 } },
      },
    });
    const { calls, result } = await run(cap, (a) => {
      const at = a.page_info === "p2" ? 50 : 0;
      return ok({ products: products.slice(at, at + 50), ...(at === 0 ? { next_page_info: "p2" } : {}) });
    });
    expect(calls).toEqual([{ limit: 50 }, { limit: 50, page_info: "p2" }]);
    expect(result.records).toHaveLength(70);
  });
});

describe("a server that pages below the size asked for", () => {
  // OData (`top`/`skip`, `value`, `@odata.nextLink`) and a snake_case API (`limit`/`offset`,
  // `items`, `next_url`): the server caps its page at 50 whatever `top`/`limit` asked, and says
  // there is more only by its link.
  const capped =
    (list: JsonRecord[], key: string, sizeArg: string, offsetArg: string, link: string) =>
    (a: JsonRecord) => {
      const at = Number(a[offsetArg] ?? 0);
      const size = Math.min(Number(a[sizeArg] ?? 50), 50);
      const more = at + size < list.length;
      return ok({
        [key]: list.slice(at, at + size),
        ...(more ? { [link]: `https://x.example/set?$skip=${at + size}` } : {}),
      });
    };
  for (const v of [
    { id: "mcp:inventory/Products_List", size: "top", offset: "skip", key: "value", link: "@odata.nextLink" },
    { id: "api:shop/list_products", size: "limit", offset: "offset", key: "items", link: "next_url" },
  ]) {
    it(`follows the offset while ${v.link} says there is more (${v.size}/${v.offset})`, async () => {
      const products = rows(120, "p");
      const cap = capability({
        id: v.id,
        entity: "product",
        operation: "list",
        identityFields: [],
        inputSchema: {
          type: "object",
          properties: {
            [v.size]: { type: "integer", minimum: 1, maximum: 1000 },
            [v.offset]: { type: "integer", minimum: 0 },
          },
        },
      });
      const { calls, result } = await run(cap, capped(products, v.key, v.size, v.offset, v.link));
      expect(calls.map((c) => c[v.offset])).toEqual([undefined, 50, 100]);
      expect(result.records).toHaveLength(120);
      expect(result.loading).toMatchObject({ complete: true });
      expect(result.loading?.stoppedBy).toBeUndefined();
    });
  }

  it("a next link with no page parameter to follow it: loaded in part, never complete", async () => {
    const cap = capability({
      id: "mcp:inventory/Warehouses_List",
      entity: "warehouse",
      operation: "list",
      identityFields: [],
      inputSchema: { type: "object", properties: { top: { type: "integer", maximum: 1000 } } },
    });
    const { result } = await run(cap, capped(rows(80, "w"), "value", "top", "skip", "@odata.nextLink"));
    expect(result.records).toHaveLength(50);
    expect(result.loading).toMatchObject({ complete: false, stoppedBy: "unsupported" });
  });
});

describe("what is not paged", () => {
  it("a number of rows the person asked for (below the maximum) is that many rows", async () => {
    const { calls, result } = await run(searchUsers, peopleServer(rows(240)), { limit: 5 });
    expect(calls).toEqual([{ limit: 5 }]);
    expect(result.records).toHaveLength(5);
    expect(result.loading).toBeUndefined();
    expect(result.truncated).toBe(true);
  });

  it("a lookup that expects one record is one call", async () => {
    const { calls } = await run(searchUsers, peopleServer(rows(240)), { query: "Person" }, { expect: "one" });
    expect(calls).toEqual([{ query: "Person" }]);
  });

  it("without collection limits the executor makes the planned call only", async () => {
    const { calls, result } = await run(searchUsers, peopleServer(rows(240)), {}, { collection: undefined });
    expect(calls).toEqual([{}]);
    expect(result.loading).toBeUndefined();
  });

  it("a plan that already chose a page is left alone", async () => {
    const { calls } = await run(searchUsers, peopleServer(rows(240)), { offset: 100 });
    expect(calls).toEqual([{ offset: 100 }]);
  });
});

describe("bounds: a capped collection says what was loaded and why", () => {
  it("stops at the row limit", async () => {
    const { calls, result } = await run(
      searchUsers,
      peopleServer(rows(1_000)),
      {},
      {
        collection: { ...LIMITS, maxRows: 250 },
      },
    );
    expect(calls).toHaveLength(3);
    expect(result.records).toHaveLength(250);
    expect(result.truncated).toBe(true);
    expect(result.loading).toMatchObject({
      loaded: 250,
      total: 1_000,
      complete: false,
      stoppedBy: "limit",
      bound: 250,
    });
  });

  it("stops at the row limit exactly on a page boundary when more remain", async () => {
    const { calls, result } = await run(
      searchUsers,
      peopleServer(rows(1_000)),
      {},
      {
        collection: { ...LIMITS, maxRows: 200 },
      },
    );
    expect(calls).toHaveLength(2);
    expect(result.loading).toMatchObject({ loaded: 200, stoppedBy: "limit" });
  });

  it("a collection that fills the limit exactly is complete", async () => {
    const { result } = await run(
      searchUsers,
      peopleServer(rows(200)),
      {},
      { collection: { ...LIMITS, maxRows: 200 } },
    );
    expect(result.loading).toMatchObject({ loaded: 200, complete: true });
  });

  it("stops when the time budget is spent", async () => {
    let t = 0;
    const offsets: unknown[] = [];
    const { result } = await run(
      searchUsers,
      peopleServer(rows(1_000)),
      {},
      {
        now: () => t,
        callTool: async (_cap, a) => {
          offsets.push(a.offset);
          t += 800;
          return peopleServer(rows(1_000))(a);
        },
        collection: { ...LIMITS, timeBudgetMs: 2_000 },
      },
    );
    // The first page, then offsets 100–400 together (the total is known), then the budget is spent.
    expect(offsets).toEqual([undefined, 100, 200, 300, 400]);
    expect(result.records).toHaveLength(500);
    expect(result.loading).toMatchObject({ stoppedBy: "time", bound: 2_000, complete: false });
  });

  it("a page slower than what is left of the budget is abandoned", async () => {
    let n = 0;
    const { result } = await run(
      searchUsers,
      peopleServer(rows(1_000)),
      {},
      {
        now: () => performance.now(),
        callTool: (_cap, a, { signal }) => {
          n++;
          if (n === 1) return Promise.resolve(peopleServer(rows(1_000))(a));
          return new Promise((_resolve, reject) =>
            signal.addEventListener("abort", () =>
              reject(Object.assign(new Error("x"), { name: "AbortError" })),
            ),
          );
        },
        collection: { ...LIMITS, timeBudgetMs: 50 },
      },
    );
    expect(result.records).toHaveLength(100);
    expect(result.loading).toMatchObject({ stoppedBy: "time" });
  });

  it("stops before the output-bytes bound would be exceeded", async () => {
    const { calls, result } = await run(
      searchUsers,
      (a) => ({ ...peopleServer(rows(1_000))(a), bytes: 4_000 }),
      {},
      {
        collection: { ...LIMITS, maxBytes: 10_000 },
      },
    );
    expect(calls).toHaveLength(2);
    expect(result.loading).toMatchObject({ stoppedBy: "bytes", loaded: 200, bytes: 8_000 });
  });

  it("a later page that fails keeps what was loaded and says so", async () => {
    const { result, out } = await run(searchUsers, (a) =>
      a.offset === 200
        ? { ok: false, error: { code: "upstream:http_500", message: "boom" }, truncated: false, bytes: 0 }
        : peopleServer(rows(1_000))(a),
    );
    expect(out.status).toBe("done");
    expect(result.status).toBe("ok");
    expect(result.records).toHaveLength(200);
    expect(result.loading).toMatchObject({ stoppedBy: "error", error: { code: "upstream:http_500" } });
  });

  it("every page is re-authorized: a refusal stops loading", async () => {
    let n = 0;
    const { result, calls } = await run(
      searchUsers,
      peopleServer(rows(1_000)),
      {},
      {
        authorize: async () => (++n >= 3 ? { ok: false, reason: "revoked" } : { ok: true }),
      },
    );
    expect(calls).toHaveLength(2);
    expect(result.loading).toMatchObject({ stoppedBy: "refused", loaded: 200 });
  });

  it("a page argument the schema rejects is never sent", async () => {
    const long = (a: JsonRecord) => ({
      ...workspaceServer(memberRows(300))(a),
      data: {
        data: { members: memberRows(300).slice(0, 50) },
        nextPageToken: "x".repeat(41),
        totalSize: 300,
      },
    });
    const { calls, result } = await run(findMembers, long);
    expect(calls).toHaveLength(1);
    expect(result.loading).toMatchObject({ stoppedBy: "unsupported", loaded: 50 });
  });

  it("a source that repeats its page is not called forever", async () => {
    const { calls, result } = await run(findMembers, () =>
      ok({ data: { members: memberRows(50) }, nextPageToken: "same", totalSize: 300 }),
    );
    expect(calls.length).toBeLessThanOrEqual(3);
    expect(result.loading).toMatchObject({ stoppedBy: "stalled", loaded: 50 });
  });

  it("a source with more rows and no way to ask for them says so", async () => {
    const fixed = capability({
      id: "mcp:x/things.list",
      entity: "thing",
      inputSchema: { type: "object", properties: { limit: { type: "integer", maximum: 10 } } },
    });
    const { calls, result } = await run(fixed, () => ok({ things: rows(10), total: 40 }));
    expect(calls).toEqual([{ limit: 10 }]);
    expect(result.loading).toMatchObject({ stoppedBy: "unsupported", loaded: 10, total: 40 });
    expect(result.truncated).toBe(true);
  });
});

describe("a count question", () => {
  it("a first page with a total answers it: no further pages", async () => {
    const { calls, result } = await run(
      searchUsers,
      peopleServer(rows(240)),
      {},
      {
        collection: { ...LIMITS, totalSuffices: true },
      },
    );
    expect(calls).toEqual([{ limit: 100 }]);
    expect(result.total).toBe(240);
    // The page size was the host's: it is no "first 100" the person asked for.
    expect(result.loading).toMatchObject({
      pages: 1,
      loaded: 100,
      total: 240,
      complete: false,
    });
    expect(result.loading?.hostArgs).toContain("limit");
    expect(result.loading?.stoppedBy).toBeUndefined();
    expect(result.truncated).toBe(true);
  });

  it("without a reported total, the pages are followed to count the rows", async () => {
    const { calls, result } = await run(
      listCharges,
      stripeServer(rows(150, "ch_")),
      {},
      {
        collection: { ...LIMITS, totalSuffices: true },
      },
    );
    expect(calls).toHaveLength(2);
    expect(result.records).toHaveLength(150);
  });
});

describe("paging parameters grouped in an object", () => {
  /** An apiary register: `hives.list({ filter: { apiary }, page: { size ≤ 50, after } })` → `{ hives, page: { next, total } }`. */
  const listHives = capability({
    id: "mcp:apiary/Hives.List",
    family: "mcp:apiary",
    entity: "hive",
    identityFields: ["hiveId"],
    inputSchema: {
      type: "object",
      properties: {
        filter: { type: "object", properties: { apiary: { type: "string" } } },
        page: {
          type: "object",
          properties: { size: { type: "integer", minimum: 1, maximum: 50 }, after: { type: "string" } },
        },
      },
    },
  });
  const hives = rows(120, "h").map(({ id }) => ({ hiveId: id, apiary: "North" }));
  const apiaryServer = (args: JsonRecord) => {
    const page = (args.page ?? {}) as JsonRecord;
    const size = Number(page.size ?? 10);
    const start = page.after ? Number(page.after) : 0;
    const next = start + size < hives.length ? String(start + size) : null;
    return ok({ hives: hives.slice(start, start + size), page: { next, total: hives.length } });
  };

  it("the page size and the cursor go inside `page`, beside the planned filter, never as dotted keys", async () => {
    const { calls, result } = await run(listHives, apiaryServer, { filter: { apiary: "North" } });
    expect(calls).toEqual([
      { filter: { apiary: "North" }, page: { size: 50 } },
      { filter: { apiary: "North" }, page: { size: 50, after: "50" } },
      { filter: { apiary: "North" }, page: { size: 50, after: "100" } },
    ]);
    expect(result.records).toHaveLength(120);
    expect(result.loading).toMatchObject({ complete: true, total: 120, pages: 3 });
  });

  /** A ferry line's sailings: `sailings({ paging: { limit ≤ 40, offset } })` → `{ sailings, total }`. */
  const listSailings = capability({
    id: "api:ferries/listSailings",
    family: "api:ferries",
    sourceKind: "api",
    entity: "sailing",
    operation: "list",
    identityFields: ["sailingNo"],
    inputSchema: {
      type: "object",
      properties: {
        paging: {
          type: "object",
          properties: {
            limit: { type: "integer", minimum: 1, maximum: 40 },
            offset: { type: "integer", minimum: 0 },
          },
        },
      },
    },
  });
  const sailings = rows(90, "s").map(({ id }) => ({ sailingNo: id }));
  const ferryServer = (args: JsonRecord) => {
    const paging = (args.paging ?? {}) as JsonRecord;
    const limit = Number(paging.limit ?? 10);
    const offset = Number(paging.offset ?? 0);
    return ok({ sailings: sailings.slice(offset, offset + limit), total: sailings.length });
  };

  it("a grouped offset and limit: every page's offset inside `paging`", async () => {
    const { calls, result } = await run(listSailings, ferryServer);
    expect(calls).toEqual([
      { paging: { limit: 40 } },
      { paging: { limit: 40, offset: 40 } },
      { paging: { limit: 40, offset: 80 } },
    ]);
    expect(result.records).toHaveLength(90);
    expect(result.loading).toMatchObject({ complete: true, total: 90 });
  });
});
