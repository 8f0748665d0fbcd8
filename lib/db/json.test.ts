import { describe, expect, it } from "vitest";
import { readConnection } from "@/lib/db/schemas/connection";
import { fromOrderedJson, jsonbKeyOrder, toOrderedJson } from "./json";

/** What PostgreSQL's jsonb gives back: every object's keys shortest first, then bytewise. */
function asJsonb(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(asJsonb);
  if (v === null || typeof v !== "object") return v;
  const o = v as Record<string, unknown>;
  return Object.fromEntries(jsonbKeyOrder(Object.keys(o)).map((k) => [k, asJsonb(o[k])]));
}
const text = (v: unknown) => JSON.stringify(v);

// A tool's input schema as a server lists it: its parameters in the author's order.
const schema = {
  type: "object",
  properties: {
    owner: { type: "string", description: "account" },
    repo: { type: "string" },
    state: { type: "string", enum: ["open", "closed"] },
    labels: { type: "array", items: { type: "object", properties: { name: {}, id: {} } } },
  },
  required: ["owner", "repo"],
};

describe("JSON key order kept across databases (PostgreSQL jsonb orders keys by length)", () => {
  it("orders keys the way jsonb does: shorter first (UTF-8 bytes), then bytewise", () => {
    // As PostgreSQL 15 returns '{"owner":1,"repo":1,"state":1,"id":1,"Zeta":1,"alpha":1,"é":1}'::jsonb.
    expect(jsonbKeyOrder(["owner", "repo", "state", "id", "Zeta", "alpha", "é"])).toEqual([
      "id",
      "é",
      "Zeta",
      "repo",
      "alpha",
      "owner",
      "state",
    ]);
  });

  it("a value stored with its key order reads back in the written order after jsonb reorders it", () => {
    // Without the stored order, jsonb's order is what is read ("repo" before "owner").
    expect(Object.keys((asJsonb(schema) as typeof schema).properties)).toEqual([
      "repo",
      "owner",
      "state",
      "labels",
    ]);
    const back = fromOrderedJson(asJsonb(JSON.parse(JSON.stringify(toOrderedJson(schema)))));
    expect(text(back)).toBe(text(schema));
  });

  it("keys that look like the stored order, and __proto__, round-trip as data", () => {
    const odd = JSON.parse('{"zz":1,"__keyOrder":["x"],"___keyOrder":2,"__proto__":{"b":1,"a":2},"a":null}');
    const back = fromOrderedJson(asJsonb(JSON.parse(JSON.stringify(toOrderedJson(odd)))));
    expect(text(back)).toBe(text(odd));
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
  });

  it("a value stored before (no order beside it) reads back as it is", () => {
    expect(text(fromOrderedJson(schema))).toBe(text(schema));
    expect(fromOrderedJson([1, "a", null, { b: [{ c: 1 }] }])).toEqual([1, "a", null, { b: [{ c: 1 }] }]);
  });

  it("a connection's catalog read back keeps each tool's parameters in the listed order", () => {
    const catalog = {
      tools: [{ name: "list_issues", description: "Issues of a repository", inputSchema: schema }],
    };
    const row = {
      id: "c1",
      tenantId: "t",
      projectId: "p",
      slug: "code",
      kind: "mcp",
      name: "Code",
      trusted: true,
      enabled: true,
      catalogHash: null,
      config: { transport: { kind: "stdio", serverId: "demo-commerce", env: {} } },
      secrets: null,
      // As the repository stores it (toOrderedJson) and PostgreSQL gives it back.
      catalog: asJsonb(JSON.parse(JSON.stringify(toOrderedJson(catalog)))),
    };
    const conn = readConnection(row);
    if (conn.kind !== "mcp") throw new Error("mcp expected");
    const input = conn.catalog?.tools[0]?.inputSchema as typeof schema;
    expect(Object.keys(input.properties)).toEqual(["owner", "repo", "state", "labels"]);
    expect(Object.keys(input.properties.labels.items.properties)).toEqual(["name", "id"]);
  });
});
