import type { Page, Request } from "@playwright/test";
import { expect, storedDb, test } from "./fixtures";
import { AdminConnectionsPage } from "./pages/admin-connections-page";
import { AdminGatePage } from "./pages/admin-gate-page";
import { AdminPlannerPage } from "./pages/admin-planner-page";
import { AdminSettingsPage } from "./pages/admin-settings-page";
import { adminShot } from "./pages/admin-shots";
import { ChatPage } from "./pages/chat-page";

// One journey over shared state (the e2e database): the steps run in order.
test.describe.configure({ mode: "serial" });

const ADMIN_PAGES = [
  "/admin",
  "/admin/settings",
  "/admin/connections",
  "/admin/planner",
  "/admin/planner/gate",
  "/admin/activity",
];
const LORINI = "Show the orders for Riccardo Lorini";
const BY_EMAIL = "Show the orders for riccardo.lorini@example.com";
// The builtin planners take different tools for this one (classic: getShipment, capability: listShipments).
const DIVERGES = "Where is shipment SH-100001?";

type Row = Record<string, unknown>;
const one = (sql: string, ...args: unknown[]) => {
  const db = storedDb();
  try {
    return db.prepare(sql).get(...args) as Row | undefined;
  } finally {
    db.close();
  }
};
const all = (sql: string, ...args: unknown[]) => {
  const db = storedDb();
  try {
    return db.prepare(sql).all(...args) as Row[];
  } finally {
    db.close();
  }
};
const acmeTenant = () => String(one("select id from Tenant where slug = 'acme'")?.id);
const savedMode = () =>
  JSON.parse(
    String(
      one("select value from AppSetting where tenantId = ? and key = 'agent.planner.mode'", acmeTenant())
        ?.value ?? "null",
    ),
  );
const latestTurn = (question: string) =>
  one("select id, mode, status from Turn where question = ? order by createdAt desc limit 1", question);

/** Asks in a fresh conversation, so each question is planned without earlier context. */
async function askFresh(page: Page, question: string) {
  await page.goto("/");
  const chat = new ChatPage(page);
  await chat.newConversation();
  return chat.ask(question);
}

function isAction(r: Request) {
  return r.method() === "POST" && !!r.headers()["next-action"];
}

async function replay(page: Page, req: Request, url: string, body: string) {
  const res = await page.request.post(url, {
    headers: {
      "next-action": req.headers()["next-action"],
      "content-type": req.headers()["content-type"] ?? "text/plain;charset=UTF-8",
      accept: "text/x-component",
    },
    data: body,
  });
  return res.text();
}

test("an admin switches the planner to shadow with a reason; the change is recorded", async ({
  adminPage,
}) => {
  await adminPage.goto("/admin");
  await expect(adminPage.getByRole("heading", { name: "Acme administration" })).toBeVisible();
  await adminShot(adminPage, "overview");
  const settings = new AdminSettingsPage(adminPage);
  await settings.goto();
  const reason = `Collect evidence before promotion ${Date.now()}`;
  await settings.switchTo("shadow", reason);
  await expect(settings.currentMode()).toContainText("From the saved setting");
  const top = settings.history().first();
  await expect(top).toContainText("Ada Admin");
  await expect(top).toContainText("shadow");
  await expect(top).toContainText(reason);
  await adminShot(adminPage, "settings");

  expect(savedMode()).toBe("shadow");
  const change = one(
    "select newValue, reason, actorId from SettingChange where tenantId = ? order by createdAt desc limit 1",
    acmeTenant(),
  );
  expect(change).toMatchObject({ newValue: '"shadow"', reason });
  expect(
    one("select kind from AuditEvent where kind = 'setting.change' and reason = ?", reason),
  ).toBeTruthy();
});

