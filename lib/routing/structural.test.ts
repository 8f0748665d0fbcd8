import { describe, expect, it } from "vitest";
import { deriveMcpCapabilities } from "@/lib/capabilities";
import { route } from "./router";

// Structure adds what words cannot: the tool a selected row refers to, and a search by name for a
// bare name. A vocabulary of its own (kebab-case, camelCase references, no output schemas).
const READ = { readOnlyHint: true };
const obj = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: "object" as const,
  properties,
  required,
});
const caps = deriveMcpCapabilities({
  connection: { id: "haulage", slug: "haulage", trusted: true },
  tools: [
    {
      name: "find-drivers",
      description: "Look up drivers by name.",
      inputSchema: obj({ q: { type: "string", description: "Part of the driver's name" } }),
      annotations: READ,
    },
    {
      name: "driver-profile",
      inputSchema: obj({ driverNo: { type: "string" } }, ["driverNo"]),
      annotations: READ,
    },
    {
      name: "recent-trips",
      inputSchema: obj({ max: { type: "integer" }, cursor: { type: "string" } }),
      annotations: READ,
    },
    {
      name: "trip-lookup",
      inputSchema: obj({ tripCode: { type: "string" } }, ["tripCode"]),
      annotations: READ,
    },
  ] as Parameters<typeof deriveMcpCapabilities>[0]["tools"],
}).filter((c) => c.eligible);
const ids = (question: string, row?: Record<string, unknown>) =>
  route(caps, question, row ? { selection: { entity: "trip", row } } : {}).candidates.map((c) => c.id);

describe("structural candidates", () => {
  const trip = { tripCode: "TRP-25-03100", driverNo: "DRV-0028", origin: "Lyon" };

  it("'who drove this trip?' routes the driver the selected trip refers to", () => {
    expect(ids("who drove this trip?", trip)).toContain("mcp:haulage/driver-profile");
    expect(ids("who drove this trip?")).not.toContain("mcp:haulage/driver-profile");
  });

  it("'what's their origin?' routes the selected record's own get tool", () => {
    expect(ids("what's their origin?", trip)).toContain("mcp:haulage/trip-lookup");
  });

  it("a bare full name reaches the search by name, in a free place", () => {
    expect(ids("Ana Souza?")).toEqual(["mcp:haulage/find-drivers"]);
    expect(ids("ana souza?")).not.toContain("mcp:haulage/find-drivers");
  });
});

describe("records no tool names reach the one tool reading a container's rows by its id (issue 9)", () => {
  const derive = (slug: string, tools: unknown[]) =>
    deriveMcpCapabilities({
      connection: { id: slug, slug, trusted: true },
      tools: tools as Parameters<typeof deriveMcpCapabilities>[0]["tools"],
    }).filter((c) => c.eligible);
  const notion = derive("notion-route", [
    {
      name: "API-post-search",
      description: "Notion | Search by title",
      inputSchema: obj({ query: { type: "string" } }),
      annotations: READ,
    },
    {
      name: "API-post-database-query",
      description: "Notion | Query a database",
      inputSchema: obj({ database_id: { type: "string" }, filter: { type: "object" } }, ["database_id"]),
      annotations: READ,
    },
    {
      name: "API-get-users",
      description: "Notion | List all users",
      inputSchema: obj({ page_size: { type: "integer" } }),
      annotations: READ,
    },
  ]);
  const base = derive("base-route", [
    {
      name: "query_collection",
      description: "Query the items of a collection.",
      inputSchema: obj({ collection_id: { type: "string" }, where: { type: "object" } }, ["collection_id"]),
      annotations: READ,
    },
    {
      name: "list_members",
      description: "List the workspace members.",
      inputSchema: obj({ limit: { type: "integer" } }),
      annotations: READ,
    },
  ]);
  it.each([
    ["how many tasks are blocked right now?", notion, "mcp:notion-route/API-post-database-query"],
    ["which invoices are overdue?", base, "mcp:base-route/query_collection"],
  ] as const)("%s", (question, catalog, id) => {
    expect(route(catalog, question).candidates.map((c) => c.id)).toContain(id);
  });
  it("records a tool names (users, members) add nothing", () => {
    expect(route(notion, "list all users").candidates.map((c) => c.id)).not.toContain(
      "mcp:notion-route/API-post-database-query",
    );
  });
});
