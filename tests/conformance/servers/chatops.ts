/**
 * Fixture "chatops": one MCP server imitating the tool shapes of public Slack MCP servers as they are.
 * - The archived reference server (modelcontextprotocol/servers `slack`): `slack_list_channels`
 *   (`limit`, `cursor`), `slack_get_channel_history` (`channel_id`, `limit`), `slack_get_thread_replies`
 *   (`channel_id`, `thread_ts`), `slack_get_users` (`cursor`, `limit`), `slack_get_user_profile`
 *   (`user_id`); each answers with the Slack Web API response as JSON text (`ok`, `channels[]`,
 *   `messages[]` newest first with `ts` epoch-seconds strings and `U…` user ids, `members[]`,
 *   `profile`, `response_metadata.next_cursor`; a failure is `{"ok":false,"error":"channel_not_found"}`).
 * - korotovsky/slack-mcp-server: `channels_list` (`channel_types`, `sort`, `limit`, `cursor`),
 *   `conversations_history` (`channel_id` as `C…` or `#name`, `limit` "1d"/"7d"/"30d" or a count,
 *   `cursor`), `conversations_replies`, `conversations_search_messages` (`search_query` in Slack search
 *   syntax — `in:#channel from:@user after:YYYY-MM-DD before:YYYY-MM-DD on:YYYY-MM-DD has:link` — plus
 *   `filter_in_channel`, `filter_users_from`, `filter_date_before/after/on`, `filter_threads_only`,
 *   `limit`, `cursor`), `users_search` (`query`, `limit`); each answers CSV text whose last column
 *   `Cursor` carries the next page.
 * - Writes (`slack_post_message`, `slack_reply_to_thread`, `slack_add_reaction`,
 *   `conversations_add_message`, `reactions_add`) are registered and never approved.
 * Slack search semantics: `after:D` is strictly after day D, `before:D` strictly before it.
 * Written before the planner ran on it. Run over stdio: `node --import tsx tests/conformance/servers/chatops.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { CHATOPS_NOW, chatopsData, type SlackMessage, type SlackUser } from "./chatops-data";

const READ = { readOnlyHint: true, openWorldHint: true };
const WRITE = { readOnlyHint: false, destructiveHint: false };

/** The tools an admin approves as reads. */
export const CHATOPS_READ_TOOLS = [
  "slack_list_channels",
  "slack_get_channel_history",
  "slack_get_thread_replies",
  "slack_get_users",
  "slack_get_user_profile",
  "channels_list",
  "conversations_history",
  "conversations_replies",
  "conversations_search_messages",
  "users_search",
];
export const CHATOPS_WRITE_TOOLS = [
  "slack_post_message",
  "slack_reply_to_thread",
  "slack_add_reaction",
  "conversations_add_message",
  "reactions_add",
];

const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const text = (t: string) => ({ content: [{ type: "text" as const, text: t }] });
const failure = (message: string) => ({ isError: true, content: [{ type: "text" as const, text: message }] });

const encodeCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString("base64");
function decodeCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  const m = /^offset:(\d+)$/.exec(Buffer.from(cursor, "base64").toString("utf8"));
  return m ? Number(m[1]) : 0;
}

