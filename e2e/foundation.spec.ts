import { expect, SHOTS, signIn, storedDb, test } from "./fixtures";
import { ChatPage } from "./pages/chat-page";

test("sign in, see the chat, sign out", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/sign-in/);
  await page.screenshot({ path: `${SHOTS}/01-sign-in.png` });
  await signIn(page, "acmeMember");
  await expect(page.getByRole("heading", { name: "What would you like to know?" })).toBeVisible();
  await expect(page.getByText("Acme / Sales")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/02-chat-home.png` });
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/sign-in/);
});

test("a wrong password gets one clear error that does not reveal whether the email exists", async ({
  page,
}) => {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill("member@acme.test");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("p[role=alert]")).toHaveText("Wrong email or password.");
  await page.screenshot({ path: `${SHOTS}/03-wrong-password.png` });
  await page.getByLabel("Email").fill("nobody@nowhere.test");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("p[role=alert]")).toHaveText("Wrong email or password.");
  await expect(page).toHaveURL(/\/sign-in/);
});

test("create, rename and delete a conversation — and what is stored follows", async ({ memberPage }) => {
  const chat = new ChatPage(memberPage);
  const id = await chat.newConversation();
  await expect(memberPage.getByRole("link", { name: "New conversation" }).first()).toBeVisible();
  const title = `Q3 orders review ${Date.now()}`;
  await chat.rename(title);
  const db = storedDb();
  expect(db.prepare("select title from Conversation where id = ?").get(id)).toEqual({
    title,
  });
  await memberPage.screenshot({ path: `${SHOTS}/04-conversation-renamed.png` });
  await chat.remove(title);
  expect(db.prepare("select count(*) n from Conversation where id = ?").get(id)).toEqual({ n: 0 });
  db.close();
});

test("the admin area is refused to a member and open to an admin", async ({ memberPage, adminPage }) => {
  await memberPage.goto("/admin");
  await expect(memberPage.getByTestId("admin-refused")).toBeVisible();
  await expect(memberPage.getByRole("heading", { name: "Administrators only" })).toBeVisible();
  await expect(memberPage.getByRole("link", { name: "Admin" })).toHaveCount(0);
  await memberPage.screenshot({ path: `${SHOTS}/05-admin-refused.png` });
  await adminPage.goto("/admin");
  await expect(adminPage.getByRole("heading", { name: "Acme administration" })).toBeVisible();
  await adminPage.screenshot({ path: `${SHOTS}/06-admin-overview.png` });
});

test("cross-tenant isolation: URL and replayed server actions with a forged id", async ({
  memberPage,
  globexPage,
}) => {
  const acme = new ChatPage(memberPage);
  const acmeId = await acme.newConversation();

  // Capture the real rename action as Acme sends it.
  const captured = memberPage.waitForRequest((r) => r.method() === "POST" && !!r.headers()["next-action"]);
  const secret = `Acme only ${Date.now()}`;
  await acme.rename(secret);
  const req = await captured;
  const actionId = req.headers()["next-action"];
  const body = req.postData() ?? "";
  expect(body).toContain(acmeId);

  // Globex opens the Acme URL: not found, nothing of Acme rendered.
  await globexPage.goto(`/c/${acmeId}`);
  await expect(globexPage.getByRole("heading", { name: "Conversation not found" })).toBeVisible();
  await expect(globexPage.getByText(secret)).toHaveCount(0);
  await globexPage.screenshot({ path: `${SHOTS}/07-cross-tenant-not-found.png` });

  // Globex replays the Acme server action with the forged conversation id: refused, nothing stored.
  const replay = await globexPage.request.post("/", {
    headers: {
      "next-action": actionId,
      "content-type": req.headers()["content-type"] ?? "text/plain;charset=UTF-8",
      accept: "text/x-component",
    },
    data: body.replace(secret, "pwned by globex"),
  });
  const text = await replay.text();
  expect(text).toContain("not_found:conversation");
  const db = storedDb();
  expect(db.prepare("select title from Conversation where id = ?").get(acmeId)).toEqual({
    title: secret,
  });

  // Sending a message into the Acme conversation from Globex stores nothing either.
  const before = (
    db.prepare("select count(*) n from Message where conversationId = ?").get(acmeId) as { n: number }
  ).n;
  const g = new ChatPage(globexPage);
  await g.newConversation();
  const sendCaptured = globexPage.waitForRequest(
    (r) => r.method() === "POST" && !!r.headers()["next-action"] && (r.postData() ?? "").includes("hello"),
  );
  await globexPage.getByRole("textbox", { name: "Message" }).fill("hello");
  await globexPage.getByRole("button", { name: "Send" }).click();
  const sendReq = await sendCaptured;
  const forged = (sendReq.postData() ?? "").replace(g.conversationId(), acmeId);
  const r2 = await globexPage.request.post(`/c/${g.conversationId()}`, {
    headers: {
      "next-action": sendReq.headers()["next-action"],
      "content-type": sendReq.headers()["content-type"] ?? "text/plain;charset=UTF-8",
      accept: "text/x-component",
    },
    data: forged,
  });
  expect(await r2.text()).toContain("not_found:conversation");
  expect(
    (db.prepare("select count(*) n from Message where conversationId = ?").get(acmeId) as { n: number }).n,
  ).toBe(before);
  db.close();
});
