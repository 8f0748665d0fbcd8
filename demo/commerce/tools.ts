/**
 * Registers every commerce tool on an McpServer, plus the test knobs that wrap each call
 * (slow calls, crash, definition change). The knobs live here, not in handlers, so every
 * tool behaves the same way under test.
 */
import type { McpServer, RegisteredTool } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
import type { CallToolResult, ServerNotification, ServerRequest } from "@modelcontextprotocol/sdk/types.js";
import type { CommerceData } from "./data";
import { registerMutativeTools } from "./mutative-tools";
import { registerReadTools } from "./read-tools";
import { delay } from "./results";

export type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;
export type Wrap = <A>(
  name: string,
  handler: (args: A, extra: Extra) => Promise<CallToolResult>,
) => (args: A, extra: Extra) => Promise<CallToolResult>;

export interface CommerceToolOptions {
  /** Delay every tool call by this many ms (cancellable by the client). */
  slowMs?: number;
  /** Calling this tool runs `onCrash` before answering (stdio entry: the process exits). */
  crashOn?: string;
  onCrash?: () => void;
  /** Calling this tool changes customers.get's description, so the server emits tools/list_changed. */
  listChangeOn?: string;
}

export function registerCommerceTools(
  server: McpServer,
  data: CommerceData,
  options: CommerceToolOptions = {},
) {
  let tools: Record<string, RegisteredTool> = {};
  let revision = 0;
  const wrap: Wrap = (name, handler) => async (args, extra) => {
    if (options.crashOn === name) options.onCrash?.();
    if (options.listChangeOn === name) {
      revision += 1;
      // A changed definition (new hash) is what the host must quarantine (DESIGN.md §3 pinning).
      tools["customers.get"]?.update({ description: `One customer's profile by id. (revision ${revision})` });
    }
    if (options.slowMs && options.slowMs > 0) await delay(options.slowMs, extra.signal);
    return handler(args, extra);
  };
  tools = registerReadTools(server, data, wrap);
  registerMutativeTools(server, wrap);
  return tools;
}
