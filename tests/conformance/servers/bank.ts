/**
 * Fixture "bank": a household's personal banking (accounts, cards, card transactions, payees,
 * standing orders, statements, disputes) behind an MCP server that wraps an Open Banking-style
 * account-information API (UK OBIE v3.1 read endpoints, plus vendor extensions for cards, merchants
 * and disputes). PascalCase tool names (`GetAccounts`, `GetTransactions`), every answer an
 * Open Banking document `{ "Data": { "<Resource>": [...] }, "Links": { "Self", "Next"? },
 * "Meta": { "TotalPages": n } }` paged by `page` (25 a page, no record total), PascalCase fields,
 * opaque numeric `AccountId`s, amounts as strings with a currency (`{ "Amount": "84.99",
 * "Currency": "GBP" }`) and the sign in `CreditDebitIndicator`, date ranges as
 * `fromBookingDateTime`/`toBookingDateTime` (ISO 8601), money bounds as decimal strings.
 * `GetAccounts` and `GetCards` declare an output schema; the rest answer JSON text; `GetTransaction`
 * and `GetStatements` have no description. Two tools change things (`CreateDomesticPayment`,
 * `FreezeCard`): never approved. Written before the planner ran on it. Run over stdio:
 * `node --import tsx tests/conformance/servers/bank.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import {
  BK_ACCOUNT_SUBTYPES,
  BK_CARD_STATUSES,
  BK_CATEGORIES,
  BK_DISPUTE_STATUSES,
  BK_TX_STATUSES,
  bankData,
} from "./bank-data";

const READ = { readOnlyHint: true };
/** The tools an admin approves as reads. */
export const BANK_READ_TOOLS = [
  "GetAccounts",
  "GetAccount",
  "GetBalances",
  "GetTransactions",
  "GetTransaction",
  "GetCards",
  "SearchMerchants",
  "GetBeneficiaries",
  "GetStandingOrders",
  "GetStatements",
  "GetDisputes",
  "GetDispute",
];
export const BANK_WRITE_TOOLS = ["CreateDomesticPayment", "FreezeCard"];

const BASE = "https://api.northgate-bank.example/open-banking/v3.1/aisp";
const PAGE = 25;

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const structured = (value: Record<string, unknown>) => ({
  structuredContent: value,
  content: [{ type: "text" as const, text: JSON.stringify(value) }],
});
const fail = (code: string, message: string) => ({
  isError: true,
  content: [
    {
      type: "text" as const,
      text: JSON.stringify({ Code: "400 BadRequest", Errors: [{ ErrorCode: code, Message: message }] }),
    },
  ],
});

/** An Open Banking document of one page of `rows` under `Data.<resource>`. */
function doc(resource: string, path: string, rows: unknown[], page = 1) {
  const total = Math.max(1, Math.ceil(rows.length / PAGE));
  const p = Math.min(Math.max(1, page), total);
  const links: Record<string, string> = { Self: `${BASE}${path}?page=${p}` };
  if (p > 1) links.Prev = `${BASE}${path}?page=${p - 1}`;
  if (p < total) links.Next = `${BASE}${path}?page=${p + 1}`;
  links.Last = `${BASE}${path}?page=${total}`;
  return {
    Data: { [resource]: rows.slice((p - 1) * PAGE, p * PAGE) },
    Links: links,
    Meta: { TotalPages: total },
  };
}
const page = z.number().int().min(1).optional().describe("Page number (1-based)");
const dateTime = (what: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/)
    .optional()
    .describe(`${what} (ISO 8601 date-time)`);
const amount = (what: string) =>
  z
    .string()
    .regex(/^\d{1,13}(\.\d{1,5})?$/)
    .optional()
    .describe(what);
const same = (a: string, b?: string) => !b || a.toLowerCase() === b.trim().toLowerCase();
/** Inclusive on the booking date; a bare date bound covers its whole day. */
const inRange = (value: string, from?: string, to?: string) => {
  const day = value.slice(0, 10);
  const f = from && from.length > 10 ? value >= from : !from || day >= from;
  const t = to && to.length > 10 ? value <= to : !to || day <= to.slice(0, 10);
  return f && t;
};