test("a member chats in shadow mode; the dashboard shows the reports masked, with zero shadow calls", async ({
  memberPage,
  adminPage,
}) => {
  const first = await askFresh(memberPage, LORINI);
  await expect(first).toContainText("Found 2 customers named Riccardo Lorini");
  await askFresh(memberPage, BY_EMAIL);
  await askFresh(memberPage, DIVERGES);

  for (const q of [LORINI, BY_EMAIL, DIVERGES]) {
    const turn = latestTurn(q);
    expect(turn?.mode, q).toBe("shadow");
    const report = one("select shadowCalls, data from ShadowReport where turnId = ?", turn?.id);
    expect(report, `shadow report for "${q}"`).toBeTruthy();
    expect(report?.shadowCalls).toBe(0);
    expect(JSON.parse(String(report?.data)).externalCalls.shadow).toBe(0);
    // Masked before persistence: the email never reaches the stored report.
    expect(String(report?.data)).not.toContain("riccardo.lorini@example.com");
  }

  const planner = new AdminPlannerPage(adminPage);
  await planner.goto();
  await expect(planner.stat("Shadow external calls")).toHaveText("0");
  const reports = Number(await planner.stat("Shadow turns").textContent());
  expect(reports).toBeGreaterThanOrEqual(3);
  await expect(planner.shadowTurn(LORINI)).toBeVisible();
  await expect(planner.shadowTurn("Show the orders for [masked:email]")).toBeVisible();
  if (one("select id from ShadowReport where tenantId = ? and agreement = 0", acmeTenant())) {
    await expect(planner.divergences().filter({ hasText: DIVERGES })).toHaveCount(1);
  }
  expect(await adminPage.locator(".admin-main").textContent()).not.toContain("riccardo.lorini@example.com");
  await adminShot(adminPage, "planner");
});

test("the admin reviews a divergence and labels a live-data case; reviewer and time are shown and stored", async ({
  adminPage,
}) => {
  const planner = new AdminPlannerPage(adminPage);
  await planner.goto();
  const divergences = planner.divergences();
  const unreviewed = all(
    "select id from ShadowReport where tenantId = ? and agreement = 0 and reviewedAt is null",
    acmeTenant(),
  );
  if (unreviewed.length === 0) {
    // No divergence arose: the reviewed count must still reflect what is stored.
    const n = all("select id from ShadowReport where tenantId = ? and agreement = 0", acmeTenant()).length;
    await expect(planner.stat("Divergences reviewed")).toHaveText(`${n}/${n}`);
  } else {
    const card = divergences.filter({ hasText: DIVERGES }).first();
    await expect(card.getByRole("figure").first()).toContainText("Classic plan (executed)");
    await expect(card).toContainText("Capability plan (shadow, not executed)");
    const reportId = await card.getAttribute("data-report-id");
    await card.getByRole("button", { name: "Agree with capability" }).click();
    const state = card.getByTestId("review-state");
    await expect(state).toContainText("Reviewed");
    await expect(state).toContainText("Agrees with capability");
    await expect(state).toContainText("by Ada Admin");
    await expect(state).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    const stored = one("select review, reviewerId, reviewedAt from ShadowReport where id = ?", reportId);
    expect(stored?.review).toBe("capability");
    expect(stored?.reviewedAt).toBeTruthy();
    expect(stored?.reviewerId).toBe(one("select id from User where email = 'admin@acme.test'")?.id);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: "test-results/screenshots/admin-divergence-reviewed.png" });
  }

  // "Should have used live data" on the Lorini turn: it becomes a labelled case for the gate.
  const row = planner.shadowTurn(LORINI);
  await row.getByRole("checkbox").check();
  await expect(row.getByRole("checkbox")).toBeChecked();
  const turn = latestTurn(LORINI);
  await expect
    .poll(() => one("select liveDataLabel from ShadowReport where turnId = ?", turn?.id)?.liveDataLabel)
    .toBe(1);
});

