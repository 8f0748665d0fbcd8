import { describe, expect, it } from "vitest";
import { connectionById, createConnection, syncStore } from "@/lib/db/repositories/connections";
import { testDb } from "../helpers/db";
import { isolatedWorld } from "../helpers/world";

// PostgreSQL's jsonb returns an object's keys shortest first ("repo" before "owner"); the planner reads a
// tool's parameters in the order its server lists them, so a stored catalog must read back in that
// order on both databases (lib/db/json.ts toOrderedJson / fromOrderedJson).
const db = testDb();
const tool = (name: string, properties: Record<string, unknown>) => ({
  name,
  description: `${name} of a repository`,
  inputSchema: { type: "object", properties, required: Object.keys(properties).slice(0, 2) },
});

describe("a stored catalog keeps its key order (PostgreSQL jsonb and SQLite alike)", () => {
  it("created and re-synced, each tool's parameters read back in the listed order", async () => {
    const { actor } = await isolatedWorld(db, "key-order");
    const created = await createConnection(db, actor, {
      slug: "code",
      name: "Code",
      kind: "mcp",
      trusted: true,
      config: { transport: { kind: "stdio", serverId: "demo-commerce", env: {} } },
      catalog: {
        tools: [tool("list_issues", { owner: { type: "string" }, repo: { type: "string" }, state: {} })],
      },
    });
    const read = async () => {
      const conn = await connectionById(db, actor, created.id);
      if (conn?.kind !== "mcp") throw new Error("mcp connection expected");
      return (conn.catalog?.tools ?? []).map((t) =>
        Object.keys((t.inputSchema as { properties: object }).properties),
      );
    };
    expect(await read()).toEqual([["owner", "repo", "state"]]);
    await syncStore(db, created).synced(
      { tools: [tool("list_pulls", { owner: {}, repo: {}, base: {}, head: {}, sort: {}, direction: {} })] },
      "h2",
    );
    expect(await read()).toEqual([["owner", "repo", "base", "head", "sort", "direction"]]);
  });
});
