/**
 * Fixture "crm": a HubSpot-style CRM wrapped as MCP tools that pass the API's JSON through as text —
 * `{ results: [{ id, properties: { … }, createdAt, updatedAt, archived }], paging: { next: { after } },
 * total }`, every field a string inside `properties` (amounts like "12500.00"), internal enum values
 * (`marketingqualifiedlead`, `closedwon`, `FINANCIAL_SERVICES`), a deal's owner by owner id
 * (`hubspot_owner_id`), and links between objects only through an associations tool
 * (`{ results: [{ toObjectId, associationTypes }] }`). Written before the planner ran on it. No
 * output schemas. Run over stdio: `node --import tsx tests/conformance/servers/crm.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import {
  CRM_DEAL_STAGES,
  CRM_INDUSTRIES,
  CRM_LIFECYCLE_STAGES,
  CRM_PAGE_MAX,
  CRM_PAGE_SIZE,
  type CrmObject,
  type CrmObjectType,
  crmData,
} from "./crm-data";

const READ = { readOnlyHint: true };
/** The tools an admin approves as reads, and the ones that change data (never approved). */
export const CRM_READ_TOOLS = [
  "crm_list_contacts",
  "crm_get_contact",
  "crm_search_contacts",
  "crm_list_companies",
  "crm_get_company",
  "crm_search_companies",
  "crm_list_deals",
  "crm_get_deal",
  "crm_list_owners",
  "crm_get_associations",
];
export const CRM_WRITE_TOOLS = ["crm_update_deal", "crm_create_contact"];

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const fail = (_status: number, category: string, message: string) => ({
  isError: true,
  content: [
    {
      type: "text" as const,
      text: JSON.stringify({ status: "error", category, message, correlationId: "3f1c0b6e-crm" }),
    },
  ],
});

const paging = {
  limit: z
    .number()
    .int()
    .min(1)
    .max(CRM_PAGE_MAX)
    .optional()
    .describe(
      `The maximum number of results to display per page (default ${CRM_PAGE_SIZE}, max ${CRM_PAGE_MAX}).`,
    ),
  after: z
    .string()
    .optional()
    .describe(
      "The paging cursor token of the last successfully read resource, returned as paging.next.after.",
    ),
};
const propertiesParam = z
  .array(z.string())
  .optional()
  .describe("A list of the properties to be returned in the response. Unknown properties are ignored.");

function pick(o: CrmObject, properties?: string[]): CrmObject {
  if (!properties?.length) return o;
  const props: CrmObject["properties"] = {};
  for (const p of properties) if (p in o.properties) props[p] = o.properties[p];
  return { ...o, properties: props };
}

function pageOf<T>(items: T[], limit = CRM_PAGE_SIZE, after?: string) {
  const from = after ? Number.parseInt(after, 10) : 0;
  if (!Number.isInteger(from) || from < 0) return undefined;
  const end = from + limit;
  return {
    total: items.length,
    results: items.slice(from, end),
    ...(end < items.length ? { paging: { next: { after: String(end) } } } : {}),
  };
}

const words = (q: string) => q.toLowerCase().split(/\s+/).filter(Boolean);
const day = (iso: string) => iso.slice(0, 10);

