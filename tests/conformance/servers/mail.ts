/**
 * Fixture "mail": one person's mailbox in the style of the public Gmail MCP servers — `search_emails`
 * takes Gmail search syntax (`from:alice@x.com after:2024/01/01 has:attachment is:unread label:work
 * subject:(invoice)`) documented only in its description, `read_email(messageId)` returns headers, body
 * text and the attachments list as plain text, `list_labels`, `get_thread(threadId)`, `list_drafts`;
 * results are text or JSON text without output schemas; message ids are opaque hex strings; dates are
 * RFC 2822 strings. Writes (`send_email`, `draft_email`, `modify_labels`, `delete_email`) are never
 * approved. Written before the planner ran on it. Data: ./mail-data.ts.
 * Run over stdio: `node --import tsx tests/conformance/servers/mail.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import {
  MAIL_NOW_MS,
  type Message,
  mailData,
  personText,
  rfc2822,
  SYSTEM_LABELS,
  USER_LABELS,
} from "./mail-data";

const READ = { readOnlyHint: true };
export const MAIL_READ_TOOLS = ["search_emails", "read_email", "list_labels", "get_thread", "list_drafts"];
export const MAIL_WRITE_TOOLS = ["send_email", "draft_email", "modify_labels", "delete_email"];

const text = (value: string) => ({ content: [{ type: "text" as const, text: value }] });
const json = (value: unknown) => text(JSON.stringify(value, null, 2));
const fail = (message: string) => ({
  isError: true,
  content: [{ type: "text" as const, text: `Error: ${message}` }],
});

const DAY = 86_400_000;

/** `2024/01/01`, `2024-01-01`, `01/31/2024`: Gmail's after:/before: dates (UTC midnight here). */
function parseDay(v: string): number | undefined {
  let m = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(v);
  if (m) return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  if (m) return Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2]));
  if (/^\d{9,11}$/.test(v)) return Number(v) * 1000;
  return undefined;
}
/** `7d`, `2m`, `1y`: newer_than/older_than spans. */
function parseSpan(v: string): number | undefined {
  const m = /^(\d+)([dmy])$/.exec(v);
  if (!m) return undefined;
  const n = Number(m[1]);
  return n * (m[2] === "d" ? DAY : m[2] === "m" ? 30 * DAY : 365 * DAY);
}

const fold = (s: string) => s.toLowerCase();

function haystack(m: Message): string {
  return fold(
    [
      m.subject,
      m.body,
      personText(m.from),
      ...m.to.map(personText),
      ...m.cc.map(personText),
      ...m.attachments.map((a) => a.filename),
    ].join(" "),
  );
}

type Pred = (m: Message) => boolean;

/** One Gmail search term (`from:anna`, `is:unread`, `"exact phrase"`, `invoice`) as a predicate. */
function term(raw: string): Pred | string {
  const m = /^([a-z_]+):(.*)$/i.exec(raw);
  const word = (w: string): Pred => {
    const f = fold(w.replace(/^"|"$/g, "").replace(/^\(|\)$/g, ""));
    return (x) => haystack(x).includes(f);
  };
  if (!m) return word(raw);
  const key = fold(m[1] ?? "");
  const value = (m[2] ?? "")
    .replace(/^"|"$/g, "")
    .replace(/^\(|\)$/g, "")
    .trim();
  const v = fold(value);
  const person =
    (ps: (x: Message) => { name: string; email: string }[]): Pred =>
    (x) =>
      ps(x).some((p) => fold(p.email).includes(v) || fold(p.name).includes(v));
  switch (key) {
    case "from":
      return v === "me" ? (x) => x.labelIds.includes("SENT") : person((x) => [x.from]);
    case "to":
      return person((x) => x.to);
    case "cc":
      return person((x) => x.cc);
    case "subject":
      return (x) => v.split(/\s+/).every((w) => fold(x.subject).includes(w));
    case "label": {
      const id =
        USER_LABELS.find((l) => fold(l.name) === v.replace(/-/g, " ") || fold(l.name) === v)?.id ??
        SYSTEM_LABELS.find((l) => fold(l) === v);
      return (x) => (id ? x.labelIds.includes(id) : false);
    }
    case "is":
      if (v === "unread") return (x) => x.labelIds.includes("UNREAD");
      if (v === "read") return (x) => !x.labelIds.includes("UNREAD");
      if (v === "starred") return (x) => x.labelIds.includes("STARRED");
      if (v === "important") return (x) => x.labelIds.includes("IMPORTANT");
      return `Invalid search operator value: is:${value}`;
    case "in":
      if (v === "inbox") return (x) => x.labelIds.includes("INBOX");
      if (v === "sent") return (x) => x.labelIds.includes("SENT");
      if (v === "anywhere") return () => true;
      if (v === "spam" || v === "trash" || v === "drafts") return () => false;
      return `Invalid search operator value: in:${value}`;
    case "has":
      if (v === "attachment") return (x) => x.attachments.length > 0;
      if (v === "userlabels") return (x) => x.labelIds.some((l) => l.startsWith("Label_"));
      if (v === "nouserlabels") return (x) => !x.labelIds.some((l) => l.startsWith("Label_"));
      return () => false;
    case "filename":
      return (x) => x.attachments.some((a) => fold(a.filename).includes(v) || fold(a.mimeType).includes(v));
    case "category":
      return (x) => x.labelIds.includes(`CATEGORY_${value.toUpperCase()}`);
    case "after":
    case "before": {
      const day = parseDay(value);
      if (day === undefined) return `Invalid date in search query: ${key}:${value}`;
      return key === "after" ? (x) => x.date >= day : (x) => x.date < day;
    }
    case "newer_than":
    case "older_than": {
      const span = parseSpan(v);
      if (span === undefined) return `Invalid time span in search query: ${key}:${value}`;
      return key === "newer_than" ? (x) => x.date >= MAIL_NOW_MS - span : (x) => x.date < MAIL_NOW_MS - span;
    }
    default:
      // Gmail reads an unknown `word:word` as text.
      return word(`${m[1]}:${m[2]}`);
  }
}

