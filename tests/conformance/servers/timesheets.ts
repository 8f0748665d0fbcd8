/**
 * Fixture "timesheets": a time-tracking and invoicing MCP server in the style of third-party
 * TypeScript servers for Harvest / Toggl / Clockify — camelCase tools (`listTimeEntries`,
 * `getInvoice`, `getTimeReport`) whose descriptions are markdown (a heading, a bullet list of
 * arguments, an example call), a `title` on some tools, annotations on almost none, results as JSON
 * text with no output schema (the report tools also return `structuredContent`), lists in Harvest's
 * envelope `{ <things>: […], per_page, total_pages, total_entries, next_page, previous_page, page,
 * links }` paged by `page` / `per_page` (max 2000), integer ids in the millions, references nested as
 * `{ id, name }`, filters `user_id` / `client_id` / `project_id` / `is_billed` / `is_running`,
 * inclusive `from` / `to` plain dates, an ISO `updated_since`, invoices with `state` (draft, open,
 * paid, closed), `amount` / `due_amount` / `currency` and a `number` like "INV-2025-0042". Three
 * tools change data (`createTimeEntry`, `stopTimer`, `sendInvoice`): never approved. Written before
 * the planner ran on it. Run over stdio: `node --import tsx tests/conformance/servers/timesheets.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { INVOICE_STATES, TIMESHEETS_TODAY, type TimeEntry, timesheetsData } from "./timesheets-data";

/** The tools an admin approves as reads. */
export const TIMESHEETS_READ_TOOLS = [
  "listTimeEntries",
  "getTimeEntry",
  "listProjects",
  "getProject",
  "listClients",
  "getClient",
  "listUsers",
  "getUser",
  "listTasks",
  "listInvoices",
  "getInvoice",
  "getTimeReport",
];
export const TIMESHEETS_WRITE_TOOLS = ["createTimeEntry", "stopTimer", "sendInvoice"];

const BASE = "https://api.harvestapp.example/v2";
const json = (value: unknown) => ({
  content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }],
});
const fail = (message: string) => ({
  isError: true,
  content: [{ type: "text" as const, text: `Harvest API error: ${message}` }],
});

const paging = {
  page: z.number().int().optional(),
  per_page: z.number().int().optional(),
};
/** Harvest's paging envelope around one page of `rows`, under the key `key`. */
function envelope<T>(key: string, path: string, rows: T[], page = 1, perPage = 100) {
  if (perPage < 1 || perPage > 2000) return fail("per_page must be between 1 and 2000");
  if (page < 1) return fail("page must be >= 1");
  const total_pages = Math.max(1, Math.ceil(rows.length / perPage));
  const link = (p: number) => `${BASE}/${path}?page=${p}&per_page=${perPage}`;
  return json({
    [key]: rows.slice((page - 1) * perPage, page * perPage),
    per_page: perPage,
    total_pages,
    total_entries: rows.length,
    next_page: page < total_pages ? page + 1 : null,
    previous_page: page > 1 ? page - 1 : null,
    page,
    links: {
      first: link(1),
      next: page < total_pages ? link(page + 1) : null,
      previous: page > 1 ? link(page - 1) : null,
      last: link(total_pages),
    },
  });
}
const DATE = /^\d{4}-\d{2}-\d{2}$/;
function badDates(a: Record<string, unknown>, names: string[]): string | undefined {
  for (const n of names) {
    const v = a[n];
    if (v !== undefined && (typeof v !== "string" || !DATE.test(v) || Number.isNaN(Date.parse(v))))
      return `${n} must be a date in the format YYYY-MM-DD`;
  }
  if (typeof a.updated_since === "string" && Number.isNaN(Date.parse(a.updated_since)))
    return "updated_since must be an ISO 8601 date-time";
  return undefined;
}
const since = (a: { updated_since?: string }, updated: string) =>
  !a.updated_since || Date.parse(updated) >= Date.parse(a.updated_since);
const doc = (title: string, summary: string, args: string[], example: string, extra = "") =>
  `## ${title}\n\n${summary}\n\n### Arguments\n${args.map((l) => `- ${l}`).join("\n")}\n\n### Example\n\`\`\`json\n${example}\n\`\`\`${extra}`;
