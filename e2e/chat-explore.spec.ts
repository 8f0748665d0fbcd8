import { expect, SHOTS, storedDb, test } from "./fixtures";
import { ChatPage } from "./pages/chat-page";
import { ArtifactTable } from "./pages/table";

test("explore", async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const chat = new ChatPage(page);
  const cid = await chat.newConversation();
  let msg = await chat.ask("Show the orders for Riccardo Lorini");
  await page.screenshot({ path: `${SHOTS}/x-1.png` });
  const t = await ArtifactTable.last(page, msg).ready();
  await page.screenshot({ path: `${SHOTS}/x-2.png` });
  await t.check(t.rowWith("Milano"));
  await t.confirm();
  await page.screenshot({ path: `${SHOTS}/x-3.png` });
  msg = await chat.ask("show all orders");
  const t2 = await ArtifactTable.last(page, msg).ready();
  await page.screenshot({ path: `${SHOTS}/x-4.png` });
  console.log(await t2.count().innerText(), await t2.renderedRowCount());
  const db = storedDb();
  console.log(JSON.stringify(db.prepare("select id, entity, rowCount, truncated, args, sourceTool from Artifact where conversationId=?").all(cid)));
  console.log(JSON.stringify(db.prepare("select seq, role, parts from Message where conversationId=?").all(cid)).slice(0, 3000));
});
