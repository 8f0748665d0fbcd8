/**
 * Issue 14 items 5 and 4: the chat home starts where people type, and answers render markdown.
 * Screenshots: test-results/screenshots/landing-*.png.
 */
import type { Page } from "@playwright/test";
import { expect, SHOTS, storedDb, test } from "./fixtures";
import { LandingPage } from "./pages/landing-page";

/** CSP violations the page reports: rendered markdown must not need anything the policy refuses. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const w = window as unknown as { __csp?: string[] };
      w.__csp ??= [];
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const console: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

function storedUserMessages(conversationId: string) {
  const db = storedDb();
  try {
    const rows = db
      .prepare("select parts, clientKey from Message where conversationId = ? and role = 'user' order by seq")
      .all(conversationId) as { parts: string; clientKey: string | null }[];
    return rows.map((r) => ({
      text: (JSON.parse(r.parts) as { type: string; text?: string }[]).find((p) => p.type === "text")?.text,
      clientKey: r.clientKey,
    }));
  } finally {
    db.close();
  }
}

test("typing on the landing page creates the conversation and answers it, markdown rendered", async ({
  memberPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  const cspViolations = await watchCsp(page);
  const landing = new LandingPage(page);
  await landing.open();

  // The composer first, the examples below it.
  await expect(landing.examples()).toHaveCount(4);
  const composerBox = await landing.composer().boundingBox();
  const exampleBox = await landing.examples().first().boundingBox();
  expect(composerBox && exampleBox && exampleBox.y > composerBox.y + composerBox.height).toBe(true);
  await page.screenshot({ path: `${SHOTS}/landing-01-home.png` });

  const conversationId = await landing.typeAndSend("What is the return policy?");
  const answer = page.getByTestId("message-assistant").last();
  await expect(answer).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId("message-user")).toHaveCount(1);
  await expect(page.getByTestId("message-user")).toContainText("What is the return policy?");

  // Bold in the policy text is bold, not asterisks; the passages are a list.
  const md = answer.getByTestId("markdown");
  await expect(md.locator("strong").first()).toBeVisible();
  await expect(md.locator("li").first()).toBeVisible();
  expect(await md.textContent()).not.toContain("**");
  await page.screenshot({ path: `${SHOTS}/landing-02-answer.png` });

  // Stored: the conversation (in the sidebar too), the first message once, with the composer's key.
  await expect(page.locator(`a[href="/c/${conversationId}"]`)).toBeVisible();
  const sent = storedUserMessages(conversationId);
  expect(sent).toHaveLength(1);
  expect(sent[0].text).toBe("What is the return policy?");
  expect(sent[0].clientKey).toMatch(/^[0-9a-f-]{36}$/);

  expect(await cspViolations()).toEqual([]);
});

test("on the landing page Shift+Enter adds a line and Enter sends", async ({ memberPage: page }) => {
  const landing = new LandingPage(page);
  await landing.open();

  await page.keyboard.type("How many orders are pending?");
  await page.keyboard.press("Shift+Enter");
  await page.keyboard.type("Thanks");
  await expect(landing.composer()).toHaveValue("How many orders are pending?\nThanks");
  // Nothing was sent: still home, no conversation opened.
  await expect(page).toHaveURL(/\/$/);
  await expect(landing.heading()).toBeVisible();

  await page.keyboard.press("Enter");
  await page.waitForURL(/\/c\/[^/]+$/);
  const conversationId = page.url().split("/c/")[1];
  await expect(page.getByTestId("message-assistant")).toHaveCount(1, { timeout: 45_000 });
  // What the person typed is shown as typed, line break included.
  const bubble = page.getByTestId("message-user");
  await expect(bubble).toHaveCount(1);
  expect(await bubble.locator("p").textContent()).toBe("How many orders are pending?\nThanks");
  const sent = storedUserMessages(conversationId);
  expect(sent.map((m) => m.text)).toEqual(["How many orders are pending?\nThanks"]);
});

test("an example below the composer still starts a conversation", async ({ memberPage: page }) => {
  const landing = new LandingPage(page);
  await landing.open();
  await landing.examples().filter({ hasText: "How many orders are pending?" }).click();
  await page.waitForURL(/\/c\/[^/]+$/);
  await expect(page.getByTestId("message-assistant")).toHaveCount(1, { timeout: 45_000 });
  const sent = storedUserMessages(page.url().split("/c/")[1]);
  expect(sent).toHaveLength(1);
  expect(sent[0].clientKey).toMatch(/^[0-9a-f-]{36}$/);
});
