/**
 * Money objects on screen (issue 14): the claims desk (tests/conformance/servers/claims.ts, registered
 * for the journeys in playwright.config.ts) answers money as `{ amount, currencyCode }` objects, never
 * as a number beside a currency column. An admin connects it and approves its read tools; a member
 * asks for the claims under review (a table whose "amount claimed" column holds those objects) and for
 * one claim (a record card with such a field). Both must show formatted money — "US$ 12,400.00" for
 * CLM-1042's 12,400 USD — not "{…}" or a bare number. Screenshots: test-results/screenshots/money-*.png.
 */
import { claimsData, KNOWN_CLAIM } from "../tests/conformance/servers/claims-data";
import { expect, SHOTS, storedRow, test } from "./fixtures";
import { AdminConnectionsPage } from "./pages/admin-connections-page";
import { ChatPage } from "./pages/chat-page";
import { ArtifactTable } from "./pages/table";

test.describe.configure({ mode: "serial" });

type Row = Record<string, unknown>;
const SERVER = "Conformance: claims desk (money objects)";
const SLUG = "claims";
const READ_TOOLS = ["claims.search", "getClaim", "policies.list", "payments.list"];
const KNOWN = claimsData().claims.find((c) => c.id === KNOWN_CLAIM.id);
/** CLM-1042 claims 12,400 USD: en-GB money text, as a person reads it. */
const KNOWN_MONEY = "US$ 12,400.00";
const json = <T>(v: unknown) => JSON.parse(String(v)) as T;

test("an admin connects the claims desk and approves its read tools", async ({ adminPage }) => {
  expect(KNOWN?.amountClaimed).toEqual({ amount: 12_400, currencyCode: "USD" });
  const page = new AdminConnectionsPage(adminPage);
  await page.goto();
  await expect(page.connection(SLUG)).toHaveCount(0);
  await expect(await page.addRegisteredMcp(SERVER, "Claims")).toContainText("Added claims");
  for (const tool of READ_TOOLS) await page.approveRead(SLUG, tool);
});

test("a table column of money objects and a record card's money field show formatted money", async ({
  memberPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const chat = new ChatPage(page);
  const conversationId = await chat.newConversation();

  // 1. A table: the claims under review, CLM-1042 among them, its amount claimed as money.
  const first = await chat.ask("which claims are still being reviewed?");
  await expect(first.getByTestId("artifact-table")).toHaveCount(1);
  const table = await ArtifactTable.last(page, first).ready();
  const stored = storedRow("select sourceTool, rows from Artifact where id = ?", await table.id());
  expect(stored?.sourceTool).toBe(`mcp:${SLUG}/claims.search`);
  const rows = json<Row[]>(stored?.rows);
  // What was stored is the server's object; what is shown is money.
  expect(rows.find((r) => r.claimNumber === KNOWN_CLAIM.claimNumber)?.amountClaimed).toEqual(
    KNOWN?.amountClaimed,
  );
  const row = table.rowWith(KNOWN_CLAIM.claimNumber);
  await expect(row).toBeVisible();
  const money = (await table.cellTexts(row))[await table.columnIndex("Amount claimed")];
  expect(money).toBe(KNOWN_MONEY);
  // No cell of the money column shows an object or an amount without its currency.
  const column = await table.columnIndex("Amount claimed");
  for (const text of await Promise.all(
    (await table.rows().all()).map(async (r) => (await table.cellTexts(r))[column]),
  ))
    expect(text).toMatch(/^US\$ \d{1,3}(,\d{3})*\.\d{2}$/);
  // The records are the Relay edges' nodes: no empty `node`/`cursor` columns.
  const headers = await table.root.locator("thead tr").first().locator("th button").allInnerTexts();
  expect(headers.map((h) => h.replace(/[↑↓↕]/g, "").trim())).not.toContain("Node");
  expect(headers.map((h) => h.replace(/[↑↓↕]/g, "").trim())).not.toContain("Cursor");
  // Enum codes read as words ("Water damage"), a referenced policy as its number, not "2 fields".
  const cells = await table.cellTexts(row);
  expect(cells[await table.columnIndex("Loss type")]).toBe(readable(KNOWN?.lossType ?? ""));
  expect(cells[await table.columnIndex("Status")]).toBe(readable(KNOWN?.status ?? ""));
  expect(cells[await table.columnIndex("Policy")]).toBe(KNOWN?.policy.policyNumber);
  // The stored row keeps the raw value: filters and sorting read the server's codes.
  expect(rows.find((r) => r.claimNumber === KNOWN_CLAIM.claimNumber)?.lossType).toBe(KNOWN?.lossType);
  // The money column sits right of the fold: scroll CLM-1042's amount into view for the picture.
  await row.locator("td:not(:has(input))").nth(column).scrollIntoViewIfNeeded();
  await table.root.screenshot({ path: `${SHOTS}/money-table.png` });

  // 2. A record card: the one claim, its amount claimed as money.
  const second = await chat.ask(`what's the status of claim ${KNOWN_CLAIM.claimNumber}?`);
  const card = second.getByTestId("record-card");
  await expect(card).toBeVisible();
  await expect(card).toContainText(KNOWN_CLAIM.claimNumber);
  await expect(card).toContainText(KNOWN_MONEY);
  await expect(card).not.toContainText("currencyCode");
  // Titled by the claim's number, its opaque global id kept as a field; its loss type readable.
  await expect(card.locator("h3")).toHaveText(`Claim ${KNOWN_CLAIM.claimNumber}`);
  await expect(card).toContainText(KNOWN_CLAIM.id);
  await expect(card).toContainText(readable(KNOWN?.lossType ?? ""));
  await expect(card).not.toContainText(KNOWN?.lossType ?? "-");
  const message = storedRow(
    "select parts from Message where conversationId = ? and role = 'assistant' order by seq desc limit 1",
    conversationId,
  );
  const parts = json<{ type: string; record?: Row }[]>(message?.parts);
  expect(parts.find((p) => p.type === "record-card")?.record?.amountClaimed).toEqual(KNOWN?.amountClaimed);
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: `${SHOTS}/money-record-card.png` });
  await page.screenshot({ path: `${SHOTS}/money-record-card-page.png` });
});

test("the admin disables the claims desk again, so later journeys see the demo world only", async ({
  adminPage,
}) => {
  const page = new AdminConnectionsPage(adminPage);
  await page.goto();
  const enabled = adminPage.getByRole("checkbox", { name: "Enabled Claims" });
  await expect(enabled).toBeChecked();
  const answered = adminPage.waitForResponse(
    (r) => r.request().method() === "POST" && !!r.request().headers()["next-action"],
  );
  await enabled.uncheck();
  expect((await answered).ok()).toBe(true);
  await expect(page.connection(SLUG)).toContainText("Disabled from the next turn.");
});

/** An enum code as the app shows it: `WATER_DAMAGE` → "Water damage". */
function readable(code: string): string {
  const words = code.replace(/_+/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
