/**
 * The hostile MCP server over stdio, for the Playwright spec (e2e/injection.spec.ts): registered by
 * the operator in MCP_STDIO_SERVERS (playwright.config.ts) and added by an admin like any server.
 * Run: `node --import tsx tests/security/hostile-stdio.ts`.
 */
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { createHostileMcp } from "./hostile-mcp";

await createHostileMcp().connect(new StdioServerTransport());
