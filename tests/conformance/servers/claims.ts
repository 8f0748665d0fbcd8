/**
 * Fixture "claims": an insurer's claims desk whose vendor wraps its GraphQL Admin API in MCP tools —
 * dotted and camelCase tool names (`claims.search`, `getClaim`, `policyholders.search`,
 * `getPolicyholder`, `policies.list`, `getPolicy`, `adjusters.list`, `payments.list`). Lists answer as
 * Relay connections under the field's name, without a `data` wrapper
 * (`{ "claims": { edges: [{ node, cursor }], pageInfo: { hasNextPage, endCursor }, totalCount } }`)
 * and page by `first`/`after`; single records answer under their entity key (`{ "claim": {…} }`).
 * `claims.search` and `payments.list` take a nested `filter` input object (`status`, `reportedAfter`,
 * `amountGte`, `policyholderId` …) and an `orderBy: { field, direction: ASC|DESC }` object;
 * `policies.list`, `adjusters.list` and `policyholders.search` take flat arguments. Enums are
 * UPPER_SNAKE_CASE, ids opaque global ids (`gid://claims/Claim/1042`), money `{ amount, currencyCode }`.
 * Only `claims.search`, `policies.list` and `getClaim` declare an output schema. Two changes
 * (`claims.updateStatus`, `payments.create`) are never approved. Written before the planner ran on it.
 * Run over stdio: `node --import tsx tests/conformance/servers/claims.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import {
  CLAIM_STATUSES,
  claimsData,
  HOLDER_TYPES,
  LOSS_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  POLICY_PRODUCTS,
  POLICY_STATUSES,
  REGIONS,
} from "./claims-data";

const READ = { readOnlyHint: true, openWorldHint: false };
/** The tools an admin approves as reads. */
export const CLAIMS_READ_TOOLS = [
  "claims.search",
  "getClaim",
  "policyholders.search",
  "getPolicyholder",
  "policies.list",
  "getPolicy",
  "adjusters.list",
  "payments.list",
];
export const CLAIMS_WRITE_TOOLS = ["claims.updateStatus", "payments.create"];

const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const structured = (value: Record<string, unknown>) => ({
  structuredContent: value,
  content: [{ type: "text" as const, text: JSON.stringify(value) }],
});
const userError = (field: string, message: string) => ({
  isError: true,
  content: [
    {
      type: "text" as const,
      text: JSON.stringify({ [field]: null, userErrors: [{ field: [field], message }] }),
    },
  ],
});

const cursorOf = (i: number) => Buffer.from(`cursor:v2:${i}`).toString("base64");
const offsetOf = (after?: string) => {
  if (!after) return 0;
  const m = /^cursor:v2:(\d+)$/.exec(Buffer.from(after, "base64").toString("utf8"));
  return m ? Number(m[1]) + 1 : 0;
};
/** A Relay connection over `rows`, `first` from the cursor `after`. */
function connection<T>(rows: T[], first = 25, after?: string) {
  const start = offsetOf(after);
  const page = rows.slice(start, start + first);
  return {
    edges: page.map((node, i) => ({ node, cursor: cursorOf(start + i) })),
    pageInfo: {
      hasNextPage: start + first < rows.length,
      endCursor: page.length ? cursorOf(start + page.length - 1) : null,
    },
    totalCount: rows.length,
  };
}
const paging = {
  first: z
    .number()
    .int()
    .min(1)
    .max(250)
    .optional()
    .describe("Number of items to return (default 25, max 250)."),
  after: z.string().optional().describe("Cursor to start after (pageInfo.endCursor of the previous page)."),
};
const direction = z.enum(["ASC", "DESC"]);
const sameId = (a: string, b?: string) => !b || a === b.trim();
const onOrAfter = (value: string, bound?: string) => !bound || value.slice(0, 10) >= bound.slice(0, 10);
const onOrBefore = (value: string, bound?: string) => !bound || value.slice(0, 10) <= bound.slice(0, 10);
const matches = (hay: string, needle?: string) =>
  (needle ?? "")
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => hay.toLowerCase().includes(w));
const sortBy = <T>(rows: T[], key: (r: T) => string | number, desc: boolean) =>
  [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === y) return 0;
    return (x < y ? -1 : 1) * (desc ? -1 : 1);
  });

