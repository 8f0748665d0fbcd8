import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";
import { ChatPage } from "./pages/chat-page";
import { ArtifactTable } from "./pages/table";

// Issue 10 item 5: security headers on every response, and the app working under its strict CSP.

const ADMIN_PAGES = ["/admin", "/admin/settings", "/admin/connections", "/admin/planner", "/admin/activity"];

/** Records every CSP violation the page reports (and the console's CSP errors). */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __csp?: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}
const reported = (page: Page) =>
  page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []).catch(() => [] as string[]);

test("every response carries the security headers and a fresh CSP nonce", async ({ request }) => {
  const nonces = new Set<string>();
  for (const path of ["/sign-in", "/sign-in", "/api/auth/session", "/admin/settings"]) {
    const res = await request.get(path, { maxRedirects: 0 });
    const h = res.headers();
    const csp = h["content-security-policy"] ?? "";
    expect(csp, path).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(h["x-frame-options"]).toBe("DENY");
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"]).toContain("camera=()");
    nonces.add(csp.match(/'nonce-([^']+)'/)?.[1] ?? "");
  }
  expect(nonces.size).toBe(4);

  // The page's own scripts carry this response's nonce; none runs without it.
  const page = await request.get("/sign-in");
  const nonce = (page.headers()["content-security-policy"] ?? "").match(/'nonce-([^']+)'/)?.[1];
  const html = await page.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const s of scripts) expect(s).toContain(`nonce="${nonce}"`);
});

test("the app cannot be framed by another origin", async ({ page, baseURL }) => {
  await page.setContent(`<iframe id="f" src="${baseURL}/sign-in" width="600" height="400"></iframe>`);
  await page.waitForTimeout(1_000);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  const framed = await frame
    ?.evaluate(() => document.querySelector("input[name=email]") !== null)
    .catch(() => false);
  expect(framed ?? false).toBe(false);
});

test("sign-in, chat with a table, selection and the admin pages all work under the CSP", async ({ page }) => {
  const violations = await watchCsp(page);
  await signIn(page, "acmeAdmin");
  const chat = new ChatPage(page);
  await chat.newConversation();
  const answer = await chat.ask("Show the orders for Riccardo Lorini");
  const customers = await ArtifactTable.last(page, answer).ready();
  await expect(customers.rows()).toHaveCount(2);
  await customers.check(customers.rowWith("Milano"));
  // The pick continues the question: Milano's orders follow the selection card.
  const orders = await chat.answerTo(() => customers.confirm());
  await expect(page.getByTestId("selection-card").last()).toContainText("Riccardo Lorini · Milano");
  await ArtifactTable.last(page, orders).ready();
  expect(await reported(page)).toEqual([]);

  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading").first()).toBeVisible();
    expect(await reported(page), path).toEqual([]);
  }
  // Client-side behaviour on an admin page (a hydrated React control) still runs.
  await page.goto("/admin/settings");
  await expect(page.getByRole("button").first()).toBeEnabled();
  expect(await reported(page)).toEqual([]);
  expect(violations).toEqual([]);
});