const PAGING_DOCS = [
  "`page` *(integer)*: the page to return (starts at 1).",
  "`per_page` *(integer)*: records per page, 1–2000 (default 100).",
];

export function createTimesheetsServer(): McpServer {
  const { clients, projects, users, tasks, entries, invoices } = timesheetsData();
  const server = new McpServer({ name: "harvest-mcp-server", version: "0.9.2" });

  server.registerTool(
    "listTimeEntries",
    {
      title: "List time entries",
      description: doc(
        "List time entries",
        "Returns the account's time entries, most recent `spent_date` first. All filters are optional and combined.",
        [
          "`user_id` *(integer)*: only entries of this user.",
          "`client_id` *(integer)*: only entries for this client.",
          "`project_id` *(integer)*: only entries for this project.",
          "`task_id` *(integer)*: only entries for this task.",
          "`is_billed` *(boolean)*: `true` for entries already invoiced, `false` for entries not yet invoiced.",
          "`is_running` *(boolean)*: `true` for entries whose timer is running.",
          "`from` *(string)*: only entries with a `spent_date` on or after this date (YYYY-MM-DD).",
          "`to` *(string)*: only entries with a `spent_date` on or before this date (YYYY-MM-DD).",
          "`updated_since` *(string)*: only entries updated since this ISO 8601 date-time.",
          ...PAGING_DOCS,
        ],
        '{ "user_id": 1782959, "from": "2025-09-01", "to": "2025-09-30" }',
        "\n\nEach entry has `hours` (decimal), `billable`, `is_billed`, `is_running` and nested `user`, `client`, `project`, `task` objects.",
      ),
      inputSchema: {
        user_id: z.number().int().optional(),
        client_id: z.number().int().optional(),
        project_id: z.number().int().optional(),
        task_id: z.number().int().optional(),
        is_billed: z.boolean().optional(),
        is_running: z.boolean().optional(),
        from: z.string().optional(),
        to: z.string().optional(),
        updated_since: z.string().optional(),
        ...paging,
      },
    },
    async (a) => {
      const bad = badDates(a, ["from", "to"]);
      if (bad) return fail(bad);
      const rows = entries
        .filter(
          (e) =>
            (a.user_id === undefined || e.user.id === a.user_id) &&
            (a.client_id === undefined || e.client.id === a.client_id) &&
            (a.project_id === undefined || e.project.id === a.project_id) &&
            (a.task_id === undefined || e.task.id === a.task_id) &&
            (a.is_billed === undefined || e.is_billed === a.is_billed) &&
            (a.is_running === undefined || e.is_running === a.is_running) &&
            (!a.from || e.spent_date >= a.from) &&
            (!a.to || e.spent_date <= a.to) &&
            since(a, e.updated_at),
        )
        .sort((x, y) => y.spent_date.localeCompare(x.spent_date) || y.id - x.id);
      return envelope("time_entries", "time_entries", rows, a.page, a.per_page);
    },
  );

  server.registerTool(
    "getTimeEntry",
    {
      description: doc(
        "Get a time entry",
        "Retrieves one time entry.",
        ["`time_entry_id` *(integer, required)*: the time entry's ID."],
        '{ "time_entry_id": 636708723 }',
      ),
      inputSchema: { time_entry_id: z.number().int() },
    },
    async ({ time_entry_id }) => {
      const e = entries.find((x) => x.id === time_entry_id);
      return e ? json(e) : fail(`Time entry ${time_entry_id} not found (404)`);
    },
  );

  server.registerTool(
    "listProjects",
    {
      title: "List projects",
      description: doc(
        "List projects",
        "Returns projects sorted by creation date.",
        [
          "`client_id` *(integer)*: only projects of this client.",
          "`is_active` *(boolean)*: `true` for active projects, `false` for archived ones.",
          "`updated_since` *(string)*: only projects updated since this ISO 8601 date-time.",
          ...PAGING_DOCS,
        ],
        '{ "client_id": 5735776, "is_active": true }',
      ),
      inputSchema: {
        client_id: z.number().int().optional(),
        is_active: z.boolean().optional(),
        updated_since: z.string().optional(),
        ...paging,
      },
    },
    async (a) => {
      const bad = badDates(a, []);
      if (bad) return fail(bad);
      const rows = projects.filter(
        (p) =>
          (a.client_id === undefined || p.client.id === a.client_id) &&
          (a.is_active === undefined || p.is_active === a.is_active) &&
          since(a, p.updated_at),
      );
      return envelope("projects", "projects", rows, a.page, a.per_page);
    },
  );

  server.registerTool(
    "getProject",
    {
      description: doc(
        "Get a project",
        "Retrieves one project with its client, billing method, hourly rate and budget.",
        ["`project_id` *(integer, required)*: the project's ID."],
        '{ "project_id": 14308069 }',
      ),
      inputSchema: { project_id: z.number().int() },
    },
    async ({ project_id }) => {
      const p = projects.find((x) => x.id === project_id);
      return p ? json(p) : fail(`Project ${project_id} not found (404)`);
    },
  );

  server.registerTool(
    "listClients",
    {
      title: "List clients",
      description: doc(
        "List clients",
        "Returns the account's clients.",
        [
          "`is_active` *(boolean)*: `true` for active clients, `false` for archived ones.",
          "`updated_since` *(string)*: only clients updated since this ISO 8601 date-time.",
          ...PAGING_DOCS,
        ],
        '{ "is_active": true }',
      ),
      inputSchema: { is_active: z.boolean().optional(), updated_since: z.string().optional(), ...paging },
    },
    async (a) => {
      const bad = badDates(a, []);
      if (bad) return fail(bad);
      const rows = clients.filter(
        (c) => (a.is_active === undefined || c.is_active === a.is_active) && since(a, c.updated_at),
      );
      return envelope("clients", "clients", rows, a.page, a.per_page);
    },
  );

  server.registerTool(
    "getClient",
    {
      description: doc(
        "Get a client",
        "Retrieves one client.",
        ["`client_id` *(integer, required)*: the client's ID."],
        '{ "client_id": 5735776 }',
      ),
      inputSchema: { client_id: z.number().int() },
    },
    async ({ client_id }) => {
      const c = clients.find((x) => x.id === client_id);
      return c ? json(c) : fail(`Client ${client_id} not found (404)`);
    },
  );

  server.registerTool(
    "listUsers",
    {
      title: "List users",
      description: doc(
        "List users",
        "Returns the people in the account (employees and contractors).",
        [
          "`search` *(string)*: part of a first name, last name or email (case-insensitive).",
          "`is_active` *(boolean)*: `true` for active users, `false` for deactivated ones.",
          "`updated_since` *(string)*: only users updated since this ISO 8601 date-time.",
          ...PAGING_DOCS,
        ],
        '{ "search": "smith", "is_active": true }',
      ),
      inputSchema: {
        search: z.string().optional(),
        is_active: z.boolean().optional(),
        updated_since: z.string().optional(),
        ...paging,
      },
    },
    async (a) => {
      const bad = badDates(a, []);
      if (bad) return fail(bad);
      const words = (a.search ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      const rows = users.filter(
        (u) =>
          words.every((w) => `${u.first_name} ${u.last_name} ${u.email}`.toLowerCase().includes(w)) &&
          (a.is_active === undefined || u.is_active === a.is_active) &&
          since(a, u.updated_at),
      );
      return envelope("users", "users", rows, a.page, a.per_page);
    },
  );

  server.registerTool(
    "getUser",
    {
      description: doc(
        "Get a user",
        "Retrieves one user: name, email, roles, weekly capacity (seconds) and rates.",
        ["`user_id` *(integer, required)*: the user's ID."],
        '{ "user_id": 1782959 }',
      ),
      inputSchema: { user_id: z.number().int() },
    },
    async ({ user_id }) => {
      const u = users.find((x) => x.id === user_id);
      return u ? json(u) : fail(`User ${user_id} not found (404)`);
    },
  );

  server.registerTool(
    "listTasks",
    {
      description: doc(
        "List tasks",
        "Returns the task types time can be logged against (Design, Development, …).",
        ["`is_active` *(boolean)*: only active or archived tasks.", ...PAGING_DOCS],
        "{}",
      ),
      inputSchema: { is_active: z.boolean().optional(), ...paging },
      annotations: { readOnlyHint: true },
    },
    async (a) =>
      envelope(
        "tasks",
        "tasks",
        tasks.filter((t) => a.is_active === undefined || t.is_active === a.is_active),
        a.page,
        a.per_page,
      ),
  );

  server.registerTool(
    "listInvoices",
    {
      title: "List invoices",
      description: doc(
        "List invoices",
        "Returns invoices, most recent `issue_date` first.",
        [
          "`client_id` *(integer)*: only invoices of this client.",
          "`project_id` *(integer)*: only invoices with line items for this project.",
          "`state` *(string)*: one of `draft`, `open`, `paid`, `closed`.",
          "`from` *(string)*: only invoices issued on or after this date (YYYY-MM-DD).",
          "`to` *(string)*: only invoices issued on or before this date (YYYY-MM-DD).",
          "`updated_since` *(string)*: only invoices updated since this ISO 8601 date-time.",
          ...PAGING_DOCS,
        ],
        '{ "state": "open", "client_id": 5735776 }',
        "\n\nEach invoice has a `number`, `amount`, `due_amount`, `currency`, `issue_date` and `due_date`.",
      ),
      inputSchema: {
        client_id: z.number().int().optional(),
        project_id: z.number().int().optional(),
        state: z.enum(INVOICE_STATES).optional(),
        from: z.string().optional(),
        to: z.string().optional(),
        updated_since: z.string().optional(),
        ...paging,
      },
    },
    async (a) => {
      const bad = badDates(a, ["from", "to"]);
      if (bad) return fail(bad);
      const rows = invoices
        .filter(
          (v) =>
            (a.client_id === undefined || v.client.id === a.client_id) &&
            (a.project_id === undefined || v.line_items.some((l) => l.project.id === a.project_id)) &&
            (!a.state || v.state === a.state) &&
            (!a.from || v.issue_date >= a.from) &&
            (!a.to || v.issue_date <= a.to) &&
            since(a, v.updated_at),
        )
        .sort((x, y) => y.issue_date.localeCompare(x.issue_date) || y.id - x.id);
      return envelope("invoices", "invoices", rows, a.page, a.per_page);
    },
  );

  server.registerTool(
    "getInvoice",
    {
      title: "Get an invoice",
      description: doc(
        "Get an invoice",
        "Retrieves one invoice with its line items. Pass `invoice_id`, or the invoice `number` shown to the client.",
        [
          "`invoice_id` *(integer)*: the invoice's ID.",
          '`number` *(string)*: the invoice number, e.g. `"INV-2025-0042"`.',
        ],
        '{ "number": "INV-2025-0042" }',
      ),
      inputSchema: { invoice_id: z.number().int().optional(), number: z.string().optional() },
    },
    async ({ invoice_id, number }) => {
      if (invoice_id === undefined && !number) return fail("invoice_id or number is required");
      const v = invoices.find((x) =>
        invoice_id !== undefined ? x.id === invoice_id : x.number === (number ?? "").trim().toUpperCase(),
      );
      return v ? json(v) : fail("Invoice not found (404)");
    },
  );

  server.registerTool(
    "getTimeReport",
    {
      title: "Time report",
      description: doc(
        "Time report",
        "Totals of tracked hours for a period, one row per user, project, client or task (`group_by`). Rows have `total_hours`, `billable_hours`, `billable_amount` and `currency`.",
        [
          "`from` *(string, required)*: first day of the period (YYYY-MM-DD).",
          "`to` *(string, required)*: last day of the period (YYYY-MM-DD).",
          "`group_by` *(string)*: `users` (default), `projects`, `clients` or `tasks`.",
          "`user_id` *(integer)*: only time of this user.",
          "`client_id` *(integer)*: only time for this client.",
          "`project_id` *(integer)*: only time for this project.",
        ],
        '{ "from": "2025-09-01", "to": "2025-09-30", "group_by": "projects" }',
      ),
      inputSchema: {
        from: z.string(),
        to: z.string(),
        group_by: z.enum(["users", "projects", "clients", "tasks"]).optional(),
        user_id: z.number().int().optional(),
        client_id: z.number().int().optional(),
        project_id: z.number().int().optional(),
      },
    },
    async (a) => {
      const bad = badDates(a, ["from", "to"]);
      if (bad) return fail(bad);
      const by = a.group_by ?? "users";
      const keyOf = (e: TimeEntry) =>
        by === "users" ? e.user : by === "projects" ? e.project : by === "clients" ? e.client : e.task;
      const groups = new Map<number, { name: string; total: number; billable: number; amount: number }>();
      for (const e of entries) {
        if (e.spent_date < a.from || e.spent_date > a.to) continue;
        if (a.user_id !== undefined && e.user.id !== a.user_id) continue;
        if (a.client_id !== undefined && e.client.id !== a.client_id) continue;
        if (a.project_id !== undefined && e.project.id !== a.project_id) continue;
        const k = keyOf(e);
        const g = groups.get(k.id) ?? { name: k.name, total: 0, billable: 0, amount: 0 };
        g.total += e.hours;
        if (e.billable) {
          g.billable += e.hours;
          g.amount += e.hours * (e.billable_rate ?? 0);
        }
        groups.set(k.id, g);
      }
      const idKey = `${by.slice(0, -1)}_id`;
      const nameKey = `${by.slice(0, -1)}_name`;
      const results = [...groups.entries()].map(([id, g]) => ({
        [idKey]: id,
        [nameKey]: g.name,
        total_hours: Math.round(g.total * 100) / 100,
        billable_hours: Math.round(g.billable * 100) / 100,
        currency: "USD",
        billable_amount: Math.round(g.amount * 100) / 100,
      }));
      const body = { results, from: a.from, to: a.to, group_by: by, total_entries: results.length };
      return { ...json(body), structuredContent: body };
    },
  );

  server.registerTool(
    "createTimeEntry",
    {
      title: "Log time",
      description: doc(
        "Create a time entry",
        "Logs time for a user on a project and task. Starts a timer when `hours` is omitted.",
        [
          "`project_id` *(integer, required)*",
          "`task_id` *(integer, required)*",
          "`spent_date` *(string, required)*: YYYY-MM-DD.",
          "`hours` *(number)*",
          "`user_id` *(integer)*: defaults to the authenticated user.",
          "`notes` *(string)*",
        ],
        '{ "project_id": 14308069, "task_id": 8083365, "spent_date": "2025-10-01", "hours": 1.5 }',
      ),
      inputSchema: {
        project_id: z.number().int(),
        task_id: z.number().int(),
        spent_date: z.string(),
        hours: z.number().optional(),
        user_id: z.number().int().optional(),
        notes: z.string().optional(),
      },
    },
    async (a) => json({ id: 99999999, ...a, is_running: a.hours === undefined }),
  );

  server.registerTool(
    "stopTimer",
    {
      description: doc(
        "Stop a running timer",
        "Stops the timer of a running time entry.",
        ["`time_entry_id` *(integer, required)*"],
        '{ "time_entry_id": 662204379 }',
      ),
      inputSchema: { time_entry_id: z.number().int() },
    },
    async ({ time_entry_id }) => json({ id: time_entry_id, is_running: false }),
  );

  server.registerTool(
    "sendInvoice",
    {
      description: doc(
        "Send an invoice",
        "Emails an invoice to the client's contacts and marks a draft invoice as open.",
        [
          "`invoice_id` *(integer, required)*",
          "`recipients` *(string[])*: email addresses; defaults to the client's contacts.",
          "`subject` *(string)*",
        ],
        '{ "invoice_id": 13150403 }',
      ),
      inputSchema: {
        invoice_id: z.number().int(),
        recipients: z.array(z.string()).optional(),
        subject: z.string().optional(),
      },
    },
    async ({ invoice_id }) =>
      json({ id: invoice_id, state: "open", sent_at: `${TIMESHEETS_TODAY}T12:00:00Z` }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createTimesheetsServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("timesheets fixture server failed:", e);
      process.exit(1);
    });
}
