/**
 * Fixture "hub": a CRM behind generic object tools in the style of the HubSpot MCP server — ONE tool
 * per operation, the record kind a parameter VALUE (`objectType: contacts | companies | deals |
 * tickets`), filters as a structured list (`filterGroups: [{ filters: [{ propertyName, operator,
 * value }] }]`, operators EQ, NEQ, LT, LTE, GT, GTE, BETWEEN, IN, NOT_IN, HAS_PROPERTY,
 * NOT_HAS_PROPERTY, CONTAINS_TOKEN), sorts as `[{ propertyName, direction }]`, property definitions
 * with option labels and internal values from `hubspot-list-properties`, links between objects only
 * through `hubspot-list-associations`, owners through `hubspot-search-owners`. Results are
 * `{ results: [...], paging: { next: { after } }, total }` as JSON text; no output schemas. Written
 * before the planner ran on it. Run over stdio: `node --import tsx tests/conformance/servers/hub.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import {
  HUB_OBJECT_TYPES,
  HUB_PAGE_MAX,
  HUB_PAGE_SIZE,
  HUB_PROPERTIES,
  type HubObject,
  type HubObjectType,
  hubData,
} from "./hub-data";

const READ = { readOnlyHint: true };
/** The tools an admin approves as reads, and the ones that change data (never approved). */
export const HUB_READ_TOOLS = [
  "hubspot-list-objects",
  "hubspot-search-objects",
  "hubspot-batch-read-objects",
  "hubspot-list-properties",
  "hubspot-list-associations",
  "hubspot-get-association-definitions",
  "hubspot-search-owners",
];
export const HUB_WRITE_TOOLS = [
  "hubspot-batch-create-objects",
  "hubspot-batch-update-objects",
  "hubspot-create-engagement",
];

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const fail = (category: string, message: string) => ({
  isError: true,
  content: [
    {
      type: "text" as const,
      text: JSON.stringify({ status: "error", category, message, correlationId: "9b2e7c14-hub" }),
    },
  ],
});

const objectType = z
  .enum(HUB_OBJECT_TYPES)
  .describe("The type of HubSpot object to read. Valid values: contacts, companies, deals, tickets.");
const limit = z
  .number()
  .int()
  .min(1)
  .max(HUB_PAGE_MAX)
  .optional()
  .describe(
    `The maximum number of results to display per page (default ${HUB_PAGE_SIZE}, max ${HUB_PAGE_MAX}).`,
  );
const after = z
  .string()
  .optional()
  .describe("The paging cursor token of the last successfully read resource, returned as paging.next.after.");
const properties = z
  .array(z.string())
  .optional()
  .describe("A list of the properties to be returned in the response. Unknown properties are ignored.");

const OPERATORS = [
  "EQ",
  "NEQ",
  "LT",
  "LTE",
  "GT",
  "GTE",
  "BETWEEN",
  "IN",
  "NOT_IN",
  "HAS_PROPERTY",
  "NOT_HAS_PROPERTY",
  "CONTAINS_TOKEN",
  "NOT_CONTAINS_TOKEN",
] as const;
const filterSchema = z.object({
  propertyName: z.string().describe("The name of the property to filter by (see hubspot-list-properties)."),
  operator: z.enum(OPERATORS).describe("The comparison operator."),
  value: z
    .union([z.string(), z.number(), z.boolean()])
    .optional()
    .describe(
      "The value to compare with. Dates as ISO 8601 or milliseconds since epoch; enumerations by internal value.",
    ),
  highValue: z
    .union([z.string(), z.number()])
    .optional()
    .describe("The upper bound, for the BETWEEN operator."),
  values: z
    .array(z.union([z.string(), z.number()]))
    .optional()
    .describe("The list of values, for the IN and NOT_IN operators."),
});

type Filter = z.infer<typeof filterSchema>;

function pick(o: HubObject, props?: string[]): HubObject {
  if (!props?.length) return o;
  const out: HubObject["properties"] = {};
  for (const p of props) if (p in o.properties) out[p] = o.properties[p];
  return { ...o, properties: out };
}

