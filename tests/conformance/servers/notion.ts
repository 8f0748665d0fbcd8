/**
 * Fixture "notion": a Notion workspace served the way the official Notion MCP server
 * (@notionhq/notion-mcp-server, tools generated from the Notion API's OpenAPI document) serves it —
 * `API-post-search {query, filter: {property: "object", value}, sort, start_cursor, page_size}`,
 * `API-post-database-query {database_id, filter, sorts, start_cursor, page_size}`,
 * `API-retrieve-a-database`, `API-retrieve-a-page`, `API-get-users`, `API-get-user`, `API-get-self`,
 * `API-get-block-children`; writes (`API-patch-page`, `API-post-page`, `API-patch-block-children`,
 * `API-create-a-comment`) never approved. Results are the Notion API's JSON as text:
 * `{ object: "list", results: [...], next_cursor, has_more, type }`; pages carry TYPED property values.
 * The database-query `filter` is Notion's structured filter object (`{property, status: {equals}}`,
 * `{and: [...]}`, `{property, date: {before}}`, `{property, people: {contains: <user uuid>}}`), and an
 * invalid one is a 400 validation_error, as the API answers. Database ids are only learned from
 * search (the tool descriptions do not list them). Written before the planner ran on it. Run over
 * stdio: `node --import tsx tests/conformance/servers/notion.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import {
  NOTION_TODAY,
  type NotionPage,
  notionData,
  type PropertySchema,
  type PropertyValue,
  pageTitle,
  plainValue,
} from "./notion-data";

const READ = { readOnlyHint: true };
/** The tools an admin approves as reads, and the ones that change data (never approved). */
export const NOTION_READ_TOOLS = [
  "API-get-user",
  "API-get-users",
  "API-get-self",
  "API-post-search",
  "API-post-database-query",
  "API-retrieve-a-database",
  "API-retrieve-a-page",
  "API-get-block-children",
];
export const NOTION_WRITE_TOOLS = [
  "API-patch-page",
  "API-post-page",
  "API-patch-block-children",
  "API-create-a-comment",
];

const tooBig = (size: number | undefined) =>
  size !== undefined && (size > 100 || size < 1 || !Number.isInteger(size))
    ? `body failed validation: body.page_size should be an integer between 1 and 100, instead was \`${size}\`.`
    : undefined;
const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const apiError = (status: number, code: string, message: string) => ({
  isError: true,
  content: [
    {
      type: "text" as const,
      text: JSON.stringify({
        status,
        object: "error",
        code,
        message,
        request_id: "0f3b2c1d-5e6f-4a7b-8c9d-a0b1c2d3e4f5",
      }),
    },
  ],
});
const invalid = (message: string) => apiError(400, "validation_error", message);

class FilterError extends Error {}

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const normId = (s: string) => s.replace(/-/g, "").toLowerCase();
const sameId = (a: string, b: string) => normId(a) === normId(b);