test("the gate shows each criterion with its figure; golden scenarios run in-process; promotion waits for green", async ({
  adminPage,
}) => {
  const gate = new AdminGatePage(adminPage);
  await gate.goto();
  await expect(adminPage.getByTestId("gate-criteria").locator("> li")).toHaveCount(6);
  await expect(gate.figure("shadow_calls")).toHaveText("0 calls from the shadow side");
  expect(await gate.isGreen("shadow_calls")).toBe(true);
  await expect(gate.figure("safe_proposals")).toHaveText(/^0 unsafe proposals in \d+ reports?$/);
  await expect(gate.figure("eligible_turns")).toHaveText(
    /^\d+\/50 eligible turns, \d+ with an invalid plan$/,
  );
  expect(await gate.isGreen("eligible_turns")).toBe(false);
  await expect(gate.figure("live_data")).toHaveText("1 labelled case, 0 insufficient");
  const divergent = all(
    "select id from ShadowReport where tenantId = ? and agreement = 0",
    acmeTenant(),
  ).length;
  await expect(gate.figure("divergences_reviewed")).toHaveText(`${divergent}/${divergent} reviewed`);
  await expect(gate.promoteButton()).toBeDisabled();

  const result = await gate.runGolden();
  const m = result.match(/(\d+)\/(\d+) passed/);
  expect(m, result).toBeTruthy();
  expect(m?.[1]).toBe(m?.[2]);
  await expect(gate.figure("golden")).toHaveText(`${m?.[1]}/${m?.[2]} passed`);
  expect(await gate.isGreen("golden")).toBe(true);
  const run = one(
    "select outcome, data from AuditEvent where kind = 'golden.run' order by createdAt desc limit 1",
  );
  expect(run?.outcome).toBe("ok");
  expect(JSON.parse(String(run?.data))).toMatchObject({ passed: Number(m?.[1]), failed: 0 });
  // The golden run is not live traffic: it recorded no shadow report while the tenant is in shadow.
  expect(savedMode()).toBe("shadow");
  await expect(gate.promoteButton()).toBeDisabled();
  await adminShot(adminPage, "gate");

  const reason = "Pilot customer needs the capability pipeline this week";
  await gate.forcePromote(reason);
  expect(savedMode()).toBe("capability");
  const change = one(
    "select reason from SettingChange where tenantId = ? order by createdAt desc limit 1",
    acmeTenant(),
  );
  expect(String(change?.reason)).toContain("Forced promotion");
  expect(String(change?.reason)).toContain(reason);
  const promo = one(
    "select data from AuditEvent where kind = 'planner.promote' order by createdAt desc limit 1",
  );
  expect(JSON.parse(String(promo?.data))).toMatchObject({ forced: true, from: "shadow" });
});

test("rollback to classic takes effect on the next turn", async ({ adminPage, memberPage }) => {
  const gate = new AdminGatePage(adminPage);
  await gate.goto();
  await gate.rollback();
  expect(savedMode()).toBe("classic");
  await expect(adminPage.getByTestId("gate-verdict")).toBeVisible();
  await expect(adminPage.getByText("Planner mode now:")).toContainText("classic");

  const question = "how many orders are pending?";
  const answer = await askFresh(memberPage, question);
  await expect(answer).toContainText("pending");
  const turn = latestTurn(question);
  expect(turn?.mode).toBe("classic");
  expect(one("select id from ShadowReport where turnId = ?", turn?.id)).toBeUndefined();
});

