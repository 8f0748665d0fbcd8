/**
 * Summaries and charts (issue 14 items 3 and 8): "orders by status" opens the grouped view — a bar
 * chart and the same numbers in an accessible table — computed from the stored artifact's rows; the
 * chart downloads as SVG and PNG under the app's CSP; reloading the conversation shows the same view.
 * Screenshots: test-results/screenshots/charts-*.png.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, SHOTS, storedArtifact, test } from "./fixtures";
import { ChatPage } from "./pages/chat-page";

/** Violations of the Content-Security-Policy the page reports (a chart library injecting styles or eval would show here). */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

/** A new conversation asking `question`; the answer and the conversation id, CSP violations collected. */
async function askFresh(page: Page, question: string) {
  const violations = cspViolations(page);
  const chat = new ChatPage(page);
  await page.goto("/");
  const conversationId = await chat.newConversation();
  const answer = await chat.ask(question);
  return { conversationId, answer, violations };
}

async function shownCounts(page: Page): Promise<Record<string, number>> {
  const rows = page.getByTestId("summary-row");
  const out: Record<string, number> = {};
  for (const row of await rows.all()) {
    const key = (await row.getAttribute("data-key")) ?? "";
    out[key] = Number(((await row.getByTestId("summary-count").textContent()) ?? "").replace(/[^\d]/g, ""));
  }
  return out;
}

