import "server-only";
/**
 * Connection administration (issue 3 item 7): add MCP / OpenAPI sources, trust, enable, approve or
 * quarantine one tool, re-sync. Every lookup is scoped by the actor's tenant and project, so an id
 * from another tenant is "not found" and nothing changes. Secrets (stdio env, HTTP headers) are
 * stored in `Connection.secrets` only and never returned. Every change is audited.
 */
import type { Actor } from "@/lib/auth";
import { deriveConnectionCapabilities } from "@/lib/capabilities";
import { fetchOpenApiDocument, tryImportOpenApi } from "@/lib/connectors/openapi";
import {
  mcpDescriptor,
  mcpPool,
  type StdioPolicy,
  type StoredConnection,
  stdioPolicy,
} from "@/lib/connectors/runtime";
import { type SyncResult, syncConnection } from "@/lib/connectors/sync";
import { recordAudit } from "@/lib/db/audit";
import type { Db } from "@/lib/db/client";
import {
  approvalOf,
  connectionById,
  createConnection,
  decideApproval,
  loadConnections,
  slugTaken,
  setConnectionFlag as storeConnectionFlag,
} from "@/lib/db/repositories/connections";
import type { McpConfig } from "@/lib/db/schemas/connection";
import { userError } from "@/lib/errors";
import { findStdioServer, isForbiddenEnvKey } from "@/lib/mcp-registry";
import { namedChange } from "./connection-view";

export interface SyncSummary {
  ok: boolean;
  toolCount: number;
  added: string[];
  quarantined: string[];
  error: string | null;
}

const summary = (r: SyncResult): SyncSummary => ({
  ok: r.ok,
  toolCount: r.toolCount,
  added: r.added.slice(0, 50),
  quarantined: r.quarantined.slice(0, 50),
  error: r.error ? r.error.slice(0, 500) : null,
});

/** `Commerce (EU)` → `commerce-eu`: the slug names the family (`mcp:commerce-eu`) in capability ids. */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/g, "");
}

type Scope = Pick<Actor, "tenantId" | "projectId">;

/** Drops the live session of a connection, if any; an unresolvable stdio server has none. */
async function disconnectQuietly(conn: StoredConnection): Promise<void> {
  try {
    await mcpPool().disconnect(mcpDescriptor(conn));
  } catch {
    // Nothing to drop.
  }
}

async function scopedConnection(db: Db, scope: Scope, id: string): Promise<StoredConnection> {
  const conn = await connectionById(db, scope, id);
  if (!conn) throw userError("not_found:connection");
  return conn;
}

const audit = (
  db: Db,
  actor: Actor,
  e: Omit<Parameters<typeof recordAudit>[1], "tenantId" | "projectId" | "actorId">,
) => recordAudit(db, { tenantId: actor.tenantId, projectId: actor.projectId, actorId: actor.userId, ...e });

async function freeSlug(db: Db, scope: Scope, name: string): Promise<string> {
  const slug = slugify(name);
  if (!slug) throw userError("bad_request:input", "The name needs at least one letter or digit.");
  if (await slugTaken(db, scope, slug))
    throw userError("conflict:connection", `A connection named "${slug}" already exists in this project.`);
  return slug;
}

async function syncAndAudit(
  db: Db,
  actor: Actor,
  conn: StoredConnection,
  reason: string,
): Promise<SyncSummary> {
  const r = summary(await syncConnection(db, conn));
  if (r.error) r.error = r.error.replaceAll(conn.id, conn.slug);
  await audit(db, actor, {
    kind: "connection.sync",
    target: conn.slug,
    outcome: r.ok ? "ok" : "error",
    reason: r.error ?? reason,
    data: { toolCount: r.toolCount, added: r.added, quarantined: r.quarantined },
  });
  return r;
}

export type McpInput =
  | { name: string; trusted: boolean; transport: "stdio"; serverId: string; env: Record<string, string> }
  | {
      name: string;
      trusted: boolean;
      transport: "command";
      command: string;
      args: string[];
      env: Record<string, string>;
    }
  | { name: string; trusted: boolean; transport: "http"; url: string; headers: Record<string, string> };

/** What the "Add an MCP server" form offers: the registered stdio servers by name, never their commands. */
export interface StdioChoice {
  id: string;
  name: string;
  envKeys: string[];
}
export function stdioChoices(policy: StdioPolicy = stdioPolicy()): {
  servers: StdioChoice[];
  freeform: boolean;
} {
  return {
    servers: policy.registry.map((s) => ({ id: s.id, name: s.name, envKeys: [...s.envKeys] })),
    freeform: policy.freeform,
  };
}

