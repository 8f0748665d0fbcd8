/**
 * An MCP `tools/list` result read into the one `McpToolDefinition` type (issue 11 item 1): the
 * listing a server sent is parsed, never cast. The same schema reads the stored catalog back
 * (lib/db/schemas/connection.ts), so a listing that is stored can always be read again.
 *
 * The large parts (input and output schemas) are checked for their kind only: they are bounded
 * first (MCP_TOOL_BOUNDS, iteratively) and walked where they are used (derive-mcp.ts).
 */
import { z } from "zod";
import { type McpToolDefinition, mcpToolProblem } from "./derive-mcp";

const record = z.record(z.string(), z.unknown(), {
  error: (issue) => (issue.input === undefined ? "missing" : "expected a JSON object"),
});

export const mcpToolSchema: z.ZodType<McpToolDefinition> = z.looseObject({
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  inputSchema: record,
  outputSchema: record.optional(),
  annotations: record.optional(),
  _meta: record.optional(),
});

/** A refused listing changes nothing: a connection that synced before keeps its last catalog. */
const NOT_STORED = "the listing was not stored";

/** A listed tool as an error names it: its name when it has one, else its place in the list. */
function toolLabel(tool: unknown, index: number): string {
  const name = record.safeParse(tool).data?.name;
  return typeof name === "string" && name ? `Tool "${name.slice(0, 128)}"` : `Tool #${index + 1}`;
}

/**
 * The tools of a listing, each bounded (MCP_TOOL_BOUNDS) and then parsed with `mcpToolSchema`.
 * Throws an Error naming the first tool and field that do not fit: a sync stores a listing whole
 * or not at all.
 */
export function readToolListing(listing: unknown): McpToolDefinition[] {
  if (!Array.isArray(listing))
    throw new Error(`The server's tool list is not a list of tools; ${NOT_STORED}.`);
  const tools: McpToolDefinition[] = [];
  for (const [index, tool] of listing.entries()) {
    // Bounded before anything else reads it: parsing, hashing and storing all walk the definition.
    const problem = mcpToolProblem(tool);
    if (problem) throw new Error(`${toolLabel(tool, index)}: ${problem}; ${NOT_STORED}.`);
    const parsed = mcpToolSchema.safeParse(tool);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
      throw new Error(
        `${toolLabel(tool, index)} is malformed (${where}${issue?.message ?? "not a tool definition"}); ${NOT_STORED}.`,
      );
    }
    tools.push(parsed.data);
  }
  return tools;
}
