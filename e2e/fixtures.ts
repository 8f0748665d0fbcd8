import { type Browser, test as base, expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";

export const USERS = {
  acmeAdmin: { email: "admin@acme.test", password: "acme-admin-demo", name: "Ada Admin" },
  acmeMember: { email: "member@acme.test", password: "acme-member-demo", name: "Marco Member" },
  globex: { email: "user@globex.test", password: "globex-user-demo", name: "Grace Globex" },
  consultant: { email: "consultant@demo.test", password: "consultant-demo", name: "Carla Consultant" },
} as const;
export type UserKey = keyof typeof USERS;

export async function signIn(page: Page, user: UserKey) {
  const u = USERS[user];
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(u.email);
  await page.getByLabel("Password").fill(u.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText(u.name)).toBeVisible();
}

async function signedInPage(browser: Browser, user: UserKey) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

/** Read-only view of what the app stored, for assertions on persistence. */
export function storedDb() {
  const url = process.env.E2E_DATABASE_URL ?? "file:./data/test-e2e.db";
  return new Database(url.replace(/^file:/, ""), { readonly: true, fileMustExist: true });
}

/** One stored row (or undefined) for a read-only SQL query. */
export function storedRow(sql: string, ...args: unknown[]): Record<string, unknown> | undefined {
  const db = storedDb();
  try {
    return db.prepare(sql).get(...args) as Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

export const SHOTS = "test-results/screenshots";

/** A message part as stored (the artifact part's id and grouped view are what journeys read). */
export type StoredPart = { type: string; artifactId?: string; view?: Record<string, unknown> };

/** The conversation's last artifact part, as stored on its assistant message, and the artifact's stored rows. */
export function storedArtifact(conversationId: string) {
  const db = storedDb();
  try {
    const messages = db
      .prepare("select parts from Message where conversationId = ? and role = 'assistant' order by seq")
      .all(conversationId) as { parts: string }[];
    const part = messages
      .flatMap((m) => JSON.parse(m.parts) as StoredPart[])
      .findLast((p) => p.type === "artifact");
    if (!part?.artifactId) throw new Error("no artifact part stored");
    const a = db
      .prepare("select rows, rowCount, sourceTool from Artifact where id = ?")
      .get(part.artifactId) as { rows: string; rowCount: number; sourceTool: string };
    return {
      part,
      rows: JSON.parse(a.rows) as Record<string, unknown>[],
      rowCount: a.rowCount,
      sourceTool: a.sourceTool,
    };
  } finally {
    db.close();
  }
}

export const test = base.extend<{ adminPage: Page; memberPage: Page; globexPage: Page }>({
  adminPage: async ({ browser }, use) => {
    const p = await signedInPage(browser, "acmeAdmin");
    await use(p);
    await p.context().close();
  },
  memberPage: async ({ browser }, use) => {
    const p = await signedInPage(browser, "acmeMember");
    await use(p);
    await p.context().close();
  },
  globexPage: async ({ browser }, use) => {
    const p = await signedInPage(browser, "globex");
    await use(p);
    await p.context().close();
  },
});
export { expect };