const amountShape = z.object({ Amount: z.string(), Currency: z.string() });
const accountShape = z.object({
  AccountId: z.string(),
  Currency: z.string(),
  AccountType: z.string(),
  AccountSubType: z.enum(BK_ACCOUNT_SUBTYPES),
  Nickname: z.string(),
  OpeningDate: z.string(),
  Status: z.enum(["Enabled", "Disabled"]),
  Account: z.array(z.object({ SchemeName: z.string(), Identification: z.string(), Name: z.string() })),
});
const cardShape = z.object({
  CardId: z.string(),
  AccountId: z.string(),
  CardSchemeName: z.string(),
  CardType: z.enum(["Debit", "Credit"]),
  Identification: z.string(),
  NameOnCard: z.string(),
  ExpiryDate: z.string(),
  Status: z.enum(BK_CARD_STATUSES),
});
const obDocument = (resource: string, shape: z.ZodTypeAny) => ({
  Data: z.object({ [resource]: z.array(shape) }),
  Links: z.object({
    Self: z.string(),
    Prev: z.string().optional(),
    Next: z.string().optional(),
    Last: z.string(),
  }),
  Meta: z.object({ TotalPages: z.number().int() }),
});
void amountShape;

export function createBankServer(): McpServer {
  const { accounts, cards, merchants, transactions, beneficiaries, standingOrders, statements, disputes } =
    bankData();
  const server = new McpServer({ name: "northgate-open-banking", version: "3.1.11" });

  server.registerTool(
    "GetAccounts",
    {
      title: "Get accounts",
      description: "Accounts the customer has consented to share.",
      inputSchema: {
        AccountSubType: z.enum(BK_ACCOUNT_SUBTYPES).optional(),
        Status: z.enum(["Enabled", "Disabled"]).optional(),
      },
      outputSchema: obDocument("Account", accountShape),
      annotations: READ,
    },
    async ({ AccountSubType, Status }) => {
      const hits = accounts.filter(
        (a) => (!AccountSubType || a.AccountSubType === AccountSubType) && (!Status || a.Status === Status),
      );
      return structured(doc("Account", "/accounts", hits));
    },
  );

  server.registerTool(
    "GetAccount",
    {
      title: "Get account",
      description: "One account by AccountId.",
      inputSchema: { AccountId: z.string().describe("AccountId, e.g. 22289") },
      annotations: READ,
    },
    async ({ AccountId }) => {
      const a = accounts.find((x) => same(x.AccountId, AccountId));
      return a
        ? text(doc("Account", `/accounts/${a.AccountId}`, [a]))
        : fail("UK.OBIE.Resource.NotFound", `AccountId ${AccountId} not found`);
    },
  );

  server.registerTool(
    "GetBalances",
    {
      title: "Get balances",
      description: "Current balances (InterimAvailable, InterimBooked). Omit AccountId for all accounts.",
      inputSchema: { AccountId: z.string().optional().describe("AccountId, e.g. 22289") },
      annotations: READ,
    },
    async ({ AccountId }) => {
      const rows = accounts
        .filter((a) => same(a.AccountId, AccountId) && a.Status === "Enabled")
        .flatMap((a) => {
          const last = statements.filter((s) => s.AccountId === a.AccountId).at(-1);
          const closing = last?.StatementAmount.find((x) => x.Type === "ClosingBalance")?.Amount;
          const booked = closing ?? { Amount: "0.00", Currency: a.Currency };
          return (["InterimAvailable", "InterimBooked"] as const).map((Type) => ({
            AccountId: a.AccountId,
            Amount: booked,
            CreditDebitIndicator: a.AccountSubType === "CreditCard" ? "Debit" : "Credit",
            Type,
            DateTime: "2025-10-01T06:00:00+01:00",
          }));
        });
      if (AccountId && rows.length === 0)
        return fail("UK.OBIE.Resource.NotFound", `AccountId ${AccountId} not found`);
      return text(doc("Balance", "/balances", rows));
    },
  );

  server.registerTool(
    "GetTransactions",
    {
      title: "Get transactions",
      description:
        "Transactions, newest first. Omit AccountId for all accounts. Amount bounds compare the absolute amount in the transaction currency.",
      inputSchema: {
        AccountId: z.string().optional().describe("AccountId, e.g. 22289"),
        fromBookingDateTime: dateTime("Booked on or after"),
        toBookingDateTime: dateTime("Booked on or before"),
        Status: z.enum(BK_TX_STATUSES).optional(),
        CreditDebitIndicator: z.enum(["Credit", "Debit"]).optional(),
        Category: z.enum(BK_CATEGORIES).optional(),
        MerchantName: z.string().optional().describe("Merchant name, partial match"),
        CardId: z.string().optional().describe("CardId, e.g. C-1001"),
        MinAmount: amount("Minimum amount, e.g. 25.00"),
        MaxAmount: amount("Maximum amount, e.g. 100.00"),
        page,
      },
      annotations: READ,
    },
    async (a) => {
      const card = a.CardId ? cards.find((c) => same(c.CardId, a.CardId)) : undefined;
      if (a.CardId && !card) return fail("UK.OBIE.Field.Invalid", `CardId ${a.CardId} not found`);
      const hits = transactions.filter((t) => {
        const n = Number(t.Amount.Amount);
        return (
          same(t.AccountId, a.AccountId) &&
          inRange(t.BookingDateTime, a.fromBookingDateTime, a.toBookingDateTime) &&
          (!a.Status || t.Status === a.Status) &&
          (!a.CreditDebitIndicator || t.CreditDebitIndicator === a.CreditDebitIndicator) &&
          (!a.Category || t.Category === a.Category) &&
          (!a.MerchantName ||
            (t.MerchantDetails?.MerchantName ?? "")
              .toLowerCase()
              .includes(a.MerchantName.trim().toLowerCase())) &&
          (!card || t.CardInstrument?.Identification === card.Identification) &&
          (a.MinAmount === undefined || n >= Number(a.MinAmount)) &&
          (a.MaxAmount === undefined || n <= Number(a.MaxAmount))
        );
      });
      return text(
        doc(
          "Transaction",
          a.AccountId ? `/accounts/${a.AccountId}/transactions` : "/transactions",
          hits,
          a.page,
        ),
      );
    },
  );

  server.registerTool(
    "GetTransaction",
    {
      inputSchema: { TransactionId: z.string() },
      annotations: READ,
    },
    async ({ TransactionId }) => {
      const t = transactions.find((x) => same(x.TransactionId, TransactionId));
      return t
        ? text(doc("Transaction", `/transactions/${t.TransactionId}`, [t]))
        : fail("UK.OBIE.Resource.NotFound", `TransactionId ${TransactionId} not found`);
    },
  );

  server.registerTool(
    "GetCards",
    {
      title: "Get cards",
      description: "Payment cards issued on the customer's accounts.",
      inputSchema: {
        AccountId: z.string().optional().describe("AccountId, e.g. 22289"),
        Status: z.enum(BK_CARD_STATUSES).optional(),
        CardType: z.enum(["Debit", "Credit"]).optional(),
      },
      outputSchema: obDocument("Card", cardShape),
      annotations: READ,
    },
    async ({ AccountId, Status, CardType }) => {
      const hits = cards.filter(
        (c) =>
          same(c.AccountId, AccountId) &&
          (!Status || c.Status === Status) &&
          (!CardType || c.CardType === CardType),
      );
      return structured(doc("Card", "/cards", hits));
    },
  );

  server.registerTool(
    "SearchMerchants",
    {
      title: "Search merchants",
      description: "Merchant directory.",
      inputSchema: {
        MerchantName: z.string().optional().describe("Partial match"),
        Category: z.enum(BK_CATEGORIES).optional(),
        page,
      },
      annotations: READ,
    },
    async ({ MerchantName, Category, page: p }) => {
      const hits = merchants.filter(
        (m) =>
          (!MerchantName || m.MerchantName.toLowerCase().includes(MerchantName.trim().toLowerCase())) &&
          (!Category || m.Category === Category),
      );
      return text(doc("Merchant", "/merchants", hits, p));
    },
  );

  server.registerTool(
    "GetBeneficiaries",
    {
      title: "Get beneficiaries",
      description: "Saved payees. Omit AccountId for all accounts.",
      inputSchema: {
        AccountId: z.string().optional().describe("AccountId, e.g. 22289"),
        Name: z.string().optional().describe("Payee name, partial match"),
      },
      annotations: READ,
    },
    async ({ AccountId, Name }) => {
      const hits = beneficiaries.filter(
        (b) =>
          same(b.AccountId, AccountId) &&
          (!Name || b.CreditorAccount.Name.toLowerCase().includes(Name.trim().toLowerCase())),
      );
      return text(doc("Beneficiary", "/beneficiaries", hits));
    },
  );

  server.registerTool(
    "GetStandingOrders",
    {
      title: "Get standing orders",
      description: "Standing orders. Omit AccountId for all accounts.",
      inputSchema: {
        AccountId: z.string().optional().describe("AccountId, e.g. 22289"),
        StandingOrderStatusCode: z.enum(["Active", "Inactive"]).optional(),
      },
      annotations: READ,
    },
    async ({ AccountId, StandingOrderStatusCode }) => {
      const hits = standingOrders.filter(
        (s) =>
          same(s.AccountId, AccountId) &&
          (!StandingOrderStatusCode || s.StandingOrderStatusCode === StandingOrderStatusCode),
      );
      return text(doc("StandingOrder", "/standing-orders", hits));
    },
  );

  server.registerTool(
    "GetStatements",
    {
      inputSchema: {
        AccountId: z.string(),
        fromStatementDateTime: dateTime("Statement period ends on or after"),
        toStatementDateTime: dateTime("Statement period starts on or before"),
      },
      annotations: READ,
    },
    async ({ AccountId, fromStatementDateTime, toStatementDateTime }) => {
      if (!accounts.some((a) => same(a.AccountId, AccountId)))
        return fail("UK.OBIE.Resource.NotFound", `AccountId ${AccountId} not found`);
      const hits = statements.filter(
        (s) =>
          same(s.AccountId, AccountId) &&
          (!fromStatementDateTime || s.EndDateTime.slice(0, 10) >= fromStatementDateTime.slice(0, 10)) &&
          (!toStatementDateTime || s.StartDateTime.slice(0, 10) <= toStatementDateTime.slice(0, 10)),
      );
      return text(doc("Statement", `/accounts/${AccountId}/statements`, hits));
    },
  );

  server.registerTool(
    "GetDisputes",
    {
      title: "Get disputes",
      description: "Card transaction disputes (chargebacks) raised by the customer.",
      inputSchema: {
        AccountId: z.string().optional().describe("AccountId, e.g. 22289"),
        Status: z.enum(BK_DISPUTE_STATUSES).optional(),
      },
      annotations: READ,
    },
    async ({ AccountId, Status }) => {
      const hits = disputes.filter((d) => same(d.AccountId, AccountId) && (!Status || d.Status === Status));
      return text(doc("Dispute", "/disputes", hits));
    },
  );

  server.registerTool(
    "GetDispute",
    {
      title: "Get dispute",
      description: "One dispute by DisputeId.",
      inputSchema: { DisputeId: z.string().describe("DisputeId, e.g. DSP-20451") },
      annotations: READ,
    },
    async ({ DisputeId }) => {
      const d = disputes.find((x) => same(x.DisputeId, DisputeId));
      return d
        ? text(doc("Dispute", `/disputes/${d.DisputeId}`, [d]))
        : fail("UK.OBIE.Resource.NotFound", `DisputeId ${DisputeId} not found`);
    },
  );

  server.registerTool(
    "CreateDomesticPayment",
    {
      title: "Create domestic payment",
      description: "Initiate a Faster Payment from one of the customer's accounts to a saved beneficiary.",
      inputSchema: {
        AccountId: z.string(),
        BeneficiaryId: z.string(),
        Amount: z.string().describe("Decimal amount, e.g. 25.00"),
        Reference: z.string().optional(),
      },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async (args) =>
      text({ Data: { DomesticPaymentId: "DP-000981", Status: "AcceptedSettlementInProcess", ...args } }),
  );

  server.registerTool(
    "FreezeCard",
    {
      title: "Freeze card",
      description: "Temporarily block (or unblock) a card.",
      inputSchema: { CardId: z.string(), Frozen: z.boolean().optional() },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    async ({ CardId, Frozen = true }) => text({ Data: { CardId, Status: Frozen ? "Frozen" : "Active" } }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createBankServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("bank fixture server failed:", e);
      process.exit(1);
    });
}
