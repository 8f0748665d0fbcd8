/**
 * Fixture "accounting": one MCP server imitating the tool shapes of the public QuickBooks Online MCP
 * server (intuit/quickbooks-online-mcp-server) as it is — `search_customers`, `search_invoices`,
 * `search_bills`, `search_vendors`, `search_items`, `search_accounts`, `search_estimates`,
 * `search_purchases`, `search_employees`, each taking a generic `criteria` array of
 * `{ field, value, operator }` (`field` an enum of the entity's filterable properties, `operator` one
 * of `=`, `<`, `>`, `<=`, `>=`, `LIKE` with `%` wildcards, `IN`; reference fields such as
 * `CustomerRef` compare the referenced Id, as a QuickBooks query does) and the flags `limit`,
 * `offset`, `asc`, `desc` (a field name), `fetchAll`, `count`; the reads `get_customer` (`id`),
 * `read_invoice` (`invoice_id`), `get_vendor`, `get_bill`, `get_estimate`, `get_employee` (`id`),
 * `read_item` (`item_id`); and writes (`create_customer`, `update_customer`, `create_invoice`,
 * `update_invoice`, `delete_invoice`, `create_bill`, `delete_bill`, `create_estimate`,
 * `update_vendor`) that an admin never approves. Results are QuickBooks API entities as JSON text
 * after a caption, no output schemas, in the server's own two content blocks:
 * `Found 3 invoice(s):` then the JSON array; `Customer:` then the JSON object; `Count: 12` alone.
 * Errors are `isError` with the message. Not a copy of any fixture here: the only filters are the
 * criteria array. Written before the planner ran on it.
 * Run over stdio: `node --import tsx tests/conformance/servers/accounting.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { accountingData } from "./accounting-data";

const READ = { readOnlyHint: true, openWorldHint: true };
const WRITE = { readOnlyHint: false, destructiveHint: true };

/** The tools an admin approves as reads. */
export const ACCOUNTING_READ_TOOLS = [
  "search_customers",
  "get_customer",
  "search_invoices",
  "read_invoice",
  "search_bills",
  "get_bill",
  "search_vendors",
  "get_vendor",
  "search_items",
  "read_item",
  "search_accounts",
  "search_estimates",
  "get_estimate",
  "search_purchases",
  "search_employees",
  "get_employee",
];
export const ACCOUNTING_WRITE_TOOLS = [
  "create_customer",
  "update_customer",
  "create_invoice",
  "update_invoice",
  "delete_invoice",
  "create_bill",
  "delete_bill",
  "create_estimate",
  "update_vendor",
];

type Entity = Record<string, unknown>;
type Criterion = { field: string; value: string | number | boolean | (string | number)[]; operator?: string };

const rowsOf = (x: object[]) => x as unknown as Entity[];
const caption = (label: string, value: unknown) => ({
  content: [
    { type: "text" as const, text: label },
    { type: "text" as const, text: JSON.stringify(value, null, 2) },
  ],
});
const failure = (message: string) => ({ isError: true, content: [{ type: "text" as const, text: message }] });

/** A property by dotted path; a reference (`{ value, name }`), email or phone compares by its scalar. */
function fieldValue(e: Entity, field: string): unknown {
  let v: unknown = e;
  for (const part of field.split(".")) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  if (v && typeof v === "object") {
    const o = v as Record<string, unknown>;
    return o.value ?? o.Address ?? o.FreeFormNumber;
  }
  return v;
}

function cmp(a: unknown, b: unknown): number | undefined {
  if (a === undefined || a === null) return undefined;
  const na = typeof a === "number" ? a : Number.NaN;
  const nb = typeof b === "number" ? b : typeof b === "string" && b.trim() !== "" ? Number(b) : Number.NaN;
  if (typeof a === "number" && !Number.isNaN(nb)) return na - nb;
  const sa = String(a).toLowerCase();
  let sb = String(b).toLowerCase();
  // A date against a timestamp compares the day.
  if (/^\d{4}-\d{2}-\d{2}$/.test(sb) && /^\d{4}-\d{2}-\d{2}T/.test(sa))
    return sa.slice(0, 10).localeCompare(sb);
  if (typeof a === "boolean") sb = sb === "1" ? "true" : sb;
  return sa.localeCompare(sb);
}

function matches(e: Entity, c: Criterion): boolean {
  const got = fieldValue(e, c.field);
  const op = (c.operator ?? "=").toUpperCase();
  if (op === "IN") {
    const list = Array.isArray(c.value)
      ? c.value
      : String(c.value)
          .replace(/^\(|\)$/g, "")
          .split(",")
          .map((s) => s.trim().replace(/^'|'$/g, ""));
    return list.some((x) => cmp(got, x) === 0);
  }
  if (op === "LIKE") {
    if (got === undefined || got === null) return false;
    const pattern = String(c.value)
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace(/%/g, ".*");
    return new RegExp(`^${pattern}$`, "i").test(String(got));
  }
  const d = cmp(got, c.value);
  if (d === undefined) return false;
  if (op === "=") return d === 0;
  if (op === "<") return d < 0;
  if (op === ">") return d > 0;
  if (op === "<=") return d <= 0;
  return d >= 0;
}

