import "server-only";
/**
 * Process-wide connector state: one MCP pool (sessions keyed by connection + tenant + credentials,
 * never shared across tenants) and a cache of imported OpenAPI sources keyed by catalog hash.
 */
import path from "node:path";
import type { McpConnection } from "@/lib/connectors/mcp";
import { McpPool } from "@/lib/connectors/mcp";
import { importOpenApi, type OpenApiSource } from "@/lib/connectors/openapi";
import { demoLogisticsBaseUrl } from "@/lib/connectors/outbound";
import type { StoredConnection } from "@/lib/db/repositories/connections";
import { env } from "@/lib/env";
import { userError } from "@/lib/errors";
import { findStdioServer, type StdioServer, stdioChildEnv } from "@/lib/mcp-registry";

const g = globalThis as unknown as { __ttPool?: McpPool; __ttOpenApi?: Map<string, Promise<OpenApiSource>> };

export function mcpPool(): McpPool {
  g.__ttPool ??= new McpPool({
    callTimeoutMs: env().TOOL_CALL_TIMEOUT_MS,
    connectTimeoutMs: env().MCP_CONNECT_TIMEOUT_MS,
    maxBytes: env().TOOL_MAX_OUTPUT_BYTES,
  });
  return g.__ttPool;
}

export type { StoredConnection };

/**
 * Stored configs (lib/db/schemas/connection.ts). A stdio connection names an operator-registered
 * server (`serverId`, see lib/mcp-registry.ts); `command`/`args` exist only for connections added
 * while MCP_STDIO_FREEFORM=true, and are refused at spawn time otherwise. `env` holds non-secret knobs.
 */
import type { McpConfig, OpenApiCatalog, OpenApiConfig } from "@/lib/db/schemas/connection";

/** What an OpenAPI source is imported from: the stored document of its catalog. */
type OpenApiDocument = Pick<OpenApiCatalog, "document">;

export type { McpConfig, OpenApiConfig };

/** The operator's switches for stdio servers (defaults: the demo server only, no free-form commands). */
export interface StdioPolicy {
  registry: readonly StdioServer[];
  freeform: boolean;
}
export function stdioPolicy(): StdioPolicy {
  const e = env();
  return { registry: e.MCP_STDIO_SERVERS, freeform: e.MCP_STDIO_FREEFORM };
}

const unavailable = (message: string) => userError("unavailable:connector", message);

/**
 * Resolves a stored MCP connection (with its server-side secrets) into a pool descriptor. A stdio
 * connection resolves its registered server at spawn time: an unknown id, or a stored `command`
 * while free-form commands are off, is an `unavailable:connector` error and nothing is spawned.
 */
export function mcpDescriptor(c: StoredConnection, policy: StdioPolicy = stdioPolicy()): McpConnection {
  if (c.kind !== "mcp") throw unavailable("This connection is not an MCP server.");
  const secrets = c.secrets;
  const t = c.config.transport;
  if (t.kind === "stdio") {
    const resolved = resolveStdio(t, policy);
    // `node` means this very runtime, so a server runs wherever the app runs.
    const command = resolved.command === "node" ? process.execPath : resolved.command;
    return {
      id: c.id,
      tenantId: c.tenantId,
      transport: {
        kind: "stdio",
        command,
        args: [...resolved.args],
        cwd: resolved.cwd
          ? path.resolve(/*turbopackIgnore: true*/ process.cwd(), resolved.cwd)
          : process.cwd(),
        env: stdioChildEnv({
          allowed: resolved.envKeys,
          fixed: resolved.env,
          supplied: [t.env, secrets.env],
        }),
      },
    };
  }
  if (t.kind === "http") {
    return {
      id: c.id,
      tenantId: c.tenantId,
      transport: { kind: "http", url: t.url, headers: { ...(t.headers ?? {}), ...(secrets.headers ?? {}) } },
    };
  }
  throw unavailable("This MCP connection has no usable transport.");
}

function resolveStdio(
  t: Extract<McpConfig["transport"], { kind: "stdio" }>,
  policy: StdioPolicy,
): {
  command: string;
  args: readonly string[];
  cwd?: string;
  envKeys: readonly string[] | "any";
  env?: Record<string, string>;
} {
  if (typeof t.serverId === "string") {
    const server = findStdioServer(policy.registry, t.serverId);
    if (!server)
      throw unavailable(
        `The stdio MCP server "${t.serverId.slice(0, 64)}" is not registered on this server (MCP_STDIO_SERVERS).`,
      );
    return server;
  }
  if (typeof t.command === "string" && t.command !== "") {
    if (!policy.freeform)
      throw unavailable(
        "This connection runs a free-form command, which this server does not allow (MCP_STDIO_FREEFORM is off). Re-add it with a registered server.",
      );
    return {
      command: t.command,
      args: Array.isArray(t.args) ? t.args.map(String) : [],
      envKeys: "any",
    };
  }
  throw unavailable("This stdio MCP connection names no registered server.");
}

/**
 * The imported (dereferenced) OpenAPI source of a connection, imported once per catalog version.
 * A caller holding the row without its catalog (megabytes for a large API) passes `loadCatalog`,
 * called only when this version was not imported yet.
 */
export function openApiSource(
  c: { id: string; catalogHash: string | null; config: OpenApiConfig; catalog?: OpenApiDocument | null },
  loadCatalog: () => Promise<OpenApiDocument | null> = async () => c.catalog ?? null,
): Promise<OpenApiSource> {
  g.__ttOpenApi ??= new Map();
  const cfg = c.config;
  const key = `${c.id}:${c.catalogHash}:${JSON.stringify(cfg.allowList ?? {})}`;
  let p = g.__ttOpenApi.get(key);
  if (!p) {
    p = loadCatalog().then((catalog) => {
      if (!catalog) throw unavailable("This OpenAPI connection has no stored document; sync it again.");
      return importOpenApi(catalog.document, { allowList: cfg.allowList });
    });
    p.catch(() => g.__ttOpenApi?.delete(key));
    g.__ttOpenApi.set(key, p);
  }
  return p;
}

export function openApiBaseUrl(c: { config: OpenApiConfig }): string {
  if (c.config.baseUrl) return c.config.baseUrl;
  const e = env();
  return demoLogisticsBaseUrl({
    DEMO_LOGISTICS_BASE_URL: e.DEMO_LOGISTICS_BASE_URL,
    NEXTAUTH_URL: e.NEXTAUTH_URL,
    PORT: process.env.PORT,
  });
}