/** Relative dates Notion's date filter understands as `{ past_week: {} }` etc. */
function addDays(d: string, n: number): string {
  const t = new Date(`${d}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
}

type Cond = Record<string, unknown>;

function matchCondition(
  kind: string,
  cond: Cond,
  v: PropertyValue | undefined,
  schemaType: string,
  name: string,
): boolean {
  const entries = Object.entries(cond);
  if (entries.length !== 1)
    throw new FilterError(
      `body.filter.${kind} should have exactly one condition, instead had ${entries.length}.`,
    );
  const [op, arg] = entries[0];
  const raw = plainValue(v);
  const empty = raw === null || raw === "" || (Array.isArray(raw) && raw.length === 0);
  if (op === "is_empty") return arg === true && empty;
  if (op === "is_not_empty") return arg === true && !empty;
  const lower = (x: unknown) => String(x ?? "").toLowerCase();
  switch (kind) {
    case "title":
    case "rich_text":
    case "email":
    case "url":
    case "phone_number": {
      const s = lower(raw);
      const a = lower(arg);
      if (typeof arg !== "string") throw new FilterError(`body.filter.${kind}.${op} should be a string.`);
      if (op === "equals") return s === a;
      if (op === "does_not_equal") return s !== a;
      if (op === "contains") return s.includes(a);
      if (op === "does_not_contain") return !s.includes(a);
      if (op === "starts_with") return s.startsWith(a);
      if (op === "ends_with") return s.endsWith(a);
      break;
    }
    case "number":
    case "unique_id": {
      const x =
        kind === "unique_id"
          ? ((v?.unique_id as { number: number } | undefined)?.number ?? null)
          : (raw as number | null);
      if (typeof arg !== "number") throw new FilterError(`body.filter.${kind}.${op} should be a number.`);
      if (x === null) return op === "does_not_equal";
      if (op === "equals") return x === arg;
      if (op === "does_not_equal") return x !== arg;
      if (op === "greater_than") return x > arg;
      if (op === "less_than") return x < arg;
      if (op === "greater_than_or_equal_to") return x >= arg;
      if (op === "less_than_or_equal_to") return x <= arg;
      break;
    }
    case "checkbox":
      if (op === "equals") return raw === arg;
      if (op === "does_not_equal") return raw !== arg;
      break;
    case "select":
    case "status": {
      if (typeof arg !== "string") throw new FilterError(`body.filter.${kind}.${op} should be a string.`);
      if (op === "equals") return lower(raw) === lower(arg);
      if (op === "does_not_equal") return lower(raw) !== lower(arg);
      break;
    }
    case "multi_select": {
      const names = (raw as string[]).map(lower);
      if (typeof arg !== "string")
        throw new FilterError(`body.filter.multi_select.${op} should be a string.`);
      if (op === "contains") return names.includes(lower(arg));
      if (op === "does_not_contain") return !names.includes(lower(arg));
      break;
    }
    case "people":
    case "relation":
    case "created_by": {
      if (typeof arg !== "string" || !UUID.test(arg))
        throw new FilterError(
          `body.filter.${kind}.${op} should be a valid uuid, instead was \`${JSON.stringify(arg)}\`.`,
        );
      const ids = (Array.isArray(raw) ? raw : raw === null ? [] : [raw]) as string[];
      if (op === "contains") return ids.some((id) => sameId(id, arg));
      if (op === "does_not_contain") return !ids.some((id) => sameId(id, arg));
      break;
    }
    case "date":
    case "created_time":
    case "last_edited_time": {
      const day = typeof raw === "string" ? raw.slice(0, 10) : null;
      if (
        [
          "past_week",
          "past_month",
          "past_year",
          "next_week",
          "next_month",
          "next_year",
          "this_week",
        ].includes(op)
      ) {
        if (!day) return false;
        if (op === "past_week") return day >= addDays(NOTION_TODAY, -7) && day <= NOTION_TODAY;
        if (op === "past_month") return day >= addDays(NOTION_TODAY, -30) && day <= NOTION_TODAY;
        if (op === "past_year") return day >= addDays(NOTION_TODAY, -365) && day <= NOTION_TODAY;
        if (op === "next_week") return day >= NOTION_TODAY && day <= addDays(NOTION_TODAY, 7);
        if (op === "next_month") return day >= NOTION_TODAY && day <= addDays(NOTION_TODAY, 30);
        if (op === "next_year") return day >= NOTION_TODAY && day <= addDays(NOTION_TODAY, 365);
        // Today is a Wednesday; Notion's week starts on Sunday.
        return day >= addDays(NOTION_TODAY, -3) && day <= addDays(NOTION_TODAY, 3);
      }
      if (typeof arg !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(arg))
        throw new FilterError(
          `body.filter.${kind}.${op} should be a valid ISO 8601 date string, instead was \`${JSON.stringify(arg)}\`.`,
        );
      const a = arg.slice(0, 10);
      if (!day) return false;
      if (op === "equals") return day === a;
      if (op === "before") return day < a;
      if (op === "after") return day > a;
      if (op === "on_or_before") return day <= a;
      if (op === "on_or_after") return day >= a;
      break;
    }
  }
  throw new FilterError(
    `body.filter.${kind} should be an object with one of the conditions for a ${schemaType} property, instead got \`${op}\` (property "${name}").`,
  );
}