test("the connections page lists the three sources with the host's eligibility and reasons", async ({
  adminPage,
}) => {
  const page = new AdminConnectionsPage(adminPage);
  await page.goto();
  await expect(page.connection("commerce")).toBeVisible();
  await expect(page.connection("logistics")).toBeVisible();
  await expect(page.connection("kb")).toBeVisible();

  for (const tool of ["orders.cancel", "customers.update", "refunds.create"]) {
    const row = page.capability("commerce", tool);
    await expect(row, tool).toHaveAttribute("data-eligibility", "excluded");
    await expect(row.getByTestId("exclusion-reason")).toContainText("mutative");
    await expect(row.getByRole("button", { name: /Approve read/ })).toHaveCount(0);
  }
  for (const tool of ["customers.search", "orders.search", "orders.get"]) {
    await expect(page.capability("commerce", tool)).toHaveAttribute("data-eligibility", "eligible");
  }
  const reroute = page.capability("logistics", "rerouteShipment");
  await expect(reroute).toHaveAttribute("data-eligibility", "excluded");
  await expect(reroute.getByTestId("exclusion-reason")).toHaveText("mutative HTTP method");
  await expect(page.capability("logistics", "listShipments")).toHaveAttribute("data-eligibility", "eligible");

  await expect(page.capability("commerce", "products.search").getByTestId("shape-warning")).toHaveText(
    "shape inferred — rollout risk",
  );
  await expect(page.capability("commerce", "customers.search").getByTestId("shape-warning")).toHaveCount(0);
  await expect(page.capability("kb", "search")).toHaveAttribute("data-eligibility", "eligible");
  await adminShot(adminPage, "connections");
});

test("adding sources: an invalid OpenAPI document stores nothing; an unreachable MCP server shows a clear error and masked secrets", async ({
  adminPage,
}) => {
  const page = new AdminConnectionsPage(adminPage);
  await page.goto();
  const count = () => Number(one("select count(*) n from Connection where tenantId = ?", acmeTenant())?.n);
  const before = count();

  const bad = await page.addOpenApi(
    "Legacy API",
    "https://legacy.example.test",
    '{"swagger": "2.0", "info": {}, "paths": {}}',
  );
  await expect(bad).toHaveText(/Swagger 2\.0 documents are not supported/);
  expect(count()).toBe(before);
  await adminShot(adminPage, "connections-add-invalid");

  // Stdio servers are the operator's: picked by name, no command field, only their allowed variables.
  const form = await page.mcpForm();
  // playwright.config.ts registers the demo server, the conformance helpdesk, billing and claims servers
  // and the injection suite's hostile server.
  await expect(form.getByLabel("Server", { exact: true }).locator("option")).toHaveText([
    "Demo commerce server",
    "Conformance: helpdesk (people)",
    "Conformance: billing (paydesk)",
    "Conformance: claims desk (money objects)",
    "Security: hostile server (injection corpus)",
    "Streamable HTTP",
  ]);
  await expect(form.getByLabel("Command")).toHaveCount(0);
  const refused = await page.addRegisteredMcp(
    "Demo commerce server",
    "Commerce copy",
    "NODE_OPTIONS=--require /tmp/evil.js",
  );
  await expect(refused).toHaveText(
    /NODE_OPTIONS cannot be set for "Demo commerce server": it accepts only DEMO_SEED/,
  );
  expect(count()).toBe(before);

  const secret = `e2e-secret-${Date.now()}`;
  const added = await page.addHttpMcp("Billing", "http://127.0.0.1:9/mcp", `Authorization: Bearer ${secret}`);
  await expect(added).toContainText("Added billing, but the first sync failed");
  expect(count()).toBe(before + 1);
  const billing = page.connection("billing");
  await expect(billing.getByTestId("secret-keys")).toHaveText("Authorization: ••••");
  await expect(billing.getByTestId("last-error")).toBeVisible();
  await expect(billing).toContainText("status: error");
  expect(await adminPage.content()).not.toContain(secret);
  const stored = one(
    "select config, secrets, status from Connection where slug = 'billing' and tenantId = ?",
    acmeTenant(),
  );
  expect(String(stored?.config)).not.toContain(secret);
  expect(String(stored?.secrets)).toContain(secret);
  await billing.scrollIntoViewIfNeeded();
  await billing.screenshot({ path: "test-results/screenshots/admin-connection-error.png" });
});

