/**
 * Sources side by side (issue 9 item 4), the way an admin and a member meet it: the admin connects a
 * second shop — the demo commerce server again, with other people (DEMO_SEED=7) — and approves its
 * customer and order searches. "Show the orders for Giorgio Greco" (two namesakes in the first shop,
 * one in the second) then offers all three in one pick table whose `source` column says where each
 * comes from; picking the second shop's customer lists that shop's orders for them. The connection is
 * disabled again at the end. Screenshots in test-results/screenshots (side-by-side-*.png).
 */
import { generateCommerceData } from "../demo/commerce/data";
import { expect, SHOTS, storedRow, test } from "./fixtures";
import { AdminConnectionsPage } from "./pages/admin-connections-page";
import { ChatPage } from "./pages/chat-page";
import { ArtifactTable } from "./pages/table";

test.describe.configure({ mode: "serial" });

type Row = Record<string, unknown>;
const NAME = "Second shop";
const SLUG = "second-shop";
const READ_TOOLS = ["customers.search", "orders.search"];
const PERSON = "Giorgio Greco";
/** Ground truth: the two shops' own data. */
const FIRST = generateCommerceData(42).customers.filter((c) => c.name === PERSON);
const SECOND_DATA = generateCommerceData(7);
const SECOND = SECOND_DATA.customers.filter((c) => c.name === PERSON);

const one = storedRow;

test("two shops know Giorgio Greco: one pick table names each row's source, and the pick continues in its shop", async ({
  adminPage,
  memberPage: page,
}) => {
  expect(FIRST).toHaveLength(2);
  expect(SECOND).toHaveLength(1);
  const admin = new AdminConnectionsPage(adminPage);
  await admin.goto();
  await admin.addRegisteredMcp("Demo commerce server", NAME, "DEMO_SEED=7");
  await expect(admin.connection(SLUG)).toContainText("not trusted");
  for (const tool of READ_TOOLS) await admin.approveRead(SLUG, tool);
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const chat = new ChatPage(page);
    await chat.newConversation();

    const first = await chat.ask(`Show the orders for ${PERSON}`);
    await expect(first).toContainText(`Found 3 customers named ${PERSON} in 2 sources (commerce, ${SLUG})`);
    const table = await ArtifactTable.last(page, first).ready();
    await expect(table.root).toHaveAttribute("data-purpose", "pick-one");
    await expect(table.rows()).toHaveCount(3);
    await expect(table.root.getByRole("columnheader").nth(1)).toHaveText(/^Source/);
    for (const c of FIRST) await expect(table.rowWith(c.city)).toContainText("commerce");
    const theirs = table.rowWith(SECOND[0].city);
    await expect(theirs).toContainText(SLUG);
    await page.screenshot({ path: `${SHOTS}/side-by-side-1-pick-table.png`, fullPage: true });

    // Stored: one table of all three, each row with its source.
    const stored = one("select rows from Artifact where id = ?", await table.id());
    const rows = JSON.parse(String(stored?.rows)) as Row[];
    expect(rows.map((r) => [r.source, r.id]).sort()).toEqual(
      [...FIRST.map((c) => ["commerce", c.id]), [SLUG, SECOND[0].id]].sort(),
    );

    // The second shop's customer: that shop's orders, for them.
    await table.check(theirs);
    const second = await chat.answerTo(() => table.confirm());
    const orders = await ArtifactTable.last(page, second).ready();
    const theirOrders = SECOND_DATA.orders.filter((o) => o.customer_id === SECOND[0].id);
    expect(theirOrders.length).toBeGreaterThan(0);
    const listed = one("select sourceTool, rowCount, rows from Artifact where id = ?", await orders.id());
    expect(listed?.sourceTool).toBe(`mcp:${SLUG}/orders.search`);
    expect(listed?.rowCount).toBe(theirOrders.length);
    expect((JSON.parse(String(listed?.rows)) as Row[]).every((o) => o.customer_id === SECOND[0].id)).toBe(
      true,
    );
    await page.screenshot({ path: `${SHOTS}/side-by-side-2-their-orders.png`, fullPage: true });
  } finally {
    await admin.goto();
    const enabled = adminPage.getByRole("checkbox", { name: `Enabled ${NAME}` });
    if (await enabled.isChecked()) await enabled.uncheck();
    await expect(enabled).not.toBeChecked();
  }
});