/** Gmail search: terms ANDed, `OR` between two terms, `-term` negated, quoted phrases and `(…)` kept whole. */
export function search(query: string): Message[] | string {
  const tokens = query.match(/-?[a-z_]+:\([^)]*\)|-?[a-z_]+:"[^"]*"|-?"[^"]*"|\S+/gi) ?? [];
  const preds: Pred[] = [];
  let pendingOr = false;
  for (const tok of tokens) {
    if (tok === "OR") {
      pendingOr = true;
      continue;
    }
    if (tok === "AND") continue;
    const neg = tok.startsWith("-") && tok.length > 1;
    const made = term(neg ? tok.slice(1) : tok);
    if (typeof made === "string") return made;
    const p: Pred = neg ? (x) => !made(x) : made;
    if (pendingOr && preds.length > 0) {
      const prev = preds.pop() as Pred;
      preds.push((x) => prev(x) || p(x));
    } else preds.push(p);
    pendingOr = false;
  }
  const wantsSent = /\b(in:sent|from:me|in:anywhere)\b/i.test(query);
  return mailData()
    .messages.filter((m) => wantsSent || m.labelIds.includes("INBOX"))
    .filter((m) => preds.every((p) => p(m)))
    .sort((a, b) => b.date - a.date);
}

const snippet = (m: Message) => m.body.replace(/\s+/g, " ").slice(0, 120);

function readText(m: Message): string {
  const lines = [
    `Thread ID: ${m.threadId}`,
    `Subject: ${m.subject}`,
    `From: ${personText(m.from)}`,
    `To: ${m.to.map(personText).join(", ")}`,
    ...(m.cc.length ? [`Cc: ${m.cc.map(personText).join(", ")}`] : []),
    `Date: ${rfc2822(m.date)}`,
    "",
    m.body,
  ];
  if (m.attachments.length) {
    lines.push("", `Attachments (${m.attachments.length}):`);
    for (const a of m.attachments)
      lines.push(`- ${a.filename} (${a.mimeType}, ${Math.round(a.size / 1024)} KB, ID: ${a.attachmentId})`);
  }
  return lines.join("\n");
}