test("a member gets 'Administrators only' on every admin page, and replayed admin actions change nothing", async ({
  adminPage,
  memberPage,
  globexPage,
}) => {
  for (const path of ADMIN_PAGES) {
    await memberPage.goto(path);
    await expect(memberPage.getByRole("heading", { name: "Administrators only" }), path).toBeVisible();
    await expect(memberPage.getByTestId("admin-refused")).toBeVisible();
    await expect(memberPage.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
  }
  await memberPage.screenshot({ path: "test-results/screenshots/admin-refused.png" });

  // Capture a real admin action (mode change) and replay it from the member's session.
  const settings = new AdminSettingsPage(adminPage);
  await settings.goto();
  const captured = adminPage.waitForRequest(isAction);
  await settings.switchTo("shadow", "Back to collecting evidence");
  const req = await captured;
  const body = req.postData() ?? "";
  expect(body).toContain("Back to collecting evidence");
  const changes = () =>
    Number(one("select count(*) n from SettingChange where tenantId = ?", acmeTenant())?.n);
  const before = changes();
  const text = await replay(memberPage, req, "/admin/settings", body.replace('"shadow"', '"capability"'));
  expect(text).toContain("forbidden:admin");
  expect(savedMode()).toBe("shadow");
  expect(changes()).toBe(before);

  // Another tenant's admin replays an Acme label action with the forged Acme report id: not found.
  const planner = new AdminPlannerPage(adminPage);
  await planner.goto();
  const row = planner.shadowTurn(BY_EMAIL.replace("riccardo.lorini@example.com", "[masked:email]"));
  const reportId = await row.getAttribute("data-report-id");
  const labelReq = adminPage.waitForRequest(isAction);
  await row.getByRole("checkbox").check();
  const lr = await labelReq;
  await expect
    .poll(() => one("select liveDataLabel from ShadowReport where id = ?", reportId)?.liveDataLabel)
    .toBe(1);
  const forged = (lr.postData() ?? "").replace('"value":true', '"value":false');
  expect(forged).toContain('"value":false');
  expect(forged).toContain(String(reportId));
  const globexText = await replay(globexPage, lr, "/admin/planner", forged);
  expect(globexText).toContain("not_found:report");
  expect(one("select liveDataLabel from ShadowReport where id = ?", reportId)?.liveDataLabel).toBe(1);
  // The member is refused before the id is even looked at.
  expect(await replay(memberPage, lr, "/admin/planner", forged)).toContain("forbidden:admin");
  expect(one("select liveDataLabel from ShadowReport where id = ?", reportId)?.liveDataLabel).toBe(1);
});

test("activity lists audit events newest first, filtered and redacted", async ({ adminPage }) => {
  await adminPage.goto("/admin/activity");
  await expect(adminPage.getByRole("heading", { name: "Activity", level: 1 })).toBeVisible();
  const form = adminPage.getByRole("form", { name: "Filter activity" });
  await form.getByLabel("Kind").selectOption("setting.change");
  await form.getByRole("button", { name: "Apply" }).click();
  await expect(adminPage).toHaveURL(/kind=setting\.change/);
  const rows = adminPage.getByTestId("activity-row");
  await expect(rows.first()).toContainText("setting.change");
  await expect(rows.first()).toContainText("Back to collecting evidence");
  expect(await rows.count()).toBeLessThanOrEqual(50);
  for (const text of await rows.allTextContents()) expect(text).toContain("setting.change");

  await form.getByLabel("Kind").selectOption("tool.call");
  await form.getByRole("button", { name: "Apply" }).click();
  await expect(adminPage).toHaveURL(/kind=tool\.call/);
  await expect(rows.filter({ hasText: "[masked:email]" }).first()).toBeVisible();
  expect(await adminPage.locator(".admin-main").textContent()).not.toContain("riccardo.lorini@example.com");
  await adminShot(adminPage, "activity");
});
