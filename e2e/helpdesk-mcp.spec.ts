/**
 * A server nobody wrote for the demo, connected the way an admin would (issue 9 item 7): the
 * operator registered the conformance "people" helpdesk (snake_case tools, JSON-text results, no
 * output schemas) in MCP_STDIO_SERVERS (playwright.config.ts). The admin adds it on the connections
 * page; it arrives not trusted, every tool waiting; the admin approves the read tools (close_ticket,
 * destructive, stays excluded); then a member asks for Tobias Lindqvist's tickets, picks one and asks
 * for its details. Asserts what is shown and what was stored; screenshots in test-results/screenshots.
 */
import { DESK_KNOWN, deskData } from "../tests/conformance/servers/data";
import { expect, SHOTS, storedDb, storedRow, test } from "./fixtures";
import { AdminConnectionsPage } from "./pages/admin-connections-page";
import { adminShot } from "./pages/admin-shots";
import { ChatPage } from "./pages/chat-page";
import { withCapabilityMode } from "./pages/planner-mode";
import { ArtifactTable } from "./pages/table";

test.describe.configure({ mode: "serial" });

type Row = Record<string, unknown>;
const SERVER = "Conformance: helpdesk (people)";
const NAME = "Helpdesk";
const SLUG = "helpdesk";
const READ_TOOLS = ["search_users", "get_user", "list_tickets", "get_ticket"];
const WRITE_TOOL = "close_ticket";
const ASK_TICKETS = `Show the tickets of ${DESK_KNOWN.full_name}`;
const ASK_DETAILS = "show me the details of this ticket";
/** Ground truth: the fixture server's own data. */
const HIS_TICKETS = deskData().tickets.filter((t) => t.user_id === DESK_KNOWN.user_id);

const one = storedRow;
function all(sql: string, ...args: unknown[]) {
  const db = storedDb();
  try {
    return db.prepare(sql).all(...args) as Row[];
  } finally {
    db.close();
  }
}
const json = <T>(v: unknown) => JSON.parse(String(v)) as T;
const acmeTenant = () => String(one("select id from Tenant where slug = 'acme'")?.id);
const artifact = (id: string) => {
  const a = one(
    "select entity, sourceTool, args, rows, rowCount, conversationId from Artifact where id = ?",
    id,
  );
  if (!a) throw new Error(`artifact ${id} not stored`);
  return { ...a, args: json<Row>(a.args), rows: json<Row[]>(a.rows), rowCount: Number(a.rowCount) };
};
const lastAssistant = (conversationId: string) => {
  const m = one(
    "select parts, turnId from Message where conversationId = ? and role = 'assistant' order by seq desc limit 1",
    conversationId,
  );
  if (!m) throw new Error("no assistant message stored");
  const turn = one("select status, evidence, plans from Turn where id = ?", m.turnId);
  const plans = turn?.plans
    ? json<{ executed?: { actions?: { tool: string; args: Row }[] } }>(turn.plans)
    : {};
  return {
    parts: json<{ type: string; [k: string]: unknown }[]>(m.parts),
    status: String(turn?.status),
    evidence: json<{ tool: string; status: string; recordCount?: number }[]>(turn?.evidence ?? "[]"),
    actions: plans.executed?.actions ?? [],
  };
};
/** What the turn called, for a readable failure when the planner takes another road. */
const describeTurn = (t: ReturnType<typeof lastAssistant>) =>
  JSON.stringify({
    status: t.status,
    calls: t.evidence.map((e) => `${e.tool} ${e.status} (${e.recordCount ?? "?"} records)`),
    executed: t.actions.map((a) => `${a.tool} ${JSON.stringify(a.args)}`),
    text: t.parts
      .filter((p) => p.type === "text")
      .map((p) => p.text)
      .join(" "),
  });

test("an admin connects the helpdesk MCP server; it arrives not trusted; the read tools are approved, close_ticket stays excluded", async ({
  adminPage,
}) => {
  await adminPage.setViewportSize({ width: 1440, height: 900 });
  const page = new AdminConnectionsPage(adminPage);
  await page.goto();
  await expect(page.connection(SLUG)).toHaveCount(0);

  const added = await page.addRegisteredMcp(SERVER, NAME);
  await expect(added).toHaveText(/^Added helpdesk: 5 tools listed, 5 pinned\.$/);
  const conn = page.connection(SLUG);
  await expect(conn).toBeVisible();
  await expect(conn).toContainText("not trusted");
  await expect(conn).toContainText("status: ok");
  await expect(page.trusted(NAME)).not.toBeChecked();
  await expect(conn.getByTestId("capability")).toHaveCount(5);

  // Not trusted: its readOnlyHint annotations do not count; every tool waits for the admin.
  for (const tool of READ_TOOLS) {
    const row = page.capability(SLUG, tool);
    await expect(row, tool).toHaveAttribute("data-eligibility", "excluded");
    await expect(row.getByRole("button", { name: `Approve read ${tool}` }), tool).toBeEnabled();
  }
  const close = page.capability(SLUG, WRITE_TOOL);
  await expect(close).toHaveAttribute("data-eligibility", "excluded");
  await expect(close.getByTestId("exclusion-reason")).toContainText("mutative");
  await expect(close.getByRole("button", { name: /Approve read/ })).toHaveCount(0);

  const stored = one(
    "select id, trusted, status, config from Connection where tenantId = ? and slug = ?",
    acmeTenant(),
    SLUG,
  );
  expect(stored).toMatchObject({ trusted: 0, status: "ok" });
  expect(json<Row>(stored?.config)).toMatchObject({
    transport: { kind: "stdio", serverId: "conformance-people" },
  });
  await adminShot(adminPage, "helpdesk-added");
  await conn.screenshot({ path: `${SHOTS}/admin-helpdesk-card-not-trusted.png` });

  for (const tool of READ_TOOLS) {
    const row = await page.approveRead(SLUG, tool);
    await expect(row.getByRole("button", { name: `Approve read ${tool}` })).toHaveCount(0);
  }
  await expect(close).toHaveAttribute("data-eligibility", "excluded");
  await expect(close.getByTestId("exclusion-reason")).toContainText("mutative");
  await expect(conn).toContainText("not trusted");
  await expect(conn).toContainText("4 eligible");
  await expect(conn).toContainText("1 excluded");

  // Stored: one read approval per read tool, by the admin; none for close_ticket.
  const approvals = all(
    "select localName, status, classification, decidedBy from ToolApproval where connectionId = ?",
    stored?.id,
  );
  const byTool = new Map(approvals.map((a) => [String(a.localName), a]));
  const admin = one("select id from User where email = 'admin@acme.test'")?.id;
  for (const tool of READ_TOOLS)
    expect(byTool.get(tool), tool).toMatchObject({
      status: "approved",
      classification: "read",
      decidedBy: admin,
    });
  expect(byTool.get(WRITE_TOOL)?.classification ?? "unknown").not.toBe("read");
  await adminShot(adminPage, "helpdesk-approved");
  await conn.scrollIntoViewIfNeeded();
  await conn.screenshot({ path: `${SHOTS}/admin-helpdesk-card.png` });
});