const money = z.object({ amount: z.number(), currencyCode: z.string() });
const ref = z.object({ id: z.string(), name: z.string() });
const claimNode = z.object({
  id: z.string(),
  claimNumber: z.string(),
  status: z.enum(CLAIM_STATUSES),
  lossType: z.enum(LOSS_TYPES),
  incidentDate: z.string(),
  reportedAt: z.string(),
  amountClaimed: money,
  amountApproved: money.nullable(),
  policy: z.object({ id: z.string(), policyNumber: z.string() }),
  policyholder: ref,
  adjuster: ref.nullable(),
  description: z.string(),
});
const policyNode = z.object({
  id: z.string(),
  policyNumber: z.string(),
  product: z.enum(POLICY_PRODUCTS),
  status: z.enum(POLICY_STATUSES),
  policyholder: ref,
  effectiveDate: z.string(),
  expirationDate: z.string(),
  annualPremium: money,
  deductible: money,
});
const connectionOf = (field: string, node: z.ZodTypeAny) => ({
  [field]: z.object({
    edges: z.array(z.object({ node, cursor: z.string() })),
    pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
    totalCount: z.number().int(),
  }),
});

export function createClaimsServer(): McpServer {
  const { holders, adjusters, policies, claims, payments } = claimsData();
  const server = new McpServer({ name: "claimsdesk-graphql", version: "2025.07.1" });

  server.registerTool(
    "claims.search",
    {
      title: "Search claims",
      description:
        "Query claims. All filter fields are optional and combined with AND. Returns a ClaimConnection, newest reported first unless orderBy says otherwise.",
      inputSchema: {
        filter: z
          .object({
            status: z.enum(CLAIM_STATUSES).optional(),
            lossType: z.enum(LOSS_TYPES).optional(),
            policyholderId: z.string().optional().describe("Global id of a Policyholder"),
            policyId: z.string().optional().describe("Global id of a Policy"),
            adjusterId: z.string().optional().describe("Global id of the assigned Adjuster"),
            reportedAfter: z
              .string()
              .optional()
              .describe("Claims reported on or after this date (YYYY-MM-DD)"),
            reportedBefore: z
              .string()
              .optional()
              .describe("Claims reported on or before this date (YYYY-MM-DD)"),
            amountGte: z.number().optional().describe("Claimed amount greater than or equal to (USD)"),
            amountLte: z.number().optional().describe("Claimed amount less than or equal to (USD)"),
          })
          .optional(),
        orderBy: z
          .object({
            field: z.enum(["REPORTED_AT", "INCIDENT_DATE", "AMOUNT_CLAIMED"]),
            direction: direction.default("ASC"),
          })
          .optional(),
        ...paging,
      },
      outputSchema: connectionOf("claims", claimNode),
      annotations: READ,
    },
    async ({ filter = {}, orderBy, first, after }) => {
      let rows = claims.filter(
        (c) =>
          (!filter.status || c.status === filter.status) &&
          (!filter.lossType || c.lossType === filter.lossType) &&
          sameId(c.policyholder.id, filter.policyholderId) &&
          sameId(c.policy.id, filter.policyId) &&
          (!filter.adjusterId || c.adjuster?.id === filter.adjusterId.trim()) &&
          onOrAfter(c.reportedAt, filter.reportedAfter) &&
          onOrBefore(c.reportedAt, filter.reportedBefore) &&
          (filter.amountGte === undefined || c.amountClaimed.amount >= filter.amountGte) &&
          (filter.amountLte === undefined || c.amountClaimed.amount <= filter.amountLte),
      );
      const desc = orderBy ? orderBy.direction === "DESC" : true;
      const field = orderBy?.field ?? "REPORTED_AT";
      rows = sortBy(
        rows,
        (c) =>
          field === "AMOUNT_CLAIMED"
            ? c.amountClaimed.amount
            : field === "INCIDENT_DATE"
              ? c.incidentDate
              : c.reportedAt,
        desc,
      );
      return structured({ claims: connection(rows, first, after) });
    },
  );

  server.registerTool(
    "getClaim",
    {
      title: "Get claim",
      description: "Fetch one claim by its global id or its claim number.",
      inputSchema: {
        id: z.string().describe("Global id (gid://claims/Claim/1042) or claim number (CLM-1042)"),
      },
      outputSchema: { claim: claimNode },
      annotations: READ,
    },
    async ({ id }) => {
      const key = id.trim().toUpperCase();
      const c = claims.find((x) => x.id.toUpperCase() === key || x.claimNumber === key);
      return c ? structured({ claim: c }) : userError("claim", `Claim not found: ${id}`);
    },
  );

  server.registerTool(
    "policyholders.search",
    {
      title: "Search policyholders",
      description:
        "Find policyholders (customers) by name, email or phone. Returns a PolicyholderConnection.",
      inputSchema: {
        query: z.string().describe("Name, email or phone; all words must match"),
        type: z.enum(HOLDER_TYPES).optional(),
        ...paging,
      },
      annotations: READ,
    },
    async ({ query, type, first, after }) => {
      const rows = holders.filter(
        (h) => matches(`${h.name} ${h.email} ${h.phone}`, query) && (!type || h.type === type),
      );
      return json({ policyholders: connection(rows, first, after) });
    },
  );

  server.registerTool(
    "getPolicyholder",
    {
      title: "Get policyholder",
      description: "Fetch one policyholder by global id.",
      inputSchema: {
        id: z.string().describe("Global id of the Policyholder, e.g. gid://claims/Policyholder/501"),
      },
      annotations: READ,
    },
    async ({ id }) => {
      const h = holders.find((x) => x.id === id.trim());
      return h ? json({ policyholder: h }) : userError("policyholder", `Policyholder not found: ${id}`);
    },
  );

  server.registerTool(
    "policies.list",
    {
      title: "List policies",
      description: "List insurance policies, optionally for one policyholder. Returns a PolicyConnection.",
      inputSchema: {
        policyholderId: z.string().optional().describe("Global id of the Policyholder"),
        status: z.enum(POLICY_STATUSES).optional(),
        product: z.enum(POLICY_PRODUCTS).optional().describe("Line of business"),
        ...paging,
      },
      outputSchema: connectionOf("policies", policyNode),
      annotations: READ,
    },
    async ({ policyholderId, status, product, first, after }) => {
      const rows = policies.filter(
        (p) =>
          sameId(p.policyholder.id, policyholderId) &&
          (!status || p.status === status) &&
          (!product || p.product === product),
      );
      return structured({ policies: connection(rows, first, after) });
    },
  );

  server.registerTool(
    "getPolicy",
    {
      title: "Get policy",
      description: "Fetch one policy by its policy number.",
      inputSchema: { policyNumber: z.string().describe("The policy number, e.g. POL-2023-00417") },
      annotations: READ,
    },
    async ({ policyNumber }) => {
      const p = policies.find((x) => x.policyNumber === policyNumber.trim().toUpperCase());
      return p ? json({ policy: p }) : userError("policy", `Policy not found: ${policyNumber}`);
    },
  );

  server.registerTool(
    "adjusters.list",
    {
      title: "List adjusters",
      description: "The claims adjusters, optionally by region or name.",
      inputSchema: {
        region: z.enum(REGIONS).optional(),
        name: z.string().optional().describe("Part of the adjuster's name"),
        ...paging,
      },
      annotations: READ,
    },
    async ({ region, name, first, after }) => {
      const rows = adjusters.filter((a) => (!region || a.region === region) && matches(a.name, name));
      return json({ adjusters: connection(rows, first, after) });
    },
  );

  server.registerTool(
    "payments.list",
    {
      title: "List claim payments",
      description:
        "Payments made on claims. Returns a PaymentConnection, oldest first unless orderBy says otherwise.",
      inputSchema: {
        filter: z
          .object({
            claimId: z.string().optional().describe("Global id of the Claim"),
            status: z.enum(PAYMENT_STATUSES).optional(),
            method: z.enum(PAYMENT_METHODS).optional(),
            paidAfter: z.string().optional().describe("Paid on or after this date (YYYY-MM-DD)"),
            paidBefore: z.string().optional().describe("Paid on or before this date (YYYY-MM-DD)"),
            amountGte: z.number().optional().describe("Amount greater than or equal to (USD)"),
          })
          .optional(),
        orderBy: z
          .object({ field: z.enum(["PAID_AT", "AMOUNT"]), direction: direction.default("ASC") })
          .optional(),
        ...paging,
      },
      annotations: READ,
    },
    async ({ filter = {}, orderBy, first, after }) => {
      let rows = payments.filter(
        (p) =>
          sameId(p.claim.id, filter.claimId) &&
          (!filter.status || p.status === filter.status) &&
          (!filter.method || p.method === filter.method) &&
          onOrAfter(p.paidAt, filter.paidAfter) &&
          onOrBefore(p.paidAt, filter.paidBefore) &&
          (filter.amountGte === undefined || p.amount.amount >= filter.amountGte),
      );
      if (orderBy)
        rows = sortBy(
          rows,
          (p) => (orderBy.field === "AMOUNT" ? p.amount.amount : p.paidAt),
          orderBy.direction === "DESC",
        );
      return json({ payments: connection(rows, first, after) });
    },
  );

  server.registerTool(
    "claims.updateStatus",
    {
      title: "Update claim status",
      description: "Move a claim to another status (approve, deny, settle). Changes the claim.",
      inputSchema: { id: z.string(), status: z.enum(CLAIM_STATUSES), note: z.string().optional() },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ id, status }) => json({ claimUpdateStatus: { claim: { id, status }, userErrors: [] } }),
  );

  server.registerTool(
    "payments.create",
    {
      title: "Create payment",
      description: "Issue a payment on an approved claim.",
      inputSchema: { claimId: z.string(), amount: z.number(), method: z.enum(PAYMENT_METHODS) },
      annotations: { readOnlyHint: false },
    },
    async ({ claimId, amount, method }) =>
      json({
        paymentCreate: { payment: { id: "gid://claims/Payment/0", claimId, amount, method }, userErrors: [] },
      }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createClaimsServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("claims fixture server failed:", e);
      process.exit(1);
    });
}
