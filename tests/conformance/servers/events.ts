/**
 * Fixture "events": an Airtable-style base wrapped as MCP tools — the common "generic records"
 * shape. Every table is read through the SAME tools with the table as a parameter
 * (`list_records(baseId, tableName, maxRecords, pageSize, offset, view, filterByFormula, sort)`,
 * `get_record`, `search_records`, `list_tables`, `describe_table`); results are
 * `{ records: [{ id: "rec…", createdTime, fields: {…} }], offset }` with field names that have
 * spaces and capitals, linked records as arrays of record ids and empty fields left out. The base
 * id is required on every tool. Filtering beyond search is an Airtable formula
 * (`{Status}='Cancelled'`). Written before the planner ran on it. No output schemas. Run over stdio:
 * `node --import tsx tests/conformance/servers/events.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { type AirRecord, EVT_BASE_ID, EVT_TABLES, EVT_TODAY, type EvtTable, eventsData } from "./events-data";

const READ = { readOnlyHint: true };
/** The tools an admin approves as reads, and the ones that change data (never approved). */
export const EVENTS_READ_TOOLS = [
  "list_records",
  "get_record",
  "search_records",
  "list_tables",
  "describe_table",
];
export const EVENTS_WRITE_TOOLS = ["create_record", "update_records", "delete_records"];

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const fail = (type: string, message: string) => ({
  isError: true,
  content: [{ type: "text" as const, text: JSON.stringify({ error: { type, message } }) }],
});

// ---------------------------------------------------------------- formulas (a small subset)

type Val = string | number | boolean | null | Val[];
type Node =
  | { k: "lit"; v: Val }
  | { k: "field"; name: string }
  | { k: "call"; fn: string; args: Node[] }
  | { k: "bin"; op: string; l: Node; r: Node }
  | { k: "neg"; e: Node };

function parseFormula(src: string): Node {
  let i = 0;
  const ws = () => {
    while (i < src.length && /\s/.test(src[i])) i++;
  };
  const err = (m: string) => new Error(`${m} at position ${i}`);
  const primary = (): Node => {
    ws();
    const c = src[i];
    if (c === "{") {
      const j = src.indexOf("}", i);
      if (j < 0) throw err("unterminated field reference");
      const name = src.slice(i + 1, j);
      i = j + 1;
      return { k: "field", name };
    }
    if (c === "'" || c === '"') {
      let s = "";
      i++;
      while (i < src.length && src[i] !== c) {
        if (src[i] === "\\" && i + 1 < src.length) i++;
        s += src[i++];
      }
      if (src[i] !== c) throw err("unterminated string");
      i++;
      return { k: "lit", v: s };
    }
    if (c === "(") {
      i++;
      const e = expr();
      ws();
      if (src[i] !== ")") throw err("expected )");
      i++;
      return e;
    }
    if (c === "-") {
      i++;
      return { k: "neg", e: primary() };
    }
    const num = /^\d+(\.\d+)?/.exec(src.slice(i));
    if (num) {
      i += num[0].length;
      return { k: "lit", v: Number(num[0]) };
    }
    const id = /^[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i));
    if (id) {
      i += id[0].length;
      ws();
      if (src[i] !== "(") throw err(`unknown identifier ${id[0]}`);
      i++;
      const args: Node[] = [];
      ws();
      if (src[i] === ")") i++;
      else
        for (;;) {
          args.push(expr());
          ws();
          if (src[i] === ",") {
            i++;
            continue;
          }
          if (src[i] === ")") {
            i++;
            break;
          }
          throw err("expected , or )");
        }
      return { k: "call", fn: id[0].toUpperCase(), args };
    }
    throw err("unexpected input");
  };
  const level = (ops: string[], next: () => Node) => (): Node => {
    let l = next();
    for (;;) {
      ws();
      const op = ops.find((o) => src.startsWith(o, i));
      if (!op) return l;
      i += op.length;
      l = { k: "bin", op, l, r: next() };
    }
  };
  const mul = level(["*", "/"], primary);
  const add = level(["+", "-"], mul);
  const cat = level(["&"], add);
  const cmp = level(["!=", "<=", ">=", "=", "<", ">"], cat);
  const expr = cmp;
  const e = expr();
  ws();
  if (i < src.length) throw err("unexpected input");
  return e;
}