export function createAccountingServer(): McpServer {
  const data = accountingData();
  const server = new McpServer({ name: "quickbooks-online-mcp-server", version: "1.4.0" });

  function registerSearch(
    tool: string,
    noun: string,
    plural: string,
    rows: Entity[],
    fields: [string, ...string[]],
    description: string,
  ) {
    server.registerTool(
      tool,
      {
        description,
        inputSchema: {
          criteria: z
            .array(
              z.object({
                field: z
                  .enum(fields)
                  .describe(`${noun[0].toUpperCase()}${noun.slice(1)} field to filter on.`),
                value: z
                  .union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))])
                  .describe("Value to match."),
                operator: z
                  .enum(["=", "<", ">", "<=", ">=", "LIKE", "IN"])
                  .default("=")
                  .describe("Comparison operator. Use LIKE with % for partial matches (e.g. 'John%')."),
              }),
            )
            .optional()
            .describe(`Filters to apply. Omit for all ${plural}.`),
          limit: z.number().int().min(1).max(1000).default(100).describe("Max results. Default 100."),
          offset: z.number().int().min(0).default(0).describe("Number of results to skip for pagination."),
          asc: z.string().optional().describe("Sort ascending by this field name."),
          desc: z.string().optional().describe("Sort descending by this field name."),
          fetchAll: z.boolean().optional().describe("Fetch all matching records, ignoring limit."),
          count: z.boolean().optional().describe("Return only the number of matching records."),
        },
        annotations: READ,
      },
      async ({ criteria = [], limit = 100, offset = 0, asc, desc, fetchAll, count }) => {
        const verb = `Error searching ${plural}`;
        for (const c of criteria)
          if (c.operator === "IN" && !Array.isArray(c.value) && !/^\(.*\)$/.test(String(c.value)))
            return failure(`${verb}: IN needs a list of values`);
        let hits = rows.filter((e) => criteria.every((c) => matches(e, c as Criterion)));
        const sortField = desc ?? asc;
        if (sortField) {
          if (!rows.some((e) => fieldValue(e, sortField) !== undefined))
            return failure(`${verb}: property ${sortField} is not queryable on ${noun}`);
          const sign = desc ? -1 : 1;
          hits = [...hits].sort(
            (a, b) => sign * (cmp(fieldValue(a, sortField), fieldValue(b, sortField)) ?? 0),
          );
        }
        if (count) return { content: [{ type: "text" as const, text: `Count: ${hits.length}` }] };
        const page = fetchAll ? hits.slice(offset) : hits.slice(offset, offset + limit);
        return caption(`Found ${page.length} ${noun}(s):`, page);
      },
    );
  }

  function registerGet(tool: string, label: string, idParam: string, rows: Entity[], description: string) {
    server.registerTool(
      tool,
      {
        description,
        inputSchema: {
          [idParam]: z.string().min(1).describe(`The ID of the ${label.toLowerCase()} to retrieve`),
        },
        annotations: READ,
      },
      async (args: Record<string, string>) => {
        const id = String(args[idParam]);
        const hit = rows.find((e) => e.Id === id);
        return hit
          ? caption(`${label}:`, hit)
          : failure(
              `Error getting ${label.toLowerCase()}: Object Not Found: Something you're trying to use has been made inactive or is not found (${id})`,
            );
      },
    );
  }

  const META = ["MetaData.CreateTime", "MetaData.LastUpdatedTime"] as const;
  registerSearch(
    "search_customers",
    "customer",
    "customers",
    rowsOf(data.customers),
    [
      "Id",
      "DisplayName",
      "GivenName",
      "FamilyName",
      "CompanyName",
      "PrimaryEmailAddr",
      "PrimaryPhone",
      "Balance",
      "Active",
      ...META,
    ],
    "Search for customers in QuickBooks Online. Returns matching customer records with IDs, names, contact info, and balances. Use this to find customer IDs before creating invoices or to look up customer details.",
  );
  registerGet(
    "get_customer",
    "Customer",
    "id",
    rowsOf(data.customers),
    "Get a customer by Id from QuickBooks Online.",
  );
  registerSearch(
    "search_invoices",
    "invoice",
    "invoices",
    rowsOf(data.invoices),
    ["Id", "DocNumber", "TxnDate", "DueDate", "CustomerRef", "Balance", "TotalAmt", ...META],
    "Search invoices in QuickBooks Online. Returns invoice records with IDs, doc numbers, dates, line items, totals, and balances. Use this to find invoices by customer, date range, or amount. Does NOT search estimates or bills.",
  );
  registerGet(
    "read_invoice",
    "Invoice",
    "invoice_id",
    rowsOf(data.invoices),
    "Read a single invoice from QuickBooks Online by its ID.",
  );
  registerSearch(
    "search_bills",
    "bill",
    "bills",
    rowsOf(data.bills),
    [
      "Id",
      ...META,
      "TxnDate",
      "DueDate",
      "Balance",
      "TotalAmt",
      "VendorRef",
      "APAccountRef",
      "DocNumber",
      "PrivateNote",
      "CurrencyRef",
    ],
    "Search bills in QuickBooks Online that match given criteria.",
  );
  registerGet("get_bill", "Bill", "id", rowsOf(data.bills), "Get a bill by Id from QuickBooks Online.");
  registerSearch(
    "search_vendors",
    "vendor",
    "vendors",
    rowsOf(data.vendors),
    [
      "Id",
      "DisplayName",
      "CompanyName",
      "PrimaryEmailAddr",
      "PrimaryPhone",
      "Balance",
      "Active",
      "Vendor1099",
      "AcctNum",
      ...META,
    ],
    "Search vendors in QuickBooks Online that match given criteria.",
  );
  registerGet(
    "get_vendor",
    "Vendor",
    "id",
    rowsOf(data.vendors),
    "Get a vendor by Id from QuickBooks Online.",
  );
  registerSearch(
    "search_items",
    "item",
    "items",
    rowsOf(data.items),
    ["Id", "Name", "Sku", "Type", "Active", "UnitPrice", "PurchaseCost", "QtyOnHand", "Taxable", ...META],
    "Search items (products and services) in QuickBooks Online that match given criteria.",
  );
  registerGet(
    "read_item",
    "Item",
    "item_id",
    rowsOf(data.items),
    "Read a single item in QuickBooks Online by its ID.",
  );
  registerSearch(
    "search_accounts",
    "account",
    "accounts",
    rowsOf(data.accounts),
    [
      "Id",
      "Name",
      "AcctNum",
      "AccountType",
      "AccountSubType",
      "Classification",
      "Active",
      "CurrentBalance",
      ...META,
    ],
    "Search the chart of accounts in QuickBooks Online. Returns account records with IDs, names, types, classifications and current balances.",
  );
  registerSearch(
    "search_estimates",
    "estimate",
    "estimates",
    rowsOf(data.estimates),
    ["Id", "DocNumber", "TxnDate", "ExpirationDate", "CustomerRef", "TxnStatus", "TotalAmt", ...META],
    "Search estimates in QuickBooks Online that match given criteria.",
  );
  registerGet(
    "get_estimate",
    "Estimate",
    "id",
    rowsOf(data.estimates),
    "Get an estimate by Id from QuickBooks Online.",
  );
  registerSearch(
    "search_purchases",
    "purchase",
    "purchases",
    rowsOf(data.purchases),
    ["Id", "DocNumber", "TxnDate", "PaymentType", "AccountRef", "EntityRef", "TotalAmt", ...META],
    "Search purchases (expenses paid by cash, check or credit card) in QuickBooks Online that match given criteria.",
  );
  registerSearch(
    "search_employees",
    "employee",
    "employees",
    rowsOf(data.employees),
    [
      "Id",
      "DisplayName",
      "GivenName",
      "FamilyName",
      "PrimaryEmailAddr",
      "Active",
      "HiredDate",
      "EmployeeNumber",
      ...META,
    ],
    "Search employees in QuickBooks Online that match given criteria.",
  );
  registerGet(
    "get_employee",
    "Employee",
    "id",
    rowsOf(data.employees),
    "Get an employee by Id from QuickBooks Online.",
  );

  // Writes: registered as the real server does, never approved here.
  const line = z.object({
    itemId: z.string(),
    qty: z.number(),
    unitPrice: z.number(),
    description: z.string().optional(),
  });
  const writes: [string, string, z.ZodRawShape][] = [
    [
      "create_customer",
      "Create a customer in QuickBooks Online.",
      { DisplayName: z.string(), PrimaryEmailAddr: z.string().optional() },
    ],
    [
      "update_customer",
      "Update a customer in QuickBooks Online.",
      { id: z.string(), patch: z.record(z.string(), z.unknown()) },
    ],
    [
      "create_invoice",
      "Create an invoice in QuickBooks Online.",
      {
        customer_ref: z.string(),
        line_items: z.array(line),
        doc_number: z.string().optional(),
        txn_date: z.string().optional(),
      },
    ],
    [
      "update_invoice",
      "Update an existing invoice in QuickBooks Online.",
      { invoice_id: z.string(), patch: z.record(z.string(), z.unknown()) },
    ],
    ["delete_invoice", "Delete (void) an invoice in QuickBooks Online.", { invoice_id: z.string() }],
    [
      "create_bill",
      "Create a bill in QuickBooks Online.",
      { vendor_id: z.string(), amount: z.number(), due_date: z.string().optional() },
    ],
    ["delete_bill", "Delete a bill in QuickBooks Online.", { id: z.string() }],
    [
      "create_estimate",
      "Create an estimate in QuickBooks Online.",
      { customer_ref: z.string(), line_items: z.array(line) },
    ],
    [
      "update_vendor",
      "Update a vendor in QuickBooks Online.",
      { id: z.string(), patch: z.record(z.string(), z.unknown()) },
    ],
  ];
  for (const [name, description, inputSchema] of writes)
    server.registerTool(name, { description, inputSchema, annotations: WRITE }, async () =>
      caption("Done:", { Id: "9001", SyncToken: "0" }),
    );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createAccountingServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("accounting fixture server failed:", e);
      process.exit(1);
    });
}