function pageOf<T>(items: T[], size = HUB_PAGE_SIZE, cursor?: string) {
  const from = cursor ? Number.parseInt(cursor, 10) : 0;
  if (!Number.isInteger(from) || from < 0) return undefined;
  const end = from + size;
  return {
    total: items.length,
    results: items.slice(from, end),
    ...(end < items.length ? { paging: { next: { after: String(end) } } } : {}),
  };
}

const num = (v: unknown): number | undefined => {
  if (v === null || v === undefined || v === "") return undefined;
  if (typeof v === "number") return v;
  const s = String(v);
  if (/^-?\d+(\.\d+)?$/.test(s)) return Number(s);
  const t = Date.parse(s);
  return Number.isNaN(t) ? undefined : t;
};
/** A date property compares as a time: a bare date string or milliseconds. */
const comparable = (type: string, v: unknown): number | string | undefined => {
  if (type === "number") return num(v);
  if (type === "date" || type === "datetime") {
    if (typeof v === "number") return v;
    if (typeof v === "string" && /^\d{10,}$/.test(v)) return Number(v);
    const t = Date.parse(String(v));
    return Number.isNaN(t) ? undefined : t;
  }
  return v === null || v === undefined ? undefined : String(v).toLowerCase();
};

function matches(o: HubObject, f: Filter, kind: HubObjectType): boolean | string {
  const def = HUB_PROPERTIES[kind].find((p) => p.name === f.propertyName);
  const known = def || ["hs_object_id", "lastmodifieddate"].includes(f.propertyName);
  if (!known) return `Property "${f.propertyName}" does not exist on object type ${kind}`;
  const type = def?.type ?? "string";
  const raw = o.properties[f.propertyName] ?? null;
  const got = comparable(type, raw);
  const want = comparable(type, f.value);
  switch (f.operator) {
    case "HAS_PROPERTY":
      return raw !== null && raw !== "";
    case "NOT_HAS_PROPERTY":
      return raw === null || raw === "";
    case "EQ":
      return got !== undefined && got === want;
    case "NEQ":
      return got !== want;
    case "IN":
    case "NOT_IN": {
      const vs = (f.values ?? []).map((v) => comparable(type, v));
      const hit = got !== undefined && vs.includes(got);
      return f.operator === "IN" ? hit : !hit;
    }
    case "CONTAINS_TOKEN":
    case "NOT_CONTAINS_TOKEN": {
      const token = String(f.value ?? "")
        .toLowerCase()
        .replace(/\*/g, "");
      const hit = raw?.toLowerCase().includes(token) === true;
      return f.operator === "CONTAINS_TOKEN" ? hit : !hit;
    }
    case "BETWEEN": {
      const hi = comparable(type, f.highValue);
      return got !== undefined && want !== undefined && hi !== undefined && got >= want && got <= hi;
    }
    default: {
      if (got === undefined || want === undefined) return false;
      if (f.operator === "LT") return got < want;
      if (f.operator === "LTE") return got <= want;
      if (f.operator === "GT") return got > want;
      return got >= want;
    }
  }
}

const SEARCHED: Record<HubObjectType, string[]> = {
  contacts: ["firstname", "lastname", "email", "phone", "company"],
  companies: ["name", "domain", "city"],
  deals: ["dealname"],
  tickets: ["subject", "content"],
};

