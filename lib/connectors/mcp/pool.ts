/**
 * Pool of live MCP client sessions, one per connection + tenant + credentials (see session-key.ts).
 * Sessions are reused across calls; a transport failure drops the session so the next call
 * reconnects. Every result is bounded and every failure normalized: callTool never throws.
 */
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { boundValueSliced, resultValueSliced } from "./bound-output";
import { createBudget, untilAborted } from "./budget";
import { CUT_META } from "./cut";
import { classifyError, MCP_ERROR_CODES, McpConnectorError } from "./errors";
import { loadTools, openSession, type Session } from "./session";
import { sessionKey } from "./session-key";
import { createConnectionStats } from "./stats";
import { failedResult, toToolResult } from "./tool-result";
import type {
  CallToolOptions,
  ConnectionStats,
  ListToolsOptions,
  McpConnection,
  McpPoolOptions,
  McpToolResult,
  ToolsChangedEvent,
} from "./types";

const DEFAULTS = {
  clientInfo: { name: "tabletalk", version: "0.1.0" },
  connectTimeoutMs: 15_000,
  callTimeoutMs: 30_000,
  maxBytes: 2 * 1024 * 1024,
};

/**
 * A raw message is larger than the value it carries: SDK servers send the value twice
 * (structuredContent and its JSON text), and text escaping adds more. Cut at three times the
 * value bound, so what is kept can still fill maxBytes.
 */
const messageCap = (maxBytes: number) => Math.max(1024 * 1024, maxBytes * 3 + 64 * 1024);

interface Entry {
  ready: Promise<Session>;
  session?: Session;
}

export class McpPool {
  private readonly options: Required<Omit<McpPoolOptions, "maxMessageBytes">> & { maxMessageBytes: number };
  private readonly entries = new Map<string, Entry>();
  private readonly counters = new Map<string, ConnectionStats>();
  private readonly listeners = new Set<(event: ToolsChangedEvent) => void>();
  private closed = false;

  constructor(options: McpPoolOptions = {}) {
    const merged = { ...DEFAULTS, ...options };
    this.options = { ...merged, maxMessageBytes: options.maxMessageBytes ?? messageCap(merged.maxBytes) };
  }

  /** The live session for this connection and credentials, opened on first use. Throws McpConnectorError. */
  getSession(conn: McpConnection): Promise<Session> {
    if (this.closed) {
      return Promise.reject(
        new McpConnectorError({ code: MCP_ERROR_CODES.unavailable, message: "MCP pool is closed" }),
      );
    }
    const key = sessionKey(conn);
    const existing = this.entries.get(key);
    if (existing) return existing.ready;
    let counters = this.counters.get(key);
    if (!counters) {
      counters = createConnectionStats(conn, key);
      this.counters.set(key, counters);
    }
    const entry: Entry = { ready: Promise.resolve(undefined as never) };
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.ready = openSession(conn, key, {
      counters,
      clientInfo: this.options.clientInfo,
      connectTimeoutMs: this.options.connectTimeoutMs,
      maxMessageBytes: this.options.maxMessageBytes,
      onToolsChanged: () => {
        counters.toolListChanges += 1;
        for (const listener of this.listeners) {
          try {
            listener({ key, connectionId: conn.id, tenantId: conn.tenantId });
          } catch {
            // One failing listener must not starve the others of the change.
          }
        }
      },
      onClosed: forget,
    }).then(
      async (session) => {
        entry.session = session;
        counters.sessionsOpened += 1;
        if (this.closed) await session.close();
        return session;
      },
      (error) => {
        forget();
        // Callers of getSession get the same normalized errors as everyone else.
        throw error instanceof McpConnectorError
          ? error
          : new McpConnectorError(
              classifyError(error, {
                what: `Connecting to ${conn.id}`,
                timeoutMs: this.options.connectTimeoutMs,
                timedOut: false,
                cancelled: false,
              }).error,
            );
      },
    );
    // Waiters may give up (timeout) before the outcome: the rejection must never go unhandled.
    entry.ready.catch(() => undefined);
    this.entries.set(key, entry);
    return entry.ready;
  }

