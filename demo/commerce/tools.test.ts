import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HINT_KEY } from "./hints";
import { createCommerceServer } from "./server";

let client: Client;

beforeAll(async () => {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createCommerceServer().connect(serverSide);
  client = new Client({ name: "test", version: "1.0.0" });
  await client.connect(clientSide);
});
afterAll(() => client.close());

const call = (name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args });

describe("commerce tools over MCP", () => {
  it("publishes the contract's tools, annotations, schemas and hints", async () => {
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((t) => [t.name, t]));
    expect([...byName.keys()].sort()).toEqual([
      "customers.get",
      "customers.search",
      "customers.update",
      "orders.cancel",
      "orders.count",
      "orders.get",
      "orders.search",
      "products.search",
      "refunds.create",
      "shipments.track",
    ]);
    for (const name of [
      "customers.search",
      "customers.get",
      "orders.search",
      "orders.get",
      "orders.count",
      "products.search",
      "shipments.track",
    ]) {
      expect(byName.get(name)?.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    }
    expect(byName.get("orders.cancel")?.annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: true,
    });
    expect(byName.get("customers.update")?.annotations?.readOnlyHint).toBe(false);
    expect(byName.get("refunds.create")?.annotations?.readOnlyHint).toBe(false);

    expect(byName.get("products.search")?.outputSchema).toBeUndefined();
    expect(byName.get("products.search")?._meta).toBeUndefined();
    expect(byName.get("shipments.track")?.outputSchema).toBeDefined();
    expect(byName.get("shipments.track")?._meta).toBeUndefined();

    const search = byName.get("customers.search");
    expect(search?._meta?.[HINT_KEY]).toMatchObject({
      entity: "customer",
      operation: "search",
      collection_path: "customers",
      identity_fields: ["id"],
      next_tools: ["customers.get", "orders.search"],
      read_only: true,
      authorization: "none",
    });
    expect(byName.get("orders.get")?._meta?.[HINT_KEY]).toEqual({
      entity: "order",
      operation: "detail",
      identity_fields: ["id"],
      next_tools: ["shipments.track"],
    });

    const orderInputs = byName.get("orders.search")?.inputSchema.properties as Record<
      string,
      Record<string, unknown>
    >;
    expect(orderInputs.date_from).toMatchObject({ type: "string", format: "date" });
    expect(orderInputs.limit).toMatchObject({ type: "integer", minimum: 1, maximum: 100, default: 50 });
    expect(orderInputs.cursor).toMatchObject({ type: "string" });
    for (const name of ["customers.search", "orders.search", "products.search"]) {
      const props = byName.get(name)?.inputSchema.properties as Record<string, unknown>;
      expect(props.cursor, name).toBeDefined();
    }
    expect(orderInputs.sort.enum).toEqual(["date_desc", "date_asc", "total_desc", "total_asc"]);
    expect(byName.get("orders.get")?.inputSchema.required).toEqual(["order_id"]);
    const customerInputs = byName.get("customers.get")?.inputSchema.properties ?? {};
    expect(customerInputs.customer_id).toMatchObject({ pattern: "^C-\\d{4}$" });
  });

  it("returns structuredContent plus identical JSON text for tools with an outputSchema", async () => {
    const r = await call("customers.search", { query: "Riccardo Lorini" });
    const content = r.content as { type: string; text: string }[];
    expect(JSON.parse(content[0].text)).toEqual(r.structuredContent);
    expect((r.structuredContent as { total: number }).total).toBe(2);
  });

  it("returns only JSON text for products.search", async () => {
    const r = await call("products.search", { query: "tent", limit: 2 });
    expect(r.structuredContent).toBeUndefined();
    const parsed = JSON.parse((r.content as { text: string }[])[0].text);
    expect(parsed.products).toHaveLength(2);
    expect(parsed.total).toBeGreaterThan(2);
  });

  it("pages like a real API: a cursor and the total; every order once, in order", async () => {
    type Page = { orders: { id: string }[]; total: number; next_cursor?: string };
    const first = (await call("orders.search", { limit: 100 })).structuredContent as Page;
    expect(first.orders).toHaveLength(100);
    expect(first.total).toBe(12_000);
    expect(first.next_cursor).toMatch(/^cur_/);
    const ids: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const args: Record<string, unknown> = { limit: 100, ...(cursor ? { cursor } : {}) };
      const page = (await call("orders.search", args)).structuredContent as Page;
      ids.push(...page.orders.map((o) => o.id));
      cursor = page.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(120);
    expect(new Set(ids).size).toBe(12_000);
    const unpaged = (await call("orders.search", { sort: "date_desc", limit: 100 }))
      .structuredContent as Page;
    expect(ids.slice(0, 100)).toEqual(unpaged.orders.map((o) => o.id));
  });

  it("keeps the first page as it was for callers that do not page; the last page has no cursor", async () => {
    const r = (await call("customers.search", { query: "Riccardo Lorini" })).structuredContent as {
      customers: unknown[];
      total: number;
      next_cursor?: string;
    };
    expect(r.customers).toHaveLength(2);
    expect(r.next_cursor).toBeUndefined();
    const products = JSON.parse(
      ((await call("products.search", { limit: 5 })).content as { text: string }[])[0].text,
    );
    expect(products.products).toHaveLength(5);
    const rest = JSON.parse(
      (
        (await call("products.search", { limit: 100, cursor: products.next_cursor })).content as {
          text: string;
        }[]
      )[0].text,
    );
    expect(rest.products[0]).not.toEqual(products.products[0]);
    expect(rest.total).toBe(products.total);
  });

  it("refuses a cursor it did not issue", async () => {
    for (const cursor of ["5", "cur_", "cur_bm9wZQ", "x".repeat(65)]) {
      expect((await call("orders.search", { cursor })).isError, cursor).toBe(true);
    }
  });

  it("applies defaults and rejects out-of-range arguments as tool errors", async () => {
    const r = await call("orders.search", {});
    expect((r.structuredContent as { orders: unknown[] }).orders).toHaveLength(50);
    expect((await call("orders.search", { limit: 101 })).isError).toBe(true);
    expect((await call("customers.get", { customer_id: "1042" })).isError).toBe(true);
    expect((await call("shipments.track", {})).isError).toBe(true);
  });

  it("returns details and not-found errors", async () => {
    const r = await call("orders.get", { order_id: "O-100533" });
    expect(
      (r.structuredContent as { order: { id: string; lines: unknown[] } }).order.lines.length,
    ).toBeGreaterThan(0);
    const missing = await call("orders.get", { order_id: "O-999999" });
    expect(missing.isError).toBe(true);
    expect((missing.content as { text: string }[])[0].text).toContain("not found");
  });

  it("refuses every mutation", async () => {
    for (const [name, args] of [
      ["orders.cancel", { order_id: "O-100001", reason: "test" }],
      ["customers.update", { customer_id: "C-0001", city: "Roma" }],
      ["refunds.create", { order_id: "O-100001", amount: 5 }],
    ] as const) {
      const r = await call(name, args);
      expect(r.isError).toBe(true);
      expect((r.content as { text: string }[])[0].text).toMatch(/refuses to mutate/);
    }
  });
});

describe("test knobs", () => {
  it("changes a definition and notifies when listChangeOn is called", async () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createCommerceServer({ listChangeOn: "orders.count" }).connect(serverSide);
    let changed = 0;
    const c = new Client(
      { name: "t", version: "1" },
      {
        listChanged: {
          tools: {
            autoRefresh: false,
            debounceMs: 0,
            onChanged: () => {
              changed += 1;
            },
          },
        },
      },
    );
    await c.connect(clientSide);
    const before = (await c.listTools()).tools.find((t) => t.name === "customers.get")?.description;
    await c.callTool({ name: "orders.count", arguments: {} });
    await expect.poll(() => changed).toBe(1);
    const after = (await c.listTools()).tools.find((t) => t.name === "customers.get")?.description;
    expect(after).not.toBe(before);
    await c.close();
  });

  it("calls onCrash for the configured tool", async () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    let crashed = false;
    await createCommerceServer({
      crashOn: "orders.count",
      onCrash: () => {
        crashed = true;
      },
    }).connect(serverSide);
    const c = new Client({ name: "t", version: "1" });
    await c.connect(clientSide);
    await c.callTool({ name: "orders.count", arguments: {} });
    expect(crashed).toBe(true);
    await c.close();
  });
});
