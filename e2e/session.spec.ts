import { expect, signIn, test } from "./fixtures";
import { ChatPage } from "./pages/chat-page";

// Issue 10 item 6: the session cookie of a signed-out user used to keep working for 12 hours.
test("a session cookie replayed after sign-out is refused everywhere", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, "consultant");
  const chat = new ChatPage(page);
  const conversationId = await chat.newConversation();
  const cookies = await context.cookies();
  expect(cookies.some((c) => c.name.includes("next-auth.session-token"))).toBe(true);

  // Before sign-out the copied cookie is a working session (the control).
  const before = await browser.newContext();
  await before.addCookies(cookies);
  const session = await before.request.get("/api/auth/session");
  expect((await session.json()).user?.email).toBe("consultant@demo.test");
  await before.close();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  // The same cookie, replayed from another browser: no page, no API, no session.
  const replay = await browser.newContext();
  await replay.addCookies(cookies);
  const again = await replay.newPage();
  await again.goto(`/c/${conversationId}`);
  await expect(again).toHaveURL(/\/sign-in/);
  await again.goto("/admin");
  await expect(again).not.toHaveURL(/\/admin$/);
  const replayedSession = await replay.request.get("/api/auth/session");
  expect((await replayedSession.json()).user).toBeUndefined();
  const rows = await replay.request.get("/api/artifacts/any/rows");
  expect(rows.status()).toBe(401);
  await replay.close();

  // Signing in again works.
  await signIn(page, "consultant");
  await context.close();
});
