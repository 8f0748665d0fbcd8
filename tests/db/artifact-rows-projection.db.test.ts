/**
 * The chart's request (`GET /api/artifacts/:id/rows?columns=…`, issue 14): a projection sends exactly
 * the asked fields of the reader's own artifact, in every layout, and another tenant's artifact is
 * refused as before — the projection only leaves values out, after the same scoped read.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseRowsText } from "@/components/artifacts/rows-payload";
import type { Actor } from "@/lib/auth/actor";
import { readColumnLines } from "@/lib/chat/rows-layout";
import { artifactRepo } from "@/lib/db/repositories/artifacts";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { seededActors, testDb } from "../helpers/db";

const reader = vi.hoisted(() => ({ actor: undefined as unknown }));
vi.mock("@/lib/auth", () => ({ requireActor: async () => reader.actor }));
vi.mock("@/lib/db", async () => {
  const h = await import("../helpers/db");
  return { db: () => h.testDb() };
});

const { GET } = await import("@/app/api/artifacts/[id]/rows/route");

const db = testDb();
let A: Awaited<ReturnType<typeof seededActors>>;
let artifactId = "";
const rows = [
  { id: "O-1", status: "paid", order_date: "2025-03-14", total: 12.5, currency: "EUR", note: "secret" },
  { id: "O-2", status: "pending", order_date: "2025-04-01", total: null, currency: "EUR" },
  { id: "O-3", status: "paid", total: 3, currency: "EUR", note: "more" },
];

beforeAll(async () => {
  A = await seededActors(db);
  const conv = await conversationRepo(db, A.acmeMember).create("orders chart");
  const art = await artifactRepo(db, A.acmeMember).create({
    conversationId: conv.id,
    entity: "order",
    title: "Orders",
    sourceTool: "mcp:commerce/orders.search",
    args: {},
    columns: [
      { key: "id", label: "Id", type: "string", declared: true },
      { key: "order_date", label: "Order date", type: "string", format: "date", declared: true },
      {
        key: "total",
        label: "Total",
        type: "number",
        format: "money",
        currencyKey: "currency",
        declared: true,
      },
    ],
    identityFields: ["id"],
    rows,
    rowCount: rows.length,
    truncated: false,
    snapshotHash: "h",
  });
  artifactId = art.id;
});
afterAll(async () => {
  await db.$disconnect();
});

async function get(actor: Actor, query: string) {
  reader.actor = actor;
  return GET(new Request(`http://x/api/artifacts/${artifactId}/rows${query}`), {
    params: Promise.resolve({ id: artifactId }),
  });
}

describe("GET /api/artifacts/:id/rows?columns= (the chart's projection)", () => {
  it("column lines: exactly the asked fields' values, every column's description, the projection named", async () => {
    const res = await get(A.acmeMember, "?layout=column-lines&columns=order_date&columns=total&columns=nope");
    expect(res.status).toBe(200);
    const text = await res.text();
    const read = readColumnLines(text);
    if (!read) throw new Error("not column lines");
    expect(read.head.projection).toEqual(["order_date", "total", "nope"]);
    // In the rows' own key order, which is the database's (PostgreSQL's jsonb orders keys by length).
    expect([...read.columns.fields].sort()).toEqual(["order_date", "total"]);
    expect(text.split("\n")).toHaveLength(3);
    expect(text).not.toContain("secret");
    expect(text).not.toContain("O-1");
    const data = parseRowsText(text);
    expect(data?.columns.map((c) => c.key)).toEqual(["id", "order_date", "total"]);
    expect(data?.size).toBe(3);
    expect(data?.valuesOf("order_date")).toEqual(["2025-03-14", "2025-04-01", undefined]);
    expect(data?.valuesOf("total")).toEqual([12.5, null, 3]);
    expect(data?.projection).toEqual(["order_date", "total", "nope"]);
  });

  it("objects and columns layouts project the same way; no projection sends every field", async () => {
    const objects = await (await get(A.acmeMember, "?columns=status")).json();
    expect(objects.rows).toEqual([{ status: "paid" }, { status: "pending" }, { status: "paid" }]);
    const byColumn = await (await get(A.acmeMember, "?layout=columns&columns=note")).json();
    expect(byColumn.fields).toEqual(["note"]);
    expect(byColumn.values).toEqual([["secret", null, "more"]]);
    const whole = await (await get(A.acmeMember, "")).json();
    expect(whole.rows).toEqual(rows);
    expect(whole.projection).toBeUndefined();
  });

  it("another tenant's artifact is refused with a projection too (404, no values)", async () => {
    const res = await get(A.globex, "?layout=column-lines&columns=order_date");
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).not.toContain("2025-03-14");
    expect(JSON.parse(text).error.code).toBe("not_found:artifact");
  });
});