  /** tools/list (all pages), cached per session until the server says the list changed. Throws McpConnectorError. */
  async listTools(conn: McpConnection, options: ListToolsOptions = {}): Promise<Tool[]> {
    const timeoutMs = options.timeoutMs ?? this.options.connectTimeoutMs;
    const budget = createBudget(timeoutMs, options.signal);
    let session: Session | undefined;
    try {
      session = await untilAborted(this.getSession(conn), budget.signal);
      if (session.tools) return session.tools;
      const loading = session.toolsLoading ?? loadTools(session, this.options.connectTimeoutMs);
      return await untilAborted(loading, budget.signal);
    } catch (error) {
      if (error instanceof McpConnectorError) throw error;
      const classified = classifyError(error, {
        what: `Listing tools of ${conn.id}`,
        timeoutMs,
        timedOut: budget.timedOut(),
        cancelled: budget.cancelled(),
      });
      if (classified.dropSession) await this.drop(sessionKey(conn), session);
      throw new McpConnectorError(classified.error);
    } finally {
      budget.dispose();
    }
  }

  /** One tools/call, bounded in time and size. Never throws: failures come back normalized. */
  async callTool(
    conn: McpConnection,
    name: string,
    args: Record<string, unknown> = {},
    options: CallToolOptions = {},
  ): Promise<McpToolResult> {
    const started = performance.now();
    const timeoutMs = options.timeoutMs ?? this.options.callTimeoutMs;
    const maxBytes = options.maxBytes ?? this.options.maxBytes;
    const budget = createBudget(timeoutMs, options.signal);
    const elapsed = () => Math.round(performance.now() - started);
    let session: Session | undefined;
    try {
      session = await untilAborted(this.getSession(conn), budget.signal);
      const remaining = budget.remaining();
      // timeout caps silence, maxTotalTimeout caps the whole call even if the server sends progress.
      const result = await session.client.callTool({ name, arguments: args }, undefined, {
        signal: budget.signal,
        timeout: remaining,
        maxTotalTimeout: remaining,
      });
      // A cut answer is still megabytes to parse and bound: in slices, the event loop runs between.
      if ((result._meta as Record<string, unknown> | undefined)?.[CUT_META] && result.isError !== true) {
        const bounded = await boundValueSliced(await resultValueSliced(result), maxBytes);
        return toToolResult(name, result, maxBytes, elapsed(), bounded);
      }
      return toToolResult(name, result, maxBytes, elapsed());
    } catch (error) {
      const classified =
        error instanceof McpConnectorError
          ? { error: error.toJSON(), dropSession: false }
          : classifyError(error, {
              what: `MCP tool ${name}`,
              timeoutMs,
              timedOut: budget.timedOut(),
              cancelled: budget.cancelled(),
            });
      if (classified.dropSession) await this.drop(sessionKey(conn), session);
      return failedResult(classified.error, elapsed());
    } finally {
      budget.dispose();
    }
  }

  /** Called with every tools/list_changed (the cache is already invalidated): re-pin definitions here. */
  onToolsChanged(listener: (event: ToolsChangedEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  stats(): ConnectionStats[] {
    return [...this.counters.values()].map((c) => ({
      ...c,
      byMethod: { ...c.byMethod },
      live: this.isLive(c.key),
    }));
  }

  statsFor(conn: McpConnection): ConnectionStats | undefined {
    return this.stats().find((s) => s.key === sessionKey(conn));
  }

  /** Closes this connection's session (e.g. the admin disabled it or rotated its credentials). */
  async disconnect(conn: McpConnection): Promise<void> {
    const key = sessionKey(conn);
    const entry = this.entries.get(key);
    this.entries.delete(key);
    const session = await entry?.ready.catch(() => undefined);
    await session?.close();
  }

  async close(): Promise<void> {
    this.closed = true;
    const entries = [...this.entries.values()];
    this.entries.clear();
    await Promise.all(entries.map(async (e) => (await e.ready.catch(() => undefined))?.close()));
  }

  /** Drops the session only if it is still the current one: a concurrent reconnect must survive. */
  private async drop(key: string, session: Session | undefined): Promise<void> {
    const entry = this.entries.get(key);
    if (session && entry?.session === session) this.entries.delete(key);
    await session?.close();
  }

  private isLive(key: string): boolean {
    const session = this.entries.get(key)?.session;
    return Boolean(session && !session.closed);
  }
}
