/**
 * Session identity. A live session may only be shared by calls with the same connection, tenant
 * and credentials: the key hashes the whole resolved transport (env, headers, url, command), so two
 * users with different tokens never share a process or an HTTP session (no cross-tenant cache).
 */
import { createHash } from "node:crypto";
import type { McpConnection } from "./types";

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** sha256 of tenant + transport; a prefix is enough to tell sessions apart in stats and logs. */
export function credentialFingerprint(conn: McpConnection): string {
  return createHash("sha256")
    .update(canonical({ tenantId: conn.tenantId, transport: conn.transport }))
    .digest("hex")
    .slice(0, 16);
}

export function sessionKey(conn: McpConnection): string {
  return `${conn.tenantId}/${conn.id}#${credentialFingerprint(conn)}`;
}
