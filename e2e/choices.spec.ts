/**
 * Clarify choices (issue 9 item 9): a question the tools cannot answer as asked ("over 2000 euros",
 * and the demo orders have no amount filter) gets a clarify with concrete calls as buttons; one click
 * runs the call that turn stored and shows its table. Asserts what the person sees and what the
 * server stored. Screenshots land in test-results/screenshots/choices-*.png.
 */
import { expect, SHOTS, storedDb, test } from "./fixtures";
import { ChatPage } from "./pages/chat-page";
import { ArtifactTable } from "./pages/table";

type Part = { type: string; [k: string]: unknown };

test("a clarify offers its calls as buttons; one click runs it as a turn and shows the table", async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const chat = new ChatPage(page);
  const conversationId = await chat.newConversation();
  const db = storedDb();
  try {
    const answer = await chat.ask("List orders over 2000 euros");
    // The clarify names what the tools can filter by, then offers concrete calls.
    await expect(answer).toContainText('cannot filter by "over 2000 euros"');
    const options = answer.getByTestId("choice-option");
    await expect(options.first()).toBeVisible();
    const n = await options.count();
    expect(n).toBeGreaterThanOrEqual(1);
    expect(n).toBeLessThanOrEqual(3);
    const search = answer.getByRole("button", { name: "Search orders — no filter" });
    await expect(search).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/choices-1-offered.png` });

    // Stored: the choices part names the clarify turn, which holds one stored call per button.
    const stored = db
      .prepare(
        "select parts, turnId from Message where conversationId = ? and role = 'assistant' order by seq",
      )
      .all(conversationId) as { parts: string; turnId: string }[];
    const part = (JSON.parse(stored[0].parts) as Part[]).find((p) => p.type === "choices");
    expect(part?.turnId).toBe(stored[0].turnId);
    const clarify = db.prepare("select status, plans from Turn where id = ?").get(stored[0].turnId) as {
      status: string;
      plans: string;
    };
    expect(clarify.status).toBe("clarify");
    const choices = (JSON.parse(clarify.plans) as { executed: { choices: { tool: string }[] } }).executed
      .choices;
    expect(choices).toHaveLength(n);

    // One click: the call runs as a new turn, said in the button's words, and its table appears.
    const before = await page.getByTestId("message-assistant").count();
    await search.click();
    await expect(page.getByTestId("message-assistant")).toHaveCount(before + 1, { timeout: 90_000 });
    await expect(page.getByTestId("message-user").last()).toContainText("Search orders — no filter");
    const result = page.getByTestId("message-assistant").last();
    const table = await ArtifactTable.last(page, result).ready();
    await expect(table.rows().first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/choices-2-picked.png` });
    // Scrolled back: the offered buttons, then the pick in the person's words, then the answer.
    await page.getByTestId("choices").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/choices-3-history.png` });

    const artifact = db
      .prepare("select sourceTool, entity, rowCount, turnId from Artifact where id = ?")
      .get(await table.id()) as { sourceTool: string; entity: string; rowCount: number; turnId: string };
    expect(artifact).toMatchObject({ sourceTool: "mcp:commerce/orders.search", entity: "order" });
    expect(artifact.rowCount).toBeGreaterThan(0);
    const picked = db.prepare("select question, plans from Turn where id = ?").get(artifact.turnId) as {
      question: string;
      plans: string;
    };
    expect(picked.question).toBe("Search orders — no filter");
    const executed = (
      JSON.parse(picked.plans) as { executed: { reasonCode: string; actions: { tool: string }[] } }
    ).executed;
    expect(executed.reasonCode).toBe("user_choice");
    expect(executed.actions.map((a) => a.tool)).toEqual(["mcp:commerce/orders.search"]);
  } finally {
    db.close();
  }
});