/**
 * The stored config of a new MCP connection. A stdio connection references a registered server by
 * id; its env values are accepted only for the keys that server's registration allows. A free-form
 * command is accepted only when the operator enabled MCP_STDIO_FREEFORM.
 */
function mcpConfig(input: McpInput, policy: StdioPolicy): McpConfig {
  if (input.transport === "http") return { transport: { kind: "http", url: input.url } };
  if (input.transport === "command") {
    if (!policy.freeform)
      throw userError(
        "bad_request:input",
        "Free-form commands are turned off on this server (MCP_STDIO_FREEFORM). Pick a registered server.",
      );
    const forbidden = Object.keys(input.env).filter(isForbiddenEnvKey);
    if (forbidden.length > 0)
      throw userError("bad_request:input", `${forbidden.join(", ")} cannot be set for an MCP server.`);
    return { transport: { kind: "stdio", command: input.command, args: input.args } };
  }
  const server = findStdioServer(policy.registry, input.serverId);
  if (!server)
    throw userError("bad_request:input", "That server is not registered here. Pick one from the list.");
  const refused = Object.keys(input.env).filter((k) => !server.envKeys.includes(k));
  if (refused.length > 0) {
    const allowed =
      server.envKeys.length > 0 ? `it accepts only ${server.envKeys.join(", ")}` : "it accepts no variables";
    throw userError(
      "bad_request:input",
      `${refused.slice(0, 5).join(", ")} cannot be set for "${server.name}": ${allowed}.`,
    );
  }
  return { transport: { kind: "stdio", serverId: server.id } };
}

export async function addMcpConnection(
  db: Db,
  actor: Actor,
  input: McpInput,
  policy: StdioPolicy = stdioPolicy(),
): Promise<{ id: string; slug: string; sync: SyncSummary }> {
  // Checked before anything is stored: a refused server or variable is a form error.
  const config = mcpConfig(input, policy);
  const slug = await freeSlug(db, actor, input.name);
  const secrets = input.transport === "http" ? { headers: input.headers } : { env: input.env };
  const conn = await createConnection(db, actor, {
    slug,
    kind: "mcp",
    name: input.name,
    config,
    secrets,
    trusted: input.trusted,
  });
  await audit(db, actor, {
    kind: "connection.add",
    target: slug,
    data: {
      kind: "mcp",
      transport: input.transport,
      ...(input.transport === "stdio" ? { serverId: input.serverId } : {}),
      trusted: input.trusted,
      // Key names only: secret values never reach the audit log either.
      secretKeys: Object.keys(input.transport === "http" ? input.headers : input.env),
    },
  });
  const sync = await syncAndAudit(db, actor, conn, "added");
  return { id: conn.id, slug, sync };
}

export interface OpenApiInput {
  name: string;
  document: string;
  /** Fetched server-side instead of `document` when given; re-fetched on every re-sync. */
  documentUrl?: string;
  baseUrl: string;
  allowList: { operationIds: string[]; tags: string[]; pathPrefixes: string[] };
}

export async function addOpenApiConnection(
  db: Db,
  actor: Actor,
  input: OpenApiInput,
): Promise<{ id: string; slug: string; sync: SyncSummary; operations: number }> {
  const slug = await freeSlug(db, actor, input.name);
  let text = input.document;
  if (input.documentUrl) {
    try {
      text = await fetchOpenApiDocument(input.documentUrl);
    } catch (e) {
      throw userError(
        "bad_request:openapi",
        e instanceof Error ? e.message : "The document URL could not be read.",
      );
    }
  }
  // Validate before storing anything: an unusable document is a form error, nothing is written.
  const imported = await tryImportOpenApi(text, { allowList: input.allowList });
  if (!imported.ok) throw userError("bad_request:openapi", imported.error.message.slice(0, 600));
  if (imported.source.cards.length === 0) {
    throw userError(
      "bad_request:openapi",
      `No operation of "${imported.source.title || "the document"}" matches the allow-list; nothing was stored.`,
    );
  }
  const document = JSON.parse(text) as Record<string, unknown>; // the text was imported above: an object
  const conn = await createConnection(db, actor, {
    slug,
    kind: "openapi",
    name: input.name,
    config: {
      baseUrl: input.baseUrl,
      allowList: input.allowList,
      ...(input.documentUrl ? { documentUrl: input.documentUrl } : {}),
    },
    catalog: { document, cards: [...imported.source.cards], diagnostics: [...imported.source.diagnostics] },
    trusted: false,
  });
  await audit(db, actor, {
    kind: "connection.add",
    target: slug,
    data: {
      kind: "openapi",
      title: imported.source.title,
      operationsInDocument: imported.source.stats.operationsInDocument,
      operationsIndexed: imported.source.stats.operationsIndexed,
      allowList: input.allowList,
    },
  });
  const sync = await syncAndAudit(db, actor, conn, "added");
  return { id: conn.id, slug, sync, operations: imported.source.cards.length };
}