test("a member asks for Tobias Lindqvist's tickets, picks one and gets its details", async ({
  adminPage,
  memberPage: page,
}) => {
  await withCapabilityMode(adminPage, "Helpdesk", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const chat = new ChatPage(page);
    const conversationId = await chat.newConversation();

    // 1. Looks the person up, then lists tickets by user_id: one table of his tickets.
    const first = await chat.ask(ASK_TICKETS);
    const firstTurn = lastAssistant(conversationId);
    await expect(first.getByTestId("artifact-table"), describeTurn(firstTurn)).toHaveCount(1);
    const tickets = await ArtifactTable.last(page, first).ready();
    const ticketsId = await tickets.id();
    const stored = artifact(ticketsId);
    expect(stored).toMatchObject({ conversationId, sourceTool: `mcp:${SLUG}/list_tickets` });
    expect(stored.args.user_id).toBe(DESK_KNOWN.user_id);
    expect(stored.rowCount).toBe(HIS_TICKETS.length);
    expect(stored.rows.map((r) => r.ticket_id).sort()).toEqual(HIS_TICKETS.map((t) => t.ticket_id).sort());
    await expect(tickets.rows()).toHaveCount(HIS_TICKETS.length);
    await expect(tickets.count()).toContainText(String(HIS_TICKETS.length));
    await expect(tickets.rowWith(HIS_TICKETS[0].ticket_id)).toContainText(HIS_TICKETS[0].subject);
    const calls = firstTurn.evidence.map((e) => e.tool);
    expect(calls, describeTurn(firstTurn)).toContain(`mcp:${SLUG}/search_users`);
    expect(calls.indexOf(`mcp:${SLUG}/search_users`)).toBeLessThan(calls.indexOf(`mcp:${SLUG}/list_tickets`));
    expect(firstTurn.status).toBe("done");
    await page.screenshot({ path: `${SHOTS}/chat-h1-helpdesk-tickets.png`, fullPage: true });

    // 2. Select one ticket (not the first: the detail must follow the selection).
    const pick = tickets.row(2);
    const picked = stored.rows[await tickets.indexOf(pick)];
    await tickets.check(pick);
    await tickets.confirm();
    // The chip shows the selection's stored label. Known gap: list_tickets ran before its result
    // shape was learned, so the artifact has no identity fields and the label lacks "#TCK-…"
    // (it reads the row's status); the stored row below is what the next turn binds to.
    const chip = page.getByTestId("selection-chip");
    await expect(chip).toContainText("Using selection:");
    const selection = one(
      "select artifactId, entity, rows, label from Selection where conversationId = ? order by version desc limit 1",
      conversationId,
    );
    expect(selection?.artifactId).toBe(ticketsId);
    expect(json<Row[]>(selection?.rows)).toEqual([picked]);
    test.info().annotations.push({ type: "selection label", description: String(selection?.label) });

    // 3. The details of *this* ticket: a record card with its id, no new table.
    const third = await chat.ask(ASK_DETAILS);
    const thirdTurn = lastAssistant(conversationId);
    const record = third.getByTestId("record-card");
    await expect(record, describeTurn(thirdTurn)).toBeVisible();
    await expect(record).toContainText(String(picked.ticket_id));
    await expect(record).toContainText(String(picked.subject));
    await expect(third.getByTestId("artifact-table")).toHaveCount(0);
    const cards = thirdTurn.parts.filter((p) => p.type === "record-card");
    expect(cards).toHaveLength(1);
    expect((cards[0].record as Row).ticket_id).toBe(picked.ticket_id);
    expect(cards[0].sourceTool).toBe(`mcp:${SLUG}/get_ticket`);
    const detailCall = thirdTurn.evidence.find((e) => e.tool === `mcp:${SLUG}/get_ticket`);
    expect(detailCall?.status).toBe("ok");
    expect(thirdTurn.status).toBe("done");
    // Nothing was closed: the mutative tool was never called.
    expect(
      [...firstTurn.evidence, ...thirdTurn.evidence].some((e) => e.tool.endsWith(`/${WRITE_TOOL}`)),
    ).toBe(false);
    await record.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/chat-h2-helpdesk-ticket-details.png` });
  });
});
