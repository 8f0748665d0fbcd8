/**
 * A Python server whose tools take one input model (`def issues(params: IssuesInput)`), as
 * `CONFORMANCE_SCHEMA_STYLE=wrapped` serves a fixture world: over stdio, the host derives the model's
 * fields as the tool's parameters and sends the checked arguments back inside `params` — the filter
 * reaches the server; arguments sent as plainly written ones are refused as a Pydantic server refuses
 * them, so the measurement cannot pass on an unfiltered answer.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Capability, deriveMcpCapabilities, wrappedArguments } from "@/lib/capabilities";

let client: Client;
let caps: Capability[];
beforeAll(async () => {
  client = new Client({ name: "restyle-test", version: "1.0.0" });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [
        "--import",
        "tsx",
        "tests/conformance/restyle.ts",
        "wrapped",
        "tests/conformance/servers/tracker.ts",
      ],
      stderr: "ignore",
    }),
  );
  const { tools } = await client.listTools();
  caps = deriveMcpCapabilities({
    connection: { id: "tracker", slug: "tracker", trusted: false },
    tools: tools as Parameters<typeof deriveMcpCapabilities>[0]["tools"],
  });
}, 60_000);
afterAll(async () => {
  await client.close();
});

async function nodes(args: Record<string, unknown>) {
  const r = (await client.callTool({ name: "issues", arguments: args })) as {
    isError?: boolean;
    content: { text: string }[];
  };
  const text = r.content[0]?.text ?? "";
  return { isError: Boolean(r.isError), text, nodes: r.isError ? [] : JSON.parse(text).nodes };
}

describe("a server whose tools take one input model", () => {
  it("is read as the model's fields, and its filter reaches the server inside `params`", async () => {
    const issues = caps.find((c) => c.localName === "issues");
    expect(issues?.argumentsWrapper).toBe("params");
    expect(Object.keys(issues?.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(["assigneeId", "teamKey", "state", "priority"]),
    );
    const todo = await nodes(wrappedArguments(issues as Capability, { state: "Todo", first: 50 }));
    expect(todo.isError).toBe(false);
    expect(todo.nodes.length).toBeGreaterThan(0);
    expect(todo.nodes.every((n: { state: { name: string } }) => n.state.name === "Todo")).toBe(true);
    const all = await nodes(wrappedArguments(issues as Capability, { first: 50 }));
    expect(all.nodes.some((n: { state: { name: string } }) => n.state.name !== "Todo")).toBe(true);
  });
  it("refuses arguments sent unwrapped, as a Pydantic server does", async () => {
    const flat = await nodes({ state: "Todo" });
    expect(flat.isError).toBe(true);
    expect(flat.text).toContain("Field required");
  });
});
