/**
 * The "notion" fixture world answers like the Notion API through the official Notion MCP server's
 * tools: lists are `{object: "list", results, next_cursor, has_more}`, page properties are typed
 * values, the database-query filter is Notion's structured filter object and a bad one is a 400
 * validation_error. Spawned in memory (the golden runner spawns it over stdio).
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNotionServer, NOTION_READ_TOOLS, NOTION_WRITE_TOOLS } from "./servers/notion";
import { NOTION_DB, notionData, pageTitle, plainValue } from "./servers/notion-data";

let client: Client;
beforeAll(async () => {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createNotionServer().connect(serverSide);
  client = new Client({ name: "notion-test", version: "1.0.0" });
  await client.connect(clientSide);
});
afterAll(async () => {
  await client.close();
});

async function call(name: string, args: Record<string, unknown>) {
  const r = (await client.callTool({ name, arguments: args })) as {
    isError?: boolean;
    content: { type: string; text: string }[];
  };
  return { isError: Boolean(r.isError), body: JSON.parse(r.content[0].text) };
}

describe("notion fixture server", () => {
  it("lists the official server's tools, writes marked as such", async () => {
    const { tools } = await client.listTools();
    const names = tools.map((t) => t.name).sort();
    expect(names).toEqual([...NOTION_READ_TOOLS, ...NOTION_WRITE_TOOLS].sort());
    for (const t of tools)
      expect(t.annotations?.readOnlyHint, t.name).toBe(NOTION_READ_TOOLS.includes(t.name));
  });

  it("search finds a database by title, and does not list database ids in descriptions", async () => {
    const { body } = await call("API-post-search", {
      query: "Tasks",
      filter: { property: "object", value: "database" },
    });
    expect(body).toMatchObject({ object: "list", has_more: false, next_cursor: null });
    expect(body.results.map((r: { id: string }) => r.id)).toEqual([NOTION_DB.tasks]);
    const { tools } = await client.listTools();
    expect(JSON.stringify(tools)).not.toContain(NOTION_DB.tasks);
  });

  it("a database's schema names its typed properties and their options", async () => {
    const { body } = await call("API-retrieve-a-database", { database_id: NOTION_DB.tasks });
    expect(body.object).toBe("database");
    expect(body.properties.Status.type).toBe("status");
    expect(body.properties.Status.status.options.map((o: { name: string }) => o.name)).toEqual([
      "Not started",
      "In progress",
      "Blocked",
      "In review",
      "Done",
    ]);
    expect(body.properties.Owner.type).toBe("people");
    expect(body.properties.Project.relation.database_id).toBe(NOTION_DB.projects);
  });

  it("queries with a structured filter, pages of 100 with a cursor", async () => {
    const all = await call("API-post-database-query", { database_id: NOTION_DB.tasks });
    expect(all.body.results).toHaveLength(100);
    expect(all.body.has_more).toBe(true);
    const next = await call("API-post-database-query", {
      database_id: NOTION_DB.tasks,
      start_cursor: all.body.next_cursor,
    });
    expect(next.body.results[0].id).toBe(all.body.next_cursor);

    const done = await call("API-post-database-query", {
      database_id: NOTION_DB.tasks,
      filter: { property: "Status", status: { equals: "In progress" } },
      page_size: 100,
    });
    const expected = notionData().pages.filter(
      (p) =>
        p.parent.type === "database_id" &&
        p.parent.database_id === NOTION_DB.tasks &&
        plainValue(p.properties.Status) === "In progress",
    );
    expect(done.body.results).toHaveLength(expected.length);
    const first = done.body.results[0];
    expect(first.properties.Status).toMatchObject({ type: "status", status: { name: "In progress" } });
    expect(first.properties.Name.title[0].plain_text).toBeTruthy();

    const overdue = await call("API-post-database-query", {
      database_id: NOTION_DB.tasks,
      filter: {
        and: [
          { property: "Due", date: { before: "2025-10-01" } },
          { property: "Status", status: { does_not_equal: "Done" } },
        ],
      },
    });
    expect(overdue.body.results.length).toBeGreaterThan(0);
    for (const p of overdue.body.results) {
      expect(p.properties.Due.date.start < "2025-10-01").toBe(true);
      expect(p.properties.Status.status.name).not.toBe("Done");
    }
  });

  it("a person filter takes a user id; a name or a wrong type is a validation error", async () => {
    const maya = notionData().users.find((u) => u.name === "Maya Chen");
    const mine = await call("API-post-database-query", {
      database_id: NOTION_DB.tasks,
      filter: { property: "Owner", people: { contains: maya?.id } },
    });
    expect(mine.isError).toBe(false);
    expect(mine.body.results.map(pageTitle)).toContain("Fix payment retry bug");

    const byName = await call("API-post-database-query", {
      database_id: NOTION_DB.tasks,
      filter: { property: "Owner", people: { contains: "Maya Chen" } },
    });
    expect(byName).toMatchObject({ isError: true, body: { status: 400, code: "validation_error" } });

    const wrongType = await call("API-post-database-query", {
      database_id: NOTION_DB.tasks,
      filter: { property: "Status", select: { equals: "Done" } },
    });
    expect(wrongType).toMatchObject({ isError: true, body: { code: "validation_error" } });

    const unknown = await call("API-post-database-query", {
      database_id: NOTION_DB.tasks,
      filter: { property: "Stage", status: { equals: "Done" } },
    });
    expect(unknown.body.message).toContain("Could not find property");
  });

  it("two users share a name; an unknown page is object_not_found; block children are the page's content", async () => {
    const users = await call("API-get-users", {});
    expect(users.body.results.filter((u: { name: string }) => u.name === "Alex Kim")).toHaveLength(2);
    const missing = await call("API-retrieve-a-page", { page_id: "00000000-0000-4000-8000-00000000abcd" });
    expect(missing).toMatchObject({ isError: true, body: { status: 404, code: "object_not_found" } });
    const q4 = await call("API-post-search", {
      query: "Q4 planning",
      filter: { property: "object", value: "page" },
    });
    const kids = await call("API-get-block-children", { block_id: q4.body.results[0].id });
    expect(kids.body.results.some((b: { type: string }) => b.type === "to_do")).toBe(true);
  });
});

describe("notion fixture page sizes", () => {
  it("publishes page_size without a schema maximum and rejects more than 100, as the API does", async () => {
    const { tools } = await client.listTools();
    const users = tools.find((t) => t.name === "API-get-users");
    expect(users).toBeDefined();
    const size = (users?.inputSchema.properties as Record<string, Record<string, unknown>> | undefined)
      ?.page_size as Record<string, unknown>;
    expect(size.maximum).toBeUndefined();
    expect(String(size.description)).toContain("Maximum: 100");
    const big = await call("API-get-users", { page_size: 1000 });
    expect(big).toMatchObject({ isError: true, body: { status: 400, code: "validation_error" } });
  });
});
