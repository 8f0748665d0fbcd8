/**
 * Fixture "mailer": an email-marketing MCP server in the style of third-party servers for Mailchimp /
 * Brevo — snake_case tools named by namespace with the verb at the end (`lists_get_all`,
 * `campaigns_list`, `campaign_report_get`, `list_members_list`, `list_member_get` …), one terse line
 * of description per tool and per argument, results as JSON text with no output schema. Mailchimp's
 * paging: `count` (default 10, max 1000) and `offset`, results `{ <things>: […], total_items,
 * _links: […] }`, every record carrying its own `_links` array. Opaque 10-hex-digit ids; members are
 * addressed by `subscriber_hash` (the MD5 of the lower-cased email — the tool takes the hash, a
 * person gives an email); `members_search` finds members by email or name and answers Mailchimp's
 * `{ exact_matches: { members, total_items }, full_search: { members, total_items } }`. Filters:
 * campaigns `status` / `type` / `list_id` / `since_send_time` / `before_send_time` (ISO datetimes),
 * `sort_field` / `sort_dir`; members `status` / `since_timestamp_opt` / `before_timestamp_opt` /
 * `since_last_changed` / `unsubscribed_since` / `vip_only`. Reports nest `opens.open_rate`,
 * `clicks.click_rate`, `bounces.hard_bounces`; campaigns nest `settings.title` /
 * `settings.subject_line`. Three tools change data (`campaign_send`, `campaign_schedule`,
 * `list_member_add`): never approved. Written before the planner ran on it.
 * Run over stdio: `node --import tsx tests/conformance/servers/mailer.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import {
  API,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  MAILER_TODAY,
  MEMBER_STATUSES,
  type Member,
  mailerData,
} from "./mailer-data";

/** The tools an admin approves as reads. */
export const MAILER_READ_TOOLS = [
  "lists_get_all",
  "list_get",
  "campaigns_list",
  "campaign_get",
  "campaign_report_get",
  "reports_list",
  "list_members_list",
  "list_member_get",
  "members_search",
  "automations_list",
  "templates_list",
  "segments_list",
];
export const MAILER_WRITE_TOOLS = ["campaign_send", "campaign_schedule", "list_member_add"];

const json = (value: unknown) => ({
  content: [{ type: "text" as const, text: JSON.stringify(value) }],
});
const fail = (status: number, title: string, detail: string) => ({
  isError: true,
  content: [
    {
      type: "text" as const,
      text: JSON.stringify({
        type: "https://mailchimp.com/developer/marketing/docs/errors/",
        title,
        status,
        detail,
      }),
    },
  ],
});
const paging = {
  count: z.number().int().optional().describe("Number of records to return. Default 10, max 1000."),
  offset: z.number().int().optional().describe("Number of records to skip. Default 0."),
};
/** Mailchimp's collection envelope around one page of `rows`, under the key `key`. */
function collection<T>(key: string, path: string, rows: T[], count = 10, offset = 0, extra = {}) {
  if (count < 1 || count > 1000) return fail(400, "Invalid Resource", "count must be between 1 and 1000");
  if (offset < 0) return fail(400, "Invalid Resource", "offset must be >= 0");
  return json({
    [key]: rows.slice(offset, offset + count),
    ...extra,
    total_items: rows.length,
    _links: [
      {
        rel: "self",
        href: `${API}/${path}`,
        method: "GET",
        targetSchema: `${API}/schema/3.0/${path}/Collection.json`,
      },
      { rel: "create", href: `${API}/${path}`, method: "POST" },
    ],
  });
}
/** Parses an ISO datetime argument; undefined when absent, null when unreadable. */
function time(v: string | undefined): number | undefined | null {
  if (v === undefined || v === "") return undefined;
  const t = Date.parse(v);
  return Number.isNaN(t) ? null : t;
}
function badTimes(a: Record<string, unknown>, names: string[]) {
  for (const n of names)
    if (time(a[n] as string | undefined) === null)
      return fail(400, "Invalid Resource", `${n} must be an ISO 8601 time, e.g. 2015-10-21T15:41:36+00:00`);
  return undefined;
}
const onOrAfter = (value: string, since: string | undefined) =>
  since === undefined || since === "" || (value !== "" && Date.parse(value) >= Date.parse(since));
