import { describe, expect, it } from "vitest";
import { commerceTools } from "./__fixtures__/commerce-tools";
import { mcpDefinitionHash } from "./derive-mcp";
import { readToolListing } from "./mcp-listing";

const ping = { name: "ping", description: "Answers pong", inputSchema: { type: "object", properties: {} } };

describe("readToolListing: a tools/list result parsed into McpToolDefinition, never cast", () => {
  it("keeps every field of a well-formed listing, unknown ones included, so its pins do not move", () => {
    const listed = commerceTools().map((t) => ({ ...t, icons: [{ src: "https://x.test/i.png" }] }));
    const tools = readToolListing(listed);
    expect(tools).toEqual(listed);
    expect(tools.map(mcpDefinitionHash)).toEqual(listed.map(mcpDefinitionHash));
  });

  it("a tool without an input schema is refused, naming the tool and the field", () => {
    expect(() => readToolListing([ping, { name: "orders.search", description: "Search orders" }])).toThrow(
      'Tool "orders.search" is malformed (inputSchema: missing); the listing was not stored.',
    );
  });

  it("a field of the wrong kind is refused, naming it", () => {
    expect(() => readToolListing([{ ...ping, annotations: "read-only" }])).toThrow(
      'Tool "ping" is malformed (annotations: expected a JSON object); the listing was not stored.',
    );
    expect(() => readToolListing([{ ...ping, description: 42 }])).toThrow(
      /Tool "ping" is malformed \(description: /,
    );
  });

  it("a tool with no name is named by its place in the list", () => {
    expect(() => readToolListing([ping, { inputSchema: { type: "object" } }])).toThrow(
      /^Tool #2 is malformed \(name: .+\); the listing was not stored\.$/,
    );
    expect(() => readToolListing([ping, "ping"])).toThrow(/^Tool #2 is malformed/);
  });

  it("a listing that is not a list is refused whole", () => {
    expect(() => readToolListing({ tools: [ping] })).toThrow(
      "The server's tool list is not a list of tools; the listing was not stored.",
    );
  });

  it("a definition over the bounds is refused before it is parsed, naming the limit", () => {
    let node: Record<string, unknown> = { type: "string" };
    for (let i = 0; i < 100; i++) node = { type: "object", properties: { x: node } };
    expect(() => readToolListing([{ ...ping, inputSchema: node }])).toThrow(
      'Tool "ping": definition is nested deeper than 64 levels (limit maxDepth = 64); the listing was not stored.',
    );
  });
});