const str = (v: Val): string =>
  v === null
    ? ""
    : Array.isArray(v)
      ? v.map(str).join(", ")
      : typeof v === "boolean"
        ? v
          ? "1"
          : "0"
        : String(v);
const num = (v: Val): number =>
  typeof v === "number" ? v : typeof v === "boolean" ? Number(v) : Number(str(v)) || 0;
const truthy = (v: Val): boolean =>
  Array.isArray(v) ? v.length > 0 : typeof v === "string" ? v.length > 0 : Boolean(v);
const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}/.test(s);

function evaluate(n: Node, rec: AirRecord, primaryOf: (id: string) => string): Val {
  const ev = (x: Node) => evaluate(x, rec, primaryOf);
  switch (n.k) {
    case "lit":
      return n.v;
    case "field": {
      const v = rec.fields[n.name];
      if (v === undefined) return null;
      // A linked record field reads as the primary field of the linked records.
      if (Array.isArray(v))
        return v.map((x) => (typeof x === "string" && /^rec\w{14}$/.test(x) ? primaryOf(x) : x)) as Val;
      return v as Val;
    }
    case "neg":
      return -num(ev(n.e));
    case "bin": {
      const l = ev(n.l);
      const r = ev(n.r);
      switch (n.op) {
        case "&":
          return str(l) + str(r);
        case "+":
          return num(l) + num(r);
        case "-":
          return num(l) - num(r);
        case "*":
          return num(l) * num(r);
        case "/":
          return num(l) / num(r);
      }
      const numeric = typeof l === "number" || typeof r === "number";
      const a = numeric ? num(l) : str(l);
      const b = numeric ? num(r) : str(r);
      switch (n.op) {
        case "=":
          return a === b;
        case "!=":
          return a !== b;
        case "<":
          return a < b;
        case ">":
          return a > b;
        case "<=":
          return a <= b;
        case ">=":
          return a >= b;
      }
      return null;
    }
    case "call": {
      const a = n.args.map(ev);
      switch (n.fn) {
        case "AND":
          return a.every(truthy);
        case "OR":
          return a.some(truthy);
        case "NOT":
          return !truthy(a[0]);
        case "IF":
          return truthy(a[0]) ? (a[1] ?? null) : (a[2] ?? null);
        case "TRUE":
          return true;
        case "FALSE":
          return false;
        case "BLANK":
          return null;
        case "LOWER":
          return str(a[0]).toLowerCase();
        case "UPPER":
          return str(a[0]).toUpperCase();
        case "TRIM":
          return str(a[0]).trim();
        case "LEN":
          return str(a[0]).length;
        case "ARRAYJOIN":
          return Array.isArray(a[0]) ? a[0].map(str).join(a[1] === undefined ? ", " : str(a[1])) : str(a[0]);
        case "FIND":
          return str(a[1]).indexOf(str(a[0])) + 1;
        case "SEARCH":
          return str(a[1]).toLowerCase().indexOf(str(a[0]).toLowerCase()) + 1;
        case "TODAY":
        case "NOW":
          return EVT_TODAY;
        case "DATETIME_PARSE":
          return str(a[0]).slice(0, 10);
        case "YEAR":
          return isDate(str(a[0])) ? Number(str(a[0]).slice(0, 4)) : null;
        case "MONTH":
          return isDate(str(a[0])) ? Number(str(a[0]).slice(5, 7)) : null;
        case "IS_AFTER":
          return str(a[0]).slice(0, 10) > str(a[1]).slice(0, 10);
        case "IS_BEFORE":
          return str(a[0]).slice(0, 10) < str(a[1]).slice(0, 10);
        case "IS_SAME":
          return str(a[0]).slice(0, 10) === str(a[1]).slice(0, 10);
        case "DATETIME_DIFF": {
          const d = (s: Val) => Date.parse(`${str(s).slice(0, 10)}T00:00:00Z`);
          return Math.round((d(a[0]) - d(a[1])) / 86400000);
        }
        case "COUNTA":
          return Array.isArray(a[0]) ? a[0].length : a[0] === null ? 0 : 1;
      }
      throw new Error(`unknown function ${n.fn}()`);
    }
  }
}

// ---------------------------------------------------------------- server

const PAGE = 100;

