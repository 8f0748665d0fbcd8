/**
 * Demo MCP commerce server. Run over stdio: `node --import tsx demo/commerce/server.ts`.
 * Import `createCommerceServer` for in-memory or HTTP use; importing never starts stdio.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { readCommerceEnv } from "./config";
import { DEFAULT_SEED, getCommerceData } from "./data";
import { type CommerceToolOptions, registerCommerceTools } from "./tools";

export interface CommerceServerOptions extends CommerceToolOptions {
  seed?: number;
}

export const COMMERCE_SERVER_INFO = { name: "tabletalk-demo-commerce", version: "1.0.0" } as const;

export function createCommerceServer(options: CommerceServerOptions = {}): McpServer {
  const server = new McpServer(COMMERCE_SERVER_INFO, {
    capabilities: { tools: { listChanged: true } },
    instructions: "Demo shop data (customers, orders, products, shipments). Read-only.",
  });
  registerCommerceTools(server, getCommerceData(options.seed ?? DEFAULT_SEED), options);
  return server;
}

async function main(): Promise<void> {
  const env = readCommerceEnv();
  const server = createCommerceServer({
    seed: env.DEMO_SEED,
    slowMs: env.DEMO_SLOW_MS,
    crashOn: env.DEMO_CRASH_ON,
    // Simulates a crashing connector: exit before answering, like a segfault would.
    onCrash: () => process.exit(70),
    listChangeOn: env.DEMO_LIST_CHANGE_ON,
  });
  await server.connect(new StdioServerTransport());
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    // stdout is the protocol channel; diagnostics go to stderr only.
    console.error("demo commerce server failed:", error);
    process.exit(1);
  });
}
