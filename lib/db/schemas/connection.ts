/**
 * The JSON a Connection row stores (issue 11 item 1), one zod schema per column and kind, read back
 * through `readConnection` — never cast where it is used. An MCP connection's `config` names its
 * transport, its `catalog` is the last `tools/list`; an OpenAPI connection's `config` is its base URL,
 * document URL and allow-list, its `catalog` the imported document with its operation index.
 * `secrets` (server-side only, never returned to a browser) holds env values and headers.
 *
 * The catalog's large parts (tool input schemas, the OpenAPI document: megabytes) are checked for
 * their kind only — they are bounded and walked iteratively where they are used (derive-mcp.ts,
 * lib/connectors/openapi) — so a read stays cheap for thousands of tools.
 */
import { z } from "zod";
import type { OpenApiOperationCard } from "@/lib/capabilities/derive-openapi";
import { mcpToolSchema } from "@/lib/capabilities/mcp-listing";
import { fromJson, fromOrderedJson } from "../json";

const strings = z.record(z.string(), z.string());
const record = z.record(z.string(), z.unknown());

export const mcpConfigSchema = z.object({
  transport: z.discriminatedUnion("kind", [
    z.object({
      kind: z.literal("stdio"),
      serverId: z.string().optional(),
      command: z.string().optional(),
      args: z.array(z.string()).optional(),
      env: strings.optional(),
    }),
    z.object({ kind: z.literal("http"), url: z.string(), headers: strings.optional() }),
  ]),
});

export const openApiConfigSchema = z.object({
  baseUrl: z.string().optional(),
  /** When set, the document is fetched from here at add time and on every re-sync. */
  documentUrl: z.string().optional(),
  allowList: z
    .object({
      operationIds: z.array(z.string()).optional(),
      tags: z.array(z.string()).optional(),
      pathPrefixes: z.array(z.string()).optional(),
    })
    .optional(),
});

export const connectionSecretsSchema = z.object({ env: strings.optional(), headers: strings.optional() });

/** The last `tools/list`, each tool as the sync parsed it (the one schema of an MCP tool definition). */
export const mcpCatalogSchema = z.object({ tools: z.array(mcpToolSchema) });

const operationCardSchema: z.ZodType<OpenApiOperationCard> = z.object({
  operationId: z.string(),
  method: z.string(),
  path: z.string(),
  tag: z.string().optional(),
  summary: z.string(),
  readOnly: z.boolean(),
  inputFields: z.array(z.string()),
  inputEnums: z.record(z.string(), z.array(z.string())).optional(),
  schemaDigest: z.string(),
});

export const openApiCatalogSchema = z.object({
  /** The (uploaded or fetched) document as stored; imported again at each catalog version. */
  document: record,
  cards: z.array(operationCardSchema).default([]),
  diagnostics: z.array(z.string()).default([]),
});

export type McpConfig = z.infer<typeof mcpConfigSchema>;
export type OpenApiConfig = z.infer<typeof openApiConfigSchema>;
export type ConnectionSecrets = z.infer<typeof connectionSecretsSchema>;
export type McpCatalog = z.infer<typeof mcpCatalogSchema>;
export type OpenApiCatalog = z.infer<typeof openApiCatalogSchema>;

/** The columns of a Connection row every reader shares. */
interface ConnectionBase {
  id: string;
  tenantId: string;
  projectId: string;
  slug: string;
  trusted: boolean;
  enabled: boolean;
  catalogHash: string | null;
  secrets: ConnectionSecrets;
}

/** A connection's kind with its config. */
export type ConnectionConfig =
  | { kind: "mcp"; config: McpConfig }
  | { kind: "openapi"; config: OpenApiConfig };

/** A stored connection as the connectors read it: config, secrets and cached catalog by kind. */
export type StoredConnection = ConnectionBase &
  (
    | { kind: "mcp"; config: McpConfig; catalog: McpCatalog | null }
    | { kind: "openapi"; config: OpenApiConfig; catalog: OpenApiCatalog | null }
  );

/** The row as Prisma returns it (JSON columns untyped). */
export interface ConnectionRow extends Omit<ConnectionBase, "secrets"> {
  kind: string;
  config: unknown;
  secrets: unknown;
  catalog: unknown;
}

/** A stored row parsed by kind; a row that does not match its kind is a corrupt row (`internal:stored`). */
export function readConnection(row: ConnectionRow): StoredConnection {
  const base: ConnectionBase = {
    id: row.id,
    tenantId: row.tenantId,
    projectId: row.projectId,
    slug: row.slug,
    trusted: row.trusted,
    enabled: row.enabled,
    catalogHash: row.catalogHash,
    secrets: fromJson(connectionSecretsSchema, row.secrets ?? {}, "connection.secrets"),
  };
  if (row.kind === "mcp")
    return {
      ...base,
      kind: "mcp",
      config: fromJson(mcpConfigSchema, row.config, "connection.config"),
      catalog:
        row.catalog == null
          ? null
          : fromJson(mcpCatalogSchema, fromOrderedJson(row.catalog), "connection.catalog"),
    };
  if (row.kind === "openapi")
    return {
      ...base,
      kind: "openapi",
      config: fromJson(openApiConfigSchema, row.config, "connection.config"),
      catalog:
        row.catalog == null
          ? null
          : fromJson(openApiCatalogSchema, fromOrderedJson(row.catalog), "connection.catalog"),
    };
  return fromJson(z.never(), row.kind, "connection.kind");
}

/** An OpenAPI connection's stored catalog (read on its own: the document may be megabytes). */
export const readOpenApiCatalog = (catalog: unknown): OpenApiCatalog | null =>
  catalog == null ? null : fromJson(openApiCatalogSchema, fromOrderedJson(catalog), "connection.catalog");

/** An OpenAPI connection's stored config read on its own (materializing one operation). */
export const readOpenApiConfig = (config: unknown): OpenApiConfig =>
  fromJson(openApiConfigSchema, config, "connection.config");