export function createEventsServer(): McpServer {
  const { tables, schema } = eventsData();
  const server = new McpServer({ name: "airtable-events", version: "1.4.0" });
  const byId = new Map<string, AirRecord>();
  for (const t of EVT_TABLES) for (const r of tables[t]) byId.set(r.id, r);
  const primaryOf = (id: string) => String(byId.get(id)?.fields.Name ?? id);
  const specOf = (t: EvtTable) => schema.find((s) => s.name === t) as (typeof schema)[number];

  const baseId = z.enum([EVT_BASE_ID]).describe("The ID of the base");
  const tableName = z.enum(EVT_TABLES).describe("The name of the table");
  const checkBase = (b: string) =>
    b === EVT_BASE_ID ? undefined : fail("NOT_FOUND", `Could not find base ${b}`);

  const filterRecords = (t: EvtTable, formula?: string): AirRecord[] | string => {
    const rows = tables[t];
    if (!formula?.trim()) return rows;
    let node: Node;
    try {
      node = parseFormula(formula);
    } catch (e) {
      return `The formula for filtering records is invalid: ${(e as Error).message}`;
    }
    try {
      return rows.filter((r) => truthy(evaluate(node, r, primaryOf)));
    } catch (e) {
      return `The formula for filtering records is invalid: ${(e as Error).message}`;
    }
  };

  server.registerTool(
    "list_tables",
    {
      description: "Lists all tables in a specific base, with their fields.",
      inputSchema: { baseId },
      annotations: READ,
    },
    async ({ baseId: b }) =>
      checkBase(b) ??
      text({
        tables: schema.map((s) => ({
          id: s.id,
          name: s.name,
          description: s.description,
          primaryFieldId: s.primaryFieldId,
          fields: s.fields.map((f) => ({ id: f.id, name: f.name, type: f.type })),
          views: s.views,
        })),
      }),
  );

  server.registerTool(
    "describe_table",
    {
      description:
        "Gets detailed information about a specific table: its fields with their types and options, and its views.",
      inputSchema: { baseId, tableName },
      annotations: READ,
    },
    async ({ baseId: b, tableName: t }) => checkBase(b) ?? text(specOf(t)),
  );

  server.registerTool(
    "list_records",
    {
      description: "Lists records from a table.",
      inputSchema: {
        baseId,
        tableName,
        maxRecords: z
          .number()
          .int()
          .min(1)
          .optional()
          .describe("Maximum number of records to return in total."),
        pageSize: z
          .number()
          .int()
          .min(1)
          .max(100)
          .optional()
          .describe("Number of records per page (max 100, default 100)."),
        offset: z.string().optional().describe("Pagination offset returned by a previous call."),
        view: z.string().optional().describe("The name or ID of a view in the table."),
        filterByFormula: z
          .string()
          .optional()
          .describe(
            "An Airtable formula used to filter records; only records for which it is true are returned, e.g. {Status}='Confirmed' or AND({Capacity}>100, {Ticket price}<50).",
          ),
        sort: z
          .array(
            z.object({
              field: z.string().describe("Field name to sort by."),
              direction: z.enum(["asc", "desc"]).optional().describe("Sort direction (default asc)."),
            }),
          )
          .optional()
          .describe("How to sort the records."),
      },
      annotations: READ,
    },
    async ({ baseId: b, tableName: t, maxRecords, pageSize, offset, view, filterByFormula, sort }) => {
      const bad = checkBase(b);
      if (bad) return bad;
      const spec = specOf(t);
      const v = view ? spec.views.find((x) => x.name === view || x.id === view) : spec.views[0];
      if (!v) return fail("VIEW_NAME_NOT_FOUND", `Could not find view ${view} in table ${t}`);
      const hits = filterRecords(t, filterByFormula);
      if (typeof hits === "string") return fail("INVALID_FILTER_BY_FORMULA", hits);
      let rows = [...hits];
      if (v.name === "Upcoming") rows = rows.filter((r) => String(r.fields.Date) >= EVT_TODAY);
      if (v.name === "Checked in") rows = rows.filter((r) => r.fields.Status === "Checked in");
      for (const s of [...(sort ?? [])].reverse()) {
        if (!spec.fields.some((f) => f.name === s.field))
          return fail("UNKNOWN_FIELD_NAME", `Unknown field name: "${s.field}"`);
        const dir = s.direction === "desc" ? -1 : 1;
        rows.sort((x, y) => {
          const a = x.fields[s.field];
          const c = y.fields[s.field];
          if (a === undefined) return c === undefined ? 0 : 1;
          if (c === undefined) return -1;
          return (
            (typeof a === "number" && typeof c === "number"
              ? a - c
              : str(a as Val).localeCompare(str(c as Val))) * dir
          );
        });
      }
      if (maxRecords) rows = rows.slice(0, maxRecords);
      let from = 0;
      if (offset) {
        const id = offset.split("/")[1];
        from = rows.findIndex((r) => r.id === id);
        if (from < 0) return fail("LIST_RECORDS_ITERATOR_NOT_AVAILABLE", "The offset is no longer valid.");
      }
      const size = pageSize ?? PAGE;
      const page = rows.slice(from, from + size);
      const next = rows[from + size];
      return text({
        records: page,
        ...(next ? { offset: `itr${(from + size).toString(36).padStart(14, "0")}/${next.id}` } : {}),
      });
    },
  );

  server.registerTool(
    "search_records",
    {
      description: "Search for records containing specific text.",
      inputSchema: {
        baseId,
        tableName,
        searchTerm: z.string().describe("Text to search for in records"),
        fieldIds: z
          .array(z.string())
          .optional()
          .describe("Specific field IDs or names to search in. If not provided, searches all text fields."),
        maxRecords: z
          .number()
          .int()
          .min(1)
          .optional()
          .describe("Maximum number of records to return (default 100)."),
      },
      annotations: READ,
    },
    async ({ baseId: b, tableName: t, searchTerm, fieldIds, maxRecords }) => {
      const bad = checkBase(b);
      if (bad) return bad;
      const spec = specOf(t);
      const textTypes = new Set([
        "singleLineText",
        "multilineText",
        "email",
        "formula",
        "multipleRecordLinks",
        "multipleLookupValues",
        "singleSelect",
      ]);
      const fields = fieldIds?.length
        ? spec.fields.filter((f) => fieldIds.includes(f.id) || fieldIds.includes(f.name))
        : spec.fields.filter((f) => textTypes.has(f.type));
      const term = searchTerm.toLowerCase().trim();
      const hits = tables[t].filter((r) =>
        fields.some((f) => {
          const v = evaluate({ k: "field", name: f.name }, r, primaryOf);
          return str(v).toLowerCase().includes(term);
        }),
      );
      return text({ records: hits.slice(0, maxRecords ?? 100) });
    },
  );

  server.registerTool(
    "get_record",
    {
      description: "Gets a specific record by ID.",
      inputSchema: {
        baseId,
        tableName,
        recordId: z.string().describe("The ID of the record, e.g. recA1b2C3d4E5f6G7"),
      },
      annotations: READ,
    },
    async ({ baseId: b, tableName: t, recordId }) => {
      const bad = checkBase(b);
      if (bad) return bad;
      const r = tables[t].find((x) => x.id === recordId);
      return r ? text(r) : fail("NOT_FOUND", `Could not find record ${recordId} in table ${t}`);
    },
  );

  server.registerTool(
    "create_record",
    {
      description: "Creates a new record in a table.",
      inputSchema: {
        baseId,
        tableName,
        fields: z.record(z.string(), z.unknown()).describe("The fields of the new record"),
      },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    async ({ tableName: t, fields }) =>
      text({ id: "recNEW0000000000", createdTime: new Date(0).toISOString(), fields, table: t }),
  );

  server.registerTool(
    "update_records",
    {
      description: "Updates up to 10 records in a table: only the given fields change.",
      inputSchema: {
        baseId,
        tableName,
        records: z
          .array(z.object({ id: z.string(), fields: z.record(z.string(), z.unknown()) }))
          .describe("The records to update, with their ID and the fields to change"),
      },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ records }) => text({ records }),
  );

  server.registerTool(
    "delete_records",
    {
      description: "Deletes records from a table.",
      inputSchema: {
        baseId,
        tableName,
        recordIds: z.array(z.string()).describe("The IDs of the records to delete"),
      },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ recordIds }) => text({ records: recordIds.map((id) => ({ id, deleted: true })) }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createEventsServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("events fixture server failed:", e);
      process.exit(1);
    });
}
