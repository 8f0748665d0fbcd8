import "server-only";
/**
 * Process-wide connector state: one MCP pool (sessions keyed by connection + tenant + credentials,
 * never shared across tenants) and a cache of imported OpenAPI sources keyed by catalog hash.
 */
import path from "node:path";
import type { McpConnection, McpTransportSpec } from "@/lib/connectors/mcp";
import { McpPool } from "@/lib/connectors/mcp";
import { importOpenApi, type OpenApiSource } from "@/lib/connectors/openapi";
import { env } from "@/lib/env";

const g = globalThis as unknown as { __ttPool?: McpPool; __ttOpenApi?: Map<string, Promise<OpenApiSource>> };

export function mcpPool(): McpPool {
  g.__ttPool ??= new McpPool({
    callTimeoutMs: env().TOOL_CALL_TIMEOUT_MS,
    maxBytes: env().TOOL_MAX_OUTPUT_BYTES,
  });
  return g.__ttPool;
}

export interface StoredConnection {
  id: string;
  tenantId: string;
  projectId: string;
  slug: string;
  kind: string;
  config: unknown;
  secrets: unknown;
  trusted: boolean;
  enabled: boolean;
  catalog: unknown;
  catalogHash: string | null;
}

export interface McpConfig {
  transport: McpTransportSpec;
}
export interface OpenApiConfig {
  baseUrl?: string;
  /** When set, the document is fetched from here at add time and on every re-sync. */
  documentUrl?: string;
  allowList?: { operationIds?: string[]; tags?: string[]; pathPrefixes?: string[] };
}

/** Resolves a stored MCP connection (with its server-side secrets) into a pool descriptor. */
export function mcpDescriptor(c: StoredConnection): McpConnection {
  const cfg = c.config as McpConfig;
  const secrets = (c.secrets ?? {}) as { env?: Record<string, string>; headers?: Record<string, string> };
  const t = cfg.transport;
  if (t.kind === "stdio") {
    // `node` means this very runtime, so the demo server runs wherever the app runs.
    const command = t.command === "node" ? process.execPath : t.command;
    return {
      id: c.id,
      tenantId: c.tenantId,
      transport: {
        ...t,
        command,
        cwd: t.cwd ? path.resolve(/*turbopackIgnore: true*/ process.cwd(), t.cwd) : process.cwd(),
        env: { ...(t.env ?? {}), ...(secrets.env ?? {}) },
      },
    };
  }
  return {
    id: c.id,
    tenantId: c.tenantId,
    transport: { ...t, headers: { ...(t.headers ?? {}), ...(secrets.headers ?? {}) } },
  };
}

/** The imported (dereferenced) OpenAPI source of a connection, imported once per catalog version. */
export function openApiSource(c: StoredConnection): Promise<OpenApiSource> {
  g.__ttOpenApi ??= new Map();
  const cfg = c.config as OpenApiConfig;
  const key = `${c.id}:${c.catalogHash}:${JSON.stringify(cfg.allowList ?? {})}`;
  let p = g.__ttOpenApi.get(key);
  if (!p) {
    const doc = (c.catalog as { document?: unknown } | null)?.document;
    p = importOpenApi(doc as object, { allowList: cfg.allowList });
    p.catch(() => g.__ttOpenApi?.delete(key));
    g.__ttOpenApi.set(key, p);
  }
  return p;
}

export function openApiBaseUrl(c: StoredConnection): string {
  const cfg = c.config as OpenApiConfig;
  if (cfg.baseUrl) return cfg.baseUrl;
  const e = env();
  return (
    e.DEMO_LOGISTICS_BASE_URL ??
    `${e.NEXTAUTH_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`}/api/demo/logistics`
  );
}
