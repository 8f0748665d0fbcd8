/** A hostile MCP server for tests over stdio: `dump` answers with about 50 MB of JSON (huge-tools.ts). */
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { createHugeServer } from "./huge-tools";

await createHugeServer().connect(new StdioServerTransport());
