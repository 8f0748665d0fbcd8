/** Public types of the MCP connector: connection descriptors, call options, results, counters. */
import type { ToolResult } from "@/lib/capabilities/types";

export type McpTransportSpec =
  | {
      kind: "stdio";
      command: string;
      args: string[];
      /** Merged over the SDK's minimal safe env (HOME, PATH, …); the app's own env is never inherited. */
      env?: Record<string, string>;
      cwd?: string;
    }
  | { kind: "http"; url: string; headers?: Record<string, string> };

/** A stored connection, already resolved with its credentials for one tenant. */
export interface McpConnection {
  id: string;
  tenantId: string;
  transport: McpTransportSpec;
}

export interface CallToolOptions {
  /** Overall budget for this call, connection set-up included. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Bound on the returned value's serialized JSON size. */
  maxBytes?: number;
}

export interface ListToolsOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface McpToolResult extends ToolResult {
  durationMs: number;
  /** Serialized size before bounding (equals `bytes` unless truncated). */
  originalBytes: number;
}

export interface McpPoolOptions {
  clientInfo?: { name: string; version: string };
  /** Budget for spawning/connecting and the initialize handshake. Default 15 s. */
  connectTimeoutMs?: number;
  /** Default per-call budget. Default 30 s. */
  callTimeoutMs?: number;
  /** Default bound on a call's returned value. Default 2 MiB. */
  maxBytes?: number;
  /**
   * Hard cap on one raw stdio message, counted while it arrives. Past it the answer is cut to its
   * last complete records (flagged truncated) or refused as too_large:output; the session stays.
   * Default: 3 × maxBytes + 64 KiB (at least 1 MiB).
   */
  maxMessageBytes?: number;
}

/** Physical traffic of one session key (connection + tenant + credentials), cumulative across reconnects. */
export interface ConnectionStats {
  key: string;
  connectionId: string;
  tenantId: string;
  /** Short sha256 of the credentials: identifies a session without revealing them. */
  fingerprint: string;
  /** JSON-RPC requests sent (initialize, tools/list, tools/call, …). */
  requests: number;
  byMethod: Record<string, number>;
  /** JSON-RPC notifications sent (initialized, cancelled, …). */
  notifications: number;
  /** HTTP requests issued (POST, the GET event stream, DELETE); 0 for stdio. */
  httpRequests: number;
  sessionsOpened: number;
  toolListChanges: number;
  live: boolean;
}

export interface ToolsChangedEvent {
  key: string;
  connectionId: string;
  tenantId: string;
}
