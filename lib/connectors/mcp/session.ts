/**
 * One live MCP client session: an instrumented transport, an initialized Client, and the tool list
 * cache that `notifications/tools/list_changed` invalidates. The pool owns sessions; this file only
 * knows how to open one and how it reports change and death.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { type Tool, ToolListChangedNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { mcpJsonSchemaValidator } from "@/lib/security/validator";
import { createTransport, type InstrumentedTransport, type TrafficCounters } from "./transport";
import type { McpConnection } from "./types";

export interface Session {
  key: string;
  connection: McpConnection;
  client: Client;
  io: InstrumentedTransport;
  /** Cached tools/list result; undefined until listed or after a list_changed notification. */
  tools?: Tool[];
  toolsLoading?: Promise<Tool[]>;
  /** Bumped on every list_changed, so a listing that raced a change is not cached. */
  toolsGeneration: number;
  closed: boolean;
  /** Last transport/protocol error the SDK reported out of band (for logs). */
  lastError?: string;
  close(): Promise<void>;
}

export interface OpenSessionDeps {
  counters: TrafficCounters;
  clientInfo: { name: string; version: string };
  connectTimeoutMs: number;
  maxMessageBytes: number;
  onToolsChanged(session: Session): void;
  onClosed(session: Session): void;
}

const TERMINATE_GRACE_MS = 1_000;
/** A hostile server could page forever. */
const MAX_TOOL_PAGES = 50;

export async function openSession(
  connection: McpConnection,
  key: string,
  deps: OpenSessionDeps,
): Promise<Session> {
  const io = createTransport(connection.transport, deps.counters, { maxMessageBytes: deps.maxMessageBytes });
  // Tool output schemas come from an untrusted server: they compile through the bounded validator.
  const client = new Client(deps.clientInfo, {
    capabilities: {},
    jsonSchemaValidator: mcpJsonSchemaValidator,
  });
  const session: Session = {
    key,
    connection,
    client,
    io,
    toolsGeneration: 0,
    closed: false,
    close: async () => {
      if (session.closed) return;
      session.closed = true;
      await Promise.race([
        io.terminate(),
        new Promise((resolve) => setTimeout(resolve, TERMINATE_GRACE_MS).unref()),
      ]);
      await client.close().catch(() => undefined);
    },
  };
  // Registered before connect: a server may announce a change right after initialize.
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
    session.toolsGeneration += 1;
    session.tools = undefined;
    deps.onToolsChanged(session);
  });
  client.onclose = () => {
    session.closed = true;
    deps.onClosed(session);
  };
  client.onerror = (error) => {
    session.lastError = error.message;
  };
  try {
    await client.connect(io.transport, {
      timeout: deps.connectTimeoutMs,
      maxTotalTimeout: deps.connectTimeoutMs,
    });
  } catch (error) {
    // A failed initialize may leave a spawned child behind: close kills it.
    await session.close();
    throw error;
  }
  return session;
}

/** tools/list, all pages, shared by concurrent callers; cached unless a list_changed raced the listing. */
export function loadTools(session: Session, timeoutMs: number): Promise<Tool[]> {
  const generation = session.toolsGeneration;
  const load = async () => {
    const tools: Tool[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_TOOL_PAGES; page++) {
      const result = await session.client.listTools(cursor ? { cursor } : undefined, { timeout: timeoutMs });
      tools.push(...result.tools);
      cursor = result.nextCursor;
      if (!cursor) break;
    }
    if (generation === session.toolsGeneration) session.tools = tools;
    return tools;
  };
  session.toolsLoading = load().finally(() => {
    session.toolsLoading = undefined;
  });
  return session.toolsLoading;
}