test.describe("summaries and charts", () => {
  test("'orders by status' → bar chart and numbers table equal to the stored rows grouped by status; SVG and PNG export; same view after reload", async ({
    adminPage: page,
  }) => {
    // The chart asks for the fields it reads; every field follows in the background once it is drawn.
    const rowsRequest = (projected: boolean) =>
      page.waitForResponse(
        (r) => /\/api\/artifacts\/[^/]+\/rows/.test(r.url()) && /[?&]columns=/.test(r.url()) === projected,
        { timeout: 60_000 },
      );
    const chartFields = rowsRequest(true);
    const everyField = rowsRequest(false);
    const { conversationId, answer, violations } = await askFresh(page, "orders by status");
    const table = answer.getByTestId("artifact-table");
    await expect(table).toHaveAttribute("data-mode", "summary");
    const view = table.getByTestId("summary-view");
    await expect(view).toBeVisible({ timeout: 30_000 });
    await expect(answer).toContainText("The chart and its table show the orders per status");

    // What was stored: the spec on the artifact part, every loaded row in the artifact.
    const { part, rows, rowCount } = storedArtifact(conversationId);
    expect(part.view).toEqual({ by: "status", aggregate: "count", chart: "bar" });
    expect(rows).toHaveLength(rowCount);
    const expected: Record<string, number> = {};
    for (const r of rows) expected[String(r.status ?? "")] = (expected[String(r.status ?? "")] ?? 0) + 1;

    // The accessible numbers table: one row per status, counts equal to the stored rows grouped.
    const numbers = view.getByRole("table");
    await expect(numbers.locator("caption")).toContainText("Number of orders per status");
    await expect(numbers.getByRole("columnheader", { name: "Status" })).toBeVisible();
    expect(await shownCounts(page)).toEqual(expected);
    await expect(numbers.locator("tfoot")).toContainText(rowCount.toLocaleString("en-GB"));

    // The chart: an image with a title, one bar per status carrying the same number.
    const chart = view.getByTestId("summary-chart");
    await expect(chart).toHaveAttribute("data-chart", "bar");
    await expect(chart).toHaveAttribute("role", "img");
    await expect(chart.locator("title")).toHaveText("Number of orders per status");
    const marks = chart.getByTestId("chart-mark");
    await expect(marks).toHaveCount(Object.keys(expected).length);
    for (const [key, n] of Object.entries(expected))
      await expect(chart.locator(`[data-testid=chart-mark][data-key="${key}"]`)).toHaveAttribute(
        "data-value",
        String(n),
      );
    await expect(chart.locator("rect[data-testid=chart-mark]").first()).toHaveAttribute(
      "fill",
      /#[0-9a-f]{6}/i,
    );
    await answer.screenshot({ path: `${SHOTS}/charts-orders-by-status.png` });

    // Downloads: an SVG that is the chart, a PNG rendered from it.
    const [svgDownload] = await Promise.all([
      page.waitForEvent("download"),
      view.getByRole("button", { name: "Download SVG" }).click(),
    ]);
    expect(svgDownload.suggestedFilename()).toMatch(/\.svg$/);
    const svg = await readFile(await svgDownload.path(), "utf8");
    expect(svg).toContain("<svg");
    expect(svg).toContain("Number of orders per status");
    expect(svg.match(/data-testid="chart-mark"/g)).toHaveLength(Object.keys(expected).length);
    const [pngDownload] = await Promise.all([
      page.waitForEvent("download"),
      view.getByRole("button", { name: "Download PNG" }).click(),
    ]);
    expect(pngDownload.suggestedFilename()).toMatch(/\.png$/);
    const png = await readFile(await pngDownload.path());
    expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
    expect(png.length).toBeGreaterThan(2_000);

    // The rows are one click away, already fetched before the click; the chart comes back.
    expect((await chartFields).status()).toBe(200);
    expect((await everyField).status()).toBe(200);
    await table.getByTestId("view-rows").click();
    await expect(table.getByRole("grid")).toBeVisible();
    await table.getByTestId("view-summary").click();
    await expect(table.getByTestId("summary-chart")).toBeVisible();

    // Reloading the conversation shows the same grouped view with the same numbers.
    await page.reload();
    const again = page.getByTestId("message-assistant").last().getByTestId("artifact-table");
    await expect(again).toHaveAttribute("data-mode", "summary");
    await expect(again.getByTestId("summary-chart")).toBeVisible({ timeout: 30_000 });
    expect(await shownCounts(page)).toEqual(expected);
    expect(violations).toEqual([]);
  });

  test("'orders per month in 2025' → a line over the months; regrouping by another column from the controls", async ({
    adminPage: page,
  }) => {
    const { conversationId, answer, violations } = await askFresh(page, "orders per month in 2025");
    const chart = answer.getByTestId("summary-chart");
    await expect(chart).toHaveAttribute("data-chart", "line", { timeout: 30_000 });
    const { part, rows } = storedArtifact(conversationId);
    expect(part.view).toEqual({ by: "order_date", bucket: "month", aggregate: "count", chart: "line" });
    const months = new Set(rows.map((r) => String(r.order_date).slice(0, 7)));
    expect([...months].every((m) => m.startsWith("2025-"))).toBe(true);
    const counts = await shownCounts(page);
    for (const m of months)
      expect(counts[m]).toBe(rows.filter((r) => String(r.order_date).startsWith(m)).length);
    await answer.screenshot({ path: `${SHOTS}/charts-orders-per-month.png` });

    // The person regroups: average total per status.
    const view = answer.getByTestId("summary-view");
    await view.getByRole("combobox", { name: "Group by" }).selectOption({ label: "Status" });
    await view.getByRole("combobox", { name: "Show" }).selectOption({ label: "Average" });
    await expect(view.getByRole("combobox", { name: "Column" })).toHaveValue("total");
    await expect(answer.getByTestId("summary-chart")).toHaveAttribute("data-chart", "bar");
    const delivered = rows.filter((r) => r.status === "delivered").map((r) => Number(r.total));
    const avg = delivered.reduce((a, b) => a + b, 0) / delivered.length;
    const shown =
      (await view
        .locator('[data-testid=summary-row][data-key="delivered"] [data-testid=summary-value]')
        .textContent()) ?? "";
    expect(Number(shown.replace(/[^\d.]/g, ""))).toBeCloseTo(avg, 1);
    expect(shown).toMatch(/€/);
    await answer.screenshot({ path: `${SHOTS}/charts-average-total-by-status.png` });
    expect(violations).toEqual([]);
  });

  test("a grouping the rows cannot answer: the table, and a sentence that says so", async ({
    adminPage: page,
  }) => {
    const chat = new ChatPage(page);
    await page.goto("/");
    await chat.newConversation();
    const answer = await chat.ask("customers by shoe size");
    await expect(answer).toContainText("could not be summarised by shoe size");
    const table = answer.getByTestId("artifact-table");
    await expect(table).toHaveAttribute("data-mode", "rows");
    await expect(table.getByRole("grid")).toBeVisible();
    await expect(answer.getByTestId("summary-chart")).toHaveCount(0);
  });
});
