/**
 * Dates held as Unix times (issue 14): the conformance billing server (tests/conformance/servers/
 * billing.ts — snake_case tools, `{object: "list", data}` lists, amounts in cents, `created` as Unix
 * seconds, no output schemas), registered by the operator in MCP_STDIO_SERVERS (playwright.config.ts),
 * is added by the admin and its read tools approved; a member asks "how many invoices per month?":
 * the answer opens a line over the months of the invoices' `created` seconds, its numbers equal to the
 * stored rows grouped by UTC month, and the table shows `created` as dates, not as 1,735,689,600.
 * The connection is disabled at the end so later journeys see the demo alone.
 * Screenshots: test-results/screenshots/billing-*.png.
 */
import { BILLING_READ_TOOLS } from "../tests/conformance/servers/billing";
import { expect, SHOTS, storedArtifact, storedRow, test } from "./fixtures";
import { AdminConnectionsPage } from "./pages/admin-connections-page";
import { adminShot } from "./pages/admin-shots";
import { ChatPage } from "./pages/chat-page";
import { withCapabilityMode } from "./pages/planner-mode";
import { ArtifactTable } from "./pages/table";

test.describe.configure({ mode: "serial" });

const SERVER = "Conformance: billing (paydesk)";
const NAME = "Paydesk";
const SLUG = "paydesk";

test("an admin adds the billing server and approves its read tools", async ({ adminPage }) => {
  const page = new AdminConnectionsPage(adminPage);
  await page.goto();
  await expect(page.connection(SLUG)).toHaveCount(0);
  const added = await page.addRegisteredMcp(SERVER, NAME);
  await expect(added).toContainText(`Added ${SLUG}`);
  for (const tool of BILLING_READ_TOOLS) await page.approveRead(SLUG, tool);
  await expect(page.connection(SLUG)).toContainText(`${BILLING_READ_TOOLS.length} eligible`);
});

test("'how many invoices per month?' → a line over the months of the invoices' Unix-second dates; the table shows them as dates", async ({
  adminPage,
}) => {
  await withCapabilityMode(adminPage, "Billing", async () => {
    const page = adminPage;
    await page.setViewportSize({ width: 1280, height: 900 });
    const chat = new ChatPage(page);
    await page.goto("/");
    const conversationId = await chat.newConversation();
    const answer = await chat.ask("how many invoices per month?");
    const chart = answer.getByTestId("summary-chart");
    await expect(chart).toHaveAttribute("data-chart", "line", { timeout: 30_000 });
    await expect(answer).toContainText("The chart and its table show the invoices per month");

    const { part, rows, sourceTool } = storedArtifact(conversationId);
    expect(sourceTool).toBe(`mcp:${SLUG}/list_invoices`);
    expect(part.view).toEqual({ by: "created", bucket: "month", aggregate: "count", chart: "line" });
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.every((r) => typeof r.created === "number")).toBe(true);
    // The numbers shown: the stored rows grouped by the UTC month of their Unix seconds.
    const expected: Record<string, number> = {};
    for (const r of rows) {
      const month = new Date(Number(r.created) * 1000).toISOString().slice(0, 7);
      expected[month] = (expected[month] ?? 0) + 1;
    }
    const shown: Record<string, number> = {};
    for (const row of await answer.getByTestId("summary-row").all()) {
      const key = (await row.getAttribute("data-key")) ?? "";
      const n = Number(((await row.getByTestId("summary-count").textContent()) ?? "").replace(/[^\d]/g, ""));
      if (n > 0) shown[key] = n;
    }
    expect(shown).toEqual(expected);
    await answer.screenshot({ path: `${SHOTS}/billing-invoices-per-month.png` });

    // The rows: `created` shown as a date ("1 Jan 2025, 00:00"), never as a number with separators.
    const table = answer.getByTestId("artifact-table");
    await table.getByTestId("view-rows").click();
    const grid = await ArtifactTable.last(page, answer).ready();
    const column = await grid.columnIndex("Created");
    const cells = await grid.cellTexts(grid.row(0));
    expect(cells[column]).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} 20\d\d, \d\d:\d\d$/);
    // `object: "invoice"` on every stored row: no "Object" column by default (issue 14), and no
    // "Currency" column beside amounts that show it ("€ 1,949.99"); the rows keep both fields and the
    // column menu offers them.
    expect(rows.every((r) => r.object === "invoice" && typeof r.currency === "string")).toBe(true);
    const headers = await grid.root.locator("thead tr").first().locator("th button").allInnerTexts();
    const names = headers.map((h) => h.replace(/[↑↓↕]/g, "").trim());
    expect(names).not.toContain("Object");
    expect(names).not.toContain("Currency");
    await expect(table.getByRole("button", { name: /Columns \(2 hidden\)/ })).toBeVisible();
    await answer.screenshot({ path: `${SHOTS}/billing-invoices-rows.png` });

    // Amounts in cents (the connection says so, on its refund tool's "Amount in cents"): the stored
    // 194999 beside "eur" is shown € 1,949.99 — never "€ 194,999.00".
    const known =
      rows.slice(0, 8).find((r) => typeof r.number === "string" && Number(r.amount_due) % 100 !== 0) ??
      rows[0];
    const shownRow = grid.rowWith(String(known.number));
    await expect(shownRow).toBeVisible();
    const amount = (await grid.cellTexts(shownRow))[await grid.columnIndex("Amount due")];
    expect(amount.replace(/\s/g, "")).toBe(minorMoney(Number(known.amount_due), String(known.currency)));
    await shownRow
      .locator("td:not(:has(input))")
      .nth(await grid.columnIndex("Amount due"))
      .scrollIntoViewIfNeeded();
    await answer.screenshot({ path: `${SHOTS}/billing-invoices-amounts.png` });

    // One invoice as a card: titled by its number, not its opaque id; its amounts in major units.
    const card = (await chat.ask(`show me invoice ${known.id}`)).getByTestId("record-card");
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.locator("h3")).toHaveText(`Invoice ${known.number}`);
    await expect(card).toContainText(String(known.id));
    const cardText = ((await card.textContent()) ?? "").replace(/\s/g, "");
    expect(cardText).toContain(minorMoney(Number(known.amount_due), String(known.currency)));
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SHOTS}/billing-invoice-card.png` });
  });
});

test("the billing connection is disabled again, so later journeys see the demo alone", async ({
  adminPage,
}) => {
  const page = new AdminConnectionsPage(adminPage);
  await page.goto();
  const enabled = adminPage.getByRole("checkbox", { name: `Enabled ${NAME}` });
  await enabled.uncheck();
  await expect(page.connection(SLUG)).toContainText("Disabled from the next turn.");
  await expect(enabled).not.toBeChecked();
  expect(storedRow("select enabled from Connection where slug = ?", SLUG)).toEqual({ enabled: 0 });
  await adminShot(adminPage, "billing-disabled");
});

/** en-GB money text of an amount in cents, spaces aside (the app writes "€ 1,949.99"). */
function minorMoney(cents: number, currency: string): string {
  const text = new Intl.NumberFormat("en-GB", { style: "currency", currency: currency.toUpperCase() });
  return text.format(cents / 100).replace(/\s/g, "");
}
