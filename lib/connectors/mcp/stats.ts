/** Per-key traffic counters; the transport increments them in place, the pool hands out copies. */
import { credentialFingerprint } from "./session-key";
import type { ConnectionStats, McpConnection } from "./types";

export function createConnectionStats(conn: McpConnection, key: string): ConnectionStats {
  return {
    key,
    connectionId: conn.id,
    tenantId: conn.tenantId,
    fingerprint: credentialFingerprint(conn),
    requests: 0,
    byMethod: {},
    notifications: 0,
    httpRequests: 0,
    sessionsOpened: 0,
    toolListChanges: 0,
    live: false,
  };
}