function evaluateFilter(
  filter: Cond,
  page: NotionPage,
  schema: Record<string, PropertySchema>,
  depth = 0,
): boolean {
  if (filter.and !== undefined || filter.or !== undefined) {
    if (depth >= 2) throw new FilterError("body.filter should be nested at most two levels deep.");
    const list = (filter.and ?? filter.or) as unknown;
    if (!Array.isArray(list)) throw new FilterError("body.filter.and should be an array.");
    const results = list.map((f) => evaluateFilter(f as Cond, page, schema, depth + 1));
    return filter.and !== undefined ? results.every(Boolean) : results.some(Boolean);
  }
  if (typeof filter.timestamp === "string") {
    const ts = filter.timestamp;
    if (ts !== "created_time" && ts !== "last_edited_time")
      throw new FilterError('body.filter.timestamp should be "created_time" or "last_edited_time".');
    const cond = filter[ts] as Cond | undefined;
    if (!cond || typeof cond !== "object") throw new FilterError(`body.filter.${ts} should be defined.`);
    const v = { id: ts, type: "date", date: { start: page[ts] } } as PropertyValue;
    return matchCondition(ts, cond, v, ts, ts);
  }
  const name = filter.property;
  if (typeof name !== "string")
    throw new FilterError(
      "body failed validation. Fix one: body.filter.or should be defined, instead was `undefined`. body.filter.and should be defined, instead was `undefined`. body.filter.property should be defined, instead was `undefined`.",
    );
  const spec = Object.values(schema).find((p) => p.name === name || p.id === name);
  if (!spec) throw new FilterError(`Could not find property with name or id: ${name}`);
  const kinds = Object.keys(filter).filter((k) => k !== "property");
  if (kinds.length !== 1)
    throw new FilterError(`body.filter should have exactly one property type condition for "${name}".`);
  const kind = kinds[0];
  const compatible =
    kind === spec.type ||
    (kind === "rich_text" && ["title", "rich_text"].includes(spec.type)) ||
    (kind === "people" && ["created_by", "last_edited_by"].includes(spec.type));
  if (!compatible)
    throw new FilterError(
      `database property ${spec.type} does not match filter ${kind}: "${name}" is a ${spec.type} property.`,
    );
  const cond = filter[kind];
  if (!cond || typeof cond !== "object" || Array.isArray(cond))
    throw new FilterError(`body.filter.${kind} should be an object.`);
  const v = page.properties[spec.name];
  return matchCondition(kind === "rich_text" ? spec.type : kind, cond as Cond, v, spec.type, name);
}

function sortValue(
  p: NotionPage,
  key: string,
  schema: Record<string, PropertySchema>,
): string | number | null {
  if (key === "created_time" || key === "last_edited_time") return p[key];
  const spec = Object.values(schema).find((s) => s.name === key || s.id === key);
  if (!spec) throw new FilterError(`Could not find sort property with name or id: ${key}`);
  const v = p.properties[spec.name];
  if (spec.type === "unique_id") return (v?.unique_id as { number: number } | undefined)?.number ?? null;
  if (spec.type === "select" || spec.type === "status") {
    // Notion sorts select/status options by their order in the schema.
    const opts = ((spec[spec.type] as { options: { name: string }[] }).options ?? []).map((o) => o.name);
    const name = plainValue(v);
    return name === null ? null : opts.indexOf(String(name));
  }
  const raw = plainValue(v);
  if (Array.isArray(raw)) return raw.join(",") || null;
  return raw === "" ? null : (raw as string | number | null);
}

// As the official server publishes it (from the OpenAPI document): the bound is in the description
// only; a larger page_size is a validation error, as the API answers.
const page_size = z
  .number()
  .optional()
  .describe("The number of items from the full list desired in the response. Maximum: 100");
const start_cursor = z
  .string()
  .optional()
  .describe(
    "If supplied, this endpoint will return a page of results starting after the cursor provided. If not supplied, this endpoint will return the first page of results.",
  );

function paginate<T extends { id: string }>(
  items: T[],
  cursor: string | undefined,
  size: number | undefined,
  type: string,
) {
  const n = Math.max(1, Math.floor(size ?? 100));
  let from = 0;
  if (cursor) {
    from = items.findIndex((x) => x.id === cursor);
    if (from < 0) return undefined;
  }
  const slice = items.slice(from, from + n);
  const next = items[from + n];
  return {
    object: "list",
    results: slice,
    next_cursor: next ? next.id : null,
    has_more: Boolean(next),
    type,
    [type]: {},
    request_id: "7c1e9a2b-3d4f-4e5a-8b6c-9d0e1f2a3b4c",
  };
}

