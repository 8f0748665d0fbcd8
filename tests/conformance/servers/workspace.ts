/**
 * Conformance fixture "workspace": a billing-workspace MCP server — camelCase names, opaque
 * references (`mbr_…`, `acc_…`, `inv_…`), every result in an envelope
 * `{ data: { <things>: [...] }, nextPageToken, totalSize }` with page tokens and a page-size maximum,
 * output schemas on some tools and not on others. Run over stdio:
 * `node --import tsx tests/conformance/servers/workspace.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { WS_PAGE_MAX, workspaceData } from "./data";

const READ = { readOnlyHint: true, openWorldHint: false };

/** Structured result plus the same JSON as text (MCP spec); text only for tools without outputSchema. */
const structured = (value: Record<string, unknown>) => ({
  structuredContent: value,
  content: [{ type: "text" as const, text: JSON.stringify(value) }],
});
const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const fail = (message: string) => ({ isError: true, content: [{ type: "text" as const, text: message }] });

/** Opaque page tokens: the offset, base64url-encoded with a prefix so nobody mistakes it for a number. */
const encodeToken = (offset: number) => `pt_${Buffer.from(`o:${offset}`).toString("base64url")}`;
function decodeToken(token: string | undefined): number | undefined {
  if (!token) return 0;
  const m = /^pt_(.+)$/.exec(token);
  const raw = m ? Buffer.from(m[1], "base64url").toString() : "";
  const n = /^o:(\d+)$/.exec(raw);
  return n ? Number(n[1]) : undefined;
}
function page<T>(items: T[], key: string, pageSize = 20, pageToken?: string) {
  const offset = decodeToken(pageToken);
  if (offset === undefined) return undefined;
  const slice = items.slice(offset, offset + pageSize);
  const next = offset + pageSize < items.length ? encodeToken(offset + pageSize) : undefined;
  return { data: { [key]: slice }, ...(next ? { nextPageToken: next } : {}), totalSize: items.length };
}

const paging = {
  pageSize: z.number().int().min(1).max(WS_PAGE_MAX).optional().describe(`Page size (max ${WS_PAGE_MAX})`),
  pageToken: z.string().optional().describe("nextPageToken from the previous page"),
};
const memberShape = z.object({
  memberRef: z.string(),
  displayName: z.string(),
  email: z.string(),
  team: z.string(),
  officeLocation: z.string(),
  joinedOn: z.string(),
});
const invoiceShape = z.object({
  invoiceRef: z.string(),
  invoiceNumber: z.string(),
  accountRef: z.string(),
  memberRef: z.string(),
  state: z.enum(["DRAFT", "OPEN", "PAID", "VOID"]),
  totalAmount: z.number(),
  currency: z.string(),
  issuedOn: z.string(),
  dueOn: z.string(),
});

export function createWorkspaceServer(): McpServer {
  const { members, accounts, invoices } = workspaceData();
  const server = new McpServer({ name: "ledgerly-workspace", version: "2.3.0" });
  const badToken = fail("invalid pageToken");

  server.registerTool(
    "findMembers",
    {
      title: "Find members",
      description: "Finds workspace members whose display name contains the given text.",
      inputSchema: { nameContains: z.string().optional(), ...paging },
      outputSchema: {
        data: z.object({ members: z.array(memberShape) }),
        nextPageToken: z.string().optional(),
        totalSize: z.number().int(),
      },
      annotations: READ,
    },
    async ({ nameContains, pageSize, pageToken }) => {
      const q = (nameContains ?? "").toLowerCase();
      const hits = members.filter((m) => m.displayName.toLowerCase().includes(q));
      const p = page(hits, "members", pageSize, pageToken);
      return p ? structured(p) : badToken;
    },
  );

  server.registerTool(
    "getMember",
    {
      title: "Get member",
      description: "Returns one member.",
      inputSchema: { memberRef: z.string().describe("Opaque member reference (mbr_…)") },
      annotations: READ,
    },
    async ({ memberRef }) => {
      const m = members.find((x) => x.memberRef === memberRef);
      return m ? text({ data: { member: m } }) : fail(`member ${memberRef} not found`);
    },
  );

  server.registerTool(
    "findAccounts",
    {
      title: "Find accounts",
      description: "Finds customer accounts by name.",
      inputSchema: { nameContains: z.string().optional(), ...paging },
      annotations: READ,
    },
    async ({ nameContains, pageSize, pageToken }) => {
      const q = (nameContains ?? "").toLowerCase();
      const p = page(
        accounts.filter((a) => a.accountName.toLowerCase().includes(q)),
        "accounts",
        pageSize,
        pageToken,
      );
      return p ? text(p) : badToken;
    },
  );

  server.registerTool(
    "listInvoices",
    {
      title: "List invoices",
      description: "Lists invoices, most recently issued first.",
      inputSchema: {
        accountRef: z.string().optional(),
        memberRef: z.string().optional().describe("Invoice owner"),
        state: z.enum(["DRAFT", "OPEN", "PAID", "VOID"]).optional(),
        minAmount: z.number().optional(),
        maxAmount: z.number().optional(),
        issuedAfter: z.string().optional().describe("YYYY-MM-DD, inclusive"),
        issuedBefore: z.string().optional().describe("YYYY-MM-DD, inclusive"),
        ...paging,
      },
      annotations: READ,
    },
    async (a) => {
      const hits = invoices.filter(
        (i) =>
          (!a.accountRef || i.accountRef === a.accountRef) &&
          (!a.memberRef || i.memberRef === a.memberRef) &&
          (!a.state || i.state === a.state) &&
          (a.minAmount === undefined || i.totalAmount >= a.minAmount) &&
          (a.maxAmount === undefined || i.totalAmount <= a.maxAmount) &&
          (!a.issuedAfter || i.issuedOn >= a.issuedAfter.slice(0, 10)) &&
          (!a.issuedBefore || i.issuedOn <= a.issuedBefore.slice(0, 10)),
      );
      const p = page(hits, "invoices", a.pageSize, a.pageToken);
      return p ? text(p) : badToken;
    },
  );

  server.registerTool(
    "getInvoice",
    {
      title: "Get invoice",
      description: "Returns one invoice with its line items.",
      inputSchema: { invoiceRef: z.string().describe("Opaque invoice reference (inv_…)") },
      outputSchema: {
        data: z.object({
          invoice: invoiceShape.extend({
            lineItems: z.array(z.object({ label: z.string(), quantity: z.number(), unitAmount: z.number() })),
          }),
        }),
      },
      annotations: READ,
    },
    async ({ invoiceRef }) => {
      const i = invoices.find((x) => x.invoiceRef === invoiceRef);
      if (!i) return fail(`invoice ${invoiceRef} not found`);
      const lineItems = [
        { label: "Seats", quantity: 1, unitAmount: Math.round(i.totalAmount * 80) / 100 },
        { label: "Support plan", quantity: 1, unitAmount: Math.round(i.totalAmount * 20) / 100 },
      ];
      return structured({ data: { invoice: { ...i, lineItems } } });
    },
  );

  server.registerTool(
    "voidInvoice",
    {
      title: "Void invoice",
      description: "Voids an open invoice. Cannot be undone.",
      inputSchema: { invoiceRef: z.string(), reason: z.string().optional() },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ invoiceRef }) => text({ data: { invoice: { invoiceRef, state: "VOID" } } }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createWorkspaceServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("workspace fixture server failed:", e);
      process.exit(1);
    });
}
