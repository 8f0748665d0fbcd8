/**
 * Fixture "sqlshop": a database MCP server in the style of the reference SQLite server and its many
 * clones (and the Postgres ones) — `list_tables()`, `describe_table(table_name)` (SQLite's
 * `PRAGMA table_info` rows: cid, name, type, notnull, dflt_value, pk), `read_query(query)` that takes
 * one SELECT statement, and two writes never approved: `write_query(query)` (INSERT/UPDATE/DELETE)
 * and `create_table(query)`. Terse descriptions, results as JSON text rows without output schemas,
 * errors as `Error: …` text. The data (./sqlshop-data.ts) is a small shop: `clients`, `purchases`,
 * `purchase_lines`, `articles`, loaded into an in-memory SQLite database (better-sqlite3), so a SELECT
 * the host writes runs for real and a wrong one fails the way a real database does. Written before the
 * planner ran on it. Run over stdio: `node --import tsx tests/conformance/servers/sqlshop.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import Database from "better-sqlite3";
import { z } from "zod";
import { sqlshopData } from "./sqlshop-data";

export const SQLSHOP_READ_TOOLS = ["list_tables", "describe_table", "read_query"];
export const SQLSHOP_WRITE_TOOLS = ["write_query", "create_table"];

const SCHEMA = `
CREATE TABLE clients (
  client_no INTEGER PRIMARY KEY,
  full_name TEXT NOT NULL,
  city TEXT,
  joined_on DATE
);
CREATE TABLE articles (
  sku TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  category TEXT NOT NULL,
  price_cents INTEGER NOT NULL
);
CREATE TABLE purchases (
  purchase_no INTEGER PRIMARY KEY,
  client_no INTEGER NOT NULL REFERENCES clients(client_no),
  placed_at TIMESTAMP NOT NULL,
  amount_cents INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending'
);
CREATE TABLE purchase_lines (
  line_no INTEGER PRIMARY KEY,
  purchase_no INTEGER NOT NULL REFERENCES purchases(purchase_no),
  sku TEXT NOT NULL REFERENCES articles(sku),
  quantity INTEGER NOT NULL,
  unit_price_cents INTEGER NOT NULL
);`;

/** The shop's database, in memory, filled from the data module. */
export function openSqlshopDatabase(): Database.Database {
  const db = new Database(":memory:");
  db.exec(SCHEMA);
  const d = sqlshopData();
  const insert = (table: string, rows: Record<string, unknown>[]) => {
    if (rows.length === 0) return;
    const cols = Object.keys(rows[0]);
    const stmt = db.prepare(
      `INSERT INTO ${table} (${cols.join(", ")}) VALUES (${cols.map((c) => `@${c}`).join(", ")})`,
    );
    for (const r of rows) stmt.run(r);
  };
  insert("clients", d.clients as unknown as Record<string, unknown>[]);
  insert("articles", d.articles as unknown as Record<string, unknown>[]);
  insert("purchases", d.purchases as unknown as Record<string, unknown>[]);
  insert("purchase_lines", d.purchase_lines as unknown as Record<string, unknown>[]);
  return db;
}

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const fail = (message: string) => ({
  isError: true,
  content: [{ type: "text" as const, text: `Error: ${message}` }],
});
const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function createSqlshopServer(): McpServer {
  const db = openSqlshopDatabase();
  const server = new McpServer({ name: "sqlite", version: "0.6.2" });

  server.registerTool(
    "read_query",
    {
      description: "Execute a SELECT query on the SQLite database",
      inputSchema: { query: z.string().describe("SELECT SQL query to execute") },
    },
    async ({ query }) => {
      if (!query.trim().toUpperCase().startsWith("SELECT"))
        return fail("Only SELECT queries are allowed for read_query");
      try {
        const stmt = db.prepare(query);
        if (!stmt.reader || !stmt.readonly) return fail("Only SELECT queries are allowed for read_query");
        return text(stmt.all());
      } catch (e) {
        return fail(message(e));
      }
    },
  );

  server.registerTool(
    "write_query",
    {
      description: "Execute an INSERT, UPDATE, or DELETE query on the SQLite database",
      inputSchema: { query: z.string().describe("SQL query to execute") },
    },
    async ({ query }) => {
      if (query.trim().toUpperCase().startsWith("SELECT"))
        return fail("SELECT queries are not allowed for write_query");
      try {
        const r = db.prepare(query).run();
        return text([{ affected_rows: r.changes }]);
      } catch (e) {
        return fail(message(e));
      }
    },
  );

  server.registerTool(
    "create_table",
    {
      description: "Create a new table in the SQLite database",
      inputSchema: { query: z.string().describe("CREATE TABLE SQL statement") },
    },
    async ({ query }) => {
      if (!query.trim().toUpperCase().startsWith("CREATE TABLE"))
        return fail("Only CREATE TABLE statements are allowed");
      try {
        db.exec(query);
        return text("Table created successfully");
      } catch (e) {
        return fail(message(e));
      }
    },
  );

  server.registerTool(
    "list_tables",
    { description: "List all tables in the SQLite database", inputSchema: {} },
    async () => text(db.prepare("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name").all()),
  );

  server.registerTool(
    "describe_table",
    {
      description: "Get the schema information for a specific table",
      inputSchema: { table_name: z.string().describe("Name of the table to describe") },
    },
    async ({ table_name }) => {
      const known = db
        .prepare("SELECT name FROM sqlite_master WHERE type='table' AND name = ?")
        .get(table_name) as { name: string } | undefined;
      if (!known) return fail(`no such table: ${table_name}`);
      return text(db.prepare(`PRAGMA table_info("${known.name}")`).all());
    },
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createSqlshopServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("sqlshop fixture server failed:", e);
      process.exit(1);
    });
}
