/**
 * What the Connections page shows, built purely from host-derived data (Capability, ToolApproval,
 * the stored connection). Secrets never enter a view: only their key names, with a fixed mask.
 */
import { REASON } from "@/lib/capabilities/policy";
import type { Capability } from "@/lib/capabilities/types";
import type { ConnectionConfig, ConnectionSecrets, OpenApiConfig } from "@/lib/db/schemas/connection";
import { maskSensitive } from "@/lib/security";

export const SECRET_MASK = "••••";

export type Eligibility = "eligible" | "excluded" | "quarantined";

export interface ApprovalView {
  status: string;
  classification: string;
  decidedAt: string | null;
}

export interface CapabilityView {
  id: string;
  localName: string;
  entity: string;
  operation: string;
  eligibility: Eligibility;
  reason: string | null;
  /** Eligible read tool with neither output schema nor collection path: its shape is inferred. */
  shapeWarning: boolean;
  diagnostics: string[];
  approval: ApprovalView | null;
  risk: string;
  /** Untrusted remote text (sanitized); shown as data, never used as instructions. */
  description: string;
  actions: { approveRead: boolean; classifyWrite: boolean; quarantine: boolean };
  /** The verb of the tool's name that says it changes data: approving it as read asks for confirmation. */
  changeVerb?: string;
}

/** The data-changing verb a capability was withheld for (`REASON.namedChange`), if that was the reason. */
export function namedChange(cap: Pick<Capability, "exclusionReason">): string | undefined {
  const reason = cap.exclusionReason ?? "";
  if (!reason.startsWith(REASON.namedChange)) return undefined;
  return /\("([^"]+)"\)/.exec(reason)?.[1] ?? "change";
}

const QUARANTINE_REASONS = ["definition changed since approval; re-approve", "quarantined by an admin"];
const ADMIN_WRITE = "mutative: admin classified it as write";

export function eligibilityOf(cap: Pick<Capability, "eligible" | "exclusionReason">): Eligibility {
  if (cap.eligible) return "eligible";
  return QUARANTINE_REASONS.includes(cap.exclusionReason ?? "") ? "quarantined" : "excluded";
}

/**
 * The rollout-risk rule of issue 3: an eligible read tool whose result shape must be inferred. A light
 * OpenAPI card (schemas not materialized yet) is not judged: its shape is unknown, not missing.
 */
export function hasInferredShape(
  cap: Pick<Capability, "eligible" | "readOnly" | "outputSchema" | "collectionPath" | "schemaState">,
) {
  return (
    cap.eligible &&
    cap.readOnly &&
    cap.schemaState !== "light" &&
    !cap.outputSchema &&
    cap.collectionPath === undefined
  );
}

export function capabilityView(
  cap: Capability,
  approval: { status: string; classification: string; decidedAt: Date | null } | undefined,
  options: { manageable: boolean },
): CapabilityView {
  const eligibility = eligibilityOf(cap);
  const reason = cap.eligible ? null : (cap.exclusionReason ?? "excluded");
  // A server that declares a tool mutative is believed (policy.ts): approving it "read" cannot help.
  const serverSaysMutative =
    eligibility === "excluded" && reason !== null && reason.startsWith("mutative") && reason !== ADMIN_WRITE;
  const m = options.manageable;
  return {
    id: cap.id,
    localName: cap.localName,
    entity: cap.entity,
    operation: cap.operation,
    eligibility,
    reason,
    shapeWarning: hasInferredShape(cap),
    diagnostics: (cap.diagnostics ?? []).slice(0, 20),
    approval: approval
      ? {
          status: approval.status,
          classification: approval.classification,
          decidedAt: approval.decidedAt ? approval.decidedAt.toISOString() : null,
        }
      : null,
    risk: cap.risk,
    description: cap.description.slice(0, 300),
    ...(namedChange(cap) ? { changeVerb: namedChange(cap) } : {}),
    actions: {
      approveRead: m && eligibility !== "eligible" && !serverSaysMutative,
      classifyWrite: m && eligibility === "eligible",
      quarantine: m && eligibility === "eligible",
    },
  };
}

/** `{ env: { API_KEY: "s3cr3t" } }` → `["API_KEY=••••"]`; header names likewise. Values never leave. */
export function secretKeyLabels(...sources: ConnectionSecrets[]): string[] {
  const labels: string[] = [];
  for (const s of sources) {
    for (const group of ["env", "headers"] as const) {
      for (const key of Object.keys(s[group] ?? {})) {
        const safeKey = key.replace(/[^A-Za-z0-9_.-]/g, "").slice(0, 64);
        if (safeKey)
          labels.push(group === "env" ? `${safeKey}=${SECRET_MASK}` : `${safeKey}: ${SECRET_MASK}`);
      }
    }
  }
  return [...new Set(labels)];
}

/** A URL for display: credentials and query values masked (`?api_key=••••`). */
export function displayUrl(raw: string): string {
  try {
    const u = new URL(raw);
    if (u.username || u.password) {
      u.username = SECRET_MASK;
      u.password = "";
    }
    for (const key of [...u.searchParams.keys()]) u.searchParams.set(key, SECRET_MASK);
    return decodeURI(u.toString());
  } catch {
    return "(invalid URL)";
  }
}

/** One line describing how the host reaches the source; arguments pass through value masking. */
export function transportSummary(
  conn: ConnectionConfig,
  /** Registered stdio servers by id (MCP_STDIO_SERVERS), to name the one a connection uses. */
  serverNames: ReadonlyMap<string, string> = new Map(),
): string {
  if (conn.kind === "mcp") {
    const t = conn.config.transport;
    if (t.kind === "stdio" && t.serverId !== undefined) {
      const name = serverNames.get(t.serverId);
      return (name ? `stdio · ${name} (${t.serverId})` : `stdio · ${t.serverId} (not registered)`).slice(
        0,
        300,
      );
    }
    if (t.kind === "stdio") {
      const args = (t.args ?? []).map((a) => String(maskSensitive(a)));
      return `stdio · free-form · ${[t.command ?? "", ...args].join(" ")}`.slice(0, 300);
    }
    return `Streamable HTTP · ${displayUrl(t.url)}`;
  }
  const base = conn.config.baseUrl ? displayUrl(conn.config.baseUrl) : "this app's demo logistics API";
  return `OpenAPI · base URL ${base}`;
}

export function allowListSummary(config: OpenApiConfig): string | null {
  const a = config.allowList;
  if (!a) return null;
  const parts: string[] = [];
  for (const [key, label] of [
    ["operationIds", "operations"],
    ["tags", "tags"],
    ["pathPrefixes", "paths"],
  ] as const) {
    const v = a[key];
    if (v && v.length > 0) parts.push(`${label}: ${v.slice(0, 10).join(", ")}`);
  }
  return parts.length > 0 ? parts.join(" · ") : null;
}
