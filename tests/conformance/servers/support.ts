/**
 * Fixture "support": one MCP server imitating the tool shapes of public Zendesk MCP servers — the
 * ticket tools of reminia/zendesk-mcp-server (`get_tickets` with `page`/`per_page`/`sort_by`/
 * `sort_order` and no filters, `get_ticket` and `get_ticket_comments` by an integer `ticket_id`,
 * and the writes `create_ticket`, `update_ticket`, `create_ticket_comment`) and the wider Zendesk API
 * tools of servers such as team-telnyx/zendesk-mcp-server (`search` taking Zendesk's search syntax
 * `type:ticket status:open priority:urgent assignee:"Priya Raman" organization:"Acme Corp"
 * created>2025-09-01 tags:billing`, `list_users`/`search_users`/`get_user`, `list_organizations`/
 * `get_organization`, `list_groups`, `list_satisfaction_ratings` with `score` and Unix-epoch
 * `start_time`/`end_time`, `list_views`/`get_view_tickets`). Results are Zendesk API bodies as JSON
 * text in one content block, no output schemas: `{ tickets, next_page, previous_page, count }`,
 * `{ results, count, next_page, previous_page, facets }`, `{ ticket }`, `{ comments, … }`. Numeric ids.
 * Not a copy of the "people" helpdesk fixture (search_users/get_user_tickets/close_ticket, string
 * ids): this one answers filters only through the search syntax. The three write tools are never
 * approved. Written before the planner ran on it.
 * Run over stdio: `node --import tsx tests/conformance/servers/support.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import {
  SUPPORT_HOST,
  SUPPORT_NOW,
  supportData,
  ZD_PRIORITIES,
  ZD_ROLES,
  ZD_STATUSES,
  ZD_TYPES,
  type ZdOrganization,
  type ZdTicket,
  type ZdUser,
} from "./support-data";

const READ = { readOnlyHint: true };
/** The tools an admin approves as reads. */
export const SUPPORT_READ_TOOLS = [
  "get_tickets",
  "get_ticket",
  "get_ticket_comments",
  "search",
  "list_users",
  "search_users",
  "get_user",
  "list_organizations",
  "get_organization",
  "list_groups",
  "list_satisfaction_ratings",
  "list_views",
  "get_view_tickets",
];
export const SUPPORT_WRITE_TOOLS = ["create_ticket", "update_ticket", "create_ticket_comment"];

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const error = (message: string) => ({
  isError: true,
  content: [{ type: "text" as const, text: message }],
});

const NOW_MS = Date.parse(SUPPORT_NOW);
const DAY = 86_400_000;
const CURRENT_USER = 1800003; // the token belongs to Aisha Khan
const RANK_STATUS = Object.fromEntries(ZD_STATUSES.map((s, i) => [s, i]));
const RANK_PRIORITY = Object.fromEntries(ZD_PRIORITIES.map((s, i) => [s, i]));
const PAGE = (per: number) =>
  z.number().int().min(1).max(100).optional().describe(`Results per page, max 100 (default ${per})`);

function page<T>(items: T[], key: string, url: string, p = 1, per = 25) {
  const start = (p - 1) * per;
  return {
    [key]: items.slice(start, start + per),
    next_page:
      start + per < items.length ? `${SUPPORT_HOST}/api/v2/${url}?page=${p + 1}&per_page=${per}` : null,
    previous_page: p > 1 ? `${SUPPORT_HOST}/api/v2/${url}?page=${p - 1}&per_page=${per}` : null,
    count: items.length,
  };
}

/** Zendesk relative or absolute date: `2025-09-01`, `2025-09-01T10:00:00Z`, `4hours`, `2days`, `3weeks`, `1month`. */
function dateBound(value: string): number | null {
  const rel = /^(\d+)(minutes?|hours?|days?|weeks?|months?|years?)$/.exec(value);
  if (rel) {
    const n = Number(rel[1]);
    const unit = rel[2].replace(/s$/, "");
    const ms = { minute: 60_000, hour: 3_600_000, day: DAY, week: 7 * DAY, month: 30 * DAY, year: 365 * DAY }[
      unit
    ];
    return ms === undefined ? null : NOW_MS - n * ms;
  }
  if (/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(value))
    return Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  return null;
}