export function createNotionServer(): McpServer {
  const data = notionData();
  const server = new McpServer({ name: "notion-api", version: "1.9.0" });
  const pageById = new Map(data.pages.map((p) => [normId(p.id), p]));
  const dbById = new Map(data.databases.map((d) => [normId(d.id), d]));
  const userById = new Map(data.users.map((u) => [normId(u.id), u]));

  server.registerTool(
    "API-get-user",
    {
      title: "Retrieve a user",
      description: "Notion | Retrieve a user",
      inputSchema: { user_id: z.string().describe("") },
      annotations: READ,
    },
    async ({ user_id }) => {
      const u = userById.get(normId(user_id));
      return u
        ? text({ ...u, request_id: "2b3c4d5e-6f70-4812-9a3b-4c5d6e7f8091" })
        : apiError(404, "object_not_found", `Could not find user with ID: ${user_id}.`);
    },
  );

  server.registerTool(
    "API-get-users",
    {
      title: "List all users",
      description: "Notion | List all users",
      inputSchema: { start_cursor, page_size },
      annotations: READ,
    },
    async ({ start_cursor: c, page_size: n }) => {
      const big = tooBig(n);
      if (big) return invalid(big);
      const list = paginate(data.users, c, n, "user");
      return list ? text(list) : invalid(`start_cursor provided is invalid: ${c}`);
    },
  );

  server.registerTool(
    "API-get-self",
    {
      title: "Retrieve your token's bot user",
      description: "Notion | Retrieve your token's bot user",
      inputSchema: {},
      annotations: READ,
    },
    async () => text(data.self),
  );

  server.registerTool(
    "API-post-search",
    {
      title: "Search by title",
      description: "Notion | Search by title",
      inputSchema: {
        query: z
          .string()
          .optional()
          .describe("The text that the API compares page and database titles against."),
        sort: z
          .object({
            direction: z
              .enum(["ascending", "descending"])
              .describe("The direction to sort. Possible values include `ascending` and `descending`."),
            timestamp: z
              .enum(["last_edited_time"])
              .describe(
                "The name of the timestamp to sort against. Possible values include `last_edited_time`.",
              ),
          })
          .optional()
          .describe(
            'A set of criteria, `direction` and `timestamp` keys, that orders the results. The **only** supported timestamp value is `"last_edited_time"`. Supported `direction` values are `"ascending"` and `"descending"`. If `sort` is not provided, then the most recently edited results are returned first.',
          ),
        filter: z
          .object({
            value: z
              .enum(["page", "database"])
              .describe(
                "The value of the property to filter the results by.  Possible values for object type include `page` or `database`.  **Limitation**: Currently the only filter allowed is `object` which will filter by type of object (either `page` or `database`)",
              ),
            property: z
              .enum(["object"])
              .describe(
                "The name of the property to filter by. Currently the only property you can filter by is the object type.  Possible values include `object`.   Limitation: Currently the only filter allowed is `object` which will filter by type of object (either `page` or `database`)",
              ),
          })
          .optional()
          .describe(
            'A set of criteria, `value` and `property` keys, that limits the results to either only pages or only databases. Possible `value` values are `"page"` or `"database"`. The only supported `property` value is `"object"`.',
          ),
        start_cursor,
        page_size,
      },
      annotations: READ,
    },
    async ({ query, sort, filter, start_cursor: c, page_size: n }) => {
      const big = tooBig(n);
      if (big) return invalid(big);
      const q = (query ?? "").trim().toLowerCase();
      const titled = [
        ...data.databases.map((d) => ({
          obj: d as unknown as { id: string; last_edited_time: string },
          t: d.title.map((r) => r.plain_text).join(""),
        })),
        ...data.pages.map((p) => ({
          obj: p as unknown as { id: string; last_edited_time: string },
          t: pageTitle(p),
        })),
      ];
      let hits = titled.filter(({ obj, t }) => {
        const kind = (obj as unknown as { object: string }).object;
        if (filter && kind !== filter.value) return false;
        return !q || t.toLowerCase().includes(q);
      });
      const dir = sort?.direction === "ascending" ? 1 : -1;
      hits = [...hits].sort(
        (a, b) =>
          a.obj.last_edited_time.localeCompare(b.obj.last_edited_time) * dir ||
          a.obj.id.localeCompare(b.obj.id),
      );
      const list = paginate(
        hits.map((h) => h.obj),
        c,
        n,
        "page_or_database",
      );
      return list ? text(list) : invalid(`start_cursor provided is invalid: ${c}`);
    },
  );

  server.registerTool(
    "API-post-database-query",
    {
      title: "Query a database",
      description: "Notion | Query a database",
      inputSchema: {
        database_id: z.string().describe("Identifier for a Notion database."),
        filter_properties: z
          .array(z.string())
          .optional()
          .describe(
            "A list of page property value IDs associated with the database. Use this param to limit the response to a specific page property value or values for pages that meet the `filter` criteria.",
          ),
        filter: z
          .record(z.string(), z.unknown())
          .optional()
          .describe(
            'When supplied, limits which pages are returned based on the [filter conditions](https://developers.notion.com/reference/post-database-query-filter). A filter names a property and a condition for its type, e.g. {"property": "Status", "status": {"equals": "Done"}}, {"property": "Due", "date": {"before": "2025-10-01"}}, {"property": "Estimate", "number": {"greater_than": 3}}, {"property": "Tags", "multi_select": {"contains": "Bug"}}, {"property": "Owner", "people": {"contains": "<user id>"}}, {"property": "Name", "title": {"contains": "invoice"}}; combine conditions with {"and": [...]} or {"or": [...]}.',
          ),
        sorts: z
          .array(
            z.object({
              property: z.string().optional().describe("The name or id of a property to sort by."),
              timestamp: z
                .enum(["created_time", "last_edited_time"])
                .optional()
                .describe("Sort by a timestamp instead of a property."),
              direction: z.enum(["ascending", "descending"]),
            }),
          )
          .optional()
          .describe(
            "When supplied, orders the results based on the provided [sort criteria](https://developers.notion.com/reference/post-database-query-sort).",
          ),
        start_cursor,
        page_size,
        archived: z.boolean().optional(),
        in_trash: z.boolean().optional(),
      },
      annotations: READ,
    },
    async ({ database_id, filter, sorts, start_cursor: c, page_size: n }) => {
      const big = tooBig(n);
      if (big) return invalid(big);
      if (!UUID.test(database_id))
        return invalid(
          `path failed validation: path.database_id should be a valid uuid, instead was \`"${database_id}"\`.`,
        );
      const db = dbById.get(normId(database_id));
      if (!db)
        return apiError(
          404,
          "object_not_found",
          `Could not find database with ID: ${database_id}. Make sure the relevant pages and databases are shared with your integration.`,
        );
      let rows = data.pages.filter(
        (p) => p.parent.type === "database_id" && sameId(p.parent.database_id, db.id),
      );
      try {
        if (filter && Object.keys(filter).length)
          rows = rows.filter((p) => evaluateFilter(filter, p, db.properties));
        if (sorts?.length) {
          const keys = sorts.map((s) => ({
            key: s.timestamp ?? s.property ?? "",
            dir: s.direction === "descending" ? -1 : 1,
          }));
          rows = [...rows].sort((a, b) => {
            for (const k of keys) {
              const x = sortValue(a, k.key, db.properties);
              const y = sortValue(b, k.key, db.properties);
              if (x === y) continue;
              if (x === null) return 1;
              if (y === null) return -1;
              return (
                (typeof x === "number" && typeof y === "number"
                  ? x - y
                  : String(x).localeCompare(String(y))) * k.dir
              );
            }
            return 0;
          });
        } else rows = [...rows].sort((a, b) => b.created_time.localeCompare(a.created_time));
      } catch (e) {
        if (e instanceof FilterError) return invalid(e.message);
        throw e;
      }
      const list = paginate(rows, c, n, "page_or_database");
      return list ? text(list) : invalid(`start_cursor provided is invalid: ${c}`);
    },
  );

  server.registerTool(
    "API-retrieve-a-database",
    {
      title: "Retrieve a database",
      description: "Notion | Retrieve a database",
      inputSchema: { database_id: z.string().describe("An identifier for the Notion database.") },
      annotations: READ,
    },
    async ({ database_id }) => {
      const db = dbById.get(normId(database_id));
      return db
        ? text(db)
        : apiError(
            404,
            "object_not_found",
            `Could not find database with ID: ${database_id}. Make sure the relevant pages and databases are shared with your integration.`,
          );
    },
  );

  server.registerTool(
    "API-retrieve-a-page",
    {
      title: "Retrieve a page",
      description: "Notion | Retrieve a page",
      inputSchema: {
        page_id: z.string().describe("Identifier for a Notion page"),
        filter_properties: z
          .string()
          .optional()
          .describe(
            "A list of page property value IDs associated with the page. Use this param to limit the response to a specific page property value or values. To retrieve multiple properties, specify each page property ID. For example: `?filter_properties=iAk8&filter_properties=b7dh`.",
          ),
      },
      annotations: READ,
    },
    async ({ page_id }) => {
      const p = pageById.get(normId(page_id));
      return p
        ? text(p)
        : apiError(
            404,
            "object_not_found",
            `Could not find page with ID: ${page_id}. Make sure the relevant pages and databases are shared with your integration.`,
          );
    },
  );

  server.registerTool(
    "API-get-block-children",
    {
      title: "Retrieve block children",
      description: "Notion | Retrieve block children",
      inputSchema: {
        block_id: z.string().describe("Identifier for a [block](ref:block)"),
        start_cursor,
        page_size,
      },
      annotations: READ,
    },
    async ({ block_id, start_cursor: c, page_size: n }) => {
      const big = tooBig(n);
      if (big) return invalid(big);
      const id = normId(block_id);
      if (!pageById.has(id))
        return apiError(404, "object_not_found", `Could not find block with ID: ${block_id}.`);
      const kids = data.blocks.get(pageById.get(id)?.id ?? "") ?? [];
      const list = paginate(kids, c, n, "block");
      return list ? text(list) : invalid(`start_cursor provided is invalid: ${c}`);
    },
  );

  // ---------------------------------------------------------------- writes (never approved)
  server.registerTool(
    "API-patch-page",
    {
      title: "Update page properties",
      description: "Notion | Update page properties",
      inputSchema: {
        page_id: z.string().describe("The identifier for the Notion page to be updated."),
        properties: z
          .record(z.string(), z.unknown())
          .optional()
          .describe("The property values to update for the page."),
        in_trash: z
          .boolean()
          .optional()
          .describe("Set to true to delete a block. Set to false to restore a block."),
        archived: z.boolean().optional(),
      },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ page_id, properties }) => {
      const p = pageById.get(normId(page_id));
      if (!p) return apiError(404, "object_not_found", `Could not find page with ID: ${page_id}.`);
      return text({
        ...p,
        properties: { ...p.properties, ...(properties as Record<string, PropertyValue>) },
      });
    },
  );

  server.registerTool(
    "API-post-page",
    {
      title: "Create a page",
      description: "Notion | Create a page",
      inputSchema: {
        parent: z
          .object({ database_id: z.string().optional(), page_id: z.string().optional() })
          .describe("The parent page or database where the new page is inserted."),
        properties: z.record(z.string(), z.unknown()).describe("The values of the page's properties."),
        children: z
          .array(z.record(z.string(), z.unknown()))
          .optional()
          .describe("The content to be rendered on the new page."),
      },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    async ({ parent, properties }) =>
      text({ object: "page", id: "00000000-0000-4000-8000-000000000000", parent, properties }),
  );

  server.registerTool(
    "API-patch-block-children",
    {
      title: "Append block children",
      description: "Notion | Append block children",
      inputSchema: {
        block_id: z.string().describe("Identifier for a [block](ref:block). Also accepts a page ID."),
        children: z
          .array(z.record(z.string(), z.unknown()))
          .describe("Child content to append to a container block as an array of [block objects](ref:block)"),
      },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    async ({ children }) => text({ object: "list", results: children, next_cursor: null, has_more: false }),
  );

  server.registerTool(
    "API-create-a-comment",
    {
      title: "Create comment",
      description: "Notion | Create comment",
      inputSchema: {
        parent: z.object({ page_id: z.string() }).describe("The page that is the parent of the comment."),
        rich_text: z.array(z.record(z.string(), z.unknown())).describe("The text of the comment."),
      },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    async ({ parent, rich_text }) =>
      text({ object: "comment", id: "11111111-1111-4111-8111-111111111111", parent, rich_text }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createNotionServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("notion fixture server failed:", e);
      process.exit(1);
    });
}
