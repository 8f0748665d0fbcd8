/** The planner payload is bounded whatever the catalog (issue 12: ≤ 16 KB), and small inputs are shown whole. */
import { describe, expect, it } from "vitest";
import { deriveMcpCapabilities, type McpToolDefinition } from "../capabilities";
import { commerceTools } from "../capabilities/__fixtures__/commerce-tools";
import { buildPlannerPrompt } from "./llm-planner";
import { MAX_FAMILIES, MAX_TOOLS_BYTES, renderUserMessage, toolsJson } from "./user-message";

const caps = (tools: McpToolDefinition[]) =>
  deriveMcpCapabilities({ connection: { id: "c", slug: "big", trusted: true }, tools });

/** A tool as large as GitHub's largest operations: long texts, a long enum, hundreds of nested output fields. */
function hugeTool(i: number): McpToolDefinition {
  const text = (what: string) => `${what}: ${"lorem ipsum dolor sit amet ".repeat(20)}`;
  const properties: Record<string, unknown> = {};
  for (let p = 0; p < 25; p++)
    properties[`filter_${p}`] = {
      type: "string",
      description: text(`filter ${p}`),
      ...(p === 0 ? { enum: Array.from({ length: 60 }, (_, v) => `value_${v}`) } : {}),
    };
  const nested = (level: number): Record<string, unknown> => ({
    type: "object",
    properties: Object.fromEntries(
      Array.from({ length: 6 }, (_, f) => [
        `field_${level}_${f}`,
        level < 3 ? nested(level + 1) : { type: "string" },
      ]),
    ),
  });
  return {
    name: `runs.search_${i}`,
    description: text("Lists runs"),
    inputSchema: { type: "object", properties, required: ["filter_0"] },
    outputSchema: {
      type: "object",
      properties: { runs: { type: "array", items: { ...nested(0), required: ["field_0_0"] } } },
    },
    annotations: { readOnlyHint: true },
  };
}

const families = Array.from({ length: 600 }, (_, f) => ({
  family: `mcp:server-${f}`,
  count: 18,
  operations: ["count", "get", "list", "search"],
}));

describe("planner user message", () => {
  it("shows small candidates whole: full schemas, every referenceable path", () => {
    const small = caps(commerceTools()).filter((c) => c.eligible);
    const shown = JSON.parse(toolsJson(small)) as { inputSchema: unknown; morePaths?: number }[];
    expect(shown.map((t) => t.inputSchema)).toEqual(small.map((c) => c.inputSchema));
    expect(shown.every((t) => t.morePaths === undefined)).toBe(true);
  });

  it("bounds eight huge candidates and 600 omitted families to 16 KB, keeping every input name", () => {
    const big = caps(Array.from({ length: 8 }, (_, i) => hugeTool(i)));
    expect(big.every((c) => c.eligible)).toBe(true);
    const unbounded = big.reduce((n, c) => n + JSON.stringify(c.inputSchema).length, 0);
    expect(unbounded).toBeGreaterThan(5 * MAX_TOOLS_BYTES);

    expect(Buffer.byteLength(toolsJson(big))).toBeLessThanOrEqual(MAX_TOOLS_BYTES);
    const input = { question: "Show the runs of last week", candidates: big, omittedFamilies: families };
    expect(buildPlannerPrompt(input).promptBytes).toBeLessThanOrEqual(16 * 1024);

    const shown = JSON.parse(toolsJson(big)) as {
      inputSchema: { required?: string[] } | string;
      inputs?: string[];
    }[];
    // Whatever level fits, every tool still names the input it requires.
    for (const t of shown)
      expect(typeof t.inputSchema === "string" ? t.inputs : t.inputSchema.required).toContainEqual(
        expect.stringMatching(/^filter_0\*?$/),
      );
  });

  it("cuts long texts and deep paths before anything a call needs", () => {
    const wordy = caps(
      Array.from({ length: 8 }, (_, i) => {
        const t = hugeTool(i);
        const properties = (t.inputSchema as { properties: Record<string, object> }).properties;
        // Six text filters with long descriptions (no enum).
        const few = Object.fromEntries(
          Object.entries(properties)
            .slice(0, 6)
            .map(([name, p]) => [
              name,
              { type: "string", description: (p as { description: string }).description },
            ]),
        );
        return { ...t, inputSchema: { type: "object", properties: few, required: ["filter_0"] } };
      }),
    );
    const shown = JSON.parse(toolsJson(wordy)) as {
      inputSchema: { properties: Record<string, { type: string; description?: string }> };
      referenceablePaths: string[];
      morePaths: number;
    }[];
    expect(Buffer.byteLength(JSON.stringify(shown))).toBeLessThanOrEqual(MAX_TOOLS_BYTES);
    for (const t of shown) {
      expect(Object.keys(t.inputSchema.properties)).toEqual([
        "filter_0",
        "filter_1",
        "filter_2",
        "filter_3",
        "filter_4",
        "filter_5",
      ]);
      expect(Object.values(t.inputSchema.properties).every((p) => p.type === "string")).toBe(true);
      expect(Object.values(t.inputSchema.properties).every((p) => (p.description ?? "").length <= 160)).toBe(
        true,
      );
      // Shallow paths first; the rest are counted, not silently dropped.
      expect(t.referenceablePaths[0]).toMatch(/^field_0_\d$/);
      expect(t.morePaths).toBeGreaterThan(0);
    }
  });

  it("lists the first omitted families in route order and counts the rest", () => {
    const message = renderUserMessage({ question: "q", candidates: [], omittedFamilies: families });
    expect(message).toContain(`"family":"mcp:server-${MAX_FAMILIES - 1}"`);
    expect(message).not.toContain(`"family":"mcp:server-${MAX_FAMILIES}"`);
    expect(message).toContain(`(+${600 - MAX_FAMILIES} more families)`);
  });
});
