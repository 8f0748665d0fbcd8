import { describe, expect, it } from "vitest";
import type { ActionResult } from "@/lib/execution";
import { ordersOf, ordersSearch } from "@/lib/execution/__fixtures__/commerce";
import { present } from "./present";
import type { MessagePartDraft } from "./types";

function ordersResult(rows: Record<string, unknown>[], total = rows.length): ActionResult {
  return {
    actionId: "a1",
    tool: ordersSearch.id,
    capability: ordersSearch,
    args: {},
    expect: "many",
    status: "ok",
    data: { orders: rows, total },
    records: rows,
    total,
    kind: "collection",
    collectionPath: "orders",
    truncated: false,
  };
}
const textOf = (parts: MessagePartDraft[]) =>
  parts.flatMap((p) => (p.type === "text" ? [p.text] : [])).join(" ");
const artifactOf = (parts: MessagePartDraft[]) => parts.find((p) => p.type === "artifact");

describe("present: a summary the question asks for", () => {
  it("'orders by status' carries the group spec on the artifact part and says what it covers", () => {
    const rows = ordersOf("C-1042", 6);
    const { parts, artifacts } = present([ordersResult(rows)], {
      question: "orders by status",
      snapshotHash: "h",
    });
    const spec = { by: "status", aggregate: "count", chart: "bar" };
    expect(artifactOf(parts)).toMatchObject({ type: "artifact", view: spec });
    expect(artifacts[0].view).toEqual(spec);
    // Every row is stored: the browser groups all of them.
    expect(artifacts[0].rows).toHaveLength(6);
    expect(textOf(parts)).toContain("The chart and its table show the orders per status, over all 6.");
  });

  it("'orders per month' is a line over the order date, counted from the rows", () => {
    const { parts } = present([ordersResult(ordersOf("C-1042", 9))], {
      question: "how many orders per month?",
      snapshotHash: "h",
    });
    expect(artifactOf(parts)).toMatchObject({
      view: { by: "order_date", bucket: "month", aggregate: "count", chart: "line" },
    });
    // A grouping is not a single count: no "There are 9 orders" sentence.
    expect(textOf(parts)).not.toMatch(/^There are/);
  });

  it("a capped collection says the numbers cover the loaded rows only", () => {
    const { parts } = present([ordersResult(ordersOf("C-1042", 5), 12_000)], {
      question: "orders by status",
      snapshotHash: "h",
    });
    expect(textOf(parts)).toContain("over the 5 loaded (not all 12,000)");
  });

  it("a field the rows lack: the table, no view, and a sentence that says the grouping was not possible", () => {
    const { parts, artifacts } = present([ordersResult(ordersOf("C-1042", 4))], {
      question: "revenue by city",
      snapshotHash: "h",
    });
    expect(artifactOf(parts)).not.toHaveProperty("view");
    expect(artifacts[0].view).toBeUndefined();
    expect(textOf(parts)).toContain("could not be summarised by city");
  });

  it("sums money per group only in one currency", () => {
    const rows = ordersOf("C-1042", 4).map((r, i) => ({ ...r, currency: i % 2 ? "USD" : "EUR" }));
    const { parts } = present([ordersResult(rows)], { question: "revenue by status", snapshotHash: "h" });
    expect(artifactOf(parts)).not.toHaveProperty("view");
    expect(textOf(parts)).toContain(
      "The revenue could not be added up: the orders are priced in several currencies",
    );
  });

  it("'invoices per month' over invoices dated by Unix seconds: a line over that date (issue 14)", () => {
    const invoicesList = { ...ordersSearch, entity: "invoice", outputSchema: undefined };
    const rows = [1_735_689_600, 1_736_000_000, 1_738_368_000].map((created, i) => ({
      id: `in_${i}`,
      created,
      amount_due: 1000 + i,
      currency: "usd",
    }));
    const result = {
      ...ordersResult(rows),
      capability: invoicesList,
      data: { data: rows },
      collectionPath: "data",
    };
    const { parts } = present([result], { question: "how many invoices per month?", snapshotHash: "h" });
    expect(artifactOf(parts)).toMatchObject({
      view: { by: "created", bucket: "month", aggregate: "count", chart: "line" },
    });
    expect(textOf(parts)).toContain("invoices per month");
  });
});
