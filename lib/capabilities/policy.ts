/**
 * Host trust policy (DESIGN.md §3 "Trust boundary"). This release is strictly read-only: a capability
 * is eligible only when the host — not the remote server — establishes that it reads.
 *
 * MCP annotations are hints from an untrusted server. They can *grant* eligibility only when an admin
 * marked the server trusted; a self-declared mutative signal (`readOnlyHint: false`,
 * `destructiveHint: true`) always *excludes*, whoever sends it, because believing a server that
 * admits to writing can only make the host safer. Reasons are shown to admins verbatim.
 */
import type { Risk } from "./types";

export const APPROVAL_STATUSES = ["approved", "quarantined", "pending"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const CLASSIFICATIONS = ["read", "write", "unknown"] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

/** An admin's decision about one tool definition, pinned by its hash. */
export interface ToolApproval {
  status: ApprovalStatus;
  classification: Classification;
  /** sha256 of the canonical JSON of the definition the admin reviewed. */
  definitionHash: string;
}

/** MCP `ToolAnnotations`; only the booleans below are ever read. */
export interface McpToolAnnotations {
  title?: string;
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
  [key: string]: unknown;
}

export type PolicyStatus = "eligible" | "excluded" | "quarantined";

export interface PolicyDecision {
  status: PolicyStatus;
  eligible: boolean;
  /** True only when the host established read-only behaviour. */
  readOnly: boolean;
  /** True when any party declared the operation mutative. */
  mutative: boolean;
  risk: Risk;
  /** Admin-facing reason; set whenever `eligible` is false. */
  exclusionReason?: string;
  /** Admin-facing detail: which signal decided, which signals were ignored and why. */
  notes: string[];
}

export const REASON = {
  changed: "definition changed since approval; re-approve",
  quarantined: "quarantined by an admin",
  mutative: "mutative",
  unknown: "not approved: read-only status unknown",
  mutativeHttp: "mutative HTTP method",
  namedChange: "not approved: its name says it changes data",
} as const;

function decision(status: PolicyStatus, fields: Omit<PolicyDecision, "status" | "eligible">): PolicyDecision {
  return { status, eligible: status === "eligible", ...fields };
}

/** An approval no longer applies to a definition whose pinned hash differs. */
function pinCheck(approval: ToolApproval | undefined, definitionHash: string): PolicyDecision | undefined {
  if (!approval) return undefined;
  if (approval.definitionHash !== definitionHash) {
    return decision("quarantined", {
      readOnly: false,
      mutative: false,
      risk: "medium",
      exclusionReason: REASON.changed,
      notes: [
        `approved hash ${approval.definitionHash.slice(0, 12)}…, current ${definitionHash.slice(0, 12)}…`,
      ],
    });
  }
  if (approval.status === "quarantined") {
    return decision("quarantined", {
      readOnly: false,
      mutative: false,
      risk: "medium",
      exclusionReason: REASON.quarantined,
      notes: [],
    });
  }
  return undefined;
}

function bool(value: unknown): boolean | undefined {
  return typeof value === "boolean" ? value : undefined;
}

export function decideMcpEligibility(input: {
  annotations?: McpToolAnnotations | null;
  serverTrusted: boolean;
  approval?: ToolApproval;
  /** Hash of the current definition, compared with the approved one. */
  definitionHash: string;
  /** The data-changing verb the tool's name starts or ends with (`changeVerbOfName`), if any. */
  nameVerb?: string;
}): PolicyDecision {
  const { serverTrusted, approval, definitionHash, nameVerb } = input;
  const pinned = pinCheck(approval, definitionHash);
  if (pinned) return pinned;

  // Non-boolean values ("true", 1) are not annotations: the MCP schema types them as booleans.
  const readOnlyHint = bool(input.annotations?.readOnlyHint);
  const destructiveHint = bool(input.annotations?.destructiveHint);
  const classification = approval?.classification ?? "unknown";
  const approvedRead = approval?.status === "approved" && classification === "read";

  const mutativeSignals: string[] = [];
  if (classification === "write") mutativeSignals.push("admin classified it as write");
  if (destructiveHint === true) mutativeSignals.push("server declares destructiveHint: true");
  if (readOnlyHint === false) mutativeSignals.push("server declares readOnlyHint: false");
  if (mutativeSignals.length > 0) {
    const notes = [...mutativeSignals];
    if (approvedRead)
      notes.push("admin read classification overridden by a mutative signal; review the tool");
    return decision("excluded", {
      readOnly: false,
      mutative: true,
      risk: "high",
      exclusionReason: `${REASON.mutative}: ${mutativeSignals.join("; ")}`,
      notes,
    });
  }

  const named = nameVerb ? `its name says "${nameVerb}", a verb that changes data` : undefined;
  if (approvedRead) {
    return decision("eligible", {
      readOnly: true,
      mutative: false,
      risk: "low",
      notes: [
        "admin classified it as read",
        ...(named ? [`${named}; the admin's read classification decides`] : []),
      ],
    });
  }
  // A trusted server's readOnlyHint does not outweigh its own tool's name (`submit_offer`): only an
  // admin's read classification makes such a tool eligible.
  if (named) {
    return decision("excluded", {
      readOnly: false,
      mutative: false,
      risk: "high",
      exclusionReason: `${REASON.namedChange} ("${nameVerb}")`,
      notes: [
        named,
        ...(readOnlyHint === true
          ? ["readOnlyHint not enough for a tool whose name says it changes data"]
          : []),
      ],
    });
  }
  if (readOnlyHint === true && serverTrusted) {
    return decision("eligible", {
      readOnly: true,
      mutative: false,
      risk: "low",
      notes: ["readOnlyHint: true from an admin-trusted server"],
    });
  }

  const notes: string[] = [];
  if (readOnlyHint === true) notes.push("readOnlyHint ignored: server is not admin-trusted");
  if (approval?.status === "pending") notes.push("approval pending");
  if (approval?.status === "approved" && classification === "unknown")
    notes.push("approved without a read classification");
  return decision("excluded", {
    readOnly: false,
    mutative: false,
    risk: "medium",
    exclusionReason: REASON.unknown,
    notes,
  });
}

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/**
 * OpenAPI operations: GET/HEAD only. An admin may still classify a GET as write (`GET /logout`) or
 * quarantine it; approvals are optional because the method is host-verifiable structure.
 */
export function decideOpenApiEligibility(input: {
  method: string;
  /** The index card's own read-only verdict, when it has one; `false` excludes. */
  readOnly?: boolean;
  approval?: ToolApproval;
  definitionHash: string;
}): PolicyDecision {
  const pinned = pinCheck(input.approval, input.definitionHash);
  if (pinned) return pinned;
  const method = input.method.toUpperCase();
  if (!SAFE_METHODS.has(method)) {
    return decision("excluded", {
      readOnly: false,
      mutative: true,
      risk: "high",
      exclusionReason: REASON.mutativeHttp,
      notes: [`${method} is not GET or HEAD`],
    });
  }
  if (input.approval?.classification === "write" || input.readOnly === false) {
    const who =
      input.approval?.classification === "write"
        ? "admin classified it as write"
        : "operation index marks it mutative";
    return decision("excluded", {
      readOnly: false,
      mutative: true,
      risk: "high",
      exclusionReason: `${REASON.mutative}: ${who}`,
      notes: [who],
    });
  }
  return decision("eligible", {
    readOnly: true,
    mutative: false,
    risk: "low",
    notes: [`${method} operation`],
  });
}