export function createMailServer(): McpServer {
  const server = new McpServer({ name: "gmail", version: "1.3.0" });
  const d = mailData();

  server.registerTool(
    "search_emails",
    {
      title: "Search emails",
      description: "Searches for emails using Gmail search syntax",
      inputSchema: {
        query: z
          .string()
          .describe(
            "Gmail search query, e.g. from:alice@x.com after:2024/01/01 has:attachment is:unread label:work subject:(invoice)",
          ),
        maxResults: z
          .number()
          .int()
          .min(1)
          .max(500)
          .optional()
          .describe("Maximum number of results to return"),
      },
      annotations: READ,
    },
    async ({ query, maxResults }) => {
      const found = search(query);
      if (typeof found === "string") return fail(found);
      const page = found.slice(0, maxResults ?? 10);
      return json({
        resultSizeEstimate: found.length,
        messages: page.map((m) => ({
          id: m.id,
          threadId: m.threadId,
          subject: m.subject,
          from: personText(m.from),
          date: rfc2822(m.date),
          snippet: snippet(m),
          labelIds: m.labelIds,
        })),
      });
    },
  );

  server.registerTool(
    "read_email",
    {
      title: "Read email",
      description: "Retrieves the content of a specific email",
      inputSchema: { messageId: z.string().describe("ID of the email message to retrieve") },
      annotations: READ,
    },
    async ({ messageId }) => {
      const m =
        d.messages.find((x) => x.id === messageId) ??
        d.drafts.find((x) => x.message.id === messageId)?.message;
      if (!m) return fail(`Requested entity was not found. (messageId ${messageId})`);
      return text(readText(m));
    },
  );

  server.registerTool(
    "list_labels",
    {
      title: "List labels",
      description: "Retrieves all available Gmail labels",
      inputSchema: {},
      annotations: READ,
    },
    async () => {
      const count = (id: string) => d.messages.filter((m) => m.labelIds.includes(id)).length;
      const unread = (id: string) =>
        d.messages.filter((m) => m.labelIds.includes(id) && m.labelIds.includes("UNREAD")).length;
      return json({
        labels: [
          ...SYSTEM_LABELS.map((id) => ({ id, name: id, type: "system" })),
          ...USER_LABELS.map((l) => ({ id: l.id, name: l.name, type: l.type })),
        ].map((l) => ({ ...l, messagesTotal: count(l.id), messagesUnread: unread(l.id) })),
      });
    },
  );

  server.registerTool(
    "get_thread",
    {
      title: "Get thread",
      description: "Retrieves all messages in an email thread",
      inputSchema: { threadId: z.string().describe("ID of the thread to retrieve") },
      annotations: READ,
    },
    async ({ threadId }) => {
      const ms = d.messages.filter((m) => m.threadId === threadId);
      if (ms.length === 0) return fail(`Requested entity was not found. (threadId ${threadId})`);
      return json({
        id: threadId,
        messages: ms.map((m) => ({
          id: m.id,
          from: personText(m.from),
          to: m.to.map(personText).join(", "),
          date: rfc2822(m.date),
          subject: m.subject,
          body: m.body,
          labelIds: m.labelIds,
          attachments: m.attachments.map((a) => a.filename),
        })),
      });
    },
  );

  server.registerTool(
    "list_drafts",
    {
      title: "List drafts",
      description: "Lists email drafts",
      inputSchema: { maxResults: z.number().int().min(1).max(100).optional() },
      annotations: READ,
    },
    async ({ maxResults }) =>
      json({
        drafts: d.drafts.slice(0, maxResults ?? 20).map((x) => ({
          id: x.id,
          messageId: x.message.id,
          to: x.message.to.map(personText).join(", "),
          subject: x.message.subject,
          date: rfc2822(x.message.date),
          snippet: snippet(x.message),
        })),
      }),
  );

  const compose = {
    to: z.array(z.string()).describe("List of recipient email addresses"),
    subject: z.string().describe("Email subject"),
    body: z.string().describe("Email body content"),
    cc: z.array(z.string()).optional().describe("List of CC recipients"),
    bcc: z.array(z.string()).optional().describe("List of BCC recipients"),
    threadId: z.string().optional().describe("Thread ID to reply to"),
  };
  server.registerTool(
    "send_email",
    {
      title: "Send email",
      description: "Sends a new email",
      inputSchema: compose,
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    async () => text("Email sent successfully with ID: 199a0f3c2b7d8e41"),
  );
  server.registerTool(
    "draft_email",
    {
      title: "Draft email",
      description: "Draft a new email",
      inputSchema: compose,
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    async () => text("Email draft created successfully with ID: r-5521907734118820011"),
  );
  server.registerTool(
    "modify_labels",
    {
      title: "Modify labels",
      description: "Modifies email labels (move to different folders, mark read/unread, star)",
      inputSchema: {
        messageId: z.string().describe("ID of the email message to modify"),
        addLabelIds: z.array(z.string()).optional().describe("List of label IDs to add to the message"),
        removeLabelIds: z
          .array(z.string())
          .optional()
          .describe("List of label IDs to remove from the message"),
      },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    async ({ messageId }) => text(`Email ${messageId} labels updated successfully`),
  );
  server.registerTool(
    "delete_email",
    {
      title: "Delete email",
      description: "Permanently deletes an email",
      inputSchema: { messageId: z.string().describe("ID of the email message to delete") },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ messageId }) => text(`Email ${messageId} deleted successfully`),
  );
  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createMailServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("mail fixture server failed:", e);
      process.exit(1);
    });
}
