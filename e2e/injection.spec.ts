/**
 * Hostile content in the browser (issue 13 item 2): tool results and knowledge-base passages carrying
 * the injection corpus — markdown images and links to remote hosts, HTML image tags, autolinks,
 * reference-style images — render with 0 requests to any host but the app's own origin. The corpus
 * comes from the hostile MCP server (tests/security/hostile-stdio.ts, registered by the operator in
 * playwright.config.ts and added by an admin here) and from knowledge-base documents seeded in the
 * test's own tenant (Globex); both are removed afterwards. Screenshots in test-results/screenshots.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page, Request } from "@playwright/test";
import Database from "better-sqlite3";
import { expect, SHOTS, storedDb, test } from "./fixtures";
import { AdminConnectionsPage } from "./pages/admin-connections-page";
import { ChatPage } from "./pages/chat-page";

test.describe.configure({ mode: "serial" });

interface Entry {
  id: string;
  kind: string;
  canary: string;
  text: string;
}
const CORPUS = (
  JSON.parse(readFileSync("tests/security/injection-corpus.json", "utf8")) as { entries: Entry[] }
).entries;
const EXFIL = CORPUS.filter((e) => e.kind === "markdown_exfil");
const SERVER = "Security: hostile server (injection corpus)";
const SLUG = "hostile";
const READ_TOOLS = ["customers.search", "customers.get", "orders.search", "orders.get", "audit.export"];
const KB_PREFIX = "injection-returns-";

const writable = () => {
  const url = process.env.E2E_DATABASE_URL ?? "file:./data/test-e2e.db";
  return new Database(url.replace(/^file:/, ""), { fileMustExist: true });
};
const globex = () => {
  const db = storedDb();
  try {
    return db
      .prepare(
        "select t.id as tenantId, p.id as projectId from Tenant t join Project p on p.tenantId = t.id where t.slug = 'globex' and p.slug = 'research'",
      )
      .get() as { tenantId: string; projectId: string };
  } finally {
    db.close();
  }
};

function cleanUp() {
  const db = writable();
  try {
    const { tenantId } = globex();
    db.prepare("delete from KbDocument where tenantId = ? and slug like ?").run(tenantId, `${KB_PREFIX}%`);
    db.prepare("delete from Connection where tenantId = ? and slug = ?").run(tenantId, SLUG);
  } finally {
    db.close();
  }
}

test.beforeAll(() => {
  cleanUp();
  // Knowledge-base passages whose text carries every markdown/HTML exfiltration entry.
  const db = writable();
  try {
    const { tenantId, projectId } = globex();
    const now = new Date().toISOString().replace("Z", "+00:00");
    for (const [i, e] of EXFIL.entries()) {
      const docId = randomUUID();
      db.prepare(
        "insert into KbDocument (id, tenantId, projectId, slug, title, createdAt) values (?, ?, ?, ?, ?, ?)",
      ).run(docId, tenantId, projectId, `${KB_PREFIX}${i}`, `Returns policy addendum ${i}`, now);
      db.prepare(
        "insert into KbChunk (id, documentId, tenantId, projectId, ord, section, text) values (?, ?, ?, ?, 0, ?, ?)",
      ).run(
        randomUUID(),
        docId,
        tenantId,
        projectId,
        "Returns",
        `Returns policy: an unused item may be returned within 30 days. ${e.text}`,
      );
    }
  } finally {
    db.close();
  }
});
test.afterAll(cleanUp);

/** Every request the page (and its context: popups, workers) makes. */
function recordRequests(page: Page) {
  const seen: string[] = [];
  const onRequest = (r: Request) => seen.push(r.url());
  page.context().on("request", onRequest);
  return seen;
}
/** `<img>` elements whose source is not the app's own origin. */
const remoteImages = (page: Page, origin: string) =>
  page
    .locator("img")
    .evaluateAll(
      (imgs, o) => imgs.map((i) => (i as HTMLImageElement).src).filter((s) => !s.startsWith(o)),
      origin,
    );
const foreign = (urls: string[], origin: string) =>
  urls.filter((u) => !u.startsWith("data:") && !u.startsWith("blob:") && new URL(u).origin !== origin);

test("hostile results and knowledge-base passages render without a single request to another host", async ({
  globexPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const origin = new URL(page.url()).origin;
  const requests = recordRequests(page);

  // The admin connects the operator-registered hostile server and approves its read tools.
  const admin = new AdminConnectionsPage(page);
  await admin.goto();
  const added = await admin.addRegisteredMcp(SERVER, "Hostile");
  await expect(added).toContainText("Added hostile");
  for (const tool of READ_TOOLS) await admin.approveRead(SLUG, tool);
  await expect(admin.capability(SLUG, "orders.cancel")).toHaveAttribute("data-eligibility", "excluded");

  const chat = new ChatPage(page);
  await page.goto("/");
  await chat.newConversation();

  // A result whose every row carries the corpus: text fields, nested fields, keys.
  const list = await chat.ask("list all Hostile customers");
  await expect(list.getByTestId("artifact-table")).toHaveCount(1);
  await expect(list.getByText(/attacker\.example|wuzzi\.example/).first()).toBeVisible();

  // A knowledge-base answer quoting passages full of markdown images and links.
  const kb = await chat.ask("what is the returns policy for an unused item?");
  // The answer quotes the planted passages (how much of them is the presentation's choice).
  await expect(kb.getByText(/attacker\.example|wuzzi\.example|evil\.example/).first()).toBeVisible();
  // Each cited passage opens beside the chat, rendered as markdown: its images and links are links.
  const citations = kb.locator(".citation-link");
  const n = await citations.count();
  expect(n).toBeGreaterThan(0);
  let plantedLinks = 0;
  for (let i = 0; i < n; i++) {
    await citations.nth(i).click();
    const panel = page.getByTestId("source-panel");
    await expect(panel.getByTestId("source-cited")).toBeVisible();
    plantedLinks += await panel.locator('a[href*="attacker.example"], a[href*="wuzzi.example"]').count();
    expect(await remoteImages(page, origin)).toEqual([]);
    if (i === 0) await page.screenshot({ path: `${SHOTS}/injection-source-panel.png` });
    await panel.getByRole("button", { name: "Close" }).click();
  }
  expect(plantedLinks).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/injection-kb-answer.png`, fullPage: true });

  // Images in quoted text became links, never <img>.
  expect(await remoteImages(page, origin)).toEqual([]);
  await page.waitForLoadState("networkidle");
  expect(foreign(requests, origin)).toEqual([]);
  expect(requests.length).toBeGreaterThan(0);
});
