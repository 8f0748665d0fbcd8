/**
 * Builds the SDK client transport for a connection and instruments it, so the pool's counters are
 * physical: every JSON-RPC message the client writes goes through `send`, every HTTP request
 * through `fetch`. Nothing is estimated.
 */
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { connectorFetch } from "@/lib/connectors/outbound";
import { BoundedHttpTransport } from "./http-transport";
import { BoundedStdioTransport } from "./stdio-transport";
import type { McpTransportSpec } from "./types";

export interface TrafficCounters {
  requests: number;
  byMethod: Record<string, number>;
  notifications: number;
  httpRequests: number;
}

export interface InstrumentedTransport {
  transport: Transport;
  /** Last few KB of a stdio server's stderr, for logs (never shown to users: may hold secrets). */
  stderrTail(): string;
  /** Ends the remote session politely where the transport supports it (HTTP DELETE). */
  terminate(): Promise<void>;
  /** performance.now() when the last answer cut while arriving reached the cap (benchmarks). */
  capReachedAt(): number | undefined;
}

const STDERR_TAIL_BYTES = 4_096;

function countSends(transport: Transport, counters: TrafficCounters): void {
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    if ("method" in message) {
      if ("id" in message) {
        counters.requests += 1;
        counters.byMethod[message.method] = (counters.byMethod[message.method] ?? 0) + 1;
      } else {
        counters.notifications += 1;
      }
    }
    return send(message, options);
  };
}

export function createTransport(
  spec: McpTransportSpec,
  counters: TrafficCounters,
  options: { maxMessageBytes: number },
): InstrumentedTransport {
  if (spec.kind === "stdio") {
    const stdio = new BoundedStdioTransport({
      command: spec.command,
      args: spec.args,
      env: spec.env,
      cwd: spec.cwd,
      maxMessageBytes: options.maxMessageBytes,
    });
    let tail = "";
    // Piped, not inherited: server logs must not interleave with ours, and an unread pipe would block the child.
    stdio.onStderr((chunk) => {
      tail = (tail + chunk.toString("utf8")).slice(-STDERR_TAIL_BYTES);
    });
    countSends(stdio, counters);
    return {
      transport: stdio,
      stderrTail: () => tail,
      terminate: async () => undefined,
      capReachedAt: () => stdio.capReachedAt,
    };
  }

  const countingFetch = (url: string | URL, init?: RequestInit) => {
    counters.httpRequests += 1;
    // Issue 10 item 3: public addresses only, each redirect hop checked (lib/connectors/outbound.ts).
    // BoundedHttpTransport bounds it on top (error bodies dropped, malformed JSON class-only) while
    // counting the bytes as they arrive, so no answer is read whole before it can be bounded.
    return connectorFetch(url, init);
  };
  const http = new BoundedHttpTransport(new URL(spec.url), {
    headers: spec.headers,
    fetch: countingFetch,
    maxMessageBytes: options.maxMessageBytes,
  });
  countSends(http, counters);
  return {
    transport: http,
    stderrTail: () => "",
    terminate: () => http.terminateSession().catch(() => undefined),
    capReachedAt: () => http.stats.capReachedAt,
  };
}