export function createHubServer(): McpServer {
  const { owners, objects, associations } = hubData();
  const server = new McpServer({ name: "hubspot", version: "0.4.0" });
  const find = (kind: HubObjectType, id: string) => objects[kind].find((o) => o.id === id);

  server.registerTool(
    "hubspot-list-objects",
    {
      description:
        "Retrieves a paginated list of objects of a given type from HubSpot (contacts, companies, deals, tickets). Use hubspot-search-objects to filter.",
      inputSchema: {
        objectType,
        limit,
        after,
        properties,
        archived: z.boolean().optional().describe("Whether to return only archived objects (default false)."),
      },
      annotations: READ,
    },
    async (a) => {
      const hits = objects[a.objectType].filter((o) => o.archived === (a.archived ?? false));
      const p = pageOf(hits, a.limit, a.after);
      return p
        ? text({ ...p, results: p.results.map((o) => pick(o, a.properties)) })
        : fail("VALIDATION_ERROR", `Invalid after: ${a.after}`);
    },
  );

  server.registerTool(
    "hubspot-search-objects",
    {
      description:
        "Performs advanced filtered searches across HubSpot object types using complex criteria. Filters within a group are ANDed, groups are ORed. Property names and enumeration values are the internal ones listed by hubspot-list-properties.",
      inputSchema: {
        objectType,
        query: z.string().optional().describe("Text to search across the default searchable properties."),
        filterGroups: z
          .array(z.object({ filters: z.array(filterSchema) }))
          .optional()
          .describe("Groups of filters: every filter of a group must match; any group may match."),
        properties,
        sorts: z
          .array(
            z.object({
              propertyName: z.string(),
              direction: z.enum(["ASCENDING", "DESCENDING"]),
            }),
          )
          .optional()
          .describe("Sort order of the results."),
        limit,
        after,
      },
      annotations: READ,
    },
    async (a) => {
      const kind = a.objectType;
      let hits = objects[kind].filter((o) => !o.archived);
      if (a.query) {
        const ws = a.query.toLowerCase().split(/\s+/).filter(Boolean);
        hits = hits.filter((o) => {
          const hay = SEARCHED[kind]
            .map((k) => o.properties[k] ?? "")
            .join(" ")
            .toLowerCase();
          return ws.every((w) => hay.includes(w.replace(/\*/g, "")));
        });
      }
      const groups = a.filterGroups?.filter((g) => g.filters.length) ?? [];
      if (groups.length > 5) return fail("VALIDATION_ERROR", "At most 5 filterGroups are allowed");
      for (const g of groups)
        for (const f of g.filters) {
          const probe = matches(objects[kind][0], f, kind);
          if (typeof probe === "string") return fail("VALIDATION_ERROR", probe);
        }
      if (groups.length)
        hits = hits.filter((o) => groups.some((g) => g.filters.every((f) => matches(o, f, kind) === true)));
      for (const s of [...(a.sorts ?? [])].reverse()) {
        const type = HUB_PROPERTIES[kind].find((p) => p.name === s.propertyName)?.type ?? "string";
        const dir = s.direction === "DESCENDING" ? -1 : 1;
        hits = [...hits].sort((x, y) => {
          const cx = comparable(type, x.properties[s.propertyName]);
          const cy = comparable(type, y.properties[s.propertyName]);
          if (cx === cy) return 0;
          if (cx === undefined) return 1;
          if (cy === undefined) return -1;
          return cx < cy ? -dir : dir;
        });
      }
      const p = pageOf(hits, a.limit, a.after);
      return p
        ? text({ ...p, results: p.results.map((o) => pick(o, a.properties)) })
        : fail("VALIDATION_ERROR", `Invalid after: ${a.after}`);
    },
  );

  server.registerTool(
    "hubspot-batch-read-objects",
    {
      description: "Retrieves multiple HubSpot objects of the same type by their IDs in a single request.",
      inputSchema: {
        objectType: z
          .string()
          .describe("The type of HubSpot object (e.g. contacts, companies, deals, tickets)."),
        inputs: z
          .array(z.object({ id: z.string().describe("The object id.") }))
          .min(1)
          .max(100)
          .describe("The ids of the objects to read."),
        properties,
      },
      annotations: READ,
    },
    async (a) => {
      if (!(HUB_OBJECT_TYPES as readonly string[]).includes(a.objectType))
        return fail("VALIDATION_ERROR", `Unknown object type: ${a.objectType}`);
      const kind = a.objectType as HubObjectType;
      const results = a.inputs.map((i) => find(kind, i.id)).filter((o): o is HubObject => !!o);
      const errors = a.inputs
        .filter((i) => !find(kind, i.id))
        .map((i) => ({ id: i.id, message: "not found" }));
      return text({
        status: "COMPLETE",
        results: results.map((o) => pick(o, a.properties)),
        ...(errors.length ? { numErrors: errors.length, errors } : {}),
      });
    },
  );

  server.registerTool(
    "hubspot-list-properties",
    {
      description:
        "Retrieves the property definitions of a HubSpot object type: internal name, label, type and, for enumerations, the options (label and internal value).",
      inputSchema: { objectType },
      annotations: READ,
    },
    async (a) => text({ results: HUB_PROPERTIES[a.objectType] }),
  );

  server.registerTool(
    "hubspot-list-associations",
    {
      description:
        "Retrieves the objects of another type associated with a HubSpot object (e.g. a company's deals).",
      inputSchema: {
        objectType: z.enum(HUB_OBJECT_TYPES).describe("The type of the source object."),
        objectId: z.string().describe("The id of the source object."),
        toObjectType: z.enum(HUB_OBJECT_TYPES).describe("The type of the associated objects to list."),
        after,
      },
      annotations: READ,
    },
    async (a) => {
      if (!find(a.objectType, a.objectId))
        return fail("OBJECT_NOT_FOUND", `resource not found: ${a.objectId}`);
      const hits = associations
        .filter((x) => x.from === a.objectType && x.fromId === a.objectId && x.to === a.toObjectType)
        .map((x) => ({
          toObjectId: x.toId,
          associationTypes: [{ category: "HUBSPOT_DEFINED", typeId: 1, label: null }],
        }));
      const p = pageOf(hits, 100, a.after);
      return p ? text(p) : fail("VALIDATION_ERROR", `Invalid after: ${a.after}`);
    },
  );

  server.registerTool(
    "hubspot-get-association-definitions",
    {
      description: "Retrieves the association types (labels) defined between two object types.",
      inputSchema: {
        fromObjectType: z.enum(HUB_OBJECT_TYPES).describe("The source object type."),
        toObjectType: z.enum(HUB_OBJECT_TYPES).describe("The target object type."),
      },
      annotations: READ,
    },
    async (a) =>
      text({
        results: [
          { category: "HUBSPOT_DEFINED", typeId: 1, label: `${a.fromObjectType} to ${a.toObjectType}` },
          { category: "HUBSPOT_DEFINED", typeId: 5, label: "Primary" },
        ],
      }),
  );

  server.registerTool(
    "hubspot-search-owners",
    {
      description:
        "Lists the HubSpot owners (users who can own records), optionally those with an email address.",
      inputSchema: {
        email: z.string().optional().describe("Only the owner with this email address."),
        limit,
        after,
      },
      annotations: READ,
    },
    async (a) => {
      const hits = owners.filter((o) => !a.email || o.email.toLowerCase() === a.email.toLowerCase());
      const p = pageOf(hits, a.limit ?? 100, a.after);
      return p ? text(p) : fail("VALIDATION_ERROR", `Invalid after: ${a.after}`);
    },
  );

  const writeObjects = z
    .array(z.object({ id: z.string().optional(), properties: z.record(z.string(), z.string()) }))
    .describe("The objects to write.");
  server.registerTool(
    "hubspot-batch-create-objects",
    {
      description: "Creates multiple HubSpot objects of the same type.",
      inputSchema: { objectType, inputs: writeObjects },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    async (a) => text({ status: "COMPLETE", results: a.inputs }),
  );
  server.registerTool(
    "hubspot-batch-update-objects",
    {
      description: "Updates the properties of multiple HubSpot objects of the same type.",
      inputSchema: { objectType, inputs: writeObjects },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async (a) => text({ status: "COMPLETE", results: a.inputs }),
  );
  server.registerTool(
    "hubspot-create-engagement",
    {
      description: "Creates a note or task engagement associated with contacts, companies or deals.",
      inputSchema: {
        type: z.enum(["NOTE", "TASK"]),
        ownerId: z.string(),
        associations: z.object({
          contactIds: z.array(z.string()).optional(),
          companyIds: z.array(z.string()).optional(),
          dealIds: z.array(z.string()).optional(),
        }),
        metadata: z.record(z.string(), z.string()),
      },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    async (a) => text({ id: "5500001", ...a }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createHubServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("hub fixture server failed:", e);
      process.exit(1);
    });
}
