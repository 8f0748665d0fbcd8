import "server-only";
/**
 * The only path from a plan to a physical call. `authorize` repeats tenant, project, availability
 * and authorization checks immediately before every call (DESIGN.md §3); `callTool` builds the
 * request from the stored connection/operation — never from model-supplied URLs, methods or headers.
 * Every call, allowed or refused, is audited; physical external calls are counted per gateway.
 */
import type { Actor } from "@/lib/auth/actor";
import { type Capability, type Snapshot, wrappedArguments } from "@/lib/capabilities";
import { searchKb } from "@/lib/connectors/kb/search";
import { executeOperation } from "@/lib/connectors/openapi";
import {
  mcpDescriptor,
  mcpPool,
  openApiBaseUrl,
  openApiSource,
  type StoredConnection,
} from "@/lib/connectors/runtime";
import { recordAudit } from "@/lib/db/audit";
import type { Db } from "@/lib/db/client";
import { callAuthorization, catalogOf } from "@/lib/db/repositories/connections";
import { env } from "@/lib/env";
import { isAppError } from "@/lib/errors";
import type { AuthorizeResult, JsonRecord, ToolResult } from "@/lib/execution/types";
import { maskSensitive } from "@/lib/security";

export interface Gateway {
  authorize(cap: Readonly<Capability>): Promise<AuthorizeResult>;
  callTool(cap: Readonly<Capability>, args: JsonRecord, opts: { signal: AbortSignal }): Promise<ToolResult>;
  /** Physical calls to remote systems (MCP, HTTP). KB search is a local query and not counted. */
  readonly counters: { external: number; kb: number; refused: number };
}

export function createGateway(db: Db, actor: Actor, snapshot: Snapshot): Gateway {
  const counters = { external: 0, kb: 0, refused: 0 };
  const connections = new Map<string, StoredConnection>();
  const audit = (
    cap: Readonly<Capability>,
    outcome: "ok" | "refused" | "error",
    reason = "",
    data?: unknown,
  ) =>
    recordAudit(db, {
      tenantId: actor.tenantId,
      projectId: actor.projectId,
      actorId: actor.userId,
      kind: "tool.call",
      target: cap.id,
      outcome,
      reason,
      data: data === undefined ? undefined : maskSensitive(data, { maxBytes: 4096 }),
    });

  async function refuse(cap: Readonly<Capability>, reason: string): Promise<AuthorizeResult> {
    counters.refused++;
    await audit(cap, "refused", reason);
    return { ok: false, reason, code: "forbidden:tool" };
  }

  return {
    counters,
    async authorize(cap) {
      if (snapshot.tenantId !== actor.tenantId || snapshot.projectId !== actor.projectId)
        return refuse(cap, "snapshot belongs to another tenant or project");
      // Membership may have been revoked since the turn began; the connection disabled, the tool
      // quarantined: all three read now, in one statement.
      const check = await callAuthorization(db, actor, cap.sourceId, cap.localName);
      if (!check.access) return refuse(cap, "actor no longer has access to this project");
      if (!cap.eligible || !cap.readOnly) return refuse(cap, cap.exclusionReason ?? "not eligible");
      if (cap.sourceKind === "kb") return { ok: true };
      const { conn, approval: a } = check;
      if (!conn) return refuse(cap, "connection is disabled or removed");
      if (conn.kind !== (cap.sourceKind === "mcp" ? "mcp" : "openapi"))
        return refuse(cap, "the connection is not of the capability's kind");
      if (cap.sourceKind === "mcp") {
        if (!a || a.status === "quarantined" || a.definitionHash !== cap.definitionHash)
          return refuse(cap, "tool definition is not approved in its current form");
      }
      connections.set(cap.sourceId, conn);
      return { ok: true };
    },

    async callTool(cap, args, { signal }) {
      const e = env();
      let result: ToolResult;
      if (cap.sourceKind === "kb") {
        counters.kb++;
        const hits = await searchKb(
          db,
          { tenantId: actor.tenantId, projectId: actor.projectId, dbUrl: e.DATABASE_URL },
          String(args.query ?? ""),
          typeof args.limit === "number" ? args.limit : 5,
          { signal },
        ).catch((err: unknown) => {
          if (signal.aborted) return null;
          throw err;
        });
        const data = { results: hits };
        result = hits
          ? { ok: true, data, truncated: false, bytes: JSON.stringify(data).length }
          : {
              ok: false,
              error: {
                code: "cancelled:connector",
                message: "The search was cancelled: the turn ran out of time",
              },
              truncated: false,
              bytes: 0,
            };
      } else {
        const conn = connections.get(cap.sourceId);
        if (!conn)
          return {
            ok: false,
            error: { code: "forbidden:tool", message: "not authorized" },
            truncated: false,
            bytes: 0,
          };
        counters.external++;
        if (conn.kind === "mcp") {
          let descriptor: ReturnType<typeof mcpDescriptor> | undefined;
          let refusal = "";
          try {
            descriptor = mcpDescriptor(conn);
          } catch (err) {
            // An unregistered stdio server (or a refused free-form command): nothing is spawned.
            refusal = isAppError(err) ? err.publicMessage : "The data source is not available.";
          }
          result = descriptor
            ? await mcpPool().callTool(descriptor, cap.localName, wrappedArguments(cap, args), {
                signal,
                timeoutMs: e.TOOL_CALL_TIMEOUT_MS,
                maxBytes: e.TOOL_MAX_OUTPUT_BYTES,
              })
            : {
                ok: false,
                error: { code: "unavailable:connector", message: refusal },
                truncated: false,
                bytes: 0,
              };
        } else {
          // The row was read without its catalog: the document is read only if this version is not imported yet.
          const source = await openApiSource(conn, () => catalogOf(db, actor, conn.id));
          result = await executeOperation(source, cap.localName, args, {
            baseUrl: openApiBaseUrl(conn),
            timeoutMs: e.TOOL_CALL_TIMEOUT_MS,
            maxBytes: e.TOOL_MAX_OUTPUT_BYTES,
            headers: conn.secrets.headers,
            signal,
          });
        }
      }
      await audit(cap, result.ok ? "ok" : "error", result.error?.code ?? "", { args, bytes: result.bytes });
      return result;
    },
  };
}