const before = (value: string, limit: string | undefined) =>
  limit === undefined || limit === "" || (value !== "" && Date.parse(value) < Date.parse(limit));

export function createMailerServer(): McpServer {
  const { audiences, members, campaigns, reports, automations, templates, segments } = mailerData();
  const server = new McpServer({ name: "mailchimp-mcp", version: "1.3.0" });
  const noList = (list_id: string) =>
    audiences.some((a) => a.id === list_id)
      ? undefined
      : fail(404, "Resource Not Found", `The requested resource could not be found: list ${list_id}`);

  server.registerTool(
    "lists_get_all",
    {
      description: "Get information about all lists (audiences) in the account.",
      inputSchema: {
        ...paging,
        since_date_created: z.string().optional().describe("Lists created after this ISO 8601 time."),
        email: z.string().optional().describe("Only lists that include this subscriber's email address."),
      },
    },
    async (a) => {
      const bad = badTimes(a, ["since_date_created"]);
      if (bad) return bad;
      const email = a.email?.trim().toLowerCase();
      const rows = audiences.filter(
        (l) =>
          onOrAfter(l.date_created, a.since_date_created) &&
          (!email || members.some((m) => m.list_id === l.id && m.email_address === email)),
      );
      return collection("lists", "lists", rows, a.count, a.offset);
    },
  );

  server.registerTool(
    "list_get",
    {
      description: "Get information about a specific list (audience), including its stats.",
      inputSchema: { list_id: z.string().describe("The unique ID for the list.") },
    },
    async ({ list_id }) => {
      const l = audiences.find((x) => x.id === list_id);
      return l ? json(l) : (noList(list_id) ?? fail(404, "Resource Not Found", list_id));
    },
  );

  server.registerTool(
    "campaigns_list",
    {
      description: "Get all campaigns in the account.",
      inputSchema: {
        ...paging,
        type: z.enum(CAMPAIGN_TYPES).optional().describe("The campaign type."),
        status: z.enum(CAMPAIGN_STATUSES).optional().describe("The status of the campaign."),
        list_id: z.string().optional().describe("The unique id for the list."),
        since_send_time: z.string().optional().describe("Campaigns sent after this ISO 8601 time."),
        before_send_time: z.string().optional().describe("Campaigns sent before this ISO 8601 time."),
        since_create_time: z.string().optional().describe("Campaigns created after this ISO 8601 time."),
        before_create_time: z.string().optional().describe("Campaigns created before this ISO 8601 time."),
        sort_field: z.enum(["create_time", "send_time"]).optional().describe("Field to sort by."),
        sort_dir: z.enum(["ASC", "DESC"]).optional().describe("Sort direction."),
      },
    },
    async (a) => {
      const bad = badTimes(a, [
        "since_send_time",
        "before_send_time",
        "since_create_time",
        "before_create_time",
      ]);
      if (bad) return bad;
      const rows = campaigns.filter(
        (c) =>
          (!a.type || c.type === a.type) &&
          (!a.status || c.status === a.status) &&
          (!a.list_id || c.recipients.list_id === a.list_id) &&
          onOrAfter(c.send_time, a.since_send_time) &&
          before(c.send_time, a.before_send_time) &&
          onOrAfter(c.create_time, a.since_create_time) &&
          before(c.create_time, a.before_create_time),
      );
      if (a.sort_field) {
        const f = a.sort_field;
        rows.sort((x, y) => (a.sort_dir === "DESC" ? -1 : 1) * x[f].localeCompare(y[f]));
      }
      return collection("campaigns", "campaigns", rows, a.count, a.offset);
    },
  );

  server.registerTool(
    "campaign_get",
    {
      description: "Get information about a specific campaign.",
      inputSchema: { campaign_id: z.string().describe("The unique id for the campaign.") },
    },
    async ({ campaign_id }) => {
      const c = campaigns.find((x) => x.id === campaign_id);
      return c
        ? json(c)
        : fail(
            404,
            "Resource Not Found",
            `The requested resource could not be found: campaign ${campaign_id}`,
          );
    },
  );

  server.registerTool(
    "campaign_report_get",
    {
      description: "Get the report of a specific sent campaign: opens, clicks, bounces, unsubscribes.",
      inputSchema: { campaign_id: z.string().describe("The unique id for the campaign.") },
    },
    async ({ campaign_id }) => {
      const r = reports.find((x) => x.id === campaign_id);
      if (r) return json(r);
      return campaigns.some((c) => c.id === campaign_id)
        ? fail(400, "Invalid Resource", `Campaign ${campaign_id} has not been sent; it has no report.`)
        : fail(
            404,
            "Resource Not Found",
            `The requested resource could not be found: campaign ${campaign_id}`,
          );
    },
  );

  server.registerTool(
    "reports_list",
    {
      description: "Get reports for campaigns that have been sent.",
      inputSchema: {
        ...paging,
        type: z.enum(CAMPAIGN_TYPES).optional().describe("The campaign type."),
        since_send_time: z.string().optional().describe("Campaigns sent after this ISO 8601 time."),
        before_send_time: z.string().optional().describe("Campaigns sent before this ISO 8601 time."),
      },
    },
    async (a) => {
      const bad = badTimes(a, ["since_send_time", "before_send_time"]);
      if (bad) return bad;
      const rows = reports.filter(
        (r) =>
          (!a.type || r.type === a.type) &&
          onOrAfter(r.send_time, a.since_send_time) &&
          before(r.send_time, a.before_send_time),
      );
      return collection("reports", "reports", rows, a.count, a.offset);
    },
  );

  server.registerTool(
    "list_members_list",
    {
      description: "Get information about members in a specific list.",
      inputSchema: {
        list_id: z.string().describe("The unique ID for the list."),
        ...paging,
        status: z.enum(MEMBER_STATUSES).optional().describe("The subscriber's status."),
        since_timestamp_opt: z.string().optional().describe("Members who opted in after this ISO 8601 time."),
        before_timestamp_opt: z
          .string()
          .optional()
          .describe("Members who opted in before this ISO 8601 time."),
        since_last_changed: z
          .string()
          .optional()
          .describe("Members whose info changed after this ISO 8601 time."),
        unsubscribed_since: z
          .string()
          .optional()
          .describe("Members who unsubscribed after this ISO 8601 time."),
        vip_only: z.boolean().optional().describe("Only VIP members."),
      },
    },
    async (a) => {
      const missing = noList(a.list_id);
      if (missing) return missing;
      const bad = badTimes(a, [
        "since_timestamp_opt",
        "before_timestamp_opt",
        "since_last_changed",
        "unsubscribed_since",
      ]);
      if (bad) return bad;
      if (a.unsubscribed_since && a.status && a.status !== "unsubscribed")
        return fail(400, "Invalid Resource", "unsubscribed_since requires status=unsubscribed");
      const rows = members.filter(
        (m) =>
          m.list_id === a.list_id &&
          (!a.status || m.status === a.status) &&
          onOrAfter(m.timestamp_opt, a.since_timestamp_opt) &&
          before(m.timestamp_opt, a.before_timestamp_opt) &&
          onOrAfter(m.last_changed, a.since_last_changed) &&
          (!a.unsubscribed_since ||
            (m.status === "unsubscribed" && onOrAfter(m.last_changed, a.unsubscribed_since))) &&
          (!a.vip_only || m.vip),
      );
      return collection("members", `lists/${a.list_id}/members`, rows, a.count, a.offset, {
        list_id: a.list_id,
      });
    },
  );

  server.registerTool(
    "list_member_get",
    {
      description: "Get a list member by subscriber_hash (MD5 hash of the lowercase email address).",
      inputSchema: {
        list_id: z.string().describe("The unique ID for the list."),
        subscriber_hash: z
          .string()
          .describe("The MD5 hash of the lowercase version of the member's email address."),
      },
    },
    async ({ list_id, subscriber_hash }) => {
      const missing = noList(list_id);
      if (missing) return missing;
      const m = members.find((x) => x.list_id === list_id && x.id === subscriber_hash.toLowerCase());
      return m
        ? json(m)
        : fail(
            404,
            "Resource Not Found",
            `The requested resource could not be found: member ${subscriber_hash}`,
          );
    },
  );

  server.registerTool(
    "members_search",
    {
      description: "Search for list members by email address or name, across all lists or in one.",
      inputSchema: {
        query: z.string().describe("The search query: an email address or a full or partial name."),
        list_id: z.string().optional().describe("The unique ID for the list."),
      },
    },
    async (a) => {
      if (a.list_id) {
        const missing = noList(a.list_id);
        if (missing) return missing;
      }
      const q = a.query.trim().toLowerCase();
      const words = q.split(/\s+/).filter(Boolean);
      const inList = members.filter((m) => !a.list_id || m.list_id === a.list_id);
      const exact = inList.filter((m) => m.email_address === q || m.full_name.toLowerCase() === q);
      const text = (m: Member) => `${m.email_address} ${m.full_name} ${m.merge_fields.COMPANY}`.toLowerCase();
      const partial = inList.filter((m) => !exact.includes(m) && words.every((w) => text(m).includes(w)));
      return json({
        exact_matches: { members: exact.slice(0, 10), total_items: exact.length },
        full_search: { members: partial.slice(0, 10), total_items: partial.length },
        _links: [{ rel: "self", href: `${API}/search-members`, method: "GET" }],
      });
    },
  );

  server.registerTool(
    "automations_list",
    {
      description: "Get a summary of the account's classic automations.",
      inputSchema: {
        ...paging,
        status: z.enum(["save", "paused", "sending"]).optional().describe("The status of the automation."),
        since_create_time: z.string().optional().describe("Automations created after this ISO 8601 time."),
      },
    },
    async (a) => {
      const bad = badTimes(a, ["since_create_time"]);
      if (bad) return bad;
      const rows = automations.filter(
        (x) => (!a.status || x.status === a.status) && onOrAfter(x.create_time, a.since_create_time),
      );
      return collection("automations", "automations", rows, a.count, a.offset);
    },
  );

  server.registerTool(
    "templates_list",
    {
      description: "Get a list of the account's available templates.",
      inputSchema: {
        ...paging,
        type: z
          .enum(["user", "base", "gallery"])
          .optional()
          .describe("Limit results based on template type."),
      },
    },
    async (a) =>
      collection(
        "templates",
        "templates",
        templates.filter((t) => !a.type || t.type === a.type),
        a.count,
        a.offset,
      ),
  );

  server.registerTool(
    "segments_list",
    {
      description: "Get information about all available segments for a specific list.",
      inputSchema: {
        list_id: z.string().describe("The unique ID for the list."),
        ...paging,
        type: z
          .enum(["saved", "static", "fuzzy"])
          .optional()
          .describe("Limit results based on segment type."),
      },
    },
    async (a) => {
      const missing = noList(a.list_id);
      if (missing) return missing;
      const rows = segments.filter((s) => s.list_id === a.list_id && (!a.type || s.type === a.type));
      return collection("segments", `lists/${a.list_id}/segments`, rows, a.count, a.offset, {
        list_id: a.list_id,
      });
    },
  );

  server.registerTool(
    "campaign_send",
    {
      description: "Send a campaign now.",
      inputSchema: { campaign_id: z.string().describe("The unique id for the campaign.") },
    },
    async ({ campaign_id }) => json({ id: campaign_id, status: "sending" }),
  );

  server.registerTool(
    "campaign_schedule",
    {
      description: "Schedule a campaign for delivery.",
      inputSchema: {
        campaign_id: z.string().describe("The unique id for the campaign."),
        schedule_time: z.string().describe("The UTC date and time to schedule the campaign for, ISO 8601."),
      },
    },
    async ({ campaign_id, schedule_time }) =>
      json({ id: campaign_id, status: "schedule", send_time: schedule_time }),
  );

  server.registerTool(
    "list_member_add",
    {
      description: "Add a new member to a list.",
      inputSchema: {
        list_id: z.string().describe("The unique ID for the list."),
        email_address: z.string().describe("Email address for a subscriber."),
        status: z
          .enum(["subscribed", "unsubscribed", "cleaned", "pending", "transactional"])
          .describe("Subscriber's status."),
        merge_fields: z
          .record(z.string(), z.string())
          .optional()
          .describe("Merge fields, e.g. FNAME and LNAME."),
      },
    },
    async (a) => json({ id: "new", ...a, timestamp_opt: `${MAILER_TODAY}T12:00:00+00:00` }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createMailerServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("mailer fixture server failed:", e);
      process.exit(1);
    });
}