/** `wholeDay`: the bound is a calendar day, as Zendesk reads `created>2025-09-01` (after that day). */
function compare(op: string, got: number, want: number, wholeDay = false): boolean {
  const end = wholeDay ? want + DAY : want;
  if (op === ":" || op === "=") return wholeDay ? got >= want && got < end : got === want;
  if (op === ">") return wholeDay ? got >= end : got > want;
  if (op === ">=") return got >= want;
  if (op === "<") return got < want;
  return wholeDay ? got < end : got <= want;
}

export function createSupportServer(): McpServer {
  const { users, organizations, groups, tickets, comments, ratings, views } = supportData();
  const server = new McpServer({ name: "zendesk", version: "0.9.2" });
  const userById = new Map(users.map((u) => [u.id, u]));

  const nameMatches = (hay: string, want: string) => {
    const w = want.toLowerCase();
    const h = hay.toLowerCase();
    return h === w || w.split(/\s+/).every((part) => h.split(/\s+/).some((x) => x.startsWith(part)));
  };
  const usersNamed = (v: string): ZdUser[] | "none" | "me" => {
    if (v === "none") return "none";
    if (v === "me") return "me";
    if (/^\d+$/.test(v)) return users.filter((u) => u.id === Number(v));
    if (v.includes("@")) return users.filter((u) => u.email.toLowerCase() === v.toLowerCase());
    return users.filter((u) => nameMatches(u.name, v));
  };
  const orgsNamed = (v: string): ZdOrganization[] | "none" =>
    v === "none"
      ? "none"
      : /^\d+$/.test(v)
        ? organizations.filter((o) => o.id === Number(v))
        : organizations.filter((o) => nameMatches(o.name, v) || o.domain_names.includes(v.toLowerCase()));

  type Item = { kind: "ticket" | "user" | "organization" | "group"; value: Record<string, unknown> };
  /** Zendesk's search syntax, the subset this server understands; other keys fail. */
  function searchFilter(query: string): { kinds: Set<Item["kind"]>; test: (i: Item) => boolean } | string {
    const tests: ((i: Item) => boolean)[] = [];
    const kinds = new Set<Item["kind"]>(["ticket", "user", "organization", "group"]);
    for (const raw of query.match(/(?:[^\s"]+|"[^"]*")+/g) ?? []) {
      const neg = raw.startsWith("-");
      const token = neg ? raw.slice(1) : raw;
      const m = /^([a-z_]+)(>=|<=|:|>|<)(.+)$/i.exec(token);
      let t: (i: Item) => boolean;
      if (!m) {
        const w = token.replace(/"/g, "").toLowerCase();
        t = (i) => {
          const v = i.value;
          const hay =
            i.kind === "ticket"
              ? `${v.subject} ${v.description} ${v.id}`
              : `${v.name} ${(v as { email?: string }).email ?? ""}`;
          return hay.toLowerCase().includes(w);
        };
      } else {
        const key = m[1].toLowerCase();
        const op = m[2];
        const value = m[3].replace(/"/g, "").trim();
        const lower = value.toLowerCase();
        const ticket = (f: (x: ZdTicket) => boolean) => (i: Item) =>
          i.kind === "ticket" && f(i.value as unknown as ZdTicket);
        if (key === "type") {
          if (!["ticket", "user", "organization", "group"].includes(lower))
            return `Invalid search: unknown type "${value}"`;
          for (const k of [...kinds]) if (k !== lower) kinds.delete(k);
          continue;
        }
        if (key === "status") {
          if (!(lower in RANK_STATUS)) return `Invalid search: unknown status "${value}"`;
          t = ticket((x) => compare(op, RANK_STATUS[x.status], RANK_STATUS[lower]));
        } else if (key === "priority") {
          if (lower === "none") t = ticket((x) => x.priority === null);
          else if (!(lower in RANK_PRIORITY)) return `Invalid search: unknown priority "${value}"`;
          else
            t = ticket(
              (x) => x.priority !== null && compare(op, RANK_PRIORITY[x.priority], RANK_PRIORITY[lower]),
            );
        } else if (key === "ticket_type") {
          if (!(ZD_TYPES as readonly string[]).includes(lower))
            return `Invalid search: unknown ticket_type "${value}"`;
          t = ticket((x) => x.type === lower);
        } else if (key === "assignee" || key === "requester" || key === "submitter") {
          const who = usersNamed(value);
          const field = `${key}_id` as "assignee_id" | "requester_id" | "submitter_id";
          t = ticket((x) =>
            who === "none"
              ? x[field] === null
              : who === "me"
                ? x[field] === CURRENT_USER
                : who.some((u) => u.id === x[field]),
          );
        } else if (key === "organization") {
          const orgs = orgsNamed(value);
          t = (i) => {
            const id = (i.value as { organization_id?: number | null }).organization_id;
            if (i.kind !== "ticket" && i.kind !== "user") return false;
            return orgs === "none" ? id === null : orgs.some((o) => o.id === id);
          };
        } else if (key === "group") {
          const g = groups.filter((x) => String(x.id) === value || x.name.toLowerCase() === lower);
          t = ticket((x) => g.some((y) => y.id === x.group_id));
        } else if (key === "tags" || key === "tag") {
          t = (i) => ((i.value as { tags?: string[] }).tags ?? []).includes(lower);
        } else if (key === "via") {
          t = ticket((x) => x.via.channel === lower);
        } else if (key === "subject") {
          t = ticket((x) => x.subject.toLowerCase().includes(lower));
        } else if (key === "role") {
          t = (i) => i.kind === "user" && (i.value as unknown as ZdUser).role === lower;
        } else if (key === "email") {
          t = (i) => i.kind === "user" && (i.value as unknown as ZdUser).email.toLowerCase() === lower;
        } else if (key === "name") {
          t = (i) => i.kind !== "ticket" && nameMatches(String(i.value.name), value);
        } else if (key === "created" || key === "updated" || key === "solved" || key === "due_date") {
          const bound = dateBound(lower);
          if (bound === null) return `Invalid search: cannot parse date "${value}"`;
          const relative = /^\d+[a-z]+$/.test(lower);
          const day = /^\d{4}-\d{2}-\d{2}$/.test(lower);
          // Relative: `created>2days` = within the last two days.
          const eff = relative && op === ">" ? ">=" : op;
          t = (i) => {
            const v = i.value as Record<string, unknown>;
            let at: string | null | undefined;
            if (key === "created") at = v.created_at as string;
            else if (key === "updated") at = v.updated_at as string;
            else if (key === "due_date") at = v.due_at as string | null;
            else
              at =
                i.kind === "ticket" && (v.status === "solved" || v.status === "closed")
                  ? (v.updated_at as string)
                  : null;
            return !!at && compare(eff, Date.parse(at), bound, day);
          };
        } else return `Invalid search: unsupported search key "${m[1]}"`;
      }
      tests.push(neg ? (i) => !t(i) : t);
    }
    return { kinds, test: (i) => tests.every((t) => t(i)) };
  }

  server.registerTool(
    "get_tickets",
    {
      description:
        "Fetch the latest tickets with pagination support. Returns tickets with essential fields (id, subject, status, priority, description, timestamps, requester, assignee) and pagination metadata.",
      inputSchema: {
        page: z.number().int().min(1).optional().describe("Page number (defaults to 1)"),
        per_page: PAGE(25),
        sort_by: z
          .enum(["created_at", "updated_at", "priority", "status"])
          .optional()
          .describe("Field to sort by (defaults to created_at)"),
        sort_order: z.enum(["asc", "desc"]).optional().describe("Sort order (defaults to desc)"),
      },
      annotations: READ,
    },
    async ({ page: p = 1, per_page = 25, sort_by = "created_at", sort_order = "desc" }) => {
      const key = (t: ZdTicket): number =>
        sort_by === "priority"
          ? t.priority === null
            ? -1
            : RANK_PRIORITY[t.priority]
          : sort_by === "status"
            ? RANK_STATUS[t.status]
            : Date.parse(t[sort_by]);
      const sorted = [...tickets].sort((a, b) => (sort_order === "asc" ? key(a) - key(b) : key(b) - key(a)));
      return text(page(sorted, "tickets", "tickets.json", p, per_page));
    },
  );

  server.registerTool(
    "get_ticket",
    {
      description: "Retrieve a Zendesk ticket by its ID",
      inputSchema: { ticket_id: z.number().int().describe("The ID of the ticket to retrieve") },
      annotations: READ,
    },
    async ({ ticket_id }) => {
      const t = tickets.find((x) => x.id === ticket_id);
      return t ? text({ ticket: t }) : error(`RecordNotFound: Ticket ${ticket_id} not found`);
    },
  );

  server.registerTool(
    "get_ticket_comments",
    {
      description: "Retrieve all comments for a Zendesk ticket by its ID",
      inputSchema: { ticket_id: z.number().int().describe("The ID of the ticket to get comments for") },
      annotations: READ,
    },
    async ({ ticket_id }) => {
      if (!tickets.some((x) => x.id === ticket_id))
        return error(`RecordNotFound: Ticket ${ticket_id} not found`);
      const list = comments.get(ticket_id) ?? [];
      return text({ comments: list, next_page: null, previous_page: null, count: list.length });
    },
  );

  server.registerTool(
    "search",
    {
      description: [
        "Search Zendesk tickets, users and organizations with the Zendesk search syntax.",
        'Examples: `type:ticket status:open`, `type:ticket priority:urgent status<solved`, `assignee:"Priya Raman"`,',
        '`requester:jane@example.com`, `organization:"Acme Corp"`, `group:Billing`, `tags:refund`, `created>2025-09-01`,',
        "`solved>=2025-09-22 solved<2025-09-29`, `updated>4hours`, `type:user role:agent`. Bare words match ticket subjects and descriptions, user and organization names.",
      ].join("\n"),
      inputSchema: {
        query: z.string().describe("Zendesk search query"),
        sort_by: z
          .enum(["updated_at", "created_at", "priority", "status", "ticket_type"])
          .optional()
          .describe("Sort field (default: relevance)"),
        sort_order: z.enum(["asc", "desc"]).optional().describe("Sort order (default desc)"),
        page: z.number().int().min(1).optional(),
        per_page: PAGE(100),
      },
      annotations: READ,
    },
    async ({ query, sort_by, sort_order = "desc", page: p = 1, per_page = 100 }) => {
      const f = searchFilter(query);
      if (typeof f === "string") return error(f);
      const items: Item[] = [
        ...(f.kinds.has("ticket")
          ? tickets.map((v) => ({ kind: "ticket" as const, value: v as unknown as Record<string, unknown> }))
          : []),
        ...(f.kinds.has("user")
          ? users.map((v) => ({ kind: "user" as const, value: v as unknown as Record<string, unknown> }))
          : []),
        ...(f.kinds.has("organization")
          ? organizations.map((v) => ({
              kind: "organization" as const,
              value: v as unknown as Record<string, unknown>,
            }))
          : []),
        ...(f.kinds.has("group")
          ? groups.map((v) => ({ kind: "group" as const, value: v as unknown as Record<string, unknown> }))
          : []),
      ];
      let hits = items.filter(f.test);
      if (sort_by) {
        const key = (i: Item): number => {
          const v = i.value as Record<string, unknown>;
          if (sort_by === "priority") return v.priority ? RANK_PRIORITY[v.priority as string] : -1;
          if (sort_by === "status") return v.status ? RANK_STATUS[v.status as string] : -1;
          if (sort_by === "ticket_type") return ZD_TYPES.indexOf(v.type as (typeof ZD_TYPES)[number]);
          return Date.parse(String(v[sort_by] ?? 0));
        };
        hits = [...hits].sort((a, b) => (sort_order === "asc" ? key(a) - key(b) : key(b) - key(a)));
      }
      const results = hits.map((i) => ({ ...i.value, result_type: i.kind }));
      return text({ ...page(results, "results", "search.json", p, per_page), facets: null });
    },
  );

  server.registerTool(
    "list_users",
    {
      description: "List users (agents, admins and end users) in Zendesk.",
      inputSchema: {
        role: z.enum(ZD_ROLES).optional().describe("Only users with this role"),
        page: z.number().int().min(1).optional(),
        per_page: PAGE(100),
      },
      annotations: READ,
    },
    async ({ role, page: p = 1, per_page = 100 }) =>
      text(
        page(
          users.filter((u) => !role || u.role === role),
          "users",
          "users.json",
          p,
          per_page,
        ),
      ),
  );

  server.registerTool(
    "search_users",
    {
      description: "Search users by name or email address (Zendesk /users/search).",
      inputSchema: { query: z.string().describe("A name, a partial name or an email address") },
      annotations: READ,
    },
    async ({ query }) => {
      const q = query.trim().toLowerCase();
      const hits = users.filter((u) => u.email.toLowerCase() === q || nameMatches(u.name, q));
      return text({ users: hits, next_page: null, previous_page: null, count: hits.length });
    },
  );

  server.registerTool(
    "get_user",
    {
      description: "Get a Zendesk user by ID",
      inputSchema: { user_id: z.number().int().describe("The ID of the user") },
      annotations: READ,
    },
    async ({ user_id }) => {
      const u = userById.get(user_id);
      return u ? text({ user: u }) : error(`RecordNotFound: User ${user_id} not found`);
    },
  );

  server.registerTool(
    "list_organizations",
    {
      description: "List organizations in Zendesk.",
      inputSchema: { page: z.number().int().min(1).optional(), per_page: PAGE(100) },
      annotations: READ,
    },
    async ({ page: p = 1, per_page = 100 }) =>
      text(page(organizations, "organizations", "organizations.json", p, per_page)),
  );

  server.registerTool(
    "get_organization",
    {
      description: "Get a Zendesk organization by ID",
      inputSchema: { organization_id: z.number().int().describe("The ID of the organization") },
      annotations: READ,
    },
    async ({ organization_id }) => {
      const o = organizations.find((x) => x.id === organization_id);
      return o
        ? text({ organization: o })
        : error(`RecordNotFound: Organization ${organization_id} not found`);
    },
  );

  server.registerTool(
    "list_groups",
    {
      description: "List agent groups in Zendesk.",
      inputSchema: {},
      annotations: READ,
    },
    async () => text({ groups, next_page: null, previous_page: null, count: groups.length }),
  );

  server.registerTool(
    "list_satisfaction_ratings",
    {
      description: "List customer satisfaction (CSAT) ratings, newest first.",
      inputSchema: {
        score: z
          .enum(["received", "good", "bad", "good_with_comment", "bad_with_comment"])
          .optional()
          .describe("Only ratings with this score"),
        start_time: z
          .number()
          .int()
          .optional()
          .describe("Oldest rating to return, as Unix epoch time (seconds)"),
        end_time: z
          .number()
          .int()
          .optional()
          .describe("Newest rating to return, as Unix epoch time (seconds)"),
      },
      annotations: READ,
    },
    async ({ score, start_time, end_time }) => {
      const hits = ratings
        .filter((r) => {
          const at = Date.parse(r.created_at) / 1000;
          if (start_time !== undefined && at < start_time) return false;
          if (end_time !== undefined && at > end_time) return false;
          if (!score || score === "received") return true;
          const [s, withComment] = score.split("_with_");
          return r.score === s && (!withComment || !!r.comment);
        })
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      return text({ satisfaction_ratings: hits, next_page: null, previous_page: null, count: hits.length });
    },
  );

  server.registerTool(
    "list_views",
    {
      description: "List shared ticket views in Zendesk.",
      inputSchema: {
        active: z.boolean().optional().describe("Only active (true) or inactive (false) views"),
      },
      annotations: READ,
    },
    async ({ active }) => {
      const hits = views.filter((v) => active === undefined || v.active === active);
      return text({ views: hits, next_page: null, previous_page: null, count: hits.length });
    },
  );

  server.registerTool(
    "get_view_tickets",
    {
      description: "List the tickets in a view (Zendesk /views/{id}/tickets).",
      inputSchema: {
        view_id: z.number().int().describe("The ID of the view"),
        page: z.number().int().min(1).optional(),
        per_page: PAGE(100),
      },
      annotations: READ,
    },
    async ({ view_id, page: p = 1, per_page = 100 }) => {
      const v = views.find((x) => x.id === view_id);
      if (!v) return error(`RecordNotFound: View ${view_id} not found`);
      const ok = (t: ZdTicket) =>
        v.conditions.all.every((c) => {
          if (c.field === "status")
            return c.operator === "is" ? t.status === c.value : RANK_STATUS[t.status] < RANK_STATUS[c.value];
          if (c.field === "assignee_id")
            return c.value === "current_user" ? t.assignee_id === CURRENT_USER : t.assignee_id === null;
          if (c.field === "priority")
            return t.priority !== null && RANK_PRIORITY[t.priority] > RANK_PRIORITY[c.value];
          if (c.field === "organization_tag")
            return organizations.some((o) => o.id === t.organization_id && o.tags.includes(c.value));
          if (c.field === "updated_at") return Date.parse(t.updated_at) >= NOW_MS - 7 * DAY;
          return true;
        });
      return text(page(tickets.filter(ok), "tickets", `views/${view_id}/tickets.json`, p, per_page));
    },
  );

  server.registerTool(
    "create_ticket",
    {
      description: "Create a new Zendesk ticket",
      inputSchema: {
        subject: z.string(),
        description: z.string(),
        requester_id: z.number().int().optional(),
        assignee_id: z.number().int().optional(),
        priority: z.enum(ZD_PRIORITIES).optional(),
        type: z.enum(ZD_TYPES).optional(),
        tags: z.array(z.string()).optional(),
      },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    async ({ subject }) => text({ ticket: { id: 4701, subject, status: "new" } }),
  );

  server.registerTool(
    "update_ticket",
    {
      description: "Update fields on an existing Zendesk ticket (e.g., status, priority, assignee)",
      inputSchema: {
        ticket_id: z.number().int(),
        subject: z.string().optional(),
        status: z.enum(["new", "open", "pending", "on-hold", "solved", "closed"]).optional(),
        priority: z.enum(ZD_PRIORITIES).optional(),
        assignee_id: z.number().int().optional(),
        tags: z.array(z.string()).optional(),
        due_at: z.string().optional().describe("ISO8601 datetime"),
      },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ ticket_id, status }) => text({ ticket: { id: ticket_id, status } }),
  );

  server.registerTool(
    "create_ticket_comment",
    {
      description: "Create a new comment on an existing Zendesk ticket",
      inputSchema: {
        ticket_id: z.number().int().describe("The ID of the ticket to comment on"),
        comment: z.string().describe("The comment text/content to add"),
        public: z.boolean().optional().describe("Whether the comment should be public (defaults to true)"),
      },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    async ({ ticket_id }) => text({ result: `Comment created successfully on ticket ${ticket_id}` }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createSupportServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("support fixture server failed:", e);
      process.exit(1);
    });
}