export async function setConnectionFlag(
  db: Db,
  actor: Actor,
  input: { connectionId: string; flag: "trusted" | "enabled"; value: boolean },
): Promise<void> {
  const conn = await scopedConnection(db, actor, input.connectionId);
  await storeConnectionFlag(db, actor, conn.id, input.flag, input.value);
  // A disabled MCP server keeps no live session (DESIGN.md: enabling mid-turn changes nothing).
  if (input.flag === "enabled" && !input.value && conn.kind === "mcp") {
    await disconnectQuietly(conn);
  }
  await audit(db, actor, {
    kind: input.flag === "trusted" ? "connection.trust" : "connection.enable",
    target: conn.slug,
    data: { [input.flag]: input.value, was: input.flag === "trusted" ? conn.trusted : conn.enabled },
  });
}

/** The capability as derived from the cached catalog now: its hash is what an approval pins. */
async function currentCapability(db: Db, actor: Actor, connectionId: string, toolName: string) {
  const conn = await scopedConnection(db, actor, connectionId);
  const { approvals } = await loadConnections(db, actor, { enabledOnly: false });
  const cap = deriveConnectionCapabilities(conn, approvals.get(conn.id) ?? new Map()).find(
    (c) => c.localName === toolName,
  );
  if (!cap) throw userError("not_found:tool");
  return { conn, cap };
}

export async function decideTool(
  db: Db,
  actor: Actor,
  input: {
    connectionId: string;
    toolName: string;
    decision: "approve";
    classification: "read" | "write";
    confirmNamedChange?: boolean;
  },
): Promise<{ status: string; definitionHash: string }>;
export async function decideTool(
  db: Db,
  actor: Actor,
  input: { connectionId: string; toolName: string; decision: "quarantine" },
): Promise<{ status: string; definitionHash: string }>;
export async function decideTool(
  db: Db,
  actor: Actor,
  input: {
    connectionId: string;
    toolName: string;
    decision: "approve" | "quarantine";
    classification?: "read" | "write";
    confirmNamedChange?: boolean;
  },
): Promise<{ status: string; definitionHash: string }> {
  const { conn, cap } = await currentCapability(db, actor, input.connectionId, input.toolName);
  // A tool whose name says it changes data (`reserveBike`) is approved as read only when the admin
  // confirmed it: one click must not let a likely write into a read-only release.
  if (
    input.decision === "approve" &&
    input.classification === "read" &&
    namedChange(cap) &&
    input.confirmNamedChange !== true
  )
    throw userError("conflict:named_change");
  const previous = await approvalOf(db, actor, conn.id, cap.localName);
  const status = input.decision === "approve" ? "approved" : "quarantined";
  const classification = input.classification ?? previous?.classification ?? "unknown";
  const decided = { decidedBy: actor.userId, decidedAt: new Date() };
  // Approval pins the CURRENT definition hash: re-approving a quarantined tool accepts its new definition.
  await decideApproval(
    db,
    actor,
    { connectionId: conn.id, localName: cap.localName },
    { status, classification, definitionHash: cap.definitionHash, ...decided },
  );
  await audit(db, actor, {
    kind: input.decision === "approve" ? "tool.approve" : "tool.quarantine",
    target: `${conn.slug}/${cap.localName}`,
    reason: input.decision === "approve" ? `classified ${classification}` : "quarantined by an admin",
    data: {
      classification,
      definitionHash: cap.definitionHash,
      previous: previous
        ? {
            status: previous.status,
            classification: previous.classification,
            definitionHash: previous.definitionHash,
          }
        : null,
    },
  });
  return { status, definitionHash: cap.definitionHash };
}

export async function resync(db: Db, actor: Actor, connectionId: string): Promise<SyncSummary> {
  const conn = await scopedConnection(db, actor, connectionId);
  // An explicit re-sync reads the server's list afresh, not the session's cached one.
  if (conn.kind === "mcp") {
    await disconnectQuietly(conn);
  }
  return syncAndAudit(db, actor, conn, "re-sync requested");
}
