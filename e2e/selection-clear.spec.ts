import { expect, SHOTS, storedDb, test } from "./fixtures";
import { ChatPage } from "./pages/chat-page";
import { ArtifactTable } from "./pages/table";

test("clearing the selection chip removes current_selection server-side; the next turn does not use it", async ({
  memberPage: page,
}) => {
  const chat = new ChatPage(page);
  const conversationId = await chat.newConversation();
  const first = await chat.ask("Show the orders for Riccardo Lorini");
  const customers = await ArtifactTable.last(page, first).ready();
  await customers.check(customers.rowWith("Torino"));
  // The pick continues the question (Torino's orders) before anything else is done.
  await chat.answerTo(() => customers.confirm());
  const chip = page.getByTestId("selection-chip");
  await expect(chip).toContainText("Riccardo Lorini · Torino · #C-1377");

  await page.getByRole("button", { name: "Clear selection" }).click();
  await expect(chip).toHaveCount(0);
  const db = storedDb();
  const rows = db
    .prepare("select version, clearedAt from Selection where conversationId = ? order by version")
    .all(conversationId) as { version: number; clearedAt: number | null }[];
  expect(rows).toHaveLength(1);
  expect(rows[0].clearedAt).not.toBeNull();

  // Without a selection "their orders" has no customer to bind: it asks instead of guessing.
  const answer = await chat.ask("show their orders");
  await expect(answer).toContainText("Which one do you mean?");
  await expect(answer.getByTestId("artifact-table")).toHaveCount(0);
  const turn = db
    .prepare("select status, evidence from Turn where conversationId = ? order by createdAt desc limit 1")
    .get(conversationId) as { status: string; evidence: string };
  expect(turn.status).toBe("clarify");
  expect(JSON.parse(turn.evidence)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/chat-g1-selection-cleared.png` });
  db.close();
});