const csvCell = (v: unknown) => {
  const s = v === undefined || v === null ? "" : String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const csv = (header: string[], rows: unknown[][]) =>
  [header.join(","), ...rows.map((r) => r.map(csvCell).join(","))].join("\n");

const DAY = 86400;
const todayStart = Math.floor(CHATOPS_NOW / DAY) * DAY;
const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** A day or period as Slack search reads it: `YYYY-MM-DD`, `YYYY-MM`, a month name, `today`, `yesterday`. */
function period(value: string): [number, number] | undefined {
  const v = value.trim().toLowerCase();
  if (v === "today") return [todayStart, todayStart + DAY];
  if (v === "yesterday") return [todayStart - DAY, todayStart];
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (m) {
    const s = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 1000;
    return [s, s + DAY];
  }
  m = /^(\d{4})-(\d{2})$/.exec(v);
  if (m)
    return [
      Date.UTC(Number(m[1]), Number(m[2]) - 1, 1) / 1000,
      Date.UTC(Number(m[1]), Number(m[2]), 1) / 1000,
    ];
  const month = MONTHS.indexOf(v);
  if (month >= 0) return [Date.UTC(2025, month, 1) / 1000, Date.UTC(2025, month + 1, 1) / 1000];
  return undefined;
}

export function createChatopsServer(): McpServer {
  const data = chatopsData();
  const server = new McpServer({ name: "slack-mcp-server", version: "1.1.24" });
  const userById = new Map(data.users.map((u) => [u.id, u]));
  const channelById = new Map(data.channels.map((c) => [c.id, c]));
  const topLevel = (m: SlackMessage) => !m.thread_ts || m.thread_ts === m.ts;

  /** A channel by `C…` id, `#name` or name. */
  const channelOf = (ref: string) => {
    const r = ref.trim().replace(/^#/, "").toLowerCase();
    return data.channels.find((c) => c.id.toLowerCase() === r || c.name === r);
  };
  /** Users by `U…` id, `@handle`, display name or real name. */
  const usersOf = (ref: string): SlackUser[] => {
    const r = ref.trim().replace(/^@/, "").replace(/^"|"$/g, "").toLowerCase();
    const byId = data.users.filter((u) => u.id.toLowerCase() === r || u.name === r);
    if (byId.length) return byId;
    return data.users.filter(
      (u) => u.profile.display_name.toLowerCase() === r || u.real_name.toLowerCase() === r,
    );
  };
  const apiMessage = (m: SlackMessage) => {
    const { channel: _c, ...rest } = m;
    return { ...rest, team: "T01LUMEN9Z" };
  };

  // ---- modelcontextprotocol/servers `slack` (JSON text of the Web API response) ----
  server.registerTool(
    "slack_list_channels",
    {
      description: "List public or pre-defined channels in the workspace with pagination",
      inputSchema: {
        limit: z
          .number()
          .optional()
          .default(100)
          .describe("Maximum number of channels to return (default 100, max 200)"),
        cursor: z.string().optional().describe("Pagination cursor for next page of results"),
      },
      annotations: READ,
    },
    async ({ limit = 100, cursor }) => {
      const visible = data.channels.filter((c) => !c.is_private && !c.is_archived);
      const offset = decodeCursor(cursor);
      const n = Math.min(Math.max(limit, 1), 200);
      const page = visible.slice(offset, offset + n);
      const next = offset + n < visible.length ? encodeCursor(offset + n) : "";
      return json({ ok: true, channels: page, response_metadata: { next_cursor: next } });
    },
  );
  server.registerTool(
    "slack_get_channel_history",
    {
      description: "Get recent messages from a channel",
      inputSchema: {
        channel_id: z.string().describe("The ID of the channel"),
        limit: z.number().optional().default(10).describe("Number of messages to retrieve (default 10)"),
      },
      annotations: READ,
    },
    async ({ channel_id, limit = 10 }) => {
      const ch = channelById.get(channel_id);
      if (!ch) return json({ ok: false, error: "channel_not_found" });
      const all = data.messages.filter((m) => m.channel === ch.id && topLevel(m)).reverse();
      const n = Math.min(Math.max(limit, 1), 1000);
      return json({
        ok: true,
        messages: all.slice(0, n).map(apiMessage),
        has_more: all.length > n,
        pin_count: 0,
        channel_actions_ts: null,
        channel_actions_count: 0,
        response_metadata: { next_cursor: all.length > n ? encodeCursor(n) : "" },
      });
    },
  );
  server.registerTool(
    "slack_get_thread_replies",
    {
      description: "Get all replies in a message thread",
      inputSchema: {
        channel_id: z.string().describe("The ID of the channel containing the thread"),
        thread_ts: z
          .string()
          .describe(
            "The timestamp of the parent message in the format '1234567890.123456'. Timestamps in the format without the period can be converted by adding the period such that 6 numbers come after it.",
          ),
      },
      annotations: READ,
    },
    async ({ channel_id, thread_ts }) => {
      const ch = channelById.get(channel_id);
      if (!ch) return json({ ok: false, error: "channel_not_found" });
      const parent = data.messages.find((m) => m.channel === ch.id && m.ts === thread_ts);
      if (!parent) return json({ ok: false, error: "thread_not_found" });
      const replies = data.messages.filter(
        (m) => m.channel === ch.id && m.thread_ts === parent.ts && m !== parent,
      );
      return json({ ok: true, messages: [parent, ...replies].map(apiMessage), has_more: false });
    },
  );
  server.registerTool(
    "slack_get_users",
    {
      description: "Get a list of all users in the workspace with their basic profile information",
      inputSchema: {
        cursor: z.string().optional().describe("Pagination cursor for next page of results"),
        limit: z
          .number()
          .optional()
          .default(100)
          .describe("Maximum number of users to return (default 100, max 200)"),
      },
      annotations: READ,
    },
    async ({ cursor, limit = 100 }) => {
      const offset = decodeCursor(cursor);
      const n = Math.min(Math.max(limit, 1), 200);
      const page = data.users.slice(offset, offset + n);
      const next = offset + n < data.users.length ? encodeCursor(offset + n) : "";
      return json({
        ok: true,
        members: page,
        cache_ts: CHATOPS_NOW,
        response_metadata: { next_cursor: next },
      });
    },
  );
  server.registerTool(
    "slack_get_user_profile",
    {
      description: "Get detailed profile information for a specific user",
      inputSchema: { user_id: z.string().describe("The ID of the user") },
      annotations: READ,
    },
    async ({ user_id }) => {
      const u = userById.get(user_id);
      if (!u) return json({ ok: false, error: "user_not_found" });
      return json({
        ok: true,
        profile: { ...u.profile, real_name_normalized: u.real_name, first_name: u.real_name.split(" ")[0] },
      });
    },
  );

  // ---- korotovsky/slack-mcp-server (CSV text) ----
  const MSG_HEADER = [
    "MsgID",
    "UserID",
    "UserName",
    "RealName",
    "Channel",
    "ThreadTs",
    "Text",
    "Time",
    "Reactions",
    "Cursor",
  ];
  const msgRow = (m: SlackMessage, cursor = "") => {
    const u = userById.get(m.user);
    return [
      m.ts,
      m.user,
      u?.name ?? "",
      u?.real_name ?? "",
      `#${channelById.get(m.channel)?.name ?? m.channel}`,
      m.thread_ts ?? "",
      m.text,
      new Date(Number(m.ts) * 1000).toISOString().replace(/\.\d{3}Z$/, "Z"),
      (m.reactions ?? []).map((r) => `${r.name}:${r.count}`).join("|"),
      cursor,
    ];
  };
  const pageCsv = (rows: SlackMessage[], offset: number, n: number) => {
    const page = rows.slice(offset, offset + n);
    const next = offset + n < rows.length ? encodeCursor(offset + n) : "";
    return text(
      csv(
        MSG_HEADER,
        page.map((m, i) => msgRow(m, i === page.length - 1 ? next : "")),
      ),
    );
  };
  /** `limit` as korotovsky reads it: "1d", "7d", "1w", "30d", "1m" (a time range back from now) or a count. */
  const historyLimit = (limit: string | undefined): { since?: number; count?: number } | string => {
    const v = (limit ?? "1d").trim().toLowerCase();
    if (v === "") return { since: CHATOPS_NOW - DAY };
    if (/^\d+$/.test(v)) return { count: Number(v) };
    const m = /^(\d+)([dwm])$/.exec(v);
    if (!m) return `invalid limit "${limit}": use a range such as 1d, 7d, 30d or a number of messages`;
    const days = Number(m[1]) * (m[2] === "w" ? 7 : m[2] === "m" ? 30 : 1);
    return { since: CHATOPS_NOW - days * DAY };
  };
  const channelIdDoc =
    "ID of the channel in format Cxxxxxxxxxx or its name starting with #... or @... aka #general or @username_dm.";
  const limitDoc =
    "Limit of messages to fetch in format of maximum ranges of time (e.g. 1d - 1 day, 1w - 1 week, 30d - 30 days, 90d - 90 days which is a default limit for free tier history) or number of messages (e.g. 50). Must be empty when 'cursor' is provided.";
  const cursorDoc =
    "Cursor for pagination. Use the value of the last row and column in the response as next_cursor field returned from the previous request.";

  server.registerTool(
    "channels_list",
    {
      description: "Get list of channels",
      inputSchema: {
        channel_types: z
          .string()
          .describe(
            "Comma-separated channel types. Allowed values: 'mpim', 'im', 'public_channel', 'private_channel'. Example: 'public_channel,private_channel,im'",
          ),
        sort: z
          .string()
          .optional()
          .describe(
            "Type of sorting. Allowed values: 'popularity' - sort by number of members/participants in each channel.",
          ),
        limit: z
          .number()
          .optional()
          .default(100)
          .describe(
            "The maximum number of items to return. Must be an integer between 1 and 1000 (maximum 999).",
          ),
        cursor: z.string().optional().describe(cursorDoc),
      },
      annotations: READ,
    },
    async ({ channel_types, sort, limit = 100, cursor }) => {
      const types = channel_types.split(",").map((t) => t.trim().toLowerCase());
      const bad = types.find((t) => !["mpim", "im", "public_channel", "private_channel"].includes(t));
      if (bad) return failure(`invalid channel type: ${bad}`);
      let rows = data.channels.filter((c) =>
        types.includes(c.is_private ? "private_channel" : "public_channel"),
      );
      if (sort === "popularity") rows = [...rows].sort((a, b) => b.num_members - a.num_members);
      else if (sort) return failure(`invalid sort: ${sort}`);
      const offset = decodeCursor(cursor);
      const n = Math.min(Math.max(limit, 1), 999);
      const page = rows.slice(offset, offset + n);
      const next = offset + n < rows.length ? encodeCursor(offset + n) : "";
      return text(
        csv(
          ["ID", "Name", "Topic", "Purpose", "MemberCount", "Cursor"],
          page.map((c, i) => [
            c.id,
            `#${c.name}`,
            c.topic.value,
            c.purpose.value,
            c.num_members,
            i === page.length - 1 ? next : "",
          ]),
        ),
      );
    },
  );
  server.registerTool(
    "conversations_history",
    {
      description:
        "Get messages from the channel (or DM) by channel_id, the last row/column in the response is used as 'cursor' parameter for pagination if not empty",
      inputSchema: {
        channel_id: z.string().describe(channelIdDoc),
        include_activity_messages: z
          .boolean()
          .optional()
          .default(false)
          .describe(
            "If true, the response will include activity messages such as 'channel_join' or 'channel_leave'. Default is boolean false.",
          ),
        cursor: z.string().optional().describe(cursorDoc),
        limit: z.string().optional().default("1d").describe(limitDoc),
      },
      annotations: READ,
    },
    async ({ channel_id, cursor, limit }) => {
      const ch = channelOf(channel_id);
      if (!ch) return failure(`channel "${channel_id}" not found`);
      const lim = cursor ? { count: 100 } : historyLimit(limit);
      if (typeof lim === "string") return failure(lim);
      let rows = data.messages.filter((m) => m.channel === ch.id && topLevel(m)).reverse();
      if (lim.since !== undefined) rows = rows.filter((m) => Number(m.ts) >= (lim.since as number));
      return pageCsv(rows, decodeCursor(cursor), lim.count ?? 100);
    },
  );
  server.registerTool(
    "conversations_replies",
    {
      description:
        "Get a thread of messages posted to a conversation by channelID and thread_ts, the last row/column in the response is used as 'cursor' parameter for pagination if not empty",
      inputSchema: {
        channel_id: z.string().describe(channelIdDoc),
        thread_ts: z
          .string()
          .describe(
            "Unique identifier of either a thread's parent message or a message in the thread. ts must be the timestamp in format 1234567890.123456 of an existing message with 0 or more replies.",
          ),
        include_activity_messages: z
          .boolean()
          .optional()
          .default(false)
          .describe("If true, include activity messages."),
        cursor: z.string().optional().describe(cursorDoc),
        limit: z.string().optional().default("1d").describe(limitDoc),
      },
      annotations: READ,
    },
    async ({ channel_id, thread_ts, cursor }) => {
      const ch = channelOf(channel_id);
      if (!ch) return failure(`channel "${channel_id}" not found`);
      const hit = data.messages.find((m) => m.channel === ch.id && m.ts === thread_ts);
      if (!hit) return failure(`thread_not_found: ${thread_ts}`);
      const root = hit.thread_ts ?? hit.ts;
      const rows = data.messages.filter(
        (m) => m.channel === ch.id && (m.ts === root || m.thread_ts === root),
      );
      return pageCsv(rows, decodeCursor(cursor), 100);
    },
  );
  server.registerTool(
    "conversations_search_messages",
    {
      description:
        "Search messages in a public channel, private channel, or direct message (DM, or IM) conversation using filters. All filters are optional, if not provided then search_query is required.",
      inputSchema: {
        search_query: z
          .string()
          .optional()
          .describe(
            "Search query to filter messages, in Slack search syntax: words plus modifiers in:#channel, from:@user, after:YYYY-MM-DD, before:YYYY-MM-DD, on:YYYY-MM-DD, during:YYYY-MM, has:link, has:reaction, is:thread. Example: 'marketing report in:#general after:2025-01-01'.",
          ),
        filter_in_channel: z
          .string()
          .optional()
          .describe(
            "Filter messages in a specific channel by its ID or name. Example: 'C1234567890' or '#general'. If not provided, all channels will be searched.",
          ),
        filter_users_from: z
          .string()
          .optional()
          .describe(
            "Filter messages from a specific user by their ID or display name. Example: 'U1234567890' or '@username'. If not provided, all users will be searched.",
          ),
        filter_date_before: z
          .string()
          .optional()
          .describe(
            "Filter messages sent before a specific date in format 'YYYY-MM-DD'. Example: '2023-10-01', 'July', 'Yesterday' or 'Today'. If not provided, all dates will be searched.",
          ),
        filter_date_after: z
          .string()
          .optional()
          .describe(
            "Filter messages sent after a specific date in format 'YYYY-MM-DD'. Example: '2023-10-01', 'July', 'Yesterday' or 'Today'. If not provided, all dates will be searched.",
          ),
        filter_date_on: z
          .string()
          .optional()
          .describe(
            "Filter messages sent on a specific date in format 'YYYY-MM-DD'. Example: '2023-10-01', 'July', 'Yesterday' or 'Today'. If not provided, all dates will be searched.",
          ),
        filter_threads_only: z
          .boolean()
          .optional()
          .default(false)
          .describe(
            "If true, the response will include only messages from threads. Default is boolean false.",
          ),
        cursor: z.string().optional().default("").describe(cursorDoc),
        limit: z
          .number()
          .optional()
          .default(20)
          .describe("The maximum number of items to return. Must be an integer between 1 and 100."),
      },
      annotations: READ,
    },
    async (args) => {
      const words: string[] = [];
      const mods: [string, string][] = [];
      const query = args.search_query ?? "";
      for (const tok of query.match(/\S+:"[^"]*"|"[^"]*"|\S+/g) ?? []) {
        const m = /^(in|from|after|before|on|during|has|is):(.+)$/i.exec(tok);
        if (m) mods.push([m[1].toLowerCase(), m[2].replace(/^"|"$/g, "")]);
        else words.push(tok.replace(/^"|"$/g, "").toLowerCase());
      }
      if (args.filter_in_channel) mods.push(["in", args.filter_in_channel]);
      if (args.filter_users_from) mods.push(["from", args.filter_users_from]);
      if (args.filter_date_before) mods.push(["before", args.filter_date_before]);
      if (args.filter_date_after) mods.push(["after", args.filter_date_after]);
      if (args.filter_date_on) mods.push(["on", args.filter_date_on]);
      if (args.filter_threads_only) mods.push(["is", "thread"]);
      if (!words.length && !mods.length) return failure("search_query is required when no filters are given");
      let rows = data.messages;
      for (const [key, value] of mods) {
        if (key === "in") {
          const ch = channelOf(value);
          if (!ch) return failure(`channel "${value}" not found`);
          rows = rows.filter((m) => m.channel === ch.id);
        } else if (key === "from") {
          const us = usersOf(value);
          if (!us.length) return failure(`user "${value}" not found`);
          const ids = new Set(us.map((u) => u.id));
          rows = rows.filter((m) => ids.has(m.user));
        } else if (key === "after" || key === "before" || key === "on" || key === "during") {
          const p = period(value);
          if (!p) return failure(`invalid date "${value}": use YYYY-MM-DD`);
          if (key === "after") rows = rows.filter((m) => Number(m.ts) >= p[1]);
          else if (key === "before") rows = rows.filter((m) => Number(m.ts) < p[0]);
          else rows = rows.filter((m) => Number(m.ts) >= p[0] && Number(m.ts) < p[1]);
        } else if (key === "has") {
          const v = value.toLowerCase();
          if (v === "link") rows = rows.filter((m) => /https?:\/\//.test(m.text));
          else if (v === "reaction") rows = rows.filter((m) => (m.reactions ?? []).length > 0);
          else
            rows = rows.filter((m) => (m.reactions ?? []).some((r) => `:${r.name}:` === v || r.name === v));
        } else if (key === "is") {
          if (value.toLowerCase() === "thread") rows = rows.filter((m) => m.thread_ts !== undefined);
        }
      }
      rows = rows.filter((m) => words.every((w) => m.text.toLowerCase().includes(w)));
      rows = [...rows].reverse();
      const n = Math.min(Math.max(args.limit ?? 20, 1), 100);
      return pageCsv(rows, decodeCursor(args.cursor), n);
    },
  );
  server.registerTool(
    "users_search",
    {
      description:
        "Search for users by name, email, or display name. Returns user details and DM channel ID if available.",
      inputSchema: {
        query: z
          .string()
          .describe("Search query - matches against real name, display name, username, or email."),
        limit: z.number().optional().default(10).describe("Maximum number of results to return (1-100)."),
      },
      annotations: READ,
    },
    async ({ query, limit = 10 }) => {
      const q = query.trim().replace(/^@/, "").toLowerCase();
      if (!q) return failure("query is required");
      const hits = data.users.filter(
        (u) =>
          !u.deleted &&
          [u.real_name, u.name, u.profile.display_name, u.profile.email].some((s) =>
            s.toLowerCase().includes(q),
          ),
      );
      return text(
        csv(
          ["UserID", "UserName", "RealName", "DisplayName", "Email", "Title", "DMChannelID"],
          hits
            .slice(0, Math.min(Math.max(limit, 1), 100))
            .map((u) => [
              u.id,
              u.name,
              u.real_name,
              u.profile.display_name,
              u.profile.email,
              u.profile.title,
              `D${u.id.slice(1)}`,
            ]),
        ),
      );
    },
  );

  // Writes: registered as the real servers do, never approved here.
  const writes: [string, string, z.ZodRawShape][] = [
    [
      "slack_post_message",
      "Post a new message to a Slack channel",
      {
        channel_id: z.string().describe("The ID of the channel to post to"),
        text: z.string().describe("The message text to post"),
      },
    ],
    [
      "slack_reply_to_thread",
      "Reply to a specific message thread in Slack",
      {
        channel_id: z.string().describe("The ID of the channel containing the thread"),
        thread_ts: z.string().describe("The timestamp of the parent message"),
        text: z.string().describe("The reply text"),
      },
    ],
    [
      "slack_add_reaction",
      "Add a reaction emoji to a message",
      {
        channel_id: z.string().describe("The ID of the channel containing the message"),
        timestamp: z.string().describe("The timestamp of the message to react to"),
        reaction: z.string().describe("The name of the emoji reaction (without ::)"),
      },
    ],
    [
      "conversations_add_message",
      "Add a message to a public channel, private channel, or direct message (DM, or IM) conversation by channel_id and thread_ts.",
      {
        channel_id: z.string().describe(channelIdDoc),
        thread_ts: z.string().optional().describe("Timestamp of the thread parent, to reply in the thread."),
        payload: z.string().describe("Message payload in specified content_type format."),
        content_type: z.string().optional().default("text/markdown").describe("text/markdown or text/plain"),
      },
    ],
    [
      "reactions_add",
      "Add an emoji reaction to a message in a public channel, private channel, or direct message (DM, or IM) conversation.",
      {
        channel_id: z.string().describe(channelIdDoc),
        timestamp: z
          .string()
          .describe("Timestamp of the message to add reaction to, in format 1234567890.123456."),
        emoji: z.string().describe("The name of the emoji to add as a reaction (without colons)."),
      },
    ],
  ];
  for (const [name, description, inputSchema] of writes)
    server.registerTool(name, { description, inputSchema, annotations: WRITE }, async () =>
      json({ ok: true, ts: `${CHATOPS_NOW}.000001` }),
    );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createChatopsServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("chatops fixture server failed:", e);
      process.exit(1);
    });
}