export function createCrmServer(): McpServer {
  const { owners, companies, contacts, deals, associations } = crmData();
  const server = new McpServer({ name: "crm", version: "3.1.0" });
  const objects: Record<CrmObjectType, CrmObject[]> = { contacts, companies, deals };

  server.registerTool(
    "crm_list_contacts",
    {
      description: "Read a page of contacts. Control what is returned via the properties query param.",
      inputSchema: {
        ...paging,
        properties: propertiesParam,
        lifecyclestage: z
          .enum(CRM_LIFECYCLE_STAGES)
          .optional()
          .describe("Only contacts in this lifecycle stage (internal value)."),
      },
      annotations: READ,
    },
    async ({ limit, after, properties, lifecyclestage }) => {
      const hits = contacts.filter((c) => !lifecyclestage || c.properties.lifecyclestage === lifecyclestage);
      const p = pageOf(hits, limit, after);
      return p
        ? text({ ...p, results: p.results.map((c) => pick(c, properties)) })
        : fail(400, "VALIDATION_ERROR", `Invalid after: ${after}`);
    },
  );

  server.registerTool(
    "crm_get_contact",
    {
      description: "Read a contact by its id.",
      inputSchema: {
        contactId: z.string().describe("The id of the contact."),
        properties: propertiesParam,
      },
      annotations: READ,
    },
    async ({ contactId, properties }) => {
      const c = contacts.find((x) => x.id === contactId);
      return c
        ? text(pick(c, properties))
        : fail(404, "OBJECT_NOT_FOUND", `resource not found: ${contactId}`);
    },
  );

  server.registerTool(
    "crm_search_contacts",
    {
      description: "Search contacts. The query matches the contact's first name, last name and email.",
      inputSchema: {
        query: z.string().describe("Search text, matched against firstname, lastname and email."),
        ...paging,
      },
      annotations: READ,
    },
    async ({ query, limit, after }) => {
      const ws = words(query);
      const hits = contacts.filter((c) => {
        const hay = `${c.properties.firstname} ${c.properties.lastname} ${c.properties.email}`.toLowerCase();
        return ws.every((w) => hay.includes(w));
      });
      return text(pageOf(hits, limit, after) ?? fail(400, "VALIDATION_ERROR", `Invalid after: ${after}`));
    },
  );

  server.registerTool(
    "crm_list_companies",
    {
      description: "Read a page of companies.",
      inputSchema: {
        ...paging,
        properties: propertiesParam,
        industry: z.enum(CRM_INDUSTRIES).optional().describe("Only companies in this industry."),
      },
      annotations: READ,
    },
    async ({ limit, after, properties, industry }) => {
      const hits = companies.filter((c) => !industry || c.properties.industry === industry);
      const p = pageOf(hits, limit, after);
      return p
        ? text({ ...p, results: p.results.map((c) => pick(c, properties)) })
        : fail(400, "VALIDATION_ERROR", `Invalid after: ${after}`);
    },
  );

  server.registerTool(
    "crm_get_company",
    {
      description: "Read a company by its id.",
      inputSchema: { companyId: z.string().describe("The id of the company."), properties: propertiesParam },
      annotations: READ,
    },
    async ({ companyId, properties }) => {
      const c = companies.find((x) => x.id === companyId);
      return c
        ? text(pick(c, properties))
        : fail(404, "OBJECT_NOT_FOUND", `resource not found: ${companyId}`);
    },
  );

  server.registerTool(
    "crm_search_companies",
    {
      description: "Search companies. The query matches the company name and domain.",
      inputSchema: {
        query: z.string().describe("Search text, matched against name and domain."),
        ...paging,
      },
      annotations: READ,
    },
    async ({ query, limit, after }) => {
      const ws = words(query);
      const hits = companies.filter((c) => {
        const hay = `${c.properties.name} ${c.properties.domain}`.toLowerCase();
        return ws.every((w) => hay.includes(w));
      });
      return text(pageOf(hits, limit, after) ?? fail(400, "VALIDATION_ERROR", `Invalid after: ${after}`));
    },
  );

  server.registerTool(
    "crm_list_deals",
    {
      description: "Read a page of deals. Filters combine with AND.",
      inputSchema: {
        ...paging,
        properties: propertiesParam,
        dealstage: z.enum(CRM_DEAL_STAGES).optional().describe("Only deals in this stage of the pipeline."),
        ownerId: z.string().optional().describe("Only deals owned by this owner (hubspot_owner_id)."),
        minAmount: z.number().optional().describe("Only deals whose amount is at least this."),
        closedateFrom: z
          .string()
          .optional()
          .describe("Only deals whose close date is on or after this date (YYYY-MM-DD)."),
        closedateTo: z
          .string()
          .optional()
          .describe("Only deals whose close date is on or before this date (YYYY-MM-DD)."),
      },
      annotations: READ,
    },
    async ({ limit, after, properties, dealstage, ownerId, minAmount, closedateFrom, closedateTo }) => {
      const hits = deals.filter((d) => {
        const p = d.properties;
        const close = day(p.closedate ?? "");
        return (
          (!dealstage || p.dealstage === dealstage) &&
          (!ownerId || p.hubspot_owner_id === ownerId) &&
          (minAmount === undefined || Number(p.amount) >= minAmount) &&
          (!closedateFrom || close >= day(closedateFrom)) &&
          (!closedateTo || close <= day(closedateTo))
        );
      });
      const p = pageOf(hits, limit, after);
      return p
        ? text({ ...p, results: p.results.map((d) => pick(d, properties)) })
        : fail(400, "VALIDATION_ERROR", `Invalid after: ${after}`);
    },
  );

  server.registerTool(
    "crm_get_deal",
    {
      description: "Read a deal by its id.",
      inputSchema: { dealId: z.string().describe("The id of the deal."), properties: propertiesParam },
      annotations: READ,
    },
    async ({ dealId, properties }) => {
      const d = deals.find((x) => x.id === dealId);
      return d ? text(pick(d, properties)) : fail(404, "OBJECT_NOT_FOUND", `resource not found: ${dealId}`);
    },
  );

  server.registerTool(
    "crm_list_owners",
    {
      description: "Read a page of owners (the users who own contacts, companies and deals).",
      inputSchema: {
        email: z.string().optional().describe("Filter by the owner's email address."),
        ...paging,
      },
      annotations: READ,
    },
    async ({ email, limit, after }) => {
      const hits = owners.filter((o) => !email || o.email.toLowerCase() === email.toLowerCase());
      const p = pageOf(hits, limit ?? 100, after);
      if (!p) return fail(400, "VALIDATION_ERROR", `Invalid after: ${after}`);
      const { total: _total, ...rest } = p;
      return text(rest);
    },
  );

  const objectType = z.enum(["contacts", "companies", "deals"]);
  server.registerTool(
    "crm_get_associations",
    {
      description: "List the ids of the objects of one type associated with an object.",
      inputSchema: {
        fromObjectType: objectType.describe("The type of the object the associations start from."),
        fromObjectId: z.string().describe("The id of the object the associations start from."),
        toObjectType: objectType.describe("The type of the associated objects to list."),
        ...paging,
      },
      annotations: READ,
    },
    async ({ fromObjectType, fromObjectId, toObjectType, limit, after }) => {
      if (!objects[fromObjectType].some((o) => o.id === fromObjectId))
        return fail(404, "OBJECT_NOT_FOUND", `resource not found: ${fromObjectType}/${fromObjectId}`);
      const TYPE_IDS: Record<string, number> = {
        "contacts>companies": 279,
        "companies>contacts": 280,
        "deals>companies": 341,
        "companies>deals": 342,
        "deals>contacts": 3,
        "contacts>deals": 4,
      };
      const typeId = (from: string, to: string) => TYPE_IDS[`${from}>${to}`] ?? 0;
      const hits = associations
        .filter((a) => a.from === fromObjectType && a.fromId === fromObjectId && a.to === toObjectType)
        .map((a) => ({
          toObjectId: a.toId,
          associationTypes: [{ category: "HUBSPOT_DEFINED", typeId: typeId(a.from, a.to), label: null }],
        }));
      const p = pageOf(hits, limit ?? 100, after);
      if (!p) return fail(400, "VALIDATION_ERROR", `Invalid after: ${after}`);
      const { total: _total, ...rest } = p;
      return text(rest);
    },
  );

  server.registerTool(
    "crm_update_deal",
    {
      description: "Update a deal's properties (for example move it to another dealstage).",
      inputSchema: {
        dealId: z.string(),
        properties: z.record(z.string(), z.string()).describe("The properties to set."),
      },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ dealId, properties }) => text({ id: dealId, properties }),
  );

  server.registerTool(
    "crm_create_contact",
    {
      description: "Create a contact with the given properties.",
      inputSchema: { properties: z.record(z.string(), z.string()).describe("firstname, lastname, email, …") },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    async ({ properties }) => text({ id: "99999", properties }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createCrmServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("crm fixture server failed:", e);
      process.exit(1);
    });
}
